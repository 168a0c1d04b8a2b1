/** SVG dominoes: generated pip paths (no static artwork), readable up to 12 pips. */
import { svg, nothing } from 'lit';
import type { SVGTemplateResult } from 'lit';

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

/**
 * A tile lying horizontally, centred on 0, 2 × 1 units: face up with `p[0]` on
 * its left half and `p[1]` on its right, or face down without `p`. `v` stands
 * it up (rotated by 90°: `p[0]` goes on top).
 */
export function face(p?: readonly number[] | null, v?: boolean): SVGTemplateResult {
  return svg`<g transform=${v ? 'rotate(90)' : nothing}><rect class="edge" x="-.96" y="-.44" width="1.96" height=".96" rx=".15"/><rect class=${p ? 'face' : 'back'} x="-.98" y="-.48" width="1.96" height=".96" rx=".15"/>${p
    ? svg`<path class="bar" d="M0-.36V.36"/><circle class="rivet" r=".055"/><path class="pip n${p[0]}" d=${pipPath(p[0]!, -0.5)}/><path class="pip n${p[1]}" d=${pipPath(p[1]!, 0.5)}/>`
    : svg`<path class="mark" d="M-.7-.3H.7V.3H-.7Z"/>`}</g>`;
}
