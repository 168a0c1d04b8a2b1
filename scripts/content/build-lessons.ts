/**
 * Builds the built-in lessons: `npx tsx scripts/content/build-lessons.ts [id…]`.
 *
 * Each spec below names a lesson's goals and the kind of position it needs.
 * The builder plays seeded games (random legal moves) and stops at the first
 * position where the predicate holds and every branch of accepted learner
 * moves ends the lesson within six moves with a wrong try possible at each
 * step (src/teach/lesson-check.ts). It stores where it found the position
 * (src/teach/lessons/<variant>.ts: the game's seed and the number of moves
 * played; see CompactLesson in src/teach/builtin.ts, which replays them
 * with the same random choices):
 * the data is committed; the tests replay it through the engine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { applyAction, createGame, info, legalActions, VARIANTS } from '../../src/engine/index.js';
import type { Action, Deal, GameState, Options, Variant } from '../../src/engine/index.js';
import { moveText, parseLesson } from '../../src/teach/lesson-json.js';
import type { LessonStep } from '../../src/teach/lesson.js';
import { chooser, lessonOf } from '../../src/teach/builtin.js';
import type { CompactLesson } from '../../src/teach/builtin.js';
import { loadKit } from '../../src/teach/kit.js';
import { checkLesson, positionPrint } from '../../src/teach/lesson-check.js';
import type { Goal } from '../../src/teach/goals.js';

type Pred = (g: GameState, k: number) => boolean;
interface Spec {
  id: string;
  variant: Variant;
  players: number;
  options?: Options;
  open?: boolean;
  steps: (Goal | (LessonStep & { goal: Goal }))[];
  rules?: string[];
  pick?: Pred; // the position (learner = seat 0 to move)
  maxK?: number; // at most this many moves before the position
  minRound?: number;
  maxRound?: number; // default: minRound, else 1
  seeds?: number;
  tile?: (g: GameState) => string; // the tile of a step written \`tile: []\`
  shortest?: number; // try this many positions and keep the one with the fewest moves before it
}

const L = 0; // the learner's seat
const plays = (g: GameState) => legalActions(g).filter((a): a is Action & { type: 'play' } => a.type === 'play');
const tiles = (g: GameState) => new Set(plays(g).map((a) => a.tile));
const hand = (g: GameState) => g.hands[L] ?? [];
const greyed = (g: GameState) => hand(g).some((t) => !tiles(g).has(t));
const mine = (g: GameState) => g.phase === 'playing' && g.turn === L;
const after = (g: GameState, a: Action) => applyAction(g, a);
const score = (g: GameState, a: Action) => after(g, a).lastScore ?? 0;
const blocks = (g: GameState, a: Action) => after(g, a).result?.reason === 'blocked';
const asideFits = (g: GameState) => g.boneyard.some((t) => Object.values(g.ends ?? {}).some((v) => info(t).hi === v || info(t).lo === v)); // block: a tile set aside would fit (B-9)
const heaviest = (hand: readonly string[]) => hand.map((t) => info(t)).sort((a, b) => b.pips - a.pips || b.hi - a.hi)[0]!;

const SPECS: Spec[] = [
  // ---- partnership
  { id: 'p-start', variant: 'partnership', players: 4, steps: [{ do: 'lead' }, { do: 'play' }], maxK: 0, pick: (g) => hand(g).includes('6-6') },
  { id: 'p-match', variant: 'partnership', players: 4, steps: [{ do: 'play' }, { do: 'play' }], maxK: 12, pick: (g, k) => k >= 4 && tiles(g).size >= 2 && greyed(g) },
  { id: 'p-pass', variant: 'partnership', players: 4, steps: [{ do: 'pass' }, { do: 'play' }], maxK: 14, pick: (g) => legalActions(g).some((a) => a.type === 'pass') },
  { id: 'p-out', variant: 'partnership', players: 4, steps: [{ do: 'go-out' }, { do: 'next-round' }], pick: (g) => hand(g).length === 1 && tiles(g).size === 1 },
  { id: 'p-block', variant: 'partnership', players: 4, open: true, steps: [{ do: 'block' }], pick: (g) => plays(g).some((a) => blocks(g, a) && after(g, a).result!.winner === 0) && plays(g).some((a) => !blocks(g, a)) },
  { id: 'p-tie', variant: 'partnership', players: 4, open: true, steps: [{ do: 'play', block: false }], seeds: 40000, pick: (g) => plays(g).some((a) => blocks(g, a) && after(g, a).result!.teamPips![0] === after(g, a).result!.teamPips![1]) && plays(g).some((a) => !blocks(g, a)) },
  { id: 'p-game', variant: 'partnership', players: 4, steps: [{ do: 'go-out' }], minRound: 2, maxRound: 4, shortest: 30, pick: (g) => hand(g).length === 1 && tiles(g).size === 1 && g.totals[0]! >= 25 && after(g, plays(g)[0]!).phase === 'game-over' },
  // ---- draw
  { id: 'd-start', variant: 'draw', players: 3, steps: [{ do: 'lead' }, { do: 'play' }], maxK: 0, pick: (g) => g.turn === L && info(hand(g).find((t) => tiles(g).has(t))!).double && g.hands.slice(1).some((h) => h.some((t) => info(t).double)) },
  // no double dealt: the heaviest tile starts, and the two heaviest tiles weigh the same (D-3, D-4)
  { id: 'd-heaviest', variant: 'draw', players: 2, steps: [{ do: 'lead' }, { do: 'play' }], maxK: 0, seeds: 200000, pick: (g) => g.turn === L && !g.deal.hands.some((h) => h.some((t) => info(t).double)) && heaviest(g.deal.hands[L]!).pips === heaviest(g.deal.hands[1]!).pips },
  { id: 'd-draw', variant: 'draw', players: 2, steps: [{ do: 'draw-until-playable' }, { do: 'play' }], maxK: 10, pick: (g) => legalActions(g).some((a) => a.type === 'draw') && !legalActions(after(g, { type: 'draw' })).some((a) => a.type === 'play') },
  { id: 'd-back', variant: 'draw', players: 2, steps: [{ do: 'draw-until-playable', from: 'back' }, { do: 'play' }], maxK: 12, pick: (g) => legalActions(g).some((a) => a.type === 'draw') && legalActions(after(g, { type: 'draw', from: 'back' })).some((a) => a.type === 'play') && !legalActions(after(g, { type: 'draw' })).some((a) => a.type === 'play') },
  { id: 'd-pass', variant: 'draw', players: 2, steps: [{ do: 'pass' }, { do: 'play' }], pick: (g) => legalActions(g).some((a) => a.type === 'pass') },
  { id: 'd-out', variant: 'draw', players: 3, steps: [{ do: 'go-out' }, { do: 'next-round' }], pick: (g) => hand(g).length === 1 && tiles(g).size === 1 && g.hands.every((h) => h.length > 0) },
  { id: 'd-block', variant: 'draw', players: 3, open: true, steps: [{ do: 'block' }], pick: (g) => plays(g).some((a) => blocks(g, a) && after(g, a).result!.winner === L) && plays(g).some((a) => !blocks(g, a)) },
  { id: 'd-tie', variant: 'draw', players: 3, open: true, seeds: 60000, steps: [{ do: 'block' }], pick: (g) => plays(g).some((a) => blocks(g, a) && after(g, a).result!.winner === null) && greyed(g) },
  { id: 'd-game', variant: 'draw', players: 3, steps: [{ do: 'go-out' }], minRound: 2, maxRound: 6, shortest: 30, seeds: 20000, pick: (g) => hand(g).length === 1 && tiles(g).size === 1 && after(g, plays(g)[0]!).phase === 'game-over' },
  // ---- all fives
  { id: 'f-start', variant: 'all-fives', players: 2, steps: [{ do: 'score' }, { do: 'score' }], maxK: 0, pick: (g) => plays(g).some((a) => score(g, a) > 0) && plays(g).some((a) => score(g, a) === 0) },
  { id: 'f-fives', variant: 'all-fives', players: 2, steps: [{ do: 'score' }, { do: 'score' }], maxK: 10, pick: (g, k) => k >= 3 && plays(g).some((a) => score(g, a) > 0) && plays(g).some((a) => score(g, a) === 0) },
  { id: 'f-double', variant: 'all-fives', players: 2, steps: [{ do: 'score', min: 10 }], maxK: 12, pick: (g, k) => k >= 3 && tiles(g).size >= 2 && plays(g).some((a) => score(g, a) >= 10 && info(a.tile).double) && plays(g).every((a) => info(a.tile).double || score(g, a) < 10) },
  { id: 'f-spinner', variant: 'all-fives', players: 2, steps: [{ do: 'play', at: 'spinner' }, { do: 'play', at: 'spinner' }], maxK: 14, pick: (g) => g.ends?.up !== undefined && (g.arms?.up.length ?? 0) + (g.arms?.down.length ?? 0) === 0 && plays(g).some((a) => a.at === 'up') && plays(g).some((a) => a.at !== 'up' && a.at !== 'down') },
  { id: 'f-draw', variant: 'all-fives', players: 2, steps: [{ do: 'draw-until-playable' }, { do: 'play' }], maxK: 10, pick: (g) => legalActions(g).some((a) => a.type === 'draw') && !legalActions(after(g, { type: 'draw' })).some((a) => a.type === 'play') },
  { id: 'f-pass', variant: 'all-fives', players: 2, options: { boneyardReserve: 2 }, steps: [{ do: 'pass' }, { do: 'play' }], pick: (g) => legalActions(g).some((a) => a.type === 'pass') && g.boneyard.length === 2 },
  { id: 'f-out', variant: 'all-fives', players: 2, steps: [{ do: 'go-out' }, { do: 'next-round' }], pick: (g) => hand(g).length === 1 && tiles(g).size === 1 && g.phase === 'playing' },
  { id: 'f-block', variant: 'all-fives', players: 2, open: true, steps: [{ do: 'block' }], pick: (g) => plays(g).some((a) => blocks(g, a) && after(g, a).result!.winner === L) && plays(g).some((a) => !blocks(g, a)) },
  { id: 'f-target', variant: 'all-fives', players: 2, steps: [{ do: 'score', min: 5 }], minRound: 2, maxRound: 9, shortest: 20, seeds: 20000, pick: (g) => g.totals[L]! >= g.options.target - 20 && plays(g).some((a) => after(g, a).phase === 'game-over' && !after(g, a).result) && plays(g).some((a) => score(g, a) === 0) },
  // ---- mexican train
  // the learner is dealt the engine (M-3), so the first lesson starts from a hand of 14, not 40 after a long engine
  // search (M-4); a deal other than m-chain's: three tiles with a 12 to choose from, the others greyed
  { id: 'm-engine', variant: 'mexican-train', players: 2, steps: [{ do: 'play', at: 'own' }, { do: 'play', at: 'own' }], maxK: 0, pick: (g) => g.turn === L && g.deal.hands[L]!.includes('12-12') && tiles(g).size === 3 && greyed(g) && g.deal.hands[L]!.filter((t) => t.startsWith('12-') || t.endsWith('-12')).length === 4 },
  { id: 'm-chain', variant: 'mexican-train', players: 2, steps: [{ do: 'chain', min: 3 }, { do: 'end-turn' }], maxK: 0, pick: (g) => g.turn === L && g.deal.hands[L]!.includes('12-12') },
  { id: 'm-mexican', variant: 'mexican-train', players: 2, steps: [{ do: 'play', at: 'mexican' }, { do: 'play' }], maxK: 6, pick: (g) => hand(g).length <= 13 && g.turnKind === 'normal' && g.trains!.mexican === null && plays(g).some((a) => a.at === 'mexican') && plays(g).some((a) => a.at !== 'mexican') },
  { id: 'm-marker', variant: 'mexican-train', players: 2, steps: [{ do: 'draw' }, { do: 'pass' }, { do: 'play', at: 'own' }], maxK: 20, pick: (g) => hand(g).length <= 13 && g.turnKind === 'normal' && !g.markers!.includes(L) && legalActions(g).some((a) => a.type === 'draw') && !legalActions(after(g, { type: 'draw' })).some((a) => a.type === 'play') },
  { id: 'm-marked', variant: 'mexican-train', players: 2, steps: [{ do: 'play', at: 'marked' }], maxK: 30, pick: (g) => hand(g).length <= 13 && g.turnKind === 'normal' && g.markers!.includes(1) && plays(g).some((a) => a.at === 'train-1') && plays(g).some((a) => a.at !== 'train-1') },
  { id: 'm-double', variant: 'mexican-train', players: 2, steps: [{ do: 'satisfy-double' }, { do: 'play' }], maxK: 30, pick: (g) => hand(g).length <= 13 && !!g.openDouble && g.turn === L && plays(g).length > 0 && hand(g).some((t) => !tiles(g).has(t)) && g.turnKind === 'normal' && g.trainTiles![g.openDouble]!.length > 0 },
  { id: 'm-own-double', variant: 'mexican-train', players: 2, steps: [{ do: 'play', tile: [] }, { do: 'satisfy-double' }], maxK: 30, pick: (g) => hand(g).length <= 13 && g.turnKind === 'normal' && !g.openDouble && plays(g).some((a) => info(a.tile).double && legalActions(after(g, a)).some((b) => b.type === 'play')) },
  { id: 'm-out', variant: 'mexican-train', players: 2, options: { doubleBlankValue: 50 }, steps: [{ do: 'go-out' }, { do: 'next-round' }], pick: (g) => hand(g).length === 1 && tiles(g).size === 1 && g.hands[1]!.includes('0-0') },
  { id: 'm-dead', variant: 'mexican-train', players: 4, steps: [{ do: 'play', tile: [] }], maxRound: 3, seeds: 20000, tile: (g) => plays(g).find((a) => info(a.tile).double && !after(g, a).openDouble)!.tile, pick: (g) => hand(g).length <= 13 && g.turnKind === 'normal' && plays(g).some((a) => info(a.tile).double && !after(g, a).openDouble && after(g, a).phase === 'playing') && plays(g).some((a) => !info(a.tile).double) },
  { id: 'm-blocked', variant: 'mexican-train', players: 8, open: true, steps: [{ do: 'block' }], maxRound: 2, seeds: 20000, pick: (g) => g.boneyard.length === 0 && plays(g).some((a) => blocks(g, a)) },
  // ---- block
  // the starter's double is not the highest of the set: a higher one lies among the tiles set aside (B-2, B-3)
  { id: 'b-start', variant: 'block', players: 3, steps: [{ do: 'lead' }, { do: 'play' }], maxK: 0, pick: (g) => g.turn === L && info(plays(g)[0]!.tile).double && g.boneyard.some((t) => info(t).double && info(t).hi > info(plays(g)[0]!.tile).hi) },
  { id: 'b-pass', variant: 'block', players: 2, steps: [{ do: 'pass' }, { do: 'play' }], maxK: 14, pick: (g) => legalActions(g).some((a) => a.type === 'pass') },
  // the winner leads the next hand (a house rule, B-5): its start is the lesson's last word
  { id: 'b-out', variant: 'block', players: 3, options: { lead: 'winner' }, steps: [{ do: 'go-out' }, { do: 'next-round' }], pick: (g) => hand(g).length === 1 && tiles(g).size === 1 && g.hands.every((h) => h.length > 0) },
  // blocked although tiles set aside would fit (B-9)
  { id: 'b-block', variant: 'block', players: 3, open: true, steps: [{ do: 'block' }], pick: (g) => plays(g).some((a) => blocks(g, a) && after(g, a).result!.winner === L && asideFits(after(g, a))) && plays(g).some((a) => !blocks(g, a)) },
  { id: 'b-tie', variant: 'block', players: 3, open: true, seeds: 60000, steps: [{ do: 'block' }], pick: (g) => plays(g).some((a) => blocks(g, a) && after(g, a).result!.winner === null) && greyed(g) },
];

/** A deal as stored: hands as strings, the boneyard cut after the tiles the lesson can draw (the rest follows in set order). */
function storedDeal(d: Deal, keep: number): { hands: string[]; boneyard?: string } {
  const out: { hands: string[]; boneyard?: string } = { hands: d.hands.map((h) => h.join(' ')) };
  if (d.boneyard?.length && keep > 0) out.boneyard = d.boneyard.slice(0, keep).join(' ');
  return out;
}

