import { fail } from './errors.js';
import { NEUTRAL_OPTIONS, oneOf } from './options.js';
import { shuffle } from './rng.js';
import { fullSet, handPips, info, lightest } from './tiles.js';
import type { Action, Deal, GameState, Options, Place, Placed, Tile } from './types.js';
import type { DealContext, VariantRules } from './variant.js';

type TurnKind = 'opening' | 'opening-drawn' | 'normal';

const ROUNDS = 13; // M-2
const MEXICAN = 'mexican';
const SET_MAX = 12;

/** Bit mask of the numbers a tile shows, e.g. "6-4" → (1<<6)|(1<<4); a lookup, not a parse, on the hot path. */
const MASK = new Map<Tile, number>();
for (const t of fullSet(SET_MAX)) {
  const i = info(t);
  MASK.set(t, (1 << i.hi) | (1 << i.lo));
}

/** Place names per player count: `["train-0", …, "train-(n-1)", "mexican"]` (M-5). */
const PLACES: Place[][] = [];
for (let n = 2; n <= 10; n++) {
  PLACES[n] = [...Array.from({ length: n }, (_, i) => `train-${i}`), MEXICAN];
}

function placesOf(n: number): Place[] {
  return PLACES[n]!;
}

/** Hand size by player count (M-1; 15 also for 2–3 players, see §3.5). */
export function mexicanHandSize(players: number): number {
  return players <= 4 ? 15 : players <= 6 ? 12 : players <= 8 ? 10 : 8;
}

/** The engine number of round r: 13 − r (M-2). */
function engineNumber(g: GameState): number {
  return ROUNDS - g.round;
}

/** The number a tile must show at `place`: the open half, or the engine number on an empty train (M-5). */
function openAt(g: GameState, place: Place): number {
  const v = g.trains![place];
  return v === null || v === undefined ? engineNumber(g) : v;
}

/** The places seat `s` may play on now (M-6a/b, M-8, M-9). */
function allowedPlaces(g: GameState, s: number): Place[] {
  if (g.openDouble) return [g.openDouble]; // M-9: only the open double, whoever's train it is on
  const places = placesOf(g.players);
  if (g.turnKind !== 'normal') return g.chain ? [g.chain] : [places[s]!, MEXICAN]; // M-6a/b
  const out: Place[] = [];
  const markers = g.markers!;
  for (let i = 0; i < g.players; i++) if (i === s || markers.includes(i)) out.push(places[i]!); // M-8
  out.push(MEXICAN); // M-12
  return out;
}

/** Whether seat `s` may play on `at` now (no open double); the same test as {@link allowedPlaces} without allocating. */
function isAllowed(g: GameState, s: number, at: Place): boolean {
  if (g.turnKind !== 'normal') return g.chain ? at === g.chain : at === MEXICAN || at === placesOf(g.players)[s];
  if (at === MEXICAN) return true;
  const i = placesOf(g.players).indexOf(at);
  return i === s || g.markers!.includes(i);
}

/** Whether seat `s` holds a tile it may play now. */
function canPlay(g: GameState, s: number): boolean {
  let mask = 0;
  for (const p of allowedPlaces(g, s)) mask |= 1 << openAt(g, p);
  for (const t of g.hands[s]!) if (MASK.get(t)! & mask) return true;
  return false;
}

/**
 * M-17 (our decision): a double v-v is dead when the 12 other tiles showing v
 * are all in trains already — nobody can ever cover it.
 */
function isDeadDouble(trainTiles: Record<string, Placed[]>, double: Tile, v: number): boolean {
  const bit = 1 << v;
  let count = 0;
  for (const k in trainTiles) {
    for (const p of trainTiles[k]!) if (p.tile !== double && MASK.get(p.tile)! & bit) count++;
  }
  // The hub double is e-e with e ≠ v (v-v exists once), so it never shows v.
  return count === SET_MAX;
}

/** M-14: boneyard empty and nobody could play even on fully open trains (only the double's number while one is open). */
function isBlocked(g: GameState): boolean {
  if (g.boneyard.length > 0) return false;
  let mask = 0;
  if (g.openDouble) mask = 1 << openAt(g, g.openDouble);
  else for (const p of placesOf(g.players)) mask |= 1 << openAt(g, p);
  for (const h of g.hands) for (const t of h) if (MASK.get(t)! & mask) return false;
  return true;
}

