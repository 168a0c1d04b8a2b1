/** The Block game's teaching (loaded on demand, see ../kit.ts): who starts, passing instead of drawing, the tiles set aside, only the winner scores. */
import { info, legalActions } from '../../engine/game.js';
import type { GameState } from '../../engine/game.js';
import type { Kit } from '../types.js';
import { m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { ended, gameOver, handCounts, openNumbers, roundStart } from '../tell.js';
import { endsAfter, lineExplain, linePlay, lineWhyTile, starter } from './line.js';
import { soloScore } from './drawing.js';
import { lessons } from '../lessons/block.js';

/** Whether the hand's lead is the starter's starting tile (B-4): the first hand, and every hand with `lead: "starter"` (B-5). */
const forced = (g: GameState): boolean => g.round === 1 || g.options.lead === 'starter';

/** Whether the tiles each holds follow a house rule (B-2: `handSize: 7` with 3–4 players, B-14). */
const bigHands = (g: GameState): boolean => g.players > 2 && g.options.handSize === 7;

/** Whether a tile set aside would fit an open end (the block holds all the same, B-9). */
const asideFits = (g: GameState): boolean => {
  const ends = new Set(Object.values(g.ends ?? {}));
  return g.boneyard.some((t) => ends.has(info(t).hi) || ends.has(info(t).lo));
};

/** Who leads this hand and why: the starter and his tile (B-3, B-4), else the rotation or the last winner (B-5). */
function lead(game: GameState): Msg[] {
  const who = game.leader ?? 0;
  if (!forced(game)) {
    return [game.options.lead === 'winner' ? m('lead.winner', { who }, who, 'B-5, B-14') : m('lead.rotate', { who }, who, 'B-5')];
  }
  const s = starter(game.hands);
  const out = [s.double ? m('lead.double', { who: s.seat, tile: s.tile }, s.seat, 'B-3') : m('lead.heaviest', { who: s.seat, tile: s.tile, pips: info(s.tile).pips }, s.seat, 'B-3')];
  // Public knowledge: were a higher double in a hand, it would start; so every higher one is set aside.
  const top = s.double ? info(s.tile).hi : -1;
  if (top < 6) out.push(m(s.double ? 'lead.aside' : 'lead.aside-all', {}, undefined, 'B-2, B-3'));
  if (s.tie) out.push(m('lead.tie', { tile: s.tile, tile2: s.tie, half: info(s.tile).hi }, undefined, 'B-3'));
  out.push(m('lead.starter', { who: s.seat }, s.seat, game.round > 1 ? 'B-4, B-5, B-14' : 'B-4'));
  return out;
}

/** The Block kit. */
export const kit: Kit = {
  start(game) {
    return [...roundStart(game, { order: 'C-4', round: 'B-5', deal: bigHands(game) ? 'B-1, B-2, B-14, C-5' : 'B-1, B-2, C-5' }), ...lead(game)];
  },
  move(before, action, after) {
    const who = before.turn ?? 0;
    if (action.type === 'play') {
      const first = forced(before) ? ['play.lead-starter', 'B-4, C-7'] : ['play.lead', 'B-5, C-7'];
      return [...linePlay(before, action, first as [string, string], 'B-6, C-6', true), ...endsAfter(after)];
    }
    return action.type === 'pass' ? [m('pass.none', { who, ends: openNumbers(before) }, who, 'B-7, C-8')] : [];
  },
  count(after, seat) {
    const r = after.result!;
    const out: Msg[] = [ended(after, seat, { domino: 'B-8, C-10', blocked: 'B-9, C-11' })];
    if (r.reason === 'blocked' && asideFits(after)) out.push(m('end.aside', {}, undefined, 'B-9, B-2'));
    const score = soloScore(after, 'B-12', (domino) => (domino ? 'B-10' : 'B-11'));
    if (score[0]!.key !== 'count.tie') score.push(m('count.winner-only', {}, undefined, score[0]!.rule));
    out.push(...handCounts(after), ...score);
    out.push(gameOver(after, 'B-13') ?? m('game.target', { target: after.options.target }, undefined, 'B-13'));
    return out;
  },
  whyTile: lineWhyTile,
  explain(g, action, code) {
    if (code === 'must-lead') {
      const must = legalActions(g).find((a) => a.type === 'play');
      return m('why.lead-starter', { tile: must?.type === 'play' ? must.tile : '' }, g.turn ?? 0, 'B-4, C-9');
    }
    if (code === 'no-drawing') return m('why.no-drawing', {}, g.turn ?? 0, 'B-7, C-9');
    return lineExplain(g, action, code);
  },
  turnRules: (g) => ({ lead: forced(g) ? 'B-3, B-4' : 'B-5', pass: 'B-7' }),
  blockRule: 'B-9',
  lessons,
};
