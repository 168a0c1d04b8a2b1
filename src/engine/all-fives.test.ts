/** Tests of the `all-fives` rules module (rules/all-fives.md F-1..F-15). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, legalActions } from './index.js';
import { DominoError } from './errors.js';
import { allFives } from './all-fives.js';
import { assertConserved, chooser, playout } from '../testing/engine.js';
import { fullSet, handPips, info } from './tiles.js';
import type { Action, Deal, GameConfig, GameState, Options, Tile } from './types.js';

const SET = fullSet(6);

/** An explicit deal: the given hands, every other tile in the boneyard (in `front` order first, then set order). */
function dealOf(hands: Tile[][], leader: number, front: Tile[] = []): Deal {
  const used = new Set([...hands.flat(), ...front]);
  return { hands, boneyard: [...front, ...SET.filter((t) => !used.has(t))], leader };
}

/** Forced steps (draw, pass) until the seat to move has a play or the hand is over. */
function forced(g: GameState): GameState {
  for (let guard = 0; g.phase === 'playing'; guard++) {
    assert.ok(guard < 100, 'forced steps never end (a missed block?)');
    const acts = legalActions(g);
    if (acts[0]!.type === 'play') return g;
    g = applyAction(g, acts[0]!);
  }
  return g;
}

/** Plays `"tile@place"` steps (forced draws and passes in between), calling `each` after every play. */
function drive(g: GameState, plays: string[], each?: (g: GameState, step: number) => void): GameState {
  plays.forEach((p, i) => {
    g = forced(g);
    const [tile, at] = p.split('@') as [string, string | undefined];
    g = applyAction(g, at ? { type: 'play', tile, at } : { type: 'play', tile });
    each?.(g, i);
  });
  return forced(g);
}

/** The DominoError code `fn` throws. */
function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof DominoError, `expected a DominoError, got ${String(e)}`);
    return e.code;
  }
  return assert.fail('expected a DominoError');
}

/** Asserts `action` is rejected with `code` and leaves `g` unchanged. */
function rejects(g: GameState, action: Action, code: string): void {
  const before = JSON.stringify(g);
  assert.equal(codeOf(() => applyAction(g, action)), code, JSON.stringify(action));
  assert.equal(JSON.stringify(g), before, 'the state is unchanged');
}

/** Plays random games until `pred` holds for a state (deterministic). */
function findState(config: GameConfig, pred: (g: GameState) => boolean): GameState {
  for (let s = 1; s < 5000; s++) {
    let g = createGame({ ...config, seed: s });
    const pick = chooser(s);
    while (g.phase !== 'game-over') {
      if (g.phase === 'playing' && pred(g)) return g;
      const acts = legalActions(g);
      g = applyAction(g, acts[pick(acts.length)]!);
    }
  }
  return assert.fail('no such state found');
}

/** Independent F-3 lot: the seat of `players` that wins the lot rounds. */
function lotWinnerOf(lot: Tile[][], players: number): number {
  let seats = [...Array(players).keys()];
  for (const round of lot) {
    assert.equal(round.length, seats.length, 'one tile per seat still in the lot');
    const best = Math.max(...round.map((t) => info(t).pips));
    seats = seats.filter((_, i) => info(round[i]!).pips === best);
  }
  assert.equal(seats.length, 1, 'the lot ends with one highest seat');
  return seats[0]!;
}

// §4.4 Foster's Hoyle, spinner 5-5: [play, count, score].
const FOSTER: [string, number, number][] = [
  ['5-5', 10, 10],
  ['5-0@right', 10, 10],
  ['0-0@right', 10, 10],
  ['6-5@left', 6, 0],
  ['4-0@right', 10, 10],
  ['5-3@up', 13, 0],
  ['5-2@down', 15, 15],
  ['6-1@left', 10, 10],
];
const fosterDeal = (): Deal =>
  dealOf(
    [
      ['5-5', '0-0', '4-0', '5-2', '3-1', '2-1', '1-1'],
      ['5-0', '6-5', '5-3', '6-1', '4-4', '3-3', '2-2'],
    ],
    0,
  );

