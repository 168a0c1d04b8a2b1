/**
 * Test probes (not part of the package): watch the page for what a table may leave running — workers, timers,
 * message channels, resize observers — and for errors and promise rejections nobody caught; and small helpers
 * the reliability, lifecycle and persist tests share.
 */
import { applyAction, createGame } from '../engine/game.js';
import type { Action, GameConfig, GameState } from '../engine/game.js';
import { chooseAction } from '../ai/index.js';
import type { HistoryEntry } from '../ai/index.js';
import type { DominoTable } from '../element/domino-table.js';

/** What the page has running, and what went wrong, since {@link probe} was called. */
export interface Probe {
  /** Workers started and not terminated. */
  workers(): number;
  /** Workers started in all. */
  started(): number;
  /** Timers set and neither fired nor cleared. */
  timers(): number;
  /** Message channels with a handler still waiting (the controller's zero-delay pacing). */
  channels(): number;
  /** Resize observers observing. */
  observers(): number;
  /** Uncaught errors and unhandled rejections, as text. */
  errors: string[];
  /** Puts the page's own functions back. */
  restore(): void;
}

/** Starts watching; call `restore()` when done. */
export function probe(): Probe {
  const w = window as unknown as Record<string, unknown>;
  const saved = { Worker: w.Worker, setTimeout: w.setTimeout, clearTimeout: w.clearTimeout, MessageChannel: w.MessageChannel, observe: ResizeObserver.prototype.observe, disconnect: ResizeObserver.prototype.disconnect };
  const workers = new Set<Worker>();
  let started = 0;
  const timers = new Set<number>();
  const channels: MessageChannel[] = [];
  const observing = new Set<ResizeObserver>();
  const errors: string[] = [];

  const RealWorker = saved.Worker as typeof Worker;
  w.Worker = class extends RealWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      workers.add(this);
      started++;
    }
    override terminate(): void {
      workers.delete(this);
      super.terminate();
    }
  };
  const realSet = saved.setTimeout as typeof setTimeout;
  const realClear = saved.clearTimeout as typeof clearTimeout;
  w.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    const id: number = realSet(
      () => {
        timers.delete(id);
        fn(...(args as []));
      },
      ms,
    ) as unknown as number;
    timers.add(id);
    return id;
  }) as typeof setTimeout;
  w.clearTimeout = ((id: number) => {
    timers.delete(id);
    realClear(id);
  }) as typeof clearTimeout;
  const RealChannel = saved.MessageChannel as typeof MessageChannel;
  w.MessageChannel = class extends RealChannel {
    constructor() {
      super();
      channels.push(this);
    }
  };
  ResizeObserver.prototype.observe = function (this: ResizeObserver, ...a: Parameters<ResizeObserver['observe']>) {
    observing.add(this);
    return saved.observe.apply(this, a);
  };
  ResizeObserver.prototype.disconnect = function (this: ResizeObserver) {
    observing.delete(this);
    return saved.disconnect.apply(this);
  };
  const onError = (e: ErrorEvent) => errors.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${e.reason instanceof Error ? `${e.reason.name}: ${e.reason.message}` : String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  return {
    workers: () => workers.size,
    started: () => started,
    timers: () => timers.size,
    channels: () => channels.filter((c) => c.port1.onmessage !== null).length,
    observers: () => observing.size,
    errors,
    restore() {
      Object.assign(w, { Worker: saved.Worker, setTimeout: saved.setTimeout, clearTimeout: saved.clearTimeout, MessageChannel: saved.MessageChannel });
      ResizeObserver.prototype.observe = saved.observe;
      ResizeObserver.prototype.disconnect = saved.disconnect;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** A small seeded PRNG: `rng(seed)(n)` is an integer in [0, n). */
export { chooser as rng } from '../engine/mulberry.js';

/** Makes the first legal move of the person to move. */
export function firstMove(el: DominoTable): void {
  const a = el.legalActions[0]!;
  if (a.type === 'play') el.play(a.tile, a.at);
  else if (a.type === 'draw') el.draw();
  else if (a.type === 'pass') el.pass();
  else if (a.type === 'end-turn') el.endTurn();
  else el.nextRound();
}

/** The engine's own playthrough of a watched game with the element's computer players (medium, this round's history). */
export function enginePlaythrough(config: GameConfig): GameState {
  let g = createGame(config);
  let history: HistoryEntry[] = [];
  for (let i = 0; i < 100000 && g.phase !== 'game-over'; i++) {
    const action: Action = g.phase === 'round-over' ? { type: 'next-round' } : chooseAction(g, { level: 'medium', seed: g.seed, history });
    history = action.type === 'next-round' ? [] : [...history, { seat: g.turn, action }];
    g = applyAction(g, action);
  }
  return g;
}
