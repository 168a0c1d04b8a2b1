/**
 * `renderSVG`: a record (object, JSON or `dt1.…` text) at a step, or a position (a game's state), drawn as the
 * element draws it. No second drawing: a headless table (src/table/) shows the record in replay at the step, its
 * pure view lays the board out (src/table/layout.ts) and src/table/picture.ts writes the same tiles, at the same
 * transforms, as the element's `toSVG()`. Runs in Node and in a page (no DOM, no Node module).
 */
import '../engine/index.js';
import type { GameState, Tile } from '../engine/game.js';
import { parseRecordAttribute, recordActions, replay, validateRecord } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import { Table } from '../table/table.js';
import { ReplaySource } from '../table/sources/replay.js';
import { tableView } from '../table/view.js';
import type { TableView } from '../table/view.js';
import { logEntries } from '../table/view-panels.js';
import { CLASSIC, viewSVG, wrapCaption } from '../table/picture.js';
import type { Palette } from '../table/picture.js';
import { matchLang } from '../words/words.js';

/** What to draw: the step, whose hand, the words' language, the colours and the size. */
export interface RenderOptions {
  /** The step shown (0 = the deal; the record's last step unless given). */
  step?: number;
  /** Draw this seat's hand face up under the board (none unless given). */
  seat?: number | null;
  /** The words' language (train plates, captions): `en`, `pt-BR` or `pl`. */
  lang?: string;
  /** The colours: a palette (the theme's `--domino-*` values without the prefix); the classic look unless given. */
  theme?: Partial<Palette>;
  /** The picture's width in px (640 unless given). */
  width?: number;
  /** The felt's height in px (0.6 × width unless given): the board is laid out for a felt this shape. */
  height?: number;
  /** A line under the board: `true` for the move that led to the step (the move log's words), or a text. */
  caption?: boolean | string;
}

/** Bad input to render: `code` is `bad-record`, `bad-step` or `bad-option` (or, in Node, `no-rasterizer` / `no-font`: a package or font is missing), the message says what is wrong. */
export class RenderError extends Error {
  constructor(
    readonly code: 'bad-record' | 'bad-step' | 'bad-option' | 'no-rasterizer' | 'no-font',
    message: string,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}

const isState = (x: unknown): x is GameState => !!x && typeof x === 'object' && 'hands' in x && 'phase' in x && 'variant' in x;

/** A record or position shown in replay on a headless table, with its states. */
export interface Shown {
  table: Table;
  source: ReplaySource;
  record: GameRecord;
}

/** The record of `input` (a position becomes a one-step record of its deal) on a headless table in `lang`. */
export async function show(input: unknown, lang = 'en'): Promise<Shown> {
  const l = matchLang(String(lang));
  if (!l) throw new RenderError('bad-option', `Unknown language "${String(lang).slice(0, 20)}": use en, pt-BR or pl.`);
  let record: GameRecord;
  let states: GameState[];
  try {
    if (isState(input)) {
      const g = input;
      record = { format: 'domino-table/1', variant: g.variant, players: g.players, options: g.options, rounds: [{ deal: g.deal, actions: [] }] };
      states = [g];
    } else {
      if (input === null || input === undefined || input === '') throw new Error('No record or position given.');
      record = typeof input === 'string' ? parseRecordAttribute(input) : validateRecord(input);
      states = replay(record);
    }
  } catch (e) {
    throw new RenderError('bad-record', `Not a game record: ${e instanceof Error ? e.message : String(e)}`);
  }
  const table = new Table();
  table.set({ humans: 'none', lang: l, pace: 0, ...(record.names ? { names: record.names.slice() } : {}) });
  await table.need('core', 'panels');
  const source = new ReplaySource(table, record, states, isState(input) ? [] : recordActions(record));
  table.take(source, states[0]!, { moves: [], anchor: null, last: null, points: [] }, { silent: true, ...(record.names ? { names: record.names.slice() } : {}) });
  return { table, source, record };
}

/** Checks a step against the record's: an integer from 0 to the last. */
export function checkStep(step: unknown, total: number): number {
  const n = typeof step === 'string' && /^\s*-?\d+\s*$/.test(step) ? Number(step) : step;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > total) throw new RenderError('bad-step', `Step ${JSON.stringify(step)?.slice(0, 20)} is not in this record: give a whole number from 0 to ${total}.`);
  return n;
}

