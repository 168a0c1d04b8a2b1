import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame } from '../engine/index.js';
import type { GameState } from '../engine/types.js';
import { rolloutStep } from './policies.js';
import { createRng } from './rng.js';

/**
 * Two-player draw: seat 0 leads 6-6, seat 1 plays 6-5, seat 0 plays 6-4; ends 5 and 4, seat 1 to move holding
 * 5-2 and 4-3 (equal pips; after either, two own tiles follow the ends) besides 5-0 and 4-0. `next` is the rest of seat 0's hand.
 */
function position(next: string): GameState {
  const hands = [`6-6 6-4 ${next}`.split(' '), '6-5 5-2 4-3 6-0 6-1 5-0 4-0'.split(' ')];
  const used = new Set(hands.flat());
  const boneyard: string[] = [];
  for (let a = 0; a <= 6; a++) for (let b = 0; b <= a; b++) if (!used.has(`${a}-${b}`)) boneyard.push(`${a}-${b}`);
  let g = createGame({ variant: 'draw', players: 2, seed: 0, deals: [{ hands, boneyard }] });
  g = applyAction(g, { type: 'play', tile: '6-6' });
  g = applyAction(g, { type: 'play', tile: '6-5', at: 'left' });
  g = applyAction(g, { type: 'play', tile: '6-4', at: 'right' });
  assert.deepEqual([g.turn, g.ends], [1, { left: 5, right: 4 }]);
  return g;
}

/** How often (of 300 noisy rollout steps) seat 1 plays `tile`. */
function share(g: GameState, tile: string): number {
  const rng = createRng(11);
  let hits = 0;
  for (let k = 0; k < 300; k++) {
    const after = rolloutStep(g, rng);
    if (after.hands[1]!.length === 5 && !after.hands[1]!.includes(tile)) hits++;
  }
  return hits / 300;
}

test('line rollouts play to an end the next seat cannot follow (its hand as sampled), and keep their own numbers', () => {
  // Seat 0 shows 2 (and 0, 1) but neither 5 nor 3: 4-3 leaves ends 5 and 3 it cannot follow.
  const a = position('2-0 2-1 1-0 1-1 0-0');
  assert.ok(share(a, '4-3') >= 0.8, `4-3 in ${share(a, '4-3')}`);
  // The same hand of seat 1; seat 0 now shows 3 (and 0, 1) but neither 4 nor 2: 5-2 blocks instead.
  const b = position('3-0 3-1 1-0 1-1 0-0');
  assert.ok(share(b, '5-2') >= 0.8, `5-2 in ${share(b, '5-2')}`);
});
