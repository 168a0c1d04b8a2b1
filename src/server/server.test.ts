/**
 * The online server as a host runs it (a child process started through the
 * CLI), played by real Colyseus SDK clients. Every frame a client receives is
 * captured raw and decoded here, so hidden information is checked on the wire.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, Room } from 'colyseus.js';
import { createRng } from '../ai/rng.js';
import { tableTiles } from '../engine/index.js';
import type { Action, Variant } from '../engine/index.js';
import { commitment, verifyFairDeal } from '../online/fair-deal.js';
import type { Witness } from '../online/fair-deal.js';
import { C, HIDDEN, ROOM, seatState } from '../online/protocol.js';
import { replay } from '../record/record.js';
import { Bot } from '../testing/bot.js';
import { FrameDecoder, leaks, tilesIn } from '../testing/frames.js';
import type { Frame } from '../testing/frames.js';
import { dropConnection, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

// Capture every frame each SDK room receives, before the SDK decodes it.
type Captured = Room & { frames?: Uint8Array[] };
/** A Draw game to 30 instead of 100 (D-14): a zero-sum Polish score can wander for hundreds of hands between bots that play their first legal move, and these tests are about the connection, not the length of a game. */
const SHORT = { target: 30 };

const proto = Room.prototype as unknown as { onMessageCallback(e: MessageEvent): void };
const onMessage = proto.onMessageCallback;
proto.onMessageCallback = function (this: Captured, e: MessageEvent) {
  (this.frames ??= []).push(new Uint8Array(e.data as ArrayBuffer).slice());
  return onMessage.call(this, e);
};
const framesOf = (b: Bot): Frame[] => {
  const d = new FrameDecoder();
  return ((b.room as Captured).frames ?? []).map((f) => d.decode(f));
};

/** A picker of random legal actions (seeded: the same run plays the same moves). */
const randomPick = (seed: number) => {
  const rng = createRng(seed);
  return (legal: Action[]) => legal[rng.int(legal.length)]!;
};

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

let server: ServerProcess;
before(async () => {
  server = await startServer({ AI_DELAY_MS: '0', GRACE_SECONDS: '3', RATE_PER_SECOND: '500' });
});
after(async () => {
  await server.stop();
});

describe('full games over the network', () => {
  // Every game the engine knows (a new one must be given its seat count here: the table is exhaustive).
  const PLAYERS: Record<Variant, number> = { partnership: 4, draw: 3, 'all-fives': 2, 'mexican-train': 4, block: 3 };
  for (const [variant, players] of Object.entries(PLAYERS) as [Variant, number][]) {
    test(`${variant}, ${players} clients and a spectator: every view agrees with the server's record, nothing hidden leaks, the deal verifies`, async () => {
      const first = await Bot.create(server.url, { variant, players, seat: 0, name: 'Ann' }, { pick: randomPick(1) });
      const code = first.room.roomId;
      const watcher = await Bot.join(server.url, code, {}); // a spectator
      const bots = [first];
      for (let s = 1; s < players; s++) bots.push(await Bot.join(server.url, code, { seat: s, name: `P${s}` }, { pick: randomPick(s + 1) }));
      const all = [...bots, watcher];
      await Promise.all(all.map((b) => b.until(() => b.reveal !== null, 60000)));
      const { record, fair } = first.reveal!;
      assert.equal(fair.roomId, code);
      // The commitment everyone saw at the start is the hash of the revealed seed.
      const published = bots[0]!.log.find(([t, m]) => t === 'sync' && (m as { commitment: string | null }).commitment)![1] as { commitment: string };
      assert.equal(commitment(code, fair.seed), published.commitment);
      // The server's record replays to the state every client shows, each through its own eyes.
      const final = replay(record).at(-1)!;
      assert.equal(final.phase, 'game-over');
      for (const b of all) {
        assert.deepEqual(b.reveal!.record, record, 'every client gets the same record');
        assert.deepEqual(b.state, seatState(final, b.seat), `seat ${b.seat}'s last view is the server's final state`);
        assert.deepEqual(verifyFairDeal(b.reveal!.record, published.commitment, witnessOf(b)), { ok: true });
        assert.deepEqual(b.errors, []);
        assert.deepEqual(leaks(framesOf(b), b.seat, record), [], `frames to seat ${b.seat} hold no hidden tile`);
      }
      // The spectator's view never held a hand in play.
      for (const [type, m] of watcher.log) {
        const s = (m as { state?: { phase: string; hands: string[][] } | null }).state;
        if ((type === 'update' || type === 'sync') && s?.phase === 'playing') assert.ok(s.hands.every((h) => h.every((t) => t === HIDDEN)));
      }
      await Promise.all(all.map((b) => b.leave()));
    });
  }

  test('the decoder sees what the SDK sees: schema state frames carry seats and no tile', async () => {
    const a = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0, name: 'Ann', options: SHORT });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1, name: 'Bo' });
    await a.until(() => a.reveal !== null);
    const frames = framesOf(a);
    const states = frames.filter((f) => f.kind === 'state' || f.kind === 'patch');
    assert.ok(states.length > 0);
    const last = states.at(-1)!.message as { seats: { name: string; kind: string }[]; phase: string; commitment: string };
    assert.deepEqual(last.seats.map((s) => s.name), ['Ann', 'Bo']);
    assert.equal(last.phase, 'over');
    for (const f of states) assert.equal(tilesIn(f.message).size, 0);
    // Decoded messages equal what the SDK handed the bot, in order.
    const data = frames.filter((f) => f.kind === 'data').map((f) => [f.type, f.message]);
    assert.deepEqual(data, a.log);
    await Promise.all([a.leave(), b.leave()]);
  });
});

