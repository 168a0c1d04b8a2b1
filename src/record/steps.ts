/**
 * A game record's shape (API.md "Game records") and its steps: step k is the state after k actions, counting the
 * `next-round` between two rounds as one; positions are keyed `"r:i"` (record.ts's module comment). Small and
 * free of the checks and codec in record.ts, so that what only shows a record (teach mode's notes, the replay
 * source) does not load them.
 */
import { DominoError } from '../engine/game.js';
import type { Action, Deal, Options, Variant } from '../engine/game.js';

/** The format tag every record carries; anything else is refused. */
export const RECORD_FORMAT = 'domino-table/1';

/** One round of a record: its deal as dealt and the actions played in it (no `next-round`). */
export interface RecordRound {
  deal: Deal;
  actions: Action[];
}

/** A whole game, enough to replay it exactly (API.md). */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  variant: Variant;
  players: number;
  names?: string[];
  options: Options;
  seed?: number;
  rounds: RecordRound[];
  /** Text shown at a position, keyed `"r:i"` (see the module comment). */
  notes?: Record<string, string>;
  /** Lessons: positions `"r:i"` where the learner must make the recorded action i of round r. */
  expect?: string[];
  /** The deals may have short hands (createGame's `shortDeals`, for tutorials). */
  shortDeals?: true;
}

/** A corrupt or foreign record; `code` is `"bad-record"` and the message says what is wrong. */
export class RecordError extends DominoError {
  constructor(message: string) {
    super('bad-record', message);
    this.name = 'RecordError';
  }
}

/** Throws a {@link RecordError}. */
export function bad(message: string): never {
  throw new RecordError(message);
}

// The step of each round's start ("r:0"), per rounds list: positions are looked up in O(1), so checking
// every note of a long record stays linear. Recomputed when the list or its last round grew.
const startsCache = new WeakMap<readonly RecordRound[], { n: number; last: number; starts: number[] }>();
function starts(record: GameRecord): number[] {
  const rounds = record.rounds;
  const last = rounds[rounds.length - 1]?.actions.length ?? 0;
  let c = startsCache.get(rounds);
  if (!c || c.n !== rounds.length || c.last !== last) {
    const s: number[] = [];
    let step = 0;
    for (const r of rounds) {
      s.push(step);
      step += r.actions.length + 1;
    }
    startsCache.set(rounds, (c = { n: rounds.length, last, starts: s }));
  }
  return c.starts;
}

/** The step index of position `"r:i"` (see the module comment), or null if it lies outside the record. */
export function stepOf(record: GameRecord, key: string): number | null {
  const m = /^(\d{1,9}):(\d{1,9})$/.exec(key);
  if (!m) return null;
  const r = Number(m[1]);
  const i = Number(m[2]);
  if (r >= record.rounds.length || i > record.rounds[r]!.actions.length) return null;
  return starts(record)[r]! + i;
}

/** The position key `"r:i"` of a step. */
export function keyOf(record: GameRecord, step: number): string {
  const s = starts(record);
  let lo = 0;
  let hi = s.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s[mid]! <= step) lo = mid;
    else hi = mid - 1;
  }
  const i = step - (s[lo] ?? 0);
  if (!(i >= 0 && i <= (record.rounds[lo]?.actions.length ?? -1))) bad(`step ${step} is beyond the end of the record`);
  return `${lo}:${i}`;
}

/** The note shown at a step, if any. */
export function noteAt(record: GameRecord, step: number): string | undefined {
  return record.notes?.[keyOf(record, step)];
}

