/**
 * The demo's "Put it on your page" card (demo/index.html, demo/embed-snippets.js), in headless Chromium against the
 * demo's dev server (`npm start`): for the game set up there it offers the script tag (this site's own
 * /dist/cdn/ until the package is published: it answers 200, with CORS, and a page of another origin runs it), the
 * embed page's sandboxed iframe (this site's /embed/; this game's variant, players and language; with "This game at
 * this move", the record and step as a replay, at move 0 too) with a live preview that shows a table, and a picture
 * of the position (the table's toSVG()) to see, download and copy. Every snippet is text, never markup.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'puppeteer-core';
import { launch, until } from '../testing/pages.js';
import { startDemo } from '../testing/server.js';

let demo: { url: string; stop(): Promise<void> };
let browser: Browser;
let page: Page;
const errors: string[] = [];

before(async () => {
  [demo, browser] = await Promise.all([startDemo(), launch()]);
  page = await browser.newPage();
  page.on('pageerror', (e) => errors.push((e as Error).message));
  await page.setViewport({ width: 1280, height: 800 });
  // A watched game; names with markup in them (the snippets must keep them as text).
  await page.goto(`${demo.url}/demo/?${new URLSearchParams({ variant: 'draw', players: '3', lang: 'pl', humans: 'none', speed: '60', names: 'A<b>x</b>,"B",C' })}`);
  await until(page, () => ((document.getElementById('table') as unknown as { toRecord(): { rounds: { actions: unknown[] }[] } | null }).toRecord()?.rounds[0]?.actions.length ?? 0) >= 4, 30000);
  await page.evaluate(() => document.getElementById('table')!.setAttribute('speed', '1000000')); // the game holds still
  await page.evaluate(() => document.getElementById('embed')!.scrollIntoView());
});
after(async () => {
  await browser?.close();
  await demo?.stop();
});

/** The iframe snippet's src and attributes, as the host page would read them. */
async function frameSnippet(): Promise<{ text: string; src: URL; sandbox: string | null; title: string | null }> {
  const text = await page.$eval('#iframe-snippet', (c) => c.textContent!);
  const parsed = await page.evaluate((t) => {
    const f = new DOMParser().parseFromString(t, 'text/html').querySelector('iframe');
    return f && { src: f.getAttribute('src')!, sandbox: f.getAttribute('sandbox'), title: f.getAttribute('title'), n: f.attributes.length };
  }, text);
  assert.ok(parsed, text);
  return { text, src: new URL(parsed!.src), sandbox: parsed!.sandbox, title: parsed!.title };
}

test('the iframe snippet: the embed page for this variant, players and language, sandboxed; the address is the host’s to set', async () => {
  await until(page, () => document.getElementById('iframe-snippet')!.textContent!.includes('<iframe'), 10000);
  const f = await frameSnippet();
  assert.equal(`${f.src.origin}${f.src.pathname}`, `${demo.url}/embed/`, 'this site\'s own embed page: it works as copied');
  assert.equal(f.src.searchParams.get('variant'), 'draw');
  assert.equal(f.src.searchParams.get('players'), '3');
  assert.equal(f.src.searchParams.get('lang'), 'pl');
  assert.equal(f.src.searchParams.get('humans'), 'none');
  assert.equal(f.src.searchParams.get('names'), 'A<b>x</b>,"B",C');
  assert.equal(f.src.searchParams.get('record'), null);
  assert.equal(f.sandbox, 'allow-scripts');
  assert.match(f.title!, /Draw \(Poland\)/);
  // Text, not markup: the card holds no element made from the snippets.
  assert.equal(await page.$$eval('#snippet *, #iframe-snippet *', (els) => els.length), 0);
  const tag = await page.$eval('#snippet', (c) => c.textContent!);
  assert.match(tag, /names="A&lt;b>x&lt;\/b>,&quot;B&quot;,C"/);

  await page.$eval('#embed-page', (i) => ((i as HTMLInputElement).value = ''));
  await page.type('#embed-page', 'https://games.example/dominoes/embed/');
  assert.equal(`${(await frameSnippet()).src.origin}${(await frameSnippet()).src.pathname}`, 'https://games.example/dominoes/embed/');
  await page.$eval('#embed-page', (i) => ((i as HTMLInputElement).value = 'javascript:alert(1)'));
  await page.$eval('#embed-page', (i) => i.dispatchEvent(new Event('input')));
  await until(page, () => !document.getElementById('embed-page-error')!.hidden, 5000);
  assert.equal((await frameSnippet()).src.origin, demo.url, 'not a web address: this site\'s embed page');
  await page.$eval('#embed-page', (i) => ((i as HTMLInputElement).value = `${location.origin}/embed/`));
  await page.$eval('#embed-page', (i) => i.dispatchEvent(new Event('input')));
});

