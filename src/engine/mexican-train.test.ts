import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DominoError, applyAction, createGame, legalActions, tableTiles } from './index.js';
import { mexicanTrain, mexicanHandSize } from './mexican-train.js';
import { assertConserved, chooser, playout } from '../testing/engine.js';
import { fullSet, handPips, info, tile as tileOf } from './tiles.js';
import { roundRng } from './rng.js';
import type { Action, Deal, GameState, Options, Tile } from './types.js';

const V = 'mexican-train' as const;

/** "12-5@train-1" → play, "draw" / "pass" / "end-turn" → those actions. */
function parse(s: string): Action {
  if (s === 'draw' || s === 'pass' || s === 'end-turn' || s === 'next-round') return { type: s };
  const [t, at] = s.split('@');
  return { type: 'play', tile: t!, at: at! };
}

/** The short form of an action, e.g. "7-2@mexican". */
function show(a: Action): string {
  return a.type === 'play' ? `${a.tile}@${a.at ?? ''}` : a.type;
}

function legal(g: GameState): string[] {
  return legalActions(g).map(show);
}

/** Applies the actions in order through the public API, checking conservation after each. */
function run(g: GameState, ...steps: string[]): GameState {
  for (const s of steps) {
    const a = parse(s);
    assert.ok(legal(g).includes(show(a)), `${s} should be legal; legal: ${legal(g).join(' ')}`);
    g = applyAction(g, a);
    assertConserved(g);
  }
  return g;
}

/** Asserts that `action` is refused with `code` and that the state is left as it was (C-9). */
function refuses(g: GameState, action: Action | string, code: string): void {
  const before = JSON.stringify(g);
  const a = typeof action === 'string' ? parse(action) : action;
  assert.throws(
    () => applyAction(g, a),
    (e: unknown) => e instanceof DominoError && e.code === code,
    `${JSON.stringify(a)} should fail with ${code}`,
  );
  assert.equal(JSON.stringify(g), before, 'an illegal action changes nothing');
}

interface DealSpec {
  hands: Tile[][]; // tiles each seat must hold
  size?: number[]; // hand sizes after filling (default: as given)
  avoid?: number[][]; // numbers a seat's filler tiles must not show
  front?: Tile[]; // the boneyard's first tiles, in order
  setAside?: Tile; // engine kept out of the deal
}

/** A complete explicit deal: the given tiles, filler tiles (lowest first) avoiding numbers, the rest in the boneyard. */
function makeDeal(spec: DealSpec): Deal {
  const taken = new Set<Tile>([...spec.hands.flat(), ...(spec.front ?? []), ...(spec.setAside ? [spec.setAside] : [])]);
  const pool = fullSet(12)
    .reverse()
    .filter((t) => !taken.has(t));
  const hands = spec.hands.map((h, s) => {
    const out = h.slice();
    const want = spec.size?.[s] ?? h.length;
    const avoid = spec.avoid?.[s] ?? [];
    for (let i = 0; i < pool.length && out.length < want; ) {
      const ti = info(pool[i]!);
      if (avoid.includes(ti.hi) || avoid.includes(ti.lo)) i++;
      else out.push(pool.splice(i, 1)[0]!);
    }
    assert.equal(out.length, want, `could not fill seat ${s}`);
    return out;
  });
  return { hands, boneyard: [...(spec.front ?? []), ...pool] };
}

/** Numbers a tile could be played on if every train were open (M-14's test), computed here, not by the engine. */
function blockedNow(g: GameState): boolean {
  if (g.boneyard.length > 0) return false;
  const e = 13 - g.round;
  const opens = new Set<number>();
  if (g.openDouble) opens.add(g.trains![g.openDouble] ?? e);
  else for (const k of Object.keys(g.trains!)) opens.add(g.trains![k] ?? e);
  return !g.hands.some((h) => h.some((t) => opens.has(info(t).hi) || opens.has(info(t).lo)));
}

function isDoubleTile(t: Tile): boolean {
  return info(t).double;
}

