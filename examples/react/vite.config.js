import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // In `vite` dev mode, pre-bundling would move domino-table away from its worker.js: serve it as published.
  optimizeDeps: { exclude: ['domino-table'] },
});
