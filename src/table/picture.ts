/**
 * Pictures of the table: a view's board (./view.ts, its geometry from ./layout.ts) as one self-contained SVG string,
 * the element's `toSVG()` and the Node API `domino-table/render` (src/render/) alike. The tiles lie where the
 * element's board part draws them (the same `Board`, the same transform text, the same shapes and pip paths of
 * ./pips.ts); colours are inline presentation attributes (no CSS, no external font: pips are paths, the few words — a
 * train's plate, a caption — ask for the generic `sans-serif`). Pure: a string from data, in Node or a page.
 */
import type { Tile } from '../engine/game.js';
import type { Board } from './layout.js';
import { BAR, EDGE, FACE, MARK, MX_PIPS, RIVET, at, pipPath } from './pips.js';
import type { TableView } from './view.js';

/** The colours of a picture: the theme's `--domino-*` custom properties (docs/themes.md), without the prefix. */
export interface Palette {
  felt: string;
  'felt-edge': string;
  rim: string;
  tile: string;
  'tile-edge': string;
  pip: string;
  back: string;
  accent: string;
  text: string;
  chip: string;
}

/** The default look (the classic theme, src/themes/classic.css). */
export const CLASSIC: Palette = {
  felt: '#1b6a43',
  'felt-edge': '#0d3f27',
  rim: '#6e4322',
  tile: '#fbf6e6',
  'tile-edge': '#cfc3a1',
  pip: '#1c1c1c',
  back: '#7d1f2c',
  accent: '#ffd45c',
  text: '#f6f2e7',
  chip: '#00000047',
};

