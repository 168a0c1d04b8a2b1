import { LitElement, html, svg, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { legalActions, playerRange, VARIANTS } from '../engine/index.js';
import type { Action, GameConfig, GameState, Options } from '../engine/index.js';
import { cached, en, load, matchLang } from '../i18n/index.js';
import type { Messages } from '../i18n/index.js';
import { GameController } from './game-controller.js';
import type { Happening, TableHost } from './game-controller.js';
import { layoutBoard, playable, unitFor, PLATE } from './view-model.js';
import type { Board } from './view-model.js';
import { faceDown, faceUp } from './tile.js';
import { styles } from './domino-table.styles.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'];
const split = (t: string) => t.split('-').map(Number) as [number, number];

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

  /** Rule set: `partnership`, `draw`, `mexican-train` or `all-fives`. */
  @property({ reflect: true }) accessor variant = '';
  /** Seat count within the variant's range (default: the variant's). */
  @property({ type: Number }) accessor players: number | undefined = undefined;
  /** Seats played at this screen: `"0"`, `"0,2"`, `"all"` (pass-and-play) or `"none"` (watch). */
  @property() accessor humans = '0';
  /** Comma-separated seat names (plain text). */
  @property() accessor names = '';
  /** Computer players: `easy`, `medium`, `hard`. */
  @property() accessor level = 'medium';
  /** Seed for reproducible deals. */
  @property({ type: Number }) accessor seed: number | undefined = undefined;
  /** House rules: JSON text (attribute) or an object (property). */
  @property({ converter: { fromAttribute: (v: string | null) => v ?? undefined } }) accessor options: Options | string | undefined = undefined;
  /** `play` (default); `teach` and `replay` arrive with a later release and behave as `play` for now. */
  @property() accessor mode = 'play';
  /** A game record (later release). */
  @property() accessor record = '';
  /** Milliseconds a computer seat waits before each move; 0 plays and animates instantly. */
  @property({ type: Number }) accessor speed = 700;
  /** Show every hand face up. */
  @property({ type: Boolean, attribute: 'open-hands', reflect: true }) accessor openHands = false;

  @state() private accessor selected: string | null = null;
  @state() private accessor width = 0;
  @state() private accessor msg: Messages = en;

  private ctl = new GameController(this);
  private ro: ResizeObserver | null = null;
  private rove: string | null = null; // the hand tile that holds tabindex 0
  private placeFocus = 0;
  private refocus: 'hand' | 'places' | 'panel' | null = null;
  private langKey = '';
  private propsKey = '';

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /** A serializable snapshot of the game (the engine state), or null before a game started. */
  get state(): GameState | null {
    return this.ctl.game ? structuredClone(this.ctl.game) : null;
  }

  /** The legal actions of the seat to move. */
  get legalActions(): Action[] {
    return this.ctl.game ? legalActions(this.ctl.game) : [];
  }

  /** Starts a new game; `config` overrides the attributes (variant, players, seed, options, deals). */
  newGame(config: Partial<GameConfig> = {}): void {
    const base = this.configFromProps();
    if (!base && !config.variant) return;
    this.selected = null;
    this.propsKey = JSON.stringify([this.variant, this.players, this.seed, this.options]);
    this.ctl.start({ ...(base ?? {}), seed: config.seed ?? this.seed ?? randomSeed(), ...config } as GameConfig, false);
  }

  /** Plays a tile for the person whose turn it is; `at` may be left out when only one place fits. */
  play(tile: string, at?: string): void {
    const g = this.ctl.game;
    if (g && at === undefined) {
      const places = playable(legalActions(g)).get(tile) ?? playable(legalActions(g)).get(tile.split('-').reverse().join('-'));
      if (places && places.length === 1) at = places[0];
    }
    this.selected = null;
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

  /** Not supported yet (a later release). */
  undo(): never {
    throw new Error('undo() is not supported yet');
  }
  /** Not supported yet (a later release). */
  hint(): never {
    throw new Error('hint() is not supported yet');
  }
  /** Not supported yet (a later release). */
  toRecord(): never {
    throw new Error('toRecord() is not supported yet');
  }
  /** Not supported yet (a later release). */
  load(_record: unknown): never {
    throw new Error('load() is not supported yet');
  }
  /** Not supported yet (a later release). */
  next(): never {
    throw new Error('next() is not supported yet');
  }
  /** Not supported yet (a later release). */
  previous(): never {
    throw new Error('previous() is not supported yet');
  }
  /** Not supported yet (a later release). */
  goTo(_step: number): never {
    throw new Error('goTo() is not supported yet');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.ro = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]!.contentRect.width);
      if (w !== this.width) this.width = w;
    });
    this.updateComplete.then(() => {
      const board = this.renderRoot.querySelector('.board');
      if (board && this.ro) this.ro.observe(board);
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.ro?.disconnect();
    this.ro = null;
  }

  /** Seats played at this screen. */
  isHuman(seat: number): boolean {
    const h = this.humans.trim().toLowerCase();
    if (h === 'all') return true;
    if (h === 'none' || h === '') return false;
    return h.split(',').some((s) => Number(s) === seat);
  }

  private humanCount(): number {
    const n = this.ctl.game?.players ?? 0;
    let c = 0;
    for (let s = 0; s < n; s++) if (this.isHuman(s)) c++;
    return c;
  }

  /** Whether a seat's tiles are shown face up here now. */
  handVisible(seat: number, inPlay = false): boolean {
    const g = this.ctl.game;
    if (this.openHands || (!inPlay && g && g.phase !== 'playing')) return true;
    if (!this.isHuman(seat) || this.ctl.covered) return false;
    return this.ctl.viewer === null ? this.humanCount() === 1 : this.ctl.viewer === seat;
  }

  private name(seat: number): string {
    const given = this.names.split(',')[seat]?.trim();
    if (given) return given;
    return this.humanCount() === 1 && this.isHuman(seat) ? this.msg.you : NAMES[seat % NAMES.length]!;
  }

  // null = "you": the one person at this screen
  private who(seat: number | null): string | null {
    if (seat === null) return '';
    return this.humanCount() === 1 && this.isHuman(seat) ? null : this.name(seat);
  }

  private tileName(t: string): string {
    const [hi, lo] = split(t);
    return this.msg.tile(hi, lo);
  }

  private teamName(team: number): string {
    return `${this.msg.team(team)} (${this.name(team)} & ${this.name(team + 2)})`;
  }

  private winnerName(w: number): string {
    return this.ctl.game?.variant === 'partnership' ? this.teamName(w) : this.name(w);
  }

  /** The sentence the live region reads for a happening. */
  describe(h: Happening): string {
    const d = h.detail as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const m = this.msg;
    const seat = d.seat as number | null;
    switch (h.type) {
      case 'domino-play': {
        const at = d.at as string | null;
        const owner = at?.startsWith('train-') ? this.who(Number(at.slice(6))) : null;
        return m.plays(this.who(seat), this.tileName(d.tile), at ? m.at(at, owner) : '', d.points);
      }
      case 'domino-draw':
        return m.draws(this.who(seat), d.tile ? this.tileName(d.tile) : null);
      case 'domino-pass':
        return m.passes(this.who(seat));
      case 'end-turn':
        return m.ends(this.who(seat));
      case 'domino-round-start':
        return m.roundStarts(d.round);
      case 'domino-round-end': {
        const w = d.winner as number | null;
        const head = d.reason === 'blocked' ? m.blocked : w !== null ? m.domino(this.winnerName(w)) : '';
        return `${head} ${w !== null ? m.scores(this.winnerName(w), (d.points as number[])[w]!) : m.noScore}`;
      }
      case 'domino-game-end':
        return this.winText();
      case 'domino-turn':
        return d.human ? m.turn(this.humanCount() === 1 ? null : this.name(seat!)) + '.' : '';
      default:
        return '';
    }
  }

  private winText(): string {
    const w = this.ctl.game?.winner;
    if (w === null || w === undefined) return this.msg.gameOver;
    const list = Array.isArray(w) ? w : [w];
    if (this.ctl.game?.variant === 'partnership') return this.msg.wins(list.map((t) => this.teamName(t)));
    return this.msg.wins(list.map((s) => this.who(s)));
  }

  /** Detail of `domino-game-start`. */
  startDetail(): Record<string, unknown> {
    const g = this.ctl.game!;
    const seats = Array.from({ length: g.players }, (_, s) => s);
    return { variant: g.variant, players: g.players, seed: g.seed, names: seats.map((s) => this.name(s)), humans: seats.filter((s) => this.isHuman(s)), options: g.options };
  }

  /** The config the attributes describe, or null (and a reported error) when they are bad. */
  private configFromProps(): GameConfig | null {
    let options = this.options;
    if (typeof options === 'string') {
      if (options.trim() === '') options = undefined;
      else {
        try {
          options = JSON.parse(options) as Options;
        } catch (e) {
          this.ctl.report('bad-options', this.msg.err['bad-options']!(`not valid JSON (${(e as Error).message})`));
          return null;
        }
      }
    }
    const c: GameConfig = { variant: this.variant as GameConfig['variant'] };
    if (this.players !== undefined && this.players !== null) c.players = this.players;
    if (this.seed !== undefined && this.seed !== null && !Number.isNaN(this.seed)) c.seed = this.seed;
    if (options !== undefined) c.options = options as Options;
    return c;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Restart only when the game's config really changed (not on every first render after newGame()).
    const key = JSON.stringify([this.variant, this.players, this.seed, this.options]);
    if (key !== this.propsKey) {
      this.propsKey = key;
      const config = this.configFromProps();
      if (config) {
        if (!(VARIANTS as readonly string[]).includes(config.variant)) {
          this.ctl.report('unknown-variant', this.msg.err['unknown-variant']!(String(this.variant)));
        } else {
          this.selected = null;
          this.ctl.start({ ...config, seed: config.seed ?? randomSeed() }, this.ctl.started);
        }
      }
    }
    this.syncLang(); // after a start, which clears earlier messages
    if (changed.has('humans') || changed.has('speed') || changed.has('level')) this.ctl.reschedule();
  }

  /** Picks the catalogue: `lang` attribute, else the closest `lang` up the tree, else the page's. */
  private syncLang(): void {
    const own = this.getAttribute('lang');
    const tag = own ?? (this.parentElement?.closest('[lang]') as HTMLElement | null)?.lang ?? document.documentElement.lang ?? 'en';
    if (tag === this.langKey) return;
    this.langKey = tag;
    const code = matchLang(tag);
    if (!code) {
      this.msg = en;
      if (own !== null) this.ctl.report('unknown-lang', en.err['unknown-lang']!(tag));
      return;
    }
    const hit = cached(code);
    if (hit) this.msg = hit;
    else load(code).then((m) => this.langKey === tag && (this.msg = m));
  }

  protected override updated(): void {
    const want = this.refocus;
    this.refocus = null;
    if (want === 'places') (this.renderRoot.querySelector('.places button') as HTMLElement | null)?.focus();
    else if (want === 'panel') (this.renderRoot.querySelector('.panel .btn') as HTMLElement | null)?.focus();
    else if (want === 'hand') {
      const t = this.renderRoot.querySelector<HTMLElement>('.hand button[tabindex="0"]') ?? this.renderRoot.querySelector<HTMLElement>('.controls .btn') ?? this.renderRoot.querySelector<HTMLElement>('.hand');
      t?.focus();
    }
  }

  // ---- interaction

  private myTurn(g: GameState): boolean {
    return g.phase === 'playing' && g.turn !== null && this.isHuman(g.turn) && !this.ctl.covered;
  }

  private choose(tile: string, kbd: boolean): void {
    const g = this.ctl.game;
    if (!g || !this.myTurn(g)) return;
    const places = playable(legalActions(g)).get(tile);
    if (!places) return;
    this.rove = tile;
    if (places.length <= 1) {
      this.refocus = kbd ? 'hand' : null;
      this.keepFocus(kbd);
      this.play(tile, places[0]);
      return;
    }
    this.selected = this.selected === tile ? null : tile;
    this.placeFocus = 0;
    if (kbd && this.selected) this.refocus = 'places';
  }

  private playAt(place: string, kbd = false): void {
    const t = this.selected;
    if (!t) return;
    this.keepFocus(kbd);
    this.play(t, place);
  }

  // After a move the played tile's button is gone: keep keyboard focus inside the element.
  private keepFocus(kbd: boolean): void {
    if (!kbd) return;
    (this.renderRoot.querySelector('.hand') as HTMLElement | null)?.focus();
    this.pendingFocus = true;
  }
  private pendingFocus = false;

  private act(a: Action): void {
    this.selected = null;
    this.keepFocus(this.renderRoot.contains((this.renderRoot as ShadowRoot).activeElement));
    this.ctl.act(a);
  }

  private onHandKey(e: KeyboardEvent, tiles: string[]): void {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let i = tiles.indexOf(this.rove ?? '');
    if (e.key in keys) i = (i + keys[e.key]! + tiles.length) % tiles.length;
    else if (e.key === 'Home') i = 0;
    else if (e.key === 'End') i = tiles.length - 1;
    else return;
    e.preventDefault();
    this.rove = tiles[i] ?? null;
    this.selected = null;
    this.requestUpdate();
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.hand button[tabindex="0"]')?.focus());
  }

  private onPlacesKey(e: KeyboardEvent, places: string[]): void {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      this.selected = null;
      this.refocus = 'hand';
      return;
    }
    if (!(e.key in keys)) return;
    e.preventDefault();
    this.placeFocus = (this.placeFocus + keys[e.key]! + places.length) % places.length;
    this.requestUpdate();
    this.updateComplete.then(() => (this.renderRoot.querySelectorAll<HTMLElement>('.places button')[this.placeFocus])?.focus());
  }

  private onKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const g = this.ctl.game;
    if (!g) return;
    const legal = legalActions(g);
    const k = e.key.toLowerCase();
    const has = (type: string) => legal.some((a) => a.type === type);
    if (k === 'escape' && this.selected) {
      this.selected = null;
      this.refocus = 'hand';
    } else if (k === 'd' && this.myTurn(g) && has('draw')) this.act({ type: 'draw' });
    else if (k === 'p' && this.myTurn(g) && has('pass')) this.act({ type: 'pass' });
    else if (k === 'e' && this.myTurn(g) && has('end-turn')) this.act({ type: 'end-turn' });
    else if (k === 'n' && has('next-round')) this.act({ type: 'next-round' });
    else return;
    e.preventDefault();
  }

  // ---- rendering

  protected override render(): TemplateResult {
    const g = this.ctl.game;
    const m = this.msg;
    const err = this.ctl.error;
    const errorBox = err
      ? html`<div class="error" role="alert"><span>${this.errorText(err.code, err.message)}</span><button aria-label="✕" title="OK" @click=${() => this.ctl.dismiss()}>✕</button></div>`
      : nothing;
    if (!g) {
      return html`<div part="table" class="table" role="region" aria-label=${m.table}>${errorBox}<div class="board"></div><div class="sr" aria-live="polite"></div></div>`;
    }
    if (this.pendingFocus && this.myTurn(g)) {
      this.pendingFocus = false;
      this.refocus = 'hand';
    }
    if (g.phase !== 'playing' && this.pendingFocus) {
      this.pendingFocus = false;
      this.refocus = 'panel';
    }
    const mine = this.myTurn(g);
    const legal = mine ? legalActions(g) : [];
    const play = playable(legal);
    if (this.selected && !play.has(this.selected)) this.selected = null;
    const px = this.width || this.clientWidth || 600;
    const u = unitFor(px, g.variant);
    const board = layoutBoard(g, px / u, this.ctl.anchor, legal, this.selected);
    const has = (type: string) => legal.some((a) => a.type === type);
    const sel = this.selected;
    const places = sel ? play.get(sel) ?? [] : [];
    return html`<div part="table" class="table ${this.speed === 0 ? 'instant' : ''}" role="region" aria-label=${m.table} @keydown=${this.onKey}>
      ${errorBox}
      <div class="top">
        <div part="status" class="status">${this.statusText(g, legal)}</div>
        <div class="meta">
          <span class="pill">${m.variant[g.variant]} · ${m.round(g.round, g.variant === 'mexican-train' ? 13 : null)}</span>
          ${g.variant === 'all-fives' && g.count !== undefined ? html`<span class="pill">${m.count(g.count)}</span>` : nothing}
          ${g.variant === 'partnership' ? [0, 1].map((t) => html`<span class="pill team${t}">${m.team(t)}: ${g.totals[t] ?? 0}</span>`) : nothing}
          ${g.variant !== 'partnership' ? html`<span part="boneyard" class="pill boneyard"><svg viewBox="-1.1 -.6 2.2 1.2" aria-hidden="true">${faceDown()}</svg>${m.boneyard(g.boneyard.length)}</span>` : nothing}
        </div>
      </div>
      ${this.renderSeats(g)}
      <div part="line" class="board" role="img" aria-label=${this.boardLabel(g)}>${this.renderBoard(g, board, u)}</div>
      ${this.ctl.covered && g.turn !== null && g.phase === 'playing'
        ? html`<div class="panel" role="group" aria-label=${m.ready(this.name(g.turn))}><h2>${m.ready(this.name(g.turn))}</h2><button class="btn" @click=${() => { this.ctl.reveal(); this.refocus = 'hand'; }}>${m.show(this.name(g.turn))}</button></div>`
        : nothing}
      ${g.phase !== 'playing' ? this.renderCount(g) : nothing}
      <div class="controls">
        ${sel && places.length > 1
          ? html`<div class="places" role="group" aria-label=${m.places} @keydown=${(e: KeyboardEvent) => this.onPlacesKey(e, places)}>
              ${places.map((p, i) => html`<button class="btn" tabindex=${i === this.placeFocus ? 0 : -1} @click=${(e: MouseEvent) => this.playAt(p, e.detail === 0)}>${m.place(p, this.placeOwner(p), this.placeNumber(g, p))}</button>`)}
              <button class="btn quiet" @click=${() => { this.selected = null; this.refocus = 'hand'; }}>${m.cancel}</button>
            </div>`
          : nothing}
        ${has('draw') ? html`<button class="btn" @click=${() => this.act({ type: 'draw' })} aria-keyshortcuts="D">${m.draw}</button>` : nothing}
        ${has('pass') ? html`<button class="btn" @click=${() => this.act({ type: 'pass' })} aria-keyshortcuts="P">${m.pass}</button>` : nothing}
        ${has('end-turn') ? html`<button class="btn quiet" @click=${() => this.act({ type: 'end-turn' })} aria-keyshortcuts="E">${m.endTurn}</button>` : nothing}
      </div>
      ${this.renderHand(g, play)}
      ${g.variant === 'mexican-train' ? this.renderSheet(g, false) : nothing}
      ${this.humanCount() > 0 ? html`<p class="help">${m.keys}</p>` : nothing}
      <div class="sr" aria-live="polite">${this.ctl.say}</div>
    </div>`;
  }

  private errorText(code: string, message: string): string {
    const f = this.msg.err[code];
    if (code === 'unknown-variant') return f!(String(this.variant));
    if (code === 'unknown-lang') return f!(this.getAttribute('lang') ?? '');
    if (code === 'bad-options' && message.startsWith(this.msg.err['bad-options']!('').slice(0, 6))) return message;
    return f ? f(message.replace(/\.$/, '')) : message;
  }

  private placeOwner(p: string): string | null {
    return p.startsWith('train-') ? this.who(Number(p.slice(6))) : null;
  }

  private placeNumber(g: GameState, p: string): number | null {
    const n = g.ends?.[p] ?? g.trains?.[p];
    if (n !== undefined && n !== null) return n;
    return g.engine ? Number(g.engine.split('-')[0]) : null;
  }

  private statusText(g: GameState, legal: Action[]): string {
    const m = this.msg;
    if (g.phase === 'game-over') return `${m.gameOver}: ${this.winText()}`;
    if (g.phase === 'round-over') return m.round(g.round, g.variant === 'mexican-train' ? 13 : null) + ' — ' + (g.result?.reason === 'blocked' ? m.blocked : m.domino(this.winnerName(g.result?.winner ?? 0)));
    if (g.turn === null) return '';
    if (!this.isHuman(g.turn)) return m.thinking(this.name(g.turn));
    if (this.ctl.covered) return m.ready(this.name(g.turn));
    const you = this.humanCount() === 1 ? null : this.name(g.turn);
    const has = (t: string) => legal.some((a) => a.type === t);
    const hint = this.selected ? m.pickPlace : has('play') ? (has('end-turn') ? m.canEnd : m.pick) : has('draw') ? m.mustDraw : has('pass') ? m.mustPass : '';
    return `${m.turn(you)} — ${hint}`;
  }

  private boardLabel(g: GameState): string {
    const m = this.msg;
    if (g.variant === 'mexican-train') {
      const parts = Object.entries(g.trains ?? {}).map(([p, n]) => `${m.place(p, this.placeOwner(p), n ?? this.placeNumber(g, p))}${(g.trainTiles?.[p]?.length ?? 0) ? '' : ''}`);
      return `${m.engine} ${g.engine ? this.tileName(g.engine) : ''}. ${parts.join(', ')}`;
    }
    const line = [...(g.line ?? [])].map((t) => this.tileName(t.tile)).join(', ');
    const ends = Object.entries(g.ends ?? {}).map(([p, n]) => m.place(p, null, n)).join(', ');
    return line ? `${line}${ends ? '. ' + ends : ''}` : m.empty;
  }

  private renderSeats(g: GameState): TemplateResult {
    const m = this.msg;
    return html`<div part="score" class="seats">
      ${Array.from({ length: g.players }, (_, s) => {
        const team = g.variant === 'partnership' ? `team${s % 2}` : '';
        const open = this.handVisible(s) && !(this.isHuman(s) && g.phase === 'playing' && this.humanCount() > 0);
        const hand = g.hands[s] ?? [];
        const score = g.variant === 'partnership' ? '' : `${m.score}: ${g.totals[s] ?? 0}`;
        const marker = (g.markers ?? []).includes(s);
        return html`<div class="seat ${team} ${g.turn === s && g.phase === 'playing' ? 'turn' : ''}" aria-current=${g.turn === s && g.phase === 'playing' ? 'true' : nothing}>
          <span class="name">${this.name(s)}${marker ? html` <span class="marker" title=${m.marker} role="img" aria-label=${m.marker}></span>` : nothing}</span>
          <span class="row"><span class="minis ${open ? 'up' : ''}" aria-hidden="true">${this.isHuman(s) && !open && this.humanCount() === 1 ? nothing : open
            ? hand.map((t) => { const [a, b] = split(t); return html`<svg viewBox="-.52 -1.02 1.04 2.04" class=${g.variant === 'mexican-train' ? 'mx' : ''}><g transform="rotate(90)">${faceUp(a, b)}</g></svg>`; })
            : hand.slice(0, 8).map(() => html`<svg viewBox="-.52 -1.02 1.04 2.04"><g transform="rotate(90)">${faceDown()}</g></svg>`)}</span>${m.tiles(hand.length)}</span>
          ${score ? html`<span>${score}</span>` : nothing}
        </div>`;
      })}
    </div>`;
  }

  private renderBoard(g: GameState, b: Board, u: number): TemplateResult {
    const [x, y, w, h] = b.box;
    const open = g.openDouble ? g.trainTiles?.[g.openDouble]?.at(-1)?.tile : null;
    const sel = this.selected;
    const places = sel ? playable(legalActions(g)).get(sel) ?? [] : [];
    const focusPlace = places[this.placeFocus];
    return html`<svg viewBox="${x} ${y} ${w} ${h}" style="height:${(h * u).toFixed(1)}px" class=${g.variant === 'mexican-train' ? 'mx' : ''} aria-hidden="true">
      ${b.rail ? svg`<path class="rail" d=${b.rail}/>` : nothing}
      ${b.labels.map((l) => svg`<g class="plate ${l.seat !== null && l.seat === g.turn ? 'turn' : ''}"><rect x=${l.x} y=${l.y - 0.55} width=${PLATE - 0.3} height="1.1" rx=".3"/><text x=${l.x + 0.25} y=${l.y + 0.04}>${this.plateText(l.seat)}</text>${l.marker ? svg`<circle cx=${l.x + PLATE - 0.75} cy=${l.y} r=".28"/>` : nothing}</g>`)}
      ${repeat(
        b.tiles,
        (t) => t.tile,
        (t) => svg`<g class="t ${t.tile === this.ctl.lastTile ? 'last' : ''} ${t.tile === open ? 'open' : ''}" style="transform:translate(${t.x.toFixed(3)}px,${t.y.toFixed(3)}px)"><g transform=${t.v ? 'rotate(90)' : ''}>${faceUp(t.p[0], t.p[1])}</g></g>`,
      )}
      ${b.targets.map((t) => svg`<g class="target ${t.place === focusPlace ? 'focus' : ''}" @click=${() => this.playAt(t.place)}><rect x=${t.x - (t.v ? 0.5 : 1)} y=${t.y - (t.v ? 1 : 0.5)} width=${t.v ? 1 : 2} height=${t.v ? 2 : 1} rx=".15"/></g>`)}
    </svg>`;
  }

  private plateText(seat: number | null): string {
    const t = seat === null ? this.msg.mexican : this.name(seat);
    return t.length > 9 ? t.slice(0, 8) + '…' : t;
  }

  private renderHand(g: GameState, play: Map<string, string[]>): TemplateResult | typeof nothing {
    const m = this.msg;
    const seat = this.ctl.viewer ?? Array.from({ length: g.players }, (_, s) => s).find((s) => this.isHuman(s));
    if (seat === undefined) return nothing;
    const hand = g.hands[seat] ?? [];
    const up = this.handVisible(seat);
    const mine = up && g.turn === seat && this.myTurn(g);
    const tiles = mine ? hand.filter((t) => play.has(t)) : [];
    if (!tiles.includes(this.rove ?? '')) this.rove = tiles[0] ?? null;
    const mx = g.variant === 'mexican-train' ? 'mx' : '';
    return html`<div part="hand" class="hand" role="toolbar" tabindex="-1" aria-label=${this.humanCount() === 1 ? m.hand : m.handOf(this.name(seat))} @keydown=${(e: KeyboardEvent) => this.onHandKey(e, tiles)}>
      ${repeat(
        hand,
        (t) => t,
        (t) => {
          const [a, b] = split(t);
          const ok = tiles.includes(t);
          const cls = `${ok ? 'playable' : ''} ${t === this.selected ? 'sel' : ''}`;
          const part = up ? `tile${ok ? ' playable' : ''}${t === this.selected ? ' selected' : ''}` : 'tile face-down';
          return html`<button part=${part} class=${cls} tabindex=${ok && t === this.rove ? 0 : -1} aria-disabled=${ok ? 'false' : 'true'} aria-pressed=${ok ? String(t === this.selected) : nothing} aria-label=${up ? this.tileName(t) : m.tiles(1)} @click=${(e: MouseEvent) => ok && this.choose(t, e.detail === 0)}>
            <svg viewBox="-.52 -1.02 1.04 2.04" class=${mx} aria-hidden="true"><g transform="rotate(90)">${up ? faceUp(a, b) : faceDown()}</g></svg>
          </button>`;
        },
      )}
    </div>`;
  }

  private renderSheet(g: GameState, open: boolean): TemplateResult {
    const m = this.msg;
    const seats = Array.from({ length: g.players }, (_, s) => s);
    const rows = Array.from({ length: 13 }, (_, r) => r);
    return html`<details class="sheet" ?open=${open}><summary>${m.sheet}</summary><div class="scroll"><table>
      <thead><tr><th scope="col">${m.engine}</th>${seats.map((s) => html`<th scope="col">${this.name(s)}</th>`)}</tr></thead>
      <tbody>${rows.map((r) => html`<tr class=${r + 1 === g.round ? 'now' : ''}><th scope="row">${12 - r}–${12 - r}</th>${seats.map((s) => html`<td>${this.ctl.history[r]?.[s] ?? ''}</td>`)}</tr>`)}
      <tr><th scope="row">${m.total}</th>${seats.map((s) => html`<td><b>${g.totals[s] ?? 0}</b></td>`)}</tr></tbody>
    </table></div></details>`;
  }

  private renderCount(g: GameState): TemplateResult {
    const m = this.msg;
    const r = g.result;
    const over = g.phase === 'game-over';
    const team = g.variant === 'partnership';
    const seats = Array.from({ length: g.players }, (_, s) => s);
    const head = over ? this.winText() : r?.reason === 'blocked' ? m.blocked : r && r.winner !== null ? m.domino(this.winnerName(r.winner)) : m.gameOver;
    return html`<div class="panel" role="group" aria-labelledby="count-head">
      <h2 id="count-head">${head}</h2>
      ${r ? html`${g.variant === 'mexican-train' ? nothing : html`<p>${r.winner !== null ? m.scores(this.winnerName(r.winner), r.points[r.winner] ?? 0) : m.noScore}</p>`}
        ${r.winner !== null && g.variant !== 'mexican-train' ? html`<p class="sum">${this.arithmetic(g)}</p>` : nothing}
        <table>
          <thead><tr><th scope="col"></th><th scope="col">${m.pips}</th>${team ? nothing : html`<th scope="col" class="n">${m.points}</th>`}<th scope="col" class="n">${m.total}</th></tr></thead>
          <tbody>${team
            ? [0, 1].map((t) => html`<tr class="team${t}"><th scope="row">${this.teamName(t)}</th><td>${[t, t + 2].map((s) => html`<div class="who">${this.name(s)} ${this.pipsCell(g, s)}</div>`)}</td><td class="n">+${r.points[t] ?? 0} → ${g.totals[t] ?? 0}</td></tr>`)
            : seats.map((s) => html`<tr><th scope="row">${this.name(s)}</th><td>${this.pipsCell(g, s)}</td><td class="n">${fmt(r.points[s] ?? 0)}</td><td class="n">${g.totals[s] ?? 0}</td></tr>`)}</tbody>
        </table>` : html`<table><tbody>${(team ? [0, 1] : seats).map((s) => html`<tr><th scope="row">${team ? this.teamName(s) : this.name(s)}</th><td class="n">${g.totals[s] ?? 0}</td></tr>`)}</tbody></table>`}
      ${g.variant === 'mexican-train' ? this.renderSheet(g, over) : nothing}
      ${over
        ? html`<button class="btn" @click=${() => this.newGame()}>${m.newGame}</button>`
        : html`<button class="btn" @click=${() => this.act({ type: 'next-round' })} aria-keyshortcuts="N">${m.nextRound}</button>`}
    </div>`;
  }

  private pipsCell(g: GameState, s: number): TemplateResult {
    const hand = g.hands[s] ?? [];
    return html`<span class="minis up" role="img" aria-label=${hand.map((t) => this.tileName(t)).join(', ') || '0'}>${hand.map((t) => { const [a, b] = split(t); return html`<svg viewBox="-.52 -1.02 1.04 2.04" class=${g.variant === 'mexican-train' ? 'mx' : ''}><g transform="rotate(90)">${faceUp(a, b)}</g></svg>`; })}</span> ${g.result?.pips[s] ?? 0}`;
  }

  /** The count's arithmetic, e.g. "Bo 8 + Cy 3 = 11" or "(Bo 28) − Ana 2 = 26": shown, not decided. */
  private arithmetic(g: GameState): string {
    const r = g.result!;
    const w = r.winner!;
    const pts = r.points[w] ?? 0;
    const losers = g.variant === 'partnership' ? [0, 1, 2, 3].filter((s) => s % 2 !== w) : Array.from({ length: g.players }, (_, s) => s).filter((s) => s !== w);
    const terms = losers.map((s) => `${this.name(s)} ${r.pips[s] ?? 0}`);
    const sum = losers.reduce((a, s) => a + (r.pips[s] ?? 0), 0);
    const own = g.variant === 'partnership' ? 0 : r.pips[w] ?? 0;
    if (pts === sum) return `${terms.join(' + ')} = ${pts}`;
    if (pts === sum - own) return `(${terms.join(' + ')}) − ${this.name(w)} ${own} = ${pts}`;
    return `${terms.join(' + ')} = ${sum} → ${pts}`;
  }
}

function fmt(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function randomSeed(): number {
  return (Math.random() * 0x7fffffff) | 0;
}

if (!customElements.get('domino-table')) customElements.define('domino-table', DominoTable);

declare global {
  interface HTMLElementTagNameMap {
    'domino-table': DominoTable;
  }
}

export { playerRange };
