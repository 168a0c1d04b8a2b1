/**
 * Checkpoints: games that outlive their process. After each change (an action
 * applied, a seat taken or left, a deal, the end) a room hands its whole state
 * — the secret seed, the seat tokens, the game, this round's marks and the
 * record — to {@link Checkpoints}, which writes it before the clients hear of
 * the change: to Redis when the server shares one (`SET` on the connection the
 * update follows), else to a folder (`CHECKPOINT_DIR`: two files a room,
 * written in turn, synchronously; see {@link DiskStore}).
 *
 * Taking rooms up: a process restarted on a folder restores every room in it
 * as it starts; with Redis each process watches the others, and the rooms of a
 * process that has gone (its Colyseus process channel has no subscriber on two
 * looks in a row) are claimed by exactly one survivor (an atomic `HINCRBY`)
 * and restored there under the same room code. Clients that lost their socket
 * join again with their seat's token (the element does so by itself) and get
 * their seat, their hand and the game as it stood; the deal continues from the
 * same secret seed, so the fair-deal commitment published at the start still
 * verifies at the end.
 *
 * A checkpoint is dropped when its room ends normally (empty, disposed); a
 * room stopped by a shutdown keeps it, so a restarted or surviving process
 * takes it up.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import type { Presence } from '@colyseus/core';
import type { GameState } from '../engine/index.js';
import type { Marks } from '../record/marks.js';
import type { GameRecord } from '../record/record.js';
import { ROOM } from '../online/protocol.js';
import type { JoinOptions } from '../online/protocol.js';

/** Everything a room needs to be taken up where it stood (JSON). */
export interface RoomCheckpoint {
  v: 1;
  roomId: string;
  at: number; // when it was written (ms since 1970)
  create: JoinOptions; // the options the room was created with (checked again when it is restored)
  seed: string; // the fair deal's secret (never sent to a client before the reveal)
  aiSeed: number;
  n: number; // actions applied
  tokens: (string | null)[]; // per seat: the secret that takes it back
  invites: string[] | null;
  creatorSeat: number | null;
  phase: string; // the public phase: "waiting", "playing", "over"
  commitment: string;
  seats: { name: string; kind: string; connected: boolean; standIn: boolean }[];
  game: GameState | null;
  marks: Marks | null;
  record: GameRecord | null;
  paused?: boolean; // the host paused the table (the turn clock, clock.ts)
  reserve?: number[]; // the turn clock's reserve left per seat, ms
}

/** Where checkpoints are kept. */
export interface CheckpointStore {
  readonly kind: 'redis' | 'disk';
  /** Writes a room's checkpoint; the writes of one room land in order. */
  put(code: string, json: string): void;
  /** Forgets a room. */
  remove(code: string): void;
  /** The rooms this process should take up now, each claimed for this process alone. */
  claim(): Promise<string[]>;
  /** A claimed room's checkpoint (null: gone meanwhile). */
  get(code: string): Promise<string | null>;
  /** Whether a checkpoint is kept under `code` (a room to take up holds its code: codes.ts draws another). */
  has(code: string): Promise<boolean>;
  /** A claimed room is restored here: it is this process's now. */
  adopted(code: string): Promise<void>;
  /** Resolves once every write so far has landed. */
  flush(): Promise<void>;
}

const CODE = /^[\w-]{1,64}$/; // room codes (src/online/code.ts), and Colyseus's nanoid ids of older rooms

/**
 * Checkpoints in a folder, for a single process (several processes need Redis). Each room has two files,
 * `CODE.0.json` and `CODE.1.json`, written in turn, synchronously, each line a sequence number then the JSON:
 * a process killed in the middle of a write leaves the other file whole, and the newer whole one is taken up.
 * (Writing in place costs a quarter of writing a new file and renaming it over the old one, on ext4.)
 */
