/**
 * Puzzles (issue 20, docs/puzzles.md): one decision from a real game where one move is clearly better than the rest
 * with only what the deciding seat could see. A puzzle is data in the lessons' authoring format (a position: deals
 * and the moves that lead to it, names, options) plus its options' values: every option within the tolerance of the
 * best is accepted; any other legal move is played, answered by its punishing reply (the other seats' next moves,
 * played out) and its reason, and the position can be tried again.
 *
 * The built-in puzzles (src/teach/puzzles/, made by `npm run puzzles`, scripts/content/build-puzzles.ts) were valued
 * by the move review's evaluator (src/ai/review.ts) over the hidden tiles sampled from the seat's view: their
 * values, replies and reasons are stored, so solving one needs no computer player. {@link PuzzleRun} follows one
 * person through one puzzle; {@link rate} moves a puzzle rating and a streak (kept with `persist`: ./puzzle-progress.ts).
 */
import { applyAction, legalActions, normalize, rulesOf } from '../engine/game.js';
import type { Action, GameState, Variant } from '../engine/game.js';
import type { Msg } from '../words/format.js';
import { m } from '../words/format.js';
import { bad, moveText, parseLesson, parseMove } from './lesson-json.js';
import { LessonRun, startOf, tableChoice } from './lesson.js';
import type { Lesson, Text } from './lesson.js';
import { whyNot } from './reasons.js';

/** What a puzzle teaches (its theme). */
export const THEMES = ['block', 'go-out', 'count', 'score-fives', 'cover-double', 'keep-number', 'partner'] as const;
/** One of {@link THEMES}. */
export type Theme = (typeof THEMES)[number];

/** The loss (in the review's measure of a hand: points, docs/review.md) within which a move counts as the best, per variant. */
export const TOLERANCE: Record<Variant, number> = { partnership: 1.5, draw: 1.5, block: 1.5, 'all-fives': 2, 'mexican-train': 3 };

/** One option of a puzzle: its move, its value, the other seats' reply to it and why it is worse than the best (for a wrong one). */
export interface PuzzleOption {
  action: Action;
  value: number | null; // expected points for the puzzle's seat (null: an author's puzzle without values)
  reply: Action[]; // the other seats' next moves after it (until the seat's next turn or the hand's end)
  why: Msg[] | Text | null; // the reason (built-in: measured, language-free; an author's: text)
}

/** A puzzle, read. */
export interface Puzzle {
  id: string;
  variant: Variant;
  theme: Theme;
  rating: number; // difficulty, on the puzzle rating's scale (about 800–2200)
  lesson: Lesson; // the position (its one step: find the best move)
  options: PuzzleOption[]; // best first
  tolerance: number;
}

/** An entry of the built-in puzzles' list (`DominoTable.puzzles`). */
export interface PuzzleInfo {
  id: string;
  variant: Variant;
  theme: Theme;
  rating: number;
}

const sameMove = (a: Action, b: Action): boolean => a.type === b.type && (a as { tile?: string }).tile === (b as { tile?: string }).tile && ((a as { at?: string }).at ?? '') === ((b as { at?: string }).at ?? '');

/** The other seats' moves after `action`, by the table's own choice (an author's puzzle without replies): until the seat moves again or the hand ends. */
function replyOf(g: GameState, seat: number): Action[] {
  const out: Action[] = [];
  for (let k = 0; k < 12 && g.phase === 'playing' && g.turn !== seat; k++) {
    const a = tableChoice(g);
    out.push(a);
    g = applyAction(g, a);
  }
  return out;
}

const list = (x: unknown): unknown[] => (x === undefined ? [] : typeof x === 'string' ? x.split(/\s+/).filter(Boolean) : Array.isArray(x) ? x : bad('moves must be a list'));

