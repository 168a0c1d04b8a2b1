/**
 * Shared pieces of the teaching panels (teach mode, lessons, replay): narration lines with their small "rule"
 * links, stars, and the panels' styles (adopted beside the element's own sheets: no inline style anywhere, for a
 * strict Content-Security-Policy).
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Msg } from '../../words/format.js';
import type { Say } from '../../words/words.js';

/** What a teaching panel sends: a rule to show, a lesson to open, a step to go to, … */
export type LearnIntent =
  | { type: 'rule'; rule: string }
  | { type: 'rules' } // the rules card on or off
  | { type: 'knows' } // "What the table knows" on or off
  | { type: 'lessons' } // the lesson list on or off
  | { type: 'open'; lesson: string; again?: boolean }
  | { type: 'real' } // leave the lesson for a real game of its rules
  | { type: 'hint' }
  | { type: 'act'; action: import('../../engine/game.js').Action }
  | { type: 'step'; to: number }
  | { type: 'autoplay' };

/** Sends a teaching panel's intent. */
export type LearnSend = (intent: LearnIntent) => void;

/** Styles of the teaching panels. */
export const learnStyles = css`
  .learn { display: grid; gap: 6px; justify-self: center; width: min(46rem, 100%); box-sizing: border-box; padding: 10px 14px; border-radius: 12px; background: #0a1810d9; box-shadow: 0 4px 14px #0006; font-size: .92rem; line-height: 1.45 }
  .learn :is(h2, h3) { font-size: 1rem; margin: 0 }
  .l-head, .l-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px }
  .l-head h2 { flex: 1 1 12rem; font-size: 1.05rem }
  .l-dots { display: inline-flex; gap: 4px }
  .l-dots i { width: 9px; height: 9px; border-radius: 50%; background: #ffffff40 }
  .l-dots .on { background: var(--_acc) }
  .l-bar .btn { padding: .4rem .7rem; display: inline-flex; align-items: center; gap: 6px }
  .learn p { margin: 2px 0 }
  .l-note, .l-goal, .l-fb { padding: 6px 10px; border-radius: 8px; background: #ffffff1f }
  .l-note { background: var(--_tile); color: #2a2212; border-inline-start: 5px solid var(--_acc) }
  .l-intro { opacity: .92 }
  .l-goal { background: #ffd45c24; border-inline-start: 4px solid var(--_acc); font-weight: 600 }
  .l-now { color: var(--_acc) }
  .l-fb.bad { background: #fbe3df; color: #6b1208 }
  .l-fb.ok { background: #d9f7de; color: #0d4a1b }
  .l-narr { display: grid; gap: 2px }
  .l-intro summary { cursor: pointer }
  .l-narr summary { cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-height: 24px }
  .l-narr[open] .l-last { display: none }
  .learn summary:focus-visible { outline: 2px solid var(--_focus, #ffe27a); outline-offset: 1px }
  /* the lesson's controls stay at the bottom of its scroll box: Hint is always in reach */
  .lesson > .l-tools { position: sticky; bottom: -10px; z-index: 1; order: 5; margin: 0 -14px -10px; padding: 6px 14px 10px; background: #0a1810f2; border-radius: 0 0 12px 12px }
  .l-rule { font-size: .8rem; opacity: .85 }
  .l-end .l-top { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 4px 12px }
  .lesson:has(.l-end) > .l-tools { position: static; margin: 0; padding: 0; background: none }
  /* a phone: the controls wrap onto a second row rather than run out of sight (each a 44 px touch target) */
  @container (max-width: 559px) { .lesson > .l-tools { flex-wrap: wrap; justify-content: center; gap: 6px } .lesson > .l-tools .btn { flex: none; min-height: 44px; min-width: 44px; padding: .3rem .65rem; font-size: .85rem } .l-long { display: none } }
  /* the end card: the panel takes more of the table (no move is left to make on the board) */
  .table > .learn-slot:has(.l-end) { max-height: 62% }
  .rl { margin-inline-start: 6px; padding: 0 6px; border: 0; border-radius: 6px; background: #ffffff26; color: inherit; font: inherit; font-size: .75rem; line-height: 1.5; cursor: pointer; vertical-align: 1px }
  .l-fb .rl { background: #0000001a }
  .rl:focus-visible { outline: 2px solid var(--_focus, #ffe27a); outline-offset: 1px }
  .l-end { display: grid; gap: 6px; padding: 10px 12px; border-radius: 10px; background: #ffffff14; text-align: center }
  .l-end .l-bar { justify-content: center }
  .stars { font-size: 1.6rem; letter-spacing: 4px; color: var(--_acc); line-height: 1 }
  .stars .off { opacity: .3 }
  /* a phone: what to do first (the panel may be a short box beside a long hand): the goal or the lesson's end, the answer to the last move, then the lesson's title */
  @container (max-width: 559px) { .l-goal, .l-end { order: -2 } .l-fb { order: -1 } }
  .hand button.playable { filter: drop-shadow(0 0 5px var(--_acc)) drop-shadow(0 2px 2px #0006) }
  .l-list { margin: 4px 0 0; padding: 0; list-style: none }
  .l-list li { margin: 2px 0 }
  .l-list button { width: 100%; display: flex; justify-content: space-between; gap: 8px; padding: 5px 8px; border: 0; border-radius: 7px; background: #ffffff14; color: inherit; font: inherit; text-align: start; cursor: pointer }
  .l-list button[aria-current='true'] { background: #ffd45c33 }
  .l-list button:focus-visible { outline: 2px solid var(--_focus, #ffe27a); outline-offset: 1px }
`;

/** One narration sentence with its "rule" link (the rule ids stay out of the text). */
export function line(w: Say, msg: Msg, send: LearnSend): TemplateResult {
  const rule = msg.rule?.split(',')[0]?.trim();
  const of = w.t('ui.ruleOf');
  return html`${w.msg(msg)}${rule ? html`<button class="rl" title=${of} aria-label=${of} @click=${() => send({ type: 'rule', rule })}>${w.t('ui.rule')}</button>` : nothing}`;
}

/** Sentences as paragraphs. */
export function lines(w: Say, msgs: readonly Msg[], send: LearnSend): TemplateResult[] {
  return msgs.map((msg) => html`<p>${line(w, msg, send)}</p>`);
}

/** Stars as text, e.g. ★★☆ (the label says "2 of 3 stars"). */
export function stars(n: number, label: string): TemplateResult {
  return html`<span class="stars" role="img" aria-label=${label}>${[1, 2, 3].map((k) => html`<span class=${k <= n ? '' : 'off'} aria-hidden="true">★</span>`)}</span>`;
}
