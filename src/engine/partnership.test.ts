import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, DominoError, legalActions } from './index.js';
import type { Action, Deal, GameConfig, GameState, Options } from './index.js';
import { assertConserved, chooser, code, parse, playout, run } from '../testing/engine.js';
import { fullSet, handPips, has } from './tiles.js';

function deal(...hands: string[]): Deal {
  return { hands: hands.map((h) => h.split(' ')) };
}

function game(deals: Deal[], options: Options = {}): GameState {
  return createGame({ variant: 'partnership', deals, options, seed: 0 });
}

function throwsCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (e: unknown) => e instanceof DominoError && e.code === code);
}

/** Applies an action that must be illegal: checks the code and that the state is untouched. */
function rejects(g: GameState, a: Action, errCode: string): void {
  const before = JSON.stringify(g);
  throwsCode(() => applyAction(g, a), errCode);
  assert.equal(JSON.stringify(g), before, 'an illegal action changes nothing (C-9)');
}

// Deals and scripts found by a seeded search over random games, then frozen
// here; every number asserted below is what the engine computes from them.
const EX_DOMINO = {
  deal: deal('4-0 5-1 6-4 3-2 4-3 5-3 1-0', '3-1 4-2 4-1 3-3 3-0 2-2 1-1', '6-2 6-0 0-0 6-1 6-5 6-6 5-2', '2-1 5-0 5-4 2-0 4-4 6-3 5-5'),
  script: '6-6 6-3R 3-2R 4-2R 6-5L 5-4L 4-0R 4-1L 6-1L 2-0R 6-4L 2-2R 5-2R 5-0R 4-3L 3-0R p p 5-3R 3-3L p 5-5R 5-1R 3-1L p 2-1R 1-0L',
};
const EX_TIE = {
  deal: deal('6-4 5-2 1-0 6-5 4-1 2-1 2-2', '5-0 3-2 4-0 6-2 0-0 6-3 5-4', '3-1 6-0 4-2 3-0 6-6 3-3 4-3', '2-0 4-4 1-1 5-1 5-3 6-1 5-5'),
  script: '6-6 6-1L 1-0L 5-0L 6-0R 5-3L p 4-0R 4-2R 2-0R p 0-0R 3-0L',
};
const EX_LIGHTER = {
  deal: deal('4-0 6-5 5-4 5-0 4-4 1-1 4-1', '6-3 4-2 6-2 5-1 6-4 2-0 3-1', '5-2 4-3 6-1 3-3 6-6 2-1 0-0', '5-3 3-2 6-0 1-0 3-0 5-5 2-2'),
  script: '6-6 6-0R 6-5L 5-1L 2-1L 2-2L 5-0R 6-2L 5-2R 3-2R p 6-3L 4-3R 5-3L 5-4R p p 5-5R',
};
const EX_HEAVIER = {
  deal: deal('6-2 6-0 2-0 3-3 4-2 5-1 5-0', '3-2 6-5 6-4 5-3 3-1 1-1 5-4', '4-0 5-2 4-1 4-4 6-1 2-2 5-5', '3-0 6-6 2-1 1-0 6-3 4-3 0-0'),
  script: '6-6 6-0L 6-5R 5-5R 0-0L 2-0L 3-2L 5-2R 4-3L 4-2L p 2-2R 2-1R 5-1R 5-3R p 6-3R 6-2R',
};

