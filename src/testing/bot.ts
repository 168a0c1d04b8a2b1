/**
 * A scripted online player on the real client SDK (tests and `bench:online`):
 * it joins a room, keeps its seat's view from `sync`/`update` messages and
 * plays a legal action from that view whenever it is its turn.
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import type { Action } from '../engine/index.js';
import { C, ROOM, S } from '../online/protocol.js';
import type { ErrorMessage, JoinOptions, RevealMessage, SeatState, SyncMessage, UpdateMessage } from '../online/protocol.js';

/** A bot's knobs. */
export interface BotOptions {
  /** Picks the action from the legal ones (default: the first); return null to stay idle (a test acts itself). */
  pick?: (legal: Action[], state: SeatState) => Action | null;
  /** Called after each update with the round-trip time of this bot's own action, in ms. */
  onRoundTrip?: (ms: number) => void;
  /** Deal the next round after a count (default true). */
  deals?: boolean;
  /** Milliseconds to wait before each action (a person's pace; servers rate-limit clients). */
  delayMs?: number;
  /** Keep every message in `log` (default true; the benchmark keeps none). */
  keepLog?: boolean;
  /**
   * After a connection lost without a consented leave, join the room again with the seat's token through the
   * first of these servers that answers, retrying for a minute (what the element does after a server restart).
   */
  rejoin?: string[];
}

/** One connected bot; see the module comment. */
export class Bot {
  room!: Room;
  seat: number | null = null;
  token: string | undefined;
  state: SeatState | null = null;
  legal: Action[] = [];
  n = 0;
  errors: ErrorMessage[] = [];
  reveal: RevealMessage | null = null;
  /** `sync` messages received (one a join, one a rejoin). */
  syncs = 0;
  /** Rooms joined again after a lost connection (`rejoin`), and the last refusal while trying. */
  rejoins = 0;
  rejoinError = '';
  /** Every message received, in order, as [type, payload] (decoded by the SDK; tests decode raw frames themselves). */
  log: [string, unknown][] = [];
  #sentAt = 0;
  #waiters: (() => void)[] = [];
  constructor(
    readonly client: Client,
    readonly options: BotOptions = {},
  ) {}

  /** Creates a room (the creator's options, its own seat) and joins it. */
  static async create(url: string, options: JoinOptions, bot: BotOptions = {}): Promise<Bot> {
    const b = new Bot(new Client(url), bot);
    b.#attach(await b.client.create(ROOM, options));
    return b;
  }

  /** Joins the room with code `id`. */
  static async join(url: string, id: string, options: JoinOptions, bot: BotOptions = {}): Promise<Bot> {
    const b = new Bot(new Client(url), bot);
    b.#attach(await b.client.joinById(id, options));
    return b;
  }

  /** Reconnects after a drop (within the grace period) with the SDK's reconnection token. */
  async reconnect(token: string): Promise<void> {
    this.#attach(await this.client.reconnect(token));
  }

