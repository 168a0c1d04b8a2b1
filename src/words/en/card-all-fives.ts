/** The all-fives rules card (en), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.all-fives': 'All Fives',
  'card.f.setup': '2 to 4 players, each for themselves; {hand} tiles each. The rest stay face down in the boneyard.',
  'card.f.lot': 'Each player draws a tile: the highest starts the first hand (ties draw again). After that, whoever went out starts; after a blocked hand, draw again.',
  'card.f.lead': 'The first tile can be any tile, and it scores like any other.',
  'card.f.spinner': 'The first double of the hand is the spinner: tiles can join all four of its sides. Later doubles are ordinary.',
  'card.f.sides': 'The spinner’s top and bottom open once both of its sides carry a tile.',
  'card.f.sides-now': 'The spinner’s top and bottom are open as soon as it is played.',
  'card.f.draw': 'If you cannot play, draw until a tile fits, then play it.',
  'card.f.pass': 'If you cannot play and cannot draw, you pass.',
  'card.f.reserve': 'The last {n} tiles of the boneyard are never drawn.',
  'card.f.count': 'After each tile, add up the open ends. A double at an end counts both halves; an empty spinner side counts nothing.',
  'card.f.fives': 'If the ends add up to a multiple of five (5, 10, 15…), you score that many points at once.',
  'card.f.domino': 'Going out: you also score the exact pips left in the other hands.',
  'card.f.rounded': 'Going out: you also score the pips left in the other hands, rounded to the nearest five.',
  'card.f.blocked': 'Blocked: the player with the fewest pips scores the others’ pips minus their own; a tie scores nothing.',
  'card.f.target': 'The first to {target} wins, at once, even in the middle of a hand.',
  'ui.count': "Count {n}: the open ends add up to {sum}{n}.",
  'ui.count-scores': "A multiple of five scores.",
  'ui.count-not': "Only a multiple of five scores.",
  'ui.spinner': "The spinner is {tile}: once both its sides carry a tile, tiles can join its top and bottom too.",
} as Record<string, string>;
