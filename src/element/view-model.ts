/**
 * The pure view-model: game state + viewer + box width → what to draw. No DOM,
 * no rules: playability comes from the engine's `legalActions` (passed in).
 */
import type { Action, GameState, Placed } from '../engine/index.js';

/** One tile on the table, in layout units (1 = half a tile). */
export interface DrawnTile {
  tile: string; // e.g. "6-4"
  x: number; // centre
  y: number;
  v: boolean; // standing (vertical); p[0] is then the top half
  p: [number, number]; // halves: left/top, right/bottom
}

/** Where a tile could go next: a drop target. */
export interface Target {
  place: string; // e.g. "left", "train-2"
  x: number;
  y: number;
  v: boolean;
  n: number | null; // the number a tile must show there, e.g. 6
}

/** A train's name plate (Mexican Train). */
export interface TrainLabel {
  place: string; // "mexican" or "train-N"
  seat: number | null;
  x: number;
  y: number;
  marker: boolean;
}

/** Everything drawn on the felt. */
export interface Board {
  tiles: DrawnTile[];
  targets: Target[];
  labels: TrainLabel[];
  rail: string; // SVG path of the Mexican Train rails, "" otherwise
  box: [number, number, number, number]; // viewBox: x, y, width, height
}

const G = 0.06; // gap between neighbouring tiles
const P = 2.25; // distance between snake rows (fits crosswise doubles with a gap)
/** Width, in units, of a train's name plate in Mexican Train. */
export const PLATE = 4.2;

interface Cursor {
  x: number; // where the next tile touches the chain
  y: number;
  dir: 1 | -1; // heading east (1) or west (-1); or, when `vert`, south (1) / north (-1)
  vs: 1 | -1; // which way rows advance at a corner: down (1) or up (-1)
  lo: number; // tiles stay within [lo, hi] (a corner takes one more unit outside)
  hi: number;
  inRow: number; // tiles laid in the current row
  vert: boolean; // a straight vertical arm (All Fives' up/down)
  after?: [number, number]; // [lo, hi] for rows after the first corner
}

/** Lays one tile (`inner` half toward the chain) at the cursor and advances it. */
function lay(c: Cursor, tile: string, inner: number, outer: number, out: DrawnTile[] | null): DrawnTile {
  const dbl = inner === outer;
  const step = c.dir * (G + (dbl ? 1 : 2)); // how far the chain grows along its way
  let { x, y, dir: s } = c; // s > 0: `inner` is the left/top half
  let v = dbl;
  if (c.vert) {
    y += step - c.dir * (dbl ? 0.5 : 1);
    v = !dbl;
    c.y += step;
  } else if (c.inRow > 0 && (c.x + step > c.hi || c.x + step < c.lo)) {
    // Corner: stand the tile up in the gutter beyond the row's end, then run the next row back.
    x += c.dir * (G + 0.5);
    y += (c.vs * P) / 2;
    v = true;
    s = c.vs;
    c.y += c.vs * P;
    c.dir = -c.dir as 1 | -1;
    c.inRow = 0;
    if (c.after) [c.lo, c.hi] = c.after;
  } else {
    x += step / 2;
    c.x += step;
    c.inRow++;
  }
  const t: DrawnTile = { tile, x, y, v, p: s > 0 ? [inner, outer] : [outer, inner] };
  out?.push(t);
  return t;
}

/** A drop target where the next tile at cursor `c` would go (the cursor is not moved). */
function target(c: Cursor, place: string, n: number | null, dbl: boolean): Target {
  const probe = { ...c };
  const v = n ?? 0;
  const t = lay(probe, '', v, dbl ? v : v + 1, null);
  return { place, x: t.x, y: t.y, v: t.v, n };
}

/** Runs a chain of placed tiles outward from cursor `c`; `flip` when `b` is the inner half. */
function chain(c: Cursor, tiles: readonly Placed[], flip: boolean, out: DrawnTile[]): void {
  for (const t of tiles) lay(c, t.tile, flip ? t.b : t.a, flip ? t.a : t.b, out);
}

/**
 * The table layout for `game` in a box `width` units wide: the snaking line
 * (centred on the lead tile `anchor`, or All Fives' spinner with its arms), or
 * Mexican Train's hub and trains. `legal` gives the places to mark as targets
 * for a tile (`selected`), if any.
 */
