/**
 * The move log of `<domino-table>`: the round's moves in words, with scores,
 * newest first, in a panel that opens over the felt from a toggle in the top
 * bar (the toggle: ./ui.ts; the panel itself: ./log-panel.ts, loaded when
 * first opened); and the last move as a line under the status. In the panels
 * chunk (loaded when a table connects, long before the first move is made).
 *
 * The log is made from the game's record (the states and actions the element
 * keeps, or those of the replay shown), so a loaded record shows the same log
 * and a replay shows the moves up to the step shown. Each entry is the same
 * sentence the live region announced for that move (politely), so nothing is
 * read out twice.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Action, GameState } from '../engine/game.js';
import { panelsText } from '../i18n/panels.js';
import { head, scoreLine } from './sentences.js';
import type { PanelHost } from './panels.js';

/** One line of the log. */
export interface Entry {
  seat: number | null; // who moved (null: the deal, the count)
  tile: string | null; // the tile played, if any
  text: string;
  pts: number; // points the move made (All Fives), 0 otherwise
}

/** The steps shown now: the replay's up to its position, else the game's record so far. */
function steps(el: PanelHost): { states: readonly GameState[]; actions: readonly Action[] } {
  return el.learn?.steps() ?? { states: el.log.states, actions: el.log.actions };
}

/** The entries of the round shown, oldest first: a move per action, then the count if the round is over. */
export function entries(el: PanelHost): Entry[] {
  const { states, actions } = steps(el);
  const t = panelsText(el.msg);
  let from = actions.length;
  while (from > 0 && actions[from - 1]!.type !== 'next-round') from--;
  const out: Entry[] = [];
  for (let k = from; k < actions.length; k++) {
    const a = actions[k]!;
    const before = states[k]!;
    const after = states[k + 1];
    const seat = before.turn;
    const who = el.who(seat);
    if (!after) break;
    if (a.type === 'play') {
      const pts = after.lastScore ?? 0;
      out.push({ seat, tile: a.tile, text: t.plays(who, el.tileName(a.tile), a.at ? el.placeName(a.at) : '', pts), pts });
    } else if (a.type === 'draw') {
      // the tile drawn only where that hand is shown here
      const tile = seat !== null && el.handVisible(seat, true) ? (after.hands[seat] ?? []).find((x) => !(before.hands[seat] ?? []).includes(x)) : undefined;
      out.push({ seat, tile: null, text: t.draws(who, tile ? el.tileName(tile) : null), pts: 0 });
    } else if (a.type === 'pass') out.push({ seat, tile: null, text: t.passes(who), pts: 0 });
    else if (a.type === 'end-turn') out.push({ seat, tile: null, text: t.ends(who), pts: 0 });
    const r = after.result;
    if (before.phase === 'playing' && after.phase !== 'playing' && r) out.push({ seat: null, tile: null, text: `${head(el, r.reason, r.winner)} ${scoreLine(el, r.winner, r.points)}`, pts: 0 });
  }
  return out;
}

/** The last move in words, under the status line ("" before the round's first move). */
export function lastMove(el: PanelHost): TemplateResult | typeof nothing {
  if (el.ctl.game?.phase !== 'playing') return nothing; // the count says it
  const e = entries(el).at(-1);
  return e ? html`<p class="last-move">${e.text}</p>` : nothing;
}
