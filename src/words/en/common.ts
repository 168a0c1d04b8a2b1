/** English teaching text shared by the games, in named groups: tiles, places, counts, goals, reasons and hints. */
// Named groups: each variant's words (./<variant>.ts) take the groups that variant uses (the build copies
// them into that variant's chunk: see scripts/build/rollup-teach-chunks.mjs).

/** Words every game uses (the tiles' names are the element's, src/i18n/): counting, the goals, reasons and hints, the panels' labels. */
export const all: Record<string, string> = {
  'start.order': 'Players take turns clockwise, one after the other.',
  'start.round': 'A new hand: the tiles are shuffled and dealt again.',
  'end.domino': '{who} played the last tile: domino! The hand ends and is counted.',
  'end.domino.you': 'You played your last tile: domino! The hand ends and is counted.',
  'turn.game-over': 'The game is over.',
  'turn.play': '{who} can play {tiles}.',
  'turn.play.you': 'You can play {tiles}.',
  'why.where': 'Choose where the tile goes.',
  'why.must-play': 'You can play {tiles}, so you may not draw: if you can play, you must.',
  'why.must-play-pass': 'You can play {tiles}, so you may not pass: if you can play, you must.',
  'why.wait': 'Wait: it is {who}’s turn.',
  'why.wait-lesson': 'Wait a moment: the others are still playing.',
  'why.over': 'The hand is over.',
  'why.not-in-hand': '{tile} is not in your hand.',
  'why.other': 'That move is not allowed here.',
  'goal.match': 'Play a tile that matches one of the ends.',
  'goal.tiles': 'Play {tiles}.',
  'goal.lead': 'Start the hand with the right tile.',
  'goal.draw-until': 'Draw from the boneyard until you get a tile that fits, then play it.',
  'goal.draw': 'Draw a tile.',
  'goal.pass': 'Pass your turn.',
  'goal.block': 'Play the tile that blocks the game.',
  'goal.go-out': 'Play your last tile and go out.',
  'goal.next-round': 'Deal the next hand.',
  'goal.end-turn': 'End your turn.',
  'wrong.tile': '{tile} fits, but this step is about {tiles}.',
  'wrong.place': 'That goes {place}; this time play {want}.',
  'wrong.stop': 'This time, stop: end your turn.',
  'wrong.other': 'That is allowed, but it is not this step’s goal. Read the goal above, or ask for a hint.',
  'wrong.no-block': 'That does not block the game: {n:tile} that fit the ends are still out of sight, so someone may still play.',
  'wrong.not-out': 'You would still hold {n:tile}.',
  'hint.match': 'Try {tile} {place}: it matches the {value}.',
  'hint.pass': 'Nothing fits and there is nothing to draw: pass.',
  'hint.end-turn': 'End your turn now.',
  'hint.next-round': 'Deal the next hand.',
  'hint.block': 'Try {tile} {place}: after it, nobody has a {ends} left.',
  'hint.out': 'Play {tile} {place}: it is your last tile.',
  'ui.note': "Note",
  'ui.narration': "What happened",
  'ui.now': "Now",
  'ui.lesson': "Lesson",
  'ui.goal': "Your goal",
  'ui.right': "Well done!",
  'ui.rule': "rule",
  'ui.ruleOf': "Show this rule on the rules card",
  'ui.lessons': "Lessons",
  'ui.progress': "{done} of {all} done",
  'ui.complete': "Lesson complete!",
  'ui.starsWhy.3': "Three stars: no hint and no wrong move.",
  'ui.starsWhy.2': "Two stars: one or two hints or wrong moves. Try again for three!",
  'ui.starsWhy.1': "One star: more than two hints or wrong moves on the way. Try again for more stars!",
  'ui.press-deal': "The round is over: press “Deal the next hand”.",
  'ui.learned': "What you learned",
  'ui.stars': "{n} of 3 stars",
  'ui.nextLesson': "Next lesson",
  'ui.again': "Try again",
  'ui.real': "Play a real game",
  'ui.deal': "Deal the next hand",
  'ui.done': "Lesson complete",
  'ui.stepDots': "Goal {k} of {n}",
  'ui.allDone': "You finished every lesson of this game. Time for a real game!",
  'ui.tally': "(Hints: {hints} · wrong moves: {wrong}.)",
  'ui.starsRule': "★★★ no hint and no wrong move · ★★ one or two · ★ more. Tapping a grey tile to read why it does not fit costs nothing.",
  'ui.knows': "What the table knows",
};

/** Words of the line games (partnership, draw, All Fives, block): one line of tiles with two ends. */
export const line: Record<string, string> = {
  'start.set': 'This game uses the 28 tiles from double blank to double six. A tile is worth the pips on both halves: six–four is worth 10. A tile with the same number on both halves is a double.',
  'play.lead': '{who} starts with {tile}. New tiles join its two ends.',
  'play.lead.you': 'You start with {tile}. New tiles join its two ends.',
  'play.match': '{who} plays {tile} {place}, matching the {value}.',
  'play.match.you': 'You play {tile} {place}, matching the {value}.',
  'play.double': 'A double is laid crosswise; that end still shows {value}.',
  'play.ends': 'The ends are now {a} and {b}.',
  'play.only': 'It was {who}’s only move: if you can play, you must.',
  'play.only.you': 'It was your only move: if you can play, you must.',
  'turn.lead': '{who} starts the hand: {tiles} may start.',
  'turn.lead.you': 'You start the hand: any of {tiles} may start.',
  'turn.lead-one': '{who} must start with {tiles}.',
  'turn.lead-one.you': 'You must start with {tiles}.',
  'turn.pass': '{who} has no {ends} and cannot draw: {who} must pass.',
  'turn.pass.you': 'You have no {ends} and cannot draw: pass.',
  'why.no-match': '{tile} does not match {ends}.',
  'why.wrong-end': '{tile} has no {value}, so it cannot go {place}; it fits {want}.',
  'why.cannot-pass': 'You may pass only when there is nothing to draw: draw a tile.',
  'hint.lead': 'Start with {tile}.',
};

