/**
 * The teaching the line games with a boneyard share (draw, All Fives): drawing
 * until a tile fits, passing on an empty boneyard, the count where the one who
 * goes out (or holds the fewest pips) scores the others' pips (that count also
 * the Block game's). Imported by those variants' modules (each gets its own
 * copy in the build, tree-shaken to what it uses).
 */
import { legalActions } from '../../engine/game.js';
import type { Action, GameState } from '../../engine/game.js';
import { m, terms } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { openNumbers, total } from '../tell.js';

/** Rule ids of a draw: forced (no tile fits), the drawn tile fits, it does not. */
export interface DrawRules {
  forced: string;
  fits: string;
  again: string;
}

/** A draw from the boneyard: why it was forced, from which end, and whether the new tile fits. */
export function drawMove(before: GameState, action: Action & { type: 'draw' }, after: GameState, rules: DrawRules): Msg[] {
  const who = before.turn ?? 0;
  const out = [m('draw.forced', { who, ends: openNumbers(before) }, who, rules.forced)];
  if (action.from === 'back') out.push(m('draw.back', {}, undefined, 'D-16'));
  if (after.phase === 'playing') {
    const fits = legalActions(after).some((a) => a.type === 'play');
    const more = after.boneyard.length > (after.options.boneyardReserve ?? 0);
    out.push(m(fits ? 'draw.fits' : more ? 'draw.again' : 'draw.last', { who }, who, fits ? rules.fits : rules.again));
  }
  return out;
}

/** A pass: nothing fits and the boneyard is empty. */
export function passEmpty(before: GameState, rule: string): Msg {
  const who = before.turn ?? 0;
  return m('pass.empty', { who, ends: openNumbers(before) }, who, rule);
}

/** The score of a hand: the one who went out scores the pips left in the other hands; a blocked hand goes to the fewest pips (`tie`: the rule when two share them); `rule(domino)` the rule ids of each. */
export function soloScore(after: GameState, tie: string, rule: (domino: boolean) => string): Msg[] {
  const r = after.result!;
  if (r.winner === null) return [m('count.tie', {}, undefined, tie)];
  const w = r.winner;
  const others = r.pips.filter((_, s) => s !== w);
  const own = r.pips[w] ?? 0;
  const raw = total(others) - own;
  const sum = own ? `${others.length > 1 ? `(${others.join(' + ')})` : others[0]} − ${own} = ` : terms(others);
  const domino = r.reason === 'domino';
  return [m(domino ? 'count.domino' : 'count.lowest', { who: w, sum, raw, points: r.points[w] ?? 0 }, w, rule(domino))];
}
