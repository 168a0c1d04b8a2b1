/**
 * Lessons: a position and a few goals for the learner (docs/lessons.md).
 *
 * A lesson is data. Its position is a real game: explicit deals (the
 * boneyard may be left out: the rest of the set follows in set order) and the
 * moves that lead to the lesson's first goal, played through the engine; so a
 * lesson never bends a rule. Built-in lessons come from builtin.ts; a lesson
 * in JSON is read by lesson-json.ts (loaded when one is given). Each step has a goal (goals.ts); the other seats'
 * moves in between are the step's `then` list (each used when legal), else the
 * table's own simple choice. {@link LessonRun} follows one learner through a
 * lesson: judges their moves, plays and narrates the others', counts hints and
 * wrong tries and gives the stars.
 */
import { applyAction, createGame, legalActions, info } from '../engine/game.js';
import type { Action, Deal, GameState, Options, Variant } from '../engine/game.js';
import type { HistoryEntry } from '../ai/view.js';
import { goalText, hintFor, judge } from './goals.js';
import type { Goal } from './goals.js';
import { narrate, narrateStart } from './narrate.js';
import type { Msg } from '../words/format.js';
import { m } from '../words/format.js';

/** Text for people: one string, or one per language (`{"en": "…", "pt-BR": "…", "pl": "…"}`); built-in lessons use `@key` (a catalogue entry). */
export type Text = string | Record<string, string>;

/** One step: the goal and, optionally, its sentence, the words on success, the others' next moves and the rules it shows. */
export interface LessonStep {
  goal: Goal;
  text?: Text; // the goal in one sentence (default: from the goal)
  done?: Text; // said when the goal is met, after the rule just used
  then?: Action[]; // the other seats' moves after this step, in order, each used when legal
  rules?: string[]; // rule ids this step shows besides those its narration cites
}

/** A lesson (the JSON format of docs/lessons.md, moves parsed). */
export interface Lesson {
  id: string;
  variant: Variant;
  players: number;
  options: Options;
  names: string[]; // seat names; the learner is "you"
  learner: number;
  open: boolean; // every hand face up
  title: Text;
  intro?: Text;
  summary?: Text; // what was learned
  deals: Deal[];
  moves: Action[]; // from the deal to the lesson's start
  steps: LessonStep[];
  rules: string[]; // rule ids the intro and summary explain
}

/** Sentences that invite the learner's next move (Mexican Train's chain of the opening turn): said no more once the lesson is over. */
const INVITES = new Set(['mt.chain', 'mt.opening']);

/** `msgs` without the sentences inviting `learner` to move again (the lesson is over: no move will be taken). */
export function withoutInvites(msgs: readonly Msg[], learner: number): Msg[] {
  return msgs.filter((x) => !(INVITES.has(x.key) && x.seat === learner));
}

/** The position a lesson starts from, reached through the engine, its history (what every seat saw) and every state from the deal (`states[0]`) to it. */
export function startOf(lesson: Lesson): { game: GameState; history: HistoryEntry[]; states: GameState[] } {
  // A lesson in JSON was replayed once by its reader (lesson-json.ts), which says which move is refused.
  let game = createGame({ variant: lesson.variant, players: lesson.players, options: lesson.options, deals: lesson.deals, seed: 1 });
  const history: HistoryEntry[] = [];
  const states = [game];
  for (const action of lesson.moves) {
    history.push({ seat: game.turn, action });
    states.push((game = applyAction(game, action)));
  }
  return { game, history, states };
}

/** The table's own choice for a seat in a lesson: the heaviest playable tile (a chain stops after one), else draw, else pass. */
export function tableChoice(g: GameState): Action {
  const legal = legalActions(g);
  if (g.chain && legal.some((a) => a.type === 'end-turn') && !g.openDouble) return { type: 'end-turn' };
  const plays = legal.filter((a) => a.type === 'play');
  if (plays.length) return plays.reduce((b, a) => (info(a.tile).pips > info((b as { tile: string }).tile).pips ? a : b));
  return legal.find((a) => a.type === 'draw') ?? legal[0]!;
}

/** A move of the lesson: who, what, the state before and after, and its narration. */
export interface Played {
  seat: number | null;
  action: Action;
  before: GameState;
  after: GameState;
  msgs: Msg[];
}

