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

/** How often (of 300 noisy rollout steps) seat 1 plays `tile` (and nothing else: it is to move and does not draw). */
function share(g: GameState, tile: string): number {
  const rng = createRng(11);
  let hits = 0;
  for (let k = 0; k < 300; k++) {
    const after = rolloutStep(g, rng);
    if (after.hands[1]!.length === g.hands[1]!.length - 1 && !after.hands[1]!.includes(tile)) hits++;
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

/**
 * Two-player All Fives: seat 0 leads 6-4 (ends 6 and 4, count 10); seat 1 holds 6-3 and 5-4 (the same pips, neither
 * scores: counts 7 and 11) and nothing else for a 6 or a 4. `next` is the rest of seat 0's hand.
 */
function fives(next: string): GameState {
  const hands = [`6-4 ${next}`.split(' '), '6-3 5-4 1-1 2-2 0-0 1-0 2-1'.split(' ')];
  const used = new Set(hands.flat());
  const boneyard: string[] = [];
  for (let a = 0; a <= 6; a++) for (let b = 0; b <= a; b++) if (!used.has(`${a}-${b}`)) boneyard.push(`${a}-${b}`);
  const g = applyAction(createGame({ variant: 'all-fives', players: 2, seed: 0, deals: [{ hands, boneyard, leader: 0 }] }), { type: 'play', tile: '6-4' });
  assert.deepEqual([g.turn, g.ends, g.count], [1, { left: 6, right: 4 }, 10]);
  return g;
}

test('fives rollouts deny the next seat (its hand as sampled) the fives it could make at once (F-8, F-9)', () => {
  // After 6-3 (ends 3 and 4, count 7) seat 0's 3-1 makes 5; after 5-4 (ends 6 and 5, count 11) nothing of its scores.
  const a = fives('3-1 5-0 5-2 3-2 5-3 5-1');
  assert.ok(share(a, '5-4') >= 0.9, `5-4 in ${share(a, '5-4')}`);
  // After 5-4 its 6-0 makes 5; after 6-3 nothing scores.
  const b = fives('6-0 5-0 5-2 5-3 5-1 3-2');
  assert.ok(share(b, '6-3') >= 0.9, `6-3 in ${share(b, '6-3')}`);
});
