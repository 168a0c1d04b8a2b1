// Builds from src/:
// 1. dist/*.js — ES modules for npm (element, engine, machine, ai, and the AI worker), lit/xstate/pure-rand left as imports;
// 2. dist/cdn/domino-table.bundle.js — one self-contained, minified ES module for a <script type="module"> tag,
//    with lazy chunks beside it (other languages, teach/replay, the in-thread AI fallback);
// 3. dist/cdn/worker.js — the computer players' worker, self-contained, loaded by the bundle.
// The AI client starts `new URL('./worker.js', import.meta.url)`: every chunk that may hold it sits beside worker.js.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { minifyTemplates } from './scripts/rollup-minify-templates.mjs';
import { stripChartDocs } from './scripts/rollup-strip-docs.mjs';

// Chromium and Firefox do not parse standard decorators yet: esbuild lowers them (es2022).
const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', minify: false });
const minify = () => terser({ module: true, compress: { passes: 2 }, format: { comments: false } });
const external = (id) => /^(lit|@lit|xstate|pure-rand)(\/|$)/.test(id);

export default [
  {
    input: {
      'domino-table': 'src/element/domino-table.ts',
      engine: 'src/engine/index.ts',
      machine: 'src/machine/index.ts',
      ai: 'src/ai/index.ts',
      worker: 'src/ai/worker.ts',
    },
    external,
    plugins: [nodeResolve(), ts()],
    output: { dir: 'dist', format: 'es', chunkFileNames: '[name]-[hash].js', sourcemap: true },
  },
  {
    input: 'src/element/domino-table.ts',
    // Lazy chunks (other languages; teach, lessons, replay and records) import from the bundle itself: no facade file.
    preserveEntrySignatures: 'allow-extension',
    plugins: [nodeResolve({ exportConditions: ['production'] }), ts(), stripChartDocs(), minifyTemplates(), minify()],
    // Languages other than English stay separate chunks beside it, loaded on demand.
    output: { dir: 'dist/cdn', entryFileNames: 'domino-table.bundle.js', chunkFileNames: '[name]-[hash].js', format: 'es', sourcemap: true },
  },
  {
    input: 'src/ai/worker.ts',
    plugins: [nodeResolve({ exportConditions: ['production'] }), ts(), minify()],
    output: { file: 'dist/cdn/worker.js', format: 'es', inlineDynamicImports: true, sourcemap: true },
  },
];
