/** Mexican Train's teaching (loaded on demand, see ../kit.ts): the engine, trains and markers, doubles to cover, the opening chain, penalty pips. */
import { info, legalActions } from '../../engine/game.js';
import type { Action, GameState, Tile } from '../../engine/game.js';
import type { Kit } from '../types.js';
import type { GoalHooks } from '../types.js';
import { fill, m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { ended, gameOver, handCounts, roundStart } from '../tell.js';
import { lessons } from '../lessons/mexican-train.js';

/** The number open at a place (the engine number on an empty train). */
function openAt(g: GameState, p: string): number {
  return g.trains?.[p] ?? Number(/^(\d+)/.exec(g.engine ?? '0')?.[1] ?? 0);
}

/** The places the seat to move may use now, with the numbers they need (any tile in hand aside). */
function usable(g: GameState): string[] {
  const s = g.turn ?? 0;
  if (g.openDouble) return [g.openDouble];
  if (g.turnKind !== 'normal') return g.chain ? [g.chain] : [`train-${s}`, 'mexican'];
  return ['mexican', ...[...Array(g.players).keys()].filter((k) => k === s || g.markers?.includes(k)).map((k) => `train-${k}`)];
}

/** Why `tile` (in the hand of the seat to move) cannot go at place `at`, or null when it can. */
function place(g: GameState, tile: Tile, at: string): Msg | null {
  const s = g.turn ?? 0;
  const i = info(tile);
  if (g.openDouble && at !== g.openDouble) return m('why.mt-double', { tile: g.trainTiles![g.openDouble]!.at(-1)!.tile, value: openAt(g, g.openDouble), place: g.openDouble }, undefined, 'M-9, C-9');
  if (!usable(g).includes(at)) {
    if (g.turnKind !== 'normal') return g.chain ? m('why.mt-chain', { place: g.chain }, undefined, 'M-6, C-9') : m('why.mt-opening', {}, undefined, 'M-6, C-9');
    const owner = Number(at.slice(6));
    return m('why.mt-closed', { owner }, owner, 'M-8, C-9');
  }
  const v = openAt(g, at);
  return i.hi === v || i.lo === v ? null : m('why.mt-no-match', { tile, value: v, place: at }, s, 'C-6, C-9');
}

/** A play: on your own train, the Mexican train, a marked train or an open double; the opening chain, markers and doubles it brings. */
function play(before: GameState, action: Action & { type: 'play' }, after: GameState): Msg[] {
  const who = before.turn ?? 0;
  const at = action.at ?? '';
  const tile = action.tile;
  const owner = /^train-(\d+)$/.exec(at);
  const ownerSeat = owner ? Number(owner[1]) : -1;
  const out: Msg[] = [];
  const value = before.trains?.[at] ?? Number(/^(\d+)/.exec(before.engine ?? '0')?.[1] ?? 0);
  const kind = before.turnKind === 'normal' ? 'M-7' : 'M-6';
  const p = { who, tile, value, place: at };
  if (before.openDouble === at) out.push(m('mt.cover', p, who, 'M-9'));
  else if (at === 'mexican') out.push(m('mt.play-mexican', p, who, `M-12, ${kind}`));
  else if (ownerSeat === who) out.push(m('mt.play-own', p, who, `M-5, ${kind}`));
  else out.push(m('mt.play-marked', { ...p, owner: ownerSeat }, who, `M-8, M-11, ${kind}`));
  if (before.turnKind === 'opening' && !before.chain && !before.openDouble) out.push(m('mt.opening', { who }, who, 'M-6'));
  if (before.markers?.includes(who) && !after.markers?.includes(who)) out.push(m('mt.marker-off', { who }, who, 'M-11'));
  if (info(tile).double) {
    if (after.openDouble) out.push(m('mt.double', { who, tile }, who, 'M-9'));
    else if (after.phase === 'playing') out.push(m('mt.dead-double', { tile, value: info(tile).hi }, undefined, 'M-17'));
  }
  if (after.phase === 'playing' && after.turn === who && after.chain && !after.openDouble) out.push(m('mt.chain', { who }, who, 'M-6'));
  return out;
}

/** Mexican Train's goals: a play on your own, the Mexican or a marked train, a double to cover, the opening chain (M-5 to M-12). */
const goals: GoalHooks = {
  at: (g, at, learner) => (at === 'own' ? [`train-${learner}`] : at === 'marked' ? (g.markers ?? []).filter((s) => s !== learner).map((s) => `train-${s}`) : undefined),
  judge(g, goal, action, after, learner, done, wrong) {
    const play = action.type === 'play';
    const ok = { kind: 'done' as const, after };
    const on = { kind: 'progress' as const, after };
    if (goal.do === 'satisfy-double') return !play ? wrong('wrong.other') : g.openDouble && action.at === g.openDouble ? ok : after.openDouble && after.turn === learner ? on : wrong('wrong.other');
    if (goal.do === 'chain') return !play ? (action.type === 'end-turn' ? wrong('wrong.chain-more', { n: goal.min - done }, 'M-6') : wrong('wrong.other')) : done + 1 < goal.min && after.turn === learner ? on : ok;
    return undefined;
  },
  text(g, goal, s) {
    if (goal.do === 'satisfy-double') return m('goal.satisfy', {}, s, 'M-9');
    if (goal.do === 'chain') return m('goal.chain', { min: goal.min }, s, 'M-6');
    if (goal.do === 'draw' && !goal.from) return m('goal.draw', {}, s, 'M-10');
    if (goal.do !== 'play') return undefined;
    const at = [goal.at ?? []].flat()[0];
    if (at === 'own') return m('goal.own', {}, s, 'M-5');
    if (at === 'mexican') return m('goal.mexican', {}, s, 'M-12');
    if (at === 'marked') return m('goal.marked', { owner: (g.markers ?? []).find((x) => x !== s) ?? 0 }, s, 'M-8');
    return goal.block === false || [goal.tile ?? []].flat().length ? undefined : m(g.openDouble ? 'goal.satisfy' : 'goal.match', {}, s, 'M-7');
  },
  hint(g, goal, action, after, s) {
    if (action.type === 'draw') return m('hint.mt-draw', {}, s);
    if (action.type !== 'play' || !action.at || goal.do === 'block' || (goal.do === 'go-out' && after.hands[s]?.length === 0)) return undefined;
    return m(g.openDouble === action.at ? 'hint.cover' : 'hint.match', { tile: action.tile, place: action.at, value: openAt(g, action.at) }, s);
  },
};

/** The Mexican Train kit. */
export const kit: Kit = {
  start(game) {
    const lead = game.leader ?? 0;
    const engine = game.engine ?? '';
    const dealt = game.deal.hands.some((h) => h.includes(engine));
    const key = game.options.engineSelection === 'set-aside' ? 'mt.engine-aside' : dealt ? 'mt.engine' : 'mt.engine-found';
    return [
      ...roundStart(game, { order: 'C-4', round: 'C-10', deal: 'M-1, C-5' }),
      m(key, { who: lead, engine, round: game.round }, lead, key === 'mt.engine-aside' ? 'M-2, M-18' : dealt ? 'M-2, M-3' : 'M-2, M-4'),
      m('mt.layout', {}, undefined, 'M-5, M-12'),
    ];
  },
  move(before, action, after) {
    const who = before.turn ?? 0;
    const p = { who };
    if (action.type === 'play') return play(before, action, after);
    if (action.type === 'draw') {
      const fits = after.turn === who && legalActions(after).some((a) => a.type === 'play');
      return [m(before.openDouble ? 'mt.draw-cover' : 'mt.draw', p, who, before.openDouble ? 'M-9, M-10' : 'M-10, C-8'), m(fits ? 'mt.drawn-fits' : 'mt.drawn-misses', p, who, 'M-10')];
    }
    if (action.type === 'pass') return [m(before.openDouble ? 'mt.pass-double' : 'mt.pass', p, who, before.openDouble ? 'M-9, M-11' : 'M-10, M-11')];
    return action.type === 'end-turn' ? [m('mt.end-turn', p, who, 'M-6')] : [];
  },
  count(after, seat) {
    // What counting is, then the house rule that changes a number, then the numbers (a newcomer read "22 pips" before
    // learning that the double blank in them counted 50).
    const out = [ended(after, seat, { domino: 'M-13, C-10', blocked: 'M-14, C-11' }), m('count.mt', {}, undefined, 'M-15')];
    if (after.options.doubleBlankValue === 50 && after.hands.some((h) => h.includes('0-0'))) out.push(m('count.mt-zero', {}, undefined, 'M-15, M-18'));
    out.push(...handCounts(after));
    out.push(gameOver(after, 'M-16') ?? m('game.rounds-left', { left: 13 - after.round }, undefined, 'M-2, M-16'));
    return out;
  },
  whyTile(g, tile) {
    // A train its number fits but the rules close now says more than "it matches nothing".
    const i = info(tile);
    const all = ['mexican', ...[...Array(g.players).keys()].map((k) => `train-${k}`)];
    const fits = all.filter((p) => openAt(g, p) === i.hi || openAt(g, p) === i.lo);
    if (g.openDouble) return place(g, tile, fits.find((p) => p !== g.openDouble) ?? 'mexican') ?? m('why.mt-no-match', { tile, value: openAt(g, g.openDouble), place: g.openDouble }, g.turn!, 'M-9, C-9');
    const closed = fits.map((p) => place(g, tile, p)).find((x) => x && x.key !== 'why.mt-no-match');
    if (closed) return closed;
    return m('why.mt-none', { tile, ends: [...new Set(usable(g).map((p) => openAt(g, p)))].sort((a, b) => b - a).join(',') }, g.turn!, 'C-6, C-9');
  },
  explain(g, action, code) {
    const s = g.turn ?? 0;
    const at = action.type === 'play' ? action.at ?? '' : '';
    switch (code) {
      case 'does-not-match':
        return place(g, action.type === 'play' ? action.tile : '', at) ?? m('why.other');
      case 'bad-place':
      case 'must-satisfy-double':
        return action.type === 'play' && action.at ? place(g, action.tile, action.at) ?? m('why.other') : undefined;
      case 'cannot-pass':
        return m('why.mt-cannot-pass', {}, s, 'M-10, C-9');
      case 'already-drew':
        return m('why.already-drew', {}, s, 'M-10, C-9');
      case 'cannot-end-turn':
        return m(g.openDouble ? 'why.end-double' : 'why.end-turn', {}, s, 'M-6, C-9');
    }
    return undefined;
  },
  turn(game, who, legal, tiles) {
    // The engine leads each round itself: a play always has a train, a double waits to be covered, a chain goes on.
    const out: Msg[] = [];
    if (game.openDouble) out.push(m('turn.cover', { who, value: openAt(game, game.openDouble) }, who, 'M-9'));
    else if (game.chain) out.push(m('mt.chain', { who }, who, 'M-6')); // its .you form for the person here
    if (tiles) out.push(m('turn.play', { who, tiles }, who, 'C-8'));
    else if (legal.some((a) => a.type === 'draw')) out.push(m('turn.mt-draw', { who }, who, 'M-10'));
    else if (legal.some((a) => a.type === 'pass')) out.push(m('turn.mt-pass', { who }, who, 'M-10, M-11'));
    return out;
  },
  goals,
  lessons,
};
