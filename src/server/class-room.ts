/**
 * A class room (`mode="class"`): a teacher creates it with a lesson, students join it by its code (or the link and
 * QR code the teacher's screen shows) with a name. Everyone answers the same question — the lesson's position, one
 * move — on their own copy; each answer is judged by the lesson's own goals (src/teach/class.ts) and told to its
 * student alone; the teacher gets the counts move by move with the reasons of wrong ones, reveals the lesson's move
 * and moves the class on to the next question. Plain JSON messages (src/online/class-protocol.ts), no schema state.
 * A class lives in its process's memory (no checkpoint): a student who drops out comes back by token with their
 * answer, a teacher who reloads the page by the teacher's token (the element keeps both for the tab); 60 students
 * at most.
 */
import { randomBytes } from 'node:crypto';
import { Room, ServerError } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import { ClassRun, actionOf, openLesson, tally } from '../teach/class.js';
import type { Answer } from '../teach/class.js';
import { CC, CS, MAX_STUDENTS, NAME_MAX } from '../online/class-protocol.js';
import type { ClassCreate, ClassJoin, ClassMessage, MineMessage, TallyMessage } from '../online/class-protocol.js';
import { moveText } from '../teach/lesson-json.js';
import { TokenBucket } from './rate-limit.js';
import { visitorOf } from './auth.js';
import type { AuthContextLike, Visitor } from './auth.js';
import { DominoRoom } from './room.js';
import { oneLine } from './limits.js';
import { claimCode, releaseCode } from './codes.js';

/** A student's name as shown: plain text without control characters, trimmed to {@link NAME_MAX} characters. */
export const studentName = (n: unknown): string => (typeof n === 'string' ? [...n.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()].slice(0, NAME_MAX).join('').trim() : '');

interface Student {
  token: string;
  name: string;
  client: Client | null; // null while away
  answer: Answer | null;
}

interface Who {
  token: string; // '' for the teacher
  bucket: TokenBucket;
}

const LESSON_MAX = 12 * 1024; // a lesson as JSON (the HTTP body limit is 16 KB)

/** One class; see the module comment. */
export class ClassRoom extends Room {
  #run!: ClassRun;
  #lesson = '';
  #teacher: Client | null = null;
  #teacherToken = randomBytes(16).toString('hex');
  #students = new Map<string, Student>(); // by token, in joining order
  #phase: ClassMessage['phase'] = 'asking';
  #creator: string | null = null;

  static override onAuth(token: string, options: ClassJoin, context: AuthContextLike): Promise<Visitor> {
    return visitorOf(DominoRoom.authenticate, 'create', options as never, { ...context, token });
  }

