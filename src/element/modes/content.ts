/**
 * Content by link or by URL for `<domino-table>` (issue 51), its own small lazy chunk: loaded only when `lesson` or
 * `puzzle` holds a `dl1.…` link (or a URL with one) or `src` is set. Reads a link (../../teach/link.ts) or fetches
 * the file at `src` (JSON of a lesson, puzzle or course, or a text holding a link) and says what it holds, or why it
 * is refused: `bad-link` (damaged, cut, foreign), `link-version` (a newer format), `bad-src` (the fetch failed, or
 * the file is neither). It opens what it holds through the teaching coordinator (./learn.ts): a lesson, a puzzle, or a
 * course (handed to the element's `course` property); a refusal is a `domino-error` in the table's language, and the
 * table plays a game instead.
 */
import type { Variant } from '../../engine/game.js';
import type { StudioKind } from '../../studio/types.js';
import type { Table } from '../../table/table.js';
import { catalogue } from '../../teach/messages.js';
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

/** What opening content needs of the teaching coordinator. */
export interface ContentHooks {
  host: ModesHost;
  table: Table;
  /** Whether this content is still the one asked for. */
  current(): boolean;
  lesson(value: unknown): Promise<void>;
  puzzle(value: unknown): Promise<void>;
  /** A game instead (content that cannot open). */
  fallback(): void;
}

/** The words of each refusal. */
const REFUSED = { 'bad-link': 'ui.badLink', 'link-version': 'ui.linkVersion', 'bad-src': 'ui.badSrc' } as const;

/** Opens the content of a link (`input`), or of the file at `input` when `src`: a lesson, a puzzle or a course; else reports why not. */
export async function open(x: ContentHooks, input: string, src: boolean): Promise<void> {
  const got = src ? await fromSrc(input) : await fromLink(input);
  if (!x.current()) return; // another was asked for meanwhile
  if ('refused' in got) {
    await x.host.updateComplete; // the table's language shows (its words are loaded): the refusal is said in it
    await catalogue(x.table.settings.lang, (x.host.variant || 'partnership') as Variant, 'more'); // the message's words
    if (!x.current()) return;
    x.fallback();
    x.table.report(got.refused, x.table.say.t(REFUSED[got.refused], { src: input }));
    return;
  }
  if (got.kind === 'lesson') return x.lesson(got.value);
  if (got.kind === 'puzzle') return x.puzzle(got.value);
  const host = x.host as ModesHost & { course?: unknown };
  if (!('course' in host)) return x.fallback(); // an element without courses: a game, as for content it cannot open
  host.course = got.value; // a course: the element's `course` takes it (its lesson list, Next through it)
}