/** Counts the round into `out` (a fresh object owned by the caller): M-15 scores, M-16 at the end of round 13. */
function finishRound(out: GameState, reason: 'domino' | 'blocked', winner: number | null): GameState {
  const blank = out.options.doubleBlankValue;
  const pips = out.hands.map(handPips); // C-3 pips, 0-0 = 0
  // M-14 (as D-13): the one lightest hand wins a blocked round; a shared lowest means no winner.
  // Decision: "pips" are C-3 pips, so doubleBlankValue (a scoring option, M-15) does not make 0-0 heavier here.
  if (reason === 'blocked') winner = lightest(pips);
  const points = out.hands.map((h, i) => (blank !== 0 && h.includes('0-0') ? pips[i]! + blank : pips[i]!)); // M-15 option
  const totals = out.totals.map((t, i) => t + points[i]!);
  out.totals = totals;
  out.result = { reason, winner, points, pips };
  out.turn = null;
  out.chain = null;
  out.drewThisTurn = false;
  if (out.round >= ROUNDS) {
    out.phase = 'game-over';
    const low = Math.min(...totals);
    out.winner = totals.flatMap((t, i) => (t === low ? [i] : [])); // M-16: equal lowest totals share the win
  } else {
    out.phase = 'round-over';
  }
  return out;
}

/** Ends the blocked round in `out` when M-14 holds (C-11: judged right after the action). */
function settle(out: GameState): GameState {
  return isBlocked(out) ? finishRound(out, 'blocked', null) : out; // M-14: finishRound picks the winner
}

/** Moves `out` (fresh) to the next seat's turn (C-4), deciding whether it is an opening turn (M-6). */
function advance(out: GameState): GameState {
  const nx = (out.turn! + 1) % out.players;
  let kind: TurnKind = 'normal';
  if (out.opening![nx]) {
    const opening = out.opening!.slice();
    opening[nx] = false; // used up now, also when an open double makes it a normal turn (M-6)
    out.opening = opening;
    if (!out.openDouble) kind = 'opening';
  }
  out.turn = nx;
  out.turnKind = kind;
  out.chain = null;
  out.drewThisTurn = false;
  return settle(out);
}

/**
 * A shallow copy of a mexican-train state. Written out field by field so every
 * state has one hidden class: a generic spread of this 25-field object is
 * several times slower and dominated the step time.
 */
function copy(g: GameState): GameState {
  const out: GameState = {
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
    engine: g.engine!,
    trains: g.trains!,
    trainTiles: g.trainTiles!,
    markers: g.markers!,
    openDouble: g.openDouble!,
    opening: g.opening!,
    chain: g.chain!,
    drewThisTurn: g.drewThisTurn!,
    turnKind: g.turnKind!,
  };
  if (g.deals) {
    out.deals = g.deals;
    if (g.shortDeals) out.shortDeals = true;
  }
  return out;
}

function play(g: GameState, t: Tile, at: Place | undefined): GameState {
  const s = g.turn!;
  const hand = g.hands[s]!;
  const idx = hand.indexOf(t);
  if (idx < 0) fail('not-in-hand', `${t} is not in seat ${s}'s hand`);
  if (at === undefined || !placesOf(g.players).includes(at)) {
    fail('bad-place', `Say where to play ${t}: "mexican" or "train-0" … "train-${g.players - 1}"`);
  }
  if (g.openDouble && at !== g.openDouble) {
    fail('must-satisfy-double', `The double on ${g.openDouble} must be covered first (M-9)`);
  }
  if (!g.openDouble && !isAllowed(g, s, at)) {
    const why =
      g.turnKind === 'normal'
        ? `${at} belongs to another player and carries no marker (M-8)`
        : g.chain
          ? `an opening chain stays on ${g.chain} (M-6b)`
          : `an opening turn plays on the own or the Mexican train only (M-6a)`;
    fail('bad-place', `${t} cannot go on ${at}: ${why}`);
  }
  const open = openAt(g, at);
  const ti = info(t);
  if (ti.hi !== open && ti.lo !== open) fail('does-not-match', `${t} does not show ${open}, the number open on ${at}`);
  const outer = ti.hi === open ? ti.lo : ti.hi;

  const hands = g.hands.slice();
  const newHand = hand.slice();
  newHand.splice(idx, 1);
  hands[s] = newHand;
  // Copy only what changes; the other trains' tile lists stay shared.
  const trainTiles = { ...g.trainTiles! };
  trainTiles[at] = [...g.trainTiles![at]!, { tile: t, a: open, b: outer }];
  const trains = { ...g.trains! };
  trains[at] = outer;
  const own = placesOf(g.players)[s]!;
  // M-11: only the owner's play on his own train removes his marker.
  const markers = at === own && g.markers!.includes(s) ? g.markers!.filter((m) => m !== s) : g.markers!;
  const out = copy(g);
  out.hands = hands;
  out.trainTiles = trainTiles;
  out.trains = trains;
  out.markers = markers;
  out.openDouble = null;

  if (newHand.length === 0) return finishRound(out, 'domino', s); // M-13, also on a double or in an opening turn

  if (ti.double && !isDeadDouble(trainTiles, t, open)) {
    // M-9: the same player covers it now; his draw for this new obligation is available again.
    out.openDouble = at;
    out.drewThisTurn = false;
    if (g.turnKind === 'opening') out.chain = at;
    return settle(out);
  }
  if (g.turnKind === 'opening') {
    // M-6b/c: the chain goes on while he holds a tile for this train (a cover from hand included).
    out.chain = at;
    for (const h of newHand) if (MASK.get(h)! & (1 << outer)) return settle(out);
  }
  return advance(out);
}

