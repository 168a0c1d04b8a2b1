/** The mexican-train rules card (en), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.mexican-train': 'Mexican Train',
  'card.m.setup': '2 to 10 players with the double-twelve set (91 tiles); {hand} tiles each. The rest stay face down in the boneyard.',
  'card.m.engine': 'Round 1 starts from double twelve in the middle, round 2 from double eleven, and so on down to double blank in round 13. Whoever holds it puts it down and plays first.',
  'card.m.engine-aside': 'The round’s double (double twelve in round 1, down to double blank in round 13) is put in the middle before the deal; the first player changes each round.',
  'card.m.found': 'If nobody holds it, everyone draws from the boneyard until it turns up.',
  'card.m.trains': 'Everyone builds a train of their own from the middle; the Mexican train belongs to everyone. A train’s first tile must show the middle double’s number.',
  'card.m.first': 'On your first turn of a round you may play several tiles in a row on one train: your own or the Mexican.',
  'card.m.first-single': 'Every turn, the first one too, is one tile.',
  'card.m.turn': 'After that, play one tile per turn: on your own train, on the Mexican train, or on any train with a marker.',
  'card.m.doubles': 'A double must be covered before anything else is played; the player who laid it tries first.',
  'card.m.dead': 'A double whose number is all on the table already counts as covered.',
  'card.m.draw': 'If you cannot play, draw one tile: play it if it fits, otherwise pass.',
  'card.m.marker': 'When you pass, a marker goes on your train: anyone may play there until you play on it yourself.',
  'card.m.out': 'The round ends when someone plays their last tile.',
  'card.m.blocked': 'It also ends when the boneyard is empty and nobody can play.',
  'card.m.score': 'Everyone adds the pips left in their hand to their score; low is good.',
  'card.m.zero50': 'Double blank counts 50.',
  'card.m.end': 'After 13 rounds, the lowest score wins.',
  'ui.marker': "A marker is on {owner}’s train: {owner} could not play, so anyone may play there until {owner} plays on it again.",
  'ui.marker.you': "A marker is on your train: you could not play, so anyone may play there until you play on it again.",
  'ui.openDouble': "{tile} waits to be covered: nothing else may be played first.",
} as Record<string, string>;
