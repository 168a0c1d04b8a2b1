/**
 * Mines the built-in puzzles: `npm run puzzles [variant…]` (env PUZZLES=60 per variant, PUZZLE_SEED0=1).
 *
 * Plays seeded games (the medium computer player at every seat, from a fresh deal) and at each real choice of the
 * seat to move values every option with the move review's evaluator (src/ai/review.ts), which samples the hidden
 * tiles from that seat's view only. A position becomes a puzzle when the best option is clearly better than every
 * option outside the tolerance, robustly: two independent sets of samples agree on which options are accepted and
 * both leave a gap of at least twice the tolerance to the best rejected one (src/teach/make-puzzle.ts `valuePuzzle`, the
 * test the studio's puzzle part applies too). Each option gets its reply (the other
 * seats' next moves by the hard player in the real game) and a reason from what the evaluator measured (the review's
 * `reasonOf`); the theme comes from that reason; the difficulty from how many options there are and whether the
 * simple choices (the heaviest tile, the easy player's move) would have found it.
 *
 * Writes src/teach/puzzles/<variant>.ts (the puzzles in the JSON format of docs/puzzles.md) and
 * src/teach/puzzles/index.ts (id, variant, theme, rating of each). The data is committed; the tests replay it.
 */
import { writeFileSync } from 'node:fs';
import { applyAction, createGame } from '../../src/engine/index.js';
import type { Action, Variant } from '../../src/engine/index.js';
import { chooseAction } from '../../src/ai/choose.js';
import { choices } from '../../src/ai/rank.js';
import type { HistoryEntry } from '../../src/ai/view.js';
import { moveText } from '../../src/teach/lesson-json.js';
import { parsePuzzle } from '../../src/teach/puzzle.js';
import { valuePuzzle } from '../../src/teach/make-puzzle.js';

const ALL: { variant: Variant; players: number[]; prefix: string }[] = [
  { variant: 'partnership', players: [4], prefix: 'pt' },
  { variant: 'draw', players: [2, 3, 4], prefix: 'dr' },
  { variant: 'all-fives', players: [2, 4], prefix: 'af' },
  { variant: 'mexican-train', players: [4], prefix: 'mt' },
  { variant: 'block', players: [2, 3], prefix: 'bl' },
];
const WANT = Number(process.env.PUZZLES ?? 60);
const SEED0 = Number(process.env.PUZZLE_SEED0 ?? 1);
const PER_GAME = 2; // puzzles taken from one game at most (variety)

const tilesText = (ts: readonly string[]): string => ts.join(' ');

function mine(variant: Variant, playersList: number[], prefix: string): object[] {
  const out: object[] = [];
  const themes = new Map<string, number>();
  let seed = SEED0;
  const started = Date.now();
  while (out.length < WANT && seed < SEED0 + 4000) {
    const players = playersList[seed % playersList.length]!;
    // A seeded deal, played from seed 1 as a puzzle's position is (who leads the first hand may be drawn by lot).
    const dealt = createGame({ variant, players, seed: seed * 101 + 7 }).deal;
    const g0 = createGame({ variant, players, seed: 1, deals: [dealt] });
    const deal = { hands: dealt.hands.map(tilesText), boneyard: tilesText(dealt.boneyard ?? []), ...(dealt.leader !== undefined ? { leader: dealt.leader } : {}), ...(dealt.lot ? { lot: dealt.lot } : {}) };
    let g = g0;
    const history: HistoryEntry[] = [];
    const moves: Action[] = [];
    let taken = 0;
    let last = -99; // the step of the last puzzle taken from this game (puzzles of one game stay apart)
    for (let k = 0; g.phase === 'playing' && k < 400 && taken < PER_GAME && out.length < WANT; k++) {
      const seat = g.turn!;
      const acts = choices(g);
      if (acts.length > 1 && k >= 1 && k - last >= 5) {
        // The puzzle test the studio applies too (src/teach/make-puzzle.ts): sample sets 1 and 2, replies by this game's seed.
        const v = valuePuzzle(g, history, seat, { seed: 1, replySeed: seed });
        if (v.puzzle) {
          const id = `${prefix}-${String(out.length + 1).padStart(3, '0')}`;
          const puzzle = { id, variant, players, learner: seat, theme: v.theme!, rating: v.rating!, position: { deal, moves: moves.map(moveText).join(' ') }, choices: v.choices! };
          const p = parsePuzzle(puzzle); // the position replays through the engine to this very state
          const check = p.lesson.moves.reduce((x, m) => applyAction(x, m), createGame({ variant, players, deals: p.lesson.deals, seed: 1 }));
          if (JSON.stringify(check.hands) !== JSON.stringify(g.hands) || check.turn !== g.turn) throw new Error(`${id}: the stored position does not replay to the game's`);
          out.push(puzzle);
          themes.set(v.theme!, (themes.get(v.theme!) ?? 0) + 1);
          taken++;
          last = k;
        }
      }
      const a = chooseAction(g, { level: 'medium', seed: seed * 13 + k, history });
      history.push({ seat, action: a.type === 'draw' ? { type: 'draw' } : a });
      moves.push(a);
      g = applyAction(g, a);
    }
    seed++;
  }
  console.log(`${variant}: ${out.length} puzzles from ${seed - SEED0} games in ${((Date.now() - started) / 1000).toFixed(0)} s; themes ${[...themes].map(([t, n]) => `${t} ${n}`).join(', ')}`);
  return out;
}

const asked = process.argv.slice(2);
for (const { variant, players, prefix } of ALL.filter((x) => !asked.length || asked.includes(x.variant))) {
  const list = mine(variant, players, prefix);
  writeFileSync(
    `src/teach/puzzles/${variant}.ts`,
    `/** Built-in ${variant} puzzles, made by \`npm run puzzles\` (scripts/content/build-puzzles.ts): do not edit by hand. Format: docs/puzzles.md. */\nexport default ${JSON.stringify(list, null, 0).replace(/\},\{"id"/g, '},\n{"id"')};\n`,
  );
}

// The list of every built-in puzzle (DominoTable.puzzles), from the data files as they now are.
const index: unknown[] = [];
for (const { variant } of ALL) {
  try {
    const mod = (await import(`../../src/teach/puzzles/${variant}.ts`)) as { default: { id: string; theme: string; rating: number }[] };
    for (const p of mod.default) index.push([p.id, variant, p.theme, p.rating]);
  } catch {
    // (a variant not mined yet)
  }
}
writeFileSync('src/teach/puzzles/index.ts', `/** Every built-in puzzle: [id, variant, theme, rating], made by \`npm run puzzles\`: do not edit by hand. */\nexport default ${JSON.stringify(index).replace(/\],\[/g, '],\n[')} as [string, string, string, number][];\n`);
console.log(`index: ${index.length} puzzles`);
