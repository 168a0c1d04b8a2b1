import { LitElement, adoptStyles, html, svg, nothing } from 'lit';
import type { CSSResult, PropertyValues, TemplateResult } from 'lit';
import { legalActions, playerRange, show } from '../engine/game.js';
import type { DominoError } from '../engine/game.js';
import { loadVariant } from '../engine/load.js';
import type { Action, GameConfig, GameState, Options } from '../engine/game.js';
import { cached, en, load, matchLang } from '../i18n/index.js';
import type { Messages } from '../i18n/index.js';
import { GameController } from './game-controller.js';
import { normalizeProp } from './props.js';
import type * as Persist from './persist.js';
import { RecordLog } from './record-log.js';
import type { GameRecord } from '../record/record.js';
import type { Learn } from './modes/learn.js';
import type { Online } from './online.js';
import type * as Panels from './panels.js';
import type { Happening } from './game-controller.js';
import { layoutBoard, playable, trainSeat, unitRange, PH } from './view-model.js';
import type { Board } from './view-model.js';
import { face } from './tile.js';
import { btn, mini, num, toggle } from './ui.js';
import { boardLabel, status } from './announce.js';
import { marks, places as placeButtons } from './marks.js';
import { styles } from './domino-table.styles.js';
import { getWorkerUrl, setWorkerUrl, warnOnce } from '../ai/settings.js';
import { LESSONS } from '../teach/catalog.js';
import type { LessonInfo } from '../teach/catalog.js';

const NAMES = 'Ana Bo Cy Di Ed Flo Gus Hal Ivy Jo'.split(' ');
const split = (t: string) => t.split('-').map(Number);
const seatsOf = (g: GameState) => [...Array(g.players).keys()];
const has = (legal: Action[], type: string) => legal.some((a) => a.type === type);
const randomSeed = () => (Math.random() * 0x7fffffff) | 0;
/** @internal The element's own view state (changed through put(), which requests a render as @state would). */
export interface View {
  sel: string | null; // the selected hand tile, e.g. "6-4"
  w: number; // the element's width in px
  fw: number; // the felt's size in px (the board is laid out to fill it)
  fh: number;
  m: Messages; // the catalogue
  hint: Action | null; // the hint shown (for the state in #hintOn)
  log: boolean; // the move log is open
}

// The parts loaded on demand (./panels.ts: count, cover, error, keys, hint, announcements, last move, move log panel,
// motion), shared by every table on the page.
let panels: typeof Panels | null = null;
let panelsP: Promise<typeof Panels | null> | null = null;

/**
 * A domino table: plays Brazilian partnership, Polish draw, Mexican Train and
 * All Fives in the browser. Rules come from the engine; the element only shows
 * the state and offers what `legalActions` allows.
 *
 * Keyboard: arrow keys move among playable tiles (then among places), Enter or
 * Space selects/plays, Escape cancels; one letter each (in English D, P, E, H,
 * N; each language has its own) draws, passes, ends the turn, shows a hint and
 * deals the next round.
 *
 * Size: the table fills its host's width and, with `fit="viewport"` or a height
 * given, that height; with no height it takes an aspect suiting its width, never
 * taller than the viewport. Seats, board, hand and controls always fit inside.
 *
 * Never throws: an attribute or property value it cannot use becomes its documented default (reading the property
 * gives the value in use) and a `domino-error`; methods answer bad arguments with `domino-error`. Removing it from
 * the page and putting it back (anywhere) keeps its game; see the README's Reliability section and `persist`.
 *
 * @fires {CustomEvent<{variant: string, players: number, seed: number, names: string[], humans: number[], options: object}>} domino-game-start - A game started (on connect, or by newGame()).
 * @fires {CustomEvent<{round: number, leader: number|null, turn: number|null, engine?: string}>} domino-round-start - A round was dealt.
 * @fires {CustomEvent<{seat: number, round: number, human: boolean, legalActions?: object[]}>} domino-turn - A seat is to act; people at this screen also get their legal actions. Also after `load()`, `undo()` and a resumed `persist` game.
 * @fires {CustomEvent<{seat: number, tile: string, at: string|null, points: number}>} domino-play - A tile was played (points: what it scored, All Fives).
 * @fires {CustomEvent<{seat: number, boneyard: number, tile?: string}>} domino-draw - A tile was drawn (the tile only when that hand is visible here).
 * @fires {CustomEvent<{seat: number}>} domino-pass - A seat passed.
 * @fires {CustomEvent<{round: number, reason: 'domino'|'blocked', winner: number|null, points: number[], pips: number[], totals: number[]}>} domino-round-end - A round was counted.
 * @fires {CustomEvent<{winner: number|number[]|null, totals: number[]}>} domino-game-end - The game is over.
 * @fires {CustomEvent<{step: number, total: number, note: string|null}>} domino-step - Replay or teach position changed (step 0 = the deal; total = the last step).
 * @fires {CustomEvent<{lesson: string, stars: number, next: string|null}>} domino-lesson-end - A lesson was finished: its id, the stars earned (1–3, fewer with hints and wrong tries) and the next lesson's id (null after the last).
 * @fires {CustomEvent<{code: string, message: string}>} domino-error - Bad input or a refused action; nothing was lost.
 * @fires {CustomEvent<{state: 'connecting'|'open'|'reconnecting'|'closed', room: string|null, seat: number|null}>} domino-connection - Online (`server` set): the connection to the room changed.
 * @fires {CustomEvent<{ok: boolean, reason?: string, roomId: string, commitment: string, seed: string}>} domino-fair-deal - Online: the game is over and its deal was checked against the commitment published at the start.
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
 * @cssprop [--domino-on-accent=#2b2100] - Text on accent-coloured buttons.
 * @cssprop [--domino-rack=#6b3f1f] - The rack holding the hand.
 * @cssprop [--domino-panel=#0c1d13f7] - Background of the count, the move log and other panels over the felt.
 * @cssprop [--domino-chip=#00000047] - Background of seat cards and the pills in the top bar.
 * @cssprop [--domino-hand-tile=42px] - Width of a tile in the hand (38px below 960 px, 34px below 560 px; touch targets stay at least 44 px).
 *
 * @csspart table - The whole table (felt).
 * @csspart line - The layout of play (line, spinner arms, trains).
 * @csspart hand - The rack of the person at this screen.
 * @csspart tile - A tile in the hand; also `playable`, `selected`, `hint`, `face-down`.
 * @csspart playable - A hand tile that can be played now.
 * @csspart selected - The selected hand tile.
 * @csspart hint - The hand tile a hint suggests (its place on the table and a suggested Draw, Pass or End turn button are highlighted too).
 * @csspart face-down - A hand tile shown face down.
 * @csspart boneyard - The boneyard and its count.
 * @csspart score - Seats with their scores.
 * @csspart status - Whose turn it is and what to do.
 * @csspart online - Online: the room code, the connection, who is connected, the fair-deal badge.
 *
 * @attr {string} lang - UI language: `en`, `pt-BR` or `pl` (else English); without it, the closest `lang` up the tree, else the page's.
 */
