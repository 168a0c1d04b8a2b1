/**
 * The server's HTTP side, in front of Colyseus: `GET /health`, the matchmaking
 * routes the client SDK calls (`POST /matchmake/create/domino`,
 * `/matchmake/joinById/CODE`, `/matchmake/reconnect/CODE`) and the check of each
 * WebSocket upgrade. Every request passes the same gate first: a per-address
 * rate limit, the allowed origins (CORS and WebSocket `Origin`) and a small body
 * limit. A join by code is judged by the room itself (`DominoRoom.admit`,
 * reservations.ts) before any place is held. Each refusal is one log line.
 * The embed page (`/embed/`) and oEmbed (`/oembed`) are public to any origin (./embed.ts), and so is the studio's page (`/studio/`, ./studio.ts).
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { matchMaker, generateId, ServerError } from '@colyseus/core';
import { ROOM } from '../online/protocol.js';
import { CLASS_ROOM } from '../online/class-protocol.js';
import { readCode } from '../online/code.js';
import type { JoinOptions, LobbyTable } from '../online/protocol.js';
import type { Variant } from '../engine/game.js';
import { visitorOf } from './auth.js';
import { DominoRoom } from './room.js';
import type { Verdict } from './reservations.js';
import { BucketMap, RefusalLog, oneLine } from './limits.js';
import { picture } from './picture.js';
import type { HttpLimits } from './limits.js';
import { embedRoute } from './embed.js';
import { studioRoute } from './studio.js';
import { Checkpoints } from './checkpoint.js';
import type { EmbedOptions } from './embed.js';

/** The body of `GET /health`. */
export interface Health {
  ok: boolean;
  rooms: number; // rooms held by this process
  clients: number; // clients connected to this process
  redis?: 'ok' | 'unreachable'; // with Redis: whether it answered within a second
  uptime: number; // seconds since this process started
}

/** What the gate needs to know. */
export interface GateOptions {
  limits: HttpLimits;
  /** Origins allowed to use this server from a browser ("https://example.org"); null: any origin. */
  allowedOrigins: readonly string[] | null;
  /** Take the client's address from `X-Forwarded-For` (its last entry, which the proxy wrote): only behind a proxy. */
  trustProxy: boolean;
  /** Whether Redis answers (with Redis), for /health. */
  redisOk?: () => Promise<boolean>;
  log?: RefusalLog;
  /** The embed page and oEmbed (./embed.ts); without it, neither. */
  embed?: EmbedOptions;
  /** The studio's folder (dist/studio/, ./studio.ts) served at `/studio/`; null or absent: no studio. */
  studioDir?: string | null;
}

/** The WebSocket upgrade check handed to `ws` (`verifyClient`, callback form). */
export type VerifyClient = (info: { origin: string; req: IncomingMessage; secure: boolean }, done: (ok: boolean, code?: number, message?: string) => void) => void;

const MATCHMAKE = /^\/matchmake\/([a-zA-Z]+)\/([a-zA-Z0-9_-]+)$/;