// §4.4 doubles at ends, spinner 4-4 formed later, then the 4-arm 20 count.
const DOUBLES: [string, number, number][] = [
  ['6-4', 10, 10],
  ['4-4@right', 14, 0],
  ['4-1@right', 7, 0],
  ['4-3@up', 10, 10],
  ['6-6@left', 16, 0],
  ['3-3@up', 19, 0],
  ['1-1@right', 20, 20],
  ['4-0@down', 20, 20], // 12 + 2 + 6 + 0
  ['0-0@down', 20, 20], // 1-1, 6-6, 3-3 and 0-0 on all four arms: 2 + 12 + 6 + 0
];
const doublesDeal = (): Deal =>
  dealOf(
    [
      ['6-4', '4-1', '6-6', '1-1', '0-0', '2-1', '3-2'],
      ['4-4', '4-3', '3-3', '4-0', '5-5', '6-5', '5-2'],
    ],
    0,
  );

// §4.4 end of hand, 3 players: seat 0 goes out; seats 1 and 2 keep 6-2 (8) and 2-1 (3).
const THREE_PLAYS = [
  '6-5', '5-4@right', '4-3@right', '3-2@right', '2-0@right', '1-0@right', '3-1@right',
  '3-0@right', '4-0@right', '4-1@right', '5-1@right', '5-3@right', '6-3@right',
];
const threeDeal = (): Deal =>
  dealOf(
    [
      ['6-5', '3-2', '3-1', '4-1', '6-3'],
      ['5-4', '2-0', '3-0', '5-1', '6-2'],
      ['4-3', '1-0', '4-0', '5-3', '2-1'],
    ],
    0,
  );

// §4.4 blocked, 2 players: seat 0 keeps 1-1 (2), seat 1 keeps 28 pips (found by a seeded search, replayed here).
const BLOCKED_26 = {
  deal: {
    hands: [
      ['6-2', '1-1', '5-3', '6-5', '5-1', '2-0', '6-3'],
      ['3-1', '4-4', '4-3', '3-2', '1-0', '4-1', '5-5'],
    ],
    boneyard: ['4-0', '6-1', '2-2', '2-1', '6-6', '3-0', '3-3', '6-0', '0-0', '4-2', '5-4', '6-4', '5-2', '5-0'],
    leader: 0,
  },
  plays: [
    '6-5', '5-5@right', '6-3@left', '3-1@left', '5-1@left', '5-4@right', '5-3@left', '4-4@right', '6-4@right', '6-6@right',
    '6-2@right', '3-0@left', '2-0@left', '2-2@left', '5-2@left', '3-2@right', '5-0@up', '4-0@up', '4-3@up', '3-3@up',
  ],
};

// §4.4 blocked tie, 27 v 27.
const BLOCKED_TIE = {
  deal: {
    hands: [
      ['6-3', '6-0', '2-2', '2-1', '6-5', '5-0', '1-0'],
      ['4-0', '3-1', '3-0', '5-1', '4-1', '6-2', '2-0'],
    ],
    boneyard: ['5-3', '6-6', '5-4', '3-2', '4-4', '3-3', '5-5', '4-2', '6-4', '4-3', '6-1', '1-1', '0-0', '5-2'],
    leader: 0,
  },
  plays: [
    '6-5', '5-1@right', '2-1@right', '6-2@left', '2-2@right', '2-0@left', '6-0@left', '6-6@left', '6-3@left',
    '5-3@left', '5-0@left', '3-0@left', '3-2@left', '4-2@left', '5-4@left', '5-5@left', '5-2@left',
  ],
};