interface Found {
  id: string;
  variant: Variant;
  players: number;
  options?: Options;
  open?: boolean;
  position: { deals: { hands: string[]; boneyard?: string }[]; moves: string };
  steps: Record<string, unknown>[];
  found?: { seed: number; n: number; keep: number }; // where the search found it (stored instead of the position)
}

function stepsOf(spec: Spec, g: GameState): Record<string, unknown>[] {
  return spec.steps.map((s) => {
    const goal = ('goal' in s ? s.goal : s) as Goal;
    // m-own-double: the double the position offers
    if (goal.do === 'play' && Array.isArray(goal.tile) && goal.tile.length === 0) return { goal: { do: 'play', tile: spec.tile ? spec.tile(g) : plays(g).find((a) => info(a.tile).double)!.tile } };
    return 'goal' in s ? { ...s } : { goal };
  });
}

function build(spec: Spec): Found {
  const base = { variant: spec.variant, players: spec.players, options: spec.options ?? {} };
  const tryAt = (deals: Deal[], moves: Action[], g: GameState, seed = 0): Found | null => {
    const used = deals.at(-1)!.boneyard!.length - g.boneyard.length;
    for (const keep of [used + 8, used + 20, 200]) {
      const found: Found = {
        id: spec.id,
        variant: spec.variant,
        players: spec.players,
        ...(spec.options ? { options: spec.options } : {}),
        ...(spec.open ? { open: true } : {}),
        position: { deals: deals.map((d, i) => storedDeal(d, i === deals.length - 1 ? keep : 200)), moves: moves.map(moveText).join(' ') },
        steps: stepsOf(spec, g),
        ...(seed ? { found: { seed, n: moves.length, keep } } : {}),
      };
      let lesson;
      try {
        lesson = parseLesson({ ...found, title: spec.id });
      } catch {
        return null;
      }
      const c = checkLesson(lesson);
      if (c.problems.length === 0) return found;
      if (process.env.DEBUG) console.error(spec.id, c.problems.slice(0, 3));
    }
    return null;
  };
  let best: Found | null = null;
  let found = 0;
  for (let seed = 1; seed <= (spec.seeds ?? 8000); seed++) {
    let g = createGame({ ...base, seed });
    const pick = chooser(seed * 7 + 1);
    const deals: Deal[] = [g.deal];
    const moves: Action[] = [];
    let k = 0; // moves in this round
    for (let i = 0; i < 3000 && g.phase !== 'game-over'; i++) {
      const ready = g.round >= (spec.minRound ?? 1) && k <= (spec.maxK ?? 1e9);
      if (ready && mine(g) && spec.pick!(g, k)) {
        const f = tryAt(deals, moves, g, seed);
        if (f) {
          if (!best || f.position.moves.length < best.position.moves.length) best = f;
          found++;
          break;
        }
      }
      if (spec.maxK !== undefined && k > spec.maxK && g.round >= (spec.minRound ?? 1)) break;
      if (g.round > (spec.maxRound ?? spec.minRound ?? 1)) break;
      const acts = legalActions(g);
      const a = acts[pick(acts.length)]!;
      g = applyAction(g, a);
      moves.push(a);
      k++;
      if (a.type === 'next-round') {
        deals.push(g.deal);
        k = 0;
      }
    }
    if (best && found >= (spec.shortest ?? 1)) break;
  }
  if (best) {
    console.error(`${spec.id}: ${best.position.moves.split(' ').filter(Boolean).length} moves before the position`);
    return best;
  }
  throw new Error(`${spec.id}: no position found`);
}

