/**
 * Courses (`course="…"`, docs/lessons.md "Courses"): a titled, ordered list of lessons and puzzles, built-in ones by
 * id or whole ones in JSON, given as an object, JSON text or a `dl1.` link (./link.ts). {@link readCourse} reads one
 * whole or refuses it with a reason naming the item at fault (never half-read); the progress through each course is
 * kept per course id ({@link courseProgress}: the page's memory, and localStorage with `persist`). The element's
 * course code (src/element/modes/course.ts) shows it; both are one lazy chunk a page loads only when `course` is set.
 */
import type { Variant } from '../engine/game.js';
import { loadVariant, withVariant } from '../engine/load.js';
import type { Lesson, Text } from './lesson.js';
import { LESSONS } from './catalog.js';
import { parseLesson } from './lesson-json.js';
import type { Puzzle } from './puzzle.js';
import { puzzleList } from './puzzle-list.js';
import { decodeContent, isContentLink } from './link.js';

/** The format name of a course. */
export const COURSE_FORMAT = 'domino-table/course-1';

/** One item of a course, read: a lesson, or a puzzle (a built-in puzzle is read when it opens: {@link puzzleOf}). */
export interface CourseItem {
  kind: 'lesson' | 'puzzle';
  /** Unique within the course: the item's id (a second item of the same id gets `~2`, …; one without: its number). */
  key: string;
  /** The built-in id, or the id in the item's JSON ('' when none). */
  id: string;
  variant: Variant;
  title: Text | null; // null: a built-in puzzle (its title is "Puzzle <id>")
  lesson?: Lesson; // a built-in one once read (lessonOf)
  puzzle?: Puzzle; // one given in JSON, read
  raw?: object; // a puzzle given in JSON, as given (the table opens it as its `puzzle`)
}

/** A course, read. */
export interface Course {
  id: string;
  title: Text;
  summary?: Text;
  items: CourseItem[];
}

/** A course that cannot be read: the reason, in English (the table says it inside its own sentence). */
export class CourseError extends Error {}

const bad = (why: string): never => {
  throw new CourseError(why);
};

const isText = (x: unknown): x is Text => (typeof x === 'string' && x.trim() !== '') || (!!x && typeof x === 'object' && !Array.isArray(x) && Object.values(x).some((v) => typeof v === 'string' && v.trim() !== '') && Object.values(x).every((v) => typeof v === 'string'));

/** A short, stable name for a course without an id (its JSON's FNV-1a hash), so its progress is its own. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return 'course-' + h.toString(36);
}

/** JSON text, a `dl1.` link of `kind`, or an object: the object. */
async function objectOf(input: unknown, kind: string): Promise<Record<string, unknown>> {
  let x = input;
  if (typeof x === 'string') {
    if (isContentLink(x)) {
      const d = await decodeContent(x).catch((e: Error) => bad(e.message));
      if (d.kind !== kind) bad(`the link holds a ${d.kind}, not a ${kind}`);
      x = d.value;
    } else {
      try {
        x = JSON.parse(x);
      } catch (e) {
        bad(`it is not valid JSON (${(e as Error).message})`);
      }
    }
  }
  if (!x || typeof x !== 'object' || Array.isArray(x)) bad(`a ${kind} must be an object`);
  return x as Record<string, unknown>;
}

/**
 * Reads a course (an object, JSON text or a `dl1.` link): every item is checked now — a built-in lesson or puzzle id
 * must exist, a lesson or puzzle in JSON must read (the lesson and puzzle readers' own checks) — and a course with
 * any item at fault is refused whole: throws {@link CourseError} naming the item ("item 2 (puzzle "x"): …").
 * `parsePuzzle`: the puzzles' reader (./puzzle.ts), given by the puzzles' chunk that loads this one.
 */
