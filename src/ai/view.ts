/**
 * A seat's view of a game (style.md, boardgame.io): what that seat may know.
 * The computer players decide from this only; hidden tiles are sampled from it.
 */
import { rulesOf } from '../engine/game.js';
import { fullSet, info } from '../engine/tiles.js';
import { tableTiles } from '../engine/table.js';
import type { Action, GameState, Place, Tile } from '../engine/types.js';
import type { VariantRules } from '../engine/variant.js';

/** One public action of the current round, as applied (a draw carries no tile). */
export interface HistoryEntry {
  seat: number | null; // e.g. 2; null for `next-round`
  action: Action;
}

/** What one seat may know about a game. */
export interface SeatView {
  seat: number; // the seat whose view this is
  /** The public state: the own hand, other hands empty, boneyard empty, no seed and no deal. */
  state: GameState;
  hand: readonly Tile[];
  handSizes: number[]; // per seat
  boneyardSize: number;
  /** Tiles neither in the own hand nor on the table, in set order (they are in other hands or the boneyard). */
  hidden: Tile[];
  /**
   * Per seat, one entry per hidden tile it holds: a bit mask of numbers that
   * tile is known not to show (from passes and draws, C-8). Empty for the own seat.
   */
  slots: number[][];
  /** Per seat, the numbers it is known to lack now (bit v set = holds no tile showing v). */
  voids: number[];
  history: HistoryEntry[];
  /**
   * Per seat, a hand this seat has been shown (a diagnostic, `ChooseOptions.shown`: what knowing it is worth); absent
   * in every fair view. A sample gives each such seat exactly this hand.
   */
  shown?: (readonly Tile[] | undefined)[];
}

/** Bit mask of the numbers a tile shows: "6-4" → (1<<6)|(1<<4). */
export function bitsOf(t: Tile): number {
  if (t.length === 3) return (1 << (t.charCodeAt(0) - 48)) | (1 << (t.charCodeAt(2) - 48)); // "a-b": the double-six and double-nine tiles, read without a lookup
  const i = info(t);
  return (1 << i.hi) | (1 << i.lo);
}

/** The other half of `t` against `v` (C-6). */
function otherHalf(t: Tile, v: number): number {
  const i = info(t);
  return i.hi === v ? i.lo : i.hi;
}

/**
 * The seat's view of `game`, given the public history of the current round (caller-supplied). `shown` (a diagnostic,
 * never a level): other seats whose hands this seat is shown as well.
 */
export function seatView(game: GameState, seat: number, history: readonly HistoryEntry[] = [], shown: readonly number[] = []): SeatView {
  const hand = game.hands[seat] ?? [];
  const state: GameState = {
    ...game,
    seed: 0,
    hands: game.hands.map((h, s) => (s === seat ? h : [])),
    boneyard: [],
    deal: { hands: [] },
  };
  delete state.deals;
  const seen = new Set<Tile>([...hand, ...tableTiles(game)]);
  const hidden = fullSet(rulesOf(game.variant).setMax).filter((t) => !seen.has(t));
  // Only this round's actions count: drop everything up to the last next-round.
  let from = 0;
  for (let k = 0; k < history.length; k++) if (history[k]!.action.type === 'next-round') from = k + 1;
  const round = history.slice(from);
  const handSizes = game.hands.map((h) => h.length);
  const slots = inferSlots(game, seat, round, handSizes);
  const voids = slots.map((list, s) => (s === seat || list.length === 0 ? 0 : list.reduce((m, x) => m & x, 0x1fff)));
  const view: SeatView = { seat, state, hand, handSizes, boneyardSize: game.boneyard.length, hidden, slots, voids, history: round };
  if (shown.some((s) => s !== seat)) view.shown = game.hands.map((h, s) => (s !== seat && shown.includes(s) ? h.slice() : undefined));
  return view;
}

/** Public bookkeeping of the table while replaying a round's history: which numbers may a seat play now? */
interface Tracker {
  /** Numbers seat `s` could play now (it drew or passed, so its hand shows none of them). */
  playable(s: number): number;
  apply(seat: number, action: Action): void;
  /** Whether the replayed table equals the game's (else the history is not this round's and is ignored). */
  matches(game: GameState): boolean;
}

