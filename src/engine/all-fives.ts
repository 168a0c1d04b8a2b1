/**
 * Rules of `all-fives` (rules/all-fives.md F-1..F-15): All Fives with one
 * spinner, 2–4 players each for himself, fives pegged as they are made.
 *
 * Layout: `line` holds the left–right line (C-7), `spinner` the index in it
 * of the first double (F-6), `arms.up`/`arms.down` the tiles laid outward
 * from the spinner's sides. `ends` maps every open place to its number, and
 * `count` is the F-8 count after the last tile.
 *
 * Scoring fields (decisions where the rules are silent):
 * - `lastScore` is what the last play made from fives (F-9), 0 for a play
 *   that scores nothing, `null` after a draw or pass. The end-of-hand award is
 *   not in it; it is in `result.points`.
 * - `fives` (state and `result`) is what each seat made from fives in the
 *   current hand; `result.points` is the end-of-hand award only (F-12/F-13).
 *   So `totals` = the sum over hands of `fives + points` (plus the fives of
 *   a hand abandoned when the target is reached, F-14).
 */
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { fail } from './errors.js';
import { NEUTRAL_OPTIONS, oneOf, positiveInt } from './options.js';
import { roundRng, shuffle } from './rng.js';
import { fullSet, handPips, info } from './tiles.js';
import type { Action, Deal, GameState, Options, Placed, RoundResult, Tile } from './types.js';
import type { DealContext, VariantRules } from './variant.js';

const SET: readonly Tile[] = fullSet(6); // F-1
const PLACES = ['left', 'right', 'up', 'down'] as const;
type Ends = Record<string, number>;
type Arms = { up: Placed[]; down: Placed[] };

/** The lot of F-3: the tiles drawn in each lot round and the seat that won. */
interface Lot {
  rounds: Tile[][];
  leader: number;
}

/** F-3: draws the lot from `set` (already shuffled), one tile per seat still in it, until one seat is highest. */
function drawLot(set: readonly Tile[], players: number): Lot {
  const rounds: Tile[][] = [];
  let inLot = Array.from({ length: players }, (_, s) => s);
  let next = 0;
  for (;;) {
    // Cannot run out: each tied round uses tiles of one pip total, and the set holds at most 4 of any total.
    const drawn = inLot.map(() => set[next++]!);
    rounds.push(drawn);
    inLot = highest(inLot, drawn);
    if (inLot.length === 1) return { rounds, leader: inLot[0]! };
  }
}

/** The seats of `seats` whose tile in `drawn` has the highest pip total; a double has no extra rank (F-3). */
function highest(seats: readonly number[], drawn: readonly Tile[]): number[] {
  let best = -1;
  let out: number[] = [];
  for (let i = 0; i < seats.length; i++) {
    const p = info(drawn[i]!).pips;
    if (p > best) {
      best = p;
      out = [seats[i]!];
    } else if (p === best) out.push(seats[i]!);
  }
  return out;
}

/** The winner of an explicit lot (`deal.lot`, F-3); throws `bad-deal` when the lot is not a complete, consistent one. */
function lotWinner(lot: readonly Tile[][], players: number): number {
  let inLot = Array.from({ length: players }, (_, s) => s);
  const seen = new Set<Tile>();
  for (let r = 0; r < lot.length; r++) {
    const drawn = lot[r]!;
    if (drawn.length !== inLot.length) {
      fail('bad-deal', `lot round ${r + 1} needs ${inLot.length} tiles (one per seat ${inLot.join(', ')}), not ${drawn.length}`);
    }
    for (const t of drawn) {
      if (seen.has(t)) fail('bad-deal', `the lot draws ${t} twice`);
      seen.add(t);
    }
    inLot = highest(inLot, drawn);
    if (inLot.length === 1) {
      if (r !== lot.length - 1) fail('bad-deal', `the lot is decided in round ${r + 1}; it has ${lot.length} rounds`);
      return inLot[0]!;
    }
  }
  return fail('bad-deal', `the lot leaves seats ${inLot.join(', ')} tied; it needs another round (F-3)`);
}