describe('partnership: worked examples (partnership.md §1.4)', () => {
  const table = [
    {
      name: 'domino: seat 2 leads 6-6, seat 0 goes out; team 0 scores 2 + 8 = 10, the partner\'s 14 ignored',
      ex: EX_DOMINO,
      check(end: GameState, trace: GameState[]) {
        assert.equal(trace[0]!.leader, 2);
        assert.deepEqual(legalActions(trace[0]!), [{ type: 'play', tile: '6-6' }]);
        assert.deepEqual(end.hands[1], ['1-1']);
        assert.deepEqual([...end.hands[2]!].sort(), ['0-0', '6-0', '6-2']);
        assert.deepEqual(end.hands[3], ['4-4']);
        assert.deepEqual(end.result, { reason: 'domino', winner: 0, points: [10, 0], pips: [0, 2, 14, 8], teamPips: [14, 10], dominoSeat: 0 });
        assert.deepEqual(end.totals, [10, 0]);
        assert.equal(end.phase, 'round-over');
      },
    },
    {
      name: 'P-11 blocked tie: after 11 tiles both ends 0 and all seven 0s down, seat 2 blocked; 57 v 57 → team 1 scores 57 and wins',
      ex: EX_TIE,
      check(end: GameState, trace: GameState[]) {
        assert.equal(end.line!.length, 11);
        assert.deepEqual(end.ends, { left: 0, right: 0 });
        assert.equal(end.line!.filter((p) => has(p.tile, 0)).length, 7);
        assert.equal(trace[trace.length - 2]!.turn, 2, 'seat 2 made the last play');
        assert.equal(trace[trace.length - 2]!.phase, 'playing', 'not blocked before that play');
        assert.deepEqual(end.result, { reason: 'blocked', winner: 1, points: [0, 57], pips: [40, 31, 17, 26], teamPips: [57, 57], blocker: 2 });
        assert.deepEqual(end.totals, [0, 57]);
        assert.equal(end.phase, 'game-over');
        assert.equal(end.winner, 1);
      },
    },
    {
      name: 'P-10 blocked, blocker\'s team lighter: 32 v 26 (blocker seat 3) → team 1 scores 32',
      ex: EX_LIGHTER,
      check(end: GameState) {
        assert.deepEqual(end.result, { reason: 'blocked', winner: 1, points: [0, 32], pips: [19, 22, 13, 4], teamPips: [32, 26], blocker: 3 });
        assert.equal(end.phase, 'round-over');
      },
    },
    {
      name: 'P-10 blocked, blocker\'s team heavier: 35 (blocker seat 0) v 29 → team 1 scores 35',
      ex: EX_HEAVIER,
      check(end: GameState) {
        assert.deepEqual(end.result, { reason: 'blocked', winner: 1, points: [0, 35], pips: [11, 25, 24, 4], teamPips: [35, 29], blocker: 0 });
        assert.deepEqual(end.totals, [0, 35]);
      },
    },
  ];
  for (const row of table) {
    test(row.name, () => {
      const trace = run(game([row.ex.deal]), row.ex.script);
      for (const g of trace) assertConserved(g);
      row.check(trace[trace.length - 1]!, trace);
    });
  }
});