test('"This game at this move": the iframe replays this record at this step, and the embed page reads it back', async () => {
  await page.click('#embed-replay');
  await until(page, () => document.getElementById('iframe-snippet')!.textContent!.includes('mode=replay'), 10000);
  const f = await frameSnippet();
  const want = await page.evaluate(async () => {
    const t = document.getElementById('table') as unknown as { toRecordText(): Promise<string>; toRecord(): { rounds: { actions: unknown[] }[] } };
    const r = t.toRecord();
    return { text: await t.toRecordText(), step: r.rounds.reduce((n, x) => n + x.actions.length, 0) + r.rounds.length - 1 };
  });
  assert.equal(f.src.searchParams.get('mode'), 'replay');
  assert.equal(f.src.searchParams.get('record'), want.text);
  assert.equal(f.src.searchParams.get('step'), String(want.step));
  assert.ok(want.step >= 4);
  assert.equal(f.src.searchParams.get('variant'), 'draw');
  assert.equal(f.src.searchParams.get('lang'), 'pl');
  assert.equal(f.src.searchParams.get('players'), null, 'the record says how many');
  assert.match(f.title!, new RegExp(`move ${want.step}\\)$`));
  await page.click('#embed-replay'); // back to a new game
  await until(page, () => !document.getElementById('iframe-snippet')!.textContent!.includes('mode=replay'), 10000);
});

test('the copied script tag answers 200 from npm start, with CORS, and runs on a page of another origin', async () => {
  const tag = await page.$eval('#snippet', (c) => c.textContent!);
  const src = /<script type="module" src="([^"]+)"/.exec(tag)?.[1];
  assert.equal(src, `${demo.url}/dist/cdn/domino-table.bundle.js`, 'this site\'s own build until the package is published');
  const r = await fetch(src!, { headers: { Origin: 'https://blog.example' } });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  assert.match(r.headers.get('content-type') ?? '', /javascript/);
  assert.match(await page.$eval('#snippet-note', (n) => n.textContent!), /Not on npm yet/);
  assert.doesNotMatch(await page.$eval('#embed', (n) => n.textContent!), /localhost:8000/);
  // The tag as pasted into a page of another origin (127.0.0.1 and localhost are two origins): a table appears.
  const blog = createHttpServer((_q, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>A blog</title>${tag}`));
  await new Promise<void>((r) => blog.listen(0, '127.0.0.1', r));
  const other = await browser.newPage();
  try {
    await other.goto(`http://127.0.0.1:${(blog.address() as AddressInfo).port}/a-post.html`);
    await until(other, () => (document.querySelector('domino-table') as HTMLElement | null)?.shadowRoot?.querySelector('.felt, .table'), 30000);
  } finally {
    await other.close();
    blog.close();
  }
});

test('the preview: the frame as copied, sandboxed, shows a table (not blank) from npm start', async () => {
  await page.evaluate(() => document.getElementById('frame-preview')!.scrollIntoView({ block: 'center' }));
  const src = (await frameSnippet()).src.href;
  await until(page, () => document.getElementById('frame-preview')!.getAttribute('src') !== null, 10000);
  assert.equal(await page.$eval('#frame-preview', (f) => f.getAttribute('src')), src);
  assert.equal(await page.$eval('#frame-preview', (f) => f.getAttribute('sandbox')), 'allow-scripts');
  const frame = async () => page.frames().find((f) => f.url() === src);
  const end = Date.now() + 40000;
  let shown = { tiles: 0, seats: 0 };
  while (Date.now() < end && !(shown.seats > 0)) {
    const f = await frame();
    if (f) shown = await f.evaluate(() => ({ tiles: document.querySelector('domino-table')?.shadowRoot?.querySelectorAll('.tile').length ?? 0, seats: document.querySelector('domino-table')?.shadowRoot?.querySelectorAll('.seat').length ?? 0 })).catch(() => shown);
    await new Promise((r) => setTimeout(r, 300));
  }
  assert.ok(shown.seats > 0, `the framed table shows its seats (${JSON.stringify(shown)})`);
  const framed = await (await frame())!.evaluate(() => self.origin);
  assert.equal(framed, 'null', 'sandboxed: an opaque origin, as the copied frame will be');
});

