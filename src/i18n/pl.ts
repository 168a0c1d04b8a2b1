/** Polish messages. */
import type { Messages } from './en.js';
import { plural } from '../words/plural.js';
import { panelsPl } from './panels-pl.js';

const N = ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć', 'dziesięć', 'jedenaście', 'dwanaście'];
// genitive plural, as in "dublet szóstek"
const G = ['zer', 'jedynek', 'dwójek', 'trójek', 'czwórek', 'piątek', 'szóstek', 'siódemek', 'ósemek', 'dziewiątek', 'dziesiątek', 'jedenastek', 'dwunastek'];

/** 1 kamień, 2–4 kamienie, 5+ kamieni (12–14 kamieni, 22 kamienie): Intl.PluralRules' one, few, many. */
const stones = (n: number) => `${n} ${plural('pl', n, { one: 'kamień', few: 'kamienie', other: 'kamieni' })}`;

export const pl: Messages = {
  lang: 'pl',
  tile: (hi, lo) => (hi === lo ? `dublet ${G[hi]}` : `${N[hi]}–${N[lo]}`),
  at: (place, owner) =>
    place === 'left' ? 'po lewej' : place === 'right' ? 'po prawej' : place === 'up' ? 'na górnym ramieniu' : place === 'down' ? 'na dolnym ramieniu' : place === 'mexican' ? 'na pociągu meksykańskim' : owner === null ? 'na swoim pociągu' : `na pociągu (${owner})`,
  place: (place, owner, n) =>
    (place === 'left' ? 'Lewy koniec' : place === 'right' ? 'Prawy koniec' : place === 'up' ? 'Górne ramię' : place === 'down' ? 'Dolne ramię' : place === 'mexican' ? 'Pociąg meksykański' : owner === null ? 'Twój pociąg' : `Pociąg: ${owner}`) + (n === null ? '' : ` (${n})`),
  you: 'Ty',
  round: (r, of) => (of ? `Runda ${r} z ${of}` : `Runda ${r}`),
  turn: (who) => (who === null ? 'Twoja kolej' : `Kolej: ${who}`),
  thinking: (who) => `${who} myśli…`,
  pick: 'zagraj kamień',
  pickPlace: 'wybierz, gdzie go położyć',
  mustDraw: 'nic nie pasuje, dobierz',
  mustPass: 'nic nie pasuje, pasuj',
  canEnd: 'dołóż do tego pociągu albo zakończ turę',
  tiles: stones,
  boneyard: (n) => `Talon: ${n}`,
  hand: 'Twoje kamienie',
  handOf: (who) => `Kamienie: ${who}`,
  places: 'Miejsca do zagrania',
  draw: 'Dobierz',
  pass: 'Pasuj',
  endTurn: 'Zakończ turę',
  cancel: 'Anuluj',
  undo: 'Cofnij',
  hint: 'Podpowiedź',
  score: 'Wynik',
  count: (n) => `Suma końców: ${n}`,
  team: (i) => (i === 0 ? 'Drużyna A' : 'Drużyna B'),
  engine: 'Stacja',
  mexican: 'Pociąg meksykański',
  mexicanShort: 'Meksykański',
  mexicanTiny: 'Meks.',
  keyOf: { draw: 'D', pass: 'P', 'end-turn': 'Z', hint: 'W', 'next-round': 'N' },
  rules: 'Zasady',
  moves: 'Ruchy',
  marker: 'znacznik: otwarty dla wszystkich',
  empty: 'Na stole nie ma jeszcze kamieni',
  table: 'Stół do domina',
  ready: (who) => `Przekaż urządzenie: ${who}`,
  panels: panelsPl,
};
