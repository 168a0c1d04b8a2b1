/**
 * `DominoRoom`: one table on the Colyseus server. The room owns the game: it
 * deals from a secret seed (see `src/online/fair-deal.ts`) and sends each
 * client only its seat's view. The turn loop is the project's statechart
 * (`src/machine/`), the same one a table runs in the browser, with the
 * server's own implementations: computer seats and absent people are played by
 * `chooseAction` from `src/ai` in-thread with a time budget, and each round is
 * dealt from the secret seed.
 */
import { randomBytes } from 'node:crypto';
import { Room, ServerError, matchMaker } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import { createActor, enqueueActions, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { VARIANTS, legalActions, playerRange } from '../engine/index.js';
import type { Action, GameState, Options, Variant } from '../engine/index.js';
import { chooseAction } from '../ai/choose.js';
import { createDominoMachine, dealNext } from '../machine/index.js';
import type { ComputerInput } from '../machine/index.js';
import { startRecord, recordAction } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import type { Marks } from '../record/marks.js';
import { commitment, fairConfig, nextRound, startGame } from '../online/fair-deal.js';
import { C, HIDDEN, S, publicAction, parseAct, parseSay, seatState } from '../online/protocol.js';
import type { ErrorMessage, JoinOptions, PublicMove, RevealMessage, SaidMessage, SyncMessage, UpdateMessage } from '../online/protocol.js';
import { TurnClock } from './clock.js';
import { TokenBucket } from './rate-limit.js';
import { Holds, judge, sameSecret } from './reservations.js';
import type { Verdict } from './reservations.js';
import { visitorOf } from './auth.js';
import type { AuthContextLike, Authenticate, Visitor } from './auth.js';
import { oneLine } from './limits.js';
import { TableState, newTable } from './state.js';
import type { Table } from './state.js';
import { Checkpoints } from './checkpoint.js';
import { claimCode, keepCode, releaseCode } from './codes.js';
import type { RoomCheckpoint } from './checkpoint.js';

/** Server-wide settings of every room (set by `createServer`; not changeable by clients). */
export interface RoomSettings {
  graceSeconds: number; // how long a dropped person's seat waits for them before the AI plays it
  aiDelayMs: number; // pause before a computer move, so people can follow
  aiBudgetMs: number; // thinking time of the hard level per move
  ratePerSecond: number; // messages a client may send per second, sustained
  rateBurst: number; // … and at once
  kickAfter: number; // refused messages in a row before the flooding client is disconnected
  maxSpectators: number;
  reservationSeconds: number; // how long a place is held between the matchmaking request and the WebSocket join
  holdsPerAddress: number; // places one address may hold at once in one room (reservations.ts)
  holdsPerSeat: number; // holds at once on one seat
  maxRooms: number; // rooms this process holds at most (a ceiling on memory however many addresses ask)
  chatPerSecond: number; // quick-chat messages a client may send per second, sustained…
  chatBurst: number; // … and at once
}

/** Defaults of {@link RoomSettings}. */
export const DEFAULT_SETTINGS: RoomSettings = { graceSeconds: 60, aiDelayMs: 600, aiBudgetMs: 40, ratePerSecond: 10, rateBurst: 20, kickAfter: 200, maxSpectators: 12, reservationSeconds: 6, holdsPerAddress: 4, holdsPerSeat: 3, maxRooms: 2000, chatPerSecond: 0.5, chatBurst: 3 };

/** Close code sent to a client that kept flooding after being refused. */
export const CLOSE_FLOOD = 4429;
/** Close code of a shutdown whose games are checkpointed (WebSocket "service restart"): clients join again by themselves. */
export const CLOSE_RESTART = 1012;

interface Who {
  seat: number | null;
  bucket: TokenBucket;
  chat: TokenBucket; // quick chat has its own, slower limit
  warned: number; // when the last rate-limit error went out (one per second at most)
  account?: boolean; // the seat's name is the host's account's (a person cannot rename it)
}

const LEVELS = ['easy', 'medium', 'hard'] as const;
const cleanName = (n: unknown): string => (typeof n === 'string' ? n.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 24).trim() : '');

