/**
 * `domino-table/server`: the online game server, on Colyseus. `createServer()`
 * starts one process (in memory); with `redisUrl` (or `REDIS_URL`) rooms and
 * matchmaking are shared through Redis by every process and machine started so.
 */
import { createServer as httpServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@colyseus/core';
import type { Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM, MAX_MESSAGE_BYTES } from '../online/protocol.js';
import { DominoRoom, DEFAULT_SETTINGS } from './room.js';
import type { RoomSettings } from './room.js';

export { DominoRoom, DEFAULT_SETTINGS, CLOSE_FLOOD } from './room.js';
export type { RoomSettings } from './room.js';
export { ROOM } from '../online/protocol.js';
export type { CreateOptions, JoinOptions, SyncMessage, UpdateMessage, RevealMessage, ErrorMessage, PublicMove } from '../online/protocol.js';
export { commitment, verifyFairDeal, dealFor } from '../online/fair-deal.js';

/** What `createServer` takes. */
export interface ServerOptions extends Partial<RoomSettings> {
  port?: number; // default 2567; 0 picks a free port
  host?: string; // default "0.0.0.0" (every interface); "127.0.0.1" for loopback only
  /** Redis URL (e.g. "redis://127.0.0.1:6379"): rooms and matchmaking shared across processes. */
  redisUrl?: string;
  /** How clients reach this process ("host:port"), needed with Redis so a room's players find its process; default `localhost:<port>`. */
  publicAddress?: string;
  /** Print the Colyseus greeting and each room created (default false). */
  verbose?: boolean;
}

/** A running server. */
export interface DominoServer {
  port: number;
  url: string; // e.g. "ws://localhost:2567"
  colyseus: Server;
  http: HttpServer;
  /** Stops accepting players, disposes every room and closes the port. */
  close(): Promise<void>;
}

/** Starts a server; resolves once it is listening. */
export async function createServer(options: ServerOptions = {}): Promise<DominoServer> {
  const settings: RoomSettings = { ...DEFAULT_SETTINGS };
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof RoomSettings)[]) if (options[k] !== undefined) settings[k] = options[k]!;
  DominoRoom.settings = settings;
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
  const colyseus = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES }),
    greet: options.verbose ?? false,
    gracefullyShutdown: false, // the host process decides about signals
    ...(presence ? { presence, driver: driver as never, publicAddress: options.publicAddress ?? `localhost:${port}` } : {}),
  });
  colyseus.define(ROOM, DominoRoom);
  await colyseus.listen(port, host);
  const actual = (http.address() as AddressInfo).port;
  return {
    port: actual,
    url: `ws://localhost:${actual}`,
    colyseus,
    http,
    close: async () => {
      await colyseus.gracefullyShutdown(false);
    },
  };
}