describe('mexican-train §3.4 worked examples', () => {
  it('example 1 (3 players): opening chains, forced cover, draw/pass marker, marked train, must-satisfy-double, marker removal', () => {
    const deal = makeDeal({
      hands: [['4-1'], ['12-12', '12-5', '5-3', '9-3', '12-6'], ['12-7', '7-7', '7-2', '6-6', '6-4', '12-8']],
      size: [15, 15, 15],
      avoid: [[12, 2], [12, 3], [12, 7, 6, 2]],
      front: ['10-9'],
    });
    let g = createGame({ variant: V, players: 3, deals: [deal] });
    assert.equal(g.engine, '12-12');
    assert.equal(g.turn, 1);
    assert.ok(legal(g).every((a) => a.endsWith('@train-1') || a.endsWith('@mexican')), 'M-6a: own or Mexican train only');
    g = run(g, '12-5@train-1', '5-3@train-1');
    assert.equal(g.turn, 1);
    assert.deepEqual(legal(g), ['9-3@train-1', 'end-turn'], 'he still holds 9-3: chain or stop');
    g = run(g, 'end-turn');
    assert.equal(g.turn, 2);
    g = run(g, '12-7@mexican', '7-7@mexican');
    assert.equal(g.openDouble, 'mexican');
    assert.deepEqual(legal(g), ['7-2@mexican'], 'M-6c: only 7-2@mexican is legal');
    refuses(g, 'end-turn', 'cannot-end-turn');
    g = run(g, '7-2@mexican');
    assert.equal(g.turn, 0, 'no 2 left: the chain stops by itself');
    assert.equal(g.trains!.mexican, 2);
    assert.deepEqual(legal(g), ['draw'], 'seat 0 has no 12 and no 2');
    g = run(g, 'draw');
    assert.ok(g.hands[0]!.includes('10-9'));
    assert.deepEqual(legal(g), ['pass'], '10-9 does not fit');
    g = run(g, 'pass');
    assert.deepEqual(g.markers, [0]);
    assert.equal(g.trains!['train-0'], null, 'marker on the empty train-0');
    assert.equal(g.turn, 1);
    assert.ok(legal(g).includes('12-6@train-0'), 'M-8: a marked train is open');
    g = run(g, '12-6@train-0', '6-6@train-0');
    assert.equal(g.turn, 2);
    assert.equal(g.openDouble, 'train-0');
    refuses(g, '12-8@train-2', 'must-satisfy-double');
    assert.deepEqual(legal(g), ['6-4@train-0']);
    g = run(g, '6-4@train-0');
    assert.deepEqual(g.markers, [0], 'M-11: a cover by another player leaves the marker');
    assert.equal(g.turn, 0);
    g = run(g, '4-1@train-0');
    assert.deepEqual(g.markers, [], 'M-11: the owner plays on his train: the marker goes');
    assert.deepEqual(
      g.trainTiles!['train-0']!.map((p) => p.tile),
      ['12-6', '6-6', '6-4', '4-1'],
    );
    assert.deepEqual(g.trainTiles!['train-0']![3], { tile: '4-1', a: 4, b: 1 });
  });

  it('example 2: an uncovered opening double; the next player spends his opening covering it', () => {
    const deal = makeDeal({
      hands: [[], ['12-12', '12-8', '8-8'], ['8-3', '3-1']],
      size: [15, 15, 15],
      avoid: [[8], [8, 12], [8]],
      front: ['11-5'],
    });
    let g = createGame({ variant: V, players: 3, deals: [deal] });
    g = run(g, '12-8@train-1', '8-8@train-1');
    assert.equal(g.openDouble, 'train-1');
    assert.deepEqual(legal(g), ['draw']);
    g = run(g, 'draw');
    assert.deepEqual(legal(g), ['pass']);
    g = run(g, 'pass');
    assert.deepEqual(g.markers, [1]);
    assert.equal(g.turn, 2);
    assert.equal(g.turnKind, 'normal', 'M-6: an open double makes it a normal turn');
    assert.equal(g.opening![2], false, 'and his opening is used up');
    assert.deepEqual(legal(g), ['8-3@train-1']);
    g = run(g, '8-3@train-1');
    assert.equal(g.turn, 0, 'no chain, although 3-1 would extend the train');
    assert.ok(g.hands[2]!.includes('3-1'));
    assert.equal(g.openDouble, null);
    assert.deepEqual(g.markers, [1]);
    assert.equal(g.turnKind, 'opening', 'seat 0 still gets his opening');
  });

  const seat0 = ['12-12', '12-11', '11-10', '10-9', '9-8', '8-7', '7-6', '6-5', '5-4', '4-3', '3-2', '2-1', '1-1', '5-1', '5-5'];
  const seat1 = ['0-0', '11-4', '11-3', '11-2', '3-0', '11-6', '4-0', '11-7', '9-0', '10-5', '2-0', '10-6', '11-1', '11-0', '10-2'];
  const drawn = ['10-1', '10-0', '10-4'];
  const example3 = (options: Options): GameState => {
    let g = createGame({ variant: V, players: 2, options, deals: [makeDeal({ hands: [seat0, seat1], front: drawn })] });
    const chain = seat0.slice(1, 11);
    g = run(g, ...chain.map((t) => `${t}@train-0`));
    assert.equal(g.trainTiles!['train-0']!.length, 10);
    assert.deepEqual(legal(g), ['2-1@train-0', 'end-turn']);
    g = run(g, 'end-turn', 'draw', 'pass');
    assert.deepEqual(legal(g), ['2-1@train-0']);
    g = run(g, '2-1@train-0', 'draw', 'pass', '1-1@train-0');
    assert.deepEqual(legal(g), ['5-1@train-0']);
    g = run(g, '5-1@train-0', 'draw', 'pass');
    assert.equal(g.turn, 0);
    g = run(g, '5-5@train-0');
    return g;
  };

  it('example 3 (2 players): ten-tile opening, going out on the double 5-5; loser holds 196 pips', () => {
    const g = example3({});
    assert.equal(g.phase, 'round-over');
    assert.equal(g.hands[1]!.length, 18);
    assert.deepEqual(g.result, { reason: 'domino', winner: 0, points: [0, 196], pips: [0, 196] });
    assert.deepEqual(g.totals, [0, 196]);
  });

  it('example 3 with doubleBlankValue 50 scores 246 (M-15)', () => {
    const g = example3({ doubleBlankValue: 50 });
    assert.deepEqual(g.result!.points, [0, 246]);
    assert.deepEqual(g.result!.pips, [0, 196]);
  });

  it('example 4: 13 rounds for 2 players → totals 1118 and 1311, seat 0 wins', () => {
    const scores = [166, 177, 167, 190, 180, 174, 176, 148, 188, 216, 224, 213, 210];
    const g = playScripted(scores);
    assert.equal(g.phase, 'game-over');
    assert.deepEqual(g.totals, [1118, 1311]);
    assert.deepEqual(g.winner, [0]);
  });
});

