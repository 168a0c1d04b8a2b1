/**
 * What to draw: the table's state, the seat policy, the size of the box and the words → a plain description of
 * every part of the table (status, seats, board, hand, controls, count, banners, the live region's sentence).
 * Pure and DOM-free, so it is tested without a browser; the element's parts are templates of it.
 */
import type { Action, GameState, Tile } from '../engine/game.js';
import { legalActions, rulesOf, targetOf } from '../engine/game.js';
import type { Say } from '../words/words.js';
import type { Msg } from '../words/format.js';
import { layoutBoard, placeNumber, trainSeat, unitRange } from './layout.js';
import type { Board, Target } from './layout.js';
import type { Table } from './table.js';
import { seatSide } from './seats.js';
import type { Side } from './seats.js';

/** The box a table is drawn in, in CSS px. */
export interface Size {
  w: number; // the table's width
  fw: number; // the felt's (the board fills it): 0 before it was measured
  fh: number;
}

/** A button of the controls: an action of the person to move, or a table control. */
export interface Control {
  kind: 'draw' | 'draw-fit' | 'pass' | 'end-turn' | 'hint' | 'undo';
  label: string;
  key?: string; // its keyboard letter
  quiet: boolean; // a secondary button
  hinted: boolean; // the hint suggests it
}

/** One seat as its card shows it. */
export interface SeatView {
  seat: number;
  name: string;
  tiles: number; // how many it holds
  hand: Tile[] | null; // face up on the card (replay, teach, open hands, another person's in pass-and-play), else null
  score: string | null; // its total (null in a game of teams: the teams' totals are in the top bar)
  team: 0 | 1 | null;
  turn: boolean; // the seat to move
  thinking: boolean; // a computer choosing its move now
  marker: boolean; // Mexican Train: its train is open to all (M-11)
  you: boolean;
  side: Side; // where it sits round the table, seen from the viewing seat (./seats.ts seatSide)
  at: number; // its place in the order of play after the viewing seat (0: the viewing seat)
  passed: boolean; // its last move this round was a pass (and it is not to move again yet)
  away: boolean; // online: its person is not connected
  clock: string | null; // online: its turn clock (e.g. "0:27"), while it runs
}

/**
 * The seat cards round the felt, as seat numbers in reading order: a row above it, a column on each side, a row
 * under it (the viewing seat). A narrow table (under 560 px) has no room beside its felt: its left and right seats
 * join the row above, at its ends (left, top, right); more than four seats sit in that row in the order of play from
 * the viewer's left (the viewer first in that row under 340 px), or, on a wider table, in a rail on the right.
 */
export interface Around {
  top: number[];
  left: number[];
  right: number[];
  bottom: number[];
}

/** Where the cards of `seats` go on a table `width` px wide (see {@link Around}). */
export function around(seats: readonly SeatView[], width: number): Around {
  const by = (side: SeatView['side']) => seats.filter((s) => s.side === side).sort((a, b) => a.at - b.at).map((s) => s.seat);
  const narrow = width < 560;
  const [left, top, right, ring] = [by('left'), by('top'), by('right'), by('ring')];
  // more than four on the smallest phones (under 340 px): one compact row, the viewer first (a row of its own under
  // the board would take the room its legible tiles need)
  if (width < 340 && ring.length) return { top: [...by('bottom'), ...ring], left: [], right: [], bottom: [] };
  if (narrow) return { top: [...left, ...top, ...right, ...ring], left: [], right: [], bottom: by('bottom') };
  return { top, left, right: [...right, ...ring], bottom: by('bottom') };
}

/** A hand tile of the rack. */
export interface HandTile {
  tile: Tile | null; // null: face down
  label: string; // spoken name
  playable: boolean;
  selected: boolean;
  hinted: boolean;
}

/** The rack of the person at this screen. */
export interface HandView {
  seat: number;
  label: string;
  tiles: HandTile[];
}

/** A place the selected tile can go, as a button. */
export interface PlaceButton {
  place: string;
  label: string;
}

