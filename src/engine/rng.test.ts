// The engine's own generator deals exactly what pure-rand 8 dealt before it (a seed in a saved record or a lesson
// must keep giving the same deal): the same 32-bit stream, the same draws in a range, the same shuffles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { below, roundRng, shuffle } from './rng.js';

// pure-rand seeded as the engine seeded it before (roundRng's mixing of seed, round and stream).
const theirs = (seed: number, round: number, stream = 0) => xoroshiro128plus((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(round, 0x85ebca6b) + stream * 0x27d4eb2f) | 0);
const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

test('roundRng gives the stream pure-rand xoroshiro128plus gave, for any seed, round and stream', () => {
  fc.assert(
    fc.property(int32, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), (seed, round, stream) => {
      const a = roundRng(seed, round, stream);
      const b = theirs(seed, round, stream);
      for (let i = 0; i < 300; i++) assert.equal(a.next(), b.next());
    }),
    { numRuns: 300 },
  );
});

test('below(n) draws what pure-rand uniformInt(0, n − 1) drew, for ranges from 1 to 2³²', () => {
  fc.assert(
    fc.property(int32, fc.array(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 2 ** 32 })), { minLength: 1, maxLength: 60 }), (seed, ns) => {
      const a = roundRng(seed, 1);
      const b = theirs(seed, 1);
      for (const n of ns) assert.equal(below(a, n), uniformInt(b, 0, n - 1));
    }),
    { numRuns: 300 },
  );
});

test('a shuffle of a double-six, double-nine or double-twelve set is the one pure-rand gave', () => {
  for (const size of [28, 55, 91]) {
    const items = [...Array(size).keys()];
    for (let seed = -50; seed < 50; seed++) {
      const b = theirs(seed * 7919, 2);
      const want = items.slice();
      for (let i = want.length - 1; i > 0; i--) {
        const j = uniformInt(b, 0, i);
        [want[i], want[j]] = [want[j]!, want[i]!];
      }
      assert.deepEqual(shuffle(items, roundRng(seed * 7919, 2)), want);
    }
  }
});
