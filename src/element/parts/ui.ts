/** Small templates every part uses: a standing tile in its own little svg, a button. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { face } from './tile.js';

/** A standing tile (hand, seats, count): face up (`t`, e.g. "6-4") or face down (null); `mx` colours the pips. */
export const mini = (t: string | null, mx?: boolean): TemplateResult =>
  html`<svg viewBox="-.52 -1.02 1.04 2.04" class=${mx ? 'mx' : ''} aria-hidden="true">${face(t ? t.split('-').map(Number) : null, true)}</svg>`;

/** A button: `cls` more classes (e.g. "quiet"), `k` its keyboard shortcut (also in its tooltip), `i` its tabindex. */
export const btn = (label: string, f: (e: MouseEvent) => void, cls = '', k?: string, i?: number): TemplateResult =>
  html`<button class="btn ${cls}" tabindex=${i ?? nothing} aria-keyshortcuts=${k ?? nothing} title=${k ? `${label} (${k})` : nothing} @click=${f}>${label}</button>`;
