/**
 * The messages of a class room (`mode="class"`, src/server/class-room.ts ↔ src/element/modes/class.ts): the teacher
 * creates the room with a lesson, students join it by its code with a name; every message is plain JSON.
 */
import type { Action, GameState } from '../engine/game.js';
import type { Msg } from '../words/format.js';
import type { Bar } from '../teach/class.js';

/** The Colyseus room type of a class. */
export const CLASS_ROOM = 'domino-class';
/** Students one class room takes (the teacher apart). */
export const MAX_STUDENTS = 60;
/** A student's name: plain text, at most this many characters. */
export const NAME_MAX = 24;

/** Client → server: a student's `answer`; the teacher's `reveal` and `next`. */
export const CC = { answer: 'answer', reveal: 'reveal', next: 'next' } as const;
/** Server → client: `class` (the question now, to everyone), `mine` (a student's own answer judged), `tally` (the teacher's counts), `error`. */
export const CS = { class: 'class', mine: 'mine', tally: 'tally', error: 'error' } as const;

/** What the teacher creates a class with. */
export interface ClassCreate {
  lesson: string; // a built-in lesson id or a lesson as JSON (docs/lessons.md)
  name?: string;
}

/** What a student joins with. */
export interface ClassJoin {
  name?: string;
  token?: string; // the secret of an earlier join: the same student again (after a reload), answer kept
}

/** `class`: the question everyone answers now. */
export interface ClassMessage {
  role: 'teacher' | 'student';
  token?: string; // this client's secret (student: to come back as the same student)
  lesson: string; // as created: each client opens it for its titles and words
  question: number; // questions asked so far
  step: number;
  steps: number;
  game: GameState; // everyone's position (a lesson's hands are no secret)
  moves: { seat: number | null; action: Action }[]; // the round's moves so far (the board's marks)
  goal: Msg | null;
  phase: 'asking' | 'revealed' | 'over';
  students: number; // connected
  answered: number;
  answer: { action: Action; move: string; why: Msg } | null; // the lesson's move, once revealed
}

/** `mine`: a student's own answer to the question now, judged (null: not answered yet). */
export interface MineMessage {
  question: number;
  answer: { move: string; action: Action; right: boolean; why: Msg | null } | null;
}

/** `tally`: the teacher's histogram of the question now and who is in the class. */
export interface TallyMessage {
  question: number;
  bars: Bar[];
  students: number;
  answered: number;
  names: string[]; // connected students, in joining order
}
