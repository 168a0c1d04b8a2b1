// npx tsx scripts/measure/bench-ai.ts (npm run bench:ai) — the computer players against
// each other on paired deals: every deal is played twice with the sides
// swapped, so the luck of the deal cancels. Prints wins (a tie ½, so runs pool exactly), win rates with 95% Wilson
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
// AI_BENCH_THREADS (default 2), ABW333_DOMINOES (a checkout of github.com/abw333/dominoes: partnership against its
// probabilistic_alphabeta and omniscient players through scripts/measure/abw333-bridge.py; AI_BENCH_ABW333 deals, default
// 300; AI_BENCH_ABW333_MS our hard's budget there, default its own 100 ms; AI_BENCH_ABW333_ONLY=pimc or omniscient: one of the two; AI_BENCH_ABW333_SHOWN=partner or all: a diagnostic, our hard seats are shown their partner's hand or every hand; AI_BENCH_ABW333_PHASES=1: a diagnostic, after 1, 2, 4, 6, 8, 10, 12 and 16 plays the exact solver says whether our team wins with every hand known and both teams at their best, and a table shows that share and the hands gained and lost in between; ABW333_START_MOVE, ABW333_SAMPLES; ABW333_UNSEEDED=1: the library samples by the clock instead of seeded by the position; AI_BENCH_ABW333_LOG=file: our hard decisions there, one JSON line each, for scripts/measure/ai-errors.ts), AI_BENCH_RUNGS (deals per match of each strength against the one below it, the
// ladder level="auto" climbs: easy-, easy, easy+, medium, medium+, hard-, hard; default 100, 0 skips it), AI_BENCH_AUTO (level="auto"
// as a person meets it: visits of AI_BENCH_AUTO_HANDS hands, default 50, each from medium, against a fixed player at one seat,
// heaviest-first, easy, medium or hard, the other seats at auto's rung, moved after each hand as the table moves it; hard
// at AI_BENCH_AUTO_MS, default 20; prints the person's side's share of hands and of the hands played at each rung; default
// 8 visits, 0 skips it; AI_BENCH_AUTO_WHO=easy,medium: only these stand-ins for the person; AI_BENCH_AUTO_PARTNER=medium:
// a diagnostic, in Partnership the person's partner plays that fixed level instead of the rung; AI_BENCH_AUTO_START=easy+:
// a diagnostic, each visit starts at that rung instead of medium; AI_BENCH_AUTO_JUMP=2: a diagnostic, a visit moves two
// rungs a hand until its first turn back, then one; AI_BENCH_AUTO_OUTCOME=1: a diagnostic, the rung moves by who won
// alone, never two down after a hand lost with a beginner's plays), AI_BENCH_REVIEW (hands whose move review and deal's luck are timed
// per variant, default 5; 0 skips it; AI_BENCH_REVIEW_ONLY=1 runs only that part), AI_BENCH_PREV (deals of hard against
// the previous hard, default AI_BENCH_DEALS), AI_BENCH_PREV_COMMIT (the commit whose hard is "the previous hard", default bb90912;
// needs this repository's git history), AI_BENCH_SEED_BASE (the first deal's seed, default 1000: another base plays fresh deals,
// to check a change chosen on the default ones), AI_BENCH_REPEATABLE=1 (today's hard decides without the wall-clock guard,
// ChooseOptions.repeatable: a run then repeats exactly, the previous hard and abw333's unseeded sampling apart, however
// busy the machine; decision times may then pass the budget).
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyAction, createGame, legalActions, VARIANTS } from '../../src/engine/index.js';
import { info } from '../../src/engine/tiles.js';
import type { Action, GameState, Variant } from '../../src/engine/index.js';
import { chooseAction, DEFAULT_BUDGET_MS } from '../../src/ai/choose.js';
import { lastSearch } from '../../src/ai/search.js';
import { solve } from '../../src/ai/solve.js';
import { luck, reviewHand } from '../../src/ai/review.js';
import type { HistoryEntry } from '../../src/ai/choose.js';
import { AUTO_START, careless, nextRung, RUNGS } from '../../src/ai/strength.js';
import { inference, logWeight, weighs } from '../../src/ai/infer.js';
import { determinize } from '../../src/ai/sample.js';
import { createRng } from '../../src/ai/rng.js';
import { seatView } from '../../src/ai/view.js';
import { handRanks } from '../../src/ai/rank.js';
import type { Strength } from '../../src/ai/strength.js';
import { share, shownSeats, tsWorker } from './ai-common.js';

