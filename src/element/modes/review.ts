/**
 * Records at a table: load one (object, JSON or `dt1.` text), replay it step by step, take play over from a
 * step, take back a move. Loaded on first use: a lesson or teach mode never downloads the record code.
 */
import type { Action, GameState } from '../../engine/game.js';
import { withVariant } from '../../engine/load.js';
import { m } from '../../words/format.js';
import { catalogue } from '../../teach/messages.js';
import type { Lesson } from '../../teach/lesson.js';
import { parseRecordAttribute, recordActions, replay as replayRecord, validateRecord } from '../../record/record.js';
import type { GameRecord } from '../../record/record.js';
import { cutRecord, rebuild } from '../../record/rebuild.js';
import { undo as undoRecord } from '../../record/undo.js';
import type { Intent, Table } from '../../table/table.js';
import { ReplaySource } from '../../table/sources/replay.js';
import { marksOf, replayMoves } from '../../table/view-moves.js';
import type { MoveItem } from '../../table/view-moves.js';
import type { Say } from '../../words/words.js';

import type { TemplateResult } from 'lit';
import { make } from './make.js';
import { replay as replayPanel } from '../parts/replay.js';
import type { TableView } from '../../table/view.js';
import type { LearnSend } from '../parts/learn.js';
import { narration } from '../../teach/narrate.js';
import type { ModesHost } from '../props.js';

export { replayStyles } from '../parts/replay.js';

const movesMade = new WeakMap<readonly GameState[], { w: Say; moves: MoveItem[]; marks: unknown }>();

/** A replay's move list (src/table/view-moves.ts), made once per record shown, language and move review (its marks). */
export function moves(table: Table, w: Say, states: readonly GameState[], actions: readonly Action[]): MoveItem[] {
  const had = movesMade.get(states);
  const marks = marksOf(states);
  if (had && had.w === w && had.marks === marks) return had.moves;
  const made = replayMoves(table, w, states, actions);
  movesMade.set(states, { w, moves: made, marks });
  return made;
}

/** What the teaching coordinator lends: the element's mode, where a replay's step goes, how a lesson starts. */
export interface ReviewHooks {
  mode(): string | undefined;
  shownStep(step: number): void;
  start(lesson: Lesson): void;
  fallback(): void;
  tookOver(): void;
}

/** Loads a record, a replay at step `at` (teach mode with `expect`: a lesson); a bad one is reported (`bad-record`) and the game is kept. */
export async function load(table: Table, hooks: ReviewHooks, input: unknown, at = 0): Promise<boolean> {
  let record: GameRecord;
  try {
    record = await withVariant(() => (typeof input === 'string' ? parseRecordAttribute(input) : validateRecord(input)));
    await withVariant(() => rebuild(record)); // proves it replays
  } catch (e) {
    table.report('bad-record', e instanceof Error ? e.message : String(e));
    hooks.fallback(); // a bad record attribute: play a fresh game instead
    return false;
  }
  const mode = hooks.mode();
  if (mode === 'teach' && record.expect?.length) {
    try {
      const { lessonFromRecord } = await import('../../teach/lesson-json.js');
      const lesson = await lessonFromRecord(record);
      await catalogue(table.settings.lang, lesson.variant);
      hooks.start(lesson);
    } catch (e) {
      table.report('bad-lesson', e instanceof Error ? e.message : String(e));
      return false;
    }
  } else if (mode === 'replay') await enter(table, hooks, record, replayRecord(record), at);
  else takeOver(table, hooks, record, recordActions(record).length);
  return true;
}

/** Continues a record's game in play from step `step`: the table takes it up silently. */
export function takeOver(table: Table, hooks: ReviewHooks, record: GameRecord, step: number): void {
  const cut = cutRecord(record, step);
  const { config, states, actions } = rebuild(cut);
  table.resume(config, states, actions, { ...(cut.names ? { names: cut.names.slice() } : {}), ...(cut.notes ? { notes: cut.notes } : {}), ...(cut.expect ? { expect: cut.expect } : {}) });
  hooks.tookOver();
}

/** Shows a record in replay at step `step`. */
export async function enter(table: Table, hooks: ReviewHooks, record: GameRecord, states: GameState[], step: number): Promise<void> {
  await catalogue(table.settings.lang, record.variant, 'more');
  const src = new ReplaySource(table, record, states, recordActions(record));
  table.take(src, states[0]!, { moves: [], anchor: null, last: null, points: [] }, { silent: true, ...(record.names ? { names: record.names.slice() } : {}) });
  src.go(step);
  hooks.shownStep(src.pos);
}