/** The address a request comes from (see {@link GateOptions.trustProxy}). */
export function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = String(req.headers['x-forwarded-for'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return hops.at(-1)!.slice(0, 64);
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Parses ALLOWED_ORIGINS ("https://a.example, https://b.example"; empty or "*": any origin). */
export function parseOrigins(text: string | undefined): string[] | null {
  const list = (text ?? '').split(/[\s,]+/).filter(Boolean);
  if (!list.length || list.includes('*')) return null;
  return list.map((o) => {
    let u: URL;
    try {
      u = new URL(o);
    } catch {
      throw new Error(`ALLOWED_ORIGINS: "${o}" is not an origin such as https://example.org`);
    }
    if (u.origin === 'null' || u.pathname !== '/' || u.search || u.hash) throw new Error(`ALLOWED_ORIGINS: "${o}" is not an origin such as https://example.org`);
    return u.origin;
  });
}

/** The HTTP status for an error thrown by Colyseus's matchmaker (its own codes are 42xx, not HTTP). */
function statusOf(code: unknown): number {
  if (typeof code === 'number' && code >= 400 && code <= 599) return code;
  if (code === 4212) return 404; // MATCHMAKE_INVALID_ROOM_ID: not found
  if (code === 4214) return 410; // MATCHMAKE_EXPIRED: a reconnection too late
  if (code === 4215) return 401; // AUTH_FAILED
  return 400;
}

/** The gate; see the module comment. `attach` takes over the HTTP server's requests once Colyseus is set up. */
export class Gate {
  readonly log: RefusalLog;
  #requests: BucketMap;
  #creates: BucketMap;
  #misses: BucketMap; // joins by a code that names nothing (codes are short: codes.ts)
  #started = Date.now();
  #proxyWarned = false;
  constructor(private readonly o: GateOptions) {
    this.log = o.log ?? new RefusalLog();
    this.#requests = new BucketMap(o.limits.requestsPerSecond, o.limits.requestBurst);
    this.#creates = new BucketMap(o.limits.createsPerMinute / 60, o.limits.createBurst);
    this.#misses = new BucketMap(o.limits.joinMissesPerMinute / 60, o.limits.joinMissBurst);
  }

  /** Whether a browser page of `origin` may use this server (requests without an Origin are not from a page's script). */
  originAllowed(origin: string | undefined): boolean {
    return !origin || this.o.allowedOrigins === null || this.o.allowedOrigins.includes(origin);
  }

  /** Replaces Colyseus's request listener (its matchmaking routes) with this gate's routes. */
  attach(http: HttpServer): void {
    http.removeAllListeners('request');
    http.on('request', (req, res) => void this.#handle(req, res));
  }

  /** The WebSocket upgrade check: the same rate limit and origins as the HTTP routes. */
  readonly verifyClient: VerifyClient = (info, done) => {
    const address = addressOf(info.req, this.o.trustProxy);
    if (!this.#requests.take(address)) {
      this.log.refuse(429, 'websocket', address, 'too many requests');
      return done(false, 429, 'Too many requests');
    }
    if (!this.originAllowed(info.origin || undefined)) {
      this.log.refuse(403, 'websocket', address, `origin ${info.origin} is not allowed`);
      return done(false, 403, 'Origin not allowed');
    }
    done(true);
  };

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = addressOf(req, this.o.trustProxy);
    if (!this.o.trustProxy && !this.#proxyWarned && req.headers['x-forwarded-for']) {
      // Behind a proxy without TRUST_PROXY, every client is the proxy's address: the per-address limits become global.
      this.#proxyWarned = true;
      console.warn(`[domino-table] requests come through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every client counts as ${address}`);
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    if (origin && this.originAllowed(origin)) {
      Object.assign(headers, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'OPTIONS, POST, GET',
        'Access-Control-Allow-Headers': 'Origin, X-Requested-With, Content-Type, Accept, Authorization',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin',
      });
    }
    const send = (status: number, body: unknown) => {
      if (status >= 400 && status !== 413) req.resume(); // a body not read is drained, so the answer is not cut off
      res.writeHead(status, headers).end(body === undefined ? undefined : JSON.stringify(body));
    };
    const refuse = (status: number, what: string, error: string, code: unknown = status) => {
      this.log.refuse(status, what, address, error);
      send(status, { code, error });
    };
    try {
      if (!this.#requests.take(address)) return refuse(429, 'request', 'Too many requests: slow down');
      if (path === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
        const h = await this.health();
        return send(h.ok ? 200 : 503, h);
      }
      if (path === '/embed/render.png' && (req.method === 'GET' || req.method === 'HEAD')) {
        // a picture for link previews (./picture.ts): any page or crawler may fetch it, whatever its origin
        const a = await picture(new URL(req.url ?? '/', 'http://x').searchParams);
        if (!a.ok) return refuse(a.status, 'picture', a.error, a.code);
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(a.png.length), 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' });
        return void res.end(req.method === 'HEAD' ? undefined : a.png);
      }
      if (this.o.embed && (await embedRoute(req, res, this.o.embed))) return; // public pages: any origin may frame them
      if (await studioRoute(req, res, this.o.studioDir ?? null)) return; // the studio's page and its files, public too
      if (!this.originAllowed(origin)) return refuse(403, `${req.method} ${path.slice(0, 40)}`, `origin ${origin} is not allowed`);
      if (path === '/lobby' && (req.method === 'GET' || req.method === 'HEAD')) return send(200, await lobby(new URL(req.url ?? '/', 'http://x').searchParams));
      const m = MATCHMAKE.exec(path);
      if (!m) return refuse(404, `${req.method} ${path.slice(0, 40)}`, 'no such route');
      const [, method, asked] = m as unknown as [string, string, string];
      const name = method === 'create' ? asked : readCode(asked); // a code in any case ("k7m4qx" is K7M4QX)
      if (req.method === 'OPTIONS') return send(204, undefined);
      if (req.method !== 'POST') return refuse(405, `${req.method} ${method}`, 'matchmaking takes POST');
      if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return refuse(503, method, 'shutting down');
      if (method === 'create' && !this.#creates.take(address)) return refuse(429, method, 'Too many tables created from your address: try again in a minute');
      if (method === 'joinById' && !this.#misses.peek(address)) return refuse(429, method, 'Too many wrong codes from your address: try again in a minute');
      const body = await this.#body(req);
      if (body === 'too-large') {
        headers.Connection = 'close';
        await drain(req); // a client still sending would get a reset instead of the answer
        return refuse(413, method, `Request body over ${this.o.limits.bodyLimitBytes} bytes`);
      }
      let options: unknown;
      try {
        options = JSON.parse(body || '{}');
      } catch {
        return refuse(400, method, 'The request body is not JSON');
      }
      if (!options || typeof options !== 'object' || Array.isArray(options)) return refuse(400, method, 'Join options must be a JSON object');
      const context = { token: bearer(req.headers.authorization), headers: req.headers, ip: address, req };
      let answer: unknown;
      if (method === 'create' && (name === ROOM || name === CLASS_ROOM)) answer = await matchMaker.create(name, options, context);
      else if (method === 'joinById') answer = await this.#joinById(name, options as JoinOptions, context);
      else if (method === 'reconnect') answer = await matchMaker.reconnect(name, options);
      else return refuse(404, method, `no matchmaking method "${method}" for "${name}"`);
      send(200, answer);
    } catch (e) {
      const err = e as { code?: unknown; message?: string };
      const status = e instanceof Refusal ? e.status : statusOf(err.code);
      if (!(e instanceof ServerError || e instanceof Refusal)) console.error('[domino-table] matchmaking:', e); // a fault, not a refusal
      refuse(status >= 400 ? status : 500, path.split('/')[2] ?? 'request', oneLine(err.message ?? String(e)), e instanceof Refusal ? status : err.code);
    }
  }

  /** A join by room code: the room (in whichever process holds it) judges the request and holds the place. */
  async #joinById(roomId: string, options: JoinOptions, context: { token?: string; headers: IncomingMessage['headers']; ip: string }): Promise<unknown> {
    const room = await matchMaker.getRoomById(roomId);
    if (!room) {
      // A room whose process died is taken up again under its code (checkpoint.ts): its players retry, no guess.
      if (await Checkpoints.active?.store.has(roomId).catch(() => false)) throw new Refusal(503, `Table ${roomId} is being taken up after a restart: try again in a moment`);
      this.#misses.take(context.ip); // a code that names nothing counts against its address (codes.ts)
      throw new Refusal(404, `not found: no table or class has the code "${roomId.slice(0, 24)}"`);
    }
    const visitor = await visitorOf(DominoRoom.authenticate, 'joinById', options, context);
    const sessionId = generateId();
    const v = (await matchMaker.remoteRoomCall(roomId, 'admit', [sessionId, options, visitor])) as Verdict;
    if (!v.ok) throw new Refusal(v.status, v.error);
    return { room, sessionId };
  }

  /** The request's body as text, or 'too-large' past the limit (read no further than that). */
  #body(req: IncomingMessage): Promise<string | 'too-large'> {
    const limit = this.o.limits.bodyLimitBytes;
    if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve('too-large');
    return new Promise((done, fail) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > limit) {
          req.removeAllListeners('data');
          req.pause();
          return done('too-large');
        }
        chunks.push(c);
      });
      req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
      req.on('error', fail);
    });
  }

  /** This process's health: rooms and clients here, and with Redis whether it answers. */
  async health(): Promise<Health> {
    const stats = matchMaker.stats.local;
    const h: Health = { ok: matchMaker.state !== matchMaker.MatchMakerState.SHUTTING_DOWN, rooms: stats.roomCount, clients: stats.ccu, uptime: Math.round((Date.now() - this.#started) / 1000) };
    if (this.o.redisOk) {
      const ok = await Promise.race([this.o.redisOk().catch(() => false), new Promise<boolean>((r) => setTimeout(() => r(false), 1000).unref())]);
      h.redis = ok ? 'ok' : 'unreachable';
      if (!ok) h.ok = false;
    }
    return h;
  }
}

/**
 * `GET /lobby[?variant=…&lang=…]`: the listed tables waiting for players (created with `listed`), in every process
 * (with Redis, the shared listing), those with the most people already seated first, at most 50.
 */
export async function lobby(q: URLSearchParams): Promise<LobbyTable[]> {
  const variant = q.get('variant');
  const lang = q.get('lang');
  const rooms = await matchMaker.query({ name: ROOM });
  return rooms
    .map((r) => ({ r, m: (r.metadata ?? {}) as { listed?: boolean; phase?: string; variant?: Variant; players?: number; free?: number[]; lang?: string } }))
    .filter(({ m }) => m.listed === true && m.phase === 'waiting' && Array.isArray(m.free) && m.free.length > 0 && (!variant || m.variant === variant) && (!lang || m.lang === lang))
    .sort((a, b) => a.m.free!.length / (a.m.players ?? 1) - b.m.free!.length / (b.m.players ?? 1))
    .slice(0, 50)
    .map(({ r, m }) => ({ room: r.roomId, variant: m.variant!, players: m.players ?? 0, free: m.free!, lang: m.lang ?? 'en' }));
}

/** A refusal of the gate's own (an HTTP status and a message for the client). */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const bearer = (h: string | undefined): string | undefined => (h && /^Bearer /i.test(h) ? h.slice(7).trim() : undefined);

/**
 * Reads and drops what is left of a refused body, up to `max` bytes or `ms` milliseconds, so that a client still
 * sending it gets the answer (413) rather than a reset connection; past either bound the connection is simply closed.
 */
function drain(req: IncomingMessage, max = 4 * 1024 * 1024, ms = 2000): Promise<void> {
  return new Promise((done) => {
    if (req.readableEnded) return done();
    let read = 0;
    const stop = () => {
      clearTimeout(timer);
      req.removeListener('data', count);
      done();
    };
    const count = (c: Buffer) => {
      read += c.length;
      if (read > max) {
        req.pause();
        stop();
      }
    };
    const timer = setTimeout(stop, ms);
    req.on('data', count);
    req.once('end', stop);
    req.once('close', stop);
    req.resume();
  });
}
