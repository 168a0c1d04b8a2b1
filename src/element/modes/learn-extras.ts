/**
 * What a teaching table shows only when asked: the rules card (Rules, a rule link), "What the table knows", and
 * the reason for a hint given in play. Loaded on first use, in one chunk: a lesson that never opens them never
 * downloads them.
 */
export { rulesCard } from '../../teach/rules-card.js';
export { tableKnows } from '../../teach/knows.js';
export { advise } from '../../teach/advice.js';
export { card, knows } from '../parts/card.js';
