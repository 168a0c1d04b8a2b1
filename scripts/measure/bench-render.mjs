#!/usr/bin/env node
// `npm run bench:render`: how long <domino-table> takes to render one move in a
// crowded position, in headless Chromium (/usr/bin/chromium or $CHROME_PATH).
// Serves the repo with web-dev-server on a free port and opens demo/bench.html,
// which sets up late positions (computers play a seeded game) and then times
// moves made through the element's public methods: from the call until
// `updateComplete` (every pending update) and a forced layout; then counts the
// frames dropped while played tiles travel to their places (the motion layer).
// Then prints the CDN bundle's size as scripts/measure/size.mjs does.
//
//   node scripts/measure/bench-render.mjs [--moves 50] [--seed 1] [--src]
//   --src: time the TypeScript sources (lit in dev mode) instead of the built bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startDevServer } from '@web/dev-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import puppeteer from 'puppeteer-core';

const args = process.argv.slice(2);
const opt = (name, d) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const moves = opt('moves', 50);
const seed = opt('seed', 1);
const fromSrc = args.includes('--src');
const BUNDLE = 'dist/cdn/domino-table.bundle.js';

/** The newest modification time under `dir`. */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// Build the bundle when it is missing or older than the sources.
if (!existsSync(BUNDLE) || statSync(BUNDLE).mtimeMs < newest('src')) {
  console.log('building dist/ with rollup …');
  execFileSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit' });
}

const port = await new Promise((resolve, reject) => {
  const s = createServer().listen(0, () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
  s.on('error', reject);
});

const server = await startDevServer({
  config: {
    rootDir: process.cwd(),
    port,
    nodeResolve: { exportConditions: ['production'] },
    plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});

let browser;
let failed = false;
try {
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`http://localhost:${port}/demo/bench.html${fromSrc ? '' : '?src=bundle'}`, { waitUntil: 'load' });
  const rows = await page.evaluate((o) => window.runBench(o), { n: moves, seed });
  const ms = (x) => (x === undefined || !Number.isFinite(x) ? '—' : x.toFixed(2));
  console.log(`\nrender one move (${fromSrc ? 'sources, lit dev mode' : 'CDN bundle'}; call → updateComplete + layout), Chromium headless, 1280 px`);
  console.log('scenario'.padEnd(42), 'games'.padStart(6), 'moves'.padStart(6), 'tiles'.padStart(6), 'median ms'.padStart(10), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
  for (const r of rows) {
    console.log(r.scenario.padEnd(42), String(r.games).padStart(6), String(r.moves).padStart(6), String(r.maxTilesOnTable).padStart(6), ms(r.median).padStart(10), ms(r.p95).padStart(8), ms(r.max).padStart(8));
    if (r.moves === 0) failed = true;
  }
  const slow = rows.filter((r) => r.p95 >= 16);
  console.log(slow.length ? `\nover a 16 ms frame at p95: ${slow.map((r) => r.scenario).join(', ')}` : '\nall scenarios under a 16 ms frame at p95');
  // Travel: frames dropped while a played tile travels to its place (requestAnimationFrame intervals).
  const travel = await page.evaluate((o) => window.runTravel(o), { n: Math.min(moves, 12), seed });
  console.log(`\na played tile's travel (${fromSrc ? 'sources' : 'CDN bundle'}; frames sampled for 650 ms after each play, 60 Hz)`);
  console.log('scenario'.padEnd(42), 'plays'.padStart(6), 'frames'.padStart(7), 'dropped'.padStart(8), 'worst ms'.padStart(9));
  for (const r of travel) console.log(r.scenario.padEnd(42), String(r.plays).padStart(6), String(r.frames).padStart(7), String(r.dropped).padStart(8), ms(r.worst).padStart(9));
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  await browser?.close();
  await server.stop();
}

// The play-mode sizes (the first paint, and with what always follows it), as scripts/measure/size.mjs prints them.
console.log('');
try {
  execFileSync(process.execPath, ['scripts/measure/size.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] }).toString().split('\n').filter((l) => /^\(a\) FIRST PAINT|^  first paint \+/.test(l)).forEach((l) => console.log(l.trim()));
} catch (e) {
  console.log(String(e.stdout ?? e).split('\n').filter((l) => /^\(a\) FIRST PAINT|^FAIL/.test(l)).join('\n'));
}
process.exit(failed ? 1 : 0);
