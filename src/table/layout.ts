/**
 * The board's geometry: game state + the felt's box in CSS pixels → where each
 * tile lies and at what scale. No DOM; playability comes from the engine's
 * `legalActions` (passed in), the kind of layout from the variant's rules.
 *
 * The scale is chosen here: the largest unit (half a tile's length, i.e. a
 * tile's short side, in px) between `min` and `max` at which the whole layout
 * fits the box. Lines snake and spinner arms and trains fold to fit (on a small
 * felt the spinner moves off its place so that a long arm has room to wind);
 * only when nothing fits at `min` do tiles get smaller than that (never cut off).
 */
import { rulesOf } from '../engine/game.js';
import type { Action, GameState, Placed } from '../engine/game.js';

/** One tile on the table, in layout units (1 = half a tile). */
export interface DrawnTile {
  tile: string; // e.g. "6-4"
  x: number; // centre
  y: number;
  v: boolean; // standing (vertical); p[0] is then the top half
  p: [number, number]; // halves: left/top, right/bottom
}

/** Where a tile could go next: a drop target. */
export interface Target {
  place: string; // e.g. "left", "train-2"
  x: number;
  y: number;
  v: boolean;
  n: number | null; // the number a tile must show there, e.g. 6
}

/**
 * An open end, marked on the board: where the next tile there would put its inner half (the square beside the end),
 * and the number it must show. Every open end has one, whether or not a tile is selected.
 */
export interface EndMark {
  place: string; // e.g. "left", "up", "train-2"
  x: number; // centre of the square the next tile's matching half would take
  y: number;
  n: number | null; // the number open there
}

/** A train's name plate (Mexican Train): its left edge at `x`, centred on `y`. */
export interface TrainLabel {
  place: string; // "mexican" or "train-N"
  seat: number | null;
  x: number;
  y: number;
  w: number; // width in units (the marker's dot included)
  text: string; // the name as it fits, e.g. "Mexican"
  marker: boolean;
}

/** The older tiles of a long train, folded into a count before its newest ones (Mexican Train on a small felt). */
export interface Fold {
  place: string;
  x: number; // centre
  y: number;
  n: number; // how many tiles are folded
}

