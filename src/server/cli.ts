/**
 * `npx domino-table-server` / `npm run serve:online`: starts the online server.
 * Environment: PORT (default 2567), HOST (default 0.0.0.0: every IPv4
 * interface), REDIS_URL (share rooms across processes), PUBLIC_ADDRESS
 * ("host:port" clients use to reach this process), ALLOWED_ORIGINS (the page
 * origins allowed, comma-separated; default any), TRUST_PROXY=1 (behind a
 * reverse proxy: client addresses from X-Forwarded-For); limits
 * REQUESTS_PER_SECOND, CREATES_PER_MINUTE, JOIN_MISSES_PER_MINUTE, BODY_LIMIT_BYTES, MAX_ROOMS; the embed
 * page (docs/embedding.md) EMBED_DIR (its folder; default the package's
 * dist/embed/; "none" for no /embed/ and /oembed), STUDIO_DIR (the studio's page at /studio/, default the
 * package's dist/studio/; "none" for none) and PUBLIC_URL (this server's
 * public URL, for oEmbed's absolute URLs; default each request's Host);
 * checkpoints (games that survive a dead process): CHECKPOINT_DIR (without
 * Redis: the folder; default none, games in memory), CHECKPOINTS=off (with
 * Redis: none; default on); for
 * tests and benchmarks GRACE_SECONDS, AI_DELAY_MS, RATE_PER_SECOND.
 */
import { createServer, parseOrigins } from './index.js';
import type { HttpLimits } from './index.js';

const env = process.env;
// Node 20 reached its end of life in April 2026; the server is tested on Node 22 LTS and newer (scripts/test/server-node.mjs).
if (Number(process.versions.node.split('.')[0]) < 22) console.warn(`Warning: Node ${process.version} is past its end of life; the domino-table server is supported on Node 22 or newer`);

/** A number from the environment, or undefined when unset; a bad value stops the start with its name. */
function num(name: string): number | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}=${v} is not a number`);
  return n;
}

const limits: Partial<HttpLimits> = {};
const rps = num('REQUESTS_PER_SECOND');
if (rps !== undefined) Object.assign(limits, { requestsPerSecond: rps, requestBurst: Math.max(1, rps * 6) });
const cpm = num('CREATES_PER_MINUTE');
if (cpm !== undefined) Object.assign(limits, { createsPerMinute: cpm, createBurst: Math.max(1, cpm) });
const misses = num('JOIN_MISSES_PER_MINUTE');
if (misses !== undefined) Object.assign(limits, { joinMissesPerMinute: misses, joinMissBurst: Math.max(1, misses * 3) });
const body = num('BODY_LIMIT_BYTES');
if (body !== undefined) limits.bodyLimitBytes = body;
const maxRooms = num('MAX_ROOMS');
const origins = parseOrigins(env.ALLOWED_ORIGINS);

const server = await createServer({
  port: num('PORT') ?? 2567,
  ...(env.HOST ? { host: env.HOST } : {}),
  ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  ...(env.PUBLIC_ADDRESS ? { publicAddress: env.PUBLIC_ADDRESS } : {}),
  allowedOrigins: origins,
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  limits,
  ...(env.EMBED_DIR ? { embedDir: env.EMBED_DIR === 'none' ? null : env.EMBED_DIR } : {}),
  ...(env.STUDIO_DIR ? { studioDir: env.STUDIO_DIR === 'none' ? null : env.STUDIO_DIR } : {}),
  ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
  ...(maxRooms !== undefined ? { maxRooms } : {}),
  ...(env.CHECKPOINT_DIR ? { checkpointDir: env.CHECKPOINT_DIR } : {}),
  ...(env.CHECKPOINTS === 'off' || env.CHECKPOINTS === '0' ? { checkpoints: false } : {}),
  ...(env.GRACE_SECONDS ? { graceSeconds: Number(env.GRACE_SECONDS) } : {}),
  ...(env.AI_DELAY_MS ? { aiDelayMs: Number(env.AI_DELAY_MS) } : {}),
  ...(env.RATE_PER_SECOND ? { ratePerSecond: Number(env.RATE_PER_SECOND), rateBurst: Number(env.RATE_PER_SECOND) * 2 } : {}),
});
const everywhere = /^(0\.0\.0\.0|\[::\]):/.test(server.address);
console.log(
  `domino-table server: listening on ${server.address}${everywhere ? ' (every interface)' : ''}` +
    `${env.REDIS_URL ? `, shared through Redis${env.PUBLIC_ADDRESS ? ` as ${env.PUBLIC_ADDRESS}` : ''}` : ', one process'}` +
    `${server.checkpoints === 'redis' ? ', games checkpointed to Redis' : server.checkpoints === 'disk' ? `, games checkpointed to ${env.CHECKPOINT_DIR}` : ', in memory'}` +
    `${server.restored ? ` (${server.restored} taken up)` : ''}` +
    `; origins ${origins ? origins.join(' ') : 'any (set ALLOWED_ORIGINS)'}`,
);
const stop = () => {
  setTimeout(() => process.exit(0), 3000).unref(); // rooms waiting for reconnections do not hold the shutdown up
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
