/**
 * `<domino-studio>`: make a lesson, a puzzle or a course without code, and publish it as a link, an embed or JSON
 * (docs/studio.md). A second custom element of the package, with its own entry: a page that plays never loads it.
 *
 * Its first load is small: each part is a lazy chunk loaded when its tab is first opened, and so is the content
 * checker (docs/studio.md#size); `updateComplete` resolves once what the studio shows has loaded and drawn.
 *
 * The element holds the value (the content in its public JSON format, ./types.ts) and the passing UI state, and
 * draws its parts (./parts/*.ts, each a template taking (view, words, send): ./state.ts). Everything a person types
 * is shown as text, never as HTML. Every edit is kept as a draft in `localStorage` (`domino-studio:draft`) and
 * restored when the studio opens again; Undo takes the last edit back.
 *
 * The studio shows previews with `<domino-table>` but never imports it: the page loads the table's own entry beside
 * the studio's (dist/studio/index.html does).
 */
import { LitElement, css, html, nothing } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import { Words, matchLang } from '../words/words.js';
import type { Lang } from '../words/words.js';
import { format, tileName } from '../words/format.js';
import type { Ctx } from '../words/format.js';
import { PARTS } from './state.js';
import type { PartName, StudioIntent, StudioSend, StudioView, StudioWords } from './state.js';
import type { ContentProblem, CourseJSON, LessonJSON, PuzzleJSON, StudioKind } from './types.js';
import { VARIANTS } from '../engine/types.js';
import type { Variant } from '../engine/types.js';
import { blank, convert, kindOf } from './blank.js';
import { StudioLoadError } from './errors.js';
export { StudioLoadError };

type Value = LessonJSON | PuzzleJSON | CourseJSON;

/** The parts each kind shows, in tab order. */
const TABS: Record<StudioKind, PartName[]> = {
  lesson: ['setup', 'steps', 'preview', 'publish'],
  puzzle: ['setup', 'puzzle', 'preview', 'publish'],
  course: ['course', 'preview', 'publish'],
};
const KINDS: StudioKind[] = ['lesson', 'puzzle', 'course'];
/** The query name of each kind in a link (`?lesson=dl1.…`), as the table and the embed page read it. */
const PARAM: Record<StudioKind, string> = { lesson: 'lesson', puzzle: 'puzzle', course: 'course' };
/** Where the draft is kept. */
export const DRAFT_KEY = 'domino-studio:draft';
const UNDO_DEPTH = 100;
/** The value until the host or the person gives one. */
const DEFAULT = blank('lesson');

/** A part as the element draws it: its template function and the styles it adopts into the studio's shadow root. */
interface Part {
  draw: (view: StudioView, words: StudioWords, send: StudioSend) => TemplateResult;
  styles?: CSSResult;
}
/**
 * Each part is a lazy chunk of its own, loaded when its tab is first shown (the first screen loads only its first
 * tab's): the studio's first load stays small, and a part's code (the engine's rules, the AI client, the codec…)
 * comes when it is used.
 */
const PART_CODE: Record<PartName, () => Promise<Part>> = {
  setup: () => import('./parts/setup.js').then((m) => ({ draw: m.setup })),
  steps: () => import('./parts/steps.js').then((m) => ({ draw: m.steps, styles: m.stepsStyles })),
  puzzle: () => import('./parts/puzzle.js').then((m) => ({ draw: m.puzzle, styles: m.puzzleStyles })),
  course: () => import('./parts/course.js').then((m) => ({ draw: m.course, styles: m.courseStyles })),
  preview: () => import('./parts/preview.js').then((m) => ({ draw: m.preview })),
  publish: () => import('./parts/publish.js').then((m) => ({ draw: m.publish })),
};
/** The other tabs' code is loading in the background (see `#touched`). */
let warming: ReturnType<typeof setTimeout> | undefined;
/** The parts loaded so far, shared by every studio of the page. */
const DRAWN: Partial<Record<PartName, Part>> = {};
const partLoads = new Map<PartName, Promise<Part>>();
function loadPart(name: PartName): Promise<Part> {
  let p = partLoads.get(name);
  if (!p) {
    p = PART_CODE[name]().then(
      (part) => (DRAWN[name] = part),
      (e: unknown) => {
        partLoads.delete(name); // offline or a failed request: opening the tab again tries again
        throw e;
      },
    );
    partLoads.set(name, p);
  }
  return p;
}

