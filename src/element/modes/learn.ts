/**
 * Teach mode, lessons, replay, records and undo for `<domino-table>` (issue 5).
 * Loaded on demand (dynamic `import()`) only when one of them is used, so the
 * element in play mode carries none of record.ts, narrate.ts, the teach
 * catalogues, lessons or rules cards.
 *
 * The element keeps the game's {@link RecordLog} (config, deals, actions,
 * states) and its XState actor; this module:
 * - loads records (object, JSON or `dt1.` text) and takes over a game from a
 *   record step (play/teach: the actor is rebuilt silently from the record);
 * - shows steps itself in replay and lesson views (`ctl.hold` stops the actor
 *   from moving; the element renders `ctl.game`);
 * - renders the panel below the table: replay controls, notes, narration,
 *   the lesson's feedback and hint, and the rules card.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { applyAction, createGame } from '../../engine/index.js';
import type { Action, Deal, GameConfig, GameState } from '../../engine/index.js';
import { encodeRecord, keyOf, parseRecordAttribute, recordActions, replay, stepOf, validateRecord } from '../../record/record.js';
import type { GameRecord } from '../../record/record.js';
import { undo as undoRecord } from '../../record/undo.js';
import { explainTurn, narrate, narrateStart } from '../../teach/narrate.js';
import type { Msg } from '../../teach/narrate.js';
import { formatMessage } from '../../teach/messages.js';
import { rulesCard } from '../../teach/rules-card.js';
import { builtInLessons, checkLessonMove, lessonFromRecord, lessonHint } from '../../teach/lessons.js';
import type { Lesson } from '../../teach/lessons.js';
import { learnText } from '../../i18n/learn.js';
import type { RecordLog } from '../record-log.js';
import type { GameController } from '../game-controller.js';

/** What this module needs from the element. */
export interface LearnHost extends HTMLElement {
  mode: string;
  variant: string;
  lesson: string;
  record: string;
  step: number | undefined;
  speed: number;
  readonly ctl: GameController;
  readonly log: RecordLog;
  readonly learnLang: string; // catalogue code: en, pt-BR, pl
  names: string;
  newGame(): void;
  hint(): Promise<Action | null>;
  isHuman(seat: number): boolean;
  requestUpdate(): void;
  readonly updateComplete: Promise<boolean>;
}

export { encodeRecord };

const NAMES = 'Ana Bo Cy Di Ed Flo Gus Hal Ivy Jo'.split(' ');

const sameDeal = (a: Deal, b: Deal | undefined): boolean =>
  !!b && JSON.stringify(a.hands) === JSON.stringify(b.hands) && JSON.stringify(a.boneyard ?? []) === JSON.stringify(b.boneyard ?? []) && a.leader === b.leader && JSON.stringify(a.lot ?? null) === JSON.stringify(b.lot ?? null);

/**
 * The config that recreates a record's game and every state of it. A record
 * of a seeded game whose deals the seed reproduces gets the seed-only config
 * (so the state is identical to the original, later rounds included);
 * otherwise the deals are given explicitly.
 */
export function rebuild(record: GameRecord): { config: GameConfig; states: GameState[]; actions: Action[] } {
  const actions = recordActions(record);
  const base: GameConfig = { variant: record.variant, players: record.players, options: record.options, ...(record.seed !== undefined ? { seed: record.seed } : {}), ...(record.shortDeals ? { shortDeals: true } : {}) };
  if (record.seed !== undefined) {
    try {
      let g = createGame(base);
      const states = [g];
      let round = 0;
      let ok = sameDeal(g.deal, record.rounds[0]!.deal);
      for (const a of actions) {
        if (!ok) break;
        g = applyAction(g, a);
        states.push(g);
        if (a.type === 'next-round') ok = sameDeal(g.deal, record.rounds[++round]?.deal);
      }
      if (ok) return { config: base, states, actions };
    } catch {
      // fall through to the explicit deals
    }
  }
  return { config: { ...base, deals: record.rounds.map((r) => r.deal) }, states: replay(record), actions };
}

