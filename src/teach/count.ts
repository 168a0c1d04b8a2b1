/** All Fives' count (F-8) as its terms: what each open end adds. */
import type { GameState, Placed } from '../engine/index.js';

/** The F-8 terms of the count, in the order left, right, up, down (their sum is the count). */
export function countTerms(game: GameState): number[] {
  const line = game.line ?? [];
  if (line.length === 0) return [];
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const end = (p: Placed, free: number): number => (p.a === p.b ? 2 * free : free);
  // F-8: a lone tile gives a + b (a lone double once, as 2 × its number); otherwise each line end.
  const out = line.length > 1 ? [end(first, first.a), end(last, last.b)] : first.a === first.b ? [first.a + first.b] : [first.a, first.b];
  for (const arm of [game.arms?.up ?? [], game.arms?.down ?? []]) {
    const p = arm[arm.length - 1];
    if (p) out.push(end(p, p.b));
  }
  return out;
}
