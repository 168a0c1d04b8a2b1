/**
 * A replay: a record's game shown step by step, every hand face up, nobody playing. The table shows each step with
 * its marks (src/record/marks.ts) and says `domino-step`; autoplay steps on at the table's pace.
 */
import type { Action, GameState } from '../../engine/game.js';
import { keyOf } from '../../record/steps.js';
import type { GameRecord } from '../../record/steps.js';
import { marksAt } from '../../record/marks.js';
import type { Humans } from '../seats.js';
import type { Source, Table } from '../table.js';

/** A record shown step by step (see the module comment). */
export class ReplaySource implements Source {
  readonly kind = 'replay';
  readonly humans: Humans = 'none';
  readonly open = true; // a replay shows every hand
  pos = 0;
  auto = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #last = -1;

  constructor(
    private table: Table,
    readonly record: GameRecord,
    readonly states: GameState[],
    readonly actions: Action[],
  ) {}

  /** The record's names. */
  get names(): readonly string[] | undefined {
    return this.record.names;
  }

  /** The last step. */
  get total(): number {
    return this.states.length - 1;
  }

  /** The author's note at step k, or null. */
  note(k = this.pos): string | null {
    return this.record.notes?.[keyOf(this.record, k)] ?? null;
  }

  /** The states and actions up to the step shown (the move log's source). */
  steps(): { states: GameState[]; actions: Action[] } {
    return { states: this.states.slice(0, this.pos + 1), actions: this.actions.slice(0, this.pos) };
  }

  /** Shows step k (clamped) and says `domino-step` when it is another step. */
  go(k: number): void {
    const n = Math.max(0, Math.min(this.total, Math.trunc(Number(k) || 0)));
    this.pos = n;
    this.table.show(this.states[n]!, marksAt(this.states, this.actions, n));
    if (n === this.#last) return;
    this.#last = n;
    this.table.notify('domino-step', { step: n, total: this.total, note: this.note(n) });
  }

  /** The next step. */
  next(): void {
    this.go(this.pos + 1);
  }

  /** The previous step. */
  previous(): void {
    this.go(this.pos - 1);
  }

  /** Autoplay on/off, at the table's pace. */
  toggle(): void {
    if (this.auto) return this.pause();
    if (this.pos >= this.total) this.go(0);
    this.auto = true;
    this.#tick();
    this.table.changed();
  }

  #tick(): void {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (!this.auto) return;
      this.next();
      if (this.pos >= this.total) this.pause();
      else this.#tick();
    }, Math.max(0, Number(this.table.settings.pace) || 0));
  }

  /** Stops autoplay. */
  pause(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.auto) (this.auto = false), this.table.changed();
  }

  /** A replay takes every action over: Next round steps on, nothing is played. */
  act(action: Action): void {
    if (action.type === 'next-round') this.next();
  }

  /** The table stopped showing it (or it disconnected): autoplay stops. */
  update(): void {
    if (!this.table.live) this.pause();
  }

  stop(): void {
    this.pause();
  }
}
