/**
 * Move review and "was it the deal or me?" (issue 20), headless and fair by construction.
 *
 * {@link evaluate} values every legal option of one decision from the deciding seat's view only (./view.ts): the
 * hidden tiles are sampled consistently with that view (./sample.ts, the hard player's determinization), each option
 * is played in every sample and the hand rolled out with the hard player's rollout policy; the expected value is
 * the mean of the hard player's own measure of a hand (./search.ts `outcome`: points for the seat or its team
 * against the others). The samples are fixed by a seed mixed only with public facts, and the same rollout stream is
 * used for every option of a sample (common random numbers), so two games that differ only in tiles the seat could
 * not see give the very same values.
 *
 * {@link reviewHand} does that for every decision of the given seats in a span of a record and words a reason from
 * what was measured (points made, the numbers left at the ends, tiles kept that fit, numbers a seat was seen to
 * lack); {@link luck} plays the seat's dealt tiles against many re-deals of the tiles it could not see.
 * docs/review.md has the thresholds and the formats.
 */
import { applyAction, createGame, legalActions, moveKey, rulesOf } from '../engine/game.js';
import { info } from '../engine/tiles.js';
import type { Action, Deal, GameState, Tile, Variant } from '../engine/types.js';
import type { Msg } from '../words/format.js';
import { chooseAction, DEFAULT_BUDGET_MS } from './choose.js';
import { rolloutStep } from './policies.js';
import { choices, historyAt, same } from './rank.js';
import { createRng, shuffled } from './rng.js';
import { determinize } from './sample.js';
import { outcome, STEPS_PER_MS } from './search.js';
import { bitsOf, seatView } from './view.js';
import type { HistoryEntry, SeatView } from './view.js';

