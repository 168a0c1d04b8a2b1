/** The rules card: the game's rules with the active options, the paragraph of a "rule" link highlighted, and "On the table now" with this table's values; what the table knows, per seat. */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { RulesCard } from '../../teach/rules-card.js';
import type { Say } from '../../words/words.js';
import type { LearnSend } from './learn.js';

/** The rules card, `at` its highlighted rule, `now` the sentences of "On the table now". */
export function card(c: RulesCard, at: string | null, now: string[], w: Say, send: LearnSend): TemplateResult {
  return html`<section class="l-rules" aria-labelledby="l-rules-h">
    <h3 id="l-rules-h">${c.title}</h3>
    ${now.length ? html`<h4>${w.t('ui.onTable')}</h4>${now.map((x) => html`<p>${x}</p>`)}` : nothing}
    ${c.sections.map((s) => html`<h4>${s.heading}</h4>${s.paragraphs.map((p) => html`<p class=${at && p.rules.includes(at) ? 'hl' : ''}>${p.text}</p>`)}`)}
    <button class="btn quiet" @click=${() => send({ type: 'rules' })}>${w.t('close')}</button>
  </section>`;
}

/** "What the table knows": every seat by name and the numbers it has shown it lacks. */
export function knows(names: string[], known: number[][], w: Say): TemplateResult {
  const title = w.t('ui.knows');
  return html`<div class="l-knows" role="group" aria-label=${title}><b>${title}</b> <span>${w.t('ui.knowsHelp')}</span><ul>${names.map(
    (n, s) => html`<li>${n}: ${known[s]?.length ? w.t('ui.lacks', { ends: known[s]!.join(',') }) : w.t('ui.nothing')}</li>`,
  )}</ul></div>`;
}

/** Styles of the rules card and of "What the table knows" (adopted when they first load). */
export const cardStyles = css`
  .l-rules { padding: 8px 12px; border-radius: 10px; background: #fbf6e6; color: #2a2212; max-height: 24rem; overflow: auto }
  .l-rules h3 { margin: 0 0 4px }
  .l-rules h4 { margin: 8px 0 2px; font-size: .9rem }
  .l-rules p { font-size: .88rem; padding: 1px 6px; border-radius: 6px }
  .l-rules p.hl { background: #ffd45c80 }
  .l-knows { padding: 6px 10px; border-radius: 8px; background: #ffffff14 }
  .l-knows ul { margin: 4px 0 0; padding: 0; list-style: none }
`;
