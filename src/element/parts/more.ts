/** What the parts loaded on demand draw, from the table's panels' view (src/table/view-panels.ts). */
import type { Action, GameState } from '../../engine/game.js';
import type { Table } from '../../table/table.js';
import type { TableView } from '../../table/view.js';
import { countView, keyHelp, logEntries, sayText, sheetView } from '../../table/view-panels.js';
import type { CountView, LogEntry, SheetView } from '../../table/view-panels.js';
import type { Say } from '../../words/words.js';

/** The live region's sentence, the last move, the count, the score sheet, the move log and the key help of `v`. */
export interface More {
  live: string;
  lastMove: string;
  count: CountView | null;
  sheet: SheetView | null;
  sheetOpen: boolean; // the score sheet's own panel (the round's button opens it)
  entries: LogEntry[];
  keys: string;
}

/** {@link More} for the table `t` drawn as `v`; `steps`: the record shown (a replay's). */
export function more(t: Table, w: Say, v: TableView, steps: { states: readonly GameState[]; actions: readonly Action[] }): More {
  const g = v.game;
  const entries = logEntries(t, w, steps);
  const log = t.state.panel === 'log';
  const sheetOpen = t.state.panel === 'sheet';
  return {
    live: sayText(t, w, t.state.said),
    lastMove: v.playing && !t.source?.narrates ? entries.at(-1)?.text ?? '' : '', // a lesson's panel narrates its moves
    count: v.counting ? countView(t, w, g) : null,
    sheet: log || sheetOpen || v.counting ? sheetView(t, w, g) : null,
    sheetOpen,
    entries: log ? entries : [],
    keys: log ? keyHelp(w, g) : '',
  };
}
