/**
 * Inference from the other seats' plays (issue 22): a deal sampled from a seat's view (./sample.ts) agrees with every
 * pass and draw, but not yet with how the others chose. People and computers alike shed heavy tiles and doubles
 * early, so a seat that played a light tile while a heavy double fitted probably did not hold that double. This
 * module weighs a sampled deal by how likely the others' plays of this round were, had they held what the sample gives
 * them, under a simple model of choosing: among the tiles that fitted then, one is chosen with probability
 * proportional to exp(β · (pips + a double's bonus)), the medium player's first terms (./policies.ts). The hard player
 * then keeps one of a few samples with probability proportional to its weight (sampling–importance–resampling), so its
 * samples lean toward the deals the table's history makes likely. Only public facts and the sample enter: the seat's
 * view, never the real hands.
 *
 * Where a seat drew after a play, its hand at that play is not known from the sample (which drawn tiles came later is
 * hidden), so that play is left out; so is a play right after that seat's draws (it drew until a tile fitted, so the
 * tile was forced) and a lead (nothing to match yet). In All Fives the model is by points instead (fivesValues).
 *
 * The partner (a team game, P-1) is read more closely: it plays as the deciding seat's own side plays, so its plays
 * are weighed by the whole line heuristic (./policies.ts: pips, doubles, keeping its own numbers at the ends, the
 * others' known voids), each legal play of its hand then with probability proportional to exp(β · score). A partner
 * who left a number at an end probably holds more of it; one who passed up a heavy tile probably did not have it.
 */
import { applyAction, createGame, rulesOf } from '../engine/game.js';
import { info } from '../engine/tiles.js';
import type { GameState, Tile } from '../engine/types.js';
import { LineScorer } from './policies.js';
import { playedMasks } from './view.js';
import type { SeatView } from './view.js';
import { bitsOf } from './view.js';

/** How sharply the model prefers heavy tiles (per pip); 0 would weigh every sample alike. */
export const BETA = 0.5;
const DOUBLE_BONUS = 5;

/** One play of another seat this round that tells something: the tile, what fitted then, what that seat played after it. */
interface Evidence {
  seat: number;
  tile: Tile;
  mask: number; // the numbers that seat could play to then
  later: Tile[]; // the tiles that seat played after this one (in its hand then, not now)
  index: number; // its place in the history
  value?: Map<Tile, number>; // the points model (All Fives): each fitting tile's score in the model then; without it, the pips model
  partner?: PartnerPlay; // the partner model (teams): the table the partner chose on
}

/** A partner's play as the line heuristic saw it: where it went, the ends and every seat's known voids just before it. */
interface PartnerPlay {
  at: string;
  ends: Record<string, number>;
  voids: number[];
}

/** What a view's history says about the others' hands, worked out once per decision. */
export interface Inference {
  evidence: Evidence[];
}

/**
 * How sharply the partner model follows the line heuristic (per point of its score). Against abw333's players over
 * 1,200 hands each (bench:ai): 31.0% v its omniscient player instead of 28.1% and 65.4% v its fair player instead of
 * 64.8%, on the same deals. Placing the partner's hidden tiles in play (hard partners, heaviest-first opponents, 200
 * decisions, 300 weighed samples each): log2 −1.32 a tile v −1.39 by pips alone; 0.7: −1.34; 1.5: −1.47.
 */
export const BETA_PARTNER = 0.3;

const score = (t: Tile): number => {
  const i = info(t);
  return BETA * (i.pips + (i.double ? DOUBLE_BONUS : 0));
};

/** The evidence in `view`'s history (none when it cannot be read or says nothing). */
export function inference(view: SeatView): Inference {
  const evidence: Evidence[] = [];
  const plays = playedMasks(view);
  if (!plays) return { evidence };
  const drewAfter = new Set<string>(); // "seat:index": a play followed by a draw of the same seat
  const lastDraw = new Map<number, number>();
  view.history.forEach((e, k) => {
    if (e.seat !== null && e.action.type === 'draw') lastDraw.set(e.seat, k);
  });
  plays.forEach((p) => {
    if ((lastDraw.get(p.seat) ?? -1) > p.index) drewAfter.add(`${p.seat}:${p.index}`);
  });
  for (const p of plays) {
    if (p.seat === view.seat || p.mask === 0 || drewAfter.has(`${p.seat}:${p.index}`)) continue;
    const before = view.history[p.index - 1];
    if (before && before.seat === p.seat && before.action.type === 'draw') continue; // drew until a tile fitted: that tile was forced (F-10)
    const later = plays.filter((q) => q.seat === p.seat && q.index > p.index).map((q) => q.tile);
    evidence.push({ seat: p.seat, tile: p.tile, mask: p.mask, later, index: p.index });
  }
  const rules = rulesOf(view.state.variant);
  if (evidence.length && rules.layout === 'spinner' && !fivesValues(view, plays, evidence)) return { evidence: [] };
  if (evidence.length && rules.teams && rules.layout === 'line') partnerPlays(view, evidence);
  return { evidence };
}

/** How sharply the points model prefers a tile by the points it makes then (per point, F-9). */
export const BETA_FIVES = 0.6;
const PIPS_FIVES = 0.15; // and, a little, by its pips (the fives style sheds heavy tiles too, ./policies.ts)

/**
 * The points model (All Fives, F-8, F-9): players take fives, so a seat that played a tile scoring nothing while
 * another tile would have scored probably did not hold that other tile. The round is replayed on an empty table from
 * the public plays; before each play of `evidence`, every tile that may have been in that seat's hand is tried at
 * each place it fits, and its best points give its score. False when the history cannot be replayed (then nothing
 * is inferred).
 */
