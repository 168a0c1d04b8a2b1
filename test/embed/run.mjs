#!/usr/bin/env node
// Embedding tests: domino-table as hosts use it, from the packed tarball, in real builds and real Chromium.
//  1. pack the package (dist/ must be built), lint it: publint --strict, attw (ESM-only profile: the package is
//     ESM only, so the node10 and node16-from-CJS resolutions are ignored on purpose);
//  2. install it (--no-save) beside each consumer's committed lockfile; type-check consumer snippets (events, TSX);
//  3. production builds: a one-line consumer (`import 'domino-table'`) with Vite, Rollup and webpack; the Vite,
//     React 19 and Vue 3 examples (their own `npm run build`: tsc / vue-tsc, then vite build);
//  4. in headless Chromium, each build watches a computer game (`humans="none" speed="0"`): the element is defined,
//     the page's (or framework's) own binding receives domino-game-end, a Web Worker ran, nothing failed;
//  5. the CDN page (examples/cdn) with the loader at a full path, a bare URL answered directly, a bare URL
//     redirected — from another origin — and from the page's own origin: the game ends, no request fails, the
//     bundle runs once (one lit), the worker runs;
//  6. a strict-CSP page (`default-src 'self'` + Trusted Types): no violation in play and teach modes, tiles apart;
//  7. bad input: a CSP without `worker-src blob:` for a cross-origin worker, a Trusted Types policy list without
//     ours, and an offline page (lazy chunks, worker and a language fail to load): the table still plays in English
//     with the AI on the page's thread, says why once per reason, and throws nothing uncaught.
// Prints one line per check and ends with "N passed, N failed". Ports: EMBED_PORT (default 8800) and the next few.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const EXAMPLES = join(ROOT, 'examples');
const PORT = Number(process.env.EMBED_PORT || 8800);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const WORK = mkdtempSync(join(tmpdir(), 'domino-embed-'));
const results = { passed: 0, failed: 0 };
const t0 = Date.now();

