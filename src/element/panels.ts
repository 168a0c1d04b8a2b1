/**
 * The parts of `<domino-table>` that a play-mode table needs only now and then, loaded on demand (dynamic
 * `import()`) as soon as an element connects, so they are here long before they are needed: the count at a round's
 * or the game's end with Mexican Train's 13-round score sheet, the pass-and-play cover, the error panel, the
 * keyboard (./keys.ts), the hint (the hard computer player's choice, shown and read aloud), the move log's panel
 * (./log-panel.ts, at its first opening) and the motion that shows each move (./motion.ts, after the first
 * render), the announcements of what happened (./sentences.ts) and the last move's line (./move-log.ts). Their
 * styles are adopted beside the element's own once this module has loaded. The element's events, and so their
 * announcements, wait for it (a round's end is never announced without its count); what the table shows first and
 * a person's move needs (status line, board name, places, the move log's button) is in the element's own bundle.
 */
import { css, html, nothing } from 'lit';
import type { CSSResult, ReactiveControllerHost, TemplateResult } from 'lit';
import type { Action, GameState, Variant } from '../engine/game.js';
import { playerRange, VARIANTS } from '../engine/game.js';
import type { Messages } from '../i18n/index.js';
import { countText } from '../i18n/panels-count.js';
import type { GameController } from './game-controller.js';
import type { Learn } from './modes/learn.js';
import type { View } from './domino-table.js';
import type { RecordLog } from './record-log.js';
import type { Board } from './view-model.js';
import { btn, mini, num } from './ui.js';
import { outcome, scoreLine } from './sentences.js';
import type * as Motion from './motion.js';
import type * as LogPanel from './log-panel.js';

export { onHandKey, onKey, onPlacesKey } from './keys.js';
export { describe, ending } from './sentences.js';
export { lastMove } from './move-log.js';

// Two more parts, each in its own chunk: the motion (loaded after the first render) and the move log's panel
// (loaded when it is first opened), with their styles.
let fx: typeof Motion | null = null;
let fxP: Promise<unknown> | null = null;
let logP: Promise<typeof LogPanel | null> | null = null;
let logs: typeof LogPanel | null = null;

/** Shows the move just made (./motion.ts) once that chunk is here; asks for it on the first call. */
export function motion(el: PanelHost): void {
  if (fx) return fx.motion(el);
  fxP ??= import('./motion.js').then(
    (m) => (el.adopt(m.motionStyles), (fx = m), m.motion(el)), // (a render that notes what the table shows)
    () => null, // without it, moves are shown without motion
  );
}

/** Notes where a hand tile is just before it is played (./motion.ts), once that chunk is here. */
export function lift(el: PanelHost, tile: unknown): void {
  fx?.lift(el, tile);
}

/** Opens or closes the move log (its panel's chunk loads on the first opening). */
export function toggleLog(el: PanelHost): void {
  (logP ??= import('./log-panel.js').then((m) => (el.adopt(m.logStyles), (logs = m)), () => null)).then((m) => m && el.put({ log: !el.st.log }));
}

/** What these parts need from the element. */
export interface PanelHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly ctl: GameController;
  readonly msg: Messages;
  readonly learn: Learn | null;
  readonly online?: { seats: { kind: string; standIn?: boolean }[] } | null; // online play: who sits where (a person elsewhere is not "thinking")
  readonly log: RecordLog;
  readonly board: Board | null; // the board as last laid out
  readonly speed: number;
  readonly variant: string;
  adopt(sheet: CSSResult): void; // adds a sheet to the element's adopted styles
  handVisible(seat: number, inPlay?: boolean): boolean;
  isHuman(seat: number): boolean;
  seatName(seat: number): string;
  who(seat: number | null): string | null; // a seat's name, null for "you" (the one person here)
  tileName(tile: string): string; // e.g. "six–four"
  placeName(place: string): string; // where a tile goes, e.g. "on the left"
  owner(place: string): string | null; // the name of the seat whose train it is, null for "you" or no train
  act(type: Action['type']): void; // an action of the person here, from a control
  newGame(): void;
  hint(): Promise<Action | null>;
  learnNow(): Promise<Learn>; // the teaching module, loaded on demand
  reveal(): void; // pass-and-play: the person to move is at the screen
  showHint(action: Action): void;
  readonly st: Readonly<View>;
  put(patch: Partial<View>): void;
  cancel(): void; // drops the selection and the hint
  playAt(place: string, kbd?: boolean): void; // plays the selected tile there
  myTurn(g: GameState): boolean;
  rove: string | null; // the hand tile that holds tabindex 0
  placeFocus: number; // the place button that holds tabindex 0
}

