/** The partnership rules card (pt-BR), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.partnership': 'Dominó em duplas (regras brasileiras)',
  'card.p.setup': 'Quatro jogadores em duas duplas; os parceiros sentam frente a frente. As 28 pedras são todas distribuídas, 7 para cada um: não há monte. Cada distribuição é uma mão.',
  'card.p.lead': 'Quem tem a carroça de seis abre todas as mãos com ela.',
  'card.p.lead-rotate': 'A carroça de seis abre a primeira mão; depois sai o jogador seguinte, com qualquer pedra.',
  'card.p.play': 'As carroças ficam atravessadas e são pedras como as outras.',
  'card.p.pass': 'Se nenhuma das suas pedras encaixa em nenhuma ponta, você passa a vez.',
  'card.p.domino': 'Bater: quem joga a última pedra faz a sua dupla marcar os pontos que sobraram nas mãos dos dois adversários; as pedras do parceiro não contam para ninguém.',
  'card.p.blocked': 'Jogo trancado: quando ninguém pode jogar, cada dupla soma seus pontos; a dupla com menos pontos marca os pontos da outra.',
  'card.p.tie': 'Se as duplas empatam, perde a dupla que trancou o jogo.',
  'card.p.target': 'Os pontos das duplas se somam; a primeira dupla a chegar a {target} pontos vence.',
} as Record<string, string>;