/** F-3/F-4: a new lot is drawn for the first hand and after a blocked hand; after a domino the winner leads. */
function needsLot(prev: GameState | null): boolean {
  return prev === null || prev.result?.reason !== 'domino';
}

/** Tiles per hand (F-2). */
function handSize(players: number): number {
  return players === 2 ? 7 : 5;
}

/** Bit mask of the numbers shown at the open places. */
function endsMask(ends: Ends): number {
  let m = 0;
  for (const k in ends) m |= 1 << ends[k]!;
  return m;
}

/** Whether some tile of `hand` shows a number of `mask`. */
function fits(hand: readonly Tile[], mask: number): boolean {
  for (const t of hand) {
    const i = info(t);
    if (mask & ((1 << i.hi) | (1 << i.lo))) return true;
  }
  return false;
}

/** Whether the seat to move has a legal play (any tile leads on an empty table, F-5). */
function canPlay(game: GameState): boolean {
  const hand = game.hands[game.turn!]!;
  return game.line!.length === 0 ? hand.length > 0 : fits(hand, endsMask(game.ends!));
}

/** F-11: a draw is possible while the boneyard holds more than the reserve. */
function canDraw(game: GameState): boolean {
  return game.boneyard.length > game.options.boneyardReserve;
}

/** F-13: no seat can play and no tile can be drawn. */
function isBlocked(game: GameState): boolean {
  if (canDraw(game) || game.line!.length === 0) return false;
  const mask = endsMask(game.ends!);
  for (const h of game.hands) if (fits(h, mask)) return false;
  return true;
}

/** The open places after a tile (C-7, F-6, F-7). */
function endsOf(line: readonly Placed[], spinner: number | null, arms: Arms, sidesFirst: boolean): Ends {
  const ends: Ends = { left: line[0]!.a, right: line[line.length - 1]!.b };
  // F-7: up/down open once both sides of the spinner carry a tile (or at once with spinnerSidesFirst false).
  if (spinner !== null && (!sidesFirst || (spinner > 0 && spinner < line.length - 1))) {
    const n = line[spinner]!.a;
    ends.up = arms.up.length ? arms.up[arms.up.length - 1]!.b : n;
    ends.down = arms.down.length ? arms.down[arms.down.length - 1]!.b : n;
  }
  return ends;
}

/** What the outer tile of an end gives to the count: its free half, or both halves for a double (F-8). */
function endValue(p: Placed, free: number): number {
  return p.a === p.b ? 2 * free : free;
}

/** The F-8 count of a layout. */
function countOf(line: readonly Placed[], arms: Arms): number {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  // F-8: a single tile gives a + b, which for a lone double is 2 × its number, counted once.
  let c = line.length === 1 ? first.a + first.b : endValue(first, first.a) + endValue(last, last.b);
  // F-8: up/down count only once they hold a tile.
  if (arms.up.length) c += endValue(arms.up[arms.up.length - 1]!, arms.up[arms.up.length - 1]!.b);
  if (arms.down.length) c += endValue(arms.down[arms.down.length - 1]!, arms.down[arms.down.length - 1]!.b);
  return c;
}

/** The F-8 count after `tile` at `at` (a legal play of `game`): the count now, less the covered end's part, plus the new end's. */
function countAfter(game: GameState, tile: Tile, at: string | undefined): number {
  const t = info(tile);
  const line = game.line!;
  if (line.length === 0 || at === undefined) return t.hi + t.lo; // F-5, F-8: a single tile gives a + b
  const v = game.ends![at]!;
  const laid = t.double ? 2 * v : t.hi === v ? t.lo : t.hi;
  let covered = 0;
  if (at === 'left' || at === 'right') {
    const p = at === 'left' ? line[0]! : line[line.length - 1]!;
    // A lone double counts 2 × its number once (F-8) and stays at the other end; else the end gave its free half (both for a double).
    if (line.length > 1 || p.a !== p.b) covered = endValue(p, at === 'left' ? p.a : p.b);
  } else {
    const arm = at === 'up' ? game.arms!.up : game.arms!.down;
    if (arm.length) covered = endValue(arm[arm.length - 1]!, arm[arm.length - 1]!.b); // an empty arm counted nothing
  }
  return game.count! - covered + laid;
}

