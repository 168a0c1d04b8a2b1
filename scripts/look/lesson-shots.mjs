#!/usr/bin/env node
// Screenshots every built-in lesson at its start, after a wrong try, and at its end, on a phone (375 px) and a
// desktop (1280 px) screen, and puts them on contact sheets (one row per lesson) to look at.
//   npm start   (in another terminal; or PORT=… npm start)
//   node scripts/look/lesson-shots.mjs [base-url] [out-dir] [lang]   # defaults: http://localhost:8000, screenshots/lessons/, en
//   LESSONS=p-start,d-heaviest picks lessons; the screens are 375×740 (touch) and 1280×800, shot as the viewport shows them
// Uses Chromium (CHROME_PATH, default /usr/bin/chromium) through puppeteer-core, which the test runner brings.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';

const [base = 'http://localhost:8000', outDir = 'screenshots/lessons', lang = 'en'] = process.argv.slice(2);
const out = resolve(outDir);
mkdirSync(out, { recursive: true });
const catalog = readFileSync(new URL('../../src/teach/catalog.ts', import.meta.url), 'utf8');
const only = process.env.LESSONS?.split(','); // e.g. LESSONS=p-start,d-heaviest
const ids = [...catalog.matchAll(/(?:'|\|)([pdfmb]-[a-z-]+):/g)].map((m) => m[1]).filter((id) => !only || only.includes(id));
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rows = { 375: [], 1280: [] };

for (const width of [375, 1280]) {
  for (const id of ids) {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error(id, 'pageerror:', e.message));
    await page.setViewport({ width, height: width === 375 ? 740 : 800, ...(width === 375 ? { isMobile: true, hasTouch: true } : {}) });
    await page.goto(`${base}/demo/learn/lesson.html?lesson=${id}&speed=0&lang=${lang}`, { waitUntil: 'networkidle0' });
    const q = (js) => page.evaluate(`(async () => { const el = document.querySelector('domino-table'); const r = el.shadowRoot; ${js} })()`);
    const wait = async (test, what) => {
      for (let i = 0; i < 200; i++) {
        if (await q(`return !!(${test});`)) return;
        await sleep(25);
      }
      throw new Error(`${id}: timed out waiting for ${what}`);
    };
    const shot = async (name) => {
      const file = `${id}-${width}-${name}.png`;
      await page.screenshot({ path: `${out}/${file}` }); // the viewport: what the learner sees without scrolling
      return file;
    };
    await wait(`r.querySelector('.l-goal')`, 'the first goal');
    const start = await shot('start');
    await q(`const b = [...r.querySelectorAll('.hand button')].find((x) => !x.classList.contains('playable'));
      if (b) b.click(); else if (el.legalActions.some((a) => a.type === 'draw')) el.pass(); else el.draw();`);
    await wait(`r.querySelector('.l-fb')`, 'the reason'); // a greyed tile's reason (a look), or a refused draw or pass
    const wrong = await shot('wrong');
    for (let i = 0; i < 12 && !(await q(`return !!r.querySelector('.l-end')`)); i++) {
      await q(`const a = await el.hint(); if (!a) return;
        if (a.type === 'play') el.play(a.tile, a.at); else if (a.type === 'draw') el.draw(a.from); else if (a.type === 'pass') el.pass();
        else if (a.type === 'end-turn') el.endTurn(); else el.nextRound();`);
      await sleep(150);
      await wait(`r.querySelector('.l-goal') || r.querySelector('.l-end')`, 'the next goal');
    }
    await wait(`r.querySelector('.l-end')`, 'the end');
    const end = await shot('end');
    rows[width].push({ id, files: [start, wrong, end] });
    await page.close();
    process.stdout.write('.');
  }
}

// Contact sheets: a few lessons per sheet, their start, wrong try and end side by side.
const per = { 375: 2, 1280: 1 };
const sheets = [];
for (const width of [375, 1280]) {
  for (let i = 0; i < rows[width].length; i += per[width]) {
    const part = rows[width].slice(i, i + per[width]);
    const name = `sheet-${width}-${String(i / per[width] + 1).padStart(2, '0')}`;
    writeFileSync(
      `${out}/${name}.html`,
      `<!doctype html><meta charset="utf-8"><style>body{margin:0;background:#777;font:14px system-ui}div{display:flex;gap:8px;align-items:flex-start;padding:8px}img{width:${width === 375 ? 375 : 640}px}h1{margin:0;padding:6px 8px;font-size:16px;color:#fff}</style>${part
        .map((r) => `<h1>${r.id} · ${width}px · start · wrong try · end</h1><div>${r.files.map((f) => `<img src="${f}">`).join('')}</div>`)
        .join('')}`,
    );
    sheets.push(name);
  }
}
for (const name of sheets) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 800 });
  await page.goto(`file://${out}/${name}.html`);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log(`\n${ids.length} lessons × 2 widths: ${out}/, contact sheets ${sheets.length} (sheet-*.png)`);
