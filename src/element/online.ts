/**
 * Online play for `<domino-table>`, loaded (with the Colyseus client SDK) only
 * when the element has a `server`. It joins or creates a room on the
 * domino-table server and feeds the element the way the local controller does:
 * the game shown is this seat's view (other hands face down), and every
 * server update becomes the same `domino-*` events. It adds
 * `domino-connection` and, at the end, checks the deal against the commitment
 * the server published at the start (the "fair deal ✓" badge).
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import { css, html, nothing } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import type { Action, GameState, Options } from '../engine/game.js';
import { verifyFairDeal } from '../online/fair-deal.js';
import { loadVariant } from '../engine/load.js';
import type { FairDeal, Verdict } from '../online/fair-deal.js';
import { C, ROOM, S } from '../online/protocol.js';
import type { ErrorMessage, JoinOptions, PublicMove, RevealMessage, SyncMessage, UpdateMessage } from '../online/protocol.js';
import type { GameRecord } from '../record/record.js';
import { onlineText } from '../i18n/online.js';
import type { GameController } from './game-controller.js';
import type { RecordLog } from './record-log.js';

/** What online play needs from the element. */
export interface OnlineHost extends HTMLElement {
  server: string;
  room: string;
  seat: number | undefined;
  variant: string;
  players: number | undefined;
  options: Options | string | undefined;
  humans: string;
  level: string;
  names: string;
  readonly ctl: GameController;
  readonly log: RecordLog;
  readonly msg: { lang: string };
  requestUpdate(): void;
  adopt(sheet: CSSResult): void; // styles of a part loaded on demand (constructable sheets: strict-CSP safe)
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
export class Online {
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

  constructor(readonly host: OnlineHost) {
    host.adopt(onlineStyles);
  }

  /** Whether `seat` is played at this screen (the element's isHuman while online). */
  human(seat: number): boolean {
    return seat === this.mySeat;
  }

