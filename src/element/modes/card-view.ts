/**
 * The rules card on the table (loaded when first opened, with its words:
 * ../../teach/rules-card.ts builds it): the variant's rules with the active
 * options, the paragraph of a "rule" link highlighted, and "On the table now"
 * (the count, the spinner, markers, an open double) with this table's values.
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../../engine/game.js';
import { rulesCard } from '../../teach/rules-card.js';
import { terms } from '../../words/format.js';
import type { Catalogue } from '../../words/format.js';
import { kit } from '../../teach/kit.js';
import type { LearnPanel } from './learn-ui.js';

/** Styles of the rules card (adopted beside the element's: no inline style, for a strict CSP). */
export const cardStyles = css`
  .l-rules { padding: 8px 12px; border-radius: 10px; background: #fbf6e6; color: #2a2212; max-height: 24rem; overflow: auto }
  .l-rules h3 { margin: 0 0 4px }
  .l-rules h4 { margin: 8px 0 2px; font-size: .9rem }
  .l-rules p { font-size: .88rem; padding: 1px 6px; border-radius: 6px }
  .l-rules p.hl { background: #ffd45c80 }
  @media (prefers-reduced-motion: reduce) { .l-rules { scroll-behavior: auto } }
`;

/** "On the table now": the count, the spinner, markers and an open double, explained with this table's values. */
function onTable(ui: LearnPanel, g: GameState, cat: Catalogue): TemplateResult | typeof nothing {
  const t = (k: string, p: Record<string, string | number>, seat?: number) => ui.t(k, p, seat);
  const out: string[] = [];
  if (g.variant === 'all-fives' && g.line?.length) {
    const n = g.count ?? 0;
    out.push(`${t('count', { sum: terms(kit(g.variant).terms?.(g) ?? []), n })} ${t(n > 0 && n % 5 === 0 ? 'count-scores' : 'count-not', {})}`);
    if (g.spinner != null) out.push(t('spinner', { tile: g.line[g.spinner]!.tile }));
  }
  for (const s of g.markers ?? []) out.push(t('marker', { owner: s }, s));
  if (g.openDouble) out.push(t('openDouble', { tile: g.trainTiles![g.openDouble]!.at(-1)!.tile }));
  return out.length ? html`<h4>${ui.t('onTable')}</h4>${out.map((x) => html`<p>${x}</p>`)}` : nothing;
}

/** The rules card of the game shown, the paragraph of rule `at` highlighted (and scrolled to by the caller); `live`: with "On the table now". */
export function cardView(ui: LearnPanel, g: GameState, cat: Catalogue, at: string | null, close: () => void, live: boolean): TemplateResult {
  ui.host.adopt(cardStyles);
  const card = rulesCard(cat, g.variant, g.options, g.players);
  return html`<section class="l-rules" aria-labelledby="l-rules-h">
    <h3 id="l-rules-h">${card.title}</h3>
    ${live ? onTable(ui, g, cat) : nothing}
    ${card.sections.map((s) => html`<h4>${s.heading}</h4>${s.paragraphs.map((p) => html`<p class=${at && p.rules.includes(at) ? 'hl' : ''}>${p.text}</p>`)}`)}
    <button class="btn quiet" @click=${close}>${ui.t('close')}</button>
  </section>`;
}
