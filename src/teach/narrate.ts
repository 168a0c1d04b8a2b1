/**
 * Teach-mode narration: what happened at a step and why it was legal or
 * forced, with the rule id, and every count with its arithmetic. Produces
 * language-free message descriptors; `formatMessage` (messages.ts) turns
 * them into text.
 *
 * Param conventions (formatMessage relies on them): `tile`/`tile2`/`engine`
 * hold a tile ("6-4") and are spoken by `tileName`; `tiles` a comma-separated
 * list of tiles; `place` a line place (left/right/up/down); `ends` a
 * comma-separated list of numbers, joined as "5 or 0"; `rule` one or more
 * rule ids. Everything else is shown as it is.
 */
import { handPips, info, legalActions } from '../engine/index.js';
import type { Action, GameState, Placed, Tile } from '../engine/index.js';

/** A message: a catalogue key and its parameters. */
export interface Msg {
  key: string;
  params: Record<string, string | number>;
}

const m = (key: string, params: Record<string, string | number> = {}): Msg => ({ key, params });

/** Seat name, falling back to "#n" (1-based). */
export function seatName(names: readonly string[] | undefined, seat: number): string {
  return names?.[seat] || `#${seat + 1}`;
}

/** `"12 + 8 = 20"`, or just `"20"` for one term, `"0"` for none. */
export function sum(terms: readonly number[]): string {
  const total = terms.reduce((a, b) => a + b, 0);
  return terms.length > 1 ? `${terms.join(' + ')} = ${total}` : String(total);
}

/** The F-8 contributions of the open ends, in the order left, right, up, down (their sum is the count). */
export function countTerms(game: GameState): number[] {
  const line = game.line ?? [];
  if (line.length === 0) return [];
  const first = line[0]!;
  const end = (p: Placed, free: number): number => (p.a === p.b ? 2 * free : free);
  const last = line[line.length - 1]!;
  // F-8: a lone tile gives a + b (a lone double once, as 2 × its number); otherwise each line end.
  const out = line.length > 1 ? [end(first, first.a), end(last, last.b)] : first.a === first.b ? [first.a + first.b] : [first.a, first.b];
  for (const arm of [game.arms?.up ?? [], game.arms?.down ?? []]) {
    const p = arm[arm.length - 1];
    if (p) out.push(end(p, p.b));
  }
  return out;
}

const RULE: Record<string, Record<string, string>> = {
  match: { partnership: 'P-5, C-6', draw: 'D-6, C-6', 'all-fives': 'C-6' },
  domino: { partnership: 'P-7, C-10', draw: 'D-9, C-10', 'all-fives': 'F-12, C-10', 'mexican-train': 'M-13, C-10' },
  blocked: { partnership: 'P-8, C-11', draw: 'D-10, C-11', 'all-fives': 'F-13, C-11', 'mexican-train': 'M-14, C-11' },
  game: { partnership: 'P-12', draw: 'D-14', 'all-fives': 'F-14', 'mexican-train': 'M-16' },
};

/** Distinct numbers open for line games and all-fives, e.g. "5,0". */
function openNumbers(game: GameState): string {
  return [...new Set(Object.values(game.ends ?? {}))].join(',');
}

function teamName(names: readonly string[] | undefined, team: number): string {
  return `${seatName(names, team)} & ${seatName(names, team + 2)}`;
}

