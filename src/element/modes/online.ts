/**
 * Online play for `<domino-table>`, loaded (with the Colyseus client SDK) only when the element has a `server`: a
 * source of the headless table (src/table/). It joins or creates a room on the domino-table server and feeds the
 * table what the server says: the game shown is this seat's view (other hands face down), every update one move
 * (`table.moved`), so the same `domino-*` events fire as in local play. It adds `domino-connection` and, at the end,
 * checks the deal against the commitment the server published at the start (the "fair deal ✓" badge).
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import { css, html, nothing } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import type { Action, GameState, Options } from '../../engine/game.js';
import { loadVariant } from '../../engine/load.js';
import { verifyFairDeal } from '../../online/fair-deal.js';
import type { FairDeal, Verdict } from '../../online/fair-deal.js';
import { C, ROOM, S } from '../../online/protocol.js';
import type { ErrorMessage, JoinOptions, RevealMessage, SyncMessage, UpdateMessage } from '../../online/protocol.js';
import type { GameRecord } from '../../record/record.js';
import { NO_MARKS } from '../../record/marks.js';
import type { Intent, Source, Table } from '../../table/table.js';
import type { Humans } from '../../table/seats.js';
import type { Props } from '../props.js';

/** What online play needs of the element: its properties, its events, its updates. */
export interface OnlineHost extends Props {
  requestUpdate(): void;
  dispatchEvent(e: Event): boolean;
}

/** Styles of the connection bar. */
const onlineStyles = css`
  .online { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; font-size: .8rem; padding: 2px 2px 6px }
  .online .who { display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: 999px; background: #0003 }
  .online .dot { width: .6em; height: .6em; border-radius: 50%; background: #9aa39d }
  .online .dot.on { background: #5fe08a }
  .online .dot.ai { background: none; border: 1px solid currentColor }
  .online .fair { padding: 2px 8px; border-radius: 999px; font-weight: 600; background: #1f7a43; color: #fff }
  .online .fair.bad { background: #8c1d2b }
  .online .state.reconnecting, .online .state.closed { color: #ffb4a8 }
  .online button { font: inherit; padding: 2px 10px; border-radius: 999px; border: 1px solid currentColor; background: none; color: inherit; cursor: pointer }
`;

/** The connection states announced by `domino-connection`. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

interface SeatInfo {
  name: string;
  kind: string; // "open", "human", "ai"
  connected: boolean;
  standIn: boolean;
}

const CONSENTED = [1000, 4000]; // close codes of a leave asked for (by us or the server's normal shutdown)
const storeKey = (server: string, code: string) => `domino-table:${server}:${code}`;

/** One element's online session; see the module comment. */
export class Online implements Source {
  readonly kind = 'online';
  status: ConnectionState = 'closed';
  code = ''; // the room code (room id)
  mySeat: number | null = null;
  seats: SeatInfo[] = [];
  /** The revealed record (with `fair`), once the game is over; null before. */
  record: (GameRecord & { fair: FairDeal }) | null = null;
  verdict: Verdict | null = null;
  #fair: FairDeal | null = null;
  #room: Room | null = null;
  #client: Client | null = null;
  #commitment: string | null = null; // as published at the start: the reveal is checked against this one
  #witness: Record<number, string[]> = {}; // own hand at each round's start, as shown
  #shown = false; // a game was shown (later syncs are silent)
  #closing = false;
  #gen = 0; // connection attempt: a newer one makes older ones stale
  #asked: unknown = null; // the position an action was sent from, until the server answers
  #queue: Promise<unknown> = Promise.resolve(); // the server's messages, handled in order

  constructor(
    readonly host: OnlineHost,
    readonly table: Table,
    adopt: (sheet: CSSResult) => void,
  ) {
    adopt(onlineStyles);
    void table.need('online');
  }

  /** Only this screen's own seat is played here. */
  get humans(): Humans {
    return this.mySeat === null ? 'none' : [this.mySeat];
  }

  /** Seat names from the room (the element's `names` attribute still wins); this screen's own seat stays "You". */
  get names(): string[] {
    const w = this.table.words;
    const t = (key: string, n: number) => w.text({ lang: w.lang, names: [], you: null }, { key, params: { n } });
    return this.seats.map((s, i) => (i === this.mySeat ? '' : s.name || t(s.kind === 'ai' ? 'on.computer-n' : 'on.seat-n', i + 1)));
  }

