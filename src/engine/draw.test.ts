import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, DominoError, legalActions } from './index.js';
import type { Action, Deal, GameConfig, GameState, Options } from './index.js';
import { assertConserved, chooser, code, parse, playout, run } from '../testing/engine.js';
import { fullSet, handPips, has } from './tiles.js';

function deal(boneyard: string, ...hands: string[]): Deal {
  return { hands: hands.map((h) => h.split(' ')), boneyard: boneyard.split(' ') };
}

function game(deals: Deal[], options: Options = {}): GameState {
  return createGame({ variant: 'draw', players: deals[0]!.hands.length, deals, options, seed: 0 });
}

function throwsCode(fn: () => unknown, c: string): void {
  assert.throws(fn, (e: unknown) => e instanceof DominoError && e.code === c);
}

/** Applies an action that must be illegal: checks the code and that the state is untouched. */
function rejects(g: GameState, a: Action, c: string): void {
  const before = JSON.stringify(g);
  throwsCode(() => applyAction(g, a), c);
  assert.equal(JSON.stringify(g), before, 'an illegal action changes nothing (C-9)');
}

function canPlay(g: GameState): boolean {
  return g.hands.some((h) => h.some((t) => has(t, g.ends!.left!) || has(t, g.ends!.right!)));
}

// Deals and scripts found by a seeded search over random games, then frozen
// here; every number asserted below is what the engine computes from them.
const EX1 = {
  deal: deal('3-0 5-3 4-4 6-2 6-4 2-1 1-0 6-5 3-1 4-0 6-1 5-1 5-4 2-0', '5-0 1-1 3-2 4-2 6-3 6-0 6-6', '5-5 5-2 2-2 3-3 4-1 0-0 4-3'),
  script: '6-6 d d d d 6-2L 6-0R 0-0R 5-0R 5-2R 3-2R 3-3R 4-2L 4-3R d 6-4L 4-4R 6-3L 4-1R 1-1R',
};
const EX2 = {
  deal: deal('4-0 4-3 6-4 3-3 5-4 4-1 2-0 4-4 6-0 0-0 6-2 5-0 3-1', '1-1 3-0 5-3 6-6 5-1', '6-3 4-2 2-1 5-5 1-0', '6-5 2-2 6-1 5-2 3-2'),
  script: '6-6 6-3L 3-2L db d d d 6-4R 2-1L 6-1L 4-3R d 3-3R 6-5L 5-3L db d d db d db d db p p 3-0R 0-0R p 3-1L 5-0R 5-2R 5-1L 6-2R p p 6-0R p 4-0R 5-4R p p 5-5L',
};
const EX3 = {
  deal: deal('5-2 6-5 5-0 3-1 3-0 2-1 4-4 1-0 3-3 0-0 4-1 5-4 6-0', '5-3 6-2 6-4 6-6 2-0', '1-1 2-2 4-3 5-1 6-1', '5-5 6-3 4-2 3-2 4-0'),
  script: '6-6 6-1L 6-3R 5-3R 5-1R d d db d d 3-1L db db 4-1R 4-3L 4-0R 6-4L db 0-0R 6-0L 2-0R 2-2R 3-2R d 3-0L d db 3-3L db d',
};
const HANDS4 = [
  {
    deal: deal('5-1 6-5 5-3 1-1 6-6 5-0 6-2 2-2 6-3 4-3 6-1 4-2 5-5 3-0', '3-2 5-2 3-3 2-0 1-0 3-1 6-0', '2-1 6-4 4-0 5-4 0-0 4-4 4-1'),
    script: '4-4 db d db d d d d d d db 4-2L 2-1L 5-1L 4-0R 2-0R 5-4L 6-2R 6-4L 6-5R db 6-1L 5-0R 0-0R 6-0R 4-1L',
  },
  {
    deal: deal('6-2 4-1 5-1 3-0 2-2 5-2 6-3 5-0 2-1 4-0 5-3 6-1 5-5 6-0', '3-1 4-3 6-5 1-1 3-3 6-4 5-4', '4-4 4-2 6-6 0-0 2-0 1-0 3-2'),
    script: '6-6 6-5L d 6-2R 5-4L 4-2R 4-3R 3-2R 6-4L 2-0R d db 6-0R d db db 6-1L 4-1L 4-4L d db d db 4-0L 1-0L 1-1L 5-1L 5-3L db d d 6-3R 3-3L d p 3-0R 5-0R 3-1L 5-5R p 5-2R 2-2R',
  },
  {
    deal: deal('3-1 6-2 5-2 0-0 5-5 6-1 2-1 6-5 5-0 4-4 4-3 6-3 2-0 3-2', '6-6 4-2 4-0 3-0 1-0 2-2 5-1', '5-4 6-4 3-3 1-1 4-1 6-0 5-3'),
    script: '6-6 6-4L 4-0L 6-0R 3-0L 5-3L 5-1L 4-1L 1-0R 5-4L db d 3-1R 3-3R 3-2R d 6-2R db d 5-2L db 6-3R 4-2L db 4-3L d db d db d db db',
  },
];
const TIE = {
  deal: deal('4-0 5-1 5-0 2-0 6-6 6-3 6-5 2-1 2-2 5-2 6-4 0-0 1-1', '4-2 3-2 5-5 3-3 3-0', '3-1 6-1 1-0 5-4 4-1', '4-3 5-3 6-0 6-2 4-4'),
  script: '5-5 5-4R 4-3R 3-2R db d db db d 5-1L 6-2R db db db 2-1L 6-1R db d d 2-0L 3-0L 1-1R 5-3L 5-2L 3-1R db 6-3R 4-2L 4-1L 6-5R db p 1-0L 5-0L',
};

