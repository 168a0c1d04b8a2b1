/**
 * Keyboard of `<domino-table>`: arrow keys move among playable tiles and among
 * places, Escape cancels, and one letter each (in English D/P/E/H/N; each
 * language has its own, `Messages.keyOf`) draws, passes, ends the turn, asks
 * for a hint and deals the next round (Enter and Space press the focused
 * button natively). Part of the parts
 * loaded on demand (./panels.ts): the element fires its first event only once
 * they are here.
 */
import { legalActions } from '../engine/game.js';
import type { PanelHost } from './panels.js';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// Arrow keys step `i` through `n` items (Home/End jump); null: not a moving key.
function step(e: KeyboardEvent, i: number, n: number): number | null {
  const d = STEP[e.key];
  const j = d ? (i + d + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : null;
  if (j !== null) e.preventDefault();
  return j;
}

const focus = (el: PanelHost, sel: string, i = 0) => el.updateComplete.then(() => el.renderRoot.querySelectorAll<HTMLElement>(sel)[i]?.focus());

/** Arrow keys in the hand: the next playable tile takes the focus. */
export function onHandKey(el: PanelHost, e: KeyboardEvent, tiles: string[]): void {
  const i = step(e, tiles.indexOf(el.rove ?? ''), tiles.length);
  if (i === null) return;
  el.rove = tiles[i] ?? null;
  el.put({ sel: null });
  el.requestUpdate();
  focus(el, '.hand [tabindex="0"]');
}

/** Arrow keys among the places for the selected tile; Escape goes back to the hand. */
export function onPlacesKey(el: PanelHost, e: KeyboardEvent, n: number): void {
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    return el.cancel();
  }
  if (!STEP[e.key]) return;
  el.placeFocus = step(e, el.placeFocus, n)!;
  el.requestUpdate();
  focus(el, '.places button', el.placeFocus);
}

/** The table's shortcuts (and a replay's, through the learn module). */
export function onKey(el: PanelHost, e: KeyboardEvent): void {
  const g = el.ctl.game;
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || !g) return;
  if (el.learn?.key(e)) return e.preventDefault();
  const legal = legalActions(g).map((a) => a.type);
  const k = e.key.toLowerCase();
  const mine = el.myTurn(g);
  // The letters are the language's own (Messages.keyOf), e.g. C for "Comprar" in Portuguese.
  const key = el.msg.keyOf;
  const a = (['draw', 'pass', 'end-turn'] as const).find((t) => key[t]!.toLowerCase() === k);
  if (k === 'escape' && (el.st.sel || el.st.hint)) el.cancel();
  else if (k === key.hint!.toLowerCase() && mine) el.hint();
  else if (a && mine && legal.includes(a)) el.act(a);
  else if (k === key['next-round']!.toLowerCase() && legal.includes('next-round')) el.act('next-round');
  else return;
  e.preventDefault();
}
