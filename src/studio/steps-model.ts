/**
 * The steps of a lesson in the studio, without the page: the edits the steps part makes (each a whole new
 * {@link LessonJSON}, the value untouched) and what it shows about each step ({@link analyse}): the position the step
 * starts from (the lesson played by its hints, as the table would), every legal move of the learner judged by the
 * teaching code (accepted, on the way, or wrong with the reason the learner would get), what the other seats reply,
 * and what is wrong with the step. The teaching code of the lesson's game must be loaded first (src/teach/kit.ts
 * `loadKit`, or `catalogue()` in src/teach/messages.ts, which loads it with the words).
 */
import { legalActions } from '../engine/game.js';
import type { Action, GameState, Variant } from '../engine/game.js';
import { GOALS, OWN, moveText, parseLesson } from '../teach/lesson-json.js';
import { LessonRun, tableChoice } from '../teach/lesson.js';
import type { Lesson } from '../teach/lesson.js';
import { judge } from '../teach/goals.js';
import { whyTile } from '../teach/reasons.js';
import { kit } from '../teach/kit.js';
import type { Goal } from '../teach/types.js';
import type { Msg } from '../words/format.js';
import type { LessonJSON, StepJSON, TextJSON } from './types.js';

/** The goal kinds a lesson of `variant` may use: the shared ones and the game's own (docs/lessons.md "Goals"). */
export function goalKinds(variant: Variant): Goal['do'][] {
  const owned = new Set(Object.values(OWN).flat());
  return GOALS.filter((k) => !owned.has(k) || (OWN[variant] ?? []).includes(k));
}

/** A new goal of kind `kind` with its parameters at their defaults. */
export function defaultGoal(kind: Goal['do']): Goal {
  return kind === 'chain' ? { do: 'chain', min: 2 } : ({ do: kind } as Goal);
}

/** The words a goal's `at` may use besides the concrete places: those the game of `g` knows (`own`, `marked`, `spinner`). */
export function placeWords(g: GameState, learner: number): string[] {
  const at = kit(g.variant).goals?.at;
  return at ? ['own', 'marked', 'spinner'].filter((w) => at(g, w, learner) !== undefined) : [];
}

/** The concrete places a tile may go to in `g` (the layout's open ends and trains, and where its legal plays go). */
export function placesOf(g: GameState): string[] {
  const out = new Set<string>(Object.keys(g.ends ?? {}));
  for (const a of legalActions(g)) if (a.type === 'play' && a.at) out.add(a.at);
  return [...out];
}

// ---------------------------------------------------------------- texts

/** The string of `text` in `lang` exactly (a plain string is English), '' when there is none. */
export function textIn(text: TextJSON | undefined, lang: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return lang === 'en' ? text : '';
  return text[lang] ?? '';
}

/** `text` with its `lang` string set to `s` ('' removes it); undefined when no language is left. */
export function withText(text: TextJSON | undefined, lang: string, s: string): TextJSON | undefined {
  const rec: Record<string, string> = typeof text === 'string' ? (text ? { en: text } : {}) : { ...(text ?? {}) };
  if (s) rec[lang] = s;
  else delete rec[lang];
  const langs = Object.keys(rec);
  if (!langs.length) return undefined;
  return langs.length === 1 && langs[0] === 'en' && typeof text !== 'object' ? rec.en : rec;
}

/** An object without its undefined fields (the value stays plain JSON). */
function clean<T extends object>(x: T): T {
  return Object.fromEntries(Object.entries(x).filter(([, v]) => v !== undefined)) as T;
}

// ---------------------------------------------------------------- edits (each returns a new value)

const withSteps = (lesson: LessonJSON, steps: StepJSON[]): LessonJSON => ({ ...lesson, steps });
const within = (lesson: LessonJSON, i: number): boolean => Number.isInteger(i) && i >= 0 && i < lesson.steps.length;
const editStep = (lesson: LessonJSON, i: number, f: (s: StepJSON) => StepJSON): LessonJSON =>
  within(lesson, i) ? withSteps(lesson, lesson.steps.map((s, k) => (k === i ? clean(f(s)) : s))) : lesson;