describe('partnership: rules', () => {
  test('P-1 a seeded deal: four hands of 7, no boneyard, team totals [0, 0]', () => {
    const g = createGame({ variant: 'partnership', seed: 7 });
    assert.deepEqual(g.hands.map((h) => h.length), [7, 7, 7, 7]);
    assert.deepEqual(g.boneyard, []);
    assert.deepEqual(g.totals, [0, 0]);
    assert.deepEqual(g.ends, {});
    assert.deepEqual(g.line, []);
    assertConserved(g);
    throwsCode(() => createGame({ variant: 'partnership', players: 2 }), 'bad-players');
  });

  test('P-1 an explicit deal must give 7 tiles to each seat and keep no boneyard', () => {
    const h = EX_DOMINO.deal.hands;
    throwsCode(() => game([{ hands: [h[0]!.slice(1), [h[0]![0]!, ...h[1]!], h[2]!, h[3]!] }]), 'bad-deal');
    throwsCode(() => game([{ hands: [h[0]!.slice(1), h[1]!, h[2]!, h[3]!], boneyard: [h[0]![0]!] }]), 'bad-deal');
  });

  test('same seed, same game', () => {
    const a = playout({ variant: 'partnership', seed: 42 }, 5);
    const b = playout({ variant: 'partnership', seed: 42 }, 5);
    assert.deepEqual(a, b);
  });

  test('P-3 the 6-6 holder must lead it: the only legal action; other tiles → must-lead', () => {
    const g = game([EX_DOMINO.deal]);
    assert.equal(g.turn, 2);
    assert.equal(g.leader, 2);
    assert.deepEqual(legalActions(g), [{ type: 'play', tile: '6-6' }]);
    rejects(g, { type: 'play', tile: '6-0' }, 'must-lead');
    rejects(g, { type: 'play', tile: '4-0' }, 'not-in-hand');
    rejects(g, { type: 'play', tile: '6-6', at: 'left' }, 'bad-place');
    rejects(g, { type: 'pass' }, 'must-play');
    const led = applyAction(g, { type: 'play', tile: '6-6' });
    assert.deepEqual(led.ends, { left: 6, right: 6 });
    assert.deepEqual(led.line, [{ tile: '6-6', a: 6, b: 6 }]);
    assert.equal(led.turn, 3, 'P-4 clockwise');
  });

  test('C-7 a tile fitting both ends is two actions, even when both ends show the same number', () => {
    const led = run(game([EX_DOMINO.deal]), '6-6')[1]!;
    // seat 3 holds 6-3 only among the 6s
    assert.deepEqual(legalActions(led), [
      { type: 'play', tile: '6-3', at: 'left' },
      { type: 'play', tile: '6-3', at: 'right' },
    ]);
    const l = applyAction(led, { type: 'play', tile: '3-6', at: 'left' }); // C-2 input order normalised
    assert.deepEqual(l.ends, { left: 3, right: 6 });
    assert.deepEqual(l.line, [{ tile: '6-3', a: 3, b: 6 }, { tile: '6-6', a: 6, b: 6 }]);
    const r = applyAction(led, { type: 'play', tile: '6-3', at: 'right' });
    assert.deepEqual(r.ends, { left: 6, right: 3 });
    assert.deepEqual(r.line, [{ tile: '6-6', a: 6, b: 6 }, { tile: '6-3', a: 6, b: 3 }]);
  });

  test('C-9 error codes: not-in-hand, does-not-match, bad-place, boneyard-empty, cannot-end-turn; state unchanged', () => {
    const g = run(game([EX_DOMINO.deal]), '6-6 6-3R')[2]!; // seat 0 to play; ends 6 / 3
    assert.equal(g.turn, 0);
    rejects(g, { type: 'play', tile: '6-2', at: 'left' }, 'not-in-hand');
    rejects(g, { type: 'play', tile: '4-0', at: 'left' }, 'does-not-match');
    rejects(g, { type: 'play', tile: '3-2', at: 'left' }, 'does-not-match');
    rejects(g, { type: 'play', tile: '3-2' }, 'bad-place');
    rejects(g, { type: 'play', tile: '3-2', at: 'up' }, 'bad-place');
    rejects(g, { type: 'draw' }, 'boneyard-empty');
    rejects(g, { type: 'end-turn' }, 'cannot-end-turn');
    rejects(g, { type: 'play', tile: '7-0', at: 'left' }, 'bad-tile');
    rejects(g, { type: 'next-round' }, 'round-not-over');
  });

  test('P-6 pass only when nothing fits (must-play otherwise); a pass changes only the turn', () => {
    const trace = run(game([EX_DOMINO.deal]), EX_DOMINO.script);
    const codes = EX_DOMINO.script.split(' ');
    const k = codes.indexOf('p');
    const before = trace[k]!;
    const after = trace[k + 1]!;
    assert.deepEqual(legalActions(before), [{ type: 'pass' }]);
    assert.equal(after.turn, (before.turn! + 1) % 4);
    assert.equal(after.hands, before.hands, 'hands shared, not copied');
    assert.equal(after.line, before.line);
    assert.deepEqual({ ...after, turn: before.turn }, before);
    rejects(trace[1]!, { type: 'pass' }, 'must-play');
  });

  test('P-7 going out ends the hand as a domino even when that play also leaves nobody able to play', () => {
    // Found by search: seat 0's last tile closes both ends.
    const trace = run(game([P7.deal]), P7.script);
    const end = trace[trace.length - 1]!;
    assert.equal(end.result!.reason, 'domino');
    assert.equal(end.result!.dominoSeat, 1);
    assert.ok(!end.hands.some((h) => h.some((t) => has(t, end.ends!.left!) || has(t, end.ends!.right!))), 'the position is also blocked');
    assert.equal(end.result!.blocker, undefined);
  });

  test('P-8 blocked is detected right after the blocking play; no passes needed', () => {
    const trace = run(game([EX_LIGHTER.deal]), EX_LIGHTER.script);
    const end = trace[trace.length - 1]!;
    const prev = trace[trace.length - 2]!;
    assert.equal(prev.phase, 'playing');
    assert.equal(end.result!.blocker, prev.turn);
    assert.equal(end.turn, null);
    assert.deepEqual(legalActions(end), [{ type: 'next-round' }]);
  });

  test('C-11 three passes in a row are not a block when the fourth player can play', () => {
    const trace = run(game([C11.deal]), C11.script);
    const codes = C11.script.split(' ');
    const k = codes.findIndex((_, i) => codes[i] === 'p' && codes[i + 1] === 'p' && codes[i + 2] === 'p');
    assert.ok(k >= 0);
    assert.notEqual(codes[k + 3], 'p');
    const afterThree = trace[k + 3]!;
    assert.equal(afterThree.phase, 'playing');
    assert.equal(legalActions(afterThree)[0]!.type, 'play');
    assert.equal(trace[trace.length - 1]!.result!.reason, 'domino');
  });

  test('P-12 option target: 32 points end the game at target 30, not at 33', () => {
    const over = run(game([EX_LIGHTER.deal], { target: 30 }), EX_LIGHTER.script).pop()!;
    assert.equal(over.phase, 'game-over');
    assert.equal(over.winner, 1);
    assert.deepEqual(legalActions(over), []);
    rejects(over, { type: 'next-round' }, 'game-over');
    const on = run(game([EX_LIGHTER.deal], { target: 33 }), EX_LIGHTER.script).pop()!;
    assert.equal(on.phase, 'round-over');
    assert.equal(on.winner, null);
  });

  test('P-12/P-13 totals accumulate over hands; the 6-6 holder of each new deal leads', () => {
    let g = game([EX_LIGHTER.deal, EX_HEAVIER.deal, EX_DOMINO.deal]);
    g = run(g, EX_LIGHTER.script).pop()!;
    assert.deepEqual(g.totals, [0, 32]);
    g = applyAction(g, { type: 'next-round' });
    assert.equal(g.round, 2);
    assert.equal(g.leader, 3, 'seat 3 holds 6-6 in deal 2');
    assert.deepEqual(legalActions(g), [{ type: 'play', tile: '6-6' }]);
    assert.equal(g.result, null);
    g = run(g, EX_HEAVIER.script).pop()!;
    assert.deepEqual(g.totals, [0, 67]);
    assert.equal(g.phase, 'game-over', 'team 1 passed 50');
    assert.equal(g.winner, 1);
  });

  test('option lead: rotate — 6-6 leads the first hand only; then the next seat leads any tile', () => {
    let g = game([EX_LIGHTER.deal, EX_DOMINO.deal, EX_DOMINO.deal], { lead: 'rotate', target: 500 });
    assert.equal(g.leader, 2);
    assert.deepEqual(legalActions(g), [{ type: 'play', tile: '6-6' }]);
    g = run(g, EX_LIGHTER.script).pop()!;
    g = applyAction(g, { type: 'next-round' });
    assert.equal(g.leader, 3, 'clockwise from the previous leader');
    assert.equal(g.turn, 3);
    const leads = legalActions(g);
    assert.deepEqual(leads, g.hands[3]!.map((tile) => ({ type: 'play', tile })));
    rejects(g, { type: 'play', tile: '6-6' }, 'not-in-hand');
    const led = applyAction(g, { type: 'play', tile: '5-4' });
    assert.deepEqual(led.ends, { left: 5, right: 4 }, 'C-7 higher half on the left');
    assert.deepEqual(led.line, [{ tile: '5-4', a: 5, b: 4 }]);
    assert.equal(led.turn, 0);
    // round 3: seat 0 leads
    const g3 = applyAction(playRound(led), { type: 'next-round' });
    assert.equal(g3.leader, 0);
    assert.equal(legalActions(g3).length, 7);
  });

  test('options: defaults filled, bad values rejected, other variants\' keys ignored', () => {
    const g = createGame({ variant: 'partnership', seed: 1 });
    assert.equal(g.options.target, 50);
    assert.equal(g.options.lead, 'double-six');
    for (const k of ['starterLeads', 'spinnerSidesFirst', 'roundHandScore', 'boneyardReserve', 'firstTurn', 'doubleBlankValue', 'engineSelection'] as const) {
      assert.ok(g.options[k] !== undefined, k);
    }
    const other = createGame({ variant: 'partnership', seed: 1, options: { starterLeads: 'any', boneyardReserve: 2 } });
    assert.equal(other.options.starterLeads, 'starting-tile');
    assert.equal(other.options.boneyardReserve, 0);
    for (const bad of [{ target: 0 }, { target: -5 }, { target: 2.5 }, { target: '50' }, { lead: 'dealer' }, { traget: 60 }]) {
      throwsCode(() => createGame({ variant: 'partnership', seed: 1, options: bad as Options }), 'bad-options');
    }
  });

  test('C-9 applyAction never mutates its input', () => {
    const g = game([EX_DOMINO.deal]);
    const snap = JSON.stringify(g);
    const trace = run(g, EX_DOMINO.script);
    assert.equal(JSON.stringify(g), snap);
    assert.equal(JSON.stringify(trace[5]), JSON.stringify(run(game([EX_DOMINO.deal]), EX_DOMINO.script.split(' ').slice(0, 5).join(' ')).pop()));
  });
});

