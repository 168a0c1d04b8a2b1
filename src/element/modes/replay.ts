/**
 * Records, replay and undo for `<domino-table>`, loaded on demand by the
 * teaching coordinator (./learn.ts) only when one of them is used.
 *
 * - loads records (object, JSON or `dt1.` text) and takes over a game from a
 *   record step (play/teach: the actor is rebuilt silently from the record);
 *   a record with `expect` entries opened in teach mode becomes a lesson;
 * - shows replay steps itself (`ctl.hold` stops the actor from moving);
 * - renders the replay panel: controls, notes, narration.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { applyAction, createGame } from '../../engine/game.js';
import type { Action, Deal, GameConfig, GameState } from '../../engine/game.js';
import { encodeRecord, keyOf, parseRecordAttribute, recordActions, replay, stepOf, validateRecord } from '../../record/record.js';
import type { GameRecord } from '../../record/record.js';
import { undo as undoRecord } from '../../record/undo.js';
import type { Lesson } from '../../teach/lesson.js';
import { lines } from './learn-ui.js';
import { catalogue } from '../../teach/messages.js';
import type { Learn } from './learn.js';

export { encodeRecord };

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

/**
 * A lesson from a record with `expect` entries: the position is the record up
 * to the first expected move; from there every move of that seat is a step
 * whose goal is the recorded move (its note, if any, the goal's words), and
 * the other seats' recorded moves are played between.
 */
