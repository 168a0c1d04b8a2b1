/**
 * Property tests of the studio's steps model: random edit sequences (add, remove and reorder steps, goals and their
 * parameters, replies, rules, texts) over real positions of all five games. Whatever the edits, the value stays
 * plain JSON, the studio's check (problemsOf) agrees with the element's reader, and a lesson the model calls valid is
 * taken by the element and solved by its hints to the end, with the wrong try it promises (lesson-check's wrongTry).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { VARIANTS } from '../engine/game.js';
import type { Variant } from '../engine/game.js';
import { loadVariant } from '../engine/load.js';
import { builtIn } from '../teach/builtin.js';
import { catalogue } from '../teach/messages.js';
import { moveText, parseLesson } from '../teach/lesson-json.js';
import { LessonRun } from '../teach/lesson.js';
import type { Lesson } from '../teach/lesson.js';
import { wrongTry } from '../teach/lesson-check.js';
import { RULE_IDS } from '../teach/rule-ids.js';
import type { Goal } from '../teach/types.js';
import { problemsOf } from './check.js';
import type { LessonJSON } from './types.js';
import {
  addRule, addStep, analyse, stepProblems, defaultGoal, goalKinds, moveStep, removeRule, removeStep, setGoal, setLessonText, setStepText, setThen, thenOf,
} from './steps-model.js';

for (const v of VARIANTS) await Promise.all([loadVariant(v), catalogue('en', v)]);

/** A built-in lesson as the JSON the studio edits (its position, one step to start from). */
const asJSON = (l: Lesson): LessonJSON => ({
  format: 'domino-table/lesson-1',
  variant: l.variant,
  players: l.players,
  options: l.options,
  names: l.names,
  learner: l.learner,
  title: 'T',
  position: { deals: l.deals.map((d) => ({ ...d, hands: d.hands.map((h) => h.slice()), boneyard: (d.boneyard ?? []).slice() })), moves: l.moves.map(moveText) },
  steps: [{ goal: { do: 'play' } }],
});
const BASES: LessonJSON[] = [];
for (const v of VARIANTS) for (const l of (await builtIn(v)).slice(0, 3)) BASES.push(asJSON(l));

const PLACES = ['left', 'right', 'up', 'down', 'own', 'marked', 'spinner', 'mexican', 'train-0', 'train-1'];
const STRAY = ['6-4@left', '1-1@right', 'draw', 'draw@back', 'pass', 'end-turn', '12-5@train-0', '5-5@up'];

/** One edit, its numbers read against the value it is applied to (indices wrap). */
type Op =
  | { op: 'add' | 'remove' | 'clear'; i: number }
  | { op: 'move'; i: number; to: number }
  | { op: 'goal'; i: number; kind: number; tiles: number[]; at: number; block: boolean; min: number; from: number }
  | { op: 'text'; i: number; field: 0 | 1; lang: number; s: string }
  | { op: 'lesson-text'; field: number; lang: number; s: string }
  | { op: 'reply'; i: number; pick: number }
  | { op: 'stray'; i: number; pick: number }
  | { op: 'rule'; i: number; pick: number; remove: boolean };

const nat = fc.nat({ max: 40 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('add' as const, 'remove' as const, 'clear' as const), i: nat }),
  fc.record({ op: fc.constant('move' as const), i: nat, to: nat }),
  { arbitrary: fc.record({ op: fc.constant('goal' as const), i: nat, kind: nat, tiles: fc.array(nat, { maxLength: 2 }), at: fc.nat({ max: 2 * PLACES.length }), block: fc.boolean(), min: fc.integer({ min: 1, max: 30 }), from: fc.nat({ max: 2 }) }), weight: 4 },
  fc.record({ op: fc.constant('text' as const), i: nat, field: fc.constantFrom(0 as const, 1 as const), lang: fc.nat({ max: 2 }), s: fc.string({ maxLength: 12 }) }),
  fc.record({ op: fc.constant('lesson-text' as const), field: fc.nat({ max: 2 }), lang: fc.nat({ max: 2 }), s: fc.string({ maxLength: 12 }) }),
  { arbitrary: fc.record({ op: fc.constant('reply' as const), i: nat, pick: nat }), weight: 3 },
  fc.record({ op: fc.constant('stray' as const), i: nat, pick: nat }),
  fc.record({ op: fc.constant('rule' as const), i: nat, pick: fc.nat({ max: RULE_IDS.length - 1 }), remove: fc.boolean() }),
);

const LANGS = ['en', 'pt-BR', 'pl'];

