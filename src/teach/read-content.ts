/**
 * A lesson or puzzle given as JSON, read as the element reads it: its JSON Schema first (./schema-check.ts: what is
 * wrong, and where), then the engine's reader (./lesson-json.ts, ./puzzle.ts). Throws a LessonError (`bad-lesson`)
 * with the first faults' paths and messages. Loaded only for content given as JSON, a link or `src`.
 */
import { bad, parseLesson } from './lesson-json.js';
import type { Lesson } from './lesson.js';
import { schemaProblems } from './schema-check.js';
import type { StudioKind } from './formats.js';

/** Throws a LessonError naming the first faults when `input` does not follow the `kind`'s format (fields it does not name pass: the reader ignores them). */
export function followsFormat(kind: StudioKind, input: unknown): void {
  const shape = schemaProblems(kind, input, { unknownFields: false });
  if (shape.length) bad(shape.slice(0, 3).map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; '));
}

/** A lesson in JSON (an object or text), checked against schema/lesson.schema.json and read; throws a LessonError. */
export function readLesson(input: unknown): Lesson {
  followsFormat('lesson', input);
  return parseLesson(input);
}
