/** The mexican-train rules card (pt-BR), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.mexican-train': 'Trem Mexicano',
  'card.m.setup': 'De 2 a 10 jogadores, com o dominó duplo-doze (91 pedras); {hand} pedras para cada um. O resto fica virado no monte.',
  'card.m.engine': 'A rodada 1 começa pela carroça de doze no centro, a rodada 2 pela carroça de onze, e assim por diante até a carroça de branco na rodada 13. Quem a tem coloca no centro e joga primeiro.',
  'card.m.engine-aside': 'A carroça da rodada (de doze na rodada 1, até a de branco na rodada 13) é colocada no centro antes da distribuição; quem joga primeiro muda a cada rodada.',
  'card.m.found': 'Se ninguém a tem, todos compram do monte até ela aparecer.',
  'card.m.trains': 'Cada um monta o seu próprio trem a partir do centro; o trem mexicano é de todos. A primeira pedra de um trem tem de mostrar o número da carroça do centro.',
  'card.m.first': 'Na sua primeira vez da rodada você pode jogar várias pedras seguidas num só trem: o seu ou o mexicano.',
  'card.m.first-single': 'Toda vez, inclusive a primeira, é uma pedra só.',
  'card.m.turn': 'Depois disso, jogue uma pedra por vez: no seu trem, no trem mexicano ou em qualquer trem com marcador.',
  'card.m.doubles': 'Uma carroça tem de ser coberta antes de qualquer outra jogada; quem a jogou tenta primeiro.',
  'card.m.dead': 'Uma carroça cujo número já está todo na mesa conta como coberta.',
  'card.m.draw': 'Se não puder jogar, compre uma pedra: jogue-a se encaixar; senão, passe a vez.',
  'card.m.marker': 'Quando você passa, um marcador vai para o seu trem: qualquer um pode jogar ali até você mesmo jogar nele.',
  'card.m.out': 'A rodada termina quando alguém joga a última pedra.',
  'card.m.blocked': 'Também termina quando o monte acaba e ninguém pode jogar.',
  'card.m.score': 'Cada um soma ao seu placar os pontos que sobraram na mão; quanto menos, melhor.',
  'card.m.zero50': 'A carroça de branco vale 50.',
  'card.m.end': 'Depois de 13 rodadas, vence o menor placar.',
  'ui.marker': "Há um marcador no trem de {owner}: {owner} não pôde jogar, então qualquer um pode jogar ali até {owner} jogar nele de novo.",
  'ui.marker.you': "Há um marcador no seu trem: você não pôde jogar, então qualquer um pode jogar ali até você jogar nele de novo.",
  'ui.openDouble': "A {tile} espera ser coberta: nada mais pode ser jogado antes.",
} as Record<string, string>;
