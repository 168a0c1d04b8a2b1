/**
 * Large and hostile records for the size tests (issue 9, points 6, 8, 9), shared by the Node test
 * (size.test.ts) and the Chromium one (size.browser.test.ts). Not part of the package.
 */
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { Action, GameConfig, GameState } from '../engine/index.js';
import { chooseAction } from '../ai/index.js';
import { encodeRecord, parseRecordAttribute, replay, toRecord } from '../record/record.js';
import type { GameRecord } from '../record/record.js';

/** A real, short, finished game's record (draw, 2 players). */
export function realRecord(): GameRecord {
  let g = createGame({ variant: 'draw', players: 2, seed: 1, options: { target: 100 } });
  const start = g;
  const actions: Action[] = [];
  while (g.phase !== 'game-over') {
    const a = legalActions(g)[0]!;
    actions.push(a);
    g = applyAction(g, a);
  }
  return toRecord(start, actions, ['Ana', 'Bo']);
}

/** Repeats `r`'s rounds until the JSON text is at least `bytes` long. */
function manyRounds(r: GameRecord, bytes: number): GameRecord {
  const per = JSON.stringify(r.rounds[0]).length + 1;
  const n = Math.ceil(bytes / per);
  return { ...r, rounds: Array.from({ length: n }, (_, i) => r.rounds[i % r.rounds.length]!) };
}

/** A compact record of `real`'s rounds repeated, with a note at each round's start, at least `chars` long. */
function dt1Rounds(real: GameRecord, chars: number): string {
  const one = encodeRecord(real).length;
  const two = encodeRecord({ ...real, rounds: [...real.rounds, ...real.rounds] }).length;
  const n = Math.ceil((chars * real.rounds.length) / (two - one));
  const r = { ...real, rounds: Array.from({ length: n }, (_, i) => real.rounds[i % real.rounds.length]!) };
  return encodeRecord({ ...r, notes: Object.fromEntries(r.rounds.map((_, i) => [`${i}:0`, 'n'])) });
}

/** FNV-1a and base64url as record.ts writes them: lets a test craft a compact record byte by byte. */
export function compact(payload: number[]): string {
  let h = 0x811c9dc5;
  for (const b of payload) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  const bytes = [...payload, h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255];
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let s = 'dt1.';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = bytes.length - i >= 3 ? 4 : bytes.length - i + 1;
    for (let c = 0; c < chars; c++) s += B64[(n >> (18 - 6 * c)) & 63];
  }
  return s;
}

/** LEB128, as record.ts writes numbers. */
function uint(n: number): number[] {
  const out: number[] = [];
  for (; n > 127; n = Math.floor(n / 128)) out.push((n % 128) | 128);
  out.push(n);
  return out;
}

/** One case: a name, the text (or object) to open, and whether it must load (else it must be refused). */
export interface SizeCase {
  name: string;
  input: () => string | unknown; // built when the case runs, so the cases do not all sit in memory at once
  loads: boolean;
}

/** The cases: each at least 2 MB as `dt1.` text or 4 MB as JSON, or crafted to break a naive reader. */
export function sizeCases(): SizeCase[] {
  const real = realRecord();
  const steps = real.rounds.reduce((n, r) => n + r.actions.length + 1, 0) - 1;
  const rounds = manyRounds(real, 4.2e6);
  const notes: Record<string, string> = {};
  rounds.rounds.forEach((_, r) => (notes[`${r}:0`] = 'n'));
  const everyStep: Record<string, string> = {};
  real.rounds.forEach((r, ri) => {
    for (let i = 0; i <= r.actions.length; i++) everyStep[`${ri}:${i}`] = 'x'.repeat(Math.ceil(2.2e6 / steps));
  });
  const passes = { ...real, rounds: [{ deal: real.rounds[0]!.deal, actions: Array.from({ length: 200_000 }, () => ({ type: 'pass' })) }] };
  let deep = '0';
  for (let i = 0; i < 10_000; i++) deep = `[${deep}]`;
  const nested = JSON.stringify(real).replace('"options":{}', `"options":{"target":${deep}}`);
  let deepObj: unknown = 0;
  for (let i = 0; i < 10_000; i++) deepObj = [deepObj];
  const longName = { ...real, names: ['A'.repeat(500_000), 'Bo'] };
  // all-fives, 2 players, no flags, options "{}", 1 round, 2 empty hands, empty boneyard, no leader, a lot count of 2³² + 1
  const lot = compact([3, 2, 0, ...uint(2), 123, 125, 1, 2, 0, 0, 0, 0, ...uint(2 ** 32 + 2)]);
  return [
    { name: 'JSON, 4 MB of rounds (more than the game has)', input: () => JSON.stringify(rounds), loads: false },
    { name: 'JSON, 4 MB of rounds with a note at each', input: () => JSON.stringify({ ...rounds, notes }), loads: false },
    { name: 'JSON, 4 MB: one round of 200,000 passes', input: () => JSON.stringify(passes).padEnd(4e6, ' '), loads: false },
    { name: 'JSON, 4 MB: a real game with a long note at every step', input: () => JSON.stringify({ ...real, notes: everyStep }).padEnd(4e6, ' '), loads: true },
    { name: 'JSON nested 10,000 deep', input: () => nested, loads: false },
    { name: 'an object nested 10,000 deep', input: () => ({ ...real, format: deepObj }), loads: false },
    { name: 'an object with options nested 10,000 deep', input: () => ({ ...real, options: { target: deepObj } }), loads: false },
    { name: 'dt1, 2 MB of rounds with a note at each', input: () => dt1Rounds(real, 2.1e6), loads: false },
    { name: 'dt1, 2 MB: a real game with a long note at every step', input: () => encodeRecord({ ...real, notes: everyStep }), loads: true },
    { name: 'dt1, a lot count of 2³² + 1', input: () => lot, loads: false },
    { name: 'dt1, a name of 500,000 characters', input: () => encodeRecord(longName), loads: true },
  ];
}

/**
 * The fastest of up to `tries` runs of `f` (ms), stopping at the first under `limit`: a linear reader passes at
 * once, a quadratic one (seconds) fails every try, and a machine busy for a moment does not make the test flaky.
 */
export async function fastest(f: () => unknown | Promise<unknown>, limit = 1000, tries = 3): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < tries && best >= limit; i++) {
    const t0 = performance.now();
    await f();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** What opening a record does before it is shown: parse (text) or check (object), then replay. Returns the error code, or "ok". */
export function open(input: unknown): string {
  try {
    replay(typeof input === 'string' ? parseRecordAttribute(input) : input);
    return 'ok';
  } catch (e) {
    return (e as { code?: string }).code ?? `${(e as Error).name}: ${(e as Error).message}`;
  }
}

/** A record of the computer playing `config` for `steps` actions (or to the end). */
export function computerRecord(config: GameConfig, steps: number, names?: string[]): GameRecord {
  const first = createGame(config);
  let g: GameState = first;
  const actions: Action[] = [];
  for (let i = 0; i < steps && g.phase !== 'game-over'; i++) {
    const a: Action = g.phase === 'round-over' ? { type: 'next-round' } : chooseAction(g, { level: 'easy', seed: g.seed });
    g = applyAction(g, a);
    actions.push(a);
  }
  return toRecord(first, actions, names);
}
