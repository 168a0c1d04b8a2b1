/**
 * The problems of a studio value: what the element would refuse, each with a path, a code and a message
 * (../teach/validate.ts): the JSON Schema's check first (`schema`), then the engine's (the lesson and puzzle readers,
 * src/teach/lesson-json.ts and src/teach/puzzle.ts: `bad-lesson`), and for a course the ids it names
 * (`unknown-lesson`, `unknown-puzzle`). The studio reads custom content, so the validator is part of it (a play page
 * never loads this).
 */
import { problems } from '../teach/validate.js';
import type { ContentProblem, CourseJSON, LessonJSON, PuzzleJSON, StudioKind } from './types.js';

export { check as problemsReady, kindOf } from '../teach/validate.js';

/**
 * The problems of `value` as a `kind`, [] when the element would take it. Synchronous: the rules of the value's game
 * must be loaded (the studio plays the position, so they are); {@link problemsReady} loads them first.
 */
export function problemsOf(kind: StudioKind, value: LessonJSON | PuzzleJSON | CourseJSON): ContentProblem[] {
  try {
    return problems(kind, value);
  } catch (e) {
    return [{ path: '', code: 'bad-content', message: e instanceof Error ? e.message : String(e) }];
  }
}
