/**
 * `partnership` — the Brazilian four-hand block game (rules/partnership.md,
 * P-1..P-13). Four seats, teams 0 (seats 0+2) and 1 (seats 1+3), no boneyard.
 */
import { fail } from './errors.js';
import { shuffle } from './rng.js';
import { fullSet } from './tiles.js';
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
} from './line.js';

const SEATS = 4; // P-1
const HAND = 7; // P-1

/** The team of a seat (P-1): seats 0 and 2 are team 0, seats 1 and 3 team 1. */
export function teamOf(seat: number): number {
  return seat & 1;
}

/** The tile the current hand must be led with, or `null` when any tile may lead (P-3; option `lead: "rotate"`). */
function forcedLead(game: GameState): Tile | null {
  return game.options.lead === 'rotate' && game.round > 1 ? null : '6-6';
}

/** The state after the hand ends: count (P-9..P-11), totals and game end (P-12). */
function count(pips: readonly number[], reason: 'domino' | 'blocked', seat: number): RoundResult {
  const teamPips = [pips[0]! + pips[2]!, pips[1]! + pips[3]!];
  const team = teamOf(seat);
  let winner: number;
  if (reason === 'domino') {
    winner = team; // P-9: the partner's tiles count for nobody
  } else if (teamPips[0] !== teamPips[1]) {
    winner = teamPips[0]! < teamPips[1]! ? 0 : 1; // P-10: lighter team wins, blocker's team included
  } else {
    winner = 1 - team; // P-11: a tie loses for the blocker's team
  }
  const points = [0, 0];
  points[winner] = teamPips[1 - winner]!; // P-9/P-10: the opponents' total, not the difference
  const result: RoundResult = { reason, winner, points, pips: pips.slice(), teamPips };
  if (reason === 'domino') result.dominoSeat = seat;
  else result.blocker = seat;
  return result;
}

function finish(game: GameState, hands: Tile[][], line: Placed[], ends: Record<string, number>, reason: 'domino' | 'blocked', seat: number): GameState {
  const result = count(seatPips(hands), reason, seat);
  const totals = addPoints(game.totals, result.points);
  const over = totals[result.winner!]! >= game.options.target; // P-12: only the scoring team can reach the target
  return lineState(game, over ? 'game-over' : 'round-over', null, hands, game.boneyard, totals, result, over ? result.winner : null, game.leader, line, ends);
}

// P-3: the 6-6 holder leads it (with `lead: "rotate"` later hands take any tile); P-7 going out ends the hand even
// if the play also blocks it; P-8 blocked at once when no seat holds a tile for either end (this seat is the blocker).
const play = (game: GameState, action: PlayAction): GameState => {
  const must = forcedLead(game);
  return playOnLine(game, action, must === null ? null : { tile: must, why: '' }, finish);
};

/** Rules of `partnership` (rules/partnership.md). */
export const partnership: VariantRules = {
  id: 'partnership',
  setMax: 6,
  minPlayers: SEATS,
  maxPlayers: SEATS,
  defaultPlayers: SEATS,
  layout: 'line',
  rounds: null,
  chains: false,
  teams: true, // P-1
  draws: false, // P-1: all 28 tiles are dealt
  drawsUntilFits: false,
  lowWins: false,
  cites: { block: 'P-8' },
  countLine: count,

  options(_players: number, given: Options): Required<Options> {
    // Other variants' keys are ignored and keep their neutral defaults.
    return {
      ...NEUTRAL_OPTIONS,
      target: positiveInt('partnership', 'target', given.target, 50), // P-12
      lead: oneOf('partnership', 'lead', given.lead, ['double-six', 'rotate'] as const, 'double-six'),
    };
  },

  dealSize(): number {
    return 28; // P-1: all tiles are dealt
  },

  handSize: () => HAND, // P-1

  checkDeal(deal, round, _players, options) {
    // P-3: a forced lead needs the 6-6 in a hand (only short deals can leave it out).
    if ((round === 1 || options.lead !== 'rotate') && !deal.hands.some((h) => h.includes('6-6'))) fail('bad-deal', `deal ${round}: 6-6 leads (P-3) but is not dealt`);
  },

  deal(_ctx, rng) {
    const tiles = shuffle(fullSet(6), rng);
    const hands: Tile[][] = [];
    for (let s = 0; s < SEATS; s++) hands.push(tiles.slice(s * HAND, (s + 1) * HAND)); // C-5: seat order
    return { hands, boneyard: tiles.slice(SEATS * HAND) };
  },

  start(base: GameState, prev: GameState | null): GameState {
    let leader: number;
    if (base.options.lead === 'rotate' && prev !== null) {
      leader = (prev.leader! + 1) % SEATS; // option `rotate` (pagat): next seat after the previous leader
    } else {
      leader = base.hands.findIndex((h) => h.includes('6-6')); // P-3, P-13
    }
    return lineState(base, 'playing', leader, base.hands, base.boneyard, prev ? base.totals : [0, 0], null, null, leader, [], {});
  },

  legal(game: GameState): Action[] {
    const hand = game.hands[game.turn!]!;
    const ends = game.ends!;
    if (!isOpen(ends)) {
      const must = forcedLead(game);
      return must === null ? leadPlays(hand) : [{ type: 'play', tile: must }]; // P-3
    }
    const plays = linePlays(hand, ends);
    return plays.length > 0 ? plays : [{ type: 'pass' }]; // P-6
  },

  apply(game: GameState, action: Action): GameState {
    switch (action.type) {
      case 'play':
        return play(game, action);
      case 'pass': {
        const ends = game.ends!;
        // P-6: pass only when no tile fits either end (the leader can always lead).
        if (!isOpen(ends) || fits(game.hands[game.turn!]!, ends.left, ends.right)) {
          fail('must-play', `Seat ${game.turn} has a tile to play`);
        }
        return moved(game, (game.turn! + 1) % SEATS, game.hands, game.boneyard, game.line!, ends);
      }
      case 'draw':
        return fail('boneyard-empty', 'Partnership has no boneyard: all 28 tiles are dealt (P-1)');
      case 'end-turn':
        return fail('cannot-end-turn', 'A partnership turn is one tile or a pass');
      default:
        return fail('bad-action', `"${action.type}" is not an action while playing`);
    }
  },
};
