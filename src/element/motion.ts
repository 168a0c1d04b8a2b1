/**
 * Motion that explains a move, after each render of `<domino-table>`:
 * - a played tile travels from the hand it left (or the seat that played it)
 *   to its place on the felt; a drawn tile travels from the boneyard to the
 *   hand (face up) or to the seat that drew it (face down);
 * - tiles the layout moved glide to their new places (FLIP);
 * - points made in All Fives pop ("+10") where they were made and on the
 *   player's seat.
 * Everything moves with the Web Animations API on `transform` and `opacity`
 * only (a strict CSP allows it; no style attribute is written). Travel runs
 * on an HTML layer over the table, so the compositor can run it at the
 * display's rate. `prefers-reduced-motion` and `speed="0"` turn travel and
 * gliding off; the last move's marker and the score stay (without moving).
 * A chunk of its own, loaded after the first render (./panels.ts asks for it).
 */
import { css, render, svg } from 'lit';
import type { Action, GameState } from '../engine/game.js';
import type { Table } from '../table/table.js';
import type { TableView } from '../table/view.js';
import { face } from './parts/tile.js';

/** What the motion needs of the element: its render root, its pace, whether it is on the page. */
export interface MotionHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly speed: number;
  readonly isConnected: boolean;
}

type Box = { x: number; y: number; w: number; h: number };

/** Styles of the travelling tiles and the points popping up, adopted when this chunk loads. */
export const motionStyles = css`
  .fly, .pop { position: absolute; left: 0; top: 0; will-change: transform }
  .fly svg { display: block; overflow: visible; filter: drop-shadow(0 6px 6px #0006) }
  .fly .edge { fill: var(--_side) } .fly .face { fill: var(--_tile) } .fly .back { fill: var(--_back) }
  .pop { font-weight: 800; font-size: 1.35rem; color: var(--_acc); text-shadow: 0 2px 4px #000a, 0 0 2px #000; white-space: nowrap }
`;

/** What the previous render showed, to see what changed (from the layout and the state: no DOM reads). */
interface Seen {
  round: string; // seed:round
  tiles: Map<string, { px: number; py: number }>; // board tile → its centre in px from the board's corner
  u: number;
  hand: string[]; // the tiles of the hand shown here
  counts: number[]; // tiles per hand
  step: number; // the record's step shown: only a single step forward is animated
}

const seen = new WeakMap<MotionHost, Seen>();
const lifted = new WeakMap<MotionHost, { tile: string; at: Box }>(); // a hand tile just played, where it was
const EASE = 'cubic-bezier(.2,.75,.25,1)';
/** How long a tile travels (ms). */
export const TRAVEL = 480;

const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

function box(r: DOMRect, o: DOMRect): Box {
  return { x: r.left - o.left, y: r.top - o.top, w: r.width, h: r.height };
}

const layer = (el: MotionHost) => el.renderRoot.querySelector<HTMLElement>('.fx');

/** Notes where a hand tile is just before it is played (the element calls it from play()): it travels from there. */
export function lift(el: MotionHost, tile: unknown): void {
  // any value may come through play(): only a hand tile's own name matches
  const b = [...el.renderRoot.querySelectorAll<HTMLElement>('.hand button[data-t]')].find((x) => x.dataset.t === tile);
  const fx = layer(el);
  if (b && fx) lifted.set(el, { tile: b.dataset.t!, at: box(b.getBoundingClientRect(), fx.getBoundingClientRect()) });
}

