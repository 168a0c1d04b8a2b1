/**
 * A group at one table, on the server: the turn clock (a silent seat's turn runs out, the computer plays it, the
 * seat is away until its person acts; the host pauses), quick chat (fixed ids to everyone, spectators included,
 * anything else refused, rate-limited) and the rematch (same seats, a new commitment and deal).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { C, S } from '../online/protocol.js';
import type { ClockMessage, SaidMessage, SyncMessage } from '../online/protocol.js';
import { commitment, verifyFairDeal } from '../online/fair-deal.js';
import '../engine/index.js'; // every game's rules (a record replays)
import { Bot } from '../testing/bot.js';
import { startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

let server: ServerProcess;
before(async () => {
  server = await startServer({ AI_DELAY_MS: '0', GRACE_SECONDS: '3', RATE_PER_SECOND: '500' });
});
after(async () => {
  await server.stop();
});

const of = <M>(b: Bot, type: string): M[] => b.log.filter(([t]) => t === type).map(([, m]) => m as M);
const idle = { pick: () => null };

describe('a group at one table', () => {
  test('turn clock: a connected seat that stays silent has its turn played by the computer, is away until it acts, and the host can pause', async () => {
    // Seat 0 (the host) plays at once; seat 1 never moves by itself.
    const host = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0, clock: 5, reserve: 1, options: { target: 30 } }, { deals: true });
    const code = host.room.roomId;
    const silent = await Bot.join(server.url, code, { seat: 1 }, { ...idle, deals: false });
    await silent.until(() => of<ClockMessage>(silent, S.clock).some((c) => c.seat === 1), 30000);
    const first = of<ClockMessage>(silent, S.clock).find((c) => c.seat === 1)!;
    assert.ok(first.ms > 5000 && first.ms <= 6000, `5 s a turn and 1 s of reserve: ${first.ms}`);
    assert.equal(first.reserve, 1000);
    const n = silent.n;
    // Its time runs out: the computer moves for seat 1 and the seat shows as away (standIn) to everyone.
    await silent.until(() => (silent.room.state as { seats: { standIn: boolean }[] }).seats[1]!.standIn, 15000);
    await host.until(() => host.log.some(([t, m]) => t === S.update && (m as { n: number; move: { seat: number } }).n > n && (m as { move: { seat: number } }).move.seat === 1), 15000);
    // Away, its next turns are the computer's too; acting (here: "back") makes the seat its person's again.
    silent.room.send(C.back);
    await silent.until(() => !(silent.room.state as { seats: { standIn: boolean }[] }).seats[1]!.standIn, 10000);
    // Only the host pauses; a pause stops the clock (the message says so).
    silent.room.send(C.pause, { paused: true });
    await silent.until(() => silent.errors.some((e) => e.code === 'not-host'), 10000);
    host.room.send(C.pause, { paused: true });
    await silent.until(() => (silent.room.state as { paused: boolean }).paused, 10000);
    await silent.until(() => of<ClockMessage>(silent, S.clock).at(-1)!.paused, 10000);
    // Paused, nobody moves: a move is refused.
    const moves = silent.n;
    host.room.send(C.act, { type: 'draw' });
    await host.until(() => host.errors.some((e) => e.code === 'paused'), 10000);
    assert.equal(silent.n, moves);
    assert.equal(of<SyncMessage>(host, S.sync)[0]!.host, true);
    assert.equal(of<SyncMessage>(silent, S.sync)[0]!.host, undefined);
    await Promise.all([host.leave(), silent.leave()]);
  });

  test('turn clock: two connected people who never move cannot hold the table, turns or counts: the game goes on', async () => {
    // (to 100, Draw's own target: to 30 one hand could end the game, and then no count is ever dealt on: a flaky wait)
    const a = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0, clock: 5 }, { ...idle, deals: false });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1 }, { ...idle, deals: false });
    // Both turns run out, the computer plays both seats; the count is dealt on after 5 s although both are connected
    // (or, rarely, the first hand ends the game: the table did not stall either).
    await a.until(() => a.log.some(([t, m]) => (t === S.update && (m as { move: { action: { type: string } } }).move.action.type === 'next-round') || t === S.reveal), 90000);
    assert.deepEqual((a.room.state as { seats: { connected: boolean; standIn: boolean }[] }).seats.map((s) => [s.connected, s.standIn]), [[true, true], [true, true]]);
    await Promise.all([a.leave(), b.leave()]);
  });

  test('a bad clock is refused when the table is made', async () => {
    await assert.rejects(Bot.create(server.url, { variant: 'draw', players: 2, seat: 0, clock: 1 }), /clock must be a whole number of seconds/);
    await assert.rejects(Bot.create(server.url, { variant: 'draw', players: 2, seat: 0, clock: 30, reserve: -1 }), /reserve must be/);
  });

  test('quick chat: fixed ids reach every seat and the spectators; anything else is refused; a flood is limited', async () => {
    const a = await Bot.create(server.url, { variant: 'draw', players: 3, seat: 0 }, idle);
    const code = a.room.roomId;
    const b = await Bot.join(server.url, code, { seat: 1 }, idle);
    const watcher = await Bot.join(server.url, code, {});
    a.room.send(C.say, { id: 'hello' });
    b.room.send(C.say, { id: '👍' });
    for (const x of [a, b, watcher]) await x.until(() => of<SaidMessage>(x, S.said).length >= 2, 10000);
    for (const x of [a, b, watcher]) assert.deepEqual(of<SaidMessage>(x, S.said).map((m) => `${m.seat}:${m.id}`).sort(), ['0:hello', '1:👍']);
    // Free text, markup, a spectator's message: refused, nothing goes out.
    a.room.send(C.say, { id: '<img src=x onerror=alert(1)>' });
    a.room.send(C.say, 'hello');
    watcher.room.send(C.say, { id: 'hello' });
    await a.until(() => a.errors.filter((e) => e.code === 'bad-message').length >= 2, 10000);
    await watcher.until(() => watcher.errors.some((e) => e.code === 'not-seated'), 10000);
    // Three at once pass (the burst), then the limit: 0.5 a second.
    for (let i = 0; i < 6; i++) b.room.send(C.say, { id: 'nice' });
    await b.until(() => b.errors.some((e) => e.code === 'rate-limited'), 10000);
    await new Promise((r) => setTimeout(r, 300));
    assert.ok(of<SaidMessage>(watcher, S.said).filter((m) => m.id === 'nice').length <= 3);
    assert.ok(of<SaidMessage>(watcher, S.said).every((m) => m.id !== '<img src=x onerror=alert(1)>'));
    await Promise.all([a.leave(), b.leave(), watcher.leave()]);
  });

  test('rematch: a second game at the same seats, with a new commitment and deal, both verify', async () => {
    const a = await Bot.create(server.url, { variant: 'all-fives', players: 2, seat: 0, options: { target: 50 } });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1 });
    await Promise.all([a, b].map((x) => x.until(() => x.reveal !== null, 120000)));
    const one = a.reveal!;
    a.reveal = b.reveal = null;
    a.room.send(C.start); // the rematch
    await Promise.all([a, b].map((x) => x.until(() => x.reveal !== null, 120000)));
    const two = a.reveal!;
    assert.notEqual(two.fair.seed, one.fair.seed);
    assert.notEqual(two.fair.commitment, one.fair.commitment);
    assert.equal(two.fair.commitment, commitment(a.room.roomId, two.fair.seed));
    assert.notDeepEqual(two.record.rounds[0]!.deal, one.record.rounds[0]!.deal, "a new deal");
    assert.equal(b.seat, 1);
    assert.deepEqual(verifyFairDeal(two.record, two.fair.commitment), { ok: true });
    await Promise.all([a.leave(), b.leave()]);
  });
});
