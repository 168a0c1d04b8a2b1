/**
 * Sentences about what happened at a `<domino-table>`, in its language: the
 * live region's announcement of each game happening, the words of a count
 * (heading, who scored, the game's winners) and the status line after a round.
 * In the panels chunk (./panels.ts, loaded when a table connects): the
 * element's events, whose sentences these are, wait for that chunk, and a
 * round's end comes long after it.
 */
import type { GameState } from '../engine/game.js';
import { panelsText } from '../i18n/panels.js';
import type { Happening } from './game-controller.js';
import type { PanelHost } from './panels.js';

/** A partnership team with its seats, e.g. "Team A (Ana & Cy)". */
export function teamName(el: PanelHost, team: number): string {
  return `${el.msg.team(team)} (${el.seatName(team)} & ${el.seatName(team + 2)})`;
}

// A round's winner: a team, or a seat (null for "you", the one person here: grammar per person).
const winner = (el: PanelHost, w: number) => (el.ctl.game?.variant === 'partnership' ? teamName(el, w) : el.who(w));

/** How a round ended, e.g. "Bo went out!" or "Blocked: nobody can play." ("" when unknown). */
export function head(el: PanelHost, reason: string | undefined, w: number | null | undefined): string {
  const t = panelsText(el.msg);
  return reason === 'blocked' ? t.blocked : w != null ? t.domino(winner(el, w)) : '';
}

/** Who scored what in a round, e.g. "Bo scores 11 points."; in Mexican Train, where every seat adds its pips (M-15), what each added. */
export function scoreLine(el: PanelHost, w: number | null, points: number[]): string {
  const t = panelsText(el.msg);
  if (el.ctl.game?.variant === 'mexican-train') return t.adds(points.map((n, s) => [el.who(s), n]));
  return w !== null ? t.scores(winner(el, w), points[w] ?? 0) : t.noScore;
}

/** The game's winners, e.g. "Team A (Ana & Cy) wins the game!", or "Game over". */
function winText(el: PanelHost): string {
  const t = panelsText(el.msg);
  const g = el.ctl.game;
  if (g?.winner == null) return t.gameOver;
  const ws = ([] as number[]).concat(g.winner);
  const target = g.variant === 'mexican-train' ? null : (g.options.target ?? null);
  return t.wins(ws.map((s) => (g.variant === 'partnership' ? teamName(el, s) : el.who(s))), g.totals[ws[0]!] ?? 0, target);
}

/** The count's heading: the game's winners at its end, else how the round ended. */
export function outcome(el: PanelHost, g: GameState): string {
  return g.phase === 'game-over' ? winText(el) : head(el, g.result?.reason, g.result?.winner) || panelsText(el.msg).gameOver;
}

/** The status line after a round or the game, e.g. "Round 2 is over" or "Game over". */
export function ending(el: PanelHost, g: GameState): string {
  const t = panelsText(el.msg);
  // short: the count below says who went out and who scored
  return g.phase === 'game-over' ? t.gameOver : t.roundOver(el.msg.round(g.round, g.variant === 'mexican-train' ? 13 : null));
}

/** The sentence the live region reads for a happening ("" for none). */
export function describe(el: PanelHost, h: Happening): string {
  const d = h.detail as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const t = panelsText(el.msg);
  const who = el.who(d.seat);
  switch (h.type) {
    case 'domino-play':
      return t.plays(who, el.tileName(d.tile), d.at ? el.placeName(d.at) : '', d.points);
    case 'domino-draw':
      return t.draws(who, d.tile ? el.tileName(d.tile) : null);
    case 'domino-pass':
      return t.passes(who);
    case 'end-turn':
      return t.ends(who);
    case 'domino-round-start':
      return t.roundStarts(d.round);
    case 'domino-round-end':
      return `${head(el, d.reason, d.winner)} ${scoreLine(el, d.winner, d.points)}`;
    case 'domino-game-end':
      return winText(el);
    case 'domino-turn':
      return d.human ? el.msg.turn(who) + '.' : '';
  }
  return '';
}
