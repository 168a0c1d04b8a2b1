/**
 * The headless table: everything a domino table is, without a page. It holds the table's state (./state.ts), is fed
 * by a source — local play (the statechart), an online room, a replay, a lesson (./sources/) — keeps the one copy of
 * the per-move bookkeeping (the marks, src/record/marks.ts; the game's record, src/record/log.ts), tells the world
 * what happened through one typed emitter (the `domino-*` events of ./events.ts, plus `change`), and takes a
 * person's intents (select a tile, play it at a place, hint, …). What to draw is ./view.ts, from this state.
 *
 * A click in `<domino-table>` travels: element part → `table.send(intent)` → the source (`act`) → the statechart
 * → `table.moved()` (bookkeeping, state, events) → `change` and the event → the element renders, then dispatches
 * the event. Runs in Node as in the browser: the element only adds the DOM.
 */
import type { Action, GameConfig, GameState, Tile } from '../engine/game.js';
import { legalActions, moveKey, registered, rulesOf } from '../engine/game.js';
import type { DominoError } from '../engine/game.js';
import { loadVariant } from '../engine/load.js';
import type { ComputerInput, Seating } from '../machine/domino.machine.js';
import { advance, marksAt, NO_MARKS } from '../record/marks.js';
import type { Marks } from '../record/marks.js';
import { RecordLog } from '../record/log.js';
import { AUTO_START, careless, heldRung, nextRung, RUNGS, strengthOf } from '../ai/strength.js';
import { m } from '../words/format.js';
import type { Msg } from '../words/format.js';
import { say, Words } from '../words/words.js';
import type { Group, Lang, Say } from '../words/words.js';
import { Emitter } from './emitter.js';
import type { TableEvents } from './events.js';
import { EMPTY } from './state.js';
import type { Banner, Panel, Said, TableState } from './state.js';
import { humanSeats, isHuman, seatName, you } from './seats.js';
import type { Humans } from './seats.js';
import type { LocalSource } from './sources/local.js';
import { reviewRequest, worded } from './review.js';
import type { ReviewOptions, TableReview } from './review.js';
import type { ReviewRequest, ReviewResult } from '../ai/review.js';

/**
 * Local play's source — the statechart and XState with it — loads once, beside the first game's rules (its own chunk:
 * the first paint, an empty felt and its seats, does not wait for the turn loop). {@link Table.play} waits for it.
 */
let Local: typeof LocalSource | null = null;
let localLoading: Promise<unknown> | null = null;
export const loadLocal = (): Promise<unknown> => (localLoading ??= import('./sources/local.js').then((x) => (Local = x.LocalSource), (e) => ((localLoading = null), Promise.reject(e))));

/** `level="auto"`'s ranking of the person's plays (src/ai/rank.ts), loaded after the first hand lost under it. */
let ranks: Promise<typeof import('../ai/rank.js')> | null = null;
const loadRanks = (): Promise<typeof import('../ai/rank.js')> => (ranks ??= import('../ai/rank.js').catch((e: unknown) => ((ranks = null), Promise.reject(e))));

/** A table's settings: who plays here, what seats are called, how the computers play, the language. */
export interface TableSettings {
  humans: Humans;
  names: string[]; // given per seat ("" not given)
  level: string; // the computer players' level: easy, medium, hard, or auto (src/ai/strength.ts)
  pace: number; // ms a computer move takes at least (0: at once)
  openHands: boolean;
  lang: Lang;
  away?: readonly number[]; // online: seats whose person is not connected now
  clock?: { seat: number; text: string } | null; // online: the turn clock of the seat to move, as its card shows it (e.g. "0:27")
}

/** What a source of moves offers the table (local play, an online room, a replay, a lesson). */
export interface Source {
  readonly kind: 'local' | 'online' | 'replay' | 'lesson' | 'class' | 'review';
  /** An action of a person at this screen. */
  act(action: Action): void;
  /** Who people at this screen play, where the source decides (a lesson's learner, nobody in a replay, an online seat). */
  readonly humans?: Humans;
  /** The seats' names the source knows (a record's, a lesson's, the room's). */
  readonly names?: readonly string[];
  /** Every hand face up (a replay; a lesson that shows all hands); default false. */
  readonly open?: boolean;
  /** Whether the person here may act now (false while a lesson plays the other seats or is over); default true. */
  readonly acting?: boolean;
  /** The source says its moves in its own words (a lesson's narration, in its panel's live region): the table's live region does not repeat them; their events fire all the same. Default false. */
  readonly narrates?: boolean;
  /** The table's settings or connection changed. */
  update?(): void;
  stop(): void;
}

