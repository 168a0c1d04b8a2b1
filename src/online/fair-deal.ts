/**
 * Verifiable fair deal for online games. The server draws a secret 256-bit
 * seed, publishes `commitment(roomId, seed)` when the game starts and deals
 * every round from a SHA-256 stream keyed by seed, room and round. At the end it
 * reveals the seed; anyone can then re-derive every deal and check it against
 * the commitment and against the game they saw. DOM-free: server and client share it.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { applyAction, createGame, rulesOf } from '../engine/game.js';
import type { Deal, GameConfig, GameState, Options, Tile, Variant } from '../engine/game.js';

/** What a finished online game reveals so that its deal can be checked. */
export interface FairDeal {
  roomId: string; // e.g. "xK3f9aQ2b"
  commitment: string; // hex SHA-256, published at the start
  seed: string; // 64 hex digits, revealed at the end
}

/** The commitment published at the start: hex SHA-256 of the room id and the seed. */
export function commitment(roomId: string, seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(`domino-table/commit|${roomId}|${seed}`)));
}

/**
 * A pure-rand generator over SHA-256 in counter mode (block k = SHA-256(key|k),
 * eight 32-bit words each). Unlike a 32-bit engine seed it cannot be searched:
 * seeing one's own hand tells nothing usable about the others.
 */
class HashStream implements RandomGenerator {
  #words: Int32Array | null = null;
  constructor(
    private readonly key: string,
    private block = 0,
    private word = 8,
  ) {}
  next(): number {
    if (this.word >= 8 || !this.#words) {
      const d = sha256(utf8ToBytes(`${this.key}|${this.block++}`));
      const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
      this.#words = Int32Array.from({ length: 8 }, (_, i) => v.getInt32(i * 4));
      this.word = 0;
    }
    return this.#words[this.word++]!;
  }
  clone(): RandomGenerator {
    const c = new HashStream(this.key, this.block, this.word);
    c.#words = this.#words;
    return c;
  }
  getState(): readonly number[] {
    return [this.block, this.word];
  }
}

/** The deal of round `round` (1-based) of the room's game: `prev` is the finished previous round (null for round 1). */
export function dealFor(fair: Pick<FairDeal, 'roomId' | 'seed'>, game: { variant: Variant; players: number; options: Required<Options> }, round: number, prev: GameState | null): Deal {
  const rng = new HashStream(`domino-table/deal|${fair.roomId}|${fair.seed}|${round}`);
  return rulesOf(game.variant).deal({ players: game.players, options: game.options, round, prev }, rng);
}

/** The config of a game whose first round is dealt from the seed (engine seed 0: every deal comes from `dealFor`). */
export function fairConfig(fair: Pick<FairDeal, 'roomId' | 'seed'>, variant: Variant, players: number, options: Options = {}): GameConfig {
  const full = rulesOf(variant).options(players, options);
  return { variant, players, options, seed: 0, deals: [dealFor(fair, { variant, players, options: full }, 1, null)] };
}

/** A new game whose first round is dealt from the seed (see {@link fairConfig}). */
export function startGame(fair: Pick<FairDeal, 'roomId' | 'seed'>, variant: Variant, players: number, options: Options = {}): GameState {
  return createGame(fairConfig(fair, variant, players, options));
}

/** The next round of a finished round, dealt from the seed. */
export function nextRound(fair: Pick<FairDeal, 'roomId' | 'seed'>, game: GameState): GameState {
  const deal = dealFor(fair, game, game.round + 1, game);
  return applyAction({ ...game, deals: [...(game.deals ?? []), deal] }, { type: 'next-round' });
}

/** A record's shape as far as the check needs it (see `src/record`). */
export interface CheckedRecord {
  variant: Variant;
  players: number;
  options?: Options;
  rounds: { deal: Deal; actions: import('../engine/game.js').Action[] }[];
  fair?: FairDeal;
}

/** What a seat saw during the game, to hold the revealed record against. */
export interface Witness {
  seat: number | null; // the seat whose hands are in `hands` (null: a spectator)
  hands: Record<number, Tile[]>; // round → own hand as first shown
  totals?: number[]; // the final totals shown
}

/** Outcome of {@link verifyFairDeal}: `ok`, or the first thing that does not match. */
export type Verdict = { ok: true } | { ok: false; reason: string };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Checks a finished game: the revealed seed matches the published commitment,
 * every deal of the record is the one the seed gives, the record replays to the
 * end, and it agrees with what this seat saw (its own hands, the final totals).
 */
export function verifyFairDeal(record: CheckedRecord, published: string, witness?: Witness): Verdict {
  const fair = record.fair;
  if (!fair || typeof fair.seed !== 'string' || typeof fair.roomId !== 'string') return { ok: false, reason: 'the record reveals no seed' };
  if (commitment(fair.roomId, fair.seed) !== published) return { ok: false, reason: 'the revealed seed does not match the commitment' };
  let g: GameState;
  try {
    g = startGame(fair, record.variant, record.players, record.options ?? {});
    for (let r = 0; r < record.rounds.length; r++) {
      if (r > 0) g = nextRound(fair, g);
      const round = record.rounds[r]!;
      if (JSON.stringify(g.deal.hands) !== JSON.stringify(round.deal.hands) || JSON.stringify(g.deal.boneyard ?? []) !== JSON.stringify(round.deal.boneyard ?? [])) {
        return { ok: false, reason: `round ${r + 1} was not dealt from the seed` };
      }
      // The hand as shown at the round's start (after any automatic step, e.g. Mexican Train's engine, M-3).
      const mine = witness && witness.seat !== null ? witness.hands[r + 1] : undefined;
      if (mine && !sameSet(mine, g.hands[witness!.seat!] ?? [])) return { ok: false, reason: `round ${r + 1}: the hand shown was not the one dealt` };
      for (const a of round.actions) g = applyAction(g, a);
    }
  } catch (e) {
    return { ok: false, reason: `the record does not replay: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (g.phase !== 'game-over') return { ok: false, reason: 'the record does not reach the end of the game' };
  if (witness?.totals && JSON.stringify(witness.totals) !== JSON.stringify(g.totals)) return { ok: false, reason: 'the final scores differ from the ones shown' };
  return { ok: true };
}
