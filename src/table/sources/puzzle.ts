/**
 * A puzzle on the table (src/teach/puzzle.ts runs it; this source shows it, as the lesson source does a lesson): find
 * the best move. An accepted move is answered with what it did; any other legal move is played, its punishing reply
 * follows at the table's pace with its reason, and the position can be set up again ({@link PuzzleSource.again}). The
 * end (solved, or left for the next puzzle) keeps the rating and streak (src/teach/puzzle-progress.ts) and fires
 * `domino-puzzle-end`.
 */
import type { Action } from '../../engine/game.js';
import { m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { optionOf, PuzzleRun } from '../../teach/puzzle.js';
import type { Puzzle, PuzzleOption } from '../../teach/puzzle.js';
import { finishPuzzle, puzzleProgress } from '../../teach/puzzle-progress.js';
import type { Table } from '../table.js';
import type { Lesson } from '../../teach/lesson.js';
import { LessonSource } from './lesson.js';

/** The rating before and after the puzzle's end. */
export interface PuzzleScoreShown {
  rating: number;
  change: number;
  streak: number;
}

/** One puzzle shown on a table. */
export class PuzzleSource extends LessonSource {
  declare readonly run: PuzzleRun;
  /** The rating and streak once the puzzle ended. */
  score: PuzzleScoreShown | null = null;

  constructor(
    table: Table,
    readonly puzzle: Puzzle,
    readonly nextId: string | null,
    text: (x: Lesson['title'] | undefined) => string | null,
    persist: boolean,
  ) {
    super(table, puzzle.lesson, [puzzle.lesson], text, persist, new PuzzleRun(puzzle));
    this.intro = false;
  }

  /** The reason of an option, as messages (a built-in puzzle's) or as text (an author's). */
  #why(o: PuzzleOption | null): { msgs: Msg[]; extra: string | null } {
    const w = o?.why;
    if (!w) return { msgs: [], extra: null };
    return Array.isArray(w) ? { msgs: w as Msg[], extra: null } : { msgs: [], extra: this.text(w) };
  }

  override act(action: Action): void {
    const run = this.run;
    if (run.over || run.failed || run.solved) return;
    const r = run.attempt(action);
    if (r.kind === 'wrong') {
      this.feed = { kind: 'bad', msgs: [r.why] };
      this.table.cancel();
      return;
    }
    this.narr = [];
    const tile = action.type === 'play' ? action.tile : '';
    if (run.failed) {
      const w = this.#why(run.failed);
      this.feed = { kind: 'bad', msgs: [m(tile ? 'pz.wrong' : 'pz.wrong.end', { tile }), ...w.msgs], extra: w.extra };
    } else {
      const w = this.#why(optionOf(this.puzzle, action) ?? this.puzzle.options[0]!);
      this.feed = { kind: 'ok', msgs: w.msgs.slice(0, 1), extra: w.extra };
    }
    this.moved(r.played);
    this.pace();
  }

  /** The position set up again after a failed try: the table takes it up afresh (its record forgets the try) and says whose turn it is. */
  again(): void {
    if (!this.run.retry) return;
    this.run.again();
    this.feed = null;
    this.narr = [];
    this.begin();
  }

  /** Leaves the puzzle for the next one: a puzzle not solved ends here (not solved). */
  leave(): void {
    if (!this.ended) this.end();
  }

  protected override end(): void {
    this.ended = true;
    const run = this.run;
    const before = puzzleProgress(this.persist).rating;
    const after = finishPuzzle(this.puzzle.id, this.puzzle.rating, run.firstTry === true && run.solved, run.tries, run.solved, this.persist);
    this.score = { rating: after.rating, change: after.rating - before, streak: after.streak };
    this.table.notify('domino-puzzle-end', { puzzle: this.puzzle.id, solved: run.solved, tries: run.tries, next: this.nextId, rating: after.rating, streak: after.streak });
  }
}
