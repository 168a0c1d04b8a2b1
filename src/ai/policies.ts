/**
 * The easy and medium players (decided from a seat's view only) and the fast
 * rollout policy the hard player simulates with (on a determinized state).
 */
import { applyAction, legalActions, rulesOf } from '../engine/game.js';
import { info } from '../engine/tiles.js';
import type { Action, GameState, Place, PlayAction, Tile, Variant } from '../engine/types.js';
import type { VariantRules } from '../engine/variant.js';
import type { Rng } from './rng.js';
import { bitsOf } from './view.js';
import type { SeatView } from './view.js';

/** The forced non-play action among `legal`: a front draw (C-5), else pass, else end-turn. */
export function nonPlay(legal: readonly Action[]): Action {
  return legal.find((a) => a.type === 'draw' && a.from !== 'back') ?? legal.find((a) => a.type === 'draw') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
}

function isPlay(a: Action): a is PlayAction {
  return a.type === 'play';
}

/**
 * Below easy (`auto`'s lowest rung, src/ai/strength.ts): a random one of the lower half of the options by the medium
 * heuristic, so never its best when there is a choice: a beginner who does not yet see the good play.
 */
export function beginnerChoice(view: SeatView, legal: readonly Action[], rng: Rng): Action {
  const order = ranked(view, legal);
  if (order.length === 1) return order[0]!;
  const from = Math.floor(order.length / 2);
  return order[from + Math.floor(rng.next() * (order.length - from))]!;
}

/** Beginner: a random legal action, heavier tiles slightly more likely. */
export function easyChoice(view: SeatView, legal: readonly Action[], rng: Rng): Action {
  const plays = legal.filter(isPlay);
  if (plays.length === 0) return nonPlay(legal);
  const max = 2 * rulesOf(view.state.variant).setMax; // the heaviest tile's pips (C-3)
  const options: Action[] = legal.filter((a) => a.type === 'play' || a.type === 'end-turn');
  const weights = options.map((a) => (a.type === 'play' ? 1 + (0.6 * info(a.tile).pips) / max : 0.5));
  let r = rng.next() * weights.reduce((x, y) => x + y, 0);
  for (let k = 0; k < options.length; k++) {
    r -= weights[k]!;
    if (r < 0) return options[k]!;
  }
  return options[options.length - 1]!;
}

/** Medium: the legal action with the best heuristic score; ties go to the earlier one. */
export function mediumChoice(view: SeatView, legal: readonly Action[]): Action {
  return ranked(view, legal)[0]!;
}

/** The plays (and a Mexican Train end-turn) of `legal` best first by the medium heuristic; the forced action alone when nothing can be played. */
export function ranked(view: SeatView, legal: readonly Action[]): Action[] {
  const options = legal.filter((a) => a.type === 'play' || a.type === 'end-turn');
  if (options.length === 0) return [nonPlay(legal)];
  const score = scorer(view);
  const scored = options.map((a, k) => ({ a, k, s: score(a) }));
  scored.sort((x, y) => y.s - x.s || x.k - y.k);
  return scored.map((x) => x.a);
}

type Score = (a: Action) => number;

/**
 * How the computer players weigh a game's moves: `line` sheds heavy tiles and keeps its numbers alive at two ends,
 * `fives` takes points as it plays (F-9), `trains` builds its own train (M-5). Every variant names its own: a new one
 * is not silently played as another.
 */
type Style = 'line' | 'fives' | 'trains';
export const ROLL_BLOCK = 6; // line rollouts: a play to ends the next seat cannot follow
export const ROLL_KEEP = 3; // line rollouts: per own tile (up to two) that follows each new end
const STYLE: Record<Variant, Style> = {
  partnership: 'line',
  draw: 'line',
  'all-fives': 'fives',
  'mexican-train': 'trains',
  block: 'line', // B-6: a line with two ends, each for himself
};

function scorer(view: SeatView): Score {
  switch (STYLE[view.state.variant]) {
    case 'line':
      return lineScore(view);
    case 'fives':
      return fivesScore(view);
    case 'trains':
      return mexicanScore(view);
  }
}

/** Ends after a line play (C-6, C-7). */
function lineEnds(ends: Record<string, number> | undefined, a: PlayAction): [number, number] {
  const i = info(a.tile);
  if (!ends || ends.left === undefined) return [i.hi, i.lo];
  const keep = a.at === 'left' ? ends.right! : ends.left;
  const v = a.at === 'left' ? ends.left : ends.right!;
  return [keep, i.hi === v ? i.lo : i.hi];
}

/** What the line heuristic reads of a table: the deciding seat, its hand, every seat's known voids and the ends. */
export interface LineTable {
  seat: number;
  hand: readonly Tile[];
  voids: readonly number[];
  ends: Record<string, number> | undefined;
  players: number;
  teams: boolean;
}

/**
 * The line games (partnership, draw): shed heavy tiles and doubles early, keep
 * numbers we hold at the ends, play to numbers the next opponent lacks and (in
 * teams, P-1) not to numbers the partner lacks.
 */
