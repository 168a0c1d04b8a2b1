/**
 * What the seat to move may do now and why: teach mode's "Now" line (loaded
 * with teach mode's panel, src/element/modes/teach-panel.ts).
 */
import { legalActions } from '../engine/index.js';
import type { Action, GameState } from '../engine/index.js';
import { m } from './format.js';
import type { Msg } from './format.js';
import { openNumbers } from './tell.js';

/** What the seat to move may do now and why. */
export function explainTurn(game: GameState): Msg[] {
  if (game.phase === 'game-over') return [m('turn.game-over')];
  if (game.phase === 'round-over') return [m('why.over', {}, undefined, 'C-10')]; // "The hand is over."
  const who = game.turn ?? 0;
  const legal = legalActions(game);
  const plays = legal.filter((a): a is Action & { type: 'play' } => a.type === 'play');
  const tiles = [...new Set(plays.map((a) => a.tile))].join(',');
  const v = game.variant;
  const mt = v === 'mexican-train';
  if (plays.length && plays.every((a) => !a.at)) {
    const rule = { partnership: 'P-3', draw: game.options.starterLeads === 'any' ? 'D-5' : 'D-2, D-5', 'all-fives': 'F-5', 'mexican-train': 'M-6' }[v];
    return [m(plays.length === 1 ? 'turn.lead-one' : 'turn.lead', { who, tiles }, who, rule)];
  }
  const out: Msg[] = [];
  if (game.openDouble) out.push(m('turn.cover', { who, value: game.trains?.[game.openDouble] ?? '' }, who, 'M-9'));
  else if (game.chain) out.push(m('mt.chain', { who }, who, 'M-6')); // its .you form for the person here
  if (plays.length) out.push(m('turn.play', { who, tiles }, who, 'C-8'));
  else if (legal.some((a) => a.type === 'draw')) out.push(m(mt ? 'turn.mt-draw' : 'turn.draw', { who, ends: openNumbers(game) }, who, v === 'draw' ? 'D-7' : v === 'all-fives' ? 'F-10' : 'M-10'));
  else if (legal.some((a) => a.type === 'pass')) out.push(m(mt ? 'turn.mt-pass' : 'turn.pass', { who, ends: openNumbers(game) }, who, { partnership: 'P-6', draw: 'D-8', 'all-fives': 'F-11', 'mexican-train': 'M-10, M-11' }[v]));
  return out;
}
