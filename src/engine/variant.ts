import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Action, Deal, GameState, Options, RoundResult, Tile, Variant } from './types.js';

/**
 * What one variant module provides. The common layer (core.ts) checks the
 * config, action shapes, phases and `next-round`; a variant decides the rest.
 * `Id` is the variant's name: one of VARIANTS once registered (the default),
 * any string for a module tested through core.ts's `engineOf` before that.
 */
export interface VariantRules<Id extends string = Variant> {
  readonly id: Id;
  readonly setMax: 6 | 12; // C-1
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly defaultPlayers: number;
  /**
   * What a table needs to know of the game to show it, as data (nothing outside the engine compares a variant's
   * name): how the tiles lie on the table (a line, a line with a spinner's four arms, trains from a hub).
   */
  readonly layout: 'line' | 'spinner' | 'trains';
  /** A fixed number of rounds (Mexican Train's 13, M-16), or null: the game is played to a target (options.target). */
  readonly rounds: number | null;
  /** Seats play in two teams of partners sitting opposite: seat s is on team s % 2, totals are per team (P-1). */
  readonly teams: boolean;
  /** A turn may lay several tiles and end with `end-turn` (Mexican Train's opening chain, M-6b). */
  readonly chains: boolean;
  /** A boneyard to draw from (C-8): false where a player who cannot play passes (partnership, block). */
  readonly draws: boolean;
  /** A player who cannot play draws one tile at a time until one fits (D-7, F-10): a table may offer "draw until it fits"; false: one draw, then play it or pass (M-10). */
  readonly drawsUntilFits: boolean;
  /** The lowest total wins and a round adds each seat's pips to its own total (M-15, M-16): the count shows penalties. */
  readonly lowWins: boolean;
  /** The rule ids a table links to: the block (C-11 and the variant's own), the open-end count (F-8), the marker (M-11). */
  readonly cites: { readonly block: string; readonly count?: string; readonly marker?: string };
  /**
   * Where the open-end count scores (F-8, F-9): the count right after `tile` is laid at `at` (undefined: the
   * lead), for a tile that may be laid there, without building the state; a cheap probe for computer players.
   */
  countAfter?(game: GameState, tile: Tile, at: string | undefined): number;
  /**
   * The line games with nothing to draw (P-9..P-11, B-10..B-12): the count of a hand that ends by `reason` right
   * after `seat`'s play, from the pips each seat has left; the engine's own count, so that a computer player's exact
   * endgame (../ai/solve.ts) scores a finished line without building the state.
   */
  countLine?(pips: readonly number[], reason: 'domino' | 'blocked', seat: number): RoundResult;
  /** Options with defaults filled in; throws `bad-options` for a bad value. */
  options(players: number, given: Options): Required<Options>;
  /** The tiles a deal of this game holds in all (28, 91, or 90 with the engine set aside). */
  dealSize(players: number, options: Required<Options>): number;
  /** Tiles dealt to each hand (P-1, D-1, F-2, M-1, B-2: the Block game's depends on an option). */
  handSize(players: number, options: Required<Options>): number;
  /**
   * Variant checks of an explicit deal already normalised and counted (e.g.
   * where the engine is, M-3/M-4; a lot that picks its leader, F-3); throws
   * `bad-deal`. Run once per deal at createGame, never per step.
   */
  checkDeal?(deal: Deal, round: number, players: number, options: Required<Options>): void;
  /** A shuffled deal for the coming round (C-5), from `rng`. */
  deal(game: DealContext, rng: RandomGenerator): Deal;
  /**
   * The state at the start of a round: `base` has the common fields set
   * (round, totals, phase "playing", deal, hands and boneyard from the deal,
   * result null); `prev` is the finished previous round, if any. Automatic
   * steps (Mexican Train's engine search and placement) happen here.
   */
  start(base: GameState, prev: GameState | null): GameState;
  /** Every legal action while `phase === "playing"`. */
  legal(game: GameState): Action[];
  /**
   * The state after a play, draw, pass or end-turn while playing (tile already
   * normalised, seat checks not yet done); throws a DominoError when illegal.
   */
  apply(game: GameState, action: Action): GameState;
}

/** What a variant's `deal` may look at. */
export interface DealContext {
  players: number;
  options: Required<Options>;
  round: number;
  prev: GameState | null; // the finished previous round
}
