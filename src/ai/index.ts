/**
 * Computer players. One interface, `chooseAction`; a later issue replaces the
 * strategy (and runs it in a worker) without touching its callers.
 */
import { applyAction, legalActions, pips } from '../engine/index.js';
import type { Action, GameState } from '../engine/index.js';

/** How a computer seat should play. */
export interface ChooseOptions {
  level?: 'easy' | 'medium' | 'hard'; // e.g. "medium"
  seed?: number; // tie-break randomness for "easy"
}

/**
 * The action the seat to move takes in `game`; always one of
 * `legalActions(game)`. Strategy for now: play the heaviest playable tile
 * (keep extending a Mexican Train opening chain while possible; prefer the
 * own train and scoring plays in All Fives); otherwise draw, pass or end the
 * turn, whichever is legal. Throws when nothing is legal (game over).
 */
export function chooseAction(game: GameState, options: ChooseOptions = {}): Action {
  const legal = legalActions(game);
  if (legal.length === 0) throw new Error('No legal action: the game is over');
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
  if (plays.length === 0) {
    // draw before pass; end-turn only when nothing else remains
    return legal.find((a) => a.type === 'draw') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
  }
  let best = plays[0]!;
  let bestScore = -Infinity;
  const seat = game.turn ?? 0;
  for (const [i, a] of plays.entries()) {
    let score = pips(a.tile) * 10;
    if (a.at === `train-${seat}`) score += 3; // keep the own train moving (M-8)
    if (options.level === 'easy') score = ((options.seed ?? 0) * 31 + i * 17 + game.hands[seat]!.length * 7) % 97;
    else if (game.variant === 'all-fives') score += fivesAfter(game, a) * 100;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

// Points an All Fives play would score, asked of the engine (never computed here).
function fivesAfter(game: GameState, a: Action): number {
  try {
    const next = applyAction(game, a);
    return next.lastScore ?? 0;
  } catch {
    return 0;
  }
}
