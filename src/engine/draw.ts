import type { VariantRules } from './variant.js';

/** Rules of `draw` (stub, being written). */
export const draw: VariantRules = null as unknown as VariantRules;