/**
 * A 2-player game whose round r is won in the opening chain by seat (r odd ? 0 : 1)
 * while the other seat keeps a hand worth `losses[r-1]`; returns the final state.
 * The point totals are read from the engine's results, round by round.
 */
function playScripted(losses: number[]): GameState {
  const deals: Deal[] = [];
  const scripts: string[][] = [];
  for (let r = 1; r <= 13; r++) {
    const e = 13 - r;
    const w = r % 2 === 1 ? 0 : 1;
    const used = new Set<Tile>([tileOf(e, e)]);
    const path: Tile[] = [];
    let cur = e;
    while (path.length < 14) {
      let x = 0;
      while (x === cur || used.has(tileOf(cur, x))) x++;
      const t = tileOf(cur, x);
      used.add(t);
      path.push(t);
      cur = x;
    }
    const pool = fullSet(12)
      .filter((t) => !used.has(t))
      .sort((a, b) => info(a).pips - info(b).pips);
    const loser = pickSum(pool, 15, losses[r - 1]!);
    const hands: Tile[][] = [];
    hands[w] = [tileOf(e, e), ...path];
    hands[1 - w] = loser;
    deals.push(makeDeal({ hands }));
    scripts.push(path.map((t) => `${t}@train-${w}`));
  }
  let g = createGame({ variant: V, players: 2, deals });
  for (let r = 1; r <= 13; r++) {
    assert.equal(g.round, r);
    assert.equal(g.engine, `${13 - r}-${13 - r}`, 'M-2');
    g = run(g, ...scripts[r - 1]!);
    const w = r % 2 === 1 ? 0 : 1;
    assert.equal(g.result!.reason, 'domino');
    assert.equal(g.result!.winner, w);
    assert.equal(g.result!.points[1 - w], losses[r - 1], `round ${r} points`);
    assert.equal(g.result!.points[w], 0);
    if (r < 13) {
      assert.equal(g.phase, 'round-over');
      g = applyAction(g, { type: 'next-round' });
    }
  }
  return g;
}

/** k tiles of `pool` whose pips add up to `target` (greedy swaps; test set-up only). */
function pickSum(pool: Tile[], k: number, target: number): Tile[] {
  const hand = pool.slice(0, k);
  const rest = pool.slice(k);
  const p = (t: Tile): number => info(t).pips;
  let sum = hand.reduce((s, t) => s + p(t), 0);
  while (sum !== target) {
    const diff = target - sum;
    let best: [number, number] | null = null;
    let err = Math.abs(diff);
    for (let i = 0; i < hand.length; i++) {
      for (let j = 0; j < rest.length; j++) {
        const e = Math.abs(diff - (p(rest[j]!) - p(hand[i]!)));
        if (e < err) {
          err = e;
          best = [i, j];
        }
      }
    }
    assert.ok(best, `cannot reach ${target}`);
    const [i, j] = best;
    sum += p(rest[j]!) - p(hand[i]!);
    [hand[i], rest[j]] = [rest[j]!, hand[i]!];
  }
  return hand;
}

