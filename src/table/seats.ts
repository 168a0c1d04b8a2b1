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
