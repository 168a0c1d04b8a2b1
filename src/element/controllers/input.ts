/**
 * Keyboard and focus of a table: arrow keys move among the rack's tiles and among the places, Escape cancels, one
 * letter each (the language's own: `key.draw`, …) draws, passes, ends the turn, asks for a hint and deals the next
 * round; after a move the focus goes back to the hand (never to Undo, where Enter would take the move back).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { legalActions } from '../../engine/game.js';
import type { Table } from '../../table/table.js';
import type { TableView } from '../../table/view.js';
import type { Say } from '../../words/words.js';
import type { Send } from '../parts/send.js';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// Arrow keys step `i` through `n` items (Home/End jump); null: not a moving key.
function step(e: KeyboardEvent, i: number, n: number): number | null {
  const d = STEP[e.key];
  const j = d ? (i + d + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : null;
  if (j !== null) e.preventDefault();
  return j;
}

/** What the controller needs of the element. */
export interface InputHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** Keyboard and focus (see the module comment). */
export class InputController implements ReactiveController {
  /** The hand tile that holds tabindex 0, e.g. "6-4". */
  rove: string | null = null;
  /** The place button that holds tabindex 0. */
  place = 0;
  #refocus: 'hand' | 'tile' | 'places' | 'panel' | null = null; // hand: its first playable tile; tile: the one holding tabindex 0
  #kbd = false; // the last intent came from the keyboard: the focus stays in the table

  constructor(
    private host: InputHost,
    private table: Table,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {}

  /** Notes an intent's origin (a move from the keyboard keeps the focus in the table). */
  sent(kbd: boolean, what: 'move' | 'select' | 'other'): void {
    this.#kbd = kbd;
    if (what === 'select') this.#refocus = kbd ? 'places' : null;
    else if (what === 'move' && (kbd || this.#inside())) this.#refocus = 'hand'; // a tap or click too: never left on Undo
    if (what === 'select') this.place = 0;
    if (what === 'move') this.#picked = false; // the next turn begins at its first playable tile
  }

  // Whether the focus is in the table now (a button tapped or clicked holds it): a move then hands it to the rack.
  #inside(): boolean {
    const r = this.host.renderRoot;
    return 'activeElement' in r && !!(r as ShadowRoot).activeElement;
  }

  /**
   * The tile holding the focus among `tiles`: the one the arrow keys reached, else the first of `first` (the
   * playable ones), else of `tiles`.
   */
  roving(tiles: readonly string[], first: readonly string[] = tiles): string | null {
    if (!this.#picked || !tiles.includes(this.rove!)) this.rove = first[0] ?? tiles[0] ?? null;
    return this.rove;
  }
  #picked = false; // the arrow keys chose the rack's tile (until the next move)

  /** After a render: the focus where the last intent asked for it (a move: the hand; a selection: its places). */
  focus(v: TableView | null): void {
    if (this.#kbd && v && !this.#refocus) this.#refocus = v.hand?.tiles.some((t) => t.playable) ? 'hand' : v.counting ? 'panel' : null;
    const want = this.#refocus;
    this.#refocus = null;
    if (!want) return;
    const kbd = this.#kbd;
    this.#kbd = false;
    const q = (sel: string) => this.host.renderRoot.querySelector<HTMLElement>(sel);
    (want === 'places' ? q('.places button') : want === 'panel' ? q('.panel .btn') : want === 'tile' ? q('.hand [tabindex="0"]') : q('.hand [tabindex="0"].playable') ?? q('.hand'))?.focus({ preventScroll: !kbd });
  }

  /** Arrow keys in the hand: the next tile takes the focus (a greyed one says why it does not fit). */
  onHand = (e: KeyboardEvent, tiles: readonly string[]): void => {
    const at = (e.target as HTMLElement | null)?.dataset?.['t'] ?? this.rove ?? ''; // the tile focused (a click may have moved it)
    const i = step(e, tiles.indexOf(tiles.includes(at) ? at : this.rove ?? ''), tiles.length);
    if (i === null) return;
    this.rove = tiles[i] ?? null;
    this.#picked = true;
    this.table.cancel();
    this.#refocus = 'tile';
    this.host.requestUpdate();
  };

  /** Arrow keys among the places of the selected tile; Escape goes back to the hand. */
  onPlaces = (e: KeyboardEvent, n: number): void => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      this.table.cancel();
      this.#refocus = 'hand';
      return;
    }
    if (!STEP[e.key]) return;
    this.place = step(e, this.place, n)!;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelectorAll<HTMLElement>('.places button')[this.place]?.focus());
  };

  /** What the table's parts are given for the keyboard (./parts/table.ts): this render's playable tiles and places. */
  wiring(v: TableView | null, w: Say, send: Send, other: (e: KeyboardEvent) => boolean) {
    const playable = v?.hand?.tiles.filter((x) => x.playable).map((x) => x.tile!) ?? [];
    const faces = v?.hand?.tiles.flatMap((x) => (x.tile === null ? [] : [x.tile])) ?? [];
    return {
      rove: this.roving(faces, playable),
      place: this.place,
      onHand: (ev: KeyboardEvent) => this.onHand(ev, faces),
      onPlaces: (ev: KeyboardEvent) => this.onPlaces(ev, v?.places.length ?? 0),
      onKey: (ev: KeyboardEvent) => this.onKey(ev, w, send, other),
    };
  }

  /** The table's shortcuts; `other` takes the keys of a replay (true when it handled one). */
  onKey(e: KeyboardEvent, w: Say, send: Send, other: (e: KeyboardEvent) => boolean): void {
    const g = this.table.game;
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || !g) return;
    if (other(e)) return e.preventDefault();
    const k = e.key.toLowerCase();
    const mine = this.table.myTurn();
    let legal: string[] = [];
    try {
      legal = mine || g.phase !== 'playing' ? legalActions(g).map((x) => x.type) : [];
    } catch {
      legal = []; // online: another seat's options are unknown here
    }
    const key = (a: string) => w.t(`key.${a}`).toLowerCase();
    const a = (['draw', 'pass', 'end-turn'] as const).find((t) => key(t) === k);
    const s = this.table.state;
    if (k === 'escape' && (s.selection || s.hint)) send({ type: 'cancel' }, true);
    else if (k === key('hint') && mine) send({ type: 'hint' }, true);
    else if (a && mine && legal.includes(a)) send({ type: 'act', action: { type: a } }, true);
    else if (k === key('next-round') && legal.includes('next-round') && this.table.people() > 0) send({ type: 'act', action: { type: 'next-round' } }, true);
    else return;
    e.preventDefault();
  }
}

