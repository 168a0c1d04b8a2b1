/**
 * The computer players' strengths and `level="auto"`'s staircase. Small and free of the players' code, so that the
 * table (src/table/) can keep the knob without loading them.
 *
 * The strengths, weakest first, are the three levels a page picks (`easy`, `medium`, `hard`), the rungs between
 * them and one below easy (src/ai/choose.ts plays them): `easy-` plays a random one of the lower half of its options by
 * the medium heuristic (never the best when it has a choice), `easy+` plays half its decisions as medium, `medium+`
 * half as hard on a quarter of the thinking time, `hard-` all as hard on a quarter of it.
 *
 * `auto` starts at `medium` and moves one rung after every hand the person finishes against the computers: up after
 * a hand the person's side won, down after one it lost, not at all after a tie. An up-one/down-one staircase settles
 * where a win is as likely as a loss, so the person wins about half the hands (Levitt's transformed up-down rule,
 * the 50% point); a person far better than `hard` stays at `hard`, one new to the game at `easy-`. A hand is mostly
 * the deal's luck, so after a lost hand it also looks at how the person played (src/ai/rank.ts, {@link careless}):
 * plays mostly in the medium player's worse half take it two rungs down, so a beginner is met sooner by computers
 * they can beat. Measured with fixed players standing in for the person (npm run bench:ai, AI_BENCH_AUTO;
 * docs/computer-players.md): without `easy-` a player no better than `easy` won 39–46% of the hands, with it 44–48%,
 * and with the second rung down 47–51% (43–47% on the same visits without it); in a first visit of ten hands 45–49%
 * instead of 40–44%. A medium player's plays all rank first, so it never meets the second rung.
 */
export const RUNGS = ['easy-', 'easy', 'easy+', 'medium', 'medium+', 'hard-', 'hard'] as const;
/** One of {@link RUNGS}. */
export type Strength = (typeof RUNGS)[number];
/** Where `auto` starts: medium. */
export const AUTO_START = 3;

/** `rung` held to the ladder: a whole number from 0 (easy-) to the top (hard); anything not a number is 0. */
export function heldRung(rung: number): number {
  return Math.min(RUNGS.length - 1, Math.max(0, Math.round(rung) || 0));
}

/**
 * How far into the worse half of the medium player's order (0 its first play, 1 its last: src/ai/rank.ts) a hand's
 * plays must fall on average for `auto` to take the hand as a beginner's: half way. The medium player's own plays
 * average 0, hard's about 0.2, easy's (random, heavier tiles likelier) about 0.5, easy-'s about 0.85.
 */
export const CARELESS = 0.5;

/** Whether a hand's ranks ({@link CARELESS}) read as a beginner's: some decisions, on average at least half way down. */
export function careless(ranks: readonly number[]): boolean {
  return ranks.length > 0 && ranks.reduce((x, y) => x + y, 0) / ranks.length >= CARELESS;
}

/**
 * The rung after a hand: one up after a win of the person's side, one down after a loss, the same after a tie; two
 * down after a loss in which the person played `careless`ly (their plays mostly in the medium player's worse half).
 */
export function nextRung(rung: number, outcome: 'won' | 'lost' | 'tie', beginner = false): number {
  const r = heldRung(rung);
  return heldRung(outcome === 'won' ? r + 1 : outcome === 'lost' ? r - (beginner ? 2 : 1) : r);
}

/** Whether `text` names a strength (one of {@link RUNGS}). */
export function isStrength(text: string): text is Strength {
  return (RUNGS as readonly string[]).includes(text);
}

/** The strength a `level` setting plays now: `auto` at `rung`, else the level itself (medium when unknown). */
export function strengthOf(level: string, rung: number): Strength {
  if (level === 'auto') return RUNGS[heldRung(rung)]!;
  return isStrength(level) ? level : 'medium';
}

/**
 * The rung a saved `auto` strength names (`persist` keeps the strength's name, e.g. `medium+`), or null when it names
 * none. A bare number is a rung saved before `easy-` was added, on the ladder that began at `easy`.
 */
export function savedRung(text: string): number | null {
  const k = (RUNGS as readonly string[]).indexOf(text);
  if (k >= 0) return k;
  return /^\d+$/.test(text) ? heldRung(Number(text) + 1) : null;
}
