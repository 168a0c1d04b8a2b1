/**
 * Determinization: a full game state built from a seat's view and sampled
 * hidden tiles only, consistent with what the seat knows (hand sizes, the
 * boneyard size and the numbers a seat is known to lack).
 */
import type { GameState, Tile } from '../engine/types.js';
import { shuffled } from './rng.js';
import type { Rng } from './rng.js';
import { bitsOf } from './view.js';
import type { SeatView } from './view.js';

const TRIES = 4; // quick random fills before an exact matching

/**
 * A full state that agrees with `view`: other hands and the boneyard filled with a random arrangement of the hidden
 * tiles (a seat whose hand the view was shown, `SeatView.shown`, gets that hand).
 */
export function determinize(view: SeatView, rng: Rng): GameState {
  const shown = view.shown;
  if (!shown) return dealHidden(view, rng);
  const known = new Set(shown.flatMap((h) => h ?? []));
  const rest = dealHidden({ ...view, hidden: view.hidden.filter((t) => !known.has(t)), slots: view.slots.map((l, s) => (shown[s] ? [] : l)) }, rng);
  return { ...rest, hands: rest.hands.map((h, s) => shown[s]?.slice() ?? h) };
}

function dealHidden(view: SeatView, rng: Rng): GameState {
  const owner: number[] = []; // per slot: a seat, or -1 for the boneyard
  const masks: number[] = [];
  view.slots.forEach((list, s) => {
    for (const m of list) {
      owner.push(s);
      masks.push(m);
    }
  });
  for (let k = 0; k < view.boneyardSize; k++) {
    owner.push(-1);
    masks.push(0);
  }
  let tiles: Tile[] | null = null;
  if (masks.some((m) => m !== 0)) {
    for (let k = 0; k < TRIES && !tiles; k++) tiles = fill(view.hidden, masks, rng);
    tiles ??= match(view.hidden, masks, rng);
  }
  // Unconstrained (or constraints that no arrangement meets: a foreign history): a plain shuffle.
  tiles ??= shuffled(view.hidden, rng);
  const hands = view.state.hands.map((h, s) => (s === view.seat ? h.slice() : []));
  const boneyard: Tile[] = [];
  for (let k = 0; k < owner.length && k < tiles.length; k++) {
    const s = owner[k]!;
    if (s < 0) boneyard.push(tiles[k]!);
    else hands[s]!.push(tiles[k]!);
  }
  return { ...view.state, hands, boneyard: shuffled(boneyard, rng) };
}

/** One random assignment of `hidden` to slots obeying `masks` (most constrained slots first), or null on a dead end. */
function fill(hidden: readonly Tile[], masks: readonly number[], rng: Rng): Tile[] | null {
  const order = masks.map((_, k) => k).sort((x, y) => popcount(masks[y]!) - popcount(masks[x]!) || x - y);
  const pool = shuffled(hidden, rng);
  const bits = pool.map(bitsOf);
  const out = new Array<Tile>(masks.length);
  let left = pool.length;
  for (const k of order) {
    const m = masks[k]!;
    let pick = -1;
    let seen = 0;
    for (let j = 0; j < left; j++) {
      if ((bits[j]! & m) === 0 && rng.int(++seen) === 0) pick = j; // reservoir: uniform among fitting tiles
    }
    if (pick < 0) return null;
    out[k] = pool[pick]!;
    left--;
    pool[pick] = pool[left]!;
    bits[pick] = bits[left]!;
  }
  return out;
}

/** A random assignment obeying `masks` found by augmenting paths (Kuhn's bipartite matching), or null when none exists. */
function match(hidden: readonly Tile[], masks: readonly number[], rng: Rng): Tile[] | null {
  const pool = shuffled(hidden, rng);
  const bits = pool.map(bitsOf);
  const tileOf = new Array<number>(masks.length).fill(-1); // slot → tile
  const slotOrder = shuffled(
    masks.map((_, k) => k),
    rng,
  );
  const augment = (t: number, seen: boolean[]): boolean => {
    for (const k of slotOrder) {
      if (seen[k] || (bits[t]! & masks[k]!) !== 0) continue;
      seen[k] = true;
      if (tileOf[k]! < 0 || augment(tileOf[k]!, seen)) {
        tileOf[k] = t;
        return true;
      }
    }
    return false;
  };
  for (let t = 0; t < pool.length; t++) if (!augment(t, new Array<boolean>(masks.length).fill(false))) return null;
  return tileOf.map((t) => pool[t]!);
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
}
