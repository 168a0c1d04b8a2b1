/**
 * The curriculum list of a lesson's panel (loaded when first opened): every
 * lesson of the game with the best stars won so far, the one shown marked;
 * a click opens that lesson.
 */
import { css, html } from 'lit';
import type { TemplateResult } from 'lit';
import { stars } from './learn-ui.js';
import type { LessonView } from './lesson-view.js';

/** Styles of the list (adopted beside the element's: no inline style, for a strict CSP). */
export const listStyles = css`
  .l-list { margin: 4px 0 0; padding: 0; list-style: none }
  .l-list li { margin: 2px 0 }
  .l-list button { width: 100%; display: flex; justify-content: space-between; gap: 8px; padding: 5px 8px; border: 0; border-radius: 7px; background: #ffffff14; color: inherit; font: inherit; text-align: start; cursor: pointer }
  .l-list button[aria-current='true'] { background: #ffd45c33 }
  .l-list button:focus-visible { outline: 2px solid var(--_focus, #ffe27a); outline-offset: 1px }
`;

/** The list for the lesson `v` shows. */
export function listView(v: LessonView): TemplateResult {
  const ui = v.ui;
  ui.host.adopt(listStyles);
  const best = v.best();
  return html`<ol class="l-list" aria-label=${ui.t('lessons')}>${v.list.map((l) => {
    const n = best.get(l.id) ?? 0;
    return html`<li><button aria-current=${l === v.lesson ? 'true' : 'false'} @click=${() => ui.open(l.id)}><span>${v.text(l.title)}</span>${stars(n, ui.t('stars', { n }))}</button></li>`;
  })}</ol>`;
}
