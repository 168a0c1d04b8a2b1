/**
 * Narration in plain words: what happened at a step and why it was allowed or
 * forced, and every count with its arithmetic spelled out. Produces
 * language-free messages ({@link Msg}); the rule ids travel beside the text
 * (`msg.rule`, shown as a small "rule" link), never inside it. Seats are
 * numbers: the formatter says "you" for the learner.
 */
import { info, legalActions } from '../engine/index.js';
import type { Action, GameState, Placed, Tile } from '../engine/index.js';
import { countTerms } from './count.js';
import { m, terms } from './format.js';
import type { Msg } from './format.js';

export type { Msg };
export { countTerms };

const ID: Record<string, Record<string, string>> = {
  match: { partnership: 'P-5, C-6', draw: 'D-6, C-6', 'all-fives': 'F-6, C-6' },
  domino: { partnership: 'P-7, C-10', draw: 'D-9, C-10', 'all-fives': 'F-12, C-10', 'mexican-train': 'M-13, C-10' },
  blocked: { partnership: 'P-8, C-11', draw: 'D-10, C-11', 'all-fives': 'F-13, C-11', 'mexican-train': 'M-14, C-11' },
  game: { partnership: 'P-12', draw: 'D-14', 'all-fives': 'F-14', 'mexican-train': 'M-16' },
  deal: { partnership: 'P-1, C-5', draw: 'D-1, C-5', 'all-fives': 'F-1, F-2, C-5', 'mexican-train': 'M-1, C-5' },
};

/** The numbers open at the ends (line games, All Fives), distinct, e.g. "6,3". */
export function openNumbers(game: GameState): string {
  return [...new Set(Object.values(game.ends ?? {}))].join(',');
}

/** Whether a double sits at an open end of an All Fives layout (it counts both halves, F-8). */
function doubleAtEnd(game: GameState): boolean {
  const line = game.line ?? [];
  if (line.length < 2) return false;
  const ends = [line[0]!, line[line.length - 1]!, game.arms?.up.at(-1), game.arms?.down.at(-1)];
  return ends.some((p) => p && p.a === p.b);
}

/** The draw game's starting tile (D-2..D-4): the highest double, else the heaviest tile (on equal pips the larger half). */
function starter(hands: readonly (readonly Tile[])[]): { seat: number; tile: Tile; double: boolean; tie: Tile | null } {
  let best = { seat: 0, tile: '', double: false, key: -1, pips: -1, tie: null as Tile | null };
  const all = hands.flatMap((h, seat) => h.map((t) => ({ seat, t, i: info(t) })));
  for (const { seat, t, i } of all) {
    const key = i.double ? 1000 + i.hi : i.pips * 10 + i.hi;
    if (key > best.key) best = { seat, tile: t, double: i.double, key, pips: i.pips, tie: null };
  }
  if (!best.double) best.tie = all.find((x) => x.seat !== best.seat && !x.i.double && x.i.pips === best.pips)?.t ?? null;
  return best;
}