/** Everything to draw (see the module comment). */
export interface TableView {
  game: GameState;
  status: string;
  round: string; // "Round 2", "Round 3 of 13", "Round 2 · to 100" (a game to a target); it opens the score sheet
  count: { text: string; rule: string } | null; // All Fives' open-end count (F-8)
  scores: { team: 0 | 1; text: string }[]; // the teams' totals ("Team A: 14 / 50", narrow no-break spaces round the slash)
  markerRule: string | null; // the rule a marker's badge opens (M-11)
  boneyard: { n: number; label: string } | null;
  seats: SeatView[];
  around: Around; // where each seat's card is drawn round the felt
  board: Board;
  boardLabel: string;
  mx: boolean; // coloured pips (the double-twelve set)
  lastTile: Tile | null;
  openTile: Tile | null; // Mexican Train: the double waiting for its cover
  focusPlace: string | null; // the place the keyboard is on
  hand: HandView | null;
  places: PlaceButton[]; // the places of the selected tile, when it has more than one
  elsewhere: Target[]; // the open places the selected tile does not fit (where a drag dropped on it is refused and says why)
  controls: Control[];
  cover: { name: string; label: string; show: string } | null; // pass-and-play
  counting: boolean; // the count shows over the board (the panels' view: ./view-panels.ts)
  tip: string;
  banner: string | null;
  aspect: string; // the box's aspect class when the host gives no height
  beside: boolean; // a narrow table: the controls stand beside the hand
  playing: boolean;
}

export const num = (n: number): string => (n < 0 ? '−' + -n : String(n)); // a true minus sign (U+2212)

/** The status line: whose turn it is and what to do, or how the round ended. */
function status(t: Table, w: Say, g: GameState, legal: readonly Action[]): string {
  const s = t.state;
  if (g.phase !== 'playing') {
    const r = rulesOf(g.variant);
    return g.phase === 'game-over' ? w.t('game-over') : w.t('round-over', { round: round(w, g.round, r.rounds) });
  }
  const turn = g.turn;
  if (turn === null) return '';
  if (!t.isHuman(turn)) return s.thinking === turn ? w.t('thinking', { who: turn }, turn) : w.t('turn', { who: turn }, turn);
  if (s.covered) return w.t('ready', { name: t.name(turn) });
  const is = (a: string) => legal.some((x) => x.type === a);
  // (a selected tile's places are offered by their own bar: the line keeps its words, and its height, when a tile is
  // selected, so the board keeps its size)
  const what = is('play') ? (is('end-turn') ? 'do.end' : 'do.pick') : is('draw') ? 'do.draw' : is('pass') ? 'do.pass' : '';
  return w.t('status.do', { turn: w.t('turn', { who: turn }, turn), what: what ? w.t(what) : '' });
}

export const round = (w: Say, r: number, of: number | null) => (of ? w.t('round.of', { round: r, of }) : w.t('round', { round: r }));

/** A place as a button label, e.g. "Left end (6)", "Bo’s train (12)"; once the line is drawn with a corner, "The six end". */
export function placeLabel(w: Say, g: GameState, place: string): string {
  const end = g.ends?.[place];
  if (w.ctx.turned && (place === 'left' || place === 'right') && end !== undefined) return w.t('place.end', { n: end }); // "The six end": left and right would contradict the picture
  const seat = trainSeat(place);
  const label = seat === null ? w.t(`place.${place}`) : w.t('place.train', { owner: seat }, seat);
  const n = placeNumber(g, place);
  return n === null ? label : w.t('place.n', { place: label, n });
}

/** The board as words for its accessible name: the line (or the engine and trains) and the open places with their numbers. */
function boardLabel(w: Say, g: GameState): string {
  const list = (o: Record<string, number | null> | undefined) => Object.keys(o ?? {}).map((p) => placeLabel(w, g, p)).join(', ');
  if (rulesOf(g.variant).layout === 'trains') return `${w.t('engine')} ${g.engine ? w.tile(g.engine) : ''}. ${list(g.trains)}`;
  const line = (g.line ?? []).map((x) => w.tile(x.tile)).join(', ');
  const ends = list(g.ends);
  return line ? line + (ends ? '. ' + ends : '') : w.t('empty');
}

