/** The studio's `course` part (see ../state.ts): a template taking (view, words, send). */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { StudioSend, StudioView, StudioWords } from '../state.js';

/** The course tab. */
export function course(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  void view;
  void send;
  return html`<p>${words.t('studio.course.todo')}</p>`;
}
