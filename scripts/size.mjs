#!/usr/bin/env node
// Prints the sizes of the built CDN files (minified and gzip), then the play-mode total — everything a play-mode
// table loads before its first count without teach, replay, another language or the in-thread AI: the loader, the
// core chunk (English built in) and the panels chunk — against the 40 KB gzip budget, and what that total is made
// of (lit, xstate, engine, element, …), from the source maps. Run after `npm run build`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const DIR = 'dist/cdn';
const LOADER = 'domino-table.bundle.js';
const BUDGET = 40 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

if (!existsSync(`${DIR}/${LOADER}`)) {
  console.log(`${DIR}/${LOADER}: missing — run npm run build`);
  process.exit(1);
}
// The files of this build: the core chunk the loader names, the panels chunk the core names (older builds' chunks
// may still lie beside them when dist/ was not emptied).
const core = /"(core-[\w-]+\.js)"/.exec(readFileSync(`${DIR}/${LOADER}`, 'utf8'))?.[1];
const panels = core && /"\.\/(panels-[\w-]+\.js)"/.exec(readFileSync(`${DIR}/${core}`, 'utf8'))?.[1];
if (!core || !panels) throw new Error(`size: the core or panels chunk is missing from ${DIR}`);
const playMode = [LOADER, core, panels];
const files = readdirSync(DIR).filter((f) => f.endsWith('.js'));

console.log('file'.padEnd(40), 'min'.padStart(10), 'gzip'.padStart(10), '  loaded');
const order = [...playMode, ...files.filter((f) => !playMode.includes(f)).sort()];
const why = [[/^choose-/, 'AI on the page thread (no worker)'], [/^learn-/, 'teach, lessons, replay, records'], [/^pl-/, 'Polish'], [/^pt-br-/, 'Portuguese'], [/^worker/, 'the AI worker']];
for (const f of order) {
  const buf = readFileSync(`${DIR}/${f}`);
  const tag = playMode.includes(f) ? 'play mode' : (why.find(([re]) => re.test(f))?.[1] ?? 'on demand (or left from an older build)');
  console.log(`${DIR}/${f}`.padEnd(40), kb(buf.length).padStart(10), kb(gz(buf)).padStart(10), ` ${tag}`);
}

// The play-mode total: each file is fetched and compressed on its own, so the gzip sizes add up.
const total = playMode.reduce((n, f) => n + gz(readFileSync(`${DIR}/${f}`)), 0);
console.log(`\nentry ${LOADER}: ${kb(gz(readFileSync(`${DIR}/${LOADER}`)))} gzip (a loader; it imports the core chunk)`);
console.log(`core chunk ${core} (what the single-file bundle was: element, lit, xstate, engine, English): ${kb(gz(readFileSync(`${DIR}/${core}`)))} gzip`);
console.log(`play-mode total (loader + core with English + panels): ${kb(total)} gzip, budget 40 KB${total > BUDGET ? ` — OVER BUDGET by ${kb(total - BUDGET)}` : ''}`);
const br = playMode.reduce((n, f) => n + brotliCompressSync(readFileSync(`${DIR}/${f}`)).length, 0);
console.log(`  (brotli, as CDNs usually serve it: ${kb(br)})`);

// What the play-mode total is made of: minified bytes per source group from the source maps, and that group's
// share of its file's gzip size (an estimate: gzip does not split cleanly by source).
const GROUPS = [
  [/node_modules\/(lit|lit-html|lit-element|@lit)\//, 'lit'],
  [/node_modules\/xstate\//, 'xstate'],
  [/node_modules\/pure-rand\//, 'pure-rand'],
  [/src\/engine\//, 'engine (rules of the four variants)'],
  [/src\/machine\//, 'machine (statecharts)'],
  [/src\/ai\//, 'AI client (worker start, fallback)'],
  [/src\/i18n\/panels/, 'panels (count, cover, keys, announcements)'],
  [/src\/i18n\//, 'English text'],
  [/src\/element\/panels/, 'panels (count, cover, keys, announcements)'],
  [/src\/element\//, 'element (rendering, input, controller)'],
];
const groups = new Map();
for (const f of playMode.slice(1)) {
  const code = readFileSync(`${DIR}/${f}`, 'utf8');
  const map = JSON.parse(readFileSync(`${DIR}/${f}.map`, 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map(); // group → minified bytes in this file
  decode(map.mappings).forEach((segs, li) => {
    segs.forEach((s, i) => {
      const end = i + 1 < segs.length ? segs[i + 1][0] : lines[li].length;
      const src = s.length > 1 ? map.sources[s[1]] : '';
      const g = GROUPS.find(([re]) => re.test(src))?.[1] ?? 'other (glue)';
      bytes.set(g, (bytes.get(g) ?? 0) + end - s[0]);
    });
  });
  const fileGz = gz(Buffer.from(code));
  for (const [g, n] of bytes) {
    const o = groups.get(g) ?? { min: 0, gz: 0 };
    o.min += n;
    o.gz += (fileGz * n) / code.length;
    groups.set(g, o);
  }
}
console.log('\nplay-mode total by source (≈ gzip share):');
for (const [g, o] of [...groups].sort((a, b) => b[1].gz - a[1].gz)) console.log(`  ${g.padEnd(46)} ${kb(o.min).padStart(9)} min ${('≈' + kb(o.gz)).padStart(9)} gzip`);