/** Replays the game played so far, from step `step`. */
export async function replayLog(table: Table, hooks: ReviewHooks, step: number): Promise<void> {
  const rec = table.log.toRecord();
  if (rec) await enter(table, hooks, rec, table.log.states.slice(), step);
}

/** Takes back the person's last move and the computer moves after it (src/record/undo.ts); a refusal is reported. */
export async function undo(table: Table, hooks: ReviewHooks): Promise<boolean> {
  const rec = table.log.toRecord();
  if (!rec) return false;
  await catalogue(table.settings.lang, rec.variant, 'more'); // the words of a refusal or of what was taken back
  const humans = Array.from({ length: rec.players }, (_, s) => s).filter((s) => table.isHuman(s));
  const res = undoRecord(rec, humans, table.log.states);
  if ('refused' in res) {
    table.report('cannot-undo', table.say.t(`ui.refused.${res.refused}`));
    return false;
  }
  takeOver(table, hooks, res.record, res.step);
  table.announce(m('ui.undone', { n: res.undone }));
  return true;
}

/**
 * A table's records and replay, for the teaching coordinator (./learn.ts): it brings the table in line with the
 * `record`, `mode="replay"` and `step` attributes, steps and keys through a replay, takes back moves, and draws the
 * replay's panel. It lives here, loaded on first use, so that lessons and teach mode never download it.
 */
export class Replays {
  #loadedRecord = '';

  constructor(
    readonly host: ModesHost,
    readonly table: Table,
    readonly hooks: ReviewHooks,
  ) {}

  get #replay(): ReplaySource | null {
    const s = this.table.source;
    return s?.kind === 'replay' ? (s as ReplaySource) : null;
  }

  /** Brings the table in line with `record`, `mode` and `step` (the lesson attribute is the coordinator's). */
  async sync(): Promise<void> {
    const h = this.host;
    if (h.record && h.record !== this.#loadedRecord) {
      this.#loadedRecord = h.record;
      await this.load(h.record, h.step ?? 0);
      return;
    }
    const r = this.#replay;
    if (h.mode === 'replay') {
      if (!r) await replayLog(this.table, this.hooks, h.step ?? 0);
      else if (h.step !== undefined && h.step !== r.pos && Number.isInteger(h.step)) await this.go(h.step);
    } else if (r) takeOver(this.table, this.hooks, r.record, r.pos); // play goes on from the step shown
  }

  /** Loads a record (object, JSON text or `dt1.` text), a replay at step `at`; a bad one is reported (`bad-record`) and the game is kept. */
  load(input: unknown, at = 0): Promise<boolean> {
    return load(this.table, this.hooks, input, at);
  }

  /** Takes back the person's last move and the computer moves after it; a refusal is reported. */
  undo(): Promise<boolean> {
    return undo(this.table, this.hooks);
  }

  /** Shows step k of the replay. */
  async go(k: number): Promise<void> {
    const r = this.#replay;
    if (!r) return;
    await catalogue(this.table.settings.lang, r.record.variant, 'more');
    r.go(k);
    this.hooks.shownStep(r.pos);
  }

  /** A replay takes the person's moves and hints (they do nothing there; Next round steps on): true when taken. */
  intercept(intent: Intent): boolean {
    const r = this.#replay;
    if (!r || !(intent.type === 'act' || intent.type === 'select' || intent.type === 'place' || intent.type === 'hint')) return false;
    if (intent.type === 'act' && intent.action.type === 'next-round') r.next();
    return true;
  }

  /** Replay keys: ← → Home End Space; true when handled. */
  key(e: KeyboardEvent): boolean {
    const r = this.#replay;
    if (!r) return false;
    const k = e.key;
    if (k === 'ArrowLeft') void this.go(r.pos - 1);
    else if (k === 'ArrowRight') void this.go(r.pos + 1);
    else if (k === 'Home') void this.go(0);
    else if (k === 'End') void this.go(r.total);
    else if (k === ' ' || k === 'Spacebar') r.toggle();
    else return false;
    return true;
  }

  /** The replay's panel (its narration, tools and extras made by the coordinator), or null outside a replay. */
  panel(v: TableView, w: Say, tools: TemplateResult, extras: unknown, send: LearnSend): TemplateResult | null {
    const r = this.#replay;
    if (!r) return null;
    return replayPanel({ pos: r.pos, total: r.total, auto: r.auto, note: r.note(), narr: narration(r.states, r.actions, r.pos), tools, extras, moves: moves(this.table, w, r.states, r.actions), mx: v.mx, make: () => make(this.host, r.record, r.pos) }, w, send);
  }
}
