import { legalActions } from './game.js';
import type { Action, GameState } from './types.js';

// Questions the statecharts ask about a state; each is one look at the engine's answer.
const cache = new WeakMap<GameState, Action[]>();

/** legalActions, memoised per (immutable) state. */
export function legalOf(game: GameState): Action[] {
  let a = cache.get(game);
  if (!a) cache.set(game, (a = legalActions(game)));
  return a;
}

/** Whether the seat to move may take an action of this type now. */
export function may(game: GameState, type: Action['type']): boolean {
  return legalOf(game).some((a) => a.type === type);
}

/** The first tile of a hand is still to be laid (C-7, P-3, D-5, F-5). */
export function isLead(game: GameState): boolean {
  return game.phase === 'playing' && game.line !== undefined && game.line.length === 0;
}

/** Mexican Train: a double waits for its cover (M-9). */
export function mustCover(game: GameState): boolean {
  return game.openDouble != null;
}

/** Mexican Train: the seat to move is in its opening chain (M-6b). */
export function inChain(game: GameState): boolean {
  return game.chain != null;
}

/** Mexican Train: the seat to move still has its opening turn (M-6). */
export function isOpening(game: GameState): boolean {
  return game.turn !== null && game.opening?.[game.turn] === true;
}
