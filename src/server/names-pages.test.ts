/**
 * Ways in to an online table, in Chromium pages of demo/online.html: the room code is one to read aloud; the
 * invitation link is the page's address with the code and the seat (no server URL when it is the page's own); a
 * guest who opens it is asked a name, and the host sees that name on the guest's seat; `persist` remembers it, so a
 * second invitation opened in the same browser seats the same name without asking; a code typed in lower case with a
 * dash joins the table.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'puppeteer-core';
import { launch, openPage, until } from '../testing/pages.js';
import { startDemo, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

let server: ServerProcess;
let demo: { url: string; stop(): Promise<void> };
let browser: Browser;

before(async () => {
  [server, demo] = await Promise.all([startServer({ AI_DELAY_MS: '30' }), startDemo()]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), demo?.stop()]);
});

const CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;
const connection = (p: Page) => p.evaluate(() => (document.querySelector('domino-table') as unknown as { connection: { state: string; room: string; seat: number | null } | null }).connection);
const linkOf = async (p: Page, key: string) => {
  await until(p, new Function(`return document.querySelector('domino-table')?.shadowRoot?.querySelector('.room a[data-link="${key}"]')`) as () => unknown, 30000);
  return p.evaluate((k) => (document.querySelector('domino-table')!.shadowRoot!.querySelector(`.room a[data-link="${k}"]`) as HTMLAnchorElement).href, key);
};
/** The names on the page's room panel, by seat. */
const panelNames = (p: Page) => p.evaluate(() => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('.room li.rs')].map((li) => li.querySelector('.nm')?.textContent ?? ''));

test('a guest opens the invitation, is asked a name, and the host sees it; persist remembers it; a lower-case code joins', async () => {
  const host = (await openPage(browser, demo.url, new URLSearchParams({ server: server.url }).toString())).page;
  await host.evaluate(() => localStorage.clear());
  await host.select('#create select[name=variant]', 'draw');
  await host.select('#create select[name=players]', '3');
  await host.$eval('#create input[name=name]', (i) => ((i as HTMLInputElement).value = 'Ana'));
  await host.click('#create button');
  await until(host, () => (document.querySelector('domino-table') as unknown as { connection?: { state: string } }).connection?.state === 'open', 30000);
  const code = (await connection(host))!.room;
  assert.match(code, CODE, 'a code to read aloud');

  // The invitation: this page's address with the code and the seat; the server only because the test's is not the page's own.
  const invite = await linkOf(host, 'seat-1');
  const u = new URL(invite);
  assert.equal(u.origin + u.pathname, `${demo.url}/demo/online.html`);
  assert.equal(u.searchParams.get('server'), server.url);
  u.searchParams.delete('server');
  assert.equal(u.search, `?room=${code}&seat=2`);
  const deployed = `https://domino.example/demo/online.html${u.search}`; // what a page beside its own server hands out
  assert.ok(deployed.length <= 60, `${deployed} (${deployed.length} characters) fits a chat message`);

  // The guest, in a browser of their own, is asked a name (the table is there already: seated, not waiting on a form).
  const theirs = await browser.createBrowserContext();
  const guest = await theirs.newPage();
  await guest.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await guest.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await guest.goto(invite);
  await until(guest, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('.ask-name input'), 30000);
  assert.equal((await connection(guest))!.seat, 1);
  assert.equal((await panelNames(host))[1], 'Player 2', 'before: the server\'s stand-in name');
  await guest.type('domino-table >>> .ask-name input', 'Bo <i>');
  await guest.click('domino-table >>> .ask-name button.ok');
  await until(host, () => document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('.room li.rs')[1]?.querySelector('.nm')?.textContent === 'Bo <i>', 30000);
  assert.equal(await guest.evaluate(() => document.querySelector('domino-table')!.shadowRoot!.querySelector('.ask-name')), null, 'asked once');
  assert.equal(await host.evaluate(() => document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('.room i, .seat i').length), 0, 'a name is text, never markup');
  assert.equal(await guest.evaluate(() => localStorage.getItem('domino-table:name')), 'Bo <i>', 'persist keeps it');

  // A second invitation in the same browser: the remembered name, not asked again.
  const second = await theirs.newPage();
  await second.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await second.goto(await linkOf(host, 'seat-2'));
  await until(second, () => (document.querySelector('domino-table') as unknown as { connection?: { seat: number | null } }).connection?.seat === 2, 30000);
  await until(host, () => document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('.room li.rs')[2]?.querySelector('.nm')?.textContent === 'Bo <i>', 30000);
  assert.equal(await second.evaluate(() => document.querySelector('domino-table')!.shadowRoot!.querySelector('.ask-name')), null);

  // The code typed in lower case, with a dash, in the Join form: the same table (to watch).
  const typed = `${code.slice(0, 3)}-${code.slice(3)}`.toLowerCase();
  const watcher = (await openPage(browser, demo.url, new URLSearchParams({ server: server.url }).toString())).page;
  await watcher.$eval('#join input[name=room]', (i, t) => ((i as HTMLInputElement).value = t), typed);
  await watcher.select('#join select[name=seat]', '');
  await watcher.click('#join button');
  await until(watcher, () => (document.querySelector('domino-table') as unknown as { connection?: { state: string } }).connection?.state === 'open', 30000);
  assert.equal((await connection(watcher))!.room, code);
  assert.equal(await watcher.$eval('#code', (c) => c.textContent), code);
});
