/**
 * Chaos: a game survives the death of its server process (checkpoint.ts). A
 * four-seat game of SDK clients is stopped at a known move, the process that
 * holds the room is killed with SIGKILL, and the clients — which join again by
 * themselves with their seat tokens, as the element does — must find the room
 * again under the same code, with the same move count and hands, then play it
 * to the end, and the fair deal must verify. Twice: two processes on one Redis
 * (the survivor takes the room up), and one process without Redis restarted
 * on its checkpoint folder. Every wait is on an event, with generous limits
 * (a loaded 2-core machine), except the 10 s the issue allows for the take-up.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createRng } from '../ai/rng.js';
import '../engine/index.js'; // the games' rules, registered (a record is checked by replaying it)
import type { Action } from '../engine/index.js';
import { verifyFairDeal } from '../online/fair-deal.js';
import { seatState } from '../online/protocol.js';
import type { SeatState } from '../online/protocol.js';
import { replay } from '../record/record.js';
import type { Witness } from '../online/fair-deal.js';
import { Bot } from '../testing/bot.js';
import { endOf, launch, newTable, until } from '../testing/pages.js';
import { freePort, redisBinary, startDemo, startRedis, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

const HOLD_AT = 9; // the move the game is stopped at (mid-round: a partnership round has 28 tiles to play)
const TAKE_UP_MS = 10000;
const ENV = { AI_DELAY_MS: '0', RATE_PER_SECOND: '500', GRACE_SECONDS: '60' };

/** The process (host:port) a bot's WebSocket is connected to. */
const hostOf = (b: Bot): string => new URL((b.room.connection.transport as unknown as { ws: { url: string } }).ws.url).host;

/** What a bot saw of its own hand at each round's start: its fair-deal witness. */
function witnessOf(b: Bot): Witness {
  const hands: Record<number, string[]> = {};
  for (const [type, m] of b.log) {
    const s = (m as { state?: { round: number; hands: string[][] } | null }).state;
    const first = type === 'sync' ? (m as { n: number }).n === 0 : (m as { move: { action: Action } }).move?.action.type === 'next-round';
    if (s && first && b.seat !== null) hands[s.round] = s.hands[b.seat]!;
  }
  return { seat: b.seat, hands, totals: b.state!.totals };
}

/** Kills a server process outright (no shutdown handlers run) and waits until it is gone. */
async function kill9(s: ServerProcess): Promise<void> {
  const gone = new Promise((r) => s.child.once('exit', r));
  process.kill(s.child.pid!, 'SIGKILL');
  await gone;
}

/** Four bots play a partnership game created through `url` up to move {@link HOLD_AT}, then wait there. */
async function gameAtHold(url: string, rejoin: string[]) {
  let holdAt = HOLD_AT;
  const bots: Bot[] = [];
  const opts = (s: number) => {
    const rng = createRng(s + 11);
    return { rejoin, pick: (legal: Action[]) => ((bots[s]?.n ?? 0) >= holdAt ? null : legal[rng.int(legal.length)]!) };
  };
  bots.push(await Bot.create(url, { variant: 'partnership', players: 4, seat: 0, name: 'Ann' }, opts(0)));
  const code = bots[0]!.room.roomId;
  for (let s = 1; s < 4; s++) bots.push(await Bot.join(url, code, { seat: s, name: `P${s}` }, opts(s)));
  await Promise.all(bots.map((b) => b.until(() => b.n === HOLD_AT, 60000)));
  return {
    bots,
    code,
    release: () => {
      holdAt = Infinity;
      for (const b of bots) b.poke();
    },
  };
}

/** What each bot holds now: its move count and its own view (hand included). */
const views = (bots: Bot[]) => bots.map((b) => ({ seat: b.seat, n: b.n, state: structuredClone(b.state) }));

/** Resolves once every bot has joined again and had its `sync` from the room taken up. */
const back = (bots: Bot[]) => {
  const syncs = bots.map((b) => b.syncs);
  return Promise.all(bots.map((b, i) => b.until(() => b.rejoins >= 1 && b.syncs > syncs[i]!, 60000)));
};

