/**
 * The ReactiveController that owns the game's XState actor: creates and starts
 * it, turns its `applied`/`rejected` emissions into the element's events (after
 * the render that shows them), and paces computer seats.
 *
 * Life: the game (engine state and its actor, which holds no timer, worker or
 * listener) lives as long as the element, attached or not; what the controller
 * runs follows `connectedCallback`/`disconnectedCallback` exactly. Connected:
 * computer seats think (in a worker) and move at the host's pace. Disconnected:
 * the pacing timer is cancelled, the worker terminated, and a move chosen late
 * is dropped; nothing else runs. Connected again: play goes on from the same
 * state, the computer to move thinks afresh. A person's move, `newGame()`,
 * `load()` work attached or not.
 *
 * The boundary (for other game sources, e.g. an online table): the element
 * asks the controller to `start` a game, `act` for the person here, `suggest`
 * a hint, `report` an error, `reveal` a covered hand and `reschedule` after a
 * pace change, and reads `game`, `error`, `say`, `covered`, `viewer` and the
 * table marks. The controller asks the host ({@link TableHost}) who is human,
 * the pace and level, sentences for the live region, and tells it
 * `onStart`/`onApplied` (the recorder, persist) and `intercept` (replay,
 * lessons).
 */
import { createActor, fromPromise } from 'xstate';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createDominoMachine } from '../machine/domino.machine.js';
import type { ComputerInput, Seating } from '../machine/domino.machine.js';
import { warnOnce } from '../ai/settings.js';
import type { AiClient, HistoryEntry } from '../ai/index.js';
import { DominoError, applyAction, createGame, legalActions, registered } from '../engine/game.js';
import { loadVariant } from '../engine/load.js';
import type { Action, GameConfig, GameState } from '../engine/game.js';
import { marksAt } from '../record/marks.js';
/** What the controller needs from its element. */
export interface TableHost extends ReactiveControllerHost, HTMLElement {
  isHuman(seat: number): boolean;
  people(): number; // how many seats people at this screen play
  handVisible(seat: number, inPlay?: boolean): boolean; // inPlay: ignore the reveal at a count
  readonly speed: number;
  readonly level: string;
  describe(e: Happening): string; // the live-region sentence for a happening, "" for none
  startDetail(): Record<string, unknown>;
  onStart?(game: GameState): void; // a game started (the recorder)
  onApplied?(action: Action, game: GameState): void; // an action was applied (the recorder, teach mode)
  intercept?(action: Action): boolean; // true: a replay or lesson took the action over
}

/** A game happening waiting to be announced as a DOM event. */
export interface Happening {
  type: string; // e.g. "domino-play"
  detail: Record<string, unknown>;
  /** Dispatched but not spoken: the live region keeps what it says (e.g. what an undo took back). */
  quiet?: boolean;
}

type DominoActor = ReturnType<typeof createActor<ReturnType<typeof createDominoMachine>>>;

// The computer players' client (../ai/remote.ts, which starts their worker): a chunk loaded when a computer seat first
// has to move or a hint is asked for, shared by every table on the page. If it cannot load (offline), the seat makes
// its first legal move, so the table never stalls.
let remote: Promise<typeof import('../ai/remote.js') | null> | null = null;
const firstLegal = (g: GameState): Promise<Action> => {
  const [a] = legalActions(g);
  return a ? Promise.resolve(a) : Promise.reject(new Error('no legal action'));
};

/** Owns the actor; see the module comment. */
export class GameController implements ReactiveController {
  game: GameState | null = null; // the engine state shown
  anchor: string | null = null; // the tile that led this round: the snake is centred on it
  lastTile: string | null = null; // e.g. "6-4", highlighted on the table
  history: number[][] = []; // points per finished round, per seat (team in partnership)
  viewer: number | null = null; // the human seat whose hand is face up (pass-and-play)
  covered = false; // pass-and-play: hands hidden until the next person says they are ready
  error: { code: string; message: string; params?: Record<string, string> } | null = null; // params: the values to word it with
  #moveError = false; // the error shown is a refused move's (the next move clears it)
  say = ''; // the latest announcement for the live region
  #hold = false; // replay / lesson: the element shows states itself and the actor makes no move
  #host: TableHost;
  #actor: DominoActor | null = null;
  #queue: Happening[] = [];
  #flushing: Promise<void> | null = null; // the running flush: a computer chooses only once the last move is shown
  #live = false; // the host is connected: computer seats may think and move
  #ai: AiClient | null = null; // computer players, in a worker where the page allows; only while connected
  moves: HistoryEntry[] = []; // this round's actions as applied: what every seat saw happen (the AI's history)

