/**
 * Lessons: a game record plus the steps a learner follows.
 *
 * Authoring format (a lesson is data, no code): a {@link GameRecord} whose
 * `deals` make the situations arise, with
 * - `notes`: text shown at a position `"r:i"` (round r, before its action i);
 * - `expect`: positions `"r:i"` where the learner must make the recorded
 *   action i of round r themself. Any other action there is refused: an
 *   illegal one is explained from its error code (C-9), a legal one is
 *   answered with "legal, but the lesson needs another move"; a hint names
 *   the expected move. All other recorded actions are played for the learner.
 * `lessonFromRecord(record, meta)` turns such a record into a {@link Lesson};
 * built-in lessons (one or more per variant) are made the same way from
 * `lesson-data.ts`, and their steps also carry teach-mode narration.
 *
 * Step indices are replay steps (see record.ts): `at` is the position before
 * the step's action, i.e. `replay(record)[at]` is the state the learner sees.
 */
import { applyAction, DominoError, legalActions } from '../engine/index.js';
import type { Action, GameState, Variant } from '../engine/index.js';
import { decodeRecord, keyOf, recordActions, replay, stepOf } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import { explainError, narrate, narrateStart } from './narrate.js';
import type { Msg } from './narrate.js';
import { rulesOfMessages } from './rules-util.js';

export { rulesOfMessages };
import { BUILT_IN } from './lesson-data.js';

/** One stop of a lesson. */
export interface LessonStep {
  at: number; // the position (replay step) before the action
  expect?: Action; // the move the learner must make here (omitted: the lesson plays it)
  text: Msg[]; // narration of the action at `at` (or of the deal, at a round start)
  note?: string; // author's note at this position, if any
  rules: string[]; // rule ids demonstrated at this step
}

/** A lesson: a record, the learner's seat and its steps. */
export interface Lesson {
  id: string;
  variant: Variant;
  titleKey: string; // catalogue key of the title (formatMessage / catalogue)
  learner: number;
  record: GameRecord;
  steps: LessonStep[];
}

/** What a lesson says to a move. */
export type LessonVerdict = { ok: true } | { ok: false; explanation: Msg };

const same = (a: Action, b: Action): boolean =>
  a.type === b.type && (a.type !== 'play' || (b.type === 'play' && a.tile === b.tile && a.at === b.at)) && (a.type !== 'draw' || (b.type === 'draw' && (a.from ?? 'front') === (b.from ?? 'front')));


/** The narration of the action taken at position `at` (the deal at a round start, when `at` is one). */
function stepText(states: readonly GameState[], actions: readonly Action[], at: number, names?: readonly string[]): Msg[] {
  const a = actions[at];
  const start = at === 0 ? narrateStart(states[0]!, names) : [];
  return a ? [...start, ...narrate(states[at]!, a, states[at + 1]!, names)] : start;
}

/** A lesson from a record with notes and `expect` (see the module comment), or explicit step positions. */
export function lessonFromRecord(record: GameRecord, meta: { id: string; titleKey?: string; learner?: number; at?: readonly number[] }): Lesson {
  const states = replay(record);
  const actions = recordActions(record);
  const expected = new Set((record.expect ?? []).map((k) => stepOf(record, k)!));
  const noted = Object.keys(record.notes ?? {}).map((k) => stepOf(record, k)!);
  const at = [...new Set([...(meta.at ?? []), ...expected, ...noted])].sort((a, b) => a - b);
  const learner = meta.learner ?? 0;
  const steps = at.map((s): LessonStep => {
    const text = stepText(states, actions, s, record.names);
    const step: LessonStep = { at: s, text, rules: rulesOfMessages(text) };
    const a = actions[s];
    if (a && (expected.has(s) || (meta.at && states[s]!.turn === learner && a.type !== 'next-round'))) {
      step.expect = a;
      if (!step.rules.includes('C-9')) step.rules.push('C-9'); // wrong moves are explained from their error code
    }
    const note = record.notes?.[keyOf(record, s)];
    if (note !== undefined) step.note = note;
    return step;
  });
  return { id: meta.id, variant: record.variant, titleKey: meta.titleKey ?? `lesson.title.${record.variant}`, learner, record, steps };
}

/** Whether `action` is the move the lesson waits for at `lesson.steps[stepIndex]`; otherwise why not. */
export function checkLessonMove(lesson: Lesson, stepIndex: number, action: Action, state?: GameState): LessonVerdict {
  const step = lesson.steps[stepIndex];
  if (!step?.expect) return { ok: true };
  if (same(step.expect, action)) return { ok: true };
  const game = state ?? replay(lesson.record)[step.at]!;
  try {
    applyAction(game, action);
  } catch (e) {
    return { ok: false, explanation: explainError(e instanceof DominoError ? e.code : 'bad-action', game, action, lesson.record.names) };
  }
  return { ok: false, explanation: { key: 'lesson.wrong-legal', params: {} } };
}

/** A hint for a lesson step: the move to make, as a message. */
export function lessonHint(lesson: Lesson, stepIndex: number): Msg | null {
  const a = lesson.steps[stepIndex]?.expect;
  if (!a) return null;
  if (a.type === 'play') return a.at ? { key: 'lesson.hint.play', params: { tile: a.tile, place: a.at.startsWith('train-') ? `train:${lesson.record.names?.[Number(a.at.slice(6))] ?? `#${Number(a.at.slice(6)) + 1}`}` : a.at } } : { key: 'lesson.hint.lead', params: { tile: a.tile } };
  if (a.type === 'draw') return { key: a.from === 'back' ? 'lesson.hint.draw-back' : 'lesson.hint.draw', params: {} };
  return { key: a.type === 'pass' ? 'lesson.hint.pass' : 'lesson.hint.end-turn', params: {} };
}

/** Whether an expected move is among the legal actions at its step (authoring check). */
export function expectIsLegal(lesson: Lesson, step: LessonStep, states = replay(lesson.record)): boolean {
  return !step.expect || legalActions(states[step.at]!).some((a) => same(a, step.expect!));
}

let cache: Lesson[] | null = null;

/** The built-in lessons (at least one per variant), built on first use. */
export function builtInLessons(): Lesson[] {
  return (cache ??= BUILT_IN.map((l) => lessonFromRecord(decodeRecord(l.record), { id: l.id, titleKey: l.titleKey, learner: 0, at: l.at })));
}

/** The table lesson step → rule ids demonstrated there (kept in lesson-data.ts, checked against the narration by the tests). */
export const LESSON_RULES: readonly { lesson: string; at: number; rules: readonly string[] }[] = BUILT_IN.flatMap((l) => l.at.map((at, i) => ({ lesson: l.id, at, rules: l.rules[i]! })));
