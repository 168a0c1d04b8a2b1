// `npm start`: serves the project with TypeScript sources compiled on the fly; the demo is at /demo/.
// Not a single-page app: a folder's URL serves its own index.html (/demo/learn/ → demo/learn/index.html, so the
// page's relative links work), a folder named without its slash is redirected to it, and / goes to /demo/.
// As the game server does, it serves the embed page at /embed/ (from src/embed/) and answers every request with
// `Access-Control-Allow-Origin: *`, so the Embed card's sandboxed frame and copied script tag work from here
// (scripts/build/dev-middleware.mjs); /dist/cdn/domino-table.bundle.js is the build's, or the sources' when not built.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { cors, embedDev, tsForJs } from './scripts/build/dev-middleware.mjs';
import { onlineResolveWeb } from './scripts/build/online-resolve.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** Koa middleware: a folder's index.html, the folder's slash, / to the demo (see the comment above). */
export function folderIndex(rootDir = root) {
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const p = decodeURIComponent(ctx.path);
    const query = ctx.querystring ? `?${ctx.querystring}` : '';
    if (p === '/') return ctx.redirect(`/demo/${query}`);
    if (p.endsWith('/')) {
      if (isFile(`${rootDir}${p}index.html`)) ctx.url = `${ctx.path}index.html${query}`;
    } else if (!/\.[^/]*$/.test(p) && isFile(`${rootDir}${p}/index.html`)) {
      ctx.status = 301;
      return ctx.redirect(`${ctx.path}/${query}`);
    }
    return next();
  };
}

export default {
  rootDir: root,
  nodeResolve: { exportConditions: ['development'] },
  open: process.env.CI ? false : '/demo/',
  port: Number(process.env.PORT || 8000),
  middleware: [cors(), embedDev(root), folderIndex(), tsForJs()],
  plugins: [onlineResolveWeb(), esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
};