/** F-12 option `roundHandScore`: nearest multiple of 5, remainder 1–2 down, 3–4 up. */
function roundToFive(x: number): number {
  const r = x % 5;
  return r <= 2 ? x - r : x + 5 - r;
}

/**
 * A fresh shallow copy of an all-fives state, its fields in one fixed order.
 * Faster than `{ ...game }` on the hot path (one hidden class for every state).
 */
function copy(g: GameState): GameState {
  const c: GameState = {
    variant: g.variant,
    players: g.players,
    options: g.options,
    seed: g.seed,
    round: g.round,
    phase: g.phase,
    turn: g.turn,
    hands: g.hands,
    boneyard: g.boneyard,
    totals: g.totals,
    result: g.result,
    winner: g.winner,
    deal: g.deal,
    leader: g.leader,
    line: g.line!,
    ends: g.ends!,
    spinner: g.spinner ?? null,
    arms: g.arms!,
    count: g.count!,
    lastScore: g.lastScore ?? null,
    fives: g.fives!,
  };
  if (g.deals) {
    c.deals = g.deals;
    if (g.shortDeals) c.shortDeals = true;
  }
  return c;
}

/** `list` without the item at `i`. */
function without<T>(list: readonly T[], i: number): T[] {
  const out = list.slice(0, i);
  for (let k = i + 1; k < list.length; k++) out.push(list[k]!);
  return out;
}

/** The hand's end and its count (C-10, F-12, F-13); `game` is a fresh state (holding the last action) completed in place. */
function endHand(game: GameState, reason: 'domino' | 'blocked', seat: number): GameState {
  const n = game.players;
  const pips = game.hands.map(handPips);
  const points = new Array<number>(n).fill(0);
  let winner: number | null = null;
  let all = 0;
  for (const p of pips) all += p;
  if (reason === 'domino') {
    winner = seat; // F-12: the exact pips of all opponents (their hands; his own is empty)
  } else {
    // F-13: the unique lowest pip count wins; a tie for lowest scores nothing.
    const low = Math.min(...pips);
    const at = pips.indexOf(low);
    if (pips.indexOf(low, at + 1) < 0) winner = at;
  }
  if (winner !== null) {
    const raw = all - 2 * pips[winner]!; // opponents' pips − own (own is 0 after a domino)
    // Decision: `roundHandScore` rounds both end-of-hand awards, as pagat rounds its end bonus (sources.md).
    points[winner] = game.options.roundHandScore ? roundToFive(raw) : raw;
  }
  const result: RoundResult = { reason, winner, points, pips, fives: game.fives! };
  if (winner !== null && points[winner]! > 0) {
    game.totals = game.totals.slice();
    game.totals[winner]! += points[winner]!;
  }
  // F-14: the award can reach the target too; only the winner scored, so he is the game's winner.
  const over = winner !== null && game.totals[winner]! >= game.options.target;
  game.result = result;
  game.turn = null;
  game.phase = over ? 'game-over' : 'round-over';
  game.winner = over ? winner : null;
  return game;
}

