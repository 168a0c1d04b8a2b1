/**
 * `sound` and `volume`: the table's events (the DOM events it dispatches after the render that shows them) heard.
 * In the chunk of the parts loaded at connect, not the first paint; the sounds themselves (./sound.ts, Web Audio) are
 * a chunk of their own, loaded only once `sound` is on, and they play only after the person has touched the page: no
 * AudioContext is ever made before a gesture (the browsers' autoplay rule).
 */
const EVENTS = ['domino-play', 'domino-draw', 'domino-pass', 'domino-round-end', 'domino-game-end'];
let mod: Promise<typeof import('./sound.js') | null> | null = null;

/** What this needs of the element. */
export interface Hearer {
  addEventListener(type: string, listener: (e: Event) => void): void;
  sound: boolean;
  volume: number;
}

/** Plays `host`'s events while its `sound` is on (the first one heard loads the sounds; a failed load is tried again). */
export function hear(host: Hearer): void {
  for (const t of EVENTS)
    host.addEventListener(t, (e) => {
      if (host.sound) void (mod ??= import('./sound.js').catch(() => (mod = null))).then((m) => m?.cue(e.type, (e as CustomEvent).detail, host.volume));
    });
}