  /** Sends an action of the person here to the server; always true (nothing is played locally). */
  intercept(a: Action): boolean {
    if (!this.#room || this.status !== 'open') this.host.ctl.report('offline', onlineText(this.host.msg.lang).closed);
    else if (this.#asked !== this.host.ctl.game) {
      // One action per position: a double click must not become a second move (or an error) on the server.
      this.#asked = this.host.ctl.game;
      this.#room.send(C.act, a);
    }
    return true;
  }

  #asked: unknown = null; // the position an action was sent from, until the server answers
  #queue: Promise<unknown> = Promise.resolve(); // the server's messages, handled in order

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
        const players = h.players ?? undefined;
        const humans = h.humans.trim().toLowerCase();
        const all = humans === 'all' || humans === '';
        const create: JoinOptions = { variant: h.variant as JoinOptions['variant'], level: h.level as JoinOptions['level'], seat: h.seat ?? null };
        if (players !== undefined) create.players = players;
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
      h.ctl.report('online', onlineText(h.msg.lang).cannotJoin(e instanceof Error ? e.message : String(e)));
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
      this.#names();
      this.host.requestUpdate();
    });
    // In order, each once the game's rules are here (a table loads its variant's rules when it first plays it).
    const inTurn = <M>(f: (m: M) => void, variant: (m: M) => string | undefined) => (m: M) => {
      const v = variant(m);
      this.#queue = this.#queue.then(() => (v ? loadVariant(v) : null)).then(() => f(m), (e: Error) => this.host.ctl.report('internal', String(e)));
    };
    room.onMessage(S.sync, inTurn((m: SyncMessage) => this.#sync(m), (m) => m.state?.variant));
    room.onMessage(S.update, inTurn((m: UpdateMessage) => this.#update(m), (m) => m.state.variant));
    room.onMessage(S.reveal, inTurn((m: RevealMessage) => this.#reveal(m), (m) => m.record.variant));
    room.onMessage(S.error, (m: ErrorMessage) => {
      this.#asked = null; // refused: the person may try another move
      this.host.ctl.report(m.code, m.message);
    });
    room.onLeave((code) => {
      if (this.#room !== room || this.#closing) return;
      this.#room = null;
      if (CONSENTED.includes(code) || this.record) this.#set('closed');
      else void this.#reconnect(room.reconnectionToken);
    });
  }

  /** A dropped connection: the SDK's reconnection token within the grace period, then the seat's own token. */
  async #reconnect(token: string): Promise<void> {
    const gen = this.#gen;
    this.#set('reconnecting');
    for (let attempt = 0; attempt < 20 && gen === this.#gen; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 5000)));
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
    this.host.ctl.watch(g, moves, m.points, this.#shown);
    this.#shown = true;
    this.#names();
    const plays = moves.filter((x) => x.action.type === 'play').map((x) => (x.action as { tile: string }).tile);
    this.host.ctl.anchor = plays[0] ?? null;
    this.host.ctl.lastTile = plays.at(-1) ?? null;
  }

  #update(m: UpdateMessage): void {
    const ctl = this.host.ctl;
    const before = ctl.game;
    if (!before) return;
    const move: PublicMove = m.move;
    if (move.action.type === 'next-round' && this.mySeat !== null) this.#witness[m.state.round] = m.state.hands[this.mySeat]!.slice();
    ctl.follow(move.seat, move.action, before, m.state);
  }

  #reveal(m: RevealMessage): void {
    this.#fair = m.fair;
    this.record = m.record;
    const g = this.host.ctl.game;
    this.verdict = verifyFairDeal(m.record, this.#commitment ?? '', { seat: this.mySeat, hands: this.#witness, ...(g ? { totals: g.totals } : {}) });
    this.host.dispatchEvent(new CustomEvent('domino-fair-deal', { detail: { ...this.verdict, ...m.fair }, bubbles: true, composed: true }));
    this.host.requestUpdate();
  }

  /** Seat names from the room, for the record and the table (the element's `names` attribute still wins). */
  #names(): void {
    // This screen's own seat stays unnamed: the table calls it "You".
    if (this.seats.length) this.host.log.names = this.seats.map((s, i) => (i === this.mySeat ? '' : s.name || (s.kind === 'ai' ? `${onlineText(this.host.msg.lang).computer} ${i + 1}` : `${i + 1}`)));
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
    const t = onlineText(this.host.msg.lang);
    const waiting = this.status === 'open' && !this.host.ctl.game;
    const state = this.status === 'open' ? t.open(this.code) : this.status === 'reconnecting' ? t.reconnecting : this.status === 'connecting' ? t.connecting : t.closed;
    const v = this.verdict;
    return html`<div part="online" class="online" role="status"><span class="state ${this.status}">${state}${this.mySeat === null && this.status === 'open' ? ` · ${t.watching}` : ''}</span>${this.seats.map(
        (s, i) =>
          html`<span class="who" title=${s.kind === 'ai' ? t.computer : s.standIn ? t.standIn : s.connected ? t.here : t.away}><span class="dot ${s.kind === 'ai' ? 'ai' : s.connected ? 'on' : ''}" aria-hidden="true"></span>${s.name || (s.kind === 'open' ? t.free : `${t.computer} ${i + 1}`)}${s.kind !== 'ai' && !s.connected && s.kind !== 'open' ? ` (${s.standIn ? t.standIn : t.away})` : ''}</span>`,
      )}${v
        ? html`<span class="fair ${v.ok ? '' : 'bad'}" title=${v.ok && this.#fair ? t.fairTitle(this.#fair.seed, this.#fair.commitment) : v.ok ? '' : v.reason}>${v.ok ? t.fair : t.unfair}</span>`
        : nothing}${waiting ? html`<span>${t.waiting(this.code)}</span>${this.mySeat !== null ? html`<button @click=${() => this.#room?.send(C.start)}>${t.startNow}</button>` : nothing}` : nothing}</div>`;
  }
}

export type { GameState };
