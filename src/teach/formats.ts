/**
 * The content formats (lessons, puzzles, courses) as the table reads them and the studio makes them: the public JSON formats of docs/lessons.md and docs/puzzles.md (and a
 * course: an ordered list of lessons and puzzles). The studio's value is always one of these: what it shows, edits,
 * checks and publishes is the very JSON the element reads (`lesson`, `puzzle`, `course`). Types only.
 */
import type { Deal, Options, Variant } from '../engine/game.js';
import type { Goal } from './types.js';

/** A text: one string, or one per language (`en`, `pt-BR`, `pl`; a missing language falls back to `en`). */
export type TextJSON = string | Record<string, string>;

/** A step of a lesson (docs/lessons.md "A step"). */
export interface StepJSON {
  goal: Goal;
  text?: TextJSON;
  done?: TextJSON;
  /** The other seats' moves after this step, one string (`"5-3@up pass"`) or a list. */
  then?: string | string[];
  rules?: string[];
}

/** The position shared by lessons and puzzles: a deal (or every deal so far) and the moves to the start. */
export interface PositionJSON {
  deal?: Partial<Deal> & { hands: (string | string[])[]; boneyard?: string | string[] };
  deals?: (Partial<Deal> & { hands: (string | string[])[]; boneyard?: string | string[] })[];
  moves?: string | string[];
}

/** What lessons and puzzles have in common. */
interface ContentJSON {
  format?: string;
  id?: string;
  variant: Variant;
  players?: number;
  options?: Options;
  names?: string[];
  learner?: number;
  open?: boolean;
  title?: TextJSON;
  intro?: TextJSON;
  summary?: TextJSON;
  position: PositionJSON;
}

/** A lesson (`format: "domino-table/lesson-1"`). */
export interface LessonJSON extends ContentJSON {
  steps: StepJSON[];
  rules?: string[];
}

/** One option of a puzzle (docs/puzzles.md). */
export interface ChoiceJSON {
  move: string;
  value: number;
  reply?: string | string[];
  why?: TextJSON;
}

/** A puzzle (`format: "domino-table/puzzle-1"`). */
export interface PuzzleJSON extends ContentJSON {
  theme: string;
  rating?: number;
  tolerance?: number;
  choices?: ChoiceJSON[];
  answer?: string | string[];
  text?: TextJSON;
  why?: TextJSON;
}

/** One entry of a course: a built-in id, or the lesson or puzzle itself. */
export type CourseItemJSON = { lesson: string | LessonJSON } | { puzzle: string | PuzzleJSON };

/** A course (`format: "domino-table/course-1"`): lessons and puzzles in order, with a title. */
export interface CourseJSON {
  format?: string;
  id?: string;
  title: TextJSON;
  summary?: TextJSON;
  items: CourseItemJSON[];
}

/** What the studio makes. */
export type StudioKind = 'lesson' | 'puzzle' | 'course';

/** A problem with the content: where (a JSON path such as `steps/1/goal`), a stable code and a readable message. */
export interface ContentProblem {
  path: string;
  code: string;
  message: string;
}

/** The format names, by kind. */
export const FORMATS: Record<StudioKind, string> = {
  lesson: 'domino-table/lesson-1',
  puzzle: 'domino-table/puzzle-1',
  course: 'domino-table/course-1',
};
