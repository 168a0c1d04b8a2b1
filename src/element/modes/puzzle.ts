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
import type { PuzzleIntent, PuzzlePanel } from '../parts/puzzle.js';
import type { LearnSend } from '../parts/learn.js';
import type { Table } from '../../table/table.js';
import type { LessonSource } from '../../table/sources/lesson.js';
import type { Lesson } from '../../teach/lesson.js';
import { catalogue } from '../../teach/messages.js';
import type { ModesHost } from '../props.js';

export { PuzzleSource };

/** Courses (./course.ts), loaded from here: their chunk then shares the teaching chunk's code (./learn.ts `teaching.puzzles`). */
export const courses = () => import('./course.js');
export { parsePuzzle };
export { puzzleStyles } from '../parts/puzzle.js';
export type { PuzzleIntent };

/**
 * The puzzles of one element (made by the teaching coordinator, ./learn.ts, on the first puzzle asked for): opens
 * them, says their status, draws their panel, follows their buttons.
 */
export class Puzzles {
  #daily = false; // the puzzle shown is the puzzle of the day

  constructor(
    readonly host: ModesHost,
    readonly table: Table,
    readonly text: (x: Lesson['title'] | undefined) => string | null,
  ) {}

  /**
   * Opens `input` (see {@link readPuzzle}); false when it cannot (reported as a `domino-error`) and it is still the one
   * asked for. A `dl1.…` link (or a text holding one), the element's `src` and a lesson given in JSON or by link (the
   * teaching coordinator, ./learn.ts, sends them here) are read by ./content.ts, which opens what they hold: a puzzle
   * here, a lesson, or a course.
   */
  async open(input: unknown, current: () => boolean): Promise<boolean> {
    await this.host.updateComplete; // the table's language shows (its words are loaded): a refusal is said in it
    const h = this.host;
    const how = h.puzzle ? (typeof input === 'string' && input.trim()[0] !== '{' && /dl\d+\./.test(input) ? 'link' : '') : h.lesson ? 'lesson' : 'src';
    return how ? (await import('./content.js')).open(this, input, how, current) : this.read(input, current);
  }

  /** Reads `input` (see {@link readPuzzle}) and shows it. */
  async read(input: unknown, current: () => boolean): Promise<boolean> {
    return this.show(await readPuzzle(input, this.host.variant), current);
  }

  /** Shows a puzzle read, or says why it cannot open (false, while it is still the one asked for). */
  async show(o: Opened, current: () => boolean): Promise<boolean> {
    const v = variantOf(o) ?? ((this.host.variant || 'partnership') as Variant);
    await Promise.all([catalogue(this.table.settings.lang, v), this.table.need('review')]);
    if (!current()) return true; // another puzzle was asked for meanwhile
    const t = this.table.say;
    if (!('puzzle' in o)) {
      this.table.report('unknown' in o ? 'unknown-puzzle' : 'bad-lesson', 'unknown' in o ? t.t('pz.unknown', { id: o.unknown }) : t.t('pz.bad', { why: o.bad }));
      return false;
    }
    this.#daily = o.daily;
    new PuzzleSource(this.table, o.puzzle, o.next, this.text, this.host.hasAttribute('persist')).begin(); // it takes the table up
    return true;
  }

  /** Whether the lesson shown is a puzzle. */
  mine(l: LessonSource | null): l is PuzzleSource {
    return l instanceof PuzzleSource;
  }

  /** The panel of the puzzle `l`. */
  panel(l: PuzzleSource, w: Say, tools: TemplateResult, extras: unknown, send: LearnSend): TemplateResult {
    return panel(l, w, this.#daily, tools, extras, send, this.#intent);
  }

  #intent = (i: PuzzleIntent): void => {
    const src = this.table.source;
    if (!(src instanceof PuzzleSource)) return;
    if (i.type === 'puzzle-again') return src.again();
    src.leave();
    const course = (src as { go?: (key: string) => void }).go; // a course's puzzle (./course.ts): Next goes to the course's next item
    if (course) return course(i.puzzle);
    this.host.puzzle = i.puzzle;
    this.host.setAttribute('puzzle', i.puzzle);
  };
}

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
    (await import('../../teach/read-content.js')).followsFormat('puzzle', input); // the format first (schema/puzzle.schema.json): what is wrong, where
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
  const sign = (d: number) => (d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0');
  let end: PuzzlePanel['end'] = null;
  if (run.over && s) {
    // why the best move was best: "Why not one–blank? Double one would have shed 2 pips, …" (the next best's reason)
    const b = src.bestWhy();
    const o = b.other;
    const best = p.options[0]!.action;
    const same = o?.type === 'play' && best.type === 'play' && best.tile === o.tile; // the same tile elsewhere: the place tells them apart
    const ask = o?.type === 'play' ? w.t(same ? 'pz.why-not.at' : 'pz.why-not', { tile: o.tile, place: o.at ?? '', value: b.value }) : o?.type === 'end-turn' ? w.t('pz.why-not.end') : '';
    const reason = [...b.msgs.map((x) => w.msg(x)), b.extra ?? ''].filter(Boolean).join(' ');
    end = {
      title: run.solved ? w.t('pz.done') : w.t('pz.solved.not'),
      theme: w.t('pz.theme', { name: w.t(`pz.name.${p.theme}`) }),
      ask: reason ? ask : '',
      why: reason || w.t(`pz.theme.${p.theme}`),
      score: w.t('pz.score', { r: s.rating, s: s.streak, change: w.t(`pz.change.${s.why}`, { d: sign(s.change), n: run.tries }) }),
    };
  }
  return puzzlePanel(
    {
      // an author's puzzle says its own title (in the table's language, else English, else any); a built-in one its id
      title: daily ? w.t('pz.daily') : ((t) => (typeof t === 'string' ? t : t?.[w.lang] ?? t?.en ?? Object.values(t ?? {})[0]))(p.lesson.title) || w.t('pz.title', { id: p.id }),
      rating: p.rating,
      goal: run.waiting ? w.t('pz.goal') : null,
      feed: src.feed,
      narr: src.narr,
      hint: run.waiting,
      retry: run.retry,
      answered: run.failed !== null,
      next: src.nextId,
      end,
      tools,
      extras,
    },
    w,
    send,
    own,
  );
}
