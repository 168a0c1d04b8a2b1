/** All Fives' teaching (loaded on demand, see ../kit.ts): the count after every tile, the spinner and its arms, scoring fives. */
import { info } from '../../engine/game.js';
import type { Action, GameState, Placed } from '../../engine/game.js';
import type { Kit } from '../types.js';
import type { GoalHooks } from '../types.js';
import { m, terms } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { ended, gameOver, handCounts, openNumbers, roundStart } from '../tell.js';
import { lineExplain, linePlay, lineWhyTile } from './line.js';
import { drawMove, passEmpty, soloScore } from './drawing.js';
import { lessons } from '../lessons/all-fives.js';

/** The F-8 terms of the count, in the order left, right, up, down (their sum is the count). */
export function countTerms(game: GameState): number[] {
  const line = game.line ?? [];
  if (line.length === 0) return [];
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const end = (p: Placed, free: number): number => (p.a === p.b ? 2 * free : free);
  // F-8: a lone tile gives a + b (a lone double once, as 2 × its number); otherwise each line end.
  const out = line.length > 1 ? [end(first, first.a), end(last, last.b)] : first.a === first.b ? [first.a + first.b] : [first.a, first.b];
  for (const arm of [game.arms?.up ?? [], game.arms?.down ?? []]) {
    const p = arm[arm.length - 1];
    if (p) out.push(end(p, p.b));
  }
  return out;
}

/** Whether a double sits at an open end of the layout (it counts both halves, F-8). */
function doubleAtEnd(game: GameState): boolean {
  const line = game.line ?? [];
  if (line.length < 2) return false;
  const ends = [line[0]!, line[line.length - 1]!, game.arms?.up.at(-1), game.arms?.down.at(-1)];
  return ends.some((p) => p && p.a === p.b);
}

/** After a play: the spinner and its arms when they appear, then the count and what it scores. */
function fives(before: GameState, action: Action & { type: 'play' }, after: GameState): Msg[] {
  const who = before.turn ?? 0;
  const out: Msg[] = [];
  if (before.spinner == null && after.spinner != null) out.push(m('af.spinner', { tile: action.tile }, undefined, 'F-6'));
  if (before.ends?.up === undefined && after.ends?.up !== undefined) out.push(m(after.options.spinnerSidesFirst ? 'af.arms' : 'af.arms-now', {}, undefined, after.options.spinnerSidesFirst ? 'F-7' : 'F-7, F-15'));
  const count = after.count ?? 0;
  const sum = terms(countTerms(after));
  if (doubleAtEnd(after)) out.push(m('af.double-end', {}, undefined, 'F-8'));
  if (count > 0 && count % 5 === 0) out.push(m('af.score', { who, sum, count, fives: count / 5, points: after.lastScore ?? count, total: after.totals[who] ?? 0 }, who, 'F-8, F-9'));
  else out.push(m(count === 0 ? 'af.zero' : 'af.no-score', { sum, count }, undefined, 'F-8, F-9'));
  if (after.phase === 'game-over' && !after.result) out.push(m('af.pegged', { who, total: after.totals[who] ?? 0, target: after.options.target }, who, 'F-14'));
  return out;
}

/** All Fives' goals: a play that scores (F-8, F-9), a tile on the spinner's top or bottom (F-6). */
const goals: GoalHooks = {
  at: (_g, at) => (at === 'spinner' ? ['up', 'down'] : undefined),
  judge(_g, goal, action, after, _learner, _done, wrong) {
    if (goal.do !== 'score') return undefined;
    if (action.type !== 'play') return wrong('wrong.other');
    const min = goal.min ?? 5;
    const got = after.lastScore ?? 0;
    if (got >= min) return { kind: 'done', after };
    return got ? wrong('wrong.score-low', { points: got, min }, 'F-9') : wrong('wrong.score0', { sum: terms(countTerms(after)), count: after.count ?? 0 }, 'F-8, F-9');
  },
  text(_g, goal, s) {
    if (goal.do === 'score') return m('goal.score', { min: goal.min ?? 5 }, s, 'F-9');
    const at = goal.do === 'play' ? [goal.at ?? []].flat()[0] : undefined;
    return at === 'spinner' || at === 'up' || at === 'down' ? m('goal.spinner', {}, s, 'F-6') : undefined;
  },
  hint: (g, goal, action, after, s) =>
    goal.do === 'score' && action.type === 'play' && action.at ? m('hint.score', { tile: action.tile, place: action.at, value: g.ends?.[action.at] ?? '', sum: terms(countTerms(after)), count: after.count ?? 0 }, s) : undefined,
};

/** The All Fives kit. */
export const kit: Kit = {
  start(game) {
    const lead = game.leader ?? 0;
    const prev = game.round > 1 && game.deal.leader === undefined;
    return [...roundStart(game, { order: 'C-4', round: 'C-10', deal: 'F-1, F-2, C-5' }), m(prev ? 'lead.went-out' : 'lead.lot', { who: lead }, lead, prev ? 'F-4' : 'F-3')];
  },
  move(before, action, after) {
    const who = before.turn ?? 0;
    if (action.type === 'play') return [...linePlay(before, action, ['play.lead', 'F-5, C-7'], 'F-6, C-6', false), ...fives(before, action, after)];
    if (action.type === 'draw') return drawMove(before, action, after, { forced: 'F-10, C-8', fits: 'F-10', again: 'F-10, F-11' });
    if (action.type !== 'pass') return [];
    return [before.boneyard.length > 0 ? m('pass.reserve', { who, ends: openNumbers(before), n: before.boneyard.length }, who, 'F-11, F-15') : passEmpty(before, 'F-11, C-8')];
  },
  count(after, seat) {
    const score = soloScore(after, 'F-13', (domino) => (domino ? 'F-12' : 'F-13'));
    const s = score[0]!;
    if (s.key === 'count.domino' && after.options.roundHandScore) score.push(m('count.rounded', { raw: s.params.raw!, points: s.params.points! }, undefined, 'F-12, F-15'));
    const over = gameOver(after, 'F-14');
    return [ended(after, seat, { domino: 'F-12, C-10', blocked: 'F-13, C-11' }), ...handCounts(after), ...score, over ?? m('game.target', { target: after.options.target }, undefined, 'F-14')];
  },
  whyTile(g, tile) {
    if (g.line?.length && g.spinner != null && g.ends?.up === undefined) {
      const spin = g.line[g.spinner]!.a;
      const { hi, lo } = info(tile);
      if (hi === spin || lo === spin) return m('why.spinner-closed', { tile }, undefined, 'F-7, C-9');
    }
    return lineWhyTile(g, tile);
  },
  explain(g, action, code) {
    // A play on the spinner's top or bottom before they open (F-7)
    if ((code === 'bad-place' || code === 'must-satisfy-double') && action.type === 'play' && (action.at === 'up' || action.at === 'down')) return m('why.spinner-closed', { tile: action.tile }, undefined, 'F-7, C-9');
    return lineExplain(g, action, code);
  },
  terms: countTerms,
  turnRules: () => ({ lead: 'F-5', draw: 'F-10', pass: 'F-11' }),
  goals,
  lessons,
};
