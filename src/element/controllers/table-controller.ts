/**
 * The ReactiveController that puts a headless table (src/table/) on a page: it makes the table with the page's
 * computer player (in a Web Worker where the page allows one), draws the element again when the table changes,
 * and dispatches each of the table's `domino-*` events as a DOM event after the render that shows it (a computer
 * seat moves only once that is done: the table's gate).
 *
 * Life follows `connectedCallback`/`disconnectedCallback` exactly: connected, the computers think and move at the
 * table's pace; disconnected, the chart pauses, the worker is terminated and a move chosen late is dropped; the
 * game itself lives as long as the element.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Action, GameState } from '../../engine/game.js';
import { legalActions } from '../../engine/game.js';
import type { AiClient } from '../../ai/remote.js';
import type { ReviewRequest, ReviewResult } from '../../ai/review.js';
import { warnOnce } from '../../ai/settings.js';
import type { ComputerInput } from '../../machine/domino.machine.js';
import { Table } from '../../table/table.js';
import type { TableEvents } from '../../table/events.js';

// The computer players' client (../../ai/remote.ts, which starts their worker): a chunk loaded when a computer seat
// first has to move or a hint is asked for, shared by every table on the page. If it cannot load (offline), the seat
// makes its first legal move, so the table never stalls.
let remote: Promise<typeof import('../../ai/remote.js') | null> | null = null;
const firstLegal = (g: GameState): Action => {
  const [a] = legalActions(g);
  if (!a) throw new Error('no legal action');
  return a;
};

/** The host: a Lit element that fires DOM events. */
export type Host = ReactiveControllerHost & EventTarget;

/** Puts a table on the page (see the module comment). */
export class TableController implements ReactiveController {
  readonly table: Table;
  #host: Host;
  #queue: { type: keyof TableEvents; detail: unknown }[] = [];
  #flushing: Promise<void> | null = null;
  #ai: AiClient | null = null;

  constructor(host: Host) {
    (this.#host = host).addController(this);
    this.table = new Table({ choose: (input, signal) => this.#choose(input, signal), gate: () => this.idle(), review: (req, progress) => this.#reviewIn(req, progress) });
    this.table.events.on('change', () => host.requestUpdate());
    this.table.events.onAny((type, detail) => {
      if (type === 'change') return;
      this.#queue.push({ type: type as keyof TableEvents, detail });
      this.#flush();
    });
  }

  hostConnected(): void {
    this.table.connect();
  }

  hostDisconnected(): void {
    this.table.disconnect();
    this.#ai?.dispose();
    this.#ai = null;
  }

  /** Resolves once every event so far was dispatched after the render that shows it. */
  async idle(): Promise<void> {
    await null; // the move that made this turn is being announced: let its flush begin
    while (this.#flushing) await this.#flushing;
  }

  /** The computer players' choice (in the worker), or the first legal move when their code cannot load; refused while disconnected. */
  #choose(input: ComputerInput, signal: AbortSignal): Promise<Action> {
    remote ??= import('../../ai/remote.js').catch((e: Error) => (warnOnce('code', `the computer players' code did not load (${e}): they make their first legal move`), null));
    return remote.then((m) => {
      if (!this.table.live || signal.aborted) throw new Error('not connected');
      if (!m) return firstLegal(input.game);
      return (this.#ai ??= m.createAiClient()).choose(input.game, { level: input.level as 'hard', seed: input.game.seed, history: input.history });
    });
  }

  /** A move review in the computer players' worker (on this thread where there is none). */
  #reviewIn(req: ReviewRequest, progress: (done: number, total: number) => void): Promise<ReviewResult> {
    remote ??= import('../../ai/remote.js').catch(() => null);
    return remote.then((m) => (m ? (this.#ai ??= m.createAiClient()).review(req, progress) : import('../../ai/review.js').then((x) => x.reviewHand(req, progress))));
  }

  /** Renders, then dispatches the queued events in order. */
  #flush(): void {
    const host = this.#host;
    host.requestUpdate();
    if (this.#flushing) return;
    let done!: () => void;
    const flushing = (this.#flushing = new Promise<void>((r) => (done = r))); // set before the loop below may end
    void (async () => {
      try {
        while (this.#queue.length) {
          await host.updateComplete; // (the element's waits for its parts and words loaded on demand too)
          const batch = this.#queue;
          this.#queue = [];
          for (const e of batch) host.dispatchEvent(new CustomEvent(e.type, { detail: e.detail, bubbles: true, composed: true }));
          host.requestUpdate();
        }
      } finally {
        if (this.#flushing === flushing) this.#flushing = null;
        done();
      }
    })();
  }
}