/** A train's band (Mexican Train): the rectangle holding its plate and every row of its tiles, `x`, `y` its top left. */
export interface Band {
  place: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Everything drawn on the felt. */
export interface Board {
  tiles: DrawnTile[];
  targets: Target[];
  ends: EndMark[]; // every open end (the line's ends and arms, each train), in the engine's order
  turned: boolean; // a line (no spinner) drawn with a corner: "left" and "right" no longer say where its ends are drawn
  labels: TrainLabel[];
  folds: Fold[];
  bands: Band[]; // Mexican Train: one per train, in the order of the plates
  rail: string; // SVG path of the Mexican Train rails, "" otherwise
  box: [number, number, number, number]; // viewBox: x, y, width, height (the whole felt)
  u: number; // CSS px per unit: a tile's short side
  fits: boolean; // false: nothing fitted at the legible minimum: tiles are smaller (and, failing even that, the view scaled down)
}

/** What the layout needs besides the state. */
export interface LayoutInput {
  w: number; // the felt's size in CSS px
  h: number;
  min: number; // the smallest unit that keeps tiles legible (px)
  max: number; // the largest unit worth drawing (px)
  anchor?: string | null; // the round's lead tile: the line grows from it
  legal?: readonly Action[];
  selected?: string | null; // the tile whose places are marked as targets
  plates?: readonly { full: string; short?: readonly string[] }[]; // Mexican Train: the Mexican train's label (with shorter forms, longest first), then each seat's
  /**
   * The open places laid out with room for a tile, whatever is selected: each gets a target (a tile's slot along its
   * chain, a double's too), and the board's scale and every tile's place are the same with or without a selection
   * (the caller shows the targets it wants). Without it, only the selected tile's places get room and targets.
   */
  room?: readonly string[];
}

const G = 0.06; // gap between neighbouring tiles
const M = 0.3; // margin inside the felt
const FLOOR = 10; // the smallest unit ever tried (px): below the legible minimum, only when nothing else fits
const CH = 0.31; // a plate character's width, in units (font .55)
const FOLD = 1.8; // the width of a folded train's count
const BP = 0.03; // a train band's padding around its plate and tiles
const BG = 0.06; // the gap between two trains' bands
/** A train plate's height, in units (as high as a tile lying along its train). */
export const PH = 1;
const E = 1 + G; // the room a corner tile takes beyond a chain's end

/** A region's edges: left, top, right, bottom. */
type Box4 = [number, number, number, number];

/**
 * A chain of tiles being laid: it heads east, south, west or north (0–3) and
 * stays inside its region. Where the next tile does not fit it turns a
 * corner: clockwise, winding inward (All Fives' arms), or, when `snake` is set,
 * into the next row down (1) or up (−1) and back, like a line on a table.
 */
interface Turtle {
  x: number; // the chain's open end, on its axis
  y: number;
  d: number;
  box: Box4;
  snake: number; // 0: wind clockwise; 1 / −1: rows advancing south / north
  back: number; // snake: −1, or the heading of the next row (its first tile turns into it at once)
  bad: boolean; // something did not fit
  bent: boolean; // it fits, but reads worse: an arm's first tile turned a corner at once, or a double lay along the chain
  laid: number; // tiles laid so far
}

const DX = [1, 0, -1, 0];
const DY = [0, 1, 0, -1];

const turtle = (x: number, y: number, d: number, box: Box4, snake = 0): Turtle => ({ x, y, d, box, snake, back: -1, bad: false, bent: false, laid: 0 });

/** Lays one tile (`inner` half toward the chain) at the end of chain `c` and advances it; `out` gets the tile. */
function lay(c: Turtle, tile: string, inner: number, outer: number, out: DrawnTile[] | null): DrawnTile {
  const dbl = inner === outer;
  const [l, t, r, b] = c.box;
  // Does a tile centred at (x, y), `along` long in heading d and `across` wide, stay inside (with `reserve` left ahead)?
  const ok = (x: number, y: number, d: number, along: number, across: number, reserve: number) => {
    const [hx, hy] = DX[d] ? [along / 2, across / 2] : [across / 2, along / 2];
    const far = [x + hx - r + reserve, y + hy - b + reserve, l + reserve - x + hx, t + reserve - y + hy][d]!;
    return far <= 1e-9 && (DX[d] ? y - hy >= t - 1e-9 && y + hy <= b + 1e-9 : x - hx >= l - 1e-9 && x + hx <= r + 1e-9);
  };
  const d = c.d;
  let cross = dbl; // a double lies across the chain
  let len = dbl ? 1 : 2;
  const at = () => [c.x + DX[d]! * (G + len / 2), c.y + DY[d]! * (G + len / 2)] as const;
  let [x, y] = at();
  if (dbl && !ok(x, y, d, 1, 2, -Infinity)) {
    // too wide to lie across here (a lane along the felt's edge): it lies along the chain
    cross = false;
    len = 2;
    [x, y] = at();
    c.bent = true;
  }
  let way = d;
  if (c.back < 0 && ok(x, y, d, len, cross ? 2 : 1, c.snake || !c.laid ? E : E + 0.5)) {
    c.x += DX[d]! * (G + len);
    c.y += DY[d]! * (G + len);
  } else if (cross && !c.snake) {
    // A double at an arm's corner: across the lane it ends, the arm going on the new way from its end. (A snaking
    // line keeps its rows' spacing: its corner tile turns as any other.)
    const n = c.back >= 0 ? c.back : c.snake ? (c.snake > 0 ? 1 : 3) : (d + 1) % 4;
    if (c.laid === 0 && !c.snake) c.bent = true;
    if (!ok(x, y, d, 1, 2, 0)) c.bad = true;
    if (c.snake) c.back = c.back >= 0 ? -1 : (d + 2) % 4;
    else {
      const k = (n + 2) % 4;
      c.box[[2, 3, 0, 1][k]!] = (DX[d] ? c.y : c.x) + (k < 2 ? -E : E);
    }
    c.x = x + DX[n]!;
    c.y = y + DY[n]!;
    c.d = n;
  } else {
    // Corner: the tile runs the new way, its inner half just beyond the old end.
    const n = c.back >= 0 ? c.back : c.snake ? (c.snake > 0 ? 1 : 3) : (d + 1) % 4;
    if (!c.snake && (dbl || c.laid === 0)) c.bent = true; // a double lies along; an arm leaves the spinner sideways
    cross = false;
    x = c.x + DX[d]! * (G + 0.5) + DX[n]! * 0.5;
    y = c.y + DY[d]! * (G + 0.5) + DY[n]! * 0.5;
    if (!ok(x - DX[n]! * 0.5, y - DY[n]! * 0.5, d, 1, 1, 0) || !ok(x, y, n, 2, 1, 0)) c.bad = true;
    if (c.snake) c.back = c.back >= 0 ? -1 : (d + 2) % 4; // after the turn down, back along the next row
    else {
      // winding: the lane just run is behind the arm now
      const k = (n + 2) % 4;
      c.box[[2, 3, 0, 1][k]!] = (DX[d] ? c.y : c.x) + (k < 2 ? -E : E);
    }
    c.x = x + DX[n]!;
    c.y = y + DY[n]!;
    c.d = way = n;
  }
  // p[0] is the left/top half: the inner one when the tile runs east or south
  const v = cross ? way % 2 === 0 : way % 2 === 1;
  const tl: DrawnTile = { tile, x, y, v, p: way < 2 ? [inner, outer] : [outer, inner] };
  c.laid++;
  out?.push(tl);
  return tl;
}

/**
 * Lays a chain of placed tiles (`flip` when `b` is the inner half), then the drop target at its end if `place` is
 * open; `ends` gets the chain's open end (the square just beyond it, on its heading: where the next tile's inner half
 * goes, straight on or turning a corner; beside its last half when it turns back into a new row).
 */
function chain(c: Turtle, tiles: readonly Placed[], flip: boolean, out: DrawnTile[], place: string, places: Set<string>, n: number | null, dbl: boolean, targets: Target[], ends: EndMark[], quit = Q.never): void {
  for (const t of tiles) {
    lay(c, t.tile, flip ? t.b : t.a, flip ? t.a : t.b, out);
    if (c.bad ? quit : c.bent && quit === Q.bent) return; // a probe: it failed
  }
  // A snaking chain whose last tile turned down (or up) a row turns back at once: its next tile would open a row not
  // drawn yet (over the next train's band, or off the felt), so the mark sits beside the end's half, the way it turns.
  const d = c.d;
  const b = c.back;
  ends.push(b >= 0 ? { place, x: c.x - DX[d]! * 0.5 + DX[b]! * (1 + G), y: c.y - DY[d]! * 0.5 + DY[b]! * (1 + G), n } : { place, x: c.x + DX[d]! * (G + 0.5), y: c.y + DY[d]! * (G + 0.5), n });
  if (places.has(place)) {
    const probe = { ...c, box: [...c.box] as Box4 };
    const v = n ?? 0;
    const t = lay(probe, '', v, dbl ? v : v + 1, null);
    c.bad ||= probe.bad;
    targets.push({ place, x: t.x, y: t.y, v: t.v, n });
  }
}

/** A probe stops laying a chain once it has failed: never (a layout), where a tile does not fit, or also where one reads worse. */
const enum Q {
  never,
  bad,
  bent,
}

/** The length of a chain laid in one row, in units. */
const length = (tiles: readonly Placed[]) => tiles.reduce((n, t) => n + G + (t.a === t.b ? 1 : 2), 0);

/** Extents of what is drawn: [left, top, right, bottom]. */
function extents(tiles: readonly DrawnTile[], targets: readonly Target[], labels: readonly TrainLabel[]): [number, number, number, number] {
  let [l, t, r, b] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const x of [...tiles, ...targets]) {
    const [hw, hh] = x.v ? [0.5, 1] : [1, 0.5];
    l = Math.min(l, x.x - hw);
    r = Math.max(r, x.x + hw);
    t = Math.min(t, x.y - hh);
    b = Math.max(b, x.y + hh);
  }
  for (const x of labels) {
    l = Math.min(l, x.x);
    r = Math.max(r, x.x + x.w);
    t = Math.min(t, x.y - PH / 2);
    b = Math.max(b, x.y + PH / 2);
  }
  return l === Infinity ? [0, 0, 0, 0] : [l, t, r, b];
}

