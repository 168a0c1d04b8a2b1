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
  'studio.course.textLang': "Textos em",
  'studio.course.lang.en': "Inglês",
  'studio.course.lang.pt-BR': "Português (Brasil)",
  'studio.course.lang.pl': "Polonês",
  'studio.course.title': "Título",
  'studio.course.summary': "Resumo (opcional)",
  'studio.course.items': "Lições e problemas, em ordem ({n})",
  'studio.course.kind.lesson': "Lição",
  'studio.course.kind.puzzle': "Problema",
  'studio.course.up': "Subir {name}",
  'studio.course.down': "Descer {name}",
  'studio.course.remove': "Tirar {name}",
  'studio.course.empty': "Ainda não há lições nem problemas: adicione abaixo.",
  'studio.course.builtIn': "Uma lição ou um problema pronto",
  'studio.course.lessonsOf': "Lições: {game}",
  'studio.course.puzzlesOf': "Problemas: {game}",
  'studio.course.game.partnership': "Dominó em duplas",
  'studio.course.game.draw': "Dominó de compra",
  'studio.course.game.all-fives': "All Fives",
  'studio.course.game.mexican-train': "Trem Mexicano",
  'studio.course.game.block': "Dominó bloqueado",
  'studio.course.add': "Adicionar",
  'studio.course.paste': "Ou cole uma lição ou um problema: o link (dl1.…) ou o JSON",
  'studio.course.addPasted': "Adicionar o que colei",
  'studio.course.paste.empty': "Cole um link ou um JSON primeiro.",
  'studio.course.paste.badLink': "Não dá para ler este link: {why}.",
  'studio.course.paste.badJson': "Isto não é um JSON válido: {why}.",
  'studio.course.paste.unknown': "“{id}” não é link, nem JSON, nem o código de uma lição ou de um problema pronto.",
  'studio.course.paste.course': "Isto é um curso: um curso reúne lições e problemas, não outros cursos.",
  'studio.course.untitled': "Sem título",

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON

  // problems and refusals (check.ts, the element)
};
