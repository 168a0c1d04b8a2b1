// Resolves the Colyseus client SDK (colyseus.js) for browsers, in rollup builds and in the dev/test servers:
// its ESM build (the package's "browser" condition points at CommonJS), the fetch flavour of its HTTP client,
// and no Node `ws` (browsers have WebSocket; the SDK only falls back to `ws` where there is none).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = (name) => fileURLToPath(new URL(`../../node_modules/${name}/`, import.meta.url));
const STUB = '\0domino-ws-stub';
const targets = () => ({
  'colyseus.js': join(pkgDir('colyseus.js'), 'build/esm/index.mjs'),
  '@colyseus/schema': join(pkgDir('@colyseus/schema'), 'build/esm/index.mjs'),
  '@colyseus/httpie': join(pkgDir('@colyseus/httpie'), 'fetch/index.mjs'),
});

/** Rollup plugin (the element's builds). */
export function onlineResolve() {
  const map = targets();
  return {
    name: 'domino-online-resolve',
    resolveId(id) {
      if (id === 'ws') return STUB;
      return map[id] ?? null;
    },
    load(id) {
      return id === STUB ? 'export default undefined;' : null;
    },
  };
}

/** @web/dev-server plugin (`npm start`, the browser tests). */
export function onlineResolveWeb() {
  const map = targets();
  const root = process.cwd();
  const url = (file) => '/' + file.slice(root.length + 1).split('\\').join('/');
  return {
    name: 'domino-online-resolve',
    resolveImport({ source }) {
      if (source === 'ws') return '/__domino-ws-stub.js';
      return map[source] ? url(map[source]) : undefined;
    },
    serve(context) {
      if (context.path === '/__domino-ws-stub.js') return { body: 'export default undefined;', type: 'js' };
    },
  };
}
