/** The seats: a card per seat with its name, tiles, score, and whether it is to move, thinking or marked. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { TableView } from '../../table/view.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { mini } from './ui.js';

/** The seat cards of `v`; `marker` is the rule a marker's badge opens (Mexican Train's M-11). */
export function seats(v: TableView, w: Say, send: Send, marker?: string): TemplateResult {
  const many = v.seats.length > 4;
  return html`<div part="score" class="seats ${many ? 'many' : ''}">${v.seats.map((s) => {
    const minis = s.hand ? s.hand.map((t) => mini(t, v.mx)) : [...Array(Math.min(s.tiles, many ? 5 : 8))].map(() => mini(null)); // a glimpse: the number says how many
    return html`<div part="seat${s.turn ? ' current' : ''}" class="seat ${s.team !== null ? 'team' + s.team : ''} ${s.turn ? 'turn' : ''} ${s.hand ? 'open' : ''} ${s.thinking ? 'thinking' : ''}" data-seat=${s.seat} aria-current=${s.turn ? 'true' : nothing}>
      <span class="name"><span class="nm">${s.name}</span>${s.marker ? html`<button class="marker" title=${w.t('marker')} aria-label=${w.t('marker')} @click=${() => marker && send({ type: 'toggle', panel: 'rules', rule: marker })}></button>` : nothing}</span>
      <span class="row"><span class="minis ${s.hand ? 'up' : ''}" aria-hidden="true">${minis}</span><span class="cnt" aria-hidden="true">${s.tiles}</span><span class="sr">${w.t('tiles', { n: s.tiles })}</span></span>
      ${s.score === null ? nothing : html`<span class="pts" title=${w.t('score')}><span class="sr">${w.t('score')}: </span>${s.score}</span>`}
    </div>`;
  })}</div>`;
}
