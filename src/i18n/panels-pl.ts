/** The Polish text of the parts loaded on demand (./panels.ts has the English and the shape); it travels in the Polish chunk. */
import { plural } from '../words/plural.js';
import type { PanelsText } from './panels.js';

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
  adds: (each) => `Doliczone: ${each.map(([w, n]) => `${w ?? 'ty'} ${n}`).join(', ')}.`,
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
  err: {
    'unknown-variant': (v) => `Nieznany wariant „${v}”. Wybierz partnership, draw, mexican-train lub all-fives.`,
    'bad-players': (range, n) => `Ta gra jest dla ${range} graczy, nie dla ${n}.`,
    'bad-seed': (v) => `Ziarno losowania „${v}” nie jest liczbą, więc nie zostało użyte.`,
    'bad-options': (k, v) =>
      k ? (v === undefined ? `Ta gra nie ma opcji „${k}”, więc opcje nie zostały użyte.` : `Opcja „${k}” nie może mieć wartości ${v}, więc opcje nie zostały użyte.`) : 'Nie da się odczytać opcji, więc nie zostały użyte.',
    'bad-attribute': (a, d) => `Ustawienia ${a} nie da się użyć, więc obowiązuje ${d}.`,
    'unknown-lang': (l) => `Język „${l}” jest niedostępny; używam angielskiego.`,
    'not-your-turn': () => 'To nie twoja kolej.',
  },
};
