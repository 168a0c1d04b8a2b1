import { fail, show } from './errors.js';
import type { Tile } from './types.js';

/** Facts about one tile, looked up rather than parsed on the hot path. */
export interface TileInfo {
  hi: number; // e.g. 6 for "6-4"
  lo: number; // e.g. 4
  pips: number; // hi + lo (C-3)
  double: boolean;
}

const INFO = new Map<string, TileInfo>();
const NORMAL = new Map<string, Tile>();
for (let hi = 0; hi <= 12; hi++) {
  for (let lo = 0; lo <= hi; lo++) {
    const t = `${hi}-${lo}`;
    INFO.set(t, { hi, lo, pips: hi + lo, double: hi === lo });
    NORMAL.set(t, t);
    NORMAL.set(`${lo}-${hi}`, t);
  }
}

/** Facts about a normalised tile (`"6-4"`); throws `bad-tile` for anything else. */
export function info(t: Tile): TileInfo {
  const i = INFO.get(t);
  if (!i) fail('bad-tile', `${show(t)} is not a domino tile`);
  return i;
}

/** `"4-6"` → `"6-4"` (C-2); throws `bad-tile` for a string that is no tile up to `max` pips. */
export function normalize(t: unknown, max = 12): Tile {
  const n = typeof t === 'string' ? NORMAL.get(t.trim()) : undefined;
  if (!n || INFO.get(n)!.hi > max) fail('bad-tile', `${show(t)} is not a tile of the double-${max} set`);
  return n;
}

/** The tile with halves a and b, e.g. `tile(4, 6)` → `"6-4"`. */
export function tile(a: number, b: number): Tile {
  return a >= b ? `${a}-${b}` : `${b}-${a}`;
}

/** Every tile of the double-`max` set, highest first: `"6-6"`, `"6-5"`, … `"0-0"` (C-1). */
export function fullSet(max: number): Tile[] {
  const out: Tile[] = [];
  for (let hi = max; hi >= 0; hi--) for (let lo = hi; lo >= 0; lo--) out.push(`${hi}-${lo}`);
  return out;
}

/** How many tiles the double-`max` set holds: 28 for double-six, 91 for double-twelve (C-1). */
export function setSize(max: number): number {
  return ((max + 1) * (max + 2)) / 2;
}

/** Whether the tile shows `v` on one half (C-6). */
export function has(t: Tile, v: number): boolean {
  const i = INFO.get(t)!;
  return i.hi === v || i.lo === v;
}

/** The half left open when `t` is matched against `v` (C-6); a double leaves v. */
export function other(t: Tile, v: number): number {
  const i = INFO.get(t)!;
  return i.hi === v ? i.lo : i.hi;
}

/** Pip value (C-3). */
export function pips(t: Tile): number {
  return INFO.get(t)!.pips;
}

/** Whether a tile is a double (C-2). */
export function isDouble(t: Tile): boolean {
  return INFO.get(t)!.double;
}

/** A hand's pip count (C-3). */
export function handPips(hand: readonly Tile[]): number {
  let s = 0;
  for (const t of hand) s += INFO.get(t)!.pips;
  return s;
}

/** The one seat with the fewest pips, or null when two or more share the fewest: a blocked hand's winner (D-12, D-13, M-14). */
export function lightest(pips: readonly number[]): number | null {
  let low = Infinity;
  let winner: number | null = null;
  for (let s = 0; s < pips.length; s++) {
    if (pips[s]! < low) {
      low = pips[s]!;
      winner = s;
    } else if (pips[s] === low) winner = null;
  }
  return winner;
}

/** Spoken-style name used in messages, e.g. `"6-4"` → `"6–4"`. */
export function label(t: Tile): string {
  return t.replace('-', '–');
}
