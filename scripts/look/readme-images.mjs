#!/usr/bin/env node
// `node scripts/look/readme-images.mjs`: the README's pictures, made in headless Chromium from the demo's dev
// server: docs/images/game.png (an All Fives game under way) and docs/images/lesson.png (the All
// Fives tutorial page, a section's words and its lesson's table), each shrunk to an indexed PNG under 150 KB
// (./png8.mjs); and, to look at (screenshots/, git-ignored), the demo page and a replay with its move list at
// 375×740 and 1280×800.
import { mkdirSync, statSync } from 'node:fs';
import { startDevServer } from '@web/dev-server';
import puppeteer from 'puppeteer-core';
import config from '../../web-dev-server.config.mjs';
import { shrink } from './png8.mjs';

const port = Number(process.env.PORT || 9011);
mkdirSync('screenshots', { recursive: true });
mkdirSync('docs/images', { recursive: true });
const server = await startDevServer({ config: { ...config, port, open: false }, readCliArgs: false, readFileConfig: false, logStartMessage: false });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
});
const base = `http://localhost:${port}`;
const settle = (page) => page.evaluate(async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => setTimeout(r, 300));
});

/** A table on the shots page: `attrs`, a seeded position loaded (or a replay of it at `step`). */
async function table(page, { w, h, variant, players, seed, stage, attrs = {}, replayAt }) {
  await page.setViewport({ width: w, height: h, deviceScaleFactor: 1 });
  await page.goto(`${base}/scripts/look/shots.html`, { waitUntil: 'load' });
  await page.waitForFunction('window.shotsReady === true');
  await page.evaluate(async (a) => {
    const { position } = await import('/src/testing/positions.ts');
    document.body.textContent = '';
    const el = document.createElement('domino-table');
    const p = position(a.variant, a.players, a.seed, a.stage);
    for (const [k, v] of Object.entries({ variant: a.variant, players: String(a.players), seed: String(a.seed), humans: '0', speed: '0', fit: 'viewport', ...a.attrs })) el.setAttribute(k, v);
    if (a.replayAt !== undefined) {
      el.setAttribute('mode', 'replay');
      el.setAttribute('record', JSON.stringify(p.record));
      el.setAttribute('step', String(a.replayAt));
      document.body.append(el);
    } else {
      el.speed = 1e8; // the computers wait: the position stays as loaded
      document.body.append(el);
      await el.updateComplete;
      await el.load(p.record);
    }
  }, { variant, players, seed, stage, attrs, replayAt });
  await settle(page);
}

const shots = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));

  // the README's game: All Fives under way, wide
  await table(page, { w: 960, h: 600, variant: 'all-fives', players: 2, seed: 70, stage: 'middle' });
  await page.screenshot({ path: 'docs/images/game.png' });
  shots.push('docs/images/game.png');

  // the README's lesson: a section of the All Fives tutorial page with its lesson's table
  await page.setViewport({ width: 1000, height: 1040, deviceScaleFactor: 1 });
  await page.goto(`${base}/demo/learn/en/all-fives.html`, { waitUntil: 'load' });
  await page.evaluate(() => document.getElementById('f-fives').scrollIntoView({ block: 'start' }));
  await page.waitForFunction(() => !!document.querySelector('domino-table[lesson=f-fives]')?.shadowRoot?.querySelector('.l-goal'), { timeout: 30000 });
  await page.evaluate(() => document.getElementById('f-fives').scrollIntoView({ block: 'start' }));
  await settle(page);
  const clip = await page.evaluate(() => {
    const top = document.getElementById('f-fives').getBoundingClientRect().top + scrollY - 8;
    const end = document.querySelector('domino-table[lesson=f-fives]').getBoundingClientRect().bottom + scrollY + 8;
    return { x: 0, y: top, width: document.documentElement.clientWidth, height: Math.min(end - top, 1100) };
  });
  await page.screenshot({ path: 'docs/images/lesson.png', clip });
  shots.push('docs/images/lesson.png');
  for (const f of ['docs/images/game.png', 'docs/images/lesson.png']) if (shrink(f) > 150 * 1024) throw new Error(`${f} is over 150 KB`);

  for (const [w, h] of [
    [375, 740],
    [1280, 800],
  ]) {
    await page.setViewport({ width: w, height: h, deviceScaleFactor: 1 });
    await page.goto(`${base}/demo/`, { waitUntil: 'load' });
    await page.waitForFunction(() => !!document.querySelector('domino-table')?.shadowRoot?.querySelector('.hand, .seats'), { timeout: 20000 });
    await settle(page);
    await page.screenshot({ path: `screenshots/demo-${w}.png` });
    shots.push(`screenshots/demo-${w}.png`);
    await page.click('#open-settings');
    await page.click('details.dev summary');
    await settle(page);
    await page.screenshot({ path: `screenshots/demo-settings-${w}.png` });
    shots.push(`screenshots/demo-settings-${w}.png`);

    await table(page, { w, h, variant: 'all-fives', players: 2, seed: 70, stage: 'middle', replayAt: 9 });
    await page.waitForFunction(() => !!document.querySelector('domino-table')?.shadowRoot?.querySelector('.r-moves'), { timeout: 20000 });
    await settle(page);
    await page.screenshot({ path: `screenshots/replay-${w}.png` });
    shots.push(`screenshots/replay-${w}.png`);
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const s of shots) console.log(s.padEnd(40), `${Math.round(statSync(s).size / 1024)} KB`);