describe('all-fives §4.4 worked examples (F-8, F-9)', () => {
  for (const [name, table, deal] of [
    ["Foster's Hoyle, spinner 5-5", FOSTER, fosterDeal],
    ['doubles at ends, spinner 4-4, four arms reach 20', DOUBLES, doublesDeal],
  ] as const) {
    it(name, () => {
      let g = createGame({ variant: 'all-fives', deals: [deal()] });
      const made = [0, 0];
      table.forEach(([play, count, score], i) => {
        const seat = g.turn!;
        g = drive(g, [play]);
        assert.equal(g.count, count, `count after #${i + 1} ${play}`);
        assert.equal(g.lastScore, score, `score of #${i + 1} ${play}`);
        made[seat]! += score;
        assert.deepEqual(g.totals, made);
        assert.deepEqual(g.fives, made);
        assertConserved(g);
      });
      assert.equal(g.phase, 'playing');
    });
  }

  it("Foster: the spinner's sides open up/down after 6-5 left (F-7)", () => {
    let g = createGame({ variant: 'all-fives', deals: [fosterDeal()] });
    g = drive(g, ['5-5', '5-0@right', '0-0@right']);
    assert.deepEqual(g.ends, { left: 5, right: 0 });
    g = drive(g, ['6-5@left']);
    assert.deepEqual(g.ends, { left: 6, right: 0, up: 5, down: 5 });
    assert.equal(g.spinner, 1);
    g = drive(g, ['4-0@right', '5-3@up', '5-2@down', '6-1@left']);
    assert.deepEqual(g.ends, { left: 1, right: 4, up: 3, down: 2 });
    assert.deepEqual(g.arms, { up: [{ tile: '5-3', a: 5, b: 3 }], down: [{ tile: '5-2', a: 5, b: 2 }] });
    assert.deepEqual(
      g.line!.map((p) => `${p.a}|${p.b}`),
      ['1|6', '6|5', '5|5', '5|0', '0|0', '0|4'],
    );
    assert.equal(g.line![g.spinner!]!.tile, '5-5');
  });

  it('end of hand, 3 players: the winner collects 8 + 3 = 11 (F-12)', () => {
    let g = createGame({ variant: 'all-fives', players: 3, deals: [threeDeal()] });
    const fives = [0, 0, 0];
    g = drive(g, THREE_PLAYS, (s, i) => {
      fives[i % 3]! += s.lastScore!; // seats play in turn: 0, 1, 2, 0, ...
    });
    assert.equal(g.phase, 'round-over');
    assert.deepEqual(g.result, { reason: 'domino', winner: 0, points: [11, 0, 0], pips: [0, 8, 3], fives });
    assert.deepEqual(g.totals, [fives[0]! + 11, fives[1], fives[2]]);
    assert.equal(g.turn, null);
    assert.deepEqual(legalActions(g), [{ type: 'next-round' }]);
  });

  it('blocked, 2 players: 28 − 2 = 26 to the holder of 1-1 (F-13)', () => {
    const g = drive(createGame({ variant: 'all-fives', deals: [BLOCKED_26.deal] }), BLOCKED_26.plays);
    assert.equal(g.phase, 'round-over');
    assert.deepEqual(g.hands[0], ['1-1']);
    assert.equal(g.boneyard.length, 0);
    assert.equal(g.result!.reason, 'blocked');
    assert.equal(g.result!.winner, 0);
    assert.deepEqual(g.result!.pips, [2, 28]);
    assert.deepEqual(g.result!.points, [26, 0]);
    assert.deepEqual(g.totals, [g.result!.fives![0]! + 26, g.result!.fives![1]]);
    assertConserved(g);
  });

  it('blocked tie, 27 v 27: nobody collects (F-13)', () => {
    const g = drive(createGame({ variant: 'all-fives', deals: [BLOCKED_TIE.deal] }), BLOCKED_TIE.plays);
    assert.equal(g.result!.reason, 'blocked');
    assert.deepEqual(g.result!.pips, [27, 27]);
    assert.equal(g.result!.winner, null);
    assert.deepEqual(g.result!.points, [0, 0]);
    assert.deepEqual(g.totals, g.result!.fives, 'fives made during the hand stand');
  });
});

