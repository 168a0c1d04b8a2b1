/**
 * UI text of the element's parts loaded on demand (src/element/panels.ts,
 * log-panel.ts): the count's table, the score sheet, the pass-and-play cover,
 * the hint and the move log's panel. It travels in their chunk; the Portuguese
 * and Polish texts are in those languages' panels catalogues.
 */
import type { PanelsText } from './panels.js';

/** Keyboard letters by action (Messages.keyOf). */
type Keys = Record<string, string>;

export const countEn = {
  player: 'Player',
  team: 'Team',
  left: 'Tiles left',
  pips: 'Pips',
  points: 'Points',
  penalty: 'Penalty',
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
  /** The error banner's words for bad input (the `domino-error` event keeps the engine's or the element's message). */
  err: {
    'unknown-variant': (v: string) => `Unknown variant “${v}”. Choose partnership, draw, mexican-train or all-fives.`,
    'bad-players': (range: string, n?: string) => `This game is for ${range} players, not ${n}.`,
    'bad-seed': (v: string) => `The seed “${v}” is not a number, so it is not used.`,
    /** `k`: the option at fault, `v`: its value (none: an option this game does not have); no `k`: options that cannot be read. */
    'bad-options': (k: string, v?: string) =>
      k ? (v === undefined ? `This game has no option “${k}”, so the options are not used.` : `The option “${k}” cannot be ${v}, so the options are not used.`) : 'The options cannot be read, so they are not used.',
    /** `a`: an attribute and its value as written (`level="genius"`), `d`: the value used instead. */
    'bad-attribute': (a: string, d?: string) => `The setting ${a} cannot be used, so it is ${d}.`,
    'unknown-lang': (l: string) => `Language “${l}” is not available; using English.`,
    'not-your-turn': () => 'It is not your turn.',
  } as Record<string, (m: string, n?: string) => string>,
};

/** The shape of this part of a panels catalogue. */
export type CountText = typeof countEn;

/** This part of a message catalogue's panels text: its own (Portuguese and Polish), else English. */
export function countText(m: { panels?: PanelsText | undefined }): CountText {
  return m.panels ?? countEn;
}
