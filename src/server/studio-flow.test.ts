/**
 * The studio end to end, as a person uses it (issue 51's headline test), in headless Chromium against the demo's
 * dev server (`npm start`: the studio at /demo/studio/, the embed page at /embed/):
 *
 * 1. From an empty studio, with the mouse and the keyboard: a two-step Draw lesson — the first hand's tiles clicked
 *    into seat 1, the second's put into seat 2 by the keyboard (Tab through the set, Space), the lead played by
 *    clicking its move, then the Steps tab: a title and a "done" text typed, a second step added; Preview → "Solve it
 *    by the hints" reaches the end; Publish → the link read from the page.
 * 2. A New puzzle in All Fives: the game picked by the keyboard, seed 9 typed and dealt, the lead (five–four) played by clicking;
 *    Value the options finds a puzzle (five–one on the left makes ten: the only accepted move); a title and the
 *    "why" typed; Preview, Publish.
 * 3. Each link framed by a blog page of another origin in `<iframe sandbox="allow-scripts">`, solved by clicking
 *    tiles in the frame: `domino-lesson-end` / `domino-puzzle-end` reach the blog page by postMessage.
 * 4. Each link opened back in the studio (the studio's address carrying it, and `load(link)`): `toJSON()` is the
 *    JSON that was published.
 *
 * The controls are waited for (polled), never assumed present right after a click: the studio's parts may load
 * lazily. The lesson's making time (from the empty studio to the published link) is printed as a sanity figure.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, ElementHandle, Frame, Page } from 'puppeteer-core';
import { launch, until } from '../testing/pages.js';
import { startDemo } from '../testing/server.js';
import { decodeContent } from '../teach/link.js';

let demo: { url: string; stop(): Promise<void> };
let browser: Browser;
let blog: Server;
let blogUrl = '';
let studioUrl = '';
const errors: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What each flow published (`domino-studio-publish`'s detail) and the link the page shows. */
const made: Record<'lesson' | 'puzzle', { link: string; json: string } | null> = { lesson: null, puzzle: null };

// Helpers the studio page gets before its scripts (as text: nothing tsx compiles runs in the page).
const HELPERS = `
globalThis.__name = (f) => f;
window.published = [];
document.addEventListener('domino-studio-publish', (e) => published.push(e.detail));
window.__S = () => document.querySelector('domino-studio')?.shadowRoot ?? null;
window.__all = (sel) => [...(__S()?.querySelectorAll(sel) ?? [])];
window.__btn = (re, sel = 'button') => __all(sel).find((b) => new RegExp(re).test(b.textContent.replace(/\\s+/g, ' ').trim())) ?? null;
window.__tile = (t) => __all('.set button.tile').find((x) => { const s = x.querySelectorAll('span'); return s[0].textContent + '-' + s[1].textContent === t; }) ?? null;
window.__active = () => { const a = __S()?.activeElement; if (!a || !a.matches('.set button.tile')) return null; const s = a.querySelectorAll('span'); return s[0].textContent + '-' + s[1].textContent; };
`;