/** A new step (goal: play any tile that fits) after step `after` (default: at the end). */
export function addStep(lesson: LessonJSON, after = lesson.steps.length - 1): LessonJSON {
  const steps = lesson.steps.slice();
  steps.splice(Math.max(0, Math.min(steps.length, after + 1)), 0, { goal: { do: 'play' } });
  return withSteps(lesson, steps);
}

/** The lesson without step `i` (its only step stays: a lesson needs one). */
export function removeStep(lesson: LessonJSON, i: number): LessonJSON {
  if (!within(lesson, i) || lesson.steps.length < 2) return lesson;
  return withSteps(lesson, lesson.steps.filter((_, k) => k !== i));
}

/** Step `i` moved to place `to`. */
export function moveStep(lesson: LessonJSON, i: number, to: number): LessonJSON {
  if (!within(lesson, i) || !within(lesson, to) || i === to) return lesson;
  const steps = lesson.steps.slice();
  const [s] = steps.splice(i, 1);
  steps.splice(to, 0, s!);
  return withSteps(lesson, steps);
}

/** Step `i` with goal `goal` (its parameters without empty ones). */
export function setGoal(lesson: LessonJSON, i: number, goal: Goal): LessonJSON {
  const g = clean({ ...goal }) as Goal & { tile?: string | string[]; at?: string | string[] };
  if (Array.isArray(g.tile) && !g.tile.length) delete g.tile;
  if (Array.isArray(g.at) && !g.at.length) delete g.at;
  return editStep(lesson, i, (s) => ({ ...s, goal: g }));
}

/** Step `i` with its `field` text in `lang` set to `s`. */
export function setStepText(lesson: LessonJSON, i: number, field: 'text' | 'done', lang: string, s: string): LessonJSON {
  return editStep(lesson, i, (st) => ({ ...st, [field]: withText(st[field], lang, s) }));
}

/** The lesson with its `field` text in `lang` set to `s`. */
export function setLessonText(lesson: LessonJSON, field: 'title' | 'intro' | 'summary', lang: string, s: string): LessonJSON {
  return clean({ ...lesson, [field]: withText(lesson[field], lang, s) });
}

/** Step `i` with the other seats' replies `moves` (none: the table plays them). */
export function setThen(lesson: LessonJSON, i: number, moves: string[]): LessonJSON {
  return editStep(lesson, i, (s) => ({ ...s, then: moves.length ? moves : undefined }));
}

/** The replies of step `i` as a list. */
export function thenOf(step: StepJSON): string[] {
  const t = step.then;
  return t === undefined ? [] : typeof t === 'string' ? t.split(/\s+/).filter(Boolean) : t.slice();
}

/** Step `i` showing rule `id` too. */
export function addRule(lesson: LessonJSON, i: number, id: string): LessonJSON {
  return editStep(lesson, i, (s) => ({ ...s, rules: s.rules?.includes(id) ? s.rules : [...(s.rules ?? []), id] }));
}

/** Step `i` without rule `id`. */
export function removeRule(lesson: LessonJSON, i: number, id: string): LessonJSON {
  return editStep(lesson, i, (s) => {
    const rules = (s.rules ?? []).filter((r) => r !== id);
    return { ...s, rules: rules.length ? rules : undefined };
  });
}

// ---------------------------------------------------------------- what the steps do

/** A learner's move at a step, judged as the table would judge it. */
export interface JudgedMove {
  action: Action;
  /** Its compact text (`"6-4@left"`, `"draw"`). */
  move: string;
  /** `done`: meets the goal; `progress`: on the way (a draw of "draw until a tile fits"); `wrong`: refused with `why`. */
  verdict: 'done' | 'progress' | 'wrong';
  why?: Msg;
}

/** A move of another seat after a step: recorded in `then` (`recorded`, and whether it was `used`: legal there), or the table's own. */
export interface Reply {
  seat: number;
  action: Action;
  move: string;
  recorded: boolean;
  /** A recorded reply that was not legal where it came (the table played its own move instead: `action`). */
  skipped?: string;
}

