// The class's QR code: every version it makes (1–10) is read back by a real decoder (zbarimg, Debian's zbar-tools,
// when installed: CI's setup installs it), and a text too long for version 10 is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { qr } from './qr.js';

const zbar = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The code as a PGM picture: 4 pixels a module, a quiet zone of 4 modules. */
function pgm(g: boolean[][]): Buffer {
  const s = 4, q = 4, n = (g.length + 2 * q) * s;
  const px = Buffer.alloc(n * n, 255);
  g.forEach((row, y) => row.forEach((d, x) => {
    if (!d) return;
    for (let dy = 0; dy < s; dy++) px.fill(0, ((y + q) * s + dy) * n + (x + q) * s, ((y + q) * s + dy) * n + (x + q) * s + s);
  }));
  return Buffer.concat([Buffer.from(`P5 ${n} ${n} 255\n`), px]);
}

test('a join link of every length up to 213 bytes is a QR code a decoder reads back', { skip: zbar ? false : 'zbarimg is not installed' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  const base = 'https://school.example/class.html?server=wss%3A%2F%2Fdomino.example&room=';
  for (const len of [1, 14, 26, 42, 62, 84, 106, 122, 152, 180, 213]) {
    const text = len < base.length ? base.slice(0, len) : base + (len === 62 ? 'Ab3xY_ł' : 'Ab3xY_z').repeat(40).slice(0, len - base.length - 1);
    const g = qr(text)!;
    assert.ok(g, `${len} characters fit`);
    const file = join(dir, `${len}.pgm`);
    writeFileSync(file, pgm(g));
    const out = execFileSync('zbarimg', ['-q', '--raw', file]).toString().replace(/\n$/, '');
    assert.equal(out, text, `version ${(g.length - 17) / 4}`);
  }
});

test('the code has its finder patterns, grows with the text and refuses a text past version 10', () => {
  const g = qr('ABCD')!;
  assert.equal(g.length, 21);
  assert.deepEqual(g[0]!.slice(0, 7), [true, true, true, true, true, true, true]);
  assert.deepEqual(g[1]!.slice(0, 7), [true, false, false, false, false, false, true]);
  assert.equal(qr('x'.repeat(200))!.length, 57);
  assert.equal(qr('x'.repeat(214)), null);
});
