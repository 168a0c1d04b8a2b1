/**
 * The seats round the table: a card per seat with its name, tiles, score and state (to move, thinking, passed,
 * marked, away), placed where the view says (`v.around`: a row above the felt, a column on each side, the viewing
 * seat's row under it).
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { SeatView, TableView } from '../../table/view.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { mini } from './ui.js';

/** One seat's card; `many`: small cards (more than four seats); `marker` is the rule a marker's badge opens (M-11). */
function card(s: SeatView, v: TableView, w: Say, send: Send, many: boolean, marker?: string): TemplateResult {
  const minis = s.hand ? s.hand.map((t) => mini(t, v.mx)) : [...Array(Math.min(s.tiles, many ? 5 : 8))].map(() => mini(null)); // a glimpse: the number says how many
  const state = s.away ? 'away' : s.thinking ? 'thinking' : s.passed ? 'passed' : '';
  return html`<div part="seat${s.turn ? ' current' : ''}" class="seat ${s.team !== null ? 'team' + s.team : ''} ${s.turn ? 'turn' : ''} ${s.hand ? 'open' : ''} ${state}" data-seat=${s.seat} data-side=${s.side} aria-current=${s.turn ? 'true' : nothing}>
      <span class="name"><span class="nm">${s.name}</span>${s.marker ? html`<button class="marker" title=${w.t('marker')} aria-label=${w.t('marker')} @click=${() => marker && send({ type: 'toggle', panel: 'rules', rule: marker })}></button>` : nothing}</span>
      <span class="row"><span class="minis ${s.hand ? 'up' : ''}" aria-hidden="true">${minis}</span><span class="cnt" aria-hidden="true">${s.tiles}</span><span class="sr">${w.t('tiles', { n: s.tiles })}</span></span>
      ${s.score === null ? nothing : html`<span class="pts" title=${w.t('score')}><span class="sr">${w.t('score')}: </span>${s.score}</span>`}
      ${state ? html`<span class="state">${w.t(`seat.${state}`)}</span>` : nothing}${s.clock ? html`<span class="state clock" role="timer">${s.clock}</span>` : nothing}
    </div>`;
}

/** The cards of `seats` (seat numbers) in the row above the felt, a column beside it or the row under it (classes north, west, east, south). */
export function seats(v: TableView, w: Say, send: Send, where: keyof TableView['around'], marker?: string): TemplateResult | typeof nothing {
  const list = v.around[where];
  if (!list.length) return nothing;
  const many = v.seats.length > 4;
  const cls = { top: 'north', left: 'west', right: 'east', bottom: 'south' }[where];
  return html`<div part="score" class="seats ${cls} ${many && where === 'top' ? 'many' : ''} n${list.length}">${list.map((n) => card(v.seats[n]!, v, w, send, many, marker))}</div>`;
}
