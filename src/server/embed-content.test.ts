/**
 * A lesson and a puzzle made in the studio, published as links and embedded elsewhere (issue 51), in headless
 * Chromium against the demo's dev server (`npm start`, which serves the embed page at /embed/ as the game server
 * does): a two-step Draw lesson and an All Fives puzzle, written here as the studio makes them, are encoded with
 * `encodeContent` (src/teach/link.ts); a blog page of another origin frames `embed/?lesson=dl1.…` and
 * `embed/?puzzle=dl1.…` in `<iframe sandbox="allow-scripts">`; a person solves each by clicking tiles (and the place
 * when a tile fits two) in the frame; `domino-lesson-end` / `domino-puzzle-end` reach the blog page by postMessage.
 *
 * The frame must open the link itself: a `domino-error` there fails the test.
 * The studio's script tag (JSON in the attribute) is pasted into a page of another origin and played the same way.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, ElementHandle, Frame, Page } from 'puppeteer-core';
import { launch, until } from '../testing/pages.js';
import { startDemo } from '../testing/server.js';
import { decodeContent, encodeContent } from '../teach/link.js';
import type { LessonJSON, PuzzleJSON } from '../teach/formats.js';


const hands = (...h: string[]) => h as unknown as string[][];

/** A two-step Draw lesson, as the studio makes it. */
const LESSON: LessonJSON = {
  format: 'domino-table/lesson-1',
  variant: 'draw',
  players: 2,
  names: ['Ana', 'Bo'],
  title: { en: 'Two plays', pl: 'Dwa ruchy' },
  position: { deal: { hands: hands('6-6 6-5 5-5 4-4 3-3 2-2 1-1', '6-4 6-3 6-2 5-4 5-3 5-2 4-3') }, moves: '6-6 6-4@right' },
  steps: [{ goal: { do: 'play' }, done: { en: 'Six matches six.' } }, { goal: { do: 'play' } }],
};

/** An All Fives puzzle: 6-3 on the double six makes fifteen. */
const PUZZLE: PuzzleJSON = {
  format: 'domino-table/puzzle-1',
  variant: 'all-fives',
  players: 2,
  theme: 'score-fives',
  title: 'Fifteen',
  position: { deal: { hands: hands('6-1 6-3 6-4 5-0 2-1 1-0 3-3', '6-6 6-2 5-5 4-0 2-2 0-0 5-3'), leader: 1 }, moves: '6-6' },
  answer: '6-3@left 6-3@right',
};

let demo: { url: string; stop(): Promise<void> };
let browser: Browser;
let blog: Server;
let blogUrl = '';
let embedBase = '';
const errors: string[] = [];

