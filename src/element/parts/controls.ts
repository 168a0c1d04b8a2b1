/** The controls beside the hand: the places the selected tile can go (when more than one), Draw, Draw till it fits, Pass, End turn, Hint, Undo. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Control, PlaceButton } from '../../table/view.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { btn } from './ui.js';

const INTENT = { draw: 'act', 'draw-fit': 'draw-fit', pass: 'act', 'end-turn': 'act', hint: 'hint', undo: 'undo' } as const;

/** The controls; `focus` is the index of the place button holding tabindex 0, `key` handles the places' arrow keys. */
export function controls(places: PlaceButton[], list: Control[], w: Say, send: Send, focus: number, key: (e: KeyboardEvent) => void): TemplateResult {
  return html`<div class="controls">${places.length
    ? html`<div class="places" role="group" aria-label=${w.t('places')} @keydown=${key}>${places.map((p, i) => btn(p.label, (e) => send({ type: 'place', at: p.place }, !e.detail), '', undefined, i === focus ? 0 : -1))}${btn(w.t('cancel'), () => send({ type: 'cancel' }), 'quiet')}</div>`
    : nothing}${list.map((c) =>
    btn(
      c.label,
      (e) => send(INTENT[c.kind] === 'act' ? { type: 'act', action: { type: c.kind } as never } : { type: INTENT[c.kind] as 'hint' | 'draw-fit' }, !e.detail),
      `${c.quiet ? 'quiet' : ''} ${c.hinted ? 'hint' : ''}`,
      c.key,
    ),
  )}</div>`;
}
