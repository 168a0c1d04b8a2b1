/**
 * A class in Chromium pages, as a school runs it: the game server (child process), the demo's dev server and three
 * headless pages of demo/class.html — the teacher's, which opens the class, and two students': one opens the link the
 * teacher's screen shows, the other types the class code on the page; both join with a name. A student's wrong move shows in the teacher's histogram with the
 * lesson's reason; Reveal and Next step move both students on; a teacher who reloads the page is back in the same class. SHOTS=dir saves the screens at 1280×800 and 375×740.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'puppeteer-core';
import { launch, until } from '../testing/pages.js';
import { startDemo, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';
import '../engine/index.js';
import { ClassRun, openLesson } from '../teach/class.js';

let server: ServerProcess;
let demo: { url: string; stop(): Promise<void> };
let browser: Browser;

before(async () => {
  [server, demo] = await Promise.all([startServer({ AI_DELAY_MS: '0' }), startDemo()]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), demo?.stop()]);
});

async function page(url: string, width: number, height: number): Promise<Page> {
  const p = await browser.newPage();
  await p.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  p.on('pageerror', (e) => console.error('page error:', (e as Error).message));
  await p.setViewport({ width, height });
  await p.goto(url);
  return p;
}

/** The text of the class panel's part matching `sel` (in the element's shadow root). */
const text = (p: Page, sel: string) => p.evaluate((s) => (document.querySelector('domino-table') as HTMLElement | null)?.shadowRoot?.querySelector(s)?.textContent ?? '', sel);
const has = async (p: Page, sel: string, re: string) => {
  try {
    await p.waitForFunction((s, r) => new RegExp(r).test((document.querySelector('domino-table') as HTMLElement | null)?.shadowRoot?.querySelector(s)?.textContent ?? ''), { timeout: 30000, polling: 200 }, sel, re);
  } catch (e) {
    throw new Error(`${sel} never matched /${re}/: it says ${JSON.stringify(await text(p, sel))}`, { cause: e });
  }
};
const click = (p: Page, label: string) =>
  p.evaluate((l) => {
    const b = [...(document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelectorAll('.class button')].find((x) => x.textContent === l) as HTMLButtonElement | undefined;
    if (!b) throw new Error(`no button ${l}`);
    b.click();
  }, label);
/** The table's status line (its first line, at the top of the felt). */
const status = (p: Page) => p.evaluate(() => (document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelector('.status')?.textContent?.trim() ?? '');

/**
 * What lies outside the box at this size: the table must fill the screen without the page scrolling, and every
 * button (the hand's tiles, the top bar, the class panel's) lie inside the table's box and the screen — or, in a
 * panel that scrolls, that panel inside them. Reveal / Next step must be in sight without scrolling the panel.
 */
const outside = (p: Page) =>
  p.evaluate(() => {
    const el = document.querySelector('domino-table') as HTMLElement;
    const box = el.getBoundingClientRect();
    const out: string[] = [];
    if (box.top < -1 || box.bottom > innerHeight + 1) out.push(`the table ${Math.round(box.top)}–${Math.round(box.bottom)} in a ${innerHeight} px screen`);
    if (document.scrollingElement!.scrollHeight > innerHeight + 1) out.push(`the page scrolls (${document.scrollingElement!.scrollHeight} px)`);
    const inside = (r: DOMRect, b: { top: number; bottom: number; left: number; right: number }) => r.top >= b.top - 1 && r.bottom <= b.bottom + 1 && r.left >= b.left - 1 && r.right <= b.right + 1;
    const screen = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    for (const b of el.shadowRoot!.querySelectorAll<HTMLElement>('button')) {
      const r = b.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      let sc = b.parentElement;
      while (sc && !(sc.scrollHeight > sc.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(sc).overflowY))) sc = sc.parentElement;
      const name = b.textContent!.trim().slice(0, 24) || b.getAttribute('aria-label') || b.className;
      const must = /^(Reveal the answer|Next step|Finish the lesson)$/.test(name);
      const seen = sc && !must ? sc.getBoundingClientRect() : r;
      if (!inside(seen, box) || !inside(seen, screen)) out.push(`${name} at ${Math.round(r.top)}–${Math.round(r.bottom)}`);
      if (must && sc && !inside(r, sc.getBoundingClientRect())) out.push(`${name} hidden in the panel`);
    }
    if (!el.shadowRoot!.querySelector('.hand button')) out.push('no hand');
    return out;
  });

const shot = async (p: Page, name: string) => {
  if (process.env.SHOTS) await p.bringToFront(), await p.screenshot({ path: `${process.env.SHOTS}/${name}.png`, captureBeyondViewport: false });
};

test('a teacher and two students: a wrong move shows in the teacher\'s histogram with its reason; Next step moves both', { timeout: 240_000 }, async () => {
  const local = new ClassRun((await openLesson('f-fives')).lesson);
  const right = local.answer()!.action as { tile: string; at?: string };
  const wrong = local.legal().find((a) => !local.judge(a).right) as { tile: string; at?: string };
  const teacher = await page(`${demo.url}/demo/class.html?server=${encodeURIComponent(server.url)}&lesson=f-fives&go=1`, 1280, 800);
  await has(teacher, '.class .c-code', '^[A-Za-z0-9_-]{4,}$');
  const code = await text(teacher, '.class .c-code');
  const link = (await text(teacher, '.class .c-link')).split(': ').pop()!.trim();
  assert.match(link, new RegExp(`room=${code}`));
  assert.equal(await teacher.evaluate(() => (document.querySelector('domino-table') as unknown as { room: string }).room), code, 'the element\'s room becomes the class code');
  // the QR code's encoder is its own chunk, loaded on demand: wait for it (a loaded machine takes a while)
  await teacher.waitForFunction(() => !!(document.querySelector('domino-table') as HTMLElement | null)?.shadowRoot?.querySelector('.class svg.c-qr path'), { timeout: 30000, polling: 200 }).catch(() => null);
  assert.ok(await teacher.evaluate(() => !!(document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelector('.class svg.c-qr path')), 'the QR code of the link shows');

  // one student opens the link (or its QR code), the other types the code on the page
  const byCode = await page(`${demo.url}/demo/class.html?server=${encodeURIComponent(server.url)}`, 375, 740);
  await byCode.waitForSelector('#join:not([hidden]) input');
  await byCode.type('#join input', code);
  await Promise.all([byCode.waitForNavigation(), byCode.click('#join button')]);
  const students = [await page(link, 375, 740), byCode];
  for (const [i, s] of students.entries()) {
    await until(s, () => !!(document.querySelector('domino-table') as HTMLElement | null)?.shadowRoot?.querySelector('.class form input'), 30000);
    await shot(s, 'class-student-join');
    await s.evaluate((n) => {
      const root = (document.querySelector('domino-table') as HTMLElement).shadowRoot!;
      root.querySelector<HTMLInputElement>('.class form input')!.value = n;
      root.querySelector<HTMLFormElement>('.class form')!.requestSubmit();
    }, i === 0 ? 'Zoë <b>bold</b>' : 'Kuba');
    await has(s, '.class .c-mine', '.');
  }
  await has(teacher, '.class', '2 students');
  await shot(students[1]!, 'class-student-asking');
  await shot(teacher, 'class-teacher-asking');

  // Zoë plays the wrong move, Kuba the right one, both on the table as a person would (the element's API)
  await students[0]!.evaluate((a) => (document.querySelector('domino-table') as unknown as { play(t: string, at?: string): void }).play(a.tile, a.at), wrong);
  await students[1]!.evaluate((a) => (document.querySelector('domino-table') as unknown as { play(t: string, at?: string): void }).play(a.tile, a.at), right);
  await has(students[0]!, '.class .c-mine.wrong', 'Not this time');
  await has(students[1]!, '.class .c-mine.right', 'Right!');
  await has(teacher, '.class', '2 of 2 answered');
  // a student who answered waits for the teacher, and the status says so (not "Your turn — play a tile")
  for (const s of students) await until(s, () => /waiting for the teacher/i.test((document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelector('.status')?.textContent ?? ''), 10000);
  for (const s of students) assert.doesNotMatch(await status(s), /Your turn/);
  // the class's screens at a phone's and a desktop's size: the hand, the panel's buttons, all in the table's box
  for (const [who, p] of [['the teacher', teacher], ['a student', students[0]!]] as const) {
    for (const [width, height] of [[1280, 800], [375, 740]] as const) {
      await p.setViewport({ width, height });
      await new Promise((r) => setTimeout(r, 500));
      assert.deepEqual(await outside(p), [], `${who} at ${width}×${height}`);
    }
  }
  await teacher.setViewport({ width: 1280, height: 800 });
  const bars = await teacher.evaluate(() =>
    [...(document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelectorAll('.class .c-bar')].map((b) => ({ cls: b.className, n: b.querySelector('.c-n')!.textContent, why: b.querySelector('.c-why')?.textContent ?? '', names: b.querySelector('.c-names')!.textContent })),
  );
  assert.equal(bars.length, 2);
  const bad = bars.find((b) => /wrong/.test(b.cls))!;
  assert.equal(bad.n, '1');
  assert.match(bad.why, /scores nothing|multiple of five|\d/, 'the lesson\'s reason for the wrong move');
  assert.equal(bad.names, 'Zoë <b>bold</b>', 'a student\'s name is text, never markup');
  assert.equal(await teacher.evaluate(() => (document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelectorAll('.class .c-names b, .class .c-who b').length), 0);
  if (process.env.DEBUG_CLASS) console.log('mutations in 1 s', await teacher.evaluate(() => new Promise((r) => { let n = 0; const o = new MutationObserver((l) => (n += l.length)); o.observe((document.querySelector('domino-table') as HTMLElement).shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true }); setTimeout(() => (o.disconnect(), r(n)), 1000); })));
  await shot(teacher, 'class-teacher-answers');
  await shot(students[0]!, 'class-student-wrong');
  await teacher.setViewport({ width: 375, height: 740 });
  await shot(teacher, 'class-teacher-phone');
  await teacher.setViewport({ width: 1280, height: 800 });

  await click(teacher, 'Reveal the answer');
  for (const s of students) await has(s, '.class', 'The lesson’s move');
  for (const s of students) assert.equal(await status(s), 'Waiting for the teacher…', 'after the reveal');
  await shot(students[0]!, 'class-student-revealed');
  await click(teacher, 'Next step');
  for (const s of students) await has(s, '.class', 'Step 2 of 2');
  for (const s of students) await has(s, '.class .c-mine', 'Make your move');
  await has(teacher, '.class', '0 of 2 answered');
  await shot(teacher, 'class-teacher-step2');
  // the teacher reloads the page: the same class comes back, with its students and its step
  await teacher.reload();
  await has(teacher, '.class .c-code', `^${code}$`);
  await has(teacher, '.class', '0 of 2 answered');
  await has(teacher, '.class', '2 students');
  await Promise.all([teacher, ...students].map((p) => p.close()));
});
