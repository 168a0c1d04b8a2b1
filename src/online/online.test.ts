/** The shared online layer without a network: seat views, message checks and the fair-deal check. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { applyAction, legalActions, tableTiles, VARIANTS } from '../engine/index.js';
import type { GameState, Variant } from '../engine/index.js';
import { recordAction, startRecord } from '../record/record.js';
import { commitment, dealFor, nextRound, startGame, verifyFairDeal } from './fair-deal.js';
import { HIDDEN, parseAction, seatState } from './protocol.js';

const PLAYERS: Record<Variant, number> = { partnership: 4, draw: 3, 'mexican-train': 4, 'all-fives': 2, block: 3 };

/** A whole game dealt from `seed` in room `roomId`, first legal action each time; every state on the way. */
function play(variant: Variant, roomId: string, seed: string): GameState[] {
  const fair = { roomId, seed };
  let g = startGame(fair, variant, PLAYERS[variant]);
  const out = [g];
  while (g.phase !== 'game-over') {
    g = g.phase === 'round-over' ? nextRound(fair, g) : applyAction(g, legalActions(g)[0]!);
    out.push(g);
  }
  return out;
}

for (const variant of VARIANTS) {
  test(`${variant}: a seat's view shows its own hand, counts for the others, the table; no boneyard order; hands at the count`, () => {
    const states = play(variant, 'room1', randomBytes(32).toString('hex'));
    for (const g of states.filter((_, i) => i % 7 === 0)) {
      for (let seat = 0; seat < g.players; seat++) {
        const v = seatState(g, seat);
        assert.deepEqual(v.hands[seat], g.hands[seat]);
        assert.deepEqual(v.boneyard, g.boneyard.map(() => HIDDEN));
        assert.deepEqual(tableTiles(v), tableTiles(g));
        assert.equal(v.deals, undefined);
        assert.deepEqual(v.deal, { hands: [] });
        for (let o = 0; o < g.players; o++) {
          if (o === seat) continue;
          assert.equal(v.hands[o]!.length, g.hands[o]!.length);
          if (g.phase === 'playing') assert.ok(v.hands[o]!.every((t) => t === HIDDEN));
          else assert.deepEqual(v.hands[o], g.hands[o]); // the count shows them (C-10)
        }
        // The seat to move finds the same legal actions in its view as the server in the full state.
        if (g.phase === 'playing' && g.turn === seat) assert.deepEqual(legalActions(v), legalActions(g));
      }
    }
  });

  test(`${variant}: the fair-deal check accepts the game dealt from the committed seed and refuses any other`, () => {
    const seed = randomBytes(32).toString('hex');
    const states = play(variant, 'abc', seed);
    // Recorded as the server records: each action with the state it led to.
    let rec = startRecord(states[0]!);
    for (let i = 1; i < states.length; i++) {
      const prev = states[i - 1]!;
      rec = recordAction(rec, prev.phase === 'round-over' ? { type: 'next-round' } : legalActions(prev)[0]!, states[i]!);
    }
    const record = { ...rec, fair: { roomId: 'abc', commitment: commitment('abc', seed), seed } };
    assert.deepEqual(verifyFairDeal(record, commitment('abc', seed), { seat: 0, hands: { 1: states[0]!.hands[0]! }, totals: states.at(-1)!.totals }), { ok: true });
    const other = randomBytes(32).toString('hex');
    assert.equal(verifyFairDeal({ ...record, fair: { ...record.fair, seed: other } }, commitment('abc', other)).ok, false);
    assert.equal(verifyFairDeal({ ...record, fair: { ...record.fair, roomId: 'abd' } }, commitment('abd', seed)).ok, false);
    assert.equal(verifyFairDeal(record, commitment('abc', seed), { seat: 0, hands: {}, totals: [1, 2, 3, 4].slice(0, states[0]!.players) }).ok, false);
  });
}

test('deals differ by seed, room and round, and repeat exactly for the same three', () => {
  const g = startGame({ roomId: 'r', seed: 'a'.repeat(64) }, 'draw', 2);
  const at = (roomId: string, seed: string, round: number) => JSON.stringify(dealFor({ roomId, seed }, g, round, round > 1 ? g : null));
  assert.equal(at('r', 'a'.repeat(64), 1), at('r', 'a'.repeat(64), 1));
  assert.notEqual(at('r', 'a'.repeat(64), 1), at('r', 'b'.repeat(64), 1));
  assert.notEqual(at('r', 'a'.repeat(64), 1), at('s', 'a'.repeat(64), 1));
  assert.notEqual(at('r', 'a'.repeat(64), 1), at('r', 'a'.repeat(64), 2));
  assert.match(commitment('r', 'a'.repeat(64)), /^[0-9a-f]{64}$/);
});

test('only well-formed actions of bounded size pass the message check', () => {
  assert.deepEqual(parseAction({ type: 'play', tile: '6-4', at: 'left' }), { type: 'play', tile: '6-4', at: 'left' });
  assert.deepEqual(parseAction({ type: 'draw', from: 'back' }), { type: 'draw', from: 'back' });
  assert.deepEqual(parseAction({ type: 'pass' }), { type: 'pass' });
  for (const bad of [null, 'draw', [], { type: 'fly' }, { type: 'play' }, { type: 'play', tile: '6-4-3-2-1' }, { type: 'play', tile: '6-4', at: 7 }, { type: 'draw', from: 'middle' }, { type: 'pass', a: 1, b: 2, c: 3 }]) {
    assert.equal(typeof parseAction(bad), 'string', JSON.stringify(bad));
  }
});
