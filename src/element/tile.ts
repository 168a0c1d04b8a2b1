/** SVG dominoes: generated pip paths (no static artwork), readable up to 12 pips. */
import { svg } from 'lit';
import type { SVGTemplateResult } from 'lit';

const C = 0.27; // pip column/row offset inside a half (a unit square)
const R4 = [-0.3, -0.1, 0.1, 0.3];
// Pip positions per value as [x, y] in a half centred on 0; 7–12 use three columns (double-12 sets).
const L: number[][][] = [];
{
  const col = (x: number, ys: number[]) => ys.map((y) => [x, y]);
  const six = [...col(-C, [-C, 0, C]), ...col(C, [-C, 0, C])];
  L[0] = [];
  L[1] = [[0, 0]];
  L[2] = [[-C, -C], [C, C]];
  L[3] = [[-C, -C], [0, 0], [C, C]];
  L[4] = [[-C, -C], [C, -C], [-C, C], [C, C]];
  L[5] = [...L[4]!, [0, 0]];
  L[6] = six;
  L[7] = [...six, [0, 0]];
  L[8] = [...six, [0, -C], [0, C]];
  L[9] = [...six, ...col(0, [-C, 0, C])];
  L[10] = [...col(-C, R4), ...col(C, R4), ...col(0, [-0.1, 0.1])];
  L[11] = [...col(-C, R4), ...col(C, R4), ...col(0, [-C, 0, C])];
  L[12] = [...col(-C, R4), ...col(C, R4), ...col(0, R4)];
}

const paths = new Map<string, string>();
/** The path of `n` pips on the half centred at (`cx`, 0), e.g. `pipPath(5, -0.5)`. */
export function pipPath(n: number, cx: number): string {
  const key = `${n}@${cx}`;
  let d = paths.get(key);
  if (d === undefined) {
    const r = n > 9 ? 0.072 : n > 6 ? 0.08 : 0.092;
    d = (L[n] ?? [])
      .map(([x, y]) => `M${(cx + x! - r).toFixed(3)} ${y!.toFixed(3)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`)
      .join('');
    paths.set(key, d);
  }
  return d;
}

/**
 * A tile lying horizontally, centred on 0, 2 × 1 units, `p0` on its left half
 * and `p1` on its right (rotate by 90° to stand it up: `p0` goes on top).
 */
export function faceUp(p0: number, p1: number): SVGTemplateResult {
  return svg`<rect class="edge" x="-.96" y="-.44" width="1.96" height=".96" rx=".15"/><rect class="face" x="-.98" y="-.48" width="1.96" height=".96" rx=".15"/><path class="bar" d="M0 -.36V.36"/><circle class="rivet" r=".055"/><path class="pip n${p0}" d=${pipPath(p0, -0.5)}/><path class="pip n${p1}" d=${pipPath(p1, 0.5)}/>`;
}

/** A tile lying face down, same size as {@link faceUp}. */
export function faceDown(): SVGTemplateResult {
  return svg`<rect class="edge" x="-.96" y="-.44" width="1.96" height=".96" rx=".15"/><rect class="back" x="-.98" y="-.48" width="1.96" height=".96" rx=".15"/><path class="mark" d="M-.7 -.3H.7V.3H-.7Z"/>`;
}
