/** The whole table as a template of its view: the top bar, the seats round the felt (board, cover, count, log, score sheet), the panel under it, the hand and controls. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { TableView } from '../../table/view.js';
import type { Say } from '../../words/words.js';
import type { HandDrag } from '../controllers/drag.js';
import type { Send } from './send.js';
import type * as Panels from './panels.js';
import { top } from './top.js';
import { seats } from './seats.js';
import { board } from './board.js';
import { hand } from './hand.js';
import { controls } from './controls.js';

/** What the table template takes besides the view: parts loaded on demand, the modes' parts, the keyboard's state. */
export interface Extras {
  panels: typeof Panels | null; // the parts loaded on demand, once here
  banner: string | null; // the banner's words
  online: unknown; // the online bar
  learn: unknown; // the panel under the board (a lesson, a replay, teach mode, the rules card)
  status?: string; // a lesson's status line instead of the table's
  more: Panels.More | null; // what the parts loaded on demand show, once they are here
  logOpen: boolean;
  sound: boolean; // the sound button's state (the move log holds it)
  share?: Panels.ShareView | null; // the move log's Share control (attribute share-url)
  marker?: string; // the rule a marker's badge opens
  instant: boolean; // speed 0: no motion
  rove: string | null; // the hand tile holding the focus
  place: number; // the place button holding the focus
  onHand: (e: KeyboardEvent) => void;
  onPlaces: (e: KeyboardEvent) => void;
  onKey: (e: KeyboardEvent) => void;
  drag?: HandDrag; // the hand tiles' drag and drop
}

/** The table of `v`, or an empty felt before the first game. */
export function table(v: TableView | null, w: Say, send: Send, x: Extras): TemplateResult {
  const p = x.panels;
  return html`<div part="table" class="table ${v?.aspect ?? 'ar-m0'} ${x.instant ? 'instant' : ''}" role="region" aria-label=${w.t('table')} @keydown=${x.onKey}>${x.banner !== null && p ? p.banner(x.banner, w, send) : nothing}${x.online}${v ? body(v, w, send, x) : html`<div class="felt"></div>`}<div class="sr" aria-live="polite">${x.more?.live ?? ''}</div><div class="fx" aria-hidden="true"></div></div>`;
}

function body(v: TableView, w: Say, send: Send, x: Extras): unknown[] {
  const p = x.panels;
  const sel = v.hand?.tiles.find((t) => t.selected)?.tile ?? null;
  const focus = sel ? v.places[x.place]?.place ?? null : v.board.targets[0]?.place ?? null;
  const m = x.more;
  const felt = html`<div class="felt">${board(v, send, focus)}${v.cover && p ? p.cover(v.cover, send) : nothing}${m?.count && p ? p.count(m.count, m.sheet, w, send, v.mx) : nothing}${!v.playing && !v.counting && p && x.learn === nothing ? p.unfold(w, send) : nothing}${x.logOpen && p && m ? p.log(m.entries, v.round, m.sheet, m.keys, w, send, v.mx, x.sound, x.share ?? null) : nothing}${m?.sheetOpen && m.sheet && p ? p.sheetPanel(m.sheet, w, send) : nothing}</div>`;
  return [
    top(v, w, send, x.logOpen, m?.lastMove ?? '', x.status, m?.sheetOpen),
    seats(v, w, send, 'top', x.marker),
    html`<div class="mid">${seats(v, w, send, 'left', x.marker)}${felt}${seats(v, w, send, 'right', x.marker)}</div>`,
    seats(v, w, send, 'bottom', x.marker),
    x.learn === nothing ? nothing : html`<div class="learn-slot">${x.learn}</div>`,
    v.tip ? html`<p class="l-tip" role="status">${v.tip}</p>` : nothing,
    v.playing ? html`<div class="dock ${v.beside ? 'beside' : ''}">${v.hand ? hand(v.hand, v.mx, send, x.rove, x.onHand, x.drag) : nothing}${controls(v.places, v.controls, w, send, x.place, x.onPlaces)}</div>` : nothing,
  ];
}
