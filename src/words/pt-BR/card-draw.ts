/** The draw rules card (pt-BR), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.draw': 'Dominó de compra (regras polonesas)',
  'card.d.setup': 'De 2 a 4 jogadores, cada um por si; {hand} pedras para cada um. O resto fica virado no monte.',
  'card.d.start': 'Começa quem tem a carroça mais alta (de seis, senão de cinco…). Sem carroças na mesa, começa a pedra mais pesada; com pontos iguais, a de metade maior. O mesmo vale em cada nova mão.',
  'card.d.lead': 'Quem começa tem de sair com a pedra que o fez começar.',
  'card.d.lead-any': 'Quem começa pode sair com qualquer pedra.',
  'card.d.play': 'As carroças ficam atravessadas e são pedras como as outras.',
  'card.d.draw': 'Se não puder jogar, compre uma pedra por vez até uma encaixar, e jogue-a.',
  'card.d.back': 'Pode-se comprar de qualquer uma das pontas do monte.',
  'card.d.pass': 'Se não puder jogar e o monte estiver vazio, passe a vez.',
  'card.d.domino': 'Bater: você marca todos os pontos que sobraram nas outras mãos, e cada outro jogador perde os pontos da própria mão.',
  'card.d.blocked': 'Jogo trancado (monte vazio, ninguém pode jogar): quem tem menos pontos marca os pontos dos outros menos os seus; os demais perdem os próprios.',
  'card.d.tie': 'Se dois jogadores empatam com menos pontos num jogo trancado, ninguém marca.',
  'card.d.target': 'Os pontos se somam e podem ficar negativos; quem chegar primeiro a {target} vence.',
} as Record<string, string>;
