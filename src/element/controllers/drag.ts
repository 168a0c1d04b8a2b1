/**
 * Dragging a hand tile to its place with pointer events (mouse, touch, pen), as game apps do: past a few pixels of
 * travel the tile is picked up (the table selects it without playing: its places light up as drop previews,
 * `::part(place)`), a ghost of it follows the pointer, the place under it is marked, and the drop decides:
 * - on a lit place: the tile is played there (the same `place` intent as a tap on the place);
 * - on an open place it does not fit: the move is sent as it is, so the table refuses it with its usual reason
 *   (the banner: "6-4 has no 5, so it cannot go on the left; …") and nothing changes;
 * - anywhere else: nothing is played, the tip says where it fits (a lead: anywhere on the felt leads it).
 * A miss sends the ghost back to the rack (at once when motion is reduced). A press that does not travel stays a
 * tap (tap-tap selection and the keyboard are untouched); the click that ends a drag is swallowed.
 */
import type { TableView } from '../../table/view.js';
import type { Target } from '../../table/layout.js';
import type { Send } from '../parts/send.js';

const SLOP = 8; // px of travel before a press becomes a drag
const NEAR = 28; // px around a place that still count as on it (a fingertip is wide)

/** What the drag needs of the element. */
export interface DragHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the rack's tiles are given (./parts/hand.ts). */
export interface HandDrag {
  /** A press on a hand tile (`playable`: it may be picked up). */
  down(e: PointerEvent, tile: string, playable: boolean): void;
  /** Whether the click now ends a drag (and must do nothing). */
  swallow(): boolean;
}

interface Press {
  id: number;
  tile: string;
  el: HTMLElement;
  x0: number;
  y0: number;
  touch: boolean;
  ghost: HTMLElement | null; // set once it is a drag
  over: Element | null;
}

const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Drag and drop of hand tiles (see the module comment). */
export class DragController implements HandDrag {
  #p: Press | null = null;
  #eat = false; // the click that ends a drag comes next (in the same task as the mouse's release): it does nothing

  constructor(
    private host: DragHost,
    private send: () => Send,
    private view: () => TableView | null,
  ) {}

