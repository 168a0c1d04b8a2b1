/**
 * Lesson goals: what the learner must do at a step, stated in one sentence,
 * and every move that meets it accepted. A move is judged against the real
 * engine: an illegal one gets the rule's reason (reasons.ts), a legal one that
 * misses the goal gets a reason computed from the position ("that scores
 * nothing: the ends would add to 13"). Some goals take several moves (drawing
 * until a tile fits, an opening chain): the moves on the way are "progress".
 */
import { applyAction, info, legalActions } from '../engine/index.js';
import type { Action, GameState, Tile } from '../engine/index.js';
import { m, terms } from './format.js';
import type { Msg } from './format.js';
import { openNumbers } from './tell.js';
import { kit } from './kit.js';
import { whyNot } from './reasons.js';

/**
 * A goal. `play`: any legal tile, or one of `tile`, optionally at one of `at`
 * (a place, or `own` = the learner's train, `marked` = another player's marked
 * train, `spinner` = up or down); `block: false` refuses a play that blocks the
 * game. `score`: All Fives, a play scoring at least `min` (5). `chain`: Mexican
 * Train, `min` tiles in a row on one train this turn.
 */
export type Goal =
  | { do: 'play'; tile?: Tile | Tile[]; at?: string | string[]; block?: false }
  | { do: 'lead' }
  | { do: 'score'; min?: number }
  | { do: 'draw'; from?: 'front' | 'back' }
  | { do: 'draw-until-playable'; from?: 'front' | 'back' }
  | { do: 'pass' }
  | { do: 'end-turn' }
  | { do: 'block' }
  | { do: 'go-out' }
  | { do: 'satisfy-double' }
  | { do: 'chain'; min: number }
  | { do: 'next-round' };

/** A judged move: refused with a reason, accepted on the way to the goal, or the goal met. */
export type Verdict = { kind: 'wrong'; why: Msg } | { kind: 'progress'; after: GameState } | { kind: 'done'; after: GameState };

const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** The concrete places a goal's `at` names, for the learner in `g`. */
function places(g: GameState, at: string | string[] | undefined, learner: number): string[] {
  return list(at).flatMap((p) =>
    p === 'own' ? [`train-${learner}`] : p === 'marked' ? (g.markers ?? []).filter((s) => s !== learner).map((s) => `train-${s}`) : p === 'spinner' ? ['up', 'down'] : [p],
  );
}

/** The tiles of a layout's open numbers still out of sight: in the other hands or the boneyard (a tile is in one place only, C-1). */
function unseen(g: GameState, hand: readonly Tile[]): Tile[] {
  const ends = new Set(Object.values(g.ends ?? {}));
  return [...g.hands.flat(), ...g.boneyard].filter((t) => !hand.includes(t) && (ends.has(info(t).hi) || ends.has(info(t).lo)));
}

/** Judges `action` by the learner (seat `learner`) against `goal` in `g`; `done` counts the moves already made for this goal. */
export function judge(g: GameState, goal: Goal, action: Action, learner: number, done = 0): Verdict {
  const why = whyNot(g, action);
  if (why) return { kind: 'wrong', why };
  const after = applyAction(g, action);
  const ok = { kind: 'done' as const, after };
  const on = { kind: 'progress' as const, after };
  const wrong = (key: string, params: Record<string, string | number> = {}, rule?: string): Verdict => ({ kind: 'wrong', why: m(key, params, learner, rule) });
  const t = action.type;
  const playing = t === 'play';
  switch (goal.do) {
    case 'next-round':
    case 'pass':
    case 'end-turn':
      if (t === goal.do) return ok;
      return goal.do === 'end-turn' ? wrong('wrong.stop', {}, 'M-6') : wrong('wrong.other');
    case 'draw':
    case 'draw-until-playable':
      if (t !== 'draw') return wrong('wrong.other');
      if (goal.from && (action.from ?? 'front') !== goal.from) return wrong(goal.from === 'back' ? 'wrong.draw-back' : 'wrong.draw-front', {}, 'D-16');
      if (goal.do === 'draw') return ok;
      return after.turn === learner && legalActions(after).some((a) => a.type === 'play') ? ok : after.turn === learner ? on : ok;
    case 'lead':
      return playing && !action.at ? ok : wrong('wrong.other');
    case 'play': {
      if (!playing) return wrong('wrong.other');
      const tiles = list(goal.tile);
      if (tiles.length && !tiles.includes(action.tile)) return wrong('wrong.tile', { tile: action.tile, tiles: tiles.join(',') });
      const want = places(g, goal.at, learner);
      if (want.length && !want.includes(action.at ?? '')) return wrong('wrong.place', { place: action.at ?? '', want: want[0]! });
      if (goal.block === false && after.result?.reason === 'blocked') return wrong('wrong.blocks', { pips: after.result.teamPips?.[0] ?? 0 }, 'P-11');
      return ok;
    }
    case 'score': {
      if (!playing) return wrong('wrong.other');
      const min = goal.min ?? 5;
      const got = after.lastScore ?? 0;
      if (got >= min) return ok;
      const sum = terms(kit(g.variant).terms?.(after) ?? []);
      return got ? wrong('wrong.score-low', { points: got, min }, 'F-9') : wrong('wrong.score0', { sum, count: after.count ?? 0 }, 'F-8, F-9');
    }
    case 'block': {
      if (!playing) return wrong('wrong.other');
      if (after.result?.reason === 'blocked') return ok;
      const out = unseen(after, after.hands[learner] ?? []);
      return wrong('wrong.no-block', { ends: openNumbers(after), n: out.length }, g.variant === 'partnership' ? 'P-8' : 'C-11');
    }
    case 'go-out': {
      if (!playing) return wrong('wrong.other');
      if ((after.hands[learner]?.length ?? 1) === 0) return ok;
      if (after.turn === learner && after.phase === 'playing') return on; // e.g. a double to cover first
      return wrong('wrong.not-out', { n: after.hands[learner]?.length ?? 0 });
    }
    case 'satisfy-double':
      if (!playing) return wrong('wrong.other');
      if (g.openDouble && action.at === g.openDouble) return ok;
      return after.openDouble && after.turn === learner ? on : wrong('wrong.other');
    case 'chain': {
      if (!playing) return t === 'end-turn' ? wrong('wrong.chain-more', { n: goal.min - done }, 'M-6') : wrong('wrong.other');
      if (done + 1 >= goal.min) return ok;
      return after.turn === learner ? on : ok;
    }
  }
}