/** Styles of these parts: adopted beside the element's own. */
export const panelStyles = css`
  .panel { position: absolute; z-index: 2; inset: 0; margin: auto; width: min(34rem, calc(100% - 8px)); height: fit-content; max-height: calc(100% - 8px); overflow: auto; padding: 12px 14px; border-radius: 14px; background: var(--_panel); color: var(--_text); box-shadow: 0 10px 30px #0007, 0 0 0 1px #ffffff1a; text-align: center; animation: rise .3s ease-out both }
  @keyframes rise { from { opacity: 0; transform: translateY(12px) } }
  h2 { margin: 0 0 6px; font-size: 1.15rem; color: var(--_acc) }
  h2 small { font-size: .8rem; font-weight: 400; color: var(--_text); opacity: .8 }
  p { margin: 4px 0 }
  table { width: 100%; border-collapse: collapse; margin: 4px 0 8px; font-size: .85rem }
  th, td { padding: 2px 4px; border-bottom: 1px solid #ffffff1f; text-align: start; vertical-align: middle }
  .n, .sheet :is(th, td) { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap }
  .who, .error { display: flex; align-items: center; gap: 6px }
  .who { flex-wrap: wrap }
  td .minis { flex-wrap: wrap; height: auto; row-gap: 2px }
  td .up svg { height: 24px; width: 12px }
  .sum { font-family: ui-monospace, monospace; font-size: .85rem }
  .sheet { font-size: .8rem; text-align: start; margin: 6px 0 }
  summary { cursor: pointer; min-height: 24px }
  .scroll { overflow-x: auto }
  .sheet table { margin-top: 6px }
  .sheet :is(th, td) { padding: 2px 6px }
  .now { background: color-mix(in srgb, var(--_acc) 18%, #0000) }
  .error { position: relative; z-index: 3; background: #fbe3df; color: #6b1208; border-radius: 10px; padding: 6px 10px; gap: 8px; justify-content: space-between }
  .error button { background: none; font-size: 1.2rem; line-height: 1; min-width: 32px; min-height: 32px }
  .hint { outline: 2px dashed var(--_acc); outline-offset: 3px }
  .hand .hint { border-radius: 4px }
  .instant .panel { animation: none }
  .last-move { grid-area: last; margin: 0; font-size: .8rem; opacity: .9; line-height: 1.3 }
  @container (max-width: 559px) {
    .panel { padding: 8px 10px }
    h2 { font-size: 1.02rem; margin-bottom: 2px }
    p { margin: 2px 0; font-size: .88rem }
    table { font-size: .8rem; margin: 2px 0 6px }
    .last-move { font-size: .76rem; flex: 1 1 7.5rem; order: 2 }
  }
`;

const fmt = (n: number) => (n > 0 ? '+' + n : num(n));
const seatsOf = (g: GameState) => [...Array(g.players).keys()];

/** Mexican Train's score sheet: one row per round (the engine double), one column per seat; `open` unfolds it. */
export function sheet(el: PanelHost, g: GameState, open: boolean): TemplateResult {
  const m = el.msg;
  const t = countText(m);
  const seats = seatsOf(g);
  const row = (head: unknown, cell: (s: number) => unknown, cls = '') => html`<tr class=${cls}><th scope="row">${head}</th>${seats.map((s) => html`<td>${cell(s)}</td>`)}</tr>`;
  return html`<details class="sheet" ?open=${open}><summary>${t.sheet}</summary><div class="scroll"><table><thead><tr><th scope="col">${m.engine}</th>${seats.map((s) => html`<th scope="col">${el.seatName(s)}</th>`)}</tr></thead><tbody>${[...Array(13).keys()].map((r) =>
    row(`${12 - r}–${12 - r}`, (s) => el.ctl.history[r]?.[s] ?? '', r + 1 === g.round ? 'now' : ''),
  )}${row(t.total, (s) => html`<b>${g.totals[s] ?? 0}</b>`)}</tbody></table></div></details>`;
}