type Side = Strength | 'heaviest' | 'prev-hard' | 'abw-pimc' | 'abw-omniscient'; // prev-hard: the hard player before issue 22 (see PREVIOUS_COMMIT); abw-*: abw333/dominoes's players (partnership, through the bridge)
interface Match {
  variant: Variant;
  a: Side;
  b: Side;
  deals: number;
  whole?: boolean; // whole games to the target instead of single hands
  budget?: number; // the hard level's budget in this match (default: AI_BENCH_MS)
  staircase?: boolean; // level="auto" against a fixed player: a is "the person", every other seat plays auto's rung (runStaircase)
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
  cuts: number; // hard decisions the wall-clock guard cut short (those are not repeatable from their seed)
  phases: number[]; // AI_BENCH_ABW333_PHASES: side a's perfect-play results summed at each of PHASE_PLAYS, then the hand's own
  gained: number[]; // …and summed rises (a perfect-play loss or tie turned better) from each of those points to the next
  lost: number[]; // …and summed falls
  rungs: number[]; // a staircase: hands played at each of auto's rungs (RUNGS order)
}

const env = (k: string, d: number): number => Number(process.env[k] ?? d);

/**
 * "The previous hard": the hard player as it stood at commit {@link PREVIOUS_COMMIT} of this repository (before the
 * Mexican Train rollouts weighed the trains and All Fives weighed its deals by points), with its inference from plays
 * off: the hard player before issue 22. Its src/engine, src/ai and src/words are taken out of git at benchmark time
 * (`git archive`, into node_modules/.cache) and imported beside today's; `AI_BENCH_PREV_COMMIT` names
 * another commit.
 */
const PREVIOUS_COMMIT = process.env.AI_BENCH_PREV_COMMIT || 'bb90912';
const previousDir = fileURLToPath(new URL(`../../node_modules/.cache/domino-table-hard-${PREVIOUS_COMMIT}`, import.meta.url)); // inside the package, so that its imports (pure-rand) resolve
let previousChoose: typeof chooseAction | null = null;

