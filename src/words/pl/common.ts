/** Polskie teksty nauki wspólne dla gier, w nazwanych grupach: kamienie, miejsca, liczenie, cele, powody i podpowiedzi. */
// Named groups: each variant's words (./<variant>.ts) take the groups that variant uses (the build copies
// them into that variant's chunk: see scripts/build/rollup-teach-chunks.mjs).

/** Words every game uses (the tiles' names are the element's, src/i18n/): counting, the goals, reasons and hints, the panels' labels. */
export const all: Record<string, string> = {
  'start.order': 'Gracze grają po kolei, zgodnie z ruchem wskazówek zegara.',
  'start.round': 'Nowe rozdanie: kamienie są tasowane i rozdawane od nowa.',
  'end.domino': '{who} kładzie ostatni kamień: domino! Rozdanie się kończy i jest liczone.',
  'end.domino.you': 'Kładziesz ostatni kamień: domino! Rozdanie się kończy i jest liczone.',
  'turn.game-over': 'Gra skończona.',
  'turn.play': '{who} może zagrać {tiles}.',
  'turn.play.you': 'Możesz zagrać {tiles}.',
  'why.where': 'Wybierz, gdzie położyć kamień.',
  'why.must-play': 'Możesz zagrać {tiles}, więc nie wolno ci dobierać: kto może zagrać, musi zagrać.',
  'why.must-play-pass': 'Możesz zagrać {tiles}, więc nie wolno ci pasować: kto może zagrać, musi zagrać.',
  'why.wait': 'Zaczekaj: teraz kolej gracza {who}.',
  'why.wait-lesson': 'Chwileczkę: pozostali jeszcze grają.',
  'why.over': 'Rozdanie skończone.',
  'why.not-in-hand': 'Nie masz w ręce kamienia {tile}.',
  'why.other': 'Tego ruchu nie można teraz wykonać.',
  'goal.match': 'Zagraj kamień pasujący do jednego z końców.',
  'goal.tiles': 'Zagraj {tiles}.',
  'goal.lead': 'Zacznij rozdanie właściwym kamieniem.',
  'goal.draw-until': 'Dobieraj z talonu, aż trafisz na pasujący kamień, i zagraj go.',
  'goal.draw': 'Dobierz kamień.',
  'goal.pass': 'Spasuj.',
  'goal.block': 'Zagraj kamień, który blokuje grę.',
  'goal.go-out': 'Zagraj ostatni kamień i zejdź.',
  'goal.next-round': 'Rozdaj następne rozdanie.',
  'goal.end-turn': 'Zakończ turę.',
  'wrong.tile': '{tile} pasuje, ale w tym kroku chodzi o {tiles}.',
  'wrong.place': 'Ten ruch idzie {place}; tym razem zagraj {want}.',
  'wrong.stop': 'Tym razem wystarczy: zakończ turę.',
  'wrong.other': 'To dozwolone, ale to nie jest cel tego kroku. Przeczytaj cel powyżej albo poproś o podpowiedź.',
  'wrong.no-block': 'To nie blokuje gry: do końców pasują jeszcze niewidoczne kamienie ({n:tile}), więc ktoś może zagrać.',
  'wrong.not-out': 'To nie kończy rozdania: po tym ruchu w ręce są jeszcze kamienie ({n:tile}).',
  'hint.match': 'Spróbuj {tile} {place}: pasuje do {value}.',
  'hint.pass': 'Nic nie pasuje i nie ma czego dobrać: spasuj.',
  'hint.end-turn': 'Teraz zakończ turę.',
  'hint.next-round': 'Rozdaj następne rozdanie.',
  'hint.block': 'Spróbuj {tile} {place}: potem nikt już nie ma {ends}.',
  'hint.out': 'Zagraj {tile} {place}: to twój ostatni kamień.',
  'ui.note': "Notatka",
  'ui.narration': "Co się stało",
  'ui.now': "Teraz",
  'ui.lesson': "Lekcja",
  'ui.goal': "Twój cel",
  'ui.right': "Brawo!",
  'ui.rule': "zasada",
  'ui.ruleOf': "Pokaż tę zasadę w zasadach gry",
  'ui.lessons': "Lekcje",
  'ui.progress': "Ukończone: {done} z {all}",
  'ui.complete': "Lekcja ukończona!",
  'ui.starsWhy.3': "Trzy gwiazdki: bez podpowiedzi i bez błędnego ruchu.",
  'ui.starsWhy.2': "Dwie gwiazdki: jedna lub dwie podpowiedzi albo błędne ruchy. Zagraj jeszcze raz i zdobądź trzy!",
  'ui.starsWhy.1': "Jedna gwiazdka: po drodze więcej niż dwie podpowiedzi lub błędne ruchy. Zagraj jeszcze raz i zdobądź więcej!",
  'ui.press-deal': "Rozdanie skończone: naciśnij „Rozdaj następne rozdanie”.",
  'ui.learned': "Co już wiesz",
  'ui.stars': "Gwiazdki: {n} z 3",
  'ui.nextLesson': "Następna lekcja",
  'ui.again': "Jeszcze raz",
  'ui.real': "Zagraj prawdziwą partię",
  'ui.deal': "Rozdaj następne rozdanie",
  'ui.done': "Lekcja ukończona",
  'ui.stepDots': "Cel {k} z {n}",
  'ui.allDone': "Wszystkie lekcje tej gry ukończone. Czas na prawdziwą partię!",
  'ui.tally': "(Podpowiedzi: {hints} · błędne ruchy: {wrong}.)",
  'ui.starsRule': "★★★ bez podpowiedzi i bez błędu · ★★ jedna lub dwie · ★ więcej. Dotknięcie szarego kamienia, by przeczytać, czemu nie pasuje, nic nie kosztuje.",
  'ui.knows': "Co wie stół",
};

