// npx tsx scripts/measure/ai-errors.ts FILE (npm run bench:ai-errors -- FILE): the hard player's Partnership decisions
// judged play by play with every hand known. FILE is a log written by bench:ai with AI_BENCH_ABW333_LOG=FILE (one JSON
// line per hard decision against abw333's players, whole state included). Each decision is taken again by today's
// hard player from the logged seat's view, seed, history and budget; each legal play is then valued by the exact
// solver (src/ai/solve.ts) knowing every hand, both teams at their best; and the decision is an error when the play
// chosen gives away a win or a tie that the best play keeps (a won hand 1, a tie ½, a lost one 0).
//
// This is a quick, offline check of an idea against the positions where the hands are lost (docs/computer-players.md,
// "What the rest of the gap to the omniscient player is made of"): about two minutes for 3,500 decisions here, where a
// match of 600 hands takes five. Fewer errors here did not always mean more hands won in the matches, so an idea that
// looks good here is then measured by bench:ai.
//
// Env: AI_ERRORS_FROM (judge decisions from this play of the hand on, default 4, as the figures in
// docs/computer-players.md; AI_ERRORS_FROM=1 judges the first three plays too, about 40 s more here), AI_ERRORS_TO
// (up to this play, default all: AI_ERRORS_TO=6 judges the plays before the exact endgame in half the time),
// AI_ERRORS_SHOWN=partner or all (a diagnostic: the hard player is shown its partner's hand or every hand,
// ChooseOptions.shown; shown every hand, what errors remain are the search's own), AI_ERRORS_LOGGED=1 (judge the
// logged choices instead of deciding again), AI_ERRORS_THREADS (default 2).
// Each decision is taken without the wall-clock guard (ChooseOptions.repeatable), so a run repeats exactly and two runs
// differ only by the change being measured, not by how busy the machine was.
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { applyAction, legalActions } from '../../src/engine/index.js';
import type { Action, GameState } from '../../src/engine/index.js';
import { chooseAction } from '../../src/ai/choose.js';
import type { HistoryEntry } from '../../src/ai/choose.js';
import { pointsValue, solve } from '../../src/ai/solve.js';
import { share, shownSeats, tsWorker } from './ai-common.js';

interface Row {
  g: GameState;
  seat: number;
  seed: number;
  budget?: number;
  history: HistoryEntry[];
  chosen: Action;
  moves: number;
  shown?: string; // what bench:ai showed the seat (AI_BENCH_ABW333_SHOWN), when anything
}
interface Count {
  n: number; // decisions judged
  errors: number; // decisions that gave away a win or a tie
  shares: number; // hands' worth given away (a win turned into a tie counts ½)
  points: number; // points given away against the best play, in the solver's value (points ± 8 for the hand's winner)
  same: number; // decisions again the same as logged
  byPlay: Record<number, [number, number]>; // play number → [decisions, errors]
}

/** AI_ERRORS_SHOWN: the seats each decision is shown (a diagnostic), or null for a fair one. */
const SHOWN = shownSeats('AI_ERRORS_SHOWN');

/** What a decision was shown, in words: a value of AI_ERRORS_SHOWN or AI_BENCH_ABW333_SHOWN, none for a fair one. */
const seen = (v: string | undefined): string => (v === 'all' ? 'shown every hand' : v === 'partner' ? 'shown the partner' : 'fair (nothing shown)');

/** The value of play `a` for `seat`'s team with every hand known and both teams at their best. */
function value(g: GameState, a: Action, seat: number): number {
  const h = applyAction(g, a);
  if (h.phase !== 'playing') return pointsValue(h.result!.points, seat, true);
  const v = solve(h, seat, 5e7);
  if (v === null) throw new Error('a position too large to solve: raise AI_ERRORS_FROM');
  return v;
}

function judge(rows: Row[]): Count {
  const c: Count = { n: 0, errors: 0, shares: 0, points: 0, same: 0, byPlay: {} };
  const logged = process.env.AI_ERRORS_LOGGED === '1';
  for (const r of rows) {
    const plays = legalActions(r.g).filter((x) => x.type === 'play');
    const values = plays.map((a) => value(r.g, a, r.seat));
    const choice = logged ? r.chosen : chooseAction(r.g, { level: 'hard', seed: r.seed, history: r.history, timeBudgetMs: r.budget ?? 100, repeatable: true, ...(SHOWN ? { shown: SHOWN.seats(r.seat) } : {}) });
    if (JSON.stringify(choice) === JSON.stringify(r.chosen)) c.same++;
    const k = plays.findIndex((x) => choice.type === 'play' && x.tile === choice.tile && (x.at ?? null) === (choice.at ?? null));
    if (k < 0) throw new Error(`not a legal play: ${JSON.stringify(choice)}`);
    const lost = Math.max(...values.map(share)) - share(values[k]!);
    c.n++;
    if (lost > 0) c.errors++;
    c.shares += lost;
    c.points += Math.max(...values) - values[k]!;
    const b = (c.byPlay[r.moves] ??= [0, 0]);
    b[0]++;
    if (lost > 0) b[1]++;
  }
  return c;
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: ai-errors.ts FILE (a log from bench:ai with AI_BENCH_ABW333_LOG=FILE)');
  const play = (name: string, fallback: number): number => {
    const v = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a play number (1, 2, ...), not "${process.env[name]}"`);
    return v;
  };
  const from = play('AI_ERRORS_FROM', 4);
  const to = play('AI_ERRORS_TO', 99);
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row)
    .filter((r) => r.moves >= from && r.moves <= to);
  const threads = Math.max(1, Number(process.env.AI_ERRORS_THREADS ?? 2));
  const t0 = performance.now();
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, p) => {
      const mine = rows.filter((_, i) => i % threads === p);
      return tsWorker<Count>(import.meta.url, mine);
    }),
  );
  const c = parts.reduce((x, y) => {
    for (const [m, [d, e]] of Object.entries(y.byPlay)) {
      const b = (x.byPlay[Number(m)] ??= [0, 0]);
      b[0] += d;
      b[1] += e;
    }
    return { ...x, n: x.n + y.n, errors: x.errors + y.errors, shares: x.shares + y.shares, points: x.points + y.points, same: x.same + y.same };
  });
  const logged = process.env.AI_ERRORS_LOGGED === '1';
  const now = SHOWN?.as;
  // Decisions logged under another diagnostic than this run's are decided again as this run says; say so, since they
  // then differ from the logged choices for that reason alone.
  const other = new Map<string | undefined, number>();
  if (!logged) for (const r of rows) if (r.shown !== now) other.set(r.shown, (other.get(r.shown) ?? 0) + 1);
  const how = logged ? 'the logged choices' : `decided again${now ? `, ${seen(now)}` : ''}`;
  console.log(`${file}: ${c.n} hard decisions ${process.env.AI_ERRORS_TO ? `in plays ${from} to ${to}` : `from play ${from} on`} (${how}; ${c.same} the same as logged), ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  for (const [was, k] of other) console.log(`note: ${k} of them were logged ${seen(was)}; decided again ${seen(now)} (AI_ERRORS_SHOWN)`);
  console.log(`errors (a win or a tie given away): ${c.errors}  hands given away: ${c.shares}  points given away a decision: ${(c.points / Math.max(1, c.n)).toFixed(2)}`);
  console.log(`by play: ${Object.entries(c.byPlay).map(([m, [d, e]]) => `${m} ${e}/${d}`).join(', ')}`);
}

if (isMainThread) await main();
else parentPort!.postMessage(judge(workerData as Row[]));
