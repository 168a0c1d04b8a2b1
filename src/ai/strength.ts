/**
 * The computer players' strengths and `level="auto"`'s staircase. Small and free of the players' code, so that the
 * table (src/table/) can keep the knob without loading them.
 *
 * The strengths, weakest first, are the three levels a page picks (`easy`, `medium`, `hard`) and the rungs between
 * them (src/ai/choose.ts plays them): `easy+` plays half its decisions as medium, `medium+` half as hard on a quarter
 * of the thinking time, `hard-` all as hard on a quarter of it.
 *
 * `auto` starts at `medium` and moves one rung after every hand the person finishes against the computers: up after
 * a hand the person's side won, down after one it lost, not at all after a tie. An up-one/down-one staircase settles
 * where a win is as likely as a loss, so the person wins about half the hands (Levitt's transformed up-down rule,
 * the 50% point); a person far better than `hard` stays at `hard`, one new to the game at `easy`.
 */
export const RUNGS = ['easy', 'easy+', 'medium', 'medium+', 'hard-', 'hard'] as const;
/** One of {@link RUNGS}. */
export type Strength = (typeof RUNGS)[number];
/** Where `auto` starts: medium. */
export const AUTO_START = 2;

/** The rung after a hand: one up after a win of the person's side, one down after a loss, the same after a tie. */
export function nextRung(rung: number, outcome: 'won' | 'lost' | 'tie'): number {
  const r = Math.min(RUNGS.length - 1, Math.max(0, Math.round(rung) || 0));
  return outcome === 'won' ? Math.min(RUNGS.length - 1, r + 1) : outcome === 'lost' ? Math.max(0, r - 1) : r;
}

/** The strength a `level` setting plays now: `auto` at `rung`, else the level itself (medium when unknown). */
export function strengthOf(level: string, rung: number): Strength {
  if (level === 'auto') return RUNGS[Math.min(RUNGS.length - 1, Math.max(0, Math.round(rung) || 0))]!;
  return (RUNGS as readonly string[]).includes(level) ? (level as Strength) : 'medium';
}
