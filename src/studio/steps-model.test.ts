import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadVariant } from '../engine/load.js';
import { catalogue } from '../teach/messages.js';
import { kit } from '../teach/kit.js';
import { format } from '../words/format.js';
import type { Msg } from '../words/format.js';
import type { LessonJSON } from './types.js';
import { addRule, addStep, analyse, stepProblems, goalKinds, moveStep, removeRule, removeStep, setGoal, setLessonText, setStepText, setThen, textIn } from './steps-model.js';

await Promise.all(['draw', 'all-fives'].map(loadVariant));
const cats = { en: await catalogue('en', 'draw', 'more'), pl: await catalogue('pl', 'draw', 'more') };
await catalogue('en', 'all-fives');
const say = (msg: Msg, lang: 'en' | 'pl' = 'en'): string => format(cats[lang], { lang, names: ['Ana', 'Bo'], you: 0, word: kit('draw').word }, msg);

const h = (tiles: string): string[] => tiles.split(' ');

/** docs/lessons.md's example: double six and six–four are down; the learner holds 6-5 5-5 4-4 3-3 2-2 1-1. */
const DRAW: LessonJSON = {
  format: 'domino-table/lesson-1',
  variant: 'draw',
  players: 2,
  title: 'Match an end',
  position: { deal: { hands: [h('6-6 6-5 5-5 4-4 3-3 2-2 1-1'), h('6-4 6-3 6-2 5-4 5-3 5-2 4-3')] }, moves: '6-6 6-4@right' },
  steps: [{ goal: { do: 'play' } }],
};

test('goal kinds: the shared ones and only the game’s own', () => {
  assert.ok(!goalKinds('draw').includes('score'));
  assert.ok(!goalKinds('draw').includes('chain'));
  assert.ok(goalKinds('all-fives').includes('score'));
  assert.ok(goalKinds('mexican-train').includes('satisfy-double') && goalKinds('mexican-train').includes('chain'));
  assert.ok(goalKinds('block').includes('play') && goalKinds('block').includes('next-round'));
});

test('every legal move of the learner is judged against the goal, with the reason the learner would get', () => {
  const a = analyse(DRAW);
  assert.equal(a.valid, true);
  assert.deepEqual(a.steps[0]!.moves.map((m) => [m.move, m.verdict]), [['6-5@left', 'done'], ['4-4@right', 'done']]);
  const b = analyse(setGoal(DRAW, 0, { do: 'play', tile: '4-4' }));
  const wrong = b.steps[0]!.moves.find((m) => m.move === '6-5@left')!;
  assert.equal(wrong.verdict, 'wrong');
  assert.equal(say(wrong.why!), 'Six–five fits, but this step is about double four.');
  assert.match(say(wrong.why!, 'pl'), /^Sześć–pięć pasuje, ale w tym kroku chodzi o dublet czwórek\.$/);
  assert.deepEqual(b.steps[0]!.expected, [{ type: 'play', tile: '4-4', at: 'right' }]);
  assert.deepEqual(b.steps[0]!.issues, []);
});

test('a goal no move can meet is an error and the steps after it are not reached', () => {
  const v = addStep(setGoal(DRAW, 0, { do: 'pass' }));
  const a = analyse(v);
  assert.equal(a.valid, false);
  assert.deepEqual(a.steps[0]!.issues.map((x) => x.code), ['unmeetable']);
  assert.deepEqual(a.steps[1]!.issues.map((x) => x.code), ['unreached']);
  // the tiles that do not fit are still listed with their reasons, so the author sees why
  assert.equal(say(a.steps[0]!.misfits.find((x) => x.tile === '5-5')!.why), 'Double five does not match 6 or 4.');
  assert.equal(analyse(setGoal(DRAW, 0, { do: 'play', tile: '5-5' })).steps[0]!.issues[0]!.code, 'unmeetable');
  // as content problems, for a check that refuses to publish it
  assert.deepEqual(stepProblems(v), [
    { path: 'steps/0/goal', code: 'goal-unmeetable', message: 'step 1: no move of the learner meets its goal there' },
    { path: 'steps/1', code: 'step-unreached', message: 'step 2: never reached (an earlier step cannot be done)' },
  ]);
  assert.deepEqual(stepProblems(DRAW), []);
});