function lineScore(view: SeatView): Score {
  const { seat, hand, voids, state } = view;
  const scorer = new LineScorer({ seat, hand, voids, ends: state.ends, players: state.players, teams: rulesOf(state.variant).teams });
  return (a) => (a.type === 'play' ? scorer.score(a.tile, a.at) : -1e9);
}

/**
 * The line heuristic on any table, as the score of laying `tile` at `at` (C-7; none for a lead): also how the
 * partner model (./infer.ts) expects a partner to have chosen. A class, not closures: the partner model builds one
 * per play it weighs in every sample.
 */
export class LineScorer {
  private readonly shows = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]; // per number, the tiles of the hand that show it

  constructor(private readonly table: LineTable) {
    for (const t of table.hand) {
      const b = bitsOf(t);
      for (let v = 0; b >> v; v++) if ((b >> v) & 1) this.shows[v]!++;
    }
  }

  score(tile: Tile, at: string | undefined): number {
    const ends = this.table.ends;
    const i = info(tile);
    const played = (1 << i.hi) | (1 << i.lo);
    let e1: number; // C-6, C-7: the end kept and the new one
    let e2: number;
    if (!ends || ends.left === undefined) [e1, e2] = [i.hi, i.lo];
    else {
      e1 = at === 'left' ? ends.right! : ends.left;
      const v = at === 'left' ? ends.left : ends.right!;
      e2 = i.hi === v ? i.lo : i.hi;
    }
    let s = i.pips + (i.double ? (this.table.teams ? 6 : 4) : 0) + this.end(e1, played); // terms are multiples of 0.5: exact sums
    if (e2 !== e1) s += this.end(e2, played);
    else if (this.shows[e1]! - ((played >> e1) & 1) > 0) s += 2; // both ends on a number we hold
    return s;
  }

  /** What an end showing v is worth with `played` (its numbers' bits) gone from the hand. */
  private end(v: number, played: number): number {
    const { seat, voids, players: n, teams } = this.table;
    let s = 2.5 * Math.min(this.shows[v]! - ((played >> v) & 1), 2); // keep own suits alive
    const bit = 1 << v;
    if (voids[(seat + 1) % n]! & bit) s += 6; // the next player is known to lack v
    if (teams) {
      if (voids[(seat + 3) % n]! & bit) s += 3;
      if (voids[(seat + 2) % n]! & bit) s -= 5; // do not kill the partner's numbers
    }
    return s;
  }
}

/**
 * The fives style (all-fives): take the most points (F-9) and deny the next player easy fives:
 * subtract what the hidden tiles he may hold would score on the new count.
 */
function fivesScore(view: SeatView): Score {
  const { seat, state, hidden, voids, handSizes } = view;
  const next = (seat + 1) % state.players;
  const chance = hidden.length ? Math.min(1, handSizes[next]! / hidden.length) : 0;
  const countAfter = rulesOf(state.variant).countAfter;
  return (a) => {
    if (a.type !== 'play') return -1e9;
    let after: GameState;
    try {
      after = applyAction(state, a);
    } catch {
      return -1e9;
    }
    const i = info(a.tile);
    const made = after.lastScore ?? 0;
    let s = 3 * made + 0.4 * i.pips + (i.double ? 1 : 0);
    if (after.phase === 'game-over' && after.winner === seat) return 1e6; // F-14: reaches the target
    if (view.hand.length === 1) return s + 200; // F-12: goes out
    if (!countAfter) return s;
    let risk = 0;
    for (const t of hidden) if (!(bitsOf(t) & voids[next]!)) risk += chance * fivesOf(after, t, countAfter);
    return s - 1.5 * risk;
  };
}

