/**
 * The problems of a lesson, puzzle or course in JSON, each with where (a JSON path such as `steps/1/goal`), a code and
 * a readable message: first the JSON Schema (./schema.ts, checked by @cfworker/json-schema, which interprets the
 * schema — no `eval`, so it runs under a strict Content-Security-Policy), then the engine (./lesson-json.ts,
 * ./puzzle.ts: a tile twice, a move the rules refuse, a goal of another game). Used by the studio, the element (for a
 * lesson, puzzle or course given as JSON, a link or `src`: loaded then, never in a play page's first paint) and the
 * CLI (`npx domino-table check`).
 *
 * The schema's half is ./schema-check.ts (the element loads only that).
 *
 * Codes: `schema` (the JSON's shape), `bad-lesson` (the engine refuses the lesson or puzzle: its message names the
 * field), `unknown-lesson` / `unknown-puzzle` (a course names an id that is not built in), `not-json` (text that is
 * not JSON). A link's own problems (`bad-link`, `link-version`) come from ./link.ts before any of these.
 */
import type { ContentProblem, StudioKind } from './formats.js';
import { LessonError, parseLesson } from './lesson-json.js';
import { parsePuzzle } from './puzzle.js';
import { withVariant } from '../engine/load.js';
import { LESSONS } from './catalog.js';
import PUZZLES from './puzzles/index.js';
import { schemaProblems } from './schema-check.js';
import type { Checking } from './schema-check.js';

export { describe, kindOf, schemaProblems } from './schema-check.js';
export type { Checking } from './schema-check.js';

type Json = Record<string, unknown>;
const join = (a: string, b: string): string => (a ? `${a}/${b}` : b);

/** Where an engine message points: `step 2: …` → `steps/1`, `choice 3 …` → `choices/2`, a move of the position → `position/moves`. */
function engineProblem(prefix: string, value: Json, e: unknown): ContentProblem {
  const message = e instanceof Error ? e.message : String(e);
  let path = '';
  let m: RegExpExecArray | null;
  if ((m = /^step (\d+)/.exec(message))) path = `steps/${Number(m[1]) - 1}/goal`;
  else if ((m = /^choice (\d+)/.exec(message))) path = `choices/${Number(m[1]) - 1}`;
  else if (/of the position|deal/.test(message)) path = 'position';
  else if (/theme/.test(message)) path = 'theme';
  else if (/"answer"/.test(message)) path = 'answer';
  else if (/is not a legal move/.test(message)) path = 'choices' in value ? 'choices' : 'answer';
  return { path: prefix && path ? `${prefix}/${path}` : prefix || path, code: e instanceof LessonError ? e.code : 'bad-lesson', message: message.replace(/^step \d+: /, '') };
}

/**
 * The problems of `value` as a `kind` (a lesson, puzzle or course; an object or JSON text), [] when the element
 * takes it: the schema's first; when the shape is right, the engine's (at most one per lesson or puzzle: the engine
 * stops at the first thing it refuses).
 */
export function problems(kind: StudioKind, value: unknown, how: Checking = {}): ContentProblem[] {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch (e) {
      return [{ path: '', code: 'not-json', message: `not valid JSON (${(e as Error).message})` }];
    }
  }
  const found = schemaProblems(kind, value, how);
  if (found.length || how.engine === false) return found;
  return engine(kind, value as Json, '');
}

function engine(kind: StudioKind, value: Json, prefix: string): ContentProblem[] {
  if (kind === 'course') {
    const out: ContentProblem[] = [];
    (value.items as Json[]).forEach((item, i) => {
      const k: StudioKind = 'lesson' in item ? 'lesson' : 'puzzle';
      const x = item[k];
      const path = join(prefix, `items/${i}/${k}`);
      if (typeof x === 'string') {
        const known = k === 'lesson' ? LESSONS.some((l) => l.id === x) : PUZZLES.some(([id]) => id === x);
        if (!known) out.push({ path, code: `unknown-${k}`, message: `"${x}" is not a built-in ${k}'s id` });
      } else out.push(...engine(k, x as Json, path));
    });
    return out;
  }
  try {
    if (kind === 'lesson') parseLesson(value);
    else parsePuzzle(value);
    return [];
  } catch (e) {
    if (String((e as { code?: unknown })?.code) === 'variant-not-loaded') throw e; // the caller loads the game's rules (withVariant) and asks again
    return [engineProblem(prefix, value, e)];
  }
}

/** {@link problems}, once the rules of the games the content names are loaded (the element and the studio load each game's rules on demand). */
export const check = (kind: StudioKind, value: unknown, how: Checking = {}): Promise<ContentProblem[]> => withVariant(() => problems(kind, value, how));
