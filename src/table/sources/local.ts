/**
 * Local play: the game runs on this page, in the variant's statechart (src/machine/). The chart runs the turn loop:
 * it waits for people's moves and plays the computer seats through its `computer` actor, provided here by the
 * table's computer player once what the table last said has been shown (the table's gate). Every move the chart
 * applies comes back to the table as one move (`table.moved`).
 */
import { createActor, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { createDominoMachine } from '../../machine/domino.machine.js';
import type { ComputerInput, Seating } from '../../machine/domino.machine.js';
import type { Action, GameConfig, GameState } from '../../engine/game.js';
import type { Marks } from '../../record/marks.js';

/** What a local source needs of its table. */
export interface LocalHost {
  /** Resolves once what the table last said is shown (the element's render and events); a computer moves only then. */
  gate(): Promise<void>;
  /** The computer player's choice for the seat to move. */
  choose(input: ComputerInput, signal: AbortSignal): Promise<Action>;
  /** Who the chart plays itself, how fast, whether it may move now. */
  seating(game: GameState): Partial<Seating>;
  moved(seat: number | null, action: Action, before: GameState, after: GameState): void;
  refused(code: string, message: string, params?: Record<string, string>, action?: Action): void;
  thinking(seat: number | null): void;
}

/** A game played on this page (see the module comment). */
export class LocalSource {
  readonly kind = 'local';
  readonly game: GameState;
  readonly marks: Marks;
  #actor: Actor<ReturnType<typeof createDominoMachine>>;

  /**
   * Starts `config`'s game (or takes up `resume`'s position); throws the engine's DominoError when the config is
   * refused. The chart starts paused: nothing moves before the table has taken the game up and called {@link update}.
   */
  constructor(
    private host: LocalHost,
    config: GameConfig,
    resume?: { game: GameState; marks: Marks },
  ) {
    const computer = fromPromise<Action, ComputerInput>(async ({ input, signal }) => {
      await host.gate();
      if (signal.aborted) throw new Error('dropped');
      return host.choose(input, signal);
    });
    const machine = createDominoMachine(config.variant).provide({ actors: { computer } });
    const actor = createActor(machine, { input: { ...config, ...(resume ? { resume } : {}), paused: true } });
    actor.subscribe({ error: () => {} });
    actor.start();
    const ctx = actor.getSnapshot().context;
    if (!ctx.game) {
      actor.stop();
      throw Object.assign(new Error(ctx.error?.message ?? 'The game could not start'), { code: ctx.error?.code ?? 'internal', params: ctx.error?.params });
    }
    this.game = ctx.game;
    this.marks = ctx.marks;
    this.#actor = actor;
    actor.on('applied', (e) => host.moved(e.seat, e.action, e.before, e.game));
    actor.on('rejected', (e) => host.refused(e.code, e.message, e.params, 'type' in e.action && e.action.type !== 'new-game' && e.action.type !== 'settings' && e.action.type !== 'back' ? e.action : undefined));
    let thinking: number | null = null;
    actor.subscribe((s) => {
      const c = (s.value as Record<string, unknown>).computer; // a computer's turn: computer.moving while it chooses
      const t = typeof c === 'object' && c !== null && 'moving' in c ? s.context.game?.turn ?? null : null;
      if (t !== thinking) host.thinking((thinking = t));
    });
  }

  /** The round's marks as the chart keeps them. */
  get now(): Marks {
    return this.#actor.getSnapshot().context.marks;
  }

  /** An action of a person at this screen (the chart refuses it with the engine's code, or `not-your-turn`). */
  act(action: Action): void {
    this.#actor.send(action);
  }

  /** Tells the chart the table's settings again (who it plays, level, pace, pause). */
  update(): void {
    const g = this.#actor.getSnapshot().context.game;
    if (g) this.#actor.send({ type: 'settings', ...this.host.seating(g) });
  }

  /** Stops the chart (its pending computer move is dropped). */
  stop(): void {
    this.#actor.stop();
  }
}
