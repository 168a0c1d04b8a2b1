/**
 * Per-address limits of the HTTP side (matchmaking, health, WebSocket
 * upgrades): a token bucket per client address and kind of request, kept in a
 * bounded map that forgets addresses once their bucket is full again.
 */
import { TokenBucket } from './rate-limit.js';

/** The HTTP limits of one server process (`createServer` options; env in `cli.ts`). */
export interface HttpLimits {
  /** Requests (any route, WebSocket upgrades included) per address per second, sustained… */
  requestsPerSecond: number;
  /** … and at once. */
  requestBurst: number;
  /** Rooms one address may create per minute, sustained… */
  createsPerMinute: number;
  /** … and at once. */
  createBurst: number;
  /** Joins by a code that names no room or class, per address per minute, sustained (429 beyond: codes are short, codes.ts)… */
  joinMissesPerMinute: number;
  /** … and at once (a classroom behind one address mistyping its code). */
  joinMissBurst: number;
  /** Largest request body, in bytes (413 beyond). Join options are a few hundred bytes. */
  bodyLimitBytes: number;
  /** Rooms this process holds at most (503 beyond): a ceiling on memory however many addresses ask. */
  maxRooms: number;
}

/** Defaults of {@link HttpLimits}: a household or a classroom behind one address joins without hitting them. */
export const DEFAULT_HTTP_LIMITS: HttpLimits = { requestsPerSecond: 20, requestBurst: 120, createsPerMinute: 10, createBurst: 10, joinMissesPerMinute: 10, joinMissBurst: 30, bodyLimitBytes: 16 * 1024, maxRooms: 2000 };

/** Token buckets by key (a client address), at most `max` of them; full buckets are forgotten. */
export class BucketMap {
  #buckets = new Map<string, { bucket: TokenBucket; at: number }>();
  #swept = 0;
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly max = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` may make one more request now. */
  take(key: string): boolean {
    if (!(this.perSecond > 0) || !Number.isFinite(this.perSecond)) return true; // 0 or Infinity: no limit
    const t = this.now();
    this.#sweep(t);
    let e = this.#buckets.get(key);
    if (!e) {
      // Out of room for another address (a spoofing flood): the newcomers share one bucket rather than grow the map.
      if (this.#buckets.size >= this.max) key = '*overflow*';
      e = this.#buckets.get(key);
      if (!e) this.#buckets.set(key, (e = { bucket: new TokenBucket(this.perSecond, this.burst, this.now), at: t }));
    }
    e.at = t;
    return e.bucket.take();
  }

  /** Whether `key` could make one more request now (nothing is taken). */
  peek(key: string): boolean {
    if (!(this.perSecond > 0) || !Number.isFinite(this.perSecond)) return true;
    const e = this.#buckets.get(this.#buckets.has(key) || this.#buckets.size < this.max ? key : '*overflow*');
    return !e || e.bucket.peek();
  }

  /** How many addresses are tracked now (tests). */
  get size(): number {
    return this.#buckets.size;
  }

  /** Drops buckets untouched for long enough to be full again (they would behave as new ones). */
  #sweep(t: number): void {
    if (t - this.#swept < 10_000) return;
    this.#swept = t;
    const refill = (this.burst / this.perSecond) * 1000;
    for (const [k, e] of this.#buckets) if (t - e.at >= refill) this.#buckets.delete(k);
  }
}

/**
 * One log line per refusal, and no log flood: refusals of one kind from one
 * address are printed at most once a second, with a count of those left unprinted.
 */
export class RefusalLog {
  #last = new Map<string, { at: number; quiet: number }>();
  constructor(
    private readonly write: (line: string) => void = (l) => console.warn(l),
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs `[domino-table] refused <status> <what> from <address>: <reason>` (or counts it, in a flood). */
  refuse(status: number, what: string, address: string, reason: string): void {
    const key = `${status} ${what} ${address}`;
    const t = this.now();
    const e = this.#last.get(key);
    if (e && t - e.at < 1000) {
      e.quiet++;
      return;
    }
    if (this.#last.size > 10_000) this.#last.clear(); // bounded: only the flood counts are lost
    const more = e?.quiet ? ` (+${e.quiet} more like it since the last line)` : '';
    this.#last.set(key, { at: t, quiet: 0 });
    this.write(`[domino-table] refused ${status} ${what} from ${address}: ${oneLine(reason)}${more}`);
  }
}

/** Text on one line, at most 200 characters (a reason can echo what a client sent). */
export function oneLine(s: string): string {
  const flat = s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}