/** Messages for the start of a round (step 0 and after each `next-round`): the deal, who leads and why. */
export function narrateStart(game: GameState, names?: readonly string[]): Msg[] {
  const v = game.variant;
  const out: Msg[] = [m('round.start', { round: game.round })];
  const each = game.deal.hands[0]?.length ?? 0;
  const bone = game.deal.boneyard?.length ?? 0;
  const set = v === 'mexican-train' ? 91 : 28;
  const deal = { partnership: 'C-1, C-5, P-1, P-2', draw: 'C-1, C-5, D-1', 'all-fives': 'C-1, C-5, F-1, F-2', 'mexican-train': 'C-1, C-5, M-1' }[v];
  if (game.round === 1) {
    out.push(m('deal.tiles', { set, rule: 'C-2, C-3' }));
    out.push(m('deal.order', { players: game.players, rule: v === 'partnership' ? 'C-4, P-4' : 'C-4' }));
    if (v === 'partnership') out.push(m('deal.teams', { team0: teamName(names, 0), team1: teamName(names, 1), rule: 'P-1' }));
  }
  out.push(m(bone ? 'deal.hands' : 'deal.hands-all', { players: game.players, each, bone, set, rule: deal }));
  const lead = game.leader === null ? '' : seatName(names, game.leader);
  if (v === 'partnership') {
    if (game.options.lead === 'rotate' && game.round > 1) out.push(m('lead.rotate', { name: lead, rule: 'P-13' }));
    else out.push(m('lead.double-six', { name: lead, rule: game.round > 1 ? 'P-3, P-13' : 'P-3' }));
  } else if (v === 'draw') {
    out.push(m('lead.starter', { name: lead, rule: game.round > 1 ? 'D-2, D-15' : 'D-2' }));
  } else if (v === 'all-fives') {
    const prev = game.round > 1 && game.deal.leader === undefined;
    out.push(m(prev ? 'lead.went-out' : 'lead.lot', { name: lead, rule: prev ? 'F-4' : game.round > 1 ? 'F-3, F-4' : 'F-3' }));
    out.push(m('deal.house-rules', { rule: 'F-15' }));
  } else {
    const engine = game.engine ?? '';
    const dealt = game.deal.hands.some((h) => h.includes(engine));
    const key = game.options.engineSelection === 'set-aside' ? 'mt.engine-set-aside' : dealt ? 'mt.engine' : 'mt.engine-found';
    out.push(m(key, { name: lead, engine, round: game.round, rule: dealt || key === 'mt.engine-set-aside' ? 'M-2, M-3' : 'M-2, M-3, M-4' }));
    out.push(m('mt.layout', { rule: 'M-5, M-12' }));
    out.push(m('deal.house-rules', { rule: 'M-18' }));
  }
  return out;
}

