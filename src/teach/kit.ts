/**
 * Each variant's own teaching code ("kit"): how its moves, rounds and counts
 * are narrated, why its refused moves are refused, and its built-in lessons.
 * One chunk per variant (src/teach/variants/<variant>.ts), loaded on demand:
 * a page that teaches one game loads none of the others'. The shared teaching
 * code (narrate.ts, reasons.ts, goals.ts) asks {@link kit} for the variant's
 * part; callers load it first ({@link loadKit}, or catalogue() in messages.ts,
 * which loads it with the words).
 */
import type { Action, GameState, Tile, Variant } from '../engine/game.js';
import type { Msg, Word } from '../words/format.js';

export type { Kit } from './types.js';
import type { Kit } from './types.js';

// Every path spelled out: the bundler makes one chunk of each.
const LOAD: Record<Variant, () => Promise<{ kit: Kit }>> = {
  partnership: () => import('./variants/partnership.js'),
  draw: () => import('./variants/draw.js'),
  'all-fives': () => import('./variants/all-fives.js'),
  'mexican-train': () => import('./variants/mexican-train.js'),
  block: () => import('./variants/block.js'),
};
const kits: Partial<Record<Variant, Kit>> = {};
const loading: Partial<Record<Variant, Promise<Kit>>> = {};

/** Loads a variant's kit (once). */
export function loadKit(variant: Variant): Promise<Kit> {
  return (loading[variant] ??= LOAD[variant]().then((x) => (kits[variant] = x.kit)));
}

/** A variant's kit if loaded, else undefined. */
export const cachedKit = (variant: Variant): Kit | undefined => kits[variant];

/** A variant's kit; throws when it was not loaded first (a bug: load it before narrating). */
export function kit(variant: Variant): Kit {
  const k = kits[variant];
  if (!k) throw new Error(`the ${variant} teaching code is not loaded (loadKit)`);
  return k;
}
