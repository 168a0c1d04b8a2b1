/**
 * The parts of `<domino-table>` that its first paint does without, loaded on
 * demand (dynamic `import()`) as soon as an element connects: the count at a
 * round's or the game's end with Mexican Train's 13-round score sheet, the
 * pass-and-play cover, the error panel, and the hint (the hard computer
 * player's choice, shown and read aloud). Their styles are adopted beside the
 * element's own once this module has loaded; until then these parts are not
 * drawn (the element keeps its status line, board, hand and controls).
 */
import { css, html, nothing } from 'lit';
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { Action, GameState } from '../engine/index.js';
import { onPlacesKey } from './keys.js';
import { placeNumber } from './view-model.js';
import type { Messages } from '../i18n/index.js';
import { panelsText } from '../i18n/panels.js';
import type { GameController } from './game-controller.js';
import type { Learn } from './modes/learn.js';
import type { View } from './domino-table.js';
import { btn, mini } from './ui.js';
import { outcome, scoreLine, teamName } from './announce.js';

export { boardLabel, describe, ending } from './announce.js';
export { onHandKey, onKey } from './keys.js';

/** What these parts need from the element. */
export interface PanelHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly ctl: GameController;
  readonly msg: Messages;
  readonly learn: Learn | null;
  readonly variant: string;
  isHuman(seat: number): boolean;
  seatName(seat: number): string;
  who(seat: number): string | null; // a seat's name, null for "you" (the one person here)
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

/** Styles of these parts, and of what only shows once a game is under way (selection, places, last tile, markers): adopted beside the element's own. */
export const panelStyles = css`
  .panel { justify-self: center; width: min(34rem, 100%); padding: 14px 16px; border-radius: 14px; background: #0a1810d1; box-shadow: 0 10px 30px #0007; text-align: center; animation: rise .35s ease-out both }
  @keyframes rise { from { opacity: 0; transform: translateY(12px) } }
  h2 { margin: 0 0 8px; font-size: 1.25rem; color: var(--_acc) }
  p { margin: 6px 0 }
  table { width: 100%; border-collapse: collapse; margin: 8px 0 12px; font-size: .85rem }
  th, td { padding: 3px 4px; border-bottom: 1px solid #ffffff1f; text-align: start }
  .n, .sheet :is(th, td) { text-align: end; font-variant-numeric: tabular-nums }
  .who, .error { display: flex; align-items: center; gap: 6px }
  .who { flex-wrap: wrap }
  .sum { font-family: ui-monospace, monospace; font-size: .9rem }
  .sheet { font-size: .8rem }
  summary { cursor: pointer }
  .scroll { overflow-x: auto }
  .sheet table { margin-top: 6px }
  .table > .sheet table { width: auto; margin-bottom: 0; font-size: inherit }
  .sheet :is(th, td) { padding: 2px 6px }
  .now { background: #ffd45c2e }
  .error { background: #fbe3df; color: #6b1208; border-radius: 10px; padding: 8px 12px; gap: 8px; justify-content: space-between }
  .error button { background: none; font-size: 1.2rem; line-height: 1 }
  .marker { display: inline-block; width: .8em; height: .8em; border-radius: 50%; background: #e0483e; border: 2px solid #fff; vertical-align: -.1em }
  .plate circle { fill: #e0483e; stroke: #fff; stroke-width: .08 }
  .last .face { stroke: var(--_acc); stroke-width: .07 }
  .open .face { stroke: #ff6b5a; stroke-width: .09; animation: glow 1.2s ease-in-out infinite alternate }
  @keyframes glow { to { stroke-opacity: .35 } }
  .target { cursor: pointer }
  .target rect { fill: #ffd45c2e; stroke: var(--_acc); stroke-width: .07; stroke-dasharray: .2 .12; animation: pulse 1s ease-in-out infinite alternate }
  .focus rect, .target:hover rect { fill: #ffd45c73 }
  @keyframes pulse { to { fill-opacity: .5 } }
  .places { display: contents }
  .btn:active { transform: translateY(1px) }
  .hand :is(.sel, .hint) { transform: translateY(-11px); filter: drop-shadow(0 0 6px var(--_acc)) }
  .hint { outline: 2px dashed var(--_acc); outline-offset: 3px }
  .hand .hint { border-radius: 4px }
  .instant .panel { animation: none }
`;

const fmt = (n: number) => (n > 0 ? '+' + n : n < 0 ? '−' + -n : '0');
const seatsOf = (g: GameState) => [...Array(g.players).keys()];

/** Mexican Train's score sheet: one row per round (the engine double), one column per seat; `open` unfolds it. */
export function sheet(el: PanelHost, g: GameState, open: boolean): TemplateResult {
  const m = el.msg;
  const t = panelsText(m.lang);
  const seats = seatsOf(g);
  const row = (head: unknown, cell: (s: number) => unknown, cls = '') => html`<tr class=${cls}><th scope="row">${head}</th>${seats.map((s) => html`<td>${cell(s)}</td>`)}</tr>`;
  return html`<details class="sheet" ?open=${open}><summary>${t.sheet}</summary><div class="scroll"><table><thead><tr><th scope="col">${m.engine}</th>${seats.map((s) => html`<th scope="col">${el.seatName(s)}</th>`)}</tr></thead><tbody>${[...Array(13).keys()].map((r) =>
    row(`${12 - r}–${12 - r}`, (s) => el.ctl.history[r]?.[s] ?? '', r + 1 === g.round ? 'now' : ''),
  )}${row(t.total, (s) => html`<b>${g.totals[s] ?? 0}</b>`)}</tbody></table></div></details>`;
}

