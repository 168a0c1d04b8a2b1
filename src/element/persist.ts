/**
 * `persist` for `<domino-table>` (a lazy chunk, loaded only when the attribute
 * is set): the game record is saved to `localStorage` after every action, as
 * compact `dt1.` text under the element's key, and a saved game is resumed
 * when the page loads again. Storage that is full, disabled (private mode) or
 * holds garbage never stops the game: it goes on unsaved and one
 * `domino-error` with code `storage` says so.
 */
import { DominoError } from '../engine/game.js';
import { encodeRecord, parseRecordAttribute, replay } from '../record/record.js';
import type { RecordLog } from './record-log.js';
import type { GameController } from './game-controller.js';

/** What saving needs from the element. */
export interface PersistHost extends HTMLElement {
  readonly persist: string | null; // "" for the key from id or variant
  readonly variant: string;
  readonly players: number | undefined;
  readonly log: RecordLog;
  readonly ctl: GameController;
  readonly msg: { lang: string };
  load(record: unknown): Promise<boolean>;
}

// One sentence per catalogue (persist is rare: its words live here, not in the main bundle's catalogue).
const TEXT: Record<string, [string, string]> = {
  en: ['This game cannot be saved in this browser; it goes on unsaved', 'The saved game could not be read; a new game starts'],
  'pt-BR': ['Este jogo não pode ser salvo neste navegador; ele continua sem ser salvo', 'O jogo salvo não pôde ser lido; começa um jogo novo'],
  pl: ['Tej gry nie da się zapisać w tej przeglądarce; toczy się dalej bez zapisu', 'Nie udało się odczytać zapisanej gry; zaczyna się nowa gra'],
};

/** Saves and resumes one element's game. */
export class Saver {
  #due = false;
  #failed = false; // reported once until a save works again
  constructor(private host: PersistHost) {}

  /** The storage key: the attribute's value, else `domino-table:` + id (else variant). */
  get key(): string {
    const h = this.host;
    return h.persist || `domino-table:${h.id || h.variant}`;
  }

  #report(which: 0 | 1, why: unknown): void {
    if (this.#failed) return;
    this.#failed = true;
    const t = TEXT[this.host.msg.lang] ?? TEXT.en!;
    this.host.ctl.report('storage', `${t[which]} (${why instanceof Error ? why.message : String(why)}).`);
  }

  /** Saves the record once the actions of the current task are applied (a record rebuilt step by step is written once). */
  save(): void {
    if (this.#due) return;
    this.#due = true;
    queueMicrotask(() => {
      this.#due = false;
      const h = this.host;
      const r = h.persist === null ? null : h.log.toRecord();
      if (!r) return;
      try {
        localStorage.setItem(this.key, encodeRecord(r));
        this.#failed = false;
      } catch (e) {
        this.#report(0, e); // full (QuotaExceededError) or disabled (SecurityError): the game goes on
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
      const text = localStorage.getItem(this.key);
      if (text !== null) {
        record = parseRecordAttribute(text);
        replay(record); // proves it plays, so load() below cannot refuse it
      }
    } catch (e) {
      problem = e; // garbage, or storage disabled: a new game starts (its first save replaces the garbage)
    }
    // Another game under this key (the page changed its attributes): a fresh game replaces it.
    const ours = record && record.variant === h.variant && (h.players === undefined || record.players === h.players);
    if (!(ours && !h.ctl.game && (await h.load(record))) && !h.ctl.game) start();
    if (problem) this.#report(problem instanceof DominoError ? 1 : 0, problem); // after the start, so the message stays shown
  }
}
