/**
 * Module Web Worker entry for the computer players: each message
 * `{ id, game, options }` is answered with `{ id, action }` (or `{ id, error }`);
 * a move review `{ id, review }` (./review.ts) with `{ id, progress }` messages, then `{ id, result }`.
 */
import '../engine/index.js'; // the worker plays whatever game it is asked about: every variant's rules
import { chooseAction } from './choose.js';
import type { ChooseOptions } from './choose.js';
import { reviewHand } from './review.js';
import type { ReviewRequest, ReviewResult } from './review.js';
import type { Action, GameState } from '../engine/types.js';

/** A request to the AI worker: a move to choose, or a review. */
export type AiRequest = { id: number; game: GameState; options: ChooseOptions; review?: undefined } | { id: number; review: ReviewRequest };

/** The AI worker's answer: the chosen action, a review's progress or result, or an error message. */
export interface AiResponse {
  id: number;
  action?: Action;
  progress?: [number, number]; // decisions reviewed, of
  result?: ReviewResult;
  error?: string;
}

/** Answers one request (the worker's whole job; also used by tests). */
export function answer(req: AiRequest, progress?: (msg: AiResponse) => void): AiResponse {
  try {
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
