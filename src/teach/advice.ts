/**
 * A short reason for a suggested move (the Hint in play): the computer player
 * chooses, this says in player words what the move does — true facts of the
 * position, most telling first: it goes out, scores, covers a double, blocks
 * while you are lighter, takes your marker off, leaves a number an opponent
 * has shown they lack, keeps a number you hold, sheds a heavy tile.
 */
import { applyAction, info, legalActions, rulesOf } from '../engine/game.js';
import type { Action, GameState } from '../engine/game.js';
import type { HistoryEntry } from '../ai/view.js';
import { m, terms } from '../words/format.js';
import type { Msg } from '../words/format.js';
import { openNumbers } from './tell.js';
import { kit } from './kit.js';
import { tableKnows } from './knows.js';

/** Why `action` is a good move for the seat to move in `g` (given this round's public history). */
export function advise(g: GameState, action: Action, history: readonly HistoryEntry[] = []): Msg {
  const s = g.turn ?? 0;
  const rules = rulesOf(g.variant);
  const legal = legalActions(g);
  if (action.type === 'draw') return m('adv.draw', { ends: openNumbers(g) }, s);
  if (action.type === 'pass') return m('adv.pass', {}, s);
  if (action.type === 'end-turn') return m('adv.end', {}, s);
  if (action.type !== 'play') return m('adv.only', {}, s);
  const after = applyAction(g, action);
  const hand = after.hands[s] ?? [];
  const t = info(action.tile);
  if (hand.length === 0) return m('adv.out', {}, s);
  if (legal.length === 1) return m('adv.only', {}, s);
  if ((after.lastScore ?? 0) > 0) return m('adv.score', { points: after.lastScore!, sum: terms(kit(g.variant).terms?.(after) ?? []), count: after.count ?? 0 }, s);
  if (g.openDouble && g.openDouble === action.at) return m('adv.cover', {}, s);
  const r = after.result;
  if (r?.reason === 'blocked' && r.winner === (rules.teams ? s % 2 : s)) return m('adv.block', {}, s); // teams: the winner is a team (P-1)
  if (action.at === `train-${s}` && g.markers?.includes(s)) return m('adv.marker', {}, s);
  if (t.double && after.turn === s) return m('adv.double-cover', {}, s); // the double keeps the turn: it must be covered (M-9)
  const ends = Object.values(after.ends ?? after.trains ?? {}).filter((v): v is number => typeof v === 'number');
  const known = tableKnows(g, history);
  for (let k = 1; k < g.players; k++) {
    const o = (s + k) % g.players;
    if (rules.teams && o % 2 === s % 2) continue; // the partner (P-1)
    const v = ends.find((e) => known[o]?.includes(e));
    if (v !== undefined) return m('adv.void', { other: o, value: v }, s);
  }
  const mine = ends.find((e) => hand.some((x) => info(x).hi === e || info(x).lo === e));
  if (mine !== undefined && rules.layout !== 'trains') return m('adv.keep', { value: mine }, s); // line games: on trains the own train's plan decides
  if (t.pips >= 9) return m('adv.heavy', { pips: t.pips }, s);
  if (t.double) return m('adv.double', {}, s);
  return m('adv.fits', {}, s);
}
