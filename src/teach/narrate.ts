/**
 * Narration in plain words: what happened at a step and why it was allowed or
 * forced, and every count with its arithmetic spelled out. Produces
 * language-free messages ({@link Msg}); the rule ids travel beside the text
 * (`msg.rule`, shown as a small "rule" link), never inside it. Seats are
 * numbers: the formatter says "you" for the learner. Each variant tells its
 * own moves and counts (src/teach/variants/, through kit.ts); this module
 * holds what every variant shares.
 */
import type { Action, GameState } from '../engine/game.js';
import { m } from '../words/format.js';
import type { Msg } from '../words/format.js';
import { kit } from './kit.js';
import { openNumbers } from './tell.js';

export type { Msg };
export { openNumbers };

/** Messages for the start of a round: the set, the deal, who starts and why. */
export function narrateStart(game: GameState): Msg[] {
  return kit(game.variant).start(game);
}

/** Explains the step `before` → `after` made by `action`: what happened and why, with the arithmetic. */
export function narrate(before: GameState, action: Action, after: GameState): Msg[] {
  if (action.type === 'next-round') return narrateStart(after);
  const out = kit(before.variant).move(before, action, after);
  if (after.result && !before.result) out.push(...narrateCount(after, before.turn ?? 0));
  return out;
}

/** Messages for a round's count, right after the action that ended it. */
export function narrateCount(after: GameState, seat: number): Msg[] {
  return kit(after.variant).count(after, seat);
}

/** Narration of step k of a game (the deal at 0); empty for a state the narration does not know. */
export function narration(states: readonly GameState[], actions: readonly Action[], k: number): Msg[] {
  try {
    return k === 0 ? narrateStart(states[0]!) : narrate(states[k - 1]!, actions[k - 1]!, states[k]!);
  } catch {
    return [];
  }
}
