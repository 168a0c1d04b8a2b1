/** The partnership game's teaching (loaded on demand, see ../kit.ts): two teams, double six starts, the teams' count. */
import type { Kit } from '../types.js';
import { fill, m, terms } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { openNumbers, pipsOf, roundStart, total } from '../tell.js';
import { endsAfter, lineExplain, linePlay, lineWhyTile } from './line.js';
import { lessons } from '../lessons/partnership.js';

/** The partnership kit. */
export const kit: Kit = {
  start(game) {
    const lead = game.leader ?? 0;
    const teams = [m('start.teams', { team: 0, team2: 1 }, undefined, 'P-1')];
    return [
      ...roundStart(game, { order: 'C-4, P-4', round: 'P-2, P-13', deal: 'P-1, C-5' }, teams),
      game.options.lead === 'rotate' && game.round > 1 ? m('lead.rotate', { who: lead }, lead, 'P-13') : m('lead.double-six', { who: lead }, lead, game.round > 1 ? 'P-3, P-13' : 'P-3'),
    ];
  },
  move(before, action, after) {
    const who = before.turn ?? 0;
    if (action.type === 'play') {
      const lead = before.options.lead === 'rotate' && before.round > 1 ? ['play.lead', 'C-7'] : ['play.lead-66', 'P-3, C-7'];
      return [...linePlay(before, action, lead as [string, string], 'P-5, C-6', true), ...endsAfter(after)];
    }
    return action.type === 'pass' ? [m('pass.none', { who, ends: openNumbers(before) }, who, 'P-6, C-8')] : [];
  },
  count(after, seat) {
    const r = after.result!;
    const out: Msg[] = [r.reason === 'domino' ? m('end.domino', { who: r.dominoSeat ?? seat }, r.dominoSeat ?? seat, 'P-7, C-10') : m('end.blocked-by', { who: r.blocker ?? seat }, r.blocker ?? seat, 'P-8, C-11')];
    const teams = [0, 1].map((t) => [...pipsOf(after.hands[t]!), ...pipsOf(after.hands[t + 2]!)]);
    const w = r.winner ?? 0;
    if (r.reason === 'domino') out.push(m('count.p-domino', { team: w, sum: terms(teams[1 - w]!), points: r.points[w] ?? 0 }, undefined, 'P-9, C-3'));
    else {
      for (const t of [0, 1]) out.push(m('count.team', { team: t, sum: terms(teams[t]!), pips: total(teams[t]!) }, undefined, 'P-10, C-3'));
      const tie = r.teamPips?.[0] === r.teamPips?.[1];
      out.push(m(tie ? 'count.p-tie' : 'count.p-blocked', { team: w, points: r.points[w] ?? 0 }, undefined, tie ? 'P-11' : 'P-10'));
    }
    const win = ([] as number[]).concat(after.winner ?? [])[0] ?? 0;
    out.push(after.phase === 'game-over' ? m('game.over-team', { team: win, total: after.totals[win] ?? 0, target: after.options.target }, undefined, 'P-12') : m('game.target-team', { target: after.options.target }, undefined, 'P-12'));
    return out;
  },
  whyTile: lineWhyTile,
  explain(g, action, code) {
    if (code === 'must-lead') return m('why.lead-66', {}, undefined, 'P-3, C-9');
    if (code === 'boneyard-empty') return m('why.no-boneyard', {}, undefined, 'P-1, C-9');
    return lineExplain(g, action, code);
  },
  turnRules: () => ({ lead: 'P-3', pass: 'P-6' }),
  blockRule: 'P-8',
  word(cat, ctx, k, v) {
    if (k !== 'team' && k !== 'team2') return undefined;
    const t = Number(v);
    if (ctx.you !== null && ctx.you % 2 === t) return fill(cat['team.you'] ?? '{b}', { b: ctx.names[(ctx.you + 2) % 4] ?? '' }); // "you and Cy"
    return fill(cat['team'] ?? '{a} & {b}', { a: ctx.names[t] ?? '', b: ctx.names[t + 2] ?? '' });
  },
  lessons,
};
