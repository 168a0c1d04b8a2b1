import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  // <domino-table> is a custom element, not a Vue component.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'domino-table' } } })],
  // In `vite` dev mode, pre-bundling would move domino-table away from its worker.js: serve it as published.
  optimizeDeps: { exclude: ['domino-table'] },
});
