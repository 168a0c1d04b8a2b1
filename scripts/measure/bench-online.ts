/**
 * `npm run bench:online`: a bounded load test of the online server on loopback.
 * Opens ROOMS four-seat partnership rooms of bot clients (real SDK clients,
 * each thinking THINK_MS before a move), lets them play for SECONDS, then
 * leaves and stops. Reports rooms held, actions per second, the p50/p95 round
 * trip of an action (sent → own update back) and server memory per room —
 * for one process in memory, one process checkpointing every room to a folder
 * after each action (CHECKPOINT_DIR), then two processes sharing a Redis without
 * and with checkpoints (skipped when redis-server is not installed): the
 * difference is the cost of games that survive a dead process.
 *
 * Last, a classroom (`mode="class"`): CLASSES classes (default 10) of 30 students each answer every question of a
 * lesson at once; it reports the round trip of an answer (sent → judged answer back), the time from the teacher's
 * Next step to the 30th student's new question, and server memory per class.
 *
 * Env: ROOMS (default 500), THINK_MS (default 1000), SECONDS (default 20), CLASSES (default 10), MODE ("one", "disk", "redis", "class"; default all).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import { Bot } from '../../src/testing/bot.js';
import '../../src/engine/index.js';
import { CC, CLASS_ROOM, CS } from '../../src/online/class-protocol.js';
import type { ClassMessage, MineMessage } from '../../src/online/class-protocol.js';
import { ClassRun, openLesson } from '../../src/teach/class.js';
import { freePort, redisBinary, startRedis, startServer } from '../../src/testing/server.js';
import type { ServerProcess } from '../../src/testing/server.js';

const ROOMS = Number(process.env.ROOMS ?? 500);
const THINK = Number(process.env.THINK_MS ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 20);
const MODE = process.env.MODE ?? 'both';
const BATCH = 20; // rooms opened at once while ramping up

/** Resident memory of a process, in KB (Linux /proc). */
function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

/** CPU seconds a process has used so far (Linux /proc; user + system). */
function cpuS(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks of 1/100 s
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function run(label: string, servers: ServerProcess[], checkpointDir?: string): Promise<void> {
  await new Promise((r) => setTimeout(r, 500));
  const before = servers.map((s) => rssKb(s.child.pid!));
  const trips: number[] = [];
  let counting = false;
  const onRoundTrip = (ms: number) => counting && trips.push(ms);
  const bots: Bot[] = [];
  let held = 0;
  let failed = 0;
  const t0 = performance.now();
  for (let r = 0; r < ROOMS; r += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, ROOMS - r) }, async (_, k) => {
        const url = servers[(r + k) % servers.length]!.url;
        try {
          const first = await Bot.create(url, { variant: 'partnership', players: 4, seat: 0 }, { delayMs: THINK, onRoundTrip, keepLog: false });
          const room = [first];
          for (let s = 1; s < 4; s++) room.push(await Bot.join(url, first.room.roomId, { seat: s }, { delayMs: THINK, onRoundTrip, keepLog: false }));
          bots.push(...room);
          await Promise.all(room.map((b) => b.until(() => b.state !== null, 30000)));
          held++;
        } catch {
          failed++;
        }
      }),
    );
  }
  const rampS = (performance.now() - t0) / 1000;
  const n0 = bots.reduce((a, b) => a + (b.seat === 0 ? b.n : 0), 0);
  counting = true;
  const m0 = performance.now();
  const c0 = servers.map((s) => cpuS(s.child.pid!));
  const b0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  counting = false;
  const secs = (performance.now() - m0) / 1000;
  const cpu = servers.map((s, i) => (100 * (cpuS(s.child.pid!) - c0[i]!)) / secs);
  const b1 = process.cpuUsage(b0);
  const botCpu = (b1.user + b1.system) / 1e4 / secs;
  const actions = bots.reduce((a, b) => a + (b.seat === 0 ? b.n : 0), 0) - n0;
  const during = servers.map((s) => rssKb(s.child.pid!));
  const perRoomKb = (during.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / Math.max(1, held);
  const files = checkpointDir ? readdirSync(checkpointDir).filter((f) => f.endsWith('.json')) : [];
  const fileKb = files.reduce((a, f) => a + statSync(join(checkpointDir!, f)).size, 0) / 1024 / Math.max(1, files.length);
  await Promise.all(bots.map((b) => b.leave()));
  console.log(
    `${label.padEnd(26)} rooms held ${String(held).padStart(4)}/${ROOMS}${failed ? ` (${failed} failed)` : ''}  ramp ${rampS.toFixed(1)} s  ` +
      `actions/s ${(actions / secs).toFixed(0).padStart(5)}  round trip p50 ${pct(trips, 50).toFixed(1)} ms  p95 ${pct(trips, 95).toFixed(1)} ms  ` +
      `memory/room ${perRoomKb.toFixed(0)} KB (RSS ${during.map((k) => (k / 1024).toFixed(0) + ' MB').join(' + ')})  ` +
      `${checkpointDir ? `checkpoint ${fileKb.toFixed(1)} KB/room  ` : ''}` +
      `CPU: server ${cpu.map((c) => c.toFixed(0) + '%').join(' + ')}, bots ${botCpu.toFixed(0)}%`,
  );
}

