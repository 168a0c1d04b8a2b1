/**
 * `npx domino-table check <file | dl1.… | -> [more…]`: checks lessons, puzzles and courses before they are published.
 * Each argument is a JSON file, a file holding a `dl1.…` link (or any text with one, such as an embed URL), the link
 * text itself, or `-` (stdin). The kind comes from the link, else the JSON's `format`, else its fields (`items` a
 * course; `choices`, `answer` or `theme` a puzzle; `steps` a lesson). Every problem is printed with its JSON path
 * (./validate.ts: the schema, then the engine). Exit status 0: all valid; 2: a problem, or an argument that cannot
 * be read; 1: anything else.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ContentProblem, StudioKind } from './formats.js';
import { contentIn, decodeContent, LinkError } from './link.js';
import { check, kindOf } from './validate.js';

const USAGE = `Usage: domino-table check <lesson.json | puzzle.json | course.json | dl1.… | -> [more…]
  Checks each lesson, puzzle or course against its JSON Schema (schema/*.schema.json) and the rules engine.
  A file may hold JSON or a dl1.… link. Exit status 0 when all are valid, 2 otherwise.`;

/** One argument's verdict: its kind (when known) and its problems. */
export interface Checked {
  name: string;
  kind: StudioKind | null;
  problems: ContentProblem[];
}

/** Checks one argument (see the module comment). */
export async function checkOne(arg: string, stdin: () => string = () => readFileSync(0, 'utf8')): Promise<Checked> {
  const name = arg === '-' ? '(stdin)' : arg.length > 60 ? arg.slice(0, 57) + '…' : arg;
  let text: string;
  if (arg === '-') text = stdin();
  else if (existsSync(arg)) {
    try {
      text = readFileSync(arg, 'utf8');
    } catch (e) {
      return { name, kind: null, problems: [{ path: '', code: 'unreadable', message: `cannot be read (${e instanceof Error ? e.message : String(e)})` }] };
    }
  } else if (contentIn(arg)) text = arg;
  else return { name, kind: null, problems: [{ path: '', code: 'unreadable', message: 'no such file, and not a dl1.… link' }] };
  let value: unknown;
  let kind: StudioKind | null = null;
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed.startsWith('{') && contentIn(trimmed)) {
    try {
      ({ kind, value } = await decodeContent(trimmed));
    } catch (e) {
      if (e instanceof LinkError) return { name, kind: null, problems: [{ path: '', code: e.code, message: e.message }] };
      throw e;
    }
  } else {
    try {
      value = JSON.parse(trimmed) as unknown;
    } catch (e) {
      return { name, kind: null, problems: [{ path: '', code: 'not-json', message: `not valid JSON (${(e as Error).message})` }] };
    }
    kind = kindOf(value);
    if (!kind) return { name, kind: null, problems: [{ path: '', code: 'unknown-kind', message: 'neither a lesson ("steps"), a puzzle ("choices" or "answer", "theme") nor a course ("items"); or give "format": "domino-table/lesson-1"' }] };
    const format = (value as { format?: unknown }).format;
    if (typeof format === 'string' && /^domino-table\/(lesson|puzzle|course)-\d+$/.test(format) && !/-1$/.test(format)) {
      return { name, kind, problems: [{ path: 'format', code: 'link-version', message: `"${format}" is a newer format than this version of domino-table reads` }] };
    }
  }
  return { name, kind, problems: await check(kind!, value) };
}

/** Runs `check` with `argv` (the arguments after `check`); the exit status. */
export async function main(argv: readonly string[], io = { out: (s: string) => void process.stdout.write(s), err: (s: string) => void process.stderr.write(s) }): Promise<number> {
  if (!argv.length || argv.includes('--help') || argv.includes('-h')) {
    (argv.length ? io.out : io.err)(USAGE + '\n');
    return argv.length ? 0 : 2;
  }
  let bad = 0;
  for (const arg of argv) {
    const r = await checkOne(arg);
    const what = r.kind ?? 'content';
    if (!r.problems.length) io.out(`${r.name}: a valid ${what}\n`);
    else {
      bad++;
      io.out(`${r.name}: ${r.problems.length === 1 ? 'one problem' : `${r.problems.length} problems`} (${what})\n`);
      for (const p of r.problems) io.out(`  ${p.path || '(the whole)'}: ${p.message} [${p.code}]\n`);
    }
  }
  return bad ? 2 : 0;
}

const args = process.argv.slice(2);
if (args[0] === 'check') process.exitCode = await main(args.slice(1)).catch((e: unknown) => (process.stderr.write(`domino-table check: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`), 1));
