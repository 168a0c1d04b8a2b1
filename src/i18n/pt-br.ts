/** Brazilian Portuguese messages. */
import type { Messages } from './en.js';
import { plural } from '../words/plural.js';
import { panelsPtBR } from './panels-pt-br.js';

const N = ['branco', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze'];
type Who = string | null;

export const ptBR: Messages = {
  lang: 'pt-BR',
  tile: (hi, lo) => (hi === lo ? `carroça de ${N[hi]}` : `${N[hi]}–${N[lo]}`),
  at: (place, owner) =>
    place === 'left' ? 'na esquerda' : place === 'right' ? 'na direita' : place === 'up' ? 'no braço de cima' : place === 'down' ? 'no braço de baixo' : place === 'mexican' ? 'no trem mexicano' : owner === null ? 'no seu trem' : `no trem de ${owner}`,
  place: (place, owner, n) =>
    (place === 'left' ? 'Ponta esquerda' : place === 'right' ? 'Ponta direita' : place === 'up' ? 'Braço de cima' : place === 'down' ? 'Braço de baixo' : place === 'mexican' ? 'Trem mexicano' : owner === null ? 'Seu trem' : `Trem de ${owner}`) + (n === null ? '' : ` (${n})`),
  you: 'Você',
  round: (r, of) => (of ? `Rodada ${r} de ${of}` : `Rodada ${r}`),
  turn: (who: Who) => (who === null ? 'Sua vez' : `Vez de ${who}`),
  thinking: (who) => `${who} está pensando…`,
  pick: 'jogue uma pedra',
  pickPlace: 'escolha onde ela vai',
  mustDraw: 'nada encaixa, compre',
  mustPass: 'nada encaixa, passe',
  canEnd: 'jogue neste trem ou encerre a vez',
  tiles: (n) => `${n} ${plural('pt-BR', n, { one: 'pedra', other: 'pedras' })}`,
  boneyard: (n) => `Monte: ${n}`,
  hand: 'Suas pedras',
  handOf: (who) => `Pedras de ${who}`,
  places: 'Onde jogar',
  draw: 'Comprar',
  pass: 'Passar',
  endTurn: 'Encerrar a vez',
  cancel: 'Cancelar',
  undo: 'Desfazer',
  hint: 'Dica',
  score: 'Placar',
  count: (n) => `Soma das pontas: ${n}`,
  team: (i) => (i === 0 ? 'Dupla A' : 'Dupla B'),
  engine: 'Estação',
  mexican: 'Trem mexicano',
  mexicanShort: 'Mexicano',
  mexicanTiny: 'Mex.',
  keyOf: { draw: 'C', pass: 'P', 'end-turn': 'E', hint: 'D', 'next-round': 'R' },
  rules: 'Regras',
  moves: 'Jogadas',
  marker: 'marcador: aberto a todos',
  empty: 'Nenhuma pedra na mesa ainda',
  table: 'Mesa de dominó',
  ready: (who) => `Passe o aparelho para ${who}`,
  panels: panelsPtBR,
};
