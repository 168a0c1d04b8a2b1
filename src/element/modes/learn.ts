/**
 * Teaching for `<domino-table>`, loaded on demand (dynamic `import()`): the
 * coordinator of teach mode, lessons, records and replay, the rules card (the
 * "?" in play), "What the table knows" and the reasons for greyed tiles and
 * hints. It keeps itself small: each part loads when first used (lessons
 * ./lesson-view.ts, teach mode ./teach-panel.ts, records and replay
 * ./replay.ts, hint reasons and greyed-tile tips in play ./tips.ts, the table's knowledge), the words per language and
 * variant (src/teach/messages.ts), lesson data per variant (src/teach/builtin.ts).
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Action, GameState, Variant } from '../../engine/game.js';
import type { HistoryEntry } from '../../ai/view.js';
import { format, m } from '../../words/format.js';
import type { Catalogue, Ctx, Msg } from '../../words/format.js';
import { cachedCatalogue, catalogue } from '../../teach/messages.js';
import { cachedKit } from '../../teach/kit.js';
import type { Extra } from '../../teach/messages.js';
import type { Lesson } from '../../teach/lesson.js';
import { LESSONS } from '../../teach/catalog.js';
import { LessonView, builtIn } from './lesson-view.js';
import { teachPanel } from './teach-panel.js';
import { whyTile } from '../../teach/reasons.js';
import { narration } from '../../teach/narrate.js';
import { learnStyles } from './learn-ui.js';
import type { LearnHost, LearnPanel } from './learn-ui.js';
import type { Records } from './replay.js';

// Parts used less often, loaded when first used: one chunk of teaching code holds the rest.
/** The parts loaded on first use. */
export type Parts = {
  card: typeof import('./card-view.js');
  tips: typeof import('./tips.js');
  knows: typeof import('./knows-view.js');
  list: typeof import('./lesson-list.js');
};
const LOAD: { [K in keyof Parts]: () => Promise<Parts[K]> } = {
  card: () => import('./card-view.js'),
  tips: () => import('./tips.js'),
  knows: () => import('./knows-view.js'),
  list: () => import('./lesson-list.js'),
};
const parts: Partial<Parts> = {};
const loading: Partial<Record<keyof Parts, Promise<unknown>>> = {};

/** A part, loaded once for every table on the page. */
function part<K extends keyof Parts>(k: K): Promise<Parts[K]> {
  return (loading[k] ??= LOAD[k]().then((x) => (parts[k] = x))) as Promise<Parts[K]>;
}

export type { LearnHost };

const NAMES = 'Ana Bo Cy Di Ed Flo Gus Hal Ivy Jo'.split(' ');

/** The teaching coordinator of one element (see the module comment). */
export class Learn implements LearnPanel {
  lessonView: LessonView | null = null;
  records: Records | null = null;
  #recordsP: Promise<Records> | null = null;
  #loadedLesson = '';
  #rulesOpen = false;
  #ruleAt: string | null = null;
  #knowsOpen = false;
  /** The tip shown in play (./tips.ts sets it) and the state it is about. */
  tip: { text: string; on: GameState } | null = null;
  #lastStep = -1;

  constructor(readonly host: LearnHost) {}

  /** The element's language (catalogue code). */
  get lang(): string {
    return this.host.learnLang;
  }

  /** A word or short message of the panels (catalogue entry `ui.<k>`) in the element's language; empty until the words have loaded. */
  t(k: string, params: Record<string, string | number> = {}, seat?: number): string {
    return this.fmt(m(`ui.${k}`, params, seat));
  }

  /** The teaching catalogue of the game shown, once loaded. */
  get cat(): Catalogue | null {
    const v = (this.host.ctl.game?.variant ?? this.host.variant) as Variant;
    return cachedCatalogue(this.lang, v) ?? null;
  }

  /** The catalogue of `variant` in the element's language (with `extras`): now if loaded, else loads it and renders again. */
  need(variant: Variant, ...extras: Extra[]): Catalogue | null {
    const c = cachedCatalogue(this.lang, variant, ...extras);
    if (!c) catalogue(this.lang, variant, ...extras).then(() => this.host.requestUpdate());
    return c ?? null;
  }

