/**
 * Hardened matchmaking, against the server as a host runs it (the CLI in a
 * child process, default limits unless a test says otherwise): reservations
 * that cannot lock an invited friend out, per-address rate limits, the body
 * limit, allowed origins, /health, and one log line per refusal. Requests come
 * from several loopback addresses (127.0.0.2, .3 …) as from several machines.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { Client } from 'colyseus.js';
import { ROOM } from '../online/protocol.js';
import type { SyncMessage } from '../online/protocol.js';
import { Bot } from '../testing/bot.js';
import { startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

interface Answer {
  status: number;
  body: { error?: string; code?: number; sessionId?: string; room?: { roomId: string } } & Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request to the server on `port`, from loopback address `from` (default 127.0.0.1). */
function call(port: number, method: string, path: string, o: { body?: string | Buffer; from?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, localAddress: o.from ?? '127.0.0.1', headers: { 'Content-Type': 'application/json', ...o.headers }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        let body = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          body = { text };
        }
        done({ status: res.statusCode!, body, headers: res.headers });
      });
    });
    req.on('error', fail);
    req.end(o.body);
  });
}
const post = (port: number, path: string, options: unknown, from?: string, headers?: Record<string, string>) => call(port, 'POST', path, { body: JSON.stringify(options), ...(from ? { from } : {}), ...(headers ? { headers } : {}) });

/** Lines of server output that are part of a stack trace. */
const stackLines = (out: string) => out.split('\n').filter((l) => /^\s+at /.test(l));

