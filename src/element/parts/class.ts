/**
 * A class's panel (`mode="class"`): for the teacher, the class code with the students' link and its QR code, who
 * is in, the question and the histogram of the answers (each wrong move with the lesson's reason), Reveal and Next
 * step; for a student, the name to join with, then the question, their own answer judged, the lesson's move once
 * revealed. A template of its view: every text comes in as text (students' names never as markup).
 */
import { css, html, nothing, svg } from 'lit';
import type { TemplateResult } from 'lit';

/** One bar of the histogram, in words. */
export interface ClassBarView {
  label: string;
  count: number;
  right: boolean;
  why: string | null;
  names: string[];
  answer: boolean; // the lesson's move (shown once revealed)
}

/** What a class's panel shows. */
export interface ClassView {
  role: 'teacher' | 'student' | null; // null: not in yet (a student's name form)
  state: 'connecting' | 'open' | 'reconnecting' | 'closed';
  code: string;
  link: string;
  qr: boolean[][] | null;
  copied: boolean;
  title: string;
  step: number; // 0-based
  steps: number;
  phase: 'asking' | 'revealed' | 'over';
  goal: string | null;
  students: number;
  answered: number;
  bars: ClassBarView[];
  names: string[];
  answer: { label: string; why: string } | null; // the lesson's move, once revealed
  mine: { label: string; right: boolean; why: string | null } | null; // a student's own answer
  askName: boolean;
  name: string;
  error: string | null;
}

/** What the panel's controls do. */
export interface ClassSend {
  join(name: string): void;
  reveal(): void;
  next(): void;
  copy(): void;
}

export const classStyles = css`
  .class { display: flex; flex-direction: column; gap: 8px; padding: 10px 12px; border-radius: 12px; background: var(--domino-panel-bg, #0b2a1c); color: var(--domino-panel-fg, #f3efe4); font-size: .9rem; min-width: 0 }
  .class h2 { font-size: 1rem; margin: 0; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap }
  .class h2 small { font-weight: 400; opacity: .8 }
  .class .c-join { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; align-items: center }
  .class .c-code { font: 700 1.9rem/1 ui-monospace, monospace; letter-spacing: .08em; user-select: all }
  .class .c-qr { grid-row: span 3; width: 128px; height: 128px; background: #fff; border-radius: 6px; padding: 4px; box-sizing: border-box }
  .class .c-link { font-size: .75rem; word-break: break-all; opacity: .85; user-select: all }
  .class .c-who { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; font-size: .75rem; max-height: 4.5em; overflow: auto }
  .class .c-who li { padding: 1px 8px; border-radius: 999px; background: #0004; max-width: 14em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap }
  .class .c-goal { font-weight: 600; margin: 0 }
  .class .c-bars { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px }
  .class .c-bar { display: grid; grid-template-columns: minmax(6em, 12em) 1fr 2.5em; gap: 2px 8px; align-items: center }
  .class .c-bar .c-move { font-weight: 600; overflow-wrap: anywhere }
  .class .c-bar .c-fill { height: 1.1em; border-radius: 4px; background: #9aa39d; min-width: 2px }
  .class .c-bar.right .c-fill { background: #5fe08a }
  .class .c-bar.wrong .c-fill { background: #ff9b87 }
  .class .c-bar.answer .c-move::after { content: ' ★' }
  .class .c-bar .c-n { text-align: end; font-variant-numeric: tabular-nums }
  .class .c-bar .c-why { grid-column: 1 / -1; font-size: .8rem; opacity: .9; margin: 0 0 2px }
  .class .c-bar .c-names { grid-column: 1 / -1; font-size: .7rem; opacity: .7; overflow: hidden; text-overflow: ellipsis; white-space: nowrap }
  .class .c-mine { margin: 0; padding: 6px 8px; border-radius: 8px; background: #0004 }
  .class .c-mine.right { outline: 2px solid #5fe08a }
  .class .c-mine.wrong { outline: 2px solid #ff9b87 }
  .class .c-bar-row { display: flex; gap: 8px; flex-wrap: wrap }
  .class button, .class input { font: inherit; min-height: 44px; border-radius: 999px; padding: 0 16px }
  .class button { border: 1px solid currentColor; background: none; color: inherit; cursor: pointer }
  .class button.primary { background: #f3efe4; color: #0b2a1c; font-weight: 600 }
  .class input { border: 1px solid #9aa39d; background: #fff; color: #111; border-radius: 8px; min-width: 0; flex: 1 1 10em }
  .class form { display: flex; gap: 8px; flex-wrap: wrap }
  /* Reveal / Next step stay in sight at the bottom of the panel while the teacher scrolls through its answers */
  .class.teacher .c-ctl { position: sticky; bottom: -10px; z-index: 1; margin: 0 -12px -10px; padding: 6px 12px 10px; background: var(--domino-panel-bg, #0b2a1c) }
  .class.teacher .c-ctl:empty { display: none }
  .class .c-err { color: #ffb4a8; margin: 0 }
  @container (max-width: 419px) { .class .c-code { font-size: 1.3rem } .class .c-qr { width: 104px; height: 104px } }
  /* the teacher's screen, narrow: once students are in, the counts and Reveal / Next come first, the code and QR last */
  @container (max-width: 599px) { .class.teacher.joined > .c-join, .class.teacher.joined > .c-join + .c-bar-row { order: 1 } }
  /* the teacher's screen, wide: the class beside the table (the hand and the board stay in view) */
  @container (min-width: 900px) {
    .table:has(> .learn-slot > .class.teacher) { display: grid; grid-template-columns: minmax(0, 1fr) minmax(20rem, 27rem); grid-template-rows: auto auto minmax(0, 1fr) auto auto; grid-template-areas: 'top top' 'north list' 'mid list' 'south list' 'dock list' }
    .table:has(> .learn-slot > .class.teacher) > * { grid-column: 1 }
    .table:has(> .learn-slot > .class.teacher) > .top { grid-area: top }
    .table:has(> .learn-slot > .class.teacher) > .seats.north { grid-area: north }
    .table:has(> .learn-slot > .class.teacher) > .mid { grid-area: mid }
    .table:has(> .learn-slot > .class.teacher) > .seats.south { grid-area: south }
    .table:has(> .learn-slot > .class.teacher) > .dock { grid-area: dock }
    .table > .learn-slot:has(> .class.teacher) { grid-area: list; max-height: none; min-height: 0 }
    .class.teacher .c-link { display: none }
  }
  @media (prefers-reduced-motion: no-preference) { .class .c-fill { transition: width .3s } }
`;

