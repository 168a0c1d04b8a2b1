/** The move log over the felt: the round's moves in words, oldest first (the newest at the bottom, in view), with their tiles and points; the score sheet and the key help below. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { LogEntry, SheetView } from '../../table/view-panels.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { btn, mini } from './ui.js';
import { sheet } from './sheet.js';

/** The log panel. */
export function log(entries: LogEntry[], title: string, s: SheetView | null, keys: string, w: Say, send: Send, mx: boolean): TemplateResult {
  return html`<section id="moves" class="panel log" aria-labelledby="moves-h"><h2 id="moves-h">${w.t('moves')} <small>${title}</small></h2>${entries.length
    ? html`<ol tabindex="0" aria-labelledby="moves-h">${entries.map((e) => html`<li class=${e.seat === null ? 'count' : ''}><span class="lt" aria-hidden="true">${e.tile ? mini(e.tile, mx) : nothing}</span><span>${e.text}</span>${e.points ? html`<b class="plus">+${e.points}</b>` : nothing}</li>`)}</ol>`
    : html`<p>${w.t('no-moves')}</p>`}${s ? sheet(s, false) : nothing}<p class="help">${keys}</p>${btn(w.t('close'), () => send({ type: 'toggle', panel: 'log' }), 'quiet')}</section>`;
}