describe('mexican-train rules', () => {
  it('M-1 hand sizes: 15 for 2–4 players, 12 for 5–6, 10 for 7–8, 8 for 9–10; the rest is the boneyard', () => {
    const want: Record<number, number> = { 2: 15, 3: 15, 4: 15, 5: 12, 6: 12, 7: 10, 8: 10, 9: 8, 10: 8 };
    for (let n = 2; n <= 10; n++) {
      assert.equal(mexicanHandSize(n), want[n]);
      const g = createGame({ variant: V, players: n, seed: 1000 + n });
      assert.deepEqual(
        g.deal.hands.map((h) => h.length),
        new Array(n).fill(want[n]),
      );
      assert.equal(g.deal.boneyard!.length, 91 - n * want[n]!);
      assertConserved(g);
    }
    assert.equal(createGame({ variant: V }).players, 4, 'default 4 players');
    assert.throws(() => createGame({ variant: V, players: 1 }), { code: 'bad-players' });
    assert.throws(() => createGame({ variant: V, players: 11 }), { code: 'bad-players' });
  });

  it('M-1 a seeded deal is reproducible and shuffles the double-twelve set', () => {
    const d1 = mexicanTrain.deal({ players: 4, options: mexicanTrain.options(4, {}), round: 1, prev: null }, roundRng(5, 1));
    const d2 = mexicanTrain.deal({ players: 4, options: mexicanTrain.options(4, {}), round: 1, prev: null }, roundRng(5, 1));
    assert.deepEqual(d1, d2);
    assert.deepEqual([...d1.hands.flat(), ...d1.boneyard!].sort(), fullSet(12).sort());
  });

  it('M-3 the engine holder places the engine automatically and leads', () => {
    const deal = makeDeal({ hands: [[], [], ['12-12']], size: [15, 15, 15] });
    const g = createGame({ variant: V, players: 3, deals: [deal] });
    assert.equal(g.engine, '12-12');
    assert.equal(g.leader, 2);
    assert.equal(g.turn, 2);
    assert.equal(g.hands[2]!.length, 14);
    assert.ok(!g.hands[2]!.includes('12-12'));
    assert.deepEqual(g.deal.hands[2]!.length, 15, 'deal keeps the hands as dealt');
    assert.deepEqual(g.trains, { 'train-0': null, 'train-1': null, 'train-2': null, mexican: null });
    assert.deepEqual(g.markers, []);
    assert.deepEqual(g.opening, [true, true, false]);
    assert.equal(g.turnKind, 'opening');
    assert.deepEqual(g.totals, [0, 0, 0]);
  });

  it('M-4 nobody holds the engine: completed draw rounds from seat 0; the finder places it and leads', () => {
    const hands = makeDeal({ hands: [[], [], []], size: [15, 15, 15], avoid: [[12], [12], [12]] }).hands;
    const rest = fullSet(12).filter((t) => !hands.flat().includes(t) && t !== '12-12');
    const boneyard = [...rest.slice(0, 4), '12-12', ...rest.slice(4)];
    const g = createGame({ variant: V, players: 3, deals: [{ hands, boneyard }] });
    // Draw round 1: seats 0,1,2 take tiles 0–2; round 2: seat 0 tile 3, seat 1 the engine, seat 2 tile 5.
    assert.equal(g.leader, 1);
    assert.equal(g.turn, 1);
    assert.deepEqual(
      g.hands.map((h) => h.length),
      [17, 16, 17],
    );
    assert.deepEqual(g.hands[2]!.slice(15), [rest[2], rest[4]]);
    assert.equal(g.boneyard.length, 91 - 45 - 6);
    assert.equal(g.boneyard[0], rest[5]);
    assertConserved(g);
  });

  it('engineSelection "set-aside": the engine starts in the hub, deals hold 90 tiles, round r starts with seat (r−1) mod n', () => {
    const g = createGame({ variant: V, players: 3, seed: 9, options: { engineSelection: 'set-aside' } });
    assert.equal(mexicanTrain.dealSize(3, g.options), 90);
    assert.equal([...g.deal.hands.flat(), ...g.deal.boneyard!].length, 90);
    assert.equal(g.engine, '12-12');
    assert.equal(g.turn, 0);
    assert.equal(g.leader, 0);
    assertConserved(g);
    // Rounds 2..4 through random play.
    let s = g;
    const pick = chooser(3);
    for (let r = 2; r <= 4; r++) {
      while (s.phase === 'playing') {
        const acts = legalActions(s);
        s = applyAction(s, acts[pick(acts.length)]!);
      }
      s = applyAction(s, { type: 'next-round' });
      assert.equal(s.engine, `${13 - r}-${13 - r}`);
      assert.equal(s.leader, (r - 1) % 3);
      assertConserved(s);
    }
    const withEngine = makeDeal({ hands: [['12-12'], [], []], size: [15, 15, 15], setAside: '0-0' });
    assert.throws(
      () => createGame({ variant: V, players: 3, options: { engineSelection: 'set-aside' }, deals: [withEngine] }),
      { code: 'bad-deal' },
    );
    const full = makeDeal({ hands: [[], [], []], size: [15, 15, 15] });
    assert.throws(() => createGame({ variant: V, players: 3, options: { engineSelection: 'set-aside' }, deals: [full] }), {
      code: 'bad-deal',
    });
    const ok = makeDeal({ hands: [[], [], []], size: [15, 15, 15], setAside: '12-12' });
    const h = createGame({ variant: V, players: 3, options: { engineSelection: 'set-aside' }, deals: [ok] });
    assert.equal(h.turn, 0);
    assertConserved(h);
  });

  it('M-6 firstTurn "single": no opening chains; every turn is one tile (M-7)', () => {
    const deal = makeDeal({ hands: [['12-12', '12-11', '11-10'], []], size: [15, 15], avoid: [[], [12, 11, 10]] });
    let g = createGame({ variant: V, players: 2, options: { firstTurn: 'single' }, deals: [deal] });
    assert.deepEqual(g.opening, [false, false]);
    assert.equal(g.turnKind, 'normal');
    g = run(g, '12-11@train-0');
    assert.equal(g.turn, 1, 'the turn passes after one tile');
    assert.equal(g.chain, null);
    refuses(g, 'end-turn', 'cannot-end-turn');
  });

  it('M-6a/b an opening turn may not use another train; a chain stays on its train', () => {
    const deal = makeDeal({ hands: [['12-12', '12-11', '12-10', '11-3'], []], size: [15, 15], avoid: [[], [12]] });
    let g = createGame({ variant: V, players: 2, deals: [deal] });
    refuses(g, '12-11@train-1', 'bad-place');
    g = run(g, '12-11@train-0');
    refuses(g, '12-10@mexican', 'bad-place');
    assert.ok(legal(g).every((a) => a === 'end-turn' || a.endsWith('@train-0')));
  });

  it('M-9 a double played after the turn\'s draw may be followed by a second draw; M-11 marker stays until the owner plays', () => {
    const deal = makeDeal({
      hands: [['12-12', '12-5', '6-5', '4-2', '6-1'], ['12-4', '2-0']],
      size: [15, 15],
      avoid: [[4], [4, 12]],
      front: ['4-4', '9-8'],
    });
    let g = createGame({ variant: V, players: 2, options: { firstTurn: 'single' }, deals: [deal] });
    g = run(g, '12-5@train-0', '12-4@train-1', '6-5@train-0');
    assert.deepEqual(legal(g), ['draw']);
    g = run(g, 'draw');
    assert.deepEqual(legal(g), ['4-4@train-1'], 'M-10: a drawn playable tile must be played');
    refuses(g, 'pass', 'must-play');
    g = run(g, '4-4@train-1');
    assert.equal(g.openDouble, 'train-1');
    assert.equal(g.turn, 1);
    assert.deepEqual(legal(g), ['draw'], 'M-9: he draws again for the double');
    g = run(g, 'draw');
    assert.deepEqual(legal(g), ['pass']);
    refuses(g, 'draw', 'already-drew');
    g = run(g, 'pass');
    assert.deepEqual(g.markers, [1]);
    assert.equal(g.turn, 0);
    assert.equal(g.openDouble, 'train-1', 'the next player must satisfy it');
    refuses(g, '6-1@train-0', 'must-satisfy-double');
    assert.deepEqual(legal(g), ['4-2@train-1'], 'covering on another player\'s train is allowed');
    g = run(g, '4-2@train-1');
    assert.deepEqual(g.markers, [1], 'M-11: another player\'s cover leaves the marker');
    g = run(g, '2-0@train-1');
    assert.deepEqual(g.markers, [], 'M-11: the owner\'s play removes it');
  });

  it('M-6d an opening turn that drew plays the drawn tile and ends: no chain after a draw', () => {
    const deal = makeDeal({ hands: [['12-12', '3-1'], []], size: [15, 15], avoid: [[12], [12]], front: ['12-3'] });
    let g = createGame({ variant: V, players: 2, deals: [deal] });
    assert.deepEqual(legal(g), ['draw'], 'no 12 for his own or the Mexican train');
    g = run(g, 'draw');
    assert.equal(g.turnKind, 'opening-drawn');
    assert.deepEqual(legal(g), ['12-3@train-0', '12-3@mexican']);
    refuses(g, 'pass', 'must-play');
    g = run(g, '12-3@mexican');
    assert.equal(g.turn, 1, 'the turn ends although 3-1 would extend the Mexican train');
    assert.ok(g.hands[0]!.includes('3-1'));
  });

  it('M-13 a round ends at once when the last tile, a double, is played in an opening turn', () => {
    const deal = makeDeal({ hands: [['12-12', '12-3', '3-3'], []], size: [3, 15] });
    let g = createGame({ variant: V, players: 2, deals: [deal], shortDeals: true }); // a short hand, as a tutorial would deal
    g = run(g, '12-3@train-0', '3-3@train-0');
    assert.equal(g.phase, 'round-over');
    assert.equal(g.turn, null);
    assert.equal(g.result!.reason, 'domino');
    assert.equal(g.result!.winner, 0);
    assert.equal(g.result!.points[1], handPips(g.hands[1]!));
    assert.deepEqual(legalActions(g), [{ type: 'next-round' }]);
    refuses(g, 'draw', 'round-over');
  });

  it('M-14 a blocked round ends right after the action that blocks it, never before', () => {
    let seen = 0;
    for (let seed = 0; seed < 400 && seen < 5; seed++) {
      const pick = chooser(seed);
      let g = createGame({ variant: V, players: 2, seed });
      while (g.phase === 'playing') {
        assert.equal(blockedNow(g), false, 'a playing state is never blocked');
        const acts = legalActions(g);
        g = applyAction(g, acts[pick(acts.length)]!);
      }
      if (g.result!.reason === 'blocked') {
        seen++;
        assert.ok(blockedNow(g));
        assert.equal(g.result!.winner, lightest(g.result!.pips), 'M-14: the lightest hand, null on a tie');
        assert.deepEqual(g.result!.pips, g.hands.map(handPips));
        assert.deepEqual(g.result!.points, g.result!.pips);
      }
    }
    assert.ok(seen >= 3, `found ${seen} blocked rounds`);
  });

  it('M-17 a dead double counts as satisfied at once', () => {
    let seen = 0;
    for (let seed = 0; seed < 200 && seen < 8; seed++) {
      const pick = chooser(seed);
      let g = createGame({ variant: V, players: 4, seed });
      while (g.phase === 'playing') {
        const acts = legalActions(g);
        const a = acts[pick(acts.length)]!;
        const next = applyAction(g, a);
        if (a.type === 'play' && isDoubleTile(a.tile) && next.phase === 'playing') {
          const v = info(a.tile).hi;
          const others = tableTiles(next).filter((t) => t !== a.tile && (info(t).hi === v || info(t).lo === v)).length;
          if (others === 12) {
            seen++;
            assert.equal(next.openDouble, null, 'dead: no cover needed');
            if (g.turnKind === 'normal') assert.equal(next.turn, (g.turn! + 1) % 4, 'the turn goes on as after an ordinary tile');
          } else {
            assert.equal(next.openDouble, a.at, 'a live double must be satisfied');
            assert.equal(next.turn, g.turn);
          }
        }
        g = next;
      }
    }
    assert.ok(seen >= 3, `found ${seen} dead doubles`);
  });

  it('M-16 equal lowest totals share the win', () => {
    const g = playScripted([120, 140, 120, 140, 120, 140, 120, 140, 120, 140, 120, 140, 120]);
    assert.deepEqual(g.totals, [840, 840]);
    assert.deepEqual(g.winner, [0, 1]);
    assert.deepEqual(legalActions(g), []);
    refuses(g, 'next-round', 'game-over');
  });
});

