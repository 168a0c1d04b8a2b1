/** English messages: the bundled default catalogue and the shape every other one follows. */
import { plural } from '../words/plural.js';
import type { PanelsText } from './panels.js';

const N = ['blank', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** `null` as a name means the person at this screen ("you"). */
type Who = string | null;

export const en = {
  lang: 'en' as string,
  tile: (hi: number, lo: number) => (hi === lo ? `double ${N[hi]}` : `${N[hi]}–${N[lo]}`),
  /** Where a tile goes, as a phrase after a verb ("on the left"). */
  at: (place: string, owner: Who) =>
    place === 'left' ? 'on the left' : place === 'right' ? 'on the right' : place === 'up' ? 'on the top arm' : place === 'down' ? 'on the bottom arm' : place === 'mexican' ? 'on the Mexican train' : owner === null ? 'on your train' : `on ${owner}’s train`,
  /** A place as a button label. */
  place: (place: string, owner: Who, n: number | null) =>
    (place === 'left' ? 'Left end' : place === 'right' ? 'Right end' : place === 'up' ? 'Top arm' : place === 'down' ? 'Bottom arm' : place === 'mexican' ? 'Mexican train' : owner === null ? 'Your train' : `${owner}’s train`) + (n === null ? '' : ` (${n})`),
  you: 'You',
  round: (r: number, of: number | null) => (of ? `Round ${r} of ${of}` : `Round ${r}`),
  turn: (who: Who) => (who === null ? 'Your turn' : `${who}’s turn`),
  thinking: (who: string) => `${who} is thinking…`,
  pick: 'play a tile',
  pickPlace: 'choose where it goes',
  mustDraw: 'nothing fits, draw',
  mustPass: 'nothing fits, pass',
  canEnd: 'play on this train or end your turn',
  tiles: (n: number) => `${n} ${plural('en', n, { one: 'tile', other: 'tiles' })}`,
  boneyard: (n: number) => `Boneyard: ${n}`,
  hand: 'Your hand',
  handOf: (who: string) => `${who}’s hand`,
  places: 'Places to play',
  draw: 'Draw',
  pass: 'Pass',
  endTurn: 'End turn',
  cancel: 'Cancel',
  undo: 'Undo',
  hint: 'Hint',
  score: 'Score',
  count: (n: number) => `Count: ${n}`,
  team: (i: number): string => (i === 0 ? 'Team A' : 'Team B'),
  engine: 'Engine',
  mexican: 'Mexican train',
  /** The Mexican train's name where space is short (a train's plate on a phone). */
  mexicanShort: 'Mexican',
  /** Its shortest name, where even that is too long (a plate on the smallest phones). */
  mexicanTiny: 'Mex.',
  /** Keyboard shortcuts, one letter each (shown in `aria-keyshortcuts` and the key help). */
  keyOf: { draw: 'D', pass: 'P', 'end-turn': 'E', hint: 'H', 'next-round': 'N' } as Record<string, string>,
  rules: 'Rules',
  moves: 'Moves', // the move log's button and heading
  marker: 'marker: open to all',
  empty: 'No tiles on the table yet',
  table: 'Domino table',
  ready: (who: string) => `Pass the device to ${who}`,
  /** The text of the parts loaded on demand, when the language carries its own (English's is in the panels chunk). */
  panels: undefined as PanelsText | undefined,
};

/** The shape of a message catalogue. */
export type Messages = typeof en;
