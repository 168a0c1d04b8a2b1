// Type tests of the public API as an app sees it (tsc --noEmit, skipLibCheck off): what must compile does, and what
// must not is marked @ts-expect-error (an unused one is itself an error).
import 'domino-table';
import { DominoTable, playerRange } from 'domino-table';
import type { Action, DominoPlayDetail, DominoTableEventMap, GameRecord, GameState } from 'domino-table';
import { createGame, legalActions } from 'domino-table/engine';
import { chooseAction } from 'domino-table/ai';

const table = document.querySelector('domino-table')!;
const same: DominoTable = table; // HTMLElementTagNameMap
table.addEventListener('domino-play', (e) => {
  const detail: DominoPlayDetail = e.detail;
  const tile: string = e.detail.tile;
  const at: string | null = e.detail.at;
  // @ts-expect-error -- a detail field that does not exist
  e.detail.nope;
  return [detail, tile, at];
});
document.addEventListener('domino-game-end', (e) => e.detail.totals.map((n: number) => n + 1));
document.body.addEventListener('domino-error', (e) => e.detail.code.toUpperCase());
const handler = (e: DominoTableEventMap['domino-round-end']) => e.detail.reason === 'blocked';
same.addEventListener('domino-round-end', handler);

const state: GameState | null = table.state;
const actions: Action[] = table.legalActions;
const record: GameRecord | null = table.toRecord();
table.speed = 0;
// @ts-expect-error -- speed is a number
table.speed = 'fast';
// @ts-expect-error -- the element's internals (controller, host hooks) are not public
table.ctl;
if (table.isHuman(0)) table.speed = 0; // public since issue 50: a person plays that seat at this screen
void table.review().then((r) => r.decisions.length);
DominoTable.workerUrl = new URL('/assets/worker.js', location.href);
DominoTable.workerUrl = null;

const g = createGame({ variant: 'draw', players: 3, seed: 1 });
const first: Action | undefined = legalActions(g)[0];
const next: Action = chooseAction(g, { level: 'easy' });
const range: { min: number; max: number } = playerRange('draw');
export { state, actions, record, first, next, range };
