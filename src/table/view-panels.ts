/**
 * What the parts a table loads on demand show (./view.ts has the rest): the live region's sentence for each
 * happening, the count after a round or the game, the score sheet, the move log and the key help. Pure and
 * DOM-free, in the chunk of those parts.
 */
import type { Action, GameState, Tile } from '../engine/game.js';
import { rulesOf, targetOf } from '../engine/game.js';
import type { Say } from '../words/words.js';
import { round } from './view.js';
import type { Said } from './state.js';
import type { Table } from './table.js';
import { num } from './view.js';

const signed = (n: number): string => (n > 0 ? '+' + n : num(n));

/** A row of the count. */
export interface CountRow {
  name: string;
  team: 0 | 1 | null;
  members: { name: string; hand: Tile[]; pips: number }[]; // a team's two seats; one seat otherwise
  pips: number | null; // the seat's pips (null for a team: per member)
  points: string; // what the round added, e.g. "+11"
  total: string;
}

/** The count after a round or the game. */
export interface CountView {
  heading: string;
  score: string; // who scored what
  sum: string; // the arithmetic, e.g. "Bo 8 + Cy 3 = 11" ("" when it would only repeat the score)
  columns: { who: string; left: string; pips: string | null; points: string; total: string };
  rows: CountRow[];
  totals: { name: string; total: string }[]; // a game that ended mid-hand (All Fives' target, F-14): the totals alone
  over: boolean;
  next: { label: string; key?: string }; // Next round, or Rematch
  replay: boolean; // "Replay this hand": a game played here (not online, not a lesson)
  level: string; // level="auto": where the computers' strength stands now ("" otherwise)
  end: EndView | null; // the game is over: its end card
}

/** The game-end card: the winner first, every seat's (team's) final score against the target. */
export interface EndView {
  title: string; // "Final scores"
  standings: { name: string; total: string; win: boolean; team: 0 | 1 | null }[]; // best first (lowest first where the lowest wins, M-15)
  target: string | null; // "/ 50"
  winner: string; // the word that marks a winner beside the colour ("Winner")
  last: string; // the last hand's count, folded under the card
}

/** The score sheet: one row per finished round, one column per seat or team. */
export interface SheetView {
  title: string;
  heads: string[];
  rows: { label: string; cells: string[]; now: boolean }[];
  total: string[];
  target: string | null; // "/ 50" where the game is played to a target
}

/** The text of what the live region says now. */
export function sayText(t: Table, w: Say, said: Said | null): string {
  if (!said) return '';
  if (said.type === 'msg') return w.msg(said.msg);
  if (said.type === 'msgs') return said.msgs.map((x) => w.msg(x)).join(' ');
  const d = said.detail as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (said.type) {
    case 'domino-play': {
      const score = d.points ? w.t('say.scoring', { n: d.points }) : '';
      return w.t(d.at ? 'say.play' : 'say.lead', { who: d.seat, tile: d.tile, place: d.at ?? '', score, value: d.value ?? matched(d.tile, t.game?.ends?.[d.at]) }, d.seat);
    }
    case 'domino-draw':
      return w.t(d.tile ? 'say.drew' : 'say.draw', { who: d.seat, tile: d.tile ?? '' }, d.seat);
    case 'domino-pass':
      return w.t('say.pass', { who: d.seat }, d.seat);
    case 'domino-round-start':
      return w.t('say.round', { round: d.round });
    case 'domino-round-end':
      return `${head(t, w, d.reason, d.winner)} ${scoreLine(t, w, d.winner, d.points)}`;
    case 'domino-game-end':
      return winText(t, w);
    case 'domino-turn': {
      if (!d.human) return '';
      const turn = w.t('say.your-turn', { turn: w.t('turn', { who: d.seat }, d.seat) });
      return [...movesText(t, w, said.before ?? []), turn].join(' ');
    }
  }
  return '';
}