  /** Sends an action of the person here to the server; nothing is played locally. */
  act(a: Action): void {
    if (!this.#room || this.status !== 'open') this.table.report('offline', this.table.say.t('on.closed'));
    else if (this.#asked !== this.table.game) {
      // One action per position: a double click must not become a second move (or an error) on the server.
      this.#asked = this.table.game;
      this.#room.send(C.act, a);
    }
  }

  /** Online, the table's own intents go through `act` (the source of every move is the server). */
  intercept(_intent: Intent): boolean {
    return false;
  }

  /** Connects as the attributes say: `room="new"` creates a room, else joins the room with that code. */
  async connect(): Promise<void> {
    const gen = ++this.#gen;
    await this.#leave();
    const h = this.host;
    this.#client = new Client(h.server);
    this.#set('connecting');
    const name = h.names.split(',')[h.seat ?? -1]?.trim() || undefined;
    let room: Room;
    try {
      if (!h.room || h.room === 'new') {
        const options = typeof h.options === 'string' ? (h.options.trim() ? (JSON.parse(h.options) as Options) : undefined) : h.options;
        const humans = h.humans.trim().toLowerCase();
        const all = humans === 'all' || humans === '';
        const create: JoinOptions = { variant: h.variant as JoinOptions['variant'], level: (h.level === 'auto' ? 'medium' : h.level) as JoinOptions['level'] /* auto is local play's: a room plays medium */, seat: h.seat ?? null };
        if (h.players !== undefined) create.players = h.players;
        if (options) create.options = options;
        if (!all) create.humans = humans === 'none' ? [] : humans.split(',').map(Number);
        if (name) create.name = name;
        room = await this.#client.create(ROOM, create);
      } else {
        const saved = this.#saved(h.room);
        const join: JoinOptions = saved ? { token: saved } : { seat: h.seat ?? null };
        if (name) join.name = name;
        room = await this.#client.joinById(h.room, join).catch((e) => {
          if (!saved) throw e;
          return this.#client!.joinById(h.room, { seat: h.seat ?? null, ...(name ? { name } : {}) }); // a stale token: join afresh
        });
      }
    } catch (e) {
      if (gen !== this.#gen) return;
      this.#set('closed');
      await this.table.need('online');
      this.table.report('online', this.table.say.t('on.cannot-join', { why: e instanceof Error ? e.message : String(e) }));
      return;
    }
    if (gen !== this.#gen) return void room.leave(true);
    this.code = room.roomId;
    if (h.room !== this.code) h.room = this.code; // room="new" becomes the code to share
    this.#attach(room);
    this.#set('open');
  }

  /** Leaves the room (a consented leave: the seat's computer stand-in takes over at once). */
  async close(): Promise<void> {
    this.#gen++;
    await this.#leave();
    this.#set('closed');
  }

  /** The table takes another source: this one leaves its room. */
  stop(): void {
    void this.close();
  }

  async #leave(): Promise<void> {
    const r = this.#room;
    this.#room = null;
    if (r) {
      this.#closing = true;
      await r.leave(true).catch(() => {});
      this.#closing = false;
    }
  }

