/**
 * The `domino-*` events of `<domino-table>` for the DOM: the map from event name to `CustomEvent` of its detail
 * (the details are the headless table's, src/table/events.ts), and the same entries in `HTMLElementEventMap`, so
 * that `table.addEventListener('domino-play', (e) => e.detail.tile)` type-checks. Every event bubbles and is composed.
 */
import type { TableEvents } from '../table/events.js';

export type * from '../table/events.js';

/** Detail of `domino-lesson-next` (cancelable): the end card's Next lesson was pressed; `preventDefault()` keeps the lesson shown (the page leads on itself). */
export interface DominoLessonNextDetail {
  lesson: string; // the lesson shown
  next: string; // the next lesson's id
}

/** Detail of `domino-lesson-real` (cancelable): the end card's Play a real game was pressed; `preventDefault()` keeps the lesson shown (the page opens the game elsewhere). */
export interface DominoLessonRealDetail {
  lesson: string;
  variant: string;
  players: number;
  options: object; // the lesson's house rules
}

/** Every event `<domino-table>` fires, by name (the table's, and the lesson end card's cancelable choices). */
export type DominoTableEventMap = { [K in keyof TableEvents]: CustomEvent<TableEvents[K]> } & {
  'domino-lesson-next': CustomEvent<DominoLessonNextDetail>;
  'domino-lesson-real': CustomEvent<DominoLessonRealDetail>;
};

declare global {
  // The events bubble and are composed: a listener on any ancestor or on the document gets them typed too.
  interface HTMLElementEventMap extends DominoTableEventMap {}
  interface DocumentEventMap extends DominoTableEventMap {}
}