/** Runs after every render of `v`; reads the DOM only when a move is to be shown. `src` is the record shown, `step` its step. */
export function motion(el: MotionHost, table: Table, v: TableView | null, src: { states: readonly GameState[]; actions: readonly Action[] }, step: number): void {
  const g = v?.game;
  const b = v?.board;
  const root = el.renderRoot;
  const fx = layer(el);
  if (!g || !b || !fx) return;
  const prev = seen.get(el);
  const round = g.seed + ':' + g.round;
  const still = el.speed === 0 || reduced() || !el.isConnected;
  const viewer = v.hand?.seat;
  const now: Seen = {
    round,
    tiles: new Map(),
    u: b.u,
    hand: viewer === undefined ? [] : (g.hands[viewer] ?? []),
    counts: g.hands.map((h) => h.length),
    step,
  };
  for (const t of b.tiles) now.tiles.set(t.tile, { px: (t.x - b.box[0]) * b.u, py: (t.y - b.box[1]) * b.u });
  seen.set(el, now);
  const lift0 = lifted.get(el);
  lifted.delete(el);
  if (!prev || prev.round !== round || now.step !== prev.step + 1) return;
  const o = fx.getBoundingClientRect(); // the layer the travellers move on
  const at = (sel: string) => ((r) => (r ? box(r.getBoundingClientRect(), o) : null))(root.querySelector(sel));
  // the move just made, from the record (the replay's when one is shown)
  const action = src.actions[now.step - 1];
  const seat = src.states[now.step - 1]?.turn ?? null;
  const played = action?.type === 'play' ? action.tile : null;
  const groups = new Map([...root.querySelectorAll<SVGGElement>('.board .t')].map((x) => [x.dataset.t!, x]));
  // Tiles the layout moved glide from where they were (same scale only). What most tiles share (the drawing
  // re-centred) moves the whole board, an HTML layer the compositor animates; only tiles that moved otherwise
  // (round a corner) are animated inside the SVG, which has to be repainted for each of their frames.
  if (!still && prev.u === b.u) {
    const moves: [SVGGElement, { px: number; py: number }, number, number][] = [];
    const votes = new Map<string, number>();
    for (const [tile, p] of now.tiles) {
      const q = prev.tiles.get(tile);
      const g2 = groups.get(tile);
      if (!q || !g2) continue;
      const d = [Math.round(q.px - p.px), Math.round(q.py - p.py)] as const;
      moves.push([g2, p, d[0], d[1]]);
      votes.set(d + '', (votes.get(d + '') ?? 0) + 1);
    }
    const [cx, cy] = ([...votes].sort((a, b2) => b2[1] - a[1])[0]?.[0] ?? '0,0').split(',').map(Number) as [number, number];
    const board = root.querySelector<SVGSVGElement>('svg.board');
    if ((cx || cy) && board) board.animate([{ transform: `translate(${cx}px, ${cy}px)` }, { transform: 'none' }], { duration: 380, easing: EASE });
    const t = (x: number, y: number) => `translate(${(x / b.u + b.box[0]).toFixed(3)}px, ${(y / b.u + b.box[1]).toFixed(3)}px)`;
    // Each of these makes the SVG repaint for every frame: a few glide, a crowd (a long train folding anew) jumps.
    const own = moves.filter(([, , dx, dy]) => Math.abs(dx - cx) >= 1 || Math.abs(dy - cy) >= 1);
    for (const [g2, p, dx, dy] of own.length > 6 ? [] : own) {
      g2.animate([{ transform: t(p.px + dx - cx, p.py + dy - cy) }, { transform: t(p.px, p.py) }], { duration: 380, easing: EASE });
    }
  }
  // The played tile travels to its place.
  const dest = played && !prev.tiles.has(played) ? groups.get(played) : undefined;
  let landed = 0;
  if (dest) {
    const d = box(dest.getBoundingClientRect(), o);
    const fromHand = lift0?.tile === played ? lift0.at : null;
    const from = fromHand ?? (seat !== null ? at(`.seat[data-seat="${seat}"]`) : null);
    if (!still && from) {
      const t = b.tiles.find((x) => x.tile === played)!;
      fly(fx, d, from, !!fromHand, t.v, b.u, t.p, (played!.split('-').map(Number)[0] ?? 0) === t.p[0], v.mx);
      dest.animate([{ opacity: 0 }, { opacity: 0 }], { duration: TRAVEL });
      landed = TRAVEL;
    }
    const pts = g.lastScore ?? 0;
    if (pts > 0) {
      pop(fx, d, `+${pts}`, landed, still);
      const chip = seat !== null ? at(`.seat[data-seat="${seat}"]`) : null;
      if (chip) pop(fx, chip, `+${pts}`, landed + 150, still);
    }
  }
  // A drawn tile travels from the boneyard: face up into the hand shown here, face down to another seat.
  const yard = action?.type === 'draw' && !still ? at('.boneyard') : null;
  if (yard) {
    const fresh = now.hand.filter((t) => !prev.hand.includes(t));
    for (const t of fresh) {
      const h = root.querySelector<HTMLElement>(`.hand button[data-t="${t}"]`);
      if (!h) continue;
      const r = box(h.getBoundingClientRect(), o);
      h.animate([{ transform: `translate(${yard.x + yard.w / 2 - r.x - r.w / 2}px, ${yard.y + yard.h / 2 - r.y - r.h / 2}px) scale(.5)`, opacity: 0.4 }, { transform: 'none', opacity: 1 }], { duration: TRAVEL, easing: EASE });
    }
    const s2 = seat !== null && !fresh.length && (now.counts[seat] ?? 0) > (prev.counts[seat] ?? 0) ? at(`.seat[data-seat="${seat}"]`) : null;
    if (s2) fly(fx, { x: s2.x + s2.w / 2 - 10, y: s2.y + s2.h / 2 - 20, w: 20, h: 40 }, yard, false, true, 20, null, true, false);
  }
}