/**
 * The content checker (./check.ts: the JSON Schema validator, the engine's readers, the built-in lists) is a lazy
 * chunk too, loaded when first needed: the person's first touch, key or focus in the studio, the first edit, `load()`,
 * reading `problems`, the preview or publish tab.
 */
let checker: typeof import('./check.js') | undefined;
let checkerLoad: Promise<void> | undefined;
function loadChecker(): Promise<void> {
  return (checkerLoad ??= Promise.all([import('./check.js'), import('../engine/index.js')]).then(
    ([m]) => void (checker = m), // the engine registers every game's rules: the checker plays positions synchronously
    (e: unknown) => {
      checkerLoad = undefined;
      throw e;
    },
  ));
}
/** The parts that show the value's problems. */
const SHOWS_PROBLEMS: readonly PartName[] = ['preview', 'publish'];

/**
 * Make a lesson, a puzzle or a course without code and publish it (docs/studio.md). Its previews are `<domino-table>`
 * elements: load the table's entry on the page too (dist/studio/index.html does).
 *
 * @tagname domino-studio
 * @fires domino-studio-change - `{ value, valid, problems: [{ path, code, message }] }` after every edit.
 * @fires domino-studio-publish - `{ kind, link, json }` when the person publishes.
 * @fires domino-studio-refuse - `{ code, message }` when an edit or a load is refused: the same message is shown in the studio.
 *
 * @csspart bar - the top bar: what is being made (new lesson, puzzle, course) and Undo
 * @csspart tabs - the row of tabs
 * @csspart message - the last refusal or notice, in words (a live region)
 * @csspart panel - the tab shown
 */
export class DominoStudio extends LitElement {
  static override properties = {
    lang: { reflect: true },
    kind: { reflect: true },
    value: { attribute: false },
    fromUrl: { type: Boolean, attribute: 'from-url' },
  };

  static override styles = [
    css`
    :host {
      display: block;
      font: 16px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
      color: #1d2430;
      --studio-accent: #1b6a43;
      --studio-line: #d9dde3;
      --studio-soft: #f4f6f8;
    }
    [part='bar'] { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 0 0 12px; }
    [part='bar'] .kinds { display: inline-flex; border: 1px solid var(--studio-line); border-radius: 10px; overflow: hidden; }
    button { font: inherit; min-height: 44px; min-width: 44px; border-radius: 8px; border: 1px solid var(--studio-line); background: #fff; color: inherit; padding: 0 14px; cursor: pointer; }
    button:hover:not([disabled]) { border-color: #9aa3ae; }
    button:focus-visible { outline: 3px solid #2b6cdf; outline-offset: 2px; }
    button[disabled] { opacity: 0.45; cursor: default; }
    .kinds button { border: 0; border-radius: 0; }
    .kinds button + button { border-left: 1px solid var(--studio-line); }
    .kinds button[aria-pressed='true'] { background: var(--studio-accent); color: #fff; font-weight: 600; }
    .grow { flex: 1; }
    [part='tabs'] { display: flex; gap: 2px; flex-wrap: wrap; border-bottom: 2px solid var(--studio-line); margin-bottom: 16px; }
    [part='tabs'] button { border: 0; border-radius: 8px 8px 0 0; background: transparent; margin-bottom: -2px; border-bottom: 3px solid transparent; font-weight: 500; }
    [part='tabs'] button[aria-selected='true'] { border-bottom-color: var(--studio-accent); font-weight: 700; color: var(--studio-accent); }
    [part='message'] { min-height: 0; }
    [part='message'] p { margin: 0 0 12px; padding: 10px 14px; border-radius: 8px; border-left: 5px solid #b3261e; background: #fdecea; display: flex; gap: 12px; align-items: center; }
    [part='message'] p.note { border-left-color: var(--studio-accent); background: #e8f3ec; }
    [part='message'] p span { flex: 1; }
    [part='message'] p button { min-height: 36px; }
    @media (max-width: 600px) {
      [part='bar'] .kinds { flex: 1 1 100%; }
      .kinds button { flex: 1; padding: 0 6px; }
      [part='tabs'] { flex-wrap: nowrap; overflow-x: auto; scrollbar-width: none; }
      [part='tabs'] button { padding: 0 10px; white-space: nowrap; }
    }
    @media (prefers-reduced-motion: no-preference) { button { transition: border-color 0.15s, background 0.15s; } }
  `,
    css`
      .loading { color: #566170; margin: 24px 0; }
    `,
  ];

