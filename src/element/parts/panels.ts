/**
 * The parts of a table loaded on demand (a chunk of their own, fetched as soon as a table connects, long before they
 * are needed): the count, the score sheet, the pass-and-play cover, the banner, the move log, with their styles; and what makes
 * the table's events heard (`sound`).
 */
export { count, unfold } from './count.js';
export { cover } from './cover.js';
export { log } from './log.js';
export { sheetPanel } from './sheet.js';
export type { ShareView } from './log.js';
export { banner, bannerText } from './banner.js';
export { panelStyles } from './panels.styles.js';
export { more } from './more.js';
export { hear } from '../hear.js';
export type { More } from './more.js';
