/**
 * Mines the built-in puzzles: `npm run puzzles [variant…]` (env PUZZLES=60 per variant, PUZZLE_SEED0=1).
 *
 * Plays seeded games (the medium computer player at every seat, from a fresh deal) and at each real choice of the
 * seat to move values every option with the move review's evaluator (src/ai/review.ts), which samples the hidden
 * tiles from that seat's view only. A position becomes a puzzle when the best option is clearly better than every
 * option outside the tolerance, robustly: two independent sets of samples agree on which options are accepted and
 * both leave a gap of at least twice the tolerance to the best rejected one. Each option gets its reply (the other
 * seats' next moves by the hard player in the real game) and a reason from what the evaluator measured (the review's
 * `reasonOf`); the theme comes from that reason; the difficulty from how many options there are and whether the
 * simple choices (the heaviest tile, the easy player's move) would have found it.
 *
 * Writes src/teach/puzzles/<variant>.ts (the puzzles in the JSON format of docs/puzzles.md) and
 * src/teach/puzzles/index.ts (id, variant, theme, rating of each). The data is committed; the tests replay it.
 */
import { writeFileSync } from 'node:fs';
import { applyAction, createGame, info } from '../../src/engine/index.js';
import type { Action, GameState, Variant } from '../../src/engine/index.js';
import { chooseAction } from '../../src/ai/choose.js';
import { evaluate, reasonOf, verdictOf } from '../../src/ai/review.js';
import { choices } from '../../src/ai/rank.js';
import type { ReviewOption } from '../../src/ai/review.js';
import type { HistoryEntry } from '../../src/ai/view.js';
import { moveText } from '../../src/teach/lesson-json.js';
import { parsePuzzle, TOLERANCE } from '../../src/teach/puzzle.js';
import type { Theme } from '../../src/teach/puzzle.js';
import type { Msg } from '../../src/words/format.js';

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

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);
const accepted = (opts: readonly ReviewOption[], tol: number): Set<string> => new Set(opts.filter((o) => opts[0]!.expected - o.expected <= tol).map((o) => moveText(o.action)));
const r1 = (x: number): number => Math.round(x * 10) / 10;

/** The other seats' next moves after the seat's option, by the hard player in the real game (until the seat's turn or the hand's end). */
function replyTo(g: GameState, history: HistoryEntry[], seat: number, seed: number): Action[] {
  const h = history.slice();
  const out: Action[] = [];
  for (let k = 0; k < 10 && g.phase === 'playing' && g.turn !== seat; k++) {
    const s = g.turn!;
    const a = chooseAction(g, { level: 'hard', seed: seed + s, history: h, maxSamples: 24 });
    h.push({ seat: s, action: a.type === 'draw' ? { type: 'draw' } : a });
    out.push(a);
    g = applyAction(g, a);
  }
  return out;
}

/** The theme of a puzzle: from the reason the best rejected option is worse, and the position. */
function themeOf(g: GameState, best: Action, why: Msg[]): Theme {
  const key = why[0]?.key ?? '';
  if (g.openDouble && best.type === 'play') return 'cover-double';
  if (key === 'rv.out') return 'go-out';
  if (key.startsWith('rv.points') || key === 'rv.gave') return g.variant === 'all-fives' ? 'score-fives' : 'count';
  if (key === 'rv.partner') return 'partner';
  if (key === 'rv.lacks' || key === 'rv.unseen') return 'block';
  if (key === 'rv.where.lacks' || key === 'rv.where.unseen') return 'block';
  if (key === 'rv.where.partner') return 'partner';
  if (key === 'rv.where.points') return g.variant === 'all-fives' ? 'score-fives' : 'count';
  if (key.startsWith('rv.chain') || key.startsWith('rv.fit') || key.startsWith('rv.where')) return 'keep-number';
  if (best.type === 'play' && info(best.tile).hi === info(best.tile).lo) return 'cover-double';
  return 'count';
}

