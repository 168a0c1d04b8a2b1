/**
 * "Review this hand" at a table (issue 20), its own lazy chunk: runs `table.review()` (in the computer players'
 * worker) with progress, makes the panel's view from the result (../parts/review.ts), shows the board at the
 * decision chosen (`table.peek`, the state and marks of that step as a replay shows them: `marksAt`), steps through
 * the person's decisions (Previous/Next, ← →) and turns a reviewed position into a one-step lesson ("Try again from
 * here": find a better move than the one played; Hint shows the best found).
 */
import type { CSSResult } from 'lit';
import type { Action, GameState } from '../../engine/game.js';
import type { Verdict } from '../../ai/review.js';
import type { GameRecord } from '../../record/steps.js';
import { marksAt } from '../../record/marks.js';
import type { Table } from '../../table/table.js';
import { retryRecord } from '../../table/review.js';
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
  make(record: GameRecord, step: number): void; // "Make a lesson or puzzle from this moment" (./make.ts)
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
  #at: number | null = null; // the step of the decision the board shows
  #folded = false; // the count was folded away for the review
  #luck = false; // the deal's luck is being measured

  constructor(
    private host: ReviewHost,
    private table: Table,
  ) {}

  /** Reviews the hand shown (again), and opens the panel. */
  async start(): Promise<TableReview | null> {
    const run = ++this.#run;
    this.#back();
    const shown = this.host.shown();
    Object.assign(this, { open: true });
    this.#record = shown.record;
    this.#states = shown.states;
    this.#actions = shown.actions;
    this.#result = null;
    this.#failed = false;
    this.#luck = false;
    this.#done = this.#total = 0;
    if (this.table.state.countOpen && this.table.game?.phase !== 'playing') (this.#folded = true), this.table.foldCount(false); // the count folds away beside the review
    this.host.requestUpdate();
    try {
      // The decisions first (the list and the board come at once), then the deal's luck, which takes longer: a second
      // review with one sample per decision, of which only the luck is kept (the same seed and re-deals).
      const r = await this.table.review({ luck: false, progress: (d, n) => run === this.#run && ((this.#done = d), (this.#total = n), this.host.requestUpdate()) });
      if (run !== this.#run) return null;
      this.#result = r;
      this.#luck = true;
      void this.table
        .review({ samples: 1 })
        .then(
          (l) => run === this.#run && this.#result && (this.#result = { ...this.#result, deal: l.deal, summary: l.summary }),
          () => {},
        )
        .finally(() => run === this.#run && ((this.#luck = false), this.host.requestUpdate()));
      if (this.table.source?.kind === 'replay') {
        // The replay's own move list shows the verdicts too (by the step after each move).
        const marks = new Map(r.decisions.map((d) => [d.step + 1, { verdict: d.verdict, symbol: SYMBOLS[d.verdict as Verdict], label: d.label }]));
        markMoves(this.#states, marks);
      }
      if (r.decisions[0]) this.show(r.decisions[0].step); // the board at the first decision
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
    this.#back();
    if (this.#folded && this.table.game?.phase !== 'playing') this.table.foldCount(true); // the count again, as it was
    this.#folded = false;
    this.host.requestUpdate();
  }

  /** The board at the reviewed decision of step `step` (the position the person chose from). */
  show(step: number): void {
    const g = this.#states[step];
    if (!this.open || !g || !this.#result?.decisions.some((d) => d.step === step)) return;
    this.#at = step;
    this.table.peek({ game: g, marks: marksAt(this.#states, this.#actions, step) });
    this.host.requestUpdate();
  }

  /** The board shows the game as it was (no decision chosen). */
  #back(): void {
    this.#at = null;
    this.table.peek(null);
  }

  /** The decision `by` places after (or before) the one shown. */
  step(by: 1 | -1): void {
    const steps = (this.#result?.decisions ?? []).map((d) => d.step);
    const i = this.#at === null ? (by > 0 ? -1 : steps.length) : steps.indexOf(this.#at);
    const to = steps[i + by];
    if (to !== undefined) this.show(to);
  }

  /** The review's keys while it is open: ← → the previous and next decision, Escape closes; true when handled. */
  key(e: KeyboardEvent): boolean {
    if (!this.open) return false;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') this.step(-1);
    else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') this.step(1);
    else if (e.key === 'Escape') this.close();
    else return false;
    return true;
  }

  /** "Try again from here": the position before step `step` as a one-step lesson whose goal is a better move than the one played. */
  async again(step: number): Promise<void> {
    const d = this.#result?.decisions.find((x) => x.step === step);
    const rec = this.#record;
    if (!d || !rec) return;
    await this.table.need('review'); // (the language may have changed since the review was made)
    const record = retryRecord(rec, d, this.table.say);
    this.close();
    await this.host.lesson(record);
  }

  /** The status line while the board shows a decision ("Review of your moves · Decision 2 of 5"), else undefined. */
  status(): string | undefined {
    const steps = (this.#result?.decisions ?? []).map((d) => d.step);
    const i = this.#at === null ? -1 : steps.indexOf(this.#at);
    if (!this.open || i < 0) return undefined;
    const w = this.table.say;
    return `${w.t('review.title')} · ${w.t('review.at', { k: i + 1, n: steps.length })}`;
  }

  /** The panel, or undefined while closed. */
  panel(v: TableView | null): unknown {
    if (!this.open) return undefined;
    const w = this.table.say;
    if (!w.t('review.title')) void this.table.need('review').then(() => this.host.requestUpdate()); // another language since
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
                    again: d.verdict !== 'best' && JSON.stringify(d.chosen) !== JSON.stringify(d.best),
                    current: d.step === this.#at,
                  }
                : null,
            };
          })
      : [];
    const steps = (r?.decisions ?? []).map((d) => d.step);
    const i = this.#at === null ? -1 : steps.indexOf(this.#at);
    const view: ReviewView = {
      title: w.t('review.title'),
      status: this.#failed ? w.t('review.failed') : r ? null : w.t('review.running', { done: this.#done, total: this.#total || '…' }),
      done: this.#done,
      total: this.#total,
      summary: r?.summary || (r && this.#luck ? w.t('review.luck') : ''),
      legend: r ? w.t('review.legend') : '',
      empty: r && r.decisions.length === 0 ? w.t('review.none') : null,
      moves,
      at: i >= 0 ? w.t('review.at', { k: i + 1, n: steps.length }) : null,
      prev: i > 0 ? steps[i - 1]! : null,
      next: i >= 0 && i < steps.length - 1 ? steps[i + 1]! : null,
      words: { options: w.t('review.options'), again: w.t('review.try'), close: w.t('close'), previous: w.t('review.previous'), next: w.t('review.next'), make: w.t('review.make') },
      mx: v?.mx ?? false,
    };
    return reviewPanel(view, { close: () => this.close(), again: (k) => void this.again(k), show: (k) => this.show(k), make: () => this.#record && this.host.make(this.#record, this.#at ?? this.#states.length - 1) });
  }

  /** The first step of the hand reviewed. */
  #roundStart(step: number): number {
    for (let k = step - 1; k >= 0; k--) if (this.#actions[k]?.type === 'next-round') return k + 1;
    return 0;
  }
}
