/**
 * The problems of a studio value: what the element would refuse, each with a path, a code and a message. The engine
 * and the lesson and puzzle readers decide (src/teach/lesson-json.ts, src/teach/puzzle.ts); the JSON Schema's check
 * comes first where it applies.
 */
import { parseLesson, LessonError } from '../teach/lesson-json.js';
import { parsePuzzle } from '../teach/puzzle.js';
import type { ContentProblem, CourseJSON, LessonJSON, PuzzleJSON, StudioKind } from './types.js';

/** The problems of `value` as a `kind`, [] when the element would take it. */
export function problemsOf(kind: StudioKind, value: LessonJSON | PuzzleJSON | CourseJSON): ContentProblem[] {
  try {
    if (kind === 'lesson') parseLesson(value);
    else if (kind === 'puzzle') parsePuzzle(value);
    return [];
  } catch (e) {
    return [{ path: '', code: e instanceof LessonError ? e.code : 'bad-content', message: e instanceof Error ? e.message : String(e) }];
  }
}
