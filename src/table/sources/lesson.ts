/**
 * A lesson on the table: the lesson's position, its goals one at a time, the learner's moves judged (a wrong try gets
 * its reason and changes nothing), the other seats' moves played at the table's pace, and the end with what was
 * learned, stars and the next lesson (src/teach/lesson.ts runs the lesson; this source shows it). Every move played,
 * the learner's and the others', goes to the table as one move (`table.moved`: the per-move bookkeeping and the same
 * `domino-play`, `domino-draw`, `domino-pass`, `domino-turn` events as a game); the lesson's panel says them in its
 * own words (`narrates`). Progress is kept per lesson (src/teach/progress.ts); `domino-lesson-end` fires at the end.
 */
import type { Action, GameState } from '../../engine/game.js';
import { LessonRun, withoutInvites } from '../../teach/lesson.js';
import type { Lesson, Played } from '../../teach/lesson.js';
import type { Msg } from '../../words/format.js';
import { finish, progress } from '../../teach/progress.js';
import { whyTile } from '../../teach/reasons.js';
import { NO_MARKS } from '../../record/marks.js';
import type { Humans } from '../seats.js';
import type { Source, Table } from '../table.js';

/** The answer to the learner's last move: right, a wrong try's reason, or what happened. */
export interface Feed {
  kind: 'ok' | 'bad' | 'info';
  msgs: Msg[];
  extra?: string | null; // the step's own words on success
}

/** One lesson shown on a table (see the module comment). */
export class LessonSource implements Source {
  readonly kind = 'lesson';
  /** The lesson's panel narrates every move (its live region): the table's says none of them. */
  readonly narrates = true;
  readonly run: LessonRun;
  feed: Feed | null = null;
  narr: Msg[] = []; // what happened since the learner's last move
  intro = true; // the lesson's intro shows until the first goal is met
  #timer: ReturnType<typeof setTimeout> | null = null;
  protected ended = false;

  constructor(
    protected table: Table,
    readonly lesson: Lesson,
    readonly list: readonly Lesson[],
    protected text: (x: Lesson['title'] | undefined) => string | null,
    protected persist: boolean,
    run?: LessonRun,
  ) {
    this.run = run ?? new LessonRun(lesson);
    this.narr = this.run.opening();
  }

  /** Only the learner plays here. */
  /** A lesson that shows every hand (`open`, e.g. a blocked hand counted). */
  get open(): boolean {
    return this.lesson.open;
  }

  get humans(): Humans {
    return [this.lesson.learner];
  }

  /** The lesson's names; the learner is "You". */
  get names(): string[] {
    return this.lesson.names.map((n, s) => (s === this.lesson.learner ? '' : n));
  }

  /** Whether the learner may act now: the table offers moves only then. */
  get acting(): boolean {
    return this.run.waiting && this.run.game.phase === 'playing';
  }

  /** The lesson after this one in its curriculum, or null. */
  get next(): Lesson | null {
    const i = this.list.indexOf(this.lesson);
    return i >= 0 ? this.list[i + 1] ?? null : null;
  }

  /**
   * Takes the table up with the lesson's position (its record from the deal: the way there, then every move shown)
   * and starts: whose turn it is (`domino-turn`), then the others' moves up to the learner's first goal.
   */
  begin(): void {
    this.table.take(this, this.run.game, NO_MARKS, { silent: true, names: this.names, from: this.run.path });
    this.show();
    this.table.turnAgain();
    this.pace();
  }

  /** A move of the lesson (the learner's or another seat's), told to the table: its bookkeeping and its events. */
  protected moved(p: Played): void {
    this.table.moved(p.seat, p.action, p.before, p.after);
  }

  /** Puts the lesson's state on the table, with the round's marks (its start, a position set up again). */
  protected show(): void {
    let from = this.run.history.length;
    while (from > 0 && this.run.history[from - 1]!.action.type !== 'next-round') from--;
    const round = this.run.history.slice(from);
    const plays = round.filter((e) => e.action.type === 'play').map((e) => (e.action as { tile: string }).tile);
    this.table.show(this.run.game, { moves: round, anchor: plays[0] ?? null, last: plays.at(-1) ?? null, points: [] });
  }

  /** The learner's move (from a tile, a place, a control or the API). */
  act(action: Action): void {
    if (this.run.over) return;
    const step = this.run.current;
    const r = this.run.attempt(action);
    if (r.kind === 'wrong') {
      this.feed = { kind: 'bad', msgs: [r.why] };
      this.table.cancel();
      return;
    }
    this.narr = [];
    // once every goal is met no move will be taken: the narration invites none ("you may add another tile")
    const msgs = this.run.step >= this.lesson.steps.length ? withoutInvites(r.played.msgs, this.lesson.learner) : r.played.msgs;
    this.feed = r.kind === 'done' ? { kind: 'ok', msgs, extra: this.text(step?.done) } : { kind: 'info', msgs };
    if (r.kind === 'done') this.intro = false;
    this.moved(r.played);
    this.pace();
  }

  /** A tile of the hand that cannot be played was tapped: why not (a look, not a wrong try: no star is lost for it). */
  why(tile: string): void {
    if (!this.run.waiting) return;
    const msg = whyTile(this.run.game, tile);
    if (!msg) return;
    this.feed = { kind: 'info', msgs: [msg] };
    this.table.changed();
  }

  /** The hint: a move that meets the goal, with why; shown on the table and in the panel. */
  hint(): Action | null {
    const h = this.run.hint();
    if (!h) return null;
    this.feed = { kind: 'info', msgs: [h.why] };
    this.table.showHint(h.action);
    return h.action;
  }

  /** Plays the other seats' moves at the table's pace until the learner's turn or the end. */
  protected pace(): void {
    this.#stopTimer();
    if (this.run.othersMove) {
      const speed = Math.max(0, Number(this.table.settings.pace) || 0);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        const p = this.run.others();
        if (p) this.narr = [...this.narr, ...p.msgs];
        if (p) this.moved(p);
        this.pace();
      }, speed * 1.5);
      return;
    }
    if (this.run.over && !this.ended) this.end();
    this.table.changed();
  }

  protected end(): void {
    this.ended = true;
    finish(this.lesson.id, this.run.stars, this.persist);
    this.table.notify('domino-lesson-end', { lesson: this.lesson.id, stars: this.run.stars, next: this.next?.id ?? null });
  }

  /** The best stars won so far per lesson (kept for the page, or with `persist` in localStorage). */
  best(): ReadonlyMap<string, number> {
    return progress(this.persist);
  }

  /** The state the lesson shows. */
  get game(): GameState {
    return this.run.game;
  }

  #stopTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  stop(): void {
    this.#stopTimer();
  }
}
