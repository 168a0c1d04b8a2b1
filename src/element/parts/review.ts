/**
 * The move review panel (issue 20): the hand's moves in order, each of the person's marked with its verdict — a
 * colour, a symbol and the verdict's name (never colour alone) — its reason, the options with their values, and
 * "Try again from here". A template taking the view (../modes/review-ui.ts makes it); all text is plain text.
 */
import { css, html, nothing } from 'lit';
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
  } | null;
}

/** What the panel shows. */
export interface ReviewView {
  title: string;
  status: string | null; // "Reviewing: 2 of 5…" while it runs, or why it failed
  done: number;
  total: number;
  summary: string; // the deal's luck in words
  empty: string | null; // nothing to review
  moves: ReviewMove[];
  words: { options: string; again: string; close: string };
  mx: boolean;
}

/** What the panel's controls do. */
export interface ReviewActions {
  close(): void;
  again(step: number): void;
}

/** The symbols of the verdicts (shown with the verdict's name). */
export const SYMBOLS: Record<Verdict, string> = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** The review panel. */
export function review(v: ReviewView, on: ReviewActions): TemplateResult {
  return html`<section class="panel review" aria-labelledby="rv-h">
    <h2 id="rv-h">${v.title}</h2>
    ${v.status ? html`<p role="status">${v.status}</p>${v.total ? html`<progress max=${v.total} value=${v.done}></progress>` : nothing}` : nothing}
    ${v.summary ? html`<p class="rv-deal">${v.summary}</p>` : nothing}
    ${v.empty ? html`<p>${v.empty}</p>` : nothing}
    ${v.moves.length
      ? html`<ol class="rv-moves">${v.moves.map((x) =>
          x.mine
            ? html`<li class="rv-mine v-${x.mine.verdict}" data-step=${x.step}>
                <div class="rv-line"><span class="rv-mark"><span class="rv-sym" aria-hidden="true">${x.mine.symbol}</span> <b class="rv-verdict">${x.mine.label}</b></span> <span class="lt" aria-hidden="true">${x.tile ? mini(x.tile, v.mx) : nothing}</span><span>${x.text}</span></div>
                <p class="rv-why">${x.mine.reason}</p>
                <details><summary>${v.words.options}</summary><ul class="rv-options">${x.mine.options.map(
                  (o) => html`<li class=${o.chosen ? 'chosen' : ''}><span>${o.text}</span> <b class="n">${o.value}</b>${o.best ? html` <span class="rv-sym">${SYMBOLS.best}</span>` : nothing}</li>`,
                )}</ul></details>
                ${btn(v.words.again, () => on.again(x.step), 'quiet rv-again')}
              </li>`
            : html`<li class="rv-other"><span class="lt" aria-hidden="true">${x.tile ? mini(x.tile, v.mx) : nothing}</span><span>${x.text}</span></li>`,
        )}</ol>`
      : nothing}
    <div class="bar">${btn(v.words.close, () => on.close(), 'quiet')}</div>
  </section>`;
}

/** The review panel's styles (adopted when its chunk loads). */
export const reviewStyles = css`
  .review { max-height: 22rem; overflow-y: auto; overscroll-behavior: contain; text-align: start }
  .review h2 { text-align: center }
  .review progress { width: 100% }
  .rv-moves { margin: 0; padding: 0; list-style: none }
  .rv-moves > li { padding: 4px 6px; border-radius: 6px; margin: 2px 0 }
  .rv-other { opacity: 0.75; font-size: 0.9em; display: flex; gap: 4px; align-items: center }
  .rv-line { display: flex; gap: 6px; align-items: center; flex-wrap: wrap }
  .rv-mark { display: inline-flex; gap: 4px; align-items: center; padding: 0 6px; border-radius: 999px; border: 2px solid currentColor; font-size: 0.85em }
  .rv-why { margin: 4px 0; font-size: 0.9em }
  .rv-options { margin: 4px 0; padding-left: 1.2em }
  .rv-options .chosen { font-weight: 700 }
  .rv-options .n { font-variant-numeric: tabular-nums }
  .v-best .rv-mark { color: #7fdc8c }
  .v-good .rv-mark { color: #b8e0a0 }
  .v-inaccuracy .rv-mark { color: #f2d36b }
  .v-mistake .rv-mark { color: #f5a35c }
  .v-blunder .rv-mark { color: #ff7b7b }
  .v-mistake, .v-blunder { background: #ffffff12 }
`;