/** The sentences of `moves` said again before a turn: a seat's tiles drawn unseen one after another as one ("Bo draws 3 tiles."). */
function movesText(t: Table, w: Say, moves: readonly Said[]): string[] {
  const out: string[] = [];
  const run = { seat: -1, n: 0 }; // a seat's unseen draws so far
  const flush = () => {
    if (run.n) out.push(run.n > 1 ? w.t('say.draws', { who: run.seat, n: run.n }, run.seat) : w.t('say.draw', { who: run.seat }, run.seat));
    run.n = 0;
  };
  for (const x of moves) {
    if (x.type === 'domino-draw' && !x.detail.tile) {
      if (run.seat !== x.detail.seat) flush();
      run.seat = x.detail.seat;
      run.n++;
      continue;
    }
    flush();
    out.push(sayText(t, w, x));
  }
  flush();
  return out.filter(Boolean);
}

/** The number a tile matched at an end now showing `end` (its other half), '' when it is not there. */
function matched(tile: string, end: number | undefined): number | '' {
  const [a, b] = tile.split('-').map(Number) as [number, number];
  return end === b ? a : end === a ? b : '';
}

/** A partnership team with its seats, e.g. "Team A (Ana & Cy)". */
export function teamName(t: Table, w: Say, team: number): string {
  return w.t('team.of', { team: w.t(`team.${team}`), a: t.name(team), b: t.name(team + 2) });
}

/** How a round ended, e.g. "Bo went out!" or "Blocked: nobody can play." ("" when unknown). */
function head(t: Table, w: Say, reason: string | undefined, winner: number | null | undefined): string {
  if (reason === 'blocked') return w.t('say.blocked');
  if (winner == null) return '';
  return rulesOf(t.game!.variant).teams ? w.t('say.team-domino', { team: teamName(t, w, winner) }) : w.t('say.domino', { who: winner }, winner);
}

/** Who scored what, e.g. "Bo scores 11 points."; where every seat adds its pips to its own total (M-15), what each added. */
function scoreLine(t: Table, w: Say, winner: number | null, points: number[]): string {
  const r = rulesOf(t.game!.variant);
  if (r.lowWins) return w.t('say.added', { list: points.map((n, s) => w.t('say.added-one', { who: s, n }, s)).join(', ') });
  if (winner === null) return w.t('say.no-score');
  const n = points[winner] ?? 0;
  return r.teams ? w.t('say.team-scores', { team: teamName(t, w, winner), n }) : w.t('say.scores', { who: winner, n }, winner);
}

/** The game's winners, e.g. "Team A (Ana & Cy) wins the game with 52 points (target 50)!", or "Game over". */
function winText(t: Table, w: Say): string {
  const g = t.game!;
  if (g.winner == null) return w.t('game-over');
  const ws = ([] as number[]).concat(g.winner);
  const r = rulesOf(g.variant);
  const total = g.totals[ws[0]!] ?? 0;
  if (r.teams) return w.t('say.team-wins', { team: teamName(t, w, ws[0]!), total, target: targetOf(g) ?? '' });
  if (ws.length > 1) return w.t('say.share', { list: ws.map((s) => (s === w.ctx.you ? w.t('name.you') : t.name(s))).join(w.t('list.and')), total });
  return w.t(r.lowWins ? 'say.wins-low' : 'say.wins', { who: ws[0]!, total, target: targetOf(g) ?? '' }, ws[0]!);
}

