import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import configs from '../rollup.config.js';
const cdn = configs[1];
const bundle = await rollup({ ...cdn, onwarn: () => {} });
const { output } = await bundle.generate(cdn.output);
const chunks = output.filter((o) => o.type === 'chunk');
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;
for (const c of chunks) {
  if (c.isEntry || /messages\/(pt|pl)/.test(c.facadeModuleId ?? '')) continue;
  console.log(c.fileName, (gz(c.code)/1024).toFixed(1), 'imports', c.imports.join(','), 'dyn', c.dynamicImports.length);
  const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*\/work\/i11\//,''), m.renderedLength, gz(m.code ?? '')]).sort((a,b)=>b[1]-a[1]).slice(0,14);
  for (const [id, n, g] of mods) console.log('   ', n, g, id);
}
const pick = (re) => chunks.filter((c) => re.test(c.fileName));
const path = pick(/^(learn-|messages-|lesson-view|lesson-|reasons|narrate|table|common-DOH|partnership-uHV|partnership-CPJ)/);
console.log('path files', path.map((c) => c.fileName).join(' '));
console.log('separate', (path.reduce((a, c) => a + gz(c.code), 0)/1024).toFixed(1), 'merged', (gz(path.map((c) => c.code).join('\n'))/1024).toFixed(1));
