// npx tsx scripts/measure/bench-ai.ts (npm run bench:ai) — the computer players against
// each other on paired deals: every deal is played twice with the sides
// swapped, so the luck of the deal cancels. Prints win rates with 95% Wilson
// intervals, mean points, and the hard level's decision times.
//
// Units: one "game" below is one hand (partnership, draw, all-fives) or one
// round (mexican-train) of a seeded deal; 2 players except partnership (4, two
// teams). A hand is won by the side that scores more in it (partnership: the
// team that scores, P-9..P-11); a tie counts half.
//
// Env: AI_BENCH_DEALS (deals per matchup, default 200 → 400 games),
// AI_BENCH_HTF_DEALS (partnership vs heaviest-tile-first, default 1000 →
// 2,000 games), AI_BENCH_HTF_GAMES (the same as whole games to 50, default
// 1000 deals → 2,000 games; 0 skips it), AI_BENCH_MS (hard budget in the matches, default 5),
// AI_BENCH_MEXICAN_MS (the same for mexican-train, default 25), AI_BENCH_ONLY (one variant),
// AI_BENCH_TIMING (decisions timed at the default budget, default 200),
// AI_BENCH_THREADS (default 2), AI_BENCH_REVIEW (hands whose move review and deal's luck are timed per variant,
// default 5; 0 skips it; AI_BENCH_REVIEW_ONLY=1 runs only that part).
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { applyAction, createGame, legalActions, VARIANTS } from '../../src/engine/index.js';
import { info } from '../../src/engine/tiles.js';
import type { Action, GameState, Variant } from '../../src/engine/index.js';
import { chooseAction, DEFAULT_BUDGET_MS } from '../../src/ai/choose.js';
import { lastSearch } from '../../src/ai/search.js';
import { luck, reviewHand } from '../../src/ai/review.js';
import type { HistoryEntry } from '../../src/ai/choose.js';

type Side = 'easy' | 'medium' | 'hard' | 'heaviest';
interface Match {
  variant: Variant;
  a: Side;
  b: Side;
  deals: number;
  whole?: boolean; // whole games to the target instead of single hands
}
interface Job {
  match: Match;
  from: number;
  to: number;
  budget: number;
}
interface Tally {
  wins: number; // side a, ties counted half
  games: number;
  ptsA: number;
  ptsB: number;
  times: number[]; // hard decision times, ms
}

const env = (k: string, d: number): number => Number(process.env[k] ?? d);
const PLAYERS: Record<Variant, number> = { partnership: 4, draw: 2, 'all-fives': 2, 'mexican-train': 2, block: 2 };

/** "Heaviest tile first": the heaviest playable tile (first place listed), else the forced action. */
function heaviest(legal: readonly Action[]): Action {
  let best: Action | null = null;
  let w = -1;
  for (const a of legal) {
    if (a.type === 'play' && info(a.tile).pips > w) {
      w = info(a.tile).pips;
      best = a;
    }
  }
  return best ?? legal.find((a) => a.type === 'draw') ?? legal[0]!;
}

/**
 * Plays round 1 of the seeded deal (or, `whole`, the whole game to its end);
 * `sideOf(seat)` says which strategy a seat uses. Returns the state after the count.
 */
function playRound(variant: Variant, seed: number, sideOf: (seat: number) => Side, budget: number, times: number[], whole = false): { start: GameState; end: GameState } {
  const start = createGame({ variant, players: PLAYERS[variant], seed });
  let g = start;
  let history: HistoryEntry[] = [];
  while (g.phase === 'playing' || (whole && g.phase === 'round-over')) {
    if (g.phase === 'round-over') {
      g = applyAction(g, { type: 'next-round' });
      history = [];
      continue;
    }
    const seat = g.turn!;
    const side = sideOf(seat);
    let a: Action;
    if (side === 'heaviest') a = heaviest(legalActions(g));
    else {
      const choice = legalActions(g).filter((x) => x.type === 'play' || x.type === 'end-turn').length > 1; // a real decision, not a forced move
      const t0 = performance.now();
      a = chooseAction(g, { level: side, seed: seed * 8 + seat, timeBudgetMs: budget, history });
      if (side === 'hard' && choice) times.push(performance.now() - t0);
    }
    history.push({ seat, action: a }); // public: a draw action names no tile
    g = applyAction(g, a);
  }
  return { start, end: g };
}

/** Points side a and side b made in the round: partnership per team, else per seat (incl. fives); mexican-train as minus pips. */
function points(variant: Variant, start: GameState, end: GameState, aSeats: number[]): [number, number] {
  const n = end.players;
  let a = 0;
  let b = 0;
  if (variant === 'partnership') {
    const team = aSeats[0]! & 1;
    return [end.totals[team]! - start.totals[team]!, end.totals[1 - team]! - start.totals[1 - team]!];
  }
  for (let s = 0; s < n; s++) {
    const p = variant === 'mexican-train' ? -end.result!.points[s]! : end.totals[s]! - start.totals[s]!;
    if (aSeats.includes(s)) a += p;
    else b += p;
  }
  return [a, b];
}

