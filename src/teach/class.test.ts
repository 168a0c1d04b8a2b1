// A lesson taught to a class (src/teach/class.ts): every built-in lesson goes question by question to its end, each
// question has the lesson's move as a right answer, and the histogram counts moves as students chose them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../engine/index.js';
import { LESSONS } from './catalog.js';
import { ClassRun, actionOf, openLesson, tally } from './class.js';

test('every built-in lesson can be taught to a class to its end, its own move right at each question', async () => {
  for (const info of LESSONS) {
    const run = new ClassRun((await openLesson(info.id)).lesson);
    let questions = 0;
    while (!run.over) {
      const a = run.answer();
      assert.ok(a, `${info.id}: question ${questions + 1} has the lesson's move`);
      assert.equal(run.judge(a.action).right, true, `${info.id}: the lesson's move meets its own goal`);
      for (const other of run.legal()) {
        const j = run.judge(other);
        assert.equal(j.right, j.why === null, `${info.id}: a wrong move has a reason, a right one none`);
      }
      assert.ok(run.advance());
      questions++;
      assert.ok(questions <= run.steps * 8, `${info.id}: ends`);
    }
    assert.ok(questions >= run.steps, `${info.id}: at least one question a step`);
    assert.equal(run.answer(), null);
    assert.equal(run.advance(), false);
  }
});

test('the histogram: one bar per move, most chosen first, with who chose it; a malformed move is no move', async () => {
  const run = new ClassRun((await openLesson('f-start')).lesson);
  const right = run.answer()!.action;
  const wrong = run.legal().filter((a) => !run.judge(a).right);
  const answers = [
    { ...run.judge(wrong[0]!), name: 'A' },
    { ...run.judge(right), name: 'B' },
    { ...run.judge(wrong[0]!), name: 'C' },
    { ...run.judge(wrong[1]!), name: 'D' },
  ];
  const bars = tally(answers);
  assert.deepEqual(bars.map((b) => [b.count, b.right, b.names]), [[2, false, ['A', 'C']], [1, true, ['B']], [1, false, ['D']]]);
  assert.ok(bars[0]!.why && bars[2]!.why && bars[1]!.why === null);
  assert.equal(actionOf({ type: 'play', tile: '<b>x</b>' }), null);
  assert.equal(actionOf({ type: 'teleport' }), null);
  assert.equal(actionOf(null), null);
  assert.deepEqual(actionOf({ type: 'draw', from: 'back', extra: 1 }), { type: 'draw', from: 'back' });
});