  override async onCreate(o: ClassCreate = { lesson: '' }): Promise<void> {
    if (typeof o.lesson !== 'string' || !o.lesson.trim()) throw new ServerError(400, 'A class needs a lesson: a built-in id or a lesson as JSON');
    if (o.lesson.length > LESSON_MAX) throw new ServerError(413, `The lesson is over ${LESSON_MAX} characters`);
    try {
      const { lesson } = await openLesson(o.lesson);
      this.#run = new ClassRun(lesson);
    } catch (e) {
      throw new ServerError(400, e instanceof Error ? e.message : String(e));
    }
    this.#lesson = o.lesson;
    this.roomId = await claimCode(this.presence); // a code to read aloud to the class (codes.ts)
    this.maxClients = MAX_STUDENTS + 2;
    this.setSeatReservationTime(15);
    this.#phase = this.#run.over ? 'over' : 'asking';
    void this.setMetadata({ kind: 'class', lesson: this.#run.lesson.id });
    void this.setPrivate(true); // joined by its code only
    this.onMessage(CC.answer, (c, m) => this.#guard(c, () => this.#answer(c, m)));
    this.onMessage(CC.reveal, (c) => this.#guard(c, () => this.#teach(c, () => this.#reveal())));
    this.onMessage(CC.next, (c) => this.#guard(c, () => this.#teach(c, () => this.#next())));
    this.onMessage('*', (c, type) => this.#guard(c, () => this.#error(c, 'bad-message', `Unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`)));
  }

  /** @internal Matchmaking (http.ts) of a join by code: a place for one more student, held for 15 s. */
  async admit(sessionId: string, o: ClassJoin, visitor: Visitor): Promise<{ ok: true; seat: null } | { ok: false; status: number; error: string }> {
    const back = typeof o?.token === 'string' && (o.token === this.#teacherToken || this.#students.has(o.token));
    const here = [...this.#students.values()].filter((s) => s.client).length + Object.keys(this.reservedSeats).length;
    if (!back && here >= MAX_STUDENTS) return { ok: false, status: 429, error: `This class is full (${MAX_STUDENTS} students)` };
    if (!(await this._reserveSeat(sessionId, o, visitor, 15))) return { ok: false, status: 503, error: 'This class is full' };
    return { ok: true, seat: null };
  }

  /** The first place a room holds is its creator's (matchmaking's `create`): the teacher. */
  protected override _reserveSeat(sessionId: string, ...rest: unknown[]): Promise<boolean> {
    this.#creator ??= sessionId;
    return (super._reserveSeat as (id: string, ...r: unknown[]) => Promise<boolean>).call(this, sessionId, ...rest);
  }

  override onJoin(client: Client, o: ClassJoin = {}): void {
    const bucket = new TokenBucket(5, 20);
    if (client.sessionId === this.#creator || o.token === this.#teacherToken) {
      if (this.#teacher && this.#teacher !== client) this.#teacher.leave(4000);
      this.#teacher = client;
      client.userData = { token: '', bucket } satisfies Who;
      this.#send(client);
      this.#tally();
      return;
    }
    let s = typeof o.token === 'string' ? this.#students.get(o.token) : undefined;
    if (s) s.client?.leave(4000); // the same student on a new page
    else {
      const name = studentName(o.name);
      if (!name) throw new ServerError(400, 'A student joins with a name');
      s = { token: randomBytes(16).toString('hex'), name, client: null, answer: null };
      this.#students.set(s.token, s);
    }
    s.client = client;
    client.userData = { token: s.token, bucket } satisfies Who;
    this.#send(client);
    this.#mine(s);
    this.#tally();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const who = client.userData as Who | undefined;
    if (!who) return;
    const s = who.token ? this.#students.get(who.token) : null;
    if (s?.client === client) s.client = null;
    if (this.#teacher === client) this.#teacher = null;
    this.#tally();
    if (consented) return;
    try {
      await this.allowReconnection(client, 60); // a phone whose screen went dark
    } catch {
      return;
    }
    if (s) s.client = client;
    else this.#teacher = client;
    this.#tally();
  }

  override onDispose(): void {
    releaseCode(this.presence, this.roomId); // the class is over: its code may be drawn again
  }

  override onUncaughtException(error: unknown, method?: string): void {
    const cause = (error as { cause?: unknown } | null)?.cause;
    if ((method === 'onJoin' || method === 'onCreate') && cause instanceof ServerError) {
      if (method === 'onJoin') console.warn(`[domino-table] refused ${cause.code} join of class ${this.roomId}: ${oneLine(cause.message)}`);
      return;
    }
    console.error(`[domino-table] class ${this.roomId}:`, error);
  }

  #guard(client: Client, fn: () => void): void {
    const who = client.userData as Who | undefined;
    if (!who) return;
    if (!who.bucket.take()) return this.#error(client, 'rate-limit', 'Too many messages: slow down');
    fn();
  }

  #error(client: Client, code: string, message: string): void {
    client.send(CS.error, { code, message });
  }

  #teach(client: Client, fn: () => void): void {
    if (client !== this.#teacher) return this.#error(client, 'not-teacher', 'Only the teacher reveals and moves the class on');
    fn();
  }

  #answer(client: Client, m: unknown): void {
    const who = client.userData as Who;
    const s = who.token ? this.#students.get(who.token) : undefined;
    if (!s) return this.#error(client, 'not-student', 'The teacher does not answer');
    if (this.#phase !== 'asking') return this.#error(client, 'closed', 'This question is closed: wait for the next one');
    const action = actionOf((m as { action?: unknown } | null)?.action);
    if (!action) return this.#error(client, 'bad-action', 'Not a move');
    s.answer = this.#run.judge(action); // a student may change their answer until the reveal
    this.#mine(s);
    this.#tally();
  }

  #reveal(): void {
    if (this.#phase !== 'asking') return;
    this.#phase = 'revealed';
    this.#all();
  }

  #next(): void {
    if (this.#phase === 'over') return;
    this.#run.advance();
    for (const s of this.#students.values()) s.answer = null;
    this.#phase = this.#run.over ? 'over' : 'asking';
    this.#all();
  }

  #connected(): Student[] {
    return [...this.#students.values()].filter((s) => s.client);
  }

  #message(client: Client): ClassMessage {
    const who = client.userData as Who;
    const a = this.#phase === 'revealed' ? this.#run.answer() : null;
    const students = this.#connected();
    return {
      role: who.token ? 'student' : 'teacher',
      token: who.token || this.#teacherToken,
      lesson: this.#lesson,
      question: this.#run.question,
      step: this.#run.step,
      steps: this.#run.steps,
      game: this.#run.game,
      moves: this.#round(),
      goal: this.#run.goal(),
      phase: this.#phase,
      students: students.length,
      answered: students.filter((s) => s.answer).length,
      answer: a ? { action: a.action, move: moveText(a.action), why: a.why } : null,
    };
  }

  /** The moves of the round in play (the board's marks). */
  #round(): ClassMessage['moves'] {
    const h = this.#run.run.history;
    let from = h.length;
    while (from > 0 && h[from - 1]!.action.type !== 'next-round') from--;
    return h.slice(from).map((e) => ({ seat: e.seat, action: e.action }));
  }

  #send(client: Client): void {
    client.send(CS.class, this.#message(client));
  }

  /** The question to everyone (after a reveal or a next step), and the teacher's counts. */
  #all(): void {
    for (const c of this.clients) if (c.userData) this.#send(c);
    for (const s of this.#students.values()) if (s.client) this.#mine(s);
    this.#tally();
  }

  #mine(s: Student): void {
    s.client?.send(CS.mine, { question: this.#run.question, answer: s.answer } satisfies MineMessage);
  }

  #tally(): void {
    if (!this.#teacher) return;
    const students = this.#connected();
    const answered = [...this.#students.values()].filter((s) => s.answer);
    const m: TallyMessage = { question: this.#run.question, bars: tally(answered.map((s) => ({ ...s.answer!, name: s.name }))), students: students.length, answered: answered.length, names: students.map((s) => s.name) };
    this.#teacher.send(CS.tally, m);
  }
}
