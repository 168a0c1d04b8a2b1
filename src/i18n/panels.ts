/**
 * UI text of the element's parts loaded on demand (src/element/panels.ts):
 * the live region's announcements, the count and its heading, the score
 * sheet, the pass-and-play cover and the hint. It stays out of the main
 * bundle with them; the Portuguese and Polish texts (panels-pt-br.ts,
 * panels-pl.ts) travel in those languages' chunks.
 */

import { plural } from './plural.js';

/** `null` as a name means the person at this screen ("you"). */
type Who = string | null;
/** Keyboard letters by action (Messages.keyOf). */
type Keys = Record<string, string>;

export const panelsEn = {
  // announcements (aria-live)
  plays: (who: Who, tile: string, at: string, pts: number | null) => `${who ?? 'You'} play${who === null ? '' : 's'} ${tile}${at ? ' ' + at : ''}${pts ? `, scoring ${pts}` : ''}.`,
  draws: (who: Who, tile: string | null) => `${who ?? 'You'} draw${who === null ? '' : 's'} ${tile ?? 'a tile'}.`,
  passes: (who: Who) => `${who ?? 'You'} pass${who === null ? '' : 'es'}.`,
  ends: (who: Who) => `${who ?? 'You'} end${who === null ? '' : 's'} the turn.`,
  roundStarts: (r: number) => `Round ${r} starts.`,
  domino: (who: Who) => `${who ?? 'You'} went out!`,
  blocked: 'Blocked: nobody can play.',
  scores: (who: Who, pts: number) => `${who ?? 'You'} score${who === null ? '' : 's'} ${pts} ${plural('en', pts, { one: 'point', other: 'points' })}.`,
  noScore: 'Nobody scores.',
  /** The game's end: the winners (a team, or seats tied), with their total and the target (null: Mexican Train, the lowest total wins). */
  wins: (who: Who[], total: number, target: number | null) =>
    `${who.map((w) => w ?? 'You').join(' and ')} win${who.length === 1 && who[0] !== null ? 's' : ''} the game ${target === null ? `with the lowest score, ${total}` : `with ${total} points (target ${target})`}!`,
  gameOver: 'Game over',
  roundOver: (round: string) => `${round} is over`,
  // the count, the cover, the hint, the move log
  player: 'Player',
  team: 'Team',
  left: 'Tiles left',
  pips: 'Pips',
  points: 'Points',
  penalty: 'Penalty',
  moves: 'Moves',
  noMoves: 'No moves yet this round.',
  close: 'Close',
  keys: (variant: string, k: Keys) =>
    `Keys: arrows choose, Enter plays, Esc cancels${variant === 'partnership' ? '' : `, ${k.draw} draw`}, ${k.pass} pass${variant === 'mexican-train' ? `, ${k['end-turn']} end turn` : ''}, ${k.hint} hint, ${k['next-round']} next round.`,
  total: 'Total',
  sheet: 'Score sheet',
  newGame: 'New game',
  nextRound: 'Next round',
  show: (who: string) => `I’m ${who}: show my tiles`,
  /** The hint, read aloud: a play (`tile`, e.g. "six–four", and `at`, e.g. "on the left", or "" for a lead), else the action type. */
  hint: (type: string, tile: string, at: string) =>
    `Hint: ${type === 'play' ? `play ${tile}${at && ' ' + at}` : type === 'draw' ? 'draw a tile' : type === 'pass' ? 'pass' : 'end your turn'}.`,
};

/** The shape of a panels catalogue. */
export type PanelsText = typeof panelsEn;

/** The panels catalogue of a message catalogue: its own (Portuguese and Polish carry theirs in their chunks), else English. */
export function panelsText(m: { panels?: PanelsText | undefined }): PanelsText {
  return m.panels ?? panelsEn;
}
