// Preloaded into the Node test run (scripts/test/test.mjs): property tests draw from one fixed fast-check seed, so a
// run is reproducible and CI never flakes on a case no one can replay. FC_SEED=<n> picks another seed,
// FC_SEED=random a fresh one per run (printed, so a failure can be replayed with FC_SEED=<it>).
import fc from 'fast-check';

const raw = process.env.FC_SEED ?? '20261130';
const seed = raw === 'random' ? (Math.random() * 2 ** 31) | 0 : Number(raw);
if (raw === 'random') console.log(`fast-check seed ${seed} (replay with FC_SEED=${seed})`);
fc.configureGlobal({ seed });
