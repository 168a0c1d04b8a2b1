/**
 * A small seeded PRNG (mulberry32) for choices that must repeat exactly: `chooser(seed)(n)` is an index below n,
 * the same sequence for the same seed. The built-in lessons are stored as the moves it chose (src/teach/builtin.ts),
 * so its sequence must never change; tests use it for their random choices. Deals use pure-rand (./rng.ts).
 */
export function chooser(seed: number): (n: number) => number {
  let s = seed | 0;
  return (n) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}