/** Words of the line games (partnership, draw, All Fives, block): one line of tiles with two ends. */
export const line: Record<string, string> = {
  'start.set': 'Gra się 28 kamieniami, od dubletu zer do dubletu szóstek. Kamień jest wart tyle, ile oczek mają obie połówki: sześć–cztery to 10. Kamień z taką samą liczbą na obu połówkach to dublet.',
  'play.lead': '{who} wychodzi kamieniem {tile}. Kolejne kamienie dokłada się do jego dwóch końców.',
  'play.lead.you': 'Wychodzisz kamieniem {tile}. Kolejne kamienie dokłada się do jego dwóch końców.',
  'play.match': '{who} kładzie {tile} {place}, dopasowując do {value}.',
  'play.match.you': 'Kładziesz {tile} {place}, dopasowując do {value}.',
  'play.double': 'Dublet kładzie się w poprzek; ten koniec nadal pokazuje {value}.',
  'play.ends': 'Teraz na końcach są {a} i {b}.',
  'play.only': 'To był jedyny ruch gracza {who}: kto może zagrać, musi zagrać.',
  'play.only.you': 'To był twój jedyny ruch: kto może zagrać, musi zagrać.',
  'turn.lead': '{who} zaczyna rozdanie: może wyjść kamieniem {tiles}.',
  'turn.lead.you': 'Zaczynasz rozdanie: możesz wyjść kamieniem {tiles}.',
  'turn.lead-one': '{who} musi wyjść kamieniem {tiles}.',
  'turn.lead-one.you': 'Musisz wyjść kamieniem {tiles}.',
  'turn.pass': '{who} nie ma {ends} i nie może dobrać: musi spasować.',
  'turn.pass.you': 'Nie masz {ends} i nie możesz dobrać: spasuj.',
  'why.no-match': '{tile} nie ma {ends}.',
  'why.wrong-end': '{tile} nie ma {value}, więc nie pasuje {place}; pasuje {want}.',
  'why.cannot-pass': 'Pasować można tylko wtedy, gdy nie ma czego dobrać: dobierz kamień.',
  'hint.lead': 'Wyjdź kamieniem {tile}.',
};

/** Words of the games played each for themselves (draw, All Fives, Mexican Train, block). */
export const solo: Record<string, string> = {
  'start.deal': 'Każdy dostaje {each:tile}; reszta ({bone:tile}) leży zakryta w talonie, do dobierania.',
  'end.blocked': 'Nikt nie może zagrać i nie ma czego dobrać: gra jest zablokowana, rozdanie liczy się teraz.',
  'count.hand': '{who} ma w ręce {sum}{pips:pip}.',
  'count.hand.you': 'Masz w ręce {sum}{pips:pip}.',
  'game.over': '{who} dochodzi do {total} i wygrywa grę!',
  'game.over.you': 'Dochodzisz do {total} i wygrywasz grę!',
  'game.over-shared': 'Koniec gry: najniższe wyniki dzielą się zwycięstwem.',
  'why.boneyard-empty': 'Talon jest pusty: nie ma czego dobrać.',
};