/** A play by the seat to move (C-6, C-7, F-5..F-9, F-12..F-14). */
function play(game: GameState, tile: Tile, at: string | undefined): GameState {
  const seat = game.turn!;
  const hand = game.hands[seat]!;
  const idx = hand.indexOf(tile);
  if (idx < 0) fail('not-in-hand', `${tile} is not in seat ${seat}'s hand`);
  const t = info(tile);
  const line = game.line!;
  let arms = game.arms!;
  let spinner = game.spinner ?? null;
  let nl: Placed[];
  if (line.length === 0) {
    if (at !== undefined) fail('bad-place', 'The first tile of a hand takes no place (C-7)');
    nl = [{ tile, a: t.hi, b: t.lo }]; // C-7: the lead is laid higher half left
    if (t.double) spinner = 0; // F-6: a double lead is the spinner
  } else {
    const open = game.ends!;
    if (at === undefined) fail('bad-place', `Say where to play ${tile}: ${Object.keys(open).join(', ')}`);
    const v = open[at];
    if (v === undefined) fail('bad-place', `"${at}" is not open now; open places: ${Object.keys(open).join(', ')}`);
    if (t.hi !== v && t.lo !== v) fail('does-not-match', `${tile} does not match the ${v} at ${at}`);
    const o = t.hi === v ? t.lo : t.hi; // C-6
    switch (at) {
      case 'left':
        nl = [{ tile, a: o, b: v }, ...line];
        if (spinner !== null) spinner++;
        else if (t.double) spinner = 0; // F-6: the first double laid is the spinner
        break;
      case 'right':
        nl = [...line, { tile, a: v, b: o }];
        if (spinner === null && t.double) spinner = nl.length - 1;
        break;
      case 'up':
        nl = line;
        arms = { up: [...arms.up, { tile, a: v, b: o }], down: arms.down };
        break;
      default:
        nl = line;
        arms = { up: arms.up, down: [...arms.down, { tile, a: v, b: o }] };
    }
  }
  const ends = endsOf(nl, spinner, arms, game.options.spinnerSidesFirst);
  const count = countOf(nl, arms);
  const score = count > 0 && count % 5 === 0 ? count : 0; // F-9
  const hands = game.hands.slice();
  const left = without(hand, idx);
  hands[seat] = left;
  let totals = game.totals;
  let fives = game.fives!;
  if (score) {
    totals = totals.slice();
    totals[seat]! += score;
    fives = fives.slice();
    fives[seat]! += score;
  }
  const next = copy(game);
  next.hands = hands;
  next.line = nl;
  next.spinner = spinner;
  next.arms = arms;
  next.ends = ends;
  next.count = count;
  next.lastScore = score;
  next.totals = totals;
  next.fives = fives;
  // F-14: pegged at once; reaching the target abandons the hand, even if this tile was the last.
  if (score && totals[seat]! >= game.options.target) {
    next.phase = 'game-over';
    next.turn = null;
    next.winner = seat;
    return next;
  }
  if (left.length === 0) return endHand(next, 'domino', seat); // F-12
  if (isBlocked(next)) return endHand(next, 'blocked', seat); // F-13, C-11
  next.turn = (seat + 1) % game.players; // C-4
  return next;
}

/** Every house rule of this variant, checked, with defaults (options.md, F-15). */
function allFivesOptions(players: number, given: Options): Required<Options> {
  return {
    ...NEUTRAL_OPTIONS, // other variants' keys are ignored
    target: positiveInt('all-fives', 'target', given.target, players === 2 ? 250 : 200), // F-14
    spinnerSidesFirst: oneOf('all-fives', 'spinnerSidesFirst', given.spinnerSidesFirst, [true, false] as const, true), // F-7
    roundHandScore: oneOf('all-fives', 'roundHandScore', given.roundHandScore, [false, true] as const, false), // F-12
    boneyardReserve: oneOf('all-fives', 'boneyardReserve', given.boneyardReserve, [0, 1, 2] as const, 0), // F-11
  };
}

