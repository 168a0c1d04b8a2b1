/**
 * `npx domino-table-server` / `npm run serve:online`: starts the online server.
 * Environment: PORT (default 2567), HOST, REDIS_URL (share rooms across
 * processes), PUBLIC_ADDRESS ("host:port" clients use to reach this process);
 * for tests and benchmarks GRACE_SECONDS, AI_DELAY_MS, RATE_PER_SECOND.
 */
import { createServer } from './index.js';

const env = process.env;
// Node 20 reached its end of life in April 2026; the server is tested on Node 22 LTS and newer (scripts/server-node.mjs).
if (Number(process.versions.node.split('.')[0]) < 22) console.warn(`Warning: Node ${process.version} is past its end of life; the domino-table server is supported on Node 22 or newer`);
const server = await createServer({
  port: env.PORT ? Number(env.PORT) : 2567,
  ...(env.HOST ? { host: env.HOST } : {}),
  ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  ...(env.PUBLIC_ADDRESS ? { publicAddress: env.PUBLIC_ADDRESS } : {}),
  ...(env.GRACE_SECONDS ? { graceSeconds: Number(env.GRACE_SECONDS) } : {}),
  ...(env.AI_DELAY_MS ? { aiDelayMs: Number(env.AI_DELAY_MS) } : {}),
  ...(env.RATE_PER_SECOND ? { ratePerSecond: Number(env.RATE_PER_SECOND), rateBurst: Number(env.RATE_PER_SECOND) * 2 } : {}),
});
console.log(`domino-table server: ${server.url}${env.REDIS_URL ? ` (shared through ${env.REDIS_URL})` : ' (one process, in memory)'}`);
const stop = () => {
  setTimeout(() => process.exit(0), 3000).unref(); // rooms waiting for reconnections do not hold the shutdown up
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