describe('all-fives rules', () => {
  it('F-2 hands: 7 each for 2 players, 5 each for 3–4; the rest is the boneyard', () => {
    for (const players of [2, 3, 4]) {
      const g = createGame({ variant: 'all-fives', players, seed: players });
      const h = players === 2 ? 7 : 5;
      for (const hand of g.hands) assert.equal(hand.length, h);
      assert.equal(g.boneyard.length, 28 - players * h);
      assertConserved(g);
      assert.deepEqual(g.totals, Array(players).fill(0));
      assert.deepEqual(g.line, []);
      assert.deepEqual(g.ends, {});
      assert.equal(g.count, 0);
      assert.equal(g.lastScore, null);
    }
  });

  it('F-3 lot with ties: tied seats draw again; a double has no extra rank', () => {
    const deal = { ...threeDeal(), leader: undefined, lot: [['6-2', '4-4', '1-0'], ['3-0', '5-1']] };
    const g = createGame({ variant: 'all-fives', players: 3, deals: [deal] });
    assert.equal(g.leader, 1);
    assert.equal(g.turn, 1);
    assert.equal(g.deal.leader, 1);
    // a lot that leaves a tie, has too many tiles, or disagrees with leader is a bad deal
    for (const lot of [[['6-2', '4-4', '1-0']], [['6-2', '4-4', '1-0'], ['3-0', '5-1', '2-0']], [['6-6', '4-4', '1-0'], ['3-0', '5-1']]]) {
      assert.equal(codeOf(() => createGame({ variant: 'all-fives', players: 3, deals: [{ ...deal, lot }] })), 'bad-deal');
    }
    assert.equal(codeOf(() => createGame({ variant: 'all-fives', players: 3, deals: [{ ...deal, leader: 0 }] })), 'bad-deal');
  });

  it('F-3 seeded lot: recorded in deal.lot, ties continue, reproducible', () => {
    let tied = 0;
    for (let seed = 0; seed < 300; seed++) {
      const players = 2 + (seed % 3);
      const g = createGame({ variant: 'all-fives', players, seed });
      const lot = g.deal.lot!;
      assert.equal(new Set(lot.flat()).size, lot.flat().length, 'lot tiles are distinct (same shuffled set)');
      assert.equal(g.leader, lotWinnerOf(lot, players));
      assert.equal(g.deal.leader, g.leader);
      assert.equal(g.turn, g.leader);
      if (lot.length > 1) tied++;
      assert.deepEqual(createGame({ variant: 'all-fives', players, seed }), g);
    }
    assert.ok(tied > 10, `some lots tie (${tied})`);
  });

  it('F-3 explicit deal without leader or lot: a lot drawn from the seed decides, and is recorded', () => {
    const { hands, boneyard } = fosterDeal();
    const a = createGame({ variant: 'all-fives', seed: 7, deals: [{ hands, boneyard }] });
    assert.equal(a.leader, lotWinnerOf(a.deal.lot!, 2));
    assert.deepEqual(a.hands, hands, 'the deal is untouched');
    assert.deepEqual(createGame({ variant: 'all-fives', seed: 7, deals: [{ hands, boneyard }] }), a);
  });

  it('F-4 the player who went out leads the next hand (no lot)', () => {
    let g = drive(createGame({ variant: 'all-fives', players: 3, seed: 5, deals: [threeDeal()] }), THREE_PLAYS);
    const totals = g.totals;
    g = applyAction(g, { type: 'next-round' });
    assert.equal(g.round, 2);
    assert.equal(g.leader, 0);
    assert.equal(g.turn, 0);
    assert.equal(g.deal.lot, undefined);
    assert.deepEqual(g.totals, totals);
    assert.deepEqual(g.fives, [0, 0, 0]);
    assert.deepEqual(g.line, []);
    assertConserved(g);
  });

  it('F-4 after a blocked hand the lead is drawn by lot again', () => {
    let g = drive(createGame({ variant: 'all-fives', seed: 11, deals: [BLOCKED_26.deal] }), BLOCKED_26.plays);
    const totals = g.totals;
    g = applyAction(g, { type: 'next-round' });
    assert.ok(g.deal.lot && g.deal.lot.length >= 1);
    assert.equal(g.leader, lotWinnerOf(g.deal.lot, 2));
    assert.equal(g.turn, g.leader);
    assert.deepEqual(g.totals, totals);
  });

  it('F-5/C-7 the lead takes no place, any tile, higher half left; it scores', () => {
    let g = createGame({ variant: 'all-fives', deals: [doublesDeal()] });
    assert.deepEqual(legalActions(g), g.hands[0]!.map((tile) => ({ type: 'play', tile })));
    g = applyAction(g, { type: 'play', tile: '4-6' });
    assert.deepEqual(g.line, [{ tile: '6-4', a: 6, b: 4 }]);
    assert.deepEqual(g.ends, { left: 6, right: 4 });
    assert.equal(g.spinner, null);
    assert.equal(g.lastScore, 10);
  });

  it('C-7 a tile fitting two places with the same number is two actions', () => {
    const g = drive(createGame({ variant: 'all-fives', deals: [fosterDeal()] }), ['5-5']);
    const plays = legalActions(g).filter((a) => a.type === 'play' && a.tile === '5-0');
    assert.deepEqual(plays, [
      { type: 'play', tile: '5-0', at: 'left' },
      { type: 'play', tile: '5-0', at: 'right' },
    ]);
    const l = applyAction(g, plays[0]!);
    assert.deepEqual(l.line!.map((p) => [p.a, p.b]), [[0, 5], [5, 5]]);
    assert.equal(l.spinner, 1);
  });

  it('F-6 only the first double is the spinner; later doubles have no branches', () => {
    let g = createGame({ variant: 'all-fives', deals: [doublesDeal()] });
    g = drive(g, ['6-4', '4-4@right', '4-1@right', '4-3@up', '6-6@left']);
    assert.equal(g.line![g.spinner!]!.tile, '4-4');
    assert.deepEqual(Object.keys(g.ends!), ['left', 'right', 'up', 'down']);
  });

  it('F-7 spinnerSidesFirst true (default): up/down open only once both sides carry a tile', () => {
    let g = drive(createGame({ variant: 'all-fives', deals: [fosterDeal()] }), ['5-5']);
    assert.deepEqual(g.ends, { left: 5, right: 5 });
    rejects(g, { type: 'play', tile: '5-0', at: 'up' }, 'bad-place');
    g = drive(g, ['5-0@right']);
    assert.deepEqual(g.ends, { left: 5, right: 0 });
    g = drive(g, ['0-0@right', '6-5@left']);
    assert.deepEqual(g.ends, { left: 6, right: 0, up: 5, down: 5 });
    assert.equal(g.count, 6, 'open but empty up/down count nothing (F-8)');
  });

  it('F-7 spinnerSidesFirst false: up/down open as soon as the spinner is down', () => {
    let g = createGame({ variant: 'all-fives', options: { spinnerSidesFirst: false }, deals: [fosterDeal()] });
    g = drive(g, ['5-5']);
    assert.deepEqual(g.ends, { left: 5, right: 5, up: 5, down: 5 });
    assert.equal(g.count, 10);
    assert.equal(legalActions(g).filter((a) => a.type === 'play' && a.tile === '5-0').length, 4);
    g = drive(g, ['5-3@up']);
    assert.equal(g.count, 13, 'lone spinner 10 + 3 up');
    assert.deepEqual(g.ends, { left: 5, right: 5, up: 3, down: 5 });
    g = drive(g, ['5-2@down']);
    assert.equal(g.count, 15, 'spinner at both ends counts once: 10 + 3 + 2');
    assert.equal(g.lastScore, 15);
  });

  it('F-10 a player who cannot play draws one at a time, then must play the drawn tile', () => {
    // Seat 1 holds no 6 and no 4 after the lead 6-4; the boneyard gives 3-3, 2-1, then 6-5.
    const deal = dealOf(
      [
        ['6-4', '1-1', '2-0', '3-0', '3-1', '3-2', '2-2'],
        ['5-5', '5-0', '5-1', '5-2', '5-3', '1-0', '0-0'],
      ],
      0,
      ['3-3', '2-1', '6-5'],
    );
    let g = applyAction(createGame({ variant: 'all-fives', deals: [deal] }), { type: 'play', tile: '6-4' });
    assert.deepEqual(legalActions(g), [{ type: 'draw' }]);
    rejects(g, { type: 'pass' }, 'cannot-pass');
    g = applyAction(g, { type: 'draw' });
    assert.equal(g.turn, 1, 'the drawer stays on turn');
    assert.equal(g.lastScore, null);
    assert.deepEqual(g.hands[1]!.at(-1), '3-3');
    g = applyAction(applyAction(g, { type: 'draw' }), { type: 'draw' });
    assert.deepEqual(legalActions(g), [{ type: 'play', tile: '6-5', at: 'left' }]);
    rejects(g, { type: 'draw' }, 'must-play');
    rejects(g, { type: 'pass' }, 'must-play');
    g = applyAction(g, legalActions(g)[0]!);
    assert.equal(g.count, 9);
    assert.equal(g.turn, 0);
  });

  it('F-11 pass only when nothing can be drawn; boneyardReserve keeps the last tiles', () => {
    for (const boneyardReserve of [0, 1, 2] as const) {
      const g = findState({ variant: 'all-fives', options: { boneyardReserve } }, (s) => legalActions(s)[0]!.type === 'pass');
      assert.equal(g.boneyard.length, boneyardReserve, 'the reserve is never drawn');
      rejects(g, { type: 'draw' }, 'boneyard-empty');
      const n = applyAction(g, { type: 'pass' });
      assert.equal(n.turn, (g.turn! + 1) % g.players);
      assert.equal(n.lastScore, null);
      assert.equal(n.phase, 'playing', 'a pass never finds a block: the state before would have been blocked');
    }
  });

  it('F-12 roundHandScore: 11 rounds down to 10; blocked 26 to 25', () => {
    const a = drive(createGame({ variant: 'all-fives', players: 3, options: { roundHandScore: true }, deals: [threeDeal()] }), THREE_PLAYS);
    assert.deepEqual(a.result!.points, [10, 0, 0]);
    const b = drive(createGame({ variant: 'all-fives', options: { roundHandScore: true }, deals: [BLOCKED_26.deal] }), BLOCKED_26.plays);
    assert.deepEqual(b.result!.points, [25, 0]);
  });

  it('F-14 the target reached by fives mid-hand ends the game at once; the hand is abandoned', () => {
    let g = createGame({ variant: 'all-fives', options: { target: 40 }, deals: [fosterDeal()] });
    g = drive(g, FOSTER.slice(0, 6).map((r) => r[0]));
    assert.equal(g.phase, 'playing');
    assert.deepEqual(g.totals, [30, 10]);
    g = applyAction(g, { type: 'play', tile: '5-2', at: 'down' });
    assert.equal(g.phase, 'game-over');
    assert.equal(g.winner, 0);
    assert.equal(g.turn, null);
    assert.equal(g.result, null);
    assert.deepEqual(g.totals, [45, 10]);
    assert.equal(g.lastScore, 15);
    assert.deepEqual(legalActions(g), []);
    rejects(g, { type: 'play', tile: '6-1', at: 'left' }, 'game-over');
    rejects(g, { type: 'next-round' }, 'game-over');
  });

  it('F-14 the end-of-hand award can reach the target', () => {
    const first = drive(createGame({ variant: 'all-fives', players: 3, deals: [threeDeal()] }), THREE_PLAYS);
    const target = Math.max(...first.result!.fives!) + 1; // no fives reach it; seat 0's award does
    assert.ok(first.result!.fives![0]! + 11 >= target);
    const g = drive(createGame({ variant: 'all-fives', players: 3, options: { target }, deals: [threeDeal()] }), THREE_PLAYS);
    assert.equal(g.phase, 'game-over');
    assert.equal(g.winner, 0);
    assert.equal(g.result!.reason, 'domino');
    assert.deepEqual(g.result!.points, [11, 0, 0]);
  });

  it('F-14 default targets: 250 for 2 players, 200 for 3–4', () => {
    assert.equal(createGame({ variant: 'all-fives', seed: 1 }).options.target, 250);
    assert.equal(createGame({ variant: 'all-fives', players: 3, seed: 1 }).options.target, 200);
    assert.equal(createGame({ variant: 'all-fives', players: 4, seed: 1 }).options.target, 200);
  });

  it('F-15 options: defaults, checks (bad-options), other variants\' keys ignored', () => {
    const g = createGame({ variant: 'all-fives', players: 3, seed: 1, options: { lead: 'rotate', target: 100, handSize: 7 } });
    assert.deepEqual(g.options, {
      target: 100,
      spinnerSidesFirst: true,
      roundHandScore: false,
      boneyardReserve: 0,
      lead: 'double-six',
      starterLeads: 'starting-tile',
      firstTurn: 'chain',
      doubleBlankValue: 0,
      engineSelection: 'holder',
      handSize: 5,
    });
    const bad: unknown[] = [
      { target: 0 },
      { target: -5 },
      { target: 2.5 },
      { target: '250' },
      { spinnerSidesFirst: 'yes' },
      { roundHandScore: 1 },
      { boneyardReserve: 3 },
      { boneyardReserve: '1' },
    ];
    for (const options of bad) {
      assert.equal(codeOf(() => createGame({ variant: 'all-fives', seed: 1, options: options as Options })), 'bad-options', JSON.stringify(options));
    }
    assert.equal(codeOf(() => createGame({ variant: 'all-fives', players: 5 })), 'bad-players');
  });

  it('C-9 illegal actions: error codes, state unchanged', () => {
    let g = createGame({ variant: 'all-fives', deals: [fosterDeal()] });
    rejects(g, { type: 'play', tile: '5-5', at: 'left' }, 'bad-place'); // the lead takes no place
    rejects(g, { type: 'play', tile: '6-6' }, 'not-in-hand');
    rejects(g, { type: 'draw' }, 'must-play');
    rejects(g, { type: 'pass' }, 'must-play');
    rejects(g, { type: 'end-turn' }, 'cannot-end-turn');
    rejects(g, { type: 'next-round' }, 'round-not-over');
    g = drive(g, ['5-5', '5-0@right', '0-0@right', '6-5@left']);
    rejects(g, { type: 'play', tile: '4-0' }, 'bad-place'); // no place after the lead
    rejects(g, { type: 'play', tile: '4-0', at: 'north' }, 'bad-place');
    rejects(g, { type: 'play', tile: '4-0', at: 'up' }, 'does-not-match');
    rejects(g, { type: 'play', tile: '5-3', at: 'up' }, 'not-in-hand');
    rejects(g, { type: 'play', tile: 'x-y', at: 'up' }, 'bad-tile');
    rejects(g, { type: 'draw', from: 'back' }, 'bad-action');
    const back = applyAction(g, { type: 'play', tile: '0-4', at: 'right' });
    assert.equal(back.count, 10, 'reversed tile input is normalised (C-2)');
  });

  it('immutability: a play copies only what changed', () => {
    const g = drive(createGame({ variant: 'all-fives', deals: [fosterDeal()] }), ['5-5', '5-0@right', '0-0@right', '6-5@left']);
    const snap = JSON.stringify(g);
    const n = applyAction(g, { type: 'play', tile: '5-2', at: 'up' });
    assert.equal(JSON.stringify(g), snap);
    assert.equal(n.line, g.line, 'an up play leaves the line shared');
    assert.equal(n.arms!.down, g.arms!.down);
    assert.notEqual(n.arms!.up, g.arms!.up);
    assert.equal(n.hands[1], g.hands[1]);
    assert.equal(n.boneyard, g.boneyard);
  });
});

