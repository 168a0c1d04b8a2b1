/** Helpers for the engine's own tests (not exported from the package). */
import assert from 'node:assert/strict';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import { fullSet } from '../engine/tiles.js';
import { chooser } from '../engine/mulberry.js';
import { tableTiles } from '../engine/table.js';
import type { Action, GameConfig, GameState } from '../engine/types.js';

/** Asserts every tile of the set is in exactly one place: a hand, the boneyard or the table (C-1). */
export function assertConserved(game: GameState): void {
  const max = game.variant === 'mexican-train' ? 12 : 6;
  const all = [...game.hands.flat(), ...game.boneyard, ...tableTiles(game)];
  const seen = new Set(all);
  assert.equal(seen.size, all.length, `a tile is in two places: ${all.sort().join(' ')}`);
  assert.deepEqual([...seen].sort(), fullSet(max).sort(), 'every tile of the set is somewhere');
}

export { chooser };

/** The engine calls a helper plays through: the public API by default, or core.ts's `engineOf(rules)` (a variant not registered yet). */
export interface Api<C = GameConfig> {
  createGame(config: C): GameState;
  legalActions(game: GameState): Action[];
  applyAction(game: GameState, action: Action): GameState;
}

const PUBLIC: Api = { createGame, legalActions, applyAction };

/** Plays random legal actions until the game is over (or `maxSteps`), calling `each` after every step. */
export function playout<C = GameConfig>(
  config: C,
  choiceSeed: number,
  each?: (before: GameState, action: Action, after: GameState) => void,
  maxSteps = 100_000,
  api: Api<C> = PUBLIC as unknown as Api<C>,
): GameState {
  let g = api.createGame(config);
  const pick = chooser(choiceSeed);
  for (let i = 0; i < maxSteps && g.phase !== 'game-over'; i++) {
    const acts = api.legalActions(g);
    assert.ok(acts.length > 0, `no legal action in phase ${g.phase}, turn ${g.turn}`);
    const a = acts[pick(acts.length)]!;
    const next = api.applyAction(g, a);
    each?.(g, a, next);
    g = next;
  }
  return g;
}

// Compact action notation for scripted hands: "6-6" lead, "6-3L"/"6-3R" play
// at left/right, "p" pass, "d" draw (front), "db" draw from the back, "n" next-round.
/** The action a script code stands for. */
export function parse(c: string): Action {
  if (c === 'p') return { type: 'pass' };
  if (c === 'd') return { type: 'draw' };
  if (c === 'db') return { type: 'draw', from: 'back' };
  if (c === 'n') return { type: 'next-round' };
  const m = /^(\d+-\d+)([LR]?)$/.exec(c);
  assert.ok(m, `bad script code ${c}`);
  return m[2] ? { type: 'play', tile: m[1]!, at: m[2] === 'L' ? 'left' : 'right' } : { type: 'play', tile: m[1]! };
}

/** The script code of an action (inverse of {@link parse}). */
export function code(a: Action): string {
  if (a.type === 'play') return a.at ? `${a.tile}${a.at === 'left' ? 'L' : 'R'}` : a.tile;
  if (a.type === 'draw') return a.from === 'back' ? 'db' : 'd';
  return a.type;
}

/** Plays a script through the real engine (or `api`); returns every state (trace[0] = the given one). */
export function run(g: GameState, script: string, api: Pick<Api, 'applyAction'> = PUBLIC): GameState[] {
  const trace = [g];
  for (const c of script.split(/\s+/).filter(Boolean)) trace.push(api.applyAction(trace[trace.length - 1]!, parse(c)));
  return trace;
}
