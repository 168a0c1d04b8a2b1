/**
 * "What the table knows": per seat, the numbers it has shown it lacks, from
 * its passes and draws this round (a seat that draws or passes holds no tile
 * for any number it could have played then, C-8) — exactly what a careful
 * player at the table could infer; src/ai/view.ts keeps that bookkeeping for
 * the computer players and is reused here.
 */
import { rulesOf } from '../engine/game.js';
import type { GameState } from '../engine/game.js';
import { seatView } from '../ai/view.js';
import type { HistoryEntry } from '../ai/view.js';

/** Per seat, the numbers it is known to lack now, ascending (empty: nothing known). */
export function tableKnows(game: GameState, history: readonly HistoryEntry[]): number[][] {
  if (game.phase !== 'playing' || game.players < 2) return [];
  // A seat's view leaves its own hand out: ask the next seat about it (the inference uses public moves only).
  const masks = [...Array(game.players).keys()].map((s) => seatView(game, (s + 1) % game.players, history).voids[s] ?? 0);
  const top = rulesOf(game.variant).setMax; // C-1
  return masks.map((mask) => [...Array(top + 1).keys()].filter((v) => mask & (1 << v)));
}