/** How a move compares with the best one found. */
export type Verdict = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** One option of a decision and its expected value (the hard player's measure of the hand, for the deciding seat). */
export interface ReviewOption {
  action: Action;
  expected: number;
}

/** One reviewed decision. `reason` is language-free (src/words: the `review` group words it). */
export interface ReviewDecision {
  step: number; // the record's step (index of the state before the move)
  seat: number;
  chosen: Action;
  options: ReviewOption[]; // best first
  best: Action;
  loss: number; // best's expected value less the chosen one's, ≥ 0
  verdict: Verdict;
  reason: Msg[];
  samples: number; // the hidden tiles sampled (the same samples for every option)
}

/** How well a seat's deal does: shares of hands won (ties count half), 0–1. */
export interface DealLuck {
  wins: number; // from the seat's dealt tiles, the rest re-dealt
  average: number; // from wholly re-dealt hands
}

/** Upper bounds of the loss (in the measure's points) for each verdict; above `mistake` is a blunder. */
export interface Thresholds {
  best: number;
  good: number;
  inaccuracy: number;
  mistake: number;
}

/**
 * Per variant (docs/review.md). The measure is the hand's points for the seat (or team) less the others' (their
 * mean), plus a bonus for winning the hand (8 with teams, 5 otherwise); Mexican Train counts pips left, low is good.
 * `best` is the sampling noise allowed to call a move the best.
 */
export const THRESHOLDS: Record<Variant, Thresholds> = {
  partnership: { best: 0.75, good: 2.5, inaccuracy: 6, mistake: 12 },
  draw: { best: 0.75, good: 2.5, inaccuracy: 6, mistake: 12 },
  block: { best: 0.75, good: 2.5, inaccuracy: 6, mistake: 12 },
  'all-fives': { best: 1, good: 3, inaccuracy: 7, mistake: 14 },
  'mexican-train': { best: 1.5, good: 4, inaccuracy: 9, mistake: 18 },
};

/**
 * How much more work a review gives a decision than the hard player does in play. In play, the hard player turns
 * its default 100 ms budget into a fixed amount of rollout work (./search.ts STEPS_PER_MS) spread over at most 8
 * candidates; a review counts its rollout steps the same way (per 8 options) and samples until it has done this many
 * times that work: this many times the hard player's samples (`npm run bench:ai` prints both). The count depends
 * only on the view and the seed, so it is as fair as the values.
 */
export const REVIEW_WORK = 1.5;
const MIN_SAMPLES = 50;
const MAX_SAMPLES = 20000;
const SAMPLE_COST = 12; // as ./search.ts counts a determinization

/** Re-deals per side of the luck measure, and the hard player's samples per decision inside them. */
export const LUCK_DEALS: Record<Variant, number> = { partnership: 150, draw: 150, block: 150, 'all-fives': 100, 'mexican-train': 7 };
const LUCK_SAMPLES: Record<Variant, number> = { partnership: 3, draw: 3, block: 3, 'all-fives': 3, 'mexican-train': 1 };

/** The verdict of a loss in `variant`. */
export function verdictOf(variant: Variant, loss: number): Verdict {
  const t = THRESHOLDS[variant];
  return loss <= t.best ? 'best' : loss <= t.good ? 'good' : loss <= t.inaccuracy ? 'inaccuracy' : loss <= t.mistake ? 'mistake' : 'blunder';
}

const MAX_STEPS = 5000;

/** A seed from public facts only (never the deal's seed: two games that differ in hidden tiles get the same samples). */
function publicSeed(view: SeatView, seed: number): number {
  let h = Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ (view.state.round * 7919 + view.seat * 131 + view.hand.length * 17 + view.history.length * 3);
  for (const t of view.hand) h = Math.imul(h ^ bitsOf(t), 0x01000193);
  return h;
}

/**
 * Every option of the decision of the seat to move in `game`, valued from that seat's view (see the module
 * comment); `history` is the round's public moves so far. Options best first (ties: legal order).
 */
export function evaluate(game: GameState, history: readonly HistoryEntry[], options: { samples?: number; seed?: number; actions?: readonly Action[] } = {}): { view: SeatView; options: ReviewOption[]; samples: number; distinct: number } {
  const seat = game.turn!;
  const view = seatView(game, seat, history);
  const acts = (options.actions ?? choices(game)).slice();
  const fixed = options.samples !== undefined ? Math.max(1, options.samples) : null;
  const work = REVIEW_WORK * DEFAULT_BUDGET_MS * STEPS_PER_MS[game.variant];
  const share = Math.min(acts.length, 8) / Math.max(1, acts.length); // steps counted as for the hard player's 8 candidates
  const rng = createRng(publicSeed(view, options.seed ?? 0));
  // Options that lead to the same game (a tile at either end after a double lead, C-6) share one value: the first's.
  const same = sameAs(view.state, acts);
  const sums = new Array<number>(acts.length).fill(0);
  let samples = 0;
  let steps = 0;
  // Every state below is built from the view (determinize): the real hidden tiles are never read.
  while (fixed !== null ? samples < fixed : samples < MIN_SAMPLES || (steps < work && samples < MAX_SAMPLES)) {
    const det = determinize(view, rng);
    const rolloutSeed = (rng.next() * 4294967296) | 0;
    let k = 0;
    for (let c = 0; c < acts.length; c++) {
      if (same[c] !== c) continue;
      const r = createRng(rolloutSeed); // the same stream for every option of this sample
      let g = applyAction(det, acts[c]!);
      for (; g.phase === 'playing' && k < MAX_STEPS * acts.length; k++) g = rolloutStep(g, r);
      k++;
      sums[c]! += outcome(det, g, seat);
    }
    steps += SAMPLE_COST + k * share;
    samples++;
  }
  const out = acts.map((action, c) => ({ action, expected: sums[same[c]!]! / samples, c }));
  out.sort((x, y) => y.expected - x.expected || x.c - y.c);
  return { view, options: out.map(({ action, expected }) => ({ action, expected })), samples, distinct: new Set(same).size };
}

/** Per option, the first option that leads to the same game (the engine's `moveKey`, as the table's `oneOf` judges places). */
function sameAs(state: GameState, acts: readonly Action[]): number[] {
  const keys = acts.map((a) => moveKey(state, a) ?? `?${JSON.stringify(a)}`);
  return keys.map((k) => keys.indexOf(k));
}

/** What a review is asked: a record's states and actions (`actions[k]` takes step k to k + 1), whose decisions, which steps. */
export interface ReviewRequest {
  states: GameState[];
  actions: Action[];
  seats: number[]; // the person's seat(s)
  from?: number; // first step reviewed (default 0)
  to?: number; // steps before this one (default: every action)
  samples?: number; // per decision (default: REVIEW_WORK times the hard player's work in play)
  seed?: number;
  luck?: boolean; // also the deal's luck of the last finished round in the span (default true)
  level?: 'easy' | 'medium' | 'hard'; // the other seats' level in the luck measure (default hard)
  luckDeals?: number; // re-deals per side (default LUCK_DEALS)
}

/** A review: every decision of the seats, and the deal's luck of the hand (null when no hand in the span is finished). */
export interface ReviewResult {
  decisions: ReviewDecision[];
  deal: DealLuck | null;
}

/** Reviews a record (see {@link ReviewRequest}); `progress(done, total)` after each decision and the luck. */
export function reviewHand(req: ReviewRequest, progress?: (done: number, total: number) => void): ReviewResult {
  const { states, actions, seats } = req;
  const from = Math.max(0, req.from ?? 0);
  const to = Math.min(actions.length, req.to ?? actions.length);
  const todo: number[] = [];
  for (let k = from; k < to; k++) {
    const g = states[k]!;
    if (g.phase === 'playing' && g.turn !== null && seats.includes(g.turn) && choices(g).length > 1) todo.push(k);
  }
  const end = lastFinished(states, from, to);
  const withLuck = req.luck !== false && end !== null;
  const total = todo.length + (withLuck ? 1 : 0);
  const decisions: ReviewDecision[] = [];
  for (const k of todo) {
    decisions.push(reviewStep(states, actions, k, req));
    progress?.(decisions.length, total);
  }
  let deal: DealLuck | null = null;
  if (withLuck) {
    const start = roundStart(actions, end!);
    const seat = seats[0] ?? 0;
    deal = luck(states[start]!, start > 0 ? states[start - 1]! : null, seat, { seed: req.seed ?? 0, deals: req.luckDeals, level: req.level ?? 'hard', partners: seats });
    progress?.(total, total);
  }
  return { decisions, deal };
}

/** One decision reviewed: step `k` of the record. */
export function reviewStep(states: readonly GameState[], actions: readonly Action[], k: number, opts: { samples?: number; seed?: number } = {}): ReviewDecision {
  const game = states[k]!;
  const chosen = actions[k]!;
  const acts = choices(game);
  if (!acts.some((a) => same(a, chosen))) acts.push(chosen); // (a draw while a tile fits, where rules allow it)
  const { view, options, samples, distinct } = evaluate(game, historyAt(states, actions, k), { ...opts, actions: acts });
  const best = options[0]!;
  const mine = options.find((o) => same(o.action, chosen))!;
  const loss = Math.max(0, best.expected - mine.expected);
  const verdict = verdictOf(game.variant, loss);
  return { step: k, seat: game.turn!, chosen: mine.action, options, best: best.action, loss, verdict, reason: reasonOf(view, mine, best, verdict, distinct), samples };
}

/** The step after the last count in [from, to], or null. */
function lastFinished(states: readonly GameState[], from: number, to: number): number | null {
  for (let k = Math.min(to, states.length - 1); k > from; k--) if (states[k]!.phase !== 'playing' && states[k - 1]!.phase === 'playing') return k;
  return null;
}

/** The first step of the round that step `k` is in. */
function roundStart(actions: readonly Action[], k: number): number {
  for (let i = k - 1; i >= 0; i--) if (actions[i]!.type === 'next-round') return i + 1;
  return 0;
}

// ---- reasons: what was measured, in words (src/words/<lang>/review.ts)

/** What a play changes that a player can see: points made, the open numbers, own tiles that fit them, seats known to lack them. */
interface Facts {
  out: boolean;
  points: number;
  count: number | null; // all-fives: the ends' sum after it (F-8)
  ends: number[]; // the open numbers after it (a line's ends, a spinner's arms, the own train and the Mexican)
  fit: number; // own tiles left that show an open number
  lacks: { seat: number; value: number } | null; // the next seat (else another opponent) is known to lack an open number it would face
  partner: { seat: number; value: number } | null; // teams: the partner is known to lack every open number it would face
  pips: number;
  unseen: number; // tiles the seat could not see that show an open number (what the others may play there)
  chain: number | null; // trains: the longest own chain from the own train's open number after it
  at: number | null; // a play at a place: the number it leaves open there
  all: number[]; // every open number after it, one per end or train, highest first (ends as they lie, not distinct)
  hand: readonly Tile[]; // the own hand after it
  opponents: number[]; // the seats whose knowledge `lacks` reads, nearest first
}

function factsOf(view: SeatView, a: Action): Facts {
  const { seat, state } = view;
  const n = state.players;
  const teams = rulesOf(state.variant).teams;
  let after: GameState = state;
  try {
    after = applyAction(state, a); // the public state: the own hand, the table, nobody else's tiles
  } catch {
    // (an option the public state cannot play: no facts but its value)
  }
  const hand = after.hands[seat] ?? [];
  const ends: number[] = [];
  if (after.ends) ends.push(...Object.values(after.ends));
  else if (after.trains) {
    const engine = after.engine ? info(after.engine).hi : 0;
    for (const p of [`train-${seat}`, 'mexican']) ends.push(after.trains[p] ?? engine);
  }
  const all = (after.ends ? Object.values(after.ends) : after.trains ? Object.values(after.trains) : []).filter((v): v is number => typeof v === 'number');
  const place = a.type === 'play' && a.at ? (after.ends?.[a.at as keyof typeof after.ends] ?? after.trains?.[a.at]) : undefined;
  const distinct = [...new Set(ends)];
  const mask = distinct.reduce((m, v) => m | (1 << v), 0);
  const fit = hand.filter((t) => (bitsOf(t) & mask) !== 0).length;
  let lacks: Facts['lacks'] = null;
  const opponents = [1, 2, 3].map((d) => (seat + d) % n).filter((s, i, l) => s !== seat && l.indexOf(s) === i && !(teams && (s & 1) === (seat & 1)));
  for (const s of opponents) {
    const v = distinct.find((x) => (view.voids[s]! & (1 << x)) !== 0);
    if (v !== undefined) {
      lacks = { seat: s, value: v };
      break;
    }
  }
  let partner: Facts['partner'] = null;
  if (teams && distinct.length) {
    const p = (seat + 2) % n;
    if (distinct.every((x) => (view.voids[p]! & (1 << x)) !== 0)) partner = { seat: p, value: distinct[0]! };
  }
  let chain: number | null = null;
  if (after.trains) {
    const own = after.trains[`train-${seat}`] ?? (after.engine ? info(after.engine).hi : 0);
    chain = chainFrom(own, hand);
  }
  return {
    out: a.type === 'play' && hand.length === 0,
    points: a.type === 'play' ? (after.lastScore ?? 0) : 0,
    count: typeof after.count === 'number' ? after.count : null,
    ends: distinct.sort((x, y) => y - x),
    fit,
    lacks,
    partner,
    pips: a.type === 'play' ? info(a.tile).pips : 0,
    unseen: view.hidden.filter((t) => (bitsOf(t) & mask) !== 0).length,
    chain,
    at: typeof place === 'number' ? place : null,
    all: all.sort((x, y) => y - x),
    hand,
    opponents,
  };
}

/** The longest chain from `v` through `tiles` (small hands: a bounded depth-first search). */
function chainFrom(v: number, tiles: readonly Tile[]): number {
  const used = new Array<boolean>(tiles.length).fill(false);
  let budget = 2000;
  const dfs = (x: number): number => {
    let best = 0;
    for (let k = 0; k < tiles.length && budget > 0; k++) {
      const h = info(tiles[k]!);
      if (used[k] || (h.hi !== x && h.lo !== x)) continue;
      budget--;
      used[k] = true;
      best = Math.max(best, 1 + dfs(h.hi === x ? h.lo : h.hi));
      used[k] = false;
    }
    return best;
  };
  return dfs(v);
}

/** The message's words for a move: its tile (none for end-turn: the `.end` form of the key is used). */
const moveParams = (a: Action, name: 'tile' | 'tile2'): Record<string, string> => (a.type === 'play' ? { [name]: a.tile } : {});
const r1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The reason for a verdict, from what the evaluator measured: the most telling difference between the chosen move
 * and the best (a way out, points made, a number a seat was seen to lack, the partner's numbers, own tiles that fit
 * the ends, a train kept, a heavy tile shed), then the two expected values; for a best move what it did.
 */
export function reasonOf(view: SeatView, mine: ReviewOption, best: ReviewOption, verdict: Verdict, count: number): Msg[] {
  const me = factsOf(view, mine.action);
  const top = factsOf(view, best.action);
  const x = r1(mine.expected);
  const y = r1(best.expected);
  const msg = (key: string, params: Record<string, string | number>): Msg => ({ key, params });
  const ends = (f: Facts): string => f.ends.join(',');
  const turnEnd = (a: Action): boolean => a.type === 'end-turn';
  // A key's `.end` form when the chosen move ends the turn, `.end2` when the best one does (no tile to name).
  const key = (k: string): string => (turnEnd(mine.action) ? `${k}.end` : turnEnd(best.action) ? `${k}.end2` : k);
  if (verdict === 'best' || same(mine.action, best.action)) {
    const tile = moveParams(mine.action, 'tile');
    const what: Msg = turnEnd(mine.action)
      ? msg('rv.did.chain.end', { n: me.chain ?? 0 })
      : me.out
        ? msg('rv.did.out', tile)
        : me.points > 0
          ? msg('rv.did.points', { ...tile, n: me.points })
          : me.lacks
            ? msg('rv.did.lacks', { ...tile, other: me.lacks.seat, value: me.lacks.value })
            : me.chain // (a chain of none says nothing)
              ? msg('rv.did.chain', { ...tile, n: me.chain })
              : msg('rv.did.fit', { ...tile, n: me.fit, nums: ends(me) });
    return [what, msg('rv.best', { x, n: count })];
  }
  const both = { ...moveParams(mine.action, 'tile'), ...moveParams(best.action, 'tile2') };
  const a = mine.action;
  const b = best.action;
  // One tile at two places: each place is named, and what differs between them, never the tile against itself.
  if (a.type === 'play' && b.type === 'play' && a.tile === b.tile && a.at && b.at) {
    const where = { tile: a.tile, place: a.at, want: b.at };
    return [whereWhy(view, me, top, where), msg('rv.value.where', { ...where, x, y, loss: r1(y - x) })];
  }
  const value = msg(key('rv.value'), { ...both, x, y, loss: r1(y - x) });
  const sameEnds = ends(me) === ends(top); // two tiles that leave the same numbers open: what differs is the tile kept
  let why: Msg | null;
  if (turnEnd(mine.action) || turnEnd(best.action)) why = me.chain !== null && top.chain !== null && top.chain !== me.chain ? msg(key('rv.chain'), { ...both, n: top.chain, m: me.chain }) : null;
  else if (top.out && !me.out) why = msg('rv.out', both);
  else if (top.points > me.points) why = msg(me.count !== null ? 'rv.points' : 'rv.points.plain', { ...both, n: top.points, m: me.points, count: me.count ?? 0 });
  else if (top.lacks && !me.lacks) why = msg('rv.lacks', { ...both, other: top.lacks.seat, value: top.lacks.value });
  else if (me.partner && !top.partner) why = msg('rv.partner', { ...both, other: me.partner.seat, nums: ends(me) });
  else if (me.chain !== null && top.chain !== null && top.chain > me.chain) why = msg('rv.chain', { ...both, n: top.chain, m: me.chain });
  else if (top.fit > me.fit && !sameEnds) why = msg('rv.fit', { ...both, n: top.fit, m: me.fit, nums: ends(me), nums2: ends(top) });
  else if (top.pips > me.pips) why = msg('rv.heavy', { ...both, n: top.pips, m: me.pips });
  else if (me.points > top.points) why = msg('rv.gave', { ...both, n: me.points, nums: ends(me) });
  else if (top.unseen < me.unseen) why = msg('rv.unseen', { ...both, nums: ends(me), nums2: ends(top), n: me.unseen, m: top.unseen, all: view.hidden.length });
  else if (top.fit > me.fit) why = msg('rv.fit.same', { ...both, n: top.fit, m: me.fit, nums: ends(me) });
  else if (sameEnds) why = msg('rv.later.same', { ...both, nums: ends(me) });
  else why = msg('rv.later', { ...both, nums: ends(me), nums2: ends(top) });
  return why ? [why, value] : [value];
}

/**
 * Why one tile is better at the best move's place than at the chosen one: points, a train's chain, else the number
 * each place leaves open (who is known to lack it, the partner left only numbers it lacks, how many own tiles or unseen tiles show it), else every open end
 * where those differ, else that both leave the same numbers open (what differs shows only in the play-outs).
 */
function whereWhy(view: SeatView, me: Facts, top: Facts, where: { tile: Tile; place: string; want: string }): Msg {
  const msg = (key: string, params: Record<string, string | number>): Msg => ({ key, params: { ...where, ...params } });
  if (top.points > me.points) return msg('rv.where.points', { n: top.points, m: me.points });
  if (me.chain !== null && top.chain !== null && top.chain > me.chain) return msg('rv.where.chain', { n: top.chain, m: me.chain });
  const v = me.at;
  const v2 = top.at;
  if (v !== null && v2 !== null && v !== v2) {
    const shows = (tiles: readonly Tile[], x: number) => tiles.filter((t) => (bitsOf(t) & (1 << x)) !== 0).length;
    const lacker = (x: number) => top.opponents.find((s) => (view.voids[s]! & (1 << x)) !== 0);
    const other = lacker(v2);
    if (other !== undefined && lacker(v) === undefined) return msg('rv.where.lacks', { v, v2, other });
    if (me.partner && !top.partner) return msg('rv.where.partner', { v, v2, other: me.partner.seat });
    const [n, m] = [shows(top.hand, v2), shows(me.hand, v)];
    if (n > m) return msg(m ? 'rv.where.fit' : 'rv.where.fit0', { v, v2, n, ...(m ? { m } : {}) });
    if (shows(view.hidden, v2) < shows(view.hidden, v)) return msg('rv.where.unseen', { v, v2, n: shows(view.hidden, v2), m: shows(view.hidden, v) });
    return msg('rv.where', { v, v2 });
  }
  const nums = me.all.join(',');
  const nums2 = top.all.join(',');
  return nums !== nums2 ? msg('rv.where.ends', { nums, nums2 }) : msg('rv.where.same', { nums: me.ends.join(',') });
}

// ---- luck: was it the deal or me?

/**
 * How often the hard player wins the hand that started at `start` from `seat`'s dealt tiles over re-deals of every
 * tile it could not see, and how often from a wholly re-dealt hand (`prev`: the finished round before, for round 2
 * on). The seat and its `partners` (the person's other seats) play hard with a few samples; the others at `level`.
 */
export function luck(start: GameState, prev: GameState | null, seat: number, opts: { seed?: number; deals?: number | undefined; level?: 'easy' | 'medium' | 'hard'; partners?: readonly number[] } = {}): DealLuck {
  const n = opts.deals ?? LUCK_DEALS[start.variant];
  const rng = createRng(Math.imul((opts.seed ?? 0) ^ 0x1b873593, 0x9e3779b1) ^ start.round);
  const mine = new Set(opts.partners?.length ? opts.partners : [seat]);
  mine.add(seat);
  const deal = start.deal;
  const sizes = deal.hands.map((h) => h.length);
  // In set order: what the seat could not see enters only as a set (fair: its arrangement changes nothing).
  const pool = [...deal.hands.flat(), ...(deal.boneyard ?? [])].sort(bySet);
  const own = deal.hands[seat]!;
  const rest = pool.filter((t) => !own.includes(t));
  let wins = 0;
  let avg = 0;
  let played = 0;
  let playedAvg = 0;
  for (let i = 0; i < n; i++) {
    // The seat's own tiles kept, the others re-dealt; then a hand wholly re-dealt.
    const a = shuffled(rest, rng);
    const hands = sizes.map((k, s) => (s === seat ? own.slice() : a.splice(0, k)));
    const r = playOut(start, prev, { ...deal, hands, boneyard: a }, seat, mine, opts.level ?? 'hard', rng);
    if (r !== null) {
      wins += r;
      played++;
    }
    const b = shuffled(pool, rng);
    const hands2 = sizes.map((k) => b.splice(0, k));
    const q = playOut(start, prev, { ...deal, hands: hands2, boneyard: b }, seat, mine, opts.level ?? 'hard', rng);
    if (q !== null) {
      avg += q;
      playedAvg++;
    }
  }
  return { wins: played ? wins / played : 0, average: playedAvg ? avg / playedAvg : 0 };
}

const bySet = (a: Tile, b: Tile): number => info(b).hi - info(a).hi || info(b).lo - info(a).lo;

/** The round of `start` dealt as `deal` and played out: 1 won, ½ tied, 0 lost for `seat`; null when that deal cannot be dealt. */
function playOut(start: GameState, prev: GameState | null, deal: Deal, seat: number, mine: Set<number>, level: 'easy' | 'medium' | 'hard', rng: ReturnType<typeof createRng>): number | null {
  let g: GameState;
  try {
    if (prev) {
      const deals = (prev.deals ?? []).slice();
      deals[start.round - 1] = deal;
      g = applyAction({ ...prev, deals }, { type: 'next-round' });
    } else g = createGame({ variant: start.variant, players: start.players, options: start.options, seed: 0, deals: [deal] });
  } catch {
    return null;
  }
  const root = g;
  const history: HistoryEntry[] = [];
  const seed = (rng.next() * 4294967296) | 0;
  for (let k = 0; g.phase === 'playing' && k < MAX_STEPS; k++) {
    const s = g.turn!;
    const a = chooseAction(g, { level: mine.has(s) ? 'hard' : level, seed: seed + s, history, maxSamples: LUCK_SAMPLES[g.variant] });
    history.push({ seat: s, action: a.type === 'draw' ? { type: 'draw' } : a });
    g = applyAction(g, a);
  }
  const v = outcome(root, g, seat);
  return v > 0 ? 1 : v < 0 ? 0 : 0.5;
}