describe('seats and leaving', () => {
  test('a client that drops mid-turn reconnects within the grace period and gets its hand back', async () => {
    let hold = true;
    const a = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0, options: SHORT }, { pick: (l) => (hold ? null : l[0]!) });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1 });
    await a.until(() => a.state?.turn === 0 && a.legal.length > 0);
    const hand = a.state!.hands[0]!.slice();
    const token = a.room.reconnectionToken;
    dropConnection(a.room); // the network goes
    await b.until(() => b.room.state.seats?.[0]?.connected === false, 5000);
    await a.reconnect(token);
    await a.until(() => a.log.at(-1)?.[0] === 'sync');
    assert.deepEqual(a.state!.hands[0], hand, 'the same hand');
    assert.equal(a.state!.turn, 0, 'still its turn');
    assert.ok(a.legal.length > 0);
    await b.until(() => b.room.state.seats?.[0]?.connected === true, 5000);
    hold = false;
    a.send(a.legal[0]);
    await Promise.all([a.until(() => a.reveal !== null), b.until(() => b.reveal !== null)]);
    assert.equal(b.room.state.seats[0].standIn, false, 'the AI never took the seat');
    await Promise.all([a.leave(), b.leave()]);
  });

  test('a client killed outright is replaced by the AI after the grace period, and the game still ends', async () => {
    const a = await Bot.create(server.url, { variant: 'draw', players: 3, seat: 0, options: SHORT });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1 });
    const c = await Bot.join(server.url, a.room.roomId, { seat: 2 }, { pick: () => null }); // never plays
    await a.until(() => a.state !== null);
    dropConnection(c.room);
    await Promise.all([a.until(() => a.reveal !== null, 30000), b.until(() => b.reveal !== null, 30000)]);
    assert.equal(a.room.state.seats[2].standIn, true);
    assert.equal(a.room.state.seats[2].connected, false);
    const seat2Moves = replay(a.reveal!.record).length; // the record replays, seat 2's moves included
    assert.ok(seat2Moves > 3);
    await Promise.all([a.leave(), b.leave()]);
  });

  test('a person gone past the grace period takes the seat back with its token', async () => {
    const a = await Bot.create(server.url, { variant: 'all-fives', players: 2, seat: 0 }, { pick: () => null });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1 }, { pick: () => null });
    await a.until(() => a.state !== null);
    const token = a.token!;
    await a.leave(); // consented: the AI plays at once
    await b.until(() => b.room.state.seats?.[0]?.standIn === true, 5000);
    const back = await Bot.join(server.url, b.room.roomId, { token }, { pick: () => null });
    await back.until(() => back.state !== null);
    assert.equal(back.seat, 0);
    await b.until(() => b.room.state.seats?.[0]?.standIn === false && b.room.state.seats?.[0]?.connected === true, 5000);
    assert.equal(back.state!.hands[0]!.includes(HIDDEN), false);
    await Promise.all([back.leave(), b.leave()]);
  });

  test('the creator chooses variant, players, options and computer seats; bad choices are refused with a reason', async () => {
    const a = await Bot.create(server.url, { variant: 'all-fives', players: 3, options: { target: 200 }, humans: [0], level: 'easy', seat: 0 });
    await a.until(() => a.reveal !== null, 60000); // two computer seats and one bot play a whole game
    assert.equal(a.state!.options.target, 200);
    assert.deepEqual([...a.room.state.seats].map((s) => s.kind), ['human', 'ai', 'ai']);
    await a.leave();
    const client = new Client(server.url);
    await assert.rejects(client.create(ROOM, { variant: 'chess' }), /Unknown variant/);
    await assert.rejects(client.create(ROOM, { variant: 'partnership', players: 2 }), /partnership is for 4 players/);
    await assert.rejects(client.create(ROOM, { variant: 'draw', options: { target: 'lots' } }), /target/);
    const b = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0 });
    await assert.rejects(client.joinById(b.room.roomId, { seat: 0 }), /taken/);
    await assert.rejects(client.joinById(b.room.roomId, { seat: 7 }), /no seat 7/);
    await b.leave();
  });

  test('a room with no people in it is disposed', async () => {
    const a = await Bot.create(server.url, { variant: 'draw', players: 2, humans: [0], seat: 0 });
    const code = a.room.roomId;
    await a.until(() => a.state !== null);
    await a.leave();
    await new Promise((r) => setTimeout(r, 300));
    await assert.rejects(new Client(server.url).joinById(code, {}), /not found/);
  });
});

