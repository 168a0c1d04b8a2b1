/**
 * The replay panel: step controls, a slider to scrub, the move list (oldest first, newest last; a click goes to the
 * position after that move; beside the board on a wide table, under it on a phone), the author's note, the step's
 * narration, and the rules and the table's knowledge.
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import type { MoveItem } from '../../table/view-moves.js';
import type { Msg } from '../../words/format.js';
import type { Say } from '../../words/words.js';
import { lines } from './learn.js';
import type { LearnSend } from './learn.js';
import { mini } from './ui.js';

/** What the replay panel shows. */
export interface ReplayPanel {
  pos: number;
  total: number;
  auto: boolean;
  note: string | null;
  narr: Msg[];
  tools: TemplateResult;
  extras: unknown;
  moves: MoveItem[]; // every move of the record, oldest first
  mx: boolean; // the double-twelve set's coloured pips
  make?: () => void; // "Make a lesson or puzzle from this moment" (../modes/make.ts)
}

/** Keeps the current move in the middle of the list's view (the list scrolls, never the page). */
function keepCurrent(list: Element | undefined): void {
  if (!(list instanceof HTMLElement)) return;
  requestAnimationFrame(() => {
    const li = list.querySelector('[aria-current]')?.closest('li');
    if (li) list.scrollTop = Math.max(0, li.offsetTop - (list.clientHeight - li.offsetHeight) / 2);
  });
}

