/**
 * `draw` — the Polish draw game (rules/draw.md, D-1..D-16). 2–4 players each
 * for himself; a player who cannot play draws from the talon until he can.
 */
import { fail } from './errors.js';
import { shuffle } from './rng.js';
import { fullSet, lightest } from './tiles.js';
import type { Action, DrawAction, GameState, Options, PlayAction, RoundResult, Tile } from './types.js';
import type { VariantRules } from './variant.js';
import {
  addPoints,
  anyFits,
  checkPlace,
  fits,
  isOpen,
  layAt,
  layLead,
  leadPlays,
  linePlays,
  lineState,
  moved,
  seatPips,
  starterOf,
  without,
  withHand,
} from './line.js';
import type { Laid } from './line.js';
import { NEUTRAL_OPTIONS, oneOf, positiveInt } from './options.js';

/** Tiles dealt to each seat (D-1): 7 with two players, 5 with three or four. */
export function handSize(players: number): number {
  return players === 2 ? 7 : 5;
}

/** The count of a finished hand (D-11..D-13). */
function count(hands: Tile[][], reason: 'domino' | 'blocked', seat: number): RoundResult {
  const pips = seatPips(hands);
  // D-11: the player who went out; D-12/D-13: blocked, the unique lowest pip count wins (a shared lowest: no winner).
  const winner = reason === 'blocked' ? lightest(pips) : seat;
  const points = new Array<number>(pips.length).fill(0);
  if (winner !== null) {
    let others = 0;
    for (let s = 0; s < pips.length; s++) {
      if (s !== winner) {
        others += pips[s]!;
        points[s] = 0 - pips[s]!; // D-11/D-12: every other player loses his own pips (0 - x: never -0)
      }
    }
    points[winner] = others - pips[winner]!; // D-12 (own pips are 0 after a domino, D-11)
  }
  return { reason, winner, points, pips };
}

function finish(game: GameState, hands: Tile[][], boneyard: Tile[], laid: Laid | null, reason: 'domino' | 'blocked', seat: number): GameState {
  const result = count(hands, reason, seat);
  // D-13: in a tied block nobody scores; keep the old totals array in that case.
  const totals = result.winner === null ? game.totals : addPoints(game.totals, result.points);
  const over = result.winner !== null && totals[result.winner]! >= game.options.target; // D-14
  const line = laid ? laid.line : game.line!;
  const ends = laid ? laid.ends : game.ends!;
  return lineState(game, over ? 'game-over' : 'round-over', null, hands, boneyard, totals, result, over ? result.winner : null, game.leader, line, ends);
}

function play(game: GameState, action: PlayAction): GameState {
  const seat = game.turn!;
  const hand = game.hands[seat]!;
  const k = hand.indexOf(action.tile);
  if (k < 0) fail('not-in-hand', `Seat ${seat} does not hold ${action.tile}`);
  const ends = game.ends!;
  const leading = !isOpen(ends);
  checkPlace(action, leading);
  let laid: Laid | null;
  if (leading) {
    // D-5: the starter leads the tile that made him starter (option `starterLeads: "any"`: any tile).
    if (game.options.starterLeads !== 'any') {
      const must = starterOf(game.hands).tile;
      if (action.tile !== must) fail('must-lead', `The hand must be led with ${must}, the tile that made seat ${seat} the starter`);
    }
    laid = layLead(action.tile);
  } else {
    laid = layAt(game.line!, ends, action.tile, action.at as 'left' | 'right');
    if (laid === null) {
      fail('does-not-match', `${action.tile} does not fit the ${action.at} end, which shows ${action.at === 'left' ? ends.left : ends.right}`);
    }
  }
  const rest = without(hand, k);
  const hands = withHand(game.hands, seat, rest);
  if (rest.length === 0) return finish(game, hands, game.boneyard, laid, 'domino', seat); // D-9
  // D-10: blocked only once the talon is empty and nobody holds a matching tile.
  if (game.boneyard.length === 0 && !anyFits(hands, laid.ends)) return finish(game, hands, game.boneyard, laid, 'blocked', seat);
  return moved(game, (seat + 1) % game.players, hands, game.boneyard, laid.line, laid.ends);
}

