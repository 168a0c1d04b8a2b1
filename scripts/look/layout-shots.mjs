#!/usr/bin/env node
// `node scripts/look/layout-shots.mjs [out] [filter]`: every game (Mexican Train with 2, 4 and 8 seats) at the
// position where seat 0 holds its biggest rack with a play to make, at 375×740 (touch) in the viewport, in a 320 px
// column, in a 720 px column at 1280×800 and at 1280×800 in the viewport; before and after selecting a tile.
// Prints the board's unit (px) before/after selecting and any button outside the table's box.
import { mkdirSync } from 'node:fs';
import { startDevServer } from '@web/dev-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import puppeteer from 'puppeteer-core';
import { tsForJs } from '../build/dev-middleware.mjs';

const out = process.argv[2] ?? 'screenshots';
const filter = process.argv[3] ?? '';
const port = Number(process.env.PORT || 20000 + Math.floor(Math.random() * 9000));
const GAMES = [['partnership', 4], ['draw', 2], ['draw', 4], ['all-fives', 2], ['all-fives', 4], ['block', 3], ['mexican-train', 2], ['mexican-train', 4], ['mexican-train', 8], ['mexican-train', 4, 14], ['mexican-train', 8, 9]];
const VIEWS = [['375', 375, 740, 'viewport'], ['320col', 375, 740, 'narrow'], ['1280col', 1280, 800, 'column'], ['1280', 1280, 800, 'viewport']];
mkdirSync(out, { recursive: true });
const server = await startDevServer({
  config: { rootDir: process.cwd(), port, nodeResolve: { exportConditions: ['development'] }, middleware: [tsForJs()], plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })] },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  for (const [tag, w, h, host] of VIEWS)
    for (const [variant, players, rack = 22] of GAMES)
      for (const select of [false, true]) {
        const name = `${tag}-${variant}${players}${rack === 22 ? '' : `-r${rack}`}${select ? '-sel' : ''}`;
        if (!name.includes(filter)) continue;
        await page.setViewport({ width: w, height: h, hasTouch: w < 400, isMobile: w < 400, deviceScaleFactor: 1 });
        await page.goto(`http://localhost:${port}/scripts/look/layout-shots.html`, { waitUntil: 'load' });
        await page.waitForFunction('window.shotsReady === true');
        const r = await page.evaluate((a) => window.show(a), { variant, players, host, select, rack });
        await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
        console.log(name.padEnd(34), JSON.stringify(r));
      }
} finally {
  await browser.close();
  await server.stop();
}
