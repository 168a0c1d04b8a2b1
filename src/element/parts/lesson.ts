/**
 * A lesson's panel: what to do first (the goal, or the lesson's end), the answer to the last move in two lines (More
 * shows it all), the lesson's idea in one sentence while its first goal is open (More: the rest), what happened
 * since (folded: its last sentence shows), and the controls pinned at the panel's bottom: Hint always in reach. The
 * end card scrolls into view when it opens.
 */
import { html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
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
  progressShort?: string | null; // "2/7", on a phone
  list: { id: string; title: string; stars: number; current: boolean }[] | null; // the lesson list, when open
  end: { stars: number; hints: number; wrong: number; summary: string | null; allDone: boolean; next: string | null } | null;
  open: { fb: boolean; intro: boolean }; // the answer and the intro shown whole (More pressed)
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
    ${p.intro ? intro(p.intro, p.open.intro, w, send) : nothing}
    ${p.narr.length ? html`<details class="l-narr" aria-live="polite"><summary><b>${t('narration')}:</b> <span class="l-last">${w.msg(p.narr.at(-1)!)}</span></summary>${lines(w, p.narr, send)}</details>` : nothing}
    <div class="l-bar l-tools">
      ${p.hint ? html`<button class="btn" aria-keyshortcuts=${w.t('key.hint')} @click=${() => send({ type: 'hint' })}>${w.t('hint')}</button>` : nothing}
      ${p.deal ? html`<button class="btn" aria-keyshortcuts=${w.t('key.next-round')} @click=${() => send({ type: 'act', action: { type: 'next-round' } })}>${t('deal')}</button>` : nothing}
      ${p.back ? html`<button class="btn quiet ${p.backHinted ? 'hint' : ''}" @click=${() => send({ type: 'act', action: { type: 'draw', from: 'back' } })}>${t('drawBack')}</button>` : nothing}
      ${p.progress ? html`<button class="btn quiet l-prog" data-short=${p.progressShort ?? ''} aria-expanded=${p.list ? 'true' : 'false'} @click=${() => send({ type: 'lessons' })}>${t('lessons')}<span class="l-long"> · ${p.progress}</span></button>` : nothing}
      ${p.tools}
    </div>
    ${p.list ? html`<ol class="l-list" aria-label=${t('lessons')}>${p.list.map((l) => html`<li><button aria-current=${l.current ? 'true' : 'false'} @click=${() => send({ type: 'open', lesson: l.id })}><span>${l.title}</span>${stars(l.stars, t('stars', { n: l.stars }))}</button></li>`)}</ol>` : nothing}
    ${p.extras}
  </section>`;
}

/** The answer to the last move: two lines, and More when it says more (a wrong try's reason is short). */
function feed(p: LessonPanel, w: Say, send: LearnSend): TemplateResult {
  const t = (k: string) => w.t(`ui.${k}`);
  const f = p.feed!;
  const long = (f.kind === 'ok' ? t('right').length + 1 : 0) + f.msgs.reduce((n, m) => n + w.msg(m).length + 1, 0) + (f.extra?.length ?? 0) > 90;
  const open = p.open.fb || !long;
  return html`<div class="l-fb ${f.kind} ${open ? '' : 'clamp'}" role="status"><p class="l-fbt">${f.kind === 'ok' ? html`<b>${t('right')}</b> ` : nothing}${f.msgs.map((m, i) => html`${i ? ' ' : ''}${line(w, m, send)}`)}${f.extra ? html` ${f.extra}` : nothing}</p>${long
    ? html`<button class="l-more" aria-expanded=${open ? 'true' : 'false'} @click=${() => send({ type: 'more', what: 'fb' })}>${t(open ? 'less' : 'more')}</button>`
    : nothing}</div>`;
}

/** The lesson's idea: its first sentence, and More for the rest. */
function intro(text: string, open: boolean, w: Say, send: LearnSend): TemplateResult {
  const [first, ...rest] = text.split(/(?<=[.!?…])\s+/);
  if (!rest.length) return html`<p class="l-intro">${text}</p>`;
  return html`<p class="l-intro">${open ? text : first} <button class="l-more" aria-expanded=${open ? 'true' : 'false'} @click=${() => send({ type: 'more', what: 'intro' })}>${w.t(open ? 'ui.less' : 'ui.more')}</button></p>`;
}

/** Brings the end card into view when it opens (the panel may be a short scroll box; the page may be scrolled). */
const toView = ref((el) => {
  if (!el) return;
  requestAnimationFrame(() => {
    const slot = el.closest('.learn-slot');
    if (slot) slot.scrollTop = 0; // the end card is the panel's first row (a phone) or just under the title
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) el.scrollIntoView({ block: 'nearest', behavior: 'instant' as ScrollBehavior });
  });
});

function end(p: LessonPanel, w: Say, send: LearnSend): TemplateResult {
  const t = (k: string, params?: Record<string, string | number>) => w.t(`ui.${k}`, params);
  const e = p.end!;
  // its buttons right under the stars: they show even when the panel is a short box
  return html`<div class="l-end" role="group" aria-labelledby="l-end-h" ${toView}>
    <div class="l-top"><h3 id="l-end-h">${t('complete')}</h3>${stars(e.stars, t('stars', { n: e.stars }))}</div>
    <div class="l-bar">
      ${e.next ? html`<button class="btn" @click=${() => send({ type: 'open', lesson: e.next! })}>${t('nextLesson')}</button>` : nothing}
      <button class="btn quiet" @click=${() => send({ type: 'open', lesson: '', again: true })}>${t('again')}</button>
      <button class=${e.next ? 'btn quiet' : 'btn'} @click=${() => send({ type: 'real' })}>${t('real')}</button>
    </div>
    <p class="l-why">${t(`starsWhy.${e.stars}`)} <span class="l-tally">${t('tally', { hints: e.hints, wrong: e.wrong })}</span></p>
    <p class="l-rule">${t('starsRule')}</p>
    ${e.summary ? html`<p><b>${t('learned')}:</b> ${e.summary}</p>` : nothing}
    ${e.allDone ? html`<p>${t('allDone')}</p>` : nothing}
  </div>`;
}