/** The record cut just after step `step` (its notes and expectations up to there). */
export function cutRecord(record: GameRecord, step: number): GameRecord {
  const [r, i] = keyOf(record, step).split(':').map(Number) as [number, number];
  const rounds = record.rounds.slice(0, r + 1).map((x, k) => (k === r ? { deal: x.deal, actions: x.actions.slice(0, i) } : x));
  const cut: GameRecord = { ...record, rounds };
  if (record.notes) cut.notes = Object.fromEntries(Object.entries(record.notes).filter(([k]) => stepOf(cut, k) !== null));
  if (record.expect) cut.expect = record.expect.filter((k) => (stepOf(cut, k) ?? Infinity) < step);
  return cut;
}

/** The element's table marks at step k: the round's lead tile, the last tile played and the finished rounds' points. */
function marks(states: readonly GameState[], actions: readonly Action[], k: number): { anchor: string | null; lastTile: string | null; history: number[][] } {
  let anchor: string | null = null;
  let lastTile: string | null = null;
  const history: number[][] = [];
  for (let i = 0; i < k; i++) {
    const a = actions[i]!;
    if (a.type === 'next-round') {
      anchor = lastTile = null;
    } else if (a.type === 'play') {
      if ((states[i]!.line?.length ?? 1) === 0) anchor = a.tile;
      lastTile = a.tile;
    }
    if (states[i]!.phase === 'playing' && states[i + 1]!.phase !== 'playing' && states[i + 1]!.result) history.push(states[i + 1]!.result!.points);
  }
  return { anchor, lastTile, history };
}

/** Narration of step k (what the action before it did; the deal at a round start). */
function stepMessages(states: readonly GameState[], actions: readonly Action[], k: number, names: string[]): Msg[] {
  if (k === 0) return narrateStart(states[0]!, names);
  return narrate(states[k - 1]!, actions[k - 1]!, states[k]!, names);
}

