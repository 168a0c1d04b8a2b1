/**
 * The styles of `<domino-table>`'s first paint: one sheet per part (./parts/*.styles.ts), in cascade order (the
 * table's shared rules first). The parts loaded later bring their own (./parts/panels.styles.ts, the teaching
 * panels, online play's bar, the motion), adopted when they arrive.
 */
import { tableStyles } from './parts/table.styles.js';
import { topStyles } from './parts/top.styles.js';
import { seatsStyles } from './parts/seats.styles.js';
import { boardStyles } from './parts/board.styles.js';
import { handStyles } from './parts/hand.styles.js';
import { controlsStyles } from './parts/controls.styles.js';

export const styles = [tableStyles, topStyles, seatsStyles, boardStyles, handStyles, controlsStyles];
