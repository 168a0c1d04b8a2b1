/** How a part tells the table what a person did: an intent (src/table/table.ts), and whether it came from the keyboard. */
import type { Intent } from '../../table/table.js';

/** Sends an intent; `kbd`: it came from the keyboard (focus stays in the table). */
export type Send = (intent: Intent, kbd?: boolean) => void;