/** The move log over the felt when open (Mexican Train's score sheet in it). */
export function log(el: PanelHost): TemplateResult | typeof nothing {
  const g = el.ctl.game;
  return logs && el.st.log ? logs.log(el, g?.variant === 'mexican-train' ? sheet(el, g, false) : nothing) : nothing;
}

/** The count panel after a round or the game: who scored, the arithmetic, tiles and pips left, points and totals per seat or team, then Next round or New game. */
export function count(el: PanelHost, g: GameState): TemplateResult {
  const t = countText(el.msg);
  const r = g.result;
  const over = g.phase === 'game-over';
  const mx = g.variant === 'mexican-train';
  const team = g.variant === 'partnership';
  const rows = team ? [0, 1] : seatsOf(g);
  const nameOf = (s: number) => (team ? el.msg.team(s) : el.seatName(s)); // a team's members are listed beside it
  const n = (x: unknown) => html`<td class="n">${x}</td>`;
  const tiles = (s: number) => {
    const hand = g.hands[s] ?? [];
    return html`<span class="minis up" role="img" aria-label=${hand.map((x) => el.tileName(x)).join(', ') || '0'}>${hand.map((x) => mini(x, mx))}</span>`;
  };
  const sumText = r && r.winner !== null && !mx ? sum(el, g) : '';
  return html`<div class="panel" role="group" aria-labelledby="count-head"><h2 id="count-head">${outcome(el, g)}</h2>${r
    ? html`${mx ? nothing : html`<p>${scoreLine(el, r.winner, r.points)}</p>`}${sumText ? html`<p class="sum">${sumText}</p>` : nothing}<table><thead><tr><th scope="col"><span class="sr">${team ? t.team : t.player}</span></th><th scope="col">${t.left}</th>${team ? nothing : html`<th scope="col" class="n">${t.pips}</th>`}<th scope="col" class="n">${mx ? t.penalty : t.points}</th><th scope="col" class="n">${t.total}</th></tr></thead><tbody>${rows.map(
        (s) =>
          html`<tr class=${team ? 'team' + s : ''}><th scope="row">${nameOf(s)}</th>${team
            ? html`<td>${[s, s + 2].map((p) => html`<div class="who">${el.seatName(p)} ${tiles(p)} ${r.pips[p] ?? 0}</div>`)}</td>${n(fmt(r.points[s] ?? 0))}`
            : html`<td>${tiles(s)}</td>${n(r.pips[s] ?? 0)}${n(mx ? (r.points[s] ?? 0) : fmt(r.points[s] ?? 0))}`}${n(num(g.totals[s] ?? 0))}</tr>`,
      )}</tbody></table>`
    : html`<table><tbody>${rows.map((s) => html`<tr><th scope="row">${nameOf(s)}</th>${n(num(g.totals[s] ?? 0))}</tr>`)}</tbody></table>`}${mx ? sheet(el, g, over) : nothing}${over
    ? btn(t.newGame, () => el.newGame())
    : btn(t.nextRound, () => el.act('next-round'), '', el.msg.keyOf['next-round'])}</div>`;
}

/**
 * The count's arithmetic, e.g. "Bo 8 + Cy 3 = 11" or "(Bo 28) − Ana 2 = 26": shown, not decided; "" when it
 * would only repeat the score (one term equal to the points).
 */
function sum(el: PanelHost, g: GameState): string {
  const r = g.result!;
  const w = r.winner!;
  const pip = (s: number) => r.pips[s] ?? 0;
  const pts = r.points[w] ?? 0;
  const team = g.variant === 'partnership';
  const losers = (team ? [0, 1, 2, 3] : seatsOf(g)).filter((s) => (team ? s % 2 : s) !== w);
  const terms = losers.map((s) => `${el.seatName(s)} ${pip(s)}`).join(' + ');
  const total = losers.reduce((a, s) => a + pip(s), 0);
  const own = team ? 0 : pip(w);
  if (pts === total && losers.length < 2) return '';
  return pts === total ? `${terms} = ${pts}` : pts === total - own ? `(${terms}) − ${el.seatName(w)} ${own} = ${num(pts)}` : `${terms} = ${total} → ${num(pts)}`;
}

