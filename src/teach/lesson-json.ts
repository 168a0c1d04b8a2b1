/**
 * Lessons in JSON (docs/lessons.md), from a tutorial writer or made from a
 * record: read, checked and turned into a {@link Lesson}, or refused with a
 * reason ({@link LessonError}, code `bad-lesson`). Loaded when such a lesson is
 * given: the built-in lessons need none of it (builtin.ts).
 */
import { applyAction, createGame, fullSet, normalize, rulesOf, VARIANTS } from '../engine/game.js';
import type { Action, Deal, GameState, Options, Variant } from '../engine/game.js';
import type { Goal } from './goals.js';
import { keyOf, recordActions, replay, stepOf } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import { LessonRun } from './lesson.js';
import type { Lesson, LessonStep, Text } from './lesson.js';

/** Every goal kind (the authoring vocabulary: each is judged in goals.ts). */
export const GOALS: readonly Goal['do'][] = ['play', 'lead', 'score', 'draw', 'draw-until-playable', 'pass', 'end-turn', 'block', 'go-out', 'satisfy-double', 'chain', 'next-round'];
/** The goals each game has of its own besides the shared ones (its kit judges them: src/teach/variants/). */
export const OWN: Record<Variant, readonly Goal['do'][]> = {
  partnership: [],
  draw: [],
  'all-fives': ['score'],
  'mexican-train': ['satisfy-double', 'chain'],
  block: [],
};

/** Bad lesson data (code `bad-lesson`). */
export class LessonError extends Error {
  readonly code = 'bad-lesson';
}

/** Throws a {@link LessonError}. */
export const bad = (msg: string): never => {
  throw new LessonError(msg);
};

/** The compact text of a move: `"6-4@left"`, `"6-6"`, `"draw"`, `"draw@back"`, `"pass"`, `"end-turn"`, `"next-round"`. */
export function moveText(a: Action): string {
  return a.type === 'play' ? (a.at ? `${a.tile}@${a.at}` : a.tile) : a.type === 'draw' && a.from === 'back' ? 'draw@back' : a.type;
}

/** `"6-4@left"`, `"6-6"`, `"draw"`, `"draw@back"`, `"pass"`, `"end-turn"`, `"next-round"` → an action (objects pass through). */
export function parseMove(x: unknown): Action {
  if (x && typeof x === 'object') return x as Action;
  if (typeof x !== 'string') return bad(`a move must be a string such as "6-4@left", not ${JSON.stringify(x)}`);
  const [what, at] = x.trim().split('@') as [string, string | undefined];
  if (what === 'draw') return at ? { type: 'draw', from: at as 'back' } : { type: 'draw' };
  if (what === 'pass' || what === 'end-turn' || what === 'next-round') return { type: what };
  if (!/^\d+-\d+$/.test(what)) return bad(`unknown move "${x}"`);
  return at ? { type: 'play', tile: what, at } : { type: 'play', tile: what };
}

const moves = (x: unknown): Action[] => (x === undefined ? [] : typeof x === 'string' ? x.split(/\s+/).filter(Boolean).map(parseMove) : Array.isArray(x) ? x.map(parseMove) : bad('moves must be a list'));

/** A deal with its boneyard completed: tiles in no hand and not listed follow in set order. */
function fullDeal(d: Deal, max: number): Deal {
  if (!d || !Array.isArray(d.hands)) return bad('each deal needs "hands", one list of tiles per seat');
  const hands = d.hands.map((h) => (typeof h === 'string' ? (h as string).split(/\s+/).filter(Boolean) : h).map((t) => normalize(t, max)));
  const bone = (typeof d.boneyard === 'string' ? (d.boneyard as string).split(/\s+/).filter(Boolean) : d.boneyard ?? []).map((t) => normalize(t, max));
  const used = new Set([...hands.flat(), ...bone]);
  return { ...d, hands, boneyard: [...bone, ...fullSet(max).filter((t) => !used.has(t))] };
}

