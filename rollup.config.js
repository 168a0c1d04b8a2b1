// Builds from src/ (after `npm run clean` emptied dist/):
// 1. dist/*.js — ES modules for npm (element, engine, machine, ai), lit/xstate/pure-rand left as imports. The entry
//    dist/domino-table.js holds the element module itself, so its `customElements.define` is in the file that
//    package.json `sideEffects` names and no bundler can tree-shake it away.
// 2. dist/cdn/ — for a <script type="module"> tag: domino-table.bundle.js is a tiny loader (see cdnLoader below);
//    core-[hash].js is the element with lit, xstate and English; lazy chunks sit beside it (panels, teach/replay,
//    other languages, the in-thread AI). No chunk imports the loader, so however the loader's URL was written or
//    redirected, every module is fetched from one base URL and runs once.
// 3. dist/worker.js and dist/cdn/worker.js — the computer players' worker, self-contained (no imports), so it runs
//    wherever a host copies it, started from `new URL('./worker.js', import.meta.url)` beside the code that starts it.
// 4. dist/server/ — the online game server (`domino-table/server`, `npx domino-table-server`) for Node: its own build,
//    never reached from the element's entries; every package stays an import (Colyseus is an optional peer).
// 5. dist/embed/ — the embed page (src/embed/, docs/embedding.md): index.html, embed.css, embed.js (its script) and
//    parent.js (the framing page's helper), with a copy of dist/cdn/ beside them: one static folder, relative URLs.
// 6. The studio, <domino-studio> (src/studio/, docs/studio.md), a second element with its own entries: for npm
//    dist/domino-studio.js (in 1, `domino-table/studio`); for a script tag dist/cdn/domino-studio.bundle.js with its
//    lazy chunks dist/cdn/studio-*.js (its own build, after dist/embed/ was copied: the table's CDN files, the
//    embed page and a play page never reach it); and dist/studio/, its static page: index.html and page.js
//    (src/studio/page/) with a copy of dist/cdn/ beside them (the table for its previews), relative URLs.
// The element's online client (src/element/online.ts, with the Colyseus SDK) is a lazy chunk in 1 and 2.
// EMBED_ONLY=1 builds just 2, 3 and 5 (the embed tests build dist/embed/ so when it is missing).
import { cpSync, readFileSync } from 'node:fs';

import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { minifyTemplates } from './scripts/build/rollup-minify-templates.mjs';
import { onlineResolve } from './scripts/build/online-resolve.mjs';
import { stripChartDocs } from './scripts/build/rollup-strip-docs.mjs';
import { copyModules, teachCopies } from './scripts/build/rollup-teach-chunks.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// The tile's shapes and pip paths (src/table/pips.ts, pure): the first paint's board and the pictures' lazy chunk
// (toSVG()) each get their own copy, so the first paint exports nothing more for the pictures.
const copies = (id) => teachCopies(id) || /\/src\/table\/pips\.ts$/.test(id);
// Chromium and Firefox do not parse standard decorators yet: esbuild lowers them (es2022).
const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', minify: false });
// ecma 2020 and a third pass: 11 bytes gzip off the first paint; pure_getters and unsafe_arrows were measured and left
// out (a few bytes, and a read kept for its side effect, or a function used with `new`, would break).
const minify = () => terser({ module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } });
const external = (id) => /^(lit|@lit|xstate|pure-rand)(\/|$)/.test(id);

/**
 * Emits dist/cdn/domino-table.bundle.js: a loader that finds the directory of the CDN files from its own URL and
 * imports the core chunk from there. Its URL may be the full path (`…/domino-table@1.2.3/dist/cdn/domino-table.bundle.js`,
 * also what a redirect ends at) or a bare package URL answered directly (`…/domino-table`, `…/domino-table@1`): a URL
 * ending in the package name, with or without a version range, maps to this exact version's dist/cdn/ folder.
 */
function cdnLoader() {
  return {
    name: 'cdn-loader',
    generateBundle(_options, bundle) {
      const core = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      // The entry module's own exports (the core chunk also exports shared code to its lazy chunks).
      const names = this.getModuleInfo(core.facadeModuleId).exports.join(',');
      const code = `// ${pkg.name} ${pkg.version} (${pkg.license}) — loads ./${core.fileName} from this file's folder, or from this version's dist/cdn/ when served at a bare package URL.
const u=import.meta.url,m=/^(.*\\/${pkg.name})(?:@[^/?#]*)?\\/?(?:[?#].*)?$/.exec(u);
export const{${names}}=await import((m?m[1]+"@${pkg.version}/dist/cdn/":new URL(".",u).href)+"${core.fileName}");
`;
      this.emitFile({ type: 'asset', fileName: 'domino-table.bundle.js', source: code });
    },
  };
}

/**
 * CDN chunk names. Teaching loads its words and each game's code by dynamic import from the shared teaching chunk, whose
 * loaders spell out every path (a variant × a language, and the cards): those chunks are named by a short hash alone
 * (gzip cannot squeeze hashes, each byte of a path counts); the others keep their module's name. 7 characters of hash:
 * the fewest Rollup takes for this many chunks (64 with five games; it refuses 6 from 64 on). Rollup keeps names unique
 * should two hashes meet.
 */
// A language's table words (core, panels, online) are named by the language (`pl-…`, `pt-br-…`: a host can tell
// them, and the offline embedding test blocks them); the teaching words and code by their hash only.
const cdnChunkName = (c) => {
  const lang = c.moduleIds.map((id) => /[\\/]src[\\/]words[\\/](pt-BR|pl)[\\/](core|panels|online)\.ts$/.exec(id)?.[1]).find(Boolean);
  if (lang) return `${lang.toLowerCase()}-[hash:7].js`;
  return c.moduleIds.some((id) => /[\\/]src[\\/](teach[\\/]variants|words[\\/](en|pt-BR|pl))[\\/]/.test(id)) ? '[hash:7].js' : '[name]-[hash:7].js';
};

