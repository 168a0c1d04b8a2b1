/**
 * Content by link or by URL for `<domino-table>` (issue 51), its own small lazy chunk: loaded only when `lesson` or
 * `puzzle` holds a `dl1.…` link (or a URL with one) or `src` is set. Reads a link (../../teach/link.ts) or fetches
 * the file at `src` (JSON of a lesson, puzzle or course, or a text holding a link) and says what it holds, or why it
 * is refused: `bad-link` (damaged, cut, foreign), `link-version` (a newer format), `bad-src` (the fetch failed, or
 * the file is neither). Reached through the puzzles' chunk (./puzzle.ts), so the shared teaching chunk pays nothing
 * for it; it opens what they hold — a puzzle, a lesson, or a course (the element's `course` property) — and a refusal
 * is a `domino-error` in the table's language (the table then plays a game instead).
 */
import type { Variant } from '../../engine/game.js';
import { withVariant } from '../../engine/load.js';
import type { StudioKind } from '../../teach/formats.js';
import { LessonSource } from '../../table/sources/lesson.js';
import type { Lesson } from '../../teach/lesson.js';
import { catalogue } from '../../teach/messages.js';
import { LESSONS } from '../../teach/catalog.js';
import { readLesson } from '../../teach/read-content.js';
import type { Table } from '../../table/table.js';
import type { ModesHost } from '../props.js';
import { decodeContent, isContentLink, LinkError } from '../../teach/link.js';
import { kindOf } from '../../teach/schema-check.js';

/** What a link or a file holds, or why it is refused. */
export type Got = { kind: StudioKind; value: unknown } | { refused: 'bad-link' | 'link-version' | 'bad-src' };

/** The content of a link (`dl1.…`, or any text holding one). */
export async function fromLink(text: string): Promise<Got> {
  try {
    return await decodeContent(text.trim());
  } catch (e) {
    return { refused: e instanceof LinkError ? e.code : 'bad-link' };
  }
}

/** The content of the file at `src` (relative to the page). */
export async function fromSrc(src: string): Promise<Got> {
  let text: string;
  try {
    const r = await fetch(new URL(src, typeof document === 'undefined' ? undefined : document.baseURI), { credentials: 'same-origin' });
    if (!r.ok) return { refused: 'bad-src' };
    text = (await r.text()).replace(/^\uFEFF/, '').trim();
  } catch {
    return { refused: 'bad-src' }; // offline, refused by CORS or the page's policy, not a URL
  }
  if (!text.startsWith('{') && isContentLink(text)) return fromLink(text);
  try {
    const value = JSON.parse(text) as unknown;
    const kind = kindOf(value);
    if (kind) return { kind, value };
  } catch {
    // not JSON: refused below
  }
  return { refused: 'bad-src' };
}

/** The puzzles of one element (./puzzle.ts), as this module uses them. */
interface Puzzles {
  readonly host: ModesHost;
  readonly table: Table;
  readonly text: (x: Lesson['title'] | undefined) => string | null;
  /** Reads a puzzle and shows it (false: refused, reported). */
  read(value: unknown, current: () => boolean): Promise<boolean>;
}

/** The words of each refusal. */
const REFUSED = { 'bad-link': 'ui.badLink', 'link-version': 'ui.linkVersion', 'bad-src': 'ui.badSrc' } as const;

/**
 * Opens, through the puzzles (./puzzle.ts), the content of a link (`how` `link`), of the file at `src`, or the
 * element's `lesson` (a link, JSON text or an object): a puzzle there, a lesson as the lessons open (its schema
 * first: ../../teach/read-content.ts), a course handed to the element's `course`. False when it cannot open (reported
 * as a `domino-error`: the table plays a game instead) while it is still the one asked for.
 */
export async function open(pz: Puzzles, input: unknown, how: 'link' | 'src' | 'lesson', current: () => boolean): Promise<boolean> {
  const { host, table } = pz;
  const text = typeof input === 'string' ? input : '';
  // `lesson`: a link, or the lesson itself (JSON text or an object)
  const got: Got = how === 'src' ? await fromSrc(text) : how === 'link' || (text.trim()[0] !== '{' && isContentLink(text)) ? await fromLink(text) : { kind: 'lesson', value: input };
  const refuse = async (code: string, words: string, params: Record<string, string>): Promise<boolean> => {
    await catalogue(table.settings.lang, (host.variant || 'partnership') as Variant, 'more'); // the message's words
    if (!current()) return true;
    table.report(code, table.say.t(words, params));
    return false;
  };
  if ('refused' in got) return refuse(got.refused, REFUSED[got.refused], { src: text });
  // `lesson` neither JSON nor a link: an id no built-in lesson has (./learn.ts opens those)
  if (how === 'lesson' && typeof input === 'string' && input.trim()[0] !== '{' && !isContentLink(text)) return refuse('unknown-lesson', 'ui.unknownLesson', { id: text.trim(), ids: LESSONS.map((x) => x.id).join(', ') });
  if (got.kind === 'puzzle') return pz.read(got.value, current);
  if (got.kind === 'course') {
    const h = host as ModesHost & { course?: unknown };
    if (!('course' in h)) return refuse('bad-lesson', 'ui.badLesson', { why: 'this table takes no course' }); // an element without courses
    h.course = got.value as never; // the element's `course` takes it (its lesson list, Next through it)
    return true;
  }
  let lesson: Lesson;
  try {
    lesson = await withVariant(() => readLesson(got.value));
  } catch (e) {
    return refuse('bad-lesson', 'ui.badLesson', { why: e instanceof Error ? e.message.replace(/\.$/, '') : String(e) });
  }
  await catalogue(table.settings.lang, lesson.variant);
  if (current()) new LessonSource(table, lesson, [lesson], pz.text, host.hasAttribute('persist')).begin(); // it takes the table up
  return true;
}
