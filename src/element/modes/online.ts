/**
 * Online play for `<domino-table>`, loaded (with the Colyseus client SDK) only when the element has a `server`: a
 * source of the headless table (src/table/). It joins or creates a room on the domino-table server and feeds the
 * table what the server says: the game shown is this seat's view (other hands face down), every update one move
 * (`table.moved`), so the same `domino-*` events fire as in local play. It adds `domino-connection` and, at the end,
 * checks the deal against the commitment the server published at the start (the "fair deal ✓" badge). Its room
 * panel (beside the table when there is room, under it on a phone) lists the seats with an invitation link per free
 * seat and a link to watch (Copy, Share, a QR code drawn from `uqr`, loaded in its own chunk when first asked for), the
 * turn clock, the host's Pause, "I'm back" and quick chat. A link to a taken seat joins to watch and offers the free seats.
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import { css, html, nothing, svg } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import type { Action, GameState, Options } from '../../engine/game.js';
import { loadVariant } from '../../engine/load.js';
import { verifyFairDeal } from '../../online/fair-deal.js';
import type { FairDeal, Verdict } from '../../online/fair-deal.js';
import { C, PHRASES, REACTIONS, ROOM, S } from '../../online/protocol.js';
import { readCode } from '../../online/code.js';
import type { ClockMessage, ErrorMessage, JoinOptions, LobbyTable, RevealMessage, SaidMessage, SyncMessage, UpdateMessage } from '../../online/protocol.js';
import type { GameRecord } from '../../record/record.js';
import { NO_MARKS } from '../../record/marks.js';
import type { Intent, Source, Table } from '../../table/table.js';
import type { Humans } from '../../table/seats.js';
import type { Props } from '../props.js';

/** What online play needs of the element: its properties, its events, its updates. */
export interface OnlineHost extends Props {
  requestUpdate(): void;
  dispatchEvent(e: Event): boolean;
  getAttribute(name: string): string | null;
}

/** Styles of the connection bar. */
const onlineStyles = css`
  .online { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; font-size: .8rem; padding: 2px 2px 6px }
  .online .fair { padding: 2px 8px; border-radius: 999px; font-weight: 600; background: #1f7a43; color: #fff }
  .online .fair.bad { background: #8c1d2b }
  .online .state.reconnecting, .online .state.closed { color: #ffb4a8 }
  .online button, .room button { font: inherit; padding: 2px 10px; border-radius: 999px; border: 1px solid currentColor; background: none; color: inherit; cursor: pointer; min-height: 32px }
  .onl { display: grid; gap: 10px; align-items: start; height: 100% }
  @container (min-width: 900px) { .onl { grid-template-columns: minmax(0, 1fr) 270px } .room { max-height: 100%; overflow: auto } }
  .room { font-size: .85rem; color: var(--_text); background: var(--_panel); border: 4px solid var(--_rim); border-radius: 14px; padding: 8px 10px; display: grid; align-content: start; gap: 8px; min-width: 0 }
  .room h2 { font-size: 1rem; margin: 0; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap }
  .room code { font-size: 1.05rem; letter-spacing: .04em }
  .room ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px }
  .room li { display: grid; gap: 4px; padding: 6px 8px; border-radius: 8px; background: #8881 }
  .room li.me { outline: 2px solid var(--_acc) }
  .room .line { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center }
  .room .dot { width: .6em; height: .6em; border-radius: 50%; background: #9aa39d }
  .room .dot.on { background: #5fe08a }
  .room .dot.ai { background: none; border: 1px solid currentColor }
  .room .seatno { font-weight: 700 }
  .room .tag { opacity: .8 }
  .room .tick { font-variant-numeric: tabular-nums; font-weight: 700 }
  .room a { color: inherit; word-break: break-all; font-size: .78rem }
  .room .qr { display: grid; justify-items: center; gap: 4px; margin: 0 }
  .room .qr svg { width: 168px; height: 168px; background: #fff; padding: 6px; border-radius: 6px }
  .room .offer { margin: 0; padding: 6px 8px; border-radius: 8px; background: #ffd45c33 }
  .room .chat { display: flex; flex-wrap: wrap; gap: 4px }
  .room .chat button { padding: 2px 8px }
  .room .said { margin: 0; padding: 0; list-style: none; display: grid; gap: 2px; max-height: 7.5em; overflow: auto }
  .room .said li { display: block; background: none; padding: 0 }
  .room .watch { display: grid; gap: 4px }
  .room .said b { font-weight: 650 }
  .ask-name { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; font-size: .85rem; padding: 6px 8px; margin: 0 2px 6px; border-radius: 10px; background: #ffd45c33; border: 1px solid #ffd45c88 }
  .ask-name label { font-weight: 650 }
  .ask-name input { font: inherit; min-height: 36px; padding: 2px 8px; border-radius: 8px; border: 1px solid currentColor; background: #fff1; color: inherit; width: 12em; max-width: 100% }
  .ask-name button { font: inherit; min-height: 36px; padding: 2px 12px; border-radius: 999px; border: 1px solid currentColor; background: none; color: inherit; cursor: pointer }
  .ask-name button.ok { background: var(--_acc, #5fe08a); color: #111; border-color: transparent; font-weight: 650 }
  @media (pointer: coarse) { .ask-name input, .ask-name button { min-height: 44px } }
`;

