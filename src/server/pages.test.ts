/**
 * Online play end to end, as a host runs it: the game server (child process),
 * the demo's dev server (`npm start`) and headless Chromium pages opening
 * demo/online.html, one per seat. The first page creates the table from the
 * page's form, the others open its invitation link. Every WebSocket frame each
 * page receives is captured through the DevTools protocol and decoded here.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import type { Variant } from '../engine/index.js';
import { seatState } from '../online/protocol.js';
import { replay } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import { FrameDecoder, leaks, tilesIn } from './frames.js';
import type { Frame } from './frames.js';
import { startDemo, startServer } from './testing.js';
import type { ServerProcess } from './testing.js';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const ARGS = ['--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

let server: ServerProcess;
let demo: { url: string; stop(): Promise<void> };
let browser: Browser;

before(async () => {
  [server, demo] = await Promise.all([startServer({ AI_DELAY_MS: '30', GRACE_SECONDS: '2', RATE_PER_SECOND: '100' }), startDemo()]);
  browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: ARGS, protocolTimeout: 60000 });
});
after(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), demo?.stop()]);
});

/** A page of demo/online.html with its frames captured and an auto-player that moves through the element's API. */
interface Seat {
  page: Page;
  frames: Uint8Array[];
  sent: Uint8Array[]; // frames the page sent (an error may echo the tile it named)
}

async function openPage(query: string, preload?: () => void): Promise<Seat> {
  const page = await browser.newPage();
  // tsx compiles the functions handed to the page with esbuild's keep-names helper: give the page that helper.
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  if (preload) await page.evaluateOnNewDocument(preload);
  const frames: Uint8Array[] = [];
  const sent: Uint8Array[] = [];
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', (e: { response: { opcode: number; payloadData: string } }) => {
    // Binary frames (opcode 2) arrive base64-encoded.
    if (e.response.opcode === 2) frames.push(new Uint8Array(Buffer.from(e.response.payloadData, 'base64')));
  });
  cdp.on('Network.webSocketFrameSent', (e: { response: { opcode: number; payloadData: string } }) => {
    if (e.response.opcode === 2) sent.push(new Uint8Array(Buffer.from(e.response.payloadData, 'base64')));
  });
  page.on('pageerror', (e) => console.error('page error:', (e as Error).message));
  await page.setViewport({ width: 1100, height: 900 });
  await page.goto(`${demo.url}/demo/online.html?${query}`);
  return { page, frames, sent };
}

/** Makes the page's table play by itself: a random legal action on its turns; seat 0 deals the next round. */
function autoplay(p: Page): Promise<void> {
  return p.evaluate(() => {
    const t = document.querySelector('domino-table') as HTMLElement & Record<string, any>;
    t.speed = 0;
    const w = window as unknown as { auto?: boolean; ended?: unknown; connection?: string[] };
    if (w.auto) return;
    w.auto = true;
    w.connection = [];
    document.addEventListener('domino-connection', (e) => w.connection!.push((e as CustomEvent).detail.state));
    const move = () => {
      const el = document.querySelector('domino-table') as HTMLElement & Record<string, any>;
      const g = el.state;
      if (!g) return;
      if (g.phase === 'round-over' && el.online?.mySeat === 0) return el.nextRound();
      const legal = el.legalActions as { type: string; tile?: string; at?: string; from?: 'back' }[];
      if (g.phase !== 'playing' || !el.online?.human(g.turn) || !legal.length) return;
      const a = legal[Math.floor(Math.random() * legal.length)]!;
      if (a.type === 'play') el.play(a.tile, a.at);
      else if (a.type === 'draw') el.draw(a.from);
      else if (a.type === 'pass') el.pass();
      else if (a.type === 'end-turn') el.endTurn();
    };
    // After each render of a turn or a count; the interval covers a sync after a reconnection.
    for (const ev of ['domino-turn', 'domino-round-end', 'domino-game-start']) document.addEventListener(ev, () => setTimeout(move, 5));
    setInterval(move, 400);
    document.addEventListener('domino-fair-deal', (e) => (w.ended = (e as CustomEvent).detail));
  });
}

/** What a page shows at the end. */
interface End {
  verdict: { ok: boolean; reason?: string };
  record: GameRecord;
  state: any;
  seat: number | null;
  badge: string;
}

