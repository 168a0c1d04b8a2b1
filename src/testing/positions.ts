/**
 * Seeded positions for layout tests and screenshots: a game the engine plays
 * with the easy computer player for every seat, stopped at the start, the
 * middle or the end of a long first round. Never imported by the element.
 */
import { applyAction, createGame, legalActions } from '../engine/game.js';
import type { Action, GameState, Variant } from '../engine/game.js';
import { chooseAction } from '../ai/index.js';
import type { HistoryEntry } from '../ai/index.js';
import { toRecord } from '../record/record.js';
import type { GameRecord } from '../record/record.js';

/** Where in the round a position stands. */
export type Stage = 'start' | 'middle' | 'end';

/** A position: the record that leads to it and the state it shows. */
export interface Position {
  record: GameRecord;
  state: GameState;
}

/** Tiles on the table (line, arms and trains, the engine left out). */
export const onTable = (g: GameState): number =>
  (g.line?.length ?? 0) + Object.values(g.arms ?? {}).reduce((n, a) => n + a.length, 0) + Object.values(g.trainTiles ?? {}).reduce((n, a) => n + a.length, 0);

/** The whole first round as states and actions (every seat the easy computer). */
function round(variant: Variant, players: number, seed: number): { states: GameState[]; actions: Action[] } {
  let g = createGame({ variant, players, seed });
  const states = [g];
  const actions: Action[] = [];
  let history: HistoryEntry[] = [];
  while (g.phase === 'playing' && actions.length < 2000) {
    const a = chooseAction(g, { level: 'easy', seed: g.seed, history });
    history = [...history, { seat: g.turn, action: a }];
    g = applyAction(g, a);
    actions.push(a);
    states.push(g);
  }
  return { states, actions };
}

/** The longest first round (most tiles on the table at its end) among seeds `from`…`from + n − 1`. */
export function longSeed(variant: Variant, players: number, from = 1, n = 12): number {
  let best = from;
  let most = -1;
  for (let s = from; s < from + n; s++) {
    const r = round(variant, players, s);
    const t = onTable(r.states.at(-1)!) + (variant === 'all-fives' ? 3 * Object.values(r.states.at(-1)!.arms ?? {}).reduce((k, a) => k + a.length, 0) : 0);
    if (t > most) (most = t), (best = s);
  }
  return best;
}

/**
 * The position at `stage` of the first round of a seeded game: the start (the
 * first time seat 0 is to move), the middle (seat 0 to move with about half
 * the round's tiles on the table) or the end (the count).
 */
export function position(variant: Variant, players: number, seed: number, stage: Stage): Position {
  const { states, actions } = round(variant, players, seed);
  let k = states.length - 1;
  if (stage !== 'end') {
    const want = stage === 'start' ? 0 : onTable(states[k]!) / 2;
    const mine = (i: number) => states[i]!.phase === 'playing' && states[i]!.turn === 0 && onTable(states[i]!) >= want;
    k = states.findIndex((_, i) => mine(i));
    if (k < 0) k = stage === 'start' ? 0 : Math.floor(k / 2);
  }
  return { record: toRecord(states[0]!, actions.slice(0, k)), state: states[k]! };
}

/**
 * The position of a seeded first round (seeds 1–12) where seat 0 is to move with a tile to play (one that fits two
 * places if there is such a position), the most tiles in its rack (up to `rack`) and then the most on the table: the
 * biggest rack beside the fullest board a layout holds, with a tile to select.
 */
export function bigRack(variant: Variant, players: number, rack = 22, seeds = 12): Position {
  let best: { seed: number; k: number; n: number } = { seed: 1, k: 0, n: -1 };
  for (let seed = 1; seed <= seeds; seed++) {
    const { states } = round(variant, players, seed);
    states.forEach((g, k) => {
      if (g.phase !== 'playing' || g.turn !== 0) return;
      const plays = legalActions(g).flatMap((a) => (a.type === 'play' ? [a.tile] : []));
      // a tile that fits two places first (selecting it offers them); then the most tiles in the rack, up to `rack`;
      // then the most on the table
      const n = (new Set(plays).size < plays.length ? 1e6 : 0) + Math.min(g.hands[0]?.length ?? 0, rack) * 1000 + onTable(g);
      if (plays.length && n > best.n) best = { seed, k, n };
    });
  }
  const { states, actions } = round(variant, players, best.seed);
  return { record: toRecord(states[0]!, actions.slice(0, best.k)), state: states[best.k]! };
}
