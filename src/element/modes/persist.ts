/**
 * `persist` for `<domino-table>` (a lazy chunk, loaded only when the attribute is set): the game's record is saved
 * to `localStorage` after every move, as compact `dt1.` text under the element's key, and a saved game is resumed
 * when the page loads again. Storage that is full, disabled (private mode) or holds garbage never stops the game: it
 * goes on unsaved and one `domino-error` with code `storage` says so. Under `level="auto"` the computers' strength is
 * kept beside it (key + `:auto`), so a person meets the same opponents next visit.
 */
import { DominoError } from '../../engine/game.js';
import { withVariant } from '../../engine/load.js';
import { encodeRecord, parseRecordAttribute, replay } from '../../record/record.js';
import type { Table } from '../../table/table.js';
import { savedRung } from '../../ai/strength.js';

/** What saving needs of the element. */
export interface PersistHost {
  readonly persist: string | null; // "" for the key from id or variant
  readonly variant: string;
  readonly players: number | undefined;
  readonly id: string;
}

/** Saves and resumes one element's game. */
export class Saver {
  #due = false;
  #failed = false; // reported once until a save works again

  constructor(
    private host: PersistHost,
    private table: Table,
    private load: (record: unknown) => Promise<boolean>,
  ) {}

  /** The storage key: the attribute's value, else `domino-table:` + id (else variant). */
  get key(): string {
    const h = this.host;
    return h.persist || `domino-table:${h.id || h.variant}`;
  }

  #report(read: boolean, why: unknown): void {
    if (this.#failed) return;
    this.#failed = true;
    const text = why instanceof Error ? why.message : String(why);
    this.table.report('storage', read ? `The saved game could not be read; a new game starts (${text}).` : `This game cannot be saved in this browser; it goes on unsaved (${text}).`, false, { why: text, ...(read ? { read: '1' } : {}) });
  }

  /** Saves the record once the moves of the current task are applied (a record rebuilt step by step is written once). */
  save(): void {
    if (this.#due || this.host.persist === null) return;
    this.#due = true;
    queueMicrotask(() => {
      this.#due = false;
      const r = this.host.persist === null ? null : this.table.log.toRecord();
      if (!r) return;
      try {
        localStorage.setItem(this.key, encodeRecord(r));
        if (this.table.settings.level === 'auto') localStorage.setItem(`${this.key}:auto`, this.table.strength); // by name: medium+
        this.#failed = false;
      } catch (e) {
        this.#report(false, e); // full (QuotaExceededError) or disabled (SecurityError): the game goes on
      }
    });
  }

  /**
   * Resumes the game saved under this key if it is one of the attributes' variant (and players), else calls
   * `start` for a fresh game. Storage that cannot be read, or garbage in it: `domino-error` `storage`, and `start`.
   */
  async resume(start: () => void): Promise<void> {
    const h = this.host;
    let record;
    let problem: unknown;
    try {
      const saved = localStorage.getItem(`${this.key}:auto`);
      const rung = saved === null ? null : savedRung(saved);
      if (rung !== null) this.table.rung = rung;
      const text = localStorage.getItem(this.key);
      if (text !== null) {
        record = await withVariant(() => parseRecordAttribute(text));
        await withVariant(() => replay(record!)); // proves it plays, so load() below cannot refuse it
      }
    } catch (e) {
      problem = e; // garbage, or storage disabled: a new game starts (its first save replaces the garbage)
    }
    // Another game under this key (the page changed its attributes): a fresh game replaces it.
    const ours = record && record.variant === h.variant && (h.players === undefined || record.players === h.players);
    if (!(ours && !this.table.game && (await this.load(record))) && !this.table.game) start();
    if (problem) this.#report(problem instanceof DominoError, problem); // after the start, so the message stays shown
  }
}