function drawTile(g: GameState, action: Action): GameState {
  const s = g.turn!;
  if (action.type === 'draw' && action.from === 'back') fail('bad-action', 'Mexican Train draws from the front of the boneyard (C-5)');
  if (canPlay(g, s)) fail('must-play', `Seat ${s} holds a playable tile and must play it (C-8)`);
  if (g.drewThisTurn) fail('already-drew', `Seat ${s} already drew the one tile allowed (M-10) and must pass`);
  if (g.boneyard.length === 0) fail('boneyard-empty', 'The boneyard is empty: pass (M-10)');
  const hands = g.hands.slice();
  hands[s] = [...g.hands[s]!, g.boneyard[0]!];
  const out = copy(g);
  out.hands = hands;
  out.boneyard = g.boneyard.slice(1);
  out.drewThisTurn = true;
  if (g.turnKind === 'opening') out.turnKind = 'opening-drawn'; // M-6d: no chain after a draw
  return settle(out);
}

function pass(g: GameState): GameState {
  const s = g.turn!;
  if (canPlay(g, s)) fail('must-play', `Seat ${s} holds a playable tile and must play it (C-8)`);
  if (!g.drewThisTurn && g.boneyard.length > 0) fail('cannot-pass', `Seat ${s} must draw a tile first (M-10)`);
  const markers = g.markers!;
  let next = markers;
  if (!markers.includes(s)) {
    next = [...markers, s].sort((a, b) => a - b); // M-11: a marker on his own train, also an empty one
  }
  const out = copy(g);
  out.markers = next;
  return advance(out);
}

function endTurn(g: GameState): GameState {
  if (g.turnKind !== 'opening' || !g.chain || g.openDouble) {
    fail('cannot-end-turn', g.openDouble ? 'The double must be covered first (M-6c)' : 'end-turn only stops an opening chain (M-6b)');
  }
  return advance(copy(g));
}

