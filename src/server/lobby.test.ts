/**
 * The lobby (issue 21 item 2): tables created with `listed` are offered by `GET /lobby` with their game, free seats
 * and language while they wait for players, and leave it once full or playing; unlisted tables never show; bad
 * `listed`/`lang` options are refused. Against the server as a host runs it (the CLI in a child process).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LobbyTable } from '../online/protocol.js';
import { Bot } from '../testing/bot.js';
import { startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

const until = async (f: () => Promise<boolean>, ms = 10000): Promise<void> => {
  const t = Date.now();
  while (!(await f())) {
    if (Date.now() - t > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the lobby', () => {
  let server: ServerProcess;
  const lobby = async (q = ''): Promise<LobbyTable[]> => (await fetch(`http://127.0.0.1:${server.port}/lobby${q}`)).json() as Promise<LobbyTable[]>;
  before(async () => {
    server = await startServer({ AI_DELAY_MS: '0' });
  });
  after(() => server.stop());

  test('lists listed tables waiting for players (game, free seats, language), not unlisted ones; a full table leaves it', async () => {
    const listed = await Bot.create(server.url, { variant: 'draw', players: 3, seat: 0, name: 'Ana', listed: true, lang: 'pl' }, { pick: () => null });
    const hidden = await Bot.create(server.url, { variant: 'draw', players: 3, seat: 0, name: 'Bo' }, { pick: () => null });
    const code = listed.room!.roomId;
    await until(async () => (await lobby()).some((t) => t.room === code));
    const all = await lobby();
    assert.ok(!all.some((t) => t.room === hidden.room!.roomId), 'an unlisted table is never offered');
    assert.deepEqual(all.find((t) => t.room === code), { room: code, variant: 'draw', players: 3, free: [1, 2], lang: 'pl' });
    assert.equal((await lobby('?variant=block')).length, 0, 'filtered by game');
    assert.equal((await lobby('?lang=en')).filter((t) => t.room === code).length, 0, 'and by language');
    // a second person takes the first free seat the lobby offered: the listing follows
    const second = await Bot.join(server.url, code, { seat: 1, name: 'Cy' }, { pick: () => null });
    await until(async () => (await lobby()).find((t) => t.room === code)?.free.join() === '2');
    const third = await Bot.join(server.url, code, { seat: 2, name: 'Di' }, { pick: () => null });
    await until(async () => !(await lobby()).some((t) => t.room === code)); // full, and playing: off the lobby
    for (const b of [listed, hidden, second, third]) await b.leave();
  });

  test('bad listed or lang options are refused with a reason', async () => {
    await assert.rejects(Bot.create(server.url, { variant: 'draw', listed: 'yes' as unknown as boolean }), /listed must be true or false/);
    await assert.rejects(Bot.create(server.url, { variant: 'draw', listed: true, lang: '<b>x</b>' }), /lang must be a language tag/);
  });
});