/** A palette read from a theme: `read("--domino-felt")` gives a value or "" (a page's computed style, a theme file). */
export function paletteFrom(read: (prop: string) => string): Palette {
  const p = { ...CLASSIC };
  for (const k of Object.keys(p) as (keyof Palette)[]) {
    const v = read(`--domino-${k}`).trim();
    if (/^[#\w(),.%\s-]{1,60}$/.test(v)) p[k] = v; // a colour, nothing that could close the attribute
  }
  return p;
}

/** What a picture shows besides the board. */
export interface PictureOptions {
  palette?: Palette;
  width?: number; // the picture's width in px (its height follows the felt's shape), 640 unless given
  caption?: string; // words under the board (an animation's move), wrapped to the width
  captionLines?: number; // the lines the caption's band holds at least (an animation's frames keep one height)
  hand?: readonly Tile[] | null; // a seat's hand, face up under the board
  title?: string; // the picture's accessible name
}

/** The caption's font size for a picture `W` px wide. */
const capSize = (W: number) => Math.max(12, Math.round(W / 30));

/** `text` wrapped into lines that fit `W` px at the caption's size (a sans-serif glyph is about 0.58 em wide). */
export function wrapCaption(text: string, W: number): string[] {
  const max = Math.max(8, Math.floor((W - 16) / (0.58 * capSize(W))));
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const l = lines.at(-1);
    if (l !== undefined && l.length + 1 + word.length <= max) lines[lines.length - 1] = l + ' ' + word;
    else lines.push(word.length > max ? word.slice(0, max - 1) + '…' : word);
  }
  return lines;
}

/** A train plate's height in units: layout.ts's `PH` (not imported: the element's lazy picture chunk then needs nothing from its first paint but its own copy of ./pips.ts; a test holds them equal). */
export const PLATE = 1;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n3 = (n: number) => +n.toFixed(3);

/** One tile as SVG at the origin (see ./pips.ts): face up with `p`, else face down; `v` stands it up; `ring` outlines it. */
export function tileSVG(p: readonly number[] | null, v: boolean, c: Palette, mx: boolean, ring: string | null = null): string {
  const rect = ([x, y, w, h, r]: readonly number[], fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
  const pip = (n: number, cx: number) => (n ? `<path d="${pipPath(n, cx)}" fill="${mx ? MX_PIPS[n] : c.pip}"/>` : '');
  const edge = rect(EDGE, c['tile-edge'], ring ? ` stroke="${ring}" stroke-width=".22" stroke-opacity=".45"` : '');
  const top = p
    ? rect(FACE, c.tile, ` stroke="${ring ?? '#000'}" stroke-width="${ring ? 0.09 : 0.025}"${ring ? '' : ' stroke-opacity=".18"'}`) +
      `<path d="${BAR}" stroke="#000" stroke-opacity=".33" stroke-width=".045" stroke-linecap="round"/><circle r="${RIVET}" fill="#b08d4a"/>` +
      pip(p[0]!, -0.5) +
      pip(p[1]!, 0.5)
    : rect(FACE, c.back) + `<path d="${MARK}" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width=".05"/>`;
  return `<g${v ? ' transform="rotate(90)"' : ''}>${edge}${top}</g>`;
}

/** The board's drawing in layout units (no <svg> around it): rail, plates, tiles (each `<g class="t" data-t>` at its transform), folded counts, open ends (`<g class="end" data-number>`). */
export function boardSVG(b: Board, c: Palette, mx: boolean, last: Tile | null, open: Tile | null, turn: number | null): string {
  let s = b.rail ? `<path d="${b.rail}" fill="none" stroke="${c.text}" stroke-opacity=".5" stroke-width=".14" stroke-linecap="round"/>` : '';
  for (const l of b.labels) {
    const now = l.seat !== null && l.seat === turn;
    s += `<g><rect x="${n3(l.x)}" y="${n3(l.y - PLATE / 2)}" width="${n3(l.w)}" height="${PLATE}" rx=".3" fill="${now ? c.accent : c.chip}"${now ? ' fill-opacity=".3"' : ''}/>`;
    s += `<text x="${n3(l.x + 0.3)}" y="${n3(l.y + 0.2)}" font-family="sans-serif" font-size=".55" font-weight="600" fill="${c.text}">${esc(l.text)}</text>`;
    s += `${l.marker ? `<circle cx="${n3(l.x + l.w - 0.45)}" cy="${n3(l.y)}" r=".26" fill="#e0483e" stroke="#fff" stroke-width=".08"/>` : ''}</g>`;
  }
  for (const t of b.tiles) s += `<g class="t" data-t="${esc(t.tile)}" transform="${at(t.x, t.y)}">${tileSVG(t.p, t.v, c, mx, t.tile === open ? '#ff5a47' : t.tile === last ? c.accent : null)}</g>`;
  for (const f of b.folds) {
    const r = (x: number, y: number) => `<rect x="${x}" y="${y}" width="1.6" height=".9" rx=".12" fill="${c.tile}" stroke="${c['tile-edge']}" stroke-width=".06"/>`;
    s += `<g transform="${at(f.x, f.y)}">${r(-0.7, -0.38)}${r(-0.85, -0.5)}<text y=".19" font-family="sans-serif" font-size=".5" font-weight="700" text-anchor="middle" fill="${c.pip}">+${f.n}</text></g>`;
  }
  // each open end: a dashed square where the next tile's matching half goes, with its number (as the element draws it)
  for (const e of b.ends) {
    s += `<g class="end" data-number="${e.n ?? ''}" transform="${at(e.x, e.y)}"><rect x="-.4" y="-.4" width=".8" height=".8" rx=".16" fill="#0000002e" stroke="${c.text}" stroke-opacity=".7" stroke-width=".06" stroke-dasharray=".16 .1"/>`;
    s += `${e.n === null ? '' : `<text y=".18" font-family="sans-serif" font-size=".5" font-weight="800" text-anchor="middle" fill="${c.text}">${e.n}</text>`}</g>`;
  }
  return s;
}

/**
 * The picture of `v`: its board on the felt, `width` px wide (its height the felt's shape), with an optional hand
 * and caption under it, as a standalone SVG document.
 */
export function viewSVG(v: TableView, o: PictureOptions = {}): string {
  const c = o.palette ?? CLASSIC;
  const W = Math.max(16, Math.round(o.width ?? 640));
  const [x, y, w, h] = v.board.box;
  const H = Math.max(8, Math.round((W * h) / w));
  const hand = o.hand ?? [];
  const ht = hand.length ? Math.min(W / 14, 48) : 0; // a hand tile's short side, px
  const lines = o.caption ? wrapCaption(o.caption, W) : [];
  const nl = Math.max(lines.length, o.captionLines ?? 0);
  const cap = nl ? capSize(W) : 0; // the caption's font size, px
  const capH = cap ? Math.round(cap * (1.3 * nl + 0.9)) : 0;
  const handH = ht ? Math.round(ht * 2.4) : 0;
  const total = H + handH + capH;
  const title = esc(o.title ?? v.boardLabel);
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${total}" viewBox="0 0 ${W} ${total}" role="img" aria-label="${title}"><title>${title}</title>`;
  s += `<rect width="${W}" height="${total}" fill="${c['felt-edge']}"/><rect width="${W}" height="${H}" fill="${c.felt}"/>`;
  s += `<svg class="board" x="0" y="0" width="${W}" height="${H}" viewBox="${x.toFixed(3)} ${y.toFixed(3)} ${w.toFixed(3)} ${h.toFixed(3)}" overflow="hidden">${boardSVG(v.board, c, v.mx, v.lastTile, v.openTile, v.game.turn)}</svg>`;
  if (ht) {
    // the hand: standing tiles in a row, centred (scaled down to fit)
    const k = Math.min(ht, (W - 16) / (hand.length * 1.12));
    const x0 = W / 2 - ((hand.length - 1) * 1.12 * k) / 2;
    s += `<g class="hand">`;
    hand.forEach((t, i) => {
      const p = t.split('-').map(Number);
      s += `<g transform="translate(${n3(x0 + i * 1.12 * k)} ${n3(H + handH / 2)}) scale(${n3(k)})">${tileSVG(p, true, c, v.mx)}</g>`;
    });
    s += `</g>`;
  }
  if (lines.length) {
    const y0 = H + handH + cap * (0.45 + 1 + (1.3 * (nl - lines.length)) / 2);
    s += `<text class="caption" font-family="sans-serif" font-size="${cap}" text-anchor="middle" fill="${c.text}">`;
    lines.forEach((l, i) => (s += `<tspan x="${W / 2}" y="${n3(y0 + i * 1.3 * cap)}">${esc(l)}</tspan>`));
    s += '</text>';
  }
  return s + '</svg>';
}

/** The picture of `v` in the colours of a page's computed `style` (the element's `toSVG()`), `width` px wide (640 when 0); null without a view (before a game). */
export function styledSVG(v: TableView | null, style: { getPropertyValue(prop: string): string }, width: number): string | null {
  return v && viewSVG(v, { palette: paletteFrom((p) => style.getPropertyValue(p)), width: width || 640 });
}
