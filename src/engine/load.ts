/**
 * A variant's rules, loaded when a table first needs them (a dynamic import per variant: a page downloads only the
 * rules of the games it shows) and registered with the engine (game.ts).
 */
import { register, rulesOf } from './game.js';
import { DominoError, fail, show } from './errors.js';
import { VARIANTS } from './types.js';
import type { Variant } from './types.js';
import type { VariantRules } from './variant.js';

// Every path spelled out: the bundler makes one chunk of each.
const LOAD: Record<Variant, () => Promise<VariantRules>> = {
  partnership: () => import('./partnership.js').then((m) => m.partnership),
  draw: () => import('./draw.js').then((m) => m.draw),
  'mexican-train': () => import('./mexican-train.js').then((m) => m.mexicanTrain),
  'all-fives': () => import('./all-fives.js').then((m) => m.allFives),
  block: () => import('./block.js').then((m) => m.block),
};
const loading: Partial<Record<Variant, Promise<VariantRules>>> = {};

/** The rules of `variant`, loaded and registered once; rejects with `unknown-variant` for a name that is no variant. */
export function loadVariant(variant: string): Promise<VariantRules> {
  if (!(VARIANTS as readonly string[]).includes(variant)) {
    return Promise.reject(new DominoError('unknown-variant', `Unknown variant ${show(variant)}; expected one of ${VARIANTS.join(', ')}`));
  }
  const v = variant as Variant;
  try {
    return Promise.resolve(rulesOf(v)); // registered already (e.g. through index.ts)
  } catch {
    // not yet: load it
  }
  return (loading[v] ??= LOAD[v]().then(
    (r) => (register(r), r),
    (e) => {
      delete loading[v]; // offline for a moment: tried again next time
      return fail('variant-not-loaded', `The ${v} rules did not load (${e instanceof Error ? e.message : String(e)})`, { variant: v });
    },
  ));
}

/** Runs `fn`; when it needs a variant's rules that are not loaded yet, loads them and runs it again (e.g. reading a record). */
export async function withVariant<T>(fn: () => T): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return fn();
    } catch (e) {
      const v = e instanceof DominoError && e.code === 'variant-not-loaded' ? e.params?.variant : undefined;
      if (!v || i > VARIANTS.length) throw e;
      await loadVariant(v);
    }
  }
}