export async function readCourse(input: unknown, parsePuzzle: (x: unknown) => Puzzle): Promise<Course> {
  const x = await objectOf(input, 'course');
  if (x.format !== undefined && x.format !== COURSE_FORMAT) bad(`its format is "${String(x.format)}", not "${COURSE_FORMAT}"`);
  if (!isText(x.title)) bad('it needs a title (text, or one text per language)');
  if (x.summary !== undefined && !isText(x.summary)) bad('its summary must be text, or one text per language');
  if (!Array.isArray(x.items) || !x.items.length) bad('it needs items: a list of { "lesson": … } or { "puzzle": … }');
  const puzzles = await puzzleList();
  const seen = new Map<string, number>();
  const items: CourseItem[] = [];
  for (const [i, raw] of (x.items as unknown[]).entries()) {
    const r = (raw ?? {}) as Record<string, unknown>;
    const kind = 'lesson' in r ? 'lesson' : 'puzzle' in r ? 'puzzle' : null;
    const v = kind && r[kind];
    const name = `item ${i + 1}${typeof v === 'string' && !isContentLink(v) && !v.trim().startsWith('{') ? ` (${kind} "${v}")` : ''}`;
    if (!kind || typeof raw !== 'object' || Array.isArray(raw)) bad(`${name} must be { "lesson": … } or { "puzzle": … }`);
    let item: Omit<CourseItem, 'key'>;
    try {
      item = await readItem(kind!, v, puzzles, parsePuzzle);
    } catch (e) {
      return bad(`${name}: ${(e instanceof Error ? e.message : String(e)).replace(/\.$/, '')}`);
    }
    const base = item.id || String(i + 1);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    items.push({ ...item, key: n > 1 ? `${base}~${n}` : base });
  }
  const course: Course = { id: typeof x.id === 'string' && x.id.trim() ? x.id.trim() : hash(JSON.stringify([x.title, x.items])), title: x.title as Text, items };
  if (x.summary !== undefined) course.summary = x.summary as Text;
  return course;
}

async function readItem(kind: 'lesson' | 'puzzle', v: unknown, puzzles: { id: string; variant: Variant }[], parsePuzzle: (x: unknown) => Puzzle): Promise<Omit<CourseItem, 'key'>> {
  if (typeof v === 'string' && !isContentLink(v) && !v.trim().startsWith('{')) {
    const id = v.trim();
    if (kind === 'lesson') {
      const info = LESSONS.find((l) => l.id === id) ?? bad(`there is no built-in lesson of this id (docs/lessons.md lists them)`);
      return { kind, id, variant: info.variant, title: `@${id}.title` }; // read when it opens (lessonOf)
    }
    const info = puzzles.find((p) => p.id === id) ?? bad(`there is no built-in puzzle of this id (DominoTable.puzzles lists them)`);
    return { kind, id, variant: info.variant, title: null };
  }
  const o = await objectOf(v, kind);
  if (kind === 'lesson') {
    const lesson = await withVariant(() => parseLesson(o));
    return { kind, id: typeof o.id === 'string' ? o.id : '', variant: lesson.variant, title: lesson.title, lesson };
  }
  const puzzle = await withVariant(() => parsePuzzle(o));
  return { kind, id: typeof o.id === 'string' ? o.id : '', variant: puzzle.variant, title: (o.title as Text | undefined) ?? null, puzzle, raw: o };
}

/** The lesson of a lesson item (a built-in one is read now, by `builtIn`: the teaching chunk's, given). */
export async function lessonOf(item: CourseItem, builtIn: (v: Variant) => Promise<Lesson[]>): Promise<Lesson> {
  if (item.lesson) return item.lesson;
  await loadVariant(item.variant); // its rules: the position replays through the engine
  return (item.lesson = (await builtIn(item.variant)).find((l) => l.id === item.id)!);
}

// ---- progress: per course id, the stars of each item finished (a puzzle: 3 solved at the first try, 2 later, 1 after a hint)

const KEY = 'domino-table:courses';
const mem = new Map<string, Record<string, number>>();
let loaded = false;

function stored(): Record<string, Record<string, number>> {
  try {
    const x = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as unknown;
    return x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, Record<string, number>>) : {};
  } catch {
    return {};
  }
}

/** The stars won per item key of course `id` (0 or none: not finished). */
export function courseProgress(id: string, persist: boolean): Readonly<Record<string, number>> {
  if (persist && !loaded) {
    loaded = true;
    for (const [c, items] of Object.entries(stored())) {
      if (!items || typeof items !== 'object') continue;
      const mine = { ...mem.get(c) };
      for (const [k, n] of Object.entries(items)) if (typeof n === 'number' && n > (mine[k] ?? 0)) mine[k] = n;
      mem.set(c, mine);
    }
  }
  return mem.get(id) ?? {};
}

/** Keeps an item's stars (the best of all tries); returns the course's progress after. */
export function finishItem(id: string, key: string, stars: number, persist: boolean): Readonly<Record<string, number>> {
  const now = { ...courseProgress(id, persist) };
  now[key] = Math.max(now[key] ?? 0, stars);
  mem.set(id, now);
  if (persist) {
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...stored(), [id]: now }));
    } catch {
      // storage full or refused: memory keeps it for this page
    }
  }
  return now;
}