/** Takes the previous hard's code out of git once (main thread, before the workers start). */
function extractPrevious(): void {
  if (existsSync(join(previousDir, 'package.json'))) return;
  const root = fileURLToPath(new URL('../../', import.meta.url));
  mkdirSync(previousDir, { recursive: true });
  const tar = execFileSync('git', ['-C', root, 'archive', '--format=tar', PREVIOUS_COMMIT, 'src/engine', 'src/ai', 'src/words'], { maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', previousDir], { input: tar });
  writeFileSync(join(previousDir, 'package.json'), '{ "type": "module" }\n'); // ES modules, as in this package
}

async function loadPrevious(): Promise<void> {
  await import(pathToFileURL(join(previousDir, 'src/engine/index.ts')).href); // registers its variants in its own engine
  previousChoose = ((await import(pathToFileURL(join(previousDir, 'src/ai/choose.ts')).href)) as { chooseAction: typeof chooseAction }).chooseAction;
}

const REPEATABLE = process.env.AI_BENCH_REPEATABLE === '1';

/** A computer side's action: today's players, or the previous hard (loaded by {@link loadPrevious}). */
function decide(side: Side, g: GameState, o: { seed: number; timeBudgetMs: number; history: HistoryEntry[]; shown?: number[] }): Action {
  if (side !== 'prev-hard') return chooseAction(g, { level: side as Strength, ...o, ...(REPEATABLE ? { repeatable: true } : {}) });
  if (!previousChoose) throw new Error('the previous hard is not loaded');
  return previousChoose(g, { level: 'hard', infer: false, ...o });
}
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
function playRound(variant: Variant, seed: number, sideOf: (seat: number) => Side, budget: number, times: number[], whole = false, seen?: (before: GameState, a: Action) => void): { start: GameState; end: GameState } {
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
      lastSearch.cut = false;
      a = decide(side, g, { seed: seed * 8 + seat, timeBudgetMs: budget, history });
      if (side === 'hard' && choice) times.push(performance.now() - t0);
      if (side === 'hard' && lastSearch.cut) cuts++;
    }
    seen?.(g, a);
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

/**
 * abw333/dominoes's players (github.com/abw333/dominoes, fetched at benchmark time, never copied here: ABW333_DOMINOES
 * is a checkout of it) through scripts/measure/abw333-bridge.py: one Python process per thread, asked one decision at
 * a time with the hand as dealt and the plays so far, so its game stays in step with ours (the bridge checks the turn
 * and the ends, and answers only a play our engine allows).
 */
class Abw333 {
  #answers: ((line: string) => void)[] = [];
  #proc = spawn(process.env.PYTHON || 'python3', [fileURLToPath(new URL('./abw333-bridge.py', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'], env: process.env });
  constructor() {
    createInterface({ input: this.#proc.stdout! }).on('line', (l) => this.#answers.shift()?.(l));
  }
  ask(req: object): Promise<{ tile?: string; at?: string | null; error?: string }> {
    return new Promise((resolve) => {
      this.#answers.push((l) => resolve(JSON.parse(l)));
      this.#proc.stdin!.write(JSON.stringify(req) + '\n');
    });
  }
  close(): void {
    this.#proc.stdin!.end();
  }
}

/**
 * A diagnostic (AI_BENCH_ABW333_SHOWN): our hard seats are shown their partner's hand (`partner`) or every hand
 * (`all`) through `ChooseOptions.shown`, to measure what knowing them is worth against abw333's players. Unset: fair.
 */
const SHOWN = shownSeats('AI_BENCH_ABW333_SHOWN');

/**
 * A diagnostic (AI_BENCH_ABW333_PHASES=1): after these many plays of each hand against abw333's players, the exact
 * solver (src/ai/solve.ts, every hand known) says whether our team wins the hand from there with both teams at their
 * best. The share of hands won that way, play by play, shows in which part of the hand a side gives its result away.
 */
const PHASE_PLAYS = [1, 2, 4, 6, 8, 10, 12, 16];
const PHASES = process.env.AI_BENCH_ABW333_PHASES === '1';

/**
 * A log for scripts/measure/ai-errors.ts (AI_BENCH_ABW333_LOG=file): every hard decision with a choice in the matches
 * against abw333's players, as a JSON line with the whole state (every hand: the study judges each play knowing them),
 * the seat, its seed, budget and public history, the play it chose and, when AI_BENCH_ABW333_SHOWN was set, what the
 * seat was shown (`shown`: partner or all). The file is appended to.
 */
const LOG = process.env.AI_BENCH_ABW333_LOG || null;

/** A partnership hand of the seeded deal where some seats are abw333's players (see {@link Abw333}); with PHASES, our team's perfect-play result at each of PHASE_PLAYS the hand reached. */
async function playRoundAbw(seed: number, sideOf: (seat: number) => Side, budget: number, times: number[], abw: Abw333): Promise<{ start: GameState; end: GameState; phase: number[] }> {
  const start = createGame({ variant: 'partnership', players: 4, seed });
  let g = start;
  const history: HistoryEntry[] = [];
  const moves: [string, string | null][] = [];
  const ours = [0, 1, 2, 3].find((s) => !sideOf(s).startsWith('abw'))!;
  const phase: number[] = [];
  while (g.phase === 'playing') {
    if (PHASES && moves.length === PHASE_PLAYS[phase.length]) {
      const v = solve(g, ours, 1e8); // from the first play about 150,000 positions, 60 ms; from the 8th about 1,700
      if (v === null) throw new Error('AI_BENCH_ABW333_PHASES: a position too large to solve');
      phase.push(share(v));
    }
    const seat = g.turn!;
    const side = sideOf(seat);
    const legal = legalActions(g);
    let a: Action;
    if (side === 'abw-pimc' || side === 'abw-omniscient') {
      const plays = legal.filter((x): x is Action & { type: 'play' } => x.type === 'play');
      if (plays.length === 0) a = legal[0]!;
      else {
        const r = await abw.ask({ hands: start.deal.hands, leader: start.turn, seat, moves, ends: g.ends?.left === undefined ? null : [g.ends.left, g.ends.right], who: side === 'abw-pimc' ? 'pimc' : 'omniscient', legal: plays.map((x) => [x.tile, x.at ?? null]) });
        if (r.error) throw new Error(`abw333 bridge: ${r.error}`);
        a = plays.find((x) => x.tile === r.tile && (x.at ?? null) === (r.at ?? null)) ?? plays[0]!;
      }
    } else {
      const t0 = performance.now();
      lastSearch.cut = false;
      a = decide(side, g, { seed: seed * 8 + seat, timeBudgetMs: budget, history, ...(SHOWN ? { shown: SHOWN.seats(seat) } : {}) });
      if (side === 'hard' && legal.filter((x) => x.type === 'play').length > 1) {
        times.push(performance.now() - t0);
        if (LOG) appendFileSync(LOG, JSON.stringify({ g, seat, seed: seed * 8 + seat, budget, history, chosen: a, moves: moves.length, ...(SHOWN ? { shown: SHOWN.as } : {}) }) + '\n'); // one line per write, so the threads' lines do not mix
      }
      if (side === 'hard' && lastSearch.cut) cuts++;
    }
    history.push({ seat, action: a });
    if (a.type === 'play') moves.push([a.tile, a.at ?? null]);
    g = applyAction(g, a);
  }
  return { start, end: g, phase };
}

/** The players a staircase seats as the person or, with AI_BENCH_AUTO_PARTNER, as the partner: by default a rung or heaviest-first. */
function staircaseSides(name: string, fallback: Side[], known: readonly string[] = [...RUNGS, 'heaviest']): Side[] {
  const v = process.env[name];
  if (!v) return fallback;
  const sides = v.split(',');
  for (const s of sides) if (!known.includes(s)) throw new Error(`${name}: ${s} is not one of ${known.join(', ')}`);
  return sides as Side[];
}

/** AI_BENCH_AUTO_START (a diagnostic): the rung each visit starts at, by name, instead of the table's (AUTO_START). */
const AUTO_FROM = RUNGS.indexOf(staircaseSides('AI_BENCH_AUTO_START', [RUNGS[AUTO_START]!], RUNGS)[0] as Strength);

/** AI_BENCH_AUTO_PARTNER (a diagnostic): in Partnership the person's partner plays this fixed level instead of auto's rung. */
const AUTO_PARTNER: Side | undefined = staircaseSides('AI_BENCH_AUTO_PARTNER', [])[0];

/** AI_BENCH_AUTO_JUMP (a diagnostic): a visit moves this many rungs a hand until its first turn back, then one. */
const AUTO_JUMP = env('AI_BENCH_AUTO_JUMP', 1);
if (!Number.isInteger(AUTO_JUMP) || AUTO_JUMP < 1) throw new Error(`AI_BENCH_AUTO_JUMP: a whole number of rungs, 1 or more, not ${process.env.AI_BENCH_AUTO_JUMP}`);

/** AI_BENCH_AUTO_OUTCOME=1 (a diagnostic): the rung moves by who won alone, one rung a hand, as before the ranks. */
const AUTO_OUTCOME = process.env.AI_BENCH_AUTO_OUTCOME === '1';

/**
 * `level="auto"` as a person meets it (AI_BENCH_AUTO): "the person" is a fixed player (match.a) at one seat, every other
 * seat (the partner too, as at the table) plays the rung auto stands at, and after each hand the rung moves as the
 * table moves it (src/ai/strength.ts's nextRung: up after a hand the person's side won, down after one it lost, two
 * down when the person's plays were mostly in the medium player's worse half, src/ai/rank.ts). One
 * job is one chain of hands, a visit, starting at medium (AUTO_START, or AI_BENCH_AUTO_START) on fresh deals; the
 * person's seat goes round.
 */
function runStaircase(job: Job): Tally {
  const { match, budget } = job;
  const n = PLAYERS[match.variant];
  const t: Tally = { wins: 0, games: 0, ptsA: 0, ptsB: 0, times: [], cuts: 0, phases: [], gained: [], lost: [], rungs: new Array<number>(RUNGS.length).fill(0) };
  let rung = AUTO_FROM;
  let dir = 0; // the last move's direction, 0 before the first
  let jump = AUTO_JUMP;
  for (let d = job.from; d < job.to; d++) {
    const seed = env('AI_BENCH_SEED_BASE', 1000) + 3_000_000 + d * 7919 + match.variant.length * 13;
    const person = d % n;
    const partner = (s: number): boolean => AUTO_PARTNER !== undefined && match.variant === 'partnership' && s !== person && s % 2 === person % 2;
    const states: GameState[] = [];
    const actions: Action[] = [];
    const { start, end } = playRound(match.variant, seed, (s) => (s === person ? match.a : partner(s) ? AUTO_PARTNER! : RUNGS[rung]!), budget, [], false, (g, a) => {
      states.push(g);
      actions.push(a);
    });
    const [pa, pb] = points(match.variant, start, end, [person]);
    t.rungs[rung]!++;
    t.games++;
    t.ptsA += pa;
    t.ptsB += pb;
    t.wins += share(pa - pb);
    const outcome = pa > pb ? 'won' : pa < pb ? 'lost' : 'tie';
    const step = outcome === 'won' ? 1 : outcome === 'lost' ? -1 : 0;
    if (step !== 0 && dir !== 0 && step !== dir) jump = 1; // the first turn back ends the long steps
    if (step !== 0) dir = step;
    const beginner = outcome === 'lost' && !AUTO_OUTCOME && careless(handRanks(states, actions, [person])); // as the table judges the hand
    for (let k = 0; k < jump; k++) rung = nextRung(rung, outcome, beginner);
  }
  return t;
}

async function runJob(job: Job): Promise<Tally> {
  const { match, budget } = job;
  if (match.staircase) return runStaircase(job);
  if (match.a === 'prev-hard' || match.b === 'prev-hard') await loadPrevious();
  const k = PHASE_PLAYS.length + 1;
  const t: Tally = { wins: 0, games: 0, ptsA: 0, ptsB: 0, times: [], cuts: 0, phases: new Array<number>(k).fill(0), gained: new Array<number>(k - 1).fill(0), lost: new Array<number>(k - 1).fill(0), rungs: [] };
  const cutsBefore = cuts;
  const n = PLAYERS[match.variant];
  for (let d = job.from; d < job.to; d++) {
    const seed = env('AI_BENCH_SEED_BASE', 1000) + d * 7919 + match.variant.length * 13;
    for (const swap of [0, 1]) {
      // Side a sits at even seats (team 0 in partnership) first, then at odd seats.
      const aSeats = Array.from({ length: n }, (_, s) => s).filter((s) => (s & 1) === swap);
      const sideOf = (s: number): Side => (aSeats.includes(s) ? match.a : match.b);
      const abw = match.b.startsWith('abw') ? (abwBridge ??= new Abw333()) : null;
      const { start, end, phase } = abw
        ? await playRoundAbw(seed, sideOf, budget, t.times, abw)
        : { ...playRound(match.variant, seed, sideOf, budget, t.times, match.whole), phase: [] as number[] };
      const [pa, pb] = points(match.variant, start, end, aSeats);
      t.games++;
      t.ptsA += pa;
      t.ptsB += pb;
      t.wins += share(pa - pb);
      if (PHASES && abw) {
        while (phase.length <= PHASE_PLAYS.length) phase.push(share(pa - pb)); // a hand that has ended keeps its result
        phase.forEach((x, i) => {
          t.phases[i]! += x;
          if (i > 0) {
            t.gained[i - 1]! += Math.max(0, x - phase[i - 1]!);
            t.lost[i - 1]! += Math.max(0, phase[i - 1]! - x);
          }
        });
      }
    }
  }
  abwBridge?.close();
  abwBridge = null;
  t.cuts = cuts - cutsBefore;
  return t;
}
let abwBridge: Abw333 | null = null;
let cuts = 0; // hard decisions cut short by the wall-clock guard, in this thread

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
      results[k] = await tsWorker<Tally>(import.meta.url, jobs[k]);
    }
  };
  await Promise.all(Array.from({ length: threads }, worker));
  return results;
}

/**
 * How well a seat's samples place the tiles it cannot see, before and after the inference from plays: at decisions in
 * self-play (medium players, round 1), `k` samples of the hidden tiles, plain (consistent with passes and draws) and
 * resampled (4 drawn per sample, one kept by the others' plays, src/ai/infer.ts); for every hidden tile, the share of
 * samples that put it where it really is. Prints the mean log2 of that share (higher is better; a floor of 1/(2k))
 * and how often the likeliest place is the true one.
 */
function inferTable(positions: number, k: number): void {
  console.log(`\ninference from plays: where the hidden tiles are, ${k} samples per decision, ${positions} decisions per variant (self-play, medium)`);
  console.log(`${'variant'.padEnd(14)} ${'log2 p(true), plain'.padStart(20)} ${'resampled'.padStart(10)} ${'top-1, plain'.padStart(13)} ${'resampled'.padStart(10)}`);
  for (const variant of VARIANTS) {
    if (!weighs(createGame({ variant, players: PLAYERS[variant], seed: 1 }))) continue;
    const acc = { lp: [0, 0], top: [0, 0], n: 0 };
    let seed = 1;
    let done = 0;
    while (done < positions) {
      let g = createGame({ variant, players: PLAYERS[variant], seed: seed++ });
      const history: HistoryEntry[] = [];
      while (g.phase === 'playing' && done < positions) {
        const seat = g.turn!;
        const legal = legalActions(g);
        if (seat === 0 && history.length >= 4 && legal.filter((x) => x.type === 'play').length > 0) {
          const view = seatView(g, 0, history);
          const inf = inference(view);
          const where = new Map<string, number>(); // tile -> true owner (seat, or -1 boneyard)
          g.hands.forEach((h, s) => s !== 0 && h.forEach((t) => where.set(t, s)));
          g.boneyard.forEach((t) => where.set(t, -1));
          for (const [mode, pool] of [[0, 1], [1, 4]] as const) {
            const rng = createRng(seed * 31 + done);
            const count = new Map<string, Map<number, number>>();
            for (let i = 0; i < k; i++) {
              let best: GameState | null = null;
              if (pool === 1 || inf.evidence.length === 0) best = determinize(view, rng);
              else {
                const dets = Array.from({ length: pool }, () => determinize(view, rng));
                const lw = dets.map((d) => logWeight(inf, d));
                const top = Math.max(...lw);
                const w = lw.map((x) => Math.exp(x - top));
                let r = rng.next() * w.reduce((a, b) => a + b, 0);
                best = dets.find((_, j) => (r -= w[j]!) < 0) ?? dets[pool - 1]!;
              }
              best.hands.forEach((h, s) => s !== 0 && h.forEach((t) => count.set(t, (count.get(t) ?? new Map()).set(s, (count.get(t)?.get(s) ?? 0) + 1))));
              best.boneyard.forEach((t) => count.set(t, (count.get(t) ?? new Map()).set(-1, (count.get(t)?.get(-1) ?? 0) + 1)));
            }
            for (const [t, owner] of where) {
              const c = count.get(t) ?? new Map<number, number>();
              const p = Math.max((c.get(owner) ?? 0) / k, 1 / (2 * k));
              acc.lp[mode]! += Math.log2(p);
              const likeliest = [...c.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
              if (likeliest === owner) acc.top[mode]!++;
              if (mode === 0) acc.n++;
            }
          }
          done++;
        }
        const a = chooseAction(g, { level: 'medium', seed, history });
        history.push({ seat, action: a });
        g = applyAction(g, a);
      }
    }
    const f = (x: number) => (x / acc.n).toFixed(3);
    console.log(`${variant.padEnd(14)} ${f(acc.lp[0]!).padStart(20)} ${f(acc.lp[1]!).padStart(10)} ${pct(acc.top[0]! / acc.n).padStart(13)} ${pct(acc.top[1]! / acc.n).padStart(10)}`);
  }
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
    matches.push({ variant, a: 'hard', b: 'prev-hard', deals: env('AI_BENCH_PREV', deals) }); // today's hard against the one before issue 22
    matches.push({ variant, a: 'medium', b: 'easy', deals });
  }
  // level="auto"'s ladder: each rung against the one below it (each should win more than half).
  const rungDeals = env('AI_BENCH_RUNGS', 100);
  for (const variant of rungDeals > 0 ? VARIANTS : []) {
    if (only && only !== variant) continue;
    for (let k = 1; k < RUNGS.length; k++) matches.push({ variant, a: RUNGS[k]!, b: RUNGS[k - 1]!, deals: rungDeals });
  }
  if (!only || only === 'partnership') for (const a of ['easy', 'medium', 'hard'] as Side[]) matches.push({ variant: 'partnership', a, b: 'heaviest', deals: a === 'hard' ? htf : deals });
  // abw333/dominoes's best fair player (sampling + alpha-beta) and its omniscient one, when a checkout is given.
  const abwDeals = env('AI_BENCH_ABW333', 300);
  if ((!only || only === 'partnership') && process.env.ABW333_DOMINOES && abwDeals > 0) {
    for (const b of (process.env.AI_BENCH_ABW333_ONLY ? [`abw-${process.env.AI_BENCH_ABW333_ONLY}`] : ['abw-pimc', 'abw-omniscient']) as Side[]) matches.push({ variant: 'partnership', a: 'hard', b, deals: abwDeals, budget: env('AI_BENCH_ABW333_MS', DEFAULT_BUDGET_MS) }); // our hard as it plays
  } else if (!only || only === 'partnership') console.log('(abw333/dominoes: set ABW333_DOMINOES to a checkout of github.com/abw333/dominoes to measure against its players)');
  // The same as whole games to 50 (P-12): the team that reaches the target wins.
  const htfGames = env('AI_BENCH_HTF_GAMES', 1000);
  if ((!only || only === 'partnership') && htfGames > 0) matches.push({ variant: 'partnership', a: 'hard', b: 'heaviest', deals: htfGames, whole: true });
  // level="auto" as a person meets it: chains of hands against a fixed player (runStaircase).
  const chains = env('AI_BENCH_AUTO', 8);
  const chainHands = Math.max(1, env('AI_BENCH_AUTO_HANDS', 50));
  const staircases: Match[] = [];
  for (const variant of chains > 0 ? VARIANTS : []) {
    if (only && only !== variant) continue;
    for (const a of staircaseSides('AI_BENCH_AUTO_WHO', ['heaviest', 'easy', 'medium', 'hard'])) staircases.push({ variant, a, b: 'medium', deals: chains * chainHands, budget: env('AI_BENCH_AUTO_MS', 20), staircase: true });
  }
  matches.push(...staircases);
  // Split every match into chunks so both threads stay busy (a match set to 0 deals is skipped); a staircase into its chains.
  matches.splice(0, matches.length, ...matches.filter((m) => m.deals > 0));
  const jobs: Job[] = [];
  for (const match of matches) {
    const chunk = match.staircase ? chainHands : Math.max(1, Math.ceil(match.deals / (threads * 2)));
    for (let d = 0; d < match.deals; d += chunk) jobs.push({ match, from: d, to: Math.min(match.deals, d + chunk), budget: match.budget ?? (match.variant === 'mexican-train' ? mexicanBudget : budget) });
  }
  const inferPositions = env('AI_BENCH_INFER', 300);
  if (inferPositions > 0) inferTable(inferPositions, 64);
  const t0 = performance.now();
  console.log(`AI benchmark: paired deals (each deal twice, sides swapped), hard budget ${budget} ms in the matches (mexican-train ${mexicanBudget} ms), ${threads} threads, node ${process.version}`);
  console.log('unit: partnership = one hand (4 seats, team v team), "(games)" = a whole game to 50; draw, all-fives, block = one hand (2 players); mexican-train = one round (2 players); tie = ½\n');
  if (jobs.some((j) => j.match.a === 'prev-hard' || j.match.b === 'prev-hard')) extractPrevious();
  const results = await runParallel(jobs, threads);
  if (matches.some((m) => !m.staircase)) console.log(`${'variant'.padEnd(14)} ${'A v B'.padEnd(28)} ${'games'.padStart(6)}  ${'A wins'.padStart(7)}  ${'A win rate'.padStart(10)}  ${'95% CI'.padEnd(15)}  ${'A pts/game'.padStart(10)}  ${'B pts/game'.padStart(10)}`);
  const hardTimes: number[] = [];
  let hardCuts = 0;
  for (const match of matches.filter((m) => !m.staircase)) {
    const tallies = results.filter((_, k) => jobs[k]!.match === match);
    const add = (u: number[], v: number[]): number[] => u.map((x, i) => x + v[i]!);
    const t = tallies.reduce((x, y) => ({ wins: x.wins + y.wins, games: x.games + y.games, ptsA: x.ptsA + y.ptsA, ptsB: x.ptsB + y.ptsB, times: x.times.concat(y.times), cuts: x.cuts + y.cuts, phases: add(x.phases, y.phases), gained: add(x.gained, y.gained), lost: add(x.lost, y.lost), rungs: [] }));
    hardTimes.push(...t.times);
    hardCuts += t.cuts;
    const p = t.wins / t.games;
    const [lo, hi] = wilson(p, t.games);
    const label = `${match.a}${SHOWN && match.b.startsWith('abw') ? ` (shown ${SHOWN.as})` : ''} v ${match.b === 'heaviest' ? 'heaviest-first' : match.b}${match.whole ? ' (games)' : ''}`;
    const ok = lo > 0.5 ? '' : '  (interval not above 50%)';
    console.log(
      `${match.variant.padEnd(14)} ${label.padEnd(28)} ${String(t.games).padStart(6)}  ${String(t.wins).padStart(7)}  ${pct(p).padStart(10)}  ${`[${pct(lo)}, ${pct(hi)}]`.padEnd(15)}  ${(t.ptsA / t.games).toFixed(2).padStart(10)}  ${(t.ptsB / t.games).toFixed(2).padStart(10)}${ok}`,
    );
    if (PHASES && match.b.startsWith('abw')) phaseTable(t);
  }
  if (staircases.length > 0) staircaseTable(staircases, jobs, results, chains, chainHands);
  console.log(`\nmatches took ${((performance.now() - t0) / 1000).toFixed(0)} s; hard decisions with a choice in them (match budgets): n=${hardTimes.length}, p95 ${p95(hardTimes).toFixed(1)} ms; cut short by the clock (so not repeatable from their seed): ${hardCuts}`);
  // Timing sample at the default budget, one thread, nothing else running.
  const timing = env('AI_BENCH_TIMING', 200);
  if (timing > 0) timeDecisions(timing);
  if (reviewHands > 0) benchReview(reviewHands);
}

/** The AI_BENCH_ABW333_PHASES table of one match: side a's perfect-play share after each number of plays, and what moved it in between. */
function phaseTable(t: Tally): void {
  const at = [...PHASE_PLAYS.map(String), 'end'];
  console.log(`  ${'after plays'.padEnd(26)} ${at.map((x) => x.padStart(6)).join('')}`);
  console.log(`  ${'won with both sides best'.padEnd(26)} ${t.phases.map((x) => pct(x / t.games).padStart(6)).join('')}`);
  console.log(`  ${'hands gained since'.padEnd(26)} ${'      '}${t.gained.map((x) => String(x).padStart(6)).join('')}`);
  console.log(`  ${'hands lost since'.padEnd(26)} ${'      '}${t.lost.map((x) => String(x).padStart(6)).join('')}`);
}

/** AI_BENCH_AUTO's table: per game and fixed player, the person's side's share of hands and where auto's rung stood. */
function staircaseTable(staircases: Match[], jobs: Job[], results: Tally[], chains: number, hands: number): void {
  console.log(
    `\nlevel="auto" against a fixed player ("the person"; the other seats${AUTO_PARTNER ? `, in Partnership the partner at ${AUTO_PARTNER},` : ', partner too,'} play auto's rung, which moves after each hand${AUTO_OUTCOME ? ' by who won alone' : ''}): ${chains} visits of ${hands} hands from ${RUNGS[AUTO_FROM]}, fresh deals, hard ${staircases[0]!.budget} ms; share of the hands played at each rung`,
  );
  console.log(`${'variant'.padEnd(14)} ${'person'.padEnd(14)} ${'hands'.padStart(6)}  ${"person's side".padStart(13)}  ${'95% CI'.padEnd(15)}  ${RUNGS.map((r) => r.padStart(8)).join('')}  mean rung`);
  for (const match of staircases) {
    const t = results.filter((_, k) => jobs[k]!.match === match).reduce((x, y) => ({ ...x, wins: x.wins + y.wins, games: x.games + y.games, rungs: x.rungs.map((r, i) => r + y.rungs[i]!) }));
    const p = t.wins / t.games;
    const [lo, hi] = wilson(p, t.games);
    const person = match.a === 'heaviest' ? 'heaviest-first' : match.a;
    console.log(`${match.variant.padEnd(14)} ${person.padEnd(14)} ${String(t.games).padStart(6)}  ${pct(p).padStart(13)}  ${`[${pct(lo)}, ${pct(hi)}]`.padEnd(15)}  ${t.rungs.map((r) => pct(r / t.games).padStart(8)).join('')}  ${(t.rungs.reduce((x, r, i) => x + r * i, 0) / t.games).toFixed(2).padStart(9)}`);
  }
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
else parentPort!.postMessage(await runJob(workerData as Job));
