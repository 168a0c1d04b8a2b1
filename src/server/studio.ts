/**
 * The studio's static folder (dist/studio/, docs/studio.md) at `/studio/`: `<domino-studio>` on its own page, with the
 * table's CDN files beside it (relative URLs), so a server that serves the embed page also serves the place to make
 * what it embeds. Any origin may load its files; the page itself takes no query the server reads (the studio reads
 * `#record=…&step=N` and `?lesson=dl1…` itself, in the browser).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** dist/studio/ beside this module: dist/server/ in the package, src/server/ in a checkout (then ../../dist/studio/); null when not built. */
export function defaultStudioDir(): string | null {
  for (const rel of ['../studio/', '../../dist/studio/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(join(dir, 'index.html')) && existsSync(join(dir, 'domino-studio.bundle.js'))) return dir; // built (src/studio/ holds the sources)
  }
  return null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The page's policy: its own scripts only (no inline script), no plugins, no <base>; styles may be inline (the parts' templates). */
const CSP = "script-src 'self'; object-src 'none'; base-uri 'none'";

/** Answers a GET or HEAD of `/studio`, `/studio/…` from `dir` and returns true; false for any other request. */
export async function studioRoute(req: IncomingMessage, res: ServerResponse, dir: string | null): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  if (!dir || (req.method !== 'GET' && req.method !== 'HEAD') || (path !== '/studio' && !path.startsWith('/studio/'))) return false;
  const send = (status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff', ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (path === '/studio') return send(301, 'text/plain; charset=utf-8', '', { Location: `/studio/${url.search}` }), true;
  let rel: string;
  try {
    rel = path === '/studio/' ? 'index.html' : decodeURIComponent(path.slice('/studio/'.length));
  } catch {
    return send(400, 'text/plain; charset=utf-8', 'Bad path'), true;
  }
  const file = normalize(join(dir, rel));
  if (!file.startsWith(normalize(dir).replace(/[\\/]?$/, sep)) || !TYPES[extname(file)]) return send(404, 'text/plain; charset=utf-8', 'Not found'), true;
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return send(404, 'text/plain; charset=utf-8', 'Not found'), true;
  }
  if (rel === 'index.html') return send(200, TYPES['.html']!, body, { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' }), true;
  // Hashed chunks never change; the loaders, the page's script and the worker keep their names from release to release.
  const hashed = /-[A-Za-z0-9_-]{7,}\.js$|^[A-Za-z0-9_-]{7}\.js$/.test(rel) && !/^(page|worker|domino-table\.bundle|domino-studio\.bundle)\.js$/.test(rel);
  send(200, TYPES[extname(file)]!, body, { 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300' });
  return true;
}