/**
 * Per seat, a slot per hidden tile with the numbers it cannot show. A seat
 * that draws or passes holds no tile for the numbers it could play then
 * (C-8, P-6, D-7, F-10, M-10): every tile it holds at that moment gets that
 * mask; a drawn tile starts unconstrained. A play removes the most
 * constrained slot the played tile fits (masks are nested: older ⊇ newer).
 */
function inferSlots(game: GameState, seat: number, history: readonly HistoryEntry[], sizes: number[]): number[][] {
  const n = game.players;
  const plain = (): number[][] => sizes.map((k, s) => (s === seat ? [] : new Array<number>(k).fill(0)));
  if (history.length === 0 || game.phase !== 'playing') return plain();
  const start = sizes.slice();
  for (const e of history) {
    if (e.seat === null || e.seat < 0 || e.seat >= n) return plain();
    if (e.action.type === 'play') start[e.seat]!++;
    else if (e.action.type === 'draw') start[e.seat]!--;
  }
  if (start.some((k) => k < 0)) return plain();
  const slots = start.map((k) => new Array<number>(k).fill(0));
  const tracker = trackerFor(game);
  for (const e of history) {
    const s = e.seat!;
    const a = e.action;
    if (a.type === 'draw' || a.type === 'pass') {
      const m = tracker.playable(s);
      const list = slots[s]!;
      for (let k = 0; k < list.length; k++) list[k]! |= m;
      if (a.type === 'draw') list.push(0);
    } else if (a.type === 'play') {
      const list = slots[s]!;
      const b = bitsOf(a.tile);
      let k = list.findIndex((m) => (m & b) === 0);
      if (k < 0) k = list.length - 1;
      list.splice(k, 1);
    }
    tracker.apply(s, a);
  }
  if (!tracker.matches(game) || slots.some((l, s) => l.length !== sizes[s])) return plain();
  slots[seat] = [];
  return slots;
}

/**
 * Each play of the round's history with the numbers its seat could play to just before it (0 for a lead), in
 * order; null when the history is not this round's (./infer.ts reads it).
 */
export function playedMasks(view: SeatView): { seat: number; tile: Tile; mask: number; index: number }[] | null {
  const tracker = trackerFor(view.state);
  const out: { seat: number; tile: Tile; mask: number; index: number }[] = [];
  let k = 0;
  for (const e of view.history) {
    if (e.seat === null || e.seat < 0 || e.seat >= view.state.players) return null;
    if (e.action.type === 'play') out.push({ seat: e.seat, tile: e.action.tile, mask: tracker.playable(e.seat), index: k });
    tracker.apply(e.seat, e.action);
    k++;
  }
  return tracker.matches(view.state) ? out : null;
}

/** The bookkeeping of each way the tiles lie on the table (the variant's `layout`). */
const TRACKERS: Record<VariantRules['layout'], (game: GameState) => Tracker> = {
  line: () => lineTracker(),
  spinner: (game) => fivesTracker(game),
  trains: (game) => mexicanTracker(game),
};

function trackerFor(game: GameState): Tracker {
  return TRACKERS[rulesOf(game.variant).layout](game);
}

/** A line with two ends (C-7): partnership, draw. */
function lineTracker(): Tracker {
  let left = -1;
  let right = -1;
  return {
    playable: () => (left < 0 ? 0 : (1 << left) | (1 << right)),
    apply(_s, a) {
      if (a.type !== 'play') return;
      const i = info(a.tile);
      if (left < 0) {
        left = i.hi; // C-7: the lead is laid higher half left
        right = i.lo;
      } else if (a.at === 'left') left = otherHalf(a.tile, left);
      else right = otherHalf(a.tile, right);
    },
    matches: (g) => (left < 0 ? g.ends?.left === undefined : g.ends?.left === left && g.ends?.right === right),
  };
}