  /** Seat names: the `names` attribute, a lesson's or record's, else the defaults. */
  seatNames(): string[] {
    const h = this.host;
    const n = h.ctl.game?.players ?? 0;
    const given = this.lessonView?.lesson.names ?? h.log.names;
    return [...Array(n).keys()].map((s) => h.names.split(',')[s]?.trim() || given?.[s] || NAMES[s % 10]!);
  }

  /** Who is who for the formatter: "you" is the learner, or the one person at this screen. */
  ctx(): Ctx {
    const h = this.host;
    let you: number | null = null;
    if (this.lessonView) you = this.lessonView.lesson.learner;
    else if (this.view !== 'replay' && h.people() === 1) you = [...Array(h.ctl.game?.players ?? 0).keys()].find((s) => h.isHuman(s)) ?? null;
    // The tiles' names are the element's catalogue's; a team or a train is worded by the game's own kit.
    return { lang: this.lang, names: this.seatNames(), you, tile: h.msg.tile, word: cachedKit((h.ctl.game?.variant ?? h.variant) as Variant)?.word };
  }

  /** A message in the element's language, as plain text (empty until the words have loaded). */
  fmt(msg: Msg): string {
    return this.cat ? format(this.cat, this.ctx(), msg) : '';
  }

  /** The narration of step k of `states` (the deal at 0): what happened and why (teach mode and replay). */
  narration(states: readonly GameState[], actions: readonly Action[], k: number): Msg[] {
    return narration(states, actions, k);
  }

  /** `replay` or `lesson` while this module shows the table itself; null while the game plays. */
  get view(): 'replay' | 'lesson' | null {
    return this.lessonView ? 'lesson' : this.records?.view ?? null;
  }

  #recs(): Promise<Records> {
    return (this.#recordsP ??= import('./replay.js').then((m) => (this.records = new m.Records(this))));
  }

  /** Brings the view in line with the element's `lesson`, `record`, `mode` and `step`. */
  async sync(): Promise<void> {
    const h = this.host;
    const lesson = h.lesson as unknown;
    if (lesson) {
      let key: string;
      try {
        key = typeof lesson === 'string' ? lesson : JSON.stringify(lesson);
      } catch {
        key = `unreadable ${Math.random()}`; // a BigInt or a cycle: parseLesson refuses it (bad-lesson)
      }
      if (key !== this.#loadedLesson) await this.#openLesson(lesson, key);
      return;
    }
    if (this.#loadedLesson) {
      this.#loadedLesson = '';
      this.#leaveLesson();
    }
    if (h.record || h.mode === 'replay' || this.records?.view) (await this.#recs()).sync();
  }

  // ---- lessons

  #report(code: string, message: string): void {
    this.host.ctl.report(code, message);
  }

  async #openLesson(input: unknown, key: string): Promise<void> {
    this.#loadedLesson = key;
    const h = this.host;
    let lesson: Lesson | undefined;
    let list: Lesson[];
    try {
      if (typeof input === 'string' && !input.trim().startsWith('{')) {
        const id = input.trim();
        const entry = LESSONS.find((x) => x.id === id) ?? LESSONS.find((x) => x.variant === id);
        if (!entry) {
          await catalogue(this.lang, (h.variant || 'partnership') as Variant, 'more'); // the message's words
          if (!h.ctl.game && h.variant) h.newGame(); // the variant is played instead (before the report: a start clears messages)
          this.#report('unknown-lesson', this.t('unknownLesson', { id, ids: LESSONS.map((x) => x.id).join(', ') }));
          return;
        }
        list = await builtIn(entry.variant);
        lesson = list.find((l) => l.id === entry.id)!;
      } else {
        lesson = (await this.reader()).parseLesson(input); // a tutorial writer's lesson: its reader loads now
        list = [lesson];
      }
    } catch (e) {
      if (!h.ctl.game && h.variant) h.newGame();
      await catalogue(this.lang, (h.variant || 'partnership') as Variant, 'more');
      this.#report('bad-lesson', this.t('badLesson', { why: e instanceof Error ? e.message.replace(/\.$/, '') : String(e) }));
      return;
    }
    await catalogue(this.lang, lesson!.variant);
    if (this.#loadedLesson !== key) return; // another lesson was asked for meanwhile
    this.#start(lesson!, list);
  }

  /** The reader of lessons in JSON (lesson-json.ts), loaded when first needed. */
  reader(): Promise<typeof import('../../teach/lesson-json.js')> {
    return import('../../teach/lesson-json.js');
  }

  /** Shows a lesson. */
  #start(lesson: Lesson, list: readonly Lesson[]): void {
    const h = this.host;
    this.records?.leave();
    this.lessonView?.stop();
    this.#rulesOpen = this.#knowsOpen = false;
    this.tip = null;
    h.ctl.hold = true;
    h.log.names = lesson.names.map((n, s) => (s === lesson.learner ? '' : n)); // the learner is "You"
    this.lessonView = new LessonView(this, lesson, list);
  }