/**
 * Reads a puzzle (an object or JSON text, docs/puzzles.md): a lesson's position and names, `theme`, `rating`, and
 * either `choices` (`[{ "move": "6-4@left", "value": 3.2, "reply": "4-4@left pass", "why": "…" }]`, every legal
 * option of the decision; those within `tolerance` of the best are accepted) or `answer` (the accepted moves; any
 * other legal move is answered by the table's own reply). Throws a LessonError (`bad-lesson`) naming what is wrong.
 */
export function parsePuzzle(input: unknown): Puzzle {
  let x = input as Record<string, unknown>;
  if (typeof input === 'string') {
    try {
      x = JSON.parse(input) as Record<string, unknown>;
    } catch (e) {
      return bad(`the puzzle is not valid JSON (${(e as Error).message})`);
    }
  }
  if (!x || typeof x !== 'object' || Array.isArray(x)) return bad('a puzzle must be an object');
  const { choices: _c, answer: _a, ...rest } = x;
  const lesson = parseLesson({ ...rest, steps: [{ goal: { do: 'play' }, text: x.text ?? '@pz.goal' }], title: x.title ?? '' });
  const { game } = startOf(lesson);
  const seat = lesson.learner;
  if (game.phase !== 'playing' || game.turn !== seat) bad('at the puzzle’s start it must be the learner’s move');
  const legal = legalActions(game).filter((a) => a.type === 'play' || a.type === 'end-turn' || a.type === 'draw' || a.type === 'pass');
  const max = rulesOf(lesson.variant).setMax;
  const read = (v: unknown): Action => {
    const a = parseMove(v);
    const t = a.type === 'play' ? { ...a, tile: normalize(a.tile, max) } : a;
    const found = legal.find((l) => sameMove(l, t));
    return found ?? bad(`"${typeof v === 'string' ? v : moveText(a)}" is not a legal move in the puzzle’s position`);
  };
  let options: PuzzleOption[];
  let tolerance = typeof x.tolerance === 'number' && x.tolerance >= 0 ? x.tolerance : TOLERANCE[lesson.variant];
  if (Array.isArray(x.choices) && x.choices.length) {
    options = (x.choices as Record<string, unknown>[]).map((o, i) => {
      if (!o || typeof o !== 'object') return bad(`choice ${i + 1} must be an object with a "move"`);
      const action = read(o.move);
      const value = typeof o.value === 'number' && isFinite(o.value) ? o.value : bad(`choice ${i + 1} ("${String(o.move)}") needs a number "value"`);
      const reply = o.reply === undefined ? replyOf(applyAction(game, action), seat) : list(o.reply).map(parseMove);
      return { action, value, reply, why: (o.why ?? null) as PuzzleOption['why'] };
    });
    options.sort((a, b) => b.value! - a.value!);
  } else if (x.answer !== undefined) {
    const accept = list(x.answer).map(read);
    if (!accept.length) bad('the puzzle’s "answer" lists no move');
    options = legal.map((action) => ({ action, value: accept.some((a) => sameMove(a, action)) ? 1 : 0, reply: replyOf(applyAction(game, action), seat), why: null }));
    options.sort((a, b) => b.value! - a.value!);
    tolerance = 0; // 1 accepted, 0 not
  } else return bad('the puzzle needs "choices" (with values) or "answer"');
  if (options.every((o) => options[0]!.value! - o.value! <= tolerance)) bad('every option of the puzzle is accepted: nothing to find');
  const theme = (THEMES as readonly string[]).includes(String(x.theme)) ? (x.theme as Theme) : bad(`the theme must be one of ${THEMES.join(', ')}`);
  const rating = typeof x.rating === 'number' && isFinite(x.rating) ? Math.round(x.rating) : 1500;
  return { id: String(x.id ?? 'custom'), variant: lesson.variant, theme, rating, lesson, options, tolerance };
}

/** Whether `action` is accepted in `p` (within the tolerance of the best). */
export function accepted(p: Puzzle, action: Action): boolean {
  const o = p.options.find((x) => sameMove(x.action, action));
  return !!o && p.options[0]!.value! - o.value! <= p.tolerance + 1e-9;
}