function fivesValues(view: SeatView, plays: NonNullable<ReturnType<typeof playedMasks>>, evidence: Evidence[]): boolean {
  const st = view.state;
  let board: GameState = createGame({ variant: st.variant, players: st.players, seed: 1, options: st.options }); // an empty table
  const at = new Map<number, Evidence>(evidence.map((ev) => [ev.index, ev]));
  const pool = [...view.hidden, ...plays.map((p) => p.tile)];
  const holding = (s: number, t: Tile, other: Tile): GameState => {
    const hands = board.hands.map(() => [] as Tile[]);
    hands[s] = [t, other]; // two tiles, so that a play never ends the hand
    return { ...board, hands, turn: s, phase: 'playing', winner: null, totals: board.totals.map(() => 0) }; // no target is reached (F-14)
  };
  try {
    let k = 0;
    for (const h of view.history) {
      const a = h.action;
      if (a.type === 'play' && h.seat !== null) {
        const ev = at.get(k);
        const other = pool.find((t) => t !== a.tile)!;
        if (ev) {
          ev.value = new Map();
          for (const t of pool) {
            if (!(bitsOf(t) & ev.mask)) continue;
            let best = -1;
            for (const place in board.ends ?? {}) {
              if (!(bitsOf(t) & (1 << board.ends![place]!))) continue;
              try {
                best = Math.max(best, applyAction(holding(h.seat, t, t === other ? a.tile : other), { type: 'play', tile: t, at: place }).lastScore ?? 0);
              } catch {
                // not playable there (e.g. up and down before both sides, F-7)
              }
            }
            if (best >= 0) ev.value.set(t, BETA_FIVES * (best + PIPS_FIVES * info(t).pips));
          }
          if (!ev.value.has(a.tile)) return false;
        }
        board = applyAction(holding(h.seat, a.tile, other), a);
      }
      k++;
    }
  } catch {
    return false;
  }
  return true;
}

/**
 * Marks the partner's plays among `evidence` with the table it chose on: the round is replayed from the public plays
 * (C-6, C-7: the lead's higher half at the left), and a pass adds both ends to the passing seat's voids (P-6; the
 * team games deal every tile, so a void lasts).
 */
function partnerPlays(view: SeatView, evidence: Evidence[]): void {
  const n = view.state.players;
  const partner = (view.seat + 2) % n; // P-1: partners sit opposite
  const at = new Map<number, Evidence>(evidence.filter((e) => e.seat === partner).map((e) => [e.index, e]));
  let left = -1;
  let right = -1;
  const voids = new Array<number>(n).fill(0);
  view.history.forEach((h, k) => {
    const a = h.action;
    if (h.seat === null) return;
    if (a.type === 'pass' && left >= 0) voids[h.seat]! |= (1 << left) | (1 << right);
    if (a.type !== 'play') return;
    const ev = at.get(k);
    if (ev && left >= 0) ev.partner = { at: a.at ?? 'left', ends: { left, right }, voids: voids.slice() };
    const i = info(a.tile);
    if (left < 0) [left, right] = [i.hi, i.lo];
    else if (a.at === 'left') left = i.hi === left ? i.lo : i.hi;
    else right = i.hi === right ? i.lo : i.hi;
  });
}

/** The log-likelihood of the partner's play `e` had it held what `det` gives it (its hand then: now, later plays, this tile). */
function partnerLog(e: Evidence, det: GameState): number {
  const p = e.partner!;
  const hand = [...det.hands[e.seat]!, ...e.later, e.tile];
  const scorer = new LineScorer({ seat: e.seat, hand, voids: p.voids, ends: p.ends, players: det.players, teams: true });
  const { left, right } = p.ends;
  const same = left === right; // one place (C-7)
  let chosen = NaN;
  let sum = 0;
  for (const t of hand) {
    const b = bitsOf(t);
    if (!(b & e.mask)) continue;
    for (let place = 0; place < (same ? 1 : 2); place++) {
      if (!(b & (1 << (place === 0 ? left! : right!)))) continue;
      const at = place === 0 ? 'left' : 'right';
      const x = BETA_PARTNER * scorer.score(t, at);
      sum += Math.exp(x);
      if (t === e.tile && (same || at === p.at)) chosen = x;
    }
  }
  return Number.isNaN(chosen) ? 0 : chosen - Math.log(sum); // not found: a history this model cannot read says nothing
}

/** The log-likelihood of the others' plays had they held what `det` gives them (0 without evidence). */
export function logWeight(inf: Inference, det: GameState): number {
  let lw = 0;
  for (const e of inf.evidence) {
    if (e.partner) {
      lw += partnerLog(e, det);
      continue;
    }
    const hand = det.hands[e.seat]!;
    const v = e.value;
    const sc = v ? (t: Tile): number => v.get(t) ?? -Infinity : score; // -Infinity: did not fit anywhere then
    let sum = Math.exp(sc(e.tile));
    for (const t of hand) if (bitsOf(t) & e.mask) sum += Math.exp(sc(t));
    for (const t of e.later) if (bitsOf(t) & e.mask) sum += Math.exp(sc(t));
    lw += sc(e.tile) - Math.log(sum);
  }
  return lw;
}

/**
 * Whether a variant's plays are weighed: the line games, where shedding heavy tiles is what players do (the pips
 * model), and All Fives, where players take points (the points model); not Mexican Train, played for the own train.
 */
export function weighs(state: GameState): boolean {
  const layout = rulesOf(state.variant).layout;
  return layout === 'line' || layout === 'spinner';
}
