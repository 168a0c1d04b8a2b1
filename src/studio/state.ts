/**
 * The studio's state and what its parts send back: the contract between `<domino-studio>` (./domino-studio.ts) and
 * its parts (./parts/*.ts). A part is a template function `(view, words, send)` like the table's parts: it reads the
 * {@link StudioView}, words its text with {@link StudioWords} and tells the element what the person did by a
 * {@link StudioIntent}. Content edits are whole new values (parts compute them immutably); a part's own passing UI
 * state (a tile picked up, the hand it goes to, a tab) lives in `ui[part]`.
 */
import type { ContentProblem, CourseJSON, LessonJSON, PuzzleJSON, StudioKind } from './types.js';

/** The parts of the studio, in the order of its tabs. */
export const PARTS = ['setup', 'steps', 'puzzle', 'course', 'preview', 'publish'] as const;
/** One of {@link PARTS}. */
export type PartName = (typeof PARTS)[number];

/** What every part reads. */
export interface StudioView {
  kind: StudioKind;
  /** The content being made, in its public JSON format. */
  value: LessonJSON | PuzzleJSON | CourseJSON;
  /** The language of the studio's own words. */
  lang: string;
  /** The language the person is writing texts in (every text field edits this language's string). */
  textLang: string;
  /** The problems of the value as it stands (schema and engine), [] when valid. */
  problems: ContentProblem[];
  /** Each part's own passing state. */
  ui: Partial<Record<PartName, Record<string, unknown>>>;
  /** The tab shown. */
  tab: PartName;
}

/** What a part tells the element. */
export type StudioIntent =
  | { type: 'edit'; value: LessonJSON | PuzzleJSON | CourseJSON; kind?: StudioKind }
  | { type: 'ui'; part: PartName; patch: Record<string, unknown> }
  | { type: 'tab'; tab: PartName }
  | { type: 'text-lang'; lang: string }
  | { type: 'publish'; link: string; json: string }
  | { type: 'refuse'; code: string; message: string }
  /** Open what a person pasted or chose (a published link, JSON): the element's `load()`. */
  | { type: 'load'; text: string };

/** Sends an intent to the element. */
export type StudioSend = (intent: StudioIntent) => void;

/** The studio's words: `t(key, params)` in the studio's language (plain text, never HTML). */
export interface StudioWords {
  readonly lang: string;
  t(key: string, params?: Record<string, string | number>): string;
  /** A tile's spoken name, e.g. "six–four". */
  tile(tile: string): string;
}
