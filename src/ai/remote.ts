/**
 * `createAiClient`: computer players off the main thread. Uses a module Web
 * Worker when the page allows one and falls back to thinking in-thread (after
 * a macrotask, so the page can paint) without workers or when the worker fails.
 *
 * The worker script (`worker.js`, self-contained) is found beside this module,
 * or where `setWorkerUrl()` says. A worker on another origin (a CDN) cannot be
 * started directly: a one-line `blob:` module importing it is started instead
 * (the host's CSP then needs `worker-src blob:`). Under Trusted Types the URL
 * goes through the `domino-table` policy. When the AI must think on the page's
 * thread, the console says why, once.
 */
import { legalActions } from '../engine/game.js';
import type { ChooseOptions } from './choose.js';
import type { AiRequest, AiResponse, PuzzleRequest } from './worker.js';
import type { ReviewRequest, ReviewResult } from './review.js';
import type { PuzzleValue } from '../teach/make-puzzle.js';
import type { Action, GameState } from '../engine/types.js';
import { getWorkerUrl, warnOnce } from './settings.js';

export { getWorkerUrl, setWorkerUrl } from './settings.js';

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
  /** A move review (./review.ts) in the worker, `progress(done, total)` as it goes; in-thread without one. */
  review(req: ReviewRequest, progress?: (done: number, total: number) => void): Promise<ReviewResult>;
  /** A puzzle's position valued by the puzzle test (src/teach/make-puzzle.ts) in the worker, `progress(done, total)` as it goes; in-thread without one. */
  puzzle(req: PuzzleRequest, progress?: (done: number, total: number) => void): Promise<PuzzleValue>;
  /** Stops the worker and refuses the requests still waiting (nothing keeps thinking for a page part that is gone); later calls think in-thread. */
  dispose(): void;
}

/** The Trusted Types API as far as this module uses it (not in TypeScript's DOM lib). */
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/** The Trusted Types policy name a host allows in its CSP (`trusted-types domino-table lit-html`). */
export const TRUSTED_TYPES_POLICY = 'domino-table';

let policy: { createScriptURL(url: string): unknown } | undefined;

const onThread = (why: string) => warnOnce('thread', `the computer players think on the page's thread: ${why}`);

/** The URL as a TrustedScriptURL where the page enforces Trusted Types (its CSP must allow our policy name). */
function trusted(url: string): string {
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!tt) return url;
  // The policy object never leaves this module: only URLs computed here pass through it.
  policy ??= tt.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (u) => u });
  return policy.createScriptURL(url) as string;
}

/** Starts the module worker at `url`; across origins through a one-line blob: module that imports it. */
export function startWorker(url: string | URL, viaBlob?: boolean): Worker {
  let src = new URL(url, location.href).href;
  if (viaBlob ?? !src.startsWith(location.origin + '/')) src = URL.createObjectURL(new Blob([`import ${JSON.stringify(src)}`], { type: 'text/javascript' }));
  return new Worker(trusted(src), { type: 'module' }); // a blob: URL stays alive with the page (a few bytes)
}

function defaultWorker(): WorkerLike | null {
  const workerUrl = getWorkerUrl();
  if (workerUrl === null) return null; // the host asked for no worker
  if (typeof Worker === 'undefined') {
    onThread('no Web Workers here');
    return null;
  }
  try {
    // Written out in full so that bundlers (Vite, webpack, Rollup plugins) see the asset and emit worker.js.
    return startWorker(workerUrl ?? new URL('./worker.js', import.meta.url)) as unknown as WorkerLike;
  } catch (e) {
    const tt = /trusted/i.test(String(e)) ? `; under Trusted Types allow the policy "${TRUSTED_TYPES_POLICY}"` : '';
    onThread(`its worker did not start (${e})${tt}`);
    return null;
  }
}

// The puzzle test's code for the page's thread, given by the page that values puzzles (the studio): a table's client
// never reaches it, so the teaching code it shares with lessons stays in the lessons' chunk.
let puzzleCode: (() => Promise<typeof import('../teach/make-puzzle.js')>) | null = null;

/** Gives the puzzle test's code for valuing on the page's thread where no worker starts (the studio does). */
export function setPuzzleCode(load: () => Promise<typeof import('../teach/make-puzzle.js')>): void {
  puzzleCode = load;
}

