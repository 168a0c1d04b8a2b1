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
