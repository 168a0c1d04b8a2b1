#!/usr/bin/env node
// `npx domino-table-server`: the online game server (see docs/online.md).
// It needs the optional peer packages @colyseus/core, @colyseus/ws-transport and @colyseus/schema
// (and, with REDIS_URL, @colyseus/redis-presence and @colyseus/redis-driver).
import('../dist/server/cli.js').catch((e) => {
  if (e && e.code === 'ERR_MODULE_NOT_FOUND' && /@colyseus\//.test(String(e.message))) {
    console.error(`domino-table-server needs the Colyseus packages beside domino-table:\n  npm install @colyseus/core@0.16 @colyseus/ws-transport@0.16 @colyseus/schema@3\n(${e.message})`);
    process.exit(1);
  }
  throw e;
});
