// Two builds from src/:
// 1. dist/*.js — ES modules for npm (element, engine, machine, ai), lit/xstate/pure-rand left as imports;
// 2. dist/cdn/domino-table.bundle.js — one self-contained, minified ES module for a <script type="module"> tag.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { minifyTemplates } from './scripts/rollup-minify-templates.mjs';

// Chromium and Firefox do not parse standard decorators yet: esbuild lowers them (es2022).
const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', minify: false });
const external = (id) => /^(lit|@lit|xstate|pure-rand)(\/|$)/.test(id);

export default [
  {
    input: {
      'domino-table': 'src/element/domino-table.ts',
      engine: 'src/engine/index.ts',
      machine: 'src/machine/index.ts',
      ai: 'src/ai/index.ts',
    },
    external,
    plugins: [nodeResolve(), ts()],
    output: { dir: 'dist', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
  },
  {
    input: 'src/element/domino-table.ts',
    plugins: [nodeResolve({ exportConditions: ['production'] }), ts(), minifyTemplates(), terser({ module: true, compress: { passes: 2 }, format: { comments: false } })],
    // Languages other than English stay separate chunks beside it, loaded on demand.
    output: { dir: 'dist/cdn', entryFileNames: 'domino-table.bundle.js', chunkFileNames: '[name]-[hash].js', format: 'es', sourcemap: true },
  },
];
