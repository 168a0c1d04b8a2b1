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

  // course (parts/course.ts): lessons and puzzles in order
  'studio.course.textLang': "Texts in",
  'studio.course.lang.en': "English",
  'studio.course.lang.pt-BR': "Portuguese (Brazil)",
  'studio.course.lang.pl': "Polish",
  'studio.course.title': "Title",
  'studio.course.summary': "Summary (optional)",
  'studio.course.items': "Lessons and puzzles, in order ({n})",
  'studio.course.kind.lesson': "Lesson",
  'studio.course.kind.puzzle': "Puzzle",
  'studio.course.up': "Move {name} up",
  'studio.course.down': "Move {name} down",
  'studio.course.remove': "Remove {name}",
  'studio.course.empty': "No lessons or puzzles yet: add them below.",
  'studio.course.builtIn': "A built-in lesson or puzzle",
  'studio.course.lessonsOf': "Lessons: {game}",
  'studio.course.puzzlesOf': "Puzzles: {game}",
  'studio.course.game.partnership': "Partnership",
  'studio.course.game.draw': "Draw game",
  'studio.course.game.all-fives': "All Fives",
  'studio.course.game.mexican-train': "Mexican Train",
  'studio.course.game.block': "Block game",
  'studio.course.add': "Add",
  'studio.course.paste': "Or paste a lesson or a puzzle: its link (dl1.…) or its JSON",
  'studio.course.addPasted': "Add what I pasted",
  'studio.course.paste.empty': "Paste a link or JSON first.",
  'studio.course.paste.badLink': "This link cannot be read: {why}.",
  'studio.course.paste.badJson': "This is not valid JSON: {why}.",
  'studio.course.paste.unknown': "“{id}” is neither a link, JSON nor the id of a built-in lesson or puzzle.",
  'studio.course.paste.course': "This is a course: a course holds lessons and puzzles, not other courses.",
  'studio.course.untitled': "Untitled",

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON

  // problems and refusals (check.ts, the element)
};