  #q<T extends Element>(sel: string): T | null {
    return this.host.renderRoot.querySelector<T>(sel);
  }

  down = (e: PointerEvent, tile: string, playable: boolean): void => {
    if (!playable || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    this.#end(false);
    const el = e.currentTarget as HTMLElement;
    this.#p = { id: e.pointerId, tile, el, x0: e.clientX, y0: e.clientY, touch: e.pointerType !== 'mouse', ghost: null, over: null };
    try {
      el.setPointerCapture(e.pointerId);
    } catch {
      /* a synthetic event's pointer cannot be captured: the moves still come to the tile while over it */
    }
    el.addEventListener('pointermove', this.#move);
    el.addEventListener('pointerup', this.#up);
    el.addEventListener('pointercancel', this.#cancel);
    el.addEventListener('lostpointercapture', this.#cancel);
  };

  swallow = (): boolean => this.#eat;

  #move = (e: PointerEvent): void => {
    const p = this.#p;
    if (!p || e.pointerId !== p.id) return;
    if (!p.ghost) {
      if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < SLOP) return;
      this.#lift(p);
    }
    e.preventDefault();
    this.#place(p, e.clientX, e.clientY);
    const hit = this.#hit(e.clientX, e.clientY);
    const over = hit?.kind === 'place' ? this.#q(`.target[data-place="${hit.place}"]`) : null;
    if (over !== p.over) {
      p.over?.removeAttribute('data-over'); // (attributes lit does not write: a render during the drag keeps them)
      over?.setAttribute('data-over', '');
      p.over = over;
    }
  };

  #up = (e: PointerEvent): void => {
    const p = this.#p;
    if (!p || e.pointerId !== p.id) return;
    if (!p.ghost) return this.#end(false); // a tap: the click selects as ever
    const hit = this.#hit(e.clientX, e.clientY);
    const send = this.send();
    if (hit?.kind === 'place') {
      // the tile travels to its place from where it was dropped (motion.ts measures the rack tile when it is played)
      const r = p.el.getBoundingClientRect();
      p.el.style.transition = 'none';
      p.el.style.transform = `translate(${e.clientX - (r.left + r.width / 2)}px, ${e.clientY - (r.top + r.height / 2)}px)`;
      this.#end(true, false);
      send({ type: 'place', at: hit.place });
      p.el.style.transition = p.el.style.transform = ''; // (before the render: lit may give this button to another tile)
    } else if (hit?.kind === 'lead') {
      this.#end(true, false);
      send({ type: 'drag', tile: null });
      send({ type: 'select', tile: p.tile });
    } else {
      this.#end(true, true);
      send({ type: 'drag', tile: null });
      if (hit?.kind === 'wrong') send({ type: 'act', action: { type: 'play', tile: p.tile, at: hit.place } }); // refused, with the reason
      else send({ type: 'miss', tile: p.tile });
    }
  };

  #cancel = (e: Event): void => {
    const p = this.#p;
    if (!p || (e as PointerEvent).pointerId !== p.id) return;
    if (e.type === 'lostpointercapture' && !p.ghost) return this.#end(false);
    if (e.type === 'lostpointercapture') return; // the up that follows decides
    const dragged = !!p.ghost;
    this.#end(dragged, true);
    if (dragged) this.send()({ type: 'drag', tile: null });
  };

  /** The press becomes a drag: the tile is picked up, a ghost of it follows the pointer. */
  #lift(p: Press): void {
    const fx = this.#q<HTMLElement>('.fx');
    const svg = p.el.querySelector('svg');
    if (!fx || !svg) return;
    const g = document.createElement('div');
    g.className = 'ghost';
    g.append(svg.cloneNode(true));
    fx.append(g);
    p.ghost = g;
    p.el.setAttribute('data-lifted', '');
    this.#q('.table')?.setAttribute('data-drag', '');
    this.send()({ type: 'drag', tile: p.tile });
  }

  /** Puts the ghost's centre at the pointer (above a fingertip, so the tile stays in sight). */
  #place(p: Press, x: number, y: number): void {
    const fx = this.#q<HTMLElement>('.fx');
    if (!fx || !p.ghost) return;
    const o = fx.getBoundingClientRect();
    const lift = p.touch ? 36 : 0;
    p.ghost.style.transform = `translate(${x - o.left}px, ${y - o.top - lift}px) translate(-50%, -50%) rotate(-4deg) scale(1.12)`;
  }

  /** What lies under the pointer: a lit place, an open place the tile does not fit, the felt of a lead, or nothing. */
  #hit(x: number, y: number): { kind: 'place' | 'wrong'; place: string } | { kind: 'lead' } | null {
    const v = this.view();
    const p = this.#p;
    const svg = this.#q<SVGSVGElement>('svg.board');
    if (!v || !p || !svg) return null;
    const lead = v.hand?.tiles.some((t) => t.tile === p.tile && t.playable) && v.board.targets.length === 0 && v.elsewhere.length === 0 && v.game.phase === 'playing';
    const felt = this.#q<HTMLElement>('.felt')?.getBoundingClientRect();
    const inFelt = !!felt && x >= felt.left && x <= felt.right && y >= felt.top && y <= felt.bottom;
    if (lead) return inFelt ? { kind: 'lead' } : null;
    const m = svg.getScreenCTM();
    if (!m) return null;
    const u = Math.hypot(m.a, m.b); // px per board unit
    const pt = new DOMPoint(x, y).matrixTransform(m.inverse());
    const gap = (t: Target) => {
      const [hw, hh] = t.v ? [0.5, 1] : [1, 0.5];
      return Math.hypot(Math.max(0, Math.abs(pt.x - t.x) - hw), Math.max(0, Math.abs(pt.y - t.y) - hh)) * u;
    };
    const best = [...v.board.targets.map((t) => ({ t, kind: 'place' as const })), ...v.elsewhere.map((t) => ({ t, kind: 'wrong' as const }))]
      .map((c) => ({ ...c, d: gap(c.t) }))
      .filter((c) => c.d <= NEAR)
      .sort((a, b) => a.d - b.d || (a.kind === 'place' ? -1 : 1))[0];
    return best ? { kind: best.kind, place: best.t.place } : null;
  }

  /** Ends the press; `dragged`: it was a drag (its click is swallowed); `back`: the ghost returns to the rack. */
  #end(dragged: boolean, back = false): void {
    const p = this.#p;
    this.#p = null;
    if (!p) return;
    p.el.removeEventListener('pointermove', this.#move);
    p.el.removeEventListener('pointerup', this.#up);
    p.el.removeEventListener('pointercancel', this.#cancel);
    p.el.removeEventListener('lostpointercapture', this.#cancel);
    p.el.removeAttribute('data-lifted');
    p.over?.removeAttribute('data-over');
    this.#q('.table')?.removeAttribute('data-drag');
    if (dragged) {
      this.#eat = true;
      setTimeout(() => (this.#eat = false));
    }
    const g = p.ghost;
    if (!g) return;
    if (!back || reduced() || this.#q('.table.instant')) return g.remove(); // (reduced motion, speed 0: no snap-back)
    // snap back to the rack tile
    const fx = this.#q<HTMLElement>('.fx')!.getBoundingClientRect();
    const r = p.el.getBoundingClientRect();
    const to = `translate(${r.left + r.width / 2 - fx.left}px, ${r.top + r.height / 2 - fx.top}px) translate(-50%, -50%)`;
    const a = g.animate([{ transform: g.style.transform }, { transform: to }], { duration: 220, easing: 'ease-out', fill: 'forwards' });
    a.onfinish = a.oncancel = () => g.remove();
  }
}