/** Pass-and-play: hands stay hidden until `who`, the next person, says they are at the screen. */
export function cover(el: PanelHost, who: string): TemplateResult {
  const ready = el.msg.ready(who);
  return html`<div class="panel" role="group" aria-label=${ready}><h2>${ready}</h2>${btn(countText(el.msg).show(who), () => el.reveal())}</div>`;
}

const unquote = (s = '') => s.replace(/^"(.*)"$/, '$1');
/** A value the page gave, as a report shows it (text in quotes); a number property reads an attribute's text as NaN: then that text. */
const shown = (el: PanelHost, name: string, v = '') => (v === 'NaN' && el.getAttribute(name) !== null ? `"${el.getAttribute(name)}"` : v);
const given = (el: PanelHost, name: string, v?: string) => unquote(shown(el, name, v));
/**
 * The words of the banner for bad input, by code: the arguments of the language's message (panels-count.ts `err`)
 * from the report's params (the engine's, or props.ts's) and the element; none: the code's words take the message.
 */
const ARGS: Record<string, (el: PanelHost, p: Record<string, string>) => (string | undefined)[] | null> = {
  'unknown-variant': (el) => [el.variant],
  'unknown-lang': (el) => [el.getAttribute('lang') ?? ''],
  'bad-players': (el, p) => {
    const r = (VARIANTS as readonly string[]).includes(el.variant) ? playerRange(el.variant as Variant) : null;
    return r && [r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`, p.given ?? given(el, 'players', p.value)];
  },
  'bad-seed': (el, p) => [given(el, 'seed', p.value)],
  'bad-options': (_, p) => (p.option ? [p.option, p.value === undefined ? undefined : unquote(p.value)] : ['']), // none: options that cannot be read
  'bad-attribute': (el, p) => [`${p.name}=${shown(el, p.name!, p.value)}`, unquote(p.used)],
};

let errors: typeof import('../i18n/errors.js') | null = null;
/** The player words for refused moves, once loaded (the first error loads them and renders again). */
function words(el: PanelHost): typeof errors {
  if (!errors) import('../i18n/errors.js').then((m) => ((errors = m), el.requestUpdate()), () => {});
  return errors;
}

/** The error message in the element's language, with a button that dismisses it. */
export function error(el: PanelHost, { code, message, params }: { code: string; message: string; params?: Record<string, string> }): TemplateResult {
  const err = countText(el.msg).err;
  const f = err[code];
  const args = ARGS[code]?.(el, params ?? {});
  const text =
    words(el)?.errorWords(el.msg.lang, code, el.ctl.game) ?? // a refused move, in player words (loaded on the first error)
    (f && args ? f(...(args as [string, string?])) : f && !ARGS[code] ? f(message.replace(/\.$/, '')) : message);
  return html`<div class="error" role="alert"><span>${text}</span><button aria-label="✕" title="OK" @click=${() => el.ctl.dismiss()}>✕</button></div>`;
}

/**
 * The hint for the person to move: in a lesson the move it waits for (its own
 * words shown), otherwise the hard computer player's choice given this round's
 * history. Shown (tile and place, or the control, highlighted) and announced;
 * never played, and no event fires. Null when no person here is to move, or
 * when the game moved on while the computer was thinking.
 */
export async function hint(el: PanelHost): Promise<Action | null> {
  const c = el.ctl;
  const g = c.game;
  const learn = el.learn;
  if (learn?.view === 'lesson') {
    const a = learn.hint();
    if (a) el.showHint(a);
    return a;
  }
  if (!g || learn?.view || !el.myTurn(g)) return null;
  const a = await c.suggest(g).catch(() => null);
  if (!a || c.game !== g) return null;
  c.say = countText(el.msg).hint(a.type, a.type === 'play' ? el.tileName(a.tile) : '', a.type === 'play' && a.at ? el.placeName(a.at) : '');
  el.showHint(a);
  el.learnNow().then((l) => l.hintReason(g, a)); // the reason, in words, from the teaching module
  return a;
}
