/**
 * The exact endgame (issue 22): in a sampled deal of a line game with nothing to draw (partnership, block) every hand
 * is known, so once few tiles are left the hand can be played out exactly instead of by rollouts: alpha-beta over
 * every line of play, each seat playing its best for its side (a team, or itself against the rest). Hands are bit
 * sets of the 28 tiles (double-six only, ./linebits.ts) and the search undoes its moves in place, so a position costs a few
 * operations, not a game state. The line's play (C-6, C-7), the pass (P-6), going out (P-7, B-8) and the block
 * (P-8, B-9) are the common line rules; the count of a finished hand is the engine's own (`VariantRules.countLine`).
 */
import { rulesOf } from '../engine/game.js';
import type { GameState, RoundResult } from '../engine/types.js';
import type { VariantRules } from '../engine/variant.js';
import { bitLine, HI, INDEX, LO, PIPS, SUIT, TILES } from './linebits.js';

/** The value of a hand's count for `seat`: its (team's) points against the others', with a bonus for winning it. */
export function pointsValue(points: readonly number[], seat: number, teams: boolean): number {
  if (teams) {
    const team = seat & 1; // P-1
    const d = points[team]! - points[1 - team]!;
    return d + 8 * Math.sign(d);
  }
  let others = 0;
  for (let s = 0; s < points.length; s++) if (s !== seat) others += points[s]!;
  const d = points[seat]! - others / (points.length - 1);
  return d + 5 * Math.sign(d);
}

/** Tile indices heaviest first (the order the search tries plays in: it finds good lines early and cuts more). */
const ORDER = TILES.map((_, k) => k).sort((a, b) => PIPS[b]! - PIPS[a]! || b - a);

/** Statistics of the most recent solve (positions visited). */
export const lastSolve = { nodes: 0 };

/** Whether `g` can be solved here: a line game with nothing to draw and a count, double-six, a line already led (./linebits.ts). */
export const solvable = bitLine;

/**
 * The exact value for `seat` (pointsValue of the hand's count) of `g` (solvable) played out with every seat playing
 * its best, or null when that takes more than `limit` positions (then lastSolve.nodes is past the limit).
 */
export function solve(g: GameState, seat: number, limit: number): number | null {
  const rules = rulesOf(g.variant);
  const n = g.players;
  const hands = new Int32Array(n);
  const pips = new Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    for (const t of g.hands[s]!) {
      const k = INDEX.get(t)!;
      hands[s]! |= 1 << k;
      pips[s]! += PIPS[k]!;
    }
  }
  const side = Array.from({ length: n }, (_, s) => (rules.teams ? (s & 1) === (seat & 1) : s === seat));
  const search = new Search(hands, pips, side, seat, rules, limit);
  const v = search.run(g.turn!, g.ends!.left!, g.ends!.right!);
  lastSolve.nodes = search.nodes;
  return search.nodes > limit ? null : v;
}

class Search {
  nodes = 0;
  constructor(
    private readonly hands: Int32Array,
    private readonly pips: number[],
    private readonly side: boolean[],
    private readonly seat: number,
    private readonly rules: VariantRules,
    private readonly limit: number,
  ) {}

  run(turn: number, l: number, r: number): number {
    return this.ab(turn, l, r, -Infinity, Infinity);
  }

  private end(reason: RoundResult['reason'], mover: number): number {
    return pointsValue(this.rules.countLine!(this.pips, reason, mover).points, this.seat, this.rules.teams);
  }

  private ab(turn: number, l: number, r: number, alpha: number, beta: number): number {
    if (++this.nodes > this.limit) return 0; // given up: the caller discards the value
    const hands = this.hands;
    const n = hands.length;
    let mover = turn;
    let h = hands[mover]!;
    // P-6: a seat that cannot follow passes (the block test after every play means some seat can).
    while ((h & (SUIT[l]! | SUIT[r]!)) === 0) {
      mover = (mover + 1) % n;
      h = hands[mover]!;
    }
    const max = this.side[mover]!;
    let best = max ? -Infinity : Infinity;
    const next = (mover + 1) % n;
    for (let j = 0; j < ORDER.length; j++) {
      const k = ORDER[j]!;
      const bit = 1 << k;
      if ((h & bit) === 0) continue;
      const hi = HI[k]!;
      const lo = LO[k]!;
      for (let place = 0; place < 2; place++) {
        // place 0: at the left end, 1: at the right end (one place when both ends show the same number, C-7).
        const end = place === 0 ? l : r;
        if (hi !== end && lo !== end) continue;
        if (place === 1 && l === r) continue;
        const open = hi === end ? lo : hi;
        const nl = place === 0 ? open : l;
        const nr = place === 0 ? r : open;
        hands[mover] = h & ~bit;
        this.pips[mover]! -= PIPS[k]!;
        let v: number;
        if (hands[mover] === 0) v = this.end('domino', mover); // P-7
        else if (!this.anyFits(nl, nr)) v = this.end('blocked', mover); // P-8
        else v = this.ab(next, nl, nr, alpha, beta);
        hands[mover] = h;
        this.pips[mover]! += PIPS[k]!;
        if (this.nodes > this.limit) return 0;
        if (max) {
          if (v > best) best = v;
          if (best > alpha) alpha = best;
        } else {
          if (v < best) best = v;
          if (best < beta) beta = best;
        }
        if (alpha >= beta) return best;
      }
    }
    return best;
  }

  private anyFits(l: number, r: number): boolean {
    const m = SUIT[l]! | SUIT[r]!;
    for (let s = 0; s < this.hands.length; s++) if (this.hands[s]! & m) return true;
    return false;
  }
}