// Found by the same search: three passes in a row mid-hand, and a last tile
// (seat 1's 6-3) that also closes both ends.
const P7 = {
  deal: deal('1-1 5-1 4-0 5-0 2-0 5-4 6-5', '6-2 3-2 6-3 6-4 4-2 3-0 6-1', '6-6 4-3 3-3 2-2 5-2 5-5 5-3', '2-1 0-0 6-0 4-4 1-0 3-1 4-1'),
  script: '6-6 6-0R 6-5L 3-0R 5-3L 3-1L 1-1L 3-2R 2-2R 2-1R 5-1R 6-1L 5-2R p 2-0R 6-2L p 0-0R 4-0R 6-4R p p p 4-2L 4-3L p p 6-3L',
};
const C11 = P7;

/** Plays the rest of the round with the first legal action each time. */
function playRound(g: GameState): GameState {
  while (g.phase === 'playing') g = applyAction(g, legalActions(g)[0]!);
  return g;
}

// ---- properties over random games ----

const SET = fullSet(6);
const PLACES = [undefined, 'left', 'right', 'up'] as const;

/** A random action that is not in `legal`, from every tile × place, draws, pass and end-turn. */
function illegalAction(legal: Action[], pick: (n: number) => number): Action {
  const seen = new Set(legal.map(code));
  const pool: Action[] = [{ type: 'draw' }, { type: 'draw', from: 'back' }, { type: 'pass' }, { type: 'end-turn' }];
  for (const tile of SET) for (const at of PLACES) pool.push(at === undefined ? { type: 'play', tile } : { type: 'play', tile, at });
  const out = pool.filter((a) => !seen.has(code(a)));
  return out[pick(out.length)]!;
}

