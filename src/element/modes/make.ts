/**
 * "Make a lesson or puzzle from this moment" (issue 51 point 8), shared by the replay's panel (./review.ts) and the move
 * review (./review-ui.ts): fires the cancelable `domino-make` with the game's record (`dt1.…`) and the step shown; unless
 * the page takes it over (`preventDefault()`), opens the studio in a new tab at that moment
 * (`<studio>#record=dt1…&step=N`). `studio` is the element's attribute, else the package's `dist/studio/` beside its
 * code (the CDN bundle's chunks are in `dist/cdn/`, the ES module build's in `dist/`).
 */
import type { GameRecord } from '../../record/record.js';
import { encodeRecord } from '../../record/record.js';

/** What making needs of the element. */
export interface MakeHost {
  readonly studio: string;
  dispatchEvent(e: Event): boolean;
}

/** The studio's page: `studio`, else `dist/studio/` of the package this code was loaded from. */
export function studioUrl(studio: string): string {
  const here = import.meta.url;
  return studio || new URL(/\/cdn\/[^/]*$/.test(here) ? '../studio/' : './studio/', here).href;
}

/** The moment `step` of `record`: `domino-make`, then (unless taken over) the studio in a new tab. */
export function make(host: MakeHost, record: GameRecord, step: number): void {
  const text = encodeRecord(record);
  const detail = { record: text, step };
  if (!host.dispatchEvent(new CustomEvent('domino-make', { detail, bubbles: true, composed: true, cancelable: true }))) return;
  globalThis.open?.(`${studioUrl(host.studio)}#record=${text}&step=${step}`, '_blank', 'noopener');
}