describe('fair deal', () => {
  test('the revealed seed reproduces the committed deal; a tampered seed or deal fails', async () => {
    const a = await Bot.create(server.url, { variant: 'mexican-train', players: 2, seat: 0 });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1 });
    await Promise.all([a.until(() => a.reveal !== null, 60000), b.until(() => b.reveal !== null, 60000)]);
    const { record, fair } = a.reveal!;
    assert.match(fair.seed, /^[0-9a-f]{64}$/);
    assert.deepEqual(verifyFairDeal(record, fair.commitment, witnessOf(a)), { ok: true });
    const flip = (s: string) => (s[0] === '0' ? '1' : '0') + s.slice(1);
    const tampered = { ...record, fair: { ...fair, seed: flip(fair.seed) } };
    assert.match((verifyFairDeal(tampered, fair.commitment) as { reason: string }).reason, /commitment/);
    // A server that lies consistently (a new seed and its own commitment) is caught by the deal itself.
    assert.match((verifyFairDeal(tampered, commitment(fair.roomId, tampered.fair.seed)) as { reason: string }).reason, /not dealt from the seed/);
    // A record whose deal was swapped after the fact fails too.
    const hands = record.rounds[0]!.deal.hands.map((h) => h.slice());
    [hands[0]![0], hands[1]![0]] = [hands[1]![0]!, hands[0]![0]!];
    const swapped = { ...record, rounds: [{ ...record.rounds[0]!, deal: { ...record.rounds[0]!.deal, hands } }, ...record.rounds.slice(1)] };
    assert.equal(verifyFairDeal(swapped, fair.commitment).ok, false);
    // A witness that saw another hand than the one the seed gives rejects the record.
    const w = witnessOf(b);
    w.hands[1] = [...tableTiles(replay(record)[1]!)].slice(0, 1);
    assert.match((verifyFairDeal(record, fair.commitment, w) as { reason: string }).reason, /hand shown/);
    // Another game at the same table: a new seed, a new commitment, scores from zero.
    a.room.send(C.start);
    await Promise.all([a, b].map((x) => x.until(() => x.log.at(-1)?.[0] === 'sync' && x.n === 0)));
    const again = b.log.at(-1)![1] as { commitment: string; state: { totals: number[] } };
    assert.notEqual(again.commitment, fair.commitment);
    assert.ok(again.state.totals.every((t) => t === 0));
    await Promise.all([a.leave(), b.leave()]);
  });
});