  #leaveLesson(): void {
    const l = this.lessonView?.lesson;
    this.lessonView?.stop();
    this.lessonView = null;
    this.host.ctl.hold = false;
    // A game of the element's variant, else of the lesson's: the table never stays frozen on a lesson.
    if (this.host.variant) this.host.newGame();
    else if (l) this.host.newGame({ variant: l.variant, players: l.players, options: l.options });
  }

  /** Opens a lesson by id (`again`: restarts the one shown). */
  open(id: string, again = false): void {
    const v = this.lessonView;
    if (v && (again || id === v.lesson.id)) return this.#start(v.lesson, v.list); // the one shown, a custom lesson too
    this.host.lesson = id;
    this.host.setAttribute('lesson', id);
  }

  /** Leaves the lesson for a real game with its rules (variant, players, house rules). */
  playReal(lesson: Lesson): void {
    const h = this.host;
    this.lessonView?.stop();
    this.lessonView = null;
    this.#loadedLesson = '';
    h.ctl.hold = false;
    h.lesson = '';
    h.removeAttribute('lesson');
    if (h.mode !== 'teach') h.mode = 'play';
    h.variant = lesson.variant;
    h.players = lesson.players;
    h.options = lesson.options;
    h.newGame({ variant: lesson.variant, players: lesson.players, options: lesson.options });
  }

  // ---- what the element asks

  /** Seats shown as people here: a lesson's learner, nobody in replay; otherwise undefined (the element decides). */
  human(seat: number): boolean | undefined {
    return this.lessonView ? this.lessonView.human(seat) : this.records?.human(seat);
  }

  /** Every hand face up: replay, and lessons that show them. */
  get showAll(): boolean {
    return !!this.records?.showAll || !!this.lessonView?.lesson.open;
  }

  /** Whether the person here may act now (false while a lesson plays the other seats' moves or is over). */
  get acting(): boolean {
    return this.lessonView ? this.lessonView.acting : true;
  }

  /** The status line in a lesson, else undefined. */
  status(g: GameState): string | undefined {
    return this.lessonView?.status(g);
  }

  /** An action from the element: lessons and replay take it over (true); otherwise the game plays it (false). */
  intercept(action: Action): boolean {
    if (this.lessonView) {
      this.lessonView.intercept(action);
      return true;
    }
    return this.records?.intercept(action) ?? false;
  }

  /** The move a lesson waits for (its reason shown in the lesson), or null outside lessons. */
  hint(): Action | null {
    return this.lessonView?.hint() ?? null;
  }

  /** A greyed tile was clicked: why it cannot be played (a lesson's wrong try, else a tip in play: ./tips.ts). */
  why(tile: string): void {
    const v = this.lessonView;
    if (v) return v.wrong(whyTile(v.run.game, tile));
    part('tips').then((x) => x.why(this, tile));
  }

  /** Shows the reason for a hint given in play (the computer player's choice: ./tips.ts). */
  hintReason(g: GameState, a: Action): void {
    part('tips').then((x) => x.hintReason(this, g, a));
  }

  /** The states and actions a replay shows, up to its step (the move log's source); null when no replay is shown. */
  steps(): { states: GameState[]; actions: Action[] } | null {
    return this.records?.view ? this.records.steps() : null;
  }

  /** The record shown in replay, else null. */
  shown() {
    return this.records?.shown() ?? null;
  }

  get pos(): number {
    return this.records?.pos ?? 0;
  }

  /** Replay: shows step k. */
  async go(k: number): Promise<void> {
    (await this.#recs()).go(k);
  }

  /** Replay keys; true when handled. */
  key(e: KeyboardEvent): boolean {
    return this.records?.key(e) ?? false;
  }

  /** Loads a record (see Records.load). */
  async load(input: unknown): Promise<boolean> {
    return (await this.#recs()).load(input);
  }

  /** Takes back the person's last move (see Records.undo). */
  async undo(): Promise<boolean> {
    return (await this.#recs()).undo();
  }

  /** Starts a lesson made from a record with `expect` entries (replay.ts calls it). */
  startLesson(lesson: Lesson): void {
    this.#loadedLesson = '';
    this.#start(lesson, [lesson]);
  }

  /** Teach mode: an action was applied by the game; announce the step. */
  applied(): void {
    if (this.host.mode !== 'teach' || this.view) return;
    const log = this.host.log;
    if (log.step === this.#lastStep) return;
    this.#lastStep = log.step;
    const detail = { step: log.step, total: log.step, note: this.records?.noteAt(log.step) ?? null };
    const h = this.host;
    catalogue(this.lang, h.ctl.game!.variant)
      .then(() => (h.requestUpdate(), h.updateComplete))
      .then(() => h.dispatchEvent(new CustomEvent('domino-step', { detail, bubbles: true, composed: true })));
  }

  // ---- rules card, what the table knows

  /** Opens or closes the rules card. */
  toggleRules(open = !this.#rulesOpen): void {
    this.#rulesOpen = open;
    this.#ruleAt = null;
    this.host.requestUpdate();
  }

  /** Opens the rules card at a rule's paragraph. */
  openRule(rule: string): void {
    this.#rulesOpen = true;
    this.#ruleAt = rule;
    this.host.requestUpdate();
    this.host.updateComplete.then(() => this.host.renderRoot.querySelector('.l-rules p.hl')?.scrollIntoView?.({ block: 'nearest' }));
  }

  /** The Rules and "What the table knows" toggles. */
  tools(g: GameState): TemplateResult {
    return html`<button class="btn quiet" aria-expanded=${this.#rulesOpen ? 'true' : 'false'} @click=${() => this.toggleRules()}>${this.host.msg.rules}</button>${g.phase === 'playing'
      ? html`<button class="btn quiet" aria-expanded=${this.#knowsOpen ? 'true' : 'false'} @click=${() => ((this.#knowsOpen = !this.#knowsOpen), this.host.requestUpdate())}>${this.t('knows')}</button>`
      : nothing}`;
  }

  /** The rules card and the table's knowledge, when open (each loads when first opened). */
  extras(g: GameState, history: readonly HistoryEntry[]): unknown {
    const cat = this.cat;
    if (!cat) return nothing;
    const knows = this.#knowsOpen && g.phase === 'playing' && this.need(g.variant, 'more') ? this.got('knows') : null;
    const withCard = this.#rulesOpen ? this.need(g.variant, 'card') : null;
    const card = withCard ? this.got('card') : null;
    return html`${knows ? knows.knowsView(this, g, history) : nothing}${card && withCard ? card.cardView(this, g, withCard, this.#ruleAt, () => this.toggleRules(false), !this.view) : nothing}`;
  }

  /** A part if loaded; else null, and it loads (the table renders again then). */
  got<K extends keyof Parts>(k: K): Parts[K] | null {
    if (!parts[k]) part(k).then(() => this.host.requestUpdate());
    return parts[k] ?? null;
  }

  // ---- rendering

  /** The panel under the board (lesson, replay, teach narration; in play a tip and the rules card), or nothing. */
  panel(g: GameState): unknown {
    const h = this.host;
    h.adopt(learnStyles); // beside the element's own sheets (no inline <style>: strict CSP)
    const cat = this.need(g.variant);
    if (!cat) return nothing;
    if (this.lessonView) return this.lessonView.render(g);
    if (this.records?.view === 'replay') return this.records.panel(g);
    const tip = this.tip && this.tip.on === g ? html`<p class="l-tip" role="status">${this.tip.text}</p>` : nothing;
    if (h.mode === 'teach') {
      return html`${tip}${teachPanel(this, g, this.records?.noteAt(h.log.step) ?? null)}`;
    }
    return html`${tip}${this.#rulesOpen || this.#knowsOpen ? html`<section class="learn" aria-label=${this.host.msg.rules}>${this.extras(g, h.ctl.moves)}</section>` : nothing}`;
  }
}