interface Arranged {
  tiles: DrawnTile[];
  targets: Target[];
  ends: EndMark[];
  turned: boolean; // see Board.turned
  labels: TrainLabel[];
  folds: Fold[];
  bands: Band[];
  rail: string;
  bad: boolean;
  bent: boolean; // see Turtle.bent: a smaller scale is tried first (down to the legible minimum)
  fail?: string; // All Fives: the first arm that did not fit
  centre: 'both' | 'y'; // how the drawing is centred in the box
}

/**
 * The line games and All Fives: a snake from the lead tile, or the spinner with four arms winding in a pinwheel.
 * `shift` moves the spinner off its leaning place (units); `quit`: stop at the first arm that fails (a probe).
 */
function line(g: GameState, W: number, H: number, anchor: string | null, places: Set<string>, selDouble: boolean, lean = 1, shift: readonly [number, number] = [0, 0], quit = Q.never): Arranged {
  const tiles: DrawnTile[] = [];
  const targets: Target[] = [];
  const marks: EndMark[] = [];
  let turned = false;
  const line = g.line ?? [];
  const X = W / 2 - M;
  const Y = H / 2 - M;
  const spin = g.spinner ?? null; // All Fives' spinner (F-6)
  let k = spin ?? (anchor ? line.findIndex((t) => t.tile === anchor) : -1);
  if (k < 0) k = Math.floor((line.length - 1) / 2);
  const ends = g.ends ?? {};
  let bad = false;
  let bent = false;
  let fail: string | undefined;
  if (line.length > 0) {
    const lead = line[k]!;
    const dbl = lead.a === lead.b;
    const h0 = dbl ? 0.5 : 1;
    const L = line.slice(0, k).reverse();
    const R = line.slice(k + 1);
    const up = g.arms?.up ?? [];
    const down = g.arms?.down ?? [];
    // The lead moves off the centre toward its shorter side: the shorter side gets the room it needs and the
    // longer the rest, so a lopsided line does not turn early while the other half of its row stays empty.
    const bal = (a: number, b: number, room: number) => (a > b ? Math.max(0, Math.min((a - b) / 2, room - b)) : -Math.max(0, Math.min((b - a) / 2, room - a)));
    // (`lean` < 1 moves it less: on a narrow felt an arm then turns sooner and winds in the height there is)
    const ox = bal(length(L), length(R), X - h0 - E) * lean + shift[0];
    const oy = spin === null ? 0 : bal(length(up), length(down), Y - 1 - E) * lean + shift[1];
    tiles.push({ tile: lead.tile, x: ox, y: oy, v: dbl, p: [lead.a, lead.b] });
    // A line snakes (right end down, left end up); All Fives' arms wind clockwise each in its own region (a
    // pinwheel: right and down, down and left, left and up, up and right), so none can meet another.
    const arms: [string, Turtle, readonly Placed[], boolean][] =
      spin === null
        ? [
            ['right', turtle(ox + h0, 0, 0, [-X, -Infinity, X, Infinity], 1), R, false],
            ['left', turtle(ox - h0, 0, 2, [-X, -Infinity, X, Infinity], -1), L, true],
          ]
        : [
            ['right', turtle(ox + 0.5, oy, 0, [ox + E, oy - 1, X, Y]), R, false],
            ['down', turtle(ox, oy + 1, 1, [-X, oy + E, ox + 1, Y]), down, false],
            ['left', turtle(ox - 0.5, oy, 2, [-X, -Y, ox - E, oy + 1]), L, true],
            ['up', turtle(ox, oy - 1, 3, [ox - 1, -Y, X, oy - E]), up, false],
          ];
    for (const [place, c, list, flip] of arms) {
      const em: EndMark[] = [];
      chain(c, list, flip, tiles, place, places, ends[place] ?? null, selDouble, targets, em, quit);
      if (place in ends) marks.push(...em);
      if (c.bad || (c.bent && quit === Q.bent)) fail ??= place;
      bad ||= c.bad;
      bent ||= c.bent;
      // a snaking line's end off the lead's row has turned a corner (a spinner's arms each keep to their own side)
      turned ||= spin === null && Math.abs(c.y - oy) > 1e-6;
      if (quit && (bad || (bent && quit === Q.bent))) break;
    }
  }
  return { tiles, targets, ends: marks, turned, labels: [], folds: [], bands: [], rail: '', bad, bent, ...(fail ? { fail } : {}), centre: 'both' };
}

