/**
 * Pieces of the narration that several variants tell alike: the start of a
 * round, how a hand ended, each hand's pips, the game's standing. The
 * variants' own teaching (src/teach/variants/) puts them together; this
 * module loads no variant's code, so those modules can import it (no cycle).
 */
import { info, rulesOf } from '../engine/game.js';
import { setSize } from '../engine/tiles.js';
import type { GameState, Tile } from '../engine/game.js';
import { m, terms } from '../words/format.js';
import type { Msg } from '../words/format.js';

/** The numbers open at the ends (line games, All Fives), distinct, e.g. "6,3". */
export function openNumbers(game: GameState): string {
  return [...new Set(Object.values(game.ends ?? {}))].join(',');
}

/** The pips of each tile of a hand. */
export const pipsOf = (hand: readonly Tile[]): number[] => hand.map((t) => info(t).pips);
/** A sum. */
export const total = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);

/** Rule ids of a variant's start of a round: the turn order, a new hand, the deal. */
export interface StartRules {
  order: string;
  round: string;
  deal: string;
}

/**
 * The start of a round: in round 1 the set and the turn order (and `extra`, e.g. the teams), later "a new hand"; then
 * the deal: the boneyard to draw from, the tiles set aside where nobody draws (the variant's `draws`), or all dealt.
 */
export function roundStart(game: GameState, rules: StartRules, extra: Msg[] = []): Msg[] {
  const out: Msg[] = [];
  const each = game.deal.hands[0]?.length ?? 0;
  const bone = game.deal.boneyard?.length ?? 0;
  const { setMax: max, draws } = rulesOf(game.variant); // C-1; a boneyard to draw from (C-8)
  const set = setSize(max);
  if (game.round === 1) {
    out.push(m(max === 12 ? 'start.set12' : 'start.set', { set }, undefined, 'C-1, C-2, C-3'));
    out.push(m('start.order', {}, undefined, rules.order), ...extra);
  } else out.push(m('start.round', { round: game.round }, undefined, rules.round));
  out.push(m(!bone ? 'start.deal-all' : draws ? 'start.deal' : 'start.deal-aside', { each, bone, set }, undefined, rules.deal));
  return out;
}

/** Rule ids of a variant's end of a hand: going out, a blocked hand. */
export interface EndRules {
  domino: string;
  blocked: string;
}

/** How the hand ended: someone went out (domino), else it is blocked. */
export function ended(after: GameState, seat: number, rules: EndRules): Msg {
  const r = after.result!;
  return r.reason === 'domino' ? m('end.domino', { who: r.dominoSeat ?? seat }, r.dominoSeat ?? seat, rules.domino) : m('end.blocked', {}, undefined, rules.blocked);
}

/** Each player's pips left in hand ("Bo holds 6 + 4 = 10 pips"). */
export function handCounts(after: GameState): Msg[] {
  const out: Msg[] = [];
  for (let s = 0; s < after.players; s++) if (after.hands[s]!.length) out.push(m('count.hand', { who: s, sum: terms(pipsOf(after.hands[s]!)), pips: total(pipsOf(after.hands[s]!)) }, s, 'C-3'));
  return out;
}

/** Who won the game, when it is over (each for themselves); else undefined. */
export function gameOver(after: GameState, rule: string): Msg | undefined {
  if (after.phase !== 'game-over') return undefined;
  const winners = ([] as number[]).concat(after.winner ?? []);
  if (winners.length === 1) return m('game.over', { who: winners[0]!, total: after.totals[winners[0]!] ?? 0 }, winners[0], rule);
  return m('game.over-shared', { totals: after.totals.map((t) => String(t)).join(',') }, undefined, rule);
}