/** Far more steps than any game takes (a few hundred); a game still running then never ends. */
const MAX_STEPS = 5000;

/** How often the property games met each situation (checked at the end, so the properties are not vacuous). */
const seen: Record<string, number> = {};
const note = (k: string): void => {
  seen[k] = (seen[k] ?? 0) + 1;
};
const PLAYING_CODES = ['not-in-hand', 'does-not-match', 'bad-place', 'must-play', 'boneyard-empty', 'cannot-pass'];

/** Checks one random game step by step; returns the final state. */
function checkGame(players: number, seed: number, choice: number, options: Options): GameState {
  const pick = chooser(choice ^ 0x5bd1);
  const made = Array(players).fill(0) as number[];
  let handFives = Array(players).fill(0) as number[];
  const g = playout({ variant: 'all-fives', players, seed, options }, choice, (before, action, after) => {
    assertConserved(after);
    const snap = JSON.stringify(before);
    const legal = legalActions(before);
    const key = (a: Action): string => JSON.stringify([a.type, 'tile' in a ? a.tile : null, 'at' in a ? (a.at ?? null) : null]);
    const legalKeys = new Set(legal.map(key));
    // every legal action is accepted
    if (before.phase === 'playing') for (const a of legal) applyAction(before, a);
    // a random illegal action is rejected with a DominoError
    const places = [undefined, 'left', 'right', 'up', 'down', 'north'];
    const r = pick(10);
    const bad: Action =
      r === 0 ? { type: 'draw' } : r === 1 ? { type: 'pass' } : { type: 'play', tile: SET[pick(SET.length)]!, at: places[pick(places.length)] };
    if (!legalKeys.has(key(bad))) {
      const code = codeOf(() => applyAction(before, bad));
      if (before.phase === 'playing') assert.ok(PLAYING_CODES.includes(code), code);
      note(`code ${code}`);
    }
    note(action.type);
    assert.equal(JSON.stringify(before), snap, 'input state unchanged');
    // scores tracked from lastScore and results
    if (action.type === 'next-round') {
      // F-4: the domino winner leads; otherwise a lot decides
      if (before.result!.reason === 'domino') {
        assert.equal(after.leader, before.result!.winner);
        assert.equal(after.deal.lot, undefined);
      } else assert.equal(after.leader, lotWinnerOf(after.deal.lot!, players));
      assert.equal(after.turn, after.leader);
      handFives = Array(players).fill(0);
      assert.deepEqual(after.totals, made);
      return;
    }
    if (action.type === 'play') {
      assert.equal(typeof after.lastScore, 'number');
      assert.ok(after.lastScore! % 5 === 0 && after.lastScore! >= 0);
      if (after.lastScore) assert.equal(after.lastScore, after.count, 'F-9 the count is scored');
      assert.equal(allFives.countAfter!(before, action.tile, action.at), after.count, 'the probe agrees with the play (F-8)');
      made[before.turn!]! += after.lastScore!;
      handFives[before.turn!]! += after.lastScore!;
    } else assert.equal(after.lastScore, null);
    if (after.phase === 'playing') {
      assert.equal(after.result, null);
      assert.notEqual(after.turn, null);
    }
    if (after.phase === 'game-over') note(after.result ? 'game-over by award' : 'game-over mid-hand');
    if (after.result && after.result !== before.result) {
      const res = after.result;
      note(`${res.reason}${options.boneyardReserve ? ' reserve' : ''}`);
      if (res.winner === null) note('blocked tie');
      const pips = after.hands.map(handPips);
      assert.deepEqual(res.pips, pips);
      assert.deepEqual(res.fives, handFives);
      const all = pips.reduce((s, p) => s + p, 0);
      const round = (x: number): number => (options.roundHandScore ? x + (x % 5 <= 2 ? -(x % 5) : 5 - (x % 5)) : x);
      const expect = Array(players).fill(0) as number[];
      if (res.reason === 'domino') {
        assert.equal(res.winner, before.turn);
        assert.equal(action.type, 'play');
        assert.equal(pips[res.winner!], 0);
        expect[res.winner!] = round(all);
      } else {
        assert.equal(after.boneyard.length, options.boneyardReserve ?? 0, 'F-13 blocked only with the boneyard at the reserve');
        const mask = Object.values(after.ends!).reduce((m, v) => m | (1 << v), 0);
        for (const h of after.hands) for (const t of h) assert.equal(mask & ((1 << info(t).hi) | (1 << info(t).lo)), 0, 'nobody can play');
        const low = Math.min(...pips);
        if (pips.filter((p) => p === low).length === 1) {
          assert.equal(res.winner, pips.indexOf(low));
          expect[res.winner!] = round(all - 2 * low);
        } else assert.equal(res.winner, null);
      }
      assert.deepEqual(res.points, expect);
      for (let s = 0; s < players; s++) made[s]! += expect[s]!;
    }
    assert.deepEqual(after.totals, made, 'totals = fives + end-of-hand awards');
  }, MAX_STEPS);
  assert.equal(g.phase, 'game-over', 'the game ends');
  assert.equal(g.turn, null);
  const w = g.winner as number;
  assert.ok(g.totals[w]! >= g.options.target);
  assert.equal(g.totals.filter((t) => t >= g.options.target).length, 1, 'the winner is unique');
  return g;
}

