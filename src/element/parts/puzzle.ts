/**
 * A puzzle's panel (the template takes its view): the title with the difficulty, the task, the answer to the last
 * move (a wrong try's reason, then how the others answered), what happened since, and the controls: Hint while the
 * position waits, Try again after a failed try, Next puzzle always. At the end: "Puzzle solved", the theme, why the
 * best move beat the next best, the rating's change and why, the streak. The lesson panels' styles (./learn.ts) dress it.
 */
import { css, html, nothing } from 'lit';
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
  end: {
    title: string; // "Puzzle solved"
    theme: string; // "Theme: Doubles"
    ask: string; // "Why not one–blank?" ("" when the reason stands alone)
    why: string; // why the best move beat the next best (the evaluator's reason), else the theme's idea
    score: string; // the rating, its change and why, the streak
  } | null;
  tools: TemplateResult;
  extras: unknown;
}

/** What the puzzle panel sends besides the teaching intents. */
export type PuzzleIntent = { type: 'puzzle-again' } | { type: 'puzzle-next'; puzzle: string };

/**
 * The puzzle panel. Its end takes the place of the task (the heading says "Puzzle solved"; one line says why the best
 * move beat the next best, one the rating's change and why; Next puzzle and Play a real game lead the tools), so the
 * panel grows hardly at all and the board keeps its size.
 */
export function puzzle(p: PuzzlePanel, w: Say, send: LearnSend, own: (i: PuzzleIntent) => void): TemplateResult {
  const f = p.feed;
  const e = p.end;
  return html`<section class="learn lesson puzzle ${e ? 'pz-over' : ''}" aria-label=${p.title}>
    <div class="l-head"><h2 id="pz-h">${e ? e.title : p.title}</h2><span class="l-rating">${e ? e.theme : w.t('pz.rating', { n: p.rating })}</span></div>
    ${e
      ? html`<div class="pz-end" role="group" aria-labelledby="pz-h">
          <p class="pz-why">${e.ask ? html`<b>${e.ask}</b> ` : nothing}${e.why}</p>
          <p class="pz-score">${e.score}</p>
        </div>`
      : nothing}
    ${p.goal ? html`<p class="l-goal" aria-live="polite">${p.goal}</p>` : nothing}
    ${f && !e
      ? html`<p class="l-fb ${f.kind}" role="status">${f.kind === 'ok' ? html`<b>${w.t('ui.right')}</b> ` : f.kind === 'bad' ? html`<b aria-hidden="true">✗</b> ` : nothing}${f.msgs.map((m, i) => html`${i ? ' ' : ''}${line(w, m, send)}`)}${f.extra ? html` ${f.extra}` : nothing}</p>`
      : nothing}
    ${p.answered && !e ? html`<p class="l-intro">${w.t('pz.answered')}</p>` : nothing}
    ${p.narr.length && !e ? html`<details class="l-narr" aria-live="polite"><summary><b>${w.t('ui.narration')}:</b> <span class="l-last">${w.msg(p.narr.at(-1)!)}</span></summary>${lines(w, p.narr, send)}</details>` : nothing}
    <div class="l-bar l-tools">
      ${p.hint ? html`<button class="btn" aria-keyshortcuts=${w.t('key.hint')} @click=${() => send({ type: 'hint' })}>${w.t('hint')}</button>` : nothing}
      ${p.retry ? html`<button class="btn" @click=${() => own({ type: 'puzzle-again' })}>${w.t('pz.again')}</button>` : nothing}
      ${p.next ? html`<button class=${e ? 'btn' : 'btn quiet'} @click=${() => own({ type: 'puzzle-next', puzzle: p.next! })}>${w.t('pz.next')}</button>` : nothing}
      ${e ? html`<button class=${p.next ? 'btn quiet' : 'btn'} @click=${() => send({ type: 'real' })}>${w.t('ui.real')}</button>` : nothing}
      ${e ? nothing : p.tools /* the end card keeps to what comes next: the board keeps its room on a phone */}
    </div>
    ${p.extras}
  </section>`;
}

/** The puzzle end's styles (beside the lesson panels', ./learn.ts). */
export const puzzleStyles = css`
  /* solved, nothing is left to play: the rack gives its room to the end card (the board keeps its size) */
  .table:has(.pz-over) > .dock { display: none }
  .pz-end { display: grid; gap: 4px }
  .pz-why { padding: 6px 10px; border-radius: 8px; background: #d9f7de; color: #0d4a1b }
  .pz-score { opacity: .92 }
  /* on a phone the theme would wrap the heading onto a second line, taking the board's room */
  @container (max-width: 559px) { .pz-over .l-rating { display: none } }
`;