/** The option of `action` in `p`, or null (not one of the puzzle's options). */
export function optionOf(p: Puzzle, action: Action): PuzzleOption | null {
  return p.options.find((x) => sameMove(x.action, action)) ?? null;
}

/** The puzzle of the day among `list`: the same for everyone on the same date (UTC), a different one each day. */
export function daily<T>(list: readonly T[], date: Date = new Date()): T | null {
  if (!list.length) return null;
  const day = Math.floor(date.getTime() / 86400000);
  let h = Math.imul(day ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return list[(h >>> 0) % list.length]!;
}

/**
 * One person solving one puzzle: the lesson run with the puzzle's judge. A legal move that is not accepted is a try
 * that fails: it is played, its reply follows, and {@link again} sets the position up again. An accepted move solves
 * the puzzle (its own reply follows). `tries` counts the moves tried; a hint (the answer shown) counts as a failed try.
 */
export class PuzzleRun extends LessonRun {
  tries = 0;
  solved = false;
  /** The last failed try's option (its reason and reply), until the position is set up again. */
  failed: PuzzleOption | null = null;
  /** Whether the first try solved it (no hint): what the rating counts. */
  firstTry: boolean | null = null;

  constructor(readonly puzzle: Puzzle) {
    super(puzzle.lesson);
  }

  /** The learner's move (see the class comment). An illegal move is refused with its rule's reason and is no try. */
  override attempt(action: Action): ReturnType<LessonRun['attempt']> {
    if (!this.waiting || this.solved || this.failed) return { kind: 'wrong', why: m('why.wait-lesson') };
    const why = whyNot(this.game, action);
    if (why) return { kind: 'wrong', why };
    const opt = optionOf(this.puzzle, action);
    if (!opt) return { kind: 'wrong', why: m('pz.other') }; // (a draw or pass where the puzzle is about a play)
    this.tries++;
    const ok = accepted(this.puzzle, action);
    this.firstTry ??= ok && this.hints === 0;
    if (ok) this.solved = true;
    else {
      this.failed = opt;
      this.wrong++;
    }
    const played = this.apply(action, applyAction(this.game, action));
    this.moves++;
    this.queue = opt.reply.slice();
    this.step++;
    return { kind: 'done', played };
  }

  /** The answer: the best move and the theme's sentence (the first try then counts as failed). */
  override hint(): { action: Action; why: Msg } | null {
    if (!this.waiting || this.solved || this.failed) return null;
    this.hints++;
    this.firstTry ??= false;
    return { action: this.puzzle.options[0]!.action, why: m(`pz.theme.${this.puzzle.theme}`) };
  }

  /** The position set up again after a failed try (tries and hints are kept). */
  again(): void {
    const s = startOf(this.lesson);
    this.game = s.game;
    this.history = s.history;
    this.step = 0;
    this.onStep = 0;
    this.queue = [];
    this.failed = null;
  }

  /** Whether the puzzle is over: solved and its reply played. */
  override get over(): boolean {
    return this.solved && super.over;
  }

  /** Whether a failed try's reply has been played out (the position can be tried again). */
  get retry(): boolean {
    return this.failed !== null && !this.othersMove;
  }
}

/** A puzzle rating and streak. */
export interface PuzzleScore {
  rating: number;
  streak: number;
  played: number; // puzzles rated so far
}

/**
 * The person's new rating and streak after a puzzle of difficulty `rating` (an Elo update, as chess puzzle sites
 * do: `won` when the first try solved it). K is 40 over the first 20 puzzles, then 20.
 */
export function rate(score: PuzzleScore, rating: number, won: boolean): PuzzleScore {
  const expected = 1 / (1 + 10 ** ((rating - score.rating) / 400));
  const k = score.played < 20 ? 40 : 20;
  return { rating: Math.round(score.rating + k * ((won ? 1 : 0) - expected)), streak: won ? score.streak + 1 : 0, played: score.played + 1 };
}