/** A line with a spinner's arms (all-fives, F-6, F-7). */
function fivesTracker(game: GameState): Tracker {
  let len = 0;
  let spinner = -1; // index in the line
  let spin = -1; // its number
  const ends: Record<string, number> = {};
  const open = (): void => {
    // F-7: up/down open once both sides of the spinner carry a tile (or at once without sides-first).
    if (spinner >= 0 && ends.up === undefined && (!game.options.spinnerSidesFirst || (spinner > 0 && spinner < len - 1))) {
      ends.up = spin;
      ends.down = spin;
    }
  };
  return {
    playable() {
      let m = 0;
      for (const k in ends) m |= 1 << ends[k]!;
      return m;
    },
    apply(_s, a) {
      if (a.type !== 'play') return;
      const i = info(a.tile);
      if (len === 0) {
        ends.left = i.hi;
        ends.right = i.lo;
        if (i.double) [spinner, spin] = [0, i.hi]; // F-6
      } else {
        const at = a.at!;
        ends[at] = otherHalf(a.tile, ends[at]!);
        if (at === 'left') {
          if (spinner >= 0) spinner++;
          else if (i.double) [spinner, spin] = [0, i.hi];
        } else if (at === 'right' && spinner < 0 && i.double) [spinner, spin] = [len, i.hi];
      }
      if (a.at !== 'up' && a.at !== 'down') len++;
      open();
    },
    matches(g) {
      const e = g.ends ?? {};
      const keys = Object.keys(e);
      return keys.length === Object.keys(ends).length && keys.every((k) => e[k] === ends[k]);
    },
  };
}

/** Trains from a hub (mexican-train): trains, markers, the open double and opening turns (M-5..M-12, M-17). */
function mexicanTracker(game: GameState): Tracker {
  const n = game.players;
  const engine = 13 - game.round; // M-2
  const own = (s: number): Place => `train-${s}`;
  const trains = new Map<Place, number | null>();
  for (let s = 0; s < n; s++) trains.set(own(s), null);
  trains.set('mexican', null);
  const markers = new Set<number>();
  const onTable: Tile[] = [];
  const openingLeft = new Array<boolean>(n).fill(game.options.firstTurn === 'chain');
  let openDouble: Place | null = null;
  let turn = -1;
  let kind: 'opening' | 'opening-drawn' | 'normal' = 'normal';
  let chain: Place | null = null;
  const openAt = (p: Place): number => trains.get(p) ?? engine;
  const begin = (s: number): void => {
    if (s === turn) return;
    turn = s;
    chain = null;
    kind = 'normal';
    if (openingLeft[s]) {
      openingLeft[s] = false; // M-6: used up, also when an open double makes it a normal turn
      if (!openDouble) kind = 'opening';
    }
  };
  const places = (s: number): Place[] => {
    if (openDouble) return [openDouble]; // M-9
    if (kind !== 'normal') return chain ? [chain] : [own(s), 'mexican']; // M-6a
    const out: Place[] = ['mexican'];
    for (let k = 0; k < n; k++) if (k === s || markers.has(k)) out.push(own(k)); // M-8
    return out;
  };
  return {
    playable(s) {
      begin(s);
      let m = 0;
      for (const p of places(s)) m |= 1 << openAt(p);
      return m;
    },
    apply(s, a) {
      begin(s);
      if (a.type === 'draw') {
        if (kind === 'opening') kind = 'opening-drawn'; // M-6d
      } else if (a.type === 'pass') {
        markers.add(s); // M-11
      } else if (a.type === 'play') {
        const p = a.at!;
        const v = openAt(p);
        const i = info(a.tile);
        trains.set(p, otherHalf(a.tile, v));
        onTable.push(a.tile);
        if (i.double) {
          // M-17: a double whose number is all on the table already counts as satisfied.
          const rest = onTable.filter((t) => t !== a.tile && (bitsOf(t) & (1 << v)) !== 0).length;
          openDouble = rest === 12 ? null : p;
        } else if (openDouble === p) openDouble = null;
        if (p === own(s)) markers.delete(s); // M-11
        if (kind === 'opening') chain = p; // M-6b
      }
    },
    matches(g) {
      const t = g.trains ?? {};
      for (const [p, v] of trains) if ((t[p] ?? null) !== v) return false;
      const m = g.markers ?? [];
      return m.length === markers.size && m.every((s) => markers.has(s)) && (g.openDouble ?? null) === openDouble;
    },
  };
}