/** Every view a bot was sent, before the kill and after, is the server's final record at that move: nothing seen was lost or rewritten. */
function onTheRecord(b: Bot): void {
  const states = replay(b.reveal!.record);
  let seen = 0;
  for (const [type, m] of b.log) {
    const v = m as { n?: number; state?: SeatState | null };
    if ((type !== 'update' && type !== 'sync') || !v.state) continue;
    assert.deepEqual(v.state, seatState(states[v.n!]!, b.seat), `seat ${b.seat}: the ${type} of move ${v.n} is on the record`);
    seen++;
  }
  assert.ok(seen > HOLD_AT);
}

/** The checks after the take-up: same room, same move count and hands; then the game to its end, nothing lost, a fair deal. */
async function continues(game: Awaited<ReturnType<typeof gameAtHold>>, stopped: ReturnType<typeof views>, host: string): Promise<void> {
  const { bots, code } = game;
  for (const [i, b] of bots.entries()) {
    assert.equal(b.room.roomId, code, 'the same room code');
    assert.equal(hostOf(b), host, 'connected to the process that took the room up');
    assert.deepEqual({ seat: b.seat, n: b.n, state: b.state }, stopped[i], `seat ${i}: the same move count, hand and table`);
    assert.equal(b.rejoins, 1);
  }
  game.release();
  await Promise.all(bots.map((b) => b.until(() => b.reveal !== null, 90000)));
  const { record, fair } = bots[0]!.reveal!;
  assert.equal(fair.roomId, code);
  const published = (bots[0]!.log.find(([t, m]) => t === 'sync' && (m as { commitment: string | null }).commitment)![1] as { commitment: string }).commitment;
  for (const b of bots) {
    assert.deepEqual(b.reveal!.record, record, 'every client gets the same record');
    assert.deepEqual(verifyFairDeal(b.reveal!.record, published, witnessOf(b)), { ok: true }, `seat ${b.seat}: the fair deal verifies`);
    // Nothing played was lost or played twice: the moves each client saw are numbered 1, 2, 3… without a gap.
    const ns = b.log.filter(([t]) => t === 'update').map(([, m]) => (m as { n: number }).n);
    assert.deepEqual(ns, Array.from({ length: ns.length }, (_, i) => i + 1));
    assert.equal(ns.length, b.n);
    assert.deepEqual(b.errors, []);
    onTheRecord(b);
  }
}

const dirs: string[] = [];
const running: ServerProcess[] = [];
let redis: { url: string; stop(): void } | null = null;
after(async () => {
  await Promise.all(running.map((s) => s.stop()));
  redis?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const noRedis = !process.env.REDIS_TEST_URL && !redisBinary() && !process.env.CI ? 'redis-server is not installed' : false;

test('two processes on one Redis: the process holding a game is killed, the other takes the room up and the game ends fairly', { skip: noRedis }, async (t) => {
  // Its own Redis where one can be started (the checkpoints of other test files' processes stay out of it).
  const url = redisBinary() ? (redis = await startRedis()).url : process.env.REDIS_TEST_URL!;
  const servers: ServerProcess[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push(await startServer({ ...ENV, PORT: String(port), REDIS_URL: url, PUBLIC_ADDRESS: `127.0.0.1:${port}` }));
  }
  running.push(...servers);
  const game = await gameAtHold(servers[0]!.url, servers.map((s) => s.url));
  const home = hostOf(game.bots[0]!);
  const holder = servers.find((s) => `127.0.0.1:${s.port}` === home)!;
  const survivor = servers.find((s) => s !== holder)!;
  const stopped = views(game.bots);
  const returned = back(game.bots);
  const t0 = performance.now();
  await kill9(holder);
  await returned;
  const ms = performance.now() - t0;
  t.diagnostic(`every client back ${Math.round(ms)} ms after the kill`);
  assert.ok(ms < TAKE_UP_MS, `every client is back in ${Math.round(ms)} ms (at most ${TAKE_UP_MS})`);
  assert.match(survivor.output(), new RegExp(`room ${game.code} taken up from its checkpoint \\(${HOLD_AT} actions`));
  await continues(game, stopped, `127.0.0.1:${survivor.port}`);
  await Promise.all(game.bots.map((b) => b.leave()));
});

test('one process without Redis, killed and restarted on its checkpoint folder: the game is taken up and ends fairly', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'domino-checkpoints-'));
  dirs.push(dir);
  const port = await freePort();
  const env = { ...ENV, PORT: String(port), CHECKPOINT_DIR: dir };
  const first = await startServer(env);
  running.push(first);
  const game = await gameAtHold(first.url, [first.url]);
  assert.ok(existsSync(join(dir, `${game.code}.1.json`)), 'the room has checkpoint files');
  const stopped = views(game.bots);
  const returned = back(game.bots);
  await kill9(first);
  const t0 = performance.now();
  const second = await startServer(env); // a supervisor restarts it (its start-up time is not the server's to shorten)
  running.push(second);
  const started = performance.now();
  await returned;
  const ms = performance.now() - started;
  t.diagnostic(`restart took ${Math.round(started - t0)} ms; every client back ${Math.round(ms)} ms after it`);
  assert.ok(ms < TAKE_UP_MS, `every client is back ${Math.round(ms)} ms after the restart (${Math.round(started - t0)} ms to start)`);
  assert.match(second.output(), /games checkpointed to .* \(1 taken up\)/);
  await continues(game, stopped, `127.0.0.1:${port}`);
  // A game that ends normally leaves no checkpoint behind once its room is gone.
  await Promise.all(game.bots.map((b) => b.leave()));
  const until = Date.now() + 30000;
  while (readdirSync(dir).some((f) => f.endsWith('.json')) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(readdirSync(dir).filter((f) => f.endsWith('.json')), []);
});

