// The common layer: config checks, tile notation, explicit deals, seeds — alike for every variant.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, fullSet, legalActions, moveKey, playerRange, VARIANTS } from './index.js';
import type { GameConfig } from './index.js';

const code = (c: string) => (e: unknown) => (e as { code?: string }).code === c;

describe('createGame refuses bad configs with a code and a readable message', () => {
  test('unknown variant', () => {
    assert.throws(() => createGame({ variant: 'chess' } as unknown as GameConfig), (e: unknown) => code('unknown-variant')(e) && /chess/.test((e as Error).message));
  });
  for (const v of VARIANTS) {
    const r = playerRange(v);
    test(`${v}: players outside ${r.min}–${r.max} are refused; the default is ${r.default}`, () => {
      assert.throws(() => createGame({ variant: v, players: r.min - 1 }), code('bad-players'));
      assert.throws(() => createGame({ variant: v, players: r.max + 1 }), code('bad-players'));
      assert.throws(() => createGame({ variant: v, players: 2.5 }), code('bad-players'));
      assert.equal(createGame({ variant: v, seed: 1 }).players, r.default);
    });
    test(`${v}: an unknown option key or a bad value is refused (options.md)`, () => {
      assert.throws(() => createGame({ variant: v, options: { traget: 50 } as never }), (e: unknown) => code('bad-options')(e) && /traget/.test((e as Error).message));
      if (v !== 'mexican-train') assert.throws(() => createGame({ variant: v, options: { target: -1 } }), code('bad-options'));
      assert.throws(() => createGame({ variant: v, options: [] as never }), code('bad-options'));
    });
    test(`${v}: the same seed gives the same game; another seed another deal (C-5)`, () => {
      assert.deepEqual(createGame({ variant: v, seed: 7 }), createGame({ variant: v, seed: 7 }));
      assert.notDeepEqual(createGame({ variant: v, seed: 7 }).hands, createGame({ variant: v, seed: 8 }).hands);
      assert.throws(() => createGame({ variant: v, seed: Number.NaN }), code('bad-seed'));
    });
  }
  test('mexican-train ignores other variants’ keys but still checks its own', () => {
    assert.equal(createGame({ variant: 'mexican-train', seed: 1, options: { target: 5 } }).options.target, 0);
    assert.throws(() => createGame({ variant: 'mexican-train', options: { doubleBlankValue: 25 as never } }), code('bad-options'));
  });
});

describe('tiles and deals (C-1, C-2, C-5)', () => {
  const deal = {
    hands: [
      ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'],
      ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4'],
      ['4-3', '4-2', '4-1', '4-0', '3-3', '3-2', '3-1'],
      ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
    ],
  };
  test('tiles written low-high are normalised, in deals and in actions', () => {
    const g = createGame({ variant: 'partnership', deals: [{ hands: deal.hands.map((h) => h.map((t) => t.split('-').reverse().join('-'))) }] });
    assert.deepEqual(g.hands, deal.hands);
    let after = applyAction(g, { type: 'play', tile: '6-6' });
    for (let i = 0; i < 3; i++) after = applyAction(after, { type: 'pass' }); // seats 1–3 hold no 6 (P-6)
    const next = applyAction(after, { type: 'play', tile: '5-6', at: 'left' });
    assert.equal(next.line![0]!.tile, '6-5');
  });
  test('a deal holding a tile twice, a non-tile, or too few tiles is refused with bad-deal / bad-tile', () => {
    const twice = deal.hands.map((h, i) => (i === 3 ? [...h.slice(0, 6), '6-6'] : h));
    assert.throws(() => createGame({ variant: 'partnership', deals: [{ hands: twice }] }), code('bad-deal'));
    const junk = deal.hands.map((h, i) => (i === 3 ? [...h.slice(0, 6), '7-7'] : h));
    assert.throws(() => createGame({ variant: 'partnership', deals: [{ hands: junk }] }), code('bad-tile'));
    assert.throws(() => createGame({ variant: 'partnership', deals: [{ hands: deal.hands.slice(0, 3) }] }), code('bad-deal'));
  });
  test('a tile of the double-12 set is no tile of a double-6 game', () => {
    const g = createGame({ variant: 'partnership', deals: [deal] });
    assert.throws(() => applyAction(g, { type: 'play', tile: '12-6' }), code('bad-tile'));
  });
  test('malformed actions are refused with bad-action', () => {
    const g = createGame({ variant: 'draw', seed: 3 });
    assert.throws(() => applyAction(g, { type: 'jump' } as never), code('bad-action'));
    assert.throws(() => applyAction(g, null as never), code('bad-action'));
    assert.throws(() => applyAction(g, { type: 'draw', from: 'middle' } as never), code('bad-action'));
  });
  test('next-round only after a count; nothing after the game is over (C-10)', () => {
    const g = createGame({ variant: 'partnership', deals: [deal] });
    assert.throws(() => applyAction(g, { type: 'next-round' }), code('round-not-over'));
    assert.deepEqual(legalActions({ ...g, phase: 'round-over' }), [{ type: 'next-round' }]);
    assert.deepEqual(legalActions({ ...g, phase: 'game-over' }), []);
  });
});

describe('moveKey: two plays that lead to the same game are one move (C-6)', () => {
  test('after a double lead a tile fits at either end alike; at ends of two numbers the places differ; an action that does not apply has none', () => {
    // Draw for two with chosen hands: 6-6 is led, 6-4 fits at either end of it alike; later 4-2 fits the ends 4 and 2 apart
    const hands = [['6-6', '6-2', '3-0', '1-0', '0-0', '3-1', '1-1'], ['6-4', '4-2', '6-5', '3-3', '5-0', '5-1', '5-5']];
    const boneyard = fullSet(6).filter((t) => !hands.flat().includes(t));
    let g = createGame({ variant: 'draw', players: 2, deals: [{ hands, boneyard }] });
    const plays = (tile: string) => legalActions(g).filter((a) => a.type === 'play' && a.tile === tile);
    g = applyAction(g, { type: 'play', tile: '6-6' });
    const alike = plays('6-4');
    assert.equal(alike.length, 2, '6-4 fits at either end of the 6-6');
    assert.equal(moveKey(g, alike[0]!), moveKey(g, alike[1]!));
    assert.notEqual(moveKey(g, alike[0]!), moveKey(g, plays('6-5')[0]!), 'another tile is another move');
    assert.equal(moveKey(g, { type: 'play', tile: '0-0', at: 'left' }), null, 'a tile not in the hand of the seat to move');
    g = applyAction(g, alike[0]!);
    g = applyAction(g, plays('6-2')[0]!); // the ends are now 4 and 2
    const apart = plays('4-2');
    assert.equal(apart.length, 2, '4-2 fits both ends');
    assert.notEqual(moveKey(g, apart[0]!), moveKey(g, apart[1]!), 'one leaves 2 and 2 open, the other 4 and 4');
  });
});
