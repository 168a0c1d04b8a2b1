import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, applyAction, legalActions } from '../engine/index.js';
import { toRecord } from '../record/record.js';
import { parseLesson } from '../teach/lesson-json.js';
import { clearDeal, dealProblem, dealSeed, fromRecord, gameOf, legalMoves, placeTile, playMove, positionOf, setGame, setHandText, takeTile, undoMove } from './draft.js';
import type { Edited, Positioned } from './draft.js';
import type { LessonJSON } from './types.js';

const EMPTY: LessonJSON = { format: 'domino-table/lesson-1', variant: 'draw', players: 2, title: '', position: { deal: { hands: [[], []] } }, steps: [{ goal: { do: 'play' } }] };
const ok = (e: Edited): Positioned => {
  if ('refused' in e) throw new Error(`refused: ${e.refused.code} ${JSON.stringify(e.refused.params)}`);
  return e.value;
};

test('tiles go into hands one by one; a tile twice and a full hand are refused with their reasons', () => {
  let v: Positioned = EMPTY;
  v = ok(placeTile(v, '6-6', 0));
  v = ok(placeTile(v, '4-6', 1)); // written either way
  assert.deepEqual(positionOf(v).hands, [['6-6'], ['6-4']]);
  assert.deepEqual(placeTile(v, '6-6', 1), { refused: { code: 'twice', params: { tile: '6-6', seat: 1 } } });
  const seven = placeTile(v, '7-7', 0);
  assert.ok('refused' in seven && seven.refused.code === 'not-a-tile');
  for (const t of ['5-5', '4-4', '3-3', '2-2', '1-1', '0-0']) v = ok(placeTile(v, t, 0));
  assert.equal(positionOf(v).hands[0]!.length, 7);
  const full = placeTile(v, '6-5', 0);
  assert.ok('refused' in full && full.refused.code === 'hand-full' && full.refused.params.n === 7);
  assert.deepEqual(dealProblem(v), { code: 'hand-size', params: { seat: 2, n: 7, has: 1 } });
  v = ok(takeTile(v, '0-0'));
  assert.equal(positionOf(v).hands[0]!.length, 6);
});

test('a hand typed as text is checked whole before it changes anything', () => {
  const v = ok(setHandText(EMPTY, 0, '6-6, 6-5 5-5'));
  assert.deepEqual(positionOf(v).hands[0], ['6-6', '6-5', '5-5']);
  const twice = setHandText(v, 1, '4-4 4-4');
  assert.ok('refused' in twice && twice.refused.code === 'twice-text');
  const elsewhere = setHandText(v, 1, '4-4 5-6');
  assert.deepEqual(elsewhere, { refused: { code: 'twice', params: { tile: '6-5', seat: 1 } } });
});

test('dealt hands play through the engine; an illegal move is refused; undo takes the last move back; learner is the seat to move', () => {
  let v = ok(setHandText(EMPTY, 0, '6-6 6-5 5-5 4-4 3-3 2-2 1-1'));
  v = ok(setHandText(v, 1, '6-4 6-3 6-2 5-4 5-3 5-2 4-3'));
  assert.equal(dealProblem(v), null);
  assert.equal(legalMoves(v).length > 0, true);
  v = ok(playMove(v, '6-6'));
  assert.equal(v.position.moves, '6-6');
  assert.equal(v.learner, 1);
  const bad = playMove(v, '5-5@right');
  assert.ok('refused' in bad && bad.refused.code === 'illegal' && String(bad.refused.params.why).length > 0);
  v = ok(playMove(v, legalMoves(v)[0]!));
  assert.equal(v.learner, 0);
  const locked = placeTile(v, '0-0', 0);
  assert.ok('refused' in locked && locked.refused.code === 'moves-first');
  v = undoMove(undoMove(v));
  assert.equal(v.position.moves, undefined);
  // a lesson the element reads (the position is a legal one, the learner to move)
  parseLesson({ ...v, position: { ...v.position, moves: '6-6' }, learner: 1 });
});

test('a seeded deal is the engine’s own, every game; clear empties it; a new game keeps what fits', () => {
  for (const [variant, players] of [['draw', 2], ['partnership', 4], ['all-fives', 3], ['block', 2], ['mexican-train', 4]] as const) {
    const v = ok(dealSeed(setGame(EMPTY, variant, players, {}), 42));
    const g = gameOf(v);
    assert.ok('game' in g, `${variant}: ${JSON.stringify(g)}`);
    assert.deepEqual(positionOf(v).hands, createGame({ variant, players, seed: 42 }).deal.hands, variant);
    assert.ok(legalMoves(v).length > 0, variant);
    assert.ok(positionOf(clearDeal(v)).hands.every((h) => h.length === 0));
  }
  const hands = ok(setHandText(EMPTY, 0, '6-6 6-5'));
  assert.deepEqual(positionOf(setGame(hands, 'all-fives', 2, {})).hands[0], ['6-6', '6-5']);
  assert.deepEqual(positionOf(setGame(hands, 'mexican-train', 2, {})).hands[0], []); // another set
});

test('a record at a step becomes the position: every deal so far and the moves to that moment', () => {
  let g = createGame({ variant: 'draw', players: 2, seed: 7 });
  const actions = [];
  for (let i = 0; i < 5; i++) {
    const a = legalActions(g)[0]!;
    actions.push(a);
    g = applyAction(g, a);
  }
  const rec = toRecord(createGame({ variant: 'draw', players: 2, seed: 7 }), actions);
  const v = fromRecord(EMPTY, rec, 3);
  assert.equal(String(v.position.moves).split(' ').length, 3);
  const at = gameOf(v);
  assert.ok('game' in at);
  assert.equal(v.learner, at.game.turn);
});
