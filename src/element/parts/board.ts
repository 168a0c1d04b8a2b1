/**
 * The board: the layout of play as SVG (the line, All Fives' spinner arms, Mexican Train's rail and trains, each train in its own band), the last
 * tile outlined, each open end marked (`part="end"`, `data-number`: a dashed square where the next tile's matching half
 * goes, with that number; keyed by place and spot, so a mark that moved fades in anew), the places the selected tile can go (and, unseen, the open places it does not fit: a tile dragged there
 * is refused with its reason), folded trains' counts. The view gives the tiles in the order
 * they came to the table: a new one is always last, so lit (without keys) moves no others. Strict CSP: no style attributes and no
 * inline <style>: SVG attributes place everything (the view box fills the felt, tiles by their transform attribute).
 */
import { html, svg, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { TableView } from '../../table/view.js';
import { PH } from '../../table/layout.js';
import type { Send } from './send.js';
import { face } from './tile.js';

const f = (n: number) => n.toFixed(3);

/** The board of `v`; `focus` is the place the keyboard is on. */
export function board(v: TableView, send: Send, focus: string | null): TemplateResult {
  const b = v.board;
  const [x, y, w, h] = b.box;
  const turn = v.game.turn;
  return html`<svg part="line" class="board ${v.mx ? 'mx' : ''}" role="img" aria-label=${v.boardLabel} viewBox="${f(x)} ${f(y)} ${f(w)} ${f(h)}" width="100%" height="100%">
    ${b.bands.map((r, i) => svg`<rect class="band ${i % 2 ? 'odd' : ''}" data-band=${r.place} x=${f(r.x)} y=${f(r.y)} width=${f(r.w)} height=${f(r.h)} rx=".25"/>`)}
    ${b.rail ? svg`<path class="rail" d=${b.rail}/>` : nothing}
    ${b.labels.map(
      (l) => svg`<g class="plate ${l.seat !== null && l.seat === turn ? 'turn' : ''}"><rect x=${l.x} y=${l.y - PH / 2} width=${l.w} height=${PH} rx=".3"/><text x=${l.x + 0.3} y=${l.y + 0.04}>${l.text}</text>${l.marker ? svg`<circle cx=${l.x + l.w - 0.45} cy=${l.y} r=".26"/>` : nothing}</g>`,
    )}
    ${b.tiles.map((t) => svg`<g class="t ${t.tile === v.lastTile ? 'last' : ''} ${t.tile === v.openTile ? 'open' : ''}" data-t=${t.tile} transform="translate(${f(t.x)} ${f(t.y)})">${face(t.p, t.v)}</g>`)}
    ${repeat(
      b.ends,
      (e) => `${e.place}:${f(e.x)}:${f(e.y)}`,
      (e) => svg`<g part="end" class="end" data-place=${e.place} data-number=${e.n ?? nothing} aria-hidden="true" transform="translate(${f(e.x)} ${f(e.y)})"><rect x="-.4" y="-.4" width=".8" height=".8" rx=".16"/>${e.n === null ? nothing : svg`<text y=".03">${e.n}</text>`}</g>`,
    )}
    ${b.folds.map((t) => svg`<g class="fold" transform="translate(${t.x} ${t.y})"><rect x="-.7" y="-.38" width="1.6" height=".9" rx=".12"/><rect x="-.85" y="-.5" width="1.6" height=".9" rx=".12"/><text y=".02">+${t.n}</text></g>`)}
    ${b.targets.map(
      (t) => svg`<g part="place" class="target ${t.place === focus ? 'focus' : ''}" data-place=${t.place} @click=${() => send({ type: 'place', at: t.place })}><rect x=${t.x - (t.v ? 0.5 : 1)} y=${t.y - (t.v ? 1 : 0.5)} width=${t.v ? 1 : 2} height=${t.v ? 2 : 1} rx=".15"/></g>`,
    )}
    ${v.elsewhere.map((t) => svg`<rect class="wrong" data-wrong=${t.place} x=${t.x - (t.v ? 0.5 : 1)} y=${t.y - (t.v ? 1 : 0.5)} width=${t.v ? 1 : 2} height=${t.v ? 2 : 1}/>`)}
  </svg>`;
}
