/** The rule sets domino-table knows; every `Record` over it is exhaustive. */
export const VARIANTS = ['partnership', 'draw', 'mexican-train', 'all-fives', 'block'] as const; // new ones at the end: a compact record stores the index

/** One of {@link VARIANTS}. */
export type Variant = (typeof VARIANTS)[number];

/** A tile written `"a-b"` with a ≥ b, e.g. `"6-4"` (C-2). */
export type Tile = string;

/** An open place: `left`, `right`, `up`, `down`, `mexican` or `train-N`. */
export type Place = string;

/** Play a tile; `at` is omitted for the first tile of a hand. */
export interface PlayAction {
  type: 'play';
  tile: Tile; // e.g. "6-4"
  at?: Place; // e.g. "left"
}
/** Draw one tile from the boneyard (the front unless `from: "back"`, D-16). */
export interface DrawAction {
  type: 'draw';
  from?: 'front' | 'back';
}
/** Pass: legal only when the rules force it (C-8). */
export interface PassAction {
  type: 'pass';
}
/** Stop a multi-tile turn (Mexican Train's opening chain, M-6b). */
export interface EndTurnAction {
  type: 'end-turn';
}
/** Deal the next round after a count (C-10). */
export interface NextRoundAction {
  type: 'next-round';
}
/** Every action of the API; the same objects drive engine, machine, element and records. */
export type Action = PlayAction | DrawAction | PassAction | EndTurnAction | NextRoundAction;

/** An explicit deal for one round (C-5). */
export interface Deal {
  hands: Tile[][]; // one list per seat
  boneyard?: Tile[]; // draw order, front first
  leader?: number; // all-fives: the seat that won the lot (F-3)
  lot?: Tile[][]; // all-fives: the tiles drawn in each lot round, one per seat still in it (F-3)
}

/** House rules (options.md). Every option of every variant; unused ones are ignored. */
export interface Options {
  target?: number; // partnership 50, draw 100, all-fives 250/200, block 100
  lead?: 'double-six' | 'rotate' | 'winner' | 'starter'; // partnership: double-six or rotate; block B-5: rotate, winner or starter
  starterLeads?: 'starting-tile' | 'any'; // draw
  spinnerSidesFirst?: boolean; // all-fives F-7
  roundHandScore?: boolean; // all-fives F-12
  boneyardReserve?: 0 | 1 | 2; // all-fives F-11
  firstTurn?: 'chain' | 'single'; // mexican-train M-6
  doubleBlankValue?: 0 | 50; // mexican-train M-15
  engineSelection?: 'holder' | 'set-aside'; // mexican-train
  handSize?: 5 | 7; // block B-2: tiles each with 3–4 players (2 players always take 7)
}

/** What `createGame` takes. */
export interface GameConfig {
  variant: Variant;
  players?: number;
  seed?: number; // 32-bit integer; the same seed always gives the same game
  options?: Options;
  deals?: Deal[]; // explicit deals, one per round (null or a missing entry: that round is dealt from the seed)
  /**
   * Explicit deals may have short hands (1 to the variant's hand size each)
   * and leave tiles out of play — for tutorials. Without it a deal of the
   * wrong size is refused (`bad-deal`).
   */
  shortDeals?: boolean;
}

/**
 * A tile as laid on the table. In `line` `a` is its left half and `b` its
 * right half; on an arm (`up`, `down`, a train) `a` faces the hub/spinner and
 * `b` is the outer half.
 */
export interface Placed {
  tile: Tile; // e.g. "6-4"
  a: number; // e.g. 4
  b: number; // e.g. 6
}

/** How a round ended (C-10). */
export interface RoundResult {
  reason: 'domino' | 'blocked';
  winner: number | null; // a seat, a team in partnership, or null (tie, blocked mexican-train)
  points: number[]; // what the round added, per seat (per team in partnership)
  pips: number[]; // pips left per seat
  teamPips?: number[]; // partnership
  dominoSeat?: number; // partnership: who went out
  blocker?: number; // partnership: the seat whose play blocked the hand (P-8)
  fives?: number[]; // all-fives: points each seat made from fives during the hand (F-9), e.g. [25, 10]
}

/** The whole game, immutable plain JSON (API.md's table, plus layout fields). */
export interface GameState {
  variant: Variant;
  players: number;
  options: Required<Options>;
  seed: number;
  round: number; // 1-based
  phase: 'playing' | 'round-over' | 'game-over';
  turn: number | null;
  hands: Tile[][];
  boneyard: Tile[]; // front first
  totals: number[]; // per seat, per team in partnership
  result: RoundResult | null;
  winner: number | number[] | null;
  deal: Deal; // the round's deal as dealt (hands before any automatic step)
  deals?: Deal[]; // explicit deals given to createGame (checked copies)
  shortDeals?: true; // createGame's `shortDeals`
  leader: number | null; // who led (or, in mexican-train, placed the engine) this round
  // line games and all-fives
  ends?: Record<string, number>; // e.g. { left: 6, right: 4 }
  line?: Placed[]; // left to right
  // all-fives
  spinner?: number | null; // index in `line` of the spinner (F-6)
  arms?: { up: Placed[]; down: Placed[] }; // outward from the spinner
  count?: number; // F-8
  lastScore?: number | null;
  fives?: number[]; // all-fives: points from fives made so far this hand, per seat (F-9)
  // draw / all-fives: a player who has drawn and must now play the drawn tile
  // mexican-train
  engine?: Tile | null; // the hub double, e.g. "12-12"
  trains?: Record<string, number | null>; // open number per train
  trainTiles?: Record<string, Placed[]>; // outward from the hub
  markers?: number[];
  openDouble?: Place | null;
  opening?: boolean[]; // per seat: opening turn still to come (M-6)
  chain?: Place | null; // the train of the current opening chain, once a tile was played
  drewThisTurn?: boolean; // mexican-train: the one draw of M-10/M-9 was used
  turnKind?: 'opening' | 'opening-drawn' | 'normal'; // mexican-train: opening turn (M-6), opening turn after its draw (no chain, M-6d), or normal (M-7)
}