/** What to draw for `t` in a box of `size`, in `w`'s words (see the module comment). */
export function tableView(t: Table, size: Size, w: Say): TableView | null {
  const g = t.game;
  if (!g) return null;
  const s = t.state;
  const rules = rulesOf(g.variant);
  const playing = g.phase === 'playing';
  const mine = t.myTurn();
  let legal: Action[] = [];
  try {
    legal = mine ? legalActions(g) : [];
  } catch {
    legal = []; // online: another seat's hand is hidden here
  }
  const play = t.playable();
  const sel = s.selection && play.has(s.selection) ? s.selection : null;
  const hint = s.hint && s.hint.on === g && mine ? s.hint.action : null;
  const hp = !sel && hint?.type === 'play' ? hint : null;
  const places = (sel && play.get(sel)) || [];
  const width = size.w || 600;
  const [min, max] = unitRange(width, rules.setMax);
  const plates = rules.layout === 'trains' ? [{ full: w.t('mexican'), short: [w.t('mexican.short'), w.t('mexican.tiny')] }, ...[...Array(g.players).keys()].map((x) => ({ full: t.name(x) }))] : undefined;
  const fw = size.fw || width - 30; // a likely felt until it was measured
  const lay = { w: fw, h: size.fh || fw * 0.55, min, max, anchor: s.marks.anchor, ...(plates ? { plates } : {}) };
  // Every place where a tile of the rack fits has room for it whatever is selected: selecting a tile (or a hint)
  // never moves the board (its scale, its tiles). The targets shown are the selected tile's places (or the hinted
  // one); the open places it does not fit are where a drag dropped on one is refused and says why.
  const fits = [...new Set(legal.flatMap((a) => (a.type === 'play' && a.at ? [a.at] : [])))];
  const board = layoutBoard(g, { ...lay, room: fits });
  const all = board.targets;
  board.targets = all.filter((x) => (sel ? places.includes(x.place) : x.place === hp?.at));
  const wrong = sel ? Object.keys({ ...g.ends, ...g.trains }).filter((p) => !places.includes(p)) : [];
  const elsewhere = wrong.length ? layoutBoard(g, { ...lay, room: [...fits, ...wrong] }).targets.filter((x) => wrong.includes(x.place)) : [];
  // the tiles in the order they came to the table (the round's plays; the engine first): a new one is always last
  const order = new Map<string, number>(s.marks.moves.flatMap((e, i) => (e.action.type === 'play' ? [[e.action.tile, i] as [string, number]] : [])));
  board.tiles.sort((a, b) => (order.get(a.tile) ?? -1) - (order.get(b.tile) ?? -1));
  const turn = g.turn;
  const covered = s.covered && turn !== null && playing;
  const has = (type: string) => legal.some((a) => a.type === type);
  const controls: Control[] = (['draw', 'pass', 'end-turn'] as const)
    .filter((x) => has(x))
    .map((x) => ({ kind: x, label: w.t(x), key: w.t(`key.${x}`), quiet: x === 'end-turn', hinted: hint?.type === x && !(hint.type === 'draw' && hint.from === 'back') }));
  // draw till it fits, where drawing goes on until a tile fits (D-7, F-10) and more than one tile is left to draw
  if (has('draw') && rules.drawsUntilFits && g.boneyard.length > 1 && t.source?.kind !== 'lesson') controls.splice(1, 0, { kind: 'draw-fit', label: w.t('draw-fit'), quiet: true, hinted: false });
  if (mine && t.source?.kind === 'local') controls.push({ kind: 'hint', label: w.t('hint'), key: w.t('key.hint'), quiet: true, hinted: false });
  if (!covered && t.source?.kind === 'local' && playing && t.log.moved((x) => t.isHuman(x))) controls.push({ kind: 'undo', label: w.t('undo'), quiet: true, hinted: false });
  // the rack: the viewer's, else the one person's
  const seat = s.viewer ?? [...Array(g.players).keys()].find((x) => t.isHuman(x));
  let hand: HandView | null = null;
  if (seat !== undefined && playing) {
    const up = t.handVisible(seat);
    const tiles = g.hands[seat] ?? [];
    hand = {
      seat,
      label: t.people() === 1 ? w.t('hand') : w.t('hand.of', { who: t.name(seat) }),
      tiles: tiles.map((x) => ({ tile: up ? x : null, label: up ? w.tile(x) : w.t('tiles', { n: 1 }), playable: up && mine && g.turn === seat && play.has(x), selected: x === sel, hinted: x === hp?.tile })),
    };
  }
  // the viewing seat sits at the bottom: the rack's, else the one person's, else the first
  const bottom = seat ?? t.you() ?? 0;
  const lastMove = new Map(s.marks.moves.map((m) => [m.seat, m.action.type] as const));
  const away = new Set(t.settings.away ?? []);
  const seats: SeatView[] = [...Array(g.players).keys()].map((x) => {
    const human = t.isHuman(x);
    const open = t.handVisible(x, true) && !(human && (t.people() === 1 || s.viewer === x));
    return {
      seat: x,
      name: t.name(x),
      tiles: (g.hands[x] ?? []).length,
      hand: open ? g.hands[x] ?? [] : null,
      score: rules.teams ? null : num(g.totals[x] ?? 0),
      team: rules.teams ? ((x % 2) as 0 | 1) : null,
      turn: playing && g.turn === x,
      thinking: s.thinking === x,
      marker: !!g.markers?.includes(x),
      you: t.you() === x,
      ...seatSide(g.players, bottom, x),
      passed: playing && g.turn !== x && lastMove.get(x) === 'pass', // until its next turn
      away: away.has(x),
      clock: t.settings.clock?.seat === x ? t.settings.clock.text : null,
    };
  });
  const target = targetOf(g);
  // (All Fives' arms wind in the height a phone's narrow felt has: as tall as an 8-seat Mexican Train's)
  const tall = t.source?.kind === 'replay' || t.source?.kind === 'lesson' ? 2 : rules.layout === 'trains' ? (g.players > 4 ? 2 : 1) : rules.layout === 'spinner' && width < 560 ? 2 : 0;
  const openTile = (g.openDouble && g.trainTiles?.[g.openDouble]?.at(-1)?.tile) || null;
  const nControls = controls.length;
  const rackTiles = hand?.tiles.length ?? 0;
  const room = width - 26;
  // the rack's height in rows of tiles: two at most in view, the third peeking (a bigger rack scrolls)
  const rows = (r: number) => Math.min(2.4, Math.ceil(rackTiles / Math.max(1, Math.floor(r / 44))));
  return {
    game: g,
    status: status(t, w, g, legal),
    round: target && !rules.teams ? w.t('round.to', { round: g.round, target }) : round(w, g.round, rules.rounds), // the target shows throughout play (a team's is on its score)
    count: g.count !== undefined && rules.cites.count ? { text: w.t('count', { n: g.count }), rule: rules.cites.count } : null,
    scores: rules.teams ? ([0, 1] as const).map((x) => ({ team: x, text: `${w.t(`team.${x}`)}: ${num(g.totals[x] ?? 0)}${target ? `\u202f/\u202f${target}` : ''}` })) : [],
    markerRule: rules.cites.marker ?? null,
    boneyard: rules.draws ? { n: g.boneyard.length, label: w.t('boneyard', { n: g.boneyard.length }) } : null,
    seats,
    around: around(seats, width),
    board,
    boardLabel: boardLabel(w, g),
    mx: rules.setMax > 6,
    lastTile: s.marks.last,
    openTile,
    focusPlace: null,
    hand,
    places: places.length > 1 ? places.map((p) => ({ place: p, label: placeLabel(w, g, p) })) : [],
    elsewhere,
    controls,
    cover: covered ? { name: t.name(turn!), label: w.t('ready', { name: t.name(turn!) }), show: w.t('show', { name: t.name(turn!) }) } : null,
    counting: !playing && s.countOpen && t.source?.kind !== 'lesson',
    tip: s.tip && s.tip.on === g ? s.tip.msgs.map((x) => w.msg(x)).join(' ') : '',
    banner: null, // worded by the element's banner part (it needs the page's own values)
    aspect: (width < 560 ? 'ar-p' : width < 960 ? 'ar-m' : 'ar-w') + tall,
    beside: room <= 540 && nControls > 0 && rackTiles > 0 && Math.max(rows(room - 96) * 76, nControls * 50) < rows(room) * 76 + 50,
    playing,
  };
}

/** A message (for tests and parts that say it), re-exported for the view's users. */
export type { Msg };
