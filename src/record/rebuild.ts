/**
 * A record's game rebuilt: the config that recreates it with every state (a seeded record keeps its seed, so later
 * rounds come out identical), and a record cut at a step (its notes and expectations up to there).
 */
import { applyAction, createGame } from '../engine/game.js';
import type { Action, Deal, GameConfig, GameState } from '../engine/game.js';
import { keyOf, recordActions, replay, stepOf } from './record.js';
import type { GameRecord } from './record.js';

const sameDeal = (a: Deal, b: Deal | undefined): boolean =>
  !!b && JSON.stringify(a.hands) === JSON.stringify(b.hands) && JSON.stringify(a.boneyard ?? []) === JSON.stringify(b.boneyard ?? []) && a.leader === b.leader && JSON.stringify(a.lot ?? null) === JSON.stringify(b.lot ?? null);

/**
 * The config that recreates a record's game and every state of it. A record
 * of a seeded game whose deals the seed reproduces gets the seed-only config
 * (so the state is identical to the original, later rounds included);
 * otherwise the deals are given explicitly.
 */
export function rebuild(record: GameRecord): { config: GameConfig; states: GameState[]; actions: Action[] } {
  const actions = recordActions(record);
  const base: GameConfig = { variant: record.variant, players: record.players, options: record.options, ...(record.seed !== undefined ? { seed: record.seed } : {}), ...(record.shortDeals ? { shortDeals: true } : {}) };
  if (record.seed !== undefined) {
    try {
      let g = createGame(base);
      const states = [g];
      let round = 0;
      let ok = sameDeal(g.deal, record.rounds[0]!.deal);
      for (const a of actions) {
        if (!ok) break;
        g = applyAction(g, a);
        states.push(g);
        if (a.type === 'next-round') ok = sameDeal(g.deal, record.rounds[++round]?.deal);
      }
      if (ok) return { config: base, states, actions };
    } catch {
      // fall through to the explicit deals
    }
  }
  return { config: { ...base, deals: record.rounds.map((r) => r.deal) }, states: replay(record), actions };
}

/** The record cut just after step `step` (its notes and expectations up to there). */
export function cutRecord(record: GameRecord, step: number): GameRecord {
  const [r, i] = keyOf(record, step).split(':').map(Number) as [number, number];
  const rounds = record.rounds.slice(0, r + 1).map((x, k) => (k === r ? { deal: x.deal, actions: x.actions.slice(0, i) } : x));
  const cut: GameRecord = { ...record, rounds };
  if (record.notes) cut.notes = Object.fromEntries(Object.entries(record.notes).filter(([k]) => stepOf(cut, k) !== null));
  if (record.expect) cut.expect = record.expect.filter((k) => (stepOf(cut, k) ?? Infinity) < step);
  return cut;
}