/** Emits the type-only framework entries (`domino-table/react`, `domino-table/vue`) as empty modules. */
function typeOnlyEntries(names) {
  return {
    name: 'type-only-entries',
    generateBundle() {
      for (const n of names) this.emitFile({ type: 'asset', fileName: `${n}.js`, source: `// Types only: see ${n}.d.ts.\nexport {};\n` });
    },
  };
}

/** Copies dist/cdn/ (the table's files and the studio's, built by earlier configs) and the page's files into dist/studio/. */
function studioFiles() {
  return {
    name: 'studio-files',
    writeBundle() {
      cpSync('dist/cdn', 'dist/studio', { recursive: true });
      for (const f of ['index.html', 'page.js']) cpSync(`src/studio/page/${f}`, `dist/studio/${f}`);
    },
  };
}

/** Copies dist/cdn/ (built by an earlier config: Rollup builds them in order) and the page's static files into dist/embed/. */
function embedFiles() {
  return {
    name: 'embed-files',
    writeBundle() {
      cpSync('dist/cdn', 'dist/embed', { recursive: true });
      for (const f of ['index.html', 'embed.css']) cpSync(`src/embed/${f}`, `dist/embed/${f}`);
    },
  };
}

const configs = [
  {
    input: {
      'domino-table': 'src/element/domino-table.ts',
      'domino-studio': 'src/studio/domino-studio.ts',
      engine: 'src/engine/index.ts',
      machine: 'src/machine/index.ts',
      ai: 'src/ai/index.ts',
    },
    external,
    // Each entry module exports its public API and nothing else: the code its lazy chunks share with it moves to
    // chunks of their own (the element's to dist/domino-table-<hash>.js, listed in package.json "sideEffects").
    preserveEntrySignatures: 'strict',
    plugins: [copyModules(copies), onlineResolve(), nodeResolve(), ts(), typeOnlyEntries(['react', 'vue'])],

    output: { dir: 'dist', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true },
  },
  {
    input: { core: 'src/element/domino-table.ts' },
    preserveEntrySignatures: 'allow-extension',
    plugins: [copyModules(copies), onlineResolve(), nodeResolve({ exportConditions: ['production'] }), ts(), stripChartDocs(), minifyTemplates(), minify(), cdnLoader()],
    output: { dir: 'dist/cdn', entryFileNames: '[name]-[hash].js', chunkFileNames: cdnChunkName, format: 'es', sourcemap: true },

  },
  {
    input: 'src/ai/worker.ts',
    plugins: [nodeResolve({ exportConditions: ['production'] }), ts(), minify()],
    output: [
      { file: 'dist/worker.js', format: 'es', inlineDynamicImports: true, sourcemap: true },
      { file: 'dist/cdn/worker.js', format: 'es', inlineDynamicImports: true, sourcemap: true },
    ],
  },
  {
    input: { index: 'src/server/index.ts', cli: 'src/server/cli.ts' },
    external: (id) => /^(node:|@colyseus\/|@noble\/|@resvg\/|gifenc|lit|@lit|xstate|pure-rand)/.test(id),
    plugins: [nodeResolve({ preferBuiltins: true }), ts()],
    output: { dir: 'dist/server', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true },
  },
  {
    input: 'src/embed/main.ts',
    plugins: [ts(), minify()],
    output: { file: 'dist/embed/embed.js', format: 'es', sourcemap: true },
  },
  {
    input: 'src/embed/parent.ts',
    plugins: [ts(), minify(), embedFiles()],
    output: { file: 'dist/embed/parent.js', format: 'iife', sourcemap: false },
  },
  // 6. the studio for a script tag (dist/cdn/domino-studio.bundle.js, studio-*.js), then dist/studio/ (see the top)
  {
    input: { 'domino-studio': 'src/studio/domino-studio.ts' },
    preserveEntrySignatures: 'allow-extension',
    plugins: [copyModules(copies), onlineResolve(), nodeResolve({ exportConditions: ['production'] }), ts(), stripChartDocs(), minifyTemplates(), minify(), studioFiles()],
    output: { dir: 'dist/cdn', entryFileNames: '[name].bundle.js', chunkFileNames: 'studio-[name]-[hash:7].js', format: 'es', sourcemap: true },
  },
  // 5. dist/render/ — pictures for Node (`domino-table/render`, `npx domino-table render`): the element's own drawing
  //    (src/table/picture.ts) from a headless table; the rasterizer and the GIF encoder stay optional imports.
  {
    input: { index: 'src/render/index.ts', cli: 'src/render/cli.ts' },
    external: (id) => /^(node:|@resvg\/|gifenc|@noble\/|lit|@lit|xstate|pure-rand)/.test(id),
    plugins: [copyModules(teachCopies), nodeResolve({ preferBuiltins: true }), ts()],
    output: { dir: 'dist/render', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true },
  },
  // 6. dist/check/ — `npx domino-table check lesson.json`: the content validator (src/teach/validate.ts) for Node.
  {
    input: { check: 'src/teach/cli.ts' },
    external: (id) => /^node:/.test(id),
    plugins: [nodeResolve({ preferBuiltins: true }), ts()],
    output: { dir: 'dist/check', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true },
  },
];
export default process.env.EMBED_ONLY ? configs.filter((c) => c.output.dir !== 'dist' && c.output.dir !== 'dist/server' && c.output.dir !== 'dist/check') : configs;
