/**
 * The built-in puzzles (src/teach/puzzles/, made by `npm run puzzles`): their list, one by id, the puzzle of the
 * day, the next one. Each variant's puzzles are their own chunk, loaded when one of them is opened.
 */
import type { Variant } from '../engine/game.js';
import { loadVariant } from '../engine/load.js';
import { daily, parsePuzzle } from './puzzle.js';
import type { Puzzle, PuzzleInfo } from './puzzle.js';
import { puzzleList } from './puzzle-list.js';

export { puzzleList };

const DATA: Record<Variant, () => Promise<{ default: unknown[] }>> = {
  partnership: () => import('./puzzles/partnership.js'),
  draw: () => import('./puzzles/draw.js'),
  'all-fives': () => import('./puzzles/all-fives.js'),
  'mexican-train': () => import('./puzzles/mexican-train.js'),
  block: () => import('./puzzles/block.js'),
};

/** The built-in puzzle `id`, read; null when there is none of that id. */
export async function builtInPuzzle(id: string): Promise<Puzzle | null> {
  const info = (await puzzleList()).find((x) => x.id === id);
  if (!info) return null;
  const [mod] = await Promise.all([DATA[info.variant](), loadVariant(info.variant)]); // its rules: the position replays through the engine
  const data = mod.default as { id: string }[];
  const raw = data.find((x) => x.id === id);
  return raw ? parsePuzzle(raw) : null;
}

/** The puzzle of the day (of `variant` when given and known, else of them all): the same for everyone on the same date (UTC). */
export async function dailyPuzzle(variant?: string, date: Date = new Date()): Promise<PuzzleInfo | null> {
  const all = await puzzleList();
  const mine = all.filter((x) => x.variant === variant);
  return daily(mine.length ? mine : all, date);
}

/** The puzzle after `id` among those of its variant (after the last: the first). */
export async function nextPuzzle(id: string): Promise<string | null> {
  const all = await puzzleList();
  const me = all.find((x) => x.id === id);
  if (!me) return null;
  const mine = all.filter((x) => x.variant === me.variant);
  return mine.length > 1 ? mine[(mine.indexOf(mine.find((x) => x.id === id)!) + 1) % mine.length]!.id : null;
}