describe('reservations: an invited friend cannot be locked out', () => {
  let server: ServerProcess;
  before(async () => {
    // The per-address HTTP limits are lifted here, so what keeps the seat is the room's own accounting.
    server = await startServer({ AI_DELAY_MS: '0' });
  });
  after(() => server.stop());

  test('50 anonymous joinById reservations from 10 addresses do not stop the invited friend taking their seat', async () => {
    const host = await Bot.create(server.url, { variant: 'draw', players: 3, seat: 0, name: 'Host', invites: true }, { pick: () => null });
    await host.until(() => host.log.some(([t]) => t === 'sync'));
    const sync = host.log.find(([t]) => t === 'sync')![1] as SyncMessage;
    const invites = sync.invites!;
    assert.equal(invites.length, 3);
    assert.equal(invites[0], null, 'the host sits at seat 0: no invitation for it');
    assert.match(invites[1]!, /^[A-Za-z0-9_-]{16}$/);
    assert.notEqual(invites[1], invites[2]);
    const code = host.room.roomId;
    // 50 reservations nobody consumes: watch requests and seat-1 requests without the secret, 5 from each address.
    const asks = Array.from({ length: 50 }, (_, i) => ({ from: `127.0.0.${2 + (i % 10)}`, options: i % 2 ? {} : { seat: 1 } }));
    const answers = await Promise.all(asks.map((a) => post(server.port, `/matchmake/joinById/${code}`, a.options, a.from)));
    const held = answers.filter((a) => a.status === 200);
    const seatAsks = answers.filter((_, i) => i % 2 === 0);
    assert.ok(seatAsks.every((a) => a.status === 403 && /invited/.test(a.body.error ?? '')), 'a seat kept for an invitation is never held for a request without it');
    assert.equal(held.length, 12, 'the watchers held the 12 places to watch and no more');
    assert.ok(answers.filter((_, i) => i % 2 === 1 && answers[i]!.status === 429).length === 13);
    // While those 12 places are still held, the friend opens the invitation link.
    const friend = await Bot.join(server.url, code, { seat: 1, invite: invites[1]!, name: 'Friend' }, { pick: () => null });
    await friend.until(() => friend.seat === 1 && friend.room.state.seats?.[1]?.name === 'Friend');
    // The invitation is that seat's only: the third seat's link does not open seat 1's, nor the other way round.
    await assert.rejects(new Client(server.url).joinById(code, { seat: 2, invite: invites[1]! }), /invited/);
    // An address holds at most 4 places at once, whatever it asks for.
    const burst = await Promise.all(Array.from({ length: 6 }, () => post(server.port, `/matchmake/joinById/${code}`, {}, '127.0.0.20')));
    assert.ok(burst.filter((a) => a.status === 200).length <= 4);
    const third = await Bot.join(server.url, code, { seat: 2, invite: invites[2]! }, { pick: () => null });
    await Promise.all([host, friend, third].map((b) => b.until(() => b.state !== null))); // all seats taken: the game starts
    await Promise.all([host.leave(), friend.leave(), third.leave()]);
  });

  test('in a room without invitations, places to watch are counted apart from seats: 50 watch requests leave a seat free', async () => {
    const host = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0 }, { pick: () => null });
    const code = host.room.roomId;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(server.port, `/matchmake/joinById/${code}`, {}, `127.0.1.${1 + (i % 25)}`)));
    assert.equal(answers.filter((a) => a.status === 200).length, 12);
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 429 && /spectators/.test(a.body.error ?? '')));
    const guest = await Bot.join(server.url, code, { seat: 1 }, { pick: () => null });
    await guest.until(() => guest.seat === 1);
    await Promise.all([host.leave(), guest.leave()]);
  });

  test('a held place lasts seconds: once the unused holds expire, their places are free again', async () => {
    const host = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0 }, { pick: () => null });
    const code = host.room.roomId;
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => post(server.port, `/matchmake/joinById/${code}`, {}, `127.0.2.${1 + i}`)));
    assert.ok(first.every((a) => a.status === 200));
    assert.equal((await post(server.port, `/matchmake/joinById/${code}`, {}, '127.0.2.99')).status, 429);
    await new Promise((r) => setTimeout(r, 6500)); // the default hold: 6 s
    assert.equal((await post(server.port, `/matchmake/joinById/${code}`, {}, '127.0.2.99')).status, 200);
    await host.leave();
  });

  test('a refused join is one log line, never a stack trace', async () => {
    const host = await Bot.create(server.url, { variant: 'draw', players: 2, seat: 0 }, { pick: () => null });
    const code = host.room.roomId;
    const before = server.output().length;
    const c = new Client(server.url);
    await assert.rejects(c.joinById(code, { seat: 0 }), /taken/);
    await assert.rejects(c.joinById(code, { seat: 7 }), /no seat 7/);
    await assert.rejects(c.joinById(code, { token: 'forged' }), /token/);
    await assert.rejects(c.joinById('nosuchroom', {}), /not found/);
    await assert.rejects(c.create(ROOM, { variant: 'chess' }), /Unknown variant/);
    // A WebSocket with a made-up reservation is refused by Colyseus: one line too.
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/process/${code}?sessionId=made-up`);
    await new Promise((r) => ws.addEventListener('close', r));
    await new Promise((r) => setTimeout(r, 300));
    const out = server.output().slice(before);
    assert.deepEqual(stackLines(out), []);
    assert.equal(out.split('\n').filter((l) => /\[colyseus\] .*seat reservation expired/.test(l)).length, 1, out);
    const refusals = out.split('\n').filter((l) => /refused/.test(l));
    assert.equal(refusals.length, 5, out);
    for (const [i, re] of [/409 joinById from 127\.0\.0\.1: Seat 1 is taken/, /400 joinById .*no seat 7/, /403 joinById .*token/, /404 joinById .*not found/, /400 create .*Unknown variant/].entries()) assert.match(refusals[i]!, re);
    await host.leave();
  });
});

describe('per-address limits on every HTTP route (default limits)', () => {
  let server: ServerProcess;
  before(async () => {
    server = await startServer({ AI_DELAY_MS: '0', REQUESTS_PER_SECOND: '', CREATES_PER_MINUTE: '' }); // empty: the defaults
  });
  after(() => server.stop());

  test('500 room creations from one address in a second are limited; another address still creates; the log stays short', async () => {
    const before = server.output().length;
    const t0 = performance.now();
    const answers = await Promise.all(Array.from({ length: 500 }, () => post(server.port, `/matchmake/create/${ROOM}`, { variant: 'draw', players: 2, seat: 0 }, '127.0.3.1')));
    const ms = performance.now() - t0;
    const created = answers.filter((a) => a.status === 200).length;
    assert.ok(created >= 1 && created <= 11, `${created} rooms created (the default: 10 at once, then 10 a minute)`);
    assert.ok(answers.every((a) => a.status === 200 || a.status === 429));
    assert.ok(ms < 10000, 'refusals are cheap');
    const other = await post(server.port, `/matchmake/create/${ROOM}`, { variant: 'draw', players: 2, seat: 0 }, '127.0.3.2');
    assert.equal(other.status, 200, 'the limit is per address');
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.output().slice(before).split('\n').filter((l) => /refused 429/.test(l));
    assert.ok(lines.length >= 1 && lines.length <= 20, `a flood of refusals is a few lines (${lines.length}), with counts: ${lines.at(-1)}`);
  });

  test('a 1 MB body is refused with 413 and creates nothing; a bad JSON body is a 400', async () => {
    const rooms = async () => (await call(server.port, 'GET', '/health', { from: '127.0.4.9' })).body.rooms as number;
    const before = await rooms();
    const big = Buffer.alloc(1024 * 1024, 0x20);
    big.write('{"variant":"draw","name":"');
    const a = await call(server.port, 'POST', `/matchmake/create/${ROOM}`, { body: big, from: '127.0.4.1' });
    assert.equal(a.status, 413);
    assert.match(a.body.error ?? '', /over 16384 bytes/);
    // Sent without a Content-Length (chunked), it is cut at the limit too.
    const chunked = await new Promise<number>((done, fail) => {
      const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path: `/matchmake/create/${ROOM}`, localAddress: '127.0.4.2', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        done(res.statusCode!);
      });
      req.on('error', fail);
      for (let i = 0; i < 16; i++) req.write(big.subarray(i * 65536, (i + 1) * 65536));
      req.end();
    });
    assert.equal(chunked, 413);
    assert.equal((await call(server.port, 'POST', `/matchmake/create/${ROOM}`, { body: '{"variant":', from: '127.0.4.3' })).status, 400);
    assert.ok((await rooms()) <= before, 'no room was created by those');
  });

  test('/health answers JSON; unknown routes and methods are refused', async () => {
    const h = await call(server.port, 'GET', '/health');
    assert.equal(h.status, 200);
    assert.equal(h.body.ok, true);
    assert.equal(typeof h.body.rooms, 'number');
    assert.equal((await call(server.port, 'GET', '/admin')).status, 404);
    assert.equal((await post(server.port, '/matchmake/joinOrCreate/domino', {})).status, 404, 'tables are joined by code only');
    assert.equal((await call(server.port, 'GET', '/matchmake/create/domino')).status, 405);
  });

  test('without TRUST_PROXY a forwarded address is not believed, and the server says once that it sees a proxy', async () => {
    const before = server.output().length;
    for (let i = 0; i < 3; i++) await call(server.port, 'GET', '/health', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.output().slice(before).split('\n').filter((l) => /TRUST_PROXY is not set/.test(l));
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /every client counts as 127\.0\.0\.1/);
  });

  test('the start-up line says the address it is bound to', () => {
    assert.match(server.output(), new RegExp(`domino-table server: listening on 127\\.0\\.0\\.1:${server.port}, one process, in memory; origins any`));
  });
});

describe('allowed origins', () => {
  let server: ServerProcess;
  before(async () => {
    server = await startServer({ AI_DELAY_MS: '0', ALLOWED_ORIGINS: 'https://play.example, https://www.play.example' });
  });
  after(() => server.stop());

  test('a page of an allowed origin gets CORS headers for itself; another origin is refused, over HTTP and WebSocket', async () => {
    const good = 'https://play.example';
    const pre = await call(server.port, 'OPTIONS', `/matchmake/create/${ROOM}`, { headers: { Origin: good, 'Access-Control-Request-Method': 'POST' } });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers['access-control-allow-origin'], good);
    const made = await post(server.port, `/matchmake/create/${ROOM}`, { variant: 'draw', players: 2, seat: 0 }, undefined, { Origin: good });
    assert.equal(made.status, 200);
    const evil = await post(server.port, `/matchmake/create/${ROOM}`, { variant: 'draw', players: 2, seat: 0 }, undefined, { Origin: 'https://evil.example' });
    assert.equal(evil.status, 403);
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
    const preEvil = await call(server.port, 'OPTIONS', `/matchmake/create/${ROOM}`, { headers: { Origin: 'https://evil.example' } });
    assert.equal(preEvil.status, 403);
    // The WebSocket of the reservation just made, opened from the wrong origin.
    const { room, sessionId } = made.body as { room: { roomId: string; processId: string }; sessionId: string };
    const status = await new Promise<number>((done) => {
      const req = request({
        host: '127.0.0.1',
        port: server.port,
        path: `/${room.processId}/${room.roomId}?sessionId=${sessionId}`,
        headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', Origin: 'https://evil.example' },
      });
      req.on('response', (res) => done(res.statusCode!));
      req.on('upgrade', () => done(101));
      req.end();
    });
    assert.equal(status, 403);
    await new Promise((r) => setTimeout(r, 200)); // the child's output arrives through a pipe
    assert.match(server.output(), /refused 403 websocket from 127\.0\.0\.1: origin https:\/\/evil\.example is not allowed/);
    assert.match(server.output(), /origins https:\/\/play\.example https:\/\/www\.play\.example/);
  });
});
