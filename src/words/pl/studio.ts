/** The studio's words (pl): `<domino-studio>` (src/studio/). Each part keeps its keys in its own section. */
export default {
  // tabs
  'studio.tab.setup': 'Układ',
  'studio.tab.steps': 'Kroki',
  'studio.tab.puzzle': 'Zadanie',
  'studio.tab.course': 'Kurs',
  'studio.tab.preview': 'Podgląd',
  'studio.tab.publish': 'Opublikuj',

  // setup (parts/setup.ts): the game, the players, the tiles of each hand, the moves to the start

  // steps (parts/steps.ts): a lesson's goals and texts

  // puzzle (parts/puzzle.ts): valuing the options, theme and difficulty

  // course (parts/course.ts): lessons and puzzles in order
  'studio.course.textLang': "Język tekstów",
  'studio.course.lang.en': "angielski",
  'studio.course.lang.pt-BR': "portugalski (Brazylia)",
  'studio.course.lang.pl': "polski",
  'studio.course.title': "Tytuł",
  'studio.course.summary': "Podsumowanie (nieobowiązkowe)",
  'studio.course.items': "Lekcje i zadania, po kolei ({n})",
  'studio.course.kind.lesson': "Lekcja",
  'studio.course.kind.puzzle': "Zadanie",
  'studio.course.up': "Przesuń wyżej: {name}",
  'studio.course.down': "Przesuń niżej: {name}",
  'studio.course.remove': "Usuń: {name}",
  'studio.course.empty': "Nie ma jeszcze lekcji ani zadań: dodaj je poniżej.",
  'studio.course.builtIn': "Gotowa lekcja lub zadanie",
  'studio.course.lessonsOf': "Lekcje: {game}",
  'studio.course.puzzlesOf': "Zadania: {game}",
  'studio.course.game.partnership': "Domino w parach",
  'studio.course.game.draw': "Gra z dobieraniem",
  'studio.course.game.all-fives': "All Fives",
  'studio.course.game.mexican-train': "Pociąg meksykański",
  'studio.course.game.block': "Blokada",
  'studio.course.add': "Dodaj",
  'studio.course.paste': "Albo wklej lekcję lub zadanie: link (dl1.…) albo JSON",
  'studio.course.addPasted': "Dodaj wklejone",
  'studio.course.paste.empty': "Najpierw wklej link albo JSON.",
  'studio.course.paste.badLink': "Nie da się odczytać tego linku: {why}.",
  'studio.course.paste.badJson': "To nie jest poprawny JSON: {why}.",
  'studio.course.paste.unknown': "„{id}” to ani link, ani JSON, ani identyfikator gotowej lekcji czy zadania.",
  'studio.course.paste.course': "To jest kurs: kurs składa się z lekcji i zadań, nie z innych kursów.",
  'studio.course.untitled': "Bez tytułu",

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON

  // problems and refusals (check.ts, the element)
};