export class DiskStore implements CheckpointStore {
  readonly kind = 'disk';
  #claimed = false;
  #seq = new Map<string, number>(); // per room: the last sequence number written (the slot is its parity)
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  #file(code: string, slot: number): string {
    return join(this.dir, `${code}.${slot}.json`);
  }

  put(code: string, json: string): void {
    if (!CODE.test(code)) return;
    const seq = (this.#seq.get(code) ?? 0) + 1;
    this.#seq.set(code, seq);
    writeFileSync(this.#file(code, seq % 2), `${seq}\n${json}`);
  }

  remove(code: string): void {
    if (!CODE.test(code)) return;
    this.#seq.delete(code);
    for (const slot of [0, 1]) rmSync(this.#file(code, slot), { force: true });
  }

  /** Every room in the folder, once (at the start): this process is its only user. */
  async claim(): Promise<string[]> {
    if (this.#claimed) return [];
    this.#claimed = true;
    const codes = new Set<string>();
    for (const f of readdirSync(this.dir)) {
      const m = /^(.+)\.[01]\.json$/.exec(f);
      if (m && CODE.test(m[1]!)) codes.add(m[1]!);
    }
    return [...codes];
  }

  /** The newer of the room's two files that is whole. */
  async get(code: string): Promise<string | null> {
    let best: { seq: number; json: string } | null = null;
    for (const slot of [0, 1]) {
      try {
        const text = readFileSync(this.#file(code, slot), 'utf8');
        const cut = text.indexOf('\n');
        const seq = Number(text.slice(0, cut));
        const json = text.slice(cut + 1);
        JSON.parse(json); // a file cut short by a kill is not whole
        if (cut > 0 && Number.isInteger(seq) && (!best || seq > best.seq)) best = { seq, json };
      } catch {
        // missing or cut short
      }
    }
    if (best) this.#seq.set(code, best.seq); // the next write goes over the older file
    return best?.json ?? null;
  }

  async has(code: string): Promise<boolean> {
    return CODE.test(code) && [0, 1].some((slot) => existsSync(this.#file(code, slot)));
  }

  async adopted(): Promise<void> {}
  async flush(): Promise<void> {}
}

const KEY = (code: string) => `domino-table:checkpoint:${code}`;
const OWNERS = 'domino-table:checkpoint-owners'; // room code → the process id that holds it
const CLAIMS = 'domino-table:checkpoint-claims'; // "code:dead process id" → claims counted (the first wins)

/** Checkpoints in Redis (through the server's presence), shared by every process. */
export class RedisStore implements CheckpointStore {
  readonly kind = 'redis';
  #owned = new Set<string>(); // rooms whose owner entry says this process
  #last: Promise<unknown> = Promise.resolve();
  #suspects = new Set<string>(); // processes found gone once: gone twice in a row, their rooms are taken up
  constructor(
    readonly presence: Presence,
    readonly processId: string,
  ) {}

  put(code: string, json: string): void {
    // One connection: the SET reaches Redis before the update that follows it reaches the clients.
    const w = [this.presence.set(KEY(code), json)];
    if (!this.#owned.has(code)) {
      this.#owned.add(code);
      w.push(this.presence.hset(OWNERS, code, this.processId));
    }
    this.#last = Promise.all([this.#last, ...w]).catch(() => {});
  }

  remove(code: string): void {
    this.#owned.delete(code);
    this.#last = Promise.all([this.#last, Promise.resolve(this.presence.del(KEY(code))), this.presence.hdel(OWNERS, code)]).catch(() => {});
  }

  #claims = new Map<string, string>(); // code → the dead owner it was claimed from

  async claim(): Promise<string[]> {
    const owners = (await this.presence.hgetall(OWNERS)) ?? {};
    const live = new Set((await this.presence.channels('p:*')).map((c) => c.slice(2)));
    const gone = new Set(Object.values(owners).filter((p) => p !== this.processId && !live.has(p)));
    const out: string[] = [];
    for (const [code, owner] of Object.entries(owners)) {
      if (!gone.has(owner) || !this.#suspects.has(owner)) continue; // alive, or seen gone only once
      // One survivor takes the room: the first to count the claim of (room, dead owner).
      if ((await this.presence.hincrby(CLAIMS, `${code}:${owner}`, 1)) !== 1) continue;
      if ((await this.presence.hget(OWNERS, code)) !== owner) continue; // taken up meanwhile by another
      this.#claims.set(code, owner);
      out.push(code);
    }
    this.#suspects = gone;
    return out;
  }

  get(code: string): Promise<string | null> {
    return this.presence.get(KEY(code)) as Promise<string | null>;
  }

  has(code: string): Promise<boolean> {
    return this.presence.exists(KEY(code));
  }

  async adopted(code: string): Promise<void> {
    this.#owned.add(code);
    await this.presence.hset(OWNERS, code, this.processId); // before the claim goes: a late claimer sees the new owner
    const from = this.#claims.get(code);
    this.#claims.delete(code);
    if (from) await this.presence.hdel(CLAIMS, `${code}:${from}`);
  }

  /** Gives up a claim that could not be restored (another process may try). */
  async release(code: string): Promise<void> {
    const from = this.#claims.get(code);
    this.#claims.delete(code);
    if (from) await this.presence.hdel(CLAIMS, `${code}:${from}`);
  }

  async flush(): Promise<void> {
    await this.#last;
  }
}

/** The option a restoring creation carries: a one-time key to its checkpoint, known only to this process. */
const RESTORE = '__dominoRestore';

/** This process's checkpoints: saving rooms, and taking up the rooms of processes that are gone. */
export class Checkpoints {
  /** The checkpoints of this process (set by `createServer`), or null: games live in memory only. */
  static active: Checkpoints | null = null;
  #waiting = new Map<string, RoomCheckpoint>(); // one-time key → checkpoint being restored
  #timer: ReturnType<typeof setInterval> | null = null;
  #scanning: Promise<void> | null = null;
  #failed = new Set<string>(); // rooms that could not be restored (logged once)

  constructor(
    readonly store: CheckpointStore,
    readonly scanMs = 1000,
  ) {}

  /** A room's state after a change; see the module comment. A failing store is logged, never fatal to the game. */
  save(cp: RoomCheckpoint): void {
    try {
      this.store.put(cp.roomId, JSON.stringify(cp));
    } catch (e) {
      console.error(`[domino-table] checkpoint of room ${cp.roomId} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** A room is disposed: its checkpoint goes, unless the process is shutting down (then it is taken up elsewhere or on restart). */
  drop(code: string): void {
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return;
    try {
      this.store.remove(code);
    } catch {
      // gone already
    }
  }

  /** For `DominoRoom.onCreate`: the checkpoint a creation restores, or null (an ordinary creation; clients cannot forge the key). */
  take(o: unknown): RoomCheckpoint | null {
    const key = (o as Record<string, unknown> | null)?.[RESTORE];
    if (typeof key !== 'string') return null;
    const cp = this.#waiting.get(key) ?? null;
    this.#waiting.delete(key);
    return cp;
  }

  /** Restores the rooms waiting for this process now, then (with Redis) keeps watching the other processes. */
  async start(): Promise<number> {
    const n = await this.scan();
    if (this.store.kind === 'redis' && !this.#timer) {
      this.#timer = setInterval(() => void this.scan(), this.scanMs);
      this.#timer.unref();
    }
    return n;
  }

  /** One look for rooms to take up; resolves with how many were restored. */
  scan(): Promise<number> {
    if (this.#scanning) return this.#scanning.then(() => 0);
    let restored = 0;
    const run = (async () => {
      let codes: string[] = [];
      try {
        codes = await this.store.claim();
      } catch (e) {
        return console.error(`[domino-table] checkpoints: cannot look for rooms to take up: ${e instanceof Error ? e.message : String(e)}`);
      }
      for (const code of codes) if (await this.#restore(code)) restored++;
    })();
    this.#scanning = run.finally(() => (this.#scanning = null));
    return this.#scanning.then(() => restored);
  }

  async #restore(code: string): Promise<boolean> {
    try {
      const json = await this.store.get(code);
      if (!json) {
        this.store.remove(code);
        return false;
      }
      const cp = JSON.parse(json) as RoomCheckpoint;
      if (cp.v !== 1 || cp.roomId !== code) throw new Error('not a checkpoint of this version');
      if (matchMaker.getLocalRoomById(code)) return false; // here already
      const key = randomBytes(16).toString('hex');
      this.#waiting.set(key, cp);
      try {
        await matchMaker.handleCreateRoom(ROOM, { ...cp.create, [RESTORE]: key });
      } finally {
        this.#waiting.delete(key);
      }
      await this.store.adopted(code);
      if (this.store.kind === 'redis') this.#relist(code);
      console.log(`[domino-table] room ${code} taken up from its checkpoint (${cp.n} actions, phase ${cp.phase})`);
      return true;
    } catch (e) {
      if (!this.#failed.has(code)) console.error(`[domino-table] room ${code} could not be taken up from its checkpoint: ${e instanceof Error ? e.message : String(e)}`);
      this.#failed.add(code);
      if (this.store instanceof RedisStore) await this.store.release(code).catch(() => {});
      return false;
    }
  }

  /**
   * A process that starts cleans the listings of the processes it finds gone (Colyseus's health check): if that ran
   * across this restore, it may have taken the room's new listing with the old one. Looked at again once, a little later.
   */
  #relist(code: string): void {
    setTimeout(async () => {
      const room = matchMaker.getLocalRoomById(code);
      if (room && !(await matchMaker.driver.findOne({ roomId: code }))) await room.listing.save();
    }, 3000).unref();
  }

  /** Stops watching the other processes (a process shutting down takes no room up). */
  halt(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Stops watching and waits for the writes under way. */
  async stop(): Promise<void> {
    this.halt();
    await this.#scanning;
    await this.store.flush();
  }
}
