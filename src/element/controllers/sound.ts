/**
 * `sound` and `volume`: the table's events (the DOM events it dispatches after the render that shows them) as sounds.
 * Kept tiny, it is in the first paint: the sounds themselves (../sound.ts, Web Audio) are a chunk loaded only once
 * `sound` is on, which plays only after the person has touched the page: no AudioContext is ever made before a
 * gesture (the browsers' autoplay rule).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What this controller needs of the element. */
export interface SoundHost extends ReactiveControllerHost, EventTarget {
  sound: boolean;
  volume: number;
}

const EVENTS = ['domino-play', 'domino-draw', 'domino-pass', 'domino-round-end', 'domino-game-end'];
let mod: Promise<typeof import('../sound.js') | null> | null = null;

/** Plays the table's events while `sound` is on (see the module comment). */
export class SoundController implements ReactiveController {
  constructor(private host: SoundHost) {
    host.addController(this);
    for (const t of EVENTS) host.addEventListener(t, (e) => this.#on(e as CustomEvent));
  }

  /** Sound turned on: its chunk loads now (a failed load is tried again next time). */
  hostUpdate(): void {
    if (this.host.sound) mod ??= import('../sound.js').catch(() => (mod = null));
  }

  #on(e: CustomEvent): void {
    const h = this.host;
    if (h.sound && mod) void mod.then((m) => m?.cue(e.type, e.detail, h.volume));
  }
}
