/**
 * Every link a visitor can follow answers 200 from the demo's dev server (`npm start`): the links of README.md and of
 * every page in docs/ (paths relative to the file, `http://localhost:8000/…` addresses, `#anchors` to the file's own
 * headings or to another page's: `docs/online.md#node`) and of the demo pages (demo/*.html, demo/learn/**.html: href and src attributes, relative to the page). A folder's
 * link must serve that folder's own page (its index.html, or the README.md GitHub shows), never the demo's index.
 * Links to other sites are not fetched (the tests run offline): their form is checked (an absolute http(s) URL with a
 * host name); nor are a local build's files when there is no build. Both are listed so a reader sees what was left.
 * The README stays a five-minute read: at most 250 lines.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startDemo } from '../testing/server.js';

let demo: { url: string; stop(): Promise<void> };
before(async () => {
  demo = await startDemo();
});
after(async () => {
  await demo?.stop();
});

/** GitHub's anchor for a heading. */
const slug = (h: string) =>
  h
    .trim()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a markdown page: its headings' (a repeated one gets -1, -2, … as on GitHub) and explicit ids. */
export function mdAnchors(md: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of md.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+?)\s*#*$/gm)) {
    const s = slug(m[1]!);
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    ids.add(n ? `${s}-${n}` : s);
  }
  for (const m of md.matchAll(/\b(?:id|name)="([^"]+)"/g)) ids.add(m[1]!);
  return ids;
}

