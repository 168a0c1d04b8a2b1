import { LitElement, html, svg, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { legalActions, playerRange, VARIANTS } from '../engine/index.js';
import type { Action, GameConfig, GameState, Options } from '../engine/index.js';
import { cached, en, load, matchLang } from '../i18n/index.js';
import type { Messages } from '../i18n/index.js';
import { GameController } from './game-controller.js';
import { RecordLog } from './record-log.js';
import type { GameRecord } from '../record/record.js';
import type { Learn } from './modes/learn.js';
import type { Happening, TableHost } from './game-controller.js';
import { layoutBoard, playable, unitFor, PLATE } from './view-model.js';
import type { Board } from './view-model.js';
import { face } from './tile.js';
import { styles } from './domino-table.styles.js';

const NAMES = 'Ana Bo Cy Di Ed Flo Gus Hal Ivy Jo'.split(' ');
const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const split = (t: string) => t.split('-').map(Number);
const seatsOf = (g: GameState) => [...Array(g.players).keys()];
const has = (legal: Action[], type: string) => legal.some((a) => a.type === type);
const owner = (p: string) => (p.startsWith('train-') ? +p.slice(6) : null);
const fmt = (n: number) => (n > 0 ? '+' + n : n < 0 ? '−' + -n : '0');
const randomSeed = () => (Math.random() * 0x7fffffff) | 0;
/** A standing tile in its own little svg: face up (`t`, e.g. "6-4") or face down (null). */
const mini = (t: string | null, mx?: boolean) => html`<svg viewBox="-.52 -1.02 1.04 2.04" class=${mx ? 'mx' : ''} aria-hidden="true">${face(t ? split(t) : null, true)}</svg>`;
/** A button: `q` quiet, `k` its keyboard shortcut, `i` its tabindex. */
const btn = (label: string, f: (e: MouseEvent) => void, q?: boolean, k?: string, i?: number) =>
  html`<button class="btn ${q ? 'quiet' : ''}" tabindex=${i ?? nothing} aria-keyshortcuts=${k ?? nothing} @click=${f}>${label}</button>`;

/**
 * A domino table: plays Brazilian partnership, Polish draw, Mexican Train and
 * All Fives in the browser. Rules come from the engine; the element only shows
 * the state and offers what `legalActions` allows.
 *
 * Keyboard: arrow keys move among playable tiles (then among places), Enter or
 * Space selects/plays, Escape cancels, D draws, P passes, E ends the turn, N
 * deals the next round.
 *
 * @fires {CustomEvent<{variant: string, players: number, seed: number, names: string[], humans: number[], options: object}>} domino-game-start - A game started (on connect, or by newGame()).
 * @fires {CustomEvent<{round: number, leader: number|null, turn: number|null, engine?: string}>} domino-round-start - A round was dealt.
 * @fires {CustomEvent<{seat: number, round: number, human: boolean, legalActions?: object[]}>} domino-turn - A seat is to act; people at this screen also get their legal actions.
 * @fires {CustomEvent<{seat: number, tile: string, at: string|null, points: number}>} domino-play - A tile was played (points: what it scored, All Fives).
 * @fires {CustomEvent<{seat: number, boneyard: number, tile?: string}>} domino-draw - A tile was drawn (the tile only when that hand is visible here).
 * @fires {CustomEvent<{seat: number}>} domino-pass - A seat passed.
 * @fires {CustomEvent<{round: number, reason: 'domino'|'blocked', winner: number|null, points: number[], pips: number[], totals: number[]}>} domino-round-end - A round was counted.
 * @fires {CustomEvent<{winner: number|number[]|null, totals: number[]}>} domino-game-end - The game is over.
 * @fires {CustomEvent<{code: string, message: string}>} domino-error - Bad input or a refused action; nothing was lost.
 *
 * @cssprop [--domino-felt=#1b6a43] - Table felt colour.
 * @cssprop [--domino-felt-edge=#0d3f27] - Felt colour at the edges.
 * @cssprop [--domino-rim=#6e4322] - Wooden rim colour.
 * @cssprop [--domino-tile=#fbf6e6] - Tile face (ivory).
 * @cssprop [--domino-tile-edge=#cfc3a1] - Tile side.
 * @cssprop [--domino-pip=#1c1c1c] - Pips (double-six sets; Mexican Train uses coloured pips).
 * @cssprop [--domino-back=#7d1f2c] - Back of face-down tiles.
 * @cssprop [--domino-accent=#ffd45c] - Highlights: turn, playable tiles, places, buttons.
 * @cssprop [--domino-text=#f6f2e7] - Text on the felt.
 * @cssprop [--domino-team-a=#ffae5c] - Partnership team A (seats 0 and 2).
 * @cssprop [--domino-team-b=#7cc8ff] - Partnership team B (seats 1 and 3).
 * @cssprop [--domino-focus=#ffe27a] - Focus ring.
 * @cssprop [--domino-radius=18px] - Table corner radius.
 * @cssprop [--domino-font=system-ui] - Font family.
 * @cssprop [--domino-hand-tile=34px] - Width of a tile in the hand.
 *
 * @csspart table - The whole table (felt).
 * @csspart line - The layout of play (line, spinner arms, trains).
 * @csspart hand - The rack of the person at this screen.
 * @csspart tile - A tile in the hand; also `playable`, `selected`, `face-down`.
 * @csspart playable - A hand tile that can be played now.
 * @csspart selected - The selected hand tile.
 * @csspart face-down - A hand tile shown face down.
 * @csspart boneyard - The boneyard and its count.
 * @csspart score - Seats with their scores.
 * @csspart status - Whose turn it is and what to do.
 */
export class DominoTable extends LitElement implements TableHost {
  static override styles = styles;
  // Declared without decorators: lowered standard decorators cost the CDN bundle over 1 KB gzip.
  static override properties = {
    variant: { reflect: true },
    players: { type: Number },
    humans: {},
    names: {},
    level: {},
    seed: { type: Number },
    options: { converter: { fromAttribute: (v: string | null) => v ?? undefined } },
    mode: {},
    record: {},
    step: { type: Number },
    lesson: {},
    speed: { type: Number },
    openHands: { type: Boolean, attribute: 'open-hands', reflect: true },
  };

  /** Rule set: `partnership`, `draw`, `mexican-train` or `all-fives`. */
  declare variant: string;
  /** Seat count within the variant's range (default: the variant's). */
  declare players: number | undefined;
  /** Seats played at this screen: `"0"`, `"0,2"`, `"all"` (pass-and-play) or `"none"` (watch). */
  declare humans: string;
  /** Comma-separated seat names (plain text). */
  declare names: string;
  /** Computer players: `easy`, `medium`, `hard`. */
  declare level: string;
  /** Seed for reproducible deals. */
  declare seed: number | undefined;
  /** House rules: JSON text (attribute) or an object (property). */
  declare options: Options | string | undefined;
  /**
   * `play` (default); `teach` narrates every step in the element's language, explains every count and highlights
   * legal tiles (a record with `expect` entries opens as the author's own lesson); `replay` steps through `record`
   * (or the game just played) with every hand face up.
   */
  declare mode: string;
  /** A game record to open: JSON or the compact `dt1.…` text (replay: at `step`; play and teach: at its last step). */
  declare record: string;
  /** Replay: the step shown (0 = the deal); set it to jump, it follows the replay. */
  declare step: number | undefined;
  /** A built-in lesson: `partnership`, `draw`, `draw-start`, `all-fives`, `mexican-train` (a variant name picks its lesson). */
  declare lesson: string;
  /** Milliseconds a computer seat waits before each move; 0 plays and animates instantly. */
  declare speed: number;
  /** Show every hand face up. */
  declare openHands: boolean;

  // Internal reactive state, changed only through #put (which requests a render, as @state would).
  #st = { sel: null as string | null, w: 0, m: en as Messages }; // selected hand tile, board width, catalogue
  /** @internal */
  readonly ctl = new GameController(this);
  /** @internal The game's record so far. */
  readonly log = new RecordLog();
  /** @internal Teach, lessons, replay and undo, once loaded. */
  learn: Learn | null = null;
  #lp: Promise<Learn> | null = null;
  #ro = new ResizeObserver((e) => this.#put({ w: Math.floor(e[0]!.contentRect.width) }));
  #rove: string | null = null; // the hand tile that holds tabindex 0
  #placeFocus = 0;
  #refocus: 'hand' | 'places' | 'panel' | null = null;
  #pending = false; // keyboard focus to restore after a move
  #langKey = '';
  #seen = new Map<string, number>(); // board tile → when it was first drawn this round
  #seenKey = '';
  #propsKey = '';

  constructor() {
    super();
    this.variant = '';
    this.players = undefined;
    this.humans = '0';
    this.names = '';
    this.level = 'medium';
    this.seed = undefined;
    this.options = undefined;
    this.mode = 'play';
    this.record = this.lesson = '';
    this.step = undefined;
    this.speed = 700;
    this.openHands = false;
  }

  #put(patch: Partial<{ sel: string | null; w: number; m: Messages }>): void {
    const st = this.#st as Record<string, unknown>;
    for (const [k, v] of Object.entries(patch)) if (st[k] !== v) (st[k] = v), this.requestUpdate();
  }

  get #msg(): Messages {
    return this.#st.m;
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /** A serializable snapshot of the game (the engine state), or null before a game started. */
  get state(): GameState | null {
    return this.ctl.game && structuredClone(this.ctl.game);
  }

  /** The legal actions of the seat to move. */
  get legalActions(): Action[] {
    return this.ctl.game ? legalActions(this.ctl.game) : [];
  }

  /** Starts a new game; `config` overrides the attributes (variant, players, seed, options, deals). */
  newGame(config: Partial<GameConfig> = {}): void {
    const base = this.#config();
    if (!base && !config.variant) return;
    this.#put({ sel: null });
    this.#propsKey = this.#key();
    this.ctl.start({ ...base, seed: config.seed ?? this.seed ?? randomSeed(), ...config } as GameConfig, false);
  }

  /** Plays a tile for the person whose turn it is; `at` may be left out when only one place fits. */
  play(tile: string, at?: string): void {
    const g = this.ctl.game;
    if (g && at === undefined) {
      const p = playable(legalActions(g));
      const places = p.get(tile) ?? p.get(tile.split('-').reverse().join('-'));
      if (places?.length === 1) at = places[0];
    }
    this.#put({ sel: null });
    this.ctl.act(at === undefined ? { type: 'play', tile } : { type: 'play', tile, at });
  }

  /** Draws a tile (`from: "back"` in the draw game, D-16). */
  draw(from?: 'front' | 'back'): void {
    this.ctl.act(from ? { type: 'draw', from } : { type: 'draw' });
  }

  /** Passes (only legal when the rules force it). */
  pass(): void {
    this.ctl.act({ type: 'pass' });
  }

  /** Ends a Mexican Train opening chain. */
  endTurn(): void {
    this.ctl.act({ type: 'end-turn' });
  }

  /** Deals the next round after a count. */
  nextRound(): void {
    this.ctl.act({ type: 'next-round' });
  }

  /** Takes back the last move of a person here and the computer moves after it (a drawn tile stays drawn); false when refused (`domino-error` `cannot-undo`). */
  async undo(): Promise<boolean> {
    return (await this.#learn()).undo();
  }
  /** In a lesson: shows and returns the hint for the move it waits for; otherwise null. */
  async hint(): Promise<string | null> {
    return this.learn?.hint() ?? null;
  }
  /** The game as a plain JSON record (API.md): the record shown in replay or a lesson, else the game played; null before a game. */
  toRecord(): GameRecord | null {
    return this.learn?.shown() ?? this.log.toRecord();
  }
  /** toRecord() as compact URL-safe text (`dt1.…`). */
  async toRecordText(): Promise<string | null> {
    const r = this.toRecord();
    return r && (await import('./modes/learn.js')).encodeRecord(r);
  }
  /** Opens a record (object, JSON or `dt1.…` text) in the current mode; false when refused (`domino-error` `bad-record`, the game is kept). */
  async load(record: unknown): Promise<boolean> {
    return (await this.#learn()).load(record);
  }
  /** Replay: the next step. */
  next(): Promise<void> {
    return this.goTo((this.learn?.pos ?? 0) + 1);
  }
  /** Replay: the previous step. */
  previous(): Promise<void> {
    return this.goTo((this.learn?.pos ?? 0) - 1);
  }
  /** Replay: step `step` (0 = the deal). */
  async goTo(step: number): Promise<void> {
    (await this.#learn()).go(step);
  }

  #learn(): Promise<Learn> {
    return (this.#lp ??= import('./modes/learn.js').then((m) => {
      this.requestUpdate();
      return (this.learn ??= new m.Learn(this));
    }));
  }

  /** @internal */
  get learnLang(): string {
    return this.#msg.lang;
  }
  /** @internal */
  onStart(g: GameState): void {
    const n = this.names.split(',').map((x) => x.trim());
    this.log.start(g, n.some(Boolean) ? n : undefined);
  }
  /** @internal */
  onApplied(a: Action, g: GameState): void {
    this.log.push(a, g);
    this.learn?.applied();
  }
  /** @internal */
  intercept(a: Action): boolean {
    return !!this.learn?.intercept(a);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The felt's content box is as wide as the board.
    this.updateComplete.then(() => this.isConnected && this.#ro.observe(this.renderRoot.querySelector('.table')!));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#ro.disconnect();
  }

  /** Seats played at this screen. */
  isHuman(seat: number): boolean {
    const o = this.learn?.human(seat);
    if (o !== undefined) return o;
    const h = this.humans.trim().toLowerCase();
    return h === 'all' || (h !== 'none' && h !== '' && h.split(',').some((s) => +s === seat));
  }

  #humans(): number {
    const g = this.ctl.game;
    return g ? seatsOf(g).filter((s) => this.isHuman(s)).length : 0;
  }

  // The one person at this screen is "you".
  #you(seat: number): boolean {
    return this.#humans() === 1 && this.isHuman(seat);
  }

  /** Whether a seat's tiles are shown face up here now. */
  handVisible(seat: number, inPlay = false): boolean {
    const c = this.ctl;
    if (this.openHands || this.learn?.showAll || (!inPlay && c.game && c.game.phase !== 'playing')) return true;
    if (!this.isHuman(seat) || c.covered) return false;
    return c.viewer === null ? this.#humans() === 1 : c.viewer === seat;
  }

  #name(seat: number): string {
    return this.names.split(',')[seat]?.trim() || this.log.names?.[seat] || (this.#you(seat) ? this.#msg.you : NAMES[seat % 10]!);
  }

  // null = "you": the one person at this screen
  #who(seat: number | null): string | null {
    return seat === null ? '' : this.#you(seat) ? null : this.#name(seat);
  }

  #tile(t: string): string {
    const [hi, lo] = split(t);
    return this.#msg.tile(hi!, lo!);
  }

  #team(team: number): string {
    return `${this.#msg.team(team)} (${this.#name(team)} & ${this.#name(team + 2)})`;
  }

  #winner(w: number): string {
    return this.ctl.game?.variant === 'partnership' ? this.#team(w) : this.#name(w);
  }

  #owner(p: string): string | null {
    const s = owner(p);
    return s === null ? null : this.#who(s);
  }

  /** The sentence the live region reads for a happening. */
  describe(h: Happening): string {
    const d = h.detail as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const m = this.#msg;
    const who = this.#who(d.seat);
    switch (h.type) {
      case 'domino-play':
        return m.plays(who, this.#tile(d.tile), d.at ? m.at(d.at, this.#owner(d.at)) : '', d.points);
      case 'domino-draw':
        return m.draws(who, d.tile ? this.#tile(d.tile) : null);
      case 'domino-pass':
        return m.passes(who);
      case 'end-turn':
        return m.ends(who);
      case 'domino-round-start':
        return m.roundStarts(d.round);
      case 'domino-round-end':
        return `${this.#head(d.reason, d.winner)} ${this.#scores(d.winner, d.points)}`;
      case 'domino-game-end':
        return this.#winText();
      case 'domino-turn':
        return d.human ? m.turn(this.#humans() === 1 ? null : this.#name(d.seat)) + '.' : '';
    }
    return '';
  }

  #head(reason: string | undefined, w: number | null | undefined): string {
    return reason === 'blocked' ? this.#msg.blocked : w != null ? this.#msg.domino(this.#winner(w)) : '';
  }

  #scores(w: number | null, points: number[]): string {
    return w !== null ? this.#msg.scores(this.#winner(w), points[w] ?? 0) : this.#msg.noScore;
  }

  #winText(): string {
    const w = this.ctl.game?.winner;
    if (w == null) return this.#msg.gameOver;
    const list = ([] as number[]).concat(w);
    return this.#msg.wins(list.map((s) => (this.ctl.game?.variant === 'partnership' ? this.#team(s) : this.#who(s))));
  }

  /** Detail of `domino-game-start`. */
  startDetail(): Record<string, unknown> {
    const g = this.ctl.game!;
    const seats = seatsOf(g);
    return { variant: g.variant, players: g.players, seed: g.seed, names: seats.map((s) => this.#name(s)), humans: seats.filter((s) => this.isHuman(s)), options: g.options };
  }

  #key(): string {
    return JSON.stringify([this.variant, this.players, this.seed, this.options]);
  }

  /** The config the attributes describe, or null (and a reported error) when they are bad. */
  #config(): GameConfig | null {
    let options = this.options;
    if (typeof options === 'string') {
      try {
        options = options.trim() ? (JSON.parse(options) as Options) : undefined;
      } catch (e) {
        this.ctl.report('bad-options', this.#msg.err['bad-options']!(`not valid JSON (${(e as Error).message})`));
        return null;
      }
    }
    const c: GameConfig = { variant: this.variant as GameConfig['variant'] };
    if (this.players != null) c.players = this.players;
    if (this.seed != null && !Number.isNaN(this.seed)) c.seed = this.seed;
    if (options !== undefined) c.options = options;
    return c;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Restart only when the game's config really changed (not on every first render after newGame()).
    const key = this.#key();
    if (key !== this.#propsKey) {
      this.#propsKey = key;
      const config = this.record || this.lesson ? null : this.#config();
      if (config && !(VARIANTS as readonly string[]).includes(config.variant)) this.ctl.report('unknown-variant', this.#msg.err['unknown-variant']!(this.variant));
      else if (config) {
        this.#put({ sel: null });
        this.ctl.start({ ...config, seed: config.seed ?? randomSeed() }, !!this.ctl.game);
      }
    }
    this.#syncLang(); // after a start, which clears earlier messages
    if ((this.learn || this.mode !== 'play' || this.record || this.lesson) && ['mode', 'record', 'lesson', 'step'].some((k) => changed.has(k as 'mode'))) this.#learn().then((d) => d.sync());
    if (changed.has('humans') || changed.has('speed') || changed.has('level')) this.ctl.reschedule();
  }

  /** Picks the catalogue: `lang` attribute, else the closest `lang` up the tree, else the page's. */
  #syncLang(): void {
    const own = this.getAttribute('lang');
    const tag = own ?? (this.parentElement?.closest('[lang]') as HTMLElement | null)?.lang ?? document.documentElement.lang ?? 'en';
    if (tag === this.#langKey) return;
    this.#langKey = tag;
    const code = matchLang(tag);
    if (!code) {
      this.#put({ m: en });
      if (own !== null) this.ctl.report('unknown-lang', en.err['unknown-lang']!(tag));
      return;
    }
    const hit = cached(code);
    if (hit) this.#put({ m: hit });
    else load(code).then((m) => this.#langKey === tag && this.#put({ m }));
  }

  #q(sel: string): HTMLElement | null {
    return this.renderRoot.querySelector(sel);
  }

  protected override updated(): void {
    const want = this.#refocus;
    this.#refocus = null;
    (want === 'places' ? this.#q('.places button') : want === 'panel' ? this.#q('.panel .btn') : want === 'hand' ? this.#q('.hand [tabindex="0"]') ?? this.#q('.controls .btn') ?? this.#q('.hand') : null)?.focus();
  }

  // ---- interaction

  #myTurn(g: GameState): boolean {
    return g.phase === 'playing' && g.turn !== null && this.isHuman(g.turn) && !this.ctl.covered;
  }

  #choose(tile: string, kbd: boolean): void {
    const g = this.ctl.game;
    const places = g && this.#myTurn(g) && playable(legalActions(g)).get(tile);
    if (!places) return;
    this.#rove = tile;
    if (places.length <= 1) {
      this.#refocus = kbd ? 'hand' : null;
      this.#keepFocus(kbd);
      this.play(tile, places[0]);
      return;
    }
    this.#put({ sel: this.#st.sel === tile ? null : tile });
    this.#placeFocus = 0;
    if (kbd && this.#st.sel) this.#refocus = 'places';
  }

  #playAt(place: string, kbd = false): void {
    const t = this.#st.sel;
    if (!t) return;
    this.#keepFocus(kbd);
    this.play(t, place);
  }

  // After a move the played tile's button is gone: keep keyboard focus inside the element.
  #keepFocus(kbd: boolean): void {
    if (!kbd) return;
    this.#q('.hand')?.focus();
    this.#pending = true;
  }

  #act(type: Action['type']): void {
    this.#put({ sel: null });
    this.#keepFocus(!!(this.renderRoot as ShadowRoot).activeElement);
    this.ctl.act({ type } as Action);
  }

  #cancel(): void {
    this.#put({ sel: null });
    this.#refocus = 'hand';
  }

  // Arrow keys step `i` through `n` items (Home/End jump); null: not a moving key.
  #step(e: KeyboardEvent, i: number, n: number): number | null {
    const d = STEP[e.key];
    const j = d ? (i + d + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : null;
    if (j !== null) e.preventDefault();
    return j;
  }

  #onHandKey(e: KeyboardEvent, tiles: string[]): void {
    const i = this.#step(e, tiles.indexOf(this.#rove ?? ''), tiles.length);
    if (i === null) return;
    this.#rove = tiles[i] ?? null;
    this.#put({ sel: null });
    this.requestUpdate();
    this.updateComplete.then(() => this.#q('.hand [tabindex="0"]')?.focus());
  }

  #onPlacesKey(e: KeyboardEvent, n: number): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      return this.#cancel();
    }
    if (!STEP[e.key]) return;
    this.#placeFocus = this.#step(e, this.#placeFocus, n)!;
    this.requestUpdate();
    this.updateComplete.then(() => this.renderRoot.querySelectorAll<HTMLElement>('.places button')[this.#placeFocus]?.focus());
  }

  #onKey(e: KeyboardEvent): void {
    const g = this.ctl.game;
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || !g) return;
    if (this.learn?.key(e)) return e.preventDefault();
    const legal = legalActions(g);
    const k = e.key.toLowerCase();
    const mine = this.#myTurn(g);
    const a = (['draw', 'pass', 'end-turn'] as const)['dpe'.indexOf(k)];
    if (k === 'escape' && this.#st.sel) this.#cancel();
    else if (a && mine && has(legal, a)) this.#act(a);
    else if (k === 'n' && has(legal, 'next-round')) this.#act('next-round');
    else return;
    e.preventDefault();
  }

  // ---- rendering

  protected override render(): TemplateResult {
    const c = this.ctl;
    const g = c.game;
    const err = c.error;
    return html`<div part="table" class="table ${this.speed === 0 ? 'instant' : ''}" role="region" aria-label=${this.#msg.table} @keydown=${this.#onKey}>${err
      ? html`<div class="error" role="alert"><span>${this.#errText(err.code, err.message)}</span><button aria-label="✕" title="OK" @click=${() => c.dismiss()}>✕</button></div>`
      : nothing}${g ? this.#body(g) : html`<div class="board"></div>`}<div class="sr" aria-live="polite">${c.say}</div></div>`;
  }

  #body(g: GameState): unknown[] {
    const c = this.ctl;
    const m = this.#msg;
    const v = g.variant;
    const mx = v === 'mexican-train';
    const team = v === 'partnership';
    const playing = g.phase === 'playing';
    const mine = this.#myTurn(g);
    if (this.#pending && (mine || !playing)) {
      this.#pending = false;
      this.#refocus = mine ? 'hand' : 'panel';
    }
    const legal = mine ? legalActions(g) : [];
    const play = playable(legal);
    if (this.#st.sel && !play.has(this.#st.sel)) this.#put({ sel: null });
    const sel = this.#st.sel;
    const places = (sel && play.get(sel)) || [];
    const px = this.#st.w || this.clientWidth || 600;
    const u = unitFor(px, v);
    const turn = g.turn;
    const who = turn === null ? '' : this.#name(turn);
    const pill = (t: unknown, cls = '') => html`<span class="pill ${cls}">${t}</span>`;
    return [
      html`<div class="top"><div part="status" class="status">${this.#status(g, legal)}</div><div class="meta">${pill(`${m.variant[v]} · ${m.round(g.round, mx ? 13 : null)}`)}${v === 'all-fives' && g.count !== undefined ? pill(m.count(g.count)) : nothing}${team
        ? [0, 1].map((t) => pill(`${m.team(t)}: ${g.totals[t] ?? 0}`, 'team' + t))
        : html`<span part="boneyard" class="pill boneyard"><svg viewBox="-1.1 -.6 2.2 1.2" aria-hidden="true">${face()}</svg>${m.boneyard(g.boneyard.length)}</span>`}</div></div>`,
      this.#seats(g, mx, team),
      html`<div part="line" class="board" role="img" aria-label=${this.#boardLabel(g)}>${this.#board(g, layoutBoard(g, px / u, c.anchor, legal, sel), u, places[this.#placeFocus])}</div>`,
      this.learn?.panel(g) ?? nothing,
      c.covered && turn !== null && playing
        ? html`<div class="panel" role="group" aria-label=${m.ready(who)}><h2>${m.ready(who)}</h2>${btn(m.show(who), () => {
            c.reveal();
            this.#refocus = 'hand';
          })}</div>`
        : nothing,
      playing ? nothing : this.#count(g, mx, team),
      html`<div class="controls">${places.length > 1
        ? html`<div class="places" role="group" aria-label=${m.places} @keydown=${(e: KeyboardEvent) => this.#onPlacesKey(e, places.length)}>${places.map((p, i) =>
            btn(m.place(p, this.#owner(p), this.#number(g, p)), (e) => this.#playAt(p, !e.detail), false, undefined, i === this.#placeFocus ? 0 : -1),
          )}${btn(m.cancel, () => this.#cancel(), true)}</div>`
        : nothing}${(['draw', 'pass', 'end-turn'] as const).map((t, i) => (has(legal, t) ? btn([m.draw, m.pass, m.endTurn][i]!, () => this.#act(t), i > 1, 'DPE'[i]) : nothing))}${!this.learn?.view && playing && this.log.moved((s) => this.isHuman(s)) ? btn(m.undo, () => this.undo(), true) : nothing}</div>`,
      this.#hand(g, play, mx),
      mx ? this.#sheet(g, false) : nothing,
      this.#humans() ? html`<p class="help">${m.keys}</p>` : nothing,
    ];
  }

  #errText(code: string, message: string): string {
    const f = this.#msg.err[code];
    return code === 'unknown-variant'
      ? f!(this.variant)
      : code === 'unknown-lang'
        ? f!(this.getAttribute('lang') ?? '')
        : code === 'bad-options' && message.startsWith(this.#msg.err[code]!('').slice(0, 6))
          ? message
          : f
            ? f(message.replace(/\.$/, ''))
            : message;
  }

  #number(g: GameState, p: string): number | null {
    return g.ends?.[p] ?? g.trains?.[p] ?? (g.engine ? +g.engine.split('-')[0]! : null);
  }

  #round(g: GameState): string {
    return this.#msg.round(g.round, g.variant === 'mexican-train' ? 13 : null);
  }

  #status(g: GameState, legal: Action[]): string {
    const m = this.#msg;
    const t = g.turn;
    const is = (a: string) => has(legal, a);
    return g.phase === 'game-over'
      ? `${m.gameOver}: ${this.#winText()}`
      : g.phase === 'round-over'
        ? this.#round(g) + ' — ' + this.#head(g.result?.reason, g.result?.winner ?? 0)
        : t === null
          ? ''
          : !this.isHuman(t)
            ? this.learn?.view === 'replay' ? m.turn(this.#name(t)) : m.thinking(this.#name(t))
            : this.ctl.covered
              ? m.ready(this.#name(t))
              : `${m.turn(this.#humans() === 1 ? null : this.#name(t))} — ${this.#st.sel ? m.pickPlace : is('play') ? (is('end-turn') ? m.canEnd : m.pick) : is('draw') ? m.mustDraw : is('pass') ? m.mustPass : ''}`;
  }

  #boardLabel(g: GameState): string {
    const m = this.#msg;
    const list = (o: Record<string, number | null> | undefined, own: boolean) => Object.entries(o ?? {}).map(([p, n]) => m.place(p, own ? this.#owner(p) : null, n ?? this.#number(g, p))).join(', ');
    if (g.variant === 'mexican-train') return `${m.engine} ${g.engine ? this.#tile(g.engine) : ''}. ${list(g.trains, true)}`;
    const line = (g.line ?? []).map((t) => this.#tile(t.tile)).join(', ');
    const ends = list(g.ends, false);
    return line ? line + (ends ? '. ' + ends : '') : m.empty;
  }

  #seats(g: GameState, mx: boolean, team: boolean): TemplateResult {
    const m = this.#msg;
    const playing = g.phase === 'playing';
    return html`<div part="score" class="seats">${seatsOf(g).map((s) => {
      const now = g.turn === s && playing;
      const human = this.isHuman(s);
      const open = this.handVisible(s) && !(human && playing);
      const hand = g.hands[s] ?? [];
      return html`<div class="seat ${team ? 'team' + (s % 2) : ''} ${now ? 'turn' : ''}" aria-current=${now ? 'true' : nothing}><span class="name">${this.#name(s)}${g.markers?.includes(s)
        ? html` <span class="marker" title=${m.marker} role="img" aria-label=${m.marker}></span>`
        : nothing}</span><span class="row"><span class="minis ${open ? 'up' : ''}" aria-hidden="true">${open
        ? hand.map((t) => mini(t, mx))
        : human && this.#humans() === 1
          ? nothing
          : hand.slice(0, 8).map(() => mini(null))}</span>${m.tiles(hand.length)}</span>${team ? nothing : html`<span>${m.score}: ${g.totals[s] ?? 0}</span>`}</div>`;
    })}</div>`;
  }

  #board(g: GameState, b: Board, u: number, focus: string | undefined): TemplateResult {
    const [x, y, w, h] = b.box;
    const open = g.openDouble && g.trainTiles?.[g.openDouble]?.at(-1)?.tile;
    return html`<svg viewBox="${x} ${y} ${w} ${h}" style="height:${(h * u).toFixed(1)}px" class=${g.variant === 'mexican-train' ? 'mx' : ''} aria-hidden="true">${b.rail ? svg`<path class="rail" d=${b.rail}/>` : nothing}${b.labels.map(
      (l) =>
        svg`<g class="plate ${l.seat !== null && l.seat === g.turn ? 'turn' : ''}"><rect x=${l.x} y=${l.y - 0.55} width=${PLATE - 0.3} height="1.1" rx=".3"/><text x=${l.x + 0.25} y=${l.y + 0.04}>${this.#plate(l.seat)}</text>${l.marker ? svg`<circle cx=${l.x + PLATE - 0.75} cy=${l.y} r=".28"/>` : nothing}</g>`,
    )}${this.#order(g, b).map(
      (t) => svg`<g class="t ${t.tile === this.ctl.lastTile ? 'last' : ''} ${t.tile === open ? 'open' : ''}" style="transform:translate(${t.x.toFixed(3)}px,${t.y.toFixed(3)}px)">${face(t.p, t.v)}</g>`,
    )}${b.targets.map(
      (t) => svg`<g class="target ${t.place === focus ? 'focus' : ''}" @click=${() => this.#playAt(t.place)}><rect x=${t.x - (t.v ? 0.5 : 1)} y=${t.y - (t.v ? 1 : 0.5)} width=${t.v ? 1 : 2} height=${t.v ? 2 : 1} rx=".15"/></g>`,
    )}</svg>`;
  }

  // Tiles in the order they came to the table: a new one is always last, so lit (without keys) moves no others.
  #order(g: GameState, b: Board): Board['tiles'] {
    const k = g.seed + ':' + g.round;
    if (k !== this.#seenKey) (this.#seen = new Map()), (this.#seenKey = k);
    for (const t of b.tiles) if (!this.#seen.has(t.tile)) this.#seen.set(t.tile, this.#seen.size);
    return b.tiles.sort((x, y) => this.#seen.get(x.tile)! - this.#seen.get(y.tile)!);
  }

  #plate(seat: number | null): string {
    const t = seat === null ? this.#msg.mexican : this.#name(seat);
    return t.length > 9 ? t.slice(0, 8) + '…' : t;
  }

  #hand(g: GameState, play: Map<string, string[]>, mx: boolean): TemplateResult | typeof nothing {
    const m = this.#msg;
    const seat = this.ctl.viewer ?? seatsOf(g).find((s) => this.isHuman(s));
    if (seat === undefined) return nothing;
    const hand = g.hands[seat] ?? [];
    const up = this.handVisible(seat);
    const tiles = up && g.turn === seat && this.#myTurn(g) ? hand.filter((t) => play.has(t)) : [];
    if (!tiles.includes(this.#rove!)) this.#rove = tiles[0] ?? null;
    return html`<div part="hand" class="hand" role="toolbar" tabindex="-1" aria-label=${this.#humans() === 1 ? m.hand : m.handOf(this.#name(seat))} @keydown=${(e: KeyboardEvent) => this.#onHandKey(e, tiles)}>${hand.map(
      (t) => {
        const ok = tiles.includes(t);
        const sel = t === this.#st.sel;
        return html`<button part=${up ? `tile${ok ? ' playable' : ''}${sel ? ' selected' : ''}` : 'tile face-down'} class="${ok ? 'playable' : ''} ${sel ? 'sel' : ''}" tabindex=${ok && t === this.#rove ? 0 : -1} aria-disabled=${!ok} aria-pressed=${ok ? sel : nothing} aria-label=${up ? this.#tile(t) : m.tiles(1)} @click=${(e: MouseEvent) => ok && this.#choose(t, !e.detail)}>${mini(up ? t : null, mx)}</button>`;
      },
    )}</div>`;
  }

  #sheet(g: GameState, open: boolean): TemplateResult {
    const m = this.#msg;
    const seats = seatsOf(g);
    const row = (head: unknown, cell: (s: number) => unknown, cls = '') => html`<tr class=${cls}><th scope="row">${head}</th>${seats.map((s) => html`<td>${cell(s)}</td>`)}</tr>`;
    return html`<details class="sheet" ?open=${open}><summary>${m.sheet}</summary><div class="scroll"><table><thead><tr><th scope="col">${m.engine}</th>${seats.map((s) => html`<th scope="col">${this.#name(s)}</th>`)}</tr></thead><tbody>${[...Array(13).keys()].map((r) =>
      row(`${12 - r}–${12 - r}`, (s) => this.ctl.history[r]?.[s] ?? '', r + 1 === g.round ? 'now' : ''),
    )}${row(m.total, (s) => html`<b>${g.totals[s] ?? 0}</b>`)}</tbody></table></div></details>`;
  }

  #count(g: GameState, mx: boolean, team: boolean): TemplateResult {
    const m = this.#msg;
    const r = g.result;
    const over = g.phase === 'game-over';
    const rows = team ? [0, 1] : seatsOf(g);
    const nameOf = (s: number) => (team ? this.#team(s) : this.#name(s));
    const n = (t: unknown) => html`<td class="n">${t}</td>`;
    return html`<div class="panel" role="group" aria-labelledby="count-head"><h2 id="count-head">${over ? this.#winText() : this.#head(r?.reason, r?.winner) || m.gameOver}</h2>${r
      ? html`${mx ? nothing : html`<p>${this.#scores(r.winner, r.points)}</p>`}${r.winner !== null && !mx ? html`<p class="sum">${this.#sum(g)}</p>` : nothing}<table><thead><tr><th scope="col"></th><th scope="col">${m.pips}</th>${team ? nothing : html`<th scope="col" class="n">${m.points}</th>`}<th scope="col" class="n">${m.total}</th></tr></thead><tbody>${rows.map(
          (s) =>
            html`<tr class=${team ? 'team' + s : ''}><th scope="row">${nameOf(s)}</th>${team
              ? html`<td>${[s, s + 2].map((p) => html`<div class="who">${this.#name(p)} ${this.#pips(g, p, mx)}</div>`)}</td>${n(`+${r.points[s] ?? 0} → ${g.totals[s] ?? 0}`)}`
              : html`<td>${this.#pips(g, s, mx)}</td>${n(fmt(r.points[s] ?? 0))}${n(g.totals[s] ?? 0)}`}</tr>`,
        )}</tbody></table>`
      : html`<table><tbody>${rows.map((s) => html`<tr><th scope="row">${nameOf(s)}</th>${n(g.totals[s] ?? 0)}</tr>`)}</tbody></table>`}${mx ? this.#sheet(g, over) : nothing}${over
      ? btn(m.newGame, () => this.newGame())
      : btn(m.nextRound, () => this.#act('next-round'), false, 'N')}</div>`;
  }

  #pips(g: GameState, s: number, mx: boolean): TemplateResult {
    const hand = g.hands[s] ?? [];
    return html`<span class="minis up" role="img" aria-label=${hand.map((t) => this.#tile(t)).join(', ') || '0'}>${hand.map((t) => mini(t, mx))}</span> ${g.result?.pips[s] ?? 0}`;
  }

  /** The count's arithmetic, e.g. "Bo 8 + Cy 3 = 11" or "(Bo 28) − Ana 2 = 26": shown, not decided. */
  #sum(g: GameState): string {
    const r = g.result!;
    const w = r.winner!;
    const pip = (s: number) => r.pips[s] ?? 0;
    const pts = r.points[w] ?? 0;
    const team = g.variant === 'partnership';
    const losers = (team ? [0, 1, 2, 3] : seatsOf(g)).filter((s) => (team ? s % 2 : s) !== w);
    const terms = losers.map((s) => `${this.#name(s)} ${pip(s)}`).join(' + ');
    const sum = losers.reduce((a, s) => a + pip(s), 0);
    const own = team ? 0 : pip(w);
    return pts === sum ? `${terms} = ${pts}` : pts === sum - own ? `(${terms}) − ${this.#name(w)} ${own} = ${pts}` : `${terms} = ${sum} → ${pts}`;
  }
}

if (!customElements.get('domino-table')) customElements.define('domino-table', DominoTable);

declare global {
  interface HTMLElementTagNameMap {
    'domino-table': DominoTable;
  }
}

export { playerRange };
