/**
 * The hard player: determinized Monte Carlo. Each sample deals the hidden
 * tiles consistently with the seat's view; every candidate is played in it and
 * the hand is simulated to its end with the rollout policy; the candidate with
 * the best mean result for the seat (or its team) wins.
 */
import { applyAction, rulesOf } from '../engine/game.js';
import type { Action, GameState, Variant } from '../engine/types.js';
import { rolloutStep } from './policies.js';
import type { Rng } from './rng.js';
import { determinize } from './sample.js';
import { inference, logWeight } from './infer.js';
import { lastSolve, pointsValue, solvable, solve } from './solve.js';
import { bitLine, lastRollout, lineRollout } from './linebits.js';
import type { SeatView } from './view.js';

/** Search limits: a time budget turned into a fixed amount of work (so a seed decides the choice), with a wall-clock guard. */
export interface SearchLimits {
  timeBudgetMs: number;
  maxSamples?: number; // fixed number of samples, ignoring the clock
  startedAt?: number; // performance.now() when the decision began (the budget covers the ranking too)
  resample?: number; // deals drawn per sample, one kept by how likely the others' plays make it (./infer.ts); 1 or none: off
  repeatable?: boolean; // no wall-clock guard: the work alone ends the search (the same seed, the same choice on any machine)
}

/**
 * Rollout steps (engine actions) per millisecond of budget, measured on the
 * project's 2-core machine (about 1,750, 2,100, 900 and 600) less 30%, so that the work normally ends
 * before the wall-clock guard and the same seed gives the same choice.
 */
export const STEPS_PER_MS: Record<Variant, number> = {
  partnership: 1200,
  draw: 1000, // line rollouts that look at the next hand (./policies.ts): about 1,340 measured in searches, less 25%
  'all-fives': 520, // rollouts that deny the next seat its fives (./policies.ts): about 16% slower per step
  'mexican-train': 400,
  block: 1200, // not measured apart: a line without drawing, as partnership
};

const SAMPLE_COST = 12; // a determinization costs about this many rollout steps
// Weighed samples (./infer.ts) since the heuristic became a class and bitsOf a read (Partnership, quiet machine, 436
// decisions): 0.22 µs a charged step against 0.63 for bit-set rollouts, so a third; charged half, which keeps the
// decision times of the phases alike (before the endgame, at its start and in it: p95 87, 85 and 87 ms).
const WEIGHED = 0.5;
const Z = 1; // how clearly (standard errors) a candidate must beat the heuristic's favourite
const MAX_STEPS = 5000; // a rollout never runs longer (a hand ends well before)
// The exact endgame (./solve.ts) once a sample has at most this many tiles in hands: after about 8 plays of a
// partnership hand (abw333's players search from the same point). Against abw333's omniscient player 28.1% of 1,200
// hands [25.7, 30.8] with it, 24.9% without, on the same deals (bench:ai; from 16 or 24 tiles no better); a solve
// there costs about 2,000 positions (median), 0.25 ms.
const SOLVE_TILES = 20;
const SOLVE_LIMIT = 20_000; // positions per solve; past it, a rollout instead (7,000 to 8,000 positions per ms here)
const BIT_STEP = 0.3; // a rollout action on bit sets (./linebits.ts) costs about this many engine rollout steps (3,500 to 5,300 v 1,100 to 1,250 actions per ms, measured together here)
const NODE_COST = 0.38; // a solver position costs about this many rollout steps (measured in searches: 0.96 µs a position charged 0.25 v 0.63 a bit-set rollout step)

/** Statistics of the most recent search (for benchmarks and tests). */
export const lastSearch = { samples: 0, steps: 0, ms: 0, cut: false, solved: 0, gaveUp: false }; // solved: candidates played out exactly

/** The value of a finished rollout for `seat`: its (team's) points against the others' (P-9..P-11, D-11..D-13, F-9..F-13, M-15). */
export function outcome(root: GameState, end: GameState, seat: number): number {
  const n = root.players;
  const rules = rulesOf(root.variant);
  if (rules.lowWins) {
    const pts = end.result?.points ?? end.hands.map((h) => h.length * 6);
    let others = 0;
    for (let s = 0; s < n; s++) if (s !== seat) others += pts[s]!;
    return others / (n - 1) - pts[seat]!; // M-15: low is good
  }
  const gained = rules.teams && end.result ? end.result.points : end.totals.map((t, s) => t - root.totals[s]!);
  return pointsValue(gained, seat, rules.teams);
}

function inHands(g: GameState): number {
  let n = 0;
  for (const h of g.hands) n += h.length;
  return n;
}

