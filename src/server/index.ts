/**
 * `domino-table/server`: the online game server, on Colyseus. `createServer()`
 * starts one process (in memory); with `redisUrl` (or `REDIS_URL`) rooms and
 * matchmaking are shared through Redis by every process and machine started so,
 * and every room is checkpointed there (or, without Redis, in `checkpointDir`)
 * so that its game survives the death of its process (`checkpoint.ts`).
 * Its HTTP side (health, matchmaking, limits, origins) is `http.ts`.
 */
import { createServer as httpServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, matchMaker } from '@colyseus/core';
import type { Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM, MAX_MESSAGE_BYTES } from '../online/protocol.js';
import { DominoRoom, DEFAULT_SETTINGS } from './room.js';
import { ClassRoom } from './class-room.js';
import { CLASS_ROOM } from '../online/class-protocol.js';
import type { RoomSettings } from './room.js';
import { Gate } from './http.js';
import { DEFAULT_HTTP_LIMITS, oneLine } from './limits.js';
import type { HttpLimits } from './limits.js';
import type { Authenticate } from './auth.js';
import { defaultEmbedDir } from './embed.js';
import { defaultStudioDir } from './studio.js';
import { Checkpoints, DiskStore, RedisStore } from './checkpoint.js';

export { DominoRoom, DEFAULT_SETTINGS, CLOSE_FLOOD, CLOSE_RESTART } from './room.js';
export type { RoomCheckpoint } from './checkpoint.js';
export type { RoomSettings } from './room.js';
export { DEFAULT_HTTP_LIMITS } from './limits.js';
export type { HttpLimits } from './limits.js';
export { parseOrigins } from './http.js';
export type { Health } from './http.js';
export type { Account, AuthRequest, Authenticate, Visitor } from './auth.js';
export { ROOM } from '../online/protocol.js';
export { ClassRoom, studentName } from './class-room.js';
export { CLASS_ROOM, MAX_STUDENTS } from '../online/class-protocol.js';
export type { ClassCreate, ClassJoin, ClassMessage, MineMessage, TallyMessage } from '../online/class-protocol.js';
export type { CreateOptions, JoinOptions, SyncMessage, UpdateMessage, RevealMessage, ErrorMessage, PublicMove } from '../online/protocol.js';
export { commitment, verifyFairDeal, dealFor } from '../online/fair-deal.js';

/** What `createServer` takes. */
export interface ServerOptions extends Partial<RoomSettings> {
  port?: number; // default 2567; 0 picks a free port
  /** The interface to listen on. Default "0.0.0.0": every IPv4 interface (reachable from other machines); "127.0.0.1" for this machine only. */
  host?: string;
  /** Redis URL (e.g. "redis://127.0.0.1:6379"): rooms and matchmaking shared across processes. */
  redisUrl?: string;
  /**
   * Checkpoints of every room after each change, so games survive a dead process (checkpoint.ts). With `redisUrl`
   * they go to Redis (default on; `false` for none) and surviving processes take up the rooms of one that is gone.
   */
  checkpoints?: boolean;
  /** Without Redis: the folder of the checkpoints (one file a room); a process restarted on it takes its rooms up. Default none: games live in memory. */
  checkpointDir?: string | null;
  /** How clients reach this process ("host:port"), needed with Redis so a room's players find its process; default `localhost:<port>`. */
  publicAddress?: string;
  /** Origins whose pages may use this server ("https://example.org"); default: any (set it in production). */
  allowedOrigins?: readonly string[] | null;
  /** Behind a reverse proxy: take each client's address from the proxy's `X-Forwarded-For` (for the per-address limits). */
  trustProxy?: boolean;
  /** Per-address rate limits and the body limit of the HTTP side. */
  limits?: Partial<HttpLimits>;
  /** A host with accounts checks each creation and join here (see `Authenticate`); default: anyone with the code. */
  authenticate?: Authenticate;
  /** The embed page's folder served at `/embed/` (with `/oembed`): default dist/embed/ of this package when built; null for none. */
  embedDir?: string | null;
  /** The studio's folder served at `/studio/` (docs/studio.md): default dist/studio/ of this package when built; null for none. */
  studioDir?: string | null;
  /** This server's public URL ("https://domino.example"), for the absolute URLs of oEmbed; default: from each request's Host. */
  publicUrl?: string;
  /** Print the Colyseus greeting and each room created (default false). */
  verbose?: boolean;
}

