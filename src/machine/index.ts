/**
 * XState v5 statecharts, one per variant, that run a table's turn loop; their events are the engine's actions (plus
 * `new-game`, `settings` and `back`). Usage:
 *
 *   const actor = createActor(createDominoMachine('draw'), { input: { variant: 'draw', players: 3, seed: 7, computers: [1, 2], pace: 700 } });
 *   actor.on('applied', (e) => ...); actor.on('rejected', (e) => ...);
 *   actor.start(); actor.send({ type: 'play', tile: '6-6' });
 *
 * A person's turn is a state under `person` that takes only the actions it expects (every other one is refused
 * with the engine's code); a computer seat's turn is `computer.moving`, where the `computer` actor chooses while the
 * `pace` delay passes. Hosts swap the computer player, the delays and the next round's deal with
 * `machine.provide()`. A refused first config leaves the actor in state `invalid` with `context.error` set and
 * `context.game` null; a refused `new-game` keeps the game in play and emits `rejected`.
 */
import '../engine/index.js'; // `domino-table/machine` plays every variant: their rules are registered

export {
  createDominoMachine,
  dominoSetup,
  partnershipMachine,
  drawMachine,
  allFivesMachine,
  mexicanTrainMachine,
  blockMachine,
} from './domino.machine.js';
export { dealNext } from './domino.machine.js';
export type { DominoContext, DominoEvent, DominoEmitted, DominoInput, Seating, Refusal, ComputerInput, Dealer } from './domino.machine.js';