async function endOf(p: Page): Promise<End> {
  await p.waitForFunction(() => (window as unknown as { ended?: unknown }).ended, { timeout: 240000, polling: 200 });
  return p.evaluate(() => {
    const t = document.querySelector('domino-table') as HTMLElement & Record<string, any>;
    return {
      verdict: (window as unknown as { ended: { ok: boolean; reason?: string } }).ended,
      record: t.toRecord(),
      state: t.state,
      seat: t.online.mySeat,
      badge: t.shadowRoot!.querySelector('.fair')?.textContent ?? '',
    };
  });
}

async function newTable(variant: Variant, players: number, people = 'all'): Promise<{ host: Seat; code: string }> {
  const host = await openPage(new URLSearchParams({ server: server.url }).toString());
  await host.page.select('#create select[name=variant]', variant);
  await host.page.select('#create select[name=players]', String(players));
  await host.page.select('#create select[name=people]', people);
  await host.page.click('#create button');
  await host.page.waitForFunction(() => document.querySelector('#code')?.textContent, { timeout: 20000, polling: 200 });
  const code = await host.page.$eval('#code', (e) => e.textContent!);
  await autoplay(host.page);
  return { host, code };
}

async function join(code: string, seat: number | ''): Promise<Seat> {
  const s = await openPage(new URLSearchParams({ server: server.url, room: code, seat: String(seat) }).toString());
  await s.page.waitForFunction(() => (document.querySelector('domino-table') as unknown as { online?: { status: string } })?.online?.status === 'open', { timeout: 20000, polling: 200 });
  await autoplay(s.page);
  return s;
}

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
      for (let s = 1; s < players; s++) seats.push(await join(code, s));
      const watcher = await join(code, ''); // a spectator page
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
      await host.page.waitForFunction(() => (document.querySelector('#replay-box domino-table') as unknown as { state: unknown } | null)?.state, { timeout: 20000, polling: 100 });
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
    const guest = await openPage(new URLSearchParams({ server: server.url, room: code, seat: '1' }).toString(), () => {
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
    await p.waitForFunction(() => (document.querySelector('domino-table') as any)?.online?.status === 'open', { timeout: 20000, polling: 200 });
    await p.waitForFunction(() => {
      const t = document.querySelector('domino-table') as any;
      return t.state?.turn === 1 && t.legalActions.length > 0;
    }, { timeout: 30000, polling: 200 });
    const before = await p.evaluate(() => (document.querySelector('domino-table') as any).state.hands[1]);
    await p.evaluate(() => {
      (window as unknown as { states: string[] }).states = [];
      document.addEventListener('domino-connection', (e) => (window as unknown as { states: string[] }).states.push((e as CustomEvent).detail.state));
      const s = (window as unknown as { sockets: WebSocket[] }).sockets.filter((x) => x.readyState === 1);
      s.forEach((x) => x.close(4001, 'network test')); // not a consented leave: the server keeps the seat
    });
    await p.waitForFunction(() => (window as unknown as { states: string[] }).states.includes('open'), { timeout: 20000, polling: 200 });
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
      (root.querySelector('.hand button.playable') as HTMLElement | null)?.click() ?? (root.querySelector('.controls .btn') as HTMLElement).click();
    });
    await p.waitForFunction(() => (document.querySelector('domino-table') as any).state.turn !== 1 || (document.querySelector('domino-table') as any).state.hands[1].length !== 0, { timeout: 10000, polling: 200 });
    await Promise.all([host.page.close(), p.close()]);
  });

  test('a page closed outright is replaced by the computer; the others still finish the game', async () => {
    const { host, code } = await newTable('partnership', 4);
    const others = [await join(code, 1), await join(code, 2), await join(code, 3)];
    await host.page.waitForFunction(() => (document.querySelector('domino-table') as any)?.state?.phase === 'playing', { timeout: 20000, polling: 200 });
    await others[1]!.page.close(); // seat 2 is gone
    await host.page
      .waitForFunction(
        () => [...(document.querySelector('domino-table') as HTMLElement).shadowRoot!.querySelectorAll('.online .who')].some((e) => /computer plays/.test(e.textContent ?? '')),
        { timeout: 20000, polling: 200 },
      )
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
