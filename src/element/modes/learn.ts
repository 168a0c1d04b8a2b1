/**
 * Teaching for `<domino-table>`, loaded on demand: it brings the table in line with the `lesson`, `record`, `mode`
 * and `step` attributes — a lesson (src/table/sources/lesson.ts), a replay (src/table/sources/replay.ts), teach
 * mode's narration, a record's game taken up in play, undo — and draws their panels (../parts/lesson.ts,
 * replay.ts, teach.ts, card.ts) with the teaching words of the game (its group of src/words/, with its teaching
 * code: src/teach/kit.ts), the rules card, "What the table knows" and the tips for greyed tiles and hints.
 */
import { nothing, html } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import type { Action, GameState, Variant } from '../../engine/game.js';
import { legalActions, rulesOf } from '../../engine/game.js';
import { withVariant } from '../../engine/load.js';
import { m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { say } from '../../words/words.js';
import type { Say } from '../../words/words.js';
import { cachedCatalogue, catalogue } from '../../teach/messages.js';
import type { Extra } from '../../teach/messages.js';
import { cachedKit } from '../../teach/kit.js';
import type { Lesson, Text } from '../../teach/lesson.js';
import { LESSONS } from '../../teach/catalog.js';
import { builtIn } from '../../teach/builtin.js';
import { narration } from '../../teach/narrate.js';
import { explainTurn } from '../../teach/turn.js';
import type { HistoryEntry } from '../../ai/view.js';
import type { GameRecord } from '../../record/steps.js';
import type { Intent, Table } from '../../table/table.js';
import type { TableView } from '../../table/view.js';
import { LessonSource } from '../../table/sources/lesson.js';
import type { ReplaySource } from '../../table/sources/replay.js';
import type { Replays, ReviewHooks } from './review.js';
import { learnStyles } from '../parts/learn.js';
import type { LearnIntent } from '../parts/learn.js';
import { lesson as lessonPanel } from '../parts/lesson.js';
import { teach as teachPanel } from '../parts/teach.js';
import type { ModesHost } from '../props.js';

/**
 * What class mode (./class.ts) takes from this chunk: its lessons and words, without a chunk of their own; and the
 * puzzles' chunk, through which courses load (./puzzle.ts `courses`: their chunk shares this one's code, and a lesson
 * page downloads hardly a byte more).
 */
export const teaching = { LESSONS, builtIn, catalogue, reader: () => import('../../teach/lesson-json.js'), puzzles: () => import('./puzzle.js') };

/** The teaching coordinator of one element (see the module comment). */
export class Learn {
  #loaded = ''; // the lesson shown (its id or JSON)
  #lastStep = -1;
  #knows = false;
  #more: typeof import('./learn-extras.js') | null = null; // the extras, once loaded
  #rp: Replays | null = null; // records and replay (./review.ts), once loaded (before any replay shows)
  #moreLoading: Promise<typeof import('./learn-extras.js')> | null = null;
  #endShown: unknown = null; // the lesson run whose end card was last brought into view
  #pz: import('./puzzle.js').Puzzles | null = null; // puzzles (./puzzle.ts), once one is asked for

  constructor(
    readonly host: ModesHost,
    readonly table: Table,
    readonly adopt: (sheet: CSSResult) => void,
  ) {
    adopt(learnStyles);
    table.events.on('domino-play', () => this.#applied());
    table.events.on('domino-draw', () => this.#applied());
    table.events.on('domino-pass', () => this.#applied());
    table.events.on('domino-round-start', () => this.#applied());
  }

  get #lesson(): LessonSource | null {
    const s = this.table.source;
    return s?.kind === 'lesson' ? (s as LessonSource) : null;
  }

  get #replay(): ReplaySource | null {
    const s = this.table.source;
    return s?.kind === 'replay' ? (s as ReplaySource) : null;
  }

  /** `lesson` or `replay` while this module shows the table itself; null while the game plays. */
  get view(): 'lesson' | 'replay' | null {
    return this.#lesson ? 'lesson' : this.#replay ? 'replay' : null;
  }

  /** The replay's step shown (0 outside a replay). */
  get pos(): number {
    return this.#replay?.pos ?? 0;
  }

  get #variant(): Variant {
    return (this.table.game?.variant ?? (this.host.variant || 'partnership')) as Variant;
  }

  /** The teaching words of the game shown (with `extras`), bound to who is who; null until they and its code are loaded (they load now). */
  #say(...extras: Extra[]): Say | null {
    const v = this.#variant;
    const lang = this.table.settings.lang;
    if (!cachedCatalogue(lang, v, ...extras)) {
      void catalogue(lang, v, ...extras).then(() => this.table.changed());
      return null;
    }
    const base = this.table.say;
    return say(base.words, { ...base.ctx, word: cachedKit(v)?.word });
  }

  /** The extras (./learn-extras.ts) if loaded; else null, and they load now (the table redraws when they are here). */
  #extrasNow(): typeof import('./learn-extras.js') | null {
    if (this.#more) return this.#more;
    this.#moreLoading ??= import('./learn-extras.js').then((x) => {
      this.#more = x;
      this.adopt(x.cardStyles);
      this.table.changed();
      return x;
    });
    return null;
  }

  /** A lesson text in the table's language (`@key`: the catalogue's). */
  #text(x: Text | undefined): string | null {
    if (x === undefined) return null;
    const lang = this.table.settings.lang;
    if (typeof x === 'string') return x.startsWith('@') ? this.table.words.cat[x.slice(1)] ?? null : x;
    return x[lang] ?? x[lang.slice(0, 2)] ?? x.en ?? Object.values(x)[0] ?? null;
  }

  /** Brings the view in line with the element's `puzzle`, `lesson`, `src` (in that order), `record`, `mode` and `step`. */
  async sync(): Promise<void> {
    const h = this.host;
    const puzzle = (h.puzzle || (!h.lesson && h.src)) as unknown; // the file at `src`: the puzzles' chunk reads it, whatever it holds (./content.ts)
    if (puzzle) {
      let key: string;
      try {
        key = 'puzzle ' + (typeof puzzle === 'string' ? puzzle : JSON.stringify(puzzle));
      } catch {
        key = `unreadable ${Math.random()}`; // a BigInt or a cycle: the puzzle's reader refuses it (bad-lesson)
      }
      if (key !== this.#loaded) await this.#openPuzzle(puzzle, key);
      return;
    }
    const lesson = h.lesson as unknown;
    if (lesson) {
      let key: string;
      try {
        key = typeof lesson === 'string' ? lesson : JSON.stringify(lesson);
      } catch {
        key = `unreadable ${Math.random()}`; // a BigInt or a cycle: parseLesson refuses it (bad-lesson)
      }
      if (key !== this.#loaded) await this.#openLesson(lesson, key);
      return;
    }
    if (this.#loaded) {
      this.#loaded = '';
      this.#leaveLesson();
    }
    if (h.record || h.mode === 'replay' || this.#replay) await (await this.#rv()).sync();
    else if (h.mode === 'teach') void catalogue(this.table.settings.lang, this.#variant).then(() => this.table.changed());
  }

  // ---- lessons

  async #openLesson(input: unknown, key: string): Promise<void> {
    this.#loaded = key;
    const h = this.host;
    const lang = this.table.settings.lang;
    let lesson: Lesson;
    let list: Lesson[];
    try {
      if (typeof input === 'string' && !input.trim().startsWith('{')) {
        const id = input.trim();
        const entry = LESSONS.find((x) => x.id === id) ?? LESSONS.find((x) => x.variant === id);
        // not a built-in id: a link (the puzzles' chunk reads it: ./content.ts), or an unknown id, which it reports
        if (!entry) return this.#openPuzzle(id, key);
        await withVariant(() => rulesOf(entry.variant));
        list = await builtIn(entry.variant);
        lesson = list.find((l) => l.id === entry.id)!;
      } else return this.#openPuzzle(input, key); // a tutorial writer's lesson: the puzzles' chunk reads it with its schema (./content.ts)
    } catch (e) {
      await catalogue(lang, (h.variant || 'partnership') as Variant, 'more');
      this.#fallback();
      this.table.report('bad-lesson', this.#t('ui.badLesson', { why: e instanceof Error ? e.message.replace(/\.$/, '') : String(e) }));
      return;
    }
    await catalogue(lang, lesson.variant);
    if (this.#loaded !== key) return; // another lesson was asked for meanwhile
    this.#start(lesson, list);
  }

  // ---- puzzles (./puzzle.ts, their own chunk)

  async #openPuzzle(input: unknown, key: string): Promise<void> {
    this.#loaded = key;
    const mod = await import('./puzzle.js');
    if (!this.#pz) this.adopt(mod.puzzleStyles);
    const pz = (this.#pz ??= new mod.Puzzles(this.host, this.table, (x) => this.#text(x)));
    this.#knows = false;
    if (!(await pz.open(input, () => this.#loaded === key))) this.#fallback();
  }

  /** A table never stays empty on a lesson that cannot open: a game of the element's variant is played instead. */
  #fallback(): void {
    if (!this.table.game && this.host.variant) void this.table.play({ variant: this.host.variant as Variant }, { first: true });
  }

  #t(key: string, params: Record<string, string | number> = {}): string {
    return this.table.say.t(key, params);
  }

  /** Shows a lesson. */
  #start(lesson: Lesson, list: readonly Lesson[]): void {
    this.#knows = false;
    new LessonSource(this.table, lesson, list, (x) => this.#text(x), this.host.hasAttribute('persist')).begin(); // it takes the table up
  }

  #leaveLesson(): void {
    const l = this.#lesson?.lesson;
    // A game of the element's variant, else of the lesson's: the table never stays frozen on a lesson.
    if (this.host.variant) void this.table.play({ variant: this.host.variant as Variant });
    else if (l) void this.table.play({ variant: l.variant, players: l.players, options: l.options });
  }

  /** Opens a record's lesson (its `expect`): the move review's "Try again from here", a one-step lesson at a reviewed position. */
  async lessonOf(record: GameRecord): Promise<void> {
    const { lessonFromRecord } = await import('../../teach/lesson-json.js');
    const lesson = lessonFromRecord(record);
    await catalogue(this.table.settings.lang, lesson.variant);
    this.#loaded = '';
    this.#start(lesson, [lesson]);
  }

  /** Opens a lesson by id (`again`: restarts the one shown). */
  open(id: string, again = false): void {
    const v = this.#lesson;
    if (v && (again || id === v.lesson.id)) return this.#start(v.lesson, v.list); // the one shown, a custom lesson too
    this.host.lesson = id;
    this.host.setAttribute('lesson', id);
  }

  /** Leaves the lesson for a real game with its rules (variant, players, house rules). */
  playReal(): void {
    const l = this.#lesson?.lesson;
    if (!l) return;
    const h = this.host;
    this.#loaded = '';
    h.lesson = '';
    h.removeAttribute('lesson');
    h.puzzle = h.src = '';
    h.removeAttribute('puzzle');
    h.removeAttribute('src');
    if (h.mode !== 'teach') h.mode = 'play';
    Object.assign(h, { variant: l.variant, players: l.players, options: l.options });
    void this.table.play({ variant: l.variant, players: l.players, options: l.options });
  }

  // ---- records, replay, undo (./review.ts, loaded on first use)

  #hooks: ReviewHooks = {
    mode: () => this.host.mode,
    shownStep: (step) => void (this.host.step = step),
    start: (lesson) => {
      this.#loaded = '';
      this.#start(lesson, [lesson]);
    },
    fallback: () => this.#fallback(),
    tookOver: () => void (this.#lastStep = -1),
  };

  async #rv(): Promise<Replays> {
    if (!this.#rp) {
      const x = await import('./review.js');
      if (!this.#rp) {
        this.adopt(x.replayStyles);
        this.#rp = new x.Replays(this.host, this.table, this.#hooks);
      }
    }
    return this.#rp;
  }

  /** Loads a record (object, JSON text or `dt1.` text), a replay at step `at`; a bad one is reported (`bad-record`) and the game is kept. */
  async load(input: unknown, at = 0): Promise<boolean> {
    return (await this.#rv()).load(input, at);
  }

  /** Replay: shows step k (nothing outside a replay). */
  async go(k: number): Promise<void> {
    await this.#rp?.go(k);
  }

  /** Takes back the person's last move and the computer moves after it; a refusal is reported. */
  async undo(): Promise<boolean> {
    return !this.view && (await this.#rv()).undo();
  }

  /** The record shown in replay, else null. */
  shown(): GameRecord | null {
    const r = this.#replay;
    return r ? (JSON.parse(JSON.stringify(r.record)) as GameRecord) : null;
  }

  /** The states and actions of the replay up to its step (the move log's source); null when no replay is shown. */
  steps(): { states: GameState[]; actions: Action[] } | null {
    return this.#replay?.steps() ?? null;
  }

  /** Teach mode: a move was applied; `domino-step` once its narration's words are here. */
  #applied(): void {
    if (this.host.mode !== 'teach' || this.view) return;
    const log = this.table.log;
    if (log.step === this.#lastStep) return;
    this.#lastStep = log.step;
    const detail = { step: log.step, total: log.step, note: log.noteAt(log.step) ?? null };
    void catalogue(this.table.settings.lang, this.#variant).then(() => this.table.notify('domino-step', detail));
  }

  // ---- what the element asks

  /** An intent of the person here: a lesson or a replay takes it over (true); otherwise the game plays it (false). */
  intercept(intent: Intent): boolean {
    const l = this.#lesson;
    if (l) {
      if (intent.type === 'act') l.act(intent.action);
      else if (intent.type === 'select' || intent.type === 'place') return false; // the table works out the move, then `act`s
      else if (intent.type === 'hint') this.hint();
      else return false;
      return true;
    }
    return this.#rp?.intercept(intent) ?? false;
  }

  /** The move a lesson waits for (its reason shown in the lesson), or null outside lessons. */
  hint(): Action | null {
    return this.#lesson?.hint() ?? null;
  }

  /** A greyed tile was tapped in a lesson: its panel says why it cannot be played (play's tips: ./tips.ts). */
  why(tile: string): void {
    this.#lesson?.why(tile);
  }

  /** Replay keys: ← → Home End Space; true when handled. */
  key(e: KeyboardEvent): boolean {
    return this.#rp?.key(e) ?? false;
  }

  /** The status line in a lesson, else undefined. */
  status(): string | undefined {
    const l = this.#lesson;
    if (!l) return undefined;
    const g = l.run.game;
    if (l.run.over) return this.#t(this.#pz?.mine(l) ? 'pz.done' : 'ui.done'); // "Puzzle solved", "Lesson complete"
    if (this.#pz?.mine(l) && l.run.retry) return this.#t('pz.answered');
    if (l.run.waiting) return g.phase === 'playing' ? undefined : this.#t(l.run.current?.goal.do === 'next-round' ? 'ui.press-deal' : 'turn.you');
    return g.turn === null ? '' : this.#t('thinking', { who: g.turn });
  }

  // ---- drawing

  #send = (i: LearnIntent): void => {
    const t = this.table;
    switch (i.type) {
      case 'rule':
        return t.toggle('rules', i.rule);
      case 'rules':
        return t.toggle('rules');
      case 'knows':
        this.#knows = !this.#knows;
        return t.changed();
      case 'lessons':
        return t.toggle('lessons');
      case 'open':
        return i.again || !this.#asked('domino-lesson-next', { lesson: this.#lesson?.lesson.id ?? '', next: i.lesson }) ? this.open(i.lesson, i.again) : undefined;
      case 'real': {
        const l = this.#lesson?.lesson;
        const detail = l ? { lesson: l.id, variant: l.variant, players: l.players, options: JSON.parse(JSON.stringify(l.options)) as object } : null;
        return detail && this.#asked('domino-lesson-real', detail) ? undefined : this.playReal();
      }
      case 'hint':
        return void this.hint();
      case 'act':
        return this.#lesson ? this.#lesson.act(i.action) : t.act(i.action);
      case 'step':
        return void this.go(i.to);
      case 'autoplay':
        return this.#replay?.toggle();
    }
  };

  /** Dispatches a cancelable lesson event (the end card's Next lesson, Play a real game): true when the page took it over (`preventDefault()`). */
  #asked(type: 'domino-lesson-next' | 'domino-lesson-real', detail: object): boolean {
    return !this.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
  }

  /** The Rules and "What the table knows" toggles. */
  #tools(w: Say, g: GameState): TemplateResult {
    const rules = this.table.state.panel === 'rules';
    return html`<button class="btn quiet" aria-expanded=${rules ? 'true' : 'false'} @click=${() => this.#send({ type: 'rules' })}>${w.t('rules')}</button>${g.phase === 'playing'
      ? html`<button class="btn quiet" aria-expanded=${this.#knows ? 'true' : 'false'} @click=${() => this.#send({ type: 'knows' })}>${w.t('ui.knows')}</button>`
      : nothing}`;
  }

  /** The rules card and the table's knowledge, when open. */
  #extras(g: GameState, history: readonly HistoryEntry[], live: boolean): unknown {
    const s = this.table.state;
    const out: unknown[] = [];
    if (!((this.#knows && g.phase === 'playing') || s.panel === 'rules')) return out;
    const x = this.#extrasNow();
    if (!x) return out;
    const { knows, tableKnows, card, rulesCard, onTable } = x;
    if (this.#knows && g.phase === 'playing') {
      const w = this.#say('more');
      if (w) out.push(knows([...Array(g.players).keys()].map((x) => (x === w.ctx.you ? w.t('name.you') : this.table.name(x))), tableKnows(g, history), w));
    }
    if (s.panel === 'rules') {
      const w = this.#say('card');
      if (w) out.push(card(rulesCard(w.words.cat, g.variant, g.options, g.players), s.rule, live ? onTable(w, g) : [], w, this.#send));
    }
    return out;
  }

  /** The panel under the board (lesson, replay, teach narration; in play the rules card), or undefined. */
  panel(v: TableView): unknown {
    const g = v.game;
    const l = this.#lesson;
    const r = this.#replay;
    const teaching = this.host.mode === 'teach';
    const open = this.table.state.panel === 'rules' || this.#knows;
    if (!l && !r && !teaching && !open) return undefined;
    const w = this.#say(...(r ? (['more'] as Extra[]) : []));
    if (!w) return nothing;
    if (l && this.#pz?.mine(l)) {
      this.#endCard(l.run);
      return this.#pz.panel(l, w, this.#tools(w, g), this.#extras(g, l.run.history, false), this.#send);
    }
    if (l) return this.#lessonPanel(l, w, g);
    if (r && this.#rp) return this.#rp.panel(v, w, this.#tools(w, g), this.#extras(g, [], false), this.#send);
    if (teaching) {
      const log = this.table.log;
      const k = log.step;
      let now: Msg[] = [];
      try {
        now = explainTurn(g);
      } catch {
        // a state the narration does not know (a hand-made game): no "Now" line
      }
      return teachPanel({ note: log.noteAt(k) ?? null, narr: log.states[k] ? narration(log.states, log.actions, k) : [], now, tools: this.#tools(w, g), extras: this.#extras(g, this.table.state.marks.moves, true) }, w, this.#send);
    }
    return html`<section class="learn" aria-label=${w.t('rules')}>${this.#extras(g, this.table.state.marks.moves, true)}</section>`;
  }

  /** Brings the end card into view once drawn (the panel may be a short scroll box; the page may be scrolled). */
  #endInView(): void {
    requestAnimationFrame(() => {
      const el = this.host.renderRoot.querySelector('.l-end');
      if (!el) return;
      const slot = el.closest('.learn-slot');
      if (slot) slot.scrollTop = 0; // the end card is the panel's first row (a phone) or just under the title
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) el.scrollIntoView({ block: 'nearest', behavior: 'instant' as ScrollBehavior });
    });
  }

  /** A lesson's (or puzzle's) end card is brought into view once, when it first shows. */
  #endCard(run: LessonSource['run']): void {
    if (run.over && this.#endShown !== run) {
      this.#endShown = run;
      void this.host.updateComplete.then(() => this.#endInView());
    }
  }

  #lessonPanel(l: LessonSource, w: Say, g: GameState): TemplateResult {
    const run = l.run;
    const best = l.best();
    const done = l.list.filter((x) => (best.get(x.id) ?? 0) > 0).length;
    const hint = this.table.state.hint?.action;
    const back = l.acting && legalActions(g).some((a) => a.type === 'draw' && a.from === 'back'); // the Draw game's D-16
    this.#endCard(run);
    return lessonPanel(
      {
        title: this.#text(l.lesson.title) ?? '',
        step: run.step,
        steps: l.lesson.steps.length,
        over: run.over,
        goal: run.current && run.waiting ? this.#text(run.current.text) ?? w.msg(run.goal()!) : null,
        feed: l.feed,
        intro: l.intro && l.lesson.intro ? this.#text(l.lesson.intro) : null,
        narr: l.narr,
        hint: run.waiting && !run.over,
        deal: run.waiting && run.current?.goal.do === 'next-round',
        back,
        backHinted: hint?.type === 'draw' && hint.from === 'back',
        progress: l.list.length > 1 ? w.t('ui.progress', { done, all: l.list.length }) : null,
        list: this.table.state.panel === 'lessons' ? l.list.map((x) => ({ id: x.id, title: this.#text(x.title) ?? x.id, stars: best.get(x.id) ?? 0, current: x === l.lesson })) : null,
        end: run.over ? { stars: run.stars, hints: run.hints, wrong: run.wrong, summary: this.#text(l.lesson.summary), allDone: !l.next && l.list.length > 1, next: l.next?.id ?? null } : null,
        tools: this.#tools(w, g),
        extras: this.#extras(g, run.history, false),
      },
      w,
      this.#send,
    );
  }
}