describe('mexican-train errors leave the state unchanged', () => {
  const deal = makeDeal({
    hands: [['12-12', '12-5', '5-3'], ['9-9']],
    size: [15, 15],
    avoid: [[], [12, 5]],
    front: ['8-1'],
  });
  const g0 = createGame({ variant: V, players: 2, deals: [deal] });

  it('not-in-hand, does-not-match, bad-place, must-play, cannot-pass, cannot-end-turn', () => {
    refuses(g0, '9-9@train-0', 'not-in-hand');
    refuses(g0, '5-3@train-0', 'does-not-match');
    refuses(g0, '12-5@train-1', 'bad-place');
    refuses(g0, '12-5@train-7', 'bad-place');
    refuses(g0, '12-5@left', 'bad-place');
    refuses(g0, { type: 'play', tile: '12-5' }, 'bad-place');
    refuses(g0, 'draw', 'must-play');
    refuses(g0, 'pass', 'must-play');
    refuses(g0, 'end-turn', 'cannot-end-turn');
    refuses(g0, { type: 'draw', from: 'back' }, 'bad-action');
    refuses(g0, '13-1@train-0', 'bad-tile');
    const g1 = applyAction(g0, parse('5-12@train-0')); // normalised input (C-2)
    assert.deepEqual(g1.trainTiles!['train-0'], [{ tile: '12-5', a: 12, b: 5 }]);
    assert.equal(g1.trains!['train-0'], 5);
    const g2 = run(g1, 'end-turn');
    refuses(g2, 'pass', 'cannot-pass');
    refuses(g2, '12-5@train-0', 'not-in-hand');
    const g3 = run(g2, 'draw');
    refuses(g3, 'draw', 'already-drew');
    refuses(g3, 'end-turn', 'cannot-end-turn');
  });

  it('boneyard-empty: a draw with an empty boneyard', () => {
    for (let seed = 0; seed < 300; seed++) {
      const pick = chooser(seed);
      let g = createGame({ variant: V, players: 2, seed });
      while (g.phase === 'playing') {
        if (g.boneyard.length === 0 && !g.drewThisTurn && legal(g).join() === 'pass') {
          refuses(g, 'draw', 'boneyard-empty');
          return;
        }
        const acts = legalActions(g);
        g = applyAction(g, acts[pick(acts.length)]!);
      }
    }
    assert.fail('no state with an empty boneyard and a forced pass found');
  });

  it('bad-options names the option; other variants\' keys are ignored', () => {
    assert.throws(() => createGame({ variant: V, options: { firstTurn: 'all' as 'chain' } }), (e: unknown) => {
      return e instanceof DominoError && e.code === 'bad-options' && /firstTurn/.test(e.message);
    });
    assert.throws(() => createGame({ variant: V, options: { doubleBlankValue: 25 as 50 } }), { code: 'bad-options' });
    assert.throws(() => createGame({ variant: V, options: { engineSelection: 'x' as 'holder' } }), { code: 'bad-options' });
    const o = mexicanTrain.options(4, { target: 77, lead: 'rotate' });
    assert.equal(o.firstTurn, 'chain');
    assert.equal(o.doubleBlankValue, 0);
    assert.equal(o.engineSelection, 'holder');
    const keys: (keyof Required<Options>)[] = [
      'target',
      'lead',
      'starterLeads',
      'spinnerSidesFirst',
      'roundHandScore',
      'boneyardReserve',
      'firstTurn',
      'doubleBlankValue',
      'engineSelection',
    ];
    for (const k of keys) assert.ok(k in o, k);
    assert.deepEqual(mexicanTrain.options(2, { firstTurn: 'single', doubleBlankValue: 50, engineSelection: 'set-aside' }).doubleBlankValue, 50);
  });

  it('applyAction never mutates its input; unchanged trains share their tile lists', () => {
    const before = JSON.stringify(g0);
    const g1 = applyAction(g0, parse('12-5@train-0'));
    assert.equal(JSON.stringify(g0), before);
    assert.equal(g1.trainTiles!.mexican, g0.trainTiles!.mexican);
    assert.equal(g1.hands[1], g0.hands[1]);
    assert.notEqual(g1.trainTiles!['train-0'], g0.trainTiles!['train-0']);
  });
});

