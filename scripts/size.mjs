#!/usr/bin/env node
// Prints the sizes of the built bundles: raw (minified) and gzip. Run after `npm run build`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const main = 'dist/cdn/domino-table.bundle.js';
const files = [main, ...(existsSync('dist/cdn') ? readdirSync('dist/cdn').filter((f) => f.endsWith('.js') && !main.endsWith(f)).map((f) => `dist/cdn/${f}`) : [])];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('file'.padEnd(48), 'min'.padStart(10), 'gzip'.padStart(10));
for (const f of files) {
  if (!existsSync(f)) { console.log(`${f}: missing — run npm run build`); process.exitCode = 1; continue; }
  const buf = readFileSync(f);
  console.log(f.padEnd(48), kb(buf.length).padStart(10), kb(gzipSync(buf, { level: 9 }).length).padStart(10));
}
const gz = existsSync(main) ? gzipSync(readFileSync(main), { level: 9 }).length : 0;
if (gz) console.log(`\nsingle-file bundle (English built in): ${kb(gz)} gzip, budget 40 KB${gz > 40 * 1024 ? ' — OVER BUDGET' : ''}`);
