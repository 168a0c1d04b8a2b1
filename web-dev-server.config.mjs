// `npm start`: serves demo/ with TypeScript sources compiled on the fly.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { tsForJs } from './scripts/build/dev-middleware.mjs';
import { onlineResolveWeb } from './scripts/build/online-resolve.mjs';

export default {
  nodeResolve: { exportConditions: ['development'] },
  appIndex: 'demo/index.html',
  open: process.env.CI ? false : '/demo/',
  port: Number(process.env.PORT || 8000),
  middleware: [tsForJs()],
  plugins: [onlineResolveWeb(), esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
};
