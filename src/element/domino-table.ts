import { html, nothing } from 'lit';
import { DominoTableBase } from './base.js';
import type { PropertyValues, TemplateResult } from 'lit';
import { legalActions, playerRange } from '../engine/game.js';
import type { Action, GameConfig, GameState } from '../engine/game.js';
import { tableView } from '../table/view.js';
import type { TableView } from '../table/view.js';
import type { GameRecord } from '../record/record.js';
import type { ReviewOptions, TableReview } from '../table/review.js';
import type { Problem } from './props.js';
import { TableController } from './controllers/table-controller.js';
import { SizeController } from './controllers/size-controller.js';
import { InputController } from './controllers/input.js';
import { Attributes } from './controllers/attributes.js';
import { intents } from './controllers/intents.js';
import { DragLoader } from './controllers/drag-loader.js';
import { ShareController } from './controllers/share-button.js';
import { Sheets } from './controllers/sheets.js';
import { table } from './parts/table.js';
import { styles } from './domino-table.styles.js';
import type { Connection, Modes } from './modes/modes.js';
import { loadModes } from './modes/modes.js';

/**
 * A domino table: plays Brazilian partnership, Polish draw, Mexican Train, All Fives and the Block game in the browser. Rules come
 * from the engine, the turn loop from the statechart, everything a table is from the headless table (src/table/):
 * the element draws the table's view and sends it what a person does.
 *
 * Keyboard: arrow keys move among playable tiles (then among places), Enter or Space plays, Escape cancels; one
 * letter each (in English D, P, E, H, N; each language has its own) draws, passes, ends the turn, shows a hint and
 * deals the next round. Pointer and touch: tap a tile then its place, or drag the tile onto a lit place (`::part(place)`);
 * a tile dropped where it does not fit plays nothing and the table says why. After a move the focus is in the hand.
 *
 * Never throws: an attribute or property value it cannot use becomes its documented default and a `domino-error`;
 * methods answer bad arguments with `domino-error`. Moving it on the page keeps its game (docs/element.md, "Reliability").
 *
 * @fires {CustomEvent<{variant: string, players: number, seed: number, names: string[], humans: number[], options: object}>} domino-game-start - A game started (on connect, or by newGame()).
 * @fires {CustomEvent<{round: number, leader: number|null, turn: number|null, engine?: string}>} domino-round-start - A round was dealt.
 * @fires {CustomEvent<{seat: number, round: number, human: boolean, legalActions?: object[]}>} domino-turn - A seat is to act; people at this screen (`isHuman(seat)`) also get their legal actions. In every mode that plays moves: a game, teach mode, a lesson, a puzzle, online (docs/events.md); also at a lesson's or a puzzle's start (and Try again), after `load()`, `undo()` and a resumed `persist` game.
 * @fires {CustomEvent<{seat: number, tile: string, at: string|null, points: number}>} domino-play - A tile was played (points: what it scored, All Fives), in a game, teach mode, a lesson (the learner's moves and the others'), a puzzle (the move tried and the reply) and online alike; not in a replay (`domino-step`).
 * @fires {CustomEvent<{seat: number, boneyard: number, tile?: string}>} domino-draw - A tile was drawn (the tile only when that hand is visible here); in every mode that plays moves, as `domino-play`.
 * @fires {CustomEvent<{seat: number}>} domino-pass - A seat passed; in every mode that plays moves, as `domino-play`.
 * @fires {CustomEvent<{round: number, reason: 'domino'|'blocked', winner: number|null, points: number[], pips: number[], totals: number[]}>} domino-round-end - A round was counted.
 * @fires {CustomEvent<{winner: number|number[]|null, totals: number[]}>} domino-game-end - The game is over.
 * @fires {CustomEvent<{step: number, total: number, note: string|null}>} domino-step - Replay or teach position changed (step 0 = the deal; total = the last step). A replay fires only this for each step it shows, never `domino-play`, `domino-draw`, `domino-pass` or `domino-turn`: nothing is played (it steps back and jumps too); `toRecord()` has its moves (docs/events.md).
 * @fires {CustomEvent<{lesson: string, stars: number, next: string|null}>} domino-lesson-end - A lesson was finished: its id, the stars earned (1–3, fewer with hints and wrong tries) and the next lesson's id (null after the last).
 * @fires {CustomEvent<{puzzle: string, solved: boolean, tries: number, next: string|null, rating: number, streak: number}>} domino-puzzle-end - A puzzle was finished: solved (`tries`: the moves tried, the solving one included), or left unsolved for the next one; `rating` and `streak` are the person's puzzle rating and first-try streak after it (kept with `persist`).
 * @fires {CustomEvent<{course: string, done: number}>} domino-course-end - Every item of the course (`course`) is done: its id and the items done (all of them); fired when its last unfinished item ends, and again when its last item is finished once more.
 * @fires {CustomEvent<{record: string, step: number}>} domino-make - "Make a lesson or puzzle from this moment" (replay, the move review) was pressed: the game's record (`dt1.…`) and the step shown. Cancelable: `preventDefault()` keeps the page where it is (it opens its own editor); otherwise the studio (`studio`) opens in a new tab at `#record=…&step=N`.
 * @fires {CustomEvent<{lesson: string, next: string}>} domino-lesson-next - The lesson end card's Next lesson was pressed (in a course: Next lesson or Next puzzle; `next` is the course item's key, its id). Cancelable: `preventDefault()` keeps the lesson shown, so the page decides what Next does (a tutorial page scrolls to the next section's table); otherwise the table opens the next lesson.
 * @fires {CustomEvent<{lesson: string, variant: string, players: number, options: object}>} domino-lesson-real - The lesson end card's Play a real game was pressed. Cancelable: `preventDefault()` keeps the lesson shown (the page opens a game of these rules elsewhere); otherwise the table leaves the lesson for that game.
 * @fires {CustomEvent<{code: string, message: string}>} domino-error - Bad input or a refused action; nothing was lost (`no-review`: `review()` had nothing to review).
 * @fires {CustomEvent<{state: 'connecting'|'open'|'reconnecting'|'closed', room: string|null, seat: number|null}>} domino-connection - Online (`server` set): the connection to the room changed.
 * @fires {CustomEvent<{level: 'auto', strength: string, rung: number, previous: string}>} domino-level - `level="auto"`: after a hand against the computers (after its `domino-round-end`; after a lost hand once the person's plays are ranked, a moment later), the strength they play at now (`easy-`, `easy`, `easy+`, `medium`, `medium+`, `hard-`, `hard`; rung 0–6) and the one the hand was played at.
 * @fires {CustomEvent<{seat: number, id: string, text: string}>} domino-chat - Online: a quick-chat phrase or reaction from a seat (`id` one of the fixed set; `text` as this table says it).
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
 * @csspart end - An open end on the board (each end of the line, each spinner arm, each train): a dashed square where the next tile's matching half goes, showing that number; `data-number` is the number (absent when unknown), `data-place` the place (`left`, `right`, `up`, `down`, `mexican`, `train-N`).
 * @csspart place - A place on the board where the selected (or dragged) tile may go; the one a dragged tile is over has `data-over`.
 * @csspart seat - A seat's card round the table: its name, tiles, score and state (thinking, passed, marker, away), with `data-seat="N"` and `data-side` (`bottom` for the viewing seat, `left`, `top`, `right`, or `ring` when more than four play); also `current` for the seat to move.
 * @csspart current - The card of the seat to move.
 * @csspart score-sheet - The score sheet: every round's points per seat (team), the totals and the target; opened during play from the round's button in the top bar, shown in the count and at the game's end.
 * @csspart review-item - A decision of yours in the move review ("Review this hand" at the count or under a replay), with `data-step` (the record's step before the move); choosing it (click, Enter, or Previous/Next and ← →) shows the board at that step (its line then has `aria-current="step"`). The review sits beside the board on a wide table, under it on a phone.
 * @csspart game-end - The game-end card: the winner, the final scores, a short celebration (none under `prefers-reduced-motion`), Rematch.
 * @csspart boneyard - The boneyard and its count.
 * @csspart score - A row or column of seat cards: above the felt, beside it (wider tables), or the viewing seat's under it.
 * @csspart status - Whose turn it is and what to do.
 * @csspart online - Online: the room code, the connection, who is connected, the fair-deal badge.
 * @csspart ask-name - Online: the prompt for a name (Your name at this table, OK, Not now) shown to a person who joined a seat without one; the name goes to the room, `persist` keeps it.
 * @csspart room - Online: the room panel beside the table (under it when narrow): the seats, invitation and watch links (Copy, Share, QR code), the turn clock, Pause, "I'm back", quick chat.
 *
 * @attr {string} lang - UI language: `en`, `pt-BR` or `pl` (else English); without it, the closest `lang` up the tree, else the page's.
 * @attr {number} clock - Online, `room="new"`: a turn clock, seconds per turn (5–3600; none without it): when a turn runs out the server's computer plays it and the seat is away until its person acts again.
 * @attr {number} reserve - Online, `room="new"` with `clock`: seconds of reserve per seat and game, used once a turn's own time is over.
 * @attr {string} invite-url - Online: the room panel's links, a template with `{room}`, `{seat}` (1…N; empty: watch) and `{invite}`; without it, this page's address with `room`, `seat` and `invite` set.
 * @attr {boolean} listed - Online, `room="new"`: the table is listed in the server's lobby (`GET /lobby`, with its game and the table's language) while it waits for players, so anyone may take a free seat; `room="anyone"` joins such a table (or opens one).
 * @attr {string} invite - Online: the invitation secret of the seat asked for (a room created with invitations), from the invitation link.
 */