test('"This game at this move" at move 0: offered, and the frame opens the deal', async () => {
  await page.evaluate(() => (document.getElementById('table') as unknown as { newGame(): void }).newGame());
  await until(page, () => (document.getElementById('table') as unknown as { toRecord(): { rounds: { actions: unknown[] }[] } | null }).toRecord()?.rounds[0]?.actions.length === 0, 10000);
  await page.click('#picture-again'); // the card drawn again
  await until(page, () => !(document.getElementById('embed-replay') as HTMLInputElement).disabled, 5000);
  await page.click('#embed-replay');
  await until(page, () => document.getElementById('iframe-snippet')!.textContent!.includes('mode=replay'), 10000);
  assert.equal((await frameSnippet()).src.searchParams.get('step'), '0');
  await page.click('#embed-replay');
  await until(page, () => !document.getElementById('iframe-snippet')!.textContent!.includes('mode=replay'), 10000);
});

test('"Computer: your level" in the settings: the table and both snippets say level="auto"', async () => {
  await page.click('#open-settings');
  await until(page, () => (document.getElementById('settings') as HTMLDialogElement).open, 5000);
  await page.select('#settings select[name="level"]', 'auto'); // as a person picks it (a change event)
  await until(page, () => document.getElementById('table')!.getAttribute('level') === 'auto', 5000);
  await until(page, () => document.getElementById('snippet')!.textContent!.includes('level="auto"'), 5000);
  assert.equal((await frameSnippet()).src.searchParams.get('level'), 'auto');
  await page.select('#settings select[name="level"]', 'medium');
  await until(page, () => !document.getElementById('snippet')!.textContent!.includes('level='), 5000); // the default is left out
  await page.keyboard.press('Escape');
  await until(page, () => !(document.getElementById('settings') as HTMLDialogElement).open, 5000);
});

test('the picture of the position: the table’s SVG shown as an image, downloadable and the same as toSVG()', async () => {
  // The card drew a picture when it came into view, maybe while the page was still laying out (the settings dialog
  // just closed): wait for the one this click makes, and if the table's box moved between the picture and toSVG()
  // (the SVG's size is the box's), take both again, up to three times.
  let got = { href: '', download: '', disabled: null as string | null, file: '', now: '', alt: null as string | null };
  for (let attempt = 0; attempt < 3 && (attempt === 0 || got.file !== got.now); attempt++) {
    await page.evaluate(() => ((window as unknown as { before: string }).before = (document.getElementById('picture-download') as HTMLAnchorElement).href));
    await page.click('#picture-again');
    await until(page, () => {
      const a = document.getElementById('picture-download') as HTMLAnchorElement;
      const img = document.getElementById('picture') as HTMLImageElement;
      return a.href !== (window as unknown as { before: string }).before && img.src === a.href && img.complete && img.naturalWidth > 0;
    }, 10000);
    got = await page.evaluate(async () => {
      const a = document.getElementById('picture-download') as HTMLAnchorElement;
      const t = document.getElementById('table') as unknown as { toSVG(): Promise<string> };
      return { href: a.href, download: a.download, disabled: a.getAttribute('aria-disabled'), file: await (await fetch(a.href)).text(), now: await t.toSVG(), alt: document.getElementById('picture')!.getAttribute('alt') };
    });
  }
  assert.match(got.href, /^blob:/);
  assert.match(got.download, /^domino-draw-step-\d+\.svg$/);
  assert.equal(got.disabled, 'false');
  assert.match(got.file, /^<svg[\s>]/);
  assert.equal(got.file, got.now);
  assert.ok(got.alt);
  if (process.env.SHOTS) await (await page.$('#embed'))!.screenshot({ path: `${process.env.SHOTS}/demo-embed-card.png` });
  assert.deepEqual(errors, []);
});