/** What the table's count shows after a round or the game (see {@link CountView}). */
export function countView(t: Table, w: Say, g: GameState): CountView {
  const r = g.result;
  const rules = rulesOf(g.variant);
  const over = g.phase === 'game-over';
  const team = rules.teams;
  const seats = [...Array(g.players).keys()];
  const pipsOf = (s: number) => r?.pips[s] ?? 0;
  const member = (s: number) => ({ name: t.name(s), hand: g.hands[s] ?? [], pips: pipsOf(s) });
  const rows: CountRow[] = (team ? [0, 1] : seats).map((s) => ({
    name: team ? w.t(`team.${s}`) : t.name(s),
    team: team ? (s as 0 | 1) : null,
    members: team ? [member(s), member(s + 2)] : [member(s)],
    pips: team ? null : pipsOf(s),
    points: rules.lowWins ? String(r?.points[s] ?? 0) : signed(r?.points[s] ?? 0),
    total: num(g.totals[s] ?? 0),
  }));
  return {
    heading: over ? winText(t, w) : head(t, w, r?.reason, r?.winner) || w.t('game-over'),
    score: r && !rules.lowWins ? scoreLine(t, w, r.winner, r.points) : r ? scoreLine(t, w, r.winner, r.points) : '',
    sum: r && r.winner !== null && !rules.lowWins ? sum(t, g) : '',
    columns: { who: w.t(team ? 'col.team' : 'col.player'), left: w.t('col.left'), pips: team ? null : w.t('col.pips'), points: w.t(rules.lowWins ? 'col.penalty' : 'col.points'), total: w.t('col.total') },
    rows: r ? rows : [],
    totals: r ? [] : rows.map((x) => ({ name: x.name, total: x.total })),
    over,
    next: over ? { label: w.t('rematch') } : { label: w.t('next-round'), key: w.t('key.next-round') },
    replay: t.source?.kind === 'local',
    end: over ? endView(t, w, g, rows) : null,
    level: t.settings.level === 'auto' && t.source?.kind === 'local' ? w.t('level.auto', { level: w.t(`strength.${t.strength}`) }) : '',
  };
}

/** The game-end card's standings (see {@link EndView}): the winners (the engine's `winner`) first, then by total. */
function endView(t: Table, w: Say, g: GameState, rows: CountRow[]): EndView {
  const rules = rulesOf(g.variant);
  const wins = ([] as (number | null)[]).concat(g.winner ?? null);
  const target = targetOf(g);
  const standings = rows
    .map((r, i) => ({ name: r.team === null ? r.name : teamName(t, w, r.team), total: r.total, win: wins.includes(i), team: r.team, n: g.totals[i] ?? 0 }))
    .sort((a, b) => +b.win - +a.win || (rules.lowWins ? a.n - b.n : b.n - a.n))
    .map(({ n: _, ...x }) => x);
  return { title: w.t('final'), standings, target: target === null ? null : `/ ${target}`, winner: w.t('winner'), last: w.t('last-hand') };
}

/**
 * The count's arithmetic, e.g. "Bo 8 + Cy 3 = 11" or "(Bo 28) − Ana 2 = 26": shown, not decided; "" when it would
 * only repeat the score (one term equal to the points).
 */
function sum(t: Table, g: GameState): string {
  const r = g.result!;
  const win = r.winner!;
  const pip = (s: number) => r.pips[s] ?? 0;
  const pts = r.points[win] ?? 0;
  const team = rulesOf(g.variant).teams;
  const losers = [...Array(g.players).keys()].filter((s) => (team ? s % 2 : s) !== win);
  const terms = losers.map((s) => `${t.name(s)} ${pip(s)}`).join(' + ');
  const total = losers.reduce((a, s) => a + pip(s), 0);
  const own = team ? 0 : pip(win);
  if (pts === total && losers.length < 2) return '';
  return pts === total ? `${terms} = ${pts}` : pts === total - own ? `(${terms}) − ${t.name(win)} ${own} = ${num(pts)}` : `${terms} = ${total} → ${num(pts)}`;
}