function runJob(job: Job): Tally {
  const { match, budget } = job;
  const t: Tally = { wins: 0, games: 0, ptsA: 0, ptsB: 0, times: [] };
  const n = PLAYERS[match.variant];
  for (let d = job.from; d < job.to; d++) {
    const seed = 1000 + d * 7919 + match.variant.length * 13;
    for (const swap of [0, 1]) {
      // Side a sits at even seats (team 0 in partnership) first, then at odd seats.
      const aSeats = Array.from({ length: n }, (_, s) => s).filter((s) => (s & 1) === swap);
      const sideOf = (s: number): Side => (aSeats.includes(s) ? match.a : match.b);
      const { start, end } = playRound(match.variant, seed, sideOf, budget, t.times, match.whole);
      const [pa, pb] = points(match.variant, start, end, aSeats);
      t.games++;
      t.ptsA += pa;
      t.ptsB += pb;
      t.wins += pa > pb ? 1 : pa === pb ? 0.5 : 0;
    }
  }
  return t;
}

/** Wilson 95% interval for a proportion. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h];
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function p95(times: number[]): number {
  const s = times.slice().sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] ?? 0;
}

async function runParallel(jobs: Job[], threads: number): Promise<Tally[]> {
  const results: Tally[] = new Array<Tally>(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const k = next++;
      results[k] = await new Promise<Tally>((resolve, reject) => {
        // A .ts worker entry needs tsx registered inside the worker first.
        const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`;
        const w = new Worker(boot, { eval: true, workerData: jobs[k] });
        w.once('message', (m: Tally) => {
          resolve(m);
          void w.terminate();
        });
        w.once('error', reject);
      });
    }
  };
  await Promise.all(Array.from({ length: threads }, worker));
  return results;
}

/**
 * Move review and the deal's luck (src/ai/review.ts), one thread: per variant, `hands` hands of round 1 played by
 * hard players at the default budget (which also gives the samples the hard player takes in play), then seat 0's
 * decisions reviewed and its deal's luck measured, timed apart.
 */
function benchReview(hands: number): void {
  console.log(`\nmove review (seat 0's decisions of a hand) and the deal's luck, ${hands} hands per variant, one thread:`);
  for (const variant of VARIANTS) {
    if (process.env.AI_BENCH_ONLY && process.env.AI_BENCH_ONLY !== variant) continue;
    const review: number[] = [];
    const lucky: number[] = [];
    const inPlay: number[] = [];
    let decisions = 0;
    const samples: number[] = [];
    for (let h = 0; h < hands; h++) {
      let g = createGame({ variant, players: PLAYERS[variant], seed: 300 + h });
      const states = [g];
      const actions: Action[] = [];
      const history: HistoryEntry[] = [];
      while (g.phase === 'playing') {
        const a = chooseAction(g, { level: 'hard', seed: h, history });
        if (lastSearch.samples && legalActions(g).filter((x) => x.type === 'play').length > 1) inPlay.push(lastSearch.samples);
        lastSearch.samples = 0;
        history.push({ seat: g.turn, action: a.type === 'draw' ? { type: 'draw' } : a });
        g = applyAction(g, a);
        states.push(g);
        actions.push(a);
      }
      let t0 = performance.now();
      const r = reviewHand({ states, actions, seats: [0], luck: false });
      decisions += r.decisions.length;
      samples.push(...r.decisions.map((d) => d.samples));
      review.push(performance.now() - t0);
      t0 = performance.now();
      luck(states[0]!, null, 0, {});
      lucky.push(performance.now() - t0);
    }
    const mean = (x: number[]): number => x.reduce((a, b) => a + b, 0) / Math.max(1, x.length);
    const f = (x: number[]): string => `mean ${(mean(x) / 1000).toFixed(2)} s, max ${(Math.max(...x) / 1000).toFixed(2)} s`;
    console.log(
      `${variant.padEnd(14)} review per hand ${f(review)} (${(decisions / hands).toFixed(1)} decisions, ${mean(samples).toFixed(0)} samples each on average; the hard player in play: ${mean(inPlay).toFixed(0)})  luck ${f(lucky)}`,
    );
  }
}

