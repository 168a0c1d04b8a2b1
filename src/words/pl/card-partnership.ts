/** The partnership rules card (pl), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.partnership': 'Domino w parach (zasady brazylijskie)',
  'card.p.setup': 'Czterech graczy w dwóch drużynach; partnerzy siedzą naprzeciw siebie. Rozdaje się wszystkie 28 kamieni, po 7: nie ma talonu. Jedno rozdanie to jedna partia.',
  'card.p.lead': 'Kto ma dublet szóstek, zaczyna nim każde rozdanie.',
  'card.p.lead-rotate': 'Dublet szóstek zaczyna pierwsze rozdanie; potem zaczyna następny gracz, dowolnym kamieniem.',
  'card.p.play': 'Dublety kładzie się w poprzek i są zwykłymi kamieniami.',
  'card.p.pass': 'Jeśli żaden twój kamień nie pasuje do żadnego końca, pasujesz.',
  'card.p.domino': 'Zejście (domino): gdy kładziesz ostatni kamień, twoja drużyna zdobywa oczka, które zostały w rękach obu przeciwników; kamienie partnera nie liczą się dla nikogo.',
  'card.p.blocked': 'Blokada: gdy nikt nie może zagrać, każda drużyna liczy swoje oczka; drużyna z mniejszą liczbą oczek zdobywa oczka drugiej.',
  'card.p.tie': 'Przy remisie przegrywa drużyna, która zablokowała grę.',
  'card.p.target': 'Punkty drużyn się sumują; wygrywa drużyna, która pierwsza zdobędzie {target} pkt.',
} as Record<string, string>;