/** Messages for the start of a round: the set, the deal, who starts and why. */
export function narrateStart(game: GameState): Msg[] {
  const v = game.variant;
  const out: Msg[] = [];
  const each = game.deal.hands[0]?.length ?? 0;
  const bone = game.deal.boneyard?.length ?? 0;
  const set = v === 'mexican-train' ? 91 : 28;
  if (game.round === 1) {
    out.push(m(v === 'mexican-train' ? 'start.set12' : 'start.set', { set }, undefined, 'C-1, C-2, C-3'));
    out.push(m('start.order', {}, undefined, v === 'partnership' ? 'C-4, P-4' : 'C-4'));
    if (v === 'partnership') out.push(m('start.teams', { team: 0, team2: 1 }, undefined, 'P-1'));
  } else out.push(m('start.round', { round: game.round }, undefined, v === 'partnership' ? 'P-2, P-13' : v === 'draw' ? 'D-15' : 'C-10'));
  out.push(m(bone ? 'start.deal' : 'start.deal-all', { each, bone, set }, undefined, ID.deal![v]));
  const lead = game.leader ?? 0;
  if (v === 'partnership') {
    if (game.options.lead === 'rotate' && game.round > 1) out.push(m('lead.rotate', { who: lead }, lead, 'P-13'));
    else out.push(m('lead.double-six', { who: lead }, lead, game.round > 1 ? 'P-3, P-13' : 'P-3'));
  } else if (v === 'draw') {
    const s = starter(game.hands);
    if (s.double) out.push(m('lead.double', { who: s.seat, tile: s.tile }, s.seat, 'D-2'));
    else out.push(m('lead.heaviest', { who: s.seat, tile: s.tile, pips: info(s.tile).pips }, s.seat, 'D-3'));
    if (s.tie) out.push(m('lead.tie', { tile: s.tile, tile2: s.tie, half: info(s.tile).hi }, undefined, 'D-4'));
    out.push(m(game.options.starterLeads === 'any' ? 'lead.starter-any' : 'lead.starter', { who: s.seat }, s.seat, 'D-5'));
  } else if (v === 'all-fives') {
    const prev = game.round > 1 && game.deal.leader === undefined;
    out.push(m(prev ? 'lead.went-out' : 'lead.lot', { who: lead }, lead, prev ? 'F-4' : 'F-3'));
  } else {
    const engine = game.engine ?? '';
    const dealt = game.deal.hands.some((h) => h.includes(engine));
    const key = game.options.engineSelection === 'set-aside' ? 'mt.engine-aside' : dealt ? 'mt.engine' : 'mt.engine-found';
    out.push(m(key, { who: lead, engine, round: game.round }, lead, key === 'mt.engine-aside' ? 'M-2, M-18' : dealt ? 'M-2, M-3' : 'M-2, M-4'));
    out.push(m('mt.layout', {}, undefined, 'M-5, M-12'));
  }
  return out;
}

/** Explains the step `before` → `after` made by `action`: what happened and why, with the arithmetic. */
export function narrate(before: GameState, action: Action, after: GameState): Msg[] {
  if (action.type === 'next-round') return narrateStart(after);
  const v = before.variant;
  const who = before.turn ?? 0;
  const legal = legalActions(before);
  const out: Msg[] = [];
  const p = { who };
  if (action.type === 'play') {
    const tile = action.tile;
    if (v === 'mexican-train') out.push(...playMexican(before, action, after));
    else if (!action.at) {
      const key = v === 'partnership' ? (before.options.lead === 'rotate' && before.round > 1 ? 'play.lead' : 'play.lead-66') : v === 'draw' && before.options.starterLeads !== 'any' ? 'play.lead-starter' : 'play.lead';
      out.push(m(key, { ...p, tile }, who, key === 'play.lead-66' ? 'P-3, C-7' : key === 'play.lead-starter' ? 'D-5, C-7' : v === 'all-fives' ? 'F-5, C-7' : 'C-7'));
    } else {
      out.push(m('play.match', { ...p, tile, place: action.at, value: before.ends?.[action.at] ?? '' }, who, ID.match![v]));
      if (info(tile).double && v !== 'all-fives') out.push(m('play.double', { value: info(tile).hi }, undefined, 'C-6'));
    }
    if (v !== 'mexican-train' && legal.length === 1 && before.line?.length) out.push(m('play.only', p, who, 'C-8'));
    if (v === 'all-fives') out.push(...fives(before, action, after));
    else if (v !== 'mexican-train' && after.phase === 'playing' && after.ends?.left !== undefined) out.push(m('play.ends', { a: after.ends.left, b: after.ends.right! }));
  } else if (action.type === 'draw') {
    if (v === 'mexican-train') {
      out.push(m(before.openDouble ? 'mt.draw-cover' : 'mt.draw', p, who, before.openDouble ? 'M-9, M-10' : 'M-10, C-8'));
      const fits = after.turn === who && legalActions(after).some((a) => a.type === 'play');
      out.push(m(fits ? 'mt.drawn-fits' : 'mt.drawn-misses', p, who, 'M-10'));
    } else {
      out.push(m('draw.forced', { ...p, ends: openNumbers(before) }, who, v === 'draw' ? 'D-7, C-8' : 'F-10, C-8'));
      if (action.from === 'back') out.push(m('draw.back', {}, undefined, 'D-16'));
      if (after.phase === 'playing') {
        const fits = legalActions(after).some((a) => a.type === 'play');
        const more = after.boneyard.length > (after.options.boneyardReserve ?? 0);
        out.push(m(fits ? 'draw.fits' : more ? 'draw.again' : 'draw.last', p, who, fits ? (v === 'draw' ? 'D-7' : 'F-10') : v === 'draw' ? 'D-7, D-8' : 'F-10, F-11'));
      }
    }
  } else if (action.type === 'pass') {
    const ends = openNumbers(before);
    if (v === 'partnership') out.push(m('pass.none', { ...p, ends }, who, 'P-6, C-8'));
    else if (v === 'mexican-train') out.push(m(before.openDouble ? 'mt.pass-double' : 'mt.pass', p, who, before.openDouble ? 'M-9, M-11' : 'M-10, M-11'));
    else if (v === 'all-fives' && before.boneyard.length > 0) out.push(m('pass.reserve', { ...p, ends, n: before.boneyard.length }, who, 'F-11, F-15'));
    else out.push(m('pass.empty', { ...p, ends }, who, v === 'draw' ? 'D-8, C-8' : 'F-11, C-8'));
  } else if (action.type === 'end-turn') out.push(m('mt.end-turn', p, who, 'M-6'));
  if (after.result && !before.result) out.push(...narrateCount(after, who));
  return out;
}