function drawTile(game: GameState, action: DrawAction): GameState {
  const seat = game.turn!;
  const hand = game.hands[seat]!;
  const ends = game.ends!;
  // D-5, D-7: drawing is only for a player who cannot play (the starter can always lead).
  if (!isOpen(ends) || fits(hand, ends.left, ends.right)) fail('must-play', `Seat ${seat} has a tile to play`);
  const bone = game.boneyard;
  if (bone.length === 0) fail('boneyard-empty', 'The talon is empty: pass (D-8)');
  // C-5: the front by default; D-16: `from: "back"` takes the last tile.
  const back = action.from === 'back';
  const t = back ? bone[bone.length - 1]! : bone[0]!;
  const boneyard = back ? bone.slice(0, -1) : bone.slice(1);
  const drawn = hand.slice();
  drawn.push(t);
  const hands = withHand(game.hands, seat, drawn);
  // D-10: the draw that empties the talon ends the hand if nobody (the drawer included) can play.
  if (boneyard.length === 0 && !anyFits(hands, ends)) return finish(game, hands, boneyard, null, 'blocked', seat);
  return moved(game, seat, hands, boneyard, game.line!, ends); // D-7: same seat; he plays the drawn tile if it fits, else draws again
}

/** Rules of `draw` (rules/draw.md). */
export const draw: VariantRules = {
  id: 'draw',
  setMax: 6,
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  layout: 'line',
  rounds: null,
  chains: false,
  teams: false,
  draws: true, // D-7
  drawsUntilFits: true, // D-7
  lowWins: false,
  cites: { block: 'D-10' },

  options(_players: number, given: Options): Required<Options> {
    // Other variants' keys are ignored and keep their neutral defaults.
    return {
      ...NEUTRAL_OPTIONS,
      target: positiveInt('draw', 'target', given.target, 100), // D-14
      starterLeads: oneOf('draw', 'starterLeads', given.starterLeads, ['starting-tile', 'any'] as const, 'starting-tile'), // D-5
    };
  },

  dealSize(): number {
    return 28; // C-1: hands plus talon hold the whole set
  },

  handSize, // D-1

  deal(ctx, rng) {
    const tiles = shuffle(fullSet(6), rng);
    const size = handSize(ctx.players);
    const hands: Tile[][] = [];
    for (let s = 0; s < ctx.players; s++) hands.push(tiles.slice(s * size, (s + 1) * size)); // C-5: seat order
    return { hands, boneyard: tiles.slice(ctx.players * size) }; // D-1: the rest is the talon
  },

  start(base: GameState, prev: GameState | null): GameState {
    const leader = starterOf(base.hands).seat; // D-2..D-4, again on every deal (D-15)
    const totals = prev ? base.totals : new Array<number>(base.players).fill(0);
    return lineState(base, 'playing', leader, base.hands, base.boneyard, totals, null, null, leader, [], {});
  },

  legal(game: GameState): Action[] {
    const hand = game.hands[game.turn!]!;
    const ends = game.ends!;
    if (!isOpen(ends)) {
      // D-5 (option `starterLeads: "any"`: any tile of the starter's hand).
      // The opening seat is the starter (D-2..D-4), so the best tile of its own hand is the starting tile: the
      // same answer from the seat's view alone (other hands hidden, as an online client sees them).
      return game.options.starterLeads === 'any' ? leadPlays(hand) : [{ type: 'play', tile: starterOf([hand]).tile }];
    }
    const plays = linePlays(hand, ends);
    if (plays.length > 0) return plays; // D-6
    // D-7, D-16: a plain draw (front) and a draw from the back are two actions.
    if (game.boneyard.length > 0) return [{ type: 'draw' }, { type: 'draw', from: 'back' }];
    return [{ type: 'pass' }]; // D-8
  },

  apply(game: GameState, action: Action): GameState {
    switch (action.type) {
      case 'play':
        return play(game, action);
      case 'draw':
        return drawTile(game, action);
      case 'pass': {
        const seat = game.turn!;
        const ends = game.ends!;
        if (!isOpen(ends) || fits(game.hands[seat]!, ends.left, ends.right)) fail('must-play', `Seat ${seat} has a tile to play`);
        if (game.boneyard.length > 0) fail('cannot-pass', 'The talon still has tiles: draw (D-7)');
        return moved(game, (seat + 1) % game.players, game.hands, game.boneyard, game.line!, ends); // D-8
      }
      case 'end-turn':
        return fail('cannot-end-turn', 'A draw-game turn ends with a play or a pass');
      default:
        return fail('bad-action', `"${action.type}" is not an action while playing`);
    }
  },
};
