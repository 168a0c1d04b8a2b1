/**
 * Play with anyone (issue 21 item 2) in Chromium pages of demo/online.html: the first page's "Play with anyone" opens
 * a listed table, the second page's finds it through the lobby and takes its free seat, and the game starts; a table
 * created with "List it in the lobby" shows in another page's Open tables and its Join button seats that page. A watcher
 * of a room whose seats are for invited people only is offered no seat to take (it could not take it).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'puppeteer-core';
import { launch, openPage, until } from '../testing/pages.js';
import { Bot } from '../testing/bot.js';
import { startDemo, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

let server: ServerProcess;
let demo: { url: string; stop(): Promise<void> };
let browser: Browser;

before(async () => {
  [server, demo] = await Promise.all([startServer({ AI_DELAY_MS: '30', RATE_PER_SECOND: '100' }), startDemo()]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), demo?.stop()]);
});

const conn = (p: Page) => p.evaluate(() => (document.querySelector('domino-table') as unknown as { connection?: { state: string; room: string; seat: number | null } | null })?.connection ?? null);
const open = (p: Page) => until(p, () => (document.querySelector('domino-table') as unknown as { connection?: { state: string } | null })?.connection?.state === 'open', 30000);
// (a connection is open before the room's first sync says the seat: wait for the seat too)
const seated = (p: Page) => until(p, () => (document.querySelector('domino-table') as unknown as { connection?: { state: string; seat: number | null } | null })?.connection?.seat != null, 30000);
const playing = (p: Page) => until(p, () => (document.querySelector('domino-table') as unknown as { state?: { phase: string } | null })?.state?.phase === 'playing', 30000);

describe('play with anyone', () => {
  test('two pages press Play with anyone: one listed table, both seated, the game starts', async () => {
    const q = `server=${encodeURIComponent(server.url)}`;
    const a = await openPage(browser, demo.url, q);
    await a.page.select('#create select[name="variant"]', 'block');
    await a.page.select('#create select[name="players"]', '2');
    await a.page.click('#anyone');
    await open(a.page);
    await seated(a.page);
    const first = (await conn(a.page))!;
    const b = await openPage(browser, demo.url, q);
    await b.page.select('#create select[name="variant"]', 'block');
    await b.page.select('#create select[name="players"]', '2');
    await until(b.page, () => !!document.querySelector('#lobby-list li'), 20000); // the lobby shows the first page's table
    await b.page.click('#anyone');
    await open(b.page);
    await seated(b.page);
    const second = (await conn(b.page))!;
    assert.equal(second.room, first.room, 'the second page found the first table');
    assert.deepEqual([first.seat, second.seat].sort(), [0, 1]);
    await Promise.all([playing(a.page), playing(b.page)]);
    await Promise.all([a.page.close(), b.page.close()]);
  });

  test('a table listed from the form shows in Open tables as text; Join seats the page', async () => {
    const q = `server=${encodeURIComponent(server.url)}`;
    const host = await openPage(browser, demo.url, q);
    await host.page.select('#create select[name="variant"]', 'draw');
    await host.page.select('#create select[name="players"]', '3');
    await host.page.click('#create input[name="listed"]');
    await host.page.click('#create button:not([type])');
    await open(host.page);
    const code = (await conn(host.page))!.room;
    const guest = await openPage(browser, demo.url, q);
    await until(guest.page, () => !!document.querySelector('#lobby-list li button'), 20000);
    const row = await guest.page.$eval('#lobby-list li', (li) => ({ text: li.textContent, html: li.innerHTML.includes('<b') }));
    assert.match(row.text ?? '', /Draw · 3 players · 2 seats free · en/);
    await guest.page.click('#lobby-list li button');
    await open(guest.page);
    await seated(guest.page);
    const g = (await conn(guest.page))!;
    assert.equal(g.room, code);
    assert.equal(g.seat, 1);
    await Promise.all([host.page.close(), guest.page.close()]);
  });

  test('a watcher of a room with invitations sees its open seats but no Take button', async () => {
    const host = await Bot.create(server.url, { variant: 'draw', players: 3, seat: 0, name: 'Host', invites: true }, { pick: () => null });
    const code = host.room!.roomId;
    const w = await openPage(browser, demo.url, `server=${encodeURIComponent(server.url)}&room=${code}`);
    await open(w.page);
    await until(w.page, () => (document.querySelector('domino-table')?.shadowRoot?.querySelectorAll('.room li').length ?? 0) >= 3, 20000);
    const seen = await w.page.evaluate(() => {
      const r = document.querySelector('domino-table')!.shadowRoot!;
      return { take: r.querySelectorAll('.room button.take').length, seat: (document.querySelector('domino-table') as unknown as { connection: { seat: number | null } }).connection.seat };
    });
    assert.deepEqual(seen, { take: 0, seat: null });
    await w.page.close();
    await host.leave();
  });
});
