/**
 * Scale-out: two server processes share one Redis (presence and matchmaking
 * driver). A room created through one process is found and joined through the
 * other, and the game is played to the end. CI (`.ci/run`) installs and starts
 * redis-server and passes its URL in REDIS_TEST_URL; elsewhere the test starts
 * its own redis-server, or skips when none is installed (never in CI).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from 'colyseus.js';
import '../engine/index.js'; // the four games' rules, registered (a record is checked by replaying it)
import { verifyFairDeal } from '../online/fair-deal.js';
import { Bot } from '../testing/bot.js';
import { freePort, redisBinary, startRedis, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

/** The process (host:port) a bot's WebSocket is connected to. */
const hostOf = (b: Bot): string => new URL((b.room.connection.transport as unknown as { ws: { url: string } }).ws.url).host;

const skip = !process.env.REDIS_TEST_URL && !redisBinary() && !process.env.CI ? 'redis-server is not installed' : false;
let redis: { url: string; stop(): void } | null = null;
const servers: ServerProcess[] = [];

before(async () => {
  if (skip) return;
  const url = process.env.REDIS_TEST_URL ?? (redis = await startRedis()).url;
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push(await startServer({ PORT: String(port), REDIS_URL: url, PUBLIC_ADDRESS: `127.0.0.1:${port}`, AI_DELAY_MS: '0', RATE_PER_SECOND: '500' }));
  }
});
after(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  redis?.stop();
});

test('two processes share one Redis: clients that come through different processes play one room to the end', { skip }, async () => {
  const [one, two] = servers as [ServerProcess, ServerProcess];
  const a = await Bot.create(one.url, { variant: 'partnership', players: 4, seat: 0, name: 'A' });
  const code = a.room.roomId;
  const home = hostOf(a);
  // Seats 1–3 find the room through the second process (its matchmaking reads the shared driver).
  const others = await Promise.all([1, 2, 3].map((s) => Bot.join(s % 2 ? two.url : one.url, code, { seat: s, name: `P${s}` })));
  const all = [a, ...others];
  // The room judges joins that come through the other process too (over Redis), with its own reasons.
  await assert.rejects(new Client(two.url).joinById(code, { seat: 0 }), /Seat 1 is taken/);
  await Promise.all(all.map((b) => b.until(() => b.reveal !== null, 60000)));
  const { record, fair } = a.reveal!;
  for (const b of all) {
    assert.deepEqual(b.reveal!.record, record);
    assert.deepEqual(verifyFairDeal(b.reveal!.record, fair.commitment), { ok: true });
    assert.equal(b.room.roomId, code);
  }
  // The room lives in one process; the others were sent there by its public address.
  for (const b of all) assert.equal(hostOf(b), home);
  // Either process answers for the room while it lives: a spectator joins through the other one.
  const watcher = await new Client(two.url).joinById(code, {});
  watcher.onMessage('*', () => {});
  await watcher.leave();
  await Promise.all(all.map((b) => b.leave()));
  // Once empty the room is gone for both processes.
  await new Promise((r) => setTimeout(r, 500));
  for (const s of servers) await assert.rejects(new Client(s.url).joinById(code, {}), /not found|locked|expired/);
});

test('rooms created through either process spread over both', { skip }, async () => {
  const bots = [];
  for (let i = 0; i < 6; i++) bots.push(await Bot.create(servers[i % 2]!.url, { variant: 'draw', players: 2, humans: [0], seat: 0 }, { pick: () => null }));
  const processes = new Set(bots.map(hostOf));
  // Colyseus puts each new room on the process with the fewest rooms (selectProcessIdToCreateRoom).
  assert.equal(processes.size, 2);
  await Promise.all(bots.map((b) => b.leave()));
});
