/** The count after a round or the game: who scored, the arithmetic, tiles and pips left, points and totals, then Next round or New game; it folds away to show the final position. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { CountView, SheetView } from '../../table/view-panels.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { btn, mini } from './ui.js';
import { sheet } from './sheet.js';

/** The count panel; `mx` colours the pips. */
export function count(c: CountView, s: SheetView | null, w: Say, send: Send, mx: boolean): TemplateResult {
  const n = (x: unknown) => html`<td class="n">${x}</td>`;
  const tiles = (hand: string[]) => html`<span class="minis up" role="img" aria-label=${hand.map((x) => w.tile(x)).join(', ') || '0'}>${hand.map((x) => mini(x, mx))}</span>`;
  const col = c.columns;
  return html`<div class="panel count" role="group" aria-labelledby="count-head">
    <h2 id="count-head">${c.heading}</h2>
    ${c.score ? html`<p>${c.score}</p>` : nothing}${c.sum ? html`<p class="sum">${c.sum}</p>` : nothing}
    ${c.rows.length
      ? html`<table><thead><tr><th scope="col"><span class="sr">${col.who}</span></th><th scope="col">${col.left}</th>${col.pips ? html`<th scope="col" class="n">${col.pips}</th>` : nothing}<th scope="col" class="n">${col.points}</th><th scope="col" class="n">${col.total}</th></tr></thead><tbody>${c.rows.map(
          (r) => html`<tr class=${r.team !== null ? 'team' + r.team : ''}><th scope="row">${r.name}</th>${r.pips === null
            ? html`<td>${r.members.map((m) => html`<div class="who">${m.name} ${tiles(m.hand)} ${m.pips}</div>`)}</td>`
            : html`<td>${tiles(r.members[0]!.hand)}</td>${n(r.pips)}`}${n(r.points)}${n(r.total)}</tr>`,
        )}</tbody></table>`
      : html`<table><tbody>${c.totals.map((r) => html`<tr><th scope="row">${r.name}</th>${n(r.total)}</tr>`)}</tbody></table>`}
    ${s ? sheet(s, c.over) : nothing}
    <div class="bar">${btn(c.next.label, (e) => send(c.over ? { type: 'new-game' } : { type: 'act', action: { type: 'next-round' } }, !e.detail), '', c.next.key)}${btn(w.t('fold'), () => send({ type: 'fold' }), 'quiet')}</div>
  </div>`;
}

/** The button that unfolds the count again, over the final position. */
export function unfold(w: Say, send: Send): TemplateResult {
  return html`<button class="pill unfold" @click=${() => send({ type: 'fold' })}>${w.t('unfold')}</button>`;
}
