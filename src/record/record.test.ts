import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DominoError, VARIANTS, createGame } from '../engine/index.js';
import type { Action, GameConfig, GameState, Variant } from '../engine/index.js';
import { playout } from '../testing/engine.js';
import { decodeRecord, encodeRecord, parseRecordAttribute, recordAction, replay, startRecord, stepOf, keyOf, toRecord, validateRecord } from './record.js';
import type { GameRecord } from './record.js';
import { undo } from './undo.js';

const PLAYERS: Record<Variant, number[]> = { partnership: [4], draw: [2, 3, 4], 'all-fives': [2, 3, 4], 'mexican-train': [2, 3, 5], block: [2, 3, 4] };

/** Plays a random game, recording it as it goes. */
function recordedGame(config: GameConfig, choice: number, maxSteps = 100_000): { record: GameRecord; final: GameState; actions: Action[] } {
  let record: GameRecord | null = null;
  const actions: Action[] = [];
  const final = playout(config, choice, (before, action, after) => {
    record ??= startRecord(before, ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].slice(0, before.players));
    record = recordAction(record, action, after);
    actions.push(action);
  }, maxSteps);
  return { record: record ?? startRecord(createGame(config)), final, actions };
}

const withoutDeals = (g: GameState): Omit<GameState, 'deals'> => {
  const { deals: _d, ...rest } = g;
  return rest;
};

const arbGame = fc.record({
  variant: fc.constantFrom(...VARIANTS),
  seed: fc.integer(),
  choice: fc.integer(),
  p: fc.nat(2),
});

test('record → text → record → replay gives the identical final state (all variants)', () => {
  fc.assert(
    fc.property(arbGame, ({ variant, seed, choice, p }) => {
      const players = PLAYERS[variant][p % PLAYERS[variant].length]!;
      const { record, final } = recordedGame({ variant, players, seed }, choice, 1500);
      const text = encodeRecord(record);
      assert.match(text, /^[A-Za-z0-9_.~-]+$/);
      const back = decodeRecord(text);
      assert.deepEqual(back, validateRecord(record));
      assert.equal(encodeRecord(back), text, 'deterministic');
      const states = replay(back);
      assert.deepEqual(withoutDeals(states[states.length - 1]!), withoutDeals(final));
      assert.deepEqual(parseRecordAttribute(JSON.stringify(record)), back);
      assert.deepEqual(parseRecordAttribute(text), back);
    }),
    { numRuns: 60 },
  );
});

test('block: whole games with house rules round-trip through the compact text; the tiles set aside stay in the record; a tile beyond double six is refused', () => {
  for (const [players, options] of [[2, {}], [3, { lead: 'winner' }], [4, { lead: 'starter', handSize: 7 }]] as const) {
    const config: GameConfig = { variant: 'block', players, seed: 90 + players, options };
    const { record, final } = recordedGame(config, players);
    assert.equal(final.phase, 'game-over');
    assert.ok(record.rounds.length > 1, 'several hands');
    assert.deepEqual(record.options, options, 'only the house rules that differ from the defaults are stored');
    for (const r of record.rounds) assert.equal(r.deal.hands.flat().length + (r.deal.boneyard?.length ?? 0), 28, 'the deal holds the whole set (B-2)');
    const back = decodeRecord(encodeRecord(record));
    assert.equal(back.variant, 'block');
    assert.deepEqual(back, validateRecord(record));
    assert.deepEqual(withoutDeals(replay(back).at(-1)!), withoutDeals(final));
  }
  const { record } = recordedGame({ variant: 'block', players: 2, seed: 5 }, 1, 10);
  const deal = record.rounds[0]!.deal;
  refused(() => validateRecord({ ...record, rounds: [{ deal: { ...deal, boneyard: ['7-7', ...deal.boneyard!.slice(1)] }, actions: [] }] }), /not a tile of the double-6 set/);
});

test('toRecord builds the same record as recording step by step', () => {
  const { record, actions } = recordedGame({ variant: 'draw', players: 3, seed: 7 }, 3);
  assert.deepEqual(toRecord(createGame({ variant: 'draw', players: 3, seed: 7 }), actions, ['Ana', 'Bo', 'Cy']), record);
});