/** One of `pool` deals drawn from `view`, kept with probability proportional to how likely the others' plays make it. */
function resampled(view: SeatView, rng: Rng, inf: ReturnType<typeof inference>, pool: number): GameState {
  const dets: GameState[] = [];
  const lw: number[] = [];
  for (let k = 0; k < pool; k++) {
    const d = determinize(view, rng);
    dets.push(d);
    lw.push(logWeight(inf, d));
  }
  const top = Math.max(...lw);
  const w = lw.map((x) => Math.exp(x - top));
  let r = rng.next() * w.reduce((a, b) => a + b, 0);
  for (let k = 0; k < pool; k++) {
    r -= w[k]!;
    if (r < 0) return dets[k]!;
  }
  return dets[pool - 1]!;
}

/** The best of `candidates` (two or more, best first by the medium heuristic, which also breaks ties). */
export function search(view: SeatView, candidates: readonly Action[], rng: Rng, limits: SearchLimits): Action {
  const start = limits.startedAt ?? performance.now();
  const budget = Math.max(1, limits.timeBudgetMs);
  const deadline = start + Math.min(budget * 1.3, budget + 30);
  const work = budget * STEPS_PER_MS[view.state.variant];
  const seat = view.seat;
  const fixed = limits.maxSamples !== undefined;
  const n = candidates.length;
  // Per candidate: sum of its results and of its (squared) differences to candidate 0 on the same samples.
  const sums = new Array<number>(n).fill(0);
  const diff = new Array<number>(n).fill(0);
  const diff2 = new Array<number>(n).fill(0);
  const values = new Array<number>(n).fill(0);
  let samples = 0;
  let steps = 0;
  lastSearch.cut = false;
  const pool = Math.max(1, limits.resample ?? 1);
  const inf = pool > 1 ? inference(view) : null;
  const draw = inf && inf.evidence.length ? (): GameState => resampled(view, rng, inf, pool) : (): GameState => determinize(view, rng);
  // Weighing a deal costs about a third of a rollout step per play read, a partner's play (the whole heuristic) one
  // more; drawing and weighing `pool` deals is charged WEIGHED of that sum.
  const cost = inf && inf.evidence.length ? Math.ceil(WEIGHED * (SAMPLE_COST * pool + inf.evidence.length + pool * inf.evidence.filter((e) => e.partner).length)) : SAMPLE_COST;
  const teams = rulesOf(view.state.variant).teams;
  let solving = true; // the exact endgame, until a solve gives up
  lastSearch.solved = 0;
  lastSearch.gaveUp = false;
  sampling: for (;;) {
    if (fixed ? samples >= limits.maxSamples! : samples > 0 && steps >= work) break;
    const det = draw();
    steps += cost;
    for (let c = 0; c < n; c++) {
      // The guard: stop (dropping this unfinished sample) once the wall clock is past the deadline.
      if (!fixed && !limits.repeatable && samples > 0 && performance.now() > deadline) {
        lastSearch.cut = true;
        break sampling;
      }
      let g = applyAction(det, candidates[c]!);
      // Few tiles left and nothing to draw: the sample is played out exactly, each seat at its best for its side.
      if (solving && g.phase === 'playing' && inHands(g) <= SOLVE_TILES && solvable(g)) {
        const v = solve(g, seat, SOLVE_LIMIT);
        steps += Math.ceil(lastSolve.nodes * NODE_COST) + 1;
        if (v !== null) {
          values[c] = v;
          lastSearch.solved++;
          continue;
        }
        lastSearch.gaveUp = true;
        solving = false; // too big (e.g. Block's first plays with three hands of 7): rollouts for the rest of this decision
      }
      if (g.phase === 'playing' && bitLine(g)) {
        // The same rollout on bit sets (./linebits.ts): the same plays and draws at a fraction of the cost.
        values[c] = pointsValue(lineRollout(g, rng), seat, teams);
        steps += Math.ceil(lastRollout.steps * BIT_STEP) + 1;
        continue;
      }
      let k = 0;
      while (g.phase === 'playing' && k < MAX_STEPS) {
        g = rolloutStep(g, rng);
        k++;
      }
      steps += k + 1;
      values[c] = outcome(det, g, seat);
    }
    for (let c = 0; c < n; c++) {
      sums[c]! += values[c]!;
      const d = values[c]! - values[0]!;
      diff[c]! += d;
      diff2[c]! += d * d;
    }
    samples++;
  }
  lastSearch.samples = samples;
  lastSearch.steps = steps;
  lastSearch.ms = performance.now() - start;
  // The medium heuristic's favourite (candidate 0) stands unless another is clearly better on the same samples.
  let best = 0;
  for (let c = 1; c < n; c++) {
    const mean = diff[c]! / samples;
    const sd = Math.sqrt(Math.max(0, diff2[c]! / samples - mean * mean));
    if (mean > (Z * sd) / Math.sqrt(samples) && sums[c]! > sums[best]! + 1e-9) best = c;
  }
  return candidates[best]!;
}
