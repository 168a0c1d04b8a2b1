/**
 * Puzzle progress: the person's puzzle rating and streak, and the puzzles tried (tries of each, 0 when not solved),
 * kept in memory for the page, and in localStorage when the element has `persist` (key `domino-table:puzzles`; a
 * storage that refuses or holds garbage is ignored).
 */
import { rate } from './puzzle.js';
import type { PuzzleScore } from './puzzle.js';

const KEY = 'domino-table:puzzles';

/** What is kept. */
export interface PuzzleProgress extends PuzzleScore {
  done: Record<string, number>; // puzzle id → tries of its first solve (0: tried, not solved)
}

const fresh = (): PuzzleProgress => ({ rating: 1500, streak: 0, played: 0, done: {} });
let mem: PuzzleProgress = fresh();
let loaded = false;

function stored(): PuzzleProgress | null {
  try {
    const x = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as PuzzleProgress | null;
    if (!x || typeof x.rating !== 'number' || !isFinite(x.rating) || typeof x.streak !== 'number' || typeof x.done !== 'object' || !x.done) return null;
    return { rating: x.rating, streak: Math.max(0, x.streak | 0), played: Math.max(0, Number(x.played) | 0), done: x.done };
  } catch {
    return null;
  }
}

/** The progress so far (read once from storage with `persist`). */
export function puzzleProgress(persist: boolean): Readonly<PuzzleProgress> {
  if (persist && !loaded) {
    loaded = true;
    const s = stored();
    if (s && s.played >= mem.played) mem = s;
  }
  return mem;
}

/**
 * A puzzle finished: the first time a puzzle is finished it moves the rating and the streak (`won`: solved at the
 * first try, no hint); finishing it again changes neither. Returns the progress after.
 */
export function finishPuzzle(id: string, rating: number, won: boolean, tries: number, solved: boolean, persist: boolean): Readonly<PuzzleProgress> {
  const p = puzzleProgress(persist);
  if (id in p.done) {
    if (solved && !p.done[id]) mem = { ...p, done: { ...p.done, [id]: tries } };
  } else mem = { ...rate(p, rating, won), done: { ...p.done, [id]: solved ? tries : 0 } };
  if (persist) {
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(mem));
    } catch {
      // storage full or refused: memory keeps it for this page
    }
  }
  return mem;
}
