/**
 * `domino-table/engine`: the headless rules engine with every variant registered (see game.ts): `createGame`,
 * `legalActions`, `applyAction`. Pure and DOM-free; states are immutable plain JSON.
 */
import { register } from './game.js';
import { partnership } from './partnership.js';
import { draw } from './draw.js';
import { mexicanTrain } from './mexican-train.js';
import { allFives } from './all-fives.js';
import { block } from './block.js';

export * from './game.js';
export { loadVariant } from './load.js';

register(partnership, draw, mexicanTrain, allFives, block);
