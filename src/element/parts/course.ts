/**
 * A course's part under the lesson or puzzle panel (the course's own chunk, ../modes/course.ts): the course's title
 * and its progress on one button that opens the list of its items in order (each a lesson or a puzzle, with the stars
 * won, the one shown marked; a click opens it), and once every item is done, the sentence that says the course is
 * finished.
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Say } from '../../words/words.js';

/** Stars won (1–3) as a picture with its words (the lesson panels' look; here, not imported, to keep their chunk as it is). */
const stars = (n: number, label: string): TemplateResult =>
  html`<span class="stars" role="img" aria-label=${label}>${[1, 2, 3].map((k) => html`<span class=${k <= n ? '' : 'off'} aria-hidden="true">★</span>`)}</span>`;

/** What the course part shows. */
export interface CoursePanel {
  title: string;
  done: number; // items finished
  items: { key: string; kind: 'lesson' | 'puzzle'; title: string; stars: number; current: boolean }[];
  open: boolean; // the list shown
  finished: boolean; // every item done
}

/** What the course part sends: the list on or off, an item to open. */
export type CourseIntent = { type: 'course-list' } | { type: 'course-open'; key: string };

/** The course part. */
export function course(p: CoursePanel, w: Say, send: (i: CourseIntent) => void): TemplateResult {
  const t = (k: string, params?: Record<string, string | number>) => w.t(`ui.${k}`, params);
  return html`<section class="course" aria-label=${t('course', { title: p.title })}>
    ${p.finished ? html`<p class="c-done" role="status">${t('courseDone', { title: p.title })}</p>` : nothing}
    <button class="btn quiet c-prog" aria-expanded=${p.open ? 'true' : 'false'} aria-controls="c-list" @click=${() => send({ type: 'course-list' })}>
      <span class="c-title">${t('course', { title: p.title })}</span><span class="c-count">${t('courseProgress', { done: p.done, all: p.items.length })}</span>
    </button>
    ${p.open
      ? html`<ol class="l-list c-list" id="c-list" aria-label=${p.title}>
          ${p.items.map(
            (x) => html`<li><button aria-current=${x.current ? 'true' : 'false'} @click=${() => send({ type: 'course-open', key: x.key })}><span class="c-item"><span class="c-kind">${t(`courseItem.${x.kind}`)}</span> ${x.title}</span>${x.stars ? stars(x.stars, t('stars', { n: x.stars })) : html`<span class="c-todo" role="img" aria-label=${t('courseTodo')}>○</span>`}</button></li>`,
          )}
        </ol>`
      : nothing}
  </section>`;
}

/** The course part's styles (beside the lesson panels', ./learn.ts). */
export const courseStyles = css`
  .course { display: grid; gap: 4px; justify-self: center; width: min(46rem, 100%); box-sizing: border-box; margin-top: 6px; padding: 6px 10px; border-radius: 12px; background: #0a1810d9; font-size: .92rem }
  .c-prog { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 2px 10px; width: 100%; min-height: 44px; text-align: start }
  .c-title { font-weight: 700; min-width: 0; overflow-wrap: anywhere }
  .c-count { opacity: .9; font-variant-numeric: tabular-nums }
  .c-prog::after { content: '▾'; margin-inline-start: auto }
  .c-prog[aria-expanded='true']::after { content: '▴' }
  .c-list button { min-height: 44px; align-items: center }
  .c-item { min-width: 0 }
  .c-kind { display: inline-block; margin-inline-end: 4px; padding: 0 6px; border-radius: 6px; background: #ffffff26; font-size: .78rem; font-weight: 600 }
  .c-list .stars { font-size: 1.1rem; letter-spacing: 2px; flex: none }
  .c-todo { opacity: .6; flex: none }
  .c-done { margin: 0; padding: 6px 10px; border-radius: 8px; background: #d9f7de; color: #0d4a1b; font-weight: 700; text-align: center }
`;