/** Applies an edit as the steps part would. */
function apply(v: LessonJSON, o: Op): LessonJSON {
  const n = v.steps.length;
  const i = 'i' in o ? o.i % n : 0;
  switch (o.op) {
    case 'add':
      return addStep(v, i);
    case 'remove':
      return removeStep(v, i);
    case 'clear':
      return setThen(v, i, []);
    case 'move':
      return moveStep(v, i, o.to % n);
    case 'goal': {
      const kinds = goalKinds(v.variant as Variant);
      const kind = kinds[o.kind % kinds.length]!;
      const goal = defaultGoal(kind) as Goal & Record<string, unknown>;
      const game = analyse(v).steps[i]?.game;
      if (kind === 'play') {
        const hand = game?.hands[v.learner ?? 0] ?? ['6-4', '5-5'];
        if (o.tiles.length && hand.length) goal.tile = [...new Set(o.tiles.map((k) => hand[k % hand.length]!))];
        if (o.at < PLACES.length) goal.at = PLACES[o.at];
        if (o.block) goal.block = false;
      }
      if (kind === 'score' || kind === 'chain') goal.min = kind === 'chain' ? Math.min(o.min, 6) : o.min;
      if ((kind === 'draw' || kind === 'draw-until-playable') && o.from) goal.from = o.from === 1 ? 'front' : 'back';
      return setGoal(v, i, goal as Goal);
    }
    case 'text':
      return setStepText(v, i, o.field ? 'done' : 'text', LANGS[o.lang]!, o.s);
    case 'lesson-text':
      return setLessonText(v, (['title', 'intro', 'summary'] as const)[o.field]!, LANGS[o.lang]!, o.s);
    case 'reply': {
      const next = analyse(v).steps[i]?.next;
      if (!next) return v;
      return setThen(v, i, [...thenOf(v.steps[i]!), moveText(next.options[o.pick % next.options.length]!)]);
    }
    case 'stray':
      return setThen(v, i, [...thenOf(v.steps[i]!), STRAY[o.pick % STRAY.length]!]);
    case 'rule':
      return o.remove ? removeRule(v, i, v.steps[i]!.rules?.[0] ?? '') : addRule(v, i, RULE_IDS[o.pick]!);
  }
}

/** Plays the lesson by its hints (the others as the table does) to the end; checks the promised wrong tries on the way. */
function solveByHints(lesson: Lesson, wrongAt: Set<number>): void {
  const run = new LessonRun(lesson);
  for (let guard = 0; !run.over; guard++) {
    assert.ok(guard < 500, 'the hints do not end the lesson');
    if (run.waiting) {
      if (wrongAt.has(run.step)) assert.ok(wrongTry(run), `step ${run.step + 1}: no wrong try, though the studio said there is one`);
      const h = run.hint();
      assert.ok(h, `step ${run.step + 1}: no hint`);
      assert.notEqual(run.attempt(h.action).kind, 'wrong', `step ${run.step + 1}: the hint is refused`);
    } else assert.ok(run.others(), `step ${run.step + 1}: stuck (neither the learner's move nor the others')`);
  }
}

function check(v: LessonJSON): boolean {
  // plain JSON: what is published is what the studio holds
  const text = JSON.stringify(v);
  assert.deepEqual(JSON.parse(text), v);
  // the studio's check and the element's reader (which reads the JSON text) agree
  const problems = problemsOf('lesson', v);
  let element = true;
  try {
    parseLesson(text);
  } catch {
    element = false;
  }
  assert.equal(problems.length === 0, element, `problemsOf says ${JSON.stringify(problems)}, the element ${element ? 'takes' : 'refuses'} it`);
  const a = analyse(v);
  const errors = a.steps.flatMap((s) => s.issues).filter((x) => x.severity === 'error');
  if (!a.refused && !a.position) assert.equal(stepProblems(v).length === 0, a.valid, 'stepProblems and the model disagree');
  if (!a.valid) {
    assert.ok(problems.length || errors.length || a.refused || a.position, 'invalid without a reason shown');
    return false;
  }
  assert.deepEqual(problems, [], 'the model calls valid what the element refuses');
  assert.deepEqual(errors, []);
  const wrongAt = new Set(a.steps.flatMap((s, k) => (s.issues.some((x) => x.code === 'all-meet') ? [] : [k])));
  solveByHints(parseLesson(text), wrongAt);
  return true;
}

test('random edit sequences: the value stays JSON, the check agrees with the element, and every valid lesson is solved by its hints', () => {
  let valid = 0;
  let total = 0;
  fc.assert(
    fc.property(fc.nat({ max: BASES.length - 1 }), fc.array(opArb, { minLength: 1, maxLength: 8 }), (b, ops) => {
      let v = BASES[b]!;
      for (const o of ops) {
        v = apply(v, o);
        total++;
        if (check(v)) valid++;
      }
    }),
    { numRuns: 120 },
  );
  console.log(`# ${valid} of ${total} edited lessons valid`);
  // the generator reaches both sides: lessons the model takes and lessons it refuses
  assert.ok(valid > total / 10, `only ${valid} of ${total} edited lessons were valid`);
  assert.ok(valid < total, 'no edit ever made a lesson invalid');
});
