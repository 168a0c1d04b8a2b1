/**
 * A domino's shapes, shared by everything that draws one: the element's board and rack (src/element/parts/tile.ts)
 * and the pictures (./picture.ts: `toSVG()`, `domino-table/render`). A tile lies horizontally centred on 0, 2 × 1
 * units; its pips are generated paths (no artwork, no fonts), readable up to 12 pips a half.
 */

/** The rectangles of a tile: its edge (the side seen below the face) and its face (or back), x y width height rx. */
export const EDGE = [-0.96, -0.44, 1.96, 0.96, 0.15] as const;
export const FACE = [-0.98, -0.48, 1.96, 0.96, 0.15] as const;
/** The bar between the halves, the rivet's radius, a face-down tile's mark. */
export const BAR = 'M0-.36V.36';
export const RIVET = 0.055;
export const MARK = 'M-.7-.3H.7V.3H-.7Z';

/** The double-twelve set's pip colours (Mexican Train), by number (index 0 unused). */
export const MX_PIPS = ['', '#1f8fd6', '#2e8b3a', '#d1342b', '#8a4b16', '#1d3c9c', '#c48a00', '#7d3aa8', '#1f5f3a', '#444', '#d2581e', '#0e8a8a', '#6b6b6b'];

const X = [-0.27, 0, 0.27]; // pip columns inside a half (a unit square)
const Y = [-0.27, 0, 0.27, -0.3, -0.1, 0.1, 0.3]; // pip rows: three (up to 9 pips) or four (10–12)
const SIX = '000102202122';
const SIDES = '0304050623242526';
// Pip positions per value, two digits a pip: column (index into X), row (index into Y).
const L = ['', '11', '0022', '001122', '00200222', '0020022211', SIX, SIX + '11', SIX + '1012', SIX + '101112', SIDES + '1415', SIDES + '101112', SIDES + '13141516'];

const paths = new Map<string, string>();
/** The path of `n` pips on the half centred at (`cx`, 0), e.g. `pipPath(5, -0.5)`. */
export function pipPath(n: number, cx: number): string {
  const key = n + '@' + cx;
  let d = paths.get(key);
  if (d === undefined) {
    const r = n > 9 ? 0.082 : n > 6 ? 0.088 : 0.095; // as large as the rows allow: 12 pips stay legible on a 20 px tile
    const arc = `a${r} ${r} 0 1 0 `;
    d = '';
    for (const [c, w] of (L[n] ?? '').match(/../g) ?? []) d += `M${(cx + X[+c!]! - r).toFixed(3)} ${Y[+w!]!.toFixed(3)}${arc}${2 * r} 0${arc}${-2 * r} 0`;
    paths.set(key, d);
  }
  return d;
}

/** A tile's transform on the board: its centre in layout units, as both drawings write it. */
export const at = (x: number, y: number): string => `translate(${x.toFixed(3)} ${y.toFixed(3)})`;
