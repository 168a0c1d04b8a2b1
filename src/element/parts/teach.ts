/** Teach mode's panel: the narration of the last step with its "rule" links, what the player to move may do now, an author's note, and the Rules and "What the table knows" toggles. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Msg } from '../../words/format.js';
import type { Say } from '../../words/words.js';
import { lines } from './learn.js';
import type { LearnSend } from './learn.js';

/** What teach mode's panel shows. */
export interface TeachPanel {
  note: string | null;
  narr: Msg[];
  now: Msg[];
  tools: TemplateResult;
  extras: unknown;
}

/** Teach mode's panel. */
export function teach(p: TeachPanel, w: Say, send: LearnSend): TemplateResult {
  return html`<section class="learn" aria-label=${w.t('ui.narration')}>
    ${p.note ? html`<p class="l-note"><b>${w.t('ui.note')}:</b> ${p.note}</p>` : nothing}
    ${p.narr.length ? html`<div class="l-narr" aria-label=${w.t('ui.narration')}>${lines(w, p.narr, send)}</div>` : nothing}
    ${p.now.length ? html`<p class="l-now"><b>${w.t('ui.now')}:</b> ${p.now.map((m, i) => html`${i ? ' ' : ''}${w.msg(m)}`)}</p>` : nothing}
    <div class="l-bar">${p.tools}</div>
    ${p.extras}
  </section>`;
}
