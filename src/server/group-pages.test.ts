/**
 * A group of friends at one online table, in Chromium pages of demo/online.html: the host creates the table from the
 * page's form, every other page opens a link taken from the host's room panel (no URL is written by hand); a link to
 * a taken seat watches and offers a free one; quick chat reaches every seat and the spectators, and a hostile name
 * is shown as text; the turn clock runs out on a silent seat and the computer moves; a rematch plays a second game.
 * Every wait is on a condition in the pages, with generous limits (a loaded 2-core machine).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'puppeteer-core';
import { encode } from 'uqr';
import { autoplay, endOf, launch, newTable, openPage, until } from '../testing/pages.js';
import type { Seat, Site } from '../testing/pages.js';
import { startDemo, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

let server: ServerProcess;
let demo: { url: string; stop(): Promise<void> };
let browser: Browser;
let site: Site;

before(async () => {
  [server, demo] = await Promise.all([startServer({ AI_DELAY_MS: '30', GRACE_SECONDS: '2', RATE_PER_SECOND: '100' }), startDemo()]);
  browser = await launch();
  site = { browser, base: demo.url, server: server.url };
});
after(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), demo?.stop()]);
});

/** The href of a link in a page's room panel (`seat-N`, 0-based, or `watch`), once it is there. */
async function linkOf(p: Page, key: string): Promise<string> {
  const find = (k: string) => (document.querySelector('domino-table')?.shadowRoot?.querySelector(`.room a[data-link="${k}"]`) as HTMLAnchorElement | null)?.href ?? '';
  await until(p, new Function(`return (${find.toString()})(${JSON.stringify(key)})`) as () => string, 30000);
  return p.evaluate(find, key);
}

/** Opens `url` (a link from a room panel) in a new page of the same browser. */
const follow = (url: string): Promise<Seat> => {
  const u = new URL(url);
  assert.equal(u.origin + u.pathname, `${site.base}/demo/online.html`);
  return openPage(browser, site.base, u.search.slice(1));
};

const connected = (p: Page) => until(p, () => (document.querySelector('domino-table') as unknown as { connection?: { state: string } | null })?.connection?.state === 'open', 30000);
const seatOf = (p: Page) => p.evaluate(() => (document.querySelector('domino-table') as unknown as { connection: { seat: number | null } }).connection.seat);
const playing = (p: Page) => until(p, () => (document.querySelector('domino-table') as unknown as { state?: { phase: string } | null })?.state?.phase === 'playing', 30000);

/** What a page's room panel and seat cards say. */
const panelOf = (p: Page) =>
  p.evaluate(() => {
    const root = document.querySelector('domino-table')!.shadowRoot!;
    return {
      rows: [...root.querySelectorAll('.room li.rs')].map((li) => ({ no: li.querySelector('.seatno')?.textContent ?? '', name: li.querySelector('.nm')?.textContent ?? '', me: li.classList.contains('me') })),
      cards: Object.fromEntries([...root.querySelectorAll('.seat[data-seat]')].map((c) => [c.getAttribute('data-seat'), c.querySelector('.nm')?.textContent ?? ''])),
      offer: root.querySelector('.room .offer')?.textContent ?? '',
      take: [...root.querySelectorAll('.room button.take')].map((b) => b.textContent),
      bar: root.querySelector('.online')?.textContent ?? '',
    };
  });

/** Checks that each page sees seats "Seat 1…N" and its own seat as "You", in the panel and on its seat card. */
async function seatsNamed(pages: Page[], n: number): Promise<void> {
  for (const [i, p] of pages.entries()) {
    const v = await panelOf(p);
    assert.deepEqual(v.rows.map((r) => r.no), Array.from({ length: n }, (_, s) => `Seat ${s + 1}`));
    const mine = v.rows.findIndex((r) => r.me);
    assert.equal(mine, i, `page ${i} is at seat ${i + 1}`);
    assert.equal(v.rows[mine]!.name, 'You');
    assert.equal(v.cards[String(i)], 'You', `page ${i}'s own seat card says You`);
    for (const [s, name] of Object.entries(v.cards)) if (+s !== i) assert.notEqual(name, 'You');
  }
}

