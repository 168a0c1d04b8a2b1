/**
 * The `domino-*` events of `<domino-table>` for the DOM: the map from event name to `CustomEvent` of its detail
 * (the details are the headless table's, src/table/events.ts), and the same entries in `HTMLElementEventMap`, so
 * that `table.addEventListener('domino-play', (e) => e.detail.tile)` type-checks. Every event bubbles and is composed.
 */
import type { TableEvents } from '../table/events.js';

export type * from '../table/events.js';

/** Every event `<domino-table>` fires, by name. */
export type DominoTableEventMap = { [K in keyof TableEvents]: CustomEvent<TableEvents[K]> };

declare global {
  // The events bubble and are composed: a listener on any ancestor or on the document gets them typed too.
  interface HTMLElementEventMap extends DominoTableEventMap {}
  interface DocumentEventMap extends DominoTableEventMap {}
}
