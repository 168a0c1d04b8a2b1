/**
 * A lesson's panel: what to do first (the goal, or the lesson's end), the answer to the last move, the lesson's idea
 * while its first goal is open, what the others did since, and the controls: Hint always in reach.
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
  end: { stars: number; summary: string | null; allDone: boolean; next: string | null } | null;
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
    ${f ? html`<div class="l-fb ${f.kind}" role="status">${f.kind === 'ok' ? html`<b>${t('right')}</b> ` : nothing}${f.msgs.map((m, i) => html`${i ? ' ' : ''}${line(w, m, send)}`)}${f.extra ? html` ${f.extra}` : nothing}</div>` : nothing}
    ${p.intro ? html`<p class="l-intro">${p.intro}</p>` : nothing}
    ${p.narr.length ? html`<div class="l-narr" aria-label=${t('narration')} aria-live="polite">${lines(w, p.narr, send)}</div>` : nothing}
    <div class="l-bar">
      ${p.hint ? html`<button class="btn" aria-keyshortcuts=${w.t('key.hint')} @click=${() => send({ type: 'hint' })}>${w.t('hint')}</button>` : nothing}
      ${p.deal ? html`<button class="btn" aria-keyshortcuts=${w.t('key.next-round')} @click=${() => send({ type: 'act', action: { type: 'next-round' } })}>${t('deal')}</button>` : nothing}
      ${p.back ? html`<button class="btn quiet ${p.backHinted ? 'hint' : ''}" @click=${() => send({ type: 'act', action: { type: 'draw', from: 'back' } })}>${t('drawBack')}</button>` : nothing}
      ${p.progress ? html`<button class="btn quiet" aria-expanded=${p.list ? 'true' : 'false'} @click=${() => send({ type: 'lessons' })}>${t('lessons')} · ${p.progress}</button>` : nothing}
      ${p.tools}
    </div>
    ${p.list ? html`<ol class="l-list" aria-label=${t('lessons')}>${p.list.map((l) => html`<li><button aria-current=${l.current ? 'true' : 'false'} @click=${() => send({ type: 'open', lesson: l.id })}><span>${l.title}</span>${stars(l.stars, t('stars', { n: l.stars }))}</button></li>`)}</ol>` : nothing}
    ${p.extras}
  </section>`;
}

function end(p: LessonPanel, w: Say, send: LearnSend): TemplateResult {
  const t = (k: string, params?: Record<string, string | number>) => w.t(`ui.${k}`, params);
  const e = p.end!;
  return html`<div class="l-end" role="group" aria-labelledby="l-end-h">
    <h3 id="l-end-h">${t('complete')}</h3>
    ${stars(e.stars, t('stars', { n: e.stars }))}
    <p class="l-why">${t(`starsWhy.${e.stars}`)}</p>
    ${e.summary ? html`<p><b>${t('learned')}:</b> ${e.summary}</p>` : nothing}
    ${e.allDone ? html`<p>${t('allDone')}</p>` : nothing}
    <div class="l-bar">
      ${e.next ? html`<button class="btn" @click=${() => send({ type: 'open', lesson: e.next! })}>${t('nextLesson')}</button>` : nothing}
      <button class="btn quiet" @click=${() => send({ type: 'open', lesson: '', again: true })}>${t('again')}</button>
      <button class=${e.next ? 'btn quiet' : 'btn'} @click=${() => send({ type: 'real' })}>${t('real')}</button>
    </div>
  </div>`;
}
