/**
 * UI text of the element's parts loaded on demand (src/element/panels.ts):
 * the live region's announcements, the count and its heading, the score
 * sheet, the pass-and-play cover and the hint. It stays out of the main
 * bundle with them.
 */

/** `null` as a name means the person at this screen ("you"). */
type Who = string | null;

export const panelsEn = {
  // announcements (aria-live)
  plays: (who: Who, tile: string, at: string, pts: number | null) => `${who ?? 'You'} play${who === null ? '' : 's'} ${tile}${at ? ' ' + at : ''}${pts ? `, scoring ${pts}` : ''}.`,
  draws: (who: Who, tile: string | null) => `${who ?? 'You'} draw${who === null ? '' : 's'} ${tile ?? 'a tile'}.`,
  passes: (who: Who) => `${who ?? 'You'} pass${who === null ? '' : 'es'}.`,
  ends: (who: Who) => `${who ?? 'You'} end${who === null ? '' : 's'} the turn.`,
  roundStarts: (r: number) => `Round ${r} starts.`,
  domino: (who: string) => `${who} went out!`,
  blocked: 'Blocked: nobody can play.',
  scores: (who: string, pts: number) => `${who} scores ${pts}.`,
  noScore: 'Nobody scores.',
  wins: (who: Who[]) => (who.length === 1 && who[0] !== null ? `${who[0]} wins the game!` : `${who.map((w) => w ?? 'You').join(' and ')} win the game!`),
  gameOver: 'Game over',
  // the count, the cover, the hint
  pips: 'Pips',
  points: 'Points',
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
  domino: (who) => `${who} bateu!`,
  blocked: 'Jogo trancado: ninguém pode jogar.',
  scores: (who, pts) => `${who} marca ${pts}.`,
  noScore: 'Ninguém marca pontos.',
  wins: (who) => (who.length === 1 ? (who[0] === null ? 'Você vence o jogo!' : `${who[0]} vence o jogo!`) : `${who.map((w) => w ?? 'Você').join(' e ')} vencem o jogo!`),
  gameOver: 'Fim de jogo',
  pips: 'Pintas',
  points: 'Pontos',
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
  domino: (who) => `${who} wykłada ostatni kamień!`,
  blocked: 'Gra zablokowana: nikt nie może zagrać.',
  scores: (who, pts) => `${who}: ${pts} pkt.`,
  noScore: 'Nikt nie zdobywa punktów.',
  wins: (who) => (who.length === 1 ? (who[0] === null ? 'Wygrywasz grę!' : `${who[0]} wygrywa grę!`) : `Wygrywają: ${who.map((w) => w ?? 'Ty').join(' i ')}!`),
  gameOver: 'Koniec gry',
  pips: 'Oczka',
  points: 'Punkty',
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
