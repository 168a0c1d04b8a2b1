/**
 * `block` — the plain Block game (rules/block.md, B-1..B-14). 2–4 players each
 * for himself, double-six, no drawing: a player who cannot match passes.
 */
import { fail } from './errors.js';
import { shuffle } from './rng.js';
import { fullSet, lightest } from './tiles.js';
import type { Action, GameState, Options, Placed, PlayAction, RoundResult, Tile } from './types.js';
import type { VariantRules } from './variant.js';
import { NEUTRAL_OPTIONS, oneOf, positiveInt } from './options.js';
import {
  addPoints,
  fits,
  isOpen,
  leadPlays,
  linePlays,
  lineState,
  moved,
  playOnLine,
  seatPips,
  starterOf,
} from './line.js';

/** Tiles dealt to each seat (B-2): 7 with two players; 5 with three or four (option `handSize: 7`: 7). */
export function handSize(players: number, options: Pick<Options, 'handSize'>): number {
  return players === 2 ? 7 : (options.handSize ?? 5);
}

/**
 * Whether the coming lead must be the starting tile (B-4): in the first hand,
 * and in every hand with `lead: "starter"`; otherwise any tile leads (B-5).
 */
function forcedLead(game: GameState): boolean {
  return game.round === 1 || game.options.lead === 'starter';
}

/** The count of a finished hand (B-10..B-12). */
function count(pips: readonly number[], reason: 'domino' | 'blocked', seat: number): RoundResult {
  // B-10: the player who went out; B-11/B-12: blocked, the unique lowest pip count (a shared lowest: no winner).
  const winner = reason === 'blocked' ? lightest(pips) : seat;
  const points = new Array<number>(pips.length).fill(0);
  if (winner !== null) {
    let others = 0;
    for (let s = 0; s < pips.length; s++) if (s !== winner) others += pips[s]!;
    // B-10/B-11: only the winner scores, the others' pips less his own (0 after a domino); never negative for anyone.
    points[winner] = others - pips[winner]!;
  }
  return { reason, winner, points, pips: pips.slice() };
}

function finish(game: GameState, hands: Tile[][], line: Placed[], ends: Record<string, number>, reason: 'domino' | 'blocked', seat: number): GameState {
  const result = count(seatPips(hands), reason, seat);
  // B-12: in a tied block nobody scores; keep the old totals array in that case.
  const totals = result.winner === null ? game.totals : addPoints(game.totals, result.points);
  const over = result.winner !== null && totals[result.winner]! >= game.options.target; // B-13: only the hand's winner can reach it
  return lineState(game, over ? 'game-over' : 'round-over', null, hands, game.boneyard, totals, result, over ? result.winner : null, game.leader, line, ends);
}

// B-4: the starter leads the tile that made him starter (B-3); B-6, C-6 the line; B-8 going out ends the hand even
// if the play also blocks it; B-9 blocked at once when no hand holds a tile for either end (tiles set aside count
// for nobody, C-11).
const play = (game: GameState, action: PlayAction): GameState =>
  playOnLine(game, action, forcedLead(game) ? { tile: starterOf(game.hands).tile, why: `, the tile that made seat ${game.turn} the starter` } : null, finish);

/** Rules of `block` (rules/block.md). */
export const block: VariantRules<'block'> = {
  id: 'block',
  setMax: 6, // B-1
  minPlayers: 2, // B-2
  maxPlayers: 4,
  defaultPlayers: 2,
  layout: 'line',
  rounds: null,
  chains: false,
  teams: false,
  draws: false, // B-7
  drawsUntilFits: false,
  lowWins: false,
  cites: { block: 'B-9' },
  countLine: count,

  options(_players: number, given: Options): Required<Options> {
    // Other variants' keys are ignored and keep their neutral defaults.
    return {
      ...NEUTRAL_OPTIONS,
      target: positiveInt('block', 'target', given.target, 100), // B-13
      lead: oneOf('block', 'lead', given.lead, ['rotate', 'winner', 'starter'] as const, 'rotate'), // B-5
      handSize: oneOf('block', 'handSize', given.handSize, [5, 7] as const, 5), // B-2
    };
  },

  dealSize(): number {
    return 28; // B-2, C-1: the hands plus the tiles set aside hold the whole set
  },

  handSize, // B-2

  deal(ctx, rng) {
    const tiles = shuffle(fullSet(6), rng);
    const size = handSize(ctx.players, ctx.options);
    const hands: Tile[][] = [];
    for (let s = 0; s < ctx.players; s++) hands.push(tiles.slice(s * size, (s + 1) * size)); // C-5: seat order
    return { hands, boneyard: tiles.slice(ctx.players * size) }; // B-2: set aside, never drawn
  },

  start(base: GameState, prev: GameState | null): GameState {
    let leader: number;
    if (prev === null || base.options.lead === 'starter') {
      leader = starterOf(base.hands).seat; // B-3 (and B-5 `starter`: on every deal)
    } else if (base.options.lead === 'winner' && prev.result !== null && prev.result.winner !== null) {
      leader = prev.result.winner; // B-5 `winner`
    } else {
      leader = (prev.leader! + 1) % base.players; // B-5 `rotate`, and `winner` after a tied block (B-12)
    }
    const totals = prev ? base.totals : new Array<number>(base.players).fill(0); // B-13: from 0
    return lineState(base, 'playing', leader, base.hands, base.boneyard, totals, null, null, leader, [], {});
  },

  legal(game: GameState): Action[] {
    const hand = game.hands[game.turn!]!;
    const ends = game.ends!;
    if (!isOpen(ends)) {
      // B-4 / B-5. The leading seat is the starter (B-3), so the best tile of its own hand is the starting tile:
      // the same answer from the seat's view alone (other hands hidden, as an online client sees them).
      return forcedLead(game) ? [{ type: 'play', tile: starterOf([hand]).tile }] : leadPlays(hand);
    }
    const plays = linePlays(hand, ends); // B-6
    return plays.length > 0 ? plays : [{ type: 'pass' }]; // B-7
  },

  apply(game: GameState, action: Action): GameState {
    const seat = game.turn!;
    const ends = game.ends!;
    switch (action.type) {
      case 'play':
        return play(game, action);
      case 'pass':
        // B-6, B-7: pass only when no tile fits either end (the leader can always lead).
        if (!isOpen(ends) || fits(game.hands[seat]!, ends.left, ends.right)) fail('must-play', `Seat ${seat} has a tile to play`);
        return moved(game, (seat + 1) % game.players, game.hands, game.boneyard, game.line!, ends);
      case 'draw':
        // C-9 names `must-play` for a draw while a tile can be played; otherwise B-7: there is no drawing at all.
        if (!isOpen(ends) || fits(game.hands[seat]!, ends.left, ends.right)) fail('must-play', `Seat ${seat} has a tile to play`);
        return fail('no-drawing', 'The Block game has no drawing: a player who cannot play passes (B-7)');
      case 'end-turn':
        return fail('cannot-end-turn', 'A Block turn is one tile or a pass');
      default:
        return fail('bad-action', `"${action.type}" is not an action while playing`);
    }
  },
};
