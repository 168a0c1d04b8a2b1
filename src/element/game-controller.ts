/**
 * The ReactiveController that owns the game's XState actor: creates and starts
 * it, turns its `applied`/`rejected` emissions into the element's events (after
 * the render that shows them), paces computer seats, and stops on disconnect.
 */
import { createActor } from 'xstate';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createDominoMachine } from '../machine/index.js';
import { chooseAction } from '../ai/index.js';
import { DominoError, legalActions } from '../engine/index.js';
import type { Action, GameConfig, GameState } from '../engine/index.js';

/** What the controller needs from its element. */
export interface TableHost extends ReactiveControllerHost, HTMLElement {
  isHuman(seat: number): boolean;
  handVisible(seat: number, inPlay?: boolean): boolean; // inPlay: ignore the reveal at a count
  readonly speed: number;
  readonly level: string;
  describe(e: Happening): string; // the live-region sentence for a happening, "" for none
  startDetail(): Record<string, unknown>;
}

/** A game happening waiting to be announced as a DOM event. */
export interface Happening {
  type: string; // e.g. "domino-play"
  detail: Record<string, unknown>;
}

type DominoActor = ReturnType<typeof createActor<ReturnType<typeof createDominoMachine>>>;

/** Runs `fn` after `ms`; 0 = the next task without the 4 ms timer clamp. Returns a canceller. */
function later(ms: number, fn: () => void): () => void {
  if (ms > 0) {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  }
  const ch = new MessageChannel();
  let live = true;
  ch.port1.onmessage = () => live && fn();
  ch.port2.postMessage(0);
  return () => {
    live = false;
  };
}

/** Owns the actor; see the module comment. */
export class GameController implements ReactiveController {
  game: GameState | null = null; // the engine state shown
  config: GameConfig | null = null;
  anchor: string | null = null; // the tile that led this round: the snake is centred on it
  lastTile: string | null = null; // e.g. "6-4", highlighted on the table
  history: number[][] = []; // points per finished round, per seat (team in partnership)
  viewer: number | null = null; // the human seat whose hand is face up (pass-and-play)
  covered = false; // pass-and-play: hands hidden until the next person says they are ready
  error: { code: string; message: string } | null = null;
  say = ''; // the latest announcement for the live region
  private actor: DominoActor | null = null;
  private persisted: unknown = null;
  private queue: Happening[] = [];
  private flushing = false;
  private cancel: (() => void) | null = null;
  private connected = false;
  private stuck: GameState | null = null; // a state on which a computer move was refused

  constructor(private host: TableHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    if (this.persisted && this.config) {
      // Moved in the page: resume exactly where the game was.
      this.attach(createActor(createDominoMachine(this.config.variant), { snapshot: this.persisted as never, input: this.config }));
      this.persisted = null;
      this.schedule();
    }
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stopTimer();
    if (this.actor) {
      this.persisted = this.actor.getPersistedSnapshot();
      this.actor.stop();
      this.actor = null;
    }
  }

  /** Whether a game is running (or paused off-page). */
  get started(): boolean {
    return this.game !== null;
  }

  /**
   * Starts a new game with `config`. A refused config keeps the running game
   * and reports `domino-error`. `silent`: no game-start events (a property set).
   */
  start(config: GameConfig, silent: boolean): boolean {
    let actor: DominoActor;
    try {
      actor = createActor(createDominoMachine(config.variant), { input: config });
      actor.subscribe({ error: () => {} });
      actor.start();
    } catch (e) {
      this.report(e instanceof DominoError ? e.code : 'internal', e instanceof Error ? e.message : String(e));
      return false;
    }
    const ctx = actor.getSnapshot().context;
    if (!ctx.game) {
      actor.stop();
      this.report(ctx.error?.code ?? 'internal', ctx.error?.message ?? 'The game could not start');
      return false;
    }
    this.stopTimer();
    this.actor?.stop();
    this.persisted = null;
    this.attach(actor);
    this.config = config;
    this.game = ctx.game;
    this.anchor = null;
    this.lastTile = null;
    this.history = [];
    this.error = null;
    this.viewer = null;
    this.covered = false;
    this.cover();
    this.queue = [];
    if (!silent) {
      this.push('domino-game-start', this.host.startDetail());
      this.push('domino-round-start', this.roundDetail(ctx.game));
      this.pushTurn(ctx.game);
    }
    this.flush();
    return true;
  }

  private attach(actor: DominoActor): void {
    this.actor = actor;
    actor.on('applied', (e) => this.applied(e.seat, e.action, e.before, e.game));
    actor.on('rejected', (e) => {
      // A refused computer move must not be retried forever: stop pacing on this state.
      if (this.game?.turn != null && !this.host.isHuman(this.game.turn)) this.stuck = this.game;
      this.report(e.code, e.message);
    });
    if (actor.getSnapshot().status !== 'active') actor.start();
  }

  /** Sends an action for the person at this screen; refused (domino-error) on a computer's turn. */
  act(action: Action): void {
    const g = this.game;
    if (!g || !this.actor) return;
    if (action.type !== 'next-round' && g.turn !== null && !this.host.isHuman(g.turn)) {
      this.report('not-your-turn', `It is seat ${g.turn}'s turn, a computer player's`);
      return;
    }
    this.actor.send(action);
  }

