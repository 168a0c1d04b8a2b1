/**
 * The move log's panel over the felt (loaded the first time the log is
 * opened): the round's moves newest first, each with its tile and points,
 * then Mexican Train's score sheet and the key help (on devices with a mouse).
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { countText } from '../i18n/panels-count.js';
import { entries } from './move-log.js';
import type { PanelHost } from './panels.js';
import { mini } from './ui.js';

/** Styles of the panel, adopted when it loads. */
export const logStyles = css`
  .log { inset: 4px 4px 4px auto; margin: 0; width: min(24rem, calc(100% - 8px)); height: auto; text-align: start; display: flex; flex-direction: column; gap: 6px; animation-name: slide }
  @keyframes slide { from { opacity: 0; transform: translateX(16px) } }
  .log h2 { margin: 0 }
  .log ol { list-style: none; margin: 0; padding: 0; overflow: auto; flex: 1 1 auto; min-height: 3em; font-size: .85rem }
  .log li { display: flex; align-items: center; gap: 8px; padding: 4px 2px; border-bottom: 1px solid #ffffff17 }
  .log li.count { font-weight: 600; color: var(--_acc) }
  .log .lt { flex: none; width: 10px; height: 20px }
  .log .lt svg { width: 10px; height: 20px; display: block }
  .log li > span:nth-child(2) { flex: 1 }
  .plus { color: var(--_acc) }
  .log .btn { align-self: flex-end }
  .help { display: none; font-size: .75rem; opacity: .85; margin: 0 }
  @media (hover: hover) and (pointer: fine) { .help { display: block } }
`;

/** The move log panel over the felt (when open): newest move first; Mexican Train's score sheet and the key help below. */
export function log(el: PanelHost, extra: unknown): TemplateResult | typeof nothing {
  const t = countText(el.msg);
  const g = el.ctl.game;
  const list = entries(el).reverse();
  const mx = g?.variant === 'mexican-train';
  return html`<section id="moves" class="panel log" aria-labelledby="moves-h"><h2 id="moves-h">${el.msg.moves}${g ? html` <small>${el.msg.round(g.round, mx ? 13 : null)}</small>` : nothing}</h2>${list.length
    ? html`<ol reversed tabindex="0" aria-labelledby="moves-h">${list.map((e) => html`<li class=${e.seat === null ? 'count' : ''}><span class="lt" aria-hidden="true">${e.tile ? mini(e.tile, mx) : nothing}</span><span>${e.text}</span>${e.pts ? html`<b class="plus">+${e.pts}</b>` : nothing}</li>`)}</ol>`
    : html`<p>${t.noMoves}</p>`}${extra}<p class="help">${t.keys(g?.variant ?? '', el.msg.keyOf)}</p><button class="btn quiet" @click=${() => el.put({ log: false })}>${t.close}</button></section>`;
}
