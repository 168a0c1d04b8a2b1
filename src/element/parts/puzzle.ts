/**
 * A puzzle's panel (the template takes its view): the title with the difficulty, the task, the answer to the last
 * move (a wrong try's reason, then how the others answered), what happened since, and the controls: Hint while the
 * position waits, Try again after a failed try, Next puzzle always. At the end: solved (in how many tries), the
 * theme, the rating's change and the streak. The lesson panels' styles (./learn.ts) dress it.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Msg } from '../../words/format.js';
import type { Say } from '../../words/words.js';
import type { Feed } from '../../table/sources/lesson.js';
import { line, lines } from './learn.js';
import type { LearnSend } from './learn.js';

/** What a puzzle's panel shows. */
export interface PuzzlePanel {
  title: string; // "Puzzle pt-012" or "Puzzle of the day"
  rating: number; // the puzzle's difficulty
  goal: string | null; // while the person is to move
  feed: Feed | null;
  narr: Msg[];
  hint: boolean;
  retry: boolean; // a failed try's reply was played: Try again
  answered: boolean; // a failed try: its reply is being, or was, played
  next: string | null; // the next puzzle's id
  end: { solved: boolean; tries: number; theme: string; rating: number; change: number; streak: number } | null;
  tools: TemplateResult;
  extras: unknown;
}

/** What the puzzle panel sends besides the teaching intents. */
export type PuzzleIntent = { type: 'puzzle-again' } | { type: 'puzzle-next'; puzzle: string };

/** The puzzle panel. */
export function puzzle(p: PuzzlePanel, w: Say, send: LearnSend, own: (i: PuzzleIntent) => void): TemplateResult {
  const f = p.feed;
  const e = p.end;
  const sign = (d: number) => (d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0');
  return html`<section class="learn lesson puzzle" aria-label=${p.title}>
    <div class="l-head"><h2>${p.title}</h2><span class="l-rating">${w.t('pz.rating', { n: p.rating })}</span></div>
    ${e
      ? html`<div class="l-end" role="group" aria-labelledby="pz-end-h">
          <div class="l-top"><h3 id="pz-end-h">${e.solved ? w.t('pz.solved', { n: e.tries }) : w.t('pz.solved.not')}</h3></div>
          <div class="l-bar">
            ${p.next ? html`<button class="btn" @click=${() => own({ type: 'puzzle-next', puzzle: p.next! })}>${w.t('pz.next')}</button>` : nothing}
            <button class=${p.next ? 'btn quiet' : 'btn'} @click=${() => send({ type: 'real' })}>${w.t('ui.real')}</button>
          </div>
          <p>${w.t('pz.theme', { name: e.theme })}</p>
          <p class="l-why">${w.t('pz.score', { r: e.rating, d: sign(e.change), s: e.streak })}</p>
        </div>`
      : nothing}
    ${p.goal ? html`<p class="l-goal" aria-live="polite">${p.goal}</p>` : nothing}
    ${f
      ? html`<p class="l-fb ${f.kind}" role="status">${f.kind === 'ok' ? html`<b>${w.t('ui.right')}</b> ` : f.kind === 'bad' ? html`<b aria-hidden="true">✗</b> ` : nothing}${f.msgs.map((m, i) => html`${i ? ' ' : ''}${line(w, m, send)}`)}${f.extra ? html` ${f.extra}` : nothing}</p>`
      : nothing}
    ${p.answered ? html`<p class="l-intro">${w.t('pz.answered')}</p>` : nothing}
    ${p.narr.length ? html`<details class="l-narr" aria-live="polite"><summary><b>${w.t('ui.narration')}:</b> <span class="l-last">${w.msg(p.narr.at(-1)!)}</span></summary>${lines(w, p.narr, send)}</details>` : nothing}
    <div class="l-bar l-tools">
      ${p.hint ? html`<button class="btn" aria-keyshortcuts=${w.t('key.hint')} @click=${() => send({ type: 'hint' })}>${w.t('hint')}</button>` : nothing}
      ${p.retry ? html`<button class="btn" @click=${() => own({ type: 'puzzle-again' })}>${w.t('pz.again')}</button>` : nothing}
      ${p.next && !e ? html`<button class="btn quiet" @click=${() => own({ type: 'puzzle-next', puzzle: p.next! })}>${w.t('pz.next')}</button>` : nothing}
      ${p.tools}
    </div>
    ${p.extras}
  </section>`;
}