function check(name, ok, detail = '') {
  results[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? `\n     ${String(detail).replace(/\n/g, '\n     ')}` : ''}`);
}
function run(cmd, args, cwd, quiet = true) {
  return execFileSync(cmd, args, { cwd, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
}
function step(name) {
  console.log(`\n== ${name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}
/** Runs a command as a check: ok when it exits 0; its output is shown only when it fails. */
function commandCheck(name, cmd, args, cwd) {
  try {
    run(cmd, args, cwd);
    check(name, true);
  } catch (e) {
    check(name, false, `${e.stdout ?? ''}${e.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n'));
  }
}

// ---- 1. pack and lint
step('pack and lint');
if (!existsSync(join(ROOT, 'dist/domino-table.js'))) throw new Error('dist/ is missing: run `npm run build` first');
const tgzName = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', WORK], ROOT))[0].filename;
const TGZ = join(WORK, tgzName);
mkdirSync(join(WORK, 'pkg'));
run('tar', ['-xzf', TGZ, '-C', join(WORK, 'pkg')], ROOT);
const PKG = join(WORK, 'pkg/package'); // the package as published
const files = run('tar', ['-tzf', TGZ], ROOT).split('\n');
check('the tarball has dist/ (with the ready themes), types, the manifest, README, LICENSE, CHANGELOG', ['dist/domino-table.js', 'dist/cdn/domino-table.bundle.js', 'dist/worker.js', 'dist/types/element/domino-table.d.ts', 'types/react.d.ts', 'custom-elements.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/web-types.json', 'dist/themes/classic.css', 'dist/themes/wood.css', 'dist/themes/contrast.css'].every((f) => files.includes(`package/${f}`)));
check('the tarball has no sources, tests or test harness', !files.some((f) => /^package\/src\/|\.test\.|test-harness/.test(f)), files.filter((f) => /src\/|test/.test(f)).join(' '));
{
  // The entry exports the public API only (issue 17); the chunk that defines the element is one it imports, and
  // package.json "sideEffects" keeps it (a bare `import 'domino-table'` must define <domino-table> in every bundler).
  const entry = readFileSync(join(PKG, 'dist/domino-table.js'), 'utf8');
  const exported = [...entry.matchAll(/export \{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((x) => x.trim().split(/\s+as\s+/).pop())).sort();
  const definer = [...entry.matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]).find((f) => /customElements\.define\(/.test(readFileSync(join(PKG, 'dist', f), 'utf8')));
  const kept = (f) => (pkg.sideEffects ?? []).some((g) => new RegExp(`^${g.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`).test(`./dist/${f}`));
  check('the npm entry module exports only the public API (DominoTable, playerRange); the chunk defining the element is a side effect', JSON.stringify(exported) === JSON.stringify(['DominoTable', 'playerRange']) && !!definer && kept(definer), JSON.stringify({ exported, definer }));
}
{
  // The manifest describes the published API: dist paths, no private or internal members, every member described.
  const cem = JSON.parse(readFileSync(join(PKG, 'custom-elements.json'), 'utf8'));
  const decl = cem.modules.flatMap((m) => m.declarations ?? []);
  const members = decl.flatMap((d) => [...(d.members ?? []), ...(d.attributes ?? []), ...(d.events ?? [])]);
  const bad = [
    ...cem.modules.filter((m) => !existsSync(join(PKG, m.path))).map((m) => `module path ${m.path}`),
    ...members.filter((m) => m.privacy === 'private' || m.privacy === 'protected' || m.name?.startsWith('#')).map((m) => `private ${m.name}`),
    ...members.filter((m) => !m.description?.trim()).map((m) => `undescribed ${m.name}`),
  ];
  check(`custom-elements.json: dist paths, public members only, each described (${members.length})`, decl.some((d) => d.tagName === 'domino-table') && !bad.length, bad.join(', '));
  const vs = JSON.parse(readFileSync(join(PKG, 'dist/vscode.html-custom-data.json'), 'utf8'));
  const wt = JSON.parse(readFileSync(join(PKG, 'dist/web-types.json'), 'utf8'));
  const vsTag = vs.tags?.find((t) => t.name === 'domino-table');
  const wtTag = wt.contributions?.html?.elements?.find((t) => t.name === 'domino-table');
  check('editor data: VS Code custom data and JetBrains web-types list the element, its attributes and their values', !!vsTag && !!wtTag && vsTag.attributes.some((a) => a.name === 'variant' && a.values.length === 5) && wtTag.attributes.length === vsTag.attributes.length && pkg['web-types'] === './dist/web-types.json');
}
// (an import of it, static or dynamic: the studio's Publish part writes the loader's name into the snippets it shows)
check('no lazy CDN chunk imports the loader', readdirSync(join(PKG, 'dist/cdn')).filter((f) => f.endsWith('.js')).every((f) => !/(?:\bimport\s*\(|\bfrom)\s*["'`][^"'`]*domino-table\.bundle\.js["'`]/.test(readFileSync(join(PKG, 'dist/cdn', f), 'utf8'))));

// ---- 2. install beside each consumer's lockfile; lint the package; type-check snippets
step('install the tarball');
const consumers = [HERE, join(EXAMPLES, 'vite'), join(EXAMPLES, 'react'), join(EXAMPLES, 'vue')];
for (const dir of consumers) {
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', TGZ], dir);
}
commandCheck('publint --strict', 'npx', ['publint', 'run', TGZ, '--strict'], HERE);
commandCheck('attw (profile esm-only: an ESM-only package)', 'npx', ['attw', TGZ, '--profile', 'esm-only', '--format', 'ascii'], HERE);
commandCheck('type-check: events, exports, hidden internals, React TSX (tsc, skipLibCheck off)', 'npx', ['tsc', '-p', 'types/tsconfig.json'], HERE);

// ---- 3. production builds
step('production builds');
const OUT = join(WORK, 'out');
const sites = {}; // name → folder served as a site root
async function build(name, fn) {
  try {
    await fn();
    check(`build: ${name}`, true);
  } catch (e) {
    check(`build: ${name}`, false, e.stack ?? e);
  }
}
await build('one-line consumer, Vite', async () => {
  const { build: vite } = await import('vite');
  await vite({ root: join(HERE, 'consumer'), logLevel: 'warn', build: { outDir: join(OUT, 'vite'), emptyOutDir: true } });
  sites['one-line consumer, Vite'] = join(OUT, 'vite');
});
await build('one-line consumer, Rollup (+ @web/rollup-plugin-import-meta-assets for worker.js)', async () => {
  const { rollup } = await import('rollup');
  const { nodeResolve } = await import('@rollup/plugin-node-resolve');
  const { importMetaAssets } = await import('@web/rollup-plugin-import-meta-assets');
  const b = await rollup({ input: join(HERE, 'consumer/main.js'), plugins: [nodeResolve(), importMetaAssets()], onwarn: () => {} });
  await b.write({ dir: join(OUT, 'rollup'), format: 'es' });
  cpSync(join(HERE, 'consumer/index.html'), join(OUT, 'rollup/index.html'));
  sites['one-line consumer, Rollup'] = join(OUT, 'rollup');
});
await build('one-line consumer, webpack', async () => {
  const { default: webpack } = await import('webpack');
  const stats = await new Promise((ok, ko) =>
    webpack({ mode: 'production', context: HERE, entry: './consumer/main.js', output: { path: join(OUT, 'webpack'), filename: 'main.js', publicPath: '/' } }, (e, s) => (e ? ko(e) : ok(s))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  cpSync(join(HERE, 'consumer/index.html'), join(OUT, 'webpack/index.html'));
  sites['one-line consumer, webpack'] = join(OUT, 'webpack');
});
for (const ex of ['vite', 'react', 'vue']) {
  await build(`examples/${ex} (npm run build: type-check, then vite build)`, async () => {
    try {
      run('npm', ['run', 'build'], join(EXAMPLES, ex));
    } catch (e) {
      throw new Error(`${e.stdout}${e.stderr}`.trim().split('\n').slice(-20).join('\n'));
    }
    sites[`examples/${ex}`] = join(EXAMPLES, ex, 'dist');
  });
}

// ---- servers
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml' };
/** A static server; `route(req, url)` may answer first (return true). Every request is logged with its status. */
function serve(port, root, { route, headers = {} } = {}) {
  const log = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, `http://${req.headers.host}`);
    const done = (status) => log.push({ path: url.pathname, status });
    res.on('finish', () => done(res.statusCode));
    res.on('close', () => !res.writableFinished && done('dropped'));
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
    if (route?.(req, res, url)) return;
    let file = join(root, decodeURIComponent(url.pathname));
    if (existsSync(file) && !extname(file) && existsSync(join(file, 'index.html'))) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file) || !extname(file)) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok({ server, log, close: () => new Promise((r) => server.close(r)) })));
}

// ---- 4-7. Chromium
step('Chromium');
const { default: puppeteer } = await import('puppeteer-core');
const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * Opens `url`, waits for `#result` to say "Game over" (the page's or framework's own listener wrote it), and
 * returns what happened: console warnings, uncaught errors, failed requests, workers, lit copies.
 */
async function watch(url, { setup, timeout = 90000 } = {}) {
  const page = await browser.newPage();
  const seen = { warnings: [], errors: [], failed: [], workers: [], console: [] };
  page.on('console', (m) => {
    seen.console.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'warn' || m.type() === 'warning') seen.warnings.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(String(e.message ?? e)));
  page.on('requestfailed', (r) => seen.failed.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && seen.failed.push(`${r.url()} ${r.status()}`));
  page.on('workercreated', (w) => seen.workers.push(w));
  await setup?.(page);
  const start = Date.now();
  await page.goto(url);
  seen.loaded = Date.now() - start;
  try {
    await page.waitForFunction(() => /Game over/.test(document.querySelector('#result')?.textContent ?? ''), { timeout, polling: 100 });
    seen.ended = true;
    seen.endMs = Date.now() - start;
  } catch {
    seen.ended = false;
  }
  seen.defined = await page.evaluate(() => !!customElements.get('domino-table'));
  seen.lits = await page.evaluate(() => (globalThis.litElementVersions ?? []).length);
  // A worker ran: its module set a message handler (the worker's own code executed).
  seen.workerRan = false;
  for (const w of seen.workers) if (await w.evaluate(() => typeof onmessage === 'function').catch(() => false)) seen.workerRan = true;
  seen.page = page;
  seen.ms = Date.now() - start;
  if (process.env.EMBED_TIMES) console.log(`     load ${seen.loaded} ms, end ${seen.endMs} ms, all ${seen.ms} ms`);
  return seen;
}
const ours = (warnings) => warnings.filter((w) => w.startsWith('domino-table:'));
const brief = (s) => `ended=${s.ended} defined=${s.defined} workers=${s.workers.length} ran=${s.workerRan} errors=${JSON.stringify(s.errors)} failed=${JSON.stringify(s.failed)} warnings=${JSON.stringify(ours(s.warnings))}\n${s.console.slice(-8).join('\n')}`;

// 4. every build watches a game
let port = PORT;
for (const [name, dir] of Object.entries(sites)) {
  const srv = await serve(port++, dir);
  const s = await watch(`http://127.0.0.1:${srv.server.address().port}/?watch`);
  check(`${name}: defined, game ends (own event binding), a worker ran, no error, no failed request, no fallback`, s.ended && s.defined && s.workerRan && !s.errors.length && !s.failed.length && !ours(s.warnings).length, brief(s));
  await s.page.close();
  await srv.close();
}

// 5. the CDN page, four ways
step('CDN page');
const V = pkg.version;
const cdnHtml = readFileSync(join(EXAMPLES, 'cdn/index.html'), 'utf8');
const FULL = `https://cdn.jsdelivr.net/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js`;
check(`examples/cdn names the full path of this version (${V})`, cdnHtml.includes(FULL));
/** The fake CDN: the package at /npm/name@version/…; a bare URL answered directly; a bare URL redirected. */
const cdnRoute = (req, res, url) => {
  const p = url.pathname;
  const loader = readFileSync(join(PKG, 'dist/cdn/domino-table.bundle.js'));
  if (p === `/npm/${pkg.name}` || p === `/npm/${pkg.name}@${V.split('.')[0]}`) {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(loader); // jsDelivr-like: the bare URL is the file
    return true;
  }
  if (p === `/redirect/${pkg.name}`) {
    res.writeHead(302, { location: `/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js` }).end(); // unpkg-like
    return true;
  }
  const prefix = `/npm/${pkg.name}@${V}/`;
  const off = p.startsWith('/off' + prefix); // "offline": lazy chunks, the worker and languages never arrive
  if (p.startsWith(prefix) || off) {
    const rel = p.slice((off ? '/off' : '').length + prefix.length);
    if (off && /(^|\/)(panels|choose|learn|pl|pt-br)-[^/]*\.js$|worker\.js$/.test(rel)) {
      req.socket.destroy();
      return true;
    }
    const file = join(PKG, rel);
    if (!existsSync(file)) return false;
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    return true;
  }
  return false;
};
const CDN_PORT = port++;
const SITE_PORT = port++;
const cdn = await serve(CDN_PORT, PKG, { route: cdnRoute, headers: { 'access-control-allow-origin': '*' } });
const CDN = `http://localhost:${CDN_PORT}`; // another origin than the site's 127.0.0.1
const pages = {}; // path → { html, csp }
const site = await serve(SITE_PORT, join(HERE, 'pages'), {
  route: (req, res, url) => {
    if (cdnRoute(req, res, url)) return true; // the site also hosts the package itself (same-origin forms)
    const p = pages[url.pathname];
    if (!p) return false;
    res.writeHead(200, { 'content-type': 'text/html', ...(p.csp ? { 'content-security-policy': p.csp } : {}) }).end(p.html);
    return true;
  },
});
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const cdnPage = (src) => cdnHtml.replace(FULL, src);
const forms = {
  'full path, another origin': `${CDN}/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js`,
  'bare URL answered directly, another origin': `${CDN}/npm/${pkg.name}`,
  'bare URL with a major range, answered directly, another origin': `${CDN}/npm/${pkg.name}@${V.split('.')[0]}`,
  'bare URL redirected, another origin': `${CDN}/redirect/${pkg.name}`,
  'full path, same origin': `/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js`,
};
let n = 0;
for (const [form, src] of Object.entries(forms)) {
  const path = `/cdn-${n++}.html`;
  pages[path] = { html: cdnPage(src) };
  const from = cdn.log.length;
  const fromSite = site.log.length;
  const s = await watch(`${SITE}${path}?watch`);
  const log = [...cdn.log.slice(from), ...site.log.slice(fromSite)];
  const bad = log.filter((r) => r.status === 'dropped' || r.status >= 400);
  const cores = log.filter((r) => /\/core-[^/]+\.js$/.test(r.path));
  const workerFetched = log.some((r) => r.path.endsWith('/worker.js') && r.status === 200);
  check(
    `CDN ${form}: game ends, no failed request, bundle runs once, the worker runs`,
    s.ended && s.defined && !bad.length && !s.failed.length && !s.errors.length && s.lits === 1 && cores.length === 1 && workerFetched && s.workerRan && !ours(s.warnings).length,
    `${brief(s)}\nlits=${s.lits} core requests=${cores.length} worker fetched=${workerFetched} bad=${JSON.stringify(bad)}`,
  );
  await s.page.close();
}

// 6. strict CSP + Trusted Types
step('strict CSP');
const STRICT = "default-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html domino-table";
const cspHtml = readFileSync(join(HERE, 'pages/csp.html'), 'utf8').replace('__BUNDLE__', `/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js`);
pages['/csp.html'] = { html: cspHtml, csp: STRICT };
{
  const s = await watch(`${SITE}/csp.html`);
  const shot = join(WORK, 'csp.png');
  // The finished game, replayed in a third table (still under the policy) at a step with many tiles down.
  const info = await s.page.evaluate(async () => {
    const pos = (t) => [...t.shadowRoot.querySelectorAll('.board g.t')].map((g) => { const r = g.getBoundingClientRect(); return `${Math.round(r.x)},${Math.round(r.y)}`; });
    const replay = document.createElement('domino-table');
    replay.setAttribute('mode', 'replay');
    replay.setAttribute('speed', '0');
    document.body.append(replay);
    await replay.load(document.getElementById('play').toRecord());
    for (let k = 12; k < 60 && pos(replay).length < 8; k++) {
      await replay.goTo(k);
      await replay.updateComplete;
    }
    const teach = document.getElementById('teach').shadowRoot;
    const tables = [...document.querySelectorAll('domino-table')];
    return { replay: pos(replay), panel: !!teach.querySelector('.learn'), radius: teach.querySelector('.learn') && getComputedStyle(teach.querySelector('.learn')).borderRadius, styles: tables.reduce((k, t) => k + t.shadowRoot.querySelectorAll('style').length, 0) };
  });
  const v = await s.page.evaluate(() => window.violations);
  await s.page.setViewport({ width: 1280, height: 1400 });
  await s.page.screenshot({ path: shot, fullPage: true });
  const cspConsole = s.console.filter((m) => /Content Security Policy|Trusted Type/i.test(m));
  check(`strict CSP (${STRICT}): zero violations in play, teach and replay modes`, v.length === 0 && cspConsole.length === 0, JSON.stringify([...v, ...cspConsole]));
  check('strict CSP: the watched game ends, the worker runs through the Trusted Types policy, no error', s.ended && s.workerRan && !s.errors.length && !ours(s.warnings).length, brief(s));
  check('strict CSP: board tiles at distinct positions (a replay of the game), teach panel styled, no <style>', info.replay.length >= 8 && new Set(info.replay).size === info.replay.length && info.panel && info.radius === '12px' && info.styles === 0, JSON.stringify(info));
  if (process.env.EMBED_KEEP) console.log(`     screenshot: ${shot}`);
  await s.page.close();
}

// 7. bad input: the table still plays, says why once, throws nothing uncaught
step('bad input');
async function degraded(name, path, page, expectWarn) {
  pages[path] = page;
  const s = await watch(`${SITE}${path}?watch`);
  const w = ours(s.warnings);
  const text = await s.page.evaluate(() => document.querySelector('domino-table').shadowRoot.textContent);
  const english = /Round|Game over|wins|points/.test(text) && !/Runda|Rodada/.test(text);
  const once = expectWarn.every((re) => w.filter((x) => re.test(x)).length === 1);
  check(`${name}: plays on in English, AI on the page's thread, says why once, nothing uncaught`, s.ended && english && once && !s.errors.length && !s.console.some((m) => /Uncaught/.test(m)), `${brief(s)}\nenglish=${english}`);
  await s.page.close();
}
const cross = `${CDN}/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js`;
await degraded('a CSP without worker-src blob: (worker from another origin)', '/no-blob.html', { html: cdnPage(cross), csp: `default-src 'self'; script-src 'self' 'unsafe-inline' ${CDN}` }, [/think on the page's thread/]);
await degraded('a Trusted Types policy list without "domino-table"', '/no-policy.html', { html: cdnPage(`/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js`), csp: "require-trusted-types-for 'script'; trusted-types lit-html" }, [/think on the page's thread/]);
await degraded('offline after the first file (chunks, worker and Polish text never arrive; lang="pl")', '/offline.html', { html: cdnPage(`/off/npm/${pkg.name}@${V}/dist/cdn/domino-table.bundle.js`).replace('<html lang="en">', '<html lang="pl">') }, [/think on the page's thread/, /code did not load/, /panels did not load/, /pl text did not load/]);

await browser.close();
await cdn.close();
await site.close();
if (process.env.EMBED_KEEP) console.log(`kept ${WORK}`);
else rmSync(WORK, { recursive: true, force: true, maxRetries: 2 });
console.log(`\nembedding tests took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
