/**
 * The turn clock of a room (room option `clock`, seconds per turn, with `reserve` seconds per seat and game): which
 * seat's time runs, since when, and how much reserve each seat has left. The statechart times the turn itself
 * (its `clock` delay and `timeout` event, src/machine/domino.machine.ts): this only works out the limit to hand it
 * for each turn, what a slow turn took from the reserve, and what the clients are told ({@link ClockMessage}).
 * A person's turn may take several actions (draws): they share one turn's time.
 */
import type { ClockMessage } from '../online/protocol.js';

/** One room's turn clock; see the module comment. */
export class TurnClock {
  readonly #turn: number; // ms per turn
  #reserve: number[]; // per seat, ms left
  #seat: number | null = null; // whose clock runs (null: nobody's)
  #start = 0; // when that turn started (ms, `now`)
  #limit = 0; // ms that turn has in all, reserve included
  #pausedAt: number | null = null;

  constructor(
    turnSeconds: number,
    readonly reserveSeconds: number,
    players: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#turn = turnSeconds * 1000;
    this.#reserve = Array.from({ length: players }, () => reserveSeconds * 1000);
  }

  /** ms per turn (0: no clock). */
  get turnMs(): number {
    return this.#turn;
  }

  /** Whether the room has a clock at all. */
  get on(): boolean {
    return this.#turn > 0;
  }

  get paused(): boolean {
    return this.#pausedAt !== null;
  }

  /** Each seat's reserve left, in ms (a checkpoint keeps it). */
  get reserves(): number[] {
    return this.#reserve.slice();
  }

  /** Takes a checkpoint's reserves up again (one per seat, ms). */
  set reserves(r: readonly number[]) {
    if (r.length === this.#reserve.length) this.#reserve = r.map((x) => Math.max(0, Number(x) || 0));
  }

  /** A new game: every reserve full again. */
  reset(): void {
    this.#reserve = this.#reserve.map(() => this.reserveSeconds * 1000);
    this.#seat = null;
  }

  /**
   * The seat to move now is `seat` (null: nobody's clock runs: a computer's turn, a count, the end). The same
   * seat moving again in its turn keeps its time. Answers the ms the chart's clock gets now (0: no clock).
   */
  turn(seat: number | null): number {
    if (!this.on) return 0;
    const t = this.now();
    if (seat !== this.#seat) {
      this.#spend(t);
      this.#seat = seat;
      this.#start = t;
      this.#limit = seat === null ? 0 : this.#turn + this.#reserve[seat]!;
    }
    return this.left(t);
  }

  /** The ms left of the running turn (0: none runs). */
  left(t = this.now()): number {
    if (this.#seat === null) return 0;
    return Math.max(1, this.#limit - ((this.#pausedAt ?? t) - this.#start));
  }

  /** The host paused (true) or resumed the table: the running turn stands still meanwhile. */
  pause(paused: boolean): void {
    const t = this.now();
    if (paused && this.#pausedAt === null) this.#pausedAt = t;
    else if (!paused && this.#pausedAt !== null) {
      this.#start += t - this.#pausedAt;
      this.#pausedAt = null;
    }
  }

  /** The running turn ran out: that seat's reserve is spent. */
  expired(seat: number): void {
    this.#reserve[seat] = 0;
    if (this.#seat === seat) this.#seat = null;
  }

  /** What the clients are told. */
  message(): ClockMessage {
    const s = this.#seat;
    return { seat: s, ms: this.left(), reserve: s === null ? 0 : this.#reserve[s]!, paused: this.paused };
  }

  /** The turn that ends now took what it took beyond the turn's own time from its seat's reserve. */
  #spend(t: number): void {
    const s = this.#seat;
    if (s === null) return;
    const used = (this.#pausedAt ?? t) - this.#start;
    this.#reserve[s] = Math.max(0, this.#reserve[s]! - Math.max(0, used - this.#turn));
  }
}
