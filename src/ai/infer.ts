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
 * hidden), so that play is left out; leads (nothing to match yet) are left out too.
 */
import { rulesOf } from '../engine/game.js';
import { info } from '../engine/tiles.js';
import type { GameState, Tile } from '../engine/types.js';
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
}

/** What a view's history says about the others' hands, worked out once per decision. */
export interface Inference {
  evidence: Evidence[];
}

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
    const later = plays.filter((q) => q.seat === p.seat && q.index > p.index).map((q) => q.tile);
    evidence.push({ seat: p.seat, tile: p.tile, mask: p.mask, later });
  }
  return { evidence };
}

/** The log-likelihood of the others' plays had they held what `det` gives them (0 without evidence). */
export function logWeight(inf: Inference, det: GameState): number {
  let lw = 0;
  for (const e of inf.evidence) {
    const hand = det.hands[e.seat]!;
    let sum = Math.exp(score(e.tile));
    for (const t of hand) if (bitsOf(t) & e.mask) sum += Math.exp(score(t));
    for (const t of e.later) if (bitsOf(t) & e.mask) sum += Math.exp(score(t));
    lw += score(e.tile) - Math.log(sum);
  }
  return lw;
}

/** Whether a variant's plays are weighed: the line games, where shedding heavy tiles is what players do (All Fives plays for points, Mexican Train for its own train). */
export function weighs(state: GameState): boolean {
  return rulesOf(state.variant).layout === 'line';
}
