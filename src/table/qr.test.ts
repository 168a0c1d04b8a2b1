// The QR codes of the room panel and of a class (uqr, src/element/modes/qr.ts) are read back by a real decoder
// (zbarimg, Debian's zbar-tools: .ci/run installs it), links of every length a class or a seat may need.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'uqr';

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

test('a join link of any length up to 300 bytes is a QR code a decoder reads back', { skip: zbar ? false : 'zbarimg is not installed' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  const base = 'https://school.example/class.html?server=wss%3A%2F%2Fdomino.example&room=';
  for (const len of [1, 14, 42, 84, 122, 180, 213, 300]) {
    const text = len < base.length ? base.slice(0, len) : base + (len === 84 ? 'Ab3xY_ł' : 'Ab3xY_z').repeat(60).slice(0, len - base.length);
    const g = encode(text, { ecc: 'M', border: 0 }).data;
    const file = join(dir, `${len}.pgm`);
    writeFileSync(file, pgm(g));
    assert.equal(execFileSync('zbarimg', ['-q', '--raw', file]).toString().replace(/\n$/, ''), text, `${len} characters`);
  }
});
