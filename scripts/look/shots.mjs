#!/usr/bin/env node
// `node scripts/look/shots.mjs [filter]`: screenshots of <domino-table> in headless
// Chromium, written to screenshots/ (git-ignored) for a person to look at:
// every variant at the start, the middle and the end of a long first round,
// at 375×740 and 1280×800, in the whole viewport (fit="viewport") and in a
// 720 px blog column with no height; light and dark. A filter (a substring of
// the file name, e.g. "mexican" or "375") takes only some.
import { mkdirSync } from 'node:fs';
import { startDevServer } from '@web/dev-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import puppeteer from 'puppeteer-core';
import { tsForJs } from '../build/dev-middleware.mjs';

const filter = process.argv[2] ?? '';
const port = Number(process.env.PORT || 9010);
const VARIANTS = [
  ['partnership', 4, 1],
  ['draw', 2, 1],
  ['mexican-train', 8, 7],
  ['all-fives', 2, 70],
  ['block', 3, 1],
];
const VIEWS = [
  [375, 740],
  [1280, 800],
];
const jobs = [];
for (const [w, h] of VIEWS)
  for (const host of ['viewport', 'column'])
    for (const [variant, players, seed] of VARIANTS)
      for (const stage of ['start', 'middle', 'end']) {
        if (host === 'column' && w < 720 && stage !== 'middle') continue;
        jobs.push({ name: `${w}-${host}-${variant}-${stage}`, w, h, args: { variant, players, seed, stage, host } });
      }
for (const scheme of ['dark'])
  for (const [w, h] of VIEWS) jobs.push({ name: `${w}-viewport-mexican-train-middle-${scheme}`, w, h, scheme, args: { variant: 'mexican-train', players: 8, seed: 7, stage: 'middle', host: 'viewport' } });
// the ready themes
for (const theme of ['wood', 'contrast'])
  for (const [w, h] of VIEWS)
    for (const [variant, players, seed, stage] of [['all-fives', 2, 70, 'middle'], ['mexican-train', 8, 7, 'end']])
      jobs.push({ name: `${w}-theme-${theme}-${variant}-${stage}`, w, h, args: { variant, players, seed, stage, host: 'viewport', attrs: { theme } } });
// Portuguese and Polish
for (const lang of ['pt-BR', 'pl']) jobs.push({ name: `375-lang-${lang}-mexican-train-end`, w: 375, h: 740, args: { variant: 'mexican-train', players: 8, seed: 7, stage: 'end', host: 'viewport', lang } });

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
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: j.scheme ?? 'light' }]);
    await page.setViewport({ width: j.w, height: j.h });
    await page.goto(`http://localhost:${port}/scripts/look/shots.html`, { waitUntil: 'load' });
    await page.waitForFunction('window.shotsReady === true');
    const r = await page.evaluate((a) => window.show(a), j.args);
    await page.screenshot({ path: `screenshots/${j.name}.png`, fullPage: true });
    console.log(j.name.padEnd(48), JSON.stringify(r));
  }
} finally {
  await browser.close();
  await server.stop();
}