/** One learner going through a lesson. */
export class LessonRun {
  game: GameState;
  history: HistoryEntry[];
  step = 0; // the goal now (steps.length: all met)
  moves = 0; // learner moves accepted
  hints = 0;
  wrong = 0;
  protected onStep = 0; // moves made for the current goal
  protected queue: Action[] = []; // the others' moves still to come from the last step's `then`
  /** The way to the lesson's position: every state from the deal and the moves between them (its record's start). */
  readonly path: { states: readonly GameState[]; actions: readonly Action[] };

  constructor(readonly lesson: Lesson) {
    const s = startOf(lesson);
    this.game = s.game;
    this.history = s.history;
    this.path = { states: s.states, actions: lesson.moves };
  }

  /** The narration of the position at the start (a round's start when the lesson begins there). */
  opening(): Msg[] {
    return this.lesson.moves.length === 0 || this.lesson.moves.at(-1)?.type === 'next-round' ? narrateStart(this.game) : [];
  }

  /** The current step, or null once every goal is met. */
  get current(): LessonStep | null {
    return this.lesson.steps[this.step] ?? null;
  }

  /** Whether the lesson waits for the learner's move now. */
  get waiting(): boolean {
    const s = this.current;
    if (!s || this.queue.length) return false;
    return s.goal.do === 'next-round' ? this.game.phase === 'round-over' : this.game.phase === 'playing' && this.game.turn === this.lesson.learner;
  }

  /** Whether another seat moves next (call {@link others}). */
  get othersMove(): boolean {
    if (this.game.phase !== 'playing' || this.game.turn === this.lesson.learner) return false;
    return this.queue.length > 0 || this.current !== null;
  }

  /** Whether the lesson is over: every goal met and the others' last moves played. */
  get over(): boolean {
    return this.step >= this.lesson.steps.length && !this.othersMove;
  }

  /** The current goal in one sentence (when the step has no text of its own). */
  goal(): Msg | null {
    const s = this.current;
    return s ? goalText(this.game, s.goal, this.lesson.learner) : null;
  }

  /** The learner's move: refused with a reason, or applied (goal met or on the way) with its narration. */
  attempt(action: Action): { kind: 'wrong'; why: Msg } | { kind: 'progress' | 'done'; played: Played } {
    const s = this.current;
    if (!s || !this.waiting) return { kind: 'wrong', why: m('why.wait-lesson') };
    const v = judge(this.game, s.goal, action, this.lesson.learner, this.onStep);
    if (v.kind === 'wrong') {
      this.wrong++;
      return v;
    }
    const played = this.apply(action, v.after);
    this.moves++;
    this.onStep++;
    if (v.kind === 'done') {
      this.queue = (s.then ?? []).slice();
      this.step++;
      this.onStep = 0;
    }
    return { kind: v.kind, played };
  }

  /** The next move of another seat (its `then` entry when legal, else the table's choice), applied and narrated. */
  others(): Played | null {
    if (!this.othersMove) return null;
    const g = this.game;
    const want = this.queue.shift();
    const action = want && legalActions(g).some((a) => JSON.stringify(a) === JSON.stringify(want)) ? want : tableChoice(g);
    return this.apply(action, applyAction(g, action));
  }

  /** A move that meets the current goal and why (counted as a hint). */
  hint(): { action: Action; why: Msg } | null {
    const s = this.current;
    if (!s || !this.waiting) return null;
    const h = hintFor(this.game, s.goal, this.lesson.learner, this.onStep);
    if (h) this.hints++;
    return h;
  }

  /**
   * Stars: 3 with no hint and no wrong try, 2 with at most two of them (hints and wrong tries together), else 1. A
   * greyed tile tapped to read why it cannot be played is a look, not a try: it is never counted.
   */
  get stars(): 1 | 2 | 3 {
    const cost = this.hints + this.wrong;
    return cost === 0 ? 3 : cost <= 2 ? 2 : 1;
  }

  protected apply(action: Action, after: GameState): Played {
    const before = this.game;
    const seat = before.phase === 'playing' ? before.turn : null;
    this.game = after;
    this.history = action.type === 'next-round' ? [] : [...this.history, { seat, action }];
    return { seat, action, before, after, msgs: narrate(before, action, after) };
  }
}