/** What is wrong with a step: `error` makes the lesson unusable, `warning` goes against docs/lessons.md's advice. */
export interface StepIssue {
  code: 'unmeetable' | 'all-meet' | 'unreached' | 'not-learner' | 'reply-skipped' | 'replies-left';
  severity: 'error' | 'warning';
  params?: Record<string, string | number>;
}

/** A step as the studio shows it. */
export interface StepInfo {
  /** The position the step starts from (null: not reached, an earlier step is broken). */
  game: GameState | null;
  /** Every legal move of the learner there, judged against the step's goal. */
  moves: JudgedMove[];
  /** The learner's tiles that cannot be played there, each with the reason a tap on it gives (a wrong try too). */
  misfits: { tile: string; why: Msg }[];
  /** The learner's moves the table's hints make for the step (what the next step starts after). */
  expected: Action[];
  /** The other seats' moves after the step, until the learner's next turn. */
  replies: Reply[];
  /** The next reply that can be recorded: the seat to move after the recorded ones, its legal moves and the table's own choice (none after the last step: the lesson ends with it). */
  next: { seat: number; options: Action[]; table: Action } | null;
  issues: StepIssue[];
}

/** A lesson as the steps part shows it. */
export interface Analysis {
  /** Why the lesson's position cannot be used (set it up first), else null. */
  position: string | null;
  /** Why the element refuses the lesson (a step's goal the game has not), else null. */
  refused: string | null;
  lesson: Lesson | null;
  steps: StepInfo[];
  /** The lesson is taken by the element, every step's goal can be met and its hints play it to the end. */
  valid: boolean;
}

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);
const blank = (issues: StepIssue[] = []): StepInfo => ({ game: null, moves: [], misfits: [], expected: [], replies: [], next: null, issues });

/** What each step of `value` does (see {@link Analysis}); never throws. */
export function analyse(value: LessonJSON): Analysis {
  let lesson: Lesson;
  try {
    lesson = parseLesson(value);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    try {
      parseLesson({ ...value, steps: [{ goal: { do: 'pass' } }] });
    } catch (e2) {
      return { position: e2 instanceof Error ? e2.message : String(e2), refused: why, lesson: null, steps: value.steps?.map(() => blank()) ?? [], valid: false };
    }
    return { position: null, refused: why, lesson: null, steps: value.steps.map(() => blank()), valid: false };
  }
  try {
    return walk(lesson);
  } catch (e) {
    return { position: null, refused: e instanceof Error ? e.message : String(e), lesson, steps: lesson.steps.map(() => blank()), valid: false };
  }
}