console.log(`bench:online — ${ROOMS} four-seat rooms, bots think ${THINK} ms, measured for ${SECONDS} s, loopback only (2 cores shared with the bots)`);
const modes = MODE === 'both' || MODE === 'all' ? ['one', 'disk', 'redis', 'class'] : MODE.split(',');
if (modes.includes('one')) {
  const one = await startServer({ AI_DELAY_MS: '0' });
  try {
    await run('one process, in memory', [one]);
  } finally {
    await one.stop();
  }
}
if (modes.includes('disk')) {
  const dir = mkdtempSync(join(tmpdir(), 'domino-bench-checkpoints-'));
  const one = await startServer({ AI_DELAY_MS: '0', CHECKPOINT_DIR: dir });
  try {
    await run('one process, checkpoints', [one], dir);
  } finally {
    await one.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (modes.includes('redis')) {
  if (!redisBinary()) console.log('two processes + Redis       skipped: redis-server is not installed');
  else {
    for (const checkpoints of [false, true]) {
      const redis = await startRedis();
      const servers: ServerProcess[] = [];
      try {
        for (let i = 0; i < 2; i++) {
          const port = await freePort();
          servers.push(await startServer({ PORT: String(port), REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}`, AI_DELAY_MS: '0', CHECKPOINTS: checkpoints ? 'on' : 'off' }));
        }
        await run(checkpoints ? 'two + Redis, checkpoints' : 'two processes + Redis', servers);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        redis.stop();
      }
    }
  }
}

/** One class of `students` through every question of `lesson`: answer round trips and Next-step fan-out times, in ms. */
async function oneClass(url: string, lesson: string, students: number, answers: number[], fanout: number[]): Promise<void> {
  const run = new ClassRun((await openLesson(lesson)).lesson);
  const teacher = await new Client(url).create(CLASS_ROOM, { lesson });
  teacher.onMessage('*', () => {});
  const rooms: Room[] = [];
  const got = new Map<Room, ClassMessage>();
  const waiting = new Map<Room, (m: ClassMessage) => void>();
  const mine = new Map<Room, () => void>();
  for (let i = 0; i < students; i++) {
    const r = await new Client(url).joinById(teacher.roomId, { name: `S${i}` });
    r.onMessage(CS.class, (m: ClassMessage) => (got.set(r, m), waiting.get(r)?.(m)));
    r.onMessage(CS.mine, (m: MineMessage) => m.answer && mine.get(r)?.());
    r.onMessage('*', () => {});
    rooms.push(r);
  }
  for (let q = 0; !run.over; q++) {
    const right = run.answer()!.action;
    const wrong = run.legal().find((a) => !run.judge(a).right) ?? right;
    await Promise.all(
      rooms.map((r, i) => {
        const t0 = performance.now();
        return new Promise<void>((done) => {
          mine.set(r, () => (answers.push(performance.now() - t0), done()));
          r.send(CC.answer, { action: i % 3 ? right : wrong });
        });
      }),
    );
    teacher.send(CC.reveal);
    await new Promise((r) => setTimeout(r, 50));
    const t0 = performance.now();
    const all = Promise.all(rooms.map((r) => new Promise<void>((done) => waiting.set(r, (m) => m.question === q + 1 && done()))));
    teacher.send(CC.next);
    await all;
    fanout.push(performance.now() - t0);
    run.advance();
  }
  await Promise.all([teacher, ...rooms].map((r) => r.leave()));
}

if (modes.includes('class')) {
  const CLASSES = Number(process.env.CLASSES ?? 10);
  const one = await startServer({ AI_DELAY_MS: '0' });
  try {
    const before = rssKb(one.child.pid!);
    const answers: number[] = [];
    const fanout: number[] = [];
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLASSES }, (_, i) => oneClass(one.url, i % 2 ? 'm-chain' : 'f-start', 30, answers, fanout)));
    const after = rssKb(one.child.pid!);
    console.log(
      `classes of 30 students       ${CLASSES} classes at once, ${answers.length} answers in ${((performance.now() - t0) / 1000).toFixed(1)} s; answer round trip p50 ${pct(answers, 50).toFixed(1)} ms, p95 ${pct(answers, 95).toFixed(1)} ms; ` +
        `Next step to all 30: p50 ${pct(fanout, 50).toFixed(1)} ms, p95 ${pct(fanout, 95).toFixed(1)} ms; server memory ≈${((after - before) / CLASSES).toFixed(0)} KB per class`,
    );
  } finally {
    await one.stop();
  }
}
process.exit(0);
