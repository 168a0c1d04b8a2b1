/**
 * The move review panel (issue 20): the hand's moves in order, each of the person's marked with its verdict — a
 * colour, a symbol and the verdict's name (never colour alone) — its reason, the options with their values, and
 * "Try again from here". A template taking the view (../modes/review-ui.ts makes it); all text is plain text.
 */
import { css, html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
import type { TemplateResult } from 'lit';
import type { Verdict } from '../../ai/review.js';
import { btn, mini } from './ui.js';

/** One move of the hand; `mine` for a reviewed decision of the person. */
export interface ReviewMove {
  step: number; // the record's step before the move
  text: string;
  tile: string | null;
  mine: {
    verdict: Verdict;
    symbol: string;
    label: string;
    reason: string;
    options: { text: string; value: string; chosen: boolean; best: boolean }[];
    again: boolean; // "Try again from here" (not where the move played was the best found)
    current: boolean; // the board shows this decision
  } | null;
}

/** What the panel shows. */
export interface ReviewView {
  title: string;
  status: string | null; // "Reviewing: 2 of 5…" while it runs, or why it failed
  done: number;
  total: number;
  summary: string; // the deal's luck in words
  legend: string; // what the values and verdicts mean, in one sentence
  empty: string | null; // nothing to review
  moves: ReviewMove[];
  at: string | null; // "Decision 2 of 5" while the board shows one
  prev: number | null; // the steps of the decisions before and after the one shown
  next: number | null;
  words: { options: string; again: string; close: string; previous: string; next: string; make: string };
  mx: boolean;
}

/** What the panel's controls do. */
export interface ReviewActions {
  close(): void;
  again(step: number): void;
  show(step: number): void; // the board at that decision
  make(): void; // "Make a lesson or puzzle from this moment": the decision shown, else the hand's last step
}

/** The symbols of the verdicts (shown with the verdict's name). */
export const SYMBOLS: Record<Verdict, string> = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Keeps the decision shown in the list's view (the list scrolls, never the page). */
function keepCurrent(list: Element | undefined): void {
  if (!(list instanceof HTMLElement)) return;
  requestAnimationFrame(() => {
    const li = list.querySelector<HTMLElement>('.rv-now');
    const box = list.closest<HTMLElement>('.rv-body');
    if (!li || !box) return;
    const top = li.offsetTop; // (the scrolling body is the list's offset parent)
    if (top < box.scrollTop || top + li.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, top - 8);
  });
}

const arrow = (d: string) => html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${d} fill="currentColor" /></svg>`;

/**
 * The review panel. Each of the person's decisions is `part="review-item"` with `data-step` (the record's step
 * before the move); choosing it (its first line is a button) shows the board at that step.
 */
export function review(v: ReviewView, on: ReviewActions): TemplateResult {
  const nav = (label: string, to: number | null, d: string, keys: string) =>
    html`<button class="btn quiet rv-nav" aria-label=${label} title=${label} aria-keyshortcuts=${keys} aria-disabled=${to === null ? 'true' : 'false'} @click=${() => to !== null && on.show(to)}>${arrow(d)}</button>`;
  return html`<section class="panel review" aria-labelledby="rv-h">
    <h2 id="rv-h">${v.title}</h2>
    <div class="rv-body">
    ${v.status ? html`<p role="status">${v.status}</p>${v.total ? html`<progress max=${v.total} value=${v.done}></progress>` : nothing}` : nothing}
    ${v.summary ? html`<p class="rv-deal">${v.summary}</p>` : nothing}
    ${v.moves.some((x) => x.mine) ? html`<p class="rv-legend">${v.legend}</p>` : nothing}
    ${v.empty ? html`<p>${v.empty}</p>` : nothing}
    ${v.moves.length
      ? html`<ol class="rv-moves" ${ref((el) => keepCurrent(el))}>${v.moves.map((x) =>
          x.mine
            ? html`<li part="review-item" class="rv-mine v-${x.mine.verdict} ${x.mine.current ? 'rv-now' : ''}" data-step=${x.step}>
                <button class="rv-line" aria-current=${x.mine.current ? 'step' : 'false'} @click=${() => on.show(x.step)}><span class="rv-mark"><span class="rv-sym" aria-hidden="true">${x.mine.symbol}</span> <b class="rv-verdict">${x.mine.label}</b></span> <span class="lt" aria-hidden="true">${x.tile ? mini(x.tile, v.mx) : nothing}</span><span>${x.text}</span></button>
                <p class="rv-why">${x.mine.reason}</p>
                <details><summary>${v.words.options}</summary><ul class="rv-options">${x.mine.options.map(
                  (o) => html`<li class=${o.chosen ? 'chosen' : ''}><span>${o.text}</span> <b class="n">${o.value}</b>${o.best ? html` <span class="rv-sym">${SYMBOLS.best}</span>` : nothing}</li>`,
                )}</ul></details>
                ${x.mine.again ? btn(v.words.again, () => on.again(x.step), 'quiet rv-again') : nothing}
              </li>`
            : html`<li class="rv-other"><span class="lt" aria-hidden="true">${x.tile ? mini(x.tile, v.mx) : nothing}</span><span>${x.text}</span></li>`,
        )}</ol>`
      : nothing}
    </div>
    <div class="bar rv-bar">${v.at !== null
      ? html`${nav(v.words.previous, v.prev, 'M12 3 4 8l8 5z', 'ArrowLeft')}<span class="rv-at" aria-live="polite">${v.at}</span>${nav(v.words.next, v.next, 'M4 3l8 5-8 5z', 'ArrowRight')}`
      : nothing}${btn(v.words.close, () => on.close(), 'quiet')}</div>
    <div class="bar rv-make">${btn(v.words.make, () => on.make(), 'quiet')}</div>
  </section>`;
}

/** The review panel's styles (adopted when its chunk loads). */
export const reviewStyles = css`
  /* beside the board on a wide table, under it on a narrow one: the board shows the decision chosen */
  .learn-slot > .review { position: relative; inset: auto; z-index: 1; margin: 0; width: auto; height: auto; max-height: none; flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; overflow: hidden; padding: 8px 10px 0; text-align: start; animation: none; box-shadow: 0 0 0 1px #ffffff1a }
  .table > .learn-slot:has(> .review) { display: flex; flex-direction: column; overflow: hidden; flex: 0 1 44%; max-height: 44%; min-height: 8rem; border-radius: 12px }
  .table:has(> .learn-slot > .review) > .dock { display: none }
  @container (min-width: 720px) {
    .table:has(> .learn-slot > .review) { padding-right: calc(min(24rem, 36%) + 18px) }
    .table > .learn-slot:has(> .review) { position: absolute; z-index: 3; top: 10px; bottom: 10px; right: 10px; width: min(24rem, 36%); max-height: none }
    .table:has(> .learn-slot > .review) > .dock { display: flex }
  }
  .review h2 { text-align: center; flex: none }
  .rv-body { position: relative; flex: 1 1 auto; min-height: 0; overflow: auto; overscroll-behavior: contain }
  .review progress { width: 100% }
  .rv-legend { font-size: .8rem; opacity: .85; margin: 2px 0 6px }
  .rv-moves { margin: 0; padding: 0; list-style: none }
  .rv-moves > li { padding: 4px 6px; border-radius: 6px; margin: 2px 0 }
  .rv-other { opacity: 0.75; font-size: 0.9em; display: flex; gap: 4px; align-items: center }
  .rv-line { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; width: 100%; min-height: 44px; padding: 2px 4px; margin: 0; border-radius: 8px; background: none; text-align: start }
  .rv-line:hover { background: #ffffff14 }
  .rv-now { outline: 2px solid var(--_acc); outline-offset: -2px; background: color-mix(in srgb, var(--_acc) 14%, #0000) }
  .rv-mark { display: inline-flex; gap: 4px; align-items: center; padding: 0 6px; border-radius: 999px; border: 2px solid currentColor; font-size: 0.85em }
  .rv-why { margin: 4px 0; font-size: 0.9em }
  .rv-options { margin: 4px 0; padding-left: 1.2em }
  .rv-options .chosen { font-weight: 700 }
  .rv-options .n { font-variant-numeric: tabular-nums }
  .review summary { padding: 11px 0; line-height: 22px } /* a 44 px target */
  .rv-bar { flex: none; display: flex; gap: 6px; align-items: center; justify-content: center; padding: 6px 0 8px; border-top: 1px solid #ffffff1f }
  .rv-make { flex: none; display: flex; justify-content: center; padding: 0 0 8px }
  .rv-make .btn { min-height: 44px; white-space: normal }
  .rv-nav { min-width: 44px; padding: 0 10px }
  .rv-nav[aria-disabled=true] { opacity: .4; cursor: default }
  .rv-at { font-size: .85rem; font-variant-numeric: tabular-nums; flex: 1 1 auto; text-align: center }
  .v-best .rv-mark { color: #7fdc8c }
  .v-good .rv-mark { color: #b8e0a0 }
  .v-inaccuracy .rv-mark { color: #f2d36b }
  .v-mistake .rv-mark { color: #f5a35c }
  .v-blunder .rv-mark { color: #ff7b7b }
  .v-mistake, .v-blunder { background: #ffffff12 }
`;