/** Words of the games played each for themselves (draw, All Fives, Mexican Train, block). */
export const solo: Record<string, string> = {
  'start.deal': 'Everyone gets {each:tile}; the other {bone:tile} stay face down in the boneyard, to draw from.',
  'end.blocked': 'Nobody can play and nothing can be drawn: the hand is blocked and counted now.',
  'count.hand': '{who} holds {sum}{pips:pip}.',
  'count.hand.you': 'You hold {sum}{pips:pip}.',
  'game.over': '{who} reaches {total} and wins the game!',
  'game.over.you': 'You reach {total} and win the game!',
  'game.over-shared': 'The game is over: the lowest scores share the win.',
  'why.boneyard-empty': 'The boneyard is empty: there is nothing to draw.',
};

/** Words of the line games with a boneyard to draw from (draw, All Fives). */
export const drawing: Record<string, string> = {
  'draw.forced': '{who} has no {ends}, so {who} draws from the boneyard.',
  'draw.forced.you': 'You have no {ends}, so you draw from the boneyard.',
  'draw.fits': 'The new tile fits, so {who} must play it now.',
  'draw.fits.you': 'The new tile fits, so you must play it now.',
  'draw.again': 'It does not fit either: {who} draws again.',
  'draw.again.you': 'It does not fit either: draw again.',
  'draw.last': 'It does not fit, and there is nothing left to draw: {who} will have to pass.',
  'draw.last.you': 'It does not fit, and there is nothing left to draw: you will have to pass.',
  'pass.empty': '{who} has no {ends} and the boneyard is empty, so {who} passes.',
  'pass.empty.you': 'You have no {ends} and the boneyard is empty, so you pass.',
  'turn.draw': '{who} has no {ends}: {who} must draw.',
  'turn.draw.you': 'You have no {ends}: draw a tile.',
};

/** Words of the games where the highest double, else the heaviest tile, starts and leads itself (draw, block). */
export const starter: Record<string, string> = {
  'lead.double': '{who} has the highest double, {tile}, so {who} starts.',
  'lead.double.you': 'You have the highest double, {tile}, so you start.',
  'lead.heaviest': 'Nobody has a double, so the heaviest tile starts: {who} has {tile}, {pips:pip}.',
  'lead.heaviest.you': 'Nobody has a double, so the heaviest tile starts: you have {tile}, {pips:pip}.',
  'lead.tie': '{tile2} has as many pips, but {tile} wins with its bigger half, {half}.',
  'lead.starter': 'The starter must start with that very tile.',
  'lead.starter.you': 'You must start with that very tile.',
  'play.lead-starter': '{who} starts with {tile}, the tile that made them the starter.',
  'play.lead-starter.you': 'You start with {tile}, the tile that made you the starter.',
  'why.lead-starter': 'You must start with {tile}: it is the tile that made you the starter.',
};

/** Words of the games without drawing, where a player who cannot match passes (partnership, block). */
export const passing: Record<string, string> = {
  'start.deal-all': 'All {set} tiles are dealt, {each} to each player: there is no boneyard, so nobody draws.',
  'pass.none': '{who} has no {ends}, so {who} passes. Now everyone knows it.',
  'pass.none.you': 'You have no {ends}, so you pass. Now everyone knows it.',
  'lead.rotate': 'This hand {who} starts, with any tile.',
  'lead.rotate.you': 'This hand you start, with any tile you like.',
};

/** Words of the games where the one who goes out, or holds the fewest pips, scores the others' pips (draw, All Fives, block). */
export const scoring: Record<string, string> = {
  'count.domino': '{who} scores the pips left in the other hands: {sum}{points:pt}.',
  'count.domino.you': 'You score the pips left in the other hands: {sum}{points:pt}.',
  'count.lowest': '{who} has the fewest pips and scores the others’ pips minus their own: {sum}{points:pt}.',
  'count.lowest.you': 'You have the fewest pips and score the others’ pips minus your own: {sum}{points:pt}.',
  'count.tie': 'Two players share the fewest pips, so nobody scores this hand.',
  'game.target': 'Scores add up from hand to hand; the first to {target} wins the game.',
};

/** The parts of the rules cards every game shares (headings, the tiles, the turn order). */
export const card: Record<string, string> = {
  'card.h.setup': 'Setup',
  'card.h.play': 'Playing',
  'card.h.score': 'Scoring',
  'card.h.end': 'Winning',
  'card.tiles': 'A tile is worth the pips on both halves (six–four is worth 10); a tile with the same number on both halves is a double.',
  'card.order': 'Tiles are shuffled face down and dealt; turns go clockwise.',
  'card.line': 'On your turn, play one tile that matches an open end: the first tile goes in the middle, and each new tile joins an end with its matching half.',
  'card.must': 'If you can play, you must.',
  'card.refused': 'A move against the rules is refused and explained; nothing changes.',
  'ui.onTable': "On the table now",
};
