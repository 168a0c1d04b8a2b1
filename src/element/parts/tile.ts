/** SVG dominoes: the shapes of src/table/pips.ts (EDGE, FACE, BAR, RIVET, MARK; shared with the pictures, a test holds them equal) and its generated pip paths. */
import { svg, nothing } from 'lit';
import type { SVGTemplateResult } from 'lit';
import { pipPath } from '../../table/pips.js';

export { pipPath };

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