export class DominoTable extends LitElement {
  // Structurally a TableHost (checked where the controller is made), without `implements`: the host hooks are hidden
  // from the public types.
  static override styles = styles;
  // Declared without decorators: lowered standard decorators cost the CDN bundle over 1 KB gzip.
  /** The built-in lessons in curriculum order, variant by variant: `{ id, variant, title }` (English titles). */
  static get lessons(): LessonInfo[] {
    return LESSONS.map((l) => ({ ...l }));
  }

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
    fit: { reflect: true },
    theme: { reflect: true },
    server: {},
    room: { reflect: true },
    seat: { type: Number },
    persist: {},
  };

  // Every property is an accessor that stores its value through props.ts: garbage of any type becomes the
  // documented default and a `domino-error`, never a throw, so everything that reads a property gets a value of
  // its type. Lit wraps these accessors (its own setter calls them, then requests the update).
  static {
    for (const name of Object.keys(this.properties)) {
      const key = Symbol(name);
      Object.defineProperty(this.prototype, name, {
        get(this: Record<symbol, unknown>) {
          return this[key];
        },
        set(this: DominoTable, raw: unknown) {
          const [v, problem] = normalizeProp(name, raw);
          if (problem) this.ctl.report(problem.code, problem.message, false, problem.params);
          this.#bad[problem ? 'add' : 'delete'](name);
          (this as unknown as Record<symbol, unknown>)[key] = v;
        },
        configurable: true,
      });
    }
  }

  /** Rule set: `partnership`, `draw`, `mexican-train` or `all-fives`. @default '' */
  declare variant: string;
  /** Seat count within the variant's range (default: the variant's). @default undefined */
  declare players: number | undefined;
  /** Seats played at this screen: `"0"`, `"0,2"`, `"all"` (pass-and-play) or `"none"` (watch). @default '0' */
  declare humans: string;
  /** Comma-separated seat names (plain text). @default '' */
  declare names: string;
  /** Computer players: `easy`, `medium`, `hard`. @default 'medium' */
  declare level: string;
  /** Seed for reproducible deals. @default undefined */
  declare seed: number | undefined;
  /** House rules: JSON text (attribute) or an object (property). @default undefined */
  declare options: Options | string | undefined;
  /**
   * `play` (default); `teach` narrates every step in the element's language, explains every count and highlights
   * legal tiles (a record with `expect` entries opens as the author's own lesson); `replay` steps through `record`
   * (or the game just played) with every hand face up.
   * @default 'play'
   */
  declare mode: string;
  /** A game record to open: JSON or the compact `dt1.…` text (replay: at `step`; play and teach: at its last step). @default '' */
  declare record: string;
  /** Replay: the step shown (0 = the deal); set it to jump, it follows the replay. @default undefined */
  declare step: number | undefined;
  /** A lesson: a built-in id (see `DominoTable.lessons`; a variant name opens its first) or a lesson as JSON (docs/lessons.md). @default '' */
  declare lesson: string;
  /** Milliseconds a computer seat waits before each move; 0 plays and animates instantly. @default 700 */
  declare speed: number;
  /** Show every hand face up. @default false */
  declare openHands: boolean;
  /**
   * `viewport`: the table is as tall as the viewport (and as wide as its host). Without it the table fills the
   * height its host gives it, or, with no height given, takes an aspect that suits its width, never taller than
   * the viewport. Seats, board, hand and controls always fit inside.
   */
  declare fit: string | undefined;
  /** A theme's name for the theme stylesheets to select on (`classic`, `wood`, `contrast` in `src/themes/`; README "Themes"). */
  declare theme: string | undefined;
  /**
   * Online play: the domino-table server, e.g. `ws://localhost:2567`. The client loads only when this is set; the
   * server deals and checks every move, and this table sees only its own seat's tiles.
   * @default ''
   */
  declare server: string;
  /** Online: the room code to join, or `new` to create a room from `variant`, `players`, `options`, `humans` (seats for people; the rest are computers at `level`). Becomes the code once created. @default '' */
  declare room: string;
  /** Online: the seat to take (0-based); without it this table watches. */
  declare seat: number | undefined;
  /**
   * Save the game in `localStorage` after every action and resume it when the page loads again: a storage key,
   * or the attribute alone for the key `domino-table:` + the element's id (else its variant). Off when absent.
   * @default null
   */
  declare persist: string | null;

  /** @internal The element's own view state; change it through put(). */
  readonly st: View = { sel: null, w: 0, fw: 0, fh: 0, m: en, hint: null, log: false };
  /** @internal */
  readonly ctl = new GameController(this);
  /** @internal The game's record so far. */
  readonly log = new RecordLog();
  /** @internal Teach, lessons, replay and undo, once loaded. */
  learn: Learn | null = null;
  /** @internal Online play, once `server` is set. */
  online: Online | null = null;
  #lp: Promise<Learn> | null = null;
  #hintOn: GameState | null = null; // the state the hint in #st was given for
  // The element's width picks its aspect and the tile sizes; the felt's box is what the board fills. Sizes are
  // drawn in the next frame: a render inside the observer's delivery would change the observed size again and make
  // the browser report "ResizeObserver loop completed" as a page error (until the first, the felt's size is guessed).
  #ro = new ResizeObserver((es) => {
    for (const e of es) {
      const { width, height } = e.contentRect;
      Object.assign(this.#size, e.target === this ? { w: Math.floor(width) } : { fw: Math.floor(width), fh: Math.floor(height) });
    }
    this.#raf ||= requestAnimationFrame(() => ((this.#raf = 0), this.put(this.#size)));
  });
  #size: Partial<View> = {};
  #raf = 0;
  #felt: Element | null = null;
  /** @internal The hand tile that holds tabindex 0, e.g. "6-4". */
  rove: string | null = null;
  /** @internal The place button that holds tabindex 0. */
  placeFocus = 0;
  #refocus: 'hand' | 'places' | 'panel' | null = null;
  #pending = false; // keyboard focus to restore after a move
  #langKey = '';
  #seen = new Map<string, number>(); // board tile → when it was first drawn this round
  #seenKey = '';
  #started: unknown[] = []; // the config attributes the game in play was started from
  #bad = new Set<string>(); // properties holding a value that could not be used (reported)
  #persist: Persist.Saver | null = null;
  #sheets: CSSResult[] = [styles]; // adopted: the element's own, then those of parts loaded on demand

  /**
   * Where the computer players' worker script is, for every table on the page: a URL (an app that copies
   * `domino-table/worker` among its assets), `null` for no worker, or unset for `worker.js` beside the element's code.
   */
  static get workerUrl(): string | URL | null | undefined {
    return getWorkerUrl();
  }
  static set workerUrl(url: string | URL | null | undefined) {
    setWorkerUrl(url);
  }

  constructor() {
    super();
    // Every property starts at its documented default: what props.ts stores for an absent value.
    for (const name of Object.keys(DominoTable.properties)) (this as unknown as Record<string, unknown>)[name] = undefined;
  }

  /** @internal Changes the view state; renders when anything changed (as @state would). */
  put(patch: Partial<View>): void {
    const st = this.st as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(patch)) if (st[k] !== v) (st[k] = v), this.requestUpdate();
  }

  /** @internal The catalogue in use. */
  get msg(): Messages {
    return this.st.m;
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
    try {
      return this.ctl.game ? legalActions(this.ctl.game) : [];
    } catch {
      return []; // online, another seat's hand is hidden here: its options are unknown
    }
  }

  /** Starts a new game; `config` overrides the attributes (variant, players, seed, options, deals, shortDeals). */
  newGame(config: Partial<GameConfig> | null = {}): void {
    if (this.server) return this.online?.again(); // online, the server deals another game at the same table
    try {
      const c = config ?? {};
      if (typeof c !== 'object') return this.ctl.report('bad-config', 'newGame takes a config object');
      const base = this.#config();
      if (!base && !c.variant) return; // the attribute at fault was reported when it was set
      this.put({ sel: null });
      this.#started = this.#cfg();
      this.ctl.start({ ...base, seed: c.seed ?? this.seed ?? randomSeed(), ...c } as GameConfig, false); // a getter that throws: caught below
    } catch (e) {
      this.ctl.report('bad-config', String(e));
    }
  }

  /** Plays a tile for the person whose turn it is; `at` may be left out when only one place fits. */
  play(tile: string, at?: string): void {
    const g = this.ctl.game;
    if (g && at === undefined && typeof tile === 'string') {
      const p = playable(legalActions(g));
      const places = p.get(tile) ?? p.get(tile.split('-').reverse().join('-'));
      if (places?.length === 1) at = places[0];
    }
    this.put({ sel: null });
    panels?.lift(this, tile); // the tile travels from where it is in the hand
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
  undo(): Promise<boolean> {
    return this.#lazy(this.learnNow().then((l) => l.undo()), false);
  }
  /**
   * A hint for the person to move here: the hard computer player's choice (in a lesson, the move it waits for).
   * Highlights the tile and place (or the control) and announces it; never plays it, fires no event. Null when no
   * person here is to move.
   */
  hint(): Promise<Action | null> {
    return this.#panels().then((p) => p?.hint(this) ?? null); // neither rejects: the panels' import and the computer's choice are caught
  }
  /** The game as a plain JSON record (API.md): the record shown in replay or a lesson, else the game played; null before a game. */
  toRecord(): GameRecord | null {
    return this.learn?.shown() ?? (this.server ? (this.online?.record ?? null) : this.log.toRecord()); // online: the server's, once revealed
  }
  /** toRecord() as compact URL-safe text (`dt1.…`); null before a game (or when the code for it cannot load: `domino-error`). */
  toRecordText(): Promise<string | null> {
    const r = this.toRecord();
    return r ? this.#lazy(import('../record/record.js').then((m) => m.encodeRecord(r)), null) : Promise.resolve(null);
  }
  /** Opens a record (object, JSON or `dt1.…` text) in the current mode; false when refused (`domino-error` `bad-record`, the game is kept). */
  load(record: unknown): Promise<boolean> {
    return this.#lazy(this.learnNow().then((l) => l.load(record)), false);
  }

  // The async methods never reject: a part that cannot load (offline, a CSP) is a domino-error.
  #lazy<T>(p: Promise<T>, dflt: T): Promise<T> {
    return p.catch((e) => (this.ctl.report('internal', String(e)), dflt));
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
  goTo(step: number): Promise<void> {
    return this.#lazy(this.learnNow().then((l) => l.go(step)), undefined);
  }

  /** @internal Adopts the styles of a part loaded on demand (constructable sheets: nothing a strict CSP blocks). */
  adopt(sheet: CSSResult): void {
    if (!this.#sheets.includes(sheet)) this.#sheets.push(sheet);
    if (this.renderRoot) adoptStyles(this.renderRoot as ShadowRoot, this.#sheets);
  }

  /** @internal The teaching module (loaded on first use; a failed load is tried again next time). */
  learnNow(): Promise<Learn> {
    return (this.#lp ??= import('./modes/learn.js').then(
      (m) => {
        this.requestUpdate();
        return (this.learn ??= new m.Learn(this));
      },
      (e) => {
        this.#lp = null;
        throw e;
      },
    ));
  }

  /** @internal */
  get learnLang(): string {
    return matchLang(this.#langKey) ?? 'en'; // the language asked for, even while its catalogue is still loading
  }
  /** @internal */
  onStart(g: GameState): void {
    const n = this.names.split(',').map((x) => x.trim());
    this.log.start(g, n.some(Boolean) ? n : undefined);
    this.#persist?.save();
  }
  /** @internal */
  onApplied(a: Action, g: GameState): void {
    this.log.push(a, g);
    this.learn?.applied();
    this.#persist?.save();
  }
  /** @internal */
  intercept(a: Action): boolean {
    return !!this.learn?.intercept(a) || !!this.online?.intercept(a);
  }

  #panels(): Promise<typeof Panels | null> {
    return (panelsP ??= import('./panels.js').then(
      (x) => (panels = x),
      (e: Error) => {
        warnOnce('panels', `the count and help panels did not load (${e}): the table plays on without them`);
        return null; // not loadable: the table plays on without them
      },
    ));
  }

  /**
   * @internal The element is ready once its parts loaded on demand are here: events wait for this, so none is
   * announced without its sentence or shown without its panel.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#panels();
    return super.getUpdateComplete();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The count, cover, error and hint parts: loaded now, long before a round ends.
    this.#panels().then((x) => {
      if (x) this.adopt(x.panelStyles);
      this.requestUpdate();
    });
    this.#ro.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#ro.disconnect();
    this.#felt = null;
  }

  /** Seats played at this screen. @internal (the controller's) */
  isHuman(seat: number): boolean {
    const o = this.learn?.human(seat) ?? this.online?.human(seat);
    if (o !== undefined) return o;
    const h = this.humans.trim().toLowerCase();
    return h === 'all' || (h !== 'none' && h !== '' && h.split(',').some((s) => +s === seat));
  }

  /** @internal How many seats people at this screen play. */
  people(): number {
    const g = this.ctl.game;
    return g ? seatsOf(g).filter((s) => this.isHuman(s)).length : 0;
  }

  // The one person at this screen is "you".
  #you(seat: number): boolean {
    return this.people() === 1 && this.isHuman(seat);
  }

  /** Whether a seat's tiles are shown face up here now. @internal */
  handVisible(seat: number, inPlay = false): boolean {
    const c = this.ctl;
    if (this.openHands || this.learn?.showAll || (!inPlay && c.game && c.game.phase !== 'playing')) return true;
    if (!this.isHuman(seat) || c.covered) return false;
    return c.viewer === null ? this.people() === 1 : c.viewer === seat;
  }

  /** @internal A seat's name: the `names` attribute, the record's, "You" for the one person here, else a default. */
  seatName(seat: number): string {
    return this.names.split(',')[seat]?.trim() || this.log.names?.[seat] || (this.#you(seat) ? this.msg.you : NAMES[seat % 10]!);
  }

  /** @internal A seat's name, null for "you" (the one person at this screen). */
  who(seat: number | null): string | null {
    return seat === null ? '' : this.#you(seat) ? null : this.seatName(seat);
  }

  /** @internal A tile's spoken name, e.g. "six–four". */
  tileName(t: string): string {
    const [hi, lo] = split(t);
    return this.msg.tile(hi!, lo!);
  }

  /** @internal The person whose train `p` is (null: "you", or not a train). */
  owner(p: string): string | null {
    const s = trainSeat(p);
    return s === null ? null : this.who(s);
  }

  /** @internal Where a tile goes, as a phrase: e.g. "on the left", "on Bo’s train". */
  placeName(p: string): string {
    return this.msg.at(p, this.owner(p));
  }

  /** @internal Pass-and-play: the person to move is at the screen; show their hand. */
  reveal(): void {
    this.ctl.reveal();
    this.#refocus = 'hand';
  }

  /** @internal Shows `a` as the hint on the state shown now (until anything is selected or played). */
  showHint(a: Action): void {
    this.#hintOn = this.ctl.game;
    this.put({ sel: null, hint: a });
  }

  /** The sentence the live region reads for a happening. @internal */
  describe(h: Happening): string {
    return panels?.describe(this, h) ?? ''; // the controller asks once the panels are here (events wait for them)
  }

  /** Detail of `domino-game-start`. @internal */
  startDetail(): Record<string, unknown> {
    const g = this.ctl.game!;
    const seats = seatsOf(g);
    return { variant: g.variant, players: g.players, seed: g.seed, names: seats.map((s) => this.seatName(s)), humans: seats.filter((s) => this.isHuman(s)), options: g.options };
  }

  // The config attributes as they stand: a change to any of them starts a new game.
  #cfg(): unknown[] {
    return [this.variant, this.players, this.seed, this.options];
  }

  /**
   * The config the attributes describe. While one of them holds a value that was reported as unusable: null when a
   * game is in play (it goes on until the value is fixed), else (the first game) the config without that value (its
   * default), so that the table never stays empty.
   */
  #config(): GameConfig | null {
    const bad = (k: string) => this.#bad.has(k);
    if (['players', 'seed', 'options'].some(bad) && this.ctl.game) return null;
    const c: GameConfig = { variant: this.variant as GameConfig['variant'] };
    if (this.players !== undefined && !bad('players')) c.players = this.players;
    if (this.seed !== undefined && !bad('seed')) c.seed = this.seed;
    const o = this.options;
    if (o !== undefined && !bad('options')) c.options = typeof o === 'string' ? (JSON.parse(o) as Options) : o; // text that props.ts found to be JSON of an object
    return c;
  }

  /** A fresh game from the attributes (on connect, or when they change); with `persist`, the saved game first. */
  #fresh(): void {
    const config = this.#config();
    if (!config) return;
    const key = this.#cfg();
    loadVariant(config.variant).then(
      () => this.#cfg().every((v, i) => Object.is(v, key[i])) && this.#freshOf(config), // (unless the attributes changed meanwhile)
      (e: DominoError) => this.ctl.report(e.code ?? 'internal', String(e.message)), // the engine's words; the banner has the player's
    );
  }

  /** {@link #fresh} once the variant's rules are here. */
  #freshOf(config: GameConfig): void {
    this.put({ sel: null });
    const first = !this.ctl.game;
    const start = () => {
      let told = this.ctl.error; // an attribute reported as unusable before the first game: its banner stays
      let c: GameConfig = { ...config, seed: config.seed ?? randomSeed() };
      // The first game: a number of players or options the engine refuses is reported (domino-error, in the engine's
      // words) and left out (the variant's default), so that the table shows a game and the reason beside it.
      for (let i = 0; i < 3; i++) {
        this.ctl.start(c, !first);
        const k = first && !this.ctl.game && ({ 'bad-players': 'players', 'bad-options': 'options' } as Record<string, 'players' | 'options'>)[this.ctl.error?.code ?? ''];
        if (!k) break;
        told = this.ctl.error;
        c = { ...c, [k]: undefined };
      }
      if (first && this.ctl.game) this.ctl.error ??= told;
    };
    if (this.persist === null || this.ctl.game) start();
    else this.#saver().then((s) => s.resume(start), start); // the saved game, else a fresh one
  }

  // The persist part (a lazy chunk), once loaded.
  #sp: Promise<Persist.Saver> | null = null;
  #saver(): Promise<Persist.Saver> {
    return (this.#sp ??= import('./persist.js').then((m) => (this.#persist = new m.Saver(this))));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.server) {
      if (['server', 'room', 'seat'].some((k) => changed.has(k as 'room')) && !(changed.has('room') && this.room === this.online?.code)) {
        import('./online.js').then(
          (m) => (this.online ??= new m.Online(this)).connect(),
          (e: Error) => this.ctl.report('internal', `online play did not load (${e})`),
        );
      }
      return this.#syncLang();
    }
    // A new game when a config attribute changed (not on the first render after newGame()), or when a lesson or
    // record that was refused is taken away and no game is left.
    const cfg = this.#cfg();
    if (cfg.some((v, i) => !Object.is(v, this.#started[i])) || (!this.ctl.game && (changed.has('lesson') || changed.has('record')))) {
      this.#started = cfg;
      if (!this.record && !this.lesson) this.#fresh();
    }
    // persist switched on during a game: save it now.
    if (changed.has('persist') && this.persist !== null && this.ctl.game) this.#saver().then((s) => s.save(), () => {});
    this.#syncLang(); // after a start, which clears earlier messages
    if ((this.learn || this.mode !== 'play' || this.record || this.lesson) && ['mode', 'record', 'lesson', 'step'].some((k) => changed.has(k as 'mode'))) {
      this.learnNow().then(
        (d) => d.sync().catch((e: Error) => this.ctl.report('internal', String(e))), // never an unhandled rejection
        (e: Error) => warnOnce('learn', `teach, lessons and replay did not load (${e})`),
      );
    }
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
      this.put({ m: en });
      if (own !== null) this.ctl.report('unknown-lang', `lang ${show(tag)} has no catalogue: the table speaks English`);
      return;
    }
    const hit = cached(code);
    if (hit) this.put({ m: hit });
    else
      load(code).then(
        (m) => this.#langKey === tag && this.put({ m }),
        (e: Error) => warnOnce('lang', `the ${code} text did not load (${e}): the table shows English`),
      );
  }

  #q(sel: string): HTMLElement | null {
    return this.renderRoot.querySelector(sel);
  }

  protected override updated(): void {
    const felt = this.#q('.felt');
    if (felt !== this.#felt) {
      if (this.#felt) this.#ro.unobserve(this.#felt);
      if ((this.#felt = felt)) this.#ro.observe(felt);
    }
    panels?.motion(this);
    const want = this.#refocus;
    this.#refocus = null;
    (want === 'places' ? this.#q('.places button') : want === 'panel' ? this.#q('.panel .btn') : want === 'hand' ? this.#q('.hand [tabindex="0"]') ?? this.#q('.controls .btn') ?? this.#q('.hand') : null)?.focus();
  }

  // ---- interaction

  /** @internal Whether a person at this screen is to move in `g` now (and can see their hand). */
  myTurn(g: GameState): boolean {
    return g.phase === 'playing' && g.turn !== null && this.isHuman(g.turn) && !this.ctl.covered && (this.learn?.acting ?? true);
  }

  #choose(tile: string, kbd: boolean): void {
    const g = this.ctl.game;
    const places = g && this.myTurn(g) && playable(legalActions(g)).get(tile);
    if (!places) return;
    this.rove = tile;
    if (places.length <= 1) {
      this.#refocus = kbd ? 'hand' : null;
      this.#keepFocus(kbd);
      this.play(tile, places[0]);
      return;
    }
    this.put({ sel: this.st.sel === tile ? null : tile, hint: null });
    this.placeFocus = 0;
    if (kbd && this.st.sel) this.#refocus = 'places';
  }

  /** @internal Plays the selected (else the hinted) tile at `place`; `kbd`: from the keyboard. */
  playAt(place: string, kbd = false): void {
    const t = this.st.sel ?? (this.st.hint as { tile?: string } | null)?.tile; // a hinted place plays the hinted tile
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

  /** @internal An action of the person here, from a control or key (keyboard focus stays in the element). */
  act(type: Action['type']): void {
    this.put({ sel: null });
    this.#keepFocus(!!(this.renderRoot as ShadowRoot).activeElement);
    this.ctl.act({ type } as Action);
  }

  /** @internal Drops the selection and the hint. */
  cancel(): void {
    this.put({ sel: null, hint: null });
    this.#refocus = 'hand';
  }

  // ---- rendering

  protected override render(): TemplateResult {
    const c = this.ctl;
    const g = c.game;
    const err = c.error;
    const w = this.st.w || this.clientWidth || 600;
    // Without a height from the host, the table takes an aspect that suits its width (and never the viewport's height).
    // (taller for Mexican Train's many trains, and tallest with the teach/replay panel under the felt)
    const tall = this.learn?.view || this.mode === 'teach' ? 2 : g?.variant === 'mexican-train' ? (g.players > 4 ? 2 : 1) : 0;
    const ar = (w < 560 ? 'ar-p' : w < 960 ? 'ar-m' : 'ar-w') + tall;
    return html`<div part="table" class="table ${ar} ${this.speed === 0 ? 'instant' : ''}" role="region" aria-label=${this.msg.table} @keydown=${(e: KeyboardEvent) => panels?.onKey(this, e)}>${err
      ? panels?.error(this, err)
      : nothing}${this.online?.bar()}${g ? this.#body(g) : html`<div class="felt"></div>`}<div class="sr" aria-live="polite">${c.say}</div><div class="fx" aria-hidden="true"></div></div>`;
  }

  #body(g: GameState): unknown[] {
    const c = this.ctl;
    const m = this.msg;
    const v = g.variant;
    const mx = v === 'mexican-train';
    const team = v === 'partnership';
    const playing = g.phase === 'playing';
    const mine = this.myTurn(g);
    if (this.#pending && (mine || !playing)) {
      this.#pending = false;
      this.#refocus = mine ? 'hand' : 'panel';
    }
    const legal = mine ? legalActions(g) : [];
    const play = playable(legal);
    if (this.st.sel && !play.has(this.st.sel)) this.put({ sel: null });
    const sel = this.st.sel;
    const hint = this.#hintOn === g && mine ? this.st.hint : null;
    const hp = !sel && hint?.type === 'play' ? hint : null; // a hinted play: its tile and place are highlighted
    const places = (sel && play.get(sel)) || [];
    const [min, max] = unitRange(this.st.w || this.clientWidth || 600, v);
    const plates = mx ? [{ full: m.mexican, short: [m.mexicanShort, m.mexicanTiny] }, ...seatsOf(g).map((s) => ({ full: this.seatName(s) }))] : undefined;
    // Until the felt has been measured (the observer reports after the first layout), a felt of a likely size.
    const fw = this.st.fw || (this.st.w || this.clientWidth || 600) - 30;
    const board = layoutBoard(g, { w: fw, h: this.st.fh || fw * 0.55, min, max, anchor: c.anchor, legal, selected: sel ?? hp?.tile ?? null, plates });
    if (!sel) board.targets = board.targets.filter((t) => t.place === hp?.at);
    this.board = board;
    const turn = g.turn;
    const pill = (t: unknown, cls = '') => html`<span class="pill ${cls}">${t}</span>`;
    const covered = c.covered && turn !== null && playing;
    const k = m.keyOf;
    const controls = [
      ...(['draw', 'pass', 'end-turn'] as const).filter((t) => has(legal, t)).map((t) => btn(t === 'draw' ? m.draw : t === 'pass' ? m.pass : m.endTurn, () => this.act(t), (t === 'end-turn' ? 'quiet' : '') + (hint?.type === t && !(hint.type === 'draw' && hint.from === 'back') ? ' hint' : ''), k[t])),
      ...(mine && !this.learn?.view ? [btn(m.hint, () => this.hint(), 'quiet', k.hint)] : []),
      ...(!covered && !this.learn?.view && !this.server && playing && this.log.moved((s) => this.isHuman(s)) ? [btn(m.undo, () => this.undo(), 'quiet')] : []),
    ];
    return [
      html`<div class="top"><div class="say"><div part="status" class="status">${this.learn?.status(g) ?? (playing ? status(this, g, legal) : panels?.ending(this, g))}</div>${panels?.lastMove(this)}</div><div class="meta">${pill(m.round(g.round, mx ? 13 : null), 'round')}${v === 'all-fives' && g.count !== undefined ? html`<button class="pill" @click=${() => this.#rule('F-8')}>${m.count(g.count)}</button>` : nothing}${team
        ? [0, 1].map((t) => pill(`${m.team(t)}: ${num(g.totals[t] ?? 0)}`, 'team' + t))
        : html`<span part="boneyard" class="pill boneyard" title=${m.boneyard(g.boneyard.length)}><svg viewBox="-1.1 -.6 2.2 1.2" aria-hidden="true">${face()}</svg><span class="sr">${m.boneyard(g.boneyard.length)}</span><span aria-hidden="true">${g.boneyard.length}</span></span>`}${toggle(this, () => this.#panels().then((p) => p?.toggleLog(this)))}<button class="pill" title=${m.rules} aria-label=${m.rules} @click=${() => this.#rule()}>?</button></div></div>`,
      this.#seats(g, mx, team),
      html`<div class="felt">${this.#board(g, board, sel ? places[this.placeFocus] : hp?.at)}${covered ? panels?.cover(this, this.seatName(turn)) : nothing}${playing || this.learn?.view === 'lesson' ? nothing : panels?.count(this, g)}${panels?.log(this) ?? nothing}</div>`,
      ((p) => (p === nothing ? p : html`<div class="learn-slot">${p}</div>`))(this.learn?.panel(g) ?? nothing),
      // after a round the count shows every hand (yours too) and has the next control: it takes the dock's room
      playing ? html`<div class="dock ${this.#beside(g, controls.length) ? 'beside' : ''}">${this.#hand(g, play, mx, hp?.tile)}<div class="controls">${places.length > 1 ? placeButtons(this, g, places, (e) => panels?.onPlacesKey(this, e, places.length)) : nothing}${controls}</div></div>` : nothing,
    ];
  }

  // On a narrow table the controls stand beside the hand when that makes the dock lower (a slot is 44 px wide,
  // a hand row 76 px high, a control 50 px).
  #beside(g: GameState, n: number): boolean {
    const w = (this.st.w || this.clientWidth) - 26;
    const seat = this.ctl.viewer ?? seatsOf(g).find((s) => this.isHuman(s));
    const tiles = seat === undefined ? 0 : (g.hands[seat] ?? []).length;
    if (w > 540 || !n || !tiles) return false;
    const rows = (room: number) => Math.ceil(tiles / Math.max(1, Math.floor(room / 44)));
    return Math.max(rows(w - 96) * 76, n * 50) < rows(w) * 76 + 50;
  }

  // The rules card (loaded on demand), opened at a rule or toggled.
  #rule(id?: string): void {
    this.learnNow().then((l) => (id ? l.openRule(id) : l.toggleRules()));
  }

  /** @internal The board as last laid out (for the motion layer). */
  board: Board | null = null;

  #seats(g: GameState, mx: boolean, team: boolean): TemplateResult {
    const m = this.msg;
    const playing = g.phase === 'playing';
    return html`<div part="score" class="seats ${g.players > 4 ? 'many' : ''}">${seatsOf(g).map((s) => {
      const now = g.turn === s && playing;
      const human = this.isHuman(s);
      // open: a hand shown face up here other than the player's own rack (replay, teach, open-hands, pass-and-play)
      const open = this.handVisible(s, true) && !(human && (this.people() === 1 || this.ctl.viewer === s));
      const hand = g.hands[s] ?? [];
      const minis = open ? hand.map((t) => mini(t, mx)) : hand.slice(0, g.players > 4 ? 5 : 8).map(() => mini(null)); // a glimpse of the hand: the number says how many
      return html`<div class="seat ${team ? 'team' + (s % 2) : ''} ${now ? 'turn' : ''} ${open ? 'open' : ''}" data-seat=${s} aria-current=${now ? 'true' : nothing}><span class="name"><span class="nm">${this.seatName(s)}</span>${g.markers?.includes(s)
        ? html`<button class="marker" title=${m.marker} aria-label=${m.marker} @click=${() => this.#rule('M-11')}></button>`
        : nothing}</span><span class="row"><span class="minis ${open ? 'up' : ''}" aria-hidden="true">${minis}</span><span class="cnt" aria-hidden="true">${hand.length}</span><span class="sr">${m.tiles(hand.length)}</span></span>${team ? nothing : html`<span class="pts" title=${m.score}><span class="sr">${m.score}: </span>${num(g.totals[s] ?? 0)}</span>`}</div>`;
    })}</div>`;
  }

  #board(g: GameState, b: Board, focus: string | undefined): TemplateResult {
    const [x, y, w, h] = b.box;
    const open = g.openDouble && g.trainTiles?.[g.openDouble]?.at(-1)?.tile;
    const f = (n: number) => n.toFixed(3);
    // Strict CSP: no style attributes, no inline <style>: SVG attributes place everything (the view box fills the
    // felt, tiles by their transform attribute; motion.ts animates with the Web Animations API). csp.test.ts checks.
    return html`<svg part="line" class="board ${g.variant === 'mexican-train' ? 'mx' : ''}" role="img" aria-label=${boardLabel(this, g)} viewBox="${f(x)} ${f(y)} ${f(w)} ${f(h)}" width="100%" height="100%">${b.rail ? svg`<path class="rail" d=${b.rail}/>` : nothing}${b.labels.map(
      (l) =>
        svg`<g class="plate ${l.seat !== null && l.seat === g.turn ? 'turn' : ''}"><rect x=${l.x} y=${l.y - PH / 2} width=${l.w} height=${PH} rx=".3"/><text x=${l.x + 0.3} y=${l.y + 0.04}>${l.text}</text>${l.marker ? svg`<circle cx=${l.x + l.w - 0.45} cy=${l.y} r=".26"/>` : nothing}</g>`,
    )}${this.#order(g, b).map(
      (t) => svg`<g class="t ${t.tile === this.ctl.lastTile ? 'last' : ''} ${t.tile === open ? 'open' : ''}" data-t=${t.tile} transform="translate(${f(t.x)} ${f(t.y)})">${face(t.p, t.v)}</g>`,
    )}${marks(this, b, focus)}</svg>`;
  }

  // Tiles in the order they came to the table: a new one is always last, so lit (without keys) moves no others.
  #order(g: GameState, b: Board): Board['tiles'] {
    const k = g.seed + ':' + g.round;
    if (k !== this.#seenKey) (this.#seen = new Map()), (this.#seenKey = k);
    for (const t of b.tiles) if (!this.#seen.has(t.tile)) this.#seen.set(t.tile, this.#seen.size);
    return b.tiles.sort((x, y) => this.#seen.get(x.tile)! - this.#seen.get(y.tile)!);
  }

  #hand(g: GameState, play: Map<string, string[]>, mx: boolean, hinted?: string): TemplateResult | typeof nothing {
    const m = this.msg;
    const seat = this.ctl.viewer ?? seatsOf(g).find((s) => this.isHuman(s));
    if (seat === undefined) return nothing;
    const hand = g.hands[seat] ?? [];
    const up = this.handVisible(seat);
    const tiles = up && g.turn === seat && this.myTurn(g) ? hand.filter((t) => play.has(t)) : [];
    if (!tiles.includes(this.rove!)) this.rove = tiles[0] ?? null;
    return html`<div part="hand" class="hand" role="toolbar" tabindex="-1" aria-label=${this.people() === 1 ? m.hand : m.handOf(this.seatName(seat))} @keydown=${(e: KeyboardEvent) => panels?.onHandKey(this, e, tiles)}>${hand.map(
      (t) => {
        const ok = tiles.includes(t);
        const sel = t === this.st.sel;
        const h = t === hinted;
        return html`<button part=${up ? `tile${ok ? ' playable' : ''}${sel ? ' selected' : ''}${h ? ' hint' : ''}` : 'tile face-down'} class="${ok ? 'playable' : ''} ${sel ? 'sel' : ''} ${h ? 'hint' : ''}" data-t=${up ? t : nothing} tabindex=${ok && t === this.rove ? 0 : -1} aria-disabled=${!ok} aria-pressed=${ok ? sel : nothing} aria-label=${up ? this.tileName(t) : m.tiles(1)} @click=${(e: MouseEvent) => (ok ? this.#choose(t, !e.detail) : up && this.learnNow().then((l) => l.why(t)))}>${mini(up ? t : null, mx)}</button>`;
      },
    )}</div>`;
  }
}

if (!customElements.get('domino-table')) customElements.define('domino-table', DominoTable);

declare global {
  interface HTMLElementTagNameMap {
    'domino-table': DominoTable;
  }
}

export { playerRange };
// Types for hosts: the event details (and HTMLElementEventMap entries), the game's state, actions and records.
export type * from './events.js';
export type { Action, GameConfig, GameState, Options, Variant } from '../engine/types.js';
export type { GameRecord } from '../record/record.js';
