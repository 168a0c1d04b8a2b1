/**
 * What the seat to move may do now and why: teach mode's "Now" line (loaded
 * with teach mode's panel, src/element/modes/teach-panel.ts).
 */
import { legalActions } from '../engine/game.js';
import type { Action, GameState } from '../engine/game.js';
import { m } from '../words/format.js';
import type { Msg } from '../words/format.js';
import { openNumbers } from './tell.js';
import { kit } from './kit.js';

/** What the seat to move may do now and why. */
export function explainTurn(game: GameState): Msg[] {
  if (game.phase === 'game-over') return [m('turn.game-over')];
  if (game.phase === 'round-over') return [m('why.over', {}, undefined, 'C-10')]; // "The hand is over."
  const who = game.turn ?? 0;
  const legal = legalActions(game);
  const plays = legal.filter((a): a is Action & { type: 'play' } => a.type === 'play');
  const tiles = [...new Set(plays.map((a) => a.tile))].join(',');
  const k = kit(game.variant);
  const own = k.turn?.(game, who, legal, tiles);
  if (own) return own;
  const r = k.turnRules!(game);
  if (plays.length) return [plays.every((a) => !a.at) ? m(plays.length === 1 ? 'turn.lead-one' : 'turn.lead', { who, tiles }, who, r.lead) : m('turn.play', { who, tiles }, who, 'C-8')];
  const p = { who, ends: openNumbers(game) };
  if (legal.some((a) => a.type === 'draw')) return [m('turn.draw', p, who, r.draw)];
  return legal.some((a) => a.type === 'pass') ? [m('turn.pass', p, who, r.pass)] : [];
}
