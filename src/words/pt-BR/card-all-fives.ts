/** The all-fives rules card (pt-BR), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.all-fives': 'All Fives',
  'card.f.setup': 'De 2 a 4 jogadores, cada um por si; {hand} pedras para cada um. O resto fica virado no monte.',
  'card.f.lot': 'Cada jogador tira uma pedra: a mais alta abre a primeira mão (empates tiram de novo). Depois, sai quem bateu; depois de um jogo trancado, tira-se de novo.',
  'card.f.lead': 'A primeira pedra pode ser qualquer uma, e ela marca como as outras.',
  'card.f.spinner': 'A primeira carroça da mão é o spinner: dá para encaixar pedras nos quatro lados dela. As carroças seguintes são comuns.',
  'card.f.sides': 'Em cima e embaixo do spinner abrem quando os dois lados dele já têm pedra.',
  'card.f.sides-now': 'Em cima e embaixo do spinner abrem assim que ele é jogado.',
  'card.f.draw': 'Se não puder jogar, compre até uma pedra encaixar, e jogue-a.',
  'card.f.pass': 'Se não puder jogar nem comprar, passe a vez.',
  'card.f.reserve': 'As últimas {n} pedras do monte nunca são compradas.',
  'card.f.count': 'Depois de cada pedra, some as pontas abertas. Uma carroça na ponta conta as duas metades; um lado vazio do spinner não conta.',
  'card.f.fives': 'Se as pontas somam um múltiplo de cinco (5, 10, 15…), você marca esses pontos na hora.',
  'card.f.domino': 'Bater: você marca também os pontos exatos que sobraram nas outras mãos.',
  'card.f.rounded': 'Bater: você marca também os pontos que sobraram nas outras mãos, arredondados para o cinco mais próximo.',
  'card.f.blocked': 'Jogo trancado: quem tem menos pontos marca os pontos dos outros menos os seus; um empate não marca nada.',
  'card.f.target': 'Vence quem chegar primeiro a {target}, na hora, mesmo no meio de uma mão.',
  'ui.count': "Contagem {n}: as pontas abertas somam {sum}{n}.",
  'ui.count-scores': "Múltiplo de cinco marca pontos.",
  'ui.count-not': "Só múltiplo de cinco marca pontos.",
  'ui.spinner': "O spinner é a {tile}: quando os dois lados dele tiverem pedra, dá para jogar também em cima e embaixo.",
} as Record<string, string>;
