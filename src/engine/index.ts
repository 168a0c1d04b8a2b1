/**
 * The headless rules engine: `createGame`, `legalActions`, `applyAction`.
 * Pure and DOM-free; states are immutable plain JSON.
 */
import { fail, show } from './errors.js';
import { applyActionWith, createGameWith, legalActionsWith } from './core.js';
import { VARIANTS } from './types.js';
import type { Action, GameConfig, GameState, Variant } from './types.js';
import type { VariantRules } from './variant.js';
import { partnership } from './partnership.js';
import { draw } from './draw.js';
import { mexicanTrain } from './mexican-train.js';
import { allFives } from './all-fives.js';

export * from './types.js';
export { DominoError, show } from './errors.js';
export type { ErrorCode } from './errors.js';
export { tableTiles } from './table.js';
export { normalize, info, pips, handPips, isDouble, fullSet, tile } from './tiles.js';

const RULES: Record<Variant, VariantRules> = {
  partnership,
  draw,
  'mexican-train': mexicanTrain,
  'all-fives': allFives,
};

/** The rules module of a variant; throws `unknown-variant`. */
export function rulesOf(variant: string): VariantRules {
  if (!(VARIANTS as readonly string[]).includes(variant)) {
    fail('unknown-variant', `Unknown variant ${show(variant)}; expected one of ${VARIANTS.join(', ')}`);
  }
  return RULES[variant as Variant];
}

/** Seat-count range of a variant, e.g. `{ min: 2, max: 4, default: 2 }`. */
export function playerRange(variant: Variant): { min: number; max: number; default: number } {
  const r = rulesOf(variant);
  return { min: r.minPlayers, max: r.maxPlayers, default: r.defaultPlayers };
}

/**
 * A new game, its first round dealt (from `deals[0]` or the seed) and ready to play.
 *
 * The whole config is checked here, once (never per step): variant, players,
 * options, seed and every round's explicit deal. Anything wrong — a wrong
 * type, BigInt, a cycle, a null-prototype object, a getter or `toString` that
 * throws — is a `DominoError` with a code; the config is only read, never
 * changed, and the game keeps its own copies (editing `deals` later changes
 * nothing).
 */
export function createGame(config: GameConfig): GameState {
  return createGameWith(rulesOf, config); // the common layer (core.ts) over the registry
}

/** Every action the seat to move may take now (`next-round` after a count, nothing once the game is over). */
export function legalActions(game: GameState): Action[] {
  return legalActionsWith(rulesOf, game);
}

/** The state after `action`; throws a `DominoError` (and changes nothing) when it is illegal. */
export function applyAction(game: GameState, action: Action): GameState {
  return applyActionWith(rulesOf, game, action);
}
