import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { GameState, Variant } from '../engine/types.js';
import { bitLine, lastRollout, lineRollout } from './linebits.js';
import { rolloutStep } from './policies.js';
import { createRng } from './rng.js';

/** Positions of `variant` after a random number of random plays (a line led, hand not over). */
function positions(variant: Variant, players: number, count: number, seed: number): GameState[] {
  const rng = createRng(seed);
  const out: GameState[] = [];
  for (let d = 0; out.length < count && d < count * 5; d++) {
    let g = createGame({ variant, players, seed: seed * 1000 + d });
    const plays = 1 + rng.int(20);
    for (let k = 0; k < plays && g.phase === 'playing'; k++) {
      const legal = legalActions(g);
      g = applyAction(g, legal[rng.int(legal.length)]!);
    }
    if (bitLine(g)) out.push(g);
  }
  return out;
}

test('lineRollout plays what rolloutStep plays: the same points, actions and random draws (partnership; block with 2, 3 and 4 players)', () => {
  const cases: [Variant, number][] = [
    ['partnership', 4],
    ['block', 2],
    ['block', 3],
    ['block', 4],
  ];
  let checked = 0;
  let differ = 0;
  for (const [variant, players] of cases) {
    for (const [j, g] of positions(variant, players, 150, 77 + players).entries()) {
      for (const seed of [j, j + 5000]) {
        const slowRng = createRng(seed);
        let end = g;
        let steps = 0;
        while (end.phase === 'playing') {
          end = rolloutStep(end, slowRng);
          steps++;
        }
        const fastRng = createRng(seed);
        const points = lineRollout(g, fastRng);
        assert.deepEqual(points, end.result!.points, `${variant} ${players} position ${j} seed ${seed}`);
        assert.equal(lastRollout.steps, steps);
        assert.equal(fastRng.next(), slowRng.next(), 'the same number of draws');
        checked++;
      }
      // The draws matter: another seed plays this position differently often enough for the test to see a wrong draw.
      if (JSON.stringify(lineRollout(g, createRng(1))) !== JSON.stringify(lineRollout(g, createRng(2)))) differ++;
    }
  }
  assert.ok(checked >= 1100, `${checked} rollouts compared`);
  assert.ok(differ > 100, `${differ} positions where the seed changes the result`);
});

test('bitLine: only line games without drawing, double-six, after the lead', () => {
  assert.equal(bitLine(createGame({ variant: 'partnership', seed: 1 })), false); // nothing led yet
  let g = createGame({ variant: 'partnership', seed: 1 });
  g = applyAction(g, legalActions(g)[0]!);
  assert.equal(bitLine(g), true);
  let d = createGame({ variant: 'draw', players: 2, seed: 1 });
  d = applyAction(d, legalActions(d)[0]!);
  assert.equal(bitLine(d), false); // D: a boneyard to draw from
});
