/**
 * Courses at a table (`course="…"`: docs/lessons.md "Courses"), their own lazy chunk, loaded instead of the plain
 * teaching coordinator when `course` is set (./modes.ts): this {@link Learn} is ./learn.ts's with a course on top. It
 * reads the course (../../teach/course.ts; a bad one: `domino-error` `bad-course` and a game), opens its first
 * unfinished item, shows each lesson or puzzle with the usual panels, and under them the course (its title, its items
 * with stars, progress: ../parts/course.ts). The end card's Next lesson and the puzzle's Next puzzle go to the course's
 * next item (`domino-lesson-next` first, cancelable as ever); each item's end is kept per course id (with `persist`
 * in localStorage), and when every item is done the course says so and fires `domino-course-end`.
 */
import { html, nothing } from 'lit';
import type { CSSResult } from 'lit';
import type { ModesHost } from '../props.js';
import type { Variant } from '../../engine/game.js';
import type { Lesson, Text } from '../../teach/lesson.js';
import type { Puzzle } from '../../teach/puzzle.js';
import { LessonSource } from '../../table/sources/lesson.js';
import type { Table } from '../../table/table.js';
import type { TableView } from '../../table/view.js';
import { courseProgress, finishItem, lessonOf, readCourse } from '../../teach/course.js';
import type { Course } from '../../teach/course.js';
import { course as coursePart, courseStyles } from '../parts/course.js';
import type { CourseIntent } from '../parts/course.js';

/**
 * What this takes of ./learn.ts's `Learn` (its shape, not an import: that module loads this one, `teaching.courses`).
 */
interface LearnLike {
  readonly host: ModesHost;
  readonly table: Table;
  readonly adopt: (sheet: CSSResult) => void;
  view: 'lesson' | 'replay' | null;
  sync(): Promise<void>;
  open(id: string, again?: boolean): void;
  playReal(): void;
  panel(v: TableView): unknown;
}
type LearnClass = new (host: ModesHost, table: Table, adopt: (sheet: CSSResult) => void) => LearnLike;

/** What this takes of ./learn.ts's `teaching`: the built-in lessons and the teaching words (that chunk's, not imported). */
interface Teaching {
  builtIn(v: Variant): Promise<Lesson[]>;
  parsePuzzle(x: unknown): Puzzle; // the puzzles' reader (./puzzle.ts, which loads this chunk)
  catalogue(lang: string, v: Variant, ...extras: 'more'[]): Promise<unknown>;
}

/** What the course's item sources ask of the course. */
interface Host {
  /** The key of the item after item `i` (the next in order, else the first one not done), or null at the course's end. */
  nextOf(i: number): string | null;
  /** Item `i` ended with `stars` (0: a puzzle left unsolved). */
  ended(i: number, stars: number): void;
}

/** A stand-in for an item in a source's `next` (only its key, as `id`, is read). */
const stub = (key: string | null): Lesson | null => (key === null ? null : ({ id: key } as Lesson));

/** A lesson of a course: its next lesson is the course's next item; its end is the course's. */
class CourseLesson extends LessonSource {
  constructor(
    table: Table,
    lesson: Lesson,
    text: (x: Text | undefined) => string | null,
    persist: boolean,
    readonly at: number,
    readonly course: Host,
  ) {
    super(table, lesson, [lesson], text, persist);
  }

  override get next(): Lesson | null {
    return stub(this.course.nextOf(this.at));
  }

  protected override end(): void {
    this.course.ended(this.at, this.run.stars); // first: its `next` counts it done
    super.end();
  }
}

/** What a course changes on the puzzle source ./puzzle.ts made (PuzzleSource: its own chunk, not imported here). */
interface PuzzleShown {
  puzzle?: unknown;
  nextId: string | null;
  run: { solved: boolean; firstTry: boolean | null; hints: number };
  end(): void;
  go?: (key: string) => void; // Next puzzle (./puzzle.ts asks)
}

/**
 * The teaching coordinator with courses (see the module comment): ./learn.ts's `Learn` extended. Made from the class
 * given rather than imported, so that the teaching chunk stays as it is (not one byte more for a page without courses).
 */