describe('bad and hostile input', () => {
  test('an action sent twice with its step is one move and no error (the late copy is ignored); a bad step is refused', async () => {
    const wait = () => null; // these bots move only when told
    const a = await Bot.create(server.url, { variant: 'draw', players: 2, options: SHORT, seat: 0, name: 'Ann' }, { pick: wait });
    const b = await Bot.join(server.url, a.room.roomId, { seat: 1, name: 'Bo' }, { pick: wait });
    await Promise.all([a, b].map((x) => x.until(() => x.state?.phase === 'playing')));
    const p = a.state!.turn === 0 ? a : b;
    await p.until(() => p.legal.length > 0);
    const n = p.n;
    const move = p.legal[0]!;
    p.send({ ...move, step: n });
    p.send({ ...move, step: n }); // what a client sends again when the answer is slow
    await p.until(() => p.n === n + 1);
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(p.n, n + 1, 'one move, not two');
    assert.deepEqual(p.errors, [], 'the late copy is no error');
    // Without a step an action is taken as it is; a step that is not a whole count is refused.
    for (const step of [-1, 1.5, 'x', 1e9]) p.send({ type: 'pass', step });
    await p.until(() => p.errors.filter((e) => e.code === 'bad-message').length === 4, 5000);
    await Promise.all([a.leave(), b.leave()]);
  });

  test('garbage, other seats’ actions, out-of-turn moves and floods: errors to the sender only; the room survives', async () => {
    const hostileServer = await startServer({ AI_DELAY_MS: '0', GRACE_SECONDS: '1' }); // default rate limits
    try {
      const a = await Bot.create(hostileServer.url, { variant: 'draw', players: 3, options: { target: 30 }, seat: 0, name: 'Ann' }, { delayMs: 120 });
      const b = await Bot.join(hostileServer.url, a.room.roomId, { seat: 1, name: 'Bo' }, { delayMs: 120 });
      const h = await Bot.join(hostileServer.url, a.room.roomId, { seat: 2, name: '<b>x</b>' }, { delayMs: 120 });
      await h.until(() => h.state !== null);
      const before = h.errors.length;
      const send = (type: string, m: unknown) => h.room.send(type, m);
      // Malformed actions and unknown message types.
      send(C.act, 'draw');
      send(C.act, { type: 'teleport' });
      send(C.act, { type: 'play', tile: 'x'.repeat(500) });
      send(C.act, { type: 'play', tile: '6-6', at: 'left', seat: 0, extra: 1 });
      send('reveal-all', { please: true });
      send(C.act, { type: 'next-round' }); // the round is not over
      await h.until(() => h.errors.length >= before + 6, 5000);
      // Acting for another seat: the server decides whose action it is; out of turn it is refused.
      await h.until(() => h.state!.turn !== 2, 5000);
      send(C.act, { type: 'draw' });
      send(C.act, h.state!.turn === 0 ? a.legal[0] ?? { type: 'pass' } : b.legal[0] ?? { type: 'pass' });
      await h.until(() => h.errors.filter((e) => e.code === 'not-your-turn').length >= 1, 5000);
      // A flood: refused beyond the rate, one warning a second, then the connection is cut.
      for (let i = 0; i < 400; i++) send(C.act, { type: 'pass' });
      await h.until(() => h.errors.some((e) => e.code === 'rate-limited'), 5000);
      const codes = new Set(h.errors.map((e) => e.code));
      for (const c of ['bad-message', 'round-not-over', 'not-your-turn', 'rate-limited']) assert.ok(codes.has(c), `got ${c}`);
      assert.ok(h.errors.filter((e) => e.code === 'rate-limited').length <= 3, 'a flood is not answered message for message');
      // Bytes that are no message: an unknown type is answered with an error; undecodable msgpack closes that
      // client's connection with an error code (Colyseus refuses it before any handler runs).
      const raw = new Client(hostileServer.url);
      const spy = await raw.joinById(a.room.roomId, {});
      const spyErrors: unknown[] = [];
      spy.onMessage('*', (type, m) => type === 'error' && spyErrors.push(m));
      const ws = (spy.connection.transport as unknown as { ws: { send(b: Uint8Array): void } }).ws;
      ws.send(new Uint8Array([13, 0xd9, 0xff, 0xc1, 0xc1]));
      await new Promise((r) => setTimeout(r, 200));
      assert.ok(spyErrors.length >= 1, 'garbage type: an error to the sender');
      const closed = new Promise<number>((done) => spy.onLeave((code) => done(code)));
      ws.send(new Uint8Array([13, 0xa3, 0x61, 0x63, 0x74, 0xc1, 0xc1])); // type "act", then a byte msgpack never uses
      assert.equal(await Promise.race([closed, new Promise((r) => setTimeout(() => r('open'), 3000))]), 4002);
      // The game still ends: the AI takes the hostile seat once its connection is gone.
      dropConnection(h.room);
      try {
        await Promise.all([a.until(() => a.reveal !== null, 30000), b.until(() => b.reveal !== null, 30000)]);
      } catch (e) {
        console.log(hostileServer.output(), a.n, b.n, JSON.stringify(a.state), a.legal, a.errors, b.errors, JSON.stringify(a.room.state));
        throw e;
      }
      for (const p of [a, b]) {
        assert.deepEqual(p.errors, [], 'the others got no error');
        const types = new Set(framesOf(p).map((f) => (f.kind === 'data' ? String(f.type) : f.kind)));
        for (const t of types) assert.ok(['join', 'state', 'patch', 'sync', 'update', 'reveal'].includes(t), `unexpected frame ${t}`);
      }
      assert.equal(a.reveal!.record.names![2], '<b>x</b>', 'names are plain text, kept as given');
      // The process is alive and serves a new room.
      const again = await Bot.create(hostileServer.url, { variant: 'draw', players: 2, humans: [0], seat: 0 }, { delayMs: 120 });
      await again.until(() => (again.state?.line?.length ?? 0) > 2, 10000);
      await Promise.all([a.leave(), b.leave(), again.leave()]);
    } finally {
      await hostileServer.stop();
    }
  });
});
