/**
 * Seeded positions for layout tests and screenshots: a game the engine plays
 * with the easy computer player for every seat, stopped at the start, the
 * middle or the end of a long first round. Never imported by the element.
 */
import { applyAction, createGame } from '../engine/game.js';
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
