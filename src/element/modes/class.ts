/**
 * Class mode for `<domino-table>` (`mode="class"` with `server`), loaded only then: a source of the headless table
 * that shows what the class room (src/server/class-room.ts) says. Without `room` (or `room="new"`) this screen is
 * the teacher's: it creates the class with `lesson` and shows its code, the students' link and QR code, the counts
 * of the answers and the Reveal / Next step controls; with a `room` code it is a student's: a name, then each
 * question on the table (the lesson's position, the student's own copy), the student's move sent and judged by the
 * room. `room` becomes the code once created; `domino-connection` fires as in online play.
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import { html } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import type { Action } from '../../engine/game.js';
import { loadVariant } from '../../engine/load.js';
import { CC, CLASS_ROOM, CS, NAME_MAX } from '../../online/class-protocol.js';
import { readCode } from '../../online/code.js';
import type { ClassMessage, MineMessage, TallyMessage } from '../../online/class-protocol.js';
import type { Lesson, Text } from '../../teach/lesson.js';
import { rulesOf } from '../../engine/game.js';
import { withVariant } from '../../engine/load.js';
import type { Intent, Source, Table } from '../../table/table.js';
import type { Humans } from '../../table/seats.js';
import type { Props } from '../props.js';
import { classPanel, classStyles } from '../parts/class.js';
import type { ClassBarView, ClassView } from '../parts/class.js';
import type { ConnectionState } from './online.js';

/** What class mode needs of the element. */
export interface ClassHost extends Props {
  requestUpdate(): void;
  dispatchEvent(e: Event): boolean;
}

// The lessons and their words come through the teaching chunk (./learn.ts), so that a class adds no chunk to what a
// lesson page loads (npm run size:teach): the room judges the moves, this screen only shows them.
const teaching = () => import('./learn.js').then((x) => x.teaching);

/** A lesson by built-in id (a variant name: its first) or as JSON, as the room opened it. */
async function openLesson(input: string): Promise<Lesson> {
  const t = await teaching();
  const text = input.trim();
  if (!text.startsWith('{')) {
    const entry = t.LESSONS.find((x) => x.id === text) ?? t.LESSONS.find((x) => x.variant === text);
    if (!entry) throw new Error(`Unknown lesson "${text.slice(0, 40)}"`);
    await withVariant(() => rulesOf(entry.variant));
    return (await t.builtIn(entry.variant)).find((l) => l.id === entry.id)!;
  }
  const reader = await t.reader();
  return withVariant(() => reader.parseLesson(text));
}

const storeKey = (server: string, code: string) => `domino-table:class:${server}:${code}`;
/** Where a tab keeps the class it teaches on `server` (`{ lesson, code }`): a reload goes back to it. */
const teacherKey = (server: string) => `domino-table:teaching:${server}`;
const CONSENTED = [1000, 4000];
/** Where `persist` keeps a person's name (as online play does: ./online.ts). */
const nameKey = (persist: string) => `${persist || 'domino-table'}:name`;

/** One element's class session; see the module comment. */
export class ClassMode implements Source {
  readonly kind = 'class';
  status: ConnectionState = 'closed';
  code = '';
  role: 'teacher' | 'student' | null = null;
  #q: ClassMessage | null = null;
  #mine: MineMessage | null = null;
  #tally: TallyMessage | null = null;
  #lesson: Lesson | null = null;
  #lessonKey = '';
  #room: Room | null = null;
  #client: Client | null = null;
  #gen = 0;
  #askName = false;
  #name = '';
  #error: string | null = null;
  #copied = false;
  #qr: { link: string; grid: boolean[][] | null } | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #closing = false;

  constructor(
    readonly host: ClassHost,
    readonly table: Table,
    adopt: (sheet: CSSResult) => void,
  ) {
    adopt(classStyles);
    void table.need('class').then(() => host.requestUpdate());
  }

