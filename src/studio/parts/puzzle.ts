/** The studio's `puzzle` part (see ../state.ts): a template taking (view, words, send). */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { StudioSend, StudioView, StudioWords } from '../state.js';

/** The puzzle tab. */
export function puzzle(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  void view;
  void send;
  return html`<p>${words.t('studio.puzzle.todo')}</p>`;
}
