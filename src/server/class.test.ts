/**
 * A class (`mode="class"`) on the server as a host runs it (the CLI in a child process): a teacher and 30 students,
 * all real Colyseus SDK clients. The students answer one question, some right and some wrong; the teacher's counts
 * and reasons are checked, then the reveal and the next question reach every student.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import '../engine/index.js';
import { legalActions } from '../engine/index.js';
import type { Action } from '../engine/index.js';
import { CC, CLASS_ROOM, CS } from '../online/class-protocol.js';
import type { ClassMessage, MineMessage, TallyMessage } from '../online/class-protocol.js';
import { ClassRun, openLesson } from '../teach/class.js';
import { moveText } from '../teach/lesson-json.js';
import { studentName } from './class-room.js';
import { startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

let server: ServerProcess;
before(async () => {
  server = await startServer({ AI_DELAY_MS: '0' });
});
after(() => server.stop());

/** A client of the class: every message it got, and a wait for the next one that passes a test. */
class Peer {
  log: [string, unknown][] = [];
  #waits: { type: string; ok: (m: never) => boolean; done: (m: unknown) => void }[] = [];
  constructor(readonly room: Room) {
    room.onMessage('*', (type, m) => {
      this.log.push([String(type), m]);
      this.#waits = this.#waits.filter((w) => !(w.type === type && w.ok(m as never) && (w.done(m), true)));
    });
  }
  last<T>(type: string): T | undefined {
    return [...this.log].reverse().find(([t]) => t === type)?.[1] as T | undefined;
  }
  /** The next message of `type` that passes `ok` (one already here counts). */
  wait<T>(type: string, ok: (m: T) => boolean = () => true, ms = 10_000, from = 0): Promise<T> {
    const had = this.log.slice(from).find(([t, m]) => t === type && ok(m as T));
    if (had) return Promise.resolve(had[1] as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message in ${ms} ms`)), ms);
      this.#waits.push({ type, ok: ok as never, done: (m) => (clearTimeout(timer), resolve(m as T)) });
    });
  }
}

test('30 students answer a question: the teacher sees how many chose what and why the wrong ones are wrong; the reveal and the next question reach all 30', { timeout: 60_000 }, async () => {
  const lesson = (await openLesson('f-fives')).lesson;
  const local = new ClassRun(lesson); // the same lesson run here: what the right and a wrong move are
  const right = local.answer()!.action;
  const wrong = local.legal().find((a) => !local.judge(a).right)!;
  assert.ok(wrong, 'the question has a legal move that misses the goal');

  const teacher = new Peer(await new Client(server.url).create(CLASS_ROOM, { lesson: 'f-fives' }));
  const first = await teacher.wait<ClassMessage>(CS.class);
  assert.equal(first.role, 'teacher');
  assert.equal(first.phase, 'asking');
  assert.equal(first.step, 0);
  const code = teacher.room.roomId;

  const students = await Promise.all(Array.from({ length: 30 }, async (_, i) => new Peer(await new Client(server.url).joinById(code, { name: `Student ${i + 1}` }))));
  const qs = await Promise.all(students.map((s) => s.wait<ClassMessage>(CS.class)));
  for (const q of qs) {
    assert.equal(q.role, 'student');
    assert.deepEqual(q.game, first.game, 'every student answers from the teacher\'s position');
    assert.ok(legalActions(q.game).length > 1);
  }
  await teacher.wait<TallyMessage>(CS.tally, (t) => t.students === 30);

  // 21 right, 9 wrong: each student is told about their own answer only
  const choice = (i: number): Action => (i % 10 < 3 ? wrong : right);
  students.forEach((s, i) => s.room.send(CC.answer, { action: choice(i) }));
  const mine = await Promise.all(students.map((s) => s.wait<MineMessage>(CS.mine, (m) => m.answer !== null)));
  mine.forEach((m, i) => {
    assert.equal(m.answer!.right, choice(i) === right);
    if (choice(i) === wrong) assert.equal(m.answer!.why!.key, local.judge(wrong).why!.key);
  });
  const t = await teacher.wait<TallyMessage>(CS.tally, (x) => x.answered === 30);
  assert.equal(t.bars.length, 2);
  const [top, low] = t.bars as [TallyMessage['bars'][0], TallyMessage['bars'][0]];
  assert.equal(top.move, moveText(right));
  assert.equal(top.count, 21);
  assert.equal(top.right, true);
  assert.equal(top.why, null);
  assert.equal(low.move, moveText(wrong));
  assert.equal(low.count, 9);
  assert.equal(low.right, false);
  assert.equal(low.why!.key, 'wrong.score0', 'the wrong move carries the lesson\'s own reason');
  assert.deepEqual(low.names.sort(), [1, 2, 3, 11, 12, 13, 21, 22, 23].map((n) => `Student ${n}`).sort());
  // students never get the counts
  assert.ok(students.every((s) => !s.log.some(([type]) => type === CS.tally)));

  // a student whose page reloads comes back by token as the same student, answer kept (not counted twice)
  const token = students[0]!.last<ClassMessage>(CS.class)!.token!;
  let mark = teacher.log.length;
  await students[0]!.room.leave();
  await teacher.wait<TallyMessage>(CS.tally, (x) => x.students === 29, 10_000, mark);
  mark = teacher.log.length;
  students[0] = new Peer(await new Client(server.url).joinById(code, { token }));
  const back = await students[0].wait<MineMessage>(CS.mine);
  assert.equal(back.answer!.move, moveText(wrong));
  const again = await teacher.wait<TallyMessage>(CS.tally, (x) => x.students === 30, 10_000, mark);
  assert.equal(again.answered, 30);
  assert.equal(again.names.filter((n) => n === 'Student 1').length, 1);

  // a student cannot reveal or move the class on
  students[0]!.room.send(CC.next);
  const err = await students[0]!.wait<{ code: string }>(CS.error);
  assert.equal(err.code, 'not-teacher');

  teacher.room.send(CC.reveal);
  const revealed = await Promise.all(students.map((s) => s.wait<ClassMessage>(CS.class, (m) => m.phase === 'revealed')));
  for (const r of revealed) assert.equal(r.answer!.move, moveText(right));
  students[5]!.room.send(CC.answer, { action: wrong }); // too late: the question is closed
  assert.equal((await students[5]!.wait<{ code: string }>(CS.error, (e) => e.code === 'closed')).code, 'closed');

  teacher.room.send(CC.next);
  local.advance();
  const next = await Promise.all(students.map((s) => s.wait<ClassMessage>(CS.class, (m) => m.question === 1)));
  for (const n of next) {
    assert.equal(n.phase, 'asking');
    assert.equal(n.step, 1);
    assert.deepEqual(n.game, JSON.parse(JSON.stringify(local.game)), 'everyone goes on from the lesson\'s next position');
  }
  const t2 = await teacher.wait<TallyMessage>(CS.tally, (x) => x.question === 1);
  assert.equal(t2.answered, 0);
  assert.deepEqual(t2.bars, []);

  // the last question, then the end reaches all
  students.forEach((s) => s.room.send(CC.answer, { action: local.answer()!.action }));
  await teacher.wait<TallyMessage>(CS.tally, (x) => x.question === 1 && x.answered === 30);
  teacher.room.send(CC.next);
  await Promise.all(students.map((s) => s.wait<ClassMessage>(CS.class, (m) => m.phase === 'over')));
  await Promise.all([teacher, ...students].map((p) => p.room.leave()));
});

test('a class refuses what it must: no lesson, an unknown lesson, a student without a name; a name is plain text of at most 24 characters', async () => {
  await assert.rejects(new Client(server.url).create(CLASS_ROOM, {}), /needs a lesson/);
  await assert.rejects(new Client(server.url).create(CLASS_ROOM, { lesson: 'no-such-lesson' }), /Unknown lesson/);
  const teacher = await new Client(server.url).create(CLASS_ROOM, { lesson: 'd-back' });
  const t = new Peer(teacher);
  await assert.rejects(new Client(server.url).joinById(teacher.roomId, { name: '  \u0007 ' }), /with a name/);
  const s = new Peer(await new Client(server.url).joinById(teacher.roomId, { name: '<img src=x onerror=alert(1)>' }));
  const tal = await t.wait<TallyMessage>(CS.tally, (x) => x.students === 1);
  assert.equal(tal.names[0], '<img src=x onerror=alert', 'kept as text, cut to 24 characters');
  assert.equal(studentName('a\u202eb\u0000c' + 'x'.repeat(40)).length, 24);
  s.room.send(CC.answer, { action: { type: 'play', tile: '<b>' } });
  s.room.send(CC.answer, { action: { type: 'fly' } });
  assert.equal((await s.wait<{ code: string }>(CS.error)).code, 'bad-action');
  await s.room.leave();
  await teacher.leave();
});
