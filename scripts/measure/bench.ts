// npm run bench — engine speed through the public API: complete random-play
// hands (rounds) per second per variant, and µs per legalActions + applyAction step.
import { applyAction, createGame, legalActions } from '../../src/engine/index.js';
import type { GameConfig } from '../../src/engine/index.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);

function bench(label: string, config: Omit<GameConfig, 'seed'>): void {
  let x = 0x9e3779b9;
  const rand = (n: number) => {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    return (x >>> 0) % n;
  };
  let hands = 0, steps = 0, seed = 1;
  const run = (ms: number) => {
    const end = performance.now() + ms;
    let h = 0, s = 0;
    while (performance.now() < end) {
      for (let k = 0; k < 20; k++) {
        let g = createGame({ ...config, seed: seed++ });
        while (g.phase === 'playing') {
          const acts = legalActions(g);
          g = applyAction(g, acts[rand(acts.length)]!);
          s++;
        }
        h++;
      }
    }
    return [h, s] as const;
  };
  run(300); // warm up
  const t0 = performance.now();
  [hands, steps] = run(SECONDS * 1000);
  const secs = (performance.now() - t0) / 1000;
  const perSec = hands / secs;
  const usStep = (secs * 1e6) / steps;
  console.log(`${label.padEnd(34)} ${Math.round(perSec).toLocaleString('en').padStart(9)} hands/s  ${usStep.toFixed(2).padStart(6)} µs/step  (${(steps / hands).toFixed(1)} steps/hand)`);
}

console.log(`engine benchmark, random legal play, ${SECONDS}s each, node ${process.version}\n`);
bench('partnership (4)', { variant: 'partnership' });
for (const n of [2, 3, 4]) bench(`draw (${n})`, { variant: 'draw', players: n });
for (const n of [2, 4]) bench(`all-fives (${n})`, { variant: 'all-fives', players: n });
for (const n of [2, 4, 8]) bench(`mexican-train (${n}), rounds`, { variant: 'mexican-train', players: n });
console.log('\naims: partnership ≥ 30,000 hands/s; 4-player mexican-train ≥ 3,000 rounds/s');
