import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map';
const f = process.argv[2];
const code = readFileSync(f, 'utf8');
const map = JSON.parse(readFileSync(f + '.map', 'utf8'));
const c = await new SourceMapConsumer(map);
const lines = code.split('\n');
const by = {};
let last = null;
const maps = [];
c.eachMapping((m) => maps.push(m));
for (let i = 0; i < maps.length; i++) {
  const m = maps[i], n = maps[i + 1];
  const len = n && n.generatedLine === m.generatedLine ? n.generatedColumn - m.generatedColumn : (lines[m.generatedLine - 1]?.length ?? 0) - m.generatedColumn;
  const s = (m.source || '?').replace(/.*?(src|node_modules)\//, '$1/');
  by[s] = (by[s] || 0) + len;
}
Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] || 60)).forEach(([s, n]) => console.log(String(n).padStart(7), s));
