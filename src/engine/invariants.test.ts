// Invariants over thousands of seeded random games per variant and player
// count, through the public API only. The per-variant test files check the
// same properties in more depth on fewer games; this file checks breadth.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, DominoError, legalActions, handPips, playerRange, tableTiles, VARIANTS } from './index.js';
import type { Action, GameConfig, GameState, Options, Variant } from './index.js';
import { chooser } from '../testing/engine.js';

const SCALE = Number(process.env.PROPERTY_SCALE ?? 1); // e.g. PROPERTY_SCALE=10 for a long run

/** Set size per variant (C-1). */
const SET_SIZE: Record<Variant, number> = { partnership: 28, draw: 28, 'all-fives': 28, 'mexican-train': 91, block: 28 };

/** Every tile is in exactly one place: hands, boneyard or table (C-1). */
function conserved(g: GameState): void {
  const all = [...g.hands.flat(), ...g.boneyard, ...tableTiles(g)];
  const size = SET_SIZE[g.variant]; // a set-aside engine sits in the hub, on the table
  assert.equal(all.length, size, 'tile count');
  assert.equal(new Set(all).size, size, 'no tile twice');
}

/** A random action that is not in `legal` (a tile from anywhere, a place, draw, pass, end-turn). */
function illegalCandidate(g: GameState, legal: Action[], pick: (n: number) => number): Action | null {
  const tiles = [...g.hands.flat(), ...g.boneyard];
  const places = ['left', 'right', 'up', 'down', 'mexican', 'train-0', 'train-1', 'nowhere', undefined];
  const key = (a: Action) => JSON.stringify(a);
  const legalKeys = new Set(legal.map(key));
  for (let i = 0; i < 8; i++) {
    const r = pick(10);
    const a: Action =
      r < 6 && tiles.length
        ? { type: 'play', tile: tiles[pick(tiles.length)]!, ...(places[pick(places.length)] ? { at: places[pick(places.length)]! } : {}) }
        : r === 6
          ? { type: 'draw' }
          : r === 7
            ? { type: 'pass' }
            : r === 8
              ? { type: 'end-turn' }
              : { type: 'next-round' };
    if (!legalKeys.has(key(a))) return a;
  }
  return null;
}

/** Plays one seeded random game to its end, checking every invariant on the way. */
function checkGame(config: GameConfig, choiceSeed: number, maxSteps: number): GameState {
  const pick = chooser(choiceSeed);
  let g = createGame(config);
  const roundPoints: number[][] = [];
  let pegged = 0; // all-fives: points scored during hands (F-9)
  for (let step = 0; g.phase !== 'game-over'; step++) {
    assert.ok(step < maxSteps, `game did not end within ${maxSteps} steps`);
    conserved(g);
    const legal = legalActions(g);
    assert.ok(legal.length > 0, 'a game that is not over always has a legal action');
    if (step % 7 === 0) {
      const bad = illegalCandidate(g, legal, pick);
      if (bad) {
        const snapshot = JSON.stringify(g);
        assert.throws(() => applyAction(g, bad), (e: unknown) => e instanceof DominoError && typeof e.code === 'string' && e.code.length > 0);
        assert.equal(JSON.stringify(g), snapshot, 'a refused action changes nothing');
      }
    }
    const action = legal[pick(legal.length)]!;
    const next = applyAction(g, action);
    if (next.variant === 'all-fives' && typeof next.lastScore === 'number' && action.type === 'play') pegged += next.lastScore;
    if (g.phase === 'playing' && next.phase !== 'playing' && next.result) {
      // The count agrees with the hands at the round's end.
      assert.deepEqual(next.result.pips, next.hands.map(handPips));
      roundPoints.push(next.result.points);
    }
    g = next;
  }
  conserved(g);
  // Totals are the sum of every round's points (plus fives pegged during hands in all-fives).
  const width = g.totals.length;
  const sum = Array.from({ length: width }, (_, i) => roundPoints.reduce((s, p) => s + (p[i] ?? 0), 0));
  const totalAll = g.totals.reduce((a, b) => a + b, 0);
  if (g.variant === 'all-fives') assert.equal(totalAll, sum.reduce((a, b) => a + b, 0) + pegged);
  else assert.deepEqual(g.totals, sum);
  return g;
}

interface Case {
  variant: GameConfig['variant'];
  players: number;
  games: number;
  options?: Options;
  maxSteps?: number;
}

const CASES: Case[] = [
  { variant: 'partnership', players: 4, games: 2000 },
  { variant: 'partnership', players: 4, games: 1000, options: { lead: 'rotate' } },
  // Two-player draw games are a random walk to 100 (D-11 zero-sum, D-12 blocked hands push both totals down) and can run
  // for hundreds of hands under random play; a lower target keeps the run short. The rules set no end for a game
  // whose totals drift below any target (D-14): random play can do that (seed 1768600864 with choice 10 is still
  // going after 7,000 hands at -4127/-6865), so this case holds for the fixed fast-check seed (scripts/test/test-setup.mjs),
  // not for every seed. Reported to planning as a gap in D-12/D-14.
  { variant: 'draw', players: 2, games: 1000, options: { target: 30 } },
  { variant: 'draw', players: 3, games: 1000 },
  { variant: 'draw', players: 4, games: 1000 },
  { variant: 'all-fives', players: 2, games: 1000 },
  { variant: 'all-fives', players: 3, games: 1000 },
  { variant: 'all-fives', players: 4, games: 1000 },
  { variant: 'mexican-train', players: 2, games: 60 },
  { variant: 'mexican-train', players: 4, games: 60 },
  { variant: 'mexican-train', players: 8, games: 30, options: { firstTurn: 'single' } },
  { variant: 'mexican-train', players: 10, games: 30, options: { engineSelection: 'set-aside' } },
  { variant: 'block', players: 2, games: 1000 },
  { variant: 'block', players: 3, games: 1000 },
  { variant: 'block', players: 4, games: 1000 },
  { variant: 'block', players: 3, games: 500, options: { lead: 'winner', handSize: 7 } },
  { variant: 'block', players: 4, games: 500, options: { lead: 'starter', handSize: 7 } },
];

test('every variant, at its smallest and largest table, has cases here', () => {
  for (const v of VARIANTS) {
    const { min, max } = playerRange(v);
    for (const n of [min, max]) assert.ok(CASES.some((c) => c.variant === v && c.players === n), `${v} with ${n} players`);
  }
});

describe('invariants over many random games (C-1, C-9, C-10, C-11)', () => {
  for (const c of CASES) {
    const runs = Math.max(1, Math.round(c.games * SCALE));
    test(`${c.variant}, ${c.players} players${c.options ? ` ${JSON.stringify(c.options)}` : ''}: ${runs} games end; tiles conserved; only legal moves; refusals change nothing; totals add up`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer(), (seed, choice) => {
          const g = checkGame({ variant: c.variant, players: c.players, seed, options: c.options }, choice, c.maxSteps ?? 200_000);
          assert.equal(g.phase, 'game-over');
          assert.notEqual(g.winner, null);
        }),
        { numRuns: runs },
      );
    });
  }
});
