import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, legalActions, rulesOf } from '../engine/index.js';
import type { GameState, Variant } from '../engine/types.js';
import { createRng } from './rng.js';
import { outcome } from './search.js';
import { lastSolve, solvable, solve } from './solve.js';

/** The exact value by plain minimax through the engine itself (every legal action, the engine's count at the end). */
function minimax(root: GameState, g: GameState, seat: number): number {
  if (g.phase !== 'playing') return outcome(root, g, seat);
  const teams = rulesOf(g.variant).teams;
  const mine = teams ? (g.turn! & 1) === (seat & 1) : g.turn === seat;
  let best = mine ? -Infinity : Infinity;
  for (const a of legalActions(g)) {
    const v = minimax(root, applyAction(g, a), seat);
    best = mine ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** Random endgames of `variant`: random plays from a seeded deal until at most `tiles` are in hands. */
function endgames(variant: Variant, players: number, tiles: number, count: number, seed: number): GameState[] {
  const rng = createRng(seed);
  const out: GameState[] = [];
  for (let d = 0; out.length < count && d < count * 5; d++) {
    let g = createGame({ variant, players, seed: seed * 1000 + d });
    while (g.phase === 'playing' && g.hands.reduce((a, h) => a + h.length, 0) > tiles) {
      const legal = legalActions(g);
      g = applyAction(g, legal[rng.int(legal.length)]!);
    }
    if (solvable(g)) out.push(g);
  }
  return out;
}

test('the exact endgame agrees with minimax through the engine (partnership; block with 2, 3 and 4 players)', () => {
  const cases: [Variant, number, number][] = [
    ['partnership', 4, 9],
    ['block', 2, 8],
    ['block', 3, 9],
    ['block', 4, 9],
  ];
  for (const [variant, players, tiles] of cases) {
    const games = endgames(variant, players, tiles, variant === 'partnership' ? 400 : 60, players * 7 + tiles); // enough for blocked ties (P-11)
    assert.ok(games.length >= 50, `${variant} ${players}: ${games.length} endgames`);
    let decided = 0;
    for (const g of games) {
      for (const seat of [g.turn!, (g.turn! + 1) % players]) {
        const want = minimax(g, g, seat);
        assert.equal(solve(g, seat, 1e6), want, `${variant} ${players} seat ${seat}: ${JSON.stringify({ hands: g.hands, ends: g.ends, turn: g.turn })}`);
        if (want !== 0) decided++;
      }
    }
    assert.ok(decided > games.length, `${variant}: the values are not all zero`);
  }
});

test('the exact endgame gives up (null) past its position limit, and solves only line games with nothing to draw', () => {
  const [g] = endgames('partnership', 4, 20, 1, 3);
  assert.equal(solve(g!, g!.turn!, 5), null);
  assert.ok(lastSolve.nodes > 5);
  assert.notEqual(solve(g!, g!.turn!, 1e7), null);
  const draw = createGame({ variant: 'draw', players: 2, seed: 1 });
  const led = applyAction(draw, legalActions(draw).find((a) => a.type === 'play')!);
  assert.equal(solvable(led), false); // D: a talon to draw from
  assert.equal(solvable(createGame({ variant: 'partnership', players: 4, seed: 1 })), false); // nothing led yet
});

test('the hard player solves its samples exactly once at most 20 tiles are in hands, and rolls them out before', async () => {
  const { chooseAction } = await import('./choose.js');
  const choice = (tiles: number): GameState =>
    endgames('partnership', 4, tiles, 30, tiles).find((g) => g.hands.reduce((a, h) => a + h.length, 0) === tiles && legalActions(g).length > 1)!;
  for (const [tiles, solves] of [
    [20, true],
    [24, false],
  ] as const) {
    const g = choice(tiles);
    lastSolve.nodes = 0;
    chooseAction(g, { level: 'hard', seed: 1, maxSamples: 4 });
    assert.equal(lastSolve.nodes > 0, solves, `${tiles} tiles in hands`);
  }
});

test('a solve that gives up ends the exact endgame for the rest of that decision (Block, three hands of 7)', async () => {
  const { chooseAction } = await import('./choose.js');
  const { lastSearch } = await import('./search.js');
  let big: GameState | undefined;
  for (let seed = 1; !big && seed < 200; seed++) {
    let g = createGame({ variant: 'block', players: 3, seed, options: { handSize: 7 } });
    g = applyAction(g, legalActions(g)[0]!); // the lead: 20 tiles left in hands
    if (legalActions(g).length > 1 && solve(g, g.turn!, 20_000) === null) big = g;
  }
  assert.ok(big, 'a Block position too big to solve');
  chooseAction(big, { level: 'hard', seed: 1, maxSamples: 30 });
  assert.equal(lastSearch.gaveUp, true);
  assert.ok(lastSearch.solved < 30, `${lastSearch.solved} candidates solved after giving up`);
  const [small] = endgames('block', 3, 12, 1, 5);
  if (legalActions(small!).length > 1) {
    chooseAction(small!, { level: 'hard', seed: 1, maxSamples: 30 });
    assert.equal(lastSearch.gaveUp, false);
  }
});