/** Explains the step `before` → `after` made by `action`, with rule ids and arithmetic. */
export function narrate(before: GameState, action: Action, after: GameState, names?: readonly string[]): Msg[] {
  if (action.type === 'next-round') return narrateStart(after, names);
  const v = before.variant;
  const seat = before.turn ?? 0;
  const name = seatName(names, seat);
  const legal = legalActions(before);
  const out: Msg[] = [];
  if (action.type === 'play') {
    const tile = action.tile;
    if (v === 'mexican-train') out.push(...playMexican(before, action, after, names));
    else if (!action.at) {
      const t = info(tile);
      if (v === 'partnership') out.push(m(before.options.lead === 'rotate' && before.round > 1 ? 'lead.play-any' : 'lead.play-forced', { name, tile, rule: before.options.lead === 'rotate' && before.round > 1 ? 'P-13, C-7' : 'P-3, C-7' }));
      else if (v === 'draw') {
        if (before.options.starterLeads === 'any') out.push(m('lead.play-any', { name, tile, rule: 'D-5, C-7' }));
        else if (t.double) out.push(m('lead.play-double', { name, tile, rule: 'D-2, D-5, C-7' }));
        else {
          const tie = before.hands.some((h, s) => s !== seat && h.some((x) => info(x).pips === t.pips));
          out.push(m('lead.play-heaviest', { name, tile, pips: t.pips, rule: tie ? 'D-3, D-4, D-5, C-7' : 'D-3, D-5, C-7' }));
          if (tie) out.push(m('lead.tie-half', { tile, half: t.hi, rule: 'D-4' }));
        }
      } else out.push(m('lead.play-any', { name, tile, rule: 'F-5, C-7' }));
    } else {
      out.push(m('play.match', { name, tile, place: action.at, value: before.ends?.[action.at] ?? '', rule: RULE.match![v]! }));
    }
    const tilesPlayable = new Set(legal.flatMap((a) => (a.type === 'play' ? [a.tile] : [])));
    if (v !== 'mexican-train' && legal.length === 1 && before.line?.length) out.push(m('play.only', { rule: 'C-8' }));
    else if (v !== 'mexican-train' && tilesPlayable.size === 1 && legal.length > 1) out.push(m('play.only-tile', { tile, n: legal.length, rule: 'C-7' }));
    if (v === 'all-fives') {
      if (before.spinner == null && after.spinner != null) out.push(m('af.spinner', { tile, rule: 'F-6' }));
      if (before.ends?.up === undefined && after.ends?.up !== undefined) out.push(m(after.options.spinnerSidesFirst ? 'af.arms-open' : 'af.arms-open-now', { rule: 'F-7' }));
      if (action.at === 'up' || action.at === 'down') out.push(m('af.arm-play', { place: action.at, rule: 'F-6' }));
      const terms = countTerms(after);
      const count = after.count ?? 0;
      if (count > 0 && count % 5 === 0) out.push(m('af.fives', { name, sum: sum(terms), points: after.lastScore ?? 0, total: after.totals[seat] ?? 0, rule: 'F-8, F-9' }));
      else out.push(m(count === 0 ? 'af.zero' : 'af.no-fives', { sum: sum(terms), rule: 'F-8, F-9' }));
      if (after.phase === 'game-over' && !after.result) out.push(m('af.pegged', { name, total: after.totals[seat] ?? 0, target: after.options.target, rule: 'F-14' }));
    }
  } else if (action.type === 'draw') {
    if (v === 'mexican-train') {
      out.push(m(before.openDouble ? 'mt.draw-cover' : 'mt.draw', { name, rule: before.openDouble ? 'M-9, M-10' : 'M-10, C-8' }));
      const playable = after.turn === seat && legalActions(after).some((a) => a.type === 'play');
      out.push(m(playable ? 'mt.drawn-fits' : 'mt.drawn-misses', { name, rule: 'M-10' }));
    } else {
      const rule = v === 'draw' ? 'D-7, C-8' : 'F-10, C-8';
      out.push(m('draw.forced', { name, ends: openNumbers(before), rule }));
      if (action.from === 'back') out.push(m('draw.back', { rule: 'D-16' }));
      if (after.phase === 'playing') {
        const fits = legalActions(after).some((a) => a.type === 'play');
        out.push(m(fits ? 'draw.fits' : after.boneyard.length > (after.options.boneyardReserve ?? 0) ? 'draw.again' : 'draw.none-left', { name, rule: fits ? (v === 'draw' ? 'D-7' : 'F-10') : v === 'draw' ? 'D-7, D-8' : 'F-10, F-11' }));
      }
    }
  } else if (action.type === 'pass') {
    if (v === 'partnership') out.push(m('pass.partnership', { name, ends: openNumbers(before), rule: 'P-6, C-8' }));
    else if (v === 'mexican-train') out.push(m(before.openDouble ? 'mt.pass-double' : 'mt.pass', { name, rule: before.openDouble ? 'M-9, M-11' : 'M-10, M-11' }));
    else if (v === 'all-fives' && before.boneyard.length > 0) out.push(m('pass.reserve', { name, ends: openNumbers(before), n: before.boneyard.length, rule: 'F-11, F-15' }));
    else out.push(m('pass.empty', { name, ends: openNumbers(before), rule: v === 'draw' ? 'D-8, C-8' : 'F-11, C-8' }));
  } else if (action.type === 'end-turn') {
    out.push(m('mt.end-turn', { name, rule: 'M-6' }));
  }
  if (after.result && !before.result) out.push(...narrateCount(after, names, seat));
  return out;
}

