/** The studio's `publish` part (see ../state.ts): a template taking (view, words, send). */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { StudioSend, StudioView, StudioWords } from '../state.js';

/** The publish tab. */
export function publish(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  void view;
  void send;
  return html`<p>${words.t('studio.publish.todo')}</p>`;
}
