/** English teaching text for the Block game: narration, goals, reasons and lessons, with the groups of ./common.ts the game uses. */
import { all, line, solo, starter, passing, scoring } from './common.js';

export default {
  ...all, ...line, ...solo, ...starter, ...passing, ...scoring,
  'start.deal-aside': 'Everyone gets {each:tile}; the other {bone:tile} are set aside face down. Nobody ever draws them, and they count for nobody.',
  'lead.winner': 'With this house rule the last hand’s winner starts (after a tie, the next player): {who} starts, with any tile.',
  'lead.winner.you': 'With this house rule the last hand’s winner starts (after a tie, the next player): you start, with any tile you like.',
  'end.aside': 'Some tiles set aside would fit, but they are out of the game: nobody can take them.',
  'lead.aside': 'Any higher double is among the tiles set aside: those count for nobody.',
  'lead.aside-all': 'Every double is among the tiles set aside: those count for nobody.',
  'count.winner-only': 'Only the winner scores; nobody loses points.',
  'why.no-drawing': 'Nobody draws in this game: the tiles set aside stay face down. When nothing fits, you pass.',
  'b-start.title': 'Who starts: the highest double in a hand',
  'b-start.intro': 'Three players, five tiles each; the other 13 are set aside face down. Who starts depends on the doubles dealt.',
  'b-start.summary': 'The highest double in anyone’s hand starts, and the starter must play exactly that tile. A double set aside counts for nobody.',
  'b-pass.title': 'No match? Pass',
  'b-pass.intro': 'None of your tiles matches an end. In the Block game nobody draws, even with tiles set aside.',
  'b-pass.summary': 'When nothing fits, you pass. Passing also tells the table which numbers you lack.',
  'b-out.title': 'Going out',
  'b-out.intro': 'You have one tile left. Play it and the hand ends at once: that is domino. At this table a house rule lets the winner start the next hand.',
  'b-out.summary': 'The one who goes out scores the pips left in the other hands; nobody loses points. The next hand is started by the next player, or, with the house rule, by the winner.',
  'b-block.title': 'A blocked hand',
  'b-block.intro': 'All hands are face up. Soon nobody will be able to play, even though some tiles set aside would fit.',
  'b-block.summary': 'When no hand holds a tile that fits, the hand is blocked at once. The fewest pips win and score the others’ pips minus their own.',
  'b-tie.title': 'A tie in a blocked hand',
  'b-tie.intro': 'All hands are face up. Count the pips before you block the game.',
  'b-tie.summary': 'When two players share the fewest pips in a blocked hand, nobody scores. The first to 100 wins the game.',
} as Record<string, string>;
