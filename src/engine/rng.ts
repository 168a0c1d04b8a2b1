/**
 * The engine's seeded randomness: a round's deal is shuffled from a generator
 * seeded by the game's seed and the round, so a seed always gives the same
 * deals (records store only the seed).
 *
 * The generator is xoroshiro128+ (Blackman & Vigna) seeded and read the way
 * pure-rand 8's `xoroshiro128plus` and `uniformInt` are, which this engine used
 * before: the same seed gives the same deals as it always did (rng.test.ts
 * compares both). Written here because the bundle needs only `next()` and a
 * small range (about 0.25 KB minified where pure-rand's generator class and
 * big-range distribution took 1.9 KB of the first-paint bundle).
 */

/** A source of 32-bit integers: a round's seeded generator, or another stream (the online server's hash stream). */
export interface Rng {
  /** The next signed 32-bit integer of the stream. */
  next(): number;
}

/**
 * xoroshiro128+ with each 64-bit word kept as two signed 32-bit halves (`h` high, `l` low): JS bit operators work on
 * 32 bits. Each step: out = s0 + s1 (its low half), t = s0 ^ s1, s0 = rotl(s0, 24) ^ t ^ (t << 16), s1 = rotl(t, 37).
 */
function xoroshiro(seed: number): Rng {
  // The seeding pure-rand uses: s0 = (−1, ~seed), s1 = (seed, 0).
  let [h0, l0, h1, l1] = [-1, ~seed, seed | 0, 0];
  return {
    next() {
      const out = (l0 + l1) | 0;
      const th = h0 ^ h1;
      const tl = l0 ^ l1;
      // rotl(s0, 24) moves 8 bits from each half into the other's low end; t << 16 carries tl's top into the high half.
      [h0, l0] = [(h0 << 24) ^ (l0 >>> 8) ^ th ^ ((th << 16) | (tl >>> 16)), (l0 << 24) ^ (h0 >>> 8) ^ tl ^ (tl << 16)];
      // rotl(t, 37) = rotl by 32 (the halves swap), then by 5.
      [h1, l1] = [(tl << 5) ^ (th >>> 27), (th << 5) ^ (tl >>> 27)];
      return out;
    },
  };
}

/** A seeded generator for round `round` of the game with `seed`: the same pair always gives the same sequence. */
export function roundRng(seed: number, round: number, stream = 0): Rng {
  // Mix so that neighbouring seeds and rounds start far apart.
  return xoroshiro((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(round, 0x85ebca6b) + stream * 0x27d4eb2f) | 0);
}

/** A uniform integer in 0..n−1 (1 ≤ n ≤ 2³²): unsigned draws from the top part of the range that n divides evenly. */
export function below(rng: Rng, n: number): number {
  const top = Math.floor(2 ** 32 / n) * n;
  let v;
  do v = rng.next() + 2 ** 31; // the signed draw as an unsigned one
  while (v >= top);
  return v % n;
}

/** A uniformly shuffled copy of `items` (Fisher–Yates), advancing `rng`. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

/** A fresh 32-bit seed for a game created without one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000) | 0;
}
