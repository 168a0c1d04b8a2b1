/**
 * Who sits where at a table: which seats people at this screen play, what each seat is called, whose hands show.
 * Pure: the table asks these of its settings and of the source it shows (a lesson's learner, a replay's nobody, an
 * online table's own seat).
 */

/** Seats played by people at this screen: every seat, none (watching the computer), or these. */
export type Humans = 'all' | 'none' | readonly number[];

/** The seat policy of a table. */
export interface SeatPolicy {
  humans: Humans;
  names: readonly string[]; // given names, per seat ("" or missing: not given)
  openHands: boolean; // every hand face up
}

/** Default names of the seats, in order. */
export const NAMES = 'Ana Bo Cy Di Ed Flo Gus Hal Ivy Jo'.split(' ');

/** The `humans` attribute's text as a policy: `"0,2"`, `"all"`, `"none"`, `""` (none). */
export function parseHumans(text: string): Humans {
  const h = text.trim().toLowerCase();
  if (h === 'all') return 'all';
  if (h === 'none' || h === '') return 'none';
  return h.split(',').map(Number);
}

/** Whether people at this screen play `seat`. */
export function isHuman(h: Humans, seat: number): boolean {
  return h === 'all' || (h !== 'none' && h.includes(seat));
}

/** The seats of `players` that people at this screen play. */
export function humanSeats(h: Humans, players: number): number[] {
  return [...Array(players).keys()].filter((s) => isHuman(h, s));
}

/** The one person at this screen ("you"), or null when nobody or several people play here. */
export function you(h: Humans, players: number): number | null {
  const seats = humanSeats(h, players);
  return seats.length === 1 ? seats[0]! : null;
}

/** A seat's name: the given one, the record's or lesson's, "You" (`me`) for the one person here, else a default. */
export function seatName(p: SeatPolicy, players: number, seat: number, me: string, fallback?: readonly string[]): string {
  return p.names[seat]?.trim() || fallback?.[seat] || (you(p.humans, players) === seat ? me : NAMES[seat % NAMES.length]!);
}

/**
 * Where a seat sits round the table, seen from the viewing seat: the viewer at the bottom; play goes clockwise
 * (C-4), so the next seat sits on the viewer's left. Two players face each other (the other on top); three sit
 * bottom, left, right; four bottom, left, top, right (partners opposite: P-1); more (Mexican Train, up to 10) sit
 * on a `ring`: a compact row or a side rail, in the order of play from the viewer's left.
 */
export type Side = 'bottom' | 'left' | 'top' | 'right' | 'ring';

/** The side of `seat` at a table of `players` seen from `viewer`, and its place in the order of play after the viewer (0: the viewer). */
export function seatSide(players: number, viewer: number, seat: number): { side: Side; at: number } {
  const at = (((seat - viewer) % players) + players) % players;
  if (at === 0) return { side: 'bottom', at };
  if (players > 4) return { side: 'ring', at };
  const sides: Record<number, readonly Side[]> = { 2: ['top'], 3: ['left', 'right'], 4: ['left', 'top', 'right'] };
  return { side: sides[players]?.[at - 1] ?? 'ring', at };
}
