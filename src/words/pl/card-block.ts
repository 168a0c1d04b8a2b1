/** The Block rules card (pl), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.block': 'Blokada',
  'card.b.setup': 'Od 2 do 4 graczy, każdy gra na siebie: przy dwóch graczach po 7 kamieni, przy trzech lub czterech po 5. Pozostałe kamienie odkłada się zakryte; nikt nigdy ich nie dobiera.',
  'card.b.hands7': 'Zasada domowa: przy trzech lub czterech graczach każdy też dostaje 7 kamieni (przy czterech rozdaje się wszystkie 28).',
  'card.b.start': 'Zaczyna najwyższy dublet w czyjejś ręce (szóstek, a jeśli go nie ma, piątek…); odłożony kamień nikomu się nie liczy. Gdy nikt nie ma dubletu, zaczyna najcięższy kamień; przy równych oczkach ten z większą połówką.',
  'card.b.lead': 'W pierwszym rozdaniu zaczynający musi wyjść kamieniem, dzięki któremu zaczyna.',
  'card.b.later': 'Kolejne rozdania zaczyna gracz następny po tym, kto zaczynał poprzednie, dowolnym kamieniem.',
  'card.b.later-winner': 'Zasada domowa: kolejne rozdania zaczyna zwycięzca poprzedniego, dowolnym kamieniem (po remisie następny gracz).',
  'card.b.later-starter': 'Zasada domowa: każde rozdanie zaczyna się jak pierwsze, od najwyższego dubletu.',
  'card.b.play': 'Dublety kładzie się w poprzek i są zwykłymi kamieniami.',
  'card.b.pass': 'Jeśli żaden twój kamień nie pasuje do żadnego końca, pasujesz. Nikt nie dobiera.',
  'card.b.domino': 'Zejście: zdobywasz wszystkie oczka, które zostały w pozostałych rękach. Nikt inny nie zdobywa ani nie traci punktów.',
  'card.b.blocked': 'Blokada (w żadnej ręce nie ma pasującego kamienia; odłożone się nie liczą): gracz z najmniejszą liczbą oczek zdobywa oczka pozostałych minus własne.',
  'card.b.tie': 'Jeśli przy blokadzie dwóch graczy ma tyle samo, najmniej oczek, nikt nie zdobywa punktów.',
  'card.b.target': 'Punkty się sumują i nigdy nie maleją; wygrywa ten, kto pierwszy dojdzie do {target}.',
} as Record<string, string>;