  /** The language of the studio's words (`en`, `pt-BR`, `pl`). */
  declare lang: string;
  /** What is being made: `lesson`, `puzzle` or `course`. Setting it starts a new one of that kind, keeping what both share (the game, the position). */
  declare kind: StudioKind;
  /** The content, in its public JSON format (docs/lessons.md, docs/puzzles.md, docs/studio.md for courses). */
  declare value: Value;
  /** Open what the page's address carries once connected: `#record=dt1…&step=N` (a moment of a game), `?lesson=` / `?puzzle=` / `?course=` (a published link), or `#dl1…`. */
  declare fromUrl: boolean;

  // The passing state (not public: each change asks for an update itself).
  #tab: PartName = 'setup';
  #ui: StudioView['ui'] = {};
  #textLang = 'en';
  #message: { text: string; note?: boolean } | null = null;

  #undo: { kind: StudioKind; value: Value }[] = [];
  /** What this studio waits for (a part's chunk, the checker): `updateComplete` covers them. */
  #waits = new Set<Promise<unknown>>();
  #adopted = new Set<CSSResult>();
  #failed: PartName | null = null;
  #started = false;
  #restored = false;

  constructor() {
    super();
    this.lang = 'en';
    this.kind = 'lesson';
    this.value = DEFAULT;
    this.fromUrl = false;
    // the person's first touch, key or focus starts the checker, so it is there by the time an edit needs it
    for (const type of ['pointerdown', 'keydown', 'focusin', 'click']) this.addEventListener(type, this.#touched, { capture: true, passive: true });
  }

  #touched = (): void => {
    if (!checker) void this.#needChecker().catch(() => undefined);
    // Some seconds after the person starts working, the other tabs' code loads while nothing else happens: from then
    // on the studio works offline (links carry the content; no tab waits for the network).
    if (!warming) warming = setTimeout(() => (globalThis.requestIdleCallback ?? setTimeout)(() => PARTS.forEach((p) => void loadPart(p).catch(() => undefined))), 8000);
  };

  get #lang(): Lang {
    return matchLang(this.lang || 'en') ?? 'en';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.#hash);
    if (this.#started) return;
    this.#started = true;
    if (this.value === DEFAULT && !this.hasAttribute('kind')) this.#restore();
    // what the address carries opens over the draft, which Undo brings back (nothing typed is lost)
    if (this.fromUrl && this.#carries(location.href)) void this.load(location.href).catch(() => undefined);
  }

  /** Whether an address carries something to open (`from-url`). */
  #carries(href: string): boolean {
    return /[#?&](record|lesson|puzzle|course)=|#dl\d+\./.test(href);
  }

  /** `from-url`: a link followed while the studio is open changes only the address's hash. */
  #hash = (): void => {
    if (this.fromUrl && this.#carries(location.href)) void this.load(location.href).catch(() => undefined);
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.#hash);
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('lang')) {
      const lang = this.#lang;
      this.#wait(
        Words.of(lang)
          .load('core', 'studio')
          .then(() => this.requestUpdate()),
      );
      if (!changed.get('lang') && this.#textLang === 'en') this.#textLang = lang;
    }
    // A value of another kind sets the kind; a kind alone (or with the untouched default) converts the value.
    const k = kindOf(this.value);
    if (k && k !== this.kind) {
      if (changed.has('value') && this.value !== DEFAULT) this.kind = k;
      else this.value = convert(this.value, this.kind);
    }
    const tab = this.#shown();
    this.#needPart(tab);
    if (SHOWS_PROBLEMS.includes(tab)) void this.#needChecker().catch(() => undefined);
  }

  /**
   * The problems of the value as it stands ([] when the element takes it). The checker is a lazy chunk: until it has
   * loaded (reading this starts it, as do the first edit and `load()`) this is [];
   * `await studio.updateComplete` and it is there.
   */
  get problems(): ContentProblem[] {
    if (checker) return checker.problemsOf(this.kind, this.value);
    void this.#needChecker().catch(() => undefined);
    return [];
  }

