/** The Portuguese (Brazil) text of the parts loaded on demand (./panels.ts has the English and the shape); it travels in the Portuguese chunk. */
import { plural } from '../words/plural.js';
import type { PanelsText } from './panels.js';

export const panelsPtBR: PanelsText = {
  plays: (who, tile, at, pts) => `${who ?? 'Você'} joga ${tile}${at ? ' ' + at : ''}${pts ? `, marcando ${pts}` : ''}.`,
  draws: (who, tile) => `${who ?? 'Você'} compra ${tile ?? 'uma pedra'}.`,
  passes: (who) => `${who ?? 'Você'} passa a vez.`,
  ends: (who) => `${who ?? 'Você'} encerra a vez.`,
  roundStarts: (r) => `Começa a rodada ${r}.`,
  domino: (who) => `${who ?? 'Você'} bateu!`,
  blocked: 'Jogo trancado: ninguém pode jogar.',
  scores: (who, pts) => `${who ?? 'Você'} marca ${pts} ${plural('pt-BR', pts, { one: 'ponto', other: 'pontos' })}.`,
  noScore: 'Ninguém marca pontos.',
  adds: (each) => `Somados: ${each.map(([w, n]) => `${w ?? 'você'} ${n}`).join(', ')}.`,
  wins: (who, total, target) =>
    `${who.map((w) => w ?? 'Você').join(' e ')} ${who.length === 1 ? 'vence' : 'vencem'} o jogo ${target === null ? `com a menor pontuação: ${total}` : `com ${total} pontos (meta: ${target})`}!`,
  gameOver: 'Fim de jogo',
  roundOver: (round) => `${round} encerrada`,
  player: 'Jogador',
  team: 'Dupla',
  left: 'Pedras na mão',
  pips: 'Pintas',
  points: 'Pontos',
  penalty: 'Penalidade',
  noMoves: 'Nenhuma jogada ainda nesta rodada.',
  close: 'Fechar',
  keys: (variant, k) =>
    `Teclas: setas escolhem, Enter joga, Esc cancela${variant === 'partnership' ? '' : `, ${k.draw} compra`}, ${k.pass} passa${variant === 'mexican-train' ? `, ${k['end-turn']} encerra a vez` : ''}, ${k.hint} dica, ${k['next-round']} próxima rodada.`,
  total: 'Total',
  sheet: 'Folha de pontos',
  newGame: 'Novo jogo',
  nextRound: 'Próxima rodada',
  show: (who) => `Sou ${who}: mostrar minhas pedras`,
  hint: (type, tile, at) => `Dica: ${type === 'play' ? `jogue ${tile}${at && ' ' + at}` : type === 'draw' ? 'compre uma pedra' : type === 'pass' ? 'passe a vez' : 'encerre a vez'}.`,
  err: {
    'unknown-variant': (v) => `Variante desconhecida “${v}”. Escolha partnership, draw, mexican-train ou all-fives.`,
    'bad-players': (range, n) => `Este jogo é para ${range} jogadores, não ${n}.`,
    'bad-seed': (v) => `A semente “${v}” não é um número, então não foi usada.`,
    'bad-options': (k, v) =>
      k ? (v === undefined ? `Este jogo não tem a opção “${k}”, então as opções não foram usadas.` : `A opção “${k}” não pode ser ${v}, então as opções não foram usadas.`) : 'Não foi possível ler as opções, então não foram usadas.',
    'bad-attribute': (a, d) => `A configuração ${a} não pode ser usada, então vale ${d}.`,
    'unknown-lang': (l) => `Idioma “${l}” indisponível; usando inglês.`,
    'not-your-turn': () => 'Não é a sua vez.',
  },
};
