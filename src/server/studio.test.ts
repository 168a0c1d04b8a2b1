/**
 * The studio's page at /studio/ (./studio.ts) through the game server as a host runs it (the CLI, STUDIO_DIR): the
 * folder's index.html with its policy, its files with their types and caching, /studio redirected to /studio/, nothing
 * outside the folder, and no studio at all with STUDIO_DIR=none.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

let dir: string;
let server: ServerProcess;
let base: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>studio</title><domino-studio from-url></domino-studio>');
  writeFileSync(join(dir, 'domino-studio.bundle.js'), 'export {};');
  writeFileSync(join(dir, 'studio-studio-Ab3dE5f.js'), 'export const x = 1;');
  writeFileSync(join(dir, 'secret.txt'), 'not served');
  server = await startServer({ STUDIO_DIR: dir, EMBED_DIR: 'none' });
  base = `http://127.0.0.1:${server.port}`;
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the studio at /studio/', () => {
  test('the page: HTML, no-cache, its own scripts only; any origin may load it', async () => {
    const r = await fetch(`${base}/studio/`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type')!, /^text\/html/);
    assert.match(r.headers.get('content-security-policy')!, /script-src 'self'/);
    assert.equal(r.headers.get('cache-control'), 'no-cache');
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    assert.match(await r.text(), /<domino-studio from-url>/);
  });

  test('/studio goes to /studio/ with its query (a published link opens in the studio)', async () => {
    const r = await fetch(`${base}/studio?lesson=dl1.abc`, { redirect: 'manual' });
    assert.equal(r.status, 301);
    assert.equal(r.headers.get('location'), '/studio/?lesson=dl1.abc');
  });

  test('its files: JavaScript; a hashed chunk is cached for good, the entry for minutes', async () => {
    const entry = await fetch(`${base}/studio/domino-studio.bundle.js`);
    assert.equal(entry.status, 200);
    assert.match(entry.headers.get('content-type')!, /^text\/javascript/);
    assert.equal(entry.headers.get('cache-control'), 'public, max-age=300');
    const chunk = await fetch(`${base}/studio/studio-studio-Ab3dE5f.js`);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const head = await fetch(`${base}/studio/domino-studio.bundle.js`, { method: 'HEAD' });
    assert.equal(head.status, 200);
  });

  test('nothing else: a missing file, a file of another type, a path out of the folder', async () => {
    assert.equal((await fetch(`${base}/studio/nope.js`)).status, 404);
    assert.equal((await fetch(`${base}/studio/secret.txt`)).status, 404);
    assert.equal((await fetch(`${base}/studio/..%2Fetc%2Fpasswd.js`)).status, 404);
    assert.equal((await fetch(`${base}/studio/%E0%A4%A.js`)).status, 400);
  });

  test('STUDIO_DIR=none: no studio', async () => {
    const none = await startServer({ STUDIO_DIR: 'none', EMBED_DIR: 'none' });
    try {
      assert.notEqual((await fetch(`http://127.0.0.1:${none.port}/studio/`)).status, 200);
    } finally {
      await none.stop();
    }
  });
});