  /** Loads the checker, then draws again with the problems. */
  #needChecker(): Promise<void> {
    if (checker) return Promise.resolve();
    const p = loadChecker();
    this.#wait(p.then(() => this.requestUpdate()));
    return p;
  }

  /** Loads a part, then draws it. */
  #needPart(name: PartName): void {
    const part = DRAWN[name];
    if (this.#failed === name) return; // tried again when the tab is opened again
    if (part) {
      if (part.styles) this.#adopt(part.styles);
      return;
    }
    this.#wait(
      loadPart(name).then(
        () => {
          if (this.#failed === name) this.#failed = null;
          this.requestUpdate();
        },
        () => {
          this.#failed = name;
          this.requestUpdate();
        },
      ),
    );
  }

  #wait(p: Promise<unknown>): void {
    const w = p.catch(() => undefined).finally(() => this.#waits.delete(w));
    this.#waits.add(w);
  }

  /** A part's styles join the element's in its shadow root (once). */
  #adopt(s: CSSResult): void {
    const root = this.renderRoot;
    if (this.#adopted.has(s) || !(root instanceof ShadowRoot)) return;
    this.#adopted.add(s);
    const sheet = s.styleSheet;
    if (sheet && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    else root.append(Object.assign(document.createElement('style'), { textContent: s.cssText }));
  }

  /** Resolves once the studio is drawn with its words, the part it shows (and the checker, when asked for) loaded and drawn. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#waits.size) {
      await Promise.all([...this.#waits]);
      done = (await super.getUpdateComplete()) && done;
    }
    return done;
  }

  #shown(): PartName {
    const tabs = TABS[this.kind];
    return tabs.includes(this.#tab) ? this.#tab : tabs[0]!;
  }

  /** The value: the lesson, puzzle or course as the element reads it (`JSON.stringify(studio)` gives its JSON text). */
  toJSON(): Value {
    return this.value;
  }

  /**
   * A link that carries the value: `base` + `?lesson=` (or `?puzzle=`, `?course=`) + its `dl1.…` text (src/teach/link.ts).
   * `base` is the page that shows it (the embed page, a post); default this page without its query.
   */
  async toLink(base?: string): Promise<string> {
    const { encodeContent } = await import('../teach/link.js');
    const code = await encodeContent(this.kind, this.value);
    const b = base ?? location.href.replace(/[?#].*$/, '');
    const [head, hash] = b.split('#', 2) as [string, string | undefined];
    const sep = head.includes('?') ? (/[?&]$/.test(head) ? '' : '&') : '?';
    return `${head}${sep}${PARAM[this.kind]}=${code}${hash !== undefined ? `#${hash}` : ''}`;
  }

  /**
   * Opens content for editing: a lesson, puzzle or course as an object or JSON text; a `dl1.…` link or any text
   * holding one (a page's address with `?lesson=dl1.…`); or a game record `dt1.…` (JSON or compact text, or an
   * address with `#record=dt1…&step=N`), which opens a lesson draft at that moment (`step`, default the end).
   * The value before is kept for Undo. Refused whole, never half-loaded: throws a {@link StudioLoadError}
   * (`bad-json`, `bad-link`, `link-version`, `bad-record`, `bad-content`) after showing why.
   */
  async load(jsonOrLink: string | object): Promise<void> {
    try {
      const [got] = await Promise.all([this.#read(jsonOrLink), this.#needChecker()]);
      this.#edit(got.value, got.kind, true);
      this.#tab = TABS[got.kind][0]!;
      this.#restored = false;
      const problems = this.problems;
      this.#message = problems.length ? { text: this.#words().t('studio.loaded.problems', { why: problems[0]!.message }) } : { text: this.#words().t('studio.loaded'), note: true };
    } catch (e) {
      const err = e instanceof StudioLoadError ? e : new StudioLoadError((e as { code?: string }).code ?? 'bad-content', (e as Error).message);
      this.#refuse(err.code, this.#words().t('studio.load.refused', { why: err.message }));
      throw err;
    }
  }

  async #read(input: string | object): Promise<{ kind: StudioKind; value: Value }> {
    if (typeof input === 'object' && input !== null) {
      if ((input as { format?: string }).format === 'domino-table/record-1' || 'rounds' in input) return this.#fromRecord(input, undefined);
      const kind = kindOf(input);
      if (!kind) throw new StudioLoadError('bad-content', 'this is neither a lesson, a puzzle nor a course');
      const x = input as Record<string, unknown>;
      if (kind !== 'course') {
        if (!VARIANTS.includes(x.variant as Variant)) throw new StudioLoadError('bad-content', `"${String(x.variant).slice(0, 40)}" is not one of the games (${VARIANTS.join(', ')})`);
        if (!x.position || typeof x.position !== 'object' || Array.isArray(x.position)) throw new StudioLoadError('bad-content', 'it has no position');
      } else if (!Array.isArray(x.items)) throw new StudioLoadError('bad-content', 'a course needs its list of items');
      return { kind, value: structuredClone(input) as Value };
    }
    const text = String(input).trim();
    if (text.startsWith('{')) {
      let x: unknown;
      try {
        x = JSON.parse(text);
      } catch (e) {
        throw new StudioLoadError('bad-json', `the text is not valid JSON (${(e as Error).message})`);
      }
      return this.#read(x as object);
    }
    const record = /(?:^|[#?&]record=|^)(dt\d+\.[A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (record) {
      const step = /[#?&]step=(\d{1,9})/.exec(text)?.[1];
      return this.#fromRecord(record, step === undefined ? undefined : Number(step));
    }
    const { decodeContent, LinkError } = await import('../teach/link.js');
    try {
      const { value } = await decodeContent(decodeURIComponent(text));
      return await this.#read(value); // the same checks as JSON's (the format names the kind)
    } catch (e) {
      if (e instanceof LinkError) throw new StudioLoadError(e.code, e.message);
      throw e;
    }
  }

  async #fromRecord(input: string | object, step: number | undefined): Promise<{ kind: StudioKind; value: Value }> {
    const [{ parseRecordAttribute, validateRecord }, { fromRecord }] = await Promise.all([import('../record/record.js'), import('./draft.js')]);
    let rec;
    try {
      rec = typeof input === 'string' ? parseRecordAttribute(input) : validateRecord(input);
    } catch (e) {
      throw new StudioLoadError('bad-record', (e as Error).message);
    }
    const kind = this.kind === 'course' ? 'lesson' : this.kind;
    const base = convert(blank(kind), kind) as LessonJSON | PuzzleJSON;
    return { kind, value: fromRecord(base, rec, step) };
  }

  /** Takes the last edit back (false when there is none). */
  undo(): boolean {
    const last = this.#undo.pop();
    if (!last) return false;
    this.kind = last.kind;
    this.value = last.value;
    this.#changed();
    return true;
  }

  #edit(value: Value, kind: StudioKind = this.kind, keep = true): void {
    if (keep) {
      this.#undo.push({ kind: this.kind, value: this.value });
      if (this.#undo.length > UNDO_DEPTH) this.#undo.shift();
    }
    this.kind = kind;
    this.value = value;
    this.#changed();
  }

  /**
   * Keeps the draft and tells the host. The event carries the problems, so until the checker has loaded (the first
   * edit starts it) it waits for it: events come in the order of the edits, each with its own value.
   */
  #changed(): void {
    this.#save();
    const { kind, value } = this;
    const fire = (): void => {
      const problems = checker!.problemsOf(kind, value);
      this.dispatchEvent(new CustomEvent('domino-studio-change', { bubbles: true, composed: true, detail: { value, valid: !problems.length, problems } }));
    };
    if (checker && !this.#firing) fire();
    else {
      const p = (this.#firing = (this.#firing ?? this.#needChecker()).then(fire));
      void p.finally(() => this.#firing === p && (this.#firing = undefined)).catch(() => undefined);
    }
  }
  #firing: Promise<void> | undefined;

  #refuse(code: string, message: string): void {
    this.#message = { text: message };
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent('domino-studio-refuse', { bubbles: true, composed: true, detail: { code, message } }));
  }

  #save(): void {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ kind: this.kind, value: this.value }));
    } catch {
      /* no storage (a sandboxed frame, private mode): the draft lives as long as the page */
    }
  }

  #restore(): void {
    let d: { kind?: unknown; value?: unknown } | null = null;
    try {
      d = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    } catch {
      return;
    }
    const kind = kindOf(d?.value);
    if (!d || !kind || !KINDS.includes(d.kind as StudioKind)) return;
    const x = d.value as Record<string, unknown>;
    if (kind !== 'course' && (!VARIANTS.includes(x.variant as Variant) || !x.position || typeof x.position !== 'object')) return; // not a draft this studio can open
    this.kind = kind;
    this.value = d.value as Value;
    this.#message = { text: '', note: true }; // worded at render: the words may not be loaded yet
    this.#restored = true;
  }

  /** Starts a new lesson, puzzle or course, keeping what both share; the value before is kept for Undo. */
  #newKind(kind: StudioKind): void {
    if (kind === this.kind) return;
    this.#edit(convert(this.value, kind), kind);
    this.#tab = TABS[kind][0]!;
    this.#message = null;
  }

  #send = (i: StudioIntent): void => {
    if (i.type === 'edit') {
      this.#edit(i.value, i.kind ?? this.kind);
      if (this.#message && !this.#message.note) this.#message = null; // the refusal was answered
      this.#restored = false;
    } else if (i.type === 'ui') this.#ui = { ...this.#ui, [i.part]: { ...this.#ui[i.part], ...i.patch } };
    else if (i.type === 'tab') ((this.#tab = i.tab), (this.#failed = null));
    else if (i.type === 'text-lang') this.#textLang = i.lang;
    else if (i.type === 'publish') this.dispatchEvent(new CustomEvent('domino-studio-publish', { bubbles: true, composed: true, detail: { kind: this.kind, link: i.link, json: i.json } }));
    else if (i.type === 'refuse') this.#refuse(i.code, i.message);
    else if (i.type === 'load') this.load(i.text).catch(() => {}); // a refusal is shown and fired by load()
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

  #keys = (e: KeyboardEvent): void => {
    const inField = e.composedPath().some((n) => n instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(n.tagName));
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && !inField && this.undo()) e.preventDefault();
  };

  #tabKeys(e: KeyboardEvent, tabs: PartName[], tab: PartName): void {
    const i = tabs.indexOf(tab);
    const to = e.key === 'ArrowRight' ? (i + 1) % tabs.length : e.key === 'ArrowLeft' ? (i + tabs.length - 1) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
    if (to < 0) return;
    e.preventDefault();
    this.#tab = tabs[to]!;
    this.#failed = null;
    this.requestUpdate();
    void this.updateComplete.then(() => (this.renderRoot.querySelector<HTMLElement>(`[part='tabs'] [aria-selected='true']`) ?? null)?.focus());
  }

  protected override render(): TemplateResult {
    const words = this.#words();
    const tabs = TABS[this.kind];
    const tab = this.#shown();
    const part = DRAWN[tab];
    const view: StudioView = { kind: this.kind, value: this.value, lang: this.#lang, textLang: this.#textLang, problems: checker ? checker.problemsOf(this.kind, this.value) : [], ui: this.#ui, tab };
    const msg = this.#message;
    const text = this.#restored && msg?.note ? words.t('studio.draft.restored') : msg?.text;
    return html`<div part="bar" @keydown=${this.#keys}>
        <div class="kinds" role="group" aria-label=${words.t('studio.kind')}>
          ${KINDS.map((k) => html`<button type="button" aria-pressed=${k === this.kind} @click=${() => this.#newKind(k)}>${words.t(`studio.kind.${k}`)}</button>`)}
        </div>
        <span class="grow"></span>
        <button type="button" class="undo" ?disabled=${!this.#undo.length} aria-keyshortcuts="Control+Z" @click=${() => this.undo()}>${words.t('studio.undo')}</button>
      </div>
      <div part="message" role="status" aria-live="polite">
        ${msg && text
          ? html`<p class=${msg.note ? 'note' : 'refusal'}>
              <span>${text}</span>${this.#restored && msg.note
                ? html`<button type="button" @click=${() => ((this.#restored = false), (this.#message = null), this.#edit(blank(this.kind)))}>${words.t('studio.draft.new')}</button>`
                : nothing}<button type="button" aria-label=${words.t('studio.message.close')} @click=${() => ((this.#message = null), (this.#restored = false), this.requestUpdate())}>×</button>
            </p>`
          : nothing}
      </div>
      <div part="tabs" role="tablist" @keydown=${(e: KeyboardEvent) => this.#tabKeys(e, tabs, tab)}>
        ${tabs.map((p) => html`<button type="button" role="tab" id=${`tab-${p}`} aria-selected=${p === tab} aria-controls="panel" tabindex=${p === tab ? 0 : -1} @click=${() => this.#send({ type: 'tab', tab: p })}>${words.t(`studio.tab.${p}`)}</button>`)}
      </div>
      <section part="panel" id="panel" role="tabpanel" aria-labelledby=${`tab-${tab}`} @keydown=${this.#keys}>
        ${part ? part.draw(view, words, this.#send) : html`<p class="loading" role="status">${words.t(this.#failed === tab ? 'studio.loading.failed' : 'studio.loading')}</p>`}
      </section>`;
  }
}

void PARTS;

if (!customElements.get('domino-studio')) customElements.define('domino-studio', DominoStudio);

declare global {
  interface HTMLElementTagNameMap {
    'domino-studio': DominoStudio;
  }
}