export class DominoTable extends DominoTableBase {
  static override styles = styles;
  /** @internal */
  protected override propSet(name: string, problem: Problem | null): void {
    if (problem) this.#ctl.table.report(problem.code, problem.message, false, problem.params);
    this.#attrs.mark(name, !!problem);
  }

  readonly #ctl = new TableController(this);
  readonly #size = new SizeController(this);
  readonly #input = new InputController(this, this.#ctl.table);
  readonly #modes: Modes = loadModes(this, this.#ctl.table, (sheet) => this.#sheets.adopt(sheet));
  readonly #attrs = new Attributes(this, this.#ctl.table, this.#modes);
  readonly #sheets = new Sheets(this, styles);
  #view: TableView | null = null;
  readonly #drag = new DragLoader(this, () => this.#send, () => this.#view); // hand tiles dragged to their places
  readonly #share = new ShareController(this, this.#ctl.table, {
    url: () => this.shareUrl, text: () => this.toRecordText(), variant: () => this.toRecord()?.variant ?? this.variant,
    step: () => (this.#modes.steps() ? this.#modes.pos() : this.#ctl.table.log.step),
  });

  constructor() {
    super();
    // Every property starts at its documented default: what props.ts stores for an absent value.
    for (const name of Object.keys(DominoTableBase.properties)) (this as unknown as Record<string, unknown>)[name] = undefined;
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
    const g = this.#ctl.table.game;
    return g && structuredClone(g);
  }

  /** The strength the computers play at now: the `level`, or under `level="auto"` the rung it reached (`easy-`, `easy`, `easy+`, `medium`, `medium+`, `hard-`, `hard`). */
  get strength(): string {
    return this.#ctl.table.strength;
  }

  /** Online play: the connection's state (`connecting`, `open`, `reconnecting`, `closed`), the room's code and the seat this screen plays (null: watching); null when the table is not online. */
  get connection(): Connection | null {
    return this.#modes.connection();
  }

  /** The legal actions of the seat to move. */
  get legalActions(): Action[] {
    try {
      const g = this.#ctl.table.game;
      return g ? legalActions(g) : [];
    } catch {
      return []; // online, another seat's hand is hidden here: its options are unknown
    }
  }

  /** Whether a person at this screen plays `seat` (0-based): a seat of `humans` in play, the learner in a lesson or a puzzle, this screen's seat online (docs/events.md); none in a replay; false for a seat the game does not have. */
  isHuman(seat: number): boolean {
    const t = this.#ctl.table;
    return Number.isInteger(seat) && seat >= 0 && seat < (t.game?.players ?? Infinity) && t.isHuman(seat);
  }

  /** Starts a new game; `config` overrides the attributes (variant, players, seed, options, deals, shortDeals). */
  newGame(config: Partial<GameConfig> | null = {}): void {
    if (this.server) return void this.#modes.online().then((o) => o?.again());
    try {
      if (typeof (config ?? {}) !== 'object') return this.#ctl.table.report('bad-config', 'newGame takes a config object');
      this.#attrs.newGame(config ?? {}); // a getter that throws: caught below
    } catch (e) {
      this.#ctl.table.report('bad-config', String(e));
    }
  }

  /** Plays a tile for the person whose turn it is; `at` may be left out when only one place fits. */
  play(tile: string, at?: string): void {
    const one = this.#ctl.table.playable().get(tile);
    this.#modes.lift(tile); // the tile travels from where it is in the hand
    this.#ctl.table.act(at === undefined && one?.length === 1 ? { type: 'play', tile, at: one[0]! } : at === undefined ? { type: 'play', tile } : { type: 'play', tile, at });
  }
  /** Draws a tile (`from: "back"` in the draw game, D-16). */
  draw(from?: 'front' | 'back'): void {
    this.#ctl.table.act(from ? { type: 'draw', from } : { type: 'draw' });
  }
  /** Passes (only legal when the rules force it). */
  pass(): void {
    this.#ctl.table.act({ type: 'pass' });
  }
  /** Ends a Mexican Train opening chain. */
  endTurn(): void {
    this.#ctl.table.act({ type: 'end-turn' });
  }
  /** Deals the next round after a count. */
  nextRound(): void {
    this.#ctl.table.act({ type: 'next-round' });
  }
  /** Takes back the last move of a person here and the computer moves after it (a drawn tile stays drawn); false when refused (`domino-error` `cannot-undo`). */
  undo(): Promise<boolean> {
    return this.#lazy(this.#modes.learning().then((l) => l.undo()), false);
  }
  /** A hint for the person to move here: the hard computer player's choice (in a lesson, the move it waits for), shown and announced, never played; null when no person here is to move. */
  hint(): Promise<Action | null> {
    return this.#lazy(this.#modes.hint(), null);
  }
  /** The game as a plain JSON record: the record shown in replay or a lesson, else the game played; null before a game. */
  toRecord(): GameRecord | null {
    return this.#modes.shown() ?? this.#ctl.table.log.toRecord();
  }
  /** toRecord() as compact URL-safe text (`dt1.…`); null before a game (or when the code for it cannot load: `domino-error`). */
  toRecordText(): Promise<string | null> {
    const r = this.toRecord();
    return r ? this.#lazy(import('../record/record.js').then((m) => m.encodeRecord(r)), null) : Promise.resolve(null);
  }
  /** Opens a record (object, JSON or `dt1.…` text) in the current mode; false when refused (`domino-error` `bad-record`, the game is kept). */
  load(record: unknown): Promise<boolean> {
    return this.#lazy(this.#modes.learning().then((l) => l.load(record)), false);
  }
  /** The current position as drawn: the board as a self-contained SVG string (the theme's colours inline, no fonts to load), or null before a game. */
  toSVG(): Promise<string | null> {
    return this.#lazy(import('../table/picture.js').then((m) => m.styledSVG(this.#view, getComputedStyle(this), this.#size.size.fw)), null);
  }
  /** Reviews the decisions of the people here in the hand just played (a replay: every hand of its record; `options`: docs/review.md): the headless table's review, worded in the table's language. Rejects when there is nothing to review (no game, no move yet), with a `domino-error` `no-review` (no banner). */
  review(options: ReviewOptions | null = {}): Promise<TableReview> {
    const t = this.#ctl.table;
    return t.review(options ?? {}).catch((e: Error & { code?: string }) => Promise.reject((t.notify('domino-error', { code: e.code ?? 'internal', message: String(e.message) }), e)));
  }
  /** Replay: the next step. */
  next(): Promise<void> {
    return this.goTo(this.#modes.pos() + 1);
  }
  /** Replay: the previous step. */
  previous(): Promise<void> {
    return this.goTo(this.#modes.pos() - 1);
  }
  /** Replay: step `step` (0 = the deal). */
  goTo(step: number): Promise<void> {
    return this.#lazy(this.#modes.learning().then((l) => l.go(step)), undefined);
  }

  // The async methods never reject: a part that cannot load (offline, a CSP) is a domino-error.
  #lazy<T>(p: Promise<T>, dflt: T): Promise<T> {
    return p.catch((e) => (this.#ctl.table.report('internal', String(e)), dflt));
  }

  /** The element is ready once its parts and words loaded on demand are here: events wait for this, so none is announced without its words. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await Promise.all([this.#modes.loadPanels(), this.#attrs.langReady, this.#ctl.table.need('core', 'panels'), this.#drag.ready]);
    await this.#ctl.table.need('core', 'panels'); // the language's, once it shows
    return super.getUpdateComplete();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#modes.loadPanels().then((x) => x && this.requestUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#attrs.update(changed);
  }

  /** What a part sent (./controllers/intents.ts). */
  #send = intents(this.#ctl.table, this.#input, this.#modes, { newGame: () => this.newGame(), undo: () => void this.undo(), sound: () => void (this.sound = !this.sound), review: () => void this.#modes.review() });
  protected override render(): TemplateResult {
    const t = this.#ctl.table;
    let w = t.say;
    const size = { ...this.#size.size, w: this.#size.size.w || this.clientWidth || 600 };
    let v = tableView(t, size, w);
    // once the line as drawn turns a corner (or no longer does), its ends are named by their numbers (or left and right)
    if (v && v.board.turned !== t.turned) {
      t.turned = v.board.turned;
      v = tableView(t, size, (w = t.say));
    }
    this.#view = v;
    const e = t.state.error;
    const panels = this.#modes.panels();
    const room = this.#modes.room();
    const felt = table(v, w, this.#send, {
      panels,
      banner: e && panels ? panels.bannerText(e, w, (n) => this.getAttribute(n), this.variant) : null,
      online: this.#modes.bar(),
      learn: this.#modes.panel(v) ?? nothing,
      ...(this.#modes.status() !== undefined ? { status: this.#modes.status()! } : {}),
      more: v && panels ? panels.more(t, w, v, this.#modes.steps() ?? t.log) : null,
      logOpen: t.state.panel === 'log',
      sound: this.sound,
      share: this.#share.part(),
      ...(v?.markerRule ? { marker: v.markerRule } : {}),
      instant: this.speed === 0,
      ...this.#input.wiring(v, w, this.#send, (x) => this.#modes.key(x)),
      drag: this.#drag.drag,
    });
    return room && room !== nothing ? html`<div class="onl">${felt}${room}</div>` : felt; // online: the room panel beside the table, or under it
  }

  protected override updated(): void {
    this.#size.felt(this.renderRoot.querySelector('.felt'));
    this.#modes.motion(this.#view);
    this.#input.focus(this.#view);
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
export type { Connection } from './modes/modes.js';
export type { ReviewOptions, TableReview, WordedDecision } from '../table/review.js';
