import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A seeded generator for round `round` of the game with `seed`: the same pair always gives the same sequence. */
export function roundRng(seed: number, round: number, stream = 0): RandomGenerator {
  // Mix so that neighbouring seeds and rounds start far apart.
  return xoroshiro128plus((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(round, 0x85ebca6b) + stream * 0x27d4eb2f) | 0);
}

/** A uniformly shuffled copy of `items` (Fisher–Yates), advancing `rng`. */
export function shuffle<T>(items: readonly T[], rng: RandomGenerator): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
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