  #attach(room: Room): void {
    this.room = room;
    room.onStateChange(() => this.#changed(false));
    room.onLeave((code) => {
      if (this.room !== room) return; // a reconnect attaches a new room
      if (this.#retry) clearTimeout(this.#retry);
      if (this.options.rejoin && !this.#left && code !== 1000 && code !== 4000) void this.#rejoin(room.roomId);
    });
    room.onMessage(S.sync, (m: SyncMessage) => {
      this.options.keepLog !== false && this.log.push([S.sync, m]);
      this.syncs++;
      this.seat = m.seat;
      if (m.token) this.token = m.token;
      this.state = m.state;
      this.legal = m.legal ?? [];
      this.n = m.n;
      this.#changed();
    });
    room.onMessage(S.update, (m: UpdateMessage) => {
      this.options.keepLog !== false && this.log.push([S.update, m]);
      if (this.#sentAt && m.move.seat === this.seat) {
        this.options.onRoundTrip?.(performance.now() - this.#sentAt);
        this.#sentAt = 0;
      }
      this.state = m.state;
      this.legal = m.legal ?? [];
      this.n = m.n;
      this.#changed();
    });
    room.onMessage(S.reveal, (m: RevealMessage) => {
      this.options.keepLog !== false && this.log.push([S.reveal, m]);
      this.reveal = m;
      this.#changed();
    });
    for (const type of [S.said, S.clock]) {
      room.onMessage(type, (m: unknown) => {
        this.options.keepLog !== false && this.log.push([type, m]);
        this.#changed(false);
      });
    }
    room.onMessage(S.error, (m: ErrorMessage) => {
      this.options.keepLog !== false && this.log.push([S.error, m]);
      this.errors.push(m);
      this.#changed();
    });
  }

  #changed(play = true): void {
    const w = this.#waiters;
    this.#waiters = [];
    w.forEach((f) => f());
    if (play) this.#play();
  }

  #left = false; // left the room: no more moves, no more retries

  #play(): void {
    if (this.#left) return;
    const d = this.options.delayMs ?? 0;
    if (d > 0) {
      const n = this.n;
      setTimeout(() => this.n === n && this.#playNow(), d);
    } else this.#playNow();
  }

  #playNow(): void {
    const g = this.state;
    if (!g || this.seat === null || this.reveal) return;
    if (g.phase === 'round-over') {
      if (this.options.deals !== false && this.seat === 0) this.#once({ type: 'next-round' });
      return;
    }
    if (g.phase !== 'playing' || g.turn !== this.seat) return;
    const legal = this.legal;
    if (!legal.length) return;
    const a = this.options.pick ? this.options.pick(legal, g) : legal[0];
    if (a) this.#once(a);
  }

  /** Sends an action (timed for the round trip). */
  send(a: unknown): void {
    this.#sentAt = performance.now();
    this.room.send(C.act, a);
  }

  #sentFor = -1; // the step an action was last sent for: one action per step, retried if it goes unanswered
  #retry: ReturnType<typeof setTimeout> | null = null;
  #once(a: Action): void {
    if (this.#sentFor === this.n || this.#left) return;
    this.#sentFor = this.n;
    this.send({ ...a, step: this.n }); // a copy sent again after a slow answer is ignored once the step has passed
    const n = this.n;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      // Refused silently (rate limit) or lost: try again.
      if (this.n === n && !this.reveal) {
        this.#sentFor = -1;
        this.#play();
      }
    }, 1200);
  }

  /** Joins room `code` again with this seat's token (see `rejoin`). */
  async #rejoin(code: string): Promise<void> {
    const until = performance.now() + 60000;
    for (let i = 0; !this.#left && performance.now() < until; i++) {
      await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** i, 1000)));
      for (const url of this.options.rejoin!) {
        if (this.#left) return;
        try {
          const room = await new Client(url).joinById(code, this.token ? { token: this.token } : {});
          if (this.#left) return void room.leave(true).catch(() => {});
          this.#sentFor = -1; // what was sent before the loss may never have arrived
          this.rejoins++;
          this.#attach(room);
          return;
        } catch (e) {
          this.rejoinError = e instanceof Error ? e.message : String(e);
        }
      }
    }
  }

  /** Plays if it is this bot's turn (after its `pick` said to wait). */
  poke(): void {
    this.#play();
  }

  /** Resolves when `test()` holds (checked after each message), or rejects after `ms`. */
  until(test: () => boolean, ms = 20000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((done, fail) => {
      const t = setTimeout(() => fail(new Error(`timed out waiting (seat ${this.seat}, n ${this.n})`)), ms);
      const check = () => {
        if (test()) {
          clearTimeout(t);
          done();
        } else this.#waiters.push(check);
      };
      this.#waiters.push(check);
    });
  }

  /** Leaves the room (consented). */
  async leave(): Promise<void> {
    this.#left = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.room.leave(true).catch(() => {});
  }
}
