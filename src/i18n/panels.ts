/**
 * UI text of the element's parts loaded on demand (src/element/panels.ts):
 * the live region's announcements, the count and its heading, the score
 * sheet, the pass-and-play cover and the hint. It stays out of the main
 * bundle with them.
 */

import { plural } from './plural.js';

/** `null` as a name means the person at this screen ("you"). */
type Who = string | null;
/** Keyboard letters by action (Messages.keyOf). */
type Keys = Record<string, string>;

export const panelsEn = {
  // announcements (aria-live)
  plays: (who: Who, tile: string, at: string, pts: number | null) => `${who ?? 'You'} play${who === null ? '' : 's'} ${tile}${at ? ' ' + at : ''}${pts ? `, scoring ${pts}` : ''}.`,
  draws: (who: Who, tile: string | null) => `${who ?? 'You'} draw${who === null ? '' : 's'} ${tile ?? 'a tile'}.`,
  passes: (who: Who) => `${who ?? 'You'} pass${who === null ? '' : 'es'}.`,
  ends: (who: Who) => `${who ?? 'You'} end${who === null ? '' : 's'} the turn.`,
  roundStarts: (r: number) => `Round ${r} starts.`,
  domino: (who: Who) => `${who ?? 'You'} went out!`,
  blocked: 'Blocked: nobody can play.',
  scores: (who: Who, pts: number) => `${who ?? 'You'} score${who === null ? '' : 's'} ${pts} ${plural('en', pts, { one: 'point', other: 'points' })}.`,
  noScore: 'Nobody scores.',
  /** The game's end: the winners (a team, or seats tied), with their total and the target (null: Mexican Train, the lowest total wins). */
  wins: (who: Who[], total: number, target: number | null) =>
    `${who.map((w) => w ?? 'You').join(' and ')} win${who.length === 1 && who[0] !== null ? 's' : ''} the game ${target === null ? `with the lowest score, ${total}` : `with ${total} points (target ${target})`}!`,
  gameOver: 'Game over',
  roundOver: (round: string) => `${round} is over`,
  // the count, the cover, the hint, the move log
  player: 'Player',
  team: 'Team',
  left: 'Tiles left',
  pips: 'Pips',
  points: 'Points',
  penalty: 'Penalty',
  moves: 'Moves',
  noMoves: 'No moves yet this round.',
  close: 'Close',
  keys: (variant: string, k: Keys) =>
    `Keys: arrows choose, Enter plays, Esc cancels${variant === 'partnership' ? '' : `, ${k.draw} draw`}, ${k.pass} pass${variant === 'mexican-train' ? `, ${k['end-turn']} end turn` : ''}, ${k.hint} hint, ${k['next-round']} next round.`,
  total: 'Total',
  sheet: 'Score sheet',
  newGame: 'New game',
  nextRound: 'Next round',
  show: (who: string) => `I’m ${who}: show my tiles`,
  /** The hint, read aloud: a play (`tile`, e.g. "six–four", and `at`, e.g. "on the left", or "" for a lead), else the action type. */
  hint: (type: string, tile: string, at: string) =>
    `Hint: ${type === 'play' ? `play ${tile}${at && ' ' + at}` : type === 'draw' ? 'draw a tile' : type === 'pass' ? 'pass' : 'end your turn'}.`,
};

/** The shape of a panels catalogue. */
export type PanelsText = typeof panelsEn;

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
  moves: 'Jogadas',
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
};

export const panelsPl: PanelsText = {
  plays: (who, tile, at, pts) => `${who === null ? 'Kładziesz' : `${who} kładzie`} ${tile}${at ? ' ' + at : ''}${pts ? ` (+${pts} pkt)` : ''}.`,
  draws: (who, tile) => `${who === null ? 'Dobierasz' : `${who} dobiera`} ${tile ?? 'kamień'}.`,
  passes: (who) => (who === null ? 'Pasujesz.' : `${who} pasuje.`),
  ends: (who) => (who === null ? 'Kończysz turę.' : `${who} kończy turę.`),
  roundStarts: (r) => `Zaczyna się runda ${r}.`,
  domino: (who) => (who === null ? 'Wykładasz ostatni kamień!' : `${who} wykłada ostatni kamień!`),
  blocked: 'Gra zablokowana: nikt nie może zagrać.',
  scores: (who, pts) => `${who === null ? 'Zdobywasz' : `${who} zdobywa`} ${pts} ${plural('pl', pts, { one: 'punkt', few: 'punkty', other: 'punktów' })}.`,
  noScore: 'Nikt nie zdobywa punktów.',
  wins: (who, total, target) => {
    const how = target === null ? `z najniższym wynikiem: ${total}` : `z wynikiem ${total} pkt (cel: ${target})`;
    return who.length === 1 ? (who[0] === null ? `Wygrywasz grę ${how}!` : `${who[0]} wygrywa grę ${how}!`) : `Wygrywają: ${who.map((w) => w ?? 'Ty').join(' i ')}, ${how}!`;
  },
  gameOver: 'Koniec gry',
  roundOver: (round) => `${round} zakończona`,
  player: 'Gracz',
  team: 'Drużyna',
  left: 'Zostały',
  pips: 'Oczka',
  points: 'Punkty',
  penalty: 'Karne',
  moves: 'Ruchy',
  noMoves: 'W tej rundzie nie było jeszcze ruchów.',
  close: 'Zamknij',
  keys: (variant, k) =>
    `Klawisze: strzałki wybierają, Enter zagrywa, Esc anuluje${variant === 'partnership' ? '' : `, ${k.draw} dobierz`}, ${k.pass} pasuj${variant === 'mexican-train' ? `, ${k['end-turn']} zakończ turę` : ''}, ${k.hint} podpowiedź, ${k['next-round']} następna runda.`,
  total: 'Suma',
  sheet: 'Tabela wyników',
  newGame: 'Nowa gra',
  nextRound: 'Następna runda',
  show: (who) => `Jestem ${who}: pokaż moje kamienie`,
  hint: (type, tile, at) => `Podpowiedź: ${type === 'play' ? `zagraj ${tile}${at && ' ' + at}` : type === 'draw' ? 'dobierz kamień' : type === 'pass' ? 'spasuj' : 'zakończ turę'}.`,
};

/** The panels catalogue of a catalogue code (`en`, `pt-BR`, `pl`). */
export function panelsText(lang: string): PanelsText {
  return lang === 'pt-BR' ? panelsPtBR : lang === 'pl' ? panelsPl : panelsEn;
}