/** One table; see the module comment. Clients create it with {@link JoinOptions} and join it by its id (the room code). */
export class DominoRoom extends Room<Table> {
  /** Settings shared by every room of this process. */
  static settings: RoomSettings = { ...DEFAULT_SETTINGS };
  /** The host's account check (`createServer({ authenticate })`), or null: anyone with the code. */
  static authenticate: Authenticate | null = null;
  static #live = 0; // rooms of this process

  #actor: Actor<ReturnType<typeof createDominoMachine>> | null = null; // the game's statechart, once dealt
  #seed = ''; // the secret: 256 random bits, hex; revealed when the game ends
  #record: GameRecord | null = null;
  #n = 0; // actions applied
  #tokens: string[] = []; // per seat: the secret that takes the seat back
  #humans: number[] = [];
  #level: (typeof LEVELS)[number] = 'medium';
  #aiSeed = 0;
  #sender: Client | null = null; // the client whose message the chart is handling (its refusal goes back to it)
  #holds = new Holds(); // places held for joins under way (reservations.ts)
  #invites: string[] | null = null; // per seat: the invitation secret (a room created with \`invites\`)
  #creator: string | null = null; // the creating client's session: it gets the invitations…
  #creatorSeat: number | null = null; // … and so does whoever holds its seat (the creator back after a drop)
  #clock = new TurnClock(0, 0, 0); // the turn clock (room option \`clock\`; clock.ts)
  #count: ReturnType<typeof setTimeout> | undefined; // with a clock: a count nobody moves on from is dealt on after a turn's time