  #attach(room: Room): void {
    this.#room = room;
    room.onStateChange((s: { seats?: Iterable<SeatInfo> }) => {
      this.seats = [...(s.seats ?? [])].map((x) => ({ name: x.name, kind: x.kind, connected: x.connected, standIn: x.standIn }));
      this.table.set({ away: this.seats.flatMap((x, i) => (x.kind === 'human' && !x.connected ? [i] : [])) }); // their seat cards say so
      this.host.requestUpdate();
    });
    // In order, each once the game's rules are here (a table loads its variant's rules when it first plays it).
    const inTurn = <M>(f: (m: M) => void, variant: (m: M) => string | undefined) => (m: M) => {
      const v = variant(m);
      this.#queue = this.#queue.then(() => (v ? loadVariant(v) : null)).then(() => f(m), (e: Error) => this.table.report('internal', String(e)));
    };
    room.onMessage(S.sync, inTurn((m: SyncMessage) => this.#sync(m), (m) => m.state?.variant));
    room.onMessage(S.update, inTurn((m: UpdateMessage) => this.#update(m), (m) => m.state.variant));
    room.onMessage(S.reveal, inTurn((m: RevealMessage) => this.#reveal(m), (m) => m.record.variant));
    room.onMessage(S.error, (m: ErrorMessage) => {
      this.#asked = null; // refused: the person may try another move
      this.table.report(m.code, m.message, true);
    });
    room.onLeave((code) => {
      if (this.#room !== room || this.#closing) return;
      this.#room = null;
      if (CONSENTED.includes(code) || this.record) this.#set('closed');
      else void this.#reconnect(room.reconnectionToken);
    });
  }

  /**
   * A dropped connection: the SDK's reconnection token within the grace period, then the seat's own token (a room
   * taken up from its checkpoint by another or a restarted server process knows only that one). Tried every 2 s at
   * most, for about a minute: a server that died is usually back within seconds.
   */
  async #reconnect(token: string): Promise<void> {
    const gen = this.#gen;
    this.#set('reconnecting');
    for (let attempt = 0; attempt < 35 && gen === this.#gen; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 2000)));
      if (gen !== this.#gen) return;
      try {
        const room = await this.#client!.reconnect(token).catch(() => {
          const saved = this.#saved(this.code);
          if (!saved) throw new Error('no seat to take back');
          return this.#client!.joinById(this.code, { token: saved });
        });
        if (gen !== this.#gen) return void room.leave(true);
        this.#attach(room);
        this.#set('open');
        return;
      } catch {
        // the server is not back yet: try again
      }
    }
    this.#set('closed');
  }

  /** Another game at this table (the count's "New game"): the server deals it with a fresh seed. */
  again(): void {
    this.#room?.send(C.start);
  }

  #sync(m: SyncMessage): void {
    if (m.n === 0 && m.state && this.record) {
      // A new game in the same room: a new commitment to hold the next reveal against.
      this.record = this.verdict = this.#commitment = null;
      this.#witness = {};
      this.#shown = false;
    }
    this.mySeat = m.seat;
    if (m.token) this.#save(m.token);
    if (m.commitment && !this.#commitment) this.#commitment = m.commitment;
    const g = m.state;
    if (!g) return this.host.requestUpdate(); // waiting for players
    if (m.n === 0 && m.seat !== null) this.#witness[g.round] = g.hands[m.seat]!.slice();
    const moves = m.moves.map((x) => ({ seat: x.seat, action: x.action }));
    const plays = moves.filter((x) => x.action.type === 'play').map((x) => (x.action as { tile: string }).tile);
    this.table.take(this, g, { moves, anchor: plays[0] ?? null, last: plays.at(-1) ?? null, points: m.points ?? NO_MARKS.points }, { silent: this.#shown });
    if (this.#shown) this.table.turnAgain();
    this.#shown = true;
  }

  #update(m: UpdateMessage): void {
    const before = this.table.game;
    if (!before) return;
    const move = m.move;
    if (move.action.type === 'next-round' && this.mySeat !== null) this.#witness[m.state.round] = m.state.hands[this.mySeat]!.slice();
    this.table.moved(move.seat, move.action, before, m.state);
  }

  #reveal(m: RevealMessage): void {
    this.#fair = m.fair;
    this.record = m.record;
    const g: GameState | null = this.table.game;
    this.verdict = verifyFairDeal(m.record, this.#commitment ?? '', { seat: this.mySeat, hands: this.#witness, ...(g ? { totals: g.totals } : {}) });
    this.host.dispatchEvent(new CustomEvent('domino-fair-deal', { detail: { ...this.verdict, ...m.fair }, bubbles: true, composed: true }));
    this.host.requestUpdate();
  }

  #set(status: ConnectionState): void {
    if (status === this.status) return;
    this.status = status;
    this.host.dispatchEvent(new CustomEvent('domino-connection', { detail: { state: status, room: this.code || null, seat: this.mySeat }, bubbles: true, composed: true }));
    this.host.requestUpdate();
  }

  #saved(code: string): string | null {
    try {
      return sessionStorage.getItem(storeKey(this.host.server, code));
    } catch {
      return null; // storage blocked: no taking back after a reload
    }
  }

  #save(token: string): void {
    try {
      sessionStorage.setItem(storeKey(this.host.server, this.code), token);
    } catch {
      // storage blocked
    }
  }

  /** The connection bar: room code and state, who is connected, the fair-deal badge. */
  bar(): TemplateResult {
    const w = this.table.say;
    const waiting = this.status === 'open' && !this.table.game;
    const state = this.status === 'open' ? w.t('on.open', { code: this.code }) : w.t(`on.${this.status}`);
    const v = this.verdict;
    return html`<div part="online" class="online" role="status"><span class="state ${this.status}">${state}${this.mySeat === null && this.status === 'open' ? ` · ${w.t('on.watching')}` : ''}</span>${this.seats.map(
        (s, i) =>
          html`<span class="who" title=${w.t(s.kind === 'ai' ? 'on.computer' : s.standIn ? 'on.stand-in' : s.connected ? 'on.here' : 'on.away')}><span class="dot ${s.kind === 'ai' ? 'ai' : s.connected ? 'on' : ''}" aria-hidden="true"></span>${s.name || (s.kind === 'open' ? w.t('on.free') : w.t('on.computer-n', { n: i + 1 }))}${s.kind !== 'ai' && !s.connected && s.kind !== 'open' ? ` (${w.t(s.standIn ? 'on.stand-in' : 'on.away')})` : ''}</span>`,
      )}${v
        ? html`<span class="fair ${v.ok ? '' : 'bad'}" title=${v.ok && this.#fair ? w.t('on.fair-title', { seed: this.#fair.seed.slice(0, 16), commitment: this.#fair.commitment.slice(0, 16) }) : v.ok ? '' : v.reason}>${w.t(v.ok ? 'on.fair' : 'on.unfair')}</span>`
        : nothing}${waiting ? html`<span>${w.t('on.waiting', { code: this.code })}</span>${this.mySeat !== null ? html`<button @click=${() => this.#room?.send(C.start)}>${w.t('on.start-now')}</button>` : nothing}` : nothing}</div>`;
  }
}
