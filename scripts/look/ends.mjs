#!/usr/bin/env node
// `node scripts/look/ends.mjs [filter]`: screenshots of the end of a hand (the count, folded and not) and of a game's
// end (the game-end card) for two games at 375×740 and 1280×800, written to screenshots/ (git-ignored) to look at.
import { mkdirSync } from 'node:fs';
import { startDevServer } from '@web/dev-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import puppeteer from 'puppeteer-core';
import { tsForJs } from '../build/dev-middleware.mjs';

const filter = process.argv[2] ?? '';
const port = Number(process.env.PORT || 9031);
const GAMES = [
  { variant: 'partnership', players: 4, seed: 5, options: '{"target":20}' },
  { variant: 'draw', players: 3, seed: 8, options: '{"target":60}' },
  { variant: 'mexican-train', players: 4, seed: 3, options: '{}' },
];
const jobs = [];
for (const [w, h] of [[375, 740], [1280, 800]])
  for (const g of GAMES)
    for (const [stage, extra] of [['hand', {}], ['hand-folded', { fold: true }], ['game', {}], ['sheet', { sheet: true }]]) {
      if (g.variant === 'mexican-train' && stage === 'game') continue; // 13 hands: slow
      jobs.push({ name: `end-${w}-${g.variant}-${stage}`, w, h, args: { ...g, stage: stage === 'game' ? 'game' : stage === 'sheet' ? 'round2' : 'hand', ...extra } });
    }

mkdirSync('screenshots', { recursive: true });
const server = await startDevServer({
  config: { rootDir: process.cwd(), port, nodeResolve: { exportConditions: ['development'] }, middleware: [tsForJs()], plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })] },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
  for (const j of jobs.filter((x) => x.name.includes(filter))) {
    await page.setViewport({ width: j.w, height: j.h, hasTouch: j.w < 500, isMobile: j.w < 500 });
    await page.goto(`http://localhost:${port}/scripts/look/ends.html`, { waitUntil: 'load' });
    await page.waitForFunction('window.shotsReady === true');
    const r = await page.evaluate((a) => window.end(a), j.args);
    await page.screenshot({ path: `screenshots/${j.name}.png` });
    console.log(j.name.padEnd(48), JSON.stringify(r));
  }
} finally {
  await browser.close();
  await server.stop();
}
