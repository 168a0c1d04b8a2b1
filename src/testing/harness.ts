/** Test harness for `<domino-table>`: tests drive it through this, not through shadow-DOM structure. */
import type { DominoTable } from '../element/domino-table.js';
import '../element/domino-table.js';

/** Every `domino-*` event a table fired, in order. */
export interface Recorded {
  type: string;
  detail: Record<string, unknown>;
}

const TYPES = ['game-start', 'round-start', 'turn', 'play', 'draw', 'pass', 'round-end', 'game-end', 'error', 'step', 'puzzle-end', 'level'];

/** Creates a table with `attrs` inside `parent` and records its events from the very first one. */
export function mount(parent: HTMLElement, attrs: Record<string, string>): { el: DominoTable; events: Recorded[] } {
  const events: Recorded[] = [];
  for (const t of TYPES) parent.addEventListener(`domino-${t}`, (e) => events.push({ type: e.type, detail: (e as CustomEvent).detail }));
  const el = document.createElement('domino-table');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  parent.append(el);
  return { el, events };
}

/** Resolves when `test()` holds (checked every few ms), or rejects after `ms`. */
export async function until(test: () => boolean, ms = 20000, what = 'condition'): Promise<void> {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The shadow root's parts a test may touch. */
export function parts(el: DominoTable) {
  const r = el.shadowRoot!;
  return {
    handTiles: () => [...r.querySelectorAll<HTMLButtonElement>('.hand button')],
    playable: () => [...r.querySelectorAll<HTMLButtonElement>('.hand button.playable')],
    placeButtons: () => [...r.querySelectorAll<HTMLButtonElement>('.places button:not(.quiet)')],
    button: (label: string) => [...r.querySelectorAll<HTMLButtonElement>('button.btn')].find((b) => b.textContent!.trim() === label) ?? null,
    error: () => r.querySelector('.error')?.textContent?.trim() ?? '',
    status: () => r.querySelector('[part=status]')?.textContent ?? '',
    live: () => r.querySelector('[aria-live]')?.textContent ?? '',
    active: () => r.activeElement as HTMLElement | null,
    root: r,
  };
}

/** Plays the first legal action of the seat to move through the element's methods; false when it has none. */
export function playFirstLegal(el: DominoTable): boolean {
  const a = el.legalActions[0];
  if (!a) return false;
  if (a.type === 'play') el.play(a.tile, a.at);
  else if (a.type === 'draw') el.draw();
  else if (a.type === 'pass') el.pass();
  else el.endTurn();
  return true;
}