/**
 * A tile travelling over the table from box `from` to box `to` (px from the table's corner), drawn as it will
 * lie at `to` (`v` standing, `u` px per unit, halves `p`, or face down when `p` is null). From a hand it starts
 * standing at the hand tile's size; from a seat it starts small and face down and turns face up on the way.
 */
function fly(fx: HTMLElement, to: Box, from: Box, hand: boolean, v: boolean, u: number, p: [number, number] | null, upright: boolean, mx: boolean): void {
  const d = document.createElement('div');
  d.className = 'fly';
  const s = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const [w, h] = v ? [u, 2 * u] : [2 * u, u];
  s.setAttribute('width', String(w));
  s.setAttribute('height', String(h));
  s.setAttribute('viewBox', v ? '-.5 -1 1 2' : '-1 -.5 2 1');
  if (mx) s.setAttribute('class', 'mx');
  render(svg`<g class="up">${face(p, v)}</g>${p ? svg`<g class="down">${face(null, v)}</g>` : null}`, s);
  d.append(s);
  fx.append(d);
  const [cx, cy] = [to.x + to.w / 2 - w / 2, to.y + to.h / 2 - h / 2];
  const [fx0, fy0] = [from.x + from.w / 2 - w / 2, from.y + from.h / 2 - h / 2];
  // From a hand the tile stands (its first number on top): turn it to the way it lies on the felt.
  const turn = hand ? (v ? (upright ? 0 : 180) : upright ? -90 : 90) : 0;
  const scale = hand ? from.w / u : 0.5;
  const a = d.animate([{ transform: `translate(${fx0}px, ${fy0}px) rotate(${turn}deg) scale(${scale})` }, { transform: `translate(${cx}px, ${cy}px)` }], { duration: TRAVEL, easing: EASE });
  if (p && !hand) {
    // from a seat: face down for the first half of the way
    s.querySelector('.down')!.animate([{ opacity: 1 }, { opacity: 1, offset: 0.45 }, { opacity: 0, offset: 0.55 }, { opacity: 0 }], { duration: TRAVEL, fill: 'forwards' });
  } else s.querySelector('.down')?.remove();
  a.finished.then(() => d.remove(), () => d.remove());
}

/** Points popping up ("+10") over box `at`, after `delay` ms; without moving when motion is reduced. */
function pop(fx: HTMLElement, at: Box, text: string, delay: number, still: boolean): void {
  const d = document.createElement('div');
  d.className = 'pop';
  d.textContent = text;
  fx.append(d);
  const x = at.x + at.w / 2;
  const y = at.y + at.h / 2;
  const t = (dy: number, s: number) => `translate(${x}px, ${y + dy}px) translate(-50%, -50%) scale(${s})`;
  const frames = still
    ? [{ transform: t(0, 1), opacity: 1 }, { transform: t(0, 1), opacity: 1, offset: 0.8 }, { transform: t(0, 1), opacity: 0 }]
    : [{ transform: t(6, 0.6), opacity: 0 }, { transform: t(-8, 1.15), opacity: 1, offset: 0.25 }, { transform: t(-18, 1), opacity: 1, offset: 0.7 }, { transform: t(-30, 1), opacity: 0 }];
  const a = d.animate(frames, { duration: 1300, delay, easing: 'ease-out', fill: 'both' });
  a.finished.then(() => d.remove(), () => d.remove());
}
