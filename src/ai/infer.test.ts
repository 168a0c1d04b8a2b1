// The inference from plays (src/ai/infer.ts): what it reads from a seat's view, and how it weighs a sampled deal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { GameState } from '../engine/types.js';
import { chooseAction } from './choose.js';
import type { HistoryEntry } from './choose.js';
import { inference, logWeight, weighs } from './infer.js';
import { createRng } from './rng.js';
import { determinize } from './sample.js';
import { seatView } from './view.js';

/** A partnership hand played `n` moves by medium players, with its public history. */
function played(n: number, variant: 'partnership' | 'draw' = 'partnership', seed = 3): { game: GameState; history: HistoryEntry[] } {
  let game = createGame({ variant, seed, ...(variant === 'draw' ? { players: 2 } : {}) });
  const history: HistoryEntry[] = [];
  for (let i = 0; i < n && game.phase === 'playing'; i++) {
    const a = chooseAction(game, { level: 'medium', history });
    history.push({ seat: game.turn, action: a });
    game = applyAction(game, a);
  }
  return { game, history };
}

test('a light tile played while a heavier one fitted makes a deal that gave that seat the heavier one less likely', () => {
  const { game, history } = played(0);
  const inf = { evidence: [{ seat: 1, tile: '1-0', mask: (1 << 1) | (1 << 0), later: [], index: 0 }] };
  const withHeavy: GameState = { ...game, hands: game.hands.map((h, s) => (s === 1 ? ['6-1'] : h)) };
  const without: GameState = { ...game, hands: game.hands.map((h, s) => (s === 1 ? ['6-5'] : h)) }; // 6-5 did not fit then
  assert.ok(logWeight(inf, withHeavy) < logWeight(inf, without) - 1, 'the heavy fitting tile costs likelihood');
  assert.equal(logWeight(inf, without), 0, 'nothing else fitted: the play was forced, it says nothing');
  assert.equal(logWeight({ evidence: [] }, withHeavy), 0);
  assert.equal(history.length, 0);
});

test('the evidence: only the other seats\' plays that followed a lead, and none a seat made before it drew', () => {
  const { game, history } = played(14);
  const view = seatView(game, 0, history);
  const inf = inference(view);
  const plays = history.filter((e) => e.action.type === 'play');
  assert.ok(inf.evidence.length > 0 && inf.evidence.length < plays.length, `${inf.evidence.length} of ${plays.length} plays`);
  assert.ok(inf.evidence.every((e) => e.seat !== 0), 'never the seat itself');
  assert.ok(inf.evidence.every((e) => e.mask !== 0), 'never a lead');
  // the Draw game: a play followed by a draw of the same seat is left out (its hand then is not known from a sample)
  const d = played(30, 'draw', 8);
  const dv = seatView(d.game, 0, d.history);
  const lastDraw = new Map<number, number>();
  d.history.forEach((e, k) => e.action.type === 'draw' && lastDraw.set(e.seat!, k));
  for (const e of inference(dv).evidence) {
    const at = d.history.findIndex((h) => h.seat === e.seat && h.action.type === 'play' && h.action.tile === e.tile);
    assert.ok(at > (lastDraw.get(e.seat) ?? -1), `${e.tile} by seat ${e.seat} came after its last draw`);
  }
});

test('weights come from the view and the sample only: the same for two games that differ only in tiles the seat cannot see', () => {
  const { game, history } = played(12);
  const view = seatView(game, 0, history);
  const inf = inference(view);
  const dets = Array.from({ length: 20 }, (_, i) => determinize(view, createRng(i)));
  const weights = dets.map((x) => logWeight(inf, x));
  assert.ok(new Set(weights.map((w) => w.toFixed(6))).size > 1, 'samples differ in how likely they are');
  // the real hands of the others never enter: another game with the hidden tiles dealt again gives the same view
  const other = determinize(view, createRng(99));
  const again = inference(seatView({ ...game, hands: other.hands, boneyard: other.boneyard }, 0, history));
  assert.deepEqual(again, inf);
  assert.ok(weighs(game) && legalActions(game).length > 0);
});