/** M-14 (as D-13): the one seat with the fewest pips, or null when two or more share the fewest. */
function lightest(pips: readonly number[]): number | null {
  const low = Math.min(...pips);
  return pips.filter((p) => p === low).length === 1 ? pips.indexOf(low) : null;
}

/** Every action a test might try in this game: all tiles at all places plus the bare actions and a few bad places. */
function universe(players: number): Action[] {
  const places = [...Array.from({ length: players }, (_, i) => `train-${i}`), 'mexican', 'left', `train-${players}`];
  const out: Action[] = [{ type: 'draw' }, { type: 'pass' }, { type: 'end-turn' }, { type: 'next-round' }];
  for (const t of fullSet(12)) for (const at of places) out.push({ type: 'play', tile: t, at });
  return out;
}

/** Checks one step of a random playout; returns nothing, throws on any broken invariant. */
function checkStep(before: GameState, after: GameState): void {
  assertConserved(after);
  if (after.phase === 'playing') {
    assert.equal(blockedNow(after), false, 'M-14 is judged at once');
    assert.ok(after.turn !== null && after.turn >= 0 && after.turn < after.players);
    assert.deepEqual(after.markers, [...new Set(after.markers)].sort((a, b) => a - b));
    for (const k of Object.keys(after.trains!)) {
      const tiles = after.trainTiles![k]!;
      assert.equal(after.trains![k], tiles.length ? tiles[tiles.length - 1]!.b : null);
    }
  } else {
    const r = after.result!;
    assert.deepEqual(r.pips, after.hands.map(handPips));
    const blank = after.options.doubleBlankValue;
    assert.deepEqual(
      r.points,
      after.hands.map((h) => handPips(h) + (h.includes('0-0') ? blank : 0)),
    );
    assert.deepEqual(
      after.totals,
      before.totals.map((t, i) => t + r.points[i]!),
    );
    if (r.reason === 'domino') assert.equal(after.hands[r.winner!]!.length, 0);
    else {
      assert.equal(r.winner, lightest(r.pips));
      assert.ok(blockedNow(after));
    }
  }
}

