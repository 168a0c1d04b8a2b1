/**
 * Double-six line games on bit sets (issue 22): in a sampled deal of a line game with nothing to draw (partnership,
 * block) every hand is known, so the hard player can play a hand out on small integers instead of game states. Each
 * hand is a 28-bit set of the double-six tiles; a play is a few operations, not a new state. Two users: the exact
 * endgame (./solve.ts) and `lineRollout`, the rollout policy of ./policies.ts (`rolloutStep`) played here several
 * times faster: the same plays, the same random draws, the same result. The line's play (C-6, C-7), the pass (P-6),
 * going out (P-7, B-8) and the block (P-8, B-9) are the common line rules; a finished hand is counted by the
 * engine's own `VariantRules.countLine`.
 */
import { rulesOf } from '../engine/game.js';
import { fullSet, info } from '../engine/tiles.js';
import type { GameState, Tile } from '../engine/types.js';
import { ROLL_BLOCK, ROLL_KEEP } from './policies.js';
import type { Rng } from './rng.js';

/** The 28 double-six tiles; a tile's index is its bit. */
export const TILES = fullSet(6);
export const INDEX = new Map<Tile, number>(TILES.map((t, k) => [t, k]));
export const HI = TILES.map((t) => info(t).hi);
export const LO = TILES.map((t) => info(t).lo);
export const PIPS = TILES.map((t) => info(t).pips);
/** Per number, the tiles that show it. */
export const SUIT = Array.from({ length: 7 }, (_, v) => TILES.reduce((m, t, k) => (HI[k] === v || LO[k] === v ? m | (1 << k) : m), 0));

/** Whether `g` can be played out here: a line game with nothing to draw and a count, double-six, a line already led. */
export function bitLine(g: GameState): boolean {
  const rules = rulesOf(g.variant);
  return g.phase === 'playing' && rules.layout === 'line' && !rules.draws && rules.countLine !== undefined && rules.setMax === 6 && g.ends?.left !== undefined;
}

/** The tiles in the set `m`. */
export function popcount(m: number): number {
  let c = 0;
  for (let x = m; x; x &= x - 1) c++;
  return c;
}

/** Statistics of the most recent `lineRollout`: the actions taken (plays and passes), as `rolloutStep` counts them. */
export const lastRollout = { steps: 0 };

/**
 * `g` (`bitLine`) played to the end of its hand by the rollout policy (`rolloutStep`, ./policies.ts, line style),
 * drawing from `rng` exactly as that would; returns the finished hand's points, one per seat (`countLine`), the same
 * as the engine's `result.points`.
 */
export function lineRollout(g: GameState, rng: Rng): number[] {
  const rules = rulesOf(g.variant);
  const n = g.players;
  // Each hand in its order (the engine lists plays in hand order, left before right: so do we, for the same draws).
  const hands: number[][] = [];
  const sets = new Int32Array(n);
  const pips = new Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    const list: number[] = [];
    for (const t of g.hands[s]!) {
      const k = INDEX.get(t)!;
      list.push(k);
      sets[s]! |= 1 << k;
      pips[s]! += PIPS[k]!;
    }
    hands.push(list);
  }
  let turn = g.turn!;
  let l = g.ends!.left!;
  let r = g.ends!.right!;
  let steps = 0;
  for (;;) {
    steps++;
    const hand = hands[turn]!;
    const set = sets[turn]!;
    const fitting = set & (SUIT[l]! | SUIT[r]!);
    if (fitting === 0) {
      turn = (turn + 1) % n; // P-6: a pass
      continue;
    }
    // The plays (tile index, place 0 left / 1 right) in the engine's order; with one, no draw (as rolloutStep).
    let count = 0;
    let only = -1;
    let onlyAt = 0;
    for (let j = 0; j < hand.length; j++) {
      const k = hand[j]!;
      if (!((fitting >> k) & 1)) continue;
      if (HI[k] === l || LO[k] === l) {
        count++;
        only = k;
        onlyAt = 0;
      }
      if (HI[k] === r || LO[k] === r) {
        count++;
        only = k;
        onlyAt = 1;
      }
    }
    let tile = only;
    let at = onlyAt;
    if (count > 1) {
      const nextSet = sets[(turn + 1) % n]!;
      let bestScore = -Infinity;
      for (let j = 0; j < hand.length; j++) {
        const k = hand[j]!;
        if (!((fitting >> k) & 1)) continue;
        const hi = HI[k]!;
        const lo = LO[k]!;
        const rest = set & ~(1 << k);
        for (let place = 0; place < 2; place++) {
          const end = place === 0 ? l : r;
          if (hi !== end && lo !== end) continue;
          // The same sum in the same order as rolloutStep, so equal scores tie alike.
          let s = PIPS[k]! + (hi === lo ? 2 : 0) + rng.next() * 3;
          const e1 = place === 0 ? r : l; // the end kept
          const e2 = hi === end ? lo : hi; // the new end
          if ((nextSet & (SUIT[e1]! | SUIT[e2]!)) === 0) s += ROLL_BLOCK;
          let own = Math.min(popcount(rest & SUIT[e1]!), 2);
          if (e2 !== e1) own += Math.min(popcount(rest & SUIT[e2]!), 2);
          s += ROLL_KEEP * own;
          if (s > bestScore) {
            bestScore = s;
            tile = k;
            at = place;
          }
        }
      }
    }
    const end = at === 0 ? l : r;
    const open = HI[tile] === end ? LO[tile]! : HI[tile]!;
    if (at === 0) l = open;
    else r = open;
    sets[turn] = set & ~(1 << tile);
    hand.splice(hand.indexOf(tile), 1);
    pips[turn]! -= PIPS[tile]!;
    let reason: 'domino' | 'blocked' | null = null;
    if (sets[turn] === 0) reason = 'domino'; // P-7, B-8
    else {
      const m = SUIT[l]! | SUIT[r]!;
      let fits = false;
      for (let s = 0; s < n && !fits; s++) fits = (sets[s]! & m) !== 0;
      if (!fits) reason = 'blocked'; // P-8, B-9
    }
    if (reason) {
      lastRollout.steps = steps;
      return rules.countLine!(pips, reason, turn).points;
    }
    turn = (turn + 1) % n;
  }
}
