/** Pass-and-play: hands stay hidden until the next person says they are at the screen. */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { Send } from './send.js';
import { btn } from './ui.js';

/** The cover over the felt. */
export function cover(c: { label: string; show: string }, send: Send): TemplateResult {
  return html`<div class="panel" role="group" aria-label=${c.label}><h2>${c.label}</h2>${btn(c.show, (e) => send({ type: 'reveal' }, !e.detail))}</div>`;
}
