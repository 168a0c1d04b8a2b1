/**
 * Online play end to end, as a host runs it: the game server (child process),
 * the demo's dev server (`npm start`) and headless Chromium pages opening
 * demo/online.html, one per seat. The first page creates the table from the
 * page's form, the others open its invitation link. Every WebSocket frame each
 * page receives is captured through the DevTools protocol and decoded here.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'puppeteer-core';
import type { Variant } from '../engine/index.js';
import { seatState } from '../online/protocol.js';
import { replay } from '../record/record.js';
import { FrameDecoder, leaks, tilesIn } from '../testing/frames.js';
import type { Frame } from '../testing/frames.js';
import { endOf, joinTable, launch, newTable as newSiteTable, openPage as openSitePage, until } from '../testing/pages.js';
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

const openPage = (query: string, preload?: () => void): Promise<Seat> => openSitePage(browser, demo.url, query, preload);
const newTable = (variant: Variant, players: number, people = 'all') => newSiteTable(site, variant, players, people);
const join = (code: string, seat: number | '') => joinTable(site, code, seat);

const decoded = (frames: Uint8Array[]): Frame[] => {
  const d = new FrameDecoder();
  return frames.map((f) => d.decode(f));
};

/** The tiles a page named in the messages it sent (client → server frames are ROOM_DATA too: decoded alike). */
const named = (sent: Uint8Array[]): Set<string> => {
  const out = new Set<string>();
  for (const f of decoded(sent)) if (f.kind === 'data') tilesIn(f.message, out);
  return out;
};

