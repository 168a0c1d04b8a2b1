#!/usr/bin/env node
// Prints what teaching costs on top of the play-mode bundle: the shared teaching code, and per variant and
// language the chunks a page loads for that game's lessons (its lesson data, the language's and the game's words).
// It builds the CDN bundle in memory with the project's own rollup config, so chunk names do not matter.
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import configs from '../rollup.config.js';

const BUDGET = 15 * 1024; // issue 11: a variant's teaching chunk, at most 15 KB gzip
const cdn = configs.find((c) => !Array.isArray(c.output) && c.output?.dir?.endsWith('cdn') && Object.values(typeof c.input === 'string' ? { c: c.input } : c.input).some((i) => i.endsWith('domino-table.ts')));
const bundle = await rollup({ ...cdn, plugins: cdn.plugins.filter((p) => p.name !== 'cdn-loader'), onwarn: () => {} });
const { output } = await bundle.generate(cdn.output);
await bundle.close();

const chunks = output.filter((o) => o.type === 'chunk');
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const gz = (c) => gzipSync(Buffer.from(c.code), { level: 9 }).length;
/** Every chunk a chunk needs before it runs (static imports, transitively). */
function closure(start, seen = new Set()) {
  for (const f of start) {
    if (seen.has(f)) continue;
    seen.add(f);
    closure(byFile.get(f)?.imports ?? [], seen);
  }
  return seen;
}
const facade = (re) => chunks.find((c) => c.facadeModuleId && re.test(c.facadeModuleId.replaceAll('\\', '/')))?.fileName;
const entry = chunks.find((c) => c.isEntry);
const main = closure([entry.fileName]);
const learn = facade(/src\/element\/modes\/learn\.ts$/);


const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (files) => files.reduce((a, f) => a + gz(byFile.get(f)), 0);
const core = [...closure([learn])].filter((f) => !main.has(f));
let worst = 0;
console.log('teaching on demand, gzip (the play-mode bundle excluded):');
console.log(`  shared teaching code, any variant and language: ${kb(sum(core))}`);
console.log('  per variant and language (lesson data, the words of the game and the lessons) / with the shared code:');
for (const v of ['partnership', 'draw', 'all-fives', 'mexican-train']) {
  const row = [];
  for (const lang of ['en', 'pt-BR', 'pl']) {
    const own = [facade(new RegExp(`src/teach/lessons/${v}\\.ts$`)), facade(new RegExp(`src/teach/messages/${lang}/common\\.ts$`)), facade(new RegExp(`src/teach/messages/${lang}/${v}\\.ts$`))];
    if (own.some((f) => !f)) throw new Error(`a teaching chunk is missing for ${v} ${lang}`);
    const files = [...closure(own)].filter((f) => !main.has(f) && !core.includes(f));
    worst = Math.max(worst, sum(files));
    row.push(`${lang} ${kb(sum(files))} / ${kb(sum(files) + sum(core))}`);
  }
  console.log(`    ${v.padEnd(14)} ${row.join('   ')}`);
}
const replay = facade(/src\/element\/modes\/replay\.ts$/);
const beside = (f) => kb(sum([...closure([f])].filter((x) => !main.has(x) && !core.includes(x))));
console.log(`  besides, when first used: records/replay/undo ${beside(replay)}, hint reasons ${beside(facade(/teach\/advice\.ts$/))}, rules cards ${beside(facade(/teach\/rules-card\.ts$/))} + their words ${kb(gz(byFile.get(facade(/messages\/en\/more\.ts$/))))}`);
console.log(`\nlargest variant chunk set: ${kb(worst)} gzip, budget 15 KB${worst > BUDGET ? ' — OVER BUDGET' : ''}`);
if (worst > BUDGET) process.exitCode = 1;
