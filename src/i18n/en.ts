/** English messages: the bundled default catalogue and the shape every other one follows. */
const N = ['blank', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** `null` as a name means the person at this screen ("you"). */
type Who = string | null;

export const en = {
  lang: 'en' as string,
  tile: (hi: number, lo: number) => (hi === lo ? `double ${N[hi]}` : `${N[hi]}–${N[lo]}`),
  /** Where a tile goes, as a phrase after a verb ("on the left"). */
  at: (place: string, owner: Who) =>
    place === 'left' ? 'on the left' : place === 'right' ? 'on the right' : place === 'up' ? 'on the top arm' : place === 'down' ? 'on the bottom arm' : place === 'mexican' ? 'on the Mexican train' : owner === null ? 'on your train' : `on ${owner}’s train`,
  /** A place as a button label. */
  place: (place: string, owner: Who, n: number | null) =>
    (place === 'left' ? 'Left end' : place === 'right' ? 'Right end' : place === 'up' ? 'Top arm' : place === 'down' ? 'Bottom arm' : place === 'mexican' ? 'Mexican train' : owner === null ? 'Your train' : `${owner}’s train`) + (n === null ? '' : ` (${n})`),
  you: 'You',
  variant: { partnership: 'Partnership', draw: 'Draw', 'mexican-train': 'Mexican Train', 'all-fives': 'All Fives' } as Record<string, string>,
  round: (r: number, of: number | null) => (of ? `Round ${r} of ${of}` : `Round ${r}`),
  turn: (who: Who) => (who === null ? 'Your turn' : `${who}’s turn`),
  thinking: (who: string) => `${who} is thinking…`,
  pick: 'Choose a tile to play',
  pickPlace: 'Choose where it goes',
  mustDraw: 'Nothing fits: draw a tile',
  mustPass: 'Nothing fits: pass',
  canEnd: 'Play on the same train or end your turn',
  tiles: (n: number) => (n === 1 ? '1 tile' : `${n} tiles`),
  boneyard: (n: number) => `Boneyard: ${n}`,
  hand: 'Your hand',
  handOf: (who: string) => `${who}’s hand`,
  places: 'Places to play',
  draw: 'Draw',
  pass: 'Pass',
  endTurn: 'End turn',
  cancel: 'Cancel',
  undo: 'Undo',
  hint: 'Hint',
  score: 'Score',
  count: (n: number) => `Count: ${n}`,
  team: (i: number): string => (i === 0 ? 'Team A' : 'Team B'),
  engine: 'Engine',
  mexican: 'Mexican train',
  rules: 'Rules',
  marker: 'marker: open to all',
  openDouble: 'This double must be covered',
  keys: 'Keys: arrows choose, Enter plays, Escape cancels, D draw, P pass, E end turn, H hint, N next round',
  empty: 'No tiles on the table yet',
  table: 'Domino table',
  ready: (who: string) => `Pass the device to ${who}`,
  // errors
  err: {
    'unknown-variant': (v: string) => `Unknown variant “${v}”. Choose partnership, draw, mexican-train or all-fives.`,
    'bad-players': (m: string) => `Wrong number of players: ${m}.`,
    'bad-options': (m: string) => `Bad options: ${m}.`,
    'unknown-lang': (l: string) => `Language “${l}” is not available; using English.`,
    'not-your-turn': () => 'It is not your turn.',
  } as Record<string, (m: string) => string>,
};

/** The shape of a message catalogue. */
export type Messages = typeof en;