async function main(): Promise<void> {
  const reviewHands = env('AI_BENCH_REVIEW', 5);
  if (process.env.AI_BENCH_REVIEW_ONLY === '1') return benchReview(Math.max(1, reviewHands));
  const deals = env('AI_BENCH_DEALS', 200);
  const htf = env('AI_BENCH_HTF_DEALS', 1000);
  const budget = env('AI_BENCH_MS', 5);
  const mexicanBudget = env('AI_BENCH_MEXICAN_MS', 25); // its rounds are long: a few samples need more time
  const only = process.env.AI_BENCH_ONLY; // one variant, e.g. mexican-train
  const threads = env('AI_BENCH_THREADS', 2);
  const matches: Match[] = [];
  for (const variant of VARIANTS) {
    if (only && only !== variant) continue;
    matches.push({ variant, a: 'hard', b: 'medium', deals });
    matches.push({ variant, a: 'medium', b: 'easy', deals });
  }
  if (!only || only === 'partnership') for (const a of ['easy', 'medium', 'hard'] as Side[]) matches.push({ variant: 'partnership', a, b: 'heaviest', deals: a === 'hard' ? htf : deals });
  // The same as whole games to 50 (P-12): the team that reaches the target wins.
  const htfGames = env('AI_BENCH_HTF_GAMES', 1000);
  if ((!only || only === 'partnership') && htfGames > 0) matches.push({ variant: 'partnership', a: 'hard', b: 'heaviest', deals: htfGames, whole: true });
  // Split every match into chunks so both threads stay busy.
  const jobs: Job[] = [];
  for (const match of matches) {
    const chunk = Math.max(1, Math.ceil(match.deals / (threads * 2)));
    for (let d = 0; d < match.deals; d += chunk) jobs.push({ match, from: d, to: Math.min(match.deals, d + chunk), budget: match.variant === 'mexican-train' ? mexicanBudget : budget });
  }
  const t0 = performance.now();
  console.log(`AI benchmark: paired deals (each deal twice, sides swapped), hard budget ${budget} ms in the matches (mexican-train ${mexicanBudget} ms), ${threads} threads, node ${process.version}`);
  console.log('unit: partnership = one hand (4 seats, team v team), "(games)" = a whole game to 50; draw, all-fives, block = one hand (2 players); mexican-train = one round (2 players); tie = ½\n');
  const results = await runParallel(jobs, threads);
  console.log(`${'variant'.padEnd(14)} ${'A v B'.padEnd(28)} ${'games'.padStart(6)}  ${'A win rate'.padStart(10)}  ${'95% CI'.padEnd(15)}  ${'A pts/game'.padStart(10)}  ${'B pts/game'.padStart(10)}`);
  const hardTimes: number[] = [];
  for (const match of matches) {
    const tallies = results.filter((_, k) => jobs[k]!.match === match);
    const t = tallies.reduce((x, y) => ({ wins: x.wins + y.wins, games: x.games + y.games, ptsA: x.ptsA + y.ptsA, ptsB: x.ptsB + y.ptsB, times: x.times.concat(y.times) }));
    hardTimes.push(...t.times);
    const p = t.wins / t.games;
    const [lo, hi] = wilson(p, t.games);
    const label = `${match.a} v ${match.b === 'heaviest' ? 'heaviest-first' : match.b}${match.whole ? ' (games)' : ''}`;
    const ok = lo > 0.5 ? '' : '  (interval not above 50%)';
    console.log(
      `${match.variant.padEnd(14)} ${label.padEnd(28)} ${String(t.games).padStart(6)}  ${pct(p).padStart(10)}  ${`[${pct(lo)}, ${pct(hi)}]`.padEnd(15)}  ${(t.ptsA / t.games).toFixed(2).padStart(10)}  ${(t.ptsB / t.games).toFixed(2).padStart(10)}${ok}`,
    );
  }
  console.log(`\nmatches took ${((performance.now() - t0) / 1000).toFixed(0)} s; hard decisions with a choice in them (match budgets): n=${hardTimes.length}, p95 ${p95(hardTimes).toFixed(1)} ms`);
  // Timing sample at the default budget, one thread, nothing else running.
  const timing = env('AI_BENCH_TIMING', 200);
  if (timing > 0) timeDecisions(timing);
  if (reviewHands > 0) benchReview(reviewHands);
}

/** Hard decision times at the default budget, one thread, nothing else running. */
function timeDecisions(timing: number): void {
  const times: number[] = [];
  let seed = 5;
  const per: Record<string, number[]> = {};
  while (times.length < timing) {
    for (const variant of VARIANTS) {
      const local: number[] = [];
      playRound(variant, seed, () => 'hard', DEFAULT_BUDGET_MS, local);
      (per[variant] ??= []).push(...local);
      times.push(...local);
    }
    seed++;
  }
  const max = Math.max(...times);
  console.log(
    `hard decision time (decisions with a choice) at the default ${DEFAULT_BUDGET_MS} ms budget: n=${times.length}, p95 ${p95(times).toFixed(1)} ms, max ${max.toFixed(1)} ms (${Object.entries(per)
      .map(([v, t]) => `${v} p95 ${p95(t).toFixed(1)}`)
      .join(', ')})`,
  );
}

if (isMainThread) await main();
else parentPort!.postMessage(runJob(workerData as Job));