function fives(before: GameState, action: Action & { type: 'play' }, after: GameState): Msg[] {
  const who = before.turn ?? 0;
  const out: Msg[] = [];
  if (before.spinner == null && after.spinner != null) out.push(m('af.spinner', { tile: action.tile }, undefined, 'F-6'));
  if (before.ends?.up === undefined && after.ends?.up !== undefined) out.push(m(after.options.spinnerSidesFirst ? 'af.arms' : 'af.arms-now', {}, undefined, after.options.spinnerSidesFirst ? 'F-7' : 'F-7, F-15'));
  const list = countTerms(after);
  const count = after.count ?? 0;
  const sum = terms(list);
  if (doubleAtEnd(after)) out.push(m('af.double-end', {}, undefined, 'F-8'));
  if (count > 0 && count % 5 === 0) out.push(m('af.score', { who, sum, count, fives: count / 5, points: after.lastScore ?? count, total: after.totals[who] ?? 0 }, who, 'F-8, F-9'));
  else out.push(m(count === 0 ? 'af.zero' : 'af.no-score', { sum, count }, undefined, 'F-8, F-9'));
  if (after.phase === 'game-over' && !after.result) out.push(m('af.pegged', { who, total: after.totals[who] ?? 0, target: after.options.target }, who, 'F-14'));
  return out;
}

function playMexican(before: GameState, action: Action & { type: 'play' }, after: GameState): Msg[] {
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

const pipsOf = (hand: readonly Tile[]): number[] => hand.map((t) => info(t).pips);
const total = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);