/** The QR code as SVG (dark modules as one path, a quiet zone of 4). */
function qrSvg(g: boolean[][], label: string): TemplateResult {
  const n = g.length + 8;
  let d = '';
  g.forEach((row, y) => row.forEach((on, x) => on && (d += `M${x + 4} ${y + 4}h1v1h-1z`)));
  return html`<svg class="c-qr" role="img" aria-label=${label} viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges">${svg`<path d=${d} fill="#000"/>`}</svg>`;
}

/** The class panel. */
export function classPanel(v: ClassView, w: { t(key: string, params?: Record<string, string | number>): string }, send: ClassSend): TemplateResult {
  const head = html`<h2>${v.title || w.t('cl.class')}${v.steps && v.role ? html` <small>${v.phase === 'over' ? '' : w.t('cl.step', { k: Math.min(v.step + 1, v.steps), n: v.steps })}</small>` : nothing}</h2>`;
  const err = v.error ? html`<p class="c-err" role="alert">${v.error}</p>` : nothing;
  if (!v.role) {
    return html`<section class="class" part="class" aria-label=${w.t('cl.class')}>${head}${err}${v.askName
        ? html`<form @submit=${(e: Event) => {
            e.preventDefault();
            const input = (e.target as HTMLFormElement).querySelector('input')!;
            send.join(input.value);
          }}><label class="c-name"><span>${w.t('cl.your-name')}</span> <input name="name" autocomplete="nickname" maxlength="24" required .value=${v.name} /></label><button class="primary" type="submit">${w.t('cl.join')}</button></form>`
        : html`<p role="status">${w.t('cl.joining', { code: v.code })}</p>`}</section>`;
  }
  const goal = v.goal && v.phase !== 'over' ? html`<p class="c-goal" aria-live="polite">${v.goal}</p>` : nothing;
  const over = v.phase === 'over' ? html`<p class="c-goal" role="status">${w.t('cl.over')}</p>` : nothing;
  const answer = v.answer ? html`<p class="c-mine" role="status"><b>${w.t('cl.answer', { move: v.answer.label })}</b> ${v.answer.why}</p>` : nothing;
  if (v.role === 'student') {
    const m = v.mine;
    const mine = m
      ? html`<p class="c-mine ${m.right ? 'right' : 'wrong'}" role="status">${v.phase === 'asking' ? html`${w.t('cl.sent', { move: m.label })} ` : nothing}<b>${m.right ? w.t('cl.you-right') : w.t('cl.you-wrong')}</b>${m.why ? html` ${m.why}` : nothing}</p>`
      : v.phase === 'asking'
        ? html`<p class="c-mine" role="status">${w.t('cl.your-turn')}</p>`
        : v.phase === 'revealed'
          ? html`<p class="c-mine" role="status">${w.t('cl.no-answer')}</p>`
          : nothing;
    return html`<section class="class student" part="class" aria-label=${w.t('cl.class')}>${head}${err}${goal}${over}${mine}${answer}${v.phase !== 'over' && (m || v.phase === 'revealed') ? html`<p>${w.t('cl.wait')}</p>` : nothing}</section>`;
  }
  const most = Math.max(1, ...v.bars.map((b) => b.count));
  const join = html`<div class="c-join">${v.qr ? qrSvg(v.qr, w.t('cl.qr')) : nothing}<span>${w.t('cl.code')}</span><span class="c-code" aria-label=${`${w.t('cl.code')}: ${v.code.split('').join(' ')}`}>${v.code}</span><span class="c-link"><span class="c-hide">${w.t('cl.join-at')}:</span> ${v.link}</span></div>
    <div class="c-bar-row"><button @click=${() => send.copy()}>${v.copied ? w.t('cl.copied') : w.t('cl.copy')}</button></div>`;
  const who = html`<p>${v.students === 1 ? w.t('cl.students.one') : w.t('cl.students', { n: v.students })} · ${w.t('cl.answered', { n: v.answered, all: v.students })}</p>${v.names.length ? html`<ul class="c-who">${v.names.map((n) => html`<li title=${n}>${n}</li>`)}</ul>` : nothing}`;
  const bars = v.bars.length
    ? html`<ol class="c-bars" aria-label=${w.t('cl.counts')}>${v.bars.map(
        (b) =>
          html`<li class="c-bar ${b.right ? 'right' : 'wrong'} ${b.answer ? 'answer' : ''}" aria-label=${`${w.t('cl.chose', { n: b.count, move: b.label })}: ${w.t(b.right ? 'cl.right' : 'cl.wrong')}`}><span class="c-move">${b.label}</span><span class="c-fill" style="width:${Math.round((100 * b.count) / most)}%"></span><span class="c-n">${b.count}</span>${b.why ? html`<p class="c-why">${b.why}</p>` : nothing}<span class="c-names">${b.names.join(', ')}</span></li>`,
      )}</ol>`
    : v.phase === 'asking'
      ? html`<p>${w.t('cl.no-answers')}</p>`
      : nothing;
  const ctl = html`<div class="c-bar-row c-ctl">${v.phase === 'asking' ? html`<button class="primary" @click=${() => send.reveal()}>${w.t('cl.reveal')}</button>` : nothing}${v.phase !== 'over' ? html`<button class=${v.phase === 'revealed' ? 'primary' : ''} @click=${() => send.next()}>${v.step + 1 >= v.steps && v.phase === 'revealed' ? w.t('cl.finish') : w.t('cl.next')}</button>` : nothing}</div>`;
  return html`<section class="class teacher ${v.students ? 'joined' : ''}" part="class" aria-label=${w.t('cl.class')}>${head}${err}${join}${who}${goal}${over}${bars}${answer}${ctl}</section>`;
}
