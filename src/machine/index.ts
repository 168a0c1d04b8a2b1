/**
 * XState v5 statecharts, one per variant; their events are the engine's
 * actions (plus `new-game`). Usage:
 *
 *   const actor = createActor(createDominoMachine('draw'), { input: { variant: 'draw', players: 3, seed: 7 } });
 *   actor.on('applied', (e) => ...); actor.on('rejected', (e) => ...);
 *   actor.start(); actor.send({ type: 'play', tile: '6-6' });
 *
 * A refused first config leaves the actor in state `invalid` with
 * `context.error` set and `context.game` null; a refused `new-game` keeps the
 * game in play and emits `rejected`.
 */
export {
  createDominoMachine,
  dominoSetup,
  partnershipMachine,
  drawMachine,
  allFivesMachine,
  mexicanTrainMachine,
} from './domino.machine.js';
export type { DominoContext, DominoEvent, DominoEmitted } from './domino.machine.js';