function playMexican(before: GameState, action: Action & { type: 'play' }, after: GameState, names?: readonly string[]): Msg[] {
  const seat = before.turn ?? 0;
  const name = seatName(names, seat);
  const at = action.at ?? '';
  const tile = action.tile;
  const owner = /^train-(\d+)$/.exec(at);
  const ownerSeat = owner ? Number(owner[1]) : -1;
  const out: Msg[] = [];
  const value = before.trains?.[at] ?? Number(/^(\d+)/.exec(before.engine ?? '0')?.[1] ?? 0);
  const kind = before.turnKind === 'normal' ? 'M-7' : 'M-6';
  if (before.openDouble === at) out.push(m('mt.cover', { name, tile, value, owner: ownerSeat >= 0 ? seatName(names, ownerSeat) : '', rule: 'M-9' }));
  else if (at === 'mexican') out.push(m('mt.play-mexican', { name, tile, value, rule: `${kind}, M-12` }));
  else if (ownerSeat === seat) out.push(m('mt.play-own', { name, tile, value, rule: `${kind}, M-5` }));
  else out.push(m('mt.play-marked', { name, tile, value, owner: seatName(names, ownerSeat), rule: `${kind}, M-8, M-11` }));
  if (before.turnKind === 'opening' && !before.chain && !before.openDouble) out.push(m('mt.opening', { name, rule: 'M-6' }));
  if (before.markers?.includes(seat) && !after.markers?.includes(seat)) out.push(m('mt.marker-off', { name, rule: 'M-11' }));
  if (info(tile).double) {
    if (after.openDouble) out.push(m('mt.double', { name, tile, rule: 'M-9' }));
    else if (after.phase === 'playing') out.push(m('mt.dead-double', { tile, rule: 'M-17' }));
  }
  if (after.phase === 'playing' && after.turn === seat && after.chain && !after.openDouble) out.push(m('mt.chain', { name, rule: 'M-6' }));
  return out;
}

/** Messages for a round's count (after the action that ended it). */
export function narrateCount(after: GameState, names: readonly string[] | undefined, seat: number): Msg[] {
  const v = after.variant;
  const r = after.result!;
  const out: Msg[] = [];
  if (r.reason === 'domino') out.push(m('end.domino', { name: seatName(names, r.dominoSeat ?? seat), rule: RULE.domino![v]! }));
  else out.push(m(v === 'partnership' ? 'end.blocked-by' : 'end.blocked', { name: seatName(names, r.blocker ?? seat), rule: RULE.blocked![v]! }));
  const handTerms = (s: number): number[] => after.hands[s]!.map((t) => info(t).pips);
  if (v === 'partnership') {
    const teams = [0, 1].map((tm) => [...handTerms(tm), ...handTerms(tm + 2)]);
    const w = r.winner ?? 0;
    if (r.reason === 'domino') {
      out.push(m('count.p-domino', { team: teamName(names, w), sum: sum(teams[1 - w]!), points: r.points[w] ?? 0, rule: 'P-9' }));
    } else {
      for (const tm of [0, 1]) out.push(m('count.team', { team: teamName(names, tm), sum: sum(teams[tm]!) }));
      const tie = r.teamPips?.[0] === r.teamPips?.[1];
      out.push(m(tie ? 'count.p-tie' : 'count.p-blocked', { team: teamName(names, w), loser: teamName(names, 1 - w), points: r.points[w] ?? 0, rule: tie ? 'P-11' : 'P-10' }));
    }
  } else {
    for (let s = 0; s < after.players; s++) if (after.hands[s]!.length) out.push(m('count.hand', { name: seatName(names, s), sum: sum(handTerms(s)) }));
    if (v === 'mexican-train') {
      const zero = after.options.doubleBlankValue === 50 && after.hands.some((h) => h.includes('0-0'));
      out.push(m('count.mt', { rule: zero ? 'M-15, M-18' : 'M-15' }));
      if (zero) out.push(m('count.mt-zero', { rule: 'M-15' }));
    } else if (r.winner === null) {
      out.push(m('count.tie', { rule: v === 'draw' ? 'D-13' : 'F-13' }));
    } else {
      const w = r.winner;
      const others = r.pips.filter((_, s) => s !== w);
      const own = r.pips[w] ?? 0;
      const raw = others.reduce((a, b) => a + b, 0) - own;
      const arithmetic = own ? `${others.join(' + ')} − ${own} = ${raw}` : sum(others);
      const rule = v === 'draw' ? (r.reason === 'domino' ? 'D-11' : 'D-12') : r.reason === 'domino' ? 'F-12' : 'F-13';
      out.push(m('count.winner', { name: seatName(names, w), sum: arithmetic, points: r.points[w] ?? 0, rule }));
      if (v === 'draw') out.push(m('count.minus', { rule: r.reason === 'domino' ? 'D-11' : 'D-12' }));
      if (v === 'all-fives' && after.options.roundHandScore) out.push(m('count.rounded', { raw, points: r.points[w] ?? 0, rule: 'F-12, F-15' }));
    }
  }
  const who = (s: number): string => (v === 'partnership' ? teamName(names, s) : seatName(names, s));
  const totals = after.totals.map((t, s) => `${who(s)} ${t}`).join(', ');
  if (after.phase === 'game-over') {
    const winners = ([] as number[]).concat(after.winner ?? []);
    out.push(m('game.over', { name: winners.map(who).join(', '), totals, rule: RULE.game![v]! }));
  } else if (v === 'mexican-train') out.push(m('game.rounds-left', { totals, left: 13 - after.round, rule: 'M-2, M-16' }));
  else out.push(m('game.totals', { totals, target: after.options.target, rule: RULE.game![v]! }));
  return out;
}

