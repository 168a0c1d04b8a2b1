/**
 * The sizes a table is drawn at: the element's width (its aspect, the tile sizes) and the felt's box (what the board
 * fills), observed with a ResizeObserver. They are drawn in the next frame: a render inside the observer's delivery
 * would change the observed size again and make the browser report "ResizeObserver loop completed" as a page error.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Size } from '../../table/view.js';

/** Observes the host and its felt (see the module comment). */
export class SizeController implements ReactiveController {
  /** The sizes last observed (0 before the first observation). */
  size: Size = { w: 0, fw: 0, fh: 0 };
  #next: Partial<Size> = {};
  #raf = 0;
  #felt: Element | null = null;
  #ro = new ResizeObserver((es) => {
    for (const e of es) {
      const { width, height } = e.contentRect;
      Object.assign(this.#next, e.target === this.host ? { w: Math.floor(width) } : { fw: Math.floor(width), fh: Math.floor(height) });
    }
    this.#raf ||= requestAnimationFrame(() => {
      this.#raf = 0;
      const s = { ...this.size, ...this.#next };
      if (s.w !== this.size.w || s.fw !== this.size.fw || s.fh !== this.size.fh) (this.size = s), this.host.requestUpdate();
    });
  });

  constructor(private host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#ro.observe(this.host);
    if (this.#felt) this.#ro.observe(this.#felt);
  }

  hostDisconnected(): void {
    this.#ro.disconnect();
    cancelAnimationFrame(this.#raf);
    this.#raf = 0;
  }

  /** Observes the felt drawn now (after each render: it may be a new element). */
  felt(el: Element | null): void {
    if (el === this.#felt) return;
    if (this.#felt) this.#ro.unobserve(this.#felt);
    if ((this.#felt = el) && this.host.isConnected) this.#ro.observe(el);
  }
}
