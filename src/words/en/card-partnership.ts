/** The partnership rules card (en), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.partnership': 'Partnership dominoes (Brazilian rules)',
  'card.p.setup': 'Four players in two teams; partners sit opposite each other. All 28 tiles are dealt, 7 each: there is no boneyard. Each deal is one hand.',
  'card.p.lead': 'Whoever holds double six starts every hand with it.',
  'card.p.lead-rotate': 'Double six starts the first hand; after that the next player starts, with any tile.',
  'card.p.play': 'Doubles are laid crosswise and are ordinary tiles.',
  'card.p.pass': 'If none of your tiles fits either end, you pass.',
  'card.p.domino': 'Going out (domino): when you play your last tile, your team scores the pips left in both opponents’ hands; your partner’s tiles count for nobody.',
  'card.p.blocked': 'Blocked: when nobody can play, each team adds up its pips; the team with fewer pips scores the other team’s pips.',
  'card.p.tie': 'If the teams are tied, the team that blocked the game loses.',
  'card.p.target': 'Team scores add up; the first team to {target} points wins.',
} as Record<string, string>;
