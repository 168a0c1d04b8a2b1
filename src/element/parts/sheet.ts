/** The score sheet: one row per finished round, one column per seat or team, the totals and the target. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { SheetView } from '../../table/view-panels.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { btn } from './ui.js';

/** The sheet, unfolded when `open`. */
export function sheet(s: SheetView, open: boolean): TemplateResult {
  return html`<details part="score-sheet" class="sheet" ?open=${open}><summary>${s.title}</summary><div class="scroll"><table>
    <thead><tr><th scope="col"></th>${s.heads.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
    <tbody>${s.rows.map((r) => html`<tr class=${r.now ? 'now' : ''}><th scope="row">${r.label}</th>${r.cells.map((c) => html`<td>${c}</td>`)}</tr>`)}
    <tr class="total"><th scope="row"></th>${s.total.map((t) => html`<td><b>${t}</b>${s.target ? html` <small>${s.target}</small>` : nothing}</td>`)}</tr></tbody>
  </table></div></details>`;
}

/** The score sheet in a panel of its own over the felt, opened during play from the round's button in the top bar. */
export function sheetPanel(s: SheetView, w: Say, send: Send): TemplateResult {
  return html`<section id="sheet" class="panel sheet-panel" aria-labelledby="sheet-h"><h2 id="sheet-h">${s.title}</h2>${sheet(s, true)}${btn(w.t('close'), () => send({ type: 'toggle', panel: 'sheet' }), 'quiet')}</section>`;
}
