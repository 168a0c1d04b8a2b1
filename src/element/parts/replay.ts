/** The replay panel: step controls, the author's note, the step's narration, and the rules and the table's knowledge. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Msg } from '../../words/format.js';
import type { Say } from '../../words/words.js';
import { lines } from './learn.js';
import type { LearnSend } from './learn.js';

/** What the replay panel shows. */
export interface ReplayPanel {
  pos: number;
  total: number;
  auto: boolean;
  note: string | null;
  narr: Msg[];
  tools: TemplateResult;
  extras: unknown;
}

const ICON: Record<string, string> = {
  first: 'M3 3h2v10H3zM13 3 6 8l7 5z',
  previous: 'M12 3 4 8l8 5z',
  next: 'M4 3l8 5-8 5z',
  last: 'M11 3h2v10h-2zM3 3l7 5-7 5z',
  play: 'M4 2.5l10 5.5-10 5.5z',
  pause: 'M3.5 3h3v10h-3zM9.5 3h3v10h-3z',
};
const icon = (k: string) => html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${ICON[k]!} fill="currentColor" /></svg>`;

/** The replay panel. */
export function replay(p: ReplayPanel, w: Say, send: LearnSend): TemplateResult {
  const t = (k: string, params?: Record<string, number>) => w.t(`ui.${k}`, params);
  const k = p.pos;
  const btn = (name: 'first' | 'previous' | 'next' | 'last', to: number, off: boolean, keys: string) =>
    html`<button class="btn quiet" aria-label=${t(name)} title=${t(name)} aria-disabled=${off ? 'true' : 'false'} aria-keyshortcuts=${keys} @click=${() => !off && send({ type: 'step', to })}>${icon(name)}</button>`;
  const nothingYet = t('nothing');
  return html`<section class="learn" aria-label=${t('replay')}>
    <div class="l-bar" role="toolbar" aria-label=${t('replay')}>
      ${btn('first', 0, k === 0, 'Home')}${btn('previous', k - 1, k === 0, 'ArrowLeft')}
      <button class="btn l-play" aria-pressed=${p.auto ? 'true' : 'false'} aria-keyshortcuts="Space" @click=${() => send({ type: 'autoplay' })}>${icon(p.auto ? 'pause' : 'play')}${t(p.auto ? 'pause' : 'play')}</button>
      ${btn('next', k + 1, k >= p.total, 'ArrowRight')}${btn('last', p.total, k >= p.total, 'End')}
      <span class="l-pos" aria-live="polite">${p.total ? t('stepOf', { k, n: p.total }) : nothingYet.charAt(0).toUpperCase() + nothingYet.slice(1) /* not "Step 0 of 0" */}</span>
    </div>
    ${p.note ? html`<p class="l-note"><b>${t('note')}:</b> ${p.note}</p>` : nothing}
    ${p.narr.length ? html`<div class="l-narr" aria-label=${t('narration')}>${lines(w, p.narr, send)}</div>` : nothing}
    <div class="l-bar">${p.tools}</div>
    ${p.extras}
    <p class="help">${t('replayKeys')}</p>
  </section>`;
}
