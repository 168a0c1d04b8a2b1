/**
 * Play's tips in player words: why a greyed tile cannot be played, why a move was refused, why the hint chose its
 * move. Loaded when the table connects (beside the count and help panels, ./modes.ts), so that play explains itself
 * at once without the teaching code (./learn.ts); the words and the variant's reasons load with the first tip.
 */
import type { Action } from '../../engine/game.js';
import { m } from '../../words/format.js';
import { catalogue } from '../../teach/messages.js';
import { whyNot, whyTile } from '../../teach/reasons.js';
import { hintMsg } from '../../table/table.js';
import type { Table } from '../../table/table.js';

/** A greyed tile was tapped in play: why it cannot be played (or whose turn it is), as a tip under the table. */
export function why(table: Table, tile: string): void {
  const g = table.game;
  if (!g || g.phase !== 'playing' || g.turn === null) return;
  const turn = g.turn;
  void catalogue(table.settings.lang, g.variant).then(() => {
    const msg = table.isHuman(turn) ? whyTile(g, tile) : m('why.wait', { who: turn }, turn);
    if (msg && table.game === g) table.showTip(msg);
  });
}

/** The reason for a hint given in play (the computer player's choice), under the table. */
export function hintReason(table: Table, a: Action): void {
  const h = table.state.hint;
  const g = h && h.action === a ? h.on : null; // the state the hint was given for
  if (!g) return;
  void Promise.all([catalogue(table.settings.lang, g.variant, 'more'), import('./learn-extras.js')]).then(([, x]) => {
    const reason = x.advise(g, a, table.state.marks.moves);
    if (reason && table.game === g) table.showTip(hintMsg(a, g), reason);
  });
}

/** A refused move's reason in player words (the banner shows it). */
export function explain(table: Table, action: Action): void {
  const g = table.game;
  if (!g) return;
  void catalogue(table.settings.lang, g.variant).then(() => {
    const reason = whyNot(g, action);
    if (reason) table.explainError(reason);
  });
}
