/** Small templates shared by `<domino-table>` and its parts loaded on demand. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { face } from './tile.js';
import type { PanelHost } from './panels.js';

/** A standing tile in its own little svg (hand, seats, count): face up (`t`, e.g. "6-4") or face down (null); `mx` colours the pips. */
export const mini = (t: string | null, mx?: boolean): TemplateResult =>
  html`<svg viewBox="-.52 -1.02 1.04 2.04" class=${mx ? 'mx' : ''} aria-hidden="true">${face(t ? t.split('-').map(Number) : null, true)}</svg>`;

/** A button: `cls` more classes (e.g. "quiet"), `k` its keyboard shortcut (also in its tooltip), `i` its tabindex. */
export const btn = (label: string, f: (e: MouseEvent) => void, cls = '', k?: string, i?: number): TemplateResult =>
  html`<button class="btn ${cls}" tabindex=${i ?? nothing} aria-keyshortcuts=${k ?? nothing} title=${k ? `${label} (${k})` : nothing} @click=${f}>${label}</button>`;

/** A number as shown: a true minus sign (U+2212) for negatives, e.g. "−5". */
export const num = (n: number): string => (n < 0 ? '−' + -n : String(n));

/** The button that opens and closes the move log; `click` opens or closes it. */
export function toggle(el: PanelHost, click: () => void): TemplateResult {
  const open = el.st.log;
  return html`<button class="pill log-btn" aria-expanded=${open ? 'true' : 'false'} aria-controls="moves" @click=${click}><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M2 3h12v2H2zm0 4h12v2H2zm0 4h8v2H2z" /></svg><span>${el.msg.moves}</span></button>`;
}
