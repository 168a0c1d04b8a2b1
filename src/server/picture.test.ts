// The server's pictures (issue 19, item 5): GET /embed/render.png draws a record's step (or a new game's deal) as a
// PNG for link previews, keeps it, and refuses bad input with 400 and a message, never a blank picture.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeRecord } from '../record/record.js';
import { partnershipRecord } from '../testing/pictures.js';
import { startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';
import { picture } from './picture.js';

const TEXT = encodeRecord(partnershipRecord());

describe('GET /embed/render.png', () => {
  let server: ServerProcess;
  let http = '';
  before(async () => {
    server = await startServer({ AI_DELAY_MS: '0' });
    http = server.url.replace(/^ws:/, 'http:');
  });
  after(() => server.stop());

  test('a record at a step: a PNG of the link preview’s shape, cached', async () => {
    const url = `${http}/embed/render.png?record=${TEXT}&step=12&lang=pl&width=600`;
    const r = await fetch(url, { headers: { Origin: 'https://elsewhere.example' } });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), 'image/png');
    assert.match(r.headers.get('cache-control') ?? '', /public/);
    const png = Buffer.from(await r.arrayBuffer());
    assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
    assert.equal(png.readUInt32BE(16), 600);
    assert.equal(png.readUInt32BE(20), 315);
    const again = Buffer.from(await (await fetch(url)).arrayBuffer());
    assert.ok(again.equals(png), 'the same bytes again');
    const deal = await fetch(`${http}/embed/render.png?variant=draw&players=3&seed=5&width=300`);
    assert.equal(deal.status, 200);
    const lesson = await fetch(`${http}/embed/render.png?lesson=f-fives&width=300`);
    assert.equal(lesson.status, 200, await lesson.clone().text());
  });

  test('bad input: 400 with the reason', async () => {
    for (const [q, code] of [
      ['record=garbage', 'bad-record'],
      [`record=${TEXT}&step=999`, 'bad-step'],
      [`record=${TEXT}&step=abc`, 'bad-step'],
      [`record=${TEXT}&width=5`, 'bad-option'],
      ['variant=chess', 'bad-option'],
      ['lesson=nope', 'bad-option'],
      ['', 'bad-record'],
    ]) {
      const r = await fetch(`${http}/embed/render.png?${q}`);
      assert.equal(r.status, 400, q);
      const body = (await r.json()) as { code: string; error: string };
      assert.equal(body.code, code, q);
      assert.ok(body.error.length > 10, body.error);
    }
  });
});

describe('picture()', () => {
  test('one drawing per query: the second answer is the same promise', () => {
    const q = new URLSearchParams({ record: TEXT, step: '3', width: '200' });
    assert.equal(picture(q), picture(new URLSearchParams({ width: '200', step: '3', record: TEXT })));
  });
});
