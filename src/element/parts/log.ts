/** The move log over the felt: the round's moves in words, oldest first (the newest at the bottom, in view), with their tiles and points; the score sheet, the key help and the sound button below. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { LogEntry, SheetView } from '../../table/view-panels.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { btn, mini } from './ui.js';
import { sheet } from './sheet.js';

/** The Share control's state (attribute `share-url`): `link` once made, `copied` when the clipboard took it. */
export interface ShareView {
  link: string | null;
  copied: boolean;
  onShare: () => void;
}

/** The Share button and, once shared, the link in a read-only field (what to copy by hand where the clipboard refuses). */
const shareRow = (x: ShareView, w: Say): TemplateResult =>
  html`<div class="share">${btn(w.t('share'), x.onShare, 'quiet')}${x.link
    ? html`<label><span role="status">${w.t(x.copied ? 'share.copied' : 'share.copy')}</span><input type="url" readonly .value=${x.link} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></label>`
    : nothing}</div>`;

/** The log panel; `share`: the Share control (null without `share-url`). */
export function log(entries: LogEntry[], title: string, s: SheetView | null, keys: string, w: Say, send: Send, mx: boolean, sound = false, share: ShareView | null = null): TemplateResult {
  return html`<section id="moves" class="panel log" aria-labelledby="moves-h"><h2 id="moves-h">${w.t('moves')} <small>${title}</small></h2>${entries.length
    ? html`<ol tabindex="0" aria-labelledby="moves-h">${entries.map((e) => html`<li class=${e.seat === null ? 'count' : ''}><span class="lt" aria-hidden="true">${e.tile ? mini(e.tile, mx) : nothing}</span><span>${e.text}</span>${e.points ? html`<b class="plus">+${e.points}</b>` : nothing}</li>`)}</ol>`
    : html`<p>${w.t('no-moves')}</p>`}${s ? sheet(s, false) : nothing}<p class="help">${keys}</p>${share ? shareRow(share, w) : nothing}<div class="bar">${soundButton(w, send, sound)}${btn(w.t('close'), () => send({ type: 'toggle', panel: 'log' }), 'quiet')}</div></section>`;
}

/** The sound button: pressed while `sound` is on (the page's `sound` property; docs/element.md, "Ends and sound"). */
export function soundButton(w: Say, send: Send, on: boolean): TemplateResult {
  return html`<button class="btn quiet sound" aria-pressed=${on ? 'true' : 'false'} @click=${() => send({ type: 'sound' })}><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M2 6h3l4-3v10l-4-3H2z" /><path fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" d=${on ? 'M11 5.5q1.8 2.5 0 5M12.8 3.8q3 4.2 0 8.4' : 'M11 6l4 4m0-4l-4 4'} /></svg>${w.t('sound')}</button>`;
}