test('All Fives, the points model: a seat that scored nothing while another tile would have scored ten probably lacked it', () => {
  // seed 5, medium players: seat 0 leads 4-1 (5 points); seat 1 plays 4-2 on the 4 for nothing, although 6-1 on the 1 would have made 4 + 6 = 10 (F-8, F-9)
  let game = createGame({ variant: 'all-fives', players: 2, seed: 5 });
  const history: HistoryEntry[] = [];
  for (const a of [
    { type: 'play', tile: '4-1' },
    { type: 'play', tile: '4-2', at: 'left' },
  ] as const) {
    history.push({ seat: game.turn, action: a });
    game = applyAction(game, a);
  }
  assert.ok(weighs(game));
  const inf = inference(seatView(game, 0, history));
  assert.equal(inf.evidence.length, 1);
  const [e] = inf.evidence;
  assert.equal(e!.tile, '4-2');
  assert.ok(e!.value!.get('6-1')! > e!.value!.get('4-2')! + 2, 'the tile that scored ten weighs more than the one played');
  const give = (t: string): GameState => ({ ...game, hands: game.hands.map((h, s) => (s === 1 ? [t, '0-0'] : h)) });
  assert.ok(logWeight(inf, give('6-1')) < logWeight(inf, give('2-1')) - 2, 'holding 6-1 makes the play unlikely; 2-1 (no points either) does not');
  // a play right after the same seat's draws was forced (F-10): it says nothing. Here seat 0 plays 5-1, draws, and
  // must play the 4-3 it drew; 4-4 and 3-2 by seat 1 follow
  for (let k = 0; k < 5; k++) {
    const a = chooseAction(game, { level: 'medium', history });
    history.push({ seat: game.turn, action: a });
    game = applyAction(game, a);
  }
  assert.deepEqual(
    history.map((h) => (h.action.type === 'play' ? h.action.tile : h.action.type)),
    ['4-1', '4-2', '5-1', '5-3', 'draw', '4-3', '4-4'],
  );
  assert.deepEqual(
    inference(seatView(game, 1, history)).evidence.map((x) => x.tile),
    [],
    "seat 0's 5-1 came before its draw and its 4-3 right after it",
  );
  assert.deepEqual(
    inference(seatView(game, 0, history)).evidence.map((x) => x.tile),
    ['4-2', '5-3', '4-4'],
  );
});

test('the partner model: a partner who left a number at an end probably holds more of it (the line heuristic, P-1); an opponent\'s same play says nothing of that', () => {
  const { game } = played(0);
  // Ends 6 and 5; the partner (seat 2 of seat 0) played 5-2 on the 5, leaving 6 and 2, while 5-3 also fitted.
  const partner = { at: 'right', ends: { left: 6, right: 5 }, voids: [0, 0, 0, 0] };
  const mask = (1 << 6) | (1 << 5);
  const give = (seat: number, hand: string[]): GameState => ({ ...game, hands: game.hands.map((h, s) => (s === seat ? hand : h)) });
  const twos = ['5-3', '2-1', '2-0']; // the play kept its 2s alive
  const threes = ['5-3', '3-1', '3-0']; // 5-3 would have kept its 3s and is heavier
  const inf = { evidence: [{ seat: 2, tile: '5-2', mask, later: [], index: 3, partner }] };
  assert.ok(logWeight(inf, give(2, twos)) > logWeight(inf, give(2, threes)) + 1, 'holding 2s makes the play likely, holding 3s not');
  assert.ok(logWeight(inf, give(2, twos)) < 0, 'it was a choice: 5-3 fitted too');
  // an opponent is read by pips only: the tiles that did not fit then (2-1, 3-1, ...) say nothing
  const opp = { evidence: [{ seat: 1, tile: '5-2', mask, later: [], index: 3 }] };
  assert.equal(logWeight(opp, give(1, twos)), logWeight(opp, give(1, threes)));
});

test('the partner model reads only the partner\'s plays, with the ends and voids just before each', () => {
  for (const seed of [3, 4, 5, 6]) {
    const { game, history } = played(16, 'partnership', seed);
    const inf = inference(seatView(game, 1, history));
    const marked = inf.evidence.filter((e) => e.partner);
    assert.ok(marked.length > 0, `seed ${seed}: the partner's plays are read`);
    assert.ok(marked.every((e) => e.seat === 3), 'seat 1\'s partner is seat 3');
    for (const e of marked) {
      const { ends } = e.partner!;
      assert.equal(e.mask, (1 << ends.left!) | (1 << ends.right!), 'the ends then are the numbers it could play to');
      const a = history[e.index]!.action;
      assert.ok(a.type === 'play' && a.tile === e.tile);
    }
  }
  assert.equal(
    inference(seatView(played(16, 'draw', 3).game, 0, played(16, 'draw', 3).history)).evidence.some((e) => e.partner),
    false,
    'no partner without teams',
  );
});
