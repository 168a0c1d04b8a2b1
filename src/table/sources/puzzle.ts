/**
 * A puzzle on the table (src/teach/puzzle.ts runs it; this source shows it, as the lesson source does a lesson): find
 * the best move. An accepted move is answered with what it did; any other legal move is played, its punishing reply
 * follows at the table's pace with its reason, and the position can be set up again ({@link PuzzleSource.again}). The
 * end (solved, or left for the next puzzle) keeps the rating and streak (src/teach/puzzle-progress.ts), says why the
 * rating moved ({@link RatingWhy}) and fires `domino-puzzle-end`; {@link PuzzleSource.bestWhy} says why the best move
 * beat the next best.
 */
import type { Action } from '../../engine/game.js';
import { m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { accepted, optionOf, PuzzleRun } from '../../teach/puzzle.js';
import type { Puzzle, PuzzleOption } from '../../teach/puzzle.js';
import { finishPuzzle, puzzleProgress } from '../../teach/puzzle-progress.js';
import type { Table } from '../table.js';
import type { Lesson } from '../../teach/lesson.js';
import { startOf } from '../../teach/lesson.js';
import { LessonSource } from './lesson.js';

/**
 * Why the rating moved as it did: solved at the first try (the only win), solved in more tries, after a hint, not
 * solved; or not at all (`again`: a puzzle finished before moves the rating only the first time).
 */
export type RatingWhy = 'first' | 'tries' | 'hint' | 'not' | 'again';

/** The rating after the puzzle's end, its change and why. */
export interface PuzzleScoreShown {
  rating: number;
  change: number;
  streak: number;
  why: RatingWhy;
}

/** Why the best move beat the next best, for the end card: that move and its reason (the evaluator's, an author's text, else none). */
export interface BestWhy {
  other: Action | null; // the best option not accepted (null: none, an author's puzzle with `answer` has no reasons)
  value: number | ''; // the number at the end `other` goes to (it names the end once the line turns a corner)
  msgs: Msg[];
  extra: string | null;
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
      const best = this.puzzle.options[0]!.action;
      const place = action.type === 'play' && action.at && best.type === 'play' && best.tile === tile ? action.at : null; // the right tile at the wrong place: the place is wrong, not the tile
      this.feed = { kind: 'bad', msgs: [place ? m('pz.wrong.place', { tile, place }) : m(tile ? 'pz.wrong' : 'pz.wrong.end', { tile }), ...w.msgs], extra: w.extra };
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

  /**
   * Why the best move was best: the reason the best option not accepted is worse (the move review's evaluator's, for
   * a built-in puzzle: it names what the best did that it did not), as messages or an author's text.
   */
  bestWhy(): BestWhy {
    const p = this.puzzle;
    const o = p.options.find((x) => !accepted(p, x.action)) ?? null;
    const w = this.#why(o);
    const a = o?.action ?? null;
    const at = a?.type === 'play' ? a.at : undefined;
    const value = at ? startOf(p.lesson).game.ends?.[at] ?? '' : '';
    return { other: a, value, msgs: w.msgs.slice(0, 1), extra: w.extra };
  }

  protected override end(): void {
    this.ended = true;
    const run = this.run;
    const progress = puzzleProgress(this.persist);
    const before = progress.rating;
    const rated = !(this.puzzle.id in progress.done);
    const won = run.firstTry === true && run.solved;
    const after = finishPuzzle(this.puzzle.id, this.puzzle.rating, won, run.tries, run.solved, this.persist);
    const why: RatingWhy = !rated ? 'again' : won ? 'first' : !run.solved ? 'not' : run.hints ? 'hint' : 'tries';
    this.score = { rating: after.rating, change: after.rating - before, streak: after.streak, why };
    this.table.notify('domino-puzzle-end', { puzzle: this.puzzle.id, solved: run.solved, tries: run.tries, next: this.nextId, rating: after.rating, streak: after.streak });
  }
}
