/**
 * The rack of the person at this screen: their tiles, the playable ones raised, the selected one lifted; a greyed
 * tile tapped, or reached from the keyboard, says why it cannot be played. Arrow keys move among the tiles (one holds
 * tabindex 0: the first playable one to begin with); a playable tile may also be dragged to its place
 * (../controllers/drag.ts).
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { HandView } from '../../table/view.js';
import type { HandDrag } from '../controllers/drag.js';
import type { Send } from './send.js';
import { mini } from './ui.js';

/** The rack; `rove` is the tile holding the keyboard focus, `key` handles its arrow keys, `drag` its tiles' drags. */
export function hand(h: HandView, mx: boolean, send: Send, rove: string | null, key: (e: KeyboardEvent) => void, drag?: HandDrag): TemplateResult {
  return html`<div part="hand" class="hand" role="toolbar" tabindex="-1" aria-label=${h.label} @keydown=${key}>${h.tiles.map((t) => {
    const part = t.tile === null ? 'tile face-down' : `tile${t.playable ? ' playable' : ''}${t.selected ? ' selected' : ''}${t.hinted ? ' hint' : ''}`;
    return html`<button part=${part} class="${t.playable ? 'playable' : ''} ${t.selected ? 'sel' : ''} ${t.hinted ? 'hint' : ''}" data-t=${t.tile ?? nothing} tabindex=${t.tile !== null && t.tile === rove ? 0 : -1} aria-disabled=${!t.playable} aria-pressed=${t.playable ? t.selected : nothing} aria-label=${t.label} @focus=${(e: FocusEvent) => t.tile && !t.playable && (e.target as Element).matches(':focus-visible') && send({ type: 'why', tile: t.tile }, false)} @pointerdown=${(e: PointerEvent) => t.tile && drag?.down(e, t.tile, t.playable)} @click=${(e: MouseEvent) => t.tile && !drag?.swallow() && send(t.playable ? { type: 'select', tile: t.tile } : { type: 'why', tile: t.tile }, !e.detail)}>${mini(t.tile, mx)}</button>`;
  })}</div>`;
}