describe('a group at one online table, in Chromium pages', () => {
  test('three pages join from the invite flow (a taken seat\'s link offers the free one); quick chat reaches every seat and the spectator; a hostile name stays text', async () => {
    const hostile = '<img src=x onerror=p=1>';
    const host = await openPage(browser, site.base, new URLSearchParams({ server: site.server }).toString());
    await host.page.select('#create select[name=variant]', 'draw');
    await host.page.select('#create select[name=players]', '3');
    await host.page.type('#create input[name=name]', hostile);
    await host.page.click('#create button');
    const seat2 = await linkOf(host.page, 'seat-1');
    const guest = await follow(seat2);
    await connected(guest.page);
    assert.equal(await seatOf(guest.page), 1);
    // The same link again: that seat is taken now. The page watches and offers Seat 3.
    const late = await follow(seat2);
    await connected(late.page);
    await until(late.page, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('.room .offer'), 30000);
    const offer = await panelOf(late.page);
    assert.equal(await seatOf(late.page), null);
    assert.match(offer.offer, /Seat 2 is taken: you are watching/);
    assert.deepEqual(offer.take, ['Take Seat 3']);
    assert.doesNotMatch(offer.bar, /Disconnected/);
    await late.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.take') as HTMLElement).click());
    await until(late.page, () => (document.querySelector('domino-table') as unknown as { connection: { seat: number | null; state: string } }).connection.seat === 2, 30000);
    // The watch link: Copy puts it on the clipboard; its QR code holds exactly that address.
    const watchLink = await linkOf(host.page, 'watch');
    await browser.defaultBrowserContext().overridePermissions(site.base, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await host.page.bringToFront();
    await host.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.copy[data-link="watch"]') as HTMLElement).click());
    await until(host.page, () => document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.copy[data-link="watch"]')!.textContent === 'Copied ✓', 30000);
    assert.equal(await host.page.evaluate(() => navigator.clipboard.readText()), watchLink);
    await host.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.qr-btn[data-link="watch"]') as HTMLElement).click());
    await until(host.page, () => document.querySelector('domino-table')!.shadowRoot!.querySelector('.room .qr svg path'), 30000);
    const qr = await host.page.evaluate(() => {
      const f = document.querySelector('domino-table')!.shadowRoot!.querySelector('.room .qr')!;
      return { d: f.querySelector('path')!.getAttribute('d'), label: f.querySelector('svg')!.getAttribute('aria-label'), caption: f.querySelector('figcaption')!.textContent };
    });
    const cells = encode(watchLink, { ecc: 'M', border: 2 }).data;
    assert.equal(qr.d, cells.flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : ''))).join(''), 'the QR code drawn is the link\'s');
    assert.deepEqual([qr.label, qr.caption], ['QR code: Link to watch', 'Link to watch']);
    const watcher = await follow(watchLink);
    const pages = [host.page, guest.page, late.page];
    await Promise.all(pages.map(playing));
    await connected(watcher.page);
    assert.equal(await seatOf(watcher.page), null);
    await seatsNamed(pages, 3);
    // Quick chat: a phrase from the host, a reaction from seat 2; every page shows both, in order of arrival.
    const all = [...pages, watcher.page];
    await host.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button[data-say="hello"]') as HTMLElement).click());
    await guest.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button[data-say="👍"]') as HTMLElement).click());
    for (const p of all) await until(p, () => document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('.room .said li').length >= 2, 30000);
    for (const [i, p] of all.entries()) {
      const said = await p.evaluate(() => {
        const root = document.querySelector('domino-table')!.shadowRoot!;
        return {
          lines: [...root.querySelectorAll('.room .said li')].map((li) => ({ who: li.querySelector('b')!.textContent, text: li.querySelector('.text')!.textContent })),
          markup: root.querySelectorAll('img').length + document.querySelectorAll('img').length,
          ran: (window as unknown as { p?: unknown }).p !== undefined,
        };
      });
      assert.deepEqual(said.lines.map((l) => l.text).sort(), ['Hello!', '👍'].sort(), `page ${i}`);
      const fromHost = said.lines.find((l) => l.text === 'Hello!')!;
      assert.equal(fromHost.who, i === 0 ? 'You' : hostile, `page ${i} names the host as text`);
      assert.equal(said.markup, 0, `page ${i}: the name never became an element`);
      assert.equal(said.ran, false);
    }
    // The host's seat card on the others' screens shows the name as it was typed.
    assert.equal((await panelOf(guest.page)).cards['0'], hostile);
    await Promise.all([...all].map((p) => p.close()));
  });

  test('four pages join from the invite flow; a fifth opens a taken seat\'s link and is offered to watch', async () => {
    const { host, code } = await newTable(site, 'partnership', 4);
    const links = [];
    for (let s = 1; s < 4; s++) links.push(await linkOf(host.page, `seat-${s}`)); // all three, while the seats are free
    const guests: Seat[] = [];
    for (const l of links) {
      const g = await follow(l);
      await connected(g.page);
      guests.push(g);
    }
    const pages = [host.page, ...guests.map((g) => g.page)];
    await Promise.all(pages.map(playing));
    assert.deepEqual(await Promise.all(pages.map(seatOf)), [0, 1, 2, 3]);
    await seatsNamed(pages, 4);
    // At 1280×800 the room panel stands beside the table and the host's hand is in view without scrolling.
    await host.page.setViewport({ width: 1280, height: 800 });
    await host.page.bringToFront();
    await until(host.page, () => {
      const root = document.querySelector('domino-table')!.shadowRoot!;
      const hand = root.querySelector('.hand')?.getBoundingClientRect();
      const felt = root.querySelector('.table')!.getBoundingClientRect();
      const room = root.querySelector('.room')!.getBoundingClientRect();
      return hand && hand.height > 0 && hand.bottom <= innerHeight && scrollY === 0 && room.left >= felt.right && room.top < felt.bottom;
    }, 30000);
    const fifth = await follow(links[1]!); // Seat 3's link, taken
    await connected(fifth.page);
    await until(fifth.page, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('.room .offer'), 30000);
    const v = await panelOf(fifth.page);
    assert.equal(await seatOf(fifth.page), null);
    assert.match(v.offer, /Seat 3 is taken and no seat is free: you are watching/);
    assert.deepEqual(v.take, []);
    assert.match(v.bar, new RegExp(`room ${code} · Watching`));
    // It watches the game: the board and the seats, no hand of its own.
    await until(fifth.page, () => (document.querySelector('domino-table') as unknown as { state?: { phase: string } | null })?.state?.phase === 'playing', 30000);
    await Promise.all([...pages, fifth.page].map((p) => p.close()));
  });

  test('the turn clock runs out on a silent seat: the computer moves for it, it is away until its person is back', async () => {
    const host = await openPage(browser, site.base, new URLSearchParams({ server: site.server }).toString());
    await host.page.select('#create select[name=variant]', 'draw');
    await host.page.select('#create select[name=players]', '2');
    await host.page.select('#create select[name=clock]', '10/0');
    await host.page.click('#create button');
    const silent = await follow(await linkOf(host.page, 'seat-1')); // no auto-player: this person never moves
    await autoplay(host.page);
    await host.page.evaluate(() => {
      const w = window as unknown as { moves: number[] };
      w.moves = [];
      for (const t of ['domino-play', 'domino-draw', 'domino-pass']) document.addEventListener(t, (e) => w.moves.push((e as CustomEvent).detail.seat));
    });
    await playing(silent.page);
    // Its turn comes: its seat card shows the clock counting down.
    await until(silent.page, () => (document.querySelector('domino-table') as unknown as { state: { turn: number } }).state.turn === 1, 60000);
    await until(silent.page, () => document.querySelector('domino-table')!.shadowRoot!.querySelector('.seat[data-seat="1"] .clock')?.textContent?.match(/^0:(0\d|10)$/), 30000);
    // 10 s later the computer plays that turn; the seat is away on both screens and this screen offers "I'm back".
    await until(host.page, () => (window as unknown as { moves: number[] }).moves.includes(1), 60000);
    await until(host.page, () => document.querySelector('domino-table')!.shadowRoot!.querySelector('.seat[data-seat="1"].away'), 30000);
    await until(silent.page, () => document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.back'), 30000);
    await silent.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.back') as HTMLElement).click());
    await until(host.page, () => !document.querySelector('domino-table')!.shadowRoot!.querySelector('.seat[data-seat="1"].away'), 30000);
    await until(silent.page, () => !document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.back'), 30000);
    // The host pauses: the clock stands still and the room says so.
    await host.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.room button.pause') as HTMLElement).click());
    await until(silent.page, () => /paused by the host/.test(document.querySelector('domino-table')!.shadowRoot!.querySelector('.room h2')?.textContent ?? ''), 30000);
    await Promise.all([host.page.close(), silent.page.close()]);
  });

  test('rematch: after the game, Rematch plays a second game at the same seats, with a new commitment; both verify', async () => {
    const { host } = await newTable(site, 'all-fives', 2);
    const guest = await follow(await linkOf(host.page, 'seat-1'));
    await connected(guest.page);
    await autoplay(guest.page);
    const first = await Promise.all([host, guest].map((s) => endOf(s.page)));
    for (const s of [host, guest]) await s.page.evaluate(() => ((window as unknown as { ended: unknown }).ended = null));
    await host.page.bringToFront();
    await until(host.page, () => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Rematch'), 30000);
    await host.page.evaluate(() => ([...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Rematch') as HTMLElement).click());
    const second = await Promise.all([host, guest].map((s) => endOf(s.page)));
    for (const [i, e] of second.entries()) {
      assert.equal(e.verdict.ok, true, `page ${i}: ${e.verdict.reason ?? ''}`);
      assert.equal(e.seat, i);
      const fair = (x: { verdict: unknown }) => x.verdict as { seed: string; commitment: string }; // the domino-fair-deal detail
      assert.notEqual(fair(e).seed, fair(first[i]!).seed, 'a new deal');
      assert.notEqual(fair(e).commitment, fair(first[i]!).commitment, 'a new commitment');
      assert.equal(e.state.phase, 'game-over');
    }
    assert.deepEqual(second[0]!.record, second[1]!.record);
    await Promise.all([host.page.close(), guest.page.close()]);
  });
});
