/**
 * A replay's move list (lichess-like): every step of a record, oldest first and the newest last, each the position
 * after one move, in words. Pure and DOM-free; the replay panel draws it and a click goes to the item's step.
 */
import type { Action, GameState, Tile } from '../engine/game.js';
import type { Say } from '../words/words.js';
import { logEntries } from './view-panels.js';
import type { Table } from './table.js';

/** One move of the list: the step shown after it. */
export interface MoveItem {
  step: number; // the position after this move (1 … total)
  seat: number | null; // who moved (null: a new round's deal)
  tile: Tile | null; // the tile played, if any
  text: string; // the move in words
  points: number; // what it scored
  end: string | null; // the round's result when this move ended it
  round: number; // the round it belongs to (1-based)
  mark?: MoveMark; // the move review's verdict on a person's move, once reviewed
}

/** The move review's verdict on a move, as a move list shows it (symbol and name, never colour alone). */
export interface MoveMark {
  verdict: string; // best, good, inaccuracy, mistake, blunder
  symbol: string;
  label: string;
}

const marked = new WeakMap<readonly GameState[], Map<number, MoveMark>>();

/** Marks a record's moves (by the step after each) with the move review's verdicts: its move lists show them. */
export function markMoves(states: readonly GameState[], marks: Map<number, MoveMark>): void {
  marked.set(states, marks);
}

/** The marks of a record's moves, if it was reviewed. */
export const marksOf = (states: readonly GameState[]): Map<number, MoveMark> | undefined => marked.get(states);

/** The moves of `states`/`actions` (a record replayed), oldest first. */
export function replayMoves(t: Table, w: Say, states: readonly GameState[], actions: readonly Action[]): MoveItem[] {
  const out: MoveItem[] = [];
  let round = 1;
  for (let k = 0; k < actions.length; k++) {
    const a = actions[k]!;
    if (a.type === 'next-round') {
      round++;
      out.push({ step: k + 1, seat: null, tile: null, text: w.t('say.round', { round }), points: 0, end: null, round });
      continue;
    }
    // the move's words as the move log says them (one step: its state before and after)
    const line = logEntries(t, w, { states: states.slice(k, k + 2), actions: [a] });
    const move = line.find((x) => x.seat !== null);
    const end = line.find((x) => x.seat === null);
    if (!move) continue;
    const mark = marked.get(states)?.get(k + 1);
    out.push({ step: k + 1, seat: move.seat, tile: move.tile, text: move.text, points: move.points, end: end?.text ?? null, round, ...(mark ? { mark } : {}) });
  }
  return out;
}
