/**
 * "Review this hand" at a table (issue 20), its own lazy chunk: runs `table.review()` (in the computer players'
 * worker) with progress, makes the panel's view from the result (../parts/review.ts) and turns a reviewed position
 * into a one-step lesson ("Try again from here": play the best move there).
 */
import type { CSSResult } from 'lit';
import type { Action, GameState } from '../../engine/game.js';
import type { Verdict } from '../../ai/review.js';
import type { GameRecord } from '../../record/steps.js';
import { keyOf } from '../../record/steps.js';
import type { Table } from '../../table/table.js';
import type { TableReview } from '../../table/review.js';
import { markMoves, replayMoves } from '../../table/view-moves.js';
import type { TableView } from '../../table/view.js';
import type { Say } from '../../words/words.js';
import { review as reviewPanel, reviewStyles, SYMBOLS } from '../parts/review.js';
import type { ReviewMove, ReviewView } from '../parts/review.js';

/** What the element lends the review: to redraw, its record shown (a replay's), and a way to start a lesson. */
export interface ReviewHost {
  requestUpdate(): void;
  shown(): { record: GameRecord | null; states: GameState[]; actions: Action[] };
  lesson(record: GameRecord): Promise<void>; // opens the record's lesson (its `expect`)
}

/** The words of an action for the person ("You play six–four on the left."). */
function moveWords(w: Say, a: Action, seat: number): string {
  if (a.type === 'play') return w.t(a.at ? 'say.play' : 'say.lead', { who: seat, tile: a.tile, place: a.at ?? '', score: '' }, seat);
  return w.t(`say.${a.type}`, { who: seat }, seat);
}

/** A review shown at one element. */
export class ReviewUI {
  static styles: CSSResult = reviewStyles;
  open = false;
  #done = 0;
  #total = 0;
  #result: TableReview | null = null;
  #failed = false;
  #states: GameState[] = [];
  #actions: Action[] = [];
  #record: GameRecord | null = null;
  #run = 0;

  constructor(
    private host: ReviewHost,
    private table: Table,
  ) {}

  /** Reviews the hand shown (again), and opens the panel. */
  async start(): Promise<TableReview | null> {
    const run = ++this.#run;
    const shown = this.host.shown();
    Object.assign(this, { open: true });
    this.#record = shown.record;
    this.#states = shown.states;
    this.#actions = shown.actions;
    this.#result = null;
    this.#failed = false;
    this.#done = this.#total = 0;
    if (this.table.state.countOpen && this.table.game?.phase !== 'playing') this.table.foldCount(false); // the count folds away under the review
    this.host.requestUpdate();
    try {
      const r = await this.table.review({ progress: (d, n) => run === this.#run && ((this.#done = d), (this.#total = n), this.host.requestUpdate()) });
      if (run !== this.#run) return null;
      this.#result = r;
      if (this.table.source?.kind === 'replay') {
        // The replay's own move list shows the verdicts too (by the step after each move).
        const marks = new Map(r.decisions.map((d) => [d.step + 1, { verdict: d.verdict, symbol: SYMBOLS[d.verdict as Verdict], label: d.label }]));
        markMoves(this.#states, marks);
      }
      return r;
    } catch {
      this.#failed = true;
      return null;
    } finally {
      this.host.requestUpdate();
    }
  }

  close(): void {
    this.open = false;
    this.#run++;
    this.host.requestUpdate();
  }

  /** "Try again from here": the position before step `step` as a one-step lesson whose goal is the best move found. */
  async again(step: number): Promise<void> {
    const d = this.#result?.decisions.find((x) => x.step === step);
    const rec = this.#record;
    if (!d || !rec) return;
    const [r, i] = keyOf(rec, step).split(':').map(Number) as [number, number];
    const rounds = rec.rounds.slice(0, r + 1).map((x, k) => (k === r ? { deal: x.deal, actions: [...x.actions.slice(0, i), d.best] } : x));
    const record: GameRecord = { ...rec, rounds, expect: [`${r}:${i}`] };
    delete record.notes;
    this.close();
    await this.host.lesson(record);
  }

  /** The panel, or undefined while closed. */
  panel(v: TableView | null): unknown {
    if (!this.open) return undefined;
    const w = this.table.say;
    const r = this.#result;
    const mine = new Map((r?.decisions ?? []).map((d) => [d.step, d]));
    const fmt = new Intl.NumberFormat(this.table.settings.lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
    const from = r?.decisions[0]?.step ?? 0;
    const start = this.#roundStart(from);
    const moves: ReviewMove[] = r
      ? replayMoves(this.table, w, this.#states, this.#actions)
          .filter((x) => x.seat !== null && x.step - 1 >= start)
          .map((x) => {
            const d = mine.get(x.step - 1);
            return {
              step: x.step - 1,
              text: x.text,
              tile: x.tile,
              mine: d
                ? {
                    verdict: d.verdict as Verdict,
                    symbol: SYMBOLS[d.verdict as Verdict],
                    label: d.label,
                    reason: d.reason,
                    options: d.options.map((o) => ({ text: moveWords(w, o.action, d.seat), value: fmt.format(o.expected), chosen: JSON.stringify(o.action) === JSON.stringify(d.chosen), best: JSON.stringify(o.action) === JSON.stringify(d.best) })),
                  }
                : null,
            };
          })
      : [];
    const view: ReviewView = {
      title: w.t('review.title'),
      status: this.#failed ? w.t('review.failed') : r ? null : w.t('review.running', { done: this.#done, total: this.#total || '…' }),
      done: this.#done,
      total: this.#total,
      summary: r?.summary ?? '',
      empty: r && r.decisions.length === 0 ? w.t('review.none') : null,
      moves,
      words: { options: w.t('review.options'), again: w.t('review.try'), close: w.t('close') },
      mx: v?.mx ?? false,
    };
    return reviewPanel(view, { close: () => this.close(), again: (k) => void this.again(k) });
  }

  /** The first step of the hand reviewed. */
  #roundStart(step: number): number {
    for (let k = step - 1; k >= 0; k--) if (this.#actions[k]?.type === 'next-round') return k + 1;
    return 0;
  }
}