/** Words of the line games with a boneyard to draw from (draw, All Fives). */
export const drawing: Record<string, string> = {
  'draw.forced': '{who} nie ma {ends}, więc dobiera z talonu.',
  'draw.forced.you': 'Nie masz {ends}, więc dobierasz z talonu.',
  'draw.fits': 'Nowy kamień pasuje, więc {who} musi go teraz zagrać.',
  'draw.fits.you': 'Nowy kamień pasuje, więc musisz go teraz zagrać.',
  'draw.again': 'Ten też nie pasuje: {who} dobiera dalej.',
  'draw.again.you': 'Ten też nie pasuje: dobieraj dalej.',
  'draw.last': 'Nie pasuje, a nie ma już czego dobrać: {who} musi spasować.',
  'draw.last.you': 'Nie pasuje, a nie ma już czego dobrać: musisz spasować.',
  'pass.empty': '{who} nie ma {ends}, a talon jest pusty, więc pasuje.',
  'pass.empty.you': 'Nie masz {ends}, a talon jest pusty, więc pasujesz.',
  'turn.draw': '{who} nie ma {ends}: musi dobierać.',
  'turn.draw.you': 'Nie masz {ends}: dobierz kamień.',
};

/** Words of the games where the highest double, else the heaviest tile, starts and leads itself (draw, block). */
export const starter: Record<string, string> = {
  'lead.double': '{who} ma najwyższy dublet, {tile}, więc zaczyna.',
  'lead.double.you': 'Masz najwyższy dublet, {tile}, więc zaczynasz.',
  'lead.heaviest': 'Nikt nie ma dubletu, więc zaczyna najcięższy kamień: {who} ma {tile}, {pips:pip}.',
  'lead.heaviest.you': 'Nikt nie ma dubletu, więc zaczyna najcięższy kamień: masz {tile}, {pips:pip}.',
  'lead.tie': '{tile2} ma tyle samo oczek, ale {tile} wygrywa większą połówką: {half}.',
  'lead.starter': 'Zaczynający musi wyjść właśnie tym kamieniem.',
  'lead.starter.you': 'Musisz wyjść właśnie tym kamieniem.',
  'play.lead-starter': '{who} wychodzi kamieniem {tile}, dzięki któremu zaczyna.',
  'play.lead-starter.you': 'Wychodzisz kamieniem {tile}, dzięki któremu zaczynasz.',
  'why.lead-starter': 'Musisz wyjść kamieniem {tile}: to dzięki niemu zaczynasz.',
};

/** Words of the games without drawing, where a player who cannot match passes (partnership, block). */
export const passing: Record<string, string> = {
  'start.deal-all': 'Rozdaje się wszystkie {set} kamieni, po {each} na gracza: nie ma talonu, więc nikt nie dobiera.',
  'pass.none': '{who} nie ma {ends}, więc pasuje. Teraz wszyscy o tym wiedzą.',
  'pass.none.you': 'Nie masz {ends}, więc pasujesz. Teraz wszyscy o tym wiedzą.',
  'lead.rotate': 'W tym rozdaniu zaczyna {who}, dowolnym kamieniem.',
  'lead.rotate.you': 'W tym rozdaniu zaczynasz ty, dowolnym kamieniem.',
};

/** Words of the games where the one who goes out, or holds the fewest pips, scores the others' pips (draw, All Fives, block). */
export const scoring: Record<string, string> = {
  'count.domino': '{who} zdobywa oczka, które zostały w pozostałych rękach: {sum}{points:pt}.',
  'count.domino.you': 'Zdobywasz oczka, które zostały w pozostałych rękach: {sum}{points:pt}.',
  'count.lowest': '{who} ma najmniej oczek i zdobywa oczka pozostałych minus własne: {sum}{points:pt}.',
  'count.lowest.you': 'Masz najmniej oczek i zdobywasz oczka pozostałych minus własne: {sum}{points:pt}.',
  'count.tie': 'Dwóch graczy ma tyle samo, najmniej oczek, więc w tym rozdaniu nikt nie zdobywa punktów.',
  'game.target': 'Punkty sumują się z rozdania na rozdanie; kto pierwszy dojdzie do {target}, wygrywa.',
};

/** The parts of the rules cards every game shares (headings, the tiles, the turn order). */
export const card: Record<string, string> = {
  'card.h.setup': 'Przygotowanie',
  'card.h.play': 'Gra',
  'card.h.score': 'Liczenie punktów',
  'card.h.end': 'Kto wygrywa',
  'card.tiles': 'Kamień jest wart tyle, ile oczek mają obie połówki (sześć–cztery to 10); kamień z taką samą liczbą na obu połówkach to dublet.',
  'card.order': 'Kamienie tasuje się zakryte i rozdaje; gra się zgodnie z ruchem wskazówek zegara.',
  'card.line': 'W swojej kolejce połóż jeden kamień pasujący do otwartego końca: pierwszy kamień leży pośrodku, a każdy nowy dokłada się do końca pasującą połówką.',
  'card.must': 'Kto może zagrać, musi zagrać.',
  'card.refused': 'Ruch niezgodny z zasadami zostaje odrzucony i wyjaśniony; nic się nie zmienia.',
  'ui.onTable': "Teraz na stole",
};
