/**
 * Content by link or by URL for `<domino-table>` (issue 51), its own small lazy chunk: loaded only when `lesson` or
 * `puzzle` holds a `dl1.…` link (or a URL with one) or `src` is set. Reads a link (../../teach/link.ts) or fetches
 * the file at `src` (JSON of a lesson, puzzle or course, or a text holding a link) and says what it holds, or why it
 * is refused: `bad-link` (damaged, cut, foreign), `link-version` (a newer format), `bad-src` (the fetch failed, or
 * the file is neither). The teaching coordinator (./learn.ts) opens what it holds and reports a refusal.
 */
import type { StudioKind } from '../../studio/types.js';
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