describe('draw: worked examples (draw.md §2.4)', () => {
  test('2 players: seat 1 draws 3-0, 5-3, 4-4 and 6-2, must play 6-2; seat 0 goes out: +25 / −25', () => {
    const trace = run(game([EX1.deal]), EX1.script);
    assert.equal(trace[0]!.leader, 0);
    assert.deepEqual(legalActions(trace[0]!), [{ type: 'play', tile: '6-6' }]);
    for (let k = 1; k <= 4; k++) {
      assert.deepEqual(legalActions(trace[k]!), [{ type: 'draw' }, { type: 'draw', from: 'back' }], 'seat 1 has no 6');
      assert.equal(trace[k]!.turn, 1);
    }
    assert.deepEqual(trace[5]!.hands[1]!.slice(-4), ['3-0', '5-3', '4-4', '6-2']);
    assert.deepEqual(legalActions(trace[5]!), [
      { type: 'play', tile: '6-2', at: 'left' },
      { type: 'play', tile: '6-2', at: 'right' },
    ]);
    rejects(trace[5]!, { type: 'draw' }, 'must-play'); // D-7: the drawn tile fits, so it must be played
    const end = trace[trace.length - 1]!;
    assert.deepEqual([...end.hands[1]!].sort(), ['2-2', '3-0', '5-3', '5-5']);
    assert.deepEqual(end.result, { reason: 'domino', winner: 0, points: [25, -25], pips: [0, 25] });
    assert.deepEqual(end.totals, [25, -25]);
    assert.equal(end.phase, 'round-over');
    for (const g of trace) assertConserved(g);
  });

  test('3 players, blocked: seat 0 passes (talon empty), seat 1 plays 5-5 with all 5s down: +24, −22, −4', () => {
    const trace = run(game([EX2.deal]), EX2.script);
    const n = trace.length - 1;
    const end = trace[n]!;
    assert.equal(trace[n - 2]!.turn, 0);
    assert.deepEqual(trace[n - 2]!.boneyard, []);
    assert.deepEqual(legalActions(trace[n - 2]!), [{ type: 'pass' }]);
    assert.equal(trace[n - 1]!.turn, 1);
    assert.deepEqual(end.ends, { left: 5, right: 5 });
    assert.equal(end.line!.filter((p) => has(p.tile, 5)).length, 7);
    assert.deepEqual(end.result, { reason: 'blocked', winner: 0, points: [24, -22, -4], pips: [2, 22, 4] });
    for (const g of trace) assertConserved(g);
  });

  test('D-10 3 players: the last draw empties the talon and nobody can play: −17, +60, −48', () => {
    const trace = run(game([EX3.deal]), EX3.script);
    const n = trace.length - 1;
    assert.equal(trace[n - 1]!.phase, 'playing');
    assert.equal(trace[n - 1]!.boneyard.length, 1);
    assert.equal(EX3.script.split(' ').pop(), 'd');
    const end = trace[n]!;
    assert.deepEqual(end.boneyard, []);
    assert.equal(canPlay(end), false);
    assert.deepEqual(end.result, { reason: 'blocked', winner: 1, points: [-17, 60, -48], pips: [17, 5, 48] });
    assert.deepEqual(end.totals, [-17, 60, -48]);
  });

  test('D-14 hands of +58/−58, +3/−3 and a blocked +48/−50 bring the totals to −105 and 103: seat 1 wins', () => {
    let g = game(HANDS4.map((h) => h.deal));
    const totals: number[][] = [];
    const points: number[][] = [];
    for (let k = 0; k < HANDS4.length; k++) {
      if (k > 0) g = applyAction(g, { type: 'next-round' });
      g = run(g, HANDS4[k]!.script).pop()!;
      points.push(g.result!.points);
      totals.push(g.totals);
    }
    assert.deepEqual(points, [[-58, 58], [3, -3], [-50, 48]]);
    assert.equal(g.result!.reason, 'blocked');
    assert.deepEqual(totals, [[-58, 58], [-55, 55], [-105, 103]]);
    assert.equal(g.phase, 'game-over');
    assert.equal(g.winner, 1);
  });
});

