/**
 * `chooseAction`: the computer players. The game is first reduced to the view
 * of the seat to move (its hand, the table, hand and boneyard sizes, the public
 * history); every level decides from that view only, so it never peeks.
 */
import { legalActions } from '../engine/game.js';
import type { Action, GameState } from '../engine/types.js';
import { beginnerChoice, easyChoice, mediumChoice, nonPlay, ranked } from './policies.js';
import { createRng } from './rng.js';
import { search } from './search.js';
import { seatView } from './view.js';
import { isStrength, type Strength } from './strength.js';
import { weighs } from './infer.js';
import type { HistoryEntry } from './view.js';

export type { HistoryEntry, SeatView } from './view.js';
export { seatView } from './view.js';

export { RUNGS } from './strength.js';
export type { Strength } from './strength.js';

/** How a computer seat plays. */
export interface ChooseOptions {
  level?: Strength; // default "medium"; a string that names no strength plays as medium
  seed?: number; // the same seed (and view) gives the same choice
  timeBudgetMs?: number; // hard: thinking time, default 100
  history?: HistoryEntry[]; // public actions of the current round, as applied
  maxSamples?: number; // hard: a fixed number of samples instead of the time budget (tests, analysis)
  /**
   * Hard: no wall-clock guard, so the same seed and view give the same choice on any machine however loaded (for
   * benchmarks and analysis; a slow or busy machine then thinks past the budget). By default a decision still thinking
   * 1.3 times its budget in (at most 30 ms over) is cut short, and only such a decision may differ from run to run.
   */
  repeatable?: boolean;
  infer?: boolean; // hard: weigh sampled deals by the others' plays (./infer.ts; default true; false: the previous hard, for benchmarks)
  /**
   * A diagnostic for benchmarks, never a level: the seats (absolute) whose hands the deciding seat is shown, e.g. its
   * partner's. bench:ai uses it to measure what knowing a hand is worth; every level without it decides from its
   * own view only.
   */
  shown?: number[];
}

/** Default thinking time of the hard level, in milliseconds. */
export const DEFAULT_BUDGET_MS = 100;

const HARD_CANDIDATES = 8; // the hard level searches the medium heuristic's best few
const RESAMPLE = 4; // deals drawn per sample, one kept by the others' plays (./infer.ts)

/** The action the seat to move takes: always one of `legalActions(game)`; throws when nothing is legal (game over). */
export function chooseAction(game: GameState, options: ChooseOptions = {}): Action {
  const startedAt = performance.now();
  const legal = legalActions(game);
  if (legal.length === 0) throw new Error('No legal action: the game is over');
  if (legal.length === 1) return legal[0]!; // also next-round after a count (C-10)
  const seat = game.turn!;
  const view = seatView(game, seat, options.history ?? [], options.shown);
  const plays = legal.filter((a) => a.type === 'play' || a.type === 'end-turn');
  if (plays.length === 0) return nonPlay(legal); // front and back draws are alike to a seat that cannot see the talon (D-16)
  // Mix public facts into the seed so successive decisions of one game differ.
  const tableSize = view.hidden.length;
  const rng = createRng(Math.imul((options.seed ?? 0) ^ 0x68e31da4, 0x2c1b3c6d) ^ (game.round * 7919 + tableSize * 131 + seat * 17 + view.hand.length));
  // The chart and the worker carry the level as a string: one that names no strength plays as medium, as the table's
  // strengthOf reads it (before, it fell through every branch to the search, a quarter-time hard).
  const asked: string = options.level ?? 'medium';
  const level: Strength = isStrength(asked) ? asked : 'medium';
  if (level === 'easy-') return beginnerChoice(view, legal, rng); // auto's lowest rung
  const coin = level === 'easy+' || level === 'medium+' ? rng.next() < 0.5 : false; // the rungs between two levels
  if (level === 'easy' || (level === 'easy+' && coin)) return easyChoice(view, legal, rng);
  if (level === 'medium' || level === 'easy+' || (level === 'medium+' && coin)) return mediumChoice(view, legal);
  const order = ranked(view, legal).slice(0, HARD_CANDIDATES);
  if (order.length === 1) return order[0]!;
  const share = level === 'hard' ? 1 : 0.25; // medium+ and hard- think a quarter as long (or take a quarter of the samples)
  const budget = (options.timeBudgetMs ?? DEFAULT_BUDGET_MS) * share;
  const resample = options.infer !== false && weighs(view.state) ? RESAMPLE : 1;
  return search(view, order, rng, { timeBudgetMs: budget, startedAt, resample, repeatable: options.repeatable === true, ...(options.maxSamples !== undefined ? { maxSamples: Math.max(1, Math.round(options.maxSamples * share)) } : {}) });
}