/** A running server. */
export interface DominoServer {
  port: number;
  /** The address it listens on, as bound ("0.0.0.0:2567", "[::]:2567", "127.0.0.1:2567"). */
  address: string;
  url: string; // e.g. "ws://localhost:2567"
  /** Where rooms are checkpointed: "redis", "disk" or null (in memory only). */
  checkpoints: 'redis' | 'disk' | null;
  /** Rooms taken up from checkpoints as this process started. */
  restored: number;
  colyseus: Server;
  http: HttpServer;
  /** Stops accepting players, disposes every room and closes the port. */
  close(): Promise<void>;
}

/** Colyseus's log, one line an entry (its refusals print whole stacks otherwise); `verbose` keeps its debug lines. */
const oneLineLogger = (verbose: boolean) => {
  const line = (write: (s: string) => void) => (...args: unknown[]) => write(`[colyseus] ${oneLine(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ').split('\n')[0]!)}`);
  return { debug: verbose ? line(console.debug) : () => {}, info: verbose ? line(console.info) : () => {}, warn: line(console.warn), error: line(console.error) };
};

/** Starts a server; resolves once it is listening. */
export async function createServer(options: ServerOptions = {}): Promise<DominoServer> {
  const settings: RoomSettings = { ...DEFAULT_SETTINGS };
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof RoomSettings)[]) if (options[k] !== undefined) settings[k] = options[k]!;
  DominoRoom.settings = settings;
  DominoRoom.authenticate = options.authenticate ?? null;
  const limits: HttpLimits = { ...DEFAULT_HTTP_LIMITS };
  for (const k of Object.keys(DEFAULT_HTTP_LIMITS) as (keyof HttpLimits)[]) if (options.limits?.[k] !== undefined) limits[k] = options.limits[k]!;
  const http = httpServer();
  const host = options.host ?? '0.0.0.0';
  const port = options.port ?? 2567;
  const redisUrl = options.redisUrl;
  let presence: Presence | undefined;
  let driver: unknown;
  if (redisUrl) {
    // With Redis, each room lives in one process and clients are sent to it by its public address.
    if (!port && !options.publicAddress) throw new Error('With Redis give a port (or a publicAddress): other processes send players to it');
    const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
    presence = new RedisPresence(redisUrl);
    driver = new RedisDriver(redisUrl);
  }
  const p = presence;
  const embedDir = options.embedDir === undefined ? defaultEmbedDir() : options.embedDir;
  const embed = { dir: embedDir, trustProxy: options.trustProxy ?? false, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) };
  const studioDir = options.studioDir === undefined ? defaultStudioDir() : options.studioDir;
  const gate = new Gate({ limits, embed, studioDir, allowedOrigins: options.allowedOrigins ?? null, trustProxy: options.trustProxy ?? false, ...(p ? { redisOk: async () => (await p.exists('domino-table:health'), true) } : {}) });
  const colyseus = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES, verifyClient: gate.verifyClient }),
    greet: options.verbose ?? false,
    gracefullyShutdown: false, // the host process decides about signals
    logger: oneLineLogger(options.verbose ?? false),
    ...(presence ? { presence, driver: driver as never, publicAddress: options.publicAddress ?? `localhost:${port}` } : {}),
  });
  gate.attach(http);
  colyseus.define(ROOM, DominoRoom);
  colyseus.define(CLASS_ROOM, ClassRoom); // mode="class": a lesson taught to a class (class-room.ts)
  await colyseus.listen(port, host);
  const bound = http.address() as AddressInfo;
  const store = presence && options.checkpoints !== false ? new RedisStore(presence, matchMaker.processId) : !presence && options.checkpointDir ? new DiskStore(options.checkpointDir) : null;
  const keep = store ? new Checkpoints(store) : null;
  Checkpoints.active = keep;
  const restored = keep ? await keep.start() : 0;
  return {
    port: bound.port,
    address: bound.family === 'IPv6' ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`,
    url: `ws://localhost:${bound.port}`,
    colyseus,
    http,
    checkpoints: store?.kind ?? null,
    restored,
    close: async () => {
      keep?.halt();
      await colyseus.gracefullyShutdown(false);
      await keep?.stop();
      if (Checkpoints.active === keep) Checkpoints.active = null;
    },
  };
}
