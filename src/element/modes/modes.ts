/**
 * The parts of `<domino-table>` that load when first needed, behind one small facade the element asks: teaching,
 * lessons, records and replay (./learn.ts), online play (./online.ts), `persist` (./persist.ts) and the motion of
 * each move (../motion.ts). Until a part is here its questions have their plain answers (no panel, no status of its
 * own, nothing taken over).
 */
import { html, nothing } from 'lit';
import type { CSSResult } from 'lit';
import type { Action } from '../../engine/game.js';
import type { GameState } from '../../engine/game.js';
import type { GameRecord } from '../../record/record.js';
import type { Intent, Table } from '../../table/table.js';
import type { TableView } from '../../table/view.js';
import type * as LearnModule from './learn.js';
import type * as OnlineModule from './online.js';
import type * as ClassModule from './class.js';
import type * as PersistModule from './persist.js';
import type * as MotionModule from '../motion.js';
import type * as PanelsModule from '../parts/panels.js';
import type * as TipsModule from './tips.js';
import type { ReviewUI } from './review-ui.js';
import { warnOnce } from '../../ai/settings.js';

// The parts loaded at connect (../parts/panels.ts: the count, the sheet, the cover, banners, the log), once per page.
let panelsMod: typeof PanelsModule | null = null;
let panelsP: Promise<typeof PanelsModule | null> | null = null;
const loadPanels = (): Promise<typeof PanelsModule | null> =>
  (panelsP ??= import('../parts/panels.js').then(
    (x) => (panelsMod = x),
    (e: Error) => {
      warnOnce('panels', `the count and help panels did not load (${e}): the table plays on without them`);
      return null;
    },
  ));

// Play's tips in player words (./tips.ts), loaded at connect too: a refused move is explained without the teaching code.
let tipsP: Promise<typeof TipsModule> | null = null;
const loadTips = (): Promise<typeof TipsModule> =>
  (tipsP ??= import('./tips.js').catch((e: Error) => {
    tipsP = null; // tried again next time
    throw e;
  }));

export type { ModesHost } from '../props.js';
import type { ModesHost } from '../props.js';

/** Where online play stands: the connection's state, the room's code, the seat this screen plays (null: watching). */
export interface Connection {
  state: OnlineModule.ConnectionState;
  room: string;
  seat: number | null;
}

/** The element's facade over its modes (see the module comment). */
export interface Modes {
  learn(): Promise<LearnModule.Learn | null>;
  /** The teaching module, loaded now (rejects when it cannot load). */
  learning(): Promise<LearnModule.Learn>;
  online(): Promise<OnlineModule.Online | null>;
  /** Class mode (`mode="class"`, ./class.ts), loaded now. */
  klass(): Promise<ClassModule.ClassMode | null>;
  /** The parts loaded at connect, once they are here; else null. */
  panels(): typeof PanelsModule | null;
  /** Loads them (once per page) and adopts their styles; null when they cannot load (the table plays on without them). */
  loadPanels(): Promise<typeof PanelsModule | null>;
  /** Online play's connection (null when the table is not online). */
  connection(): Connection | null;
  persist(): Promise<PersistModule.Saver | null>;
  hint(): Promise<Action | null>;
  why(tile: string): void;
  intercept(intent: Intent): boolean;
  shown(): GameRecord | null;
  steps(): { states: GameState[]; actions: Action[] } | null;
  pos(): number;
  key(e: KeyboardEvent): boolean;
  bar(): unknown;
  /** Online: the room panel (seats, invitation links, clock, quick chat), or undefined. */
  room(): unknown;
  panel(v: TableView | null): unknown;
  status(): string | undefined;
  motion(v: TableView | null): void;
  lift(tile: unknown): void;
  /** "Review this hand": the move review's panel (its own chunk, ./review-ui.ts), for the hand just played or the replay's record. */
  review(): Promise<void>;
  /** "Replay this hand" at the count: the game played so far in replay, from the hand's deal, playing; "Back to the game" returns to the count. */
  replayHand(): Promise<void>;
}