export function withCourses(Learn: LearnClass, { builtIn, catalogue, parsePuzzle }: Teaching): LearnClass {
  return class extends Learn implements Host {
    /** Marks this coordinator as the one with courses (./modes.ts asks). */
    readonly courses = true;
    #course: Course | null = null;
    #key = ''; // the course asked for (its text or JSON)
    #at = -1; // the item shown
    #list = false; // the course's list open
    #styled = false;
    #finished = false; // every item was done when the course opened, or became so
    #mine = new WeakSet<object>(); // the sources showing this course's items
    #flip = false; // a puzzle asked again is asked in other words (a space), so that it opens afresh

    get #persist(): boolean {
      return this.host.hasAttribute('persist');
    }

    /** A text in the table's language (`@key`: the catalogue's). */
    #text = (x: Text | null | undefined): string | null => {
      if (x == null) return null;
      const lang = this.table.settings.lang;
      if (typeof x === 'string') return x.startsWith('@') ? this.table.words.cat[x.slice(1)] ?? null : x;
      return x[lang] ?? x[lang.slice(0, 2)] ?? x.en ?? Object.values(x)[0] ?? null;
    };

    #done(): Readonly<Record<string, number>> {
      return this.#course ? courseProgress(this.#course.id, this.#persist) : {};
    }

    override async sync(): Promise<void> {
      const input = this.host.course as unknown;
      if (!input) {
        if (this.#course || this.#key) this.#leave();
        return super.sync();
      }
      let key: string;
      try {
        key = typeof input === 'string' ? input : JSON.stringify(input);
      } catch {
        key = `unreadable ${Math.random()}`;
      }
      if (key === this.#key) return;
      this.#key = key;
      this.#course = null;
      const lang = this.table.settings.lang;
      let course: Course;
      try {
        course = await readCourse(input, parsePuzzle);
      } catch (e) {
        if (this.#key !== key) return;
        await this.host.updateComplete; // the table's language shows (its words are loaded): the refusal is said in it
        await catalogue(this.table.settings.lang, (this.host.variant || 'partnership') as Variant, 'more');
        if (!this.table.game) void this.table.play({ variant: (this.host.variant || 'partnership') as Variant }, { first: true });
        this.table.report('bad-course', this.table.say.t('ui.badCourse', { why: e instanceof Error ? e.message.replace(/\.$/, '') : String(e) }));
        return;
      }
      // the words of every item's game (their titles in the list), and the course's own
      await Promise.all([...new Set(course.items.map((x) => x.variant))].map((v) => catalogue(lang, v, 'more')));
      if (this.#key !== key) return;
      if (!this.#styled) {
        this.#styled = true;
        this.adopt(courseStyles);
      }
      this.#course = course;
      this.#list = false;
      const done = this.#done();
      this.#finished = course.items.every((x) => done[x.key]);
      const first = course.items.findIndex((x) => !done[x.key]);
      await this.#show(first < 0 ? 0 : first);
    }

    /** The course was taken away: a game of the element's variant (else of the item's) is played instead. */
    async #leave(): Promise<void> {
      this.#course = null;
      this.#key = '';
      this.#at = -1;
      const src = this.table.source as LessonSource | null;
      if (this.host.puzzle) {
        this.host.puzzle = ''; // the puzzle it showed (./learn.ts leaves it for a game)
        await super.sync();
      }
      if (src && this.table.source === src && this.#mine.has(src)) {
        const l = src.lesson;
        void this.table.play(this.host.variant ? { variant: this.host.variant as Variant } : { variant: l.variant, players: l.players, options: l.options });
      }
    }

    /** Shows item `i`. */
    async #show(i: number): Promise<void> {
      const c = this.#course;
      const it = c?.items[i];
      if (!c || !it) return;
      this.#at = i;
      const lang = this.table.settings.lang;
      if (it.kind === 'lesson') {
        await catalogue(lang, it.variant, 'more');
        if (this.#course !== c) return;
        const lesson = await lessonOf(it, builtIn);
        if (this.#course !== c) return;
        if (this.host.puzzle) this.host.puzzle = ''; // (a puzzle item before it)
        const src = new CourseLesson(this.table, { ...lesson, id: it.key }, this.#text, this.#persist, i, this);
        this.#mine.add(src);
        src.begin();
        return;
      }
      // A puzzle opens as any puzzle does (./learn.ts, ./puzzle.ts: its panel, its rating), from the `puzzle` property;
      // then its Next and its end are the course's.
      await catalogue(lang, it.variant, 'more');
      if (this.#course !== c) return;
      const ask = it.raw ? JSON.stringify(it.raw) : it.id;
      this.#flip = !this.#flip;
      this.host.puzzle = this.#flip ? ask : ` ${ask}`;
      await super.sync();
      const src = this.table.source as unknown as PuzzleShown | null;
      if (this.#course !== c || !src?.puzzle || this.#mine.has(src)) return;
      this.#mine.add(src);
      src.nextId = this.nextOf(i);
      const end = src.end;
      src.end = () => {
        const r = src.run;
        this.ended(i, r.solved ? (r.firstTry ? 3 : r.hints ? 1 : 2) : 0);
        end.call(src);
      };
      src.go = (key) => this.#go(key);
      this.table.changed();
    }

    /** Goes to the item `key` from a puzzle's Next (a lesson's Next asks `domino-lesson-next` itself, then calls {@link open}). */
    #go(key: string): void {
      const from = this.#course?.items[this.#at]?.key ?? '';
      const detail = { lesson: from, next: key };
      if (this.host.dispatchEvent(new CustomEvent('domino-lesson-next', { detail, bubbles: true, composed: true, cancelable: true }))) this.open(key);
    }

    /** Opens an item of the course by key (`again`: the one shown, afresh); outside a course, a lesson by id. */
    override open(id: string, again = false): void {
      const c = this.#course;
      if (!c) return super.open(id, again);
      const i = again ? this.#at : c.items.findIndex((x) => x.key === id);
      if (i >= 0) void this.#show(i);
      else super.open(id, again);
    }

    /** Leaves the course for a real game of the item's rules. */
    override playReal(): void {
      if (this.#course) {
        this.#course = null;
        this.#key = '';
        this.host.course = '';
        this.host.removeAttribute('course');
      }
      super.playReal();
    }

    nextOf(i: number): string | null {
      const items = this.#course?.items ?? [];
      if (i + 1 < items.length) return items[i + 1]!.key;
      const done = this.#done();
      return items.find((x, k) => k !== i && !done[x.key])?.key ?? null;
    }

    ended(i: number, stars: number): void {
      const c = this.#course;
      const it = c?.items[i];
      if (!c || !it) return;
      const done = finishItem(c.id, it.key, stars, this.#persist);
      const all = c.items.filter((x) => done[x.key]).length;
      if (all === c.items.length && (!this.#finished || i === c.items.length - 1)) {
        this.#finished = true;
        this.table.notify('domino-course-end', { course: c.id, done: all });
      }
    }

    #send = (i: CourseIntent): void => {
      if (i.type === 'course-list') {
        this.#list = !this.#list;
        // the list opens in the panel's scroll box, under the lesson: brought into view
        if (this.#list) void this.host.updateComplete.then(() => this.host.renderRoot.querySelector('.c-list')?.scrollIntoView({ block: 'nearest' }));
      } else this.open(i.key);
      this.table.changed();
    };

    /** The lesson's or puzzle's panel, and the course under it. */
    override panel(v: TableView): unknown {
      const p = super.panel(v);
      const c = this.#course;
      const src = this.table.source;
      if (!c || p === undefined || p === nothing || !src || !this.#mine.has(src)) return p;
      const done = this.#done();
      const w = this.table.say;
      const items = c.items.map((x, k) => ({
        key: x.key,
        kind: x.kind,
        title: this.#text(x.title) ?? (x.id || x.key), // a built-in puzzle: its id ("Puzzle pt-001" with its kind)
        stars: done[x.key] ?? 0,
        current: k === this.#at,
      }));
      const all = items.filter((x) => x.stars).length;
      const part = coursePart({ title: this.#text(c.title) ?? '', done: all, items, open: this.#list, finished: all === items.length && (src as LessonSource).run.over }, w, this.#send);
      return html`${p}${part}`;
    }
  };
}