/** The difficulty: more options and a best move the simple choices miss make it harder. */
function ratingOf(g: GameState, opts: readonly ReviewOption[], ok: Set<string>, history: HistoryEntry[], gap: number, tol: number): number {
  const plays = opts.map((o) => o.action).filter((a): a is Action & { type: 'play' } => a.type === 'play');
  const heavy = plays.length ? plays.reduce((b, a) => (info(a.tile).pips > info(b.tile).pips ? a : b)) : null;
  const easy = chooseAction(g, { level: 'easy', seed: 7, history });
  const distinct = new Set(opts.map((o) => o.expected.toFixed(6))).size;
  let r = 900 + Math.min(600, 140 * (distinct - 1));
  if (heavy && !ok.has(moveText(heavy))) r += 250;
  if (!ok.has(moveText(easy))) r += 200;
  if (ok.size > 1) r -= 80 * Math.min(3, ok.size - 1);
  r -= Math.min(250, 25 * Math.max(0, gap / tol - 2));
  return Math.max(800, Math.min(2200, Math.round(r / 10) * 10));
}

const tilesText = (ts: readonly string[]): string => ts.join(' ');

function mine(variant: Variant, playersList: number[], prefix: string): object[] {
  const tol = TOLERANCE[variant];
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
        const a = evaluate(g, history, { seed: 1 });
        const okA = accepted(a.options, tol);
        const rejA = a.options.find((o) => !okA.has(moveText(o.action)));
        if (rejA && a.options[0]!.expected - rejA.expected >= 2 * tol) {
          const b = evaluate(g, history, { seed: 2 });
          const okB = accepted(b.options, tol);
          const rejB = b.options.find((o) => !okB.has(moveText(o.action)));
          const agree = okA.size === okB.size && [...okA].every((x) => okB.has(x));
          if (agree && rejB && b.options[0]!.expected - rejB.expected >= 2 * tol) {
            // The two sample sets averaged: the stored values.
            const opts = a.options.map((o) => ({ action: o.action, expected: (o.expected + b.options.find((x) => same(x.action, o.action))!.expected) / 2 })).sort((x, y) => y.expected - x.expected);
            const best = opts[0]!;
            const ok = accepted(opts, tol);
            const firstRej = opts.find((o) => !ok.has(moveText(o.action)))!;
            const gap = best.expected - firstRej.expected;
            const stored = opts.map((o) => {
              const after = applyAction(g, o.action);
              const h = [...history, { seat, action: o.action }];
              const isOk = ok.has(moveText(o.action));
              const why = same(o.action, best.action) ? reasonOf(a.view, o, best, 'best', a.distinct) : isOk ? null : reasonOf(a.view, o, best, verdictOf(variant, best.expected - o.expected), a.distinct);
              return { move: moveText(o.action), value: r1(o.expected), reply: replyTo(after, h, seat, seed).map(moveText).join(' '), ...(why ? { why } : {}) };
            });
            const theme = themeOf(g, best.action, reasonOf(a.view, firstRej, best, 'mistake', a.distinct));
            const id = `${prefix}-${String(out.length + 1).padStart(3, '0')}`;
            const puzzle = { id, variant, players, learner: seat, theme, rating: ratingOf(g, opts, ok, history, gap, tol), position: { deal, moves: moves.map(moveText).join(' ') }, choices: stored };
            const p = parsePuzzle(puzzle); // the position replays through the engine to this very state
            const check = p.lesson.moves.reduce((x, m) => applyAction(x, m), createGame({ variant, players, deals: p.lesson.deals, seed: 1 }));
            if (JSON.stringify(check.hands) !== JSON.stringify(g.hands) || check.turn !== g.turn) throw new Error(`${id}: the stored position does not replay to the game's`);
            out.push(puzzle);
            themes.set(theme, (themes.get(theme) ?? 0) + 1);
            taken++;
            last = k;
          }
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
