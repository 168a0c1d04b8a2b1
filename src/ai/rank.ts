/**
 * Where a person's plays fall in the medium player's order (`level="auto"`, ./strength.ts): 0 for the play the medium
 * heuristic ranks first, 1 for the one it ranks last, in between by place. A hand is mostly the deal's luck, the
 * choices are not: a person whose plays sit in the worse half of that order plays like a beginner whatever the deal
 * did, and `auto` then steps down further after a lost hand ({@link careless}). Small and free of the search, so the
 * table can load it on the page's thread. Each play is ranked from its seat's view only (./view.ts), as the medium player
 * would see it.
 */
import { legalActions, moveKey } from '../engine/game.js';
import type { Action, GameState, Tile } from '../engine/types.js';
import { ranked } from './policies.js';
import { seatView } from './view.js';
import type { HistoryEntry } from './view.js';

/** The options a decision is about: the plays (and Mexican Train's end-turn); empty when the move is forced. */
export function choices(game: GameState): Action[] {
  if (game.phase !== 'playing') return [];
  const opts = legalActions(game).filter((a) => a.type === 'play' || a.type === 'end-turn');
  return opts.length > 1 ? opts : [];
}

/** What the seats had seen before step `k` of a record (its round's moves, as public actions: a draw names no tile). */
export function historyAt(states: readonly GameState[], actions: readonly Action[], k: number): HistoryEntry[] {
  let from = 0;
  for (let i = 0; i < k; i++) if (actions[i]!.type === 'next-round') from = i + 1;
  const out: HistoryEntry[] = [];
  for (let i = from; i < k; i++) {
    const a = actions[i]!;
    const pub: Action = a.type === 'play' ? (a.at === undefined ? { type: 'play', tile: a.tile } : { type: 'play', tile: a.tile, at: a.at }) : a.type === 'draw' ? (a.from === 'back' ? { type: 'draw', from: 'back' } : { type: 'draw' }) : { type: a.type };
    out.push({ seat: states[i]!.turn, action: pub });
  }
  return out;
}

/** Whether two actions are the same move: type, tile and place. */
export const same = (a: Action, b: Action): boolean => a.type === b.type && (a as { tile?: Tile }).tile === (b as { tile?: Tile }).tile && (a as { at?: string }).at === (b as { at?: string }).at;

/** Which game `a` leads to (the engine's `moveKey`), or the action itself where it does not apply. */
const keyOf = (game: GameState, a: Action): string => moveKey(game, a) ?? JSON.stringify(a);

/**
 * Where `action`, taken by the seat to move in `game` after `history`, falls in the medium player's order of the
 * options that lead to different games ({@link distinctChoices}): 0 its first, 1 its last. Null when the move was
 * forced (fewer than two such options) or is not one of them (a draw while a tile fits, where rules allow it).
 */
export function choiceRank(game: GameState, history: readonly HistoryEntry[], action: Action): number | null {
  const options = distinctChoices(game);
  if (options.length < 2) return null;
  const order = ranked(seatView(game, game.turn!, history), options);
  const played = keyOf(game, action);
  const k = order.findIndex((o) => keyOf(game, o) === played);
  return k < 0 ? null : k / (order.length - 1);
}

/**
 * The person's real choices in `game`: {@link choices} with the plays that lead to the same game as an earlier one left
 * out (the engine's `moveKey`: a tile at either end after a double lead, C-6), as the table plays such a tile at once;
 * empty when the move is forced.
 */
export function distinctChoices(game: GameState): Action[] {
  const options = choices(game);
  const keys = options.map((a) => keyOf(game, a));
  const out = options.filter((_, i) => keys.indexOf(keys[i]!) === i);
  return out.length > 1 ? out : [];
}

/**
 * The ranks ({@link choiceRank}) of every decision `seats` took in a record (a hand, from its deal): `states[k]` is the
 * position before `actions[k]`. Forced moves are not ranked.
 */
export function handRanks(states: readonly GameState[], actions: readonly Action[], seats: readonly number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < actions.length && k < states.length; k++) {
    const g = states[k]!;
    if (g.phase !== 'playing' || g.turn === null || !seats.includes(g.turn)) continue;
    const r = choiceRank(g, historyAt(states, actions, k), actions[k]!);
    if (r !== null) out.push(r);
  }
  return out;
}
