/**
 * The state of a table: the game shown and everything a table keeps about it besides the engine state. Plain data,
 * one writer (the table, src/table/table.ts); sources and the element change it only through the table.
 */
import type { Action, GameState, Tile } from '../engine/game.js';
import type { Marks } from '../record/marks.js';
import { NO_MARKS } from '../record/marks.js';
import type { Msg } from '../words/format.js';
import type { TableEvents } from './events.js';

/** A refusal or bad input shown on the table's banner. */
export interface Banner {
  code: string; // e.g. "bad-seed", "must-play"
  message: string; // the engine's or the element's English message (the `domino-error` event's)
  params?: Record<string, string>; // the values the message names (the banner words them in the table's language)
  move?: boolean; // a refused move's: it goes with the next move (a page's input stays until dismissed)
  action?: Action; // a refused move: the action refused
  why?: Msg; // a refused move's reason in player words, once the teaching words have worked it out
}

/**
 * What the live region says now: the last happening announced, or a message (what an undo took back, a hint, a tip).
 * A person's turn (`domino-turn`) carries `before`: the moves since a person's turn was last announced, said first
 * ("Cy plays five–two on the right. Your turn."), as the turn's text replaces theirs at once.
 */
export type Said = { [K in keyof TableEvents]: { type: K; detail: TableEvents[K]; before?: readonly Said[] } }[keyof TableEvents] | { type: 'msg'; msg: Msg } | { type: 'msgs'; msgs: Msg[] };

/** A panel the person opened over or under the board. */
export type Panel = 'log' | 'sheet' | 'rules' | 'knows' | 'lessons' | null;

/** The state of a table (see the module comment). */
export interface TableState {
  game: GameState | null; // the engine state shown (online: this seat's view of it)
  marks: Marks; // the round's public moves, lead and last tile, finished rounds' points
  viewer: number | null; // pass-and-play: the person whose hand is face up
  covered: boolean; // pass-and-play: hands hidden until the next person says they are at the screen
  selection: Tile | null; // the hand tile chosen, waiting for its place, e.g. "6-4"
  hint: { action: Action; on: GameState } | null; // the hint shown, for the state it was given on
  tip: { msgs: Msg[]; on: GameState } | null; // why a greyed tile cannot be played, or the hinted move and why it is good
  error: Banner | null;
  said: Said | null;
  thinking: number | null; // the computer seat choosing its move now
  panel: Panel;
  rule: string | null; // the rule the rules card is opened at, e.g. "F-8"
  countOpen: boolean; // the count over the board (a person may fold it to look at the final position)
}

/** A table before its first game. */
export const EMPTY: TableState = {
  game: null,
  marks: NO_MARKS,
  viewer: null,
  covered: false,
  selection: null,
  hint: null,
  tip: null,
  error: null,
  said: null,
  thinking: null,
  panel: null,
  rule: null,
  countOpen: true,
};
