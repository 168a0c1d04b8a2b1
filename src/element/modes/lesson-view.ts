/**
 * A lesson on the table: shows the lesson's position, states the goal, judges
 * the learner's moves (a wrong try gets its reason and changes nothing), plays
 * and narrates the other seats' moves at the table's pace, and ends with what
 * was learned, stars, Next lesson, Try again and Play a real game. Progress is
 * kept per lesson (src/teach/progress.ts); `domino-lesson-end` fires at the end.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { legalActions } from '../../engine/game.js';
import type { Action, GameState } from '../../engine/game.js';
import { LessonRun } from '../../teach/lesson.js';
import type { Lesson, Text } from '../../teach/lesson.js';
import type { Msg } from '../../words/format.js';
import { finish, progress } from '../../teach/progress.js';
import { line, lines, stars } from './learn-ui.js';
import type { LearnPanel } from './learn-ui.js';

type Feed = { kind: 'ok' | 'bad' | 'info'; msgs: Msg[]; extra?: string | null };

export { builtIn } from '../../teach/builtin.js';

/** One lesson shown on a table (see the module comment). */
export class LessonView {
  run: LessonRun;
  #feed: Feed | null = null;
  #narr: Msg[] = []; // what happened since the learner's last move
  #intro = true; // the lesson's intro shows until the first goal is met
  #timer: ReturnType<typeof setTimeout> | null = null;
  #ended = false;
  listOpen = false;

  constructor(
    readonly ui: LearnPanel,
    readonly lesson: Lesson,
    readonly list: readonly Lesson[],
  ) {
    this.run = new LessonRun(lesson);
    this.#narr = this.run.opening();
    this.#show();
    this.#pace();
  }