/** What the seat to move may do now and why (legal tiles and places, forced draws and passes). */
export function explainTurn(game: GameState, names?: readonly string[]): Msg[] {
  if (game.phase === 'game-over') return [m('turn.game-over')];
  if (game.phase === 'round-over') return [m('turn.round-over', { rule: 'C-10' })];
  const seat = game.turn ?? 0;
  const name = seatName(names, seat);
  const legal = legalActions(game);
  const plays = legal.filter((a): a is Action & { type: 'play' } => a.type === 'play');
  const tiles: Tile[] = [...new Set(plays.map((a) => a.tile))];
  const v = game.variant;
  if (plays.length && plays.every((a) => !a.at)) {
    const rule = { partnership: 'P-3', draw: game.options.starterLeads === 'any' ? 'D-5' : 'D-2, D-5', 'all-fives': 'F-5', 'mexican-train': 'M-6' }[v];
    return [m('turn.lead', { name, tiles: tiles.join(','), rule })];
  }
  const out: Msg[] = [];
  if (game.openDouble) out.push(m('turn.cover', { name, value: game.trains?.[game.openDouble] ?? '', rule: 'M-9' }));
  else if (game.chain) out.push(m('turn.chain', { name, rule: 'M-6' }));
  if (plays.length) {
    const places = [...new Set(plays.map((a) => (a.at?.startsWith('train-') ? `train:${seatName(names, Number(a.at.slice(6)))}` : a.at ?? '')))].join(',');
    out.push(m('turn.play', { name, tiles: tiles.join(','), n: plays.length, places, rule: 'C-8' }));
    if (legal.some((a) => a.type === 'end-turn')) out.push(m('turn.may-stop', { rule: 'M-6' }));
  } else if (legal.some((a) => a.type === 'draw')) {
    out.push(m(v === 'mexican-train' ? 'turn.mt-draw' : 'turn.draw', { name, ends: openNumbers(game), rule: v === 'draw' ? 'D-7' : v === 'all-fives' ? 'F-10' : 'M-10' }));
  } else {
    out.push(m(v === 'mexican-train' ? 'turn.mt-pass' : 'turn.pass', { name, ends: openNumbers(game), rule: { partnership: 'P-6', draw: 'D-8', 'all-fives': 'F-11', 'mexican-train': 'M-10, M-11' }[v] }));
  }
  return out;
}

/** Pip count of a seat's hand (C-3), re-exported for the element's count panel. */
export const seatPips = (game: GameState, seat: number): number => handPips(game.hands[seat] ?? []);

/** Explains why an illegal action was refused, from the engine's error code (C-9). */
export function explainError(code: string, game: GameState, action: Action, names?: readonly string[]): Msg {
  const name = seatName(names, game.turn ?? 0);
  const tile = action.type === 'play' ? action.tile : '';
  const known = ['must-play', 'does-not-match', 'not-in-hand', 'must-satisfy-double', 'boneyard-empty', 'bad-place', 'must-lead', 'cannot-pass', 'not-your-turn', 'already-drew', 'cannot-end-turn'];
  return m(known.includes(code) ? `illegal.${code}` : 'illegal.other', { name, tile, ends: openNumbers(game), code, rule: 'C-9' });
}
