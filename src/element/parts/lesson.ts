/**
 * A lesson's panel: what to do first (the goal, or the lesson's end), the answer to the last move, the lesson's idea
 * in one sentence while its first goal is open (the rest folded under it), what happened
 * since (folded: its last sentence shows), and the controls pinned at the panel's bottom: Hint always in reach. The
 * end card is brought into view by the Learn mode when it opens.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Msg } from '../../words/format.js';
import type { Say } from '../../words/words.js';
import type { Feed } from '../../table/sources/lesson.js';
import { line, lines, stars } from './learn.js';
import type { LearnSend } from './learn.js';

/** What a lesson's panel shows. */
export interface LessonPanel {
  title: string;
  step: number; // the goal now (0-based)
  steps: number;
  over: boolean;
  goal: string | null; // the goal in words, while the learner is to act
  feed: Feed | null;
  intro: string | null;
  narr: Msg[];
  hint: boolean; // Hint offered (the learner is to act)
  deal: boolean; // the goal is to deal the next hand: its button
  back: boolean; // the Draw game: Draw from the back (D-16)
  backHinted: boolean;
  progress: string | null; // "2 of 7 done" (several lessons)
  list: { id: string; title: string; stars: number; current: boolean }[] | null; // the lesson list, when open
  end: { stars: number; hints: number; wrong: number; summary: string | null; allDone: boolean; next: string | null } | null;
  tools: TemplateResult; // Rules and "What the table knows"
  extras: unknown; // the rules card and the table's knowledge, when open
}

/** The lesson panel. */
export function lesson(p: LessonPanel, w: Say, send: LearnSend): TemplateResult {
  const t = (k: string, params?: Record<string, string | number>) => w.t(`ui.${k}`, params);
  const f = p.feed;
  return html`<section class="learn lesson" aria-label=${t('lesson')}>
    <div class="l-head"><h2>${p.title}</h2><span class="l-dots" role="img" aria-label=${t('stepDots', { k: Math.min(p.step + 1, p.steps), n: p.steps })}>${[...Array(p.steps).keys()].map((i) => html`<i class=${i < p.step || p.over ? 'on' : ''}></i>`)}</span></div>
    ${p.end ? end(p, w, send) : nothing}
    ${p.goal ? html`<p class="l-goal" aria-live="polite">${t('goal')}: ${p.goal}</p>` : nothing}
    ${f ? feed(p, w, send) : nothing}
    ${p.intro ? intro(p.intro) : nothing}
    ${p.narr.length ? html`<details class="l-narr" aria-live="polite"><summary><b>${t('narration')}:</b> <span class="l-last">${w.msg(p.narr.at(-1)!)}</span></summary>${lines(w, p.narr, send)}</details>` : nothing}
    <div class="l-bar l-tools">
      ${p.hint ? html`<button class="btn" aria-keyshortcuts=${w.t('key.hint')} @click=${() => send({ type: 'hint' })}>${w.t('hint')}</button>` : nothing}
      ${p.deal ? html`<button class="btn" aria-keyshortcuts=${w.t('key.next-round')} @click=${() => send({ type: 'act', action: { type: 'next-round' } })}>${t('deal')}</button>` : nothing}
      ${p.back ? html`<button class="btn quiet ${p.backHinted ? 'hint' : ''}" @click=${() => send({ type: 'act', action: { type: 'draw', from: 'back' } })}>${t('drawBack')}</button>` : nothing}
      ${p.progress ? html`<button class="btn quiet l-prog" aria-expanded=${p.list ? 'true' : 'false'} @click=${() => send({ type: 'lessons' })}>${t('lessons')}<span class="l-long"> · ${p.progress}</span></button>` : nothing}
      ${p.tools}
    </div>
    ${p.list ? html`<ol class="l-list" aria-label=${t('lessons')}>${p.list.map((l) => html`<li><button aria-current=${l.current ? 'true' : 'false'} @click=${() => send({ type: 'open', lesson: l.id })}><span>${l.title}</span>${stars(l.stars, t('stars', { n: l.stars }))}</button></li>`)}</ol>` : nothing}
    ${p.extras}
  </section>`;
}

/** The answer to the last move. */
function feed(p: LessonPanel, w: Say, send: LearnSend): TemplateResult {
  const f = p.feed!;
  return html`<p class="l-fb ${f.kind}" role="status">${f.kind === 'ok' ? html`<b>${w.t('ui.right')}</b> ` : nothing}${f.msgs.map((m, i) => html`${i ? ' ' : ''}${line(w, m, send)}`)}${f.extra ? html` ${f.extra}` : nothing}</p>`;
}

/** The lesson's idea: its first sentence; the rest folded under it (a native disclosure). */
function intro(text: string): TemplateResult {
  const [first, ...rest] = text.split(/(?<=[.!?…])\s+/);
  return rest.length ? html`<details class="l-intro"><summary>${first}</summary>${rest.join(' ')}</details>` : html`<p class="l-intro">${text}</p>`;
}

function end(p: LessonPanel, w: Say, send: LearnSend): TemplateResult {
  const t = (k: string, params?: Record<string, string | number>) => w.t(`ui.${k}`, params);
  const e = p.end!;
  // its buttons right under the stars: they show even when the panel is a short box
  return html`<div class="l-end" role="group" aria-labelledby="l-end-h">
    <div class="l-top"><h3 id="l-end-h">${t('complete')}</h3>${stars(e.stars, t('stars', { n: e.stars }))}</div>
    <div class="l-bar">
      ${e.next ? html`<button class="btn" @click=${() => send({ type: 'open', lesson: e.next! })}>${t('nextLesson')}</button>` : nothing}
      <button class="btn quiet" @click=${() => send({ type: 'open', lesson: '', again: true })}>${t('again')}</button>
      <button class=${e.next ? 'btn quiet' : 'btn'} @click=${() => send({ type: 'real' })}>${t('real')}</button>
    </div>
    <p class="l-why">${t(`starsWhy.${e.stars}`)} ${t('tally', { hints: e.hints, wrong: e.wrong })}</p>
    <p class="l-rule">${t('starsRule')}</p>
    ${e.summary ? html`<p><b>${t('learned')}:</b> ${e.summary}</p>` : nothing}
    ${e.allDone ? html`<p>${t('allDone')}</p>` : nothing}
  </div>`;
}
