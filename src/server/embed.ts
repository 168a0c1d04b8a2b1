/**
 * The server's embed side (docs/embedding.md): the embed page's static folder (dist/embed/) at `/embed/`, with the
 * oEmbed discovery tag written into its HTML (absolute URLs: crawlers do not run the page's script), and the oEmbed
 * endpoint `/oembed?url=…&maxwidth=…&maxheight=…&format=json` answering a `rich` type (the iframe) for this
 * server's embed pages: 404 for any other URL, 400 without one, 501 for `format=xml`.
 * The page also carries Open Graph / Twitter card tags (`og:image` = `/embed/render.png` for the same position) for
 * link previews: crawlers read them without running anything. Every value is attribute-escaped (the query is untrusted).
 * `/embed/render.png` (the picture) is not this module's: `embedRoute` leaves it to the route that draws it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registered, rulesOf } from '../engine/index.js';
import type { Variant } from '../engine/index.js';
import { PREVIEW } from './picture.js';

/** What the embed routes need. */
export interface EmbedOptions {
  /** The embed page's folder (dist/embed/); null: no embed routes. */
  dir: string | null;
  /** This server's public URL ("https://domino.example"); default: from the request (Host, and with a trusted proxy X-Forwarded-Proto). */
  publicUrl?: string;
  trustProxy: boolean;
}

/** dist/embed/ beside this module: dist/server/ in the package, src/server/ in a checkout (then ../../dist/embed/); null when not built. */
export function defaultEmbedDir(): string | null {
  for (const rel of ['../embed/', '../../dist/embed/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(join(dir, 'index.html')) && existsSync(join(dir, 'domino-table.bundle.js'))) return dir; // built (src/embed/ holds the sources)
  }
  return null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The embed page's policy: nothing but its own files (and blob: for the computer players' worker, `ws:`/`wss:` for
 * online play). It works in `sandbox="allow-scripts"`: an opaque origin, so its module scripts are fetched with CORS
 * (`Access-Control-Allow-Origin: *` on every file).
 */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; worker-src 'self' blob:; connect-src 'self' ws: wss:; base-uri 'none'; form-action 'none'";

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** This server's base URL for a request (no trailing slash). */
export function baseOf(req: IncomingMessage, o: Pick<EmbedOptions, 'publicUrl' | 'trustProxy'>): string {
  if (o.publicUrl) return o.publicUrl.replace(/\/+$/, '');
  const forwarded = o.trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim() : '';
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const host = String((o.trustProxy && req.headers['x-forwarded-host']) || req.headers.host || 'localhost').split(',')[0]!.trim();
  return `${proto}://${/^[a-z0-9.:[\]-]+$/i.test(host) ? host : 'localhost'}`;
}

/** The embed page's query, for a URL this server's embed page: null when `url` is not one. */
export function embedQuery(url: string, base: string): URLSearchParams | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const b = new URL(base);
  if (u.origin !== b.origin) return null;
  const prefix = b.pathname.replace(/\/+$/, '');
  if (![`${prefix}/embed`, `${prefix}/embed/`, `${prefix}/embed/index.html`].includes(u.pathname)) return null;
  return u.searchParams;
}

/** The table's aspect (width ÷ height) at `width` without a height from its host: what the element takes (table.styles.ts). */
function aspectAt(width: number, variant: string): number {
  const tall = registered(variant) && rulesOf(variant).layout === 'trains'; // the trains' bands take more height
  return width < 560 ? (tall ? 0.48 : 0.5) : width < 960 ? (tall ? 0.95 : 1.1) : tall ? 1.4 : 1.6;
}

/** A short English title for the embedded table. */
function titleOf(q: URLSearchParams): string {
  const names: Record<Variant, string> = { partnership: 'Brazilian partnership', draw: 'Polish draw', 'mexican-train': 'Mexican Train', 'all-fives': 'All Fives', block: 'Block game' };
  const asked = q.get('variant') ?? '';
  const v = registered(asked) ? names[asked as Variant] : 'Dominoes';
  if (q.get('lesson')) return `Domino lesson: ${q.get('lesson')!.slice(0, 60)}`;
  if (q.get('mode') === 'replay') return `${v}: a game to replay${q.get('step') ? ` (step ${q.get('step')!.slice(0, 6)})` : ''}`;
  return `${v} at a domino table`;
}

/** The oEmbed `rich` answer for embed page `url` (its query `q`). */
export function oembedFor(url: string, q: URLSearchParams, base: string, maxwidth?: number, maxheight?: number): Record<string, unknown> {
  const width = Math.max(200, Math.min(maxwidth ?? 640, 1280));
  let height = Math.round(width / aspectAt(width, q.get('variant') ?? ''));
  if (maxheight) height = Math.max(200, Math.min(height, maxheight));
  const src = `${base}/embed/?${q}`;
  const title = titleOf(q);
  const thumb = pictureUrl(q, base);
  const html = `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" sandbox="allow-scripts" allow="clipboard-write" loading="lazy" title="${escapeHtml(title)}" style="border:0;max-width:100%"></iframe>`;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: 'domino-table',
    provider_url: `${base}/`,
    html,
    width,
    height,
    cache_age: 86400,
    // the picture of the same position (only the names the picture reads), at its own size; none for a page that shows no position yet
    ...(thumb ? { thumbnail_url: thumb, thumbnail_width: PREVIEW.width, thumbnail_height: PREVIEW.height } : {}),
    url,
  };
}

/** The discovery tag for embed page `src` (absolute URL), put into the page's `<head>`. */
export function discoveryTag(src: string, base: string, title: string): string {
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(`${base}/oembed?url=${encodeURIComponent(src)}&format=json`)}" title="${escapeHtml(title)}" />`;
}

