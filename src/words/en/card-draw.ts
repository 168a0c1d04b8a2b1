/** The draw rules card (en), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.draw': 'The draw game (Polish rules)',
  'card.d.setup': '2 to 4 players, each for themselves; {hand} tiles each. The rest stay face down in the boneyard.',
  'card.d.start': 'The highest double starts (double six, else double five…). With no double dealt, the heaviest tile starts; on equal pips, the one with the bigger half. The same on every new hand.',
  'card.d.lead': 'The starter must start with the tile that made them the starter.',
  'card.d.lead-any': 'The starter may start with any tile.',
  'card.d.play': 'Doubles are laid crosswise and are ordinary tiles.',
  'card.d.draw': 'If you cannot play, draw one tile at a time until one fits, then play it.',
  'card.d.back': 'You may draw from either end of the boneyard.',
  'card.d.pass': 'If you cannot play and the boneyard is empty, you pass.',
  'card.d.domino': 'Going out: you score all the pips left in the other hands, and each other player loses their own pips.',
  'card.d.blocked': 'Blocked (boneyard empty, nobody can play): the player with the fewest pips scores the others’ pips minus their own; everyone else loses their own.',
  'card.d.tie': 'If two players share the fewest pips in a blocked hand, nobody scores.',
  'card.d.target': 'Scores add up and can go below zero; the first to {target} wins.',
} as Record<string, string>;
