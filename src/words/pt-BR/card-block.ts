/** The Block rules card (pt-BR), loaded when the card is first opened; its headings and shared paragraphs are the `card` group of ./common.ts. */
import { card } from './common.js';

export default {
  ...card,
  'card.title.block': 'Dominó bloqueado',
  'card.b.setup': 'De 2 a 4 jogadores, cada um por si: 7 pedras para cada um com dois jogadores, 5 com três ou quatro. As outras ficam de lado, viradas para baixo; ninguém nunca as compra.',
  'card.b.hands7': 'Regra da casa: com três ou quatro jogadores, todos recebem 7 pedras também (com quatro, as 28 são distribuídas).',
  'card.b.start': 'Começa quem tem a carroça mais alta na mão (de seis, senão de cinco…); uma pedra deixada de lado não conta para ninguém. Sem carroças distribuídas, começa a pedra mais pesada; com pontos iguais, a de metade maior.',
  'card.b.lead': 'Na primeira mão, quem começa tem de sair com a pedra que o fez começar.',
  'card.b.later': 'As mãos seguintes começam com o jogador depois de quem começou a última, com qualquer pedra.',
  'card.b.later-winner': 'Regra da casa: as mãos seguintes começam com quem venceu a última, com qualquer pedra (depois de um empate, com o próximo jogador).',
  'card.b.later-starter': 'Regra da casa: toda mão começa como a primeira, pela carroça mais alta.',
  'card.b.play': 'As carroças ficam atravessadas e são pedras como as outras.',
  'card.b.pass': 'Se nenhuma das suas pedras encaixa em nenhuma ponta, passe a vez. Ninguém compra.',
  'card.b.domino': 'Bater: você marca todos os pontos que sobraram nas outras mãos. Ninguém mais marca nem perde pontos.',
  'card.b.blocked': 'Jogo trancado (nenhuma mão tem pedra que encaixe; as pedras deixadas de lado não contam): quem tem menos pontos marca os pontos dos outros menos os seus.',
  'card.b.tie': 'Se dois jogadores empatam com menos pontos num jogo trancado, ninguém marca.',
  'card.b.target': 'Os pontos se somam e nunca diminuem; quem chegar primeiro a {target} vence.',
} as Record<string, string>;
