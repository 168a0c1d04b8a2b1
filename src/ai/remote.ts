/**
 * `createAiClient`: computer players off the main thread. Uses a module Web
 * Worker when the platform has one and falls back to thinking in-thread (after
 * a macrotask, so the page can paint) without workers or when the worker fails.
 */
import type { ChooseOptions } from './choose.js';
import type { AiRequest, AiResponse } from './worker.js';
import type { Action, GameState } from '../engine/types.js';

/** The part of a Worker the client uses (lets tests pass a fake). */
export interface WorkerLike {
  postMessage(msg: AiRequest): void;
  terminate(): void;
  onmessage: ((ev: MessageEvent<AiResponse>) => void) | null;
  onerror: ((ev: Event) => void) | null;
}

/** A handle on the computer players. */
export interface AiClient {
  /** The action the seat to move takes (see chooseAction). */
  choose(game: GameState, options?: ChooseOptions): Promise<Action>;
  /** Stops the worker and refuses the requests still waiting (nothing keeps thinking for a page part that is gone); later calls think in-thread. */
  dispose(): void;
}

function defaultWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
  } catch {
    return null;
  }
}

/** A client; `createWorker` replaces the default worker factory (tests), returning null means no worker. */
export function createAiClient(createWorker: () => WorkerLike | null = defaultWorker): AiClient {
  let worker = createWorker();
  let nextId = 1;
  const pending = new Map<number, { game: GameState; options: ChooseOptions; resolve: (a: Action) => void; reject: (e: unknown) => void }>();

  // The search code loads only when a page has no worker (it is the worker's own code otherwise).
  const inThread = (game: GameState, options: ChooseOptions): Promise<Action> =>
    import('./choose.js').then(
      ({ chooseAction }) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            try {
              resolve(chooseAction(game, options));
            } catch (e) {
              reject(e);
            }
          }, 0);
        }),
    );

  // A broken worker: drop it and finish every waiting request in-thread.
  const fallBack = (): void => {
    worker?.terminate();
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      inThread(p.game, p.options).then(p.resolve, p.reject);
    }
  };

  if (worker) {
    worker.onmessage = (ev) => {
      const { id, action, error } = ev.data;
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if (action) p.resolve(action);
      else inThread(p.game, p.options).then(p.resolve, () => p.reject(new Error(error ?? 'AI worker failed')));
    };
    worker.onerror = fallBack;
  }

  return {
    choose(game, options = {}) {
      if (!worker) return inThread(game, options);
      const id = nextId++;
      return new Promise<Action>((resolve, reject) => {
        pending.set(id, { game, options, resolve, reject });
        try {
          worker!.postMessage({ id, game, options });
        } catch {
          fallBack();
        }
      });
    },
    dispose() {
      const w = worker;
      worker = null;
      w?.terminate();
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(new Error('AI client disposed'));
      }
    },
  };
}