  /** Pass-and-play: the person at the screen is ready; show their hand. */
  reveal(): void {
    if (this.game?.turn != null) this.viewer = this.game.turn;
    this.covered = false;
    this.host.requestUpdate();
  }

  /** Reports bad input or a refused action: a message in the element and `domino-error`. */
  report(code: string, message: string): void {
    this.error = { code, message };
    this.push('domino-error', { code, message });
    this.flush();
  }

  /** Clears the error message. */
  dismiss(): void {
    this.error = null;
    this.host.requestUpdate();
  }

  /** Re-plans computer moves (e.g. after `humans` or `speed` changed). */
  reschedule(): void {
    this.cover();
    this.schedule();
  }

  private applied(seat: number | null, action: Action, before: GameState, game: GameState): void {
    this.game = game;
    this.error = null;
    if (action.type === 'play') {
      if ((before.line?.length ?? 1) === 0) this.anchor = action.tile;
      this.lastTile = action.tile;
      this.push('domino-play', { seat, tile: action.tile, at: action.at ?? null, points: game.lastScore ?? 0 });
    } else if (action.type === 'draw') {
      const drawn = seat === null ? undefined : game.hands[seat]!.find((t) => !before.hands[seat]!.includes(t));
      const d: Record<string, unknown> = { seat, boneyard: game.boneyard.length };
      if (seat !== null && drawn && this.host.handVisible(seat, true)) d.tile = drawn;
      this.push('domino-draw', d);
    } else if (action.type === 'pass') {
      this.push('domino-pass', { seat });
    } else if (action.type === 'end-turn') {
      this.push('end-turn', { seat }); // announced only: API.md has no event for it
    } else if (action.type === 'next-round') {
      this.anchor = null;
      this.lastTile = null;
      this.push('domino-round-start', this.roundDetail(game));
    }
    if (before.phase === 'playing' && game.phase !== 'playing') {
      const r = game.result;
      if (r) {
        this.history = [...this.history, r.points];
        this.push('domino-round-end', { round: game.round, reason: r.reason, winner: r.winner, points: r.points, pips: r.pips, totals: game.totals });
      }
      if (game.phase === 'game-over') this.push('domino-game-end', { winner: game.winner, totals: game.totals });
    }
    this.pushTurn(game);
    this.cover();
    this.flush();
  }

  private roundDetail(g: GameState): Record<string, unknown> {
    return { round: g.round, leader: g.leader, turn: g.turn, ...(g.engine ? { engine: g.engine } : {}) };
  }

  private pushTurn(g: GameState): void {
    if (g.phase !== 'playing' || g.turn === null) return;
    const human = this.host.isHuman(g.turn);
    this.push('domino-turn', { seat: g.turn, round: g.round, human, ...(human ? { legalActions: legalActions(g) } : {}) });
  }

  /** Pass-and-play: hide the hands when the turn moves to another person. */
  private cover(): void {
    const g = this.game;
    if (!g || g.turn === null || g.phase !== 'playing') return;
    let humans = 0;
    for (let s = 0; s < g.players; s++) if (this.host.isHuman(s)) humans++;
    if (humans <= 1) {
      this.covered = false;
      this.viewer = null;
      return;
    }
    if (this.host.isHuman(g.turn) && this.viewer !== g.turn) this.covered = true;
  }

  private push(type: string, detail: Record<string, unknown>): void {
    this.queue.push({ type, detail: JSON.parse(JSON.stringify(detail)) });
  }

  /** Renders, then dispatches the queued events in order, then plans the next computer move. */
  private async flush(): Promise<void> {
    this.host.requestUpdate();
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length) {
        await this.host.updateComplete;
        const batch = this.queue;
        this.queue = [];
        for (const h of batch) {
          const s = this.host.describe(h);
          if (s) this.say = s;
          if (h.type.startsWith('domino-')) this.host.dispatchEvent(new CustomEvent(h.type, { detail: h.detail, bubbles: true, composed: true }));
        }
        this.host.requestUpdate();
      }
    } finally {
      this.flushing = false;
    }
    this.schedule();
  }

  private stopTimer(): void {
    this.cancel?.();
    this.cancel = null;
  }

  /** Plans the next computer move (or, watching a whole game, the next round) at the host's pace. */
  private schedule(): void {
    this.stopTimer();
    const g = this.game;
    if (!g || !this.actor || !this.connected || this.flushing || g === this.stuck) return;
    const speed = Math.max(0, Number(this.host.speed) || 0);
    if (g.phase === 'playing' && g.turn !== null && !this.host.isHuman(g.turn)) {
      this.cancel = later(speed, () => {
        this.cancel = null;
        if (this.game !== g) return;
        const level = this.host.level as 'easy' | 'medium' | 'hard';
        this.actor?.send(chooseAction(g, { level, seed: g.seed }));
      });
    } else if (g.phase === 'round-over' && !Array.from({ length: g.players }, (_, s) => this.host.isHuman(s)).some(Boolean)) {
      this.cancel = later(speed * 4, () => {
        this.cancel = null;
        if (this.game === g) this.actor?.send({ type: 'next-round' });
      });
    }
  }
}
