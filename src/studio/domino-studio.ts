/**
 * `<domino-studio>`: make a lesson, a puzzle or a course without code, and publish it as a link, an embed or JSON
 * (docs/studio.md). A second custom element of the package, with its own entry: a page that plays never loads it.
 *
 * The element holds the value (the content in its public JSON format, ./types.ts) and the passing UI state, and
 * draws its parts (./parts/*.ts, each a template taking (view, words, send): ./state.ts). Everything a person types
 * is shown as text, never as HTML.
 *
 * @fires domino-studio-change - `{ value, valid, problems: [{ path, code, message }] }` after every edit.
 * @fires domino-studio-publish - `{ kind, link, json }` when the person publishes.
 */
import { LitElement, css, html } from 'lit';
import type { TemplateResult } from 'lit';
import { Words, matchLang } from '../words/words.js';
import type { Lang } from '../words/words.js';
import { format, tileName } from '../words/format.js';
import type { Ctx } from '../words/format.js';
import { PARTS } from './state.js';
import type { PartName, StudioIntent, StudioView, StudioWords } from './state.js';
import type { ContentProblem, CourseJSON, LessonJSON, PuzzleJSON, StudioKind } from './types.js';
import { FORMATS } from './types.js';
import { problemsOf } from './check.js';
import { setup } from './parts/setup.js';
import { steps } from './parts/steps.js';
import { puzzle } from './parts/puzzle.js';
import { course } from './parts/course.js';
import { preview } from './parts/preview.js';
import { publish } from './parts/publish.js';

const DRAW = { format: FORMATS.lesson, variant: 'draw', players: 2, title: '', position: { deal: { hands: [[], []] } }, steps: [{ goal: { do: 'play' } }] } as LessonJSON;

/** The parts each kind shows, in tab order. */
const TABS: Record<StudioKind, PartName[]> = {
  lesson: ['setup', 'steps', 'preview', 'publish'],
  puzzle: ['setup', 'puzzle', 'preview', 'publish'],
  course: ['course', 'preview', 'publish'],
};

const DRAWN: Record<PartName, (v: StudioView, w: StudioWords, s: (i: StudioIntent) => void) => TemplateResult> = { setup, steps, puzzle, course, preview, publish };

/**
 * The studio (see the module comment).
 *
 * @csspart tabs - the row of tabs
 * @csspart panel - the tab shown
 */
export class DominoStudio extends LitElement {
  static override properties = {
    lang: { reflect: true },
    kind: { reflect: true },
    value: { attribute: false },
    _tab: { state: true },
    _ui: { state: true },
    _words: { state: true },
    _textLang: { state: true },
  };

  static override styles = css`
    :host { display: block; font: 16px/1.4 system-ui, sans-serif; color: #1d2430; }
    [part='tabs'] { display: flex; gap: 4px; flex-wrap: wrap; }
    [part='tabs'] button { min-height: 44px; min-width: 44px; }
    [part='tabs'] button[aria-selected='true'] { font-weight: 700; }
  `;

  /** The language of the studio's words (`en`, `pt-BR`, `pl`). */
  declare lang: string;
  /** What is being made: `lesson`, `puzzle` or `course`. */
  declare kind: StudioKind;
  /** The content, in its public JSON format (docs/lessons.md, docs/puzzles.md, docs/studio.md for courses). */
  declare value: LessonJSON | PuzzleJSON | CourseJSON;

  declare _tab: PartName;
  declare _ui: StudioView['ui'];
  declare _words: number;
  declare _textLang: string;

  constructor() {
    super();
    this.lang = 'en';
    this.kind = 'lesson';
    this.value = DRAW;
    this._tab = 'setup';
    this._ui = {};
    this._words = 0;
    this._textLang = 'en';
  }

  get #lang(): Lang {
    return matchLang(this.lang || 'en') ?? 'en';
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('lang')) void Words.of(this.#lang).load('core', 'studio').then(() => this._words++);
  }

  /** The problems of the value as it stands ([] when the element takes it). */
  get problems(): ContentProblem[] {
    return problemsOf(this.kind, this.value);
  }

  /** The value as JSON text. */
  toJSON(): LessonJSON | PuzzleJSON | CourseJSON {
    return this.value;
  }

  #send = (i: StudioIntent): void => {
    if (i.type === 'edit') {
      this.value = i.value;
      if (i.kind) this.kind = i.kind;
      const problems = this.problems;
      this.dispatchEvent(new CustomEvent('domino-studio-change', { bubbles: true, composed: true, detail: { value: this.value, valid: !problems.length, problems } }));
    } else if (i.type === 'ui') this._ui = { ...this._ui, [i.part]: { ...this._ui[i.part], ...i.patch } };
    else if (i.type === 'tab') this._tab = i.tab;
    else if (i.type === 'text-lang') this._textLang = i.lang;
    else if (i.type === 'publish') this.dispatchEvent(new CustomEvent('domino-studio-publish', { bubbles: true, composed: true, detail: { kind: this.kind, link: i.link, json: i.json } }));
    this.requestUpdate();
  };

  #words(): StudioWords {
    const w = Words.of(this.#lang);
    const ctx: Ctx = { lang: this.#lang, you: null, names: [] };
    return {
      lang: this.#lang,
      t: (key, params = {}) => (w.cat[key] === undefined ? key : format(w.cat, ctx, { key, params })),
      tile: (t) => tileName(w.cat, ctx, t),
    };
  }

  protected override render(): TemplateResult {
    const words = this.#words();
    const tabs = TABS[this.kind];
    const tab = tabs.includes(this._tab) ? this._tab : tabs[0]!;
    const view: StudioView = { kind: this.kind, value: this.value, lang: this.#lang, textLang: this._textLang, problems: this.problems, ui: this._ui, tab };
    return html`<div part="tabs" role="tablist">
        ${tabs.map((p) => html`<button role="tab" aria-selected=${p === tab} @click=${() => this.#send({ type: 'tab', tab: p })}>${words.t(`studio.tab.${p}`)}</button>`)}
      </div>
      <section part="panel" role="tabpanel">${DRAWN[tab](view, words, this.#send)}</section>`;
  }
}

void PARTS;

if (!customElements.get('domino-studio')) customElements.define('domino-studio', DominoStudio);

declare global {
  interface HTMLElementTagNameMap {
    'domino-studio': DominoStudio;
  }
}
