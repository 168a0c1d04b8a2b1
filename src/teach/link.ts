/**
 * Lessons, puzzles and courses in a link: `dl1.` + base64url (no padding) of the content's JSON, deflated
 * (`deflate-raw`, the platform's CompressionStream: no bytes of ours), followed by an FNV-1a 32-bit checksum of the
 * deflated bytes. The first byte of the JSON's deflated text says what it is: `L` a lesson, `P` a puzzle, `C` a course.
 * The `format` field is left out (the prefix's version and the kind say it) and put back when read.
 *
 * A damaged, truncated or foreign text is refused whole with a reason (`bad-link`); a text of a newer version
 * (`dl2.…`) with `link-version`. Never half-loaded. A link is any text holding one (`https://…/embed/?lesson=dl1.…`,
 * `…#dl1.…`): {@link contentIn} finds it.
 */
import type { StudioKind } from './formats.js';

/** The prefix of this version's texts. */
export const LINK_PREFIX = 'dl1.';
const VERSION = 1;
const KINDS: Record<string, StudioKind> = { L: 'lesson', P: 'puzzle', C: 'course' };
const LETTER: Record<StudioKind, string> = { lesson: 'L', puzzle: 'P', course: 'C' };
const FORMAT: Record<StudioKind, string> = { lesson: 'domino-table/lesson-1', puzzle: 'domino-table/puzzle-1', course: 'domino-table/course-1' };
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A text that is not a content link of this version: `bad-link`, or `link-version` for a newer one. */
export class LinkError extends Error {
  constructor(
    readonly code: 'bad-link' | 'link-version',
    message: string,
  ) {
    super(message);
  }
}

function fnv(bytes: ArrayLike<number>): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193) >>> 0;
  return h;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toB64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = bytes.length - i >= 3 ? 4 : bytes.length - i + 1;
    for (let c = 0; c < chars; c++) s += B64[(n >> (18 - 6 * c)) & 63];
  }
  return s;
}

function fromB64(body: string): Uint8Array {
  if (body.length % 4 === 1) throw new LinkError('bad-link', 'the link is cut short');
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let nb = 0;
  for (let i = 0; i < body.length; i += 4) {
    const len = Math.min(4, body.length - i);
    let n = 0;
    for (let c = 0; c < 4; c++) {
      const v = c < len ? B64.indexOf(body[i + c]!) : 0;
      if (v < 0) throw new LinkError('bad-link', `the link holds a character that does not belong in it: "${body[i + c]}"`);
      n = n * 64 + v;
    }
    for (let c = 0; c < len - 1; c++) bytes[nb++] = (n >> (16 - 8 * c)) & 255;
  }
  return bytes.subarray(0, nb);
}

/** The link text (`dl1.…`) of a lesson, puzzle or course. */
export async function encodeContent(kind: StudioKind, value: object): Promise<string> {
  const { format: _f, ...rest } = value as Record<string, unknown>;
  const packed = await through(new TextEncoder().encode(LETTER[kind] + JSON.stringify(rest)), new CompressionStream('deflate-raw'));
  const h = fnv(packed);
  const all = new Uint8Array(packed.length + 4);
  all.set(packed);
  all.set([h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255], packed.length);
  return LINK_PREFIX + toB64(all);
}

/** The `dl<n>.…` text inside `text` (a link, a pasted text), or null when it holds none. */
export function contentIn(text: string): string | null {
  return /(?:^|[^A-Za-z0-9_-])(dl\d+\.[A-Za-z0-9_-]+)/.exec(text.trim())?.[1] ?? (/^dl\d+\.[A-Za-z0-9_-]*$/.test(text.trim()) ? text.trim() : null);
}

/** Whether `text` is (or holds) a content link rather than JSON or an id. */
export const isContentLink = (text: string): boolean => !text.trim().startsWith('{') && contentIn(text) !== null;

/** The lesson, puzzle or course in a link (`dl1.…`, or any text holding one); throws {@link LinkError}. */
export async function decodeContent(text: string): Promise<{ kind: StudioKind; value: Record<string, unknown> }> {
  const t = contentIn(text);
  if (!t) throw new LinkError('bad-link', 'this is not a domino-table link: a link holds "dl1." and its code');
  const version = Number(/^dl(\d+)\./.exec(t)![1]);
  if (version > VERSION) throw new LinkError('link-version', `the link was made by a newer version of domino-table (format ${version}); this page reads format ${VERSION}`);
  if (version !== VERSION) throw new LinkError('bad-link', `unknown link format ${version}`);
  const all = fromB64(t.slice(t.indexOf('.') + 1));
  if (all.length < 6) throw new LinkError('bad-link', 'the link is cut short');
  const packed = all.subarray(0, all.length - 4);
  const sum = all.subarray(all.length - 4).reduce((a, b) => a * 256 + b, 0);
  if (fnv(packed) !== sum) throw new LinkError('bad-link', 'the link is damaged or cut short (its check does not match)');
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(await through(packed, new DecompressionStream('deflate-raw')));
  } catch {
    throw new LinkError('bad-link', 'the link is damaged: its content cannot be unpacked');
  }
  const kind = KINDS[json[0]!];
  if (!kind) throw new LinkError('bad-link', 'the link holds neither a lesson, a puzzle nor a course');
  let value: unknown;
  try {
    value = JSON.parse(json.slice(1));
  } catch {
    throw new LinkError('bad-link', 'the link is damaged: its content is not JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new LinkError('bad-link', 'the link holds no content');
  return { kind, value: { format: FORMAT[kind], ...(value as Record<string, unknown>) } };
}
