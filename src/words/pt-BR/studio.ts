/** The studio's words (pt-BR): `<domino-studio>` (src/studio/). Each part keeps its keys in its own section. */
export default {
  // tabs
  'studio.tab.setup': 'Posição',
  'studio.tab.steps': 'Passos',
  'studio.tab.puzzle': 'Problema',
  'studio.tab.course': 'Curso',
  'studio.tab.preview': 'Pré-visualizar',
  'studio.tab.publish': 'Publicar',

  // setup (parts/setup.ts): the game, the players, the tiles of each hand, the moves to the start

  // steps (parts/steps.ts): a lesson's goals and texts

  // puzzle (parts/puzzle.ts): valuing the options, theme and difficulty

  // course (parts/course.ts): lessons and puzzles in order

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON

  // problems and refusals (check.ts, the element)
};