const prints: Record<string, string> = {}; // each lesson's position fingerprint, for the test that replays them

/** A found lesson as stored (the same lesson: checked against the JSON reading). */
function compact(f: Found): CompactLesson {
  const c: CompactLesson = {
    id: f.id,
    players: f.players,
    ...f.found!,
    steps: f.steps.map((x) => x.goal as Goal),
    ...(f.open ? { open: true as const } : {}),
    ...(f.options ? { options: f.options } : {}),
  };
  const json = parseLesson({ ...f, title: '' });
  const back = lessonOf(f.variant, c);
  if (JSON.stringify([back.deals, back.moves, back.steps.map((x) => x.goal)]) !== JSON.stringify([json.deals, json.moves, json.steps.map((x) => x.goal)])) throw new Error(`${f.id}: the compact form reads differently`);
  prints[f.id] = positionPrint(back);
  return c;
}

for (const v of VARIANTS) await loadKit(v); // the lesson checks narrate
const only = process.argv.slice(2);
const byVariant = new Map<Variant, CompactLesson[]>();
const file = (v: Variant) => new URL(`../../src/teach/lessons/${v}.ts`, import.meta.url);
const previous = (v: Variant): CompactLesson[] => {
  try {
    return JSON.parse(/= (\[[\s\S]*\]);\s*$/.exec(readFileSync(file(v), 'utf8'))![1]!) as CompactLesson[];
  } catch {
    return [];
  }
};
const printsFile = new URL('../../src/teach/lessons/positions.json', import.meta.url);
const oldPrints = JSON.parse(readFileSync(printsFile, 'utf8')) as Record<string, string>;
for (const spec of SPECS) {
  const list = byVariant.get(spec.variant) ?? [];
  if (only.length && !only.includes(spec.id)) {
    const kept = previous(spec.variant).find((f) => f.id === spec.id);
    if (kept) list.push(kept);
    if (oldPrints[spec.id]) prints[spec.id] = oldPrints[spec.id]!;
  } else list.push(compact(build(spec)));
  byVariant.set(spec.variant, list);
}
for (const [v, list] of byVariant) {
  writeFileSync(
    file(v),
    `/** Built-in ${v} lessons in curriculum order, generated by scripts/content/build-lessons.ts (positions found in real games and checked branch by branch; do not edit by hand; stored compactly: see CompactLesson). Texts: @<id>.title etc. in the teaching catalogues. */
import type { CompactLesson } from '../types.js';

export const lessons: CompactLesson[] = [
${list.map((l) => JSON.stringify(l)).join(',\n')}
];
`,
  );
}
writeFileSync(printsFile, `${JSON.stringify(prints, null, 1)}\n`);
