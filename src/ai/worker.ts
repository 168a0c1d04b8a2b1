/**
 * Module Web Worker entry for the computer players: each message
 * `{ id, game, options }` is answered with `{ id, action }` (or `{ id, error }`);
 * a move review `{ id, review }` (./review.ts) with `{ id, progress }` messages, then `{ id, result }`; a puzzle's
 * position to value `{ id, puzzle }` (the puzzle test, src/teach/make-puzzle.ts) with `{ id, progress }` messages,
 * then `{ id, valued }`.
 */
import '../engine/index.js'; // the worker plays whatever game it is asked about: every variant's rules
import { chooseAction } from './choose.js';
import type { ChooseOptions } from './choose.js';
import { reviewHand } from './review.js';
import type { ReviewRequest, ReviewResult } from './review.js';
import { valuePuzzle } from '../teach/make-puzzle.js';
import type { PuzzleValue, PuzzleValueOptions } from '../teach/make-puzzle.js';
import type { Action, GameState } from '../engine/types.js';
import type { HistoryEntry } from './view.js';

/** A puzzle's position to value: the game at the decision, the round's public moves so far, the deciding seat, the seeds. */
export interface PuzzleRequest extends PuzzleValueOptions {
  game: GameState;
  history: HistoryEntry[];
  seat: number;
}

/** A request to the AI worker: a move to choose, a review, or a puzzle's position to value. */
export type AiRequest = { id: number; game: GameState; options: ChooseOptions; review?: undefined; puzzle?: undefined } | { id: number; review: ReviewRequest; puzzle?: undefined } | { id: number; puzzle: PuzzleRequest; review?: undefined };

/** The AI worker's answer: the chosen action, a review's progress or result, or an error message. */
export interface AiResponse {
  id: number;
  action?: Action;
  progress?: [number, number]; // decisions reviewed (a puzzle: sample sets and replies done), of
  result?: ReviewResult;
  valued?: PuzzleValue;
  error?: string;
}

/** Answers one request (the worker's whole job; also used by tests). */
export function answer(req: AiRequest, progress?: (msg: AiResponse) => void): AiResponse {
  try {
    if (req.puzzle) {
      const { game, history, seat, ...opts } = req.puzzle;
      return { id: req.id, valued: valuePuzzle(game, history, seat, opts, (d, t) => progress?.({ id: req.id, progress: [d, t] })) };
    }
    if (req.review) return { id: req.id, result: reviewHand(req.review, (d, t) => progress?.({ id: req.id, progress: [d, t] })) };
    return { id: req.id, action: chooseAction(req.game, req.options) };
  } catch (e) {
    return { id: req.id, error: e instanceof Error ? e.message : String(e) };
  }
}

interface WorkerScope {
  onmessage: ((ev: MessageEvent<AiRequest>) => void) | null;
  postMessage(msg: AiResponse): void;
}

const scope = globalThis as unknown as Partial<WorkerScope>;
// Only inside a worker (a global postMessage without a window); importing this module elsewhere does nothing.
if (typeof scope.postMessage === 'function' && typeof (globalThis as { window?: unknown }).window === 'undefined') {
  scope.onmessage = (ev) => scope.postMessage!(answer(ev.data, (m) => scope.postMessage!(m)));
}
