/** The draw rules card (pl), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.draw': 'Gra z dobieraniem (zasady polskie)',
  'card.d.setup': 'Od 2 do 4 graczy, każdy gra na siebie; każdy dostaje {hand} kamieni. Reszta leży zakryta w talonie.',
  'card.d.start': 'Zaczyna najwyższy dublet (szóstek, a jeśli go nie ma, piątek…). Gdy nikt nie ma dubletu, zaczyna najcięższy kamień; przy równych oczkach ten z większą połówką. Tak samo w każdym rozdaniu.',
  'card.d.lead': 'Zaczynający musi wyjść kamieniem, dzięki któremu zaczyna.',
  'card.d.lead-any': 'Zaczynający może wyjść dowolnym kamieniem.',
  'card.d.play': 'Dublety kładzie się w poprzek i są zwykłymi kamieniami.',
  'card.d.draw': 'Jeśli nie możesz zagrać, dobieraj po jednym kamieniu, aż któryś będzie pasował, i zagraj go.',
  'card.d.back': 'Wolno dobierać z obu końców talonu.',
  'card.d.pass': 'Jeśli nie możesz zagrać, a talon jest pusty, pasujesz.',
  'card.d.domino': 'Zejście: zdobywasz wszystkie oczka, które zostały w pozostałych rękach, a każdy inny gracz traci własne oczka.',
  'card.d.blocked': 'Blokada (pusty talon, nikt nie może zagrać): gracz z najmniejszą liczbą oczek zdobywa oczka pozostałych minus własne; pozostali tracą swoje.',
  'card.d.tie': 'Jeśli przy blokadzie dwóch graczy ma tyle samo, najmniej oczek, nikt nie zdobywa punktów.',
  'card.d.target': 'Punkty się sumują i mogą spaść poniżej zera; wygrywa ten, kto pierwszy dojdzie do {target}.',
} as Record<string, string>;
