import type { VariantRules } from './variant.js';

/** Rules of `mexican-train` (stub, being written). */
export const mexicanTrain: VariantRules = null as unknown as VariantRules;