describe('draw: rules', () => {
  test('D-1 seeded deals: 7 each for 2 players, 5 each for 3–4; the rest is the talon', () => {
    for (const [players, size, bone] of [[2, 7, 14], [3, 5, 13], [4, 5, 8]] as const) {
      const g = createGame({ variant: 'draw', players, seed: players });
      assert.deepEqual(g.hands.map((h) => h.length), new Array(players).fill(size));
      assert.equal(g.boneyard.length, bone);
      assert.deepEqual(g.totals, new Array(players).fill(0));
      assertConserved(g);
    }
    assert.equal(createGame({ variant: 'draw', seed: 1 }).players, 2);
    throwsCode(() => createGame({ variant: 'draw', players: 1 }), 'bad-players');
    throwsCode(() => createGame({ variant: 'draw', players: 5 }), 'bad-players');
    const h = EX1.deal;
    throwsCode(() => game([{ hands: [h.hands[0]!.slice(1), h.hands[1]!], boneyard: [...h.boneyard!, h.hands[0]![0]!] }]), 'bad-deal');
  });

  test('D-2 the highest double in a hand starts, even when 6-6 is in the talon', () => {
    const g = game([deal('6-6 6-5 4-4 3-3 2-2 1-1 0-0 6-4 6-3 6-2 6-1 6-0 5-4 5-3', '5-5 5-2 5-1 5-0 4-3 4-2 4-1', '4-0 3-2 3-1 3-0 2-1 2-0 1-0')]);
    assert.equal(g.leader, 0);
    assert.deepEqual(legalActions(g), [{ type: 'play', tile: '5-5' }]);
  });

  test('D-2 a double outranks a heavier non-double: 0-0 starts over 6-5', () => {
    const g = game([deal('6-6 5-5 4-4 3-3 2-2 1-1 6-0 5-0 4-0 3-0 2-0 1-0 4-1 3-1', '6-5 6-4 6-3 6-2 6-1 5-4 5-3', '5-2 5-1 4-3 4-2 3-2 2-1 0-0')]);
    assert.equal(g.leader, 1);
    assert.equal(g.turn, 1);
    assert.deepEqual(legalActions(g), [{ type: 'play', tile: '0-0' }]);
    rejects(g, { type: 'play', tile: '5-2' }, 'must-lead');
    rejects(g, { type: 'play', tile: '6-5' }, 'not-in-hand');
  });

  test('D-3/D-4 no double in any hand: heaviest tile starts; equal totals go to the larger half (6-3 beats 5-4)', () => {
    const bone = '6-6 5-5 4-4 3-3 2-2 1-1 0-0 6-5 6-4 2-1 1-0 2-0 3-0 4-0';
    const a = game([deal(bone, '5-4 5-3 5-2 5-1 5-0 4-3 4-2', '6-3 6-2 6-1 6-0 4-1 3-2 3-1')]);
    assert.equal(a.leader, 1);
    assert.deepEqual(legalActions(a), [{ type: 'play', tile: '6-3' }]);
    const b = game([deal(bone, '6-3 6-2 6-1 6-0 4-1 3-2 3-1', '5-4 5-3 5-2 5-1 5-0 4-3 4-2')]);
    assert.equal(b.leader, 0);
    const heavy = game([deal('6-6 5-5 4-4 3-3 2-2 1-1 0-0 2-1 1-0 2-0 3-0 4-0 4-1 3-1', '6-5 5-3 5-2 5-1 5-0 4-3 4-2', '5-4 6-4 6-3 6-2 6-1 6-0 3-2')]);
    assert.equal(heavy.leader, 0);
    assert.deepEqual(legalActions(heavy), [{ type: 'play', tile: '6-5' }]);
  });

  test('D-5 the starter must lead his starting tile; option starterLeads: any lets him lead any tile', () => {
    const g = game([EX1.deal]);
    rejects(g, { type: 'play', tile: '6-3' }, 'must-lead');
    rejects(g, { type: 'draw' }, 'must-play');
    rejects(g, { type: 'pass' }, 'must-play');
    rejects(g, { type: 'play', tile: '6-6', at: 'right' }, 'bad-place');
    const any = game([EX1.deal], { starterLeads: 'any' });
    assert.equal(any.leader, 0, 'the starter is still found by D-2');
    assert.deepEqual(legalActions(any), any.hands[0]!.map((tile) => ({ type: 'play', tile })));
    const led = applyAction(any, { type: 'play', tile: '3-6' });
    assert.deepEqual(led.ends, { left: 6, right: 3 }, 'C-7 higher half on the left');
    assert.deepEqual(led.line, [{ tile: '6-3', a: 6, b: 3 }]);
    assert.equal(led.turn, 1);
  });

  test('D-7 drawing only when nothing fits (must-play); pass only when the talon is empty (cannot-pass)', () => {
    const trace = run(game([EX1.deal]), EX1.script);
    rejects(trace[1]!, { type: 'pass' }, 'cannot-pass');
    rejects(trace[1]!, { type: 'play', tile: '5-5', at: 'left' }, 'does-not-match');
    rejects(trace[1]!, { type: 'play', tile: '6-6', at: 'left' }, 'not-in-hand');
    rejects(trace[1]!, { type: 'play', tile: '5-5' }, 'bad-place');
    rejects(trace[1]!, { type: 'end-turn' }, 'cannot-end-turn');
    const after = trace[2]!;
    assert.equal(after.turn, 1, 'a draw keeps the turn');
    assert.deepEqual(after.boneyard, trace[1]!.boneyard.slice(1));
    assert.equal(after.hands[0], trace[1]!.hands[0], 'other hands shared');
    rejects(trace[6]!, { type: 'draw' }, 'must-play');
  });

  test('D-8 with an empty talon a player who cannot play passes; a draw is boneyard-empty', () => {
    const trace = run(game([EX2.deal]), EX2.script);
    const k = EX2.script.split(' ').indexOf('p');
    const g = trace[k]!;
    assert.deepEqual(g.boneyard, []);
    rejects(g, { type: 'draw' }, 'boneyard-empty');
    rejects(g, { type: 'draw', from: 'back' }, 'boneyard-empty');
    const passed = applyAction(g, { type: 'pass' });
    assert.equal(passed.turn, (g.turn! + 1) % 3);
    assert.equal(passed.hands, g.hands);
  });

  test('D-16 draw from the back takes the last talon tile', () => {
    const led = run(game([EX1.deal]), '6-6')[1]!;
    const back = applyAction(led, { type: 'draw', from: 'back' });
    assert.deepEqual(back.hands[1]!.slice(-1), ['2-0']);
    assert.deepEqual(back.boneyard, led.boneyard.slice(0, -1));
    const front = applyAction(led, { type: 'draw', from: 'front' });
    assert.deepEqual(front.hands[1]!.slice(-1), ['3-0']);
    assert.deepEqual(front, applyAction(led, { type: 'draw' }));
    rejects(led, { type: 'draw', from: 'middle' } as unknown as Action, 'bad-action');
  });

  test('D-13 blocked tie for the lowest count: nobody scores', () => {
    const end = run(game([TIE.deal]), TIE.script).pop()!;
    assert.deepEqual(end.result, { reason: 'blocked', winner: null, points: [0, 0, 0], pips: [22, 14, 14] });
    assert.deepEqual(end.totals, [0, 0, 0]);
    assert.equal(end.phase, 'round-over');
  });

  test('D-14 option target: 25 points end the game at target 25, not at 26', () => {
    const over = run(game([EX1.deal], { target: 25 }), EX1.script).pop()!;
    assert.equal(over.phase, 'game-over');
    assert.equal(over.winner, 0);
    const on = run(game([EX1.deal], { target: 26 }), EX1.script).pop()!;
    assert.equal(on.phase, 'round-over');
    assert.equal(on.winner, null);
  });

  test('D-15 each new deal picks its starter by D-2..D-4 again', () => {
    let g = game(HANDS4.map((h) => h.deal));
    assert.equal(g.leader, 1, 'deal 1: 4-4 is the highest double in a hand');
    g = applyAction(run(g, HANDS4[0]!.script).pop()!, { type: 'next-round' });
    assert.equal(g.leader, 1, 'deal 2: 6-6 in seat 1');
    g = applyAction(run(g, HANDS4[1]!.script).pop()!, { type: 'next-round' });
    assert.equal(g.leader, 0, 'deal 3: 6-6 in seat 0');
  });

  test('options: defaults filled, bad values rejected, other variants\' keys ignored', () => {
    const g = createGame({ variant: 'draw', seed: 1 });
    assert.equal(g.options.target, 100);
    assert.equal(g.options.starterLeads, 'starting-tile');
    assert.equal(createGame({ variant: 'draw', seed: 1, options: { lead: 'rotate' } }).options.lead, 'double-six');
    for (const bad of [{ target: 0 }, { target: 1.5 }, { target: null }, { starterLeads: 'highest' }, { foo: 1 }]) {
      throwsCode(() => createGame({ variant: 'draw', seed: 1, options: bad as Options }), 'bad-options');
    }
  });
});

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