export async function lessonFromRecord(learn: Learn, record: GameRecord): Promise<Lesson> {
  const { moveText, parseLesson } = await learn.reader(); // the lesson reader loads now
  const states = replay(record);
  const actions = recordActions(record);
  const expected = (record.expect ?? []).map((k) => stepOf(record, k)).filter((k): k is number => k !== null).sort((a, b) => a - b);
  const first = expected[0] ?? 0;
  const last = expected.at(-1) ?? 0;
  const learner = states[first]!.turn ?? 0;
  const steps: Record<string, unknown>[] = [];
  for (let k = first; k <= last; k++) {
    const a = actions[k]!;
    if (a.type === 'next-round' || states[k]!.turn === learner) {
      const goal = a.type === 'play' ? { do: 'play', tile: a.tile, ...(a.at ? { at: a.at } : {}) } : a.type === 'draw' ? { do: 'draw', ...(a.from ? { from: a.from } : {}) } : { do: a.type };
      const note = record.notes?.[keyOf(record, k)];
      steps.push({ goal, then: [], ...(note ? { text: note } : {}) });
    } else (steps.at(-1)!.then as string[]).push(moveText(a));
  }
  return parseLesson({ id: 'custom', variant: record.variant, players: record.players, options: record.options, names: record.names, learner, title: record.notes?.[keyOf(record, 0)] ?? '', position: { deals: record.rounds.map((r) => r.deal), moves: actions.slice(0, first).map(moveText) }, steps });
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

const ICON: Record<string, string> = {
  first: 'M3 3h2v10H3zM13 3 6 8l7 5z',
  previous: 'M12 3 4 8l8 5z',
  next: 'M4 3l8 5-8 5z',
  last: 'M11 3h2v10h-2zM3 3l7 5-7 5z',
  play: 'M4 2.5l10 5.5-10 5.5z',
  pause: 'M3.5 3h3v10h-3zM9.5 3h3v10h-3z',
};
const icon = (k: string) => html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${ICON[k]!} fill="currentColor" /></svg>`;

/** Records, replay and undo of one element (see the module comment). */
export class Records {
  /** `replay` while this module shows the steps itself; null while the game plays. */
  view: 'replay' | null = null;
  private record: GameRecord | null = null;
  private states: GameState[] = [];
  private actions: Action[] = [];
  pos = 0;
  auto = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private loadedRecord = '';
  private lastStep = -1;

  constructor(private learn: Learn) {}

  private get host() {
    return this.learn.host;
  }

  private report(code: string, message: string): void {
    this.host.ctl.report(code, message);
  }

  /** The states and actions of the replay up to the step shown (the move log's source). */
  steps(): { states: GameState[]; actions: Action[] } {
    return { states: this.states.slice(0, this.pos + 1), actions: this.actions.slice(0, this.pos) };
  }

  /** The record shown in replay, else null. */
  shown(): GameRecord | null {
    return this.view && this.record ? (JSON.parse(JSON.stringify(this.record)) as GameRecord) : null;
  }

  /** Replay shows nobody as a person here. */
  human(seat: number): boolean | undefined {
    void seat;
    return this.view === 'replay' ? false : undefined;
  }

  /** Replay shows every hand face up. */
  get showAll(): boolean {
    return this.view === 'replay';
  }

  /** The author's note at step k of the game played (a loaded record's notes), or null. */
  noteAt(k: number): string | null {
    const log = this.host.log;
    if (!log.notes) return null;
    const rec = log.toRecord();
    return (rec && rec.notes?.[keyOf(rec, k)]) ?? null;
  }

  /** Brings the view in line with the element's `record`, `mode` and `step`. */
  sync(): void {
    const h = this.host;
    if (h.record && h.record !== this.loadedRecord) {
      this.loadedRecord = h.record;
      void this.load(h.record, h.step ?? 0);
      return;
    }
    if (h.mode === 'replay') {
      if (this.view !== 'replay') {
        const rec = h.log.toRecord();
        if (rec) this.enterReplay(rec, h.log.states.slice(), h.step ?? 0);
      } else if (h.step !== undefined && h.step !== this.pos && Number.isInteger(h.step)) this.go(h.step);
    } else if (this.view === 'replay') this.leave();
  }

  /** Loads a record (object, JSON text or `dt1.` text), a replay at step `at`; a bad one is reported (`bad-record`) and the game is kept. */
  async load(input: unknown, at = 0): Promise<boolean> {
    let record: GameRecord;
    try {
      record = typeof input === 'string' ? parseRecordAttribute(input) : validateRecord(input);
      rebuild(record); // proves it replays
    } catch (e) {
      this.report('bad-record', e instanceof Error ? e.message : String(e));
      if (!this.host.ctl.game && this.host.variant) this.host.newGame(); // a bad record attribute: play a fresh game instead
      return false;
    }
    this.stop();
    const h = this.host;
    if (h.mode === 'teach' && record.expect?.length) {
      try {
        this.learn.startLesson(await lessonFromRecord(this.learn, record));
      } catch (e) {
        this.report('bad-lesson', e instanceof Error ? e.message : String(e));
        return false;
      }
    } else if (h.mode === 'replay') this.enterReplay(record, replay(record), at);
    else {
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
    h.ctl.turnAgain(); // the host page learns whose turn it is now (a person's legal actions), as after any move
  }

  /** Leaves replay: play goes on from the step shown. */
  leave(): void {
    this.stop();
    if (this.view && this.record) this.takeOver(this.record, this.pos);
  }

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

  /** The last step of the record shown. */
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
    if (n === this.lastStep) return;
    this.lastStep = n;
    const note = this.record?.notes?.[keyOf(this.record, n)] ?? null;
    const detail = { step: n, total: this.total, note };
    // After the render that shows the step with its narration (whose words may still be loading).
    catalogue(this.learn.lang, this.states[n]!.variant, 'more')
      .then(() => (h.requestUpdate(), h.updateComplete))
      .then(() => h.dispatchEvent(new CustomEvent('domino-step', { detail, bubbles: true, composed: true })));
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

  /** Stops autoplay. */
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

  /** Replay takes every action from the element over (next-round steps on). */
  intercept(action: Action): boolean {
    if (this.view !== 'replay') return false;
    if (action.type === 'next-round') this.next();
    return true;
  }

  /** Takes back the person's last move and the computer moves after it (src/record/undo.ts); a refusal is reported. */
  async undo(): Promise<boolean> {
    const h = this.host;
    if (this.view || this.learn.view) return false;
    const rec = h.log.toRecord();
    if (!rec) return false;
    await catalogue(this.learn.lang, rec.variant, 'more'); // the words of a refusal or of what was taken back
    const humans = Array.from({ length: rec.players }, (_, s) => s).filter((s) => h.isHuman(s));
    const res = undoRecord(rec, humans, h.log.states);
    if ('refused' in res) {
      this.report('cannot-undo', this.learn.t(`refused.${res.refused}`));
      return false;
    }
    this.takeOver(res.record, res.step);
    h.ctl.say = this.learn.t('undone', { n: res.undone });
    return true;
  }

  /** The replay panel: controls, the note, the step's narration. */
  panel(g: GameState): TemplateResult | typeof nothing {
    if (!this.learn.need(g.variant, 'more')) return nothing;
    const learn = this.learn;
    const t = (k: string, p?: Record<string, number>) => learn.t(k, p);
    const k = this.pos;
    const note = this.record?.notes?.[keyOf(this.record, k)];
    const narr = learn.narration(this.states, this.actions, k);
    const btn = (name: 'first' | 'previous' | 'next' | 'last', to: () => void, off: boolean, keys: string) =>
      html`<button class="btn quiet" aria-label=${t(name)} title=${t(name)} aria-disabled=${off ? 'true' : 'false'} aria-keyshortcuts=${keys} @click=${() => !off && to()}>${icon(name)}</button>`;
    return html`<section class="learn" aria-label=${t('replay')}>
      <div class="l-bar" role="toolbar" aria-label=${t('replay')}>
        ${btn('first', () => this.go(0), k === 0, 'Home')}${btn('previous', () => this.previous(), k === 0, 'ArrowLeft')}
        <button class="btn l-play" aria-pressed=${this.auto ? 'true' : 'false'} aria-keyshortcuts="Space" @click=${() => this.toggle()}>${icon(this.auto ? 'pause' : 'play')}${t(this.auto ? 'pause' : 'play')}</button>
        ${btn('next', () => this.next(), k >= this.total, 'ArrowRight')}${btn('last', () => this.go(this.total), k >= this.total, 'End')}
        <span class="l-pos" aria-live="polite">${this.total ? t('stepOf', { k, n: this.total }) : t('nothing').charAt(0).toUpperCase() + t('nothing').slice(1) /* not "Step 0 of 0" */}</span>
      </div>
      ${note ? html`<p class="l-note"><b>${t('note')}:</b> ${note}</p>` : nothing}
      ${narr.length ? html`<div class="l-narr" aria-label=${t('narration')}>${lines(learn, narr)}</div>` : nothing}
      <div class="l-bar">${this.learn.tools(g)}</div>
      ${this.learn.extras(g, [])}
      <p class="help">${t('replayKeys')}</p>
    </section>`;
  }
}
