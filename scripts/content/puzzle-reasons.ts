/**
 * Words the built-in puzzles' reasons again without mining them again: `npx tsx scripts/content/puzzle-reasons.ts`.
 *
 * Each stored option keeps its move, value and reply; its reason (`why`) is made again by the review's `reasonOf`
 * (src/ai/review.ts) from the puzzle's position, seen from the learner's seat, and the stored values: for after a
 * change to how reasons are chosen or which parameters they carry (the sentences themselves live in the words files
 * and need no rebuild). Ids, themes and ratings stay as `npm run puzzles` made them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import '../../src/engine/index.js';
import { reasonOf } from '../../src/ai/review.js';
import { seatView } from '../../src/ai/view.js';
import { startOf } from '../../src/teach/lesson.js';
import { parsePuzzle } from '../../src/teach/puzzle.js';
import type { Msg } from '../../src/words/format.js';

const VARIANTS = ['partnership', 'draw', 'all-fives', 'mexican-train', 'block'];

type Stored = { id: string; choices: { move: string; value: number; why?: Msg[] }[] };

let changed = 0;
for (const variant of VARIANTS) {
  const file = `src/teach/puzzles/${variant}.ts`;
  const head = readFileSync(file, 'utf8').split('\n')[0]!;
  const list = ((await import(`../../${file}`)) as { default: Stored[] }).default;
  for (const puzzle of list) {
    const p = parsePuzzle(puzzle);
    const { game, history } = startOf(p.lesson);
    const view = seatView(game, p.lesson.learner, history);
    // The stored choices are best first, as the parsed options are (a stable sort of the same values).
    const options = p.options.map((o) => ({ action: o.action, expected: o.value! }));
    const best = options[0]!;
    const bestWhy = puzzle.choices[0]!.why ?? [];
    const count = Number(bestWhy.find((x) => x.key === 'rv.best')?.params.n ?? options.length);
    puzzle.choices.forEach((c, i) => {
      if (!c.why) return;
      const why = reasonOf(view, options[i]!, best, i === 0 ? 'best' : 'mistake', count);
      if (JSON.stringify(why) !== JSON.stringify(c.why)) changed++;
      c.why = why;
    });
  }
  writeFileSync(file, `${head}\nexport default ${JSON.stringify(list, null, 0).replace(/\},\{"id"/g, '},\n{"id"')};\n`);
}
console.log(`${changed} reasons worded again`);