/** The query names `/embed/render.png` reads (./picture.ts): only these go into the picture's URL. */
const PICTURE_NAMES = ['record', 'lesson', 'step', 'lang', 'theme', 'seat', 'variant', 'players', 'seed'] as const;

/** The picture of embed page query `q` (absolute URL), or null when the page shows no position yet (no record, lesson or variant). */
export function pictureUrl(q: URLSearchParams, base: string): string | null {
  if (!q.get('record') && !q.get('lesson') && !q.get('variant')) return null;
  const p = new URLSearchParams();
  for (const n of PICTURE_NAMES) if (q.get(n)) p.set(n, q.get(n)!);
  return `${base}/embed/render.png?${p}`;
}

/** A one-line English description of the embedded table, for link previews. */
function descriptionOf(q: URLSearchParams): string {
  if (q.get('lesson')) return 'A short domino lesson: play the right tile and learn why. Runs in the browser, no sign-up.';
  if (q.get('record')) return `A recorded domino game${q.get('step') ? ` at step ${q.get('step')!.slice(0, 6)}` : ''}: step through it move by move in the browser.`;
  return 'A game of dominoes against computer players (or friends), in the browser.';
}

/** Open Graph and Twitter card tags for embed page `src` (absolute URL) with query `q`: every value attribute-escaped. */
export function previewTags(src: string, q: URLSearchParams, base: string): string {
  const title = titleOf(q);
  const image = pictureUrl(q, base);
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'domino-table'),
    meta('property', 'og:url', src),
    meta('property', 'og:title', title),
    meta('property', 'og:description', descriptionOf(q)),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:type', 'image/png'), meta('property', 'og:image:width', String(PREVIEW.width)), meta('property', 'og:image:height', String(PREVIEW.height)), meta('property', 'og:image:alt', title)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', descriptionOf(q)),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('\n    ');
}

/** Iframely's own discovery tag (iframely.com/docs/publish): the page itself as the iframe, at the table's aspect at 640 px. */
export function iframelyTag(src: string, q: URLSearchParams): string {
  const w = 640;
  return `<link rel="iframely" type="text/html" href="${escapeHtml(src)}" media="(aspect-ratio: ${w}/${Math.round(w / aspectAt(w, q.get('variant') ?? ''))})" />`;
}

let indexCache: { dir: string; html: string } | null = null;

/**
 * Answers a request for `/embed/…` or `/oembed` (GET or HEAD) and returns true; false for any other request (and for
 * `/embed/render.png`), which the caller handles.
 */
export async function embedRoute(req: IncomingMessage, res: ServerResponse, o: EmbedOptions): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  const get = req.method === 'GET' || req.method === 'HEAD';
  if (!get || !o.dir || (path !== '/oembed' && path !== '/embed' && !path.startsWith('/embed/')) || path === '/embed/render.png') return false;
  const send = (status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff', ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const json = (status: number, body: unknown) => send(status, 'application/json; charset=utf-8', JSON.stringify(body), { 'Cache-Control': status === 200 ? 'public, max-age=3600' : 'no-store' });
  const base = baseOf(req, o);

  if (path === '/oembed') {
    const target = url.searchParams.get('url');
    if (!target) return json(400, { error: 'oEmbed needs a url parameter: the embed page to embed' }), true;
    const format = url.searchParams.get('format') ?? 'json';
    if (format !== 'json') return json(501, { error: `oEmbed format "${format.slice(0, 20)}" is not served here: use format=json` }), true;
    const q = embedQuery(target, base);
    if (!q) return json(404, { error: `not an embed page of this server (${base}/embed/?…)` }), true;
    const num = (k: string) => {
      const n = Number(url.searchParams.get(k));
      return n > 0 && Number.isFinite(n) ? Math.floor(n) : undefined;
    };
    return json(200, oembedFor(target, q, base, num('maxwidth'), num('maxheight'))), true;
  }

  if (path === '/embed') return send(301, 'text/plain; charset=utf-8', '', { Location: `/embed/${url.search}` }), true;
  const rel = path === '/embed/' ? 'index.html' : decodeURIComponent(path.slice('/embed/'.length));
  const file = normalize(join(o.dir, rel));
  if (!file.startsWith(normalize(o.dir).replace(/[\\/]?$/, sep)) || !TYPES[extname(file)]) return send(404, 'text/plain; charset=utf-8', 'Not found'), true;
  if (rel === 'index.html') {
    if (indexCache?.dir !== o.dir) indexCache = { dir: o.dir, html: readFileSync(join(o.dir, 'index.html'), 'utf8') };
    const src = `${base}/embed/${url.search}`;
    const html = indexCache.html.replace('</head>', () => `  ${discoveryTag(src, base, titleOf(url.searchParams))}\n    ${iframelyTag(src, url.searchParams)}\n    ${previewTags(src, url.searchParams, base)}\n  </head>`); // a function: "$&" or "$`" in the query is not a replacement pattern
    return send(200, TYPES['.html']!, html, { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' }), true;
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return send(404, 'text/plain; charset=utf-8', 'Not found'), true;
  }
  // Hashed chunks never change; the loader, the page's script and the worker keep their names from release to release.
  const hashed = /-[A-Za-z0-9_-]{7,}\.js$|^[A-Za-z0-9_-]{7}\.js$/.test(rel) && !/^(embed|parent|worker|domino-table\.bundle)\.js$/.test(rel);
  send(200, TYPES[extname(file)]!, body, { 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300' });
  return true;
}