test('a goal every move meets, with no tile that fails to fit, is a warning: no wrong try left', () => {
  // every tile of the learner's hand matches the 6 or the 4
  const all: LessonJSON = { ...DRAW, position: { deal: { hands: [h('6-6 6-5 6-3 6-2 6-1 6-0 4-3'), h('6-4 5-5 4-4 3-3 2-2 1-1 0-0')] }, moves: '6-6 6-4@right' } };
  const a = analyse(all);
  assert.deepEqual(a.steps[0]!.issues.map((x) => [x.code, x.severity]), [['all-meet', 'warning']]);
  assert.equal(a.valid, true); // a warning, not an error
  assert.deepEqual(analyse(setGoal(all, 0, { do: 'play', tile: '6-5' })).steps[0]!.issues, []);
});

test('step two starts where the hints and the replies leave it; a reply is recorded from the legal moves', () => {
  let v = setGoal(DRAW, 0, { do: 'play', tile: '4-4' });
  v = addStep(v);
  let a = analyse(v);
  // after 4-4@right Bo replies: the table's choice is recorded by nobody yet
  assert.equal(a.steps[0]!.replies.length, 1);
  assert.equal(a.steps[0]!.replies[0]!.recorded, false);
  const next = a.steps[0]!.next!;
  assert.equal(next.seat, 1);
  assert.ok(next.options.some((o) => o.type === 'play' && o.tile === '6-3'));
  v = setThen(v, 0, ['6-3@left']);
  a = analyse(v);
  assert.deepEqual(a.steps[0]!.replies.map((r) => [r.move, r.recorded]), [['6-3@left', true]]);
  assert.equal(a.steps[1]!.game!.ends!.left, 3);
  assert.ok(a.steps[1]!.moves.some((m) => m.move === '3-3@left' && m.verdict === 'done'));
  assert.equal(a.valid, true);
  // a reply that is not legal is played by the table instead, and said
  assert.equal(analyse(setThen(v, 0, ['1-1@left'])).steps[0]!.issues[0]!.code, 'reply-skipped');
  // more replies than moves before the learner's turn: the table would wait for ever
  const left = analyse(setThen(v, 0, ['6-3@left', '5-3@left']));
  assert.equal(left.steps[0]!.issues.at(-1)!.code, 'replies-left');
  assert.equal(left.valid, false);
});

test('a goal of another game is refused by the table and said so', () => {
  const a = analyse(setGoal(DRAW, 0, { do: 'score', min: 5 }));
  assert.equal(a.valid, false);
  assert.match(a.refused!, /all-fives/);
  assert.equal(a.position, null);
});

test('a position the table cannot use is named as the position’s problem', () => {
  const a = analyse({ ...DRAW, position: { deal: { hands: [[], []] } } });
  assert.ok(a.position);
  assert.equal(a.valid, false);
});

test('texts per language: a plain string is English; emptied languages are dropped', () => {
  let v = setLessonText(DRAW, 'title', 'pl', 'Dopasuj do końca');
  assert.deepEqual(v.title, { en: 'Match an end', pl: 'Dopasuj do końca' });
  assert.equal(textIn(v.title, 'pt-BR'), '');
  v = setLessonText(v, 'title', 'en', '');
  assert.deepEqual(v.title, { pl: 'Dopasuj do końca' });
  v = setStepText(v, 0, 'done', 'en', 'Right: six matches six.');
  assert.equal(v.steps[0]!.done, 'Right: six matches six.');
  v = setStepText(v, 0, 'done', 'en', '');
  assert.ok(!('done' in v.steps[0]!));
  assert.equal(DRAW.title, 'Match an end'); // the old value is untouched
});

test('add, remove, reorder steps and rules', () => {
  let v = addStep(DRAW);
  v = setGoal(v, 1, { do: 'draw' });
  assert.deepEqual(moveStep(v, 1, 0).steps.map((s) => s.goal.do), ['draw', 'play']);
  assert.equal(removeStep(DRAW, 0), DRAW); // the only step stays
  assert.deepEqual(removeStep(v, 0).steps.map((s) => s.goal.do), ['draw']);
  v = addRule(addRule(v, 0, 'C-6'), 0, 'C-6');
  assert.deepEqual(v.steps[0]!.rules, ['C-6']);
  assert.ok(!('rules' in removeRule(v, 0, 'C-6').steps[0]!));
});
