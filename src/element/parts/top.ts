/** The top bar: whose turn it is and what to do, the last move, and the round (a button: the score sheet), the scores, the boneyard, the move log and the rules. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { TableView } from '../../table/view.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { face } from './tile.js';

const pill = (t: unknown, cls = '') => html`<span class="pill ${cls}">${t}</span>`;

/** The top bar of `v`; `status` is the status line's replacement while a lesson speaks for the table; the round (with the target) opens the score sheet. */
export function top(v: TableView, w: Say, send: Send, logOpen: boolean, lastMove: string, status?: string, sheetOpen = false): TemplateResult {
  const b = v.boneyard;
  return html`<div class="top">
    <div class="say"><div part="status" class="status">${status ?? v.status}</div>${lastMove ? html`<p class="last-move">${lastMove}</p>` : nothing}</div>
    <div class="meta">
      <button class="pill round" aria-expanded=${sheetOpen ? 'true' : 'false'} @click=${() => send({ type: 'toggle', panel: 'sheet' })}>${v.round}</button>
      ${v.count ? html`<button class="pill" @click=${() => send({ type: 'toggle', panel: 'rules', rule: v.count!.rule })}>${v.count.text}</button>` : nothing}
      ${v.scores.map((s) => pill(s.text, 'team' + s.team))}
      ${b ? html`<span part="boneyard" class="pill boneyard" title=${b.label}><svg viewBox="-1.1 -.6 2.2 1.2" aria-hidden="true">${face()}</svg><span class="sr">${b.label}</span><span aria-hidden="true">${b.n}</span></span>` : nothing}
      <button class="pill log-btn" aria-expanded=${logOpen ? 'true' : 'false'} aria-controls="moves" @click=${() => send({ type: 'toggle', panel: 'log' })}><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M2 3h12v2H2zm0 4h12v2H2zm0 4h8v2H2z" /></svg><span>${w.t('moves')}</span></button>
      <button class="pill" title=${w.t('rules')} aria-label=${w.t('rules')} @click=${() => send({ type: 'toggle', panel: 'rules' })}>?</button>
    </div>
  </div>`;
}