before(async () => {
  [demo, browser] = await Promise.all([startDemo(), launch()]);
  // The embed page on localhost, the blog on 127.0.0.1: two origins (and two sites).
  embedBase = `${demo.url.replace('127.0.0.1', 'localhost')}/embed/`;
  blog = createHttpServer((q, res) => {
    const src = new URL(q.url!, 'http://x').searchParams.get('frame') ?? '';
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>A post</title>
<script>window.got = []; addEventListener('message', (e) => { if (e.data && e.data.source === 'domino-table') got.push({ type: e.data.type, detail: e.data.detail, origin: e.origin }); });</script>
<iframe src="${esc(src)}" sandbox="allow-scripts" width="900" height="820" style="border:0" title="A lesson"></iframe>`);
  });
  await new Promise<void>((r) => blog.listen(0, '127.0.0.1', r));
  blogUrl = `http://127.0.0.1:${(blog.address() as AddressInfo).port}/post.html`;
});
after(async () => {
  await browser?.close();
  await demo?.stop();
  blog?.close();
});

type Got = { type: string; detail: Record<string, unknown> | null; origin: string };
const got = (page: Page): Promise<Got[]> => page.evaluate(() => (window as unknown as { got: Got[] }).got);

/** Opens the blog post framing `src`; resolves with the page and the frame once the table spoke (a turn or an error). */
async function post(src: string): Promise<{ page: Page; frame: Frame }> {
  const page = await browser.newPage();
  page.on('pageerror', (e) => errors.push((e as Error).message));
  await page.setViewport({ width: 1000, height: 900 });
  await page.goto(`${blogUrl}?${new URLSearchParams({ frame: src })}`);
  await until(page, () => (window as unknown as { got: { type: string }[] }).got.some((m) => m.type === 'domino-turn' || m.type === 'domino-error'), 40000);
  const frame = page.frames().find((f) => f.url() === src);
  assert.ok(frame, 'the frame is there');
  return { page, frame: frame! };
}

/** Frames `embed/?<kind>=dl1.…` in the blog page; the frame must open the link itself. */
async function embedded(kind: 'lesson' | 'puzzle', value: object): Promise<{ page: Page; frame: Frame; link: string }> {
  const code = await encodeContent(kind, value);
  const link = `${embedBase}?${kind}=${code}`;
  assert.ok(link.length < 2048, `a link under 2 KB (${link.length})`);
  const decoded = await decodeContent(link);
  assert.deepEqual(decoded, { kind, value }, 'the link decodes to the same JSON');
  const first = await post(link);
  const refused = (await got(first.page)).find((m) => m.type === 'domino-error');
  assert.equal(refused, undefined, `the element opens the link itself: ${JSON.stringify(refused?.detail)}`);
  return { ...first, link };
}

/** Clicks, in the frame's table, the element `sel` of its shadow root (a real pointer click at its place). */
async function click(frame: Frame, sel: string): Promise<void> {
  const h = await frame.evaluateHandle((s) => document.querySelector('domino-table')!.shadowRoot!.querySelector(s), sel);
  const el = h.asElement();
  assert.ok(el, `${sel} in the frame`);
  await (el as ElementHandle<Element>).click();
}

/** The learner plays `tile` by clicking it, then its place when it fits two. */
async function playByClick(frame: Frame, tile: string): Promise<void> {
  await click(frame, `[part~=hand] button[data-t="${tile}"]`);
  await new Promise((r) => setTimeout(r, 150));
  const places = await frame.evaluate(() => document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('g[part~=place]').length);
  if (places) await click(frame, 'g[part~=place]');
}

/** The learner's playable tiles now (the hand's buttons the table marks playable). */
const playable = (frame: Frame): Promise<string[]> =>
  frame.evaluate(() => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll<HTMLElement>('[part~=hand] button.playable[data-t]')].map((b) => b.dataset.t!));

test('a two-step Draw lesson by link, framed sandboxed on another origin, solved by clicking: domino-lesson-end reaches the page', async () => {
  const { page, frame } = await embedded('lesson', LESSON);
  try {
    assert.equal(await frame.evaluate(() => self.origin), 'null', 'sandboxed: an opaque origin');
    for (let step = 0; step < 2; step++) {
      await until(page, () => (window as unknown as { got: { type: string }[] }).got.filter((m) => m.type === 'domino-turn').length > 0, 20000);
      let tiles: string[] = [];
      for (let k = 0; k < 100 && !tiles.length; k++) {
        tiles = await playable(frame);
        if (!tiles.length) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(tiles.length, `step ${step + 1}: the learner has a tile to play`);
      await playByClick(frame, tiles[0]!);
      if (step === 0) await new Promise((r) => setTimeout(r, 300));
    }
    await until(page, () => (window as unknown as { got: { type: string }[] }).got.some((m) => m.type === 'domino-lesson-end'), 30000);
    const end = (await got(page)).find((m) => m.type === 'domino-lesson-end')!;
    assert.equal(end.origin, 'null', 'from the sandboxed frame');
    assert.equal(end.detail!.stars, 3, 'no hint, no wrong try');
    const plays = (await got(page)).filter((m) => m.type === 'domino-play' && m.detail!.seat === 0);
    assert.equal(plays.length, 2, 'the learner played two tiles');
  } finally {
    await page.close();
  }
});

test('an All Fives puzzle by link, framed sandboxed on another origin, solved by clicking 6-3: domino-puzzle-end (solved) reaches the page', async () => {
  const { page, frame } = await embedded('puzzle', PUZZLE);
  try {
    for (let k = 0; k < 100 && !(await playable(frame)).includes('6-3'); k++) await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual((await playable(frame)).sort(), ['6-1', '6-3', '6-4']);
    await playByClick(frame, '6-3');
    await until(page, () => (window as unknown as { got: { type: string }[] }).got.some((m) => m.type === 'domino-puzzle-end'), 30000);
    const end = (await got(page)).find((m) => m.type === 'domino-puzzle-end')!;
    assert.equal(end.origin, 'null');
    assert.equal(end.detail!.solved, true);
    assert.equal(end.detail!.tries, 1);
    const play = (await got(page)).find((m) => m.type === 'domino-play' && m.detail!.seat === 0)!;
    assert.equal(play.detail!.points, 15, 'double six and three: fifteen');
  } finally {
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test('the script tag the studio writes, pasted into a page of another origin: the bundle beside the embed page loads (CORS), the lesson in its attribute plays to domino-lesson-end', async () => {
  const { scriptSnippet } = await import('../studio/parts/publish.js');
  const tag = scriptSnippet(embedBase, 'lesson', JSON.stringify(LESSON));
  const r = await fetch(`${embedBase}domino-table.bundle.js`, { headers: { Origin: 'https://blog.example' } });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  await r.body?.cancel();
  const other = createHttpServer((_q, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>A post</title><script>window.got = []; addEventListener('domino-lesson-end', (e) => got.push({ type: e.type, detail: e.detail }));</script>${tag}`));
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/a-post.html`);
    const $ = (sel: string) => `document.querySelector('domino-table')?.shadowRoot?.querySelector(${JSON.stringify(sel)})`;
    await until(page, () => (document.querySelector('domino-table') as HTMLElement & { state?: unknown } | null)?.state, 30000);
    const title = await page.evaluate(`${$('.learn.lesson h2')}?.textContent`);
    assert.equal(title, 'Two plays', 'the lesson from the attribute, its title as text');
    for (let step = 0; step < 2; step++) {
      let tiles: string[] = [];
      for (let k = 0; k < 100 && !tiles.length; k++) {
        tiles = (await page.evaluate(`[...document.querySelector('domino-table').shadowRoot.querySelectorAll('[part~=hand] button.playable[data-t]')].map((b) => b.dataset.t)`)) as string[];
        if (!tiles.length) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(tiles.length, `step ${step + 1}: a tile to play`);
      await ((await page.evaluateHandle(`${$(`[part~=hand] button[data-t="${tiles[0]}"]`)}`)).asElement() as ElementHandle<Element>).click();
      await new Promise((r) => setTimeout(r, 150));
      const place = (await page.evaluateHandle(`${$('g[part~=place]')}`)).asElement() as ElementHandle<Element> | null;
      if (place) await place.click();
      await new Promise((r) => setTimeout(r, 300));
    }
    await until(page, () => (window as unknown as { got: unknown[] }).got.length > 0, 30000);
  } finally {
    await page.close();
    other.close();
  }
});
