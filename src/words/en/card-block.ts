/** The Block rules card (en), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.block': 'The Block game',
  'card.b.setup': '2 to 4 players, each for themselves: 7 tiles each with two players, 5 each with three or four. The other tiles are set aside face down; nobody ever draws them.',
  'card.b.hands7': 'House rule: with three or four players everyone takes 7 tiles too (with four, all 28 are dealt).',
  'card.b.start': 'The highest double in a hand starts (double six, else double five…); a tile set aside counts for nobody. With no double dealt, the heaviest tile starts; on equal pips, the one with the bigger half.',
  'card.b.lead': 'In the first hand the starter must start with the tile that made them the starter.',
  'card.b.later': 'Later hands are started by the next player after the last hand’s starter, with any tile.',
  'card.b.later-winner': 'House rule: later hands are started by the last hand’s winner, with any tile (after a tie, by the next player).',
  'card.b.later-starter': 'House rule: every hand starts like the first, from the highest double.',
  'card.b.play': 'Doubles are laid crosswise and are ordinary tiles.',
  'card.b.pass': 'If none of your tiles fits either end, you pass. Nobody draws.',
  'card.b.domino': 'Going out: you score all the pips left in the other hands. Nobody else scores or loses points.',
  'card.b.blocked': 'Blocked (no hand holds a tile that fits; the tiles set aside don’t count): the player with the fewest pips scores the others’ pips minus their own.',
  'card.b.tie': 'If two players share the fewest pips in a blocked hand, nobody scores.',
  'card.b.target': 'Scores add up and never go down; the first to {target} wins.',
} as Record<string, string>;
