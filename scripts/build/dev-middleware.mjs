// Dev server and test runner: a request for src/**/x.js that exists only as
// x.ts gets the .ts file (compiled by the esbuild plugin). The AI worker is
// started as `new URL('./worker.js', import.meta.url)`, as it is in the build.
import { existsSync } from 'node:fs';

/** Koa middleware rewriting `/src/…/name.js` to `.ts` when only the TypeScript source exists. */
export function tsForJs() {
  return (ctx, next) => {
    const p = ctx.path;
    if (p.startsWith('/src/') && p.endsWith('.js') && !existsSync(`.${p}`) && existsSync(`.${p.slice(0, -3)}.ts`)) {
      ctx.url = ctx.url.replace(/\.js(?=\?|$)/, '.ts');
    }
    return next();
  };
}

/**
 * Koa middleware: `Access-Control-Allow-Origin: *` on every answer, as the game server sends it on its embed page
 * (src/server/embed.ts). The embed page in `sandbox="allow-scripts"` has an opaque origin, so each module it loads is
 * fetched with CORS; a script tag copied from the demo's Embed card into a page of another origin is too.
 */
export function cors() {
  return async (ctx, next) => {
    await next();
    ctx.set('Access-Control-Allow-Origin', '*');
  };
}

const BUNDLE = 'export * from \'/src/element/domino-table.ts\';\n';

/**
 * Koa middleware: the embed page and the CDN bundle from the sources, for `npm start` (nothing to build first).
 * `/embed/` is src/embed/index.html (its relative `./embed.js`, `./embed.css` and `./domino-table.bundle.js` are
 * answered here from src/), and `/embed` goes to `/embed/` — the game server's own route (src/server/embed.ts).
 * `/dist/cdn/domino-table.bundle.js` (and a theme's `/dist/themes/NAME.css`) are the build's when it is there, else
 * a module that loads the element from src/ (the demo's Embed card copies a script tag that points there).
 */
export function embedDev(rootDir = '.') {
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const p = ctx.path;
    const query = ctx.querystring ? `?${ctx.querystring}` : '';
    const js = (body) => {
      ctx.type = 'text/javascript';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = body;
    };
    if (p === '/embed') return (ctx.status = 301), ctx.redirect(`/embed/${query}`);
    if (p === '/embed/' || p === '/embed/index.html') ctx.url = `/src/embed/index.html${query}`;
    else if (p === '/embed/embed.css') ctx.url = '/src/embed/embed.css';
    else if (p === '/embed/parent.js') ctx.url = '/src/embed/parent.ts';
    else if (p === '/embed/embed.js') return js("import { startEmbed } from '/src/embed/embed.ts';\nvoid startEmbed(() => import('/embed/domino-table.bundle.js'));\n");
    else if (p === '/embed/domino-table.bundle.js') return js(BUNDLE);
    else if (p === '/dist/cdn/domino-table.bundle.js' && !existsSync(`${rootDir}/dist/cdn/domino-table.bundle.js`)) return js(BUNDLE);
    else if (/^\/dist\/themes\/[a-z-]+\.css$/.test(p) && !existsSync(`${rootDir}${p}`)) ctx.url = p.replace('/dist/', '/src/');
    return next();
  };
}