/** The modes of one element. */
export function loadModes(host: ModesHost, table: Table, adopt: (sheet: CSSResult) => void): Modes {
  let learn: LearnModule.Learn | null = null;
  let learnP: Promise<LearnModule.Learn> | null = null;
  let online: OnlineModule.Online | null = null;
  let onlineP: Promise<OnlineModule.Online | null> | null = null;
  let klass: ClassModule.ClassMode | null = null;
  let klassP: Promise<ClassModule.ClassMode | null> | null = null;
  let saver: PersistModule.Saver | null = null;
  let saverP: Promise<PersistModule.Saver | null> | null = null;
  let fx: typeof MotionModule | null = null;
  let fxP: Promise<unknown> | null = null;
  let rv: ReviewUI | null = null;
  let rvP: Promise<ReviewUI> | null = null;
  let handReplay: unknown = null; // the replay of the hand just played ("Replay this hand"): "Back to the game" leaves it
  const shownGame = () => {
    const src = table.source as { kind?: string; record?: GameRecord; states?: GameState[]; actions?: Action[] } | null;
    if (src?.kind === 'replay' && src.record && src.states && src.actions) return { record: src.record, states: src.states, actions: src.actions };
    return { record: table.log.toRecord(), states: table.log.states, actions: table.log.actions };
  };
  const learning = (): Promise<LearnModule.Learn> => {
    if (host.course && learn && !('courses' in learn)) learnP = null; // a course asked for after a lesson: the coordinator with courses takes over
    return (learnP ??= (host.course ? import('./learn.js').then(async (l) => {
          const p = await l.teaching.puzzles();
          return { Learn: (await p.courses()).withCourses(l.Learn, { ...l.teaching, parsePuzzle: p.parsePuzzle }) as typeof l.Learn };
        }) : import('./learn.js')).then(
      (m) => {
        host.requestUpdate();
        return (learn = learn && ('courses' in learn || !host.course) ? learn : new m.Learn(host, table, adopt));
      },
      (e) => {
        learnP = null; // a failed load is tried again next time
        throw e;
      },
    ));
  };
  // "Back to the game": the replay at its last step (the count) is taken over by play again (./review.ts takeOver).
  const back = () => {
    const r = table.source as unknown as { kind: string; total: number; pause(): void; go(k: number): void };
    if (r?.kind !== 'replay') return;
    r.pause();
    r.go(r.total);
    handReplay = null;
    Object.assign(host, { step: r.total, mode: 'play' });
  };
  const modes: Modes = {
    learn: () => learning().catch(() => null),
    learning,
    online: () =>
      (onlineP ??= import('./online.js').then(
        (m) => (online ??= new m.Online(host, table, adopt)),
        (e: Error) => (table.report('internal', `online play did not load (${e})`), (onlineP = null)),
      )),
    klass: () =>
      (klassP ??= import('./class.js').then(
        (m) => (host.requestUpdate(), (klass ??= new m.ClassMode(host, table, adopt))),
        (e: Error) => (table.report('internal', `class mode did not load (${e})`), (klassP = null)),
      )),
    persist: () =>
      (saverP ??= import('./persist.js').then(
        (m) => (saver ??= new m.Saver(host, table, (r) => learning().then((l) => l.load(r)))),
        () => (saverP = null),
      )),
    hint: () => (klass && table.source === klass ? Promise.resolve(null) : learn?.view === 'lesson' ? Promise.resolve(learn.hint()) : table.hint().then((a) => (a && loadTips().then((t) => t.hintReason(table, a), () => {}), a))),
    why: (tile) => (learn?.view === 'lesson' ? learn.why(tile) : void loadTips().then((t) => t.why(table, tile), () => {})),
    panels: () => panelsMod,
    loadPanels: () => loadPanels().then((x) => (x && adopt(x.panelStyles), x)),
    connection: () => (klass && host.server && host.mode === 'class' ? { state: klass.status, room: klass.code, seat: null } : online && host.server ? { state: online.status, room: online.code, seat: online.mySeat } : null),
    intercept: (intent) => (klass && table.source === klass ? klass.intercept(intent) : false) || (learn?.intercept(intent) ?? false) || (online?.intercept(intent) ?? false),
    shown: () => learn?.shown() ?? online?.record ?? null,
    steps: () => learn?.steps() ?? null,
    pos: () => learn?.pos ?? 0,
    key: (e) => rv?.key(e) || (learn?.key(e) ?? false),
    bar: () => (klass && host.mode === 'class' ? (table.source === klass && table.game ? undefined : klass.panel()) : online?.bar()), // a class before its first question: its panel
    room: () => (host.server ? online?.panel() : undefined),
    panel: (v) => {
      const open = rv?.panel(v);
      if (open !== undefined) return open;
      if (!learn && v && table.state.panel === 'rules') void learning().catch(() => {}); // the rules card is drawn by the teaching code
      if (klass && host.mode === 'class') return v && table.source === klass ? klass.panel() : undefined;
      const p = v ? learn?.panel(v) : undefined;
      // In a replay, "Review this hand" under its panel (and "Back to the game" when it replays the hand just played).
      return learn?.view === 'replay' && p !== undefined
        ? html`${p}<div class="bar review-open"><button class="btn quiet" @click=${() => void modes.review()}>${table.say.t('review.open')}</button>${table.source === handReplay ? html`<button class="btn" data-back @click=${() => back()}>${table.say.t('replay.back')}</button>` : nothing}</div>`
        : p;
    },
    review: () =>
      (rvP ??= import('./review-ui.js').then(
        (m) => {
          adopt(m.ReviewUI.styles);
          return (rv = new m.ReviewUI({ requestUpdate: () => host.requestUpdate(), shown: shownGame, lesson: (r) => learning().then((x) => x.lessonOf(r)), make: (r, k) => void import('./make.js').then((x) => x.make(host, r, k)) }, table));
        },
        (e: Error) => ((rvP = null), Promise.reject(e)),
      ))
        .then((x) => x.start())
        .then(
          () => {},
          (e: Error) => table.report('internal', `the move review did not load (${e})`),
        ),
    replayHand: async () => {
      if (!table.game || table.game.phase === 'playing' || table.source?.kind !== 'local') return;
      const acts = table.log.actions;
      let from = 0;
      for (let k = acts.length - 1; k >= 0; k--) if (acts[k]!.type === 'next-round') {
        from = k + 1;
        break;
      }
      rv?.close();
      const shown = new Promise<void>((ok) => {
        const off = table.events.on('change', () => table.source?.kind === 'replay' && (off(), ok()));
      });
      Object.assign(host, { step: from, mode: 'replay' }); // the replay of the game played so far (./review.ts replayLog)
      await shown;
      handReplay = table.source;
      (table.source as unknown as { toggle(): void }).toggle(); // it plays at the table's pace
    },
    status: () => rv?.status() ?? (klass && table.source === klass ? klass.statusLine() : learn?.status()),
    motion: (v) => {
      if (fx) return fx.motion(host, table, v, learn?.steps() ?? table.log, learn?.view ? learn.pos : table.log.step);
      fxP ??= import('../motion.js').then(
        (m) => (adopt(m.motionStyles), (fx = m)),
        () => null, // without it, moves are shown without motion
      );
    },
    lift: (tile) => fx?.lift(host, tile),
  };
  void loadPanels().then((p) => p?.hear(host)); // `sound`
  void loadTips().catch(() => {}); // here before the first refused move
  table.events.onAny((type) => {
    if (type !== 'change' && type !== 'domino-error') saver?.save();
  });
  // A refused move is told in player words (./tips.ts).
  table.events.on('domino-error', () => {
    const a = table.state.error?.action;
    if (a) void loadTips().then((t) => t.explain(table, a), () => {});
  });
  return modes;
}
