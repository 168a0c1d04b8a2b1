/** The mexican-train rules card (pl), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.mexican-train': 'Pociąg meksykański',
  'card.m.setup': 'Od 2 do 10 graczy, komplet do dubletu dwunastek (91 kamieni); każdy dostaje {hand} kamieni. Reszta leży zakryta w talonie.',
  'card.m.engine': 'Runda 1 zaczyna się od dubletu dwunastek na środku, runda 2 od dubletu jedenastek i tak dalej, aż do dubletu zer w rundzie 13. Kto go ma, kładzie go i gra pierwszy.',
  'card.m.engine-aside': 'Dublet rundy (dwunastek w rundzie 1, aż do zer w rundzie 13) kładzie się na środku przed rozdaniem; pierwszy gracz zmienia się co rundę.',
  'card.m.found': 'Jeśli nikt go nie ma, wszyscy dobierają z talonu, aż się pojawi.',
  'card.m.trains': 'Każdy buduje od środka własny pociąg; pociąg meksykański jest wspólny. Pierwszy kamień pociągu musi mieć liczbę dubletu ze środka.',
  'card.m.first': 'W pierwszej kolejce rundy możesz zagrać kilka kamieni po kolei na jednym pociągu: swoim albo meksykańskim.',
  'card.m.first-single': 'Każda tura, także pierwsza, to jeden kamień.',
  'card.m.turn': 'Potem kładziesz jeden kamień na turę: na swoim pociągu, na meksykańskim albo na każdym pociągu ze znacznikiem.',
  'card.m.doubles': 'Dublet trzeba przykryć, zanim zagra się cokolwiek innego; pierwszy próbuje ten, kto go położył.',
  'card.m.dead': 'Dublet, którego liczba cała leży już na stole, liczy się jako przykryty.',
  'card.m.draw': 'Jeśli nie możesz zagrać, dobierz jeden kamień: zagraj go, jeśli pasuje, a jeśli nie, spasuj.',
  'card.m.marker': 'Gdy pasujesz, na twoim pociągu staje znacznik: każdy może tam grać, dopóki sam na nim nie zagrasz.',
  'card.m.out': 'Runda kończy się, gdy ktoś położy ostatni kamień.',
  'card.m.blocked': 'Kończy się też, gdy talon jest pusty i nikt nie może zagrać.',
  'card.m.score': 'Każdy dolicza do swojego wyniku oczka, które zostały mu w ręce; im mniej, tym lepiej.',
  'card.m.zero50': 'Dublet zer liczy się za 50.',
  'card.m.end': 'Po 13 rundach wygrywa najniższy wynik.',
  'ui.marker': "Na pociągu gracza {owner} stoi znacznik: ten gracz nie mógł zagrać, więc każdy może tam dokładać, dopóki właściciel znów na nim nie zagra.",
  'ui.marker.you': "Na twoim pociągu stoi znacznik: każdy może tam dokładać, dopóki sam na nim nie zagrasz.",
  'ui.openDouble': "{tile} czeka na przykrycie: nic innego nie wolno zagrać wcześniej.",
} as Record<string, string>;