/** The score sheet: the finished rounds' points per seat (team), the totals, the target. */
export function sheetView(t: Table, w: Say, g: GameState): SheetView {
  const rules = rulesOf(g.variant);
  const cols = rules.teams ? [0, 1] : [...Array(g.players).keys()];
  const points = t.state.marks.points;
  const n = rules.rounds ?? Math.max(points.length, g.round);
  const target = targetOf(g);
  return {
    title: w.t('sheet'),
    heads: cols.map((c) => (rules.teams ? w.t(`team.${c}`) : t.name(c))),
    rows: [...Array(n).keys()].map((k) => ({ label: rules.rounds && g.engine ? engineOf(k, rules.setMax) : String(k + 1), cells: cols.map((c) => (points[k] ? num(points[k]![c] ?? 0) : '')), now: k + 1 === g.round })),
    total: cols.map((c) => num(g.totals[c] ?? 0)),
    target: target === null ? null : `/ ${target}`,
  };
}

/** Mexican Train's round k (0-based) is played from the engine double 12-12, 11-11, …, 0-0 (M-2). */
const engineOf = (k: number, top: number) => `${top - k}–${top - k}`;

/** The round's last move in words, under the status line ("" before the round's first move). */
function lastMove(t: Table, w: Say): string {
  const e = logEntries(t, w).at(-1);
  return e ? e.text : '';
}

/** One line of the move log. */
export interface LogEntry {
  seat: number | null; // who moved (null: the count)
  tile: Tile | null; // the tile played, if any
  text: string;
  points: number; // what the move scored (All Fives)
}

/** The round shown, move by move (oldest first), from the game's record (the replay's when one is shown). */
export function logEntries(t: Table, w: Say, steps: { states: readonly GameState[]; actions: readonly Action[] } = t.log): LogEntry[] {
  const { states, actions } = steps;
  let from = actions.length;
  while (from > 0 && actions[from - 1]!.type !== 'next-round') from--;
  const out: LogEntry[] = [];
  for (let k = from; k < actions.length; k++) {
    const a = actions[k]!;
    const before = states[k]!;
    const after = states[k + 1];
    if (!after) break;
    const seat = before.turn;
    if (a.type === 'play') {
      const pts = after.lastScore ?? 0;
      const value = a.at ? before.ends?.[a.at] : undefined; // the end's number (it names the end once the line turns a corner)
      out.push({ seat, tile: a.tile, text: sayText(t, w, { type: 'domino-play', detail: { seat: seat!, tile: a.tile, at: a.at ?? null, points: pts, ...(value === undefined ? {} : { value }) } as { seat: number; tile: string; at: string | null; points: number } }), points: pts });
    } else if (a.type === 'draw') {
      const tile = seat !== null && t.handVisible(seat, true) ? (after.hands[seat] ?? []).find((x) => !(before.hands[seat] ?? []).includes(x)) : undefined;
      out.push({ seat, tile: null, text: sayText(t, w, { type: 'domino-draw', detail: { seat: seat!, boneyard: after.boneyard.length, ...(tile ? { tile } : {}) } }), points: 0 });
    } else if (a.type === 'pass') out.push({ seat, tile: null, text: w.t('say.pass', { who: seat ?? 0 }, seat ?? undefined), points: 0 });
    else if (a.type === 'end-turn') out.push({ seat, tile: null, text: w.t('say.end-turn', { who: seat ?? 0 }, seat ?? undefined), points: 0 });
    const r = after.result;
    if (before.phase === 'playing' && after.phase !== 'playing' && r) out.push({ seat: null, tile: null, text: `${head(t, w, r.reason, r.winner)} ${scoreLine(t, w, r.winner, r.points)}`, points: 0 });
  }
  return out;
}

/** The key help: what each key does in this game. */
export function keyHelp(w: Say, g: GameState): string {
  const r = rulesOf(g.variant);
  const parts = [w.t('keys.move'), ...(r.draws ? [w.t('keys.draw', { k: w.t('key.draw') })] : []), w.t('keys.pass', { k: w.t('key.pass') }), ...(r.chains ? [w.t('keys.end-turn', { k: w.t('key.end-turn') })] : []), w.t('keys.hint', { k: w.t('key.hint') }), w.t('keys.next-round', { k: w.t('key.next-round') })];
  return w.t('keys', { list: parts.join(', ') });
}

