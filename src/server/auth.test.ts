/**
 * The `authenticate` hook of a host with accounts (`createServer({ authenticate })`,
 * in this process): every creation and join asks it first; its account names
 * the seat; a refusal is a 401, or the hook's own ServerError.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ServerError } from '@colyseus/core';
import { Client } from 'colyseus.js';
import { createServer } from './index.js';
import type { AuthRequest, DominoServer } from './index.js';
import { ROOM } from '../online/protocol.js';

const accounts: Record<string, { id: string; name: string }> = { 'alice-token': { id: 'u1', name: 'Alice' }, 'bob-token': { id: 'u2', name: 'Bob' } };
const asked: Pick<AuthRequest, 'method' | 'address' | 'token'>[] = [];
let server: DominoServer;

before(async () => {
  server = await createServer({
    port: 0,
    host: '127.0.0.1',
    aiDelayMs: 0,
    authenticate: ({ method, address, token, options }) => {
      asked.push({ method, address, token });
      if (method === 'create' && options.variant === 'mexican-train') throw new ServerError(403, 'Mexican Train tables are for members');
      return (token && accounts[token]) || null;
    },
  });
});
after(() => server.close());

const client = (token?: string) => {
  const c = new Client(`ws://127.0.0.1:${server.port}`);
  if (token) c.auth.token = token;
  return c;
};

test('authenticate: anonymous requests are refused; an account names its seat; the hook sees method, address and token', async () => {
  await assert.rejects(client().create(ROOM, { variant: 'draw', players: 2, seat: 0 }), /Sign in/);
  await assert.rejects(client('alice-token').create(ROOM, { variant: 'mexican-train', players: 2, seat: 0 }), /for members/);
  const a = await client('alice-token').create(ROOM, { variant: 'draw', players: 2, seat: 0, name: 'Mallory' });
  a.onMessage('*', () => {});
  await assert.rejects(client().joinById(a.roomId, { seat: 1 }), /Sign in/);
  const b = await client('bob-token').joinById(a.roomId, { seat: 1, name: 'Alice' });
  b.onMessage('*', () => {});
  await new Promise<void>((done) => {
    const check = () => a.state.seats?.[1]?.name && done();
    a.onStateChange(check);
    check();
  });
  assert.deepEqual([...a.state.seats].map((s) => s.name), ['Alice', 'Bob'], 'the names are the accounts’, not what the clients said');
  assert.deepEqual(
    asked.map((x) => `${x.method} ${x.token ?? '-'}`),
    ['create -', 'create alice-token', 'create alice-token', 'joinById -', 'joinById bob-token'],
  );
  assert.ok(asked.every((x) => x.address === '127.0.0.1'));
  await Promise.all([a.leave(), b.leave()]);
});