/** Rules of `all-fives` (rules/all-fives.md F-1..F-15). */
export const allFives: VariantRules = {
  id: 'all-fives',
  setMax: 6,
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  layout: 'spinner', // F-6
  rounds: null,
  chains: false,
  teams: false,
  draws: true, // F-10
  drawsUntilFits: true, // F-10
  lowWins: false,
  cites: { block: 'F-13', count: 'F-8' },
  countAfter,

  options: allFivesOptions,

  dealSize: () => SET.length,

  handSize, // F-2

  checkDeal(deal, round, players) {
    // F-3: a given lot must be complete and pick the given leader.
    if (deal.lot !== undefined) {
      const won = lotWinner(deal.lot, players);
      if (deal.leader !== undefined && won !== deal.leader) fail('bad-deal', `deal ${round}: the lot is won by seat ${won}, not by leader ${deal.leader}`);
    }
  },

  deal(ctx: DealContext, rng: RandomGenerator): Deal {
    let lot: Lot | null = null;
    // F-3: the lot is drawn from the shuffled set, then the tiles go back and the set is reshuffled.
    if (needsLot(ctx.prev)) lot = drawLot(shuffle(SET, rng), ctx.players);
    const s = shuffle(SET, rng);
    const h = handSize(ctx.players);
    const hands: Tile[][] = [];
    for (let p = 0; p < ctx.players; p++) hands.push(s.slice(p * h, (p + 1) * h)); // C-5: seat order
    const out: Deal = { hands, boneyard: s.slice(ctx.players * h) };
    if (lot) {
      out.leader = lot.leader;
      out.lot = lot.rounds;
    }
    return out;
  },

  start(base: GameState, prev: GameState | null): GameState {
    let deal = base.deal;
    let leader: number;
    if (!needsLot(prev)) {
      // F-4: the player who went out leads; a given deal.leader is ignored (API.md: leader only for a lot).
      leader = prev!.result!.winner!;
    } else if (deal.leader !== undefined) {
      leader = deal.leader; // a given lot agrees (checkDeal)
    } else if (deal.lot !== undefined) {
      leader = lotWinner(deal.lot, base.players);
      deal = { ...deal, leader };
    } else {
      // Decision (F-3): an explicit deal without leader or lot gets a lot drawn from the seed
      // (its own stream, so the deal's tiles are untouched); it is recorded in `deal`.
      const lot = drawLot(shuffle(SET, roundRng(base.seed, base.round, 1)), base.players);
      leader = lot.leader;
      deal = { ...deal, leader, lot: lot.rounds };
    }
    const zeros = new Array<number>(base.players).fill(0);
    return copy({
      ...base,
      deal,
      totals: prev ? base.totals : zeros,
      turn: leader,
      leader,
      line: [],
      ends: {},
      spinner: null,
      arms: { up: [], down: [] },
      count: 0,
      lastScore: null,
      fives: zeros.slice(),
    });
  },

  legal(game: GameState): Action[] {
    const hand = game.hands[game.turn!]!;
    const out: Action[] = [];
    if (game.line!.length === 0) {
      for (const tile of hand) out.push({ type: 'play', tile }); // F-5: any tile, no place
      return out;
    }
    const ends = game.ends!;
    for (const tile of hand) {
      const t = info(tile);
      for (const at of PLACES) {
        const v = ends[at];
        if (v !== undefined && (v === t.hi || v === t.lo)) out.push({ type: 'play', tile, at }); // C-7: one per place
      }
    }
    if (out.length === 0) out.push(canDraw(game) ? { type: 'draw' } : { type: 'pass' }); // F-10, F-11
    return out;
  },

  apply(game: GameState, action: Action): GameState {
    switch (action.type) {
      case 'play':
        return play(game, action.tile, action.at);
      case 'draw': {
        if (action.from === 'back') fail('bad-action', 'all-fives draws from the front of the boneyard only');
        if (canPlay(game)) fail('must-play', 'A tile can be played: playing is compulsory (F-10)');
        if (!canDraw(game)) {
          fail('boneyard-empty', game.options.boneyardReserve ? `The last ${game.options.boneyardReserve} tiles of the boneyard are never drawn (F-11)` : 'The boneyard is empty (F-11)');
        }
        const seat = game.turn!;
        const hands = game.hands.slice();
        hands[seat] = [...hands[seat]!, game.boneyard[0]!];
        const next = copy(game);
        next.hands = hands;
        next.boneyard = game.boneyard.slice(1);
        next.lastScore = null;
        // C-11/F-13: the last drawable tile may leave nobody able to play.
        return isBlocked(next) ? endHand(next, 'blocked', seat) : next;
      }
      case 'pass': {
        if (canPlay(game)) fail('must-play', 'A tile can be played: playing is compulsory (F-10)');
        if (canDraw(game)) fail('cannot-pass', 'Draw from the boneyard until a tile can be played (F-10)');
        const next = copy(game);
        next.turn = (game.turn! + 1) % game.players; // F-11
        next.lastScore = null;
        return next;
      }
      case 'end-turn':
        return fail('cannot-end-turn', 'all-fives has no multi-tile turns');
      default:
        return fail('bad-action', `Unknown action type`);
    }
  },
};
