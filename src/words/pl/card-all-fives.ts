/** The all-fives rules card (pl), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.all-fives': 'All Fives',
  'card.f.setup': 'Od 2 do 4 graczy, każdy gra na siebie; każdy dostaje {hand} kamieni. Reszta leży zakryta w talonie.',
  'card.f.lot': 'Każdy losuje kamień: najwyższy zaczyna pierwsze rozdanie (przy remisie losuje się ponownie). Potem zaczyna ten, kto zszedł; po blokadzie znów się losuje.',
  'card.f.lead': 'Pierwszy kamień może być dowolny i punktuje jak każdy inny.',
  'card.f.spinner': 'Pierwszy dublet rozdania to spinner: kamienie można dokładać do wszystkich czterech jego boków. Kolejne dublety są zwykłe.',
  'card.f.sides': 'Góra i dół spinnera otwierają się, gdy oba jego boki są już zajęte.',
  'card.f.sides-now': 'Góra i dół spinnera są otwarte, gdy tylko zostanie zagrany.',
  'card.f.draw': 'Jeśli nie możesz zagrać, dobieraj, aż kamień będzie pasował, i zagraj go.',
  'card.f.pass': 'Jeśli nie możesz zagrać ani dobrać, pasujesz.',
  'card.f.reserve': 'Ostatnich kamieni talonu (tylu: {n}) nigdy się nie dobiera.',
  'card.f.count': 'Po każdym kamieniu zsumuj otwarte końce. Dublet na końcu liczy obie połówki; pusty bok spinnera nie liczy się wcale.',
  'card.f.fives': 'Jeśli końce dają razem wielokrotność pięciu (5, 10, 15…), od razu zdobywasz tyle punktów.',
  'card.f.domino': 'Zejście: zdobywasz też dokładną sumę oczek, które zostały w pozostałych rękach.',
  'card.f.rounded': 'Zejście: zdobywasz też oczka z pozostałych rąk, zaokrąglone do najbliższej piątki.',
  'card.f.blocked': 'Blokada: gracz z najmniejszą liczbą oczek zdobywa oczka pozostałych minus własne; remis nie daje punktów.',
  'card.f.target': 'Wygrywa ten, kto pierwszy dojdzie do {target}, od razu, nawet w trakcie rozdania.',
  'ui.count': "Suma {n}: otwarte końce dają razem {sum}{n}.",
  'ui.count-scores': "Wielokrotność pięciu daje punkty.",
  'ui.count-not': "Punkty daje tylko wielokrotność pięciu.",
  'ui.spinner': "Spinnerem jest {tile}: gdy oba jego boki są zajęte, można dokładać także u góry i u dołu.",
} as Record<string, string>;