/** What a table is made with. */
export interface TableOptions {
  /** The computer player (the element's runs in a worker); default: `chooseAction` on this thread, loaded when first needed. */
  choose?: (input: ComputerInput, signal: AbortSignal) => Promise<Action>;
  /** Resolves once what the table last said is shown (the element: rendered and dispatched); a computer moves only then. */
  gate?: () => Promise<void>;
  /** A move review (src/ai/review.ts; the element's runs in its worker); default: on this thread, loaded when first asked. */
  review?: (req: ReviewRequest, progress: (done: number, total: number) => void) => Promise<ReviewResult>;
}

/** Every event of {@link TableEvents}, and `change` (the state changed: draw it again). */
export type TableEmitted = TableEvents & { change: TableState };

/** The source of a peek (see `Table.peek`): it shows, nobody acts. */
const PEEK: Source = { kind: 'review', acting: false, act: () => {}, stop: () => {} };

const DEFAULTS: TableSettings = { humans: [0], names: [], level: 'medium', pace: 700, openHands: false, lang: 'en' };

// The happenings the live region says (the others change what it says last: nothing).
/** The happenings a person's turn announcement repeats first (see {@link Said}). */
const MOVES: (keyof TableEvents)[] = ['domino-play', 'domino-draw', 'domino-pass'];
const SPOKEN: (keyof TableEvents)[] = ['domino-play', 'domino-draw', 'domino-pass', 'domino-round-start', 'domino-round-end', 'domino-game-end', 'domino-turn'];

const randomSeed = () => (Math.random() * 0x7fffffff) | 0;

/** The detail of `domino-round-start` for `g`. */
const roundDetail = (g: GameState): TableEvents['domino-round-start'] => JSON.parse(JSON.stringify({ round: g.round, leader: g.leader, turn: g.turn, engine: g.engine || undefined }));

/** A headless table (see the module comment). */
export class Table {
  readonly events = new Emitter<TableEmitted>();
  /** The game's record so far (the record shown, for a replay: its source keeps its own). */
  readonly log = new RecordLog();
  #state: TableState = EMPTY;
  #settings: TableSettings = DEFAULTS;
  #source: Source | null = null;
  #live = false; // connected: computers may move
  #choose: NonNullable<TableOptions['choose']>;
  #gate: () => Promise<void>;
  #heard: { seat: number | null; said: Said }[] = []; // the moves said since a person's turn was last announced (its announcement says them first)
  #rung = AUTO_START; // level="auto": the computers' strength now (an index of RUNGS)
  #review: NonNullable<TableOptions['review']>;
  #peeked: { source: Source | null; game: GameState | null; marks: Marks } | null = null; // the game shown before a peek

  constructor(options: TableOptions = {}) {
    this.#review = options.review ?? ((req, progress) => import('../ai/review.js').then((x) => x.reviewHand(req, progress)));
    this.#choose = options.choose ?? ((input) => import('../ai/choose.js').then((x) => x.chooseAction(input.game, { level: input.level as 'medium', seed: input.game.seed, history: input.history })));
    this.#gate = options.gate ?? (() => Promise.resolve());
  }

  /** The table's state (read-only: change it through the table). */
  get state(): TableState {
    return this.#state;
  }

  /** The game shown, or null before the first. */
  get game(): GameState | null {
    return this.#state.game;
  }

  /** The source showing the game (null before the first). */
  get source(): Source | null {
    return this.#source;
  }

  get settings(): Readonly<TableSettings> {
    return this.#settings;
  }

  /** Changes the state and tells its listeners (the element renders). */
  #put(patch: Partial<TableState>): void {
    this.#state = { ...this.#state, ...patch };
    this.events.emit('change', this.#state);
  }

  /** Something a source shows changed (a lesson's feedback, a replay's autoplay): the table is drawn again. */
  changed(): void {
    this.#put({});
  }

  /** `level="auto"`: the rung the computers play at now (0 = easy- … 6 = hard, see src/ai/strength.ts). */
  get rung(): number {
    return this.#rung;
  }

  /** Sets `auto`'s rung (a saved one taken up again); it is held to the ladder. */
  set rung(r: number) {
    this.#rung = heldRung(r);
  }

