/**
 * The pure parts of the HTTP gate and of reservations: per-address buckets,
 * the refusal log, ALLOWED_ORIGINS parsing, client addresses behind a proxy,
 * and how a room judges a join request. No server: a fake clock where time matters.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { BucketMap, RefusalLog, oneLine } from './limits.js';
import { addressOf, parseOrigins } from './http.js';
import { Holds, judge, sameSecret } from './reservations.js';
import type { TableView } from './reservations.js';

test('BucketMap: a burst, then the sustained rate, per address; 0 means no limit; idle addresses are forgotten', () => {
  let now = 0;
  const m = new BucketMap(2, 5, 100, () => now);
  const taken = (key: string, n: number) => Array.from({ length: n }, () => m.take(key)).filter(Boolean).length;
  assert.equal(taken('a', 10), 5);
  assert.equal(taken('b', 10), 5, 'another address has its own bucket');
  now += 1000;
  assert.equal(taken('a', 10), 2, 'two a second after the burst');
  now += 60_000;
  m.take('c');
  assert.equal(m.size, 1, 'a and b, full again, were dropped');
  const free = new BucketMap(0, 0);
  assert.equal(Array.from({ length: 1000 }, () => free.take('x')).every(Boolean), true);
});

test('BucketMap: past its size, new addresses share one bucket instead of growing the map', () => {
  const m = new BucketMap(1, 1, 3, () => 0);
  for (const k of ['a', 'b', 'c']) assert.equal(m.take(k), true);
  assert.equal(m.take('d'), true);
  assert.equal(m.take('e'), false, 'd and e share the overflow bucket');
  assert.equal(m.size, 4);
});

test('RefusalLog: one line per refusal; a flood of one kind from one address is one line a second with a count', () => {
  let now = 0;
  const lines: string[] = [];
  const log = new RefusalLog((l) => lines.push(l), () => now);
  log.refuse(409, 'joinById', '10.0.0.1', 'Seat 1 is taken');
  for (let i = 0; i < 50; i++) log.refuse(429, 'create', '10.0.0.2', 'too many');
  now += 1500;
  log.refuse(429, 'create', '10.0.0.2', 'too many');
  assert.deepEqual(lines, [
    '[domino-table] refused 409 joinById from 10.0.0.1: Seat 1 is taken',
    '[domino-table] refused 429 create from 10.0.0.2: too many',
    '[domino-table] refused 429 create from 10.0.0.2: too many (+49 more like it since the last line)',
  ]);
  assert.equal(oneLine('a\nb\r\n\tc'), 'a b c', 'text a client sent cannot start a log line of its own');
  assert.equal(oneLine('x'.repeat(500)).length, 200);
});

test('parseOrigins: a list of origins, or null for any; anything that is not an origin stops the start', () => {
  assert.equal(parseOrigins(undefined), null);
  assert.equal(parseOrigins(''), null);
  assert.equal(parseOrigins('*'), null);
  assert.deepEqual(parseOrigins('https://a.example, https://b.example:8443 http://localhost:8000'), ['https://a.example', 'https://b.example:8443', 'http://localhost:8000']);
  assert.deepEqual(parseOrigins('HTTPS://A.example'), ['https://a.example']);
  assert.throws(() => parseOrigins('a.example'), /not an origin/);
  assert.throws(() => parseOrigins('https://a.example/path'), /not an origin/);
});

test('addressOf: the socket address, or behind a proxy the last X-Forwarded-For hop (the one the proxy wrote)', () => {
  const req = (xff?: string) => ({ headers: xff ? { 'x-forwarded-for': xff } : {}, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;
  assert.equal(addressOf(req('203.0.113.5'), false), '127.0.0.1', 'without trustProxy a client cannot choose its address');
  assert.equal(addressOf(req('198.51.100.1, 203.0.113.5'), true), '203.0.113.5', 'a forged first hop is ignored');
  assert.equal(addressOf(req(), true), '127.0.0.1');
});

test('judge: seats and watchers apart, places per address and per seat, invitations, tokens', () => {
  const seats = [{ kind: 'human' }, { kind: 'open' }, { kind: 'open' }, { kind: 'ai' }];
  const open: TableView = { seats, tokens: ['tok0'], invites: null, watchers: 0, maxSpectators: 3 };
  const limits = { perAddress: 2, perSeat: 2 };
  const holds = new Holds();
  let id = 0;
  const ask = (o: object, address: string, t: TableView = open) => {
    const v = judge(o, address, t, holds, limits);
    if (v.ok) holds.add(`s${id++}`, v.seat, address);
    return v.ok ? `ok ${v.seat}` : `${v.status} ${v.error}`;
  };
  assert.equal(ask({ seat: 0 }, 'a'), '409 Seat 1 is taken');
  assert.equal(ask({ seat: 3 }, 'a'), '409 Seat 4 is taken');
  assert.equal(ask({ seat: 9 }, 'a'), '400 There is no seat 9');
  assert.equal(ask({ seat: 1.5 }, 'a'), '400 There is no seat 1.5');
  assert.equal(ask({ token: 'nope' }, 'a'), '403 That seat token is not valid in this room');
  assert.equal(ask({ token: 'tok0' }, 'a'), 'ok 0');
  assert.equal(ask({}, 'a'), 'ok null');
  assert.match(ask({}, 'a'), /^429 Too many joins from your address/);
  assert.equal(ask({}, 'b'), 'ok null');
  assert.equal(ask({}, 'c'), 'ok null');
  assert.match(ask({}, 'd'), /^429 This table has no room for more spectators/, '3 places to watch, held or taken');
  assert.equal(ask({ seat: 1 }, 'd'), 'ok 1', 'a full gallery does not stop a seat');
  assert.equal(ask({ seat: 1 }, 'e'), 'ok 1');
  assert.match(ask({ seat: 1 }, 'f'), /^429 Seat 2 is being joined/);
  holds.prune((s) => s !== 's0' && s !== 's1'); // two holds went (joined or expired)
  assert.equal(ask({}, 'a'), 'ok null', 'a place is free again once its hold is gone');
  // With invitations, a seat is held only for its own secret.
  const invited: TableView = { ...open, invites: [undefined, 'sec1', 'sec2', undefined] };
  const fresh = new Holds();
  assert.deepEqual(judge({ seat: 2 }, 'g', invited, fresh, limits), { ok: false, status: 403, error: 'Seat 3 is kept for an invited player: open the invitation link, or watch' });
  assert.equal(judge({ seat: 2, invite: 'sec1' }, 'g', invited, fresh, limits).ok, false, "seat 1's secret does not open seat 2");
  assert.deepEqual(judge({ seat: 2, invite: 'sec2' }, 'g', invited, fresh, limits), { ok: true, seat: 2 });
  assert.equal(sameSecret('sec2', 'sec2'), true);
  assert.equal(sameSecret(['sec2'], 'sec2'), false, 'only a string is a secret');
  assert.equal(sameSecret('', undefined), false);
});