describe('online play in Chromium pages', () => {
  const games: [Variant, number][] = [
    ['draw', 3],
    ['partnership', 4],
    ['all-fives', 2],
    ['mexican-train', 2],
  ];
  for (const [variant, players] of games) {
    test(`${variant}: ${players} pages play a whole game; final states and records agree; no frame leaks a hidden tile; fair deal ✓`, async () => {
      const { host, code } = await newTable(variant, players);
      const seats = [host];
      for (let s = 1; s < players - 1; s++) seats.push(await join(code, s));
      // A spectator page, there before the last seat fills the table and the game starts (it sees the whole game).
      const watcher = await join(code, '');
      seats.push(await join(code, players - 1));
      const all = [...seats, watcher];
      const ends = await Promise.all(all.map((s) => endOf(s.page)));
      const record = ends[0]!.record;
      const final = replay(record).at(-1)!;
      assert.equal(final.phase, 'game-over');
      for (const [i, e] of ends.entries()) {
        assert.equal(e.verdict.ok, true, `page ${i} verified the deal: ${e.verdict.reason ?? ''}`);
        assert.equal(e.badge, 'fair deal ✓');
        assert.deepEqual(e.record, record, `page ${i} saves the same record`);
        assert.equal(e.seat, i < players ? i : null);
        assert.deepEqual(e.state, seatState(final, e.seat), `page ${i} shows the server's final state through its seat`);
        assert.deepEqual(leaks(decoded(all[i]!.frames), e.seat, record, named(all[i]!.sent)), [], `page ${i}: no frame holds a tile it could not see`);
        assert.ok(all[i]!.frames.length > 10);
      }
      // The saved record replays in the element, to the same final position.
      await host.page.bringToFront(); // several pages share one headless browser: the one clicked is in front
      if (process.env.SHOTS) await host.page.screenshot({ path: `${process.env.SHOTS}/online-${variant}.png`, fullPage: true });
      await host.page.click('#replay');
      const steps = replay(record).length - 1;
      await until(host.page, () => (document.querySelector('#replay-box domino-table') as unknown as { state: unknown } | null)?.state, 20000, 100);
      const replayed = await host.page.evaluate(async (n) => {
        const r = document.querySelector('#replay-box domino-table') as unknown as { goTo(n: number): Promise<void>; state: { phase: string; totals: number[] } };
        await r.goTo(n);
        return { phase: r.state.phase, totals: r.state.totals };
      }, steps);
      assert.deepEqual(replayed, { phase: 'game-over', totals: final.totals });
      await Promise.all(all.map((s) => s.page.close()));
    });
  }

  test('a page that loses its connection mid-turn reconnects and gets its hand back', async () => {
    const { host, code } = await newTable('draw', 2);
    // Seat 1 joins without its auto-player, so that the turn waits for it.
    const guest = await openPage(new URLSearchParams({ server: server.url, room: code, seat: '2' }).toString(), () => {
      // Keep a handle on the page's sockets (the test closes one as a network failure would).
      const W = window.WebSocket;
      const list: WebSocket[] = ((window as unknown as { sockets: WebSocket[] }).sockets = []);
      (window as unknown as { WebSocket: unknown }).WebSocket = class extends W {
        constructor(u: string | URL, pr?: string | string[]) {
          super(u, pr);
          list.push(this);
        }
      };
    });
    const p = guest.page;
    await until(p, () => (document.querySelector('domino-table') as any)?.connection?.state === 'open');
    await until(p, () => {
      const t = document.querySelector('domino-table') as any;
      return t.state?.turn === 1 && t.legalActions.length > 0;
    }, 30000);
    const before = await p.evaluate(() => (document.querySelector('domino-table') as any).state.hands[1]);
    await p.evaluate(() => {
      (window as unknown as { states: string[] }).states = [];
      document.addEventListener('domino-connection', (e) => (window as unknown as { states: string[] }).states.push((e as CustomEvent).detail.state));
      const s = (window as unknown as { sockets: WebSocket[] }).sockets.filter((x) => x.readyState === 1);
      s.forEach((x) => x.close(4001, 'network test')); // not a consented leave: the server keeps the seat
    });
    await until(p, () => (window as unknown as { states: string[] }).states.includes('open'));
    const after = await p.evaluate(() => {
      const t = document.querySelector('domino-table') as any;
      return { hand: t.state.hands[1], turn: t.state.turn, states: (window as unknown as { states: string[] }).states, mine: t.shadowRoot.querySelectorAll('.hand button').length };
    });
    assert.deepEqual(after.states, ['reconnecting', 'open']);
    assert.deepEqual(after.hand, before);
    assert.equal(after.turn, 1);
    assert.equal(after.mine, before.length, 'the hand is on screen again');
    // A person plays on: click the first playable tile (or draw) like a person would.
    await p.bringToFront();
    await p.evaluate(() => {
      const root = (document.querySelector('domino-table') as HTMLElement).shadowRoot!;
      ((root.querySelector('.hand button.playable') ?? root.querySelector('.controls .btn')) as HTMLElement).click();
    });
    await until(p, () => (document.querySelector('domino-table') as any).state.turn !== 1 || (document.querySelector('domino-table') as any).state.hands[1].length !== 0, 10000);
    await Promise.all([host.page.close(), p.close()]);
  });

  test('a page closed outright is replaced by the computer; the others still finish the game', async () => {
    const { host, code } = await newTable('partnership', 4);
    const others = [await join(code, 1), await join(code, 2), await join(code, 3)];
    await until(host.page, () => (document.querySelector('domino-table') as any)?.state?.phase === 'playing');
    await others[1]!.page.close(); // seat 2 is gone
    await until(host.page, () => [...(document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelectorAll('.room li.rs')].some((e) => /computer plays/.test(e.textContent ?? '')))
      .catch(async (e) => {
        console.log(await host.page.evaluate(() => (document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelector('.online')?.textContent), server.output());
        throw e;
      });
    const ends = await Promise.all([host, others[0]!, others[2]!].map((s) => endOf(s.page)));
    for (const e of ends) assert.equal(e.verdict.ok, true);
    assert.equal(replay(ends[0]!.record).at(-1)!.phase, 'game-over');
    await Promise.all([host.page.close(), others[0]!.page.close(), others[2]!.page.close()]);
  });
});
