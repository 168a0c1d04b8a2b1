/** The score sheet: one row per finished round, one column per seat or team, the totals and the target. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { SheetView } from '../../table/view-panels.js';

/** The sheet, unfolded when `open`. */
export function sheet(s: SheetView, open: boolean): TemplateResult {
  return html`<details part="score-sheet" class="sheet" ?open=${open}><summary>${s.title}</summary><div class="scroll"><table>
    <thead><tr><th scope="col"></th>${s.heads.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
    <tbody>${s.rows.map((r) => html`<tr class=${r.now ? 'now' : ''}><th scope="row">${r.label}</th>${r.cells.map((c) => html`<td>${c}</td>`)}</tr>`)}
    <tr class="total"><th scope="row"></th>${s.total.map((t) => html`<td><b>${t}</b>${s.target ? html` <small>${s.target}</small>` : nothing}</td>`)}</tr></tbody>
  </table></div></details>`;
}
