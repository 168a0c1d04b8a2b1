/** Codes an illegal action or bad config is answered with (C-9, API.md). */
export type ErrorCode =
  | 'not-your-turn'
  | 'not-in-hand'
  | 'does-not-match'
  | 'must-satisfy-double'
  | 'must-play'
  | 'boneyard-empty'
  | 'no-drawing' // block: a player who cannot play passes; nobody draws (B-7)
  | 'bad-place' // a place that is not open now, e.g. "up" before F-7 opens it
  | 'must-lead' // the first tile of a hand must be a particular one (P-3, D-5)
  | 'cannot-pass' // pass while a draw is still possible
  | 'cannot-end-turn'
  | 'already-drew' // mexican-train: a second draw for one obligation (M-10)
  | 'round-not-over' // next-round while playing
  | 'game-over'
  | 'round-over' // any play action while the count is showing
  | 'bad-action' // malformed action object
  | 'bad-tile' // a string that is no tile of this set
  | 'unknown-variant'
  | 'variant-not-loaded' // a known variant whose rules module is not registered yet (load.ts)
  | 'bad-players'
  | 'bad-options'
  | 'bad-deal'
  | 'bad-seed'
  | 'bad-config' // a config that is not a plain object, or whose fields cannot be read
  | 'bad-record'; // a game record that is corrupt, foreign or does not replay

/** An illegal action or bad input; the state it was applied to is unchanged. */
export class DominoError extends Error {
  /** Why, e.g. `"does-not-match"`. */
  readonly code: ErrorCode;
  /** The values the message names, for wording it in another language (e.g. `{ given: '9' }` for `bad-players`). */
  readonly params?: Record<string, string>;
  constructor(code: ErrorCode, message: string, params?: Record<string, string>) {
    super(message);
    this.name = 'DominoError';
    this.code = code;
    this.params = params;
  }
}

/** Throws a {@link DominoError}. */
export function fail(code: ErrorCode, message: string, params?: Record<string, string>): never {
  throw new DominoError(code, message, params);
}

/**
 * A short, safe rendering of any value for an error message: never throws
 * (BigInt, cycles, null-prototype objects, a throwing `toString` or getter)
 * and never grows with the value (clipped to 40 characters).
 */
export function show(v: unknown): string {
  let s: string;
  try {
    s = typeof v === 'bigint' ? `${v}n` : typeof v === 'number' ? `${v}` : (JSON.stringify(v) ?? String(v));
  } catch {
    s = typeof v; // e.g. "object" for a cycle or a throwing toString
  }
  return s.length > 40 ? s.slice(0, 39) + '…' : s;
}