/** Messages for a round's count, right after the action that ended it. */
export function narrateCount(after: GameState, seat: number): Msg[] {
  const v = after.variant;
  const r = after.result!;
  const out: Msg[] = [];
  if (r.reason === 'domino') out.push(m('end.domino', { who: r.dominoSeat ?? seat }, r.dominoSeat ?? seat, ID.domino![v]));
  else if (v === 'partnership') out.push(m('end.blocked-by', { who: r.blocker ?? seat }, r.blocker ?? seat, ID.blocked![v]));
  else out.push(m('end.blocked', {}, undefined, ID.blocked![v]));
  if (v === 'partnership') {
    const teams = [0, 1].map((t) => [...pipsOf(after.hands[t]!), ...pipsOf(after.hands[t + 2]!)]);
    const w = r.winner ?? 0;
    if (r.reason === 'domino') {
      const lost = teams[1 - w]!;
      out.push(m('count.p-domino', { team: w, sum: terms(lost), points: r.points[w] ?? 0 }, undefined, 'P-9, C-3'));
    } else {
      for (const t of [0, 1]) out.push(m('count.team', { team: t, sum: terms(teams[t]!), pips: total(teams[t]!) }, undefined, 'P-10, C-3'));
      const tie = r.teamPips?.[0] === r.teamPips?.[1];
      out.push(m(tie ? 'count.p-tie' : 'count.p-blocked', { team: w, points: r.points[w] ?? 0 }, undefined, tie ? 'P-11' : 'P-10'));
    }
  } else {
    for (let s = 0; s < after.players; s++) if (after.hands[s]!.length) out.push(m('count.hand', { who: s, sum: terms(pipsOf(after.hands[s]!)), pips: total(pipsOf(after.hands[s]!)) }, s, 'C-3'));
    if (v === 'mexican-train') {
      const zero = after.options.doubleBlankValue === 50 && after.hands.some((h) => h.includes('0-0'));
      out.push(m('count.mt', {}, undefined, 'M-15'));
      if (zero) out.push(m('count.mt-zero', {}, undefined, 'M-15, M-18'));
    } else if (r.winner === null) {
      out.push(m('count.tie', {}, undefined, v === 'draw' ? 'D-13' : 'F-13'));
    } else {
      const w = r.winner;
      const others = r.pips.filter((_, s) => s !== w);
      const own = r.pips[w] ?? 0;
      const raw = total(others) - own;
      const sum = own ? `${others.length > 1 ? `(${others.join(' + ')})` : others[0]} − ${own} = ` : terms(others);
      const id = v === 'draw' ? (r.reason === 'domino' ? 'D-11' : 'D-12') : r.reason === 'domino' ? 'F-12' : 'F-13';
      out.push(m(r.reason === 'domino' ? 'count.domino' : 'count.lowest', { who: w, sum, raw, points: r.points[w] ?? 0 }, w, id));
      if (v === 'draw') out.push(m('count.minus', {}, undefined, id));
      if (v === 'all-fives' && after.options.roundHandScore && r.reason === 'domino') out.push(m('count.rounded', { raw, points: r.points[w] ?? 0 }, undefined, 'F-12, F-15'));
    }
  }
  const totals = after.totals.map((t) => String(t)).join(',');
  if (after.phase === 'game-over') {
    const winners = ([] as number[]).concat(after.winner ?? []);
    if (v === 'partnership') out.push(m('game.over-team', { team: winners[0] ?? 0, total: after.totals[winners[0] ?? 0] ?? 0, target: after.options.target }, undefined, ID.game![v]));
    else if (winners.length === 1) out.push(m('game.over', { who: winners[0]!, total: after.totals[winners[0]!] ?? 0 }, winners[0], ID.game![v]));
    else out.push(m('game.over-shared', { totals }, undefined, ID.game![v]));
  } else if (v === 'mexican-train') out.push(m('game.rounds-left', { left: 13 - after.round }, undefined, 'M-2, M-16'));
  else out.push(m(v === 'partnership' ? 'game.target-team' : 'game.target', { target: after.options.target }, undefined, ID.game![v]));
  return out;
}

/** What the seat to move may do now and why. */
export function explainTurn(game: GameState): Msg[] {
  if (game.phase === 'game-over') return [m('turn.game-over')];
  if (game.phase === 'round-over') return [m('turn.round-over', {}, undefined, 'C-10')];
  const who = game.turn ?? 0;
  const legal = legalActions(game);
  const plays = legal.filter((a): a is Action & { type: 'play' } => a.type === 'play');
  const tiles = [...new Set(plays.map((a) => a.tile))].join(',');
  const v = game.variant;
  if (plays.length && plays.every((a) => !a.at)) {
    const rule = { partnership: 'P-3', draw: game.options.starterLeads === 'any' ? 'D-5' : 'D-2, D-5', 'all-fives': 'F-5', 'mexican-train': 'M-6' }[v];
    return [m(plays.length === 1 ? 'turn.lead-one' : 'turn.lead', { who, tiles }, who, rule)];
  }
  const out: Msg[] = [];
  if (game.openDouble) out.push(m('turn.cover', { who, value: game.trains?.[game.openDouble] ?? '' }, who, 'M-9'));
  else if (game.chain) out.push(m('turn.chain', { who }, who, 'M-6'));
  if (plays.length) out.push(m('turn.play', { who, tiles }, who, 'C-8'));
  else if (legal.some((a) => a.type === 'draw')) out.push(m(v === 'mexican-train' ? 'turn.mt-draw' : 'turn.draw', { who, ends: openNumbers(game) }, who, v === 'draw' ? 'D-7' : v === 'all-fives' ? 'F-10' : 'M-10'));
  else if (legal.some((a) => a.type === 'pass')) out.push(m(v === 'mexican-train' ? 'turn.mt-pass' : 'turn.pass', { who, ends: openNumbers(game) }, who, { partnership: 'P-6', draw: 'D-8', 'all-fives': 'F-11', 'mexican-train': 'M-10, M-11' }[v]));
  return out;
}