/** Length of the longest chain from open number `v` through `tiles` (C-6; a double keeps v). Bounded search. */
export function longestChain(v: number, tiles: readonly Tile[]): number {
  const used = new Array<boolean>(tiles.length).fill(false);
  const halves = tiles.map((t) => info(t));
  let budget = 3000;
  const dfs = (x: number): number => {
    let best = 0;
    for (let k = 0; k < tiles.length && budget > 0; k++) {
      const h = halves[k]!;
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

/**
 * The trains style (mexican-train): keep the longest own train (M-5) the hand can build, put
 * other tiles on the Mexican and open trains (M-8, M-12), shed heavy tiles,
 * play a double only with its cover in hand (M-9), lift the own marker (M-11).
 */
function mexicanScore(view: SeatView): Score {
  const { seat, hand, state } = view;
  const engine = 13 - state.round; // M-2
  const ownPlace: Place = `train-${seat}`;
  const openAt = (p: Place): number => state.trains?.[p] ?? engine;
  const ownOpen = openAt(ownPlace);
  const marked = state.markers?.includes(seat) ?? false;
  const chaining = state.chain != null;
  return (a) => {
    if (a.type === 'end-turn') return 10 * longestChain(ownOpen, hand) - 15; // M-6b: keep chaining while it sheds tiles
    if (a.type !== 'play') return -1e9;
    const i = info(a.tile);
    const rest = hand.filter((t) => t !== a.tile);
    if (rest.length === 0) return 1e6; // M-13
    const at = a.at!;
    const v = openAt(at);
    const open = i.hi === v ? i.lo : i.hi;
    const plan = longestChain(at === ownPlace ? open : ownOpen, rest);
    let s = i.pips + 10 * plan;
    if (i.double) s += rest.some((t) => (bitsOf(t) & (1 << i.hi)) !== 0) ? 8 : -40; // M-9: only with a cover
    if (at === ownPlace && marked) s += 6; // M-11
    if (chaining && at === state.chain) s += 5;
    return s;
  };
}

const DENY = 1; // fives rollouts: per point the next seat (its sampled hand) could score at once; 52.3% of hands [51.4, 53.2] against the previous hard, 12,000 fresh hands (bench:ai)

/** The most `t` scores laid at one of the open places of `g` (F-8, F-9; `countAfter`, the engine's probe); 0 where it does not fit. */
function fivesOf(g: GameState, t: Tile, countAfter: NonNullable<VariantRules['countAfter']>): number {
  const i = info(t);
  let best = 0;
  for (const at in g.ends!) {
    const v = g.ends![at]!;
    if (i.hi !== v && i.lo !== v) continue;
    const c = countAfter(g, t, at);
    if (c > best && c % 5 === 0) best = c;
  }
  return best;
}

/** The most the seat to move in `g` (its hand as sampled) scores with its next tile. */
function nextFives(g: GameState, countAfter: NonNullable<VariantRules['countAfter']>): number {
  let best = 0;
  for (const t of g.hands[g.turn!]!) best = Math.max(best, fivesOf(g, t, countAfter));
  return best;
}

/**
 * The rollout policy: cheap and greedy, heavier tiles first with a little
 * noise; the line games keep their own numbers at the ends and play to ends
 * the next seat cannot follow (in a sampled deal its hand is known, so each
 * seat plays its rollout as a careful player would); All Fives takes fives
 * (F-9) and denies the next seat the fives its sampled hand could make; Mexican Train avoids uncoverable doubles.
 * Returns the state after its action.
 */
export function rolloutStep(g: GameState, rng: Rng): GameState {
  const legal = legalActions(g);
  if (legal.length === 1) return applyAction(g, legal[0]!);
  const hand = g.hands[g.turn!]!;
  const style = STYLE[g.variant];
  const countAfter = style === 'fives' ? rulesOf(g.variant).countAfter : undefined;
  let best: Action | null = null;
  let bestState: GameState | null = null;
  let bestScore = -Infinity;
  let counts: number[] | null = null; // line style: tiles of the hand showing each number
  let nextShows = 0; // line style: the numbers the next seat's hand shows
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const i = info(a.tile);
    let s = i.pips + (i.double ? 2 : 0) + rng.next() * 3;
    let after: GameState | null = null;
    if (style === 'line') {
      // Keep the own numbers at the ends; play to ends the next seat cannot follow (its hand is the sampled one).
      if (!counts) {
        counts = new Array<number>(13).fill(0);
        for (const t of hand) {
          const b = info(t);
          counts[b.hi]!++;
          if (b.lo !== b.hi) counts[b.lo]!++;
        }
        for (const t of g.hands[(g.turn! + 1) % g.players]!) nextShows |= bitsOf(t);
      }
      const [e1, e2] = lineEnds(g.ends, a);
      if ((nextShows & ((1 << e1) | (1 << e2))) === 0) s += ROLL_BLOCK;
      let own = Math.min(counts[e1]! - (i.hi === e1 || i.lo === e1 ? 1 : 0), 2);
      if (e2 !== e1) own += Math.min(counts[e2]! - (i.hi === e2 || i.lo === e2 ? 1 : 0), 2);
      s += ROLL_KEEP * own;
    } else if (style === 'fives') {
      after = applyAction(g, a);
      s += 2 * (after.lastScore ?? 0);
      if (countAfter && after.phase === 'playing') s -= DENY * nextFives(after, countAfter); // deny the next seat its fives
    } else if (style === 'trains') {
      // Keep the own train going: there only tiles whose far half we hold again, other tiles elsewhere.
      const v = g.trains![a.at!] ?? 13 - g.round;
      const far = i.hi === v ? i.lo : i.hi;
      const again = hand.some((t) => t !== a.tile && (bitsOf(t) & (1 << far)) !== 0);
      s += a.at === `train-${g.turn}` ? (again ? 12 : -6) : 3; // weighed against pips up to 24 (M-1): ×3 wins 57.0% of rounds [53.5, 60.4] against ×1 (bench:ai)
      if (i.double && !hand.some((t) => t !== a.tile && (bitsOf(t) & (1 << i.hi)) !== 0)) s -= 15;
    }
    if (s > bestScore) {
      bestScore = s;
      best = a;
      bestState = after;
    }
  }
  if (!best) return applyAction(g, nonPlay(legal));
  return bestState ?? applyAction(g, best);
}
