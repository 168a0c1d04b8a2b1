/**
 * A lesson taught to a class (`mode="class"`): one position for everyone, each student's move judged by the lesson's
 * own goals (goals.ts, the same reasons a learner alone gets), the answers counted move by move for the teacher, then
 * the lesson's move revealed and played so that every student goes on from the same next position. Headless: the
 * class room of the server (src/server/class-room.ts) runs it, the element only shows what the room says.
 * Each question is one move: a goal that takes several moves (drawing until a tile fits) is asked move by move.
 */
import type { Action, GameState } from '../engine/game.js';
import { legalActions, rulesOf } from '../engine/game.js';
import { withVariant } from '../engine/load.js';
import type { Msg } from '../words/format.js';
import { m } from '../words/format.js';
import { hintFor, judge } from './goals.js';
import { LessonRun } from './lesson.js';
import type { Lesson } from './lesson.js';
import { LESSONS } from './catalog.js';
import { builtIn } from './builtin.js';
import { loadKit } from './kit.js';
import { moveText, parseLesson } from './lesson-json.js';

/** One student's answer to the question now: the move, whether it meets the goal, and why not. */
export interface Answer {
  move: string; // compact text ("6-4@left", "draw"): the histogram's key
  action: Action;
  right: boolean;
  why: Msg | null; // the lesson's reason, for a wrong move
}

/** One bar of the teacher's histogram: a move, how many chose it, and (wrong) why it does not meet the goal. */
export interface Bar extends Answer {
  count: number;
  names: string[];
}

/** Opens a lesson given as a built-in id (a variant name: its first) or as JSON (docs/lessons.md); throws a readable Error. */
export async function openLesson(input: string): Promise<{ lesson: Lesson; list: Lesson[] }> {
  const text = input.trim();
  if (!text.startsWith('{')) {
    const entry = LESSONS.find((x) => x.id === text) ?? LESSONS.find((x) => x.variant === text);
    if (!entry) throw new Error(`Unknown lesson "${text.slice(0, 40)}"`);
    await withVariant(() => rulesOf(entry.variant));
    const list = await builtIn(entry.variant);
    return { lesson: list.find((l) => l.id === entry.id)!, list };
  }
  const lesson = await withVariant(() => parseLesson(text));
  await loadKit(lesson.variant);
  return { lesson, list: [lesson] };
}

/** A well-formed action object from a client, or null (the engine and the goals judge it further). */
export function actionOf(x: unknown): Action | null {
  if (!x || typeof x !== 'object') return null;
  const a = x as Record<string, unknown>;
  const str = (v: unknown) => v === undefined || (typeof v === 'string' && v.length <= 24);
  if (a.type === 'play' && typeof a.tile === 'string' && /^\d{1,2}-\d{1,2}$/.test(a.tile) && str(a.at)) return a.at ? { type: 'play', tile: a.tile, at: a.at as string } : { type: 'play', tile: a.tile };
  if (a.type === 'draw' && (a.from === undefined || a.from === 'front' || a.from === 'back')) return a.from ? { type: 'draw', from: a.from } : { type: 'draw' };
  if (a.type === 'pass' || a.type === 'end-turn' || a.type === 'next-round') return { type: a.type };
  return null;
}

/** A lesson going through a class, question by question (see the module comment). */
export class ClassRun {
  readonly run: LessonRun;
  question = 0; // questions asked so far (one a move)
  #done = 0; // moves already made for the current step

  constructor(readonly lesson: Lesson) {
    this.run = new LessonRun(lesson);
    this.#settle();
  }

  /** The state every student answers from. */
  get game(): GameState {
    return this.run.game;
  }

  get step(): number {
    return this.run.step;
  }

  get steps(): number {
    return this.lesson.steps.length;
  }

  /** Every goal met: the lesson is over for the class. */
  get over(): boolean {
    return this.run.over;
  }

  /** The goal now, in one sentence (null once over). */
  goal(): Msg | null {
    return this.over ? null : this.run.goal();
  }

  /** A student's move, judged against the goal now (nothing changes: everyone answers from the same position). */
  judge(action: Action): Answer {
    const s = this.run.current;
    const move = moveText(action);
    if (!s || !this.run.waiting) return { move, action, right: false, why: m('why.wait-lesson') };
    const v = judge(this.run.game, s.goal, action, this.lesson.learner, this.#done);
    return { move, action, right: v.kind !== 'wrong', why: v.kind === 'wrong' ? v.why : null };
  }

  /** The lesson's move for the question now (what is revealed), with why; null once over. */
  answer(): { action: Action; why: Msg } | null {
    const s = this.run.current;
    if (!s || !this.run.waiting) return null;
    return hintFor(this.run.game, s.goal, this.lesson.learner, this.#done);
  }

  /** Plays the lesson's move and the others' moves after it: the next question's position. False once over. */
  advance(): boolean {
    const a = this.answer();
    if (!a) return false;
    const before = this.run.step;
    const r = this.run.attempt(a.action);
    if (r.kind === 'wrong') return false; // the goals' own hint always meets them
    this.#done = this.run.step === before ? this.#done + 1 : 0;
    this.question++;
    this.#settle();
    return true;
  }

  /** The other seats play until the class has to move again (or the lesson is over). */
  #settle(): void {
    for (let i = 0; i < 500 && this.run.othersMove; i++) this.run.others();
  }

  /** The moves a student can make now (a phone's table offers them). */
  legal(): Action[] {
    return this.run.waiting ? legalActions(this.run.game) : [];
  }
}

/** The histogram of answers: one bar per move, most chosen first (right ones before wrong ones on a tie). */
export function tally(answers: Iterable<Answer & { name: string }>): Bar[] {
  const bars = new Map<string, Bar>();
  for (const a of answers) {
    const b = bars.get(a.move);
    if (b) {
      b.count++;
      b.names.push(a.name);
    } else bars.set(a.move, { move: a.move, action: a.action, right: a.right, why: a.why, count: 1, names: [a.name] });
  }
  return [...bars.values()].sort((x, y) => y.count - x.count || Number(y.right) - Number(x.right) || x.move.localeCompare(y.move));
}