  /** The strength the computers play now: the level, or under `auto` the rung reached. */
  get strength(): string {
    return strengthOf(this.#settings.level, this.#rung);
  }

  /**
   * `auto` after a hand the people here played against the computers (local play): one rung up if their side (the
   * first person's) won it, one down if it lost, two if it lost and that side's people's plays sat mostly in the
   * medium player's worse half (src/ai/rank.ts, loaded on demand, on this thread: a few dozen heuristic scores);
   * `domino-level` says where it went.
   */
  #staircase(after: GameState): void {
    const r = after.result;
    if (this.#settings.level !== 'auto' || this.#source?.kind !== 'local' || !r) return;
    const seats = [...Array(after.players).keys()];
    const people = seats.filter((x) => this.isHuman(x));
    if (people.length === 0 || people.length === seats.length) return;
    const sideOf = (x: number): number => (rulesOf(after.variant).teams ? x % 2 : x);
    const side = sideOf(people[0]!);
    const judged = people.filter((x) => sideOf(x) === side); // the side judged, and only its plays ranked
    const outcome = r.winner === null ? 'tie' : r.winner === side ? 'won' : 'lost';
    const source = this.#source;
    const step = (beginner: boolean): void => {
      if (this.#settings.level !== 'auto' || this.#source !== source) return; // the level or the game changed meanwhile
      const before = this.#rung;
      this.#rung = nextRung(before, outcome, beginner);
      this.#emit('domino-level', { level: 'auto', strength: this.strength, rung: this.#rung, previous: RUNGS[before]! });
      if (this.#rung !== before) source.update?.(); // the chart's computers play the next hand at it
    };
    if (outcome !== 'lost') return step(false); // moved() draws the table next
    const { states, actions } = this.log;
    let from = actions.length; // this hand's deal, taken now (the next hand may start before the ranks are in)
    while (from > 0 && actions[from - 1]!.type !== 'next-round') from--;
    const hand = { states: states.slice(from), actions: actions.slice(from) };
    void loadRanks()
      .then((x) => careless(x.handRanks(hand.states, hand.actions, judged)))
      .catch(() => false) // without the ranks (their chunk did not load), one rung
      .then((beginner) => {
        step(beginner);
        this.#put({}); // the count says where the computers went
      });
  }

  /** Changes the settings: who plays here, names, level, pace, open hands, language. */
  set(patch: Partial<TableSettings>): void {
    this.#settings = { ...this.#settings, ...patch };
    if (patch.lang) void this.need('core', 'panels');
    this.#cover();
    this.#source?.update?.();
    this.#put({});
  }

  // ---- who is who

  /** Who people at this screen play now (the source's say first). */
  get humans(): Humans {
    return this.#source?.humans ?? this.#settings.humans;
  }

  /** Whether people at this screen play `seat`. */
  isHuman(seat: number): boolean {
    return isHuman(this.humans, seat);
  }

  /** How many seats people at this screen play. */
  people(): number {
    return this.game ? humanSeats(this.humans, this.game.players).length : 0;
  }

  /** The one person at this screen ("you"), or null. */
  you(): number | null {
    return this.game ? you(this.humans, this.game.players) : null;
  }

  /** A seat's name as the table shows it. */
  name(seat: number): string {
    const g = this.game;
    const me = this.words.cat['name.you'] ?? 'You';
    if (this.#source?.kind === 'online' && seat === this.you()) return me; // online, this screen's own seat is "You" on every screen (the host's too)
    return seatName({ humans: this.humans, names: this.#settings.names, openHands: this.#settings.openHands }, g?.players ?? 0, seat, me, this.#source?.names ?? this.log.names);
  }

  /** Whether a seat's tiles are face up here now (`inPlay`: not counting the count's reveal of every hand). */
  handVisible(seat: number, inPlay = false): boolean {
    const s = this.#state;
    if (this.#settings.openHands || this.#source?.open || (!inPlay && s.game && s.game.phase !== 'playing')) return true;
    if (!this.isHuman(seat) || s.covered) return false;
    return s.viewer === null ? this.people() === 1 : s.viewer === seat;
  }

  // ---- words

  /** The words of the table's language (groups load on demand: {@link need}). */
  get words(): Words {
    return Words.of(this.#settings.lang);
  }

  /**
   * Whether the line, as drawn here, has turned a corner (the board's `turned`, ./layout.ts): "left" and "right" would
   * then contradict the picture, so the table's words name a line's ends by their numbers. The element sets it from
   * the board it draws; without a picture (Node) it stays false.
   */
  turned = false;

  /** The table's words bound to who is who here. */
  get say(): Say {
    const g = this.game;
    const names = g ? [...Array(g.players).keys()].map((s) => this.name(s)) : [];
    return say(this.words, { lang: this.#settings.lang, names, you: this.you(), ...(this.turned ? { turned: true } : {}) });
  }

  /** Loads word groups of the table's language; the table is drawn again once they are here. */
  need(...groups: Group[]): Promise<void> {
    const w = this.words;
    if (w.has(...groups)) return Promise.resolve();
    return w.load(...groups).then(
      () => this.#put({}),
      () => {}, // offline: the table goes on with the words it has
    );
  }

  // ---- life

  /** The table is on a page (or in a program) that runs it: computers may think and move. */
  connect(): void {
    void loadLocal().catch(() => {}); // fetched now, beside the rules: a game can start as soon as both are here
    this.#live = true;
    this.#source?.update?.();
  }

  /** The table is off the page: nothing moves by itself (a move chosen late is dropped). */
  disconnect(): void {
    this.#live = false;
    this.#source?.update?.();
  }

  /** Whether computers may move now. */
  get live(): boolean {
    return this.#live;
  }

  // ---- games

  /**
   * Starts a game of `config` played here (its variant's rules load first). A refused config keeps the game in play
   * and reports `domino-error`; `first`: a table's first game, whose refused players or options are left out (the
   * variant's defaults: the table is never left empty; the report stays shown). `silent`: no game-start events (a
   * record's game rebuilt, `actions` its moves so far). Resolves true when a game started.
   */
  play(config: GameConfig, opts: { silent?: boolean; first?: boolean; names?: string[] } = {}): Promise<boolean> {
    let variant: unknown;
    try {
      variant = config?.variant;
    } catch (e) {
      this.report('bad-config', String((e as Error)?.message));
      return Promise.resolve(false);
    }
    // The config is read at once when the rules are here (so a caller editing its deals afterwards changes nothing).
    if (registered(variant) && Local) return Promise.resolve(this.#playNow(config, opts));
    return Promise.all([registered(variant) || loadVariant(variant as string), loadLocal()]).then(
      () => this.#playNow(config, opts),
      (e: DominoError) => (this.report(e.code ?? 'internal', String(e.message), false, e.params), false),
    );
  }

  #playNow(config: GameConfig, opts: { silent?: boolean; first?: boolean; names?: string[] }): boolean {
    let c: GameConfig;
    try {
      c = { ...config, seed: config.seed ?? randomSeed() };
    } catch (e) {
      this.report('bad-config', String((e as Error)?.message));
      return false;
    }
    let told: Banner | null = this.#state.error; // a page's input reported before the first game: its banner stays
    for (let i = 0; i < 3; i++) {
      try {
        this.#local(c, opts);
        if (opts.first && told && !this.#state.error) this.#put({ error: told });
        return true;
      } catch (e) {
        const code = (e as DominoError).code ?? 'internal';
        this.report(code, String((e as Error).message), false, (e as DominoError).params);
        const k = opts.first && !this.game && ({ 'bad-players': 'players', 'bad-options': 'options' } as Record<string, 'players' | 'options'>)[code];
        if (!k) return false;
        told = this.#state.error;
        c = { ...c, [k]: undefined };
      }
    }
    return false;
  }

  /** Takes up a local game of `config` (throws a refusal): see {@link play}. */
  #local(config: GameConfig, opts: { silent?: boolean; names?: string[] }, resume?: { game: GameState; marks: Marks }): LocalSource {
    const src = new Local!(
      {
        gate: () => this.#gate(),
        choose: (input, signal) => this.#choose(input, signal),
        seating: (g) => this.#seating(g),
        moved: (seat, action, before, after) => this.moved(seat, action, before, after),
        refused: (code, message, params, action) => this.report(code, message, true, params, action),
        thinking: (seat) => this.#put({ thinking: seat }),
      },
      config,
      resume,
    );
    this.take(src, src.game, src.marks, opts);
    src.update();
    return src;
  }

  /**
   * Continues a record's game in play from its last state (`load`, undo, a saved game resumed, leaving a replay):
   * `states` and `actions` are the record replayed; the table takes it up silently, then says whose turn it is.
   */
  resume(config: GameConfig, states: GameState[], actions: Action[], meta: { names?: string[]; notes?: Record<string, string>; expect?: string[] } = {}): void {
    if (!Local) return void loadLocal().then(() => this.resume(config, states, actions, meta), (e: Error) => this.report('internal', String(e?.message)));
    const game = states.at(-1)!;
    this.#local(config, { silent: true, ...(meta.names ? { names: meta.names } : {}) }, { game, marks: marksAt(states, actions, actions.length) });
    Object.assign(this.log, { states: states.slice(), actions: actions.slice(), notes: meta.notes && { ...meta.notes }, expect: meta.expect?.slice() });
    this.turnAgain();
    this.#put({});
  }

  /** What the local chart is told about the table: who it plays, how fast, whether it deals and may move now. */
  #seating(g: GameState): Partial<Seating> {
    const seats = [...Array(g.players).keys()];
    return { computers: seats.filter((s) => !this.isHuman(s)), level: this.strength, pace: Math.max(0, this.#settings.pace || 0), autoDeal: this.people() === 0, paused: !this.#live };
  }

  /**
   * A source takes the table over with `game` (a new game, a rebuilt record, an online table, a lesson's position):
   * the old source stops, the marks are `marks`, and unless `silent` the table announces a game and a round. `from`:
   * the states from the deal to `game` and the moves between them (a lesson's way to its position): the table's
   * record starts at that deal, so it stays a record that plays.
   */
  take(source: Source, game: GameState, marks: Marks, opts: { silent?: boolean; names?: string[]; from?: { states: readonly GameState[]; actions: readonly Action[] } } = {}): void {
    if (this.#peeked) (this.#source = this.#peeked.source), (this.#peeked = null); // a peek ends: the source in play stops
    if (this.#source !== source) this.#source?.stop(); // (an online table taken up again after a reconnection keeps its source)
    this.#source = source;
    const error = this.#state.error?.move ? null : this.#state.error; // a page's input stays reported; a refused move goes
    this.#state = { ...EMPTY, game, marks, error, panel: this.#state.panel === 'log' ? 'log' : null };
    const from = opts.from;
    this.log.start(from?.states[0] ?? game, opts.names ?? (this.#settings.names.some(Boolean) ? this.#settings.names : undefined));
    from?.actions.forEach((a, k) => this.log.push(a, from.states[k + 1]!));
    this.#cover();
    if (!opts.silent) {
      this.#emit('domino-game-start', this.#startDetail());
      this.#emit('domino-round-start', roundDetail(game));
      this.#turn(game);
    }
    this.#put({});
  }

  #startDetail(): TableEvents['domino-game-start'] {
    const g = this.game!;
    const seats = [...Array(g.players).keys()];
    return { variant: g.variant, players: g.players, seed: g.seed, names: seats.map((s) => this.name(s)), humans: seats.filter((s) => this.isHuman(s)), options: g.options };
  }

  /**
   * One move, applied by the source (the chart, the server, a lesson or a puzzle): the one copy of the per-move
   * bookkeeping — the marks, the record, the banner of a refused move, the cover — and its events, the same for
   * every source that plays moves (a replay plays none: it shows steps, `domino-step`).
   */
  moved(seat: number | null, action: Action, before: GameState, after: GameState): void {
    if (this.#peeked) this.peek(null); // the game moved on under a peek: it shows again
    const s = this.#state;
    this.log.push(action, after);
    const patch: Partial<TableState> = { game: after, marks: advance(s.marks, action, before, after), selection: null, hint: null, tip: null };
    if (s.error?.move) patch.error = null;
    if (before.phase === 'playing' && after.phase !== 'playing') patch.countOpen = true;
    this.#state = { ...s, ...patch };
    const t = action.type;
    if (t === 'play') this.#emit('domino-play', { seat: seat!, tile: action.tile, at: action.at ?? null, points: after.lastScore ?? 0 });
    else if (t === 'draw') {
      const drawn = seat === null ? undefined : after.hands[seat]!.find((x) => !before.hands[seat]!.includes(x));
      this.#emit('domino-draw', JSON.parse(JSON.stringify({ seat: seat!, boneyard: after.boneyard.length, tile: drawn && drawn !== '?' && this.handVisible(seat!, true) ? drawn : undefined })));
    } else if (t === 'next-round') this.#emit('domino-round-start', roundDetail(after));
    else if (t === 'pass') this.#emit('domino-pass', { seat: seat! });
    else {
      const said: Said = { type: 'msg', msg: m('say.end-turn', { who: seat ?? 0 }, seat ?? undefined) }; // end-turn is announced only: API.md has no event for it
      this.#heard.push({ seat, said });
      this.#say(said);
    }
    if (before.phase === 'playing' && after.phase !== 'playing') {
      const r = after.result;
      if (r) this.#emit('domino-round-end', { round: after.round, reason: r.reason, winner: r.winner, points: r.points, pips: r.pips, totals: after.totals });
      if (after.phase === 'game-over') this.#emit('domino-game-end', { winner: after.winner, totals: after.totals });
      this.#staircase(after);
    }
    this.#turn(after);
    this.#cover();
    this.#put({});
  }

  /** Shows `game` with `marks` as they stand (a replay's step, a lesson's position): no move, no events. */
  show(game: GameState, marks: Marks = NO_MARKS): void {
    this.#put({ game, marks, selection: null, hint: null, error: this.#state.error?.move ? null : this.#state.error });
  }

  /**
   * Shows a past step of the game (the move review's board: `at`, a state and its marks, `src/record/marks.ts`
   * `marksAt`) without stopping its source: meanwhile nobody here acts; `peek(null)` shows
   * the game as it was. No event: the game did not move.
   */
  peek(at: { game: GameState; marks: Marks } | null): void {
    if (at) {
      this.#peeked ??= { source: this.#source, game: this.#state.game, marks: this.#state.marks };
      this.#source = PEEK;
      this.#put({ game: at.game, marks: at.marks, selection: null, hint: null, tip: null });
    } else if (this.#peeked) {
      const { source, game, marks } = this.#peeked;
      this.#peeked = null;
      this.#source = source;
      this.#put({ game, marks, selection: null, hint: null, tip: null });
      source?.update?.(); // settings changed meanwhile reach it now
    }
  }

  /** Whether a past step shows ({@link peek}). */
  get peeking(): boolean {
    return this.#peeked !== null;
  }

  /** Says whose turn it is (`domino-turn`) after a game was taken up silently: loaded, resumed, undone, left a replay, a lesson's or a puzzle's position. */
  turnAgain(): void {
    const g = this.game;
    if (g) this.#turn(g, true);
  }

  #turn(g: GameState, quiet = false): void {
    if (g.phase !== 'playing' || g.turn === null) return;
    const human = this.isHuman(g.turn);
    if (human && this.#source?.acting === false) return; // a lesson over (or a puzzle's failed try answered): nobody here is to act
    let legal: Action[] | undefined;
    try {
      legal = human ? legalActions(g) : undefined;
    } catch {
      legal = undefined; // online, another seat's hand is hidden here: its options are unknown
    }
    this.#emit('domino-turn', JSON.parse(JSON.stringify({ seat: g.turn, round: g.round, human, legalActions: legal })), quiet);
  }

  /** A source tells the world what happened beyond a move (a replay's step, a lesson's end): a `domino-*` event. */
  notify<K extends keyof TableEvents>(type: K, detail: TableEvents[K]): void {
    this.#emit(type, detail, true);
    this.#put({});
  }

  /** Emits a `domino-*` event; unless `quiet`, it is what the live region says now. */
  #emit<K extends keyof TableEvents>(type: K, detail: TableEvents[K], quiet = false): void {
    const spoken = SPOKEN.includes(type) && !(type === 'domino-turn' && !(detail as TableEvents['domino-turn']).human); // a computer's turn says nothing
    if (!quiet && spoken && !this.#source?.narrates) {
      let said = { type, detail } as Said;
      if (type === 'domino-turn') said = { ...said, before: this.#unheard((detail as TableEvents['domino-turn']).seat) } as Said;
      else if (MOVES.includes(type)) this.#heard.push({ seat: (detail as { seat: number }).seat, said: withEnd(said, this.#state.game) });
      else this.#heard = type === 'domino-round-start' ? [{ seat: null, said }] : []; // a round's end, the game's end: said on their own while the count shows
      this.#state = { ...this.#state, said };
    } else if ((quiet && type === 'domino-turn') || type === 'domino-game-start') this.#heard = []; // a game taken up silently: what came before is not this turn's news
    this.events.emit(type, detail as TableEmitted[K]);
  }

  /**
   * The moves `seat`'s turn announcement says first, and none again after it: everything said since a person's turn was
   * last announced but `seat`'s own plays, passes and ended turns (it made them; what it drew is news to it).
   */
  #unheard(seat: number): Said[] {
    const before = this.#heard.filter((h) => h.seat !== seat || h.said.type === 'domino-draw').map((h) => h.said);
    this.#heard = [];
    return before;
  }

  #say(said: TableState['said']): void {
    if (!this.#source?.narrates) this.#state = { ...this.#state, said };
  }

  /** Pass-and-play: the hands hide when the turn moves to another person. */
  #cover(): void {
    const g = this.game;
    if (!g || g.turn === null || g.phase !== 'playing') return;
    if (this.people() <= 1) this.#state = { ...this.#state, covered: false, viewer: null };
    else if (this.isHuman(g.turn) && this.#state.viewer !== g.turn) this.#state = { ...this.#state, covered: true };
  }

  // ---- a person's intents

  /** An action of the person at this screen (from a control, a key or the API). */
  act(action: Action): void {
    if (!this.#source || !this.game) return;
    this.#source.act(action);
  }

  /** Whether a person at this screen is to move now (and can see their hand). */
  myTurn(): boolean {
    const g = this.game;
    return !!g && g.phase === 'playing' && g.turn !== null && this.isHuman(g.turn) && !this.#state.covered && (this.#source?.acting ?? true);
  }

  /** The places each playable tile of the person to move fits (empty list: a lead), or an empty map when nobody here moves. */
  playable(): Map<Tile, string[]> {
    const out = new Map<Tile, string[]>();
    if (!this.myTurn()) return out;
    for (const a of legalActions(this.game!)) {
      if (a.type !== 'play') continue;
      const list = out.get(a.tile) ?? [];
      if (a.at) list.push(a.at);
      out.set(a.tile, list);
    }
    return out;
  }

  /**
   * The person picks a hand tile: played at once where it fits one place (or places that all lead to the same game:
   * the two ends after a double lead, C-6 — {@link oneOf}), else selected to choose its place; picking it again drops
   * the selection.
   */
  select(tile: Tile): void {
    const places = this.playable().get(tile);
    if (!places) return;
    const one = oneOf(this.game!, tile, places);
    if (one !== undefined) return this.act(one === null ? { type: 'play', tile } : { type: 'play', tile, at: one });
    this.#put({ selection: this.#state.selection === tile ? null : tile, hint: null });
  }

  /**
   * A hand tile picked up to be dragged: selected without the one-place rule (nothing is played before the drop), so
   * its places show as drop previews; null puts it back.
   */
  drag(tile: Tile | null): void {
    if (tile === null || this.playable().has(tile)) this.#put({ selection: tile, hint: null });
  }

  /** A dragged tile dropped where it goes nowhere: nothing is played, and the tip says where it fits. */
  miss(tile: Tile): void {
    const places = this.playable().get(tile);
    this.#put({ selection: null });
    if (places) this.showTip(places.length === 1 ? m('drop.one', { tile, place: places[0]! }) : m(places.length ? 'drop.some' : 'drop.lead', { tile }));
  }

  /** Plays the selected (else the hinted) tile at `place`. */
  place(at: string): void {
    const s = this.#state;
    const tile = s.selection ?? (s.hint?.action.type === 'play' ? s.hint.action.tile : null);
    if (tile) this.act({ type: 'play', tile, at });
  }

  /**
   * "Draw till it fits" (D-7, F-10: a player who cannot play draws one tile at a time until one fits): draws, each a
   * legal `draw` of its own, while drawing is the only thing the person to move may do; stops at a tile that fits, an
   * empty (or reserved, F-11) boneyard, a refusal, or when the turn moves on. Resolves with the number of tiles drawn.
   */
  async drawUntilFits(): Promise<number> {
    let n = 0;
    for (let g = this.game; g && this.myTurn() && rulesOf(g.variant).drawsUntilFits; g = this.game) {
      let legal: Action[];
      try {
        legal = legalActions(g);
      } catch {
        break;
      }
      if (!legal.some((a) => a.type === 'draw') || legal.some((a) => a.type === 'play')) break;
      const told = this.#state.error;
      this.act({ type: 'draw' });
      if (this.game === g) await new Promise<void>((r) => {
        const stop = this.events.on('change', () => (this.game !== g || this.#state.error !== told ? (stop(), clearTimeout(t), r()) : undefined));
        const t = setTimeout(() => (stop(), r()), 5000);
      });
      if (this.game === g) break; // refused, or no answer
      n++;
    }
    return n;
  }

  /** Drops the selection and the hint. */
  cancel(): void {
    this.#put({ selection: null, hint: null });
  }

  /** Pass-and-play: the person to move is at the screen; show their hand. */
  reveal(): void {
    const g = this.game;
    this.#put({ viewer: g?.turn ?? null, covered: false });
  }

  /** Hides the banner. */
  dismiss(): void {
    this.#put({ error: null });
  }

  /** Opens or closes a panel (the move log, the score sheet, the rules card at a rule, what the table knows, the lesson list). */
  toggle(panel: Panel, rule: string | null = null): void {
    const open = this.#state.panel === panel && (rule === null || rule === this.#state.rule) ? null : panel;
    this.#put({ panel: open, rule: open ? rule : null });
  }

  /** Folds the count away to look at the final position, or unfolds it. */
  foldCount(open = !this.#state.countOpen): void {
    this.#put({ countOpen: open });
  }

  /** The hard computer player's choice for the person to move (shown and announced; never played), or null. */
  async hint(): Promise<Action | null> {
    const g = this.game;
    if (!g || !this.myTurn() || !this.#live) return null;
    let a: Action;
    try {
      a = await this.#choose({ game: g, seat: g.turn!, level: 'hard', history: this.#state.marks.moves }, new AbortController().signal);
    } catch {
      return null;
    }
    if (this.game !== g) return null;
    this.showHint(a);
    return a;
  }

  /**
   * Reviews the person's decisions (docs/review.md): the hand just played (a replay: every hand of its record), each
   * option's expected points from what that seat knew then, a verdict and a reason in the table's language, and for
   * a finished hand how often its deal wins against an average deal. Rejects, with an Error whose `code` is
   * `no-review`, when there is nothing to review: no game, or no move made yet.
   */
  async review(o: ReviewOptions = {}): Promise<TableReview> {
    const src = (this.#peeked ? this.#peeked.source : this.#source) as { states?: GameState[]; actions?: Action[]; kind?: string } | null; // (under a peek: the game peeked at)
    const replay = src?.kind === 'replay' && src.states && src.actions;
    const states = replay ? src.states! : this.log.states;
    const actions = replay ? src.actions! : this.log.actions;
    const nothing = (message: string) => Object.assign(new Error(message), { code: 'no-review' });
    if (!states.length) throw nothing('No game to review');
    const players = states[0]!.players;
    let seats = o.seats ?? humanSeats(this.#settings.humans, players);
    if (!seats.length) seats = [0];
    const req = reviewRequest(states, actions, seats, this.#settings.level, o, o.hand ? o.hand === 'all' : !!replay);
    if ((req.from ?? 0) >= actions.length) throw nothing('Nothing to review yet: no move has been made');
    const [result] = await Promise.all([this.#review(req, o.progress ?? (() => {})), this.need('review')]);
    return worded(result, this.say);
  }

  /** Shows `a` as the hint on the position shown now, and says it. */
  showHint(a: Action): void {
    this.#put({ selection: null, hint: { action: a, on: this.game! }, said: { type: 'msg', msg: hintMsg(a, this.game) } });
  }

  /** Shows a tip under the table for the position shown now (and says it). */
  showTip(...msgs: Msg[]): void {
    if (this.game && msgs.length) this.#put({ tip: { msgs, on: this.game }, said: { type: 'msgs', msgs } });
  }

  /** Says `msg` in the live region (what an undo took back). */
  announce(msg: Msg): void {
    this.#put({ said: { type: 'msg', msg } });
  }

  /**
   * Reports bad input or a refused action: the banner and `domino-error`. A refused move's (`move`) goes with the
   * next move; one about the page's input stays until dismissed or another replaces it. `params`: the values the
   * message names (the banner words them in the table's language; the event has the message).
   */
  report(code: string, message: string, move = false, params?: Record<string, string>, action?: Action): void {
    this.#state = { ...this.#state, error: { code, message, ...(params ? { params } : {}), ...(move ? { move } : {}), ...(action ? { action } : {}) } };
    this.#emit('domino-error', { code, message });
    this.#put({});
  }

  /** The refused move's reason in player words, once worked out (the banner shows it). */
  explainError(why: Msg): void {
    const e = this.#state.error;
    if (e) this.#put({ error: { ...e, why } });
  }
}

/**
 * The one place of a tile that fits only there, or whose places all lead to the same game (C-6: after a double lead
 * both ends show its number, so "Left end (6) | Right end (6)" is no real choice; the engine's `moveKey`); null for a
 * lead (no place); undefined when the person has a real choice.
 */
export function oneOf(g: GameState, tile: Tile, places: readonly string[]): string | null | undefined {
  if (places.length === 0) return null;
  if (places.length === 1) return places[0]!;
  const keys = places.map((at) => moveKey(g, { type: 'play', tile, at }));
  return keys.every((k) => k !== null && k === keys[0]) ? places[0]! : undefined; // null: (online, another seat's hand hidden) the person chooses
}

/** What a person does at a table, as the element's parts send it (the table's methods, as data). */
/** A hint in words: "Hint: play six–four on the left." (`g`: the game it is for; its end's number names the end once the line turns a corner). */
export function hintMsg(a: Action, g?: GameState | null): Msg {
  return a.type === 'play' ? m(a.at ? 'adv.play' : 'adv.lead', { tile: a.tile, place: a.at ?? '', ...(a.at && g?.ends?.[a.at] !== undefined ? { value: g.ends[a.at]! } : {}) }) : m(`adv.do-${a.type}`);
}

export type Intent =
  | { type: 'act'; action: Action }
  | { type: 'select'; tile: Tile }
  | { type: 'place'; at: string }
  | { type: 'cancel' }
  | { type: 'reveal' }
  | { type: 'dismiss' }
  | { type: 'hint' }
  | { type: 'draw-fit' } // draw till a tile fits (D-7, F-10)
  | { type: 'drag'; tile: Tile | null } // a hand tile picked up (its places shown), or put back
  | { type: 'miss'; tile: Tile } // a dragged tile dropped where it goes nowhere
  | { type: 'toggle'; panel: Panel; rule?: string }
  | { type: 'fold' }
  | { type: 'why'; tile: Tile } // a greyed tile was tapped: say why it cannot be played
  | { type: 'new-game' }
  | { type: 'undo' }
  | { type: 'sound' } // the sound button: the page turns its `sound` on or off
  | { type: 'review' } // "Review this hand" (the page's lazy review panel)
  | { type: 'replay-hand' }; // "Replay this hand" at the count (the page's replay of the hand just played)

/** Sends an intent to `table`; the ones a page decides (a new game of its attributes, undo, why) go to `other`. */
export function send(table: Table, intent: Intent, other: (intent: Intent) => void): void {
  switch (intent.type) {
    case 'act':
      return table.act(intent.action);
    case 'select':
      return table.select(intent.tile);
    case 'place':
      return table.place(intent.at);
    case 'cancel':
      return table.cancel();
    case 'reveal':
      return table.reveal();
    case 'dismiss':
      return table.dismiss();
    case 'hint':
      return void table.hint();
    case 'draw-fit':
      return void table.drawUntilFits();
    case 'drag':
      return table.drag(intent.tile);
    case 'miss':
      return table.miss(intent.tile);
    case 'toggle':
      return table.toggle(intent.panel, intent.rule ?? null);
    case 'fold':
      return table.foldCount();
    default:
      return other(intent);
  }
}

/** A play kept to be said again before a turn, with the number of the end it matched then ("on the four end"): by the
 *  time it is said the ends have moved on. */
function withEnd(said: Said, g: GameState | null): Said {
  if (said.type !== 'domino-play' || !said.detail.at) return said;
  const end = g?.ends?.[said.detail.at];
  const [a, b] = said.detail.tile.split('-').map(Number);
  const value = end === b ? a : end === a ? b : undefined;
  return value === undefined ? said : ({ ...said, detail: { ...said.detail, value } } as Said);
}