/** Mexican Train: the engine on a rail, one row per train (Mexican first), long trains snaking back or, when `fold`, showing their newest tiles after a count of the older ones. */
function trains(g: GameState, W: number, plates: LayoutInput['plates'], places: Set<string>, selDouble: boolean, fold: boolean): Arranged {
  const tiles: DrawnTile[] = [];
  const targets: Target[] = [];
  const marks: EndMark[] = [];
  const labels: TrainLabel[] = [];
  const folds: Fold[] = [];
  const bands: Band[] = [];
  const e = g.engine ? Number(g.engine.split('-')[0]) : null;
  const rx = 0.6; // the rail
  const names = ['mexican', ...Array.from({ length: g.players }, (_, i) => `train-${i}`)];
  // Plates as wide as the longest name that fits a quarter of the felt (the Mexican train may use a shorter name: the
  // longest of its forms that fits, else its shortest, cut).
  const cap = Math.max(2.6, Math.min(6, W * 0.24));
  const width = (s: string) => s.length * CH + 0.7;
  const text = names.map((_, i) => {
    const forms = [plates?.[i]?.full ?? '', ...(plates?.[i]?.short ?? [])];
    return forms.find((f) => width(f) <= cap) ?? forms.at(-1)!;
  });
  const pw = Math.min(cap, Math.max(2.6, ...text.map(width)));
  const fit = (s: string) => (width(s) <= pw ? s : s.slice(0, Math.max(1, Math.floor((pw - 0.7) / CH) - 1)) + '…');
  const x0 = rx + 0.7; // plates start here
  const xs = x0 + pw + 0.2 + 0.5; // trains start here (after the marker's dot)
  let y = 0; // the top of the next train's band
  let bad = xs + 2 + E > W - M; // not even one tile fits beside the plate
  let bent = false;
  const ys: number[] = [];
  names.forEach((place, i) => {
    const seat = place === 'mexican' ? null : i - 1;
    const mine: DrawnTile[] = [];
    const tgt: Target[] = [];
    const em: EndMark[] = [];
    let list = g.trainTiles?.[place] ?? [];
    const c = turtle(xs, 0, 0, [xs, -Infinity, W - M, Infinity], 1);
    if (fold) {
      // Keep the newest tiles that fit in one row with the target; the older ones become a count.
      const room = W - M - E - xs - (places.has(place) ? 2 + G : 0);
      let k = 0;
      for (let used = 0; k < list.length; k++) {
        const t = list[list.length - 1 - k]!;
        used += (t.a === t.b ? 1 : 2) + G;
        if (used > room - (k + 1 < list.length ? FOLD + G : 0)) break;
      }
      if (k < list.length) {
        folds.push({ place, x: xs + FOLD / 2, y: 0, n: list.length - k });
        c.x = xs + FOLD + G;
        c.box[2] = Infinity; // one row: it fits
        list = list.slice(list.length - k);
      }
    }
    chain(c, list, false, mine, place, places, g.trains?.[place] ?? e, selDouble, tgt, em);
    bad ||= c.bad;
    bent ||= c.bent;
    const f = folds.at(-1)?.place === place ? [folds.at(-1)!] : [];
    const plate = (yy: number): TrainLabel => ({ place, seat, x: x0, y: yy, w: pw + 0.5, text: fit(text[i]!), marker: seat !== null && (g.markers ?? []).includes(seat) });
    const [, top] = extents(mine, tgt, [plate(0)]);
    const dy = y + BP - top;
    for (const t of [...mine, ...tgt, ...f, ...em]) t.y += dy;
    tiles.push(...mine);
    targets.push(...tgt);
    if (g.engine) marks.push(...em);
    labels.push(plate(dy));
    ys.push(dy);
    // its band: the plate and all its rows (a train snaking into a second row keeps it inside), then a gap
    const bottom = extents(mine, tgt, labels.slice(-1))[3] + BP;
    bands.push({ place, x: x0 - BP, y, w: W - M - x0 + BP, h: bottom - y });
    y = bottom + BG;
  });
  // The engine sits on the rail halfway down, the rail branching to each plate.
  const mid = (ys[0]! + ys.at(-1)!) / 2;
  if (g.engine) tiles.unshift({ tile: g.engine, x: rx, y: mid, v: true, p: [e!, e!] });
  const rail = `M${rx} ${ys[0]!.toFixed(2)}V${ys.at(-1)!.toFixed(2)}` + ys.map((v) => `M${rx} ${v.toFixed(2)}H${x0}`).join('');
  return { tiles, targets, ends: marks, turned: false, labels, folds, bands, rail, bad, bent, centre: 'y' };
}

