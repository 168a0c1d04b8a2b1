/** The studio's words (en): `<domino-studio>` (src/studio/). Each part keeps its keys in its own section. */
export default {
  // tabs
  'studio.tab.setup': 'Position',
  'studio.tab.steps': 'Steps',
  'studio.tab.puzzle': 'Puzzle',
  'studio.tab.course': 'Course',
  'studio.tab.preview': 'Preview',
  'studio.tab.publish': 'Publish',

  // setup (parts/setup.ts): the game, the players, the tiles of each hand, the moves to the start

  // steps (parts/steps.ts): a lesson's goals and texts

  // puzzle (parts/puzzle.ts): valuing the options, theme and difficulty
  'studio.puzzle.intro': 'Set up the position in the Position tab, up to the move to find. Then value every move the player to move could make, from what that player can see: it is a puzzle when one move is clearly the best.',
  'studio.puzzle.value': 'Value the options',
  'studio.puzzle.again': 'Value them again',
  'studio.puzzle.valuing': 'Valuing the options…',
  'studio.puzzle.valuing.pct': 'Valuing the options… {pct}%',
  'studio.puzzle.seat.n': 'Player {n}',
  'studio.puzzle.at.train': 'on {name}’s train',
  'studio.puzzle.caption': 'Every move {name} can make, worth on average over the tiles {name} cannot see (points for the hand).',
  'studio.puzzle.tolerance': 'A move within {tol:pt} of the best is accepted.',
  'studio.puzzle.col.move': 'Move',
  'studio.puzzle.col.value': 'Worth',
  'studio.puzzle.col.ok': 'Accepted?',
  'studio.puzzle.move': '{tile} {place}',
  'studio.puzzle.yes': 'Accepted',
  'studio.puzzle.no': 'Not accepted',
  'studio.puzzle.ok.title': 'It’s a puzzle',
  'studio.puzzle.ok': '{n} of {m} moves accepted. Every move is written into the puzzle with its worth, the other players’ reply and the reason.',
  'studio.puzzle.not.title': 'Not a puzzle',
  'studio.puzzle.not': 'Nothing is written: change the position and value it again.',
  'studio.puzzle.no.not-to-move': 'Nobody has a move to make here: the hand is over.',
  'studio.puzzle.no.one-option': 'There is only one move here ({move}): nothing to choose.',
  'studio.puzzle.no.all-accepted': 'Every move is within {tol:pt} of the best: there is nothing to find.',
  'studio.puzzle.no.close': 'The best move is not clearly the best: {best} and {next} are only {gap:pt} apart, and a puzzle needs a gap of {need:pt} or more.',
  'studio.puzzle.no.disagree': 'Two different sets of the hidden tiles disagree on which moves are good enough (one accepts {first}, the other {second}): the answer depends on luck.',
  'studio.puzzle.stale': 'The position has changed since it was valued: value it again.',
  'studio.puzzle.bad': 'This position can’t be valued yet: {why}',
  'studio.puzzle.theme': 'Theme',
  'studio.puzzle.theme.block': 'Block (numbers the others lack)',
  'studio.puzzle.theme.go-out': 'Go out',
  'studio.puzzle.theme.count': 'Count the pips',
  'studio.puzzle.theme.score-fives': 'Score fives',
  'studio.puzzle.theme.cover-double': 'Doubles',
  'studio.puzzle.theme.keep-number': 'Keep a number',
  'studio.puzzle.theme.partner': 'Partner',
  'studio.puzzle.rating': 'Difficulty (800–2200)',
  'studio.puzzle.suggested': 'Suggested: {theme}, {rating}',
  'studio.puzzle.why': 'Why the best move wins, in your own words ({lang}, optional)',
  'studio.puzzle.why.hint': 'Shown once the puzzle is solved. Left empty, the reason measured for the best move is shown.',

  // course (parts/course.ts): lessons and puzzles in order

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON

  // problems and refusals (check.ts, the element)
};
