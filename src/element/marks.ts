/**
 * What a person's move needs besides the hand: the places the selected (or hinted) tile can go, marked on the board
 * and offered as buttons, and the count of a folded train's older tiles. Part of the first-paint bundle: a tile that
 * fits in two places is played through these.
 */
import { html, svg } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../engine/game.js';
import { placeNumber } from './view-model.js';
import type { Board } from './view-model.js';
import type { PanelHost } from './panels.js';
import { btn } from './ui.js';

/** On the board: folded trains' counts and the places the selected (or hinted) tile can go, `focus` the one with keyboard focus. */
export function marks(el: PanelHost, b: Board, focus: string | undefined): unknown[] {
  return [
    b.folds.map((t) => svg`<g class="fold" transform="translate(${t.x} ${t.y})"><rect x="-.7" y="-.38" width="1.6" height=".9" rx=".12"/><rect x="-.85" y="-.5" width="1.6" height=".9" rx=".12"/><text y=".02">+${t.n}</text></g>`),
    b.targets.map(
      (t) => svg`<g class="target ${t.place === focus ? 'focus' : ''}" @click=${() => el.playAt(t.place)}><rect x=${t.x - (t.v ? 0.5 : 1)} y=${t.y - (t.v ? 1 : 0.5)} width=${t.v ? 1 : 2} height=${t.v ? 2 : 1} rx=".15"/></g>`,
    ),
  ];
}

/** The places the selected tile fits (when more than one), as buttons, then Cancel; `key` moves among them (arrow keys). */
export function places(el: PanelHost, g: GameState, list: string[], key: (e: KeyboardEvent) => void): TemplateResult {
  const m = el.msg;
  return html`<div class="places" role="group" aria-label=${m.places} @keydown=${key}>${list.map((p, i) =>
    btn(m.place(p, el.owner(p), placeNumber(g, p)), (e) => el.playAt(p, !e.detail), '', undefined, i === el.placeFocus ? 0 : -1),
  )}${btn(m.cancel, () => el.cancel(), 'quiet')}</div>`;
}