/** The count of partnership.md P-9..P-11, written independently of the engine. */
function expectedCount(g: GameState): { winner: number; points: number[] } {
  const r = g.result!;
  const team = [handPips(g.hands[0]!) + handPips(g.hands[2]!), handPips(g.hands[1]!) + handPips(g.hands[3]!)];
  let win: number;
  if (r.reason === 'domino') win = r.dominoSeat! % 2;
  else if (team[0] === team[1]) win = 1 - (r.blocker! % 2);
  else win = team[0]! < team[1]! ? 0 : 1;
  return { winner: win, points: win === 0 ? [team[1]!, 0] : [0, team[0]!] };
}

function checkGame(config: GameConfig, choice: number): void {
  const pick = chooser(choice ^ 0x5eed);
  const sum = [0, 0];
  const end = playout(
    config,
    choice,
    (before, action, after) => {
      const snap = JSON.stringify(before);
      assertConserved(after);
      if (before.phase === 'playing') {
        const legal = legalActions(before);
        assert.ok(legal.some((a) => code(a) === code(action)));
        for (const a of legal) applyAction(before, a); // every listed action is accepted
        const bad = illegalAction(legal, pick);
        assert.throws(() => applyAction(before, bad), (e: unknown) => e instanceof DominoError && typeof e.code === 'string', `illegal ${code(bad)} rejected`);
        if (after.phase === 'playing') {
          // C-11 / P-8: while playing, some seat can still play
          assert.ok(after.hands.some((h) => h.some((t) => has(t, after.ends!.left!) || has(t, after.ends!.right!))));
        }
      }
      assert.equal(JSON.stringify(before), snap, 'input state untouched');
      if (after.result && !before.result) {
        const r = after.result;
        sum[0] = sum[0]! + r.points[0]!;
        sum[1] = sum[1]! + r.points[1]!;
        assert.deepEqual(r.pips, after.hands.map(handPips));
        assert.deepEqual(r.teamPips, [r.pips[0]! + r.pips[2]!, r.pips[1]! + r.pips[3]!]);
        const want = expectedCount(after);
        assert.deepEqual(r.points, want.points);
        assert.equal(r.winner, want.winner);
        assert.deepEqual(after.totals, sum);
        if (r.reason === 'domino') assert.equal(after.hands[r.dominoSeat!]!.length, 0);
      }
    },
    5000,
  );
  assert.equal(end.phase, 'game-over', 'every game ends');
  assert.deepEqual(end.totals, sum);
  assert.ok(end.totals[end.winner as number]! >= end.options.target);
}

describe('partnership: properties over random games', () => {
  test('conservation, legal actions accepted, illegal rejected unchanged, counts agree, games end', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, choice) => checkGame({ variant: 'partnership', seed }, choice)),
      { numRuns: 250 },
    );
  });
  test('the same with lead: rotate and a low target', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, choice) => checkGame({ variant: 'partnership', seed, options: { lead: 'rotate', target: 20 } }, choice)),
      { numRuns: 120 },
    );
  });
});