/**
 * The spinner's shifts tried for arm `arm` (whole units, nearest first, at most `SHIFTS`) on a felt of half-size `X` ×
 * `Y` units: those that widen and heighten its region (the right arm's grows as the spinner moves left and up, the
 * down arm's right and up, the left arm's right and down, the up arm's left and down).
 */
function shifts(X: number, Y: number, arm: string): [number, number][] {
  const [sx, sy] = ({ right: [-1, -1], down: [1, -1], left: [1, 1], up: [-1, 1] } as Record<string, [number, number]>)[arm] ?? [0, 0];
  const out: [number, number][] = [];
  for (let dx = 0; dx <= X; dx++) for (let dy = 0; dy <= Y; dy++) if (dx || dy) out.push([dx * sx, dy * sy]);
  return out.sort((a, b) => a[0] ** 2 + a[1] ** 2 - b[0] ** 2 - b[1] ** 2).slice(0, SHIFTS);
}
const SHIFTS = 16;

/** Lays out the table at one scale: `W` × `H` units. */
function arrange(g: GameState, W: number, H: number, inp: LayoutInput, fold = false, strict = false, search = false): Arranged & { fits: boolean; ext: [number, number, number, number] } {
  const places = new Set<string>(inp.room ?? []);
  const sel = inp.selected ?? null;
  for (const a of inp.legal ?? []) if (a.type === 'play' && a.tile === sel && a.at) places.add(a.at);
  // with room reserved, a double's target lies along its chain like any tile's: the same drawing for any selection
  const selDouble = !inp.room && sel !== null && sel.split('-')[0] === sel.split('-')[1];
  const mx = rulesOf(g.variant).layout === 'trains';
  // (a probe stops at its first failure: only a layout that fits is drawn, or, when none does, the first one in full)
  const at = (lean: number, shift?: readonly [number, number], quit = strict ? Q.bent : Q.bad) => {
    const a = mx ? trains(g, W, inp.plates, places, selDouble, fold) : line(g, W, H, inp.anchor ?? null, places, selDouble, lean, shift, quit);
    const ext = extents(a.tiles, a.targets, a.labels);
    for (const x of a.bands) ext.splice(0, 4, Math.min(ext[0], x.x), Math.min(ext[1], x.y), Math.max(ext[2], x.x + x.w), Math.max(ext[3], x.y + x.h));
    // Mexican Train is drawn from the felt's left edge (x = −M); the rest is centred
    const wide = mx ? ext[0] >= -M - 1e-6 && ext[2] <= W - M + 1e-6 : ext[2] - ext[0] <= W - 2 * M + 1e-6;
    const fits = !a.bad && !(strict && a.bent) && wide && ext[3] - ext[1] <= H - 2 * M + 1e-6;
    return { ...a, fits, ext };
  };
  // The lead leaning toward its shorter side first; where that does not fit, less (its longer side turns sooner)
  const first = at(1);
  if (first.fits || mx) return first;
  for (const lean of [0.5, 0]) {
    const a = at(lean);
    if (a.fits) return a;
  }
  // All Fives on a small felt: the spinner moved off its place, nearest first, so that a long arm has the width and
  // height to wind in that the short ones do not need (each arm keeps to its own region of the felt)
  if (search && g.spinner != null && first.fail) {
    for (const s of shifts(W / 2 - M, H / 2 - M, first.fail)) {
      const a = at(1, s);
      if (a.fits) return a;
    }
  }
  return at(1, undefined, Q.never);
}