test('a process stopped in order (SIGTERM, a deploy) keeps its games: its clients are told to come back, and it takes them up on restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'domino-checkpoints-'));
  dirs.push(dir);
  const port = await freePort();
  const env = { ...ENV, PORT: String(port), CHECKPOINT_DIR: dir };
  const first = await startServer(env);
  running.push(first);
  const game = await gameAtHold(first.url, [first.url]);
  const stopped = views(game.bots);
  const returned = back(game.bots);
  await first.stop(); // SIGTERM: rooms are closed with 1012 ("service restart"), not ended
  assert.ok(existsSync(join(dir, `${game.code}.1.json`)), 'the checkpoint outlives the shutdown');
  const second = await startServer(env);
  running.push(second);
  await returned;
  // Taken up as it stood: no seat was handed to the computer by the shutdown (it would have moved at once).
  await continues(game, stopped, `127.0.0.1:${port}`);
  await Promise.all(game.bots.map((b) => b.leave()));
});

const noChromium = existsSync(process.env.CHROME_PATH || '/usr/bin/chromium') ? false : 'Chromium is not installed';

test('a real page (the element in Chromium) rejoins by itself when its server is killed and restarted on its checkpoints', { skip: noChromium }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'domino-checkpoints-'));
  dirs.push(dir);
  const port = await freePort();
  const env = { ...ENV, PORT: String(port), CHECKPOINT_DIR: dir };
  const [first, demo] = await Promise.all([startServer(env), startDemo()]);
  running.push(first);
  const browser = await launch();
  try {
    // The page creates the table and sits at seat 0 (it plays by itself); three bots take the other seats and stop at HOLD_AT.
    const { host, code } = await newTable({ browser, base: demo.url, server: first.url }, 'partnership', 4);
    let holdAt = HOLD_AT;
    const bots: Bot[] = [];
    for (let s = 1; s < 4; s++) {
      const rng = createRng(s + 21);
      bots.push(await Bot.join(first.url, code, { seat: s }, { rejoin: [first.url], pick: (l) => (bots[s - 1]!.n >= holdAt ? null : l[rng.int(l.length)]!) }));
    }
    // Held on a bot's turn (the page moves only on its own): nothing moves until the bots are released.
    await Promise.all(bots.map((b) => b.until(() => b.n >= HOLD_AT && b.state?.phase === 'playing' && b.state.turn !== 0, 60000)));
    const turn = bots[0]!.state!.turn;
    const board = bots[0]!.state!.line!.length;
    type El = HTMLElement & { state: { turn: number; line: unknown[] } | null; connection: { state: string; room: string } };
    const shown = () => host.page.evaluate(() => JSON.stringify((document.querySelector('domino-table') as unknown as El).state));
    await until(host.page, new Function(`const g = document.querySelector('domino-table').state; return g && g.turn === ${turn} && g.line.length === ${board};`) as () => boolean, 30000);
    const before = await shown();
    const returned = back(bots);
    await kill9(first);
    await until(host.page, () => (window as unknown as { connection: string[] }).connection.includes('reconnecting'), 30000);
    const second = await startServer(env);
    running.push(second);
    await returned;
    await until(host.page, () => {
      const c = (window as unknown as { connection: string[] }).connection;
      return c.lastIndexOf('open') > c.lastIndexOf('reconnecting');
    }, 30000, 100);
    assert.equal(await host.page.evaluate(() => (document.querySelector('domino-table') as unknown as El).connection.room), code);
    assert.deepEqual(JSON.parse(await shown()), JSON.parse(before), 'the page shows the game as it stood, its hand included');
    holdAt = Infinity;
    for (const b of bots) b.poke();
    const end = await endOf(host.page, 120000);
    assert.equal(end.verdict.ok, true, `the page verified the deal: ${end.verdict.reason ?? ''}`);
    assert.equal(end.badge, 'fair deal ✓');
    await Promise.all(bots.map((b) => b.until(() => b.reveal !== null, 60000)));
    assert.deepEqual(end.record.rounds, bots[0]!.reveal!.record.rounds);
    await Promise.all(bots.map((b) => b.leave()));
  } finally {
    await browser.close();
    await demo.stop();
  }
});

