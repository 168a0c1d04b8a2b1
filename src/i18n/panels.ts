/**
 * UI text of the element's announcements: the live region's sentences, the
 * count's heading and who scored, the move log's button (in the element's own
 * bundle). The text of the parts loaded on demand (the count's table, the
 * cover, the hint, the move log's panel) is in ./panels-count.ts, in their
 * chunk. The Portuguese and Polish texts of both (panels-pt-br.ts,
 * panels-pl.ts) travel in those languages' chunks.
 */

import { plural } from '../words/plural.js';
import type { CountText } from './panels-count.js';

/** `null` as a name means the person at this screen ("you"). */
type Who = string | null;
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
  /** Mexican Train's count (M-15): the pips each seat adds to its total, e.g. "Added: you 0, Bo 12, Cy 7." */
  adds: (each: [Who, number][]) => `Added: ${each.map(([w, n]) => `${w ?? 'you'} ${n}`).join(', ')}.`,
  /** The game's end: the winners (a team, or seats tied), with their total and the target (null: Mexican Train, the lowest total wins). */
  wins: (who: Who[], total: number, target: number | null) =>
    `${who.map((w) => w ?? 'You').join(' and ')} win${who.length === 1 && who[0] !== null ? 's' : ''} the game ${target === null ? `with the lowest score, ${total}` : `with ${total} points (target ${target})`}!`,
  gameOver: 'Game over',
  roundOver: (round: string) => `${round} is over`,
};

/** The shape of a panels catalogue: the announcements and the parts loaded on demand. */
export type PanelsText = typeof panelsEn & CountText;

/** The announcements of a message catalogue: its own (Portuguese and Polish carry theirs in their chunks), else English. */
export function panelsText(m: { panels?: PanelsText | undefined }): typeof panelsEn {
  return m.panels ?? panelsEn;
}
