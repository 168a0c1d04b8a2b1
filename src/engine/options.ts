import { fail, show } from './errors.js';
import type { Options } from './types.js';

// House-rule options (options.md): shared checks, so every variant answers bad values alike.

/** The defaults of options.md: what a variant fills in for other variants' keys (they are ignored). */
export const NEUTRAL_OPTIONS: Readonly<Required<Options>> = Object.freeze({
  target: 0,
  lead: 'double-six',
  starterLeads: 'starting-tile',
  spinnerSidesFirst: true,
  roundHandScore: false,
  boneyardReserve: 0,
  firstTurn: 'chain',
  doubleBlankValue: 0,
  engineSelection: 'holder',
  handSize: 5,
});

const KNOWN = new Set(Object.keys(NEUTRAL_OPTIONS));

/**
 * Rejects keys that are no option of any variant (a typo such as `traget`
 * would otherwise be silently ignored) — a decision, options.md is silent.
 */
export function checkOptionKeys(variant: string, given: Options): void {
  for (const k of Object.keys(given)) {
    if (!KNOWN.has(k)) fail('bad-options', `${variant}: unknown option ${show(k)}; known options are ${[...KNOWN].join(', ')}`, { option: k });
  }
}

/** A positive integer option such as `target`, or its default when absent. */
export function positiveInt(variant: string, key: string, v: unknown, dflt: number): number {
  if (v === undefined) return dflt;
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) {
    fail('bad-options', `${variant}: option "${key}" must be a positive whole number, not ${show(v)}`, { option: key, value: show(v) });
  }
  return v;
}

/** One of a fixed list of values, or its default when absent. */
export function oneOf<T extends string | number | boolean>(variant: string, key: string, v: unknown, allowed: readonly T[], dflt: T): T {
  if (v === undefined) return dflt;
  if (!(allowed as readonly unknown[]).includes(v)) {
    fail('bad-options', `${variant}: option "${key}" must be ${allowed.map((a) => JSON.stringify(a)).join(' or ')}, not ${show(v)}`, { option: key, value: show(v) });
  }
  return v as T;
}