const ICON: Record<string, string> = {
  first: 'M3 3h2v10H3zM13 3 6 8l7 5z',
  previous: 'M12 3 4 8l8 5z',
  next: 'M4 3l8 5-8 5z',
  last: 'M11 3h2v10h-2zM3 3l7 5-7 5z',
  play: 'M4 2.5l10 5.5-10 5.5z',
  pause: 'M3.5 3h3v10h-3zM9.5 3h3v10h-3z',
};
const icon = (k: string) => html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${ICON[k]!} fill="currentColor" /></svg>`;

/** The replay panel. */
export function replay(p: ReplayPanel, w: Say, send: LearnSend): TemplateResult {
  const t = (k: string, params?: Record<string, number>) => w.t(`ui.${k}`, params);
  const k = p.pos;
  const btn = (name: 'first' | 'previous' | 'next' | 'last', to: number, off: boolean, keys: string) =>
    html`<button class="btn quiet" aria-label=${t(name)} title=${t(name)} aria-disabled=${off ? 'true' : 'false'} aria-keyshortcuts=${keys} @click=${() => !off && send({ type: 'step', to })}>${icon(name)}</button>`;
  const nothingYet = t('nothing');
  return html`<section class="learn replay" aria-label=${t('replay')}>
    <div class="l-bar" role="toolbar" aria-label=${t('replay')}>
      ${btn('first', 0, k === 0, 'Home')}${btn('previous', k - 1, k === 0, 'ArrowLeft')}
      <button class="btn l-play" aria-pressed=${p.auto ? 'true' : 'false'} aria-keyshortcuts="Space" @click=${() => send({ type: 'autoplay' })}>${icon(p.auto ? 'pause' : 'play')}${t(p.auto ? 'pause' : 'play')}</button>
      ${btn('next', k + 1, k >= p.total, 'ArrowRight')}${btn('last', p.total, k >= p.total, 'End')}
      <span class="l-pos" aria-live="polite">${p.total ? t('stepOf', { k, n: p.total }) : nothingYet.charAt(0).toUpperCase() + nothingYet.slice(1) /* not "Step 0 of 0" */}</span>
    </div>
    <label class="r-scrub"><span class="sr">${t('scrub')}</span><input type="range" class="r-slider" min="0" max=${p.total} step="1" .value=${String(k)} ?disabled=${!p.total} aria-valuetext=${t('stepOf', { k, n: p.total })} @input=${(e: Event) => send({ type: 'step', to: Number((e.target as HTMLInputElement).value) })} /></label>
    <ol class="r-moves" aria-label=${t('moveList')} ${ref((el) => keepCurrent(el))}>
      <li><button class="r-move" aria-current=${k === 0 ? 'step' : nothing} @click=${() => send({ type: 'step', to: 0 })}><span class="r-n">0</span><span class="r-t">${t('dealt')}</span></button></li>
      ${p.moves.map(
        (m) => html`<li class=${m.seat === null ? 'r-round' : ''}><button class="r-move" aria-current=${m.step === k ? 'step' : nothing} @click=${() => send({ type: 'step', to: m.step })}><span class="r-n">${m.step}</span>${m.tile ? html`<span class="r-tile" aria-hidden="true">${mini(m.tile, p.mx)}</span>` : nothing}<span class="r-t">${m.text}</span>${m.mark ? html`<span class="r-mark v-${m.mark.verdict}"><span aria-hidden="true">${m.mark.symbol}</span> ${m.mark.label}</span>` : nothing}${m.points ? html`<b class="plus">+${m.points}</b>` : nothing}</button>${m.end ? html`<span class="r-end">${m.end}</span>` : nothing}</li>`,
      )}
    </ol>
    ${p.note ? html`<p class="l-note"><b>${t('note')}:</b> ${p.note}</p>` : nothing}
    ${p.narr.length ? html`<div class="l-narr" aria-label=${t('narration')}>${lines(w, p.narr, send)}</div>` : nothing}
    <div class="l-bar">${p.make ? html`<button class="btn quiet r-make" @click=${p.make}>${t('make')}</button>` : nothing}${p.tools}</div>
    ${p.extras}
    <p class="help">${t('replayKeys')}</p>
  </section>`;
}

/**
 * The replay's styles: the slider, the move list; on a wide table (900 px and more) the panel stands beside the
 * seats and the board, the full height, and the list takes what the panel leaves.
 */
export const replayStyles = css`
  .l-pos { margin-inline-start: 4px; font-variant-numeric: tabular-nums; font-weight: 600 }
  .r-mark { flex: none; padding: 0 5px; border-radius: 999px; border: 2px solid currentColor; font-size: 0.78em; font-weight: 700 }
  .r-mark.v-best { color: #7fdc8c }
  .r-mark.v-good { color: #b8e0a0 }
  .r-mark.v-inaccuracy { color: #f2d36b }
  .r-mark.v-mistake { color: #f5a35c }
  .r-mark.v-blunder { color: #ff7b7b }
  .r-scrub { display: flex; align-items: center; min-height: 32px }
  .r-slider { flex: 1 1 auto; width: 100%; min-height: 28px; margin: 0; accent-color: var(--_acc); cursor: pointer }
  .r-moves { position: relative; margin: 0; padding: 2px; list-style: none; max-height: 7.4rem; overflow-y: auto; overscroll-behavior: contain; border-radius: 8px; background: #00000038 }
  .r-move { display: flex; align-items: center; gap: 6px; width: 100%; min-height: 30px; padding: 2px 8px; border: 0; border-radius: 6px; background: none; color: inherit; font: inherit; font-size: .88rem; text-align: start; cursor: pointer; -webkit-tap-highlight-color: transparent }
  .r-move:hover { background: #ffffff14 }
  .r-move:focus-visible { outline: 2px solid var(--_focus, #ffe27a); outline-offset: -2px }
  .r-move[aria-current] { background: #ffd45c38; box-shadow: inset 4px 0 var(--_acc); font-weight: 600 }
  .r-n { flex: 0 0 2.2em; opacity: .7; font-variant-numeric: tabular-nums; text-align: end }
  .r-tile { display: inline-flex; flex: 0 0 auto }
  .r-tile svg { width: 10px; height: 20px; display: block }
  .r-t { flex: 1 1 auto; min-width: 0 }
  .r-move .plus { color: var(--_acc) }
  .r-round .r-move { font-weight: 600; border-top: 1px solid #ffffff2e; border-radius: 0 }
  .r-make { min-height: 44px }
  .r-end { display: block; padding: 0 8px 4px calc(2.2em + 14px); font-size: .8rem; opacity: .85 }
  /* narrower: Review this hand (and Back to the game after "Replay this hand") above the replay's panel, in view */
  @container (max-width: 899px) {
    .table > .learn-slot:has(> .review-open) { display: flex; flex-direction: column }
    .learn-slot > .review-open { order: -1; flex: none; display: flex; gap: 6px; justify-content: center; padding: 0 0 6px }
    .learn-slot > .review-open .btn { flex: 1 1 0; min-width: 0; padding-inline: 8px; font-size: .88rem; line-height: 1.15 }
  }
  @container (min-width: 900px) {
    .table:has(> .learn-slot > .replay) { display: grid; grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem); grid-template-rows: auto auto minmax(0, 1fr) auto; grid-template-areas: 'top top' 'north list' 'mid list' 'south list' }
    .table:has(> .learn-slot > .replay) > * { grid-column: 1 / -1 }
    .table:has(> .learn-slot > .replay) > .top { grid-area: top }
    .table:has(> .learn-slot > .replay) > .seats.north { grid-area: north }
    .table:has(> .learn-slot > .replay) > .mid { grid-area: mid }
    .table:has(> .learn-slot > .replay) > .seats.south { grid-area: south }
    .table > .learn-slot:has(> .replay) { grid-area: list; max-height: none; min-height: 0; display: flex }
    .learn.replay { display: flex; flex-direction: column; width: 100%; min-height: 100% }
    .replay .r-moves { flex: 1 1 10rem; max-height: none; min-height: 8rem }
    .table > .learn-slot:has(> .replay):has(> .review-open) { flex-direction: column }
    .learn-slot:has(> .review-open) > .learn.replay { flex: 1 1 auto; min-height: 0 }
    .learn-slot > .review-open { flex: none }
  }
`;
