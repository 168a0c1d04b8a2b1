/** A small seeded PRNG for the computer players (a Weyl sequence through a 32-bit mixer); the same seed gives the same stream. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

/** A generator seeded with `seed` (any number; only its low 32 bits count). */
export function createRng(seed: number): Rng {
  let state = (seed ^ 0x2545f491) | 0;
  const u32 = (): number => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  return {
    next: () => u32() / 4294967296,
    int: (n: number) => Math.floor((u32() / 4294967296) * n),
  };
}

/** A shuffled copy of `items` (Fisher–Yates) drawn from `rng`. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}