  /** A student plays the lesson's learner; the teacher sees that hand and plays nothing. */
  get humans(): Humans {
    return [this.#lesson?.learner ?? 0];
  }

  get names(): string[] {
    const l = this.#lesson;
    return l ? l.names.map((n, s) => (s === l.learner ? '' : n)) : [];
  }

  get open(): boolean {
    return this.#lesson?.open ?? false;
  }

  /** A student may move while the question is open. */
  get acting(): boolean {
    return this.role === 'student' && this.#q?.phase === 'asking' && this.status === 'open';
  }

  /** A student's move: sent as the answer (the table does not play it: the room judges it). */
  act(action: Action): void {
    this.table.cancel();
    if (!this.acting || !this.#room) return;
    this.#room.send(CC.answer, { action });
  }

  /** Hints, new games and undo are no part of a class. */
  intercept(intent: Intent): boolean {
    return intent.type === 'hint' || intent.type === 'new-game' || intent.type === 'undo';
  }

  /** Connects as the attributes say: no `room` (or `new`) creates the class with `lesson`, else joins it as a student. */
  async connect(): Promise<void> {
    const gen = ++this.#gen;
    await this.#leave();
    const h = this.host;
    this.#client = new Client(h.server);
    this.#error = null;
    // the teacher's own `room` became the class's code: a new connection (another lesson) opens a new class
    const teacher = !h.room || h.room === 'new' || (this.role === 'teacher' && h.room === this.code);
    if (teacher) {
      const lesson = typeof h.lesson === 'string' ? h.lesson : JSON.stringify(h.lesson);
      if (!lesson) return this.#fail(gen, 'a class needs a lesson (the lesson attribute)');
      this.#set('connecting');
      try {
        const room = (await this.#taught(lesson)) ?? (await this.#client.create(CLASS_ROOM, { lesson }));
        if (gen !== this.#gen) return void room.leave(true);
        this.role = 'teacher';
        this.#attach(room);
        this.#store(teacherKey(h.server), JSON.stringify({ lesson, code: this.code }));
        if (h.room !== this.code) h.room = this.code; // the code to share, as online play does
      } catch (e) {
        return this.#fail(gen, e instanceof Error ? e.message : String(e));
      }
      return;
    }
    this.code = readCode(h.room); // as typed: any case, a dash or a space
    const saved = this.#saved();
    const name = h.names.split(',')[0]?.trim() || this.#name || this.#remembered();
    if (!saved && !name) {
      this.#askName = true;
      this.host.requestUpdate();
      return;
    }
    await this.#join(gen, saved, name);
  }

  /**
   * The class this page was teaching with `lesson` before a reload (kept for the tab in sessionStorage), joined again
   * with the teacher's token: the students stay in it. Null when there is none or it has ended.
   */
  async #taught(lesson: string): Promise<Room | null> {
    let was: { lesson?: unknown; code?: unknown } = {};
    try {
      was = JSON.parse(sessionStorage.getItem(teacherKey(this.host.server)) ?? '{}') ?? {};
    } catch {
      return null; // storage blocked or garbage: a new class
    }
    if (was.lesson !== lesson || typeof was.code !== 'string') return null;
    const token = this.#saved(was.code);
    return token ? this.#client!.joinById(was.code, { token }).catch(() => null) : null;
  }

  async #join(gen: number, token: string | null, name: string): Promise<void> {
    this.#askName = false;
    this.#set('connecting');
    try {
      const room = await this.#client!.joinById(this.code, token ? { token } : { name }).catch((e) => {
        if (!token || !name) throw e;
        return this.#client!.joinById(this.code, { name }); // a stale token: join afresh
      });
      if (gen !== this.#gen) return void room.leave(true);
      this.#attach(room);
    } catch (e) {
      if (gen !== this.#gen) return;
      if (!name) this.#askName = true;
      this.#fail(gen, e instanceof Error ? e.message : String(e));
    }
  }

  async #fail(gen: number, why: string): Promise<void> {
    if (gen !== this.#gen) return;
    this.#set('closed');
    await this.table.need('class');
    this.#error = this.table.say.t('cl.cannot', { why });
    this.table.report('class', this.#error);
    this.host.requestUpdate();
  }

  #attach(room: Room): void {
    this.#room = room;
    this.code = room.roomId;
    const inTurn = <M>(f: (m: M) => Promise<void> | void) => (m: M) => {
      this.#queue = this.#queue.then(() => f(m)).catch((e: Error) => this.table.report('internal', String(e)));
    };
    room.onMessage(CS.class, inTurn((m: ClassMessage) => this.#onClass(m)));
    room.onMessage(CS.mine, inTurn((m: MineMessage) => void (this.#mine = m, this.host.requestUpdate())));
    room.onMessage(CS.tally, inTurn((m: TallyMessage) => void (this.#tally = m, this.host.requestUpdate())));
    room.onMessage(CS.error, (m: { code: string; message: string }) => this.table.report(m.code, m.message, true));
    room.onLeave((code) => {
      if (this.#room !== room || this.#closing) return;
      this.#room = null;
      if (CONSENTED.includes(code)) this.#set('closed');
      else void this.#reconnect(room.reconnectionToken);
    });
    this.#set('open');
  }

  async #reconnect(token: string): Promise<void> {
    const gen = this.#gen;
    this.#set('reconnecting');
    for (let i = 0; i < 20 && gen === this.#gen; i++) {
      await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** i, 5000)));
      if (gen !== this.#gen) return;
      try {
        return this.#attach(await this.#client!.reconnect(token));
      } catch {
        // the server may be back in a moment
      }
    }
    if (gen === this.#gen) this.#set('closed');
  }

  async #onClass(m: ClassMessage): Promise<void> {
    if (m.token) this.#save(m.token);
    this.role = m.role;
    if (m.lesson !== this.#lessonKey) {
      this.#lessonKey = m.lesson;
      this.#lesson = await openLesson(m.lesson);
    }
    await loadVariant(m.game.variant);
    await (await teaching()).catalogue(this.table.settings.lang, m.game.variant);
    const first = !this.#q;
    if (this.#q && m.question !== this.#q.question) this.#mine = null;
    this.#q = m;
    const plays = m.moves.filter((x) => x.action.type === 'play').map((x) => (x.action as { tile: string }).tile);
    const marks = { moves: m.moves, anchor: plays[0] ?? null, last: plays.at(-1) ?? null, points: [] };
    if (first || this.table.source !== this) this.table.take(this, m.game, marks, { silent: true, names: this.names });
    else this.table.show(m.game, marks);
    if (m.answer) this.table.showHint(m.answer.action); // the lesson's move, shown on every screen's table
    this.table.changed();
    this.host.requestUpdate();
  }

  /** A student's name from the panel's form. */
  join(name: string): void {
    const n = [...name.trim()].slice(0, NAME_MAX).join('');
    this.#name = n;
    if (!n) {
      this.#error = this.table.say.t('cl.need-name');
      return this.host.requestUpdate();
    }
    this.#error = null;
    try {
      if (this.host.persist !== null) localStorage.setItem(nameKey(this.host.persist), n); // `persist`: not asked again next time
    } catch {
      // storage blocked
    }
    void this.#join(this.#gen, null, n);
  }

  /** The name `persist` keeps for this person (the same one online play keeps), or ''. */
  #remembered(): string {
    if (this.host.persist === null) return '';
    try {
      return [...(localStorage.getItem(nameKey(this.host.persist)) ?? '').trim()].slice(0, NAME_MAX).join('');
    } catch {
      return '';
    }
  }

  #set(status: ConnectionState): void {
    if (status === this.status) return;
    this.status = status;
    this.host.dispatchEvent(new CustomEvent('domino-connection', { detail: { state: status, room: this.code || null, seat: null, class: this.role }, bubbles: true, composed: true }));
    this.host.requestUpdate();
  }

  #saved(code = this.code): string | null {
    try {
      return sessionStorage.getItem(storeKey(this.host.server, code));
    } catch {
      return null;
    }
  }

  #save(token: string): void {
    this.#store(storeKey(this.host.server, this.code), token);
  }

  #store(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // storage blocked: no coming back after a reload
    }
  }

  async #leave(): Promise<void> {
    const r = this.#room;
    this.#room = null;
    if (r) {
      this.#closing = true;
      await r.leave(true).catch(() => {});
      this.#closing = false;
    }
  }

  stop(): void {
    this.#gen++;
    void this.#leave();
  }

  /** The students' link: this page with `room` set to the class's code (the page gives it to the element). */
  link(): string {
    if (typeof location === 'undefined') return this.code;
    const u = new URL(location.href);
    u.searchParams.set('room', this.code);
    u.hash = '';
    return u.href;
  }

  #text(x: Text | undefined): string | null {
    if (x === undefined) return null;
    const lang = this.table.settings.lang;
    if (typeof x === 'string') return x.startsWith('@') ? this.table.words.cat[x.slice(1)] ?? null : x;
    return x[lang] ?? x[lang.slice(0, 2)] ?? x.en ?? Object.values(x)[0] ?? null;
  }

  /** A move in words ("6–4 on the left", "Draw"). */
  #move(a: Action): string {
    const w = this.table.say;
    if (a.type === 'play') {
      if (!a.at) return w.t('cl.move.lead', { tile: a.tile });
      const train = /^train-(\d+)$/.exec(a.at);
      const l = this.#lesson;
      const at = train ? (Number(train[1]) === l?.learner ? w.t('at.train.you') : w.t('at.train', { owner: l?.names[Number(train[1])] ?? train[1]! })) : w.t(`at.${a.at}`) || a.at;
      return w.t('cl.move.play', { tile: a.tile, at });
    }
    return w.t(a.type === 'draw' && a.from === 'back' ? 'cl.move.draw-back' : `cl.move.${a.type}`);
  }

