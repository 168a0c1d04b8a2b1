/**
 * Room and class codes (codes.ts, src/online/code.ts): six characters a person reads aloud (no 0/O, 1/I/L, U),
 * joined in any case; never one a live room or a kept checkpoint holds; and a short code is guessed no faster than
 * the joins-by-a-wrong-code limit lets an address try.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Client } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { ROOM } from '../online/protocol.js';
import { CLASS_ROOM } from '../online/class-protocol.js';
import { CODE_ALPHABET, isCode, readCode } from '../online/code.js';
import { startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';
import { createServer } from './index.js';
import type { DominoServer } from './index.js';
import { claimCode, drawCode } from './codes.js';

const SHAPE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/** A POST from loopback address `from`: its status and body. */
function post(port: number, path: string, body: unknown, from: string): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, localAddress: from, headers: { 'Content-Type': 'application/json' }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => done({ status: res.statusCode!, body: text ? JSON.parse(text) : {} }));
    });
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

test('the alphabet has no look-alikes, and a code is read in any case, with or without a separator', () => {
  assert.equal(CODE_ALPHABET.length, 30);
  for (const c of '01OoIiLlU') assert.ok(!CODE_ALPHABET.includes(c), c);
  assert.equal(readCode(' k7m-4qx '), 'K7M4QX');
  assert.equal(readCode('k7m 4qx'), 'K7M4QX');
  assert.equal(readCode('anyone'), 'anyone', 'not a code: as it is');
  assert.equal(readCode('kemremu9I'), 'kemremu9I', 'an older room id: as it is');
  for (let i = 0; i < 200; i++) assert.match(drawCode(), SHAPE);
  assert.ok(isCode('K7M4QX') && !isCode('K7M4Q0') && !isCode('k7m4qx'));
});

describe('codes on the server as a host runs it', () => {
  let server: ServerProcess;
  before(async () => {
    server = await startServer({ AI_DELAY_MS: '0' });
  });
  after(() => server.stop());

  test('tables and classes get codes of the alphabet; a guest joins by the code typed in lower case, with a dash', async () => {
    const c = new Client(server.url);
    const rooms = await Promise.all([0, 1, 2, 3].map(() => c.create(ROOM, { variant: 'draw', players: 2, seat: 0 })));
    const classes = await Promise.all([0, 1].map(() => c.create(CLASS_ROOM, { lesson: 'f-fives' })));
    for (const r of [...rooms, ...classes]) assert.match(r.roomId, SHAPE);
    assert.equal(new Set([...rooms, ...classes].map((r) => r.roomId)).size, 6);
    const code = rooms[0]!.roomId;
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`;
    const guest = await new Client(server.url).joinById(typed, { seat: 1, name: 'Bo' });
    assert.equal(guest.roomId, code);
    const student = await new Client(server.url).joinById(classes[0]!.roomId.toLowerCase(), { name: 'Ana' });
    assert.equal(student.roomId, classes[0]!.roomId);
    for (const r of [...rooms, ...classes, guest, student]) await r.leave(true);
  });

  test('a seated guest gives their name (plain text, 24 characters) and every client sees it; a spectator has none to give', async () => {
    const host = await new Client(server.url).create(ROOM, { variant: 'draw', players: 3, seat: 0, name: 'Ana' });
    const guest = await new Client(server.url).joinById(host.roomId.toLowerCase(), { seat: 1 });
    const watcher = await new Client(server.url).joinById(host.roomId, {});
    type Seats = { seats: { name: string }[] };
    const nameOf = (r: typeof host, i: number) => (r.state as unknown as Seats).seats[i]?.name;
    const until = async (ok: () => boolean) => {
      for (let t = Date.now(); !ok(); await new Promise((r) => setTimeout(r, 50))) if (Date.now() - t > 10000) throw new Error('timed out');
    };
    await until(() => nameOf(host, 1) === 'Player 2');
    guest.send('name', { name: '  Zoë\u0007 <b>from a very long line of names</b> ' });
    await until(() => nameOf(host, 1) !== 'Player 2');
    assert.equal(nameOf(host, 1), 'Zoë <b>from a very long'.slice(0, 24));
    await until(() => nameOf(watcher, 1) === nameOf(host, 1));
    const refused = new Promise<{ code: string }>((r) => watcher.onMessage('error', r));
    watcher.send('name', { name: 'Eve' });
    assert.equal((await refused).code, 'not-seated');
    for (const r of [host, guest, watcher]) await r.leave(true);
  });

  test('wrong codes count against their address: 30 at once, then refused (429) even for a right one; other addresses go on', async () => {
    const c = new Client(server.url);
    const real = await c.create(ROOM, { variant: 'draw', players: 2, seat: 0 });
    const from = '127.0.0.7';
    for (let i = 0; i < 30; i++) {
      const wrong = `2222${CODE_ALPHABET[i]}${CODE_ALPHABET[(i * 7) % 30]}`;
      if (wrong === real.roomId) continue;
      const a = await post(server.port, `/matchmake/joinById/${wrong}`, {}, from);
      assert.equal(a.status, 404, `guess ${i}: ${a.body.error}`);
    }
    const blocked = await post(server.port, `/matchmake/joinById/${real.roomId}`, {}, from);
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.error!, /wrong codes/);
    const other = await post(server.port, `/matchmake/joinById/${real.roomId}`, {}, '127.0.0.8');
    assert.equal(other.status, 200, other.body.error);
    await real.leave(true);
  });
});

describe('a code is unique among live rooms and kept checkpoints', () => {
  let s: DominoServer;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'domino-codes-'));
    s = await createServer({ port: 0, host: '127.0.0.1', checkpointDir: dir, embedDir: null });
  });
  after(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a drawn code a live room holds, or one a checkpoint keeps for a room to take up, is drawn again', async () => {
    const live = await new Client(s.url).create(ROOM, { variant: 'draw', players: 2, seat: 0 });
    writeFileSync(join(dir, 'KEPT22.0.json'), '1\n{}'); // a checkpoint of a room not taken up yet
    const draws = [live.roomId, 'KEPT22', 'FRESH3'];
    const got = await claimCode(matchMaker.presence, () => draws.shift()!);
    assert.equal(got, 'FRESH3');
    assert.deepEqual(draws, []);
    // Claimed once: a second process drawing the same code at the same moment draws again.
    const again = ['FRESH3', 'FRESH4'];
    assert.equal(await claimCode(matchMaker.presence, () => again.shift()!), 'FRESH4');
    await live.leave(true);
  });
});
