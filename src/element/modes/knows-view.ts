/**
 * "What the table knows" (loaded when first opened): per seat, the numbers it
 * has shown it lacks (../../teach/knows.ts infers them as a careful player
 * would).
 */
import { css, html } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../../engine/game.js';
import type { HistoryEntry } from '../../ai/view.js';
import { tableKnows } from '../../teach/knows.js';
import type { LearnPanel } from './learn-ui.js';

/** Styles of the panel (adopted beside the element's). */
export const knowsStyles = css`
  .l-knows { padding: 6px 10px; border-radius: 8px; background: #ffffff14 }
  .l-knows ul { margin: 4px 0 0; padding: 0; list-style: none }
`;

/** The panel for the game shown: every seat by name ("You" for the person here) and what it lacks. */
export function knowsView(ui: LearnPanel, g: GameState, history: readonly HistoryEntry[]): TemplateResult {
  ui.host.adopt(knowsStyles);
  const ctx = ui.ctx();
  const knows = ui.t('knows');
  const known = tableKnows(g, history);
  const names = ctx.names.map((n, s) => (s === ctx.you ? ui.host.msg.you : n));
  return html`<div class="l-knows" role="group" aria-label=${knows}><b>${knows}</b> <span>${ui.t('knowsHelp')}</span><ul>${names.map(
    (n, s) => html`<li>${n}: ${known[s]?.length ? ui.t('lacks', { ends: known[s]!.join(',') }) : ui.t('nothing')}</li>`,
  )}</ul></div>`;
}
