/** The count after a round or the game: who scored, the arithmetic, tiles and pips left, points and totals, then Next round (or, at the game's end, a card with the winner, the final scores, a short celebration and Rematch); it folds away to show the final position. */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { CountView, EndView, SheetView } from '../../table/view-panels.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';
import { btn, mini } from './ui.js';
import { sheet } from './sheet.js';

/** The count panel (at the game's end, the game-end card: {@link end}); `mx` colours the pips. */
export function count(c: CountView, s: SheetView | null, w: Say, send: Send, mx: boolean): TemplateResult {
  const n = (x: unknown) => html`<td class="n">${x}</td>`;
  const tiles = (hand: string[]) => html`<span class="minis up" role="img" aria-label=${hand.map((x) => w.tile(x)).join(', ') || '0'}>${hand.map((x) => mini(x, mx))}</span>`;
  const col = c.columns;
  const hand = [
    c.score ? html`<p>${c.score}</p>` : nothing,
    c.sum ? html`<p class="sum">${c.sum}</p>` : nothing,
    c.level ? html`<p class="level">${c.level}</p>` : nothing,
    c.rows.length
      ? html`<table><thead><tr><th scope="col"><span class="sr">${col.who}</span></th><th scope="col">${col.left}</th>${col.pips ? html`<th scope="col" class="n">${col.pips}</th>` : nothing}<th scope="col" class="n">${col.points}</th><th scope="col" class="n">${col.total}</th></tr></thead><tbody>${c.rows.map(
          (r) => html`<tr class=${r.team !== null ? 'team' + r.team : ''}><th scope="row">${r.name}</th>${r.pips === null
            ? html`<td>${r.members.map((m) => html`<div class="who">${m.name} ${tiles(m.hand)} ${m.pips}</div>`)}</td>`
            : html`<td>${tiles(r.members[0]!.hand)}</td>${n(r.pips)}`}${n(r.points)}${n(r.total)}</tr>`,
        )}</tbody></table>`
      : html`<table><tbody>${c.totals.map((r) => html`<tr><th scope="row">${r.name}</th>${n(r.total)}</tr>`)}</tbody></table>`,
  ];
  const bar = html`<div class="bar">${btn(c.next.label, (e) => send(c.over ? { type: 'new-game' } : { type: 'act', action: { type: 'next-round' } }, !e.detail), '', c.next.key)}${reviewOpen(w, send)}${c.replay ? replayHand(w, send) : nothing}${fold(w, send)}</div>`;
  if (c.end) return end(c, c.end, hand, s, bar);
  return html`<div class="panel count" role="group" aria-labelledby="count-head">
    <h2 id="count-head">${c.heading}</h2>
    ${hand}
    ${s ? sheet(s, false) : nothing}
    ${bar}
  </div>`;
}

/** "Review this hand" (the move review's panel): a magnifier and the words, on a phone too. */
const reviewOpen = (w: Say, send: Send) =>
  html`<button class="btn quiet rv-open" @click=${() => send({ type: 'review' })}><svg viewBox="0 0 16 16" aria-hidden="true"><circle cx="6.5" cy="6.5" r="4.2" fill="none" stroke="currentColor" stroke-width="1.8" /><path d="M9.7 9.7l4.3 4.3" stroke="currentColor" stroke-width="2" stroke-linecap="round" /></svg><span>${w.t('review.open')}</span></button>`;

/** "Replay this hand": the hand just counted played back in replay, then back to the count. */
const replayHand = (w: Say, send: Send) =>
  html`<button class="btn quiet rv-open" data-replay @click=${() => send({ type: 'replay-hand' })}><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2.5l10 5.5-10 5.5z" fill="currentColor" /></svg><span>${w.t('replay.hand')}</span></button>`;

/** The fold button: the count (or the end card) folds away to show the final position. */
const fold = (w: Say, send: Send) => html`<button class="btn quiet" data-fold @click=${() => send({ type: 'fold' })}>${w.t('fold')}</button>`;

// The celebration: bits of confetti, placed and timed by the styles (no inline style: a strict CSP allows none).
const CONFETTI = html`<div class="confetti" aria-hidden="true">${[...Array(16)].map(() => html`<i></i>`)}</div>`;

/** The game-end card: the winner (named, not only coloured), every final score against the target, the last hand folded, the score sheet, Rematch. */
function end(c: CountView, e: EndView, hand: unknown[], s: SheetView | null, bar: TemplateResult): TemplateResult {
  return html`<div class="panel count end" part="game-end" role="group" aria-labelledby="count-head">
    ${CONFETTI}
    <h2 id="count-head" class="won">${c.heading}</h2>
    <ol class="final" aria-label=${e.title}>${e.standings.map(
      (x) => html`<li class="${x.win ? 'win' : ''} ${x.team !== null ? 'team' + x.team : ''}"><span class="name">${x.win ? html`<span class="badge">${e.winner}</span>` : nothing}${x.name}</span><span class="n"><b>${x.total}</b>${e.target ? html` <small>${e.target}</small>` : nothing}</span></li>`,
    )}</ol>
    ${s ? sheet(s, true) : nothing}
    <details class="last"><summary>${e.last}</summary>${hand}</details>
    ${bar}
  </div>`;
}

/** The button that unfolds the count again, over the final position. */
export function unfold(w: Say, send: Send): TemplateResult {
  return html`<button class="pill unfold" @click=${() => send({ type: 'fold' })}>${w.t('unfold')}</button>`;
}
