/**
 * Shared pieces of the teaching panels (teach mode, lessons, replay):
 * narration lines with their small "rule" links, stars, and the panel styles
 * (adopted beside the element's own sheets: no inline style anywhere, for a
 * strict Content-Security-Policy). The rules card (./card-view.ts) and "What
 * the table knows" (./knows-view.ts) load when first opened.
 */
import { css, html, nothing } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import type { Catalogue, Ctx, Msg } from '../../words/format.js';
import type { Action, GameConfig, GameState, Options } from '../../engine/game.js';
import type { HistoryEntry } from '../../ai/view.js';
import type { Lesson } from '../../teach/lesson.js';
import type { GameController } from '../game-controller.js';
import type { RecordLog } from '../record-log.js';
import type { Messages } from '../../i18n/index.js';
import type { View } from '../domino-table.js';
import type { Parts } from './learn.js';

/** What the teaching modes need from the element. */
export interface LearnHost extends HTMLElement {
  mode: string;
  variant: string;
  lesson: string;
  record: string;
  step: number | undefined;
  speed: number;
  players: number | undefined;
  options: Options | string | undefined;
  names: string;
  readonly ctl: GameController;
  readonly log: RecordLog;
  readonly learnLang: string; // catalogue code: en, pt-BR, pl
  readonly msg: Messages;
  readonly renderRoot: HTMLElement | DocumentFragment;
  adopt(styles: CSSResult): void; // adds a sheet to the element's adopted styles
  newGame(config?: Partial<GameConfig>): void;
  hint(): Promise<Action | null>;
  isHuman(seat: number): boolean;
  people(): number;
  seatName(seat: number): string;
  readonly st: Readonly<View>;
  put(patch: Partial<View>): void;
  showHint(a: Action): void;
  requestUpdate(): void;
  readonly updateComplete: Promise<boolean>;
}

/** What a lesson's or a replay's panel asks of the teaching coordinator (modes/learn.ts). */
export interface LearnPanel {
  readonly host: LearnHost;
  readonly cat: Catalogue | null;
  readonly lang: string;
  ctx(): Ctx;
  t(k: string, params?: Record<string, string | number>, seat?: number): string; // a panel word (`ui.<k>`)
  fmt(msg: Msg): string; // a message in the element's language, as plain text
  narration(states: readonly GameState[], actions: readonly Action[], k: number): Msg[]; // step k told (teach mode, replay)
  openRule(rule: string): void;
  tools(g: GameState): unknown; // Rules and "What the table knows" toggles
  extras(g: GameState, history: readonly HistoryEntry[]): unknown; // the rules card and the table's knowledge, when open
  open(id: string, again?: boolean): void; // a lesson by id (again: restart it)
  got<K extends keyof Parts>(k: K): Parts[K] | null; // a part loaded on first use, else null (it loads; the table renders again)
  playReal(lesson: Lesson): void;
}

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
  .l-pos { margin-inline-start: 4px; font-variant-numeric: tabular-nums; font-weight: 600 }
  .learn p { margin: 2px 0 }
  .l-note, .l-goal, .l-fb { padding: 6px 10px; border-radius: 8px; background: #ffffff1f }
  .l-note { background: var(--_tile); color: #2a2212; border-inline-start: 5px solid var(--_acc) }
  .l-intro { opacity: .92 }
  .l-goal { background: #ffd45c24; border-inline-start: 4px solid var(--_acc); font-weight: 600 }
  .l-now { color: var(--_acc) }
  .l-fb.bad { background: #fbe3df; color: #6b1208 }
  .l-fb.ok { background: #d9f7de; color: #0d4a1b }
  .l-narr { display: grid; gap: 2px }
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
`;

/** One narration sentence with its "rule" link (the rule ids stay out of the text). */
export function line(ui: LearnPanel, msg: Msg): TemplateResult {
  const rule = msg.rule?.split(',')[0]?.trim();
  const of = ui.t('ruleOf');
  return html`${ui.fmt(msg)}${rule ? html`<button class="rl" title=${of} aria-label=${of} @click=${() => ui.openRule(rule)}>${ui.t('rule')}</button>` : nothing}`;
}

/** Sentences as paragraphs. */
export function lines(ui: LearnPanel, msgs: readonly Msg[]): TemplateResult[] {
  return msgs.map((msg) => html`<p>${line(ui, msg)}</p>`);
}

/** Stars as text, e.g. ★★☆ (the label says "2 of 3 stars"). */
export function stars(n: number, label: string): TemplateResult {
  return html`<span class="stars" role="img" aria-label=${label}>${[1, 2, 3].map((k) => html`<span class=${k <= n ? '' : 'off'} aria-hidden="true">★</span>`)}</span>`;
}
