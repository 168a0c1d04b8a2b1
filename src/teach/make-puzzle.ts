/**
 * The puzzle test (docs/puzzles.md "The built-in puzzles"), shared by the miner (`npm run puzzles`,
 * scripts/content/build-puzzles.ts) and the studio's puzzle part (src/studio/parts/puzzle.ts, through the AI worker).
 *
 * {@link valuePuzzle} values every option of the decision of the seat to move with the move review's evaluator
 * (src/ai/review.ts `evaluate`: the hidden tiles sampled from that seat's view only), twice, over two independent
 * sets of samples. The position is a puzzle when both sets accept the same options (those within the variant's
 * tolerance of the best) and both leave a gap of at least twice the tolerance to the best rejected option. Then each
 * option gets its reply (the other seats' next moves by the hard player), the review's reason (`reasonOf`), and the
 * position a suggested theme and difficulty; the options become the puzzle's `choices`. When it is not a puzzle, the
 * refusal says why with a code and language-free parameters (the studio words them).
 *
 * Pure and deterministic: the same game, history and seeds give the same answer (the miner's committed puzzles are
 * this module's output).
 */
import { applyAction, info, rulesOf } from '../engine/game.js';
import type { Action, GameState } from '../engine/game.js';
import { chooseAction } from '../ai/choose.js';
import { choices as choicesOf, same } from '../ai/rank.js';
import { evaluate, reasonOf, verdictOf } from '../ai/review.js';
import type { ReviewOption } from '../ai/review.js';
import type { HistoryEntry } from '../ai/view.js';
import type { Msg } from '../words/format.js';
import { moveText } from './lesson-json.js';
import { TOLERANCE } from './puzzle.js';
import type { Theme } from './puzzle.js';

/** How the options are valued: the first sample set's seed (the second's is `seed + 1`), samples per set, the replies' seed. */
export interface PuzzleValueOptions {
  /** The first sample set's seed (default 1, the miner's); the second set uses `seed + 1`. */
  seed?: number;
  /** Samples per set (default: the review's, REVIEW_WORK times the hard player's work in play). */
  samples?: number;
  /** The seed of the other seats' replies (the hard player), default `seed`. */
  replySeed?: number;
  /** Accept options within this of the best (default: the variant's TOLERANCE). */
  tolerance?: number;
}

/** Why a position is not a puzzle: a stable code and language-free parameters (moves as `"6-4@left"`). */
export type PuzzleRefusal =
  | { code: 'not-to-move'; params: { seat: number } } // it is not that seat's decision (or the hand is over)
  | { code: 'one-option'; params: { move: string } } // a single legal move: nothing to choose
  | { code: 'all-accepted'; params: { tolerance: number; set: number } } // every option within the tolerance of the best
  | { code: 'close'; params: { best: string; other: string; gap: number; need: number; set: number } } // the best rejected one too near the best
  | { code: 'disagree'; params: { first: string[]; second: string[] } }; // the sets accept different options (each set's accepted moves)

/** One option valued: its move, its value (the mean of both sets; the first set's alone when the second was not needed), each set's value, and whether it is accepted. */
export interface ValuedOption {
  action: Action;
  move: string;
  value: number;
  values: [number, number | null];
  accepted: boolean;
}

/** One of a puzzle's `choices` (docs/puzzles.md): the move, its value (one decimal), the others' reply and, for the best and every rejected one, the review's reason (language-free). */
export interface MadeChoice {
  move: string;
  value: number;
  reply: string;
  why?: Msg[];
}

/** What {@link valuePuzzle} finds. */
export interface PuzzleValue {
  seat: number;
  tolerance: number;
  /** Every option, best first (by the stored value). */
  options: ValuedOption[];
  /** The accepted moves (`"6-4@left"`), best first. */
  accepted: string[];
  /** Whether the position is a puzzle; else `refusal` says why. */
  puzzle: boolean;
  refusal: PuzzleRefusal | null;
  /** The suggested theme and difficulty (null when not a puzzle). */
  theme: Theme | null;
  rating: number | null;
  /** The puzzle's `choices` (null when not a puzzle: nothing to write). */
  choices: MadeChoice[] | null;
  /** Samples per set. */
  samples: number;
}