  /** The game in play (null before the first deal). */
  get #game(): GameState | null {
    return this.#actor?.getSnapshot().context.game ?? null;
  }

  private get settings(): RoomSettings {
    return (this.constructor as typeof DominoRoom).settings;
  }

  /** Room creation (Colyseus calls it for \`create\`; http.ts for \`joinById\`): tags the client with its address and account. */
  static override onAuth(token: string, options: JoinOptions, context: AuthContextLike): Promise<Visitor> {
    return visitorOf(DominoRoom.authenticate, 'create', options, { ...context, token });
  }

  override async onCreate(o: JoinOptions = {}): Promise<void> {
    if (DominoRoom.#live >= this.settings.maxRooms) throw new ServerError(503, 'This server has no room for more tables: try again later');
    const back = Checkpoints.active?.take(o) ?? null; // a room taken up from its checkpoint (checkpoint.ts): created as it was, then restored
    if (back) o = back.create;
    this.#create = o;
    const variant = (o.variant ?? 'draw') as Variant;
    if (!(VARIANTS as readonly string[]).includes(variant)) throw new ServerError(400, `Unknown variant "${String(variant)}"`);
    const range = playerRange(variant);
    const players = o.players ?? range.default;
    if (!Number.isInteger(players) || players < range.min || players > range.max) {
      throw new ServerError(400, `${variant} is for ${range.min === range.max ? range.min : `${range.min}–${range.max}`} players`);
    }
    const humans = o.humans === undefined ? Array.from({ length: players }, (_, s) => s) : o.humans;
    if (!Array.isArray(humans) || !humans.every((s) => Number.isInteger(s) && s >= 0 && s < players) || humans.length === 0) {
      throw new ServerError(400, '"humans" must list at least one seat number');
    }
    if (o.level !== undefined && !LEVELS.includes(o.level)) throw new ServerError(400, 'level must be easy, medium or hard');
    this.#level = o.level ?? 'medium';
    // Refuse bad house rules now, with the engine's message (C-1..: options.md), rather than at the start.
    const options: Options = o.options ?? {};
    try {
      startGame({ roomId: 'check', seed: '0' }, variant, players, options);
    } catch (e) {
      throw new ServerError(400, e instanceof Error ? e.message : String(e));
    }
    for (const k of ['clock', 'reserve'] as const) {
      const v = o[k];
      if (v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < (k === 'clock' && v !== 0 ? 5 : 0) || v > 3600)) throw new ServerError(400, `${k} must be a whole number of seconds${k === 'clock' ? ' (0, or 5 to 3600)' : ' (0 to 3600)'}`);
    }
    this.#clock = new TurnClock(o.clock ?? 0, o.clock ? o.reserve ?? 0 : 0, players);
    if (o.listed !== undefined && typeof o.listed !== 'boolean') throw new ServerError(400, 'listed must be true or false');
    if (o.lang !== undefined && (typeof o.lang !== 'string' || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(o.lang))) throw new ServerError(400, 'lang must be a language tag such as en, pt-BR or pl');
    this.#listed = o.listed === true;
    // A code to read aloud (codes.ts); a room taken up from its checkpoint keeps its own (#restore).
    if (back) await keepCode(this.presence, back.roomId);
    else this.roomId = await claimCode(this.presence);
    this.#humans = [...new Set(humans)];
    this.#options = options;
    // Colyseus's own capacity is only a backstop: admit() counts seats and watchers apart, far below it.
    this.maxClients = players * (2 + this.settings.holdsPerSeat) + this.settings.maxSpectators;
    this.setSeatReservationTime(this.settings.reservationSeconds);
    if (o.invites === true) this.#invites = Array.from({ length: players }, () => randomBytes(12).toString('base64url'));
    this.#seed = randomBytes(32).toString('hex');
    this.#aiSeed = randomBytes(4).readInt32LE(0);
    this.setState(newTable(variant, players, this.#level, this.#humans));
    this.state.clock = o.clock ?? 0;
    this.state.invites = o.invites === true;
    this.setPatchRate(null); // the public state changes rarely: patches go out right after each change
    void this.setMetadata({ variant, players, phase: 'waiting', listed: this.#listed, lang: o.lang ?? 'en', free: this.#open() });
    void this.setPrivate(true); // joined by its code (the room id) only, never by matchmaking
    this.onMessage(C.act, (client, m) => this.#guard(client, () => this.#act(client, m)));
    this.onMessage(C.start, (client) => this.#guard(client, () => this.#startNow(client)));
    this.onMessage(C.say, (client, m) => this.#guard(client, () => this.#say(client, m)));
    this.onMessage(C.back, (client) => this.#guard(client, () => this.#back(client)));
    this.onMessage(C.pause, (client, m) => this.#guard(client, () => this.#pause(client, m)));
    this.onMessage(C.name, (client, m) => this.#guard(client, () => this.#rename(client, m)));
    this.onMessage('*', (client, type) => this.#guard(client, () => this.#error(client, 'bad-message', `Unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`)));
    DominoRoom.#live++;
    if (back) this.#restore(back);
  }

  /**
   * @internal Matchmaking (http.ts) of a join by code: judges it against the seats and the places already
   * held, then holds its place for \`reservationSeconds\`. Runs in the room's process (over Redis when there
   * are several); answers plain JSON.
   */
  async admit(sessionId: string, o: JoinOptions, visitor: Visitor): Promise<Verdict> {
    this.#holds.prune((id) => this.reservedSeats[id]?.[2] === false);
    const watchers = this.clients.filter((c) => (c.userData as Who | undefined)?.seat === null).length;
    const v = judge(o ?? {}, visitor.address, { seats: this.state.seats, tokens: this.#tokens, invites: this.#invites, watchers, maxSpectators: this.settings.maxSpectators }, this.#holds, {
      perAddress: this.settings.holdsPerAddress,
      perSeat: this.settings.holdsPerSeat,
    });
    if (!v.ok) return v;
    if (!(await this._reserveSeat(sessionId, o, visitor, this.settings.reservationSeconds))) return { ok: false, status: 503, error: 'This table is full' };
    this.#holds.add(sessionId, v.seat, visitor.address);
    return v;
  }

  #options: Options = {};

  /** The first place a room holds is its creator's (matchmaking's \`create\`); every later one comes through admit(). */
  protected override _reserveSeat(sessionId: string, ...rest: unknown[]): Promise<boolean> {
    this.#creator ??= sessionId;
    return (super._reserveSeat as (id: string, ...r: unknown[]) => Promise<boolean>).call(this, sessionId, ...rest);
  }

  override onJoin(client: Client, o: JoinOptions = {}, visitor?: Visitor): void {
    const t = this.state;
    const creating = client.sessionId === this.#creator;
    let seat: number | null = null;
    const asked = o.seat;
    if (typeof o.token === 'string') {
      seat = this.#tokens.findIndex((x) => x === o.token);
      if (seat < 0) throw new ServerError(403, 'That seat token is not valid in this room');
    } else if (asked !== undefined && asked !== null) {
      if (!Number.isInteger(asked) || asked < 0 || asked >= t.players) throw new ServerError(400, `There is no seat ${String(asked)}`);
      if (t.seats[asked]!.kind !== 'open') throw new ServerError(409, `Seat ${asked + 1} is taken`);
      if (this.#invites && !creating && !sameSecret(o.invite, this.#invites[asked])) throw new ServerError(403, `Seat ${asked + 1} is kept for an invited player`);
      seat = asked;
      this.#tokens[seat] = randomBytes(16).toString('hex');
    } else if (this.clients.filter((c) => (c.userData as Who | undefined)?.seat === null).length >= this.settings.maxSpectators) {
      throw new ServerError(429, 'This table has no room for more spectators');
    }
    const account = !!cleanName(visitor?.account?.name);
    client.userData = { seat, bucket: new TokenBucket(this.settings.ratePerSecond, this.settings.rateBurst), chat: new TokenBucket(this.settings.chatPerSecond, this.settings.chatBurst), warned: 0, account } satisfies Who;
    if (seat !== null) {
      // A seat taken back by its token: whoever was connected on it before is replaced.
      for (const c of this.clients) if (c !== client && (c.userData as Who | undefined)?.seat === seat) (c.userData as Who).seat = null;
      const s = t.seats[seat]!;
      s.kind = 'human';
      s.name = cleanName(visitor?.account?.name) || cleanName(o.name) || s.name || `Player ${seat + 1}`; // a host's account names its person
      s.connected = true;
      s.standIn = false;
      this.#actor?.send({ type: 'back', seat }); // (if their turn had run out)
    }
    if (creating) this.#creatorSeat = seat;
    this.#sync(client);
    if (t.phase === 'waiting' && t.seats.every((s) => s.kind !== 'open')) this.#begin();
    else this.#patch();
    this.#seating();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const who = client.userData as Who | undefined;
    const seat = who?.seat ?? null;
    if (seat === null) return;
    const s = this.state.seats[seat]!;
    if (this.state.phase === 'waiting') {
      // Before the game, a seat left is open again.
      s.kind = 'open';
      s.connected = false;
      s.name = '';
      delete this.#tokens[seat];
      return this.#patch();
    }
    s.connected = false;
    this.#patch();
    if (!consented && this.state.phase === 'playing') {
      try {
        // The game waits for a dropped person (their turn included) for the grace period.
        const back = await this.allowReconnection(client, this.settings.graceSeconds);
        (back.userData as Who).seat = seat;
        s.connected = true;
        this.#patch();
        this.#sync(back);
        this.#seating();
        return;
      } catch {
        // Grace period over: the AI plays the seat until its token brings the person back.
      }
    }
    if (this.clients.some((c) => (c.userData as Who | undefined)?.seat === seat)) return; // taken back meanwhile
    s.standIn = true;
    this.#patch();
    this.#seating();
  }

  override onDispose(): void {
    DominoRoom.#live--;
    Checkpoints.active?.drop(this.roomId); // kept when the process shuts down
    if (!(Checkpoints.active && matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN)) releaseCode(this.presence, this.roomId); // … and so is its code
    if (this.#graceTimer) clearTimeout(this.#graceTimer);
    clearTimeout(this.#count);
    this.#actor?.stop();
    this.#actor = null;
  }

  /** A shutdown: with checkpoints, clients are told to come back (they join this room again where it is taken up). */
  override onBeforeShutdown(): void {
    if (!Checkpoints.active) return super.onBeforeShutdown();
    this.#checkpoint();
    this.#frozen = true; // the game as it stands is what is taken up, not the seats emptied by the shutdown
    void this.disconnect(CLOSE_RESTART);
  }

  /** Any exception escaping a handler is logged and answered, never allowed to take the room down. */
  override onUncaughtException(error: unknown, method?: string): void {
    // A join refused on purpose (a ServerError from onJoin, wrapped by Colyseus) is one line, not a stack.
    // A creation refused on purpose is logged by http.ts, which answers it.
    const cause = (error as { cause?: unknown } | null)?.cause;
    if (method === 'onJoin' && cause instanceof ServerError) {
      console.warn(`[domino-table] refused ${cause.code} join of room ${this.roomId}: ${oneLine(cause.message)}`);
      return;
    }
    if (method === 'onCreate' && cause instanceof ServerError) return;
    console.error(`[domino-table] room ${this.roomId}:`, error);
  }

  #guard(client: Client, fn: () => void): void {
    const who = client.userData as Who | undefined;
    if (!who) return;
    if (!who.bucket.take()) {
      if (who.bucket.refused >= this.settings.kickAfter) return client.leave(CLOSE_FLOOD, 'Too many messages');
      const now = Date.now();
      if (now - who.warned >= 1000) {
        who.warned = now;
        this.#error(client, 'rate-limited', 'Too many messages: slow down');
      }
      return;
    }
    try {
      fn();
    } catch (e) {
      this.#error(client, 'internal', 'The server could not handle that message');
      this.onUncaughtException(e);
    }
  }

  #error(client: Client, code: string, message: string): void {
    client.send(S.error, { code, message } satisfies ErrorMessage);
  }

  #act(client: Client, m: unknown): void {
    const seat = (client.userData as Who).seat;
    const g = this.#game;
    if (seat === null) return this.#error(client, 'not-seated', 'Spectators cannot play');
    if (!g || this.state.phase !== 'playing') return this.#error(client, 'not-started', 'The game has not started');
    if (this.state.paused) return this.#error(client, 'paused', 'The host paused the game');
    const act = parseAct(m);
    if (typeof act === 'string') return this.#error(client, 'bad-message', act);
    if (act.step !== null && act.step !== this.#n) return; // chosen at a step that has passed: already answered (see parseAct)
    const action = act.action;
    // The chart knows people from computers, not which person sent what: a person moves only on their own turn.
    if (action.type !== 'next-round' && g.phase === 'playing' && g.turn !== seat) return this.#error(client, 'not-your-turn', `It is seat ${(g.turn ?? 0) + 1}'s turn`);
    if (this.state.seats[seat]!.standIn) this.#back(client); // their turn had run out: acting is being back
    this.#sender = client;
    try {
      this.#actor!.send(action); // refused: the chart's `rejected` goes back to this client
    } finally {
      this.#sender = null;
    }
  }

  #startNow(client: Client): void {
    if ((client.userData as Who).seat === null) return this.#error(client, 'not-seated', 'Spectators cannot start the game');
    if (this.state.phase === 'playing') return this.#error(client, 'started', 'The game has already started');
    if (this.state.phase === 'over') {
      // Another game at the same table: a fresh secret seed and commitment, scores from zero.
      this.#seed = randomBytes(32).toString('hex');
      this.#n = 0;
      this.#clock.reset();
      for (const s of this.state.seats) if (s.kind === 'human' && s.connected) s.standIn = false; // the rematch's seats are their people's again
    }
    for (const s of this.state.seats) if (s.kind === 'open') s.kind = 'ai';
    this.#begin();
  }

  /** A quick-chat phrase or reaction from a seated person, to everyone (spectators included); ids only, never text. */
  #say(client: Client, m: unknown): void {
    const who = client.userData as Who;
    if (who.seat === null) return this.#error(client, 'not-seated', 'Spectators cannot chat');
    const id = parseSay(m);
    if (id === null) return this.#error(client, 'bad-message', 'Quick chat takes one of the fixed phrases and reactions');
    if (!who.chat.take()) return this.#error(client, 'rate-limited', 'Too many chat messages: slow down');
    this.broadcast(S.said, { seat: who.seat, id } satisfies SaidMessage);
  }

  /** A person whose turn ran out (the computer played it) is at the table again: their seat is theirs. */
  /** `name`: a seated person gives their name (a guest asked for it after joining by a link); plain text, 24 characters. */
  #rename(client: Client, m: unknown): void {
    const who = client.userData as Who;
    if (who.seat === null) return this.#error(client, 'not-seated', 'Only a seated player has a name at the table');
    if (who.account) return this.#error(client, 'bad-message', 'This seat is named by your account');
    const name = cleanName(m && typeof m === 'object' ? (m as { name?: unknown }).name : undefined);
    if (!name) return this.#error(client, 'bad-message', 'A name is a little plain text');
    if (!who.chat.take()) return this.#error(client, 'rate-limited', 'Too many messages: slow down');
    this.state.seats[who.seat]!.name = name;
    this.#patch();
  }

  #back(client: Client): void {
    const seat = (client.userData as Who).seat;
    if (seat === null) return;
    const s = this.state.seats[seat]!;
    if (!s.standIn) return;
    s.standIn = false;
    this.#actor?.send({ type: 'back', seat });
    this.#patch();
    this.#seating();
  }

  /** The host pauses or resumes the table: the turn clock and the computers wait meanwhile. */
  #pause(client: Client, m: unknown): void {
    if (!this.#isHost(client)) return this.#error(client, 'not-host', 'Only the host can pause the table');
    const paused = !!(m && typeof m === 'object' && (m as { paused?: unknown }).paused === true);
    if (paused === this.state.paused) return;
    this.state.paused = paused;
    this.#clock.pause(paused);
    this.#patch();
    this.#seating();
  }

  /** The table's creator, or whoever holds its seat (the creator back after a drop). */
  #isHost(client: Client): boolean {
    const seat = (client.userData as Who | undefined)?.seat ?? null;
    return client.sessionId === this.#creator || (seat !== null && seat === this.#creatorSeat);
  }

  /** The statechart of this table: the server's computer player (in-thread, with a time budget) and its fair deal. */
  #machine() {
    const fair = () => ({ roomId: this.roomId, seed: this.#seed });
    const budget = this.settings.aiBudgetMs;
    return createDominoMachine(this.state.variant).provide({
      actors: {
        computer: fromPromise<Action, ComputerInput>(async ({ input }) => {
          await new Promise((r) => setImmediate(r)); // the move before it goes out to the clients first
          return chooseAction(input.game, { level: input.level as 'medium', seed: this.#aiSeed, history: input.history, timeBudgetMs: budget });
        }),
      },
      actions: { nextRound: enqueueActions(({ context, event, enqueue }) => dealNext(context, event, enqueue, (g) => nextRound(fair(), g))) },
    });
  }

  /** Deals the first round and tells everyone; or, with `resume`, takes up a checkpointed game where it stood (#restore does the rest). */
  #begin(resume?: { game: GameState; marks: Marks }): void {
    const t = this.state;
    const fair = { roomId: this.roomId, seed: this.#seed };
    this.#actor?.stop();
    const actor = createActor(this.#machine(), { input: { ...fairConfig(fair, t.variant as Variant, t.players, this.#options), level: this.#level, pace: this.settings.aiDelayMs, paused: true, ...(resume ? { resume } : {}) } });
    actor.on('applied', (e) => this.#applied(e.seat, e.action, e.before, e.game));
    actor.on('timeout', (e) => {
      // The turn ran out: the chart's computer plays it, and the seat's later turns until its person acts again.
      this.#clock.expired(e.seat);
      this.state.seats[e.seat]!.standIn = true;
      this.#patch();
    });
    actor.on('rejected', (e) => {
      if (this.#sender) this.#error(this.#sender, e.code, e.message);
      else this.onUncaughtException(new Error(`a computer move was refused: ${e.code} ${e.message}`)); // a computer that cannot move leaves the table as it is
    });
    actor.start();
    this.#actor = actor;
    if (resume) return;
    const g = actor.getSnapshot().context.game!;
    this.#record = startRecord(g, t.seats.map((s, i) => s.name || (s.kind === 'ai' ? `Computer ${i + 1}` : `Player ${i + 1}`)));
    t.commitment = commitment(this.roomId, this.#seed);
    t.phase = 'playing';
    void this.setMetadata({ phase: 'playing' });
    this.#patch();
    for (const c of this.clients) this.#sync(c);
    this.#seating(); // the chart may move now
  }

  /** Tells the chart who it plays (computer seats and absent people) and whether it deals the next round itself. */
  #seating(): void {
    const seats = this.state.seats;
    const computers = [...seats.keys()].filter((s) => this.#robot(s));
    const paused = this.state.phase !== 'playing' || this.state.paused;
    this.#actor?.send({ type: 'settings', computers, autoDeal: this.#nobodyHere(), paused, clock: this.#tick() });
  }

  /** No person is connected: the chart deals each next round itself. */
  #nobodyHere(): boolean {
    return !this.state.seats.some((s) => s.kind === 'human' && s.connected);
  }

  /**
   * The turn clock after a change (a move, a seat taken or left, a pause): whose time runs now, told to everyone.
   * Answers the ms the chart's clock gets (0: none runs).
   */
  #tick(): number {
    if (!this.#clock.on) return 0;
    const g = this.#game;
    const mover = g && this.state.phase === 'playing' && g.phase === 'playing' && g.turn !== null && !this.#robot(g.turn) ? g.turn : null;
    const ms = this.#clock.turn(mover);
    this.broadcast(S.clock, this.#clock.message());
    return ms;
  }

  /** An action the chart applied: the record, then each client its view. */
  #applied(seat: number | null, action: Action, before: GameState, after: GameState): void {
    this.#n++;
    this.#record = recordAction(this.#record!, action, after);
    this.#checkpoint(after); // written before anyone hears of the move
    const move: PublicMove = { seat, action: publicAction(action) };
    const drawn = action.type === 'draw' && seat !== null ? after.hands[seat]!.find((x) => !before.hands[seat]!.includes(x)) : undefined;
    for (const c of this.clients) {
      const s = (c.userData as Who | undefined)?.seat ?? null;
      const u: UpdateMessage = { n: this.#n, move, state: seatState(after, s) };
      if (drawn && s === seat) u.drawn = drawn;
      if (s !== null && after.phase === 'playing' && after.turn === s) u.legal = legalActions(after);
      c.send(S.update, u);
    }
    if (after.phase === 'game-over') this.#end();
    else if (this.#clock.on) {
      // (queued: the chart handles it after this move; a count dealt on by #dealOn deals itself no longer)
      this.#actor!.send({ type: 'settings', clock: this.#tick(), ...(action.type === 'next-round' ? { autoDeal: this.#nobodyHere() } : {}) });
      if (after.phase === 'round-over') this.#dealOn(after);
    }
  }

  /** With a clock, people who stop moving cannot hold the count either: after a turn's time the chart deals the next round. */
  #dealOn(count: GameState): void {
    clearTimeout(this.#count); // (the room's own clock ticks with patches, and this room patches only on changes)
    this.#count = setTimeout(() => {
      if (this.#game !== count) return; // dealt meanwhile
      if (this.state.paused) return this.#dealOn(count); // paused: wait on
      this.#actor?.send({ type: 'settings', autoDeal: true });
    }, this.#clock.turnMs);
  }

  /** The game is over: reveal the seed and the full record to everyone. */
  #end(): void {
    const fair = { roomId: this.roomId, commitment: this.state.commitment, seed: this.#seed };
    this.state.phase = 'over';
    this.#seating(); // nothing moves now
    void this.setMetadata({ phase: 'over' });
    this.#patch();
    this.broadcast(S.reveal, { fair, record: { ...this.#record!, fair } } satisfies RevealMessage);
  }

  /** The full state for one client: its seat, its view, this round's history. */
  #sync(client: Client): void {
    const seat = (client.userData as Who | undefined)?.seat ?? null;
    const g = this.#game;
    const marks = this.#actor?.getSnapshot().context.marks;
    const m: SyncMessage = {
      seat,
      state: g ? seatState(g, seat) : null,
      moves: marks?.moves ?? [],
      points: marks?.points ?? [],
      commitment: this.state.commitment || null,
      n: this.#n,
    };
    if (seat !== null) m.token = this.#tokens[seat];
    if (this.#isHost(client)) m.host = true;
    if (this.#clock.on) m.clock = this.#clock.message();
    if (this.#invites && (client.sessionId === this.#creator || (seat !== null && seat === this.#creatorSeat))) m.invites = this.#invites.map((x, i) => (this.state.seats[i]!.kind === 'open' ? x : null));
    if (g && seat !== null && g.phase === 'playing' && g.turn === seat) m.legal = legalActions(g);
    client.send(S.sync, m);
    if (this.state.phase === 'over') {
      const fair = { roomId: this.roomId, commitment: this.state.commitment, seed: this.#seed };
      client.send(S.reveal, { fair, record: { ...this.#record!, fair } } satisfies RevealMessage);
    }
  }

  #patch(): void {
    this.#checkpoint();
    this.broadcastPatch();
    this.#listing();
  }

  // ---- The lobby (GET /lobby, http.ts): a listed table's open seats, kept in its listing while it waits.

  #listed = false;
  #free = '';

  /** The seats still open (0-based). */
  #open(): number[] {
    const open: number[] = [];
    this.state.seats.forEach((s, i) => s.kind === 'open' && open.push(i)); // (a schema array has no flatMap)
    return open;
  }

  /** A listed table tells the lobby its open seats when they change. */
  #listing(): void {
    if (!this.#listed) return;
    const free = this.#open();
    const key = free.join(',');
    if (key === this.#free) return;
    this.#free = key;
    void this.setMetadata({ free });
  }

  /** Whether the server plays `seat` now: a computer seat, or a person gone past the grace period. */
  #robot(seat: number): boolean {
    const s = this.state.seats[seat]!;
    return s.kind === 'ai' || s.standIn;
  }

  // ---- Checkpoints (checkpoint.ts): the whole room after each change, and a room taken up from one.

  #create: JoinOptions = {}; // the creation's options, for a restore
  #graceTimer: ReturnType<typeof setTimeout> | null = null;
  #frozen = false; // no checkpoints now: being restored, or shutting down (the last one stands)

  /** Hands this room's state to the checkpoints (with Redis or CHECKPOINT_DIR); `game` is the state just applied. */
  #checkpoint(game?: GameState): void {
    const keep = Checkpoints.active;
    if (!keep || this.#frozen) return;
    const t = this.state;
    const ctx = this.#actor?.getSnapshot().context;
    keep.save({
      v: 1,
      roomId: this.roomId,
      at: Date.now(),
      create: this.#create,
      seed: this.#seed,
      aiSeed: this.#aiSeed,
      n: this.#n,
      tokens: Array.from({ length: t.players }, (_, i) => this.#tokens[i] ?? null),
      invites: this.#invites,
      creatorSeat: this.#creatorSeat,
      phase: t.phase,
      commitment: t.commitment,
      seats: t.seats.map((s) => ({ name: s.name, kind: s.kind, connected: s.connected, standIn: s.standIn })),
      game: game ?? ctx?.game ?? null,
      marks: ctx?.marks ?? null,
      record: this.#record,
      paused: t.paused,
      reserve: this.#clock.reserves,
    });
  }

  /**
   * Takes the room up from its checkpoint (onCreate, after the room was created with its first options): the same
   * code, seed, tokens, seats, game and record. Nobody is connected yet: each person's seat waits for them for the
   * grace period (they join again with their token), then the computer plays it, as after a drop.
   */
  #restore(cp: RoomCheckpoint): void {
    this.#frozen = true;
    this.roomId = cp.roomId;
    this.#creator = ''; // the first to come back is not the creator (no invitations, no seat without one)
    this.#seed = cp.seed;
    this.#aiSeed = cp.aiSeed;
    this.#n = cp.n;
    this.#invites = cp.invites;
    this.#creatorSeat = cp.creatorSeat;
    this.#tokens = [];
    cp.tokens.forEach((x, i) => x && (this.#tokens[i] = x));
    const t = this.state;
    const away: number[] = [];
    cp.seats.forEach((s, i) => {
      const seat = t.seats[i]!;
      Object.assign(seat, { name: s.name, kind: s.kind, standIn: s.standIn, connected: false });
      if (s.kind === 'human' && !s.standIn) away.push(i);
    });
    t.commitment = cp.commitment;
    t.phase = cp.phase;
    this.#record = cp.record;
    if (cp.reserve) this.#clock.reserves = cp.reserve; // the turn clock as it stood (its running turn starts again)
    if (cp.paused) {
      t.paused = true;
      this.#clock.pause(true);
    }
    if (cp.game && cp.marks) this.#begin({ game: cp.game, marks: cp.marks });
    void this.setMetadata({ phase: cp.phase });
    // The room waits for its people at least as long as their seats do.
    this.resetAutoDisposeTimeout(this.settings.graceSeconds + this.settings.reservationSeconds);
    this.#graceTimer = setTimeout(() => {
      this.#graceTimer = null;
      for (const i of away) {
        if (this.clients.some((c) => (c.userData as Who | undefined)?.seat === i)) continue;
        const s = t.seats[i]!;
        if (t.phase === 'waiting') {
          Object.assign(s, { kind: 'open', name: '' });
          delete this.#tokens[i];
        } else s.standIn = true;
      }
      this.#patch();
      this.#seating();
    }, this.settings.graceSeconds * 1000);
    this.#graceTimer.unref?.();
    this.#frozen = false;
    this.#seating();
    this.#checkpoint();
  }

  /** @internal Tests and the benchmark: the server's own state (never sent to a client). */
  inspect(): { game: GameState | null; seed: string; record: GameRecord | null; legal: Action[] } {
    return { game: this.#game, seed: this.#seed, record: this.#record, legal: this.#game ? legalActions(this.#game) : [] };
  }
}

export { HIDDEN, TableState };
