/** Textos de ensino do dominó bloqueado (jogo de bloqueio): narração, objetivos, motivos e lições (com os grupos de ./common.ts que o jogo usa). */
import { all, line, solo, starter, passing, scoring } from './common.js';

export default {
  ...all, ...line, ...solo, ...starter, ...passing, ...scoring,
  'start.deal-aside': 'Cada um recebe {each:tile}; as outras {bone:tile} ficam de lado, viradas para baixo. Ninguém compra essas pedras, e elas não contam para ninguém.',
  'lead.winner': 'Com esta regra da casa, quem venceu a última mão começa (depois de um empate, o próximo jogador): {who} começa, com qualquer pedra.',
  'lead.winner.you': 'Com esta regra da casa, quem venceu a última mão começa (depois de um empate, o próximo jogador): você começa, com a pedra que quiser.',
  'end.aside': 'Algumas pedras deixadas de lado encaixariam, mas estão fora do jogo: ninguém pode pegá-las.',
  'lead.aside': 'Qualquer carroça mais alta está entre as pedras deixadas de lado e não conta para ninguém.',
  'lead.aside-all': 'Todas as carroças estão entre as pedras deixadas de lado e não contam para ninguém.',
  'count.winner-only': 'Só quem vence marca; ninguém perde pontos.',
  'why.no-drawing': 'Neste jogo ninguém compra: as pedras deixadas de lado ficam viradas. Quando nada encaixa, você passa a vez.',
  'b-start.title': 'Quem começa: a carroça mais alta numa mão',
  'b-start.intro': 'Três jogadores, cinco pedras cada; as outras 13 ficam de lado, viradas para baixo. Quem começa depende das carroças distribuídas.',
  'b-start.summary': 'Começa a carroça mais alta na mão de alguém, e quem começa tem de jogar exatamente essa pedra. Uma carroça deixada de lado não conta para ninguém.',
  'b-pass.title': 'Não encaixa? Passe',
  'b-pass.intro': 'Nenhuma das suas pedras encaixa numa ponta. No jogo de bloqueio ninguém compra, mesmo com pedras deixadas de lado.',
  'b-pass.summary': 'Quando nada encaixa, você passa a vez. Passar também mostra à mesa quais números você não tem.',
  'b-out.title': 'Bater',
  'b-out.intro': 'Você tem uma pedra só. Jogue-a e a mão acaba na hora: você bateu. Nesta mesa, uma regra da casa faz quem vence começar a próxima mão.',
  'b-out.summary': 'Quem bate marca os pontos que sobraram nas outras mãos; ninguém perde pontos. A próxima mão começa com o jogador seguinte, ou, com a regra da casa, com quem venceu.',
  'b-block.title': 'Jogo trancado',
  'b-block.intro': 'Todas as mãos estão viradas para cima. Logo ninguém mais vai poder jogar, mesmo que algumas pedras deixadas de lado encaixassem.',
  'b-block.summary': 'Quando nenhuma mão tem pedra que encaixe, o jogo tranca na hora. Vence quem tem menos pontos: marca os pontos dos outros menos os seus.',
  'b-tie.title': 'Empate num jogo trancado',
  'b-tie.intro': 'Todas as mãos estão viradas para cima. Conte os pontos antes de trancar o jogo.',
  'b-tie.summary': 'Quando dois jogadores empatam com menos pontos num jogo trancado, ninguém marca. Vence o jogo quem chegar primeiro a 100.',
} as Record<string, string>;