function walk(lesson: Lesson): Analysis {
  const run = new LessonRun(lesson);
  const learner = lesson.learner;
  const steps: StepInfo[] = [];
  let alive = true;
  for (let i = 0; i < lesson.steps.length; i++) {
    if (!alive) {
      steps.push(blank([{ code: 'unreached', severity: 'error' }]));
      continue;
    }
    const info = blank();
    steps.push(info);
    if (!run.waiting) {
      info.issues.push({ code: 'not-learner', severity: 'error' });
      alive = false;
      continue;
    }
    const g = run.game;
    const goal = lesson.steps[i]!.goal;
    info.game = g;
    info.moves = legalActions(g).map((action) => {
      const v = judge(g, goal, action, learner, 0);
      return v.kind === 'wrong' ? { action, move: moveText(action), verdict: 'wrong' as const, why: v.why } : { action, move: moveText(action), verdict: v.kind };
    });
    info.misfits = (g.hands[learner] ?? []).flatMap((tile) => {
      const why = whyTile(g, tile);
      return why ? [{ tile, why }] : [];
    });
    if (!info.moves.some((x) => x.verdict !== 'wrong')) {
      info.issues.push({ code: 'unmeetable', severity: 'error' });
      alive = false;
      continue;
    }
    // A wrong try the learner can make at the table: a tile of the hand that does not fit, or a legal move that misses the goal.
    const canErr = info.moves.some((x) => x.verdict === 'wrong') || info.misfits.length > 0;
    if (goal.do !== 'next-round' && !canErr) info.issues.push({ code: 'all-meet', severity: 'warning' });
    // The learner's moves the hints make, until the goal is met (the others move between where the game says so).
    for (let guard = 0; guard < 60 && run.step === i; guard++) {
      if (!run.waiting) {
        if (run.othersMove) run.others();
        else break;
        continue;
      }
      const h = run.hint();
      if (!h) break;
      run.attempt(h.action);
      info.expected.push(h.action);
    }
    if (run.step === i) {
      info.issues.push({ code: 'unmeetable', severity: 'error' });
      alive = false;
      continue;
    }
    // The replies: the recorded ones in order (each used when legal), then the table's own, until the learner's turn.
    const then = lesson.steps[i]!.then ?? [];
    let k = 0;
    for (let guard = 0; guard < 200 && run.othersMove && !run.waiting; guard++) {
      const before = run.game;
      const want = k < then.length ? then[k++] : undefined;
      if (want === undefined && !info.next && before.phase === 'playing') info.next = { seat: before.turn ?? 0, options: legalActions(before), table: tableChoice(before) };
      const p = run.others();
      if (!p) break;
      const reply: Reply = { seat: p.seat ?? before.turn ?? 0, action: p.action, move: moveText(p.action), recorded: want !== undefined };
      if (want && !same(want, p.action)) {
        reply.skipped = moveText(want);
        info.issues.push({ code: 'reply-skipped', severity: 'warning', params: { move: moveText(want), n: k } });
      }
      info.replies.push(reply);
    }
    if (k < then.length) {
      // Replies left when the learner moves next: the table would wait for them for ever.
      const last = i === lesson.steps.length - 1;
      info.issues.push({ code: 'replies-left', severity: last ? 'warning' : 'error', params: { n: then.length - k } });
      if (!last) {
        alive = false;
        continue;
      }
    }
  }
  const valid = alive && run.over && steps.every((s) => s.issues.every((x) => x.severity !== 'error'));
  return { position: null, refused: null, lesson, steps, valid };
}

const PROBLEM_TEXT: Record<StepIssue['code'], (n: number, p: Record<string, string | number>) => string> = {
  unmeetable: (n) => `step ${n}: no move of the learner meets its goal there`,
  'all-meet': (n) => `step ${n}: every move meets its goal (no wrong try left)`,
  unreached: (n) => `step ${n}: never reached (an earlier step cannot be done)`,
  'not-learner': (n) => `step ${n}: it is not the learner's move there`,
  'reply-skipped': (n, p) => `step ${n}: reply ${p.n} "${p.move}" is not legal there`,
  'replies-left': (n, p) => `step ${n}: ${p.n} more replies than moves before the learner's turn`,
};

/**
 * The steps' errors as content problems (`steps/<i>/goal` or `steps/<i>/then`, code `goal-unmeetable`,
 * `replies-left`, `not-learner`, `step-unreached`, English messages), [] when the hints play the lesson to its end: for
 * a check that refuses to publish such a lesson. The lesson's own refusal (parseLesson's) is problemsOf's, not repeated
 * here. Needs the game's rules and teaching code loaded (see the module comment).
 */
export function stepProblems(value: LessonJSON): { path: string; code: string; message: string }[] {
  const a = analyse(value);
  if (a.refused || a.position) return [];
  const code: Partial<Record<StepIssue['code'], string>> = { unmeetable: 'goal-unmeetable', 'replies-left': 'replies-left', 'not-learner': 'not-learner', unreached: 'step-unreached' };
  return a.steps.flatMap((s, i) =>
    s.issues
      .filter((x) => x.severity === 'error')
      .map((x) => ({ path: `steps/${i}/${x.code === 'replies-left' ? 'then' : x.code === 'unmeetable' ? 'goal' : ''}`.replace(/\/$/, ''), code: code[x.code] ?? x.code, message: PROBLEM_TEXT[x.code](i + 1, x.params ?? {}) })),
  );
}
