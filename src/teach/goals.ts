/**
 * Lesson goals: what the learner must do at a step, stated in one sentence,
 * and every move that meets it accepted. A move is judged against the real
 * engine: an illegal one gets the rule's reason (reasons.ts), a legal one that
 * misses the goal gets a reason computed from the position ("that scores
 * nothing: the ends would add to 13"). Some goals take several moves (drawing
 * until a tile fits, an opening chain): the moves on the way are "progress".
 * The goals and places only one game has (All Fives' score and spinner,
 * Mexican Train's trains, chain and double to cover) are its kit's
 * ({@link GoalHooks}, in src/teach/variants/).
 */
import { applyAction, info, legalActions, rulesOf } from '../engine/game.js';
import type { Action, GameState, Tile } from '../engine/game.js';
import { m } from '../words/format.js';
import type { Msg } from '../words/format.js';
import { openNumbers } from './tell.js';
import { kit } from './kit.js';
import { whyNot } from './reasons.js';

export type { Goal, Verdict, Wrong, GoalHooks } from './types.js';
import type { Goal, Verdict, Wrong } from './types.js';

const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** The concrete places a goal's `at` names, for the learner in `g`. */
function places(g: GameState, at: string | string[] | undefined, learner: number): string[] {
  return list(at).flatMap((p) => kit(g.variant).goals?.at?.(g, p, learner) ?? [p]);
}

/**
 * The tiles of a layout's open numbers still out of sight that could yet be played: in the other hands, or in a
 * boneyard to draw from (a tile is in one place only, C-1; tiles set aside where nobody draws count for nobody, B-9).
 */
function unseen(g: GameState, hand: readonly Tile[]): Tile[] {
  const ends = new Set(Object.values(g.ends ?? {}));
  const yard = rulesOf(g.variant).draws ? g.boneyard : [];
  return [...g.hands.flat(), ...yard].filter((t) => !hand.includes(t) && (ends.has(info(t).hi) || ends.has(info(t).lo)));
}

/** Judges `action` by the learner (seat `learner`) against `goal` in `g`; `done` counts the moves already made for this goal. */
export function judge(g: GameState, goal: Goal, action: Action, learner: number, done = 0): Verdict {
  const why = whyNot(g, action);
  if (why) return { kind: 'wrong', why };
  const after = applyAction(g, action);
  const ok = { kind: 'done' as const, after };
  const on = { kind: 'progress' as const, after };
  const wrong: Wrong = (key, params = {}, rule) => ({ kind: 'wrong', why: m(key, params, learner, rule) });
  const own = kit(g.variant).goals?.judge?.(g, goal, action, after, learner, done, wrong);
  if (own) return own;
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
      if (want.length && !want.includes(action.at ?? '')) return wrong('wrong.place', { place: action.at ?? '', want: want[0]!, value: g.ends?.[action.at ?? ''] ?? '', wantValue: g.ends?.[want[0]!] ?? '' });
      if (goal.block === false && after.result?.reason === 'blocked') return wrong('wrong.blocks', { pips: after.result.teamPips?.[0] ?? 0 }, 'P-11');
      return ok;
    }
    case 'block': {
      if (!playing) return wrong('wrong.other');
      if (after.result?.reason === 'blocked') return ok;
      const out = unseen(after, after.hands[learner] ?? []);
      return wrong('wrong.no-block', { ends: openNumbers(after), n: out.length }, kit(g.variant).blockRule ?? 'C-11');
    }
    case 'go-out': {
      if (!playing) return wrong('wrong.other');
      if ((after.hands[learner]?.length ?? 1) === 0) return ok;
      if (after.turn === learner && after.phase === 'playing') return on; // e.g. a double to cover first
      return wrong('wrong.not-out', { n: after.hands[learner]?.length ?? 0 });
    }
    default: // a goal of another game (score, chain, satisfy-double): its kit judges it
      return wrong('wrong.other');
  }
}

/** The goal in one sentence (when the author gave none). */
export function goalText(g: GameState, goal: Goal, learner: number): Msg {
  const s = learner;
  const own = kit(g.variant).goals?.text?.(g, goal, learner);
  if (own) return own;
  switch (goal.do) {
    case 'play': {
      const tiles = list(goal.tile);
      if (goal.block === false) return m('goal.no-block', {}, s, 'P-11');
      if (tiles.length) return m('goal.tiles', { tiles: tiles.join(',') }, s);
      return m('goal.match', {}, s, 'C-6');
    }
    case 'draw-until-playable':
      return m(goal.from === 'back' ? 'goal.draw-back' : 'goal.draw-until', {}, s, goal.from === 'back' ? 'D-16' : kit(g.variant).turnRules?.(g).draw);
    case 'draw':
      return m(goal.from === 'back' ? 'goal.draw-back' : 'goal.draw', {}, s, goal.from === 'back' ? 'D-16' : undefined);
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
  return { action, why: kit(g.variant).goals?.hint?.(g, goal, action, after, learner) ?? hintWhy(g, goal, action, after, learner) };
}

/** Why a hinted move meets the goal (what every game says alike). */
function hintWhy(g: GameState, goal: Goal, action: Action, after: GameState, s: number): Msg {
  // turn.draw's .you form: "You have no 5: draw a tile."
  if (action.type === 'draw') return m(action.from === 'back' ? 'hint.draw-back' : 'turn.draw', { ends: openNumbers(g) }, s);
  if (action.type !== 'play') return m(`hint.${action.type}`, {}, s);
  const p = { tile: action.tile, place: action.at ?? '', value: g.ends?.[action.at ?? ''] ?? '' }; // value: the end's number (it names the end once the line turns a corner)
  if (!action.at) return m('hint.lead', { tile: action.tile, place: '' }, s);
  if (goal.do === 'block') return m('hint.block', { ...p, ends: openNumbers(after) }, s);
  if (goal.do === 'go-out' && after.hands[s]?.length === 0) return m('hint.out', p, s);
  return m('hint.match', p, s);
}