const r1 = (x: number): number => Math.round(x * 10) / 10;
const acceptedOf = (opts: readonly ReviewOption[], tol: number): Set<string> => new Set(opts.filter((o) => opts[0]!.expected - o.expected <= tol).map((o) => moveText(o.action)));

/** The other seats' next moves after the seat's option, by the hard player (until the seat's turn or the hand's end). */
function replyTo(g: GameState, history: HistoryEntry[], seat: number, seed: number): Action[] {
  const h = history.slice();
  const out: Action[] = [];
  for (let k = 0; k < 10 && g.phase === 'playing' && g.turn !== seat; k++) {
    const s = g.turn!;
    const a = chooseAction(g, { level: 'hard', seed: seed + s, history: h, maxSamples: 24 });
    h.push({ seat: s, action: a.type === 'draw' ? { type: 'draw' } : a });
    out.push(a);
    g = applyAction(g, a);
  }
  return out;
}

/** The theme of a puzzle: from the reason the best rejected option is worse (`why`), and the position. */
export function themeOf(g: GameState, best: Action, why: readonly Msg[]): Theme {
  const key = why[0]?.key ?? '';
  const points: Theme = rulesOf(g.variant).countAfter ? 'score-fives' : 'count'; // a game that scores the open ends' count
  if (g.openDouble && best.type === 'play') return 'cover-double';
  if (key === 'rv.out') return 'go-out';
  if (key.startsWith('rv.points') || key === 'rv.gave') return points;
  if (key === 'rv.partner') return 'partner';
  if (key === 'rv.lacks' || key === 'rv.unseen') return 'block';
  if (key === 'rv.where.lacks' || key === 'rv.where.unseen') return 'block';
  if (key === 'rv.where.partner') return 'partner';
  if (key === 'rv.where.points') return points;
  if (key.startsWith('rv.chain') || key.startsWith('rv.fit') || key.startsWith('rv.where')) return 'keep-number';
  if (best.type === 'play' && info(best.tile).hi === info(best.tile).lo) return 'cover-double';
  return 'count';
}

/** The difficulty: more options and a best move the simple choices miss make it harder (docs/puzzles.md). */
export function ratingOf(g: GameState, opts: readonly ReviewOption[], ok: ReadonlySet<string>, history: readonly HistoryEntry[], gap: number, tol: number): number {
  const plays = opts.map((o) => o.action).filter((a): a is Action & { type: 'play' } => a.type === 'play');
  const heavy = plays.length ? plays.reduce((b, a) => (info(a.tile).pips > info(b.tile).pips ? a : b)) : null;
  const easy = chooseAction(g, { level: 'easy', seed: 7, history: history.slice() });
  const distinct = new Set(opts.map((o) => o.expected.toFixed(6))).size;
  let r = 900 + Math.min(600, 140 * (distinct - 1));
  if (heavy && !ok.has(moveText(heavy))) r += 250;
  if (!ok.has(moveText(easy))) r += 200;
  if (ok.size > 1) r -= 80 * Math.min(3, ok.size - 1);
  r -= Math.min(250, 25 * Math.max(0, gap / tol - 2));
  return Math.max(800, Math.min(2200, Math.round(r / 10) * 10));
}

/** The first option a set does not accept, and whether the set's gap to it is wide enough; a refusal otherwise. */
function gapOf(opts: readonly ReviewOption[], ok: ReadonlySet<string>, tol: number, set: number): PuzzleRefusal | null {
  const rej = opts.find((o) => !ok.has(moveText(o.action)));
  if (!rej) return { code: 'all-accepted', params: { tolerance: tol, set } };
  const gap = opts[0]!.expected - rej.expected;
  return gap >= 2 * tol ? null : { code: 'close', params: { best: moveText(opts[0]!.action), other: moveText(rej.action), gap: r1(gap), need: 2 * tol, set } };
}

/**
 * Values the decision of `seat` in `game` (it must be that seat's move; `history` is the round's public moves so
 * far) and decides whether it is a puzzle (see the module comment). `progress(done, total)` after each sample set and
 * each option's reply.
 */
