/**
 * What a table tells the world, as types: one detail interface per `domino-*` event and the map from event name to
 * detail ({@link TableEvents}, what the headless table's emitter carries). `<domino-table>` dispatches each as a
 * `CustomEvent` that bubbles and is composed (src/element/events.ts types them for the DOM). Every detail is plain
 * JSON (keys whose value is undefined are left out).
 */
import type { Action, Options, Variant } from '../engine/types.js';

/** Detail of `domino-game-start`: a game started (on connect, or by `newGame()`). */
export interface DominoGameStartDetail {
  variant: Variant;
  players: number;
  seed: number;
  names: string[]; // one per seat
  humans: number[]; // seats played at this screen
  options: Required<Options>;
}

/** Detail of `domino-round-start`: a round was dealt. */
export interface DominoRoundStartDetail {
  round: number; // 1-based
  leader: number | null; // who leads (Mexican Train: who placed the engine)
  turn: number | null; // the seat to move
  engine?: string; // Mexican Train: the hub double, e.g. "12-12"
}

/** Detail of `domino-turn`: a seat is to act. */
export interface DominoTurnDetail {
  seat: number;
  round: number;
  human: boolean; // played at this screen
  legalActions?: Action[]; // only for people at this screen
}

/** Detail of `domino-play`: a tile was played. */
export interface DominoPlayDetail {
  seat: number;
  tile: string; // e.g. "6-4"
  at: string | null; // the place, e.g. "left", "train-2"; null for the first tile of a round
  points: number; // what it scored (All Fives), else 0
}

/** Detail of `domino-draw`: a tile was drawn. */
export interface DominoDrawDetail {
  seat: number;
  boneyard: number; // tiles left in the boneyard
  tile?: string; // only when that hand is visible here
}

/** Detail of `domino-pass`: a seat passed. */
export interface DominoPassDetail {
  seat: number;
}

/** Detail of `domino-round-end`: a round was counted. */
export interface DominoRoundEndDetail {
  round: number;
  reason: 'domino' | 'blocked';
  winner: number | null; // a seat (a team in partnership), null for a tie
  points: number[]; // what the round added, per seat (per team in partnership)
  pips: number[]; // pips left per seat
  totals: number[]; // running totals
}

/** Detail of `domino-game-end`: the game is over. */
export interface DominoGameEndDetail {
  winner: number | number[] | null; // a seat or team, the seats sharing first place, or null
  totals: number[];
}

/** Detail of `domino-step`: the replay or teach position changed. */
export interface DominoStepDetail {
  step: number; // 0 = the deal
  total: number; // the last step
  note: string | null; // the record's note at this step
}

/** Detail of `domino-error`: bad input or a refused action; nothing was lost. */
export interface DominoErrorDetail {
  code: string; // e.g. "bad-options", "not-your-turn", "bad-record"
  message: string; // readable English
}

/** Detail of `domino-connection` (online play): the connection to the room changed. */
export interface DominoConnectionDetail {
  state: 'connecting' | 'open' | 'reconnecting' | 'closed';
  room: string | null; // the room code, once known
  seat: number | null; // this table's seat; null while watching or before the server said
}

/** Detail of `domino-fair-deal` (online play): the finished game's deal checked against the commitment published at its start. */
export interface DominoFairDealDetail {
  ok: boolean;
  reason?: string; // why not, when `ok` is false
  roomId: string;
  commitment: string; // hex SHA-256 published at the start
  seed: string; // the revealed seed, 64 hex digits
}

/** Detail of `domino-lesson-end`: a lesson was finished. */
export interface DominoLessonEndDetail {
  lesson: string; // its id
  stars: number; // 1–3 (fewer with hints and wrong tries)
  next: string | null; // the next lesson's id, null after the last
}

/** Detail of `domino-puzzle-end`: a puzzle was finished (solved, or left for the next one). */
export interface DominoPuzzleEndDetail {
  puzzle: string; // its id
  solved: boolean;
  tries: number; // moves tried (the solving one included)
  next: string | null; // the next puzzle's id
  rating: number; // the person's puzzle rating after it (moved by the first finish of each puzzle)
  streak: number; // puzzles solved at the first try in a row
}

/** Detail of `domino-course-end`: every item of a course is done. */
export interface DominoCourseEndDetail {
  course: string; // the course's id
  done: number; // the items done (all of them)
}

/** Detail of `domino-level`: under `level="auto"`, the computers' strength after a hand (src/ai/strength.ts). */
export interface DominoLevelDetail {
  level: 'auto';
  strength: string; // what they play at now: easy-, easy, easy+, medium, medium+, hard-, hard
  rung: number; // the same as 0 (easy-) … 6 (hard)
  previous: string; // the strength the hand was played at
}

/** Every event a table fires, by name, with its detail. */
export interface TableEvents {
  'domino-game-start': DominoGameStartDetail;
  'domino-round-start': DominoRoundStartDetail;
  'domino-turn': DominoTurnDetail;
  'domino-play': DominoPlayDetail;
  'domino-draw': DominoDrawDetail;
  'domino-pass': DominoPassDetail;
  'domino-round-end': DominoRoundEndDetail;
  'domino-game-end': DominoGameEndDetail;
  'domino-step': DominoStepDetail;
  'domino-lesson-end': DominoLessonEndDetail;
  'domino-puzzle-end': DominoPuzzleEndDetail;
  'domino-course-end': DominoCourseEndDetail;
  'domino-error': DominoErrorDetail;
  'domino-connection': DominoConnectionDetail;
  'domino-fair-deal': DominoFairDealDetail;
  'domino-level': DominoLevelDetail;
}
