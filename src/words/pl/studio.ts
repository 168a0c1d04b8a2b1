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

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints
  'studio.preview.intro': "Tak to zobaczy uczeń: na telefonie i na komputerze. Sprawdź sam, a potem niech podpowiedzi rozwiążą to od początku — publikowanie odblokuje się, gdy dojdą do końca.",
  'studio.preview.run': "Rozwiąż podpowiedziami",
  'studio.preview.running': "Rozwiązuję podpowiedziami…",
  'studio.preview.solved': "Podpowiedzi doszły do końca: można publikować.",
  'studio.preview.notYet': "Jeszcze nie rozwiązane podpowiedziami.",
  'studio.preview.stuck': "Podpowiedzi nie doszły do końca: w którymś kroku żaden ruch nie spełnia celu. Sprawdź kroki.",
  'studio.preview.noTable': "Stół podglądu się nie uruchomił. Odśwież stronę i spróbuj jeszcze raz.",
  'studio.preview.noElement': "Na tej stronie nie wczytano stołu do domina, więc nie ma czego pokazać.",
  'studio.preview.toPublish': "Przejdź do publikowania",
  'studio.preview.fixFirst': "Najpierw popraw te błędy, a potem zobacz podgląd:",
  'studio.preview.phone': "Telefon ({w} × {h})",
  'studio.preview.desktop': "Komputer ({w} × {h}, pomniejszony)",

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON
  'studio.publish.intro': "Wybierz, jak wstawić to na swoją stronę. Każdy sposób niesie to samo i każdy da się z powrotem otworzyć w studiu do edycji.",
  'studio.publish.fixFirst': "Najpierw popraw te błędy, a potem opublikuj:",
  'studio.publish.runFirst': "Zanim opublikujesz, rozwiąż to podpowiedziami w Podglądzie — wtedy wiesz, że uczeń da radę dojść do końca.",
  'studio.publish.toPreview': "Przejdź do podglądu",
  'studio.publish.base': "Adres strony do osadzania",
  'studio.publish.baseNote': "Gdzie jest strona do osadzania. Zmień, jeśli sam hostujesz domino-table.",
  'studio.publish.badBase': "To nie jest adres strony (http:// albo https://). Używam {base}.",
  'studio.publish.coding': "Tworzę link…",
  'studio.publish.publish': "Opublikuj",
  'studio.publish.published': "Opublikowane.",
  'studio.publish.copy': "Kopiuj",
  'studio.publish.copied': "Skopiowane",
  'studio.publish.copyFailed': "Nie udało się skopiować: tekst jest zaznaczony, naciśnij Ctrl+C.",
  'studio.publish.open': "Otwórz",
  'studio.publish.link': "Link",
  'studio.publish.linkNote': "Wszystko jest w samym linku ({n} znaków): żaden serwer tego nie przechowuje.",
  'studio.publish.long': "Ponad 2 KB ({n} znaków): niektóre strony i komunikatory ucinają tak długie linki. Użyj znacznika script albo pliku JSON.",
  'studio.publish.iframe': "Osadzenie (iframe)",
  'studio.publish.iframeNote': "Do blogów i stron, które nie przyjmują skryptów: wklej jako HTML.",
  'studio.publish.script': "Znacznik script",
  'studio.publish.scriptNote': "Do własnych stron: stół ze wszystkim w atrybucie.",
  'studio.publish.src': "Znacznik script z plikiem JSON",
  'studio.publish.srcNote': "Pobierz {file}, połóż obok swojej strony i wklej to.",
  'studio.publish.oembed': "oEmbed",
  'studio.publish.oembedNote': "Dla stron, które z wklejonego linku robią osadzenie (oEmbed). Potrzebny jest serwer gry.",
  'studio.publish.picture': "Obrazek do newslettera",
  'studio.publish.pictureNote': "Układ początkowy jako obrazek, do maili i postów, gdzie stół nie zagra.",
  'studio.publish.pictureAlt': "Układ początkowy: {title}",
  'studio.publish.draw': "Zrób obrazek",
  'studio.publish.redraw': "Zrób jeszcze raz",
  'studio.publish.svg': "Pobierz SVG",
  'studio.publish.png': "Pobierz PNG",
  'studio.publish.file': "Plik JSON",
  'studio.publish.fileNote': "Zachowaj, żeby później edytować (wczytaj w studiu), albo użyj z src=.",
  'studio.publish.json': "Pobierz JSON",
  'studio.publish.untitled.lesson': "Lekcja domina",
  'studio.publish.untitled.puzzle': "Zadanie z domina",
  'studio.publish.untitled.course': "Kurs domina",

  // problems and refusals (check.ts, the element)
};