export function layoutBoard(game: GameState, width: number, anchor: string | null, legal: readonly Action[] = [], selected: string | null = null): Board {
  const tiles: DrawnTile[] = [];
  const targets: Target[] = [];
  const labels: TrainLabel[] = [];
  const places = new Set<string>();
  for (const a of legal) if (a.type === 'play' && a.tile === selected && a.at) places.add(a.at);
  const selDouble = selected !== null && selected.split('-')[0] === selected.split('-')[1];
  let rail = '';
  const W = Math.max(width, 9);
  if (game.variant === 'mexican-train') {
    const e = game.engine ? Number(game.engine.split('-')[0]) : null;
    if (game.engine) tiles.push({ tile: game.engine, x: 1, y: 0, v: true, p: [e!, e!] });
    const names = ['mexican', ...Array.from({ length: game.players }, (_, i) => `train-${i}`)];
    let y = 2.6;
    const x0 = 1.6 + PLATE;
    const ys: number[] = [];
    for (const place of names) {
      const seat = place === 'mexican' ? null : Number(place.slice(6));
      const c: Cursor = { x: x0, y, dir: 1, vs: 1, lo: x0 + 1 + G, hi: W - 1.2, inRow: 0, vert: false };
      labels.push({ place, seat, x: 1.6, y, marker: seat !== null && (game.markers ?? []).includes(seat) });
      ys.push(y);
      chain(c, game.trainTiles?.[place] ?? [], false, tiles);
      if (places.has(place)) targets.push(target(c, place, game.trains?.[place] ?? e, selDouble));
      const bottom = c.y;
      y = bottom + P + 0.25;
    }
    rail = `M1 1.1V${ys[ys.length - 1]!.toFixed(2)}` + ys.map((v) => `M1 ${v.toFixed(2)}H1.6`).join('');
    const b = box(tiles, targets, 0, W, 1);
    b[3] = Math.max(b[3], ys[ys.length - 1]! + 1.2 - b[1]); // an empty last train still shows its plate
    return { tiles, targets, labels, rail, box: b };
  }
  const line = game.line ?? [];
  const hi = W / 2 - 1.2;
  const spin = game.variant === 'all-fives' && game.spinner != null ? game.spinner : null;
  let k = spin ?? (anchor ? line.findIndex((t) => t.tile === anchor) : -1);
  if (k < 0) k = Math.floor((line.length - 1) / 2);
  const ends = game.ends ?? {};
  if (line.length > 0) {
    const lead = line[k]!;
    const dbl = lead.a === lead.b;
    tiles.push({ tile: lead.tile, x: 0, y: 0, v: dbl, p: [lead.a, lead.b] });
    const half = dbl ? 0.5 : 1;
    const inner = spin !== null ? 2 + G : null; // keep the snake clear of the spinner's arms
    const right: Cursor = { x: half, y: 0, dir: 1, vs: 1, lo: -hi, hi, inRow: 1, vert: false };
    const left: Cursor = { x: -half, y: 0, dir: -1, vs: -1, lo: -hi, hi, inRow: 1, vert: false };
    if (inner !== null) {
      right.after = [inner + 1, hi];
      left.after = [-hi, -inner - 1];
    }
    chain(right, line.slice(k + 1), false, tiles);
    chain(left, line.slice(0, k).reverse(), true, tiles);
    if (places.has('right')) targets.push(target(right, 'right', ends.right ?? null, selDouble));
    if (places.has('left')) targets.push(target(left, 'left', ends.left ?? null, selDouble));
    if (spin !== null) {
      for (const [place, dir] of [['up', -1], ['down', 1]] as const) {
        const c: Cursor = { x: 0, y: dir, dir, vs: 1, lo: 0, hi: 0, inRow: 0, vert: true };
        chain(c, game.arms?.[place] ?? [], false, tiles);
        if (places.has(place)) targets.push(target(c, place, ends[place] ?? null, selDouble));
      }
    }
  }
  return { tiles, targets, labels, rail, box: box(tiles, targets, -W / 2, W, 3) };
}

/** The viewBox: the full width given, the height of what is drawn (at least `minH`). */
function box(tiles: readonly DrawnTile[], targets: readonly Target[], x: number, w: number, minH: number): [number, number, number, number] {
  let top = -minH / 2;
  let bottom = minH / 2;
  for (const t of [...tiles, ...targets]) {
    const h = t.v ? 1 : 0.5;
    top = Math.min(top, t.y - h);
    bottom = Math.max(bottom, t.y + h);
  }
  return [x, top - 0.4, w, bottom - top + 0.8];
}

/** Playable tiles of the seat to move, each with its places (empty list: the lead, no place). */
export function playable(legal: readonly Action[]): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const list = m.get(a.tile) ?? [];
    if (a.at) list.push(a.at);
    m.set(a.tile, list);
  }
  return m;
}

/** The layout unit in CSS pixels for a board `px` wide: tiles stay readable on phones and modest on desktops. */
export function unitFor(px: number, variant: string): number {
  const per = variant === 'mexican-train' ? 24 : 20;
  return Math.max(17, Math.min(30, Math.floor(px / per)));
}

/** The number a tile must show at `place`, e.g. 6 (the engine's number for a train without tiles); null when unknown. */
export function placeNumber(g: GameState, place: string): number | null {
  return g.ends?.[place] ?? g.trains?.[place] ?? (g.engine ? +g.engine.split('-')[0]! : null);
}

/** The seat whose train `place` is ("train-2" → 2), else null. */
export const trainSeat = (place: string): number | null => (place.startsWith('train-') ? +place.slice(6) : null);
