/**
 * Where a part's intent goes: the input controller notes how it came (keyboard or pointer: where focus goes next),
 * a lesson or a replay may take a move over, the table plays the rest (`send` in src/table/table.ts), and the page
 * decides the few that are its own (a new game of its attributes, undo, why a tile is grey, the sound button).
 */
import { send } from '../../table/table.js';
import type { Intent, Table } from '../../table/table.js';
import type { Modes } from '../modes/modes.js';
import type { InputController } from './input.js';

/** The element's own answers to intents the table leaves to it. */
export interface PageIntents {
  newGame(): void;
  undo(): void;
  sound(): void; // the sound button: `sound` on or off
  review(): void; // "Review this hand"
}

/** The element's `send`: what a part sent, routed (see the module comment). */
export function intents(table: Table, input: InputController, modes: Modes, page: PageIntents): (intent: Intent, kbd?: boolean) => void {
  return (intent, kbd = false) => {
    input.sent(kbd, intent.type === 'select' ? 'select' : intent.type === 'act' || intent.type === 'place' || intent.type === 'reveal' || intent.type === 'draw-fit' ? 'move' : 'other');
    if (intent.type === 'select' || intent.type === 'place') modes.lift(intent.type === 'select' ? intent.tile : table.state.selection);
    if ((intent.type === 'act' || intent.type === 'select' || intent.type === 'place' || intent.type === 'hint') && modes.intercept(intent)) return; // a lesson or a replay takes the move over
    send(table, intent, (i) => (i.type === 'new-game' ? page.newGame() : i.type === 'undo' ? page.undo() : i.type === 'sound' ? page.sound() : i.type === 'review' ? page.review() : i.type === 'replay-hand' ? void modes.replayHand() : i.type === 'why' ? modes.why(i.tile) : undefined));
  };
}
