/**
 * The rules engine's API over a registry of variants: `createGame`, `legalActions`, `applyAction`, `rulesOf`. Pure
 * and DOM-free; states are immutable plain JSON. A variant's rules module is registered before its games are played:
 * `domino-table/engine` (index.ts) registers every variant at once; a table registers only the one it plays, when it
 * first needs it (load.ts), so a page carries the rules of its own game alone.
 */
import { fail, show } from './errors.js';
import { applyActionWith, createGameWith, legalActionsWith } from './core.js';
import { VARIANTS } from './types.js';
import type { Action, GameConfig, GameState, Variant } from './types.js';
import type { VariantRules } from './variant.js';

export * from './types.js';
export type { VariantRules } from './variant.js';
export { DominoError, show } from './errors.js';
export type { ErrorCode } from './errors.js';
export { tableTiles } from './table.js';
export { normalize, info, pips, handPips, isDouble, fullSet, tile } from './tiles.js';

const RULES: Partial<Record<Variant, VariantRules>> = {};

/** Registers variants' rules modules (their games can then be played). */
export function register(...rules: VariantRules[]): void {
  for (const r of rules) RULES[r.id] = r;
}

/** Whether a variant's rules are registered. */
export const registered = (variant: unknown): boolean => typeof variant === 'string' && RULES[variant as Variant] !== undefined;

/** The rules module of a variant; throws `unknown-variant`, or `variant-not-loaded` for one not registered yet (load.ts). */
export function rulesOf(variant: string): VariantRules {
  if (!(VARIANTS as readonly string[]).includes(variant)) {
    fail('unknown-variant', `Unknown variant ${show(variant)}; expected one of ${VARIANTS.join(', ')}`);
  }
  return RULES[variant as Variant] ?? fail('variant-not-loaded', `The ${variant} rules are not loaded yet (loadVariant)`, { variant });
}

/** Seat-count range of a variant, e.g. `{ min: 2, max: 4, default: 2 }`. */
export function playerRange(variant: Variant): { min: number; max: number; default: number } {
  const r = rulesOf(variant);
  return { min: r.minPlayers, max: r.maxPlayers, default: r.defaultPlayers };
}

/** The score a game is played to (e.g. 50 in partnership), or null for a game of a fixed number of rounds (M-16). */
export function targetOf(game: Pick<GameState, 'variant' | 'options'>): number | null {
  return rulesOf(game.variant).rounds === null ? game.options.target || null : null;
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

/**
 * The game after `action` as a key: two plays with the same key are one move, not a choice (C-6: after a double lead
 * both ends show its number, so "left end (6) | right end (6)" leads to the same game). The open ends are taken as a
 * bag of (number, tiles on that side of the spinner), and the line's order, the spinner's index and which arm is which
 * are left out; everything else (score, count, turn, hands, trains by owner, markers) counts as it is. Null when the
 * action cannot be applied to `game` (online, say, where the other hands are hidden).
 */
export function moveKey(game: GameState, action: Action): string | null {
  let g: GameState;
  try {
    g = applyAction(game, action);
  } catch {
    return null;
  }
  const { line, ends, arms, spinner, ...rest } = g;
  const n = line?.length ?? 0;
  const side: Record<string, number> = typeof spinner === 'number' ? { left: spinner, right: n - 1 - spinner, up: arms?.up.length ?? 0, down: arms?.down.length ?? 0 } : {};
  const bag = Object.entries(ends ?? {}).map(([p, v]) => `${v}/${side[p] ?? ''}`).sort();
  return JSON.stringify({ ...rest, n, bag, arms: arms ? [arms.up.length, arms.down.length].sort() : null });
}