describe('all-fives properties (fast-check)', () => {
  const optionsArb = fc.record(
    {
      target: fc.constantFrom(50, 100, 150),
      spinnerSidesFirst: fc.boolean(),
      roundHandScore: fc.boolean(),
      boneyardReserve: fc.constantFrom(0 as const, 1 as const, 2 as const),
    },
    { requiredKeys: [] },
  );
  for (const players of [2, 3, 4]) {
    it(`${players} players: conservation, legal accepted, illegal rejected unchanged, totals, results, game ends`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer(), optionsArb, (seed, choice, options) => {
          checkGame(players, seed, choice, options);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('the random games met every situation', () => {
    for (const k of [
      'play', 'draw', 'pass', 'next-round', 'domino', 'blocked', 'blocked reserve', 'domino reserve',
      'game-over mid-hand', 'game-over by award',
      ...PLAYING_CODES.map((c) => `code ${c}`),
    ]) {
      assert.ok(seen[k], `${k}: ${JSON.stringify(seen)}`);
    }
  });

  it('full-length default games end (2, 3, 4 players) and are reproducible', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.constantFrom(2, 3, 4), (seed, choice, players) => {
        const a = playout({ variant: 'all-fives', players, seed }, choice, undefined, MAX_STEPS);
        assert.equal(a.phase, 'game-over');
        assert.deepEqual(playout({ variant: 'all-fives', players, seed }, choice, undefined, MAX_STEPS), a);
      }),
      { numRuns: 30 },
    );
  });
});