const ICON: Record<string, string> = {
  first: 'M3 3h2v10H3zM13 3 6 8l7 5z',
  previous: 'M12 3 4 8l8 5z',
  next: 'M4 3l8 5-8 5z',
  last: 'M11 3h2v10h-2zM3 3l7 5-7 5z',
  play: 'M4 2.5l10 5.5-10 5.5z',
  pause: 'M3.5 3h3v10h-3zM9.5 3h3v10h-3z',
};
const icon = (k: string) => html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${ICON[k]!} fill="currentColor" /></svg>`;

const STYLE = html`<style>
  .learn { display: grid; gap: 6px; justify-self: center; width: min(46rem, 100%); padding: 10px 14px; border-radius: 12px; background: #0a1810c7; box-shadow: 0 4px 14px #0006; font-size: .92rem; line-height: 1.4 }
  .learn h2 { font-size: 1.05rem; margin: 0 }
  .l-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px }
  .l-bar .btn { padding: .4rem .7rem; display: inline-flex; align-items: center; gap: 6px }
  .l-bar .l-pos { margin-inline-start: 4px; font-variant-numeric: tabular-nums; font-weight: 600 }
  .l-note { margin: 0; padding: 6px 10px; border-radius: 8px; background: var(--_tile); color: #2a2212; border-inline-start: 5px solid var(--_acc) }
  .l-narr p, .l-now, .l-fb { margin: 2px 0 }
  .l-now { color: var(--_acc) }
  .l-fb { font-weight: 600; padding: 4px 10px; border-radius: 8px; background: #ffffff1f }
  .l-fb.bad { background: #fbe3df; color: #6b1208 }
  .l-fb.ok { background: #d9f7de; color: #0d4a1b }
  .l-rules { padding: 8px 12px; border-radius: 10px; background: #fbf6e6; color: #2a2212 }
  .l-rules h3 { margin: 0 0 4px; font-size: 1rem }
  .l-rules h4 { margin: 8px 0 2px; font-size: .9rem }
  .l-rules p { margin: 2px 0; font-size: .88rem }
  .hand button.playable { filter: drop-shadow(0 0 5px var(--_acc)) drop-shadow(0 2px 2px #0006) }
</style>`;

/** The teach / lesson / replay driver of one element. */
export class Learn {
  /** `replay` or `lesson` while this module shows the steps itself; null while the actor plays. */
  view: 'replay' | 'lesson' | null = null;
  private record: GameRecord | null = null;
  private states: GameState[] = [];
  private actions: Action[] = [];
  pos = 0;
  private lessonObj: Lesson | null = null;
  private expectAt = new Map<number, number>(); // step → lesson step index with `expect`
  private stopsAt = new Set<number>(); // lesson steps (a little longer pause there)
  private feedback: { text: string; kind: 'ok' | 'bad' | 'info' } | null = null;
  auto = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private rulesOpen = false;
  private loadedRecord = '';
  private loadedLesson = '';
  private lastStep = -1;

  constructor(private host: LearnHost) {}

  private get text() {
    return learnText(this.host.learnLang);
  }

  private fmt(msg: Msg): string {
    const t = formatMessage(this.host.learnLang, msg);
    return t.charAt(0).toUpperCase() + t.slice(1); // a sentence may start with a tile's name
  }

  /** Seat names for narration: the `names` attribute, the record's, else the element's defaults (never "You"). */
  seatNames(): string[] {
    const h = this.host;
    return [...Array(h.ctl.game?.players ?? 0).keys()].map((s) => h.names.split(',')[s]?.trim() || h.log.names?.[s] || NAMES[s % 10]!);
  }

  private report(code: string, message: string): void {
    this.host.ctl.report(code, message);
  }

  /** The record shown in replay or a lesson, else null. */
  shown(): GameRecord | null {
    return this.view && this.record ? (JSON.parse(JSON.stringify(this.record)) as GameRecord) : null;
  }

  /** Seats shown as people here: replay nobody, a lesson its learner; otherwise undefined (the element decides). */
  human(seat: number): boolean | undefined {
    if (this.view === 'replay') return false;
    if (this.view === 'lesson') return seat === this.lessonObj!.learner;
    return undefined;
  }

  /** Replay shows every hand face up. */
  get showAll(): boolean {
    return this.view === 'replay';
  }

  /** Brings the view in line with the element's `lesson`, `record`, `mode` and `step`. */
  sync(): void {
    const h = this.host;
    if (h.lesson) {
      if (h.lesson !== this.loadedLesson) this.openLesson(h.lesson);
      return;
    }
    if (this.loadedLesson) {
      this.loadedLesson = '';
      this.leaveView();
    }
    if (h.record && h.record !== this.loadedRecord) {
      this.loadedRecord = h.record;
      this.load(h.record, h.step ?? 0);
      return;
    }
    if (h.mode === 'replay') {
      if (this.view !== 'replay') {
        const rec = h.log.toRecord();
        if (rec) this.enterReplay(rec, h.log.states.slice(), h.step ?? 0);
      } else if (h.step !== undefined && h.step !== this.pos && Number.isInteger(h.step)) this.go(h.step);
    } else if (this.view === 'replay' || (this.view === 'lesson' && !this.loadedLesson && h.mode !== 'teach')) this.leaveView();
  }

  // ---- records

  /** Loads a record (object, JSON text or `dt1.` text), a replay at step `at`; a bad one is reported (`bad-record`) and the game is kept. */
  load(input: unknown, at = 0): boolean {
    let record: GameRecord;
    try {
      if (typeof input === 'string') record = parseRecordAttribute(input);
      else record = validateRecord(input);
      rebuild(record); // proves it replays
    } catch (e) {
      this.report('bad-record', e instanceof Error ? e.message : String(e));
      if (!this.host.ctl.game && this.host.variant) this.host.newGame(); // a bad record attribute: play a fresh game instead
      return false;
    }
    this.stop();
    const h = this.host;
    if (h.mode === 'teach' && record.expect?.length) {
      const learner = Array.from({ length: record.players }, (_, s) => s).find((s) => h.isHuman(s)) ?? 0;
      this.startLesson(lessonFromRecord(record, { id: 'custom', learner }));
    } else if (h.mode === 'replay') {
      this.enterReplay(record, replay(record), at);
    } else {
      this.view = null;
      this.takeOver(record, recordActions(record).length);
    }
    return true;
  }

  /** Continues a record's game in play from step `step`: the actor is rebuilt silently. */
  private takeOver(record: GameRecord, step: number): void {
    const h = this.host;
    const cut = cutRecord(record, step);
    const { config, states, actions } = rebuild(cut);
    this.view = null;
    h.ctl.hold = false;
    h.ctl.start(config, true, actions);
    Object.assign(h.log, { states, actions, names: cut.names?.slice(), notes: cut.notes && { ...cut.notes }, expect: cut.expect?.slice() });
    // the table marks, and this round's moves as every seat saw them (the computer players' history)
    let from = actions.length;
    while (from > 0 && actions[from - 1]!.type !== 'next-round') from--;
    Object.assign(h.ctl, marks(states, actions, actions.length), { moves: actions.slice(from).map((action, i) => ({ seat: states[from + i]!.turn, action })) });
    this.lastStep = -1;
    h.requestUpdate();
  }

  /** Leaves replay or a lesson: play goes on from the step shown. */
  private leaveView(): void {
    this.stop();
    if (this.view && this.record) this.takeOver(this.record, this.pos);
    this.lessonObj = null;
    this.feedback = null;
  }

  // ---- replay and lesson views

  private enterReplay(record: GameRecord, states: GameState[], step: number): void {
    this.stop();
    this.view = 'replay';
    this.record = record;
    this.states = states;
    this.actions = recordActions(record);
    this.host.log.names = record.names?.slice();
    this.host.ctl.hold = true;
    this.lastStep = -1;
    this.go(step);
  }

  /** The last step of the record shown (replay / lesson). */
  get total(): number {
    return this.view ? this.states.length - 1 : this.host.log.step;
  }

  /** Shows step k (clamped) and fires `domino-step` after the render. */
  go(k: number): void {
    if (!this.view) return;
    const h = this.host;
    const n = Math.max(0, Math.min(this.total, Math.trunc(Number(k) || 0)));
    this.pos = n;
    const ctl = h.ctl;
    ctl.game = this.states[n]!;
    ctl.error = null;
    Object.assign(ctl, marks(this.states, this.actions, n));
    h.step = n;
    h.requestUpdate();
    this.announce(n, this.total, this.record!);
  }

  private announce(step: number, total: number, record: GameRecord | null): void {
    if (step === this.lastStep) return;
    this.lastStep = step;
    const note = record?.notes?.[keyOf(record, step)] ?? null;
    this.host.updateComplete.then(() => this.host.dispatchEvent(new CustomEvent('domino-step', { detail: { step, total, note }, bubbles: true, composed: true })));
  }

  next(): void {
    this.go(this.pos + 1);
  }

  previous(): void {
    this.go(this.pos - 1);
  }

  /** Replay autoplay on/off (at the `speed` pace). */
  toggle(): void {
    if (this.view !== 'replay') return;
    if (this.auto) return this.stop();
    if (this.pos >= this.total) this.go(0);
    this.auto = true;
    this.tick();
    this.host.requestUpdate();
  }

  private tick(): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.auto || this.view !== 'replay') return;
      this.next();
      if (this.pos >= this.total) this.stop();
      else this.tick();
    }, Math.max(0, Number(this.host.speed) || 0));
  }

  /** Stops autoplay and lesson pacing. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.auto) {
      this.auto = false;
      this.host.requestUpdate();
    }
  }

  /** Replay keys: ← → Home End Space. True when handled. */
  key(e: KeyboardEvent): boolean {
    if (this.view !== 'replay') return false;
    const k = e.key;
    if (k === 'ArrowLeft') this.previous();
    else if (k === 'ArrowRight') this.next();
    else if (k === 'Home') this.go(0);
    else if (k === 'End') this.go(this.total);
    else if (k === ' ' || k === 'Spacebar') this.toggle();
    else return false;
    return true;
  }

  /** An action from the element: replay and lessons take it over (true); otherwise the actor plays it (false). */
  intercept(action: Action): boolean {
    if (this.view === 'replay') {
      if (action.type === 'next-round') this.next();
      return true;
    }
    if (this.view === 'lesson') {
      this.lessonMove(action);
      return true;
    }
    return false;
  }

  /** Teach mode: an action was applied by the actor. */
  applied(): void {
    if (this.host.mode === 'teach' && !this.view) {
      const log = this.host.log;
      this.announce(log.step, log.step, log.toRecord());
    }
  }

  // ---- lessons

  private openLesson(id: string): void {
    this.loadedLesson = id;
    let all: Lesson[];
    try {
      all = builtInLessons();
    } catch (e) {
      this.report('bad-record', e instanceof Error ? e.message : String(e));
      return;
    }
    const l = all.find((x) => x.id === id) ?? all.find((x) => x.variant === id);
    if (!l) {
      this.report('unknown-lesson', this.text.unknownLesson(id, all.map((x) => x.id).join(', ')));
      return;
    }
    this.startLesson(l);
  }

  private startLesson(l: Lesson): void {
    this.stop();
    this.view = 'lesson';
    this.lessonObj = l;
    this.record = l.record;
    this.states = replay(l.record);
    this.actions = recordActions(l.record);
    this.expectAt = new Map(l.steps.flatMap((s, i) => (s.expect ? [[s.at, i] as [number, number]] : [])));
    this.stopsAt = new Set(l.steps.map((s) => s.at));
    this.feedback = null;
    this.host.log.names = l.record.names?.slice();
    this.host.ctl.hold = true;
    this.lastStep = -1;
    this.go(0);
    this.pace();
  }

  /** Whether the lesson waits for the learner now. */
  get waiting(): boolean {
    return this.view === 'lesson' && this.expectAt.has(this.pos);
  }

  /** Plays the lesson's own moves at the `speed` pace until the learner's next move. */
  private pace(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.view !== 'lesson') return;
    if (this.waiting) {
      if (!this.feedback || this.feedback.kind === 'ok') this.feedback = { text: this.fmt({ key: 'lesson.your-move', params: { name: this.seatNames()[this.lessonObj!.learner] ?? '' } }), kind: 'info' };
      this.host.requestUpdate();
      return;
    }
    if (this.pos >= this.total) {
      this.feedback = { text: this.fmt({ key: 'lesson.done', params: {} }), kind: 'ok' };
      this.host.requestUpdate();
      return;
    }
    const speed = Math.max(0, Number(this.host.speed) || 0);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.view !== 'lesson') return;
      this.go(this.pos + 1);
      this.pace();
    }, this.stopsAt.has(this.pos) ? speed * 3 : speed);
  }

  private lessonMove(action: Action): void {
    const idx = this.expectAt.get(this.pos);
    if (idx === undefined || !this.lessonObj) return;
    const v = checkLessonMove(this.lessonObj, idx, action, this.states[this.pos]);
    if (v.ok) {
      this.feedback = { text: this.fmt({ key: 'lesson.right', params: {} }), kind: 'ok' };
      this.go(this.pos + 1);
      this.pace();
    } else {
      this.feedback = { text: this.fmt(v.explanation), kind: 'bad' };
      this.host.requestUpdate();
    }
  }

  /** The move the lesson waits for, its hint shown in the lesson's words; null when it waits for none. */
  hint(): Action | null {
    const idx = this.expectAt.get(this.pos);
    if (this.view !== 'lesson' || idx === undefined) return null;
    const m = lessonHint(this.lessonObj!, idx);
    if (!m) return null;
    this.feedback = { text: this.fmt(m), kind: 'info' };
    this.host.requestUpdate();
    return this.lessonObj!.steps[idx]!.expect ?? null;
  }

  // ---- undo

  /** Takes back the person's last move and the computer moves after it (src/record/undo.ts); a refusal is reported. */
  undo(): boolean {
    const h = this.host;
    if (this.view) return false;
    const rec = h.log.toRecord();
    if (!rec) return false;
    const humans = Array.from({ length: rec.players }, (_, s) => s).filter((s) => h.isHuman(s));
    const res = undoRecord(rec, humans, h.log.states);
    if ('refused' in res) {
      this.report('cannot-undo', this.text.refused[res.refused] ?? res.refused);
      return false;
    }
    this.takeOver(res.record, res.step);
    h.ctl.say = this.text.undone(res.undone);
    return true;
  }

  // ---- rendering

  /** The panel under the board, or nothing in plain play. */
  panel(g: GameState): TemplateResult | typeof nothing {
    const h = this.host;
    const t = this.text;
    const teach = h.mode === 'teach' && !this.view;
    if (!this.view && !teach) return this.rulesOpen ? html`${STYLE}<section class="learn">${this.rulesView(g)}</section>` : nothing;
    const names = this.seatNames();
    const states = this.view ? this.states : h.log.states;
    const actions = this.view ? this.actions : h.log.actions;
    const k = this.view ? this.pos : h.log.step;
    let narr: string[] = [];
    let now = '';
    try {
      if (states[k]) narr = stepMessages(states, actions, k, names).map((m) => this.fmt(m));
      now = explainTurn(g, names).map((m) => this.fmt(m)).join(' ');
    } catch {
      // a state this narration does not know: show the table only
    }
    const record = this.view ? this.record : null;
    const rec = record ?? (h.log.notes ? h.log.toRecord() : null);
    const note = rec?.notes?.[keyOf(rec, k)];
    const replaying = this.view === 'replay';
    const lesson = this.view === 'lesson' ? this.lessonObj : null;
    const btn = (name: 'first' | 'previous' | 'next' | 'last', to: () => void, off: boolean, keys: string) =>
      html`<button class="btn quiet" aria-label=${t[name]} title=${t[name]} aria-disabled=${off ? 'true' : 'false'} aria-keyshortcuts=${keys} @click=${() => !off && to()}>${icon(name)}</button>`;
    return html`${STYLE}<section class="learn" aria-label=${replaying ? t.replay : lesson ? t.lesson : t.narration}>
      ${lesson ? html`<h2>${this.fmt({ key: lesson.titleKey, params: {} })}</h2>` : nothing}
      ${replaying
        ? html`<div class="l-bar" role="toolbar" aria-label=${t.replay}>
            ${btn('first', () => this.go(0), k === 0, 'Home')}${btn('previous', () => this.previous(), k === 0, 'ArrowLeft')}
            <button class="btn l-play" aria-pressed=${this.auto ? 'true' : 'false'} aria-keyshortcuts="Space" @click=${() => this.toggle()}>${icon(this.auto ? 'pause' : 'play')}${this.auto ? t.pause : t.play}</button>
            ${btn('next', () => this.next(), k >= this.total, 'ArrowRight')}${btn('last', () => this.go(this.total), k >= this.total, 'End')}
            <span class="l-pos" aria-live="polite">${t.stepOf(k, this.total)}</span>
          </div>`
        : nothing}
      ${note ? html`<p class="l-note"><b>${t.note}:</b> ${note}</p>` : nothing}
      ${narr.length ? html`<div class="l-narr" aria-label=${t.narration}>${narr.map((s) => html`<p>${s}</p>`)}</div>` : nothing}
      ${now && !replaying ? html`<p class="l-now"><b>${t.now}:</b> ${now}</p>` : nothing}
      ${lesson && this.feedback ? html`<p class="l-fb ${this.feedback.kind}" role="status">${this.feedback.text}</p>` : nothing}
      <div class="l-bar">
        ${lesson && this.waiting ? html`<button class="btn" aria-keyshortcuts="H" @click=${() => h.hint()}>${t.hint}</button>` : nothing}
        <button class="btn quiet" aria-expanded=${this.rulesOpen ? 'true' : 'false'} @click=${() => this.toggleRules()}>${t.rules}</button>
        ${lesson ? html`<span class="l-pos">${t.stepOf(k, this.total)}</span>` : nothing}
      </div>
      ${this.rulesOpen ? this.rulesView(g) : nothing}
      ${replaying ? html`<p class="help">${t.replayKeys}</p>` : nothing}
    </section>`;
  }

  /** Opens or closes the rules card. */
  toggleRules(open = !this.rulesOpen): void {
    this.rulesOpen = open;
    this.host.requestUpdate();
  }

  private rulesView(g: GameState): TemplateResult {
    const card = rulesCard(g.variant, g.options, this.host.learnLang, g.players);
    return html`<section class="l-rules" aria-labelledby="l-rules-h">
      <h3 id="l-rules-h">${card.title}</h3>
      ${card.sections.map((s) => html`<h4>${s.heading}</h4>${s.paragraphs.map((p) => html`<p>${p}</p>`)}`)}
      <button class="btn" @click=${() => this.toggleRules(false)}>${this.text.close}</button>
    </section>`;
  }
}