const optionsArb = fc.record({
  firstTurn: fc.constantFrom<'chain' | 'single'>('chain', 'single'),
  doubleBlankValue: fc.constantFrom<0 | 50>(0, 50),
  engineSelection: fc.constantFrom<'holder' | 'set-aside'>('holder', 'set-aside'),
});

describe('mexican-train properties (fast-check)', () => {
  for (const players of [2, 4, 8, 10]) {
    it(`${players} players: single rounds — conservation, legal actions accepted, illegal ones refused unchanged, rounds end`, () => {
      const all = universe(players);
      fc.assert(
        fc.property(fc.integer(), fc.integer(), optionsArb, (seed, choice, options) => {
          const pick = chooser(choice);
          let g = createGame({ variant: V, players, seed, options });
          assertConserved(g);
          let steps = 0;
          while (g.phase === 'playing') {
            assert.ok(steps++ < 2000, 'the round ends');
            const acts = legalActions(g);
            assert.ok(acts.length > 0);
            const keys = new Set(acts.map((a) => JSON.stringify(a)));
            const snap = JSON.stringify(g);
            if (steps % 4 === 0) {
              for (const a of acts) checkStep(g, applyAction(g, a)); // every legal action is accepted
            }
            // A random action that is not legal is refused with a code, input unchanged.
            let bad = all[pick(all.length)]!;
            while (keys.has(JSON.stringify(bad))) bad = all[pick(all.length)]!;
            assert.throws(
              () => applyAction(g, bad),
              (e: unknown) => e instanceof DominoError && typeof e.code === 'string',
            );
            assert.equal(JSON.stringify(g), snap);
            const next = applyAction(g, acts[pick(acts.length)]!);
            checkStep(g, next);
            g = next;
          }
          assert.notEqual(g.result, null);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('full 13-round games (2, 4, 8, 10 players): engines 12-12 … 0-0, totals = sum of round points, lowest total wins', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 4, 8, 10), fc.integer(), fc.integer(), optionsArb, (players, seed, choice, options) => {
        const rounds: number[][] = [];
        const end = playout({ variant: V, players, seed, options }, choice, (before, action, after) => {
          assertConserved(after);
          if (action.type === 'next-round') {
            assert.equal(after.engine, `${13 - after.round}-${13 - after.round}`, 'M-2');
            if (options.engineSelection === 'set-aside') assert.equal(after.leader, (after.round - 1) % players);
          }
          if (after.phase !== 'playing' && before.phase === 'playing') {
            checkStep(before, after);
            rounds.push(after.result!.points);
          }
        });
        assert.equal(end.phase, 'game-over');
        assert.equal(end.round, 13);
        assert.equal(rounds.length, 13);
        const sums = end.totals.map((_, i) => rounds.reduce((s, p) => s + p[i]!, 0));
        assert.deepEqual(end.totals, sums);
        const low = Math.min(...end.totals);
        assert.deepEqual(
          end.winner,
          end.totals.flatMap((t, i) => (t === low ? [i] : [])),
        );
        assertConserved(end);
      }),
      { numRuns: 16 },
    );
  });
});