/** Four bots play as fast as they can; the process holding their room is killed with no pause; `revive` brings the room back. */
async function flying(url: string, rejoin: string[], holder: (code: string, host: string) => ServerProcess, revive: () => Promise<unknown>): Promise<void> {
  const opts = (s: number) => {
    const rng = createRng(s + 31);
    return { rejoin, delayMs: 15, pick: (legal: Action[]) => legal[rng.int(legal.length)]! };
  };
  const bots = [await Bot.create(url, { variant: 'partnership', players: 4, seat: 0 }, opts(0))];
  const code = bots[0]!.room.roomId;
  for (let s = 1; s < 4; s++) bots.push(await Bot.join(url, code, { seat: s }, opts(s)));
  await bots[0]!.until(() => bots[0]!.n >= 2 * HOLD_AT, 60000);
  const returned = back(bots);
  await kill9(holder(code, hostOf(bots[0]!))); // no pause: actions may be on their way either way
  const seen = bots.map((b) => b.n);
  await revive();
  await returned;
  for (const [i, b] of bots.entries()) assert.ok(b.n >= seen[i]!, `seat ${i} saw move ${seen[i]} before the kill and is at ${b.n} after it`);
  await Promise.all(bots.map((b) => b.until(() => b.reveal !== null, 90000)));
  const { record, fair } = bots[0]!.reveal!;
  for (const b of bots) {
    assert.deepEqual(b.reveal!.record, record);
    assert.deepEqual(verifyFairDeal(record, fair.commitment, witnessOf(b)), { ok: true });
    onTheRecord(b);
  }
  await Promise.all(bots.map((b) => b.leave()));
}

test('killed while moves are flying (a folder): every move a client was told of is still there when its room is taken up', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'domino-checkpoints-'));
  dirs.push(dir);
  const port = await freePort();
  const env = { ...ENV, PORT: String(port), CHECKPOINT_DIR: dir };
  const first = await startServer(env);
  running.push(first);
  await flying(first.url, [first.url], () => first, async () => running.push(await startServer(env)));
});

test('killed while moves are flying (Redis): every move a client was told of is still there on the other process', { skip: noRedis }, async () => {
  const url = redis?.url ?? (redisBinary() ? (redis = await startRedis()).url : process.env.REDIS_TEST_URL!);
  const servers: ServerProcess[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push(await startServer({ ...ENV, PORT: String(port), REDIS_URL: url, PUBLIC_ADDRESS: `127.0.0.1:${port}` }));
  }
  running.push(...servers);
  const urls = servers.map((s) => s.url);
  await flying(urls[0]!, urls, (_, host) => servers.find((s) => `127.0.0.1:${s.port}` === host)!, async () => {});
});