/** A markdown page's links: markdown links outside code, and the local demo addresses anywhere (a reader opens those). */
export function readmeLinks(md: string): string[] {
  const prose = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const out = new Set<string>();
  for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) out.add(m[1]!);
  for (const m of prose.matchAll(/<(?:a|img)\b[^>]*?\b(?:href|src)="([^"]+)"/g)) out.add(m[1]!);
  for (const m of md.matchAll(/https?:\/\/localhost:8000(\/[^\s)`'"<>]*)?/g)) out.add(m[0].replace(/[.,;:]+$/, ''));
  return [...out];
}

/** A page's href and src attributes (not the ones a script builds from `${…}`). */
function pageLinks(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.replace(/<!--[\s\S]*?-->/g, "").matchAll(/\b(?:href|src)="([^"]*)"/g)) if (!m[1]!.includes('${')) out.add(m[1]!.replace(/&amp;/g, '&'));
  return [...out];
}

const external = (u: string) => /^([a-z][a-z0-9+.-]*:)?\/\//i.test(u) && !/^https?:\/\/localhost:8000\b/.test(u);

/** An external link's form, without the network: an absolute http(s) URL to a named host. */
function wellFormed(link: string, from: string): void {
  let url: URL | null = null;
  try {
    url = new URL(link);
  } catch {
    /* reported below */
  }
  assert.ok(url && /^https?:$/.test(url.protocol), `${from}: ${link} is not an absolute http(s) URL`);
  assert.ok(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !/\s/.test(link), `${from}: ${link} has no host name`);
}
const skipped: string[] = [];

/** Fetches `url` (following redirects) and checks it answers 200 with the page meant (not the demo's index for another folder). */
async function answers(url: URL, from: string): Promise<void> {
  const r = await fetch(url, { headers: { accept: 'text/html,*/*' } });
  assert.equal(r.status, 200, `${from}: ${url.pathname}${url.search} answers ${r.status}`);
  const body = await r.text();
  const path = new URL(r.url).pathname;
  if (path.endsWith('/')) {
    const dir = join('.', decodeURIComponent(path).replace(/^\/embed\//, '/src/embed/')); // npm start serves /embed/ from src/embed/ (scripts/build/dev-middleware.mjs)
    const own = existsSync(join(dir, 'index.html')) ? readFileSync(join(dir, 'index.html'), 'utf8') : null;
    assert.ok(own !== null, `${from}: ${path} is a folder without an index.html`);
    assert.equal(body.match(/<title>[^<]*/)?.[0], own.match(/<title>[^<]*/)?.[0], `${from}: ${path} serves its own index.html`);
  }
}

async function check(link: string, base: URL, from: string, ids: Set<string>): Promise<void> {
  if (/^(mailto|data|javascript|tel):/.test(link)) return;
  if (link.startsWith('#')) {
    assert.ok(ids.has(decodeURIComponent(link.slice(1))), `${from}: no anchor ${link}`);
    return;
  }
  if (external(link)) {
    wellFormed(link, from);
    return void skipped.push(`${from}: ${link}`);
  }
  const url = new URL(link.replace(/^https?:\/\/localhost:8000/, demo.url), base);
  // an anchor into another markdown page (docs/online.md#node): one of that page's headings
  if (url.hash && url.pathname.endsWith('.md')) {
    const file = join('.', decodeURIComponent(url.pathname));
    assert.ok(existsSync(file), `${from}: ${link}: no ${file}`);
    assert.ok(mdAnchors(readFileSync(file, 'utf8')).has(decodeURIComponent(url.hash.slice(1))), `${from}: ${link}: ${file} has no heading ${url.hash}`);
  }
  url.hash = '';
  // a local build's file (`npm run build`; CI builds before the tests): only when there is a build
  if (url.pathname.startsWith('/dist/') && !existsSync('dist/cdn')) return void skipped.push(`${from}: ${link} (no build: npm run build)`);
  // a link to a repository folder (GitHub shows its README.md): that file
  if (url.pathname.endsWith('/') && !existsSync(join('.', decodeURIComponent(url.pathname), 'index.html')) && existsSync(join('.', decodeURIComponent(url.pathname), 'README.md'))) url.pathname += 'README.md';
  await answers(url, from);
}

function walk(dir: string, out: string[] = [], ext = '.html'): string[] {
  for (const n of readdirSync(dir).sort()) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) walk(p, out, ext);
    else if (p.endsWith(ext)) out.push(p);
  }
  return out;
}

describe('links', () => {
  test('every link in README.md answers 200 from the dev server', async () => {
    const md = readFileSync('README.md', 'utf8');
    assert.ok(md.split('\n').length - 1 <= 250, `README.md is ${md.split('\n').length - 1} lines: a stranger reads it in five minutes at 250 or fewer (the rest goes to docs/)`);
    const ids = mdAnchors(md);
    const links = readmeLinks(md);
    assert.ok(links.includes('docs/rules/'), 'README links the precise rules');
    assert.ok(links.includes('docs/api.md'), 'README links the API page');
    assert.ok(links.some((l) => /localhost:8000\/demo\/learn\/$/.test(l)), 'README gives the tutorials address');
    assert.ok(!links.some((l) => l.includes('shared/')), 'no link outside the repository (../shared/)');
    for (const l of links) await check(l, new URL('/', demo.url), 'README.md', ids);
  });

  test('every link in docs/ answers 200 from the dev server, anchors included', async () => {
    const pages = walk('docs', [], '.md');
    assert.ok(pages.length > 15, `docs/ has ${pages.length} pages`);
    for (const p of pages) {
      const md = readFileSync(p, 'utf8');
      const base = new URL(`/${p}`, demo.url);
      for (const l of readmeLinks(md)) await check(l, base, p, mdAnchors(md));
    }
  });

  test('an anchor to a heading that is not there fails', async () => {
    await assert.rejects(check('docs/online.md#no-such-heading', new URL('/', demo.url), 'probe', new Set()), /has no heading #no-such-heading/);
    await assert.rejects(check('docs/no-such-page.md', new URL('/', demo.url), 'probe', new Set()), /answers 404/);
    assert.throws(() => wellFormed('https://exa mple.org/x', 'probe'), /not an absolute|no host name/);
    assert.ok(mdAnchors('# A\n## Set-up: two commands\n## A\n```\n# not a heading\n```').has('a-1'));
    assert.ok(mdAnchors('## Teaching a class (`mode="class"`)').has('teaching-a-class-modeclass'));
  });

  test('every link in the demo pages answers 200 from the dev server', async () => {
    const pages = [...readdirSync('demo').filter((n) => n.endsWith('.html')).map((n) => join('demo', n)), ...walk('demo/learn')];
    assert.ok(pages.length > 10);
    for (const p of pages) {
      const html = readFileSync(p, 'utf8');
      const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!));
      const base = new URL(`/${p}`, demo.url);
      for (const l of pageLinks(html)) await check(l, base, p, ids);
    }
  });

  test('the tutorials folder serves its own page with working relative paths', async () => {
    const r = await fetch(new URL('/demo/learn/', demo.url), { headers: { accept: 'text/html' } });
    assert.equal(r.status, 200);
    assert.match(await r.text(), /<title>Learn dominoes/);
    const css = await fetch(new URL('./learn.css', new URL('/demo/learn/', demo.url)));
    assert.equal(css.status, 200);
    const bare = await fetch(new URL('/demo/learn', demo.url), { redirect: 'manual' });
    assert.equal(bare.status, 301);
    assert.equal(new URL(bare.headers.get('location')!, demo.url).pathname, '/demo/learn/');
    if (skipped.length) console.log(`# not fetched (other sites): ${skipped.length}\n# ${skipped.join('\n# ')}`);
  });
});
