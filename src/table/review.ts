/**
 * `table.review()`'s parts that need no table: which steps of a record are reviewed (the hand just played, or a
 * loaded record's every hand) and the review worded in the table's language (src/words `review` group). The
 * values come from src/ai/review.ts, in the element's worker or on this thread.
 */
import type { Action, GameState } from '../engine/game.js';
import type { ReviewDecision, ReviewRequest, ReviewResult, DealLuck, Verdict } from '../ai/review.js';
import type { Msg } from '../words/format.js';
import type { Say } from '../words/words.js';
import { keyOf } from '../record/steps.js';
import type { GameRecord } from '../record/steps.js';

/** One reviewed decision with its words: the verdict's name and the reason as text (`why`: the messages). */
export interface WordedDecision extends Omit<ReviewDecision, 'reason'> {
  label: string; // e.g. "Mistake"
  reason: string; // plain text (never HTML)
  why: Msg[];
}

/** What `table.review()` resolves with. */
export interface TableReview {
  decisions: WordedDecision[];
  deal: DealLuck | null; // shares of hands won, 0–1, for the last finished hand reviewed
  summary: string; // the deal's luck in words ("" without a finished hand)
}

/** What a review may be asked (every field optional). */
export interface ReviewOptions {
  seats?: number[]; // whose decisions (default: the people at this screen, else seat 0)
  hand?: 'last' | 'all'; // the hand just played (default in play) or every hand of the record (default in a replay)
  samples?: number; // per decision (default: src/ai/review.ts REVIEW_SAMPLES)
  luckDeals?: number; // re-deals per side of the luck measure
  luck?: boolean; // default true
  seed?: number;
  progress?: (done: number, total: number) => void;
}

/** The request for `states`/`actions` (a record's, `actions[k]` from step k): the last hand's steps, or all. */
export function reviewRequest(states: GameState[], actions: Action[], seats: number[], level: string, o: ReviewOptions, all: boolean): ReviewRequest {
  let from = 0;
  if (!all) {
    // The hand just played: from the last deal up to the end (a count's next-round not yet taken).
    let end = actions.length;
    while (end > 0 && actions[end - 1]!.type === 'next-round' && states[end - 1]!.phase !== 'playing') end--;
    for (let k = end - 1; k >= 0; k--) if (actions[k]!.type === 'next-round') {
      from = k + 1;
      break;
    }
  }
  const req: ReviewRequest = { states, actions, seats, from, level: level === 'easy' || level === 'medium' ? level : 'hard' };
  if (o.samples !== undefined) req.samples = o.samples;
  if (o.luckDeals !== undefined) req.luckDeals = o.luckDeals;
  if (o.luck !== undefined) req.luck = o.luck;
  if (o.seed !== undefined) req.seed = o.seed;
  return req;
}

const LABEL: Record<Verdict, string> = { best: 'rv.v.best', good: 'rv.v.good', inaccuracy: 'rv.v.inaccuracy', mistake: 'rv.v.mistake', blunder: 'rv.v.blunder' };

/** The review in words. */
export function worded(r: ReviewResult, say: Say): TableReview {
  const decisions = r.decisions.map((d) => ({ ...d, label: say.t(LABEL[d.verdict]), why: d.reason, reason: d.reason.map((x) => say.msg(x)).join(' ') }));
  let summary = '';
  if (r.deal) {
    const { wins, average } = r.deal;
    const judge = wins < average - 0.1 ? 'rv.deal.unlucky' : wins > average + 0.1 ? 'rv.deal.lucky' : 'rv.deal.even';
    summary = `${say.t('rv.deal', { wins: Math.round(wins * 100), average: Math.round(average * 100) })} ${say.t(judge)}`;
  }
  return { decisions, deal: r.deal, summary };
}

/** What a retry needs of a reviewed decision. */
type Retried = Pick<ReviewDecision, 'step' | 'chosen' | 'best' | 'options'>;

/**
 * The goal of "Try again from here" in words: a better move than the one played ("Find a better move than
 * four–one."), never the answer (the lesson's Hint shows it). The place is named when the same tile had another.
 */
export function retryGoal(d: Retried, say: Say): string {
  const a = d.chosen;
  if (a.type !== 'play') return say.t(`review.goal.${a.type}`);
  const twin = !!a.at && d.options.some((o) => o.action.type === 'play' && o.action.tile === a.tile && o.action.at !== a.at);
  return say.t(twin ? 'review.goal.at' : 'review.goal', { tile: a.tile, place: a.at ?? '' });
}

/**
 * "Try again from here": the record cut before the decision's step, the best move found expected there (a one-step
 * lesson, `src/teach/lesson-json.ts` `lessonFromRecord`), its goal's words {@link retryGoal} as the step's note.
 */
export function retryRecord(rec: GameRecord, d: Retried, say: Say): GameRecord {
  const [r, i] = keyOf(rec, d.step).split(':').map(Number) as [number, number];
  const rounds = rec.rounds.slice(0, r + 1).map((x, k) => (k === r ? { deal: x.deal, actions: [...x.actions.slice(0, i), d.best] } : x));
  const record: GameRecord = { ...rec, rounds, expect: [`${r}:${i}`], notes: { [`${r}:${i}`]: retryGoal(d, say) } };
  return record;
}
