/**
 * Computer players (`domino-table/ai`): `chooseAction(game, options)` picks the
 * action of the seat to move from that seat's view only; `createAiClient()`
 * runs it in a Web Worker, or in-thread where there are no workers.
 */
import '../engine/index.js'; // `domino-table/ai` plays every variant: their rules are registered

export { chooseAction, seatView, DEFAULT_BUDGET_MS } from './choose.js';
export type { ChooseOptions, HistoryEntry, SeatView } from './choose.js';
export { createAiClient, setWorkerUrl, TRUSTED_TYPES_POLICY } from './remote.js';
export type { AiClient, WorkerLike } from './remote.js';