/**
 * The table layout for `game` on a felt of `inp.w` × `inp.h` CSS px: the
 * snaking line (growing from the lead tile `anchor`, or All Fives' spinner
 * with its arms), or Mexican Train's rail and trains, at the largest scale
 * that fits. `legal` gives the places to mark as targets for the `selected`
 * tile, if any; `room` the places always given room and a target (then a
 * selection never moves a tile). The drawing is centred on the felt.
 */
export function layoutBoard(game: GameState, inp: LayoutInput): Board {
  const w = Math.max(inp.w, 40);
  const h = Math.max(inp.h, 40);
  const top = Math.max(inp.max, inp.min);
  let u = top;
  // First the largest scale at which it also reads well (arms leave the spinner straight, doubles lie across), down
  // to the legible minimum; failing that, the largest at which it fits at all.
  let a = arrange(game, w / u, h / u, inp, false, true, true);
  // 2 px steps: the scale changes seldom as the table fills
  while (!a.fits && u - 2 >= inp.min) {
    u -= 2;
    a = arrange(game, w / u, h / u, inp, false, true, true);
  }
  if (!a.fits) {
    u = top;
    a = arrange(game, w / u, h / u, inp);
    while (!a.fits && u - 2 >= inp.min) {
      u -= 2;
      a = arrange(game, w / u, h / u, inp);
    }
  }
  // Still too big at the legible minimum: Mexican Train folds its long trains; then, as a last resort, smaller tiles.
  const trains = rulesOf(game.variant).layout === 'trains';
  if (!a.fits && trains) a = arrange(game, w / u, h / u, inp, true);
  while (!a.fits && u - 2 >= FLOOR) {
    u -= 2;
    a = arrange(game, w / u, h / u, inp, trains);
  }
  const fits = a.fits && u >= inp.min;
  let [W, H] = [w / u, h / u];
  let [l, t, r, b] = a.ext;
  if (!a.fits) {
    // Nothing fits even at the floor: show it all, smaller (the view box grows around the drawing).
    const s = Math.max((r - l + 2 * M) / W, (b - t + 2 * M) / H, 1);
    [W, H] = [W * s, H * s];
    u /= s;
  }
  // Centre the drawing (Mexican Train stays against the left edge, where its rail is).
  const x = a.centre === 'both' ? (l + r) / 2 - W / 2 : -M;
  const y = (t + b) / 2 - H / 2;
  // An end's mark stays on the felt (a line drawn to the felt's edge leaves its next square just beyond the drawing).
  const R = 0.45;
  const ends = a.ends.map((e) => ({ ...e, x: Math.min(Math.max(e.x, x + R), x + W - R), y: Math.min(Math.max(e.y, y + R), y + H - R) }));
  return { tiles: a.tiles, targets: a.targets, ends, turned: a.turned, labels: a.labels, folds: a.folds, bands: a.bands, rail: a.rail, box: [x, y, W, H], u, fits };
}

/** Playable tiles of the seat to move, each with its places (empty list: the lead, no place). */
export function playable(legal: readonly Action[]): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const list = m.get(a.tile) ?? [];
    if (a.at) list.push(a.at);
    m.set(a.tile, list);
  }
  return m;
}

/**
 * The smallest and largest board unit (a tile's short side, CSS px) for a
 * table `px` wide with tiles up to `setMax` pips a half: legible on a phone
 * (22 px, 20 for double-12's many pips), larger from 768 px (28, 26); never
 * bigger than reads well.
 */
export function unitRange(px: number, setMax: number): [number, number] {
  const d = setMax > 6 ? 2 : 0;
  return px >= 768 ? [28 - d, 40 - d] : [22 - d, 34 - d];
}

/** The number a tile must show at `place`, e.g. 6 (the engine's number for a train without tiles); null when unknown. */
export function placeNumber(g: GameState, place: string): number | null {
  return g.ends?.[place] ?? g.trains?.[place] ?? (g.engine ? +g.engine.split('-')[0]! : null);
}

/** The seat whose train `place` is ("train-2" → 2), else null. */
export const trainSeat = (place: string): number | null => (place.startsWith('train-') ? +place.slice(6) : null);
