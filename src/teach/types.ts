/**
 * The types the teaching code shares: a variant's teaching part ({@link Kit}), lesson goals and their verdicts, a
 * built-in lesson as stored. Types only, importing none of the teaching modules: the kits (src/teach/variants/),
 * the lessons' data and the shared code all take them from here, so none of them imports another in a circle.
 */
import type { Action, GameState, Options, Tile } from '../engine/game.js';
import type { Msg, Word } from '../words/format.js';

/** A variant's part of the teaching. */
export interface Kit {
  /** The start of a round: the set, the deal, who starts and why. */
  start(game: GameState): Msg[];
  /** A move other than dealing the next round, in plain words (the count that may follow: {@link Kit.count}). */
  move(before: GameState, action: Action, after: GameState): Msg[];
  /** The count, right after the move that ended the hand (`seat` made it). */
  count(after: GameState, seat: number): Msg[];
  /** Why a tile of the seat to move cannot be played anywhere now; null: the engine's refusal explains it (reasons.ts). */
  whyTile(g: GameState, tile: Tile): Msg | null;
  /** The reason for engine error `code` answering `action`, where the variant words it its own way; else undefined. */
  explain?(g: GameState, action: Action, code: string): Msg | undefined;
  /** All Fives: the count's terms, what each open end adds (F-8). */
  terms?(g: GameState): number[];
  /** Teach mode's "Now" line worded by the game itself (Mexican Train: its trains, doubles and chain); else undefined and turn.ts words it. */
  turn?(game: GameState, who: number, legal: Action[], tiles: string): Msg[] | undefined;
  /** The rule ids of starting the hand, drawing and passing in this game (turn.ts cites them; goals.ts the drawing). */
  turnRules?(game: GameState): { lead: string; draw?: string; pass: string };
  /** The rule a `block` goal cites when a play does not block (the game's own where it words the block: P-8); else C-11. */
  blockRule?: string;
  /** The game's own placeholders in its words (format.ts asks it first): a partnership team, a Mexican Train train. */
  word?: Word;
  /** The goals and places only this game has (goals.ts asks them first). */
  goals?: GoalHooks;
  /** The built-in lessons, in curriculum order. */
  lessons: CompactLesson[];
}

/**
 * A goal. `play`: any legal tile, or one of `tile`, optionally at one of `at`
 * (a place, or `own` = the learner's train, `marked` = another player's marked
 * train, `spinner` = up or down); `block: false` refuses a play that blocks the
 * game. `score`: All Fives, a play scoring at least `min` (5). `chain`: Mexican
 * Train, `min` tiles in a row on one train this turn.
 */
export type Goal =
  | { do: 'play'; tile?: Tile | Tile[]; at?: string | string[]; block?: false }
  | { do: 'lead' }
  | { do: 'score'; min?: number }
  | { do: 'draw'; from?: 'front' | 'back' }
  | { do: 'draw-until-playable'; from?: 'front' | 'back' }
  | { do: 'pass' }
  | { do: 'end-turn' }
  | { do: 'block' }
  | { do: 'go-out' }
  | { do: 'satisfy-double' }
  | { do: 'chain'; min: number }
  | { do: 'next-round' };

/** A judged move: refused with a reason, accepted on the way to the goal, or the goal met. */
export type Verdict = { kind: 'wrong'; why: Msg } | { kind: 'progress'; after: GameState } | { kind: 'done'; after: GameState };

/** A refusal for the learner: a catalogue key, its parameters, the rule ids it shows. */
export type Wrong = (key: string, params?: Record<string, string | number>, rule?: string) => Verdict;

/** A game's own goals and places (its kit's `goals`): each answers what it knows, else undefined and goals.ts answers. */
export interface GoalHooks {
  /** The concrete places a goal's `at` word names (`own`, `marked`, `spinner`). */
  at?(g: GameState, at: string, learner: number): string[] | undefined;
  /** The verdict on a legal move (`after`: the state it leads to; `done`: the moves already made for this goal). */
  judge?(g: GameState, goal: Goal, action: Action, after: GameState, learner: number, done: number, wrong: Wrong): Verdict | undefined;
  /** The goal in one sentence. */
  text?(g: GameState, goal: Goal, learner: number): Msg | undefined;
  /** The reason of a hint (`after`: the state the move leads to). */
  hint?(g: GameState, goal: Goal, action: Action, after: GameState, learner: number): Msg | undefined;
}

/** A built-in lesson as stored: the learner is seat 0, the seats are named Ana, Bo, Cy… */
export interface CompactLesson {
  id: string;
  players: number;
  /** The seed of the game the position was found in (its deals). */
  seed: number;
  /** How many random legal moves ({@link chooser}, seeded `seed * 7 + 1`) lead from its first deal to the lesson's start. */
  n: number;
  /** How many tiles of the last deal's boneyard keep their dealt order (the rest follows in set order). */
  keep: number;
  /** Each step's goal. */
  steps: Goal[];
  open?: true;
  options?: Options;
}