test('notes and expectations round-trip; step keys map both ways', () => {
  const { record } = recordedGame({ variant: 'partnership', seed: 11 }, 5);
  const r: GameRecord = { ...record, notes: { '0:0': 'Hello — olá — cześć', '0:3': 'Bo must pass.' }, expect: ['0:1', '0:4'] };
  if (r.rounds.length > 1) r.notes!['1:0'] = 'Second hand';
  assert.deepEqual(decodeRecord(encodeRecord(r)), validateRecord(r));
  const total = replay(r).length;
  for (let s = 0; s < total; s++) assert.equal(stepOf(r, keyOf(r, s)), s);
  if (r.rounds.length > 1) assert.equal(stepOf(r, '1:0'), r.rounds[0]!.actions.length + 1);
});

function refused(f: () => unknown, re?: RegExp): void {
  assert.throws(f, (e: unknown) => {
    assert.ok(e instanceof DominoError, `a DominoError, got ${String(e)}`);
    assert.equal(e.code, 'bad-record');
    if (re) assert.match(e.message, re);
    return true;
  });
}

test('corrupt and foreign records are refused with bad-record and a readable message', () => {
  const { record } = recordedGame({ variant: 'all-fives', players: 2, seed: 3 }, 9);
  const text = encodeRecord(record);
  refused(() => validateRecord({ ...record, format: 'other/2' }), /format/);
  refused(() => validateRecord({ ...record, format: undefined }), /format/);
  refused(() => replay({ ...record, variant: 'chess' }), /Unknown variant/);
  refused(() => replay('nonsense'));
  refused(() => replay({ ...record, rounds: 'x' }), /rounds/);
  const hands = record.rounds[0]!.deal.hands.map((h) => h.slice());
  hands[0]![0] = hands[1]![0]!;
  refused(() => replay({ ...record, rounds: [{ deal: { ...record.rounds[0]!.deal, hands }, actions: [] }] }), /twice/);
  const first = record.rounds[0]!;
  const bad = { ...record, rounds: [{ deal: first.deal, actions: [...first.actions.slice(0, 2), { type: 'pass' } as Action] }] };
  refused(() => replay(bad), /Illegal step 3 \(round 1, action 3: pass\)/);
  refused(() => decodeRecord(text.slice(0, -3)));
  refused(() => decodeRecord(text.slice(0, 10)));
  refused(() => decodeRecord('dt1.'));
  refused(() => decodeRecord('dt1.!!!!'));
  refused(() => parseRecordAttribute('{"format": "domino-table/1"'));
  fc.assert(
    fc.property(fc.nat(text.length - 5), fc.nat(63), (i, c) => {
      const pos = 4 + i;
      const ch = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[c]!;
      fc.pre(ch !== text[pos]);
      refused(() => decodeRecord(text.slice(0, pos) + ch + text.slice(pos + 1)));
    }),
    { numRuns: 300 },
  );
  fc.assert(fc.property(fc.string(), (s) => refused(() => decodeRecord(`dt1.${s}`))), { numRuns: 200 });
});

test('undo takes back the person’s last move and the computer moves after it, never a person’s draw', () => {
  for (let seed = 0; seed < 30; seed++) {
    const variant = VARIANTS[seed % VARIANTS.length]!;
    const { record } = recordedGame({ variant, seed }, seed, 25);
    const states = replay(record);
    const u = undo(record, [0], states);
    if ('refused' in u) continue;
    assert.equal(states[u.step]!.turn, 0, 'back to a position where the person moves');
    const round = record.rounds[record.rounds.length - 1]!.actions;
    const first = states.length - 1 - round.length;
    assert.notEqual(round[u.step - first]!.type, 'draw', 'a person’s draw is never taken back');
    for (let s = u.step + 1; s < states.length - 1; s++) assert.notEqual(states[s]!.turn, 0, 'only computer moves after the person’s');
    assert.deepEqual(replay(u.record).at(-1), u.state);
  }
});

test('undo keeps a drawn tile drawn', () => {
  // draw game: find a position where seat 0 drew and then played
  for (let seed = 0; seed < 200; seed++) {
    const { record, actions } = recordedGame({ variant: 'draw', players: 2, seed }, seed, 40);
    const states = replay(record);
    const i = actions.findIndex((a, k) => a.type === 'draw' && states[k]!.turn === 0 && actions[k + 1]?.type === 'play' && states[k + 1]!.turn === 0 && states[k + 2]?.phase === 'playing');
    if (i < 0) continue;
    const cut = toRecord(states[0]!, actions.slice(0, i + 3));
    const u = undo(cut, [0]);
    assert.ok(!('refused' in u));
    assert.equal(u.step, i + 1, 'back to just after the draw');
    assert.deepEqual(u.state.hands[0], states[i + 1]!.hands[0]);
    const again = undo(u.record, [0]);
    assert.deepEqual(again, { refused: 'after-draw' });
    return;
  }
  assert.fail('no draw-then-play found');
});
