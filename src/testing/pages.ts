/**
 * Test tooling: headless Chromium pages of demo/online.html playing online
 * (pages.test.ts against one server, deploy.test.ts through the reverse proxy).
 * Each page's WebSocket frames are captured through the DevTools protocol.
 *
 * Waits poll the page with short calls rather than one long in-page wait: a
 * whole game can take minutes on a loaded machine, and a single DevTools call
 * that long ends in "Runtime.callFunctionOn timed out" (the protocol timeout),
 * however long the test meant to wait.
 */
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import type { GameRecord } from '../record/record.js';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
// Background pages keep their timers: several pages of one browser play at once, only one is in front.
const ARGS = ['--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** Launches headless Chromium for online pages (`args` added to the usual ones). */
export function launch(args: string[] = []): Promise<Browser> {
  // One DevTools call never waits long (see the module comment): this only catches a page that hangs.
  return puppeteer.launch({ executablePath: CHROME, headless: true, args: [...ARGS, ...args], protocolTimeout: 120000 });
}

/** A page of demo/online.html with its frames captured. */
export interface Seat {
  page: Page;
  frames: Uint8Array[]; // binary frames received
  sent: Uint8Array[]; // frames the page sent (an error may echo the tile it named)
  sockets: string[]; // the URLs of the WebSockets it opened
}

/** Opens `${base}/demo/online.html?${query}` in `browser`; `preload` runs in the page before its scripts. */
export async function openPage(browser: Browser, base: string, query: string, preload?: () => void): Promise<Seat> {
  const page = await browser.newPage();
  // tsx compiles the functions handed to the page with esbuild's keep-names helper: give the page that helper.
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  if (preload) await page.evaluateOnNewDocument(preload);
  const frames: Uint8Array[] = [];
  const sent: Uint8Array[] = [];
  const sockets: string[] = [];
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketCreated', (e: { url: string }) => sockets.push(e.url));
  cdp.on('Network.webSocketFrameReceived', (e: { response: { opcode: number; payloadData: string } }) => {
    // Binary frames (opcode 2) arrive base64-encoded.
    if (e.response.opcode === 2) frames.push(new Uint8Array(Buffer.from(e.response.payloadData, 'base64')));
  });
  cdp.on('Network.webSocketFrameSent', (e: { response: { opcode: number; payloadData: string } }) => {
    if (e.response.opcode === 2) sent.push(new Uint8Array(Buffer.from(e.response.payloadData, 'base64')));
  });
  page.on('pageerror', (e) => console.error('page error:', (e as Error).message));
  await page.setViewport({ width: 1100, height: 900 });
  await page.goto(`${base}/demo/online.html?${query}`);
  return { page, frames, sent, sockets };
}

/** Resolves once `fn` is truthy in the page (checked every `every` ms, each check a short call), or rejects after `ms`. */
export async function until(page: Page, fn: () => unknown, ms = 20000, every = 200): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await page.evaluate(fn)) return;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${String(fn).slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

/** Makes the page's table play by itself: a random legal action on its turns; seat 0 deals the next round. */
export function autoplay(p: Page): Promise<void> {
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
      if (g.phase === 'round-over' && el.connection?.seat === 0) return el.nextRound();
      const legal = el.legalActions as { type: string; tile?: string; at?: string; from?: 'back' }[];
      if (g.phase !== 'playing' || el.connection?.seat !== g.turn || !legal.length) return;
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
export interface End {
  verdict: { ok: boolean; reason?: string };
  record: GameRecord;
  state: any;
  seat: number | null;
  badge: string;
}

/** Waits (up to `ms`: a whole game) for the page's fair-deal verdict, then reads what it shows. */
export async function endOf(p: Page, ms = 480000): Promise<End> {
  await until(p, () => (window as unknown as { ended?: unknown }).ended, ms, 500);
  return p.evaluate(() => {
    const t = document.querySelector('domino-table') as HTMLElement & Record<string, any>;
    return {
      verdict: (window as unknown as { ended: { ok: boolean; reason?: string } }).ended,
      record: t.toRecord(),
      state: t.state,
      seat: t.connection.seat,
      badge: t.shadowRoot!.querySelector('.fair')?.textContent ?? '',
    };
  });
}

/** Where the pages are served and which game server they use. */
export interface Site {
  browser: Browser;
  base: string; // the demo's origin, e.g. http://127.0.0.1:8000
  server: string; // the game server, e.g. ws://127.0.0.1:2567 or wss://…
}

/** A host page creates a table from the demo's form and starts its auto-player; resolves with the room code. */
export async function newTable(site: Site, variant: string, players: number, people = 'all'): Promise<{ host: Seat; code: string }> {
  const host = await openPage(site.browser, site.base, new URLSearchParams({ server: site.server }).toString());
  await host.page.select('#create select[name=variant]', variant);
  await host.page.select('#create select[name=players]', String(players));
  await host.page.select('#create select[name=people]', people);
  await host.page.click('#create button');
  await until(host.page, () => document.querySelector('#code')?.textContent);
  const code = await host.page.$eval('#code', (e) => e.textContent!);
  await autoplay(host.page);
  return { host, code };
}

/** A page opens the demo's link to `seat` (0-based; '' to watch) and starts its auto-player once connected. */
export async function joinTable(site: Site, code: string, seat: number | ''): Promise<Seat> {
  const s = await openPage(site.browser, site.base, new URLSearchParams({ server: site.server, room: code, ...(seat === '' ? {} : { seat: String(seat + 1) }) }).toString());
  await until(s.page, () => (document.querySelector('domino-table') as unknown as { connection?: { state: string } | null })?.connection?.state === 'open');
  await autoplay(s.page);
  return s;
}
