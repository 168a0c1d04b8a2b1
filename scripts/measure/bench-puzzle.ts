/**
 * How long valuing a puzzle position takes (issue 51's budget: ≤ 3 s): `npx tsx scripts/measure/bench-puzzle.ts [n]`
 * runs the studio's and the miner's test (src/teach/make-puzzle.ts `valuePuzzle`, default samples) on the first n
 * built-in puzzles of each game (default 6) and prints the median and the slowest, per game. A benchmark, not a test.
 */
import { VARIANTS } from '../../src/engine/index.js';
import { parsePuzzle } from '../../src/teach/puzzle.js';
import { startOf } from '../../src/teach/lesson.js';
import { valuePuzzle } from '../../src/teach/make-puzzle.js';

const N = Number(process.argv[2] ?? 6);
for (const variant of VARIANTS) {
  const list = ((await import(`../../src/teach/puzzles/${variant}.ts`)) as { default: unknown[] }).default.slice(0, N);
  const ms: number[] = [];
  let slowest = '';
  for (const raw of list) {
    const p = parsePuzzle(raw);
    const { game, history } = startOf(p.lesson);
    const t0 = performance.now();
    valuePuzzle(game, history, p.lesson.learner);
    const t = performance.now() - t0;
    if (!ms.length || t > Math.max(...ms)) slowest = p.id;
    ms.push(t);
  }
  ms.sort((a, b) => a - b);
  console.log(`${variant.padEnd(14)} valuing a puzzle: median ${Math.round(ms[ms.length >> 1]!)} ms, slowest ${Math.round(ms.at(-1)!)} ms (${slowest}), ${ms.length} positions; budget 3000 ms`);
}
