// Records of megabytes, and hostile ones, are refused or loaded in linear time (issue 9, points 6, 8, 9).
// The same cases run in Chromium in size.browser.test.ts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeRecord, encodeRecord, validateRecord } from './record.js';
import { fastest, open, realRecord, sizeCases } from '../testing/records.js';

describe('large and hostile records are refused or loaded in under a second (Node; the best of three tries)', () => {
  for (const c of sizeCases()) {
    test(c.name, async () => {
      const input = c.input();
      const size = typeof input === 'string' ? input.length : 0;
      if (c.name.startsWith('JSON, 4 MB')) assert.ok(size >= 4e6, `${size} bytes`);
      if (c.name.startsWith('dt1, 2 MB')) assert.ok(size >= 2e6, `${size} bytes`);
      assert.equal(open(input), c.loads ? 'ok' : 'bad-record');
      const ms = await fastest(() => open(input));
      assert.ok(ms < 1000, `${ms.toFixed(0)} ms`);
    });
  }
});

describe('long texts round-trip through the compact form (point 9)', () => {
  test('a name and a note of 500,000 characters', () => {
    const r = { ...realRecord(), names: ['Ä'.repeat(500_000), 'Bo'], notes: { '0:1': 'ü'.repeat(500_000) } };
    const back = decodeRecord(encodeRecord(r));
    assert.deepEqual(back, validateRecord(r));
  });
});