/** The size checks: a width from 16 to 4096 px, a height from 8 to 4096 px. */
function size(o: RenderOptions): { w: number; h: number } {
  const w = o.width ?? 640;
  if (typeof w !== 'number' || !Number.isFinite(w) || w < 16 || w > 4096) throw new RenderError('bad-option', `Width ${String(w).slice(0, 20)} is not a size in px from 16 to 4096.`);
  const h = o.height ?? Math.round(w * 0.6);
  if (typeof h !== 'number' || !Number.isFinite(h) || h < 8 || h > 4096) throw new RenderError('bad-option', `Height ${String(h).slice(0, 20)} is not a size in px from 8 to 4096.`);
  return { w: Math.round(w), h: Math.round(h) };
}

/** The table's view at its step, laid out for a felt of `w` × `h` px (the element's felt: the same board). */
export function viewAt(s: Shown, w: number, h: number): TableView {
  return tableView(s.table, { w, fw: w, fh: h }, s.table.say)!;
}

/** The move log's words for the move that led to the shown step (with the round's end when it ended it); "" at a deal. */
export function captionAt(s: Shown): string {
  const steps = s.source.steps();
  const last = steps.actions.at(-1);
  if (!last || last.type === 'next-round') return s.table.say.t('round', { round: s.table.game!.round });
  const entries = logEntries(s.table, s.table.say, steps);
  const ended = steps.states.at(-2)?.phase === 'playing' && steps.states.at(-1)!.phase !== 'playing';
  return entries
    .slice(ended ? -2 : -1)
    .map((e) => e.text)
    .join(' ');
}

/** The SVG of what `s` shows now. */
export function pictureOf(s: Shown, o: RenderOptions, w: number, h: number, captionLines = 0): string {
  const v = viewAt(s, w, h);
  const g = s.table.game!;
  const seat = o.seat ?? null;
  if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= g.players)) throw new RenderError('bad-option', `Seat ${String(seat).slice(0, 20)} is not a seat of this game: 0 to ${g.players - 1}.`);
  const hand: Tile[] | null = seat === null ? null : g.hands[seat] ?? [];
  const caption = o.caption === true ? captionAt(s) : typeof o.caption === 'string' ? o.caption : '';
  return viewSVG(v, { palette: { ...CLASSIC, ...(o.theme ?? {}) }, width: w, ...(hand ? { hand } : {}), ...(caption ? { caption, captionLines } : {}) });
}

/**
 * A record (object, JSON or `dt1.…` text) or a position (a game's state) at step `step` as a standalone SVG
 * string, drawn as `<domino-table>` draws it (see the module comment). Throws a {@link RenderError} for a bad
 * record, step or option, never a blank picture.
 */
export async function renderSVG(input: unknown, o: RenderOptions = {}): Promise<string> {
  const { w, h } = size(o);
  const s = await show(input, o.lang);
  s.source.go(checkStep(o.step ?? s.source.total, s.source.total));
  return pictureOf(s, o, w, h);
}

/** One picture per step of the round at `step` (the deal, then each move), each captioned with the move log's words. */
export async function renderFrames(input: unknown, o: RenderOptions = {}): Promise<{ step: number; caption: string; svg: string }[]> {
  const { w, h } = size(o);
  const s = await show(input, o.lang);
  const total = s.source.total;
  const at = checkStep(o.step ?? 0, total);
  const acts = s.source.actions;
  let from = at;
  while (from > 0 && acts[from - 1]!.type !== 'next-round') from--;
  let to = at;
  while (to < total && acts[to]!.type !== 'next-round') to++;
  const captions: string[] = [];
  for (let k = from; k <= to; k++) {
    s.source.go(k);
    captions.push(captionAt(s));
  }
  // every frame's caption band as high as the longest's: the frames keep one size
  const captionLines = Math.max(...captions.map((c) => wrapCaption(c, w).length));
  return captions.map((caption, i) => {
    s.source.go(from + i);
    return { step: from + i, caption, svg: pictureOf(s, { ...o, caption }, w, h, captionLines) };
  });
}
