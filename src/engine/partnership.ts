import type { VariantRules } from './variant.js';

/** Rules of `partnership` (stub, being written). */
export const partnership: VariantRules = null as unknown as VariantRules;