  /** The QR code of the students' link (uqr, the chunk online play's room panel uses too, ./qr.ts). */
  async #makeQr(link: string): Promise<void> {
    const q: { link: string; grid: boolean[][] | null } = (this.#qr = { link, grid: null });
    try {
      const { encode } = await import('./qr.js');
      q.grid = encode(link, { ecc: 'M', border: 0 }).data;
    } catch (e) {
      this.table.report('internal', `the QR code did not load (${e})`);
    }
    this.host.requestUpdate();
  }

  #view(): ClassView {
    const w = this.table.say;
    const q = this.#q;
    const l = this.#lesson;
    const link = this.role === 'teacher' ? this.link() : '';
    if (this.role === 'teacher' && this.#qr?.link !== link) void this.#makeQr(link);
    const step = l && q && q.phase !== 'over' ? l.steps[q.step] : undefined;
    const ans = q?.answer ?? null;
    const bars: ClassBarView[] = (this.#tally && this.#tally.question === q?.question ? this.#tally.bars : []).map((b) => ({
      label: this.#move(b.action),
      count: b.count,
      right: b.right,
      why: b.why ? w.msg(b.why) : null,
      names: b.names,
      answer: !!ans && ans.move === b.move,
    }));
    const mine = this.#mine?.question === q?.question ? this.#mine?.answer ?? null : null;
    return {
      role: this.role,
      state: this.status,
      code: this.code,
      link,
      qr: this.#qr?.grid ?? null,
      copied: this.#copied,
      title: l ? this.#text(l.title) ?? '' : '',
      step: q?.step ?? 0,
      steps: q?.steps ?? 0,
      phase: q?.phase ?? 'asking',
      goal: (step && this.#text(step.text)) || (q?.goal ? w.msg(q.goal) : null),
      students: this.#tally?.students ?? q?.students ?? 0,
      answered: this.#tally?.answered ?? q?.answered ?? 0,
      bars,
      names: this.#tally?.names ?? [],
      answer: ans ? { label: this.#move(ans.action), why: w.msg(ans.why) } : null,
      mine: mine ? { label: this.#move(mine.action), right: mine.right, why: mine.why ? w.msg(mine.why) : null } : null,
      askName: this.#askName,
      name: this.#name,
      error: this.#error,
    };
  }

  /**
   * The status line: the teacher's says the class's code and how many answered; a student's is the table's own ("Your
   * turn — play a tile") only while the question waits for their move: once they have answered, after the reveal and
   * between questions they wait for the teacher, and at the end the lesson is over.
   */
  statusLine(): string | undefined {
    if (!this.role || !this.table.words.has('class')) return undefined;
    const w = this.table.say;
    if (this.role === 'student') {
      const q = this.#q;
      if (q?.phase === 'over') return w.t('cl.over');
      if (!q || !this.acting) return w.t('cl.wait');
      return this.#mine?.question === q.question && this.#mine.answer ? w.t('cl.wait-sent') : undefined;
    }
    return `${w.t('cl.code')}: ${this.code} · ${w.t('cl.answered', { n: this.#tally?.answered ?? 0, all: this.#tally?.students ?? 0 })}`;
  }

  /** The class panel (in the place of a lesson's). */
  panel(): TemplateResult {
    if (!this.table.words.has('class')) return html``;
    return classPanel(this.#view(), this.table.say, {
      join: (n) => this.join(n),
      reveal: () => this.#room?.send(CC.reveal),
      next: () => this.#room?.send(CC.next),
      copy: () => void this.#copy(),
    });
  }

  async #copy(): Promise<void> {
    const link = this.link();
    try {
      if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) await navigator.share({ url: link, title: this.table.say.t('cl.class') });
      else await navigator.clipboard.writeText(link);
      this.#copied = true;
      this.host.requestUpdate();
      setTimeout(() => ((this.#copied = false), this.host.requestUpdate()), 2000);
    } catch {
      // refused: the link shows in the panel to copy by hand
    }
  }
}