/** The count panel after a round or the game: who scored, the arithmetic, pips and totals per seat or team, then Next round or New game. */
export function count(el: PanelHost, g: GameState): TemplateResult {
  const t = panelsText(el.msg.lang);
  const r = g.result;
  const over = g.phase === 'game-over';
  const mx = g.variant === 'mexican-train';
  const team = g.variant === 'partnership';
  const rows = team ? [0, 1] : seatsOf(g);
  const nameOf = (s: number) => (team ? teamName(el, s) : el.seatName(s));
  const n = (x: unknown) => html`<td class="n">${x}</td>`;
  const pips = (s: number) => {
    const hand = g.hands[s] ?? [];
    return html`<span class="minis up" role="img" aria-label=${hand.map((x) => el.tileName(x)).join(', ') || '0'}>${hand.map((x) => mini(x, mx))}</span> ${r?.pips[s] ?? 0}`;
  };
  return html`<div class="panel" role="group" aria-labelledby="count-head"><h2 id="count-head">${outcome(el, g)}</h2>${r
    ? html`${mx ? nothing : html`<p>${scoreLine(el, r.winner, r.points)}</p>`}${r.winner !== null && !mx ? html`<p class="sum">${sum(el, g)}</p>` : nothing}<table><thead><tr><th scope="col"></th><th scope="col">${t.pips}</th>${team ? nothing : html`<th scope="col" class="n">${t.points}</th>`}<th scope="col" class="n">${t.total}</th></tr></thead><tbody>${rows.map(
        (s) =>
          html`<tr class=${team ? 'team' + s : ''}><th scope="row">${nameOf(s)}</th>${team
            ? html`<td>${[s, s + 2].map((p) => html`<div class="who">${el.seatName(p)} ${pips(p)}</div>`)}</td>${n(`+${r.points[s] ?? 0} → ${g.totals[s] ?? 0}`)}`
            : html`<td>${pips(s)}</td>${n(fmt(r.points[s] ?? 0))}${n(g.totals[s] ?? 0)}`}</tr>`,
      )}</tbody></table>`
    : html`<table><tbody>${rows.map((s) => html`<tr><th scope="row">${nameOf(s)}</th>${n(g.totals[s] ?? 0)}</tr>`)}</tbody></table>`}${mx ? sheet(el, g, over) : nothing}${over
    ? btn(t.newGame, () => el.newGame())
    : btn(t.nextRound, () => el.act('next-round'), '', 'N')}</div>`;
}

/** The count's arithmetic, e.g. "Bo 8 + Cy 3 = 11" or "(Bo 28) − Ana 2 = 26": shown, not decided. */
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
  return pts === total ? `${terms} = ${pts}` : pts === total - own ? `(${terms}) − ${el.seatName(w)} ${own} = ${pts}` : `${terms} = ${total} → ${pts}`;
}

/** The places the selected tile fits (when more than one), as buttons, then Cancel; arrow keys move among them. */
export function places(el: PanelHost, g: GameState, list: string[]): TemplateResult {
  const m = el.msg;
  return html`<div class="places" role="group" aria-label=${m.places} @keydown=${(e: KeyboardEvent) => onPlacesKey(el, e, list.length)}>${list.map((p, i) =>
    btn(m.place(p, el.owner(p), placeNumber(g, p)), (e) => el.playAt(p, !e.detail), '', undefined, i === el.placeFocus ? 0 : -1),
  )}${btn(m.cancel, () => el.cancel(), 'quiet')}</div>`;
}

/** Pass-and-play: hands stay hidden until `who`, the next person, says they are at the screen. */
export function cover(el: PanelHost, who: string): TemplateResult {
  const ready = el.msg.ready(who);
  return html`<div class="panel" role="group" aria-label=${ready}><h2>${ready}</h2>${btn(panelsText(el.msg.lang).show(who), () => el.reveal())}</div>`;
}

let errors: typeof import('../i18n/errors.js') | null = null;
/** The player words for refused moves, once loaded (the first error loads them and renders again). */
function words(el: PanelHost): typeof errors {
  if (!errors) import('../i18n/errors.js').then((m) => ((errors = m), el.requestUpdate()), () => {});
  return errors;
}

/** The error message in the element's language, with a button that dismisses it. */
export function error(el: PanelHost, { code, message }: { code: string; message: string }): TemplateResult {
  const err = el.msg.err;
  const f = err[code];
  const text =
    words(el)?.errorWords(el.msg.lang, code, el.ctl.game) ?? // a refused move, in player words (loaded on the first error)
    (code === 'unknown-variant'
      ? f!(el.variant)
      : code === 'unknown-lang'
        ? f!(el.getAttribute('lang') ?? '')
        : code === 'bad-options' && message.startsWith(f!('').slice(0, 6))
          ? message
          : f
            ? f(message.replace(/\.$/, ''))
            : message);
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
  c.say = panelsText(el.msg.lang).hint(a.type, a.type === 'play' ? el.tileName(a.tile) : '', a.type === 'play' && a.at ? el.placeName(a.at) : '');
  el.showHint(a);
  el.learnNow().then((l) => l.hintReason(g, a)); // the reason, in words, from the teaching module
  return a;
}