/** A client; `createWorker` replaces the default worker factory (tests), returning null means no worker. */
export function createAiClient(createWorker: () => WorkerLike | null = defaultWorker): AiClient {
  let worker = createWorker();
  let nextId = 1;
  const pending = new Map<number, { game: GameState; options: ChooseOptions; resolve: (a: Action) => void; reject: (e: unknown) => void }>();
  // Long jobs (a review, a puzzle's values): progress messages, then the answer; `here` does the job on the page's thread.
  type Job = { here: () => Promise<unknown>; progress?: ((d: number, t: number) => void) | undefined; answer: (m: AiResponse) => unknown; resolve: (r: never) => void; reject: (e: unknown) => void };
  const jobs = new Map<number, Job>();
  const later = <T>(f: () => T): Promise<T> => new Promise((resolve, reject) => setTimeout(() => {
    try {
      resolve(f());
    } catch (e) {
      reject(e);
    }
  }, 0));
  // A review or a puzzle's values on the page's thread (no worker, or it failed): their code loads on demand.
  const reviewHere = (req: ReviewRequest, progress?: (d: number, t: number) => void): Promise<ReviewResult> => import('./review.js').then((x) => later(() => x.reviewHand(req, progress)));
  const puzzleHere = (req: PuzzleRequest, progress?: (d: number, t: number) => void): Promise<PuzzleValue> =>
    (puzzleCode ? puzzleCode() : Promise.reject(new Error('no worker, and no puzzle code given (setPuzzleCode)'))).then((x) => later(() => {
      const { game, history, seat, ...opts } = req;
      return x.valuePuzzle(game, history, seat, opts, progress);
    }));
  const job = <T>(make: (id: number) => AiRequest, here: () => Promise<T>, answer: (m: AiResponse) => T | undefined, progress?: (d: number, t: number) => void): Promise<T> => {
    if (!worker) return here();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const post = make(id);
      jobs.set(id, { here, progress, answer, resolve: resolve as (r: never) => void, reject });
      try {
        worker!.postMessage(post);
      } catch {
        fallBack();
      }
    });
  };

  // The search code loads only when a page has no worker (it is the worker's own code otherwise). If even that
  // chunk cannot load (offline), the seat still moves: its first legal action, so the table never stalls.
  // After a failed load the next moves do not ask the network again for half a minute (an offline page would ask
  // once per move).
  let failedAt = -Infinity;
  const firstLegal = (game: GameState, e: unknown): Action => {
    const [first] = legalActions(game);
    if (!first) throw e;
    return first;
  };
  const inThread = (game: GameState, options: ChooseOptions): Promise<Action> =>
    Date.now() - failedAt < 30000
      ? Promise.resolve().then(() => firstLegal(game, new Error('the computer players\' code did not load')))
      : import('./choose.js').then(
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
      (e: unknown) => {
        failedAt = Date.now();
        warnOnce('code', `the computer players' code did not load (${e}): they make their first legal move`);
        return firstLegal(game, e);
      },
    );

  // A broken worker: drop it and finish every waiting request in-thread.
  const fallBack = (): void => {
    worker?.terminate();
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      inThread(p.game, p.options).then(p.resolve, p.reject);
    }
    for (const [id, j] of jobs) {
      jobs.delete(id);
      j.here().then(j.resolve as (r: unknown) => void, j.reject);
    }
  };

  if (worker) {
    worker.onmessage = (ev) => {
      const { id, action, error, progress } = ev.data;
      const j = jobs.get(id);
      if (j) {
        if (progress) return j.progress?.(progress[0], progress[1]);
        jobs.delete(id);
        const out = j.answer(ev.data);
        if (out !== undefined) (j.resolve as (r: unknown) => void)(out);
        else j.reject(new Error(error ?? 'AI worker failed'));
        return;
      }
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if (action) p.resolve(action);
      else inThread(p.game, p.options).then(p.resolve, () => p.reject(new Error(error ?? 'AI worker failed')));
    };
    worker.onerror = (ev) => {
      ev.preventDefault?.(); // handled here: not an uncaught error on the page
      onThread("its worker failed to load: is worker.js served beside the element, and does the CSP allow it (worker-src 'self', or blob: across origins)?");
      fallBack();
    };
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
    review(req, progress) {
      return job((id) => ({ id, review: req }), () => reviewHere(req, progress), (m) => m.result, progress);
    },
    puzzle(req, progress) {
      return job((id) => ({ id, puzzle: req }), () => puzzleHere(req, progress), (m) => m.valued, progress);
    },
    dispose() {
      const w = worker;
      worker = null;
      w?.terminate();
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(new Error('AI client disposed'));
      }
      for (const [id, j] of jobs) {
        jobs.delete(id);
        j.reject(new Error('AI client disposed'));
      }
    },
  };
}
