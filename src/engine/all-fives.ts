import type { VariantRules } from './variant.js';

/** Rules of `all-fives` (stub, being written). */
export const allFives: VariantRules = null as unknown as VariantRules;