/** D-11..D-13, written independently of the engine (`out` = the seat that went out, for a domino). */
function expectedCount(g: GameState, out: number | null): { winner: number | null; points: number[] } {
  const pips = g.hands.map(handPips);
  const total = pips.reduce((a, b) => a + b, 0);
  const low = Math.min(...pips);
  const lows = pips.flatMap((p, s) => (p === low ? [s] : []));
  if (out === null && lows.length > 1) return { winner: null, points: pips.map(() => 0) };
  const w = out ?? lows[0]!;
  return { winner: w, points: pips.map((p, s) => (s === w ? total - 2 * p : 0 - p)) };
}

function checkGame(config: GameConfig, choice: number): void {
  const pick = chooser(choice ^ 0x5eed);
  const players = config.players!;
  const sum = new Array<number>(players).fill(0);
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
        // D-10 / C-11: while playing, the talon has tiles or someone can play
        if (after.phase === 'playing' && isFinite(after.ends!.left!)) assert.ok(after.boneyard.length > 0 || canPlay(after));
      }
      assert.equal(JSON.stringify(before), snap, 'input state untouched');
      if (after.result && !before.result) {
        const r = after.result;
        for (let s = 0; s < players; s++) sum[s] = sum[s]! + r.points[s]!;
        assert.deepEqual(r.pips, after.hands.map(handPips));
        if (r.reason === 'domino') {
          assert.equal(after.hands[r.winner!]!.length, 0);
          assert.deepEqual({ winner: r.winner, points: r.points }, expectedCount(after, r.winner)); // (another hand may hold just 0-0)
        } else {
          assert.deepEqual(after.boneyard, [], 'D-10 blocked only with an empty talon');
          assert.equal(canPlay(after), false);
          assert.deepEqual({ winner: r.winner, points: r.points }, expectedCount(after, null));
        }
        assert.deepEqual(after.totals, sum);
      }
    },
    30_000,
  );
  assert.equal(end.phase, 'game-over', 'every game ends');
  assert.deepEqual(end.totals, sum);
  assert.ok(end.totals[end.winner as number]! >= end.options.target);
}

describe('draw: properties over random games', () => {
  // With 2 players and random play, blocked hands make both totals drift down,
  // so a game to 100 can take thousands of hands; target 30 keeps games short.
  for (const [players, target] of [[2, 30], [3, 100], [4, 100]] as const) {
    test(`${players} players: conservation, legal accepted, illegal rejected unchanged, counts agree, games end`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.integer(), fc.boolean(), (seed, choice, any) =>
          checkGame({ variant: 'draw', players, seed, options: { target, starterLeads: any ? 'any' : 'starting-tile' } }, choice),
        ),
        { numRuns: 120 },
      );
    });
  }
});