/** The connection states announced by `domino-connection`. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

interface SeatInfo {
  name: string;
  kind: string; // "open", "human", "ai"
  connected: boolean;
  standIn: boolean;
}

const CONSENTED = [1000, 4000];
const SAID = 6; // quick-chat messages the panel keeps
/** "m:ss" of a number of ms. */
const mss = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}; // close codes of a leave asked for (by us or the server's normal shutdown)
const storeKey = (server: string, code: string) => `domino-table:${server}:${code}`;
/** Where `persist` keeps the name a person gave at an online table (one for every table of the page's origin). */
const nameKey = (persist: string) => `${persist || 'domino-table'}:name`;
const NAME_MAX = 24;

/** The first listed table of `variant` in `lang` with a free seat on the server's lobby (`GET /lobby`), or null. */
async function lobbyTable(server: string, variant: string, lang: string): Promise<LobbyTable | null> {
  try {
    const url = new URL('/lobby', server.replace(/^ws(s?):/, 'http$1:'));
    url.searchParams.set('variant', variant || 'draw');
    url.searchParams.set('lang', lang);
    const list = (await (await fetch(url)).json()) as LobbyTable[];
    return Array.isArray(list) ? (list.find((t) => Array.isArray(t.free) && t.free.length > 0) ?? null) : null;
  } catch {
    return null; // no lobby answered: a new listed table
  }
}

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
  /** This client created the table (or holds its seat): it may pause. */
  isHost = false;
  /** The turn clock as last told (`ends`: when it runs out, by this screen's clock), or null. */
  clock: (ClockMessage & { seat: number; ends: number }) | null = null;
  invitesOnly = false; // the room's seats are for invited people only (its creator's invitations)
  /** The last quick-chat messages, oldest first. */
  said: (SaidMessage & { text: string })[] = [];
  /** The seat asked for was taken: this screen watches, and the panel offers the free seats. */
  taken: number | null = null;
  paused = false; // the host paused the table
  #invites: (string | null)[] | null = null;
  #copied: string | null = null; // which link Copy just copied
  #qr: { key: string; label: string; url: string; cells: boolean[][] | null } | null = null;
  #ticker: ReturnType<typeof setInterval> | null = null;
  #fair: FairDeal | null = null;
  #room: Room | null = null;
  #client: Client | null = null;
  #commitment: string | null = null; // as published at the start: the reveal is checked against this one
  #witness: Record<number, string[]> = {}; // own hand at each round's start, as shown
  #shown = false; // a game was shown (later syncs are silent)
  #closing = false;
  #gen = 0; // connection attempt: a newer one makes older ones stale
  #asked: unknown = null; // the position an action was sent from, until the server answers
  #n = 0; // the actions the room has applied (its last sync or update): the step an action is chosen at
  #queue: Promise<unknown> = Promise.resolve(); // the server's messages, handled in order
  #ask = false; // a guest who joined without a name: the bar asks for one

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
      this.#room.send(C.act, { ...a, step: this.#n }); // the step it was chosen at: a late copy is not a second move
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
    const name = h.names.split(',')[h.seat ?? -1]?.trim() || this.#remembered() || undefined;
    const asked = readCode(h.room); // a code as typed: any case, a dash or a space ("k7m-4qx")
    // A guest (joining by a code or a link, or with anyone) who gave no name is asked for one once seated.
    this.#ask = !name && !!asked && asked !== 'new' && !this.#saved(asked);
    let room: Room;
    try {
      // room="anyone": a free seat at a listed table of this game and language (the server's lobby), else a new listed table
      let code = asked;
      let seat = h.seat;
      let listed = h.getAttribute('listed') !== null;
      if (code === 'anyone') {
        const open = await lobbyTable(h.server, h.variant, this.table.settings.lang);
        if (gen !== this.#gen) return;
        if (open) [code, seat] = [open.room, open.free[0]!];
        else [code, listed] = ['new', true];
      }
      if (!code || code === 'new') {
        const options = typeof h.options === 'string' ? (h.options.trim() ? (JSON.parse(h.options) as Options) : undefined) : h.options;
        const humans = h.humans.trim().toLowerCase();
        const all = humans === 'all' || humans === '';
        const create: JoinOptions = { variant: h.variant as JoinOptions['variant'], level: (h.level === 'auto' ? 'medium' : h.level) as JoinOptions['level'] /* auto is local play's: a room plays medium */, seat: seat ?? (h.room === 'anyone' ? 0 : null) }; // play with anyone: the opener sits at Seat 1
        if (h.players !== undefined) create.players = h.players;
        if (options) create.options = options;
        if (!all && h.room !== 'anyone') create.humans = humans === 'none' ? [] : humans.split(',').map(Number); // with anyone, every seat is for people
        if (name) create.name = name;
        for (const k of ['clock', 'reserve'] as const) {
          const v = h.getAttribute(k);
          if (v) create[k] = Number(v); // the server checks it (a whole number of seconds)
        }
        if (listed) Object.assign(create, { listed: true, lang: this.table.settings.lang });
        room = await this.#client.create(ROOM, create);
      } else {
        const saved = this.#saved(code);
        const invite = h.getAttribute('invite') || undefined;
        const fresh: JoinOptions = { seat: seat ?? null, ...(name ? { name } : {}), ...(invite ? { invite } : {}) };
        const join: JoinOptions = saved ? { token: saved, ...(name ? { name } : {}) } : fresh;
        this.taken = null;
        room = await this.#client.joinById(code, join)
          .catch((e) => {
            if (!saved) throw e;
            return this.#client!.joinById(code, fresh); // a stale token: join afresh
          })
          .catch((e: { code?: number }) => {
            // A link to a seat someone has: watch, and the room panel offers a free seat.
            if (e?.code !== 409 || seat === undefined) throw e;
            this.taken = seat;
            return this.#client!.joinById(code, { seat: null });
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
    this.clock = null;
    this.#tick(null);
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
    room.onStateChange((s: { seats?: Iterable<SeatInfo>; paused?: boolean; invites?: boolean }) => {
      this.seats = [...(s.seats ?? [])].map((x) => ({ name: x.name, kind: x.kind, connected: x.connected, standIn: x.standIn }));
      this.paused = !!s.paused;
      this.invitesOnly = !!s.invites; // seats only by invitation: watching offers no seat to take
      this.table.set({ away: this.seats.flatMap((x, i) => (x.kind === 'human' && (!x.connected || x.standIn) ? [i] : [])) }); // their seat cards say so
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
    room.onMessage(S.clock, inTurn((m: ClockMessage) => this.#clocked(m), () => undefined)); // after the sync before it
    room.onMessage(S.said, (m: SaidMessage) => this.#heard(m));
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
    this.#n = m.n;
    if (m.n === 0 && m.state && this.record) {
      // A new game in the same room: a new commitment to hold the next reveal against.
      this.record = this.verdict = this.#commitment = null;
      this.#witness = {};
      this.#shown = false;
    }
    this.mySeat = m.seat;
    if (m.seat !== null) this.taken = null;
    this.isHost = !!m.host;
    if (m.invites) this.#invites = m.invites;
    if (m.clock) this.#clocked(m.clock);
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
    this.#n = m.n;
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

  /** Says a quick-chat phrase or reaction (an id of PHRASES or REACTIONS). */
  say(id: string): void {
    this.#room?.send(C.say, { id });
  }

  /** The host pauses (true) or resumes the table. */
  pause(paused: boolean): void {
    this.#room?.send(C.pause, { paused });
  }

  /** The person here is back after their turn ran out. */
  back(): void {
    this.#room?.send(C.back);
  }

  /** The name `persist` keeps for this person (null: none, or no `persist`). */
  #remembered(): string | null {
    if (this.host.persist === null) return null;
    try {
      return localStorage.getItem(nameKey(this.host.persist))?.trim().slice(0, NAME_MAX) || null;
    } catch {
      return null; // storage blocked
    }
  }

  /** The name the person here gives (the bar's prompt): the others see it on this seat; `persist` keeps it. */
  giveName(name: string): void {
    const n = [...name.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, NAME_MAX).join('');
    this.#ask = false;
    this.host.requestUpdate();
    if (!n) return;
    this.#room?.send(C.name, { name: n });
    if (this.host.persist === null) return;
    try {
      localStorage.setItem(nameKey(this.host.persist), n);
    } catch {
      // storage blocked: asked again next time
    }
  }

  /** The guest's name prompt: a label, the field, OK and Not now (the name is sent as text, never markup). */
  #askName(): TemplateResult | typeof nothing {
    if (!this.#ask || this.mySeat === null || this.status !== 'open') return nothing;
    const w = this.table.say;
    const submit = (e: Event) => {
      e.preventDefault();
      this.giveName(((e.currentTarget as HTMLFormElement).elements.namedItem('name') as HTMLInputElement).value);
    };
    return html`<form class="ask-name" part="ask-name" @submit=${submit}><label for="dt-ask-name">${w.t('on.name-ask')}</label><input id="dt-ask-name" name="name" maxlength=${NAME_MAX} autocomplete="nickname" required enterkeyhint="done" /><button class="ok" type="submit">${w.t('on.name-ok')}</button><button type="button" class="later" @click=${() => ((this.#ask = false), this.host.requestUpdate())}>${w.t('on.name-later')}</button></form>`;
  }

  /** The invitation link of `seat` (null: the link to watch): the `invite-url` template, else this page with `room` and `seat` (1…N). */
  link(seat: number | null): string {
    const secret = (seat !== null && this.#invites?.[seat]) || '';
    const tpl = this.host.getAttribute('invite-url');
    if (tpl) return tpl.replace(/\{room\}/g, encodeURIComponent(this.code)).replace(/\{seat\}/g, seat === null ? '' : String(seat + 1)).replace(/\{invite\}/g, encodeURIComponent(secret));
    const u = new URL(globalThis.location?.href ?? 'http://localhost/');
    u.hash = '';
    u.searchParams.set('room', this.code);
    for (const k of ['seat', 'invite']) u.searchParams.delete(k);
    if (seat !== null) u.searchParams.set('seat', String(seat + 1));
    if (secret) u.searchParams.set('invite', secret);
    return u.href;
  }

  #clocked(m: ClockMessage): void {
    this.clock = m.seat === null ? null : { ...m, seat: m.seat, ends: performance.now() + m.ms };
    this.#tick(this.clock && !m.paused ? this.clock : null);
  }

  /** Keeps the seat card's clock up to date, once a second while one runs. */
  #tick(c: unknown): void {
    const show = () => {
      const k = this.clock;
      this.table.set({ clock: k ? { seat: k.seat, text: mss(k.paused ? k.ms : k.ends - performance.now()) } : null });
      this.host.requestUpdate();
    };
    if (this.#ticker) clearInterval(this.#ticker);
    this.#ticker = c ? setInterval(show, 1000) : null;
    show();
  }

  #heard(m: SaidMessage): void {
    const phrase = (PHRASES as readonly string[]).includes(m?.id);
    if (!Number.isInteger(m?.seat) || (!phrase && !(REACTIONS as readonly string[]).includes(m?.id))) return; // only the fixed set, never text
    const text = phrase ? this.table.say.t(`chat.${m.id}`) : m.id;
    this.said = [...this.said, { seat: m.seat, id: m.id, text }].slice(-SAID);
    this.host.dispatchEvent(new CustomEvent('domino-chat', { detail: { seat: m.seat, id: m.id, text }, bubbles: true, composed: true }));
    this.host.requestUpdate();
  }

  /** A seat's name in the panel: "You" for this screen's, the room's name, else "Seat N" / "Computer N". */
  #seatName(i: number): string {
    return i === this.mySeat ? this.table.say.t('name.you') : this.names[i] ?? '';
  }

  async #copy(key: string, url: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      this.#copied = key;
    } catch {
      this.#copied = null; // no clipboard here: the link is on screen to select
    }
    this.host.requestUpdate();
  }

  async #share(label: string, url: string): Promise<void> {
    try {
      await navigator.share({ title: label, url });
    } catch {
      // dismissed
    }
  }

  async #showQr(key: string, label: string, url: string): Promise<void> {
    if (this.#qr?.key === key) return void ((this.#qr = null), this.host.requestUpdate());
    const q: { key: string; label: string; url: string; cells: boolean[][] | null } = (this.#qr = { key, label, url, cells: null });
    this.host.requestUpdate();
    try {
      const { encode } = await import('./qr.js'); // its own chunk, loaded when first asked for
      q.cells = encode(url, { ecc: 'M', border: 2 }).data;
    } catch (e) {
      this.table.report('internal', `the QR code did not load (${e})`);
      if (this.#qr === q) this.#qr = null;
    }
    this.host.requestUpdate();
  }

  /** The link, Copy, Share (where the browser can) and QR for one link. */
  #linkTools(key: string, label: string, url: string): TemplateResult {
    const w = this.table.say;
    const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
    return html`<a href=${url} class="link" data-link=${key} aria-label=${label}>${url}</a><span class="line"><button type="button" class="copy" data-link=${key} @click=${() => this.#copy(key, url)}>${this.#copied === key ? w.t('on.copied') : w.t('on.copy')}</button>${canShare
        ? html`<button type="button" class="share" @click=${() => this.#share(label, url)}>${w.t('on.share')}</button>`
        : nothing}<button type="button" class="qr-btn" data-link=${key} aria-expanded=${this.#qr?.key === key ? 'true' : 'false'} @click=${() => this.#showQr(key, label, url)}>${w.t('on.qr')}</button></span>`;
  }

  #qrCode(): TemplateResult | typeof nothing {
    const q = this.#qr;
    const seat = q?.key.startsWith('seat-') ? +q.key.slice(5) : null;
    if (!q || (seat !== null && this.seats[seat]?.kind !== 'open')) return nothing; // (its seat was taken meanwhile)
    const c = q.cells;
    const n = c?.length ?? 0;
    const d = c ? c.flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : ''))).join('') : '';
    return html`<figure class="qr" data-qr=${q.key}>${c
        ? svg`<svg viewBox="0 0 ${n} ${n}" role="img" aria-label=${this.table.say.t('on.qr-of', { what: q.label })} shape-rendering="crispEdges"><path d=${d} fill="#000"/></svg>`
        : html`<span>…</span>`}<figcaption>${q.label}</figcaption></figure>`;
  }

  /** The room panel (see the module comment); nothing until a room is joined. */
  panel(): TemplateResult | typeof nothing {
    if (!this.code || this.status === 'closed' || !this.seats.length) return nothing;
    const w = this.table.say;
    const seatN = (i: number) => w.t('on.seat-n', { n: i + 1 });
    const playing = !!this.table.game && !this.record;
    const free = !this.invitesOnly && this.seats.some((s) => s.kind === 'open');
    const mine = this.mySeat !== null ? this.seats[this.mySeat] : undefined;
    const k = this.clock;
    const seatLine = (s: SeatInfo, i: number) => {
      const tag = i === this.mySeat ? '' : s.kind === 'open' ? w.t('on.free') : s.kind === 'ai' ? w.t('on.computer') : s.standIn ? w.t('on.stand-in') : s.connected ? w.t('on.here') : w.t('on.away');
      // Links to a free seat: anyone seated may pass them on (in a room with invitations, the host only: it has the secrets).
      const invite = s.kind === 'open' && this.mySeat !== null && (this.#invites ? !!this.#invites[i] : true);
      return html`<li class="rs ${i === this.mySeat ? 'me' : ''} ${s.kind}" data-seat=${i}><span class="line"><span class="dot ${s.kind === 'ai' ? 'ai' : s.connected ? 'on' : ''}" aria-hidden="true"></span><span class="seatno">${seatN(i)}</span>${s.kind === 'open' ? nothing : html`<span class="nm">${this.#seatName(i)}</span>`}${tag ? html`<span class="tag">${tag}</span>` : nothing}${k && k.seat === i
          ? html`<span class="tick" role="timer">${mss(k.paused ? k.ms : k.ends - performance.now())}</span>`
          : nothing}${s.kind === 'open' && this.mySeat === null && !this.invitesOnly ? html`<button type="button" class="take" @click=${() => (this.host.seat = i)}>${w.t('on.take', { seat: seatN(i) })}</button>` : nothing}</span>${invite
          ? this.#linkTools(`seat-${i}`, w.t('on.invite', { seat: seatN(i) }), this.link(i))
          : nothing}</li>`;
    };
    return html`<section part="room" class="room" aria-label=${w.t('on.room', { code: this.code })}>
      <h2>${w.t('on.room', { code: '' })}<code>${this.code}</code>${this.paused ? html`<span class="tag">${w.t('on.paused')}</span>` : nothing}</h2>
      ${this.taken !== null && this.mySeat === null ? html`<p class="offer" role="alert">${w.t(free ? 'on.taken' : 'on.taken-full', { seat: seatN(this.taken) })}</p>` : nothing}
      <ol>${this.seats.map(seatLine)}</ol>
      <div class="watch"><span>${w.t('on.watch-link')}</span>${this.#linkTools('watch', w.t('on.watch-link'), this.link(null))}</div>
      ${this.#qrCode()}
      <div class="line">${!this.table.game && this.mySeat !== null ? html`<button type="button" class="start" @click=${() => this.#room?.send(C.start)}>${w.t('on.start-now')}</button>` : nothing}${this.isHost && playing
        ? html`<button type="button" class="pause" aria-pressed=${this.paused ? 'true' : 'false'} @click=${() => this.pause(!this.paused)}>${w.t(this.paused ? 'on.resume' : 'on.pause')}</button>`
        : nothing}${mine?.standIn ? html`<button type="button" class="back" @click=${() => this.back()}>${w.t('on.back')}</button>` : nothing}</div>
      ${this.mySeat !== null
        ? html`<div class="chat" role="group" aria-label=${w.t('on.chat')}>${PHRASES.map((id) => html`<button type="button" data-say=${id} @click=${() => this.say(id)}>${w.t(`chat.${id}`)}</button>`)}${REACTIONS.map(
            (id) => html`<button type="button" data-say=${id} aria-label=${w.t(`chat.${id}`)} title=${w.t(`chat.${id}`)} @click=${() => this.say(id)}>${id}</button>`,
          )}</div>`
        : nothing}
      <ul class="said" aria-live="polite" aria-label=${w.t('on.chat')}>${this.said.map((m) => html`<li data-seat=${m.seat}><b>${this.#seatName(m.seat) || seatN(m.seat)}</b>: <span class="text">${m.text}</span></li>`)}</ul>
    </section>`;
  }

  /** The connection bar: the room's state, the fair-deal badge (who sits where is in the room panel). */
  bar(): TemplateResult {
    const w = this.table.say;
    const waiting = this.status === 'open' && !this.table.game;
    const state = this.status === 'open' ? w.t('on.open', { code: this.code }) : w.t(`on.${this.status}`);
    const v = this.verdict;
    const taken = this.taken !== null && this.mySeat === null && this.status === 'open';
    return html`<div part="online" class="online" role="status"><span class="state ${this.status}">${state}${this.mySeat === null && this.status === 'open' ? ` · ${w.t('on.watching')}` : ''}</span>${taken ? html`<span class="taken">${w.t(!this.invitesOnly && this.seats.some((x) => x.kind === 'open') ? 'on.taken-short' : 'on.taken-full', { seat: w.t('on.seat-n', { n: this.taken! + 1 }) })}</span>` : nothing}${v
        ? html`<span class="fair ${v.ok ? '' : 'bad'}" title=${v.ok && this.#fair ? w.t('on.fair-title', { seed: this.#fair.seed.slice(0, 16), commitment: this.#fair.commitment.slice(0, 16) }) : v.ok ? '' : v.reason}>${w.t(v.ok ? 'on.fair' : 'on.unfair')}</span>`
        : nothing}${waiting ? html`<span>${w.t('on.waiting', { code: this.code })}</span>` : nothing}</div>${this.#askName()}`;
  }
}