export function valuePuzzle(game: GameState, history: readonly HistoryEntry[], seat: number, opts: PuzzleValueOptions = {}, progress?: (done: number, total: number) => void): PuzzleValue {
  const tol = opts.tolerance ?? TOLERANCE[game.variant];
  const seed = opts.seed ?? 1;
  const none = (refusal: PuzzleRefusal, options: ValuedOption[] = [], samples = 0): PuzzleValue => ({ seat, tolerance: tol, options, accepted: options.filter((o) => o.accepted).map((o) => o.move), puzzle: false, refusal, theme: null, rating: null, choices: null, samples });
  if (game.phase !== 'playing' || game.turn !== seat) return none({ code: 'not-to-move', params: { seat } });
  const acts = choicesOf(game);
  if (acts.length < 2) return none({ code: 'one-option', params: { move: acts[0] ? moveText(acts[0]) : 'pass' } });
  let total = 2 + acts.length;
  const a = evaluate(game, history, { seed, ...(opts.samples !== undefined ? { samples: opts.samples } : {}) });
  progress?.(1, total);
  const okA = acceptedOf(a.options, tol);
  const shown = (list: readonly ReviewOption[], ok: ReadonlySet<string>, other?: readonly ReviewOption[]): ValuedOption[] =>
    list.map((o) => {
      const b = other?.find((x) => same(x.action, o.action))?.expected ?? null;
      const move = moveText(o.action);
      return { action: o.action, move, value: b === null ? o.expected : (o.expected + b) / 2, values: [o.expected, b], accepted: ok.has(move) };
    });
  const refA = gapOf(a.options, okA, tol, 1);
  if (refA) {
    total = 1;
    progress?.(1, 1);
    return none(refA, shown(a.options, okA), a.samples);
  }
  const b = evaluate(game, history, { seed: seed + 1, ...(opts.samples !== undefined ? { samples: opts.samples } : {}) });
  progress?.(2, total);
  const okB = acceptedOf(b.options, tol);
  const agree = okA.size === okB.size && [...okA].every((x) => okB.has(x));
  // The two sample sets averaged: the stored values.
  const averaged = a.options.map((o) => ({ action: o.action, expected: (o.expected + b.options.find((x) => same(x.action, o.action))!.expected) / 2 })).sort((x, y) => y.expected - x.expected);
  const ok = acceptedOf(averaged, tol);
  const options = shown(a.options, ok, b.options).sort((x, y) => y.value - x.value);
  const refB: PuzzleRefusal | null = !agree ? { code: 'disagree', params: { first: [...okA], second: [...okB] } } : gapOf(b.options, okB, tol, 2);
  if (refB) {
    progress?.(total, total);
    return none(refB, shown(a.options, okA, b.options).sort((x, y) => y.value - x.value), a.samples);
  }
  const best = averaged[0]!;
  const firstRej = averaged.find((o) => !ok.has(moveText(o.action)))!;
  const gap = best.expected - firstRej.expected;
  const replySeed = opts.replySeed ?? seed;
  const made = averaged.map((o, i): MadeChoice => {
    const after = applyAction(game, o.action);
    const h = [...history, { seat, action: o.action }];
    const isOk = ok.has(moveText(o.action));
    const why = same(o.action, best.action) ? reasonOf(a.view, o, best, 'best', a.distinct) : isOk ? null : reasonOf(a.view, o, best, verdictOf(game.variant, best.expected - o.expected), a.distinct);
    const reply = replyTo(after, h, seat, replySeed).map(moveText).join(' ');
    progress?.(3 + i, total);
    return { move: moveText(o.action), value: r1(o.expected), reply, ...(why ? { why } : {}) };
  });
  const theme = themeOf(game, best.action, reasonOf(a.view, firstRej, best, 'mistake', a.distinct));
  return { seat, tolerance: tol, options, accepted: options.filter((o) => o.accepted).map((o) => o.move), puzzle: true, refusal: null, theme, rating: ratingOf(game, averaged, ok, history, gap, tol), choices: made, samples: a.samples };
}
