/**
 * What a `<domino-table>` says about the position shown, in its language: the
 * status line during a round and the board's spoken description. In the
 * element's own bundle: the first paint needs them. (The announcements of what
 * happened and the words of a count are in ./sentences.ts, in the panels chunk.)
 */
import type { Action, GameState } from '../engine/game.js';
import { placeNumber } from './view-model.js';
import type { PanelHost } from './panels.js';

/** The status line during a round: whose turn it is and what to do (after a round: ./sentences.ts `ending`). */
export function status(el: PanelHost, g: GameState, legal: readonly Action[]): string {
  const m = el.msg;
  const t = g.turn;
  const is = (a: string) => legal.some((x) => x.type === a);
  return t === null
    ? ''
    : !el.isHuman(t)
      ? el.learn?.view === 'replay' || (el.online && el.online.seats[t]?.kind !== 'ai' && !el.online.seats[t]?.standIn) ? m.turn(el.seatName(t)) : m.thinking(el.seatName(t)) // online, another person is simply to play
      : el.ctl.covered
        ? m.ready(el.seatName(t))
        : `${m.turn(el.who(t))} — ${el.st.sel ? m.pickPlace : is('play') ? (is('end-turn') ? m.canEnd : m.pick) : is('draw') ? m.mustDraw : is('pass') ? m.mustPass : ''}`;
}

/** The board as words for its accessible name: the line (or the engine and trains) and the open places with their numbers. */
export function boardLabel(el: PanelHost, g: GameState): string {
  const m = el.msg;
  const list = (o: Record<string, number | null> | undefined, own: boolean) => Object.entries(o ?? {}).map(([p, n]) => m.place(p, own ? el.owner(p) : null, n ?? placeNumber(g, p))).join(', ');
  if (g.variant === 'mexican-train') return `${m.engine} ${g.engine ? el.tileName(g.engine) : ''}. ${list(g.trains, true)}`;
  const line = (g.line ?? []).map((t) => el.tileName(t.tile)).join(', ');
  const ends = list(g.ends, false);
  return line ? line + (ends ? '. ' + ends : '') : m.empty;
}
