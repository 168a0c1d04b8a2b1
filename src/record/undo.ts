/**
 * Undo (issue 5, point 5) on records.
 *
 * The rule: `undo` takes back the last move of a person at this screen (a seat
 * in `humans`) and every computer move after it, by cutting the record and
 * replaying it — nothing is re-dealt, the boneyard keeps its order. It never
 * takes back a draw made by a person: a tile a person has seen stays drawn, so
 * the undo stops just after that person's last draw (e.g. after "draw, play
 * the drawn tile" the play is taken back and the drawn tile stays in hand).
 * Computer draws after the person's move are taken back: their tiles were
 * never shown and go back to the boneyard in the same order. It never crosses
 * into a finished round (the count has shown every hand), so undo is only
 * possible while the round is being played.
 */
import type { Action, GameState } from '../engine/game.js';
import { replay, stepOf } from './record.js';
import type { GameRecord } from './record.js';

/** What {@link undo} gives back. */
export interface UndoResult {
  record: GameRecord; // the record cut at `step`
  state: GameState; // the state at `step`
  step: number; // the step returned to
  undone: number; // how many actions were taken back
}

/** Why nothing can be undone. */
export type UndoRefusal = 'round-over' | 'no-move' | 'after-draw';

/** Takes back the last move of a seat in `humans` and the computer moves after it; see the module comment for the rule. */
export function undo(record: GameRecord, humans: readonly number[], states: readonly GameState[] = replay(record)): UndoResult | { refused: UndoRefusal } {
  const end = states.length - 1;
  if (states[end]!.phase !== 'playing') return { refused: 'round-over' };
  const round = record.rounds.length - 1;
  const actions: readonly Action[] = record.rounds[round]!.actions;
  const first = stepOf(record, `${round}:0`)!; // the state at the start of this round
  let target = -1;
  let afterDraw = false;
  for (let i = actions.length - 1; i >= 0; i--) {
    const seat = states[first + i]!.turn;
    if (seat === null || !humans.includes(seat)) continue;
    if (actions[i]!.type === 'draw') {
      afterDraw = true;
      break; // a person's draw is never taken back
    }
    target = i;
    break;
  }
  if (target < 0) return { refused: afterDraw ? 'after-draw' : 'no-move' };
  const step = first + target;
  const rounds = record.rounds.slice(0, -1);
  rounds.push({ deal: record.rounds[round]!.deal, actions: actions.slice(0, target) });
  const cut: GameRecord = { ...record, rounds };
  if (record.notes) cut.notes = Object.fromEntries(Object.entries(record.notes).filter(([k]) => (stepOf(cut, k) ?? Infinity) <= step));
  if (record.expect) cut.expect = record.expect.filter((k) => (stepOf(cut, k) ?? Infinity) < step);
  return { record: cut, state: states[step]!, step, undone: end - step };
}
