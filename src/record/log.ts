/**
 * The tiny recorder kept in the main bundle: the game's states and the
 * actions between them, so that `toRecord()` answers synchronously with a
 * plain {@link GameRecord} — the shape of `toRecord` in src/record/record.ts —
 * without pulling the record codec, the replayer or the narration into the
 * bundle. Everything heavier (encode, validate, replay, undo, narrate) is
 * loaded on demand by ./modes/learn.ts.
 */
import { normalize, rulesOf } from '../engine/game.js';
import type { Action, GameState } from '../engine/game.js';
import type { GameRecord } from './steps.js';

/** The record of the game in play, built step by step. */
export class RecordLog {
  /** Every state since the game started: index k is step k (record.ts numbering). */
  states: GameState[] = [];
  /** The actions between them (`next-round` included): `actions[k]` takes step k to k + 1. */
  actions: Action[] = [];
  names?: string[] | undefined;
  notes?: Record<string, string> | undefined;
  expect?: string[] | undefined;

  /** A fresh game. */
  start(game: GameState, names?: string[]): void {
    this.states = [game];
    this.actions = [];
    this.names = names;
    this.notes = this.expect = undefined;
  }

  /** An applied action (cleaned as record.ts does) and the state after it. */
  push(action: Action, after: GameState): void {
    const { type, tile, at, from } = action as { type: string; tile?: string; at?: string; from?: string };
    this.actions.push(JSON.parse(JSON.stringify({ type, tile: tile && normalize(tile, 12), at, from: from === 'back' ? from : undefined })));
    this.states.push(after);
  }

  /** The number of the last step (0 at the deal). */
  get step(): number {
    return this.actions.length;
  }

  /** Whether a seat for which `human` holds has moved in the round being played. */
  moved(human: (seat: number) => boolean): boolean {
    for (let k = this.step; k-- && this.actions[k]!.type !== 'next-round'; ) if (human(this.states[k]!.turn ?? -1)) return true;
    return false;
  }

  /** The note at step `step` (`notes` are keyed "r:i": round r after i of its actions, record.ts), if any. */
  noteAt(step: number): string | undefined {
    if (!this.notes) return undefined;
    let round = 0;
    let start = 0;
    for (let k = 0; k < step && k < this.actions.length; k++) if (this.actions[k]!.type === 'next-round') [round, start] = [round + 1, k + 1];
    return this.notes[`${round}:${step - start}`];
  }

  /** The plain JSON record (API.md "Game records"), or null before a game started. */
  toRecord(): GameRecord | null {
    const g = this.states[0];
    if (!g) return null;
    const defaults = rulesOf(g.variant).options(g.players, {}) as unknown as Record<string, unknown>;
    const rounds = [{ deal: g.deal, actions: [] as Action[] }];
    this.actions.forEach((a, k) => (a.type === 'next-round' ? rounds.push({ deal: this.states[k + 1]!.deal, actions: [] }) : rounds.at(-1)!.actions.push(a)));
    return JSON.parse(
      JSON.stringify({
        format: 'domino-table/1',
        variant: g.variant,
        players: g.players,
        options: Object.fromEntries(Object.entries(g.options).filter(([k, v]) => defaults[k] !== v)),
        seed: g.seed,
        rounds,
        names: this.names,
        notes: this.notes,
        expect: this.expect?.length ? this.expect : undefined,
        shortDeals: g.shortDeals,
      }),
    );
  }
}