/** Reads a lesson: an object or JSON text in the format of docs/lessons.md; throws {@link LessonError}. */
export function parseLesson(input: unknown): Lesson {
  let x = input as Record<string, unknown>;
  if (typeof input === 'string') {
    try {
      x = JSON.parse(input) as Record<string, unknown>;
    } catch (e) {
      bad(`the lesson is not valid JSON (${(e as Error).message})`);
    }
  }
  if (!x || typeof x !== 'object') bad('a lesson must be an object');
  const variant = x.variant as Variant;
  if (!VARIANTS.includes(variant)) bad(`unknown variant "${String(x.variant)}"`);
  const max = rulesOf(variant).setMax; // C-1
  const pos = (x.position ?? {}) as { deals?: Deal[]; deal?: Deal; moves?: unknown };
  const deals = (pos.deals ?? (pos.deal ? [pos.deal] : [])).map((d) => fullDeal(d, max));
  if (!deals.length) bad('the lesson needs a position with a deal');
  if (!Array.isArray(x.steps) || !x.steps.length) bad('the lesson needs steps');
  const steps = (x.steps as Record<string, unknown>[]).map((s, i): LessonStep => {
    const goal = s?.goal as Goal;
    if (!goal || !GOALS.includes(goal.do)) bad(`step ${i + 1}: the goal must be one of ${GOALS.join(', ')}`);
    const owners = VARIANTS.filter((v) => OWN[v].includes(goal.do));
    if (owners.length && !OWN[variant].includes(goal.do)) bad(`step ${i + 1}: "${goal.do}" is a goal of ${owners.join(', ')} only`);
    const out: LessonStep = { goal };
    if (s.text !== undefined) out.text = s.text as Text;
    if (s.done !== undefined) out.done = s.done as Text;
    if (s.then !== undefined) out.then = moves(s.then);
    if (Array.isArray(s.rules)) out.rules = s.rules as string[];
    return out;
  });
  const players = Number(x.players ?? deals[0]!.hands.length);
  const lesson: Lesson = {
    id: String(x.id ?? 'custom'),
    variant,
    players,
    options: (x.options ?? {}) as Options,
    names: Array.isArray(x.names) ? (x.names as string[]).map(String) : ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].slice(0, players),
    learner: Number(x.learner ?? 0),
    open: x.open === true,
    title: (x.title ?? String(x.id ?? '')) as Text,
    deals,
    moves: moves(pos.moves),
    steps,
    rules: Array.isArray(x.rules) ? (x.rules as string[]) : [],
  };
  if (x.intro !== undefined) lesson.intro = x.intro as Text;
  if (x.summary !== undefined) lesson.summary = x.summary as Text;
  // The position through the engine: a deal or a move it refuses is named for the author.
  let g: GameState;
  try {
    g = createGame({ variant, players, options: lesson.options, deals, seed: 1 });
  } catch (e) {
    return bad(`the lesson's deal is refused: ${(e as Error).message}`);
  }
  for (const a of lesson.moves) {
    try {
      g = applyAction(g, a);
    } catch (e) {
      return bad(`move "${moveText(a)}" of the position is refused: ${(e as Error).message}`);
    }
  }
  const run = new LessonRun(lesson); // the first goal is the learner's
  if (!run.waiting) bad('at the lesson’s start it must be the learner’s move');
  return lesson;
}

/**
 * A lesson from a record with `expect` entries: the position is the record up
 * to the first expected move; from there every move of that seat is a step
 * whose goal is the recorded move (its note, if any, the goal's words), and
 * the other seats' recorded moves are played between.
 */
export function lessonFromRecord(record: GameRecord): Lesson {
  const states = replay(record);
  const actions = recordActions(record);
  const expected = (record.expect ?? []).map((k) => stepOf(record, k)).filter((k): k is number => k !== null).sort((a, b) => a - b);
  const first = expected[0] ?? 0;
  const last = expected.at(-1) ?? 0;
  const learner = states[first]!.turn ?? 0;
  const steps: Record<string, unknown>[] = [];
  for (let k = first; k <= last; k++) {
    const a = actions[k]!;
    if (a.type === 'next-round' || states[k]!.turn === learner) {
      const goal = a.type === 'play' ? { do: 'play', tile: a.tile, ...(a.at ? { at: a.at } : {}) } : a.type === 'draw' ? { do: 'draw', ...(a.from ? { from: a.from } : {}) } : { do: a.type };
      const note = record.notes?.[keyOf(record, k)];
      steps.push({ goal, then: [], ...(note ? { text: note } : {}) });
    } else (steps.at(-1)!.then as string[]).push(moveText(a));
  }
  return parseLesson({ id: 'custom', variant: record.variant, players: record.players, options: record.options, names: record.names, learner, title: record.notes?.[keyOf(record, 0)] ?? '', position: { deals: record.rounds.map((r) => r.deal), moves: actions.slice(0, first).map(moveText) }, steps });
}

