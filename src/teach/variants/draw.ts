/** The draw game's teaching (loaded on demand, see ../kit.ts): who starts (the highest double, else the heaviest tile), drawing, minus points. */
import { info, legalActions } from '../../engine/game.js';
import type { Kit } from '../types.js';
import { m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { ended, gameOver, handCounts, roundStart } from '../tell.js';
import { endsAfter, lineExplain, linePlay, lineWhyTile, starter } from './line.js';
import { drawMove, passEmpty, soloScore } from './drawing.js';
import { lessons } from '../lessons/draw.js';

/** The draw kit. */
export const kit: Kit = {
  start(game) {
    const out = roundStart(game, { order: 'C-4', round: 'D-15', deal: 'D-1, C-5' });
    const s = starter(game.hands);
    if (s.double) out.push(m('lead.double', { who: s.seat, tile: s.tile }, s.seat, 'D-2'));
    else out.push(m('lead.heaviest', { who: s.seat, tile: s.tile, pips: info(s.tile).pips }, s.seat, 'D-3'));
    if (s.tie) out.push(m('lead.tie', { tile: s.tile, tile2: s.tie, half: info(s.tile).hi }, undefined, 'D-4'));
    out.push(m(game.options.starterLeads === 'any' ? 'lead.starter-any' : 'lead.starter', { who: s.seat }, s.seat, 'D-5'));
    return out;
  },
  move(before, action, after) {
    if (action.type === 'play') {
      const lead = before.options.starterLeads !== 'any' ? ['play.lead-starter', 'D-5, C-7'] : ['play.lead', 'C-7'];
      return [...linePlay(before, action, lead as [string, string], 'D-6, C-6', true), ...endsAfter(after)];
    }
    if (action.type === 'draw') return drawMove(before, action, after, { forced: 'D-7, C-8', fits: 'D-7', again: 'D-7, D-8' });
    return action.type === 'pass' ? [passEmpty(before, 'D-8, C-8')] : [];
  },
  count(after, seat) {
    const score = soloScore(after, 'D-13', (domino) => (domino ? 'D-11' : 'D-12'));
    if (score[0]!.key !== 'count.tie') score.push(m('count.minus', {}, undefined, score[0]!.rule));
    const over = gameOver(after, 'D-14');
    const out: Msg[] = [ended(after, seat, { domino: 'D-9, C-10', blocked: 'D-10, C-11' }), ...handCounts(after), ...score];
    out.push(over ?? m('game.target', { target: after.options.target }, undefined, 'D-14'));
    return out;
  },
  whyTile: lineWhyTile,
  explain(g, action, code) {
    if (code === 'must-lead') {
      const must = legalActions(g).find((a) => a.type === 'play');
      return m('why.lead-starter', { tile: must?.type === 'play' ? must.tile : '' }, g.turn ?? 0, 'D-5, C-9');
    }
    return lineExplain(g, action, code);
  },
  turnRules: (g) => ({ lead: g.options.starterLeads === 'any' ? 'D-5' : 'D-2, D-5', draw: 'D-7', pass: 'D-8' }),
  lessons,
};
