/**
 * Puzzles at a table (`puzzle="ID"`, `"daily"` or JSON; issue 20, docs/puzzles.md), their own lazy chunk: reads the
 * puzzle asked for (a built-in one loads its variant's puzzles, ../../teach/puzzles.ts), makes its source
 * (../../table/sources/puzzle.ts) and draws its panel (../parts/puzzle.ts) from the source's state.
 */
import type { TemplateResult } from 'lit';
import type { Variant } from '../../engine/game.js';
import { withVariant } from '../../engine/load.js';
import { parsePuzzle } from '../../teach/puzzle.js';
import type { Puzzle } from '../../teach/puzzle.js';
import { builtInPuzzle, dailyPuzzle, nextPuzzle } from '../../teach/puzzles.js';
import { PuzzleSource } from '../../table/sources/puzzle.js';
import type { Say } from '../../words/words.js';
import { puzzle as puzzlePanel } from '../parts/puzzle.js';
import type { PuzzleIntent } from '../parts/puzzle.js';
import type { LearnSend } from '../parts/learn.js';

export { PuzzleSource };
export type { PuzzleIntent };

/** A puzzle asked for, read: the puzzle, the next one's id, whether it is the daily one; or why it cannot open. */
export type Opened = { puzzle: Puzzle; next: string | null; daily: boolean } | { unknown: string } | { bad: string };

/** Reads `input` (an id, `daily`, JSON text or an object); `variant`: the element's, for the daily puzzle. */
export async function readPuzzle(input: unknown, variant: string): Promise<Opened> {
  try {
    if (typeof input === 'string' && !input.trim().startsWith('{')) {
      const id = input.trim();
      const isDaily = id === 'daily';
      const want = isDaily ? (await dailyPuzzle(variant))?.id ?? '' : id;
      const p = await builtInPuzzle(want);
      if (!p) return { unknown: id };
      return { puzzle: p, next: await nextPuzzle(p.id), daily: isDaily };
    }
    return { puzzle: await withVariant(() => parsePuzzle(input)), next: null, daily: false };
  } catch (e) {
    return { bad: e instanceof Error ? e.message.replace(/\.$/, '') : String(e) };
  }
}

/** The variant a puzzle asked for needs (its words load before it opens). */
export const variantOf = (o: Opened): Variant | null => ('puzzle' in o ? o.puzzle.variant : null);

/** The panel of the puzzle shown. */
export function panel(src: PuzzleSource, w: Say, daily: boolean, tools: TemplateResult, extras: unknown, send: LearnSend, own: (i: PuzzleIntent) => void): TemplateResult {
  const run = src.run;
  const p = src.puzzle;
  const s = src.score;
  return puzzlePanel(
    {
      title: daily ? w.t('pz.daily') : w.t('pz.title', { id: p.id }),
      rating: p.rating,
      goal: run.waiting ? w.t('pz.goal') : null,
      feed: src.feed,
      narr: src.narr,
      hint: run.waiting,
      retry: run.retry,
      answered: run.failed !== null,
      next: src.nextId,
      end: run.over && s ? { solved: run.solved, tries: run.tries, theme: w.t(`pz.name.${p.theme}`), rating: s.rating, change: s.change, streak: s.streak } : null,
      tools,
      extras,
    },
    w,
    send,
    own,
  );
}
