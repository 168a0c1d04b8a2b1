import { defineConfig } from 'vite';

export default defineConfig({
  // In `vite` dev mode, pre-bundling would move domino-table away from its worker.js: serve it as published.
  optimizeDeps: { exclude: ['domino-table'] },
});
