/**
 * Teach mode's panel (loaded on demand): the narration of the last step with
 * its "rule" links, what the player to move may do now, an author's note,
 * and the Rules and "What the table knows" toggles.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../../engine/game.js';
import { explainTurn } from '../../teach/turn.js';
import type { Msg } from '../../words/format.js';
import { lines } from './learn-ui.js';
import type { LearnPanel } from './learn-ui.js';

/** Teach mode's panel for the game shown. */
export function teachPanel(ui: LearnPanel, g: GameState, note: string | null): TemplateResult {
  const h = ui.host;
  const k = h.log.step;
  const narr = h.log.states[k] ? ui.narration(h.log.states, h.log.actions, k) : [];
  let now: Msg[] = [];
  try {
    now = explainTurn(g);
  } catch {
    // a state the narration does not know (a hand-made game): no "Now" line
  }
  return html`<section class="learn" aria-label=${ui.t('narration')}>
    ${note ? html`<p class="l-note"><b>${ui.t('note')}:</b> ${note}</p>` : nothing}
    ${narr.length ? html`<div class="l-narr" aria-label=${ui.t('narration')}>${lines(ui, narr)}</div>` : nothing}
    ${now.length ? html`<p class="l-now"><b>${ui.t('now')}:</b> ${now.map((m, i) => html`${i ? ' ' : ''}${ui.fmt(m)}`)}</p>` : nothing}
    <div class="l-bar">${ui.tools(g)}</div>
    ${ui.extras(g, h.ctl.moves)}
  </section>`;
}
