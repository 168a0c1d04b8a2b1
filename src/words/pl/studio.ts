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
  'studio.puzzle.intro': 'Ustaw układ w zakładce Układ, aż do ruchu, który trzeba znaleźć. Potem oceń każdy ruch gracza, który ma ruch, tylko na podstawie tego, co on widzi: to jest zadanie, jeśli jeden ruch jest wyraźnie najlepszy.',
  'studio.puzzle.value': 'Oceń ruchy',
  'studio.puzzle.again': 'Oceń jeszcze raz',
  'studio.puzzle.valuing': 'Oceniam ruchy…',
  'studio.puzzle.valuing.pct': 'Oceniam ruchy… {pct}%',
  'studio.puzzle.seat.n': 'Gracz {n}',
  'studio.puzzle.at.train': 'na pociągu gracza {name}',
  'studio.puzzle.caption': 'Każdy ruch, jaki ma {name}, ze średnią wartością, licząc różne układy kamieni, których {name} nie widzi (punkty za rozdanie).',
  'studio.puzzle.tolerance': 'Ruch gorszy od najlepszego najwyżej o {tol:pt} jest przyjmowany.',
  'studio.puzzle.col.move': 'Ruch',
  'studio.puzzle.col.value': 'Wartość',
  'studio.puzzle.col.ok': 'Przyjęty?',
  'studio.puzzle.move': '{tile} {place}',
  'studio.puzzle.yes': 'Przyjęty',
  'studio.puzzle.no': 'Nieprzyjęty',
  'studio.puzzle.ok.title': 'To jest zadanie',
  'studio.puzzle.ok': 'Przyjęte ruchy: {n} z {m}. Każdy ruch trafia do zadania z wartością, odpowiedzią pozostałych graczy i uzasadnieniem.',
  'studio.puzzle.not.title': 'To nie jest zadanie',
  'studio.puzzle.not': 'Nic nie zostało zapisane: zmień układ i oceń jeszcze raz.',
  'studio.puzzle.no.not-to-move': 'Nikt nie ma tu ruchu: rozdanie się skończyło.',
  'studio.puzzle.no.one-option': 'Jest tu tylko jeden ruch ({move}): nie ma z czego wybierać.',
  'studio.puzzle.no.all-accepted': 'Każdy ruch jest gorszy od najlepszego najwyżej o {tol:pt}: nie ma czego szukać.',
  'studio.puzzle.no.close': 'Najlepszy ruch nie jest wyraźnie najlepszy: {best} i {next} różnią się tylko o {gap:pt}, a zadanie wymaga różnicy co najmniej {need:pt}.',
  'studio.puzzle.no.disagree': 'Dwa różne losowania ukrytych kamieni nie zgadzają się, które ruchy są dość dobre (jedno przyjmuje {first}, drugie {second}): odpowiedź zależy od szczęścia.',
  'studio.puzzle.stale': 'Układ zmienił się od oceny: oceń jeszcze raz.',
  'studio.puzzle.bad': 'Tego układu nie da się jeszcze ocenić: {why}',
  'studio.puzzle.theme': 'Temat',
  'studio.puzzle.theme.block': 'Blokada (liczby, których inni nie mają)',
  'studio.puzzle.theme.go-out': 'Zejście',
  'studio.puzzle.theme.count': 'Liczenie oczek',
  'studio.puzzle.theme.score-fives': 'Piątki',
  'studio.puzzle.theme.cover-double': 'Dublety',
  'studio.puzzle.theme.keep-number': 'Zachowaj liczbę',
  'studio.puzzle.theme.partner': 'Partner',
  'studio.puzzle.rating': 'Trudność (800–2200)',
  'studio.puzzle.suggested': 'Propozycja: {theme}, {rating}',
  'studio.puzzle.why': 'Dlaczego najlepszy ruch wygrywa, własnymi słowami ({lang}, nieobowiązkowo)',
  'studio.puzzle.why.hint': 'Widać to po rozwiązaniu zadania. Jeśli zostawisz puste, pokaże się uzasadnienie zmierzone dla najlepszego ruchu.',

  // course (parts/course.ts): lessons and puzzles in order

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON

  // problems and refusals (check.ts, the element)
};
