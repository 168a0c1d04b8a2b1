/**
 * The checkpoint folder (checkpoint.ts `DiskStore`): each room's two files
 * written in turn, the newer whole one taken up, and a file cut short by a
 * kill in the middle of a write never taken for a checkpoint.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DiskStore } from './checkpoint.js';

const folder = () => mkdtempSync(join(tmpdir(), 'domino-checkpoint-unit-'));

test('the newer of the two files is taken up; a file cut short falls back to the other; remove leaves nothing', async () => {
  const dir = folder();
  try {
    const a = new DiskStore(dir);
    for (let i = 1; i <= 5; i++) a.put('room1', JSON.stringify({ i }));
    a.put('room2', JSON.stringify({ i: 1 }));
    assert.deepEqual(readdirSync(dir).sort(), ['room1.0.json', 'room1.1.json', 'room2.1.json']);
    // A restarted process finds both rooms and the last write of each.
    const b = new DiskStore(dir);
    assert.deepEqual((await b.claim()).sort(), ['room1', 'room2']);
    assert.deepEqual(await b.claim(), [], 'the folder is claimed once, at the start');
    assert.deepEqual(JSON.parse((await b.get('room1'))!), { i: 5 });
    // Killed in the middle of its next write: that file is cut short, the one before is whole.
    b.put('room1', JSON.stringify({ i: 6, pad: 'x'.repeat(200) }));
    const newer = join(dir, 'room1.0.json');
    assert.match(readFileSync(newer, 'utf8'), /^6\n/);
    truncateSync(newer, 40);
    const c = new DiskStore(dir);
    assert.deepEqual(JSON.parse((await c.get('room1'))!), { i: 5 });
    // The next write after a take-up goes over the broken (older) file, never over the one taken up.
    c.put('room1', JSON.stringify({ i: 7 }));
    assert.deepEqual(JSON.parse((await new DiskStore(dir).get('room1'))!), { i: 7 });
    assert.match(readFileSync(join(dir, 'room1.1.json'), 'utf8'), /^5\n/);
    // Garbage and foreign names are not rooms.
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    writeFileSync(join(dir, 'bad name.0.json'), '1\n{}');
    assert.deepEqual((await new DiskStore(dir).claim()).sort(), ['room1', 'room2']);
    c.remove('room1');
    c.remove('room2');
    assert.deepEqual(readdirSync(dir).filter((f) => f.startsWith('room')), []);
    assert.equal(await new DiskStore(dir).get('room1'), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