  constructor(host: TableHost) {
    (this.#host = host).addController(this);
  }

  /** Replay and lessons show states themselves: while held, the chart moves no computer seat. */
  get hold(): boolean {
    return this.#hold;
  }
  set hold(on: boolean) {
    this.#hold = on;
    this.reschedule();
  }

  /** Connected: computer seats think and move again, from the state the game is in. */
  hostConnected(): void {
    this.#live = true;
    this.reschedule();
  }

  /** Disconnected: no timer, no worker, no pending move is left running (the chart pauses). */
  hostDisconnected(): void {
    this.#live = false;
    this.reschedule();
    this.#ai?.dispose();
    this.#ai = null;
  }

  /** What the chart is told about the table: who it plays, how fast, whether it deals and whether it may move now. */
  #seating(g: GameState): Partial<Seating> {
    const h = this.#host;
    const seats = [...Array(g.players).keys()];
    return { computers: seats.filter((s) => !h.isHuman(s)), level: h.level, pace: Math.max(0, Number(h.speed) || 0), autoDeal: !h.people(), paused: !this.#live || this.#hold };
  }

  /**
   * Starts a new game with `config`. A refused config keeps the running game
   * and reports `domino-error`. `silent`: no game-start events (a property set,
   * or a record's game rebuilt after `actions`, taken up where they leave it).
   */
  start(config: GameConfig, silent: boolean, actions: readonly Action[] = []): void {
    if (!registered(config?.variant)) {
      // the variant's rules are loaded when first played (src/engine/load.ts)
      loadVariant(config?.variant).then(
        () => this.start(config, silent, actions),
        (e: DominoError) => this.report(e.code ?? 'internal', String(e.message), false, e.params),
      );
      return;
    }
    let actor: DominoActor;
    try {
      let resume;
      if (actions.length) {
        // a record's game rebuilt silently (load, undo): the chart takes it up where the actions leave it
        const states = [createGame(config)];
        for (const a of actions) states.push(applyAction(states.at(-1)!, a));
        resume = { game: states.at(-1)!, marks: marksAt(states, actions, actions.length) };
      }
      const machine = createDominoMachine(config.variant).provide({ actors: { computer: this.#computer } });
      // Started paused: nothing moves before the game's first events; reschedule() below tells it the table's settings.
      actor = createActor(machine, { input: { ...config, ...(resume ? { resume } : {}), paused: true } });
      actor.subscribe({ error: () => {} });
      actor.start();
    } catch (e) {
      return this.report(e instanceof DominoError ? e.code : 'internal', e instanceof Error ? e.message : String(e), false, (e as DominoError).params);
    }
    const ctx = actor.getSnapshot().context;
    const g = ctx.game;
    if (!g) {
      actor.stop();
      return this.report(ctx.error?.code ?? 'internal', ctx.error?.message ?? 'The game could not start', false, ctx.error?.params);
    }
    this.#begin(g, actor, ctx.marks.moves, ctx.marks.points);
    this.anchor = ctx.marks.anchor;
    this.lastTile = ctx.marks.last;
    this.#cover();
    this.#queue = this.#queue.filter((h) => h.type === 'domino-error'); // the old game's events go; an error reported just before stays
    this.#host.onStart?.(g);
    if (!silent) {
      this.#push('domino-game-start', this.#host.startDetail());
      this.#push('domino-round-start', roundDetail(g));
      this.#pushTurn(g);
    }
    this.#flush();
    this.reschedule(); // the chart may move now (it was started paused, so nothing moved before the events above)
  }

  /**
   * Shows a game played elsewhere (an online server): `game` is this screen's view of it, `moves` the round's
   * public history so far. No actor runs here and no computer is paced; {@link follow} then shows each action.
   */
  watch(game: GameState, moves: HistoryEntry[], history: number[][], silent: boolean): void {
    this.#begin(game, null, moves, history); // the caller sets anchor and lastTile from `moves`
    this.#queue = [];
    this.#host.onStart?.(game);
    if (!silent) {
      this.#push('domino-game-start', this.#host.startDetail());
      this.#push('domino-round-start', roundDetail(game));
    }
    this.#pushTurn(game);
    this.#flush();
  }

  /** Shows one action applied elsewhere (see {@link watch}): the same events as a local move. */
  follow(seat: number | null, action: Action, before: GameState, game: GameState): void {
    this.moves = action.type === 'next-round' ? [] : [...this.moves, { seat, action }];
    this.#applied(seat, action, before, game);
  }

  /** Drops the running game (its actor, so its pending computer move) and takes up `game`, driven by `actor` if any. */
  #begin(game: GameState, actor: DominoActor | null, moves: HistoryEntry[], history: number[][]): void {
    this.#actor?.stop();
    this.#actor = actor;
    actor?.on('applied', (e) => {
      const m = actor.getSnapshot().context.marks;
      this.moves = m.moves;
      this.#applied(e.seat, e.action, e.before, e.game);
    });
    actor?.on('rejected', (e) => this.report(e.code, e.message, true));
    this.game = game;
    this.moves = moves;
    this.history = history;
    this.anchor = this.lastTile = this.error = this.viewer = null;
    this.covered = false;
  }

  /** Sends an action for the person at this screen; the chart refuses it (domino-error) on a computer's turn. */
  act(action: Action): void {
    const g = this.game;
    if (this.#host.intercept?.(action) || this.#hold || !g || !this.#actor) return;
    this.#actor.send(action);
  }

  /** The hard computer player's choice for the seat to move in `g`, given this round's history (a hint); refused while disconnected (no worker is started then). */
  suggest(g: GameState): Promise<Action> {
    return this.#choose(g, 'hard', this.moves);
  }

  // The computer players' choice for the seat to move in `g` (refused while disconnected: no worker starts then).
  #choose(g: GameState, level: string, history: HistoryEntry[]): Promise<Action> {
    remote ??= import('../ai/remote.js').catch((e: Error) => (warnOnce('code', `the computer players' code did not load (${e}): they make their first legal move`), null));
    return remote.then((m) => {
      if (!this.#live) throw new Error('not connected');
      if (!m) return firstLegal(g);
      return (this.#ai ??= m.createAiClient()).choose(g, { level: level as 'hard', seed: g.seed, history });
    });
  }

  /** The chart's computer player: the worker's choice, asked once the move before it is shown and announced. */
  #computer = fromPromise<Action, ComputerInput>(async ({ input, signal }) => {
    await null; // the move that made this turn is being announced: let its flush begin
    while (this.#flushing) await this.#flushing;
    if (signal.aborted) throw new Error('dropped');
    return this.#choose(input.game, input.level, input.history);
  });

  /** Pass-and-play: the person at the screen is ready; show their hand. */
  reveal(): void {
    if (this.game?.turn != null) this.viewer = this.game.turn;
    this.covered = false;
    this.#host.requestUpdate();
  }

  /**
   * Reports bad input or a refused action: a message in the element and `domino-error`. A refused move's message
   * (`move`) goes with the next move; one about the page's input stays until dismissed or another replaces it.
   * `params`: the values the message names (the banner words them in the table's language; the event has the message).
   */
  report(code: string, message: string, move = false, params?: Record<string, string>): void {
    this.error = { code, message, params };
    this.#moveError = move;
    this.#push('domino-error', { code, message });
    this.#flush();
  }

  /** Clears the error message. */
  dismiss(): void {
    this.error = null;
    this.#host.requestUpdate();
  }

  /** Tells the chart the table's settings again (e.g. after `humans`, `speed` or `level` changed, or a hold). */
  reschedule(): void {
    this.#cover();
    const g = this.game;
    if (g && this.#actor) this.#actor.send({ type: 'settings', ...this.#seating(g) });
  }

  #applied(seat: number | null, action: Action, before: GameState, game: GameState): void {
    const t = action.type;
    this.game = game;
    this.#host.onApplied?.(action, game);
    if (this.#moveError) this.error = null;
    if (t === 'play') {
      if ((before.line?.length ?? 1) === 0) this.anchor = action.tile;
      this.lastTile = action.tile;
      this.#push('domino-play', { seat, tile: action.tile, at: action.at ?? null, points: game.lastScore ?? 0 });
    } else if (t === 'draw') {
      const drawn = seat === null ? undefined : game.hands[seat]!.find((x) => !before.hands[seat]!.includes(x));
      this.#push('domino-draw', { seat, boneyard: game.boneyard.length, tile: drawn && this.#host.handVisible(seat!, true) ? drawn : undefined });
    } else if (t === 'next-round') {
      this.anchor = this.lastTile = null;
      this.#push('domino-round-start', roundDetail(game));
    } else this.#push(t === 'pass' ? 'domino-pass' : t, { seat }); // end-turn is announced only: API.md has no event for it
    if (before.phase === 'playing' && game.phase !== 'playing') {
      const r = game.result;
      if (r) {
        this.history = [...this.history, r.points];
        this.#push('domino-round-end', { round: game.round, reason: r.reason, winner: r.winner, points: r.points, pips: r.pips, totals: game.totals });
      }
      if (game.phase === 'game-over') this.#push('domino-game-end', { winner: game.winner, totals: game.totals });
    }
    this.#pushTurn(game);
    this.#cover();
    this.#flush();
  }

  /** Says whose turn it is (`domino-turn`) after a game was rebuilt silently: loaded, resumed, undone, or taken over from a replay. */
  turnAgain(): void {
    if (this.game) this.#pushTurn(this.game);
    const last = this.#queue[this.#queue.length - 1];
    if (last?.type === 'domino-turn') last.quiet = true;
    this.#flush();
  }

  #pushTurn(g: GameState): void {
    if (g.phase !== 'playing' || g.turn === null) return;
    const human = this.#host.isHuman(g.turn);
    this.#push('domino-turn', { seat: g.turn, round: g.round, human, legalActions: human ? legalActions(g) : undefined });
  }

  /** Pass-and-play: hide the hands when the turn moves to another person. */
  #cover(): void {
    const g = this.game;
    if (!g || g.turn === null || g.phase !== 'playing') return;
    if (this.#host.people() <= 1) {
      this.covered = false;
      this.viewer = null;
    } else if (this.#host.isHuman(g.turn) && this.viewer !== g.turn) this.covered = true;
  }

  // A JSON copy: plain detail, and keys whose value is undefined left out.
  #push(type: string, detail: Record<string, unknown>): void {
    this.#queue.push({ type, detail: JSON.parse(JSON.stringify(detail)) });
  }

  /** Renders, then dispatches the queued events in order (a computer to move chooses once this is done). */
  #flush(): void {
    const host = this.#host;
    host.requestUpdate();
    if (this.#flushing) return;
    let done!: () => void;
    const flushing = (this.#flushing = new Promise<void>((r) => (done = r))); // set before the loop below may end
    void (async () => {
      try {
        while (this.#queue.length) {
          await host.updateComplete;
          const batch = this.#queue;
          this.#queue = [];
          for (const h of batch) {
            if (!h.quiet) this.say = host.describe(h) || this.say;
            if (h.type.startsWith('domino-')) host.dispatchEvent(new CustomEvent(h.type, { detail: h.detail, bubbles: true, composed: true }));
          }
          host.requestUpdate();
        }
      } finally {
        if (this.#flushing === flushing) this.#flushing = null;
        done();
      }
    })();
  }
}

function roundDetail(g: GameState): Record<string, unknown> {
  return { round: g.round, leader: g.leader, turn: g.turn, engine: g.engine || undefined };
}