before(async () => {
  [demo, browser] = await Promise.all([startDemo(), launch()]);
  // The studio and the embed page on localhost (so the studio's links point there), the blog on 127.0.0.1: two origins.
  studioUrl = `${demo.url.replace('127.0.0.1', 'localhost')}/demo/studio/`;
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

/** The element `expr` (evaluated in the page) once it is there and enabled: polled, as the parts may load lazily. */
async function find(page: Page, expr: string, ms = 20000): Promise<ElementHandle<Element>> {
  const end = Date.now() + ms;
  for (;;) {
    const h = await page.evaluateHandle(expr);
    const el = h.asElement() as ElementHandle<Element> | null;
    if (el && (await el.evaluate((e) => e.isConnected && !(e as HTMLButtonElement).disabled))) return el;
    await h.dispose();
    if (Date.now() > end) throw new Error(`no ${expr} after ${ms} ms; the panel says: ${await page.evaluate(`__S()?.querySelector('[part=panel]')?.textContent?.replace(/\\s+/g, ' ').slice(0, 600)`)}`);
    await sleep(50);
  }
}

/** A real mouse click at the middle of `expr`'s element (scrolled into view). */
async function clickOn(page: Page, expr: string, ms?: number): Promise<void> {
  const el = await find(page, expr, ms);
  await el.click();
  await el.dispose();
}

/** Clicks into the field `expr` and types `text` with the keyboard. */
async function typeInto(page: Page, expr: string, text: string): Promise<void> {
  await clickOn(page, expr);
  await page.keyboard.type(text);
}

/** The studio's page in a fresh browser context (its own storage: an empty studio). */
async function studioPage(url = studioUrl): Promise<Page> {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push((e as Error).message));
  await page.evaluateOnNewDocument(HELPERS);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(url);
  return page;
}

const toJSON = (page: Page): Promise<unknown> => page.evaluate(`document.querySelector('domino-studio').toJSON()`);

/** Preview → "Solve it by the hints" (to the end), → Publish → the link: the published detail, checked against the page. */
async function previewAndPublish(page: Page): Promise<{ link: string; json: string }> {
  await clickOn(page, `__all('.pv-go')[0]`);
  await until(page, () => (globalThis as unknown as { __all: (s: string) => Element[] }).__all('.pv-state.ok').length > 0, 40000);
  await clickOn(page, `__btn('^Go to Publish$')`);
  const box = await find(page, `__all('textarea[aria-labelledby=pb-link]')[0]`);
  await clickOn(page, `__btn('^Publish$', '.pb-main')`);
  await until(page, () => (globalThis as unknown as { published: unknown[] }).published.length > 0);
  const detail = (await page.evaluate('published.at(-1)')) as { kind: string; link: string; json: string };
  const shown = await box.evaluate((t) => (t as HTMLTextAreaElement).value);
  assert.equal(detail.link, shown, 'the link the page shows is the one published');
  assert.deepEqual(JSON.parse(detail.json), await toJSON(page), 'the JSON published is the studio’s value');
  assert.ok(detail.link.startsWith(`${studioUrl.replace(/demo\/studio\/$/, '')}embed/?${detail.kind}=dl1.`), detail.link);
  assert.ok(detail.link.length < 2048, `a link under 2 KB (${detail.link.length})`);
  await page.evaluate('published.length = 0');
  return { link: detail.link, json: detail.json };
}

test('a two-step Draw lesson from an empty studio, by mouse and keyboard, previewed to its end and published as a link', async () => {
  const t0 = performance.now();
  const page = await studioPage();
  try {
    // The position: seat 1's tiles clicked from the set
    await clickOn(page, `__btn('^Seat 1 · Ana$', '.seg button')`);
    for (const t of ['6-6', '6-5', '5-5', '4-4', '3-3', '2-2', '1-1']) await clickOn(page, `__tile('${t}')`);
    // seat 2's by the keyboard: choose the seat, then Tab through the set and Space on each tile wanted
    await clickOn(page, `__btn('^Seat 2 · Bo$', '.seg button')`);
    const want = new Set(['6-4', '6-3', '6-2', '5-4', '5-3', '5-2', '4-3']);
    for (let k = 0; k < 60 && want.size; k++) {
      await page.keyboard.press('Tab');
      const at = (await page.evaluate('__active()')) as string | null;
      if (at && want.has(at)) {
        await page.keyboard.press('Space');
        want.delete(at);
      }
    }
    assert.equal(want.size, 0, `Tab reached every tile wanted (left: ${[...want]})`);
    await until(page, () => String((document.querySelector('domino-studio') as unknown as { value: { position: { deal: { hands: unknown[] } } } }).value.position.deal.hands[1]).split(/[\s,]+/).length === 7);
    const hands = ((await toJSON(page)) as { position: { deal: { hands: (string | string[])[] } } }).position.deal.hands.map((h) => (Array.isArray(h) ? h.join(' ') : h));
    assert.deepEqual(hands, ['6-6 6-5 5-5 4-4 3-3 2-2 1-1', '6-4 6-3 6-2 5-4 5-3 5-2 4-3']);
    await clickOn(page, `__btn('^Lead double six$', '.moves button')`);
    // The steps: a title, step 1's "done" text, a second step
    await clickOn(page, `__btn('^Steps$', "[part='tabs'] button")`);
    await typeInto(page, `__all('#st-title')[0]`, 'Two plays');
    await typeInto(page, `__all('#st-done')[0]`, 'Six matches six.');
    await clickOn(page, `__btn('Add a step')`);
    await until(page, () => (document.querySelector('domino-studio') as unknown as { value: { steps: unknown[] } }).value.steps.length === 2);
    await find(page, `__btn('^Step 2', '.pick[aria-current=step]')`);
    await typeInto(page, `__all('#st-done')[0]`, 'Two in a row.');
    await find(page, `__all('.list-box .issue.ok').find((p) => /reaches its end/.test(p.textContent))`); // the steps part: played by its hints, the lesson ends
    // To the preview by the keyboard: the selected tab, then the arrow key
    await clickOn(page, `__btn('^Steps$', "[part='tabs'] button")`);
    await page.keyboard.press('ArrowRight');
    await find(page, `__all("[part='tabs'] button[aria-selected=true]").find((b) => /Preview/.test(b.textContent))`);
    const lesson = await previewAndPublish(page);
    const seconds = (performance.now() - t0) / 1000;
    console.log(`# the lesson, from an empty studio to a published link: ${seconds.toFixed(1)} s (${lesson.link.length} characters)`);
    const v = JSON.parse(lesson.json) as { variant: string; players: number; title: unknown; steps: { goal: { do: string }; done?: unknown }[]; position: { moves?: string } };
    assert.equal(v.variant, 'draw');
    assert.equal(v.players, 2);
    const en = (x: unknown) => (typeof x === 'string' ? x : (x as Record<string, string> | undefined)?.en); // one text, or one per language
    assert.equal(en(v.title), 'Two plays');
    assert.deepEqual(v.steps.map((s) => s.goal.do), ['play', 'play']);
    assert.deepEqual(v.steps.map((s) => en(s.done)), ['Six matches six.', 'Two in a row.']);
    assert.equal(v.position.moves, '6-6');
    made.lesson = lesson;
  } finally {
    await page.browserContext().close();
  }
});

test('an All Fives puzzle from a New puzzle: the game picked, a seed dealt, the lead clicked, the options valued, previewed and published', async () => {
  const page = await studioPage();
  try {
    await clickOn(page, `__btn('^New puzzle$', '.kinds button')`);
    const game = await find(page, `__all('.controls select')[0]`);
    await game.focus(); // the game picked by the keyboard: typing a name on the closed list picks it
    await page.keyboard.type('All Fives');
    await until(page, () => (document.querySelector('domino-studio') as unknown as { value: { variant: string } }).value.variant === 'all-fives');
    await typeInto(page, `__all('.controls input[type=number]')[0]`, '9');
    await clickOn(page, `__btn('^Deal this seed$')`);
    await clickOn(page, `__btn('^Lead five–four$', '.moves button')`);
    await clickOn(page, `__btn('^Puzzle$', "[part='tabs'] button")`);
    await clickOn(page, `__btn('^Value the options$')`);
    await find(page, `__all('.verdict.yes')[0]`, 30000);
    const p = (await toJSON(page)) as { variant: string; learner: number; theme: string; rating: number; choices: { move: string }[]; position: { moves: string } };
    assert.equal(p.variant, 'all-fives');
    assert.equal(p.position.moves, '5-4');
    assert.equal(p.learner, 1);
    assert.equal(p.choices[0]!.move, '5-1@left', 'five–one on the left, the best');
    assert.ok(p.theme && p.rating, 'a theme and a difficulty suggested');
    await typeInto(page, `__all('#studio-puzzle-title')[0]`, 'Ten on the five');
    await page.keyboard.press('Tab'); // a text is taken when its field is left
    await until(page, () => !!(document.querySelector('domino-studio') as unknown as { value: { title?: unknown } }).value.title);
    await typeInto(page, `__all('#studio-puzzle-why')[0]`, 'Five–one on the five makes ten.');
    await page.keyboard.press('Tab');
    await until(page, () => !!(document.querySelector('domino-studio') as unknown as { value: { why?: unknown } }).value.why);
    await clickOn(page, `__btn('^Preview$', "[part='tabs'] button")`);
    made.puzzle = await previewAndPublish(page);
    const why = JSON.parse(made.puzzle.json).why as string | Record<string, string>;
    assert.equal(typeof why === 'string' ? why : why.en, 'Five–one on the five makes ten.');
    const title = JSON.parse(made.puzzle.json).title as string | Record<string, string>;
    assert.equal(typeof title === 'string' ? title : title.en, 'Ten on the five', 'the puzzle named in the puzzle tab');
  } finally {
    await page.browserContext().close();
  }
});

type Got = { type: string; detail: Record<string, unknown> | null; origin: string };
const got = (page: Page): Promise<Got[]> => page.evaluate(() => (window as unknown as { got: Got[] }).got);
const gotSome = (page: Page, type: string, ms = 30000) => until(page, new Function(`return window.got.some((m) => m.type === ${JSON.stringify(type)})`) as () => boolean, ms);

/** Opens the blog post framing `src`; the frame must open the link itself (a turn, not an error). */
async function post(src: string): Promise<{ page: Page; frame: Frame }> {
  const page = await browser.newPage();
  page.on('pageerror', (e) => errors.push((e as Error).message));
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await page.setViewport({ width: 1000, height: 900 });
  await page.goto(`${blogUrl}?${new URLSearchParams({ frame: src })}`);
  await until(page, () => (window as unknown as { got: { type: string }[] }).got.some((m) => m.type === 'domino-turn' || m.type === 'domino-error'), 40000);
  const refused = (await got(page)).find((m) => m.type === 'domino-error');
  assert.equal(refused, undefined, `the frame opens the link: ${JSON.stringify(refused?.detail)}`);
  const frame = page.frames().find((f) => f.url() === src);
  assert.ok(frame, 'the frame is there');
  assert.equal(await frame!.evaluate(() => self.origin), 'null', 'sandboxed: an opaque origin');
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/framed-${new URL(src).searchParams.has('puzzle') ? 'puzzle' : 'lesson'}.png` }); // to look at: SHOTS=/tmp/dir
  return { page, frame: frame! };
}

/** Clicks, in the frame's table, the element `sel` of its shadow root (a real pointer click at its place). */
async function tap(frame: Frame, sel: string): Promise<void> {
  const h = await frame.evaluateHandle((s) => document.querySelector('domino-table')!.shadowRoot!.querySelector(s), sel);
  const el = h.asElement() as ElementHandle<Element> | null;
  assert.ok(el, `${sel} in the frame`);
  await el!.click();
}

/** The learner's playable tiles (polled until there is one). */
async function playable(frame: Frame): Promise<string[]> {
  for (let k = 0; k < 150; k++) {
    const tiles = await frame.evaluate(() => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll<HTMLElement>('[part~=hand] button.playable[data-t]')].map((b) => b.dataset.t!));
    if (tiles.length) return tiles;
    await sleep(100);
  }
  return [];
}

/** Plays `tile` by clicking it, then its place if the table asks where (the place `at` when given). */
async function playByClick(frame: Frame, tile: string, at?: string): Promise<void> {
  await tap(frame, `[part~=hand] button[data-t="${tile}"]`);
  for (let k = 0; k < 5; k++) {
    await sleep(60);
    const places = await frame.evaluate(() => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll<SVGGElement>('g[part~=place]')].map((g) => g.dataset.place!));
    if (places.length) return tap(frame, at && places.includes(at) ? `g[part~=place][data-place="${at}"]` : 'g[part~=place]');
  }
}

test('the published lesson, framed sandboxed by a page of another origin, solved by clicking: domino-lesson-end reaches the page', async (t) => {
  if (!made.lesson) return t.skip('the lesson was not made');
  const { page, frame } = await post(made.lesson.link);
  try {
    for (let step = 0; step < 2; step++) {
      const tiles = await playable(frame);
      assert.ok(tiles.length, `step ${step + 1}: a tile to play`);
      await playByClick(frame, tiles[0]!);
      if (step === 0) await until(page, () => (window as unknown as { got: Got[] }).got.filter((m) => m.type === 'domino-play').length >= 2, 20000); // the learner's, then Ana's reply
    }
    await gotSome(page, 'domino-lesson-end');
    const end = (await got(page)).find((m) => m.type === 'domino-lesson-end')!;
    assert.equal(end.origin, 'null', 'from the sandboxed frame');
    assert.equal(end.detail!.stars, 3, 'no hint, no wrong try');
  } finally {
    await page.close();
  }
});

test('the published puzzle, framed sandboxed by a page of another origin, solved by clicking five–one: domino-puzzle-end (solved) reaches the page', async (t) => {
  if (!made.puzzle) return t.skip('the puzzle was not made');
  const { page, frame } = await post(made.puzzle.link);
  try {
    const best = (JSON.parse(made.puzzle.json) as { choices: { move: string }[] }).choices[0]!.move;
    const [tile, at] = best.split('@') as [string, string];
    assert.ok((await playable(frame)).includes(tile), `${tile} is playable`);
    await playByClick(frame, tile, at);
    await gotSome(page, 'domino-puzzle-end');
    const end = (await got(page)).find((m) => m.type === 'domino-puzzle-end')!;
    assert.equal(end.origin, 'null');
    assert.equal(end.detail!.solved, true);
    assert.equal(end.detail!.tries, 1);
  } finally {
    await page.close();
  }
});

test('each link opens back in the studio as the same JSON: by the studio’s address and by load(link)', async (t) => {
  for (const kind of ['lesson', 'puzzle'] as const) {
    const m = made[kind];
    if (!m) return t.skip(`the ${kind} was not made`);
    assert.deepEqual(await decodeContent(m.link), { kind, value: JSON.parse(m.json) }, 'the link carries the JSON');
    // the link's query on the studio's address (the page opens what it carries)
    const page = await studioPage(`${studioUrl}${new URL(m.link).search}`);
    try {
      await until(page, new Function(`const s = document.querySelector('domino-studio'); return s && s.kind === ${JSON.stringify(kind)} && JSON.stringify(s.toJSON()) === ${JSON.stringify(m.json)}`) as () => boolean, 20000).catch(() => undefined);
      assert.deepEqual(await toJSON(page), JSON.parse(m.json), `the ${kind} from the studio's address`);
      // a fresh value, then the whole link through load()
      await clickOn(page, `__btn('^New course$', '.kinds button')`);
      await page.evaluate(`document.querySelector('domino-studio').load(${JSON.stringify(m.link)})`);
      assert.equal(await page.evaluate(`document.querySelector('domino-studio').kind`), kind);
      assert.deepEqual(await toJSON(page), JSON.parse(m.json), `the ${kind} by load(link)`);
    } finally {
      await page.browserContext().close();
    }
  }
  assert.deepEqual(errors, [], 'no page error');
});