/** Rules of `mexican-train` (seed 002, rules M-1 … M-18). */
export const mexicanTrain: VariantRules = {
  id: 'mexican-train',
  setMax: SET_MAX,
  minPlayers: 2,
  maxPlayers: 10,
  defaultPlayers: 4,
  layout: 'trains',
  rounds: 13, // M-16
  chains: true, // M-6b
  teams: false,
  draws: true, // M-10
  drawsUntilFits: false, // M-10: one draw
  lowWins: true, // M-15, M-16
  cites: { block: 'M-14', marker: 'M-11' },

  options(_players: number, given: Options): Required<Options> {
    return {
      ...NEUTRAL_OPTIONS, // other variants' keys are ignored
      firstTurn: oneOf('mexican-train', 'firstTurn', given.firstTurn, ['chain', 'single'] as const, 'chain'), // M-6
      doubleBlankValue: oneOf('mexican-train', 'doubleBlankValue', given.doubleBlankValue, [0, 50] as const, 0), // M-15
      engineSelection: oneOf('mexican-train', 'engineSelection', given.engineSelection, ['holder', 'set-aside'] as const, 'holder'),
    };
  },

  dealSize(_players: number, options: Required<Options>): number {
    return options.engineSelection === 'set-aside' ? 90 : 91;
  },

  handSize: mexicanHandSize, // M-1

  checkDeal(deal, round, _players, options) {
    if (round > ROUNDS) fail('bad-deal', `deal ${round}: a game has ${ROUNDS} rounds (M-2)`);
    const e = ROUNDS - round;
    const engine = `${e}-${e}`;
    const dealt = deal.boneyard!.includes(engine) || deal.hands.some((h) => h.includes(engine));
    // options.md set-aside: the engine waits in the hub; holder: someone must hold or draw it (M-3, M-4).
    if (dealt === (options.engineSelection === 'set-aside')) {
      fail('bad-deal', `deal ${round}: ${dealt ? `with engineSelection "set-aside" the engine ${engine} is not dealt` : `does not hold the engine ${engine}`}`);
    }
  },

  deal(ctx: DealContext, rng): Deal {
    const e = ROUNDS - ctx.round;
    const engine = `${e}-${e}`;
    const set = ctx.options.engineSelection === 'set-aside' ? fullSet(SET_MAX).filter((t) => t !== engine) : fullSet(SET_MAX);
    const tiles = shuffle(set, rng);
    const size = mexicanHandSize(ctx.players);
    const hands: Tile[][] = [];
    for (let s = 0; s < ctx.players; s++) hands.push(tiles.slice(s * size, (s + 1) * size)); // C-5: seat order
    return { hands, boneyard: tiles.slice(ctx.players * size) };
  },

  start(base: GameState): GameState {
    const n = base.players;
    const e = ROUNDS - base.round;
    const engine = `${e}-${e}`;
    let hands = base.hands;
    let boneyard = base.boneyard;
    let leader: number;
    if (base.options.engineSelection === 'set-aside') {
      // options.md: the engine waits in the hub; round r is started by seat (r − 1) mod n.
      leader = (base.round - 1) % n;
    } else {
      leader = hands.findIndex((h) => h.includes(engine)); // M-3
      if (leader < 0) {
        // M-4: draw rounds from seat 0, each completed (as far as the boneyard reaches).
        const grown = hands.map((h) => h.slice());
        let i = 0;
        while (leader < 0 && i < boneyard.length) {
          for (let s = 0; s < n && i < boneyard.length; s++) {
            const t = boneyard[i++]!;
            grown[s]!.push(t);
            if (t === engine) leader = s;
          }
        }
        // An explicit deal holds the engine somewhere (checkDeal), so the search finds it.
        hands = grown;
        boneyard = boneyard.slice(i);
      }
      hands = hands.slice();
      hands[leader] = hands[leader]!.filter((t) => t !== engine);
    }
    const places = placesOf(n);
    const trains: Record<string, number | null> = {};
    const trainTiles: Record<string, Placed[]> = {};
    for (const p of places) {
      trains[p] = null;
      trainTiles[p] = [];
    }
    const opening = new Array<boolean>(n).fill(base.options.firstTurn === 'chain');
    const first = opening[leader]!;
    opening[leader] = false;
    const out = copy(base);
    out.totals = base.totals.length === n ? base.totals : new Array<number>(n).fill(0);
    out.hands = hands;
    out.boneyard = boneyard;
    out.leader = leader;
    out.turn = leader;
    out.engine = engine;
    out.trains = trains;
    out.trainTiles = trainTiles;
    out.markers = [];
    out.openDouble = null;
    out.opening = opening;
    out.chain = null;
    out.drewThisTurn = false;
    out.turnKind = first ? 'opening' : 'normal';
    // Only a hand-made deal can leave a hand empty here (e.g. the leader held just the engine): M-13 ends the round.
    const empty = hands[leader]!.length === 0 ? leader : hands.findIndex((h) => h.length === 0);
    if (empty >= 0) return finishRound(out, 'domino', empty);
    return settle(out);
  },

  legal(g: GameState): Action[] {
    const s = g.turn!;
    const places = allowedPlaces(g, s);
    const opens = places.map((p) => 1 << openAt(g, p));
    const out: Action[] = [];
    for (const t of g.hands[s]!) {
      const m = MASK.get(t)!;
      for (let k = 0; k < places.length; k++) if (m & opens[k]!) out.push({ type: 'play', tile: t, at: places[k]! });
    }
    if (g.turnKind === 'opening' && g.chain && !g.openDouble) out.push({ type: 'end-turn' });
    if (out.length === 0) out.push(!g.drewThisTurn && g.boneyard.length > 0 ? { type: 'draw' } : { type: 'pass' });
    return out;
  },

  apply(g: GameState, action: Action): GameState {
    switch (action.type) {
      case 'play':
        return play(g, action.tile, action.at);
      case 'draw':
        return drawTile(g, action);
      case 'pass':
        return pass(g);
      case 'end-turn':
        return endTurn(g);
      default:
        return fail('bad-action', `${action.type} is not an action while playing`);
    }
  },
};