  get #host() {
    return this.ui.host;
  }

  /** The lesson after this one in its curriculum, or null. */
  get next(): Lesson | null {
    const i = this.list.indexOf(this.lesson);
    return i >= 0 ? this.list[i + 1] ?? null : null;
  }

  /** Puts the lesson's state on the table. */
  #show(): void {
    const g = this.run.game;
    const ctl = this.#host.ctl;
    let from = this.run.history.length;
    while (from > 0 && this.run.history[from - 1]!.action.type !== 'next-round') from--;
    const round = this.run.history.slice(from).map((e) => e.action);
    const playsNow = round.filter((a): a is Action & { type: 'play' } => a.type === 'play');
    ctl.game = g;
    ctl.error = null;
    ctl.anchor = playsNow[0]?.tile ?? null;
    ctl.lastTile = playsNow.at(-1)?.tile ?? null;
    this.#host.requestUpdate();
  }

  /** Whether `seat` is the learner. */
  human(seat: number): boolean {
    return seat === this.lesson.learner;
  }

  /** Whether the learner may act now: the table offers moves only then. */
  get acting(): boolean {
    return this.run.waiting && this.run.game.phase === 'playing';
  }

  /** The status line while the learner cannot act (never "your turn" then); undefined: the table's own. */
  status(g: GameState): string | undefined {
    if (this.run.over) return this.ui.t('done');
    if (this.run.waiting) return g.phase === 'playing' ? undefined : this.ui.t('waiting');
    return g.turn === null ? '' : this.#host.msg.thinking(this.#host.seatName(g.turn));
  }

  /** Resolves a lesson text in the element's language (`@key`: the catalogue's). */
  text(x: Text | undefined): string | null {
    if (x === undefined) return null;
    if (typeof x === 'string') return x.startsWith('@') ? this.ui.cat?.[x.slice(1)] ?? null : x;
    return x[this.ui.lang] ?? x[this.ui.lang.slice(0, 2)] ?? x.en ?? Object.values(x)[0] ?? null;
  }

  /** The learner's move (from a tile, a place, a control or the API). */
  intercept(action: Action): void {
    if (this.run.over) return;
    const step = this.run.current;
    const r = this.run.attempt(action);
    this.#host.put({ sel: null, hint: null });
    if (r.kind === 'wrong') {
      this.#feed = { kind: 'bad', msgs: [r.why] };
      this.#host.requestUpdate();
      return;
    }
    this.#narr = [];
    this.#feed = r.kind === 'done' ? { kind: 'ok', msgs: r.played.msgs, extra: this.text(step?.done) } : { kind: 'info', msgs: r.played.msgs };
    if (r.kind === 'done') this.#intro = false;
    this.#show();
    this.#pace();
  }

  /** A tile of the hand that cannot be played was clicked: `msg` says why not (a wrong try). */
  wrong(msg: Msg | null): void {
    if (!this.run.waiting || !msg) return;
    this.run.wrong++;
    this.#feed = { kind: 'bad', msgs: [msg] };
    this.#host.requestUpdate();
  }

  /** The hint: a move that meets the goal, with why; shown on the table and in the panel. */
  hint(): Action | null {
    const h = this.run.hint();
    if (!h) return null;
    this.#feed = { kind: 'info', msgs: [h.why] };
    this.#host.requestUpdate();
    return h.action;
  }

  /** Plays the other seats' moves at the table's pace until the learner's turn or the end. */
  #pace(): void {
    this.stop();
    if (this.run.othersMove) {
      const speed = Math.max(0, Number(this.#host.speed) || 0);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        const p = this.run.others();
        if (p) this.#narr = [...this.#narr, ...p.msgs];
        this.#show();
        this.#pace();
      }, speed * 1.5);
      return;
    }
    if (this.run.over && !this.#ended) this.#end();
    this.#host.requestUpdate();
  }

  #end(): void {
    this.#ended = true;
    const persist = this.#host.hasAttribute('persist');
    finish(this.lesson.id, this.run.stars, persist);
    const detail = { lesson: this.lesson.id, stars: this.run.stars, next: this.next?.id ?? null };
    this.#host.updateComplete.then(() => this.#host.dispatchEvent(new CustomEvent('domino-lesson-end', { detail, bubbles: true, composed: true })));
  }

  /** Stops the pacing (the view is left or restarted). */
  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** The best stars won so far per lesson (kept for the page, or with `persist` in localStorage). */
  best(): ReadonlyMap<string, number> {
    return progress(this.#host.hasAttribute('persist'));
  }

  /** The lesson's panel. */
  render(g: GameState): TemplateResult {
    const ui = this.ui;
    const t = (k: string, p?: Record<string, number>) => ui.t(k, p);
    const run = this.run;
    const steps = this.lesson.steps.length;
    const goal = run.current && run.waiting ? this.text(run.current.text) ?? ui.fmt(run.goal()!) : null;
    const feed = this.#feed;
    const legal = this.acting ? legalActions(g) : [];
    const hint = this.#host.st.hint;
    const best = this.best();
    const done = this.list.filter((l) => (best.get(l.id) ?? 0) > 0).length;
    // What to do comes first, so that it shows without scrolling on a phone (the panel is a short box there): the
    // goal (or the lesson's end), then the answer to the last move (a reason, a hint, or "Well done" and the rule used),
    // the lesson's idea while its first goal is open, what the others did since, and the controls.
    return html`<section class="learn lesson" aria-label=${t('lesson')}>
      <div class="l-head"><h2>${this.text(this.lesson.title)}</h2><span class="l-dots" role="img" aria-label=${t('stepDots', { k: Math.min(run.step + 1, steps), n: steps })}>${this.lesson.steps.map((_, i) => html`<i class=${i < run.step || run.over ? 'on' : ''}></i>`)}</span></div>
      ${run.over ? this.#endView() : nothing}
      ${goal ? html`<p class="l-goal" aria-live="polite">${t('goal')}: ${goal}</p>` : nothing}
      ${feed
        ? html`<div class="l-fb ${feed.kind}" role="status">${feed.kind === 'ok' ? html`<b>${t('right')}</b> ` : nothing}${feed.msgs.map((m, i) => html`${i ? ' ' : ''}${line(ui, m)}`)}${feed.extra ? html` ${feed.extra}` : nothing}</div>`
        : nothing}
      ${this.#intro && this.lesson.intro ? html`<p class="l-intro">${this.text(this.lesson.intro)}</p>` : nothing}
      ${this.#narr.length ? html`<div class="l-narr" aria-label=${t('narration')} aria-live="polite">${lines(ui, this.#narr)}</div>` : nothing}
      <div class="l-bar">
        ${run.waiting && !run.over ? html`<button class="btn" aria-keyshortcuts="H" @click=${() => this.#host.hint()}>${this.#host.msg.hint}</button>` : nothing}
        ${run.waiting && run.current?.goal.do === 'next-round' ? html`<button class="btn" aria-keyshortcuts="N" @click=${() => this.intercept({ type: 'next-round' })}>${t('deal')}</button>` : nothing}
        ${g.variant === 'draw' && legal.some((a) => a.type === 'draw')
          ? html`<button class="btn quiet ${hint?.type === 'draw' && hint.from === 'back' ? 'hint' : ''}" @click=${() => this.intercept({ type: 'draw', from: 'back' })}>${t('drawBack')}</button>`
          : nothing}
        ${this.list.length > 1
          ? html`<button class="btn quiet" aria-expanded=${this.listOpen ? 'true' : 'false'} @click=${() => ((this.listOpen = !this.listOpen), this.#host.requestUpdate())}>${t('lessons')} · ${t('progress', { done, all: this.list.length })}</button>`
          : nothing}
        ${ui.tools(g)}
      </div>
      ${(this.listOpen && ui.got('list')?.listView(this)) || nothing}
      ${ui.extras(g, run.history)}
    </section>`;
  }

  #endView(): TemplateResult {
    const t = (k: string, p?: Record<string, number>) => this.ui.t(k, p);
    const next = this.next;
    return html`<div class="l-end" role="group" aria-labelledby="l-end-h">
      <h3 id="l-end-h">${t('complete')}</h3>
      ${stars(this.run.stars, t('stars', { n: this.run.stars }))}
      ${this.lesson.summary ? html`<p><b>${t('learned')}:</b> ${this.text(this.lesson.summary)}</p>` : nothing}
      ${next ? nothing : this.list.length > 1 ? html`<p>${t('allDone')}</p>` : nothing}
      <div class="l-bar">
        ${next ? html`<button class="btn" @click=${() => this.ui.open(next.id)}>${t('nextLesson')}</button>` : nothing}
        <button class="btn quiet" @click=${() => this.ui.open(this.lesson.id, true)}>${t('again')}</button>
        <button class=${next ? 'btn quiet' : 'btn'} @click=${() => this.ui.playReal(this.lesson)}>${t('real')}</button>
      </div>
    </div>`;
  }
}
