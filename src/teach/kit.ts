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
import type { CompactLesson } from './builtin.js';
import type { GoalHooks } from './goals.js';

/** A variant's part of the teaching. */
export interface Kit {
  /** The start of a round: the set, the deal, who starts and why. */
  start(game: GameState): Msg[];
  /** A move other than dealing the next round, in plain words (the count that may follow: {@link Kit.count}). */
  move(before: GameState, action: Action, after: GameState): Msg[];
  /** The count, right after the move that ended the hand (`seat` made it). */
  count(after: GameState, seat: number): Msg[];
  /** Why a tile of the seat to move cannot be played anywhere now; null: the engine's refusal explains it (reasons.ts). */
  whyTile(g: GameState, tile: Tile): Msg | null;
  /** The reason for engine error `code` answering `action`, where the variant words it its own way; else undefined. */
  explain?(g: GameState, action: Action, code: string): Msg | undefined;
  /** All Fives: the count's terms, what each open end adds (F-8). */
  terms?(g: GameState): number[];
  /** Teach mode's "Now" line worded by the game itself (Mexican Train: its trains, doubles and chain); else undefined and turn.ts words it. */
  turn?(game: GameState, who: number, legal: Action[], tiles: string): Msg[] | undefined;
  /** The rule ids of starting the hand, drawing and passing in this game (turn.ts cites them). */
  turnRules?(game: GameState): { lead: string; draw?: string; pass: string };
  /** The game's own placeholders in its words (format.ts asks it first): a partnership team, a Mexican Train train. */
  word?: Word;
  /** The goals and places only this game has (goals.ts asks them first). */
  goals?: GoalHooks;
  /** The built-in lessons, in curriculum order. */
  lessons: CompactLesson[];
}

// Every path spelled out: the bundler makes one chunk of each.
const LOAD: Record<Variant, () => Promise<{ kit: Kit }>> = {
  partnership: () => import('./variants/partnership.js'),
  draw: () => import('./variants/draw.js'),
  'all-fives': () => import('./variants/all-fives.js'),
  'mexican-train': () => import('./variants/mexican-train.js'),
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