/** The goal in one sentence (when the author gave none). */
export function goalText(g: GameState, goal: Goal, learner: number): Msg {
  const s = learner;
  switch (goal.do) {
    case 'play': {
      const tiles = list(goal.tile);
      const at = list(goal.at)[0];
      if (at === 'own') return m('goal.own', {}, s, 'M-5');
      if (at === 'mexican') return m('goal.mexican', {}, s, 'M-12');
      if (at === 'marked') return m('goal.marked', { owner: (g.markers ?? []).find((x) => x !== learner) ?? 0 }, s, 'M-8');
      if (at === 'spinner' || at === 'up' || at === 'down') return m('goal.spinner', {}, s, 'F-6');
      if (goal.block === false) return m('goal.no-block', {}, s, 'P-11');
      if (tiles.length) return m('goal.tiles', { tiles: tiles.join(',') }, s);
      return m(g.openDouble ? 'goal.satisfy' : 'goal.match', {}, s, g.variant === 'mexican-train' ? 'M-7' : 'C-6');
    }
    case 'score':
      return m('goal.score', { min: goal.min ?? 5 }, s, 'F-9');
    case 'chain':
      return m('goal.chain', { min: goal.min }, s, 'M-6');
    case 'draw-until-playable':
      return m(goal.from === 'back' ? 'goal.draw-back' : 'goal.draw-until', {}, s, goal.from === 'back' ? 'D-16' : g.variant === 'draw' ? 'D-7' : 'F-10');
    case 'draw':
      return m(goal.from === 'back' ? 'goal.draw-back' : 'goal.draw', {}, s, goal.from === 'back' ? 'D-16' : 'M-10');
    case 'satisfy-double':
      return m('goal.satisfy', {}, s, 'M-9');
    default:
      return m(`goal.${goal.do}`, {}, s);
  }
}

/** A move that meets the goal (the goal itself preferred over a move on the way) and why, or null. */
export function hintFor(g: GameState, goal: Goal, learner: number, done = 0): { action: Action; why: Msg } | null {
  let best: { action: Action; after: GameState; rank: number } | null = null;
  for (const action of legalActions(g)) {
    const v = judge(g, goal, action, learner, done);
    if (v.kind === 'wrong') continue;
    const rank = (v.kind === 'done' ? 1000 : 0) + (goal.do === 'score' ? v.after.lastScore ?? 0 : 0);
    if (!best || rank > best.rank) best = { action, after: v.after, rank };
  }
  if (!best) return null;
  const { action, after } = best;
  const s = learner;
  // turn.draw's .you form: "You have no 5: draw a tile."
  if (action.type === 'draw') return { action, why: m(g.variant === 'mexican-train' ? 'hint.mt-draw' : action.from === 'back' ? 'hint.draw-back' : 'turn.draw', { ends: openNumbers(g) }, s) };
  if (action.type !== 'play') return { action, why: m(`hint.${action.type}`, {}, s) };
  const p = { tile: action.tile, place: action.at ?? '' };
  if (!action.at) return { action, why: m('hint.lead', p, s) };
  const value = g.variant === 'mexican-train' ? g.trains?.[action.at] ?? Number(/^(\d+)/.exec(g.engine ?? '0')?.[1]) : g.ends?.[action.at] ?? '';
  if (goal.do === 'score') return { action, why: m('hint.score', { ...p, sum: terms(kit(g.variant).terms?.(after) ?? []), count: after.count ?? 0 }, s) };
  if (goal.do === 'block') return { action, why: m('hint.block', { ...p, ends: openNumbers(after) }, s) };
  if (goal.do === 'go-out' && after.hands[learner]?.length === 0) return { action, why: m('hint.out', p, s) };
  if (g.openDouble === action.at) return { action, why: m('hint.cover', { ...p, value }, s) };
  return { action, why: m('hint.match', { ...p, value }, s) };
}
