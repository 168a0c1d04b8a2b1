import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { legalActions, VARIANTS } from '../engine/index.js';
import type { Action } from '../engine/index.js';
import { replay, validateRecord, encodeRecord } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import { builtInLessons, checkLessonMove, expectIsLegal, LESSON_RULES, lessonFromRecord, lessonHint } from './lessons.js';
import { TEACH_LANGS, formatMessage } from './messages.js';

import { RULE_IDS } from './rule-ids.js';

const RULES_DIR = new URL('../../../shared/rules/', import.meta.url);

test('the committed rule-id list is every numbered rule of ../shared/rules', { skip: existsSync(RULES_DIR) ? false : 'no ../shared/rules beside this checkout' }, () => {
  const inFiles = new Set(readdirSync(RULES_DIR).flatMap((f) => [...readFileSync(new URL(f, RULES_DIR), 'utf8').matchAll(/\*\*([CPDFM]-\d+)/g)].map((m) => m[1]!)));
  assert.deepEqual([...inFiles].sort(), [...RULE_IDS].sort());
});

test('the lessons demonstrate every numbered rule of ../shared/rules', () => {
  assert.ok(RULE_IDS.length >= 73, `found ${RULE_IDS.length} rule ids`);
  const covered = new Set(LESSON_RULES.flatMap((r) => r.rules));
  const missing = RULE_IDS.filter((r) => !covered.has(r));
  assert.deepEqual(missing, [], `rules without a lesson step: ${missing.join(', ')}`);
});

test('the LESSON_RULES table matches what the lesson steps actually narrate', () => {
  const lessons = builtInLessons();
  for (const row of LESSON_RULES) {
    const step = lessons.find((l) => l.id === row.lesson)!.steps.find((s) => s.at === row.at)!;
    assert.ok(step, `${row.lesson} step ${row.at}`);
    assert.deepEqual([...step.rules].sort(), [...row.rules].sort(), `${row.lesson} step ${row.at}`);
  }
});

test('every variant has a lesson; lessons replay legally and every expected move is legal at its step', () => {
  const lessons = builtInLessons();
  for (const v of VARIANTS) assert.ok(lessons.some((l) => l.variant === v), v);
  for (const l of lessons) {
    const states = replay(l.record);
    assert.ok(l.steps.some((s) => s.expect), `${l.id} has moves for the learner`);
    for (const s of l.steps) {
      assert.ok(s.at < states.length);
      assert.ok(expectIsLegal(l, s, states), `${l.id} step ${s.at}`);
      if (s.expect) assert.equal(states[s.at]!.turn, l.learner);
      for (const lang of TEACH_LANGS) for (const m of s.text) assert.doesNotMatch(formatMessage(lang, m), /\{\w+\}/);
    }
    for (const lang of TEACH_LANGS) assert.ok(formatMessage(lang, { key: l.titleKey, params: {} }).length > 5);
  }
});

test('a lesson accepts the expected move, explains a wrong one, and gives a hint', () => {
  for (const l of builtInLessons()) {
    const states = replay(l.record);
    l.steps.forEach((s, i) => {
      if (!s.expect) return;
      assert.deepEqual(checkLessonMove(l, i, s.expect, states[s.at]), { ok: true });
      const hint = lessonHint(l, i)!;
      assert.match(hint.key, /^lesson\.hint\./);
      assert.doesNotMatch(formatMessage('pl', hint), /\{\w+\}/);
      const other = legalActions(states[s.at]!).find((a) => JSON.stringify(a) !== JSON.stringify(s.expect));
      if (other) assert.deepEqual(checkLessonMove(l, i, other, states[s.at]), { ok: false, explanation: { key: 'lesson.wrong-legal', params: {} } });
      const illegal: Action = { type: 'play', tile: '0-0', at: 'nowhere' };
      const v = checkLessonMove(l, i, illegal, states[s.at]);
      assert.equal(v.ok, false);
      if (!v.ok) assert.match(v.explanation.key, /^illegal\./);
    });
  }
});

test('authors write lessons as records with notes and expected moves', () => {
  const draw = builtInLessons().find((l) => l.id === 'draw-start')!;
  const authored: GameRecord = { ...validateRecord(draw.record), notes: { '0:0': 'Nobody holds a double. Who starts?' }, expect: ['0:0'] };
  const lesson = lessonFromRecord(validateRecord(JSON.parse(JSON.stringify(authored))), { id: 'mine' });
  assert.equal(lesson.steps.length, 1);
  assert.equal(lesson.steps[0]!.note, 'Nobody holds a double. Who starts?');
  assert.deepEqual(lesson.steps[0]!.expect, { type: 'play', tile: '6-3' });
  assert.ok(lesson.steps[0]!.rules.includes('D-4'));
  assert.equal(checkLessonMove(lesson, 0, { type: 'play', tile: '5-4' }).ok, false);
  assert.ok(encodeRecord(authored).startsWith('dt1.'));
});
