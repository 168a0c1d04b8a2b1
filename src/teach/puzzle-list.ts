/**
 * The list of the built-in puzzles (`DominoTable.puzzles`): their ids, variants, themes and ratings only. Kept apart
 * from the puzzles' reader (./puzzle.ts) so that listing them never downloads the lesson code that plays them.
 */
import type { Variant } from '../engine/game.js';
import type { PuzzleInfo, Theme } from './puzzle.js';

let listed: Promise<PuzzleInfo[]> | null = null;

/** Every built-in puzzle: `{ id, variant, theme, rating }`, variant by variant (a fresh copy each time). */
export function puzzleList(): Promise<PuzzleInfo[]> {
  listed ??= import('./puzzles/index.js').then((m) => m.default.map(([id, variant, theme, rating]) => ({ id, variant: variant as Variant, theme: theme as Theme, rating })));
  return listed.then((l) => l.map((x) => ({ ...x })));
}
