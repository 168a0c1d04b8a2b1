/**
 * What a table remembers of the game as it goes, besides the engine state: the round's public moves (what every
 * seat saw: the computer players' history), the tile that led the round (the snake grows from it), the last tile
 * played (outlined on the table) and the points of every finished round (the score sheet). One function,
 * {@link advance}, keeps them, for every source of moves: the statechart (local play and the server), a replay, a
 * lesson and an online table.
 */
import type { Action, GameState, Tile } from '../engine/game.js';
import type { HistoryEntry } from '../ai/view.js';

/** The table's marks (see the module comment). */
export interface Marks {
  moves: HistoryEntry[]; // this round's public moves, as applied (a draw carries no tile)
  anchor: Tile | null; // the round's lead tile, e.g. "6-6"
  last: Tile | null; // the last tile played this round, e.g. "6-4"
  points: number[][]; // what each finished round added, per seat (per team in partnership)
}

/** The marks of a game that has not moved yet. */
export const NO_MARKS: Marks = { moves: [], anchor: null, last: null, points: [] };

/** The public form of an action: a draw never names its tile; only the fields of its type. */
export function publicAction(a: Action): Action {
  switch (a.type) {
    case 'play':
      return a.at === undefined ? { type: 'play', tile: a.tile } : { type: 'play', tile: a.tile, at: a.at };
    case 'draw':
      return a.from === 'back' ? { type: 'draw', from: 'back' } : { type: 'draw' };
    default:
      return { type: a.type };
  }
}

/** The seat that took `action` in `before` (null for `next-round`, which the table deals). */
export const actor = (before: GameState, action: Action): number | null => (action.type === 'next-round' ? null : before.turn);

/** The marks after `action` took `before` to `after`. */
export function advance(m: Marks, action: Action, before: GameState, after: GameState): Marks {
  if (action.type === 'next-round') return { moves: [], anchor: null, last: null, points: m.points };
  const next: Marks = { ...m, moves: [...m.moves, { seat: actor(before, action), action: publicAction(action) }] };
  if (action.type === 'play') {
    if (m.anchor === null) next.anchor = action.tile;
    next.last = action.tile;
  }
  if (before.phase === 'playing' && after.phase !== 'playing' && after.result) next.points = [...m.points, after.result.points];
  return next;
}

/** The marks at step `k` of a game given as its states and the actions between them (a replay, a rebuilt record). */
export function marksAt(states: readonly GameState[], actions: readonly Action[], k: number): Marks {
  let m = NO_MARKS;
  for (let i = 0; i < k && i < actions.length; i++) m = advance(m, actions[i]!, states[i]!, states[i + 1]!);
  return m;
}
