// createGame checks the whole config once, up front (issue 9, points 4, 5, 8, 12): every round's deal,
// sizes, lot and options; garbage of any kind is a DominoError with a code, and the config is never changed.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, DominoError, fullSet, legalActions, VARIANTS } from './index.js';
import type { Deal, GameConfig, GameState, Variant } from './index.js';
import { chooser } from '../testing/engine.js';

const code = (c: string) => (e: unknown) => e instanceof DominoError && e.code === c;

/** Freezes `x` and everything reachable from it, so any write by the engine would throw a TypeError. */
function deepFreeze<T>(x: T, seen = new Set<unknown>()): T {
  if ((typeof x !== 'object' && typeof x !== 'function') || x === null || seen.has(x)) return x;
  seen.add(x);
  try {
    for (const k of Reflect.ownKeys(x as object)) {
      const d = Object.getOwnPropertyDescriptor(x, k);
      if (d && 'value' in d) deepFreeze(d.value, seen);
    }
    Object.freeze(x);
  } catch {
    // typed arrays with elements, proxies: left as they are
  }
  return x;
}

/** Either a state or a DominoError with a code — never any other throw. */
function outcome(f: () => unknown): 'ok' | string {
  try {
    f();
    return 'ok';
  } catch (e) {
    assert.ok(e instanceof DominoError, `not a DominoError: ${e instanceof Error ? `${e.name}: ${e.message}` : typeof e}`);
    assert.equal(typeof e.code, 'string');
    assert.ok(e.message.length > 0 && e.message.length < 400, `a readable message: ${e.message.slice(0, 80)}`);
    return e.code;
  }
}

/** A full deal for `variant` from the seed's first round (a known-good deal to break). */
function goodDeal(variant: Variant, players?: number, round = 1): Deal {
  let g = createGame({ variant, players, seed: 5 });
  while (g.round < round) g = applyAction({ ...g, phase: 'round-over' }, { type: 'next-round' });
  return structuredClone(g.deal);
}

const throwing = { toString: () => { throw new Error('toString'); }, valueOf: () => { throw new Error('valueOf'); } };
const nullProto = Object.assign(Object.create(null), { a: 1 });
const cycle: Record<string, unknown> = { target: 5 };
cycle.self = cycle;
let deep: unknown = [];
for (let i = 0; i < 10_000; i++) deep = [deep];
let deep500: unknown = {};
for (let i = 0; i < 500; i++) deep500 = { a: deep500 };

describe('point 8: odd values are a DominoError with a code, never a TypeError or RangeError', () => {
  const cases: [string, unknown, string][] = [
    ['a null-prototype variant', nullProto, 'unknown-variant'],
    ['a variant whose toString throws', throwing, 'unknown-variant'],
    ['BigInt players', 4n, 'bad-players'],
    ['null-prototype players', nullProto, 'bad-players'],
    ['a seed whose toString throws', throwing, 'bad-seed'],
    ['a BigInt seed', 7n, 'bad-seed'],
    ['BigInt option', { target: 50n }, 'bad-options'],
    ['a cyclic option value', { target: cycle }, 'bad-options'],
    ['cyclic options', cycle, 'bad-options'],
    ['null-prototype options', Object.assign(Object.create(null), { target: nullProto }), 'bad-options'],
    ['an option whose toString throws', { lead: throwing }, 'bad-options'],
    ['options nested 10,000 deep', { target: deep }, 'bad-options'],
    ['a lot that is not a list', 'lot', 'bad-deal'],
    ['a lot round whose tile throws', [[throwing]], 'bad-tile'],
    ['a tile that is a null-prototype object', 'tile', 'bad-tile'],
  ];
  for (const [name, value, want] of cases) {
    test(name, () => {
      const variant: Variant = 'partnership';
      let config: Record<string, unknown> = { variant, seed: 1 };
      if (want === 'unknown-variant') config = { variant: value };
      else if (want === 'bad-players') config = { variant, players: value };
      else if (want === 'bad-seed') config = { variant, seed: value };
      else if (want === 'bad-options') config = { variant, options: value };
      else if (value === 'lot') config = { variant: 'all-fives', deals: [{ ...goodDeal('all-fives'), lot: 5 }] };
      else if (value === 'tile') config = { variant, deals: [{ hands: [[nullProto], [], [], []] }] };
      else config = { variant: 'all-fives', deals: [{ ...goodDeal('all-fives'), lot: value }] };
      assert.throws(() => createGame(config as unknown as GameConfig), code(want));
    });
  }
  test('a config that is no object, or whose fields throw when read, is bad-config', () => {
    for (const c of [null, 5, 'draw', [], () => 1]) assert.throws(() => createGame(c as never), code('bad-config'));
    const getter = Object.defineProperty({}, 'variant', { get: () => { throw new Error('boom'); }, enumerable: true });
    assert.throws(() => createGame(getter as never), code('bad-config'));
    const proxy = new Proxy({ variant: 'draw' }, { ownKeys: () => { throw new Error('boom'); } });
    assert.throws(() => createGame({ variant: 'draw', options: proxy } as never), code('bad-config'));
  });
  test('an action of any odd kind is refused with a code', () => {
    const g = createGame({ variant: 'draw', seed: 3 });
    for (const a of [{ type: nullProto }, { type: throwing }, { type: 'play', tile: throwing }, { type: 'play', tile: 10n }, { type: 'play', tile: '6-6', at: nullProto }]) {
      assert.notEqual(outcome(() => applyAction(g, a as never)), 'ok');
    }
  });
});

describe('point 4: every round’s explicit deal is checked by createGame', () => {
  for (const v of VARIANTS) {
    test(`${v}: a bad deal for round 3 is refused at once, naming the round`, () => {
      const deals = [goodDeal(v), goodDeal(v), { hands: [['6-6']] }];
      assert.throws(() => createGame({ variant: v, deals: deals as Deal[] }), (e: unknown) => code('bad-deal')(e) && /deal 3/.test((e as Error).message));
    });
  }
  test('mexican-train: a later deal holding the engine with engineSelection "set-aside" is refused up front', () => {
    const options = { engineSelection: 'set-aside' } as const;
    const ok = createGame({ variant: 'mexican-train', seed: 2, options });
    const round2 = fullSet(12); // holds 11-11, the engine of round 2
    const deal = { hands: [round2.slice(0, 15), round2.slice(15, 30), round2.slice(30, 45), round2.slice(45, 60)], boneyard: round2.slice(60, 90) };
    assert.throws(() => createGame({ variant: 'mexican-train', options, deals: [ok.deal, deal] }), (e: unknown) => code('bad-deal')(e) && /deal 2/.test((e as Error).message));
  });
  test('mexican-train has 13 deals at most (M-2)', () => {
    const deals = Array.from({ length: 14 }, (_, r) => (r === 13 ? goodDeal('mexican-train') : null));
    assert.throws(() => createGame({ variant: 'mexican-train', deals: deals as Deal[] }), code('bad-deal'));
  });
  test('all-fives: a later lot that does not pick its leader is refused up front (F-3)', () => {
    const d = goodDeal('all-fives');
    assert.throws(() => createGame({ variant: 'all-fives', deals: [d, { ...d, leader: 1, lot: [['6-6', '0-0']] }] }), code('bad-deal'));
  });
  test('a null entry in deals is dealt from the seed', () => {
    const g = createGame({ variant: 'draw', seed: 9, deals: [null as never, goodDeal('draw')] });
    assert.deepEqual(g.hands, createGame({ variant: 'draw', seed: 9 }).hands);
  });
});

describe('point 5: one policy for explicit deals of the wrong size, in every variant', () => {
  for (const v of VARIANTS) {
    test(`${v}: a hand of the wrong size is refused by default, and an empty hand always`, () => {
      const d = goodDeal(v);
      const moved = { hands: d.hands.map((h, s) => (s === 0 ? h.slice(1) : s === 1 ? [...h, d.hands[0]![0]!] : h)), boneyard: d.boneyard };
      assert.throws(() => createGame({ variant: v, deals: [moved] }), (e: unknown) => code('bad-deal')(e) && /shortDeals/.test((e as Error).message));
      const empty = { hands: d.hands.map((h, s) => (s === 0 ? [] : h)), boneyard: [...d.boneyard!, ...d.hands[0]!] };
      assert.throws(() => createGame({ variant: v, deals: [empty] }), code('bad-deal'));
      assert.throws(() => createGame({ variant: v, deals: [empty], shortDeals: true }), code('bad-deal'));
      const short = { hands: d.hands.map((h) => h.slice(0, -1)), boneyard: d.boneyard };
      assert.throws(() => createGame({ variant: v, deals: [short] }), code('bad-deal'));
    });
  }
  test('all-fives: the reported defect — the leader dealt an empty hand — is refused', () => {
    const set = fullSet(6);
    assert.throws(() => createGame({ variant: 'all-fives', deals: [{ hands: [[], set.slice(0, 14)], boneyard: set.slice(14), leader: 0 }] }), code('bad-deal'));
  });
  test('shortDeals: short hands play to the end, every playing state has a legal action; tiles not dealt stay out of play', () => {
    const pick = chooser(11);
    for (const v of VARIANTS) {
      for (let k = 0; k < 40; k++) {
        const set = fullSet(v === 'mexican-train' ? 12 : 6).sort(() => pick(3) - 1);
        const players = v === 'partnership' ? 4 : 2 + pick(2);
        const hands = Array.from({ length: players }, () => set.splice(0, 1 + pick(4)));
        if (v === 'partnership' && !hands.flat().includes('6-6')) hands[0]!.push('6-6');
        const engine = '12-12';
        if (v === 'mexican-train' && !hands.flat().includes(engine)) hands[pick(players)]![0] = engine;
        const inHands = new Set(hands.flat());
        const boneyard = set.filter((t) => !inHands.has(t)).slice(0, pick(6));
        let g: GameState = createGame({ variant: v, players, deals: [{ hands, boneyard }], shortDeals: true, options: { target: 500 } });
        assert.equal(g.shortDeals, true);
        for (let i = 0; i < 500 && g.phase === 'playing'; i++) {
          const acts = legalActions(g);
          assert.ok(acts.length > 0, `${v}: a playing state with no legal action`);
          g = applyAction(g, acts[pick(acts.length)]!);
        }
        assert.notEqual(g.phase, 'playing', `${v}: the short round ends`);
      }
    }
  });
  test('only shortDeals: true switches it on', () => {
    const d = goodDeal('draw');
    const short = { hands: d.hands.map((h) => h.slice(1)), boneyard: d.boneyard };
    assert.throws(() => createGame({ variant: 'draw', deals: [short], shortDeals: 'yes' as never }), code('bad-deal'));
    assert.equal(createGame({ variant: 'draw', deals: [short], shortDeals: true }).shortDeals, true);
  });
});

describe('point 12: the game keeps its own copy of the deals', () => {
  for (const v of VARIANTS) {
    test(`${v}: editing the config after createGame changes nothing, later rounds included`, () => {
      const deals = [goodDeal(v), goodDeal(v, undefined, 2)];
      const config: GameConfig = { variant: v, seed: 3, deals, options: v === 'mexican-train' ? {} : { target: 9999 } };
      const fresh = () => createGame(structuredClone(config));
      let a = createGame(config);
      let b = fresh();
      deals[1]!.hands.reverse();
      deals[1]!.hands[0]!.push('junk');
      deals.push({ hands: [] });
      config.options!.target = 1;
      const pick = chooser(5);
      for (let i = 0; i < 5000 && a.round <= 2 && a.phase !== 'game-over'; i++) {
        const acts = legalActions(a);
        const act = acts[pick(acts.length)]!;
        a = applyAction(a, act);
        b = applyAction(b, act);
        assert.deepEqual(a, b);
      }
      assert.ok(a.round >= 2, 'reached the second round');
      assert.ok(Object.isFrozen(a.deals) === false || a.deals !== deals);
      assert.notEqual(a.deals, deals);
    });
  }
});

describe('property: any JSON-ish garbage → a game or a DominoError with a code; the input untouched', () => {
  const odd = fc.oneof(
    fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true, withBoxedValues: true, withSparseArray: true, withMap: true, withSet: true, maxDepth: 3 }),
    fc.constantFrom<unknown>(throwing, cycle, deep500, nullProto, Number.NaN, Infinity, -0, 2 ** 53, [], {}),
  );
  const tile = fc.oneof(fc.constantFrom(...fullSet(12)), fc.constantFrom('6-4', '4-6', ' 6-6 ', '7-7', '13-1', ''), odd);
  const hand = fc.oneof(fc.array(tile, { maxLength: 16 }), odd);
  const deal = fc.oneof(fc.record({ hands: fc.oneof(fc.array(hand, { maxLength: 5 }), odd), boneyard: fc.oneof(fc.array(tile, { maxLength: 30 }), odd), leader: fc.oneof(fc.integer({ min: -1, max: 5 }), odd), lot: fc.oneof(fc.array(fc.array(tile, { maxLength: 4 }), { maxLength: 3 }), odd) }, { requiredKeys: [] }), odd);
  const options = fc.oneof(fc.record({ target: fc.oneof(fc.integer(), odd), lead: odd, firstTurn: fc.constantFrom('chain', 'single'), boneyardReserve: fc.oneof(fc.constantFrom(0, 1, 2), odd), traget: odd }, { requiredKeys: [] }), odd);
  const config = fc.record(
    {
      variant: fc.oneof(fc.constantFrom(...VARIANTS), odd),
      players: fc.oneof(fc.integer({ min: 1, max: 11 }), odd),
      seed: fc.oneof(fc.integer(), odd),
      options,
      deals: fc.oneof(fc.array(deal, { maxLength: 3 }), odd),
      shortDeals: fc.oneof(fc.boolean(), odd),
    },
    { requiredKeys: ['variant'] },
  );
  test('createGame', () => {
    fc.assert(
      fc.property(config, (c) => {
        deepFreeze(c);
        const before = fc.stringify(c);
        outcome(() => createGame(c as unknown as GameConfig));
        assert.equal(fc.stringify(c), before, 'the config is unchanged');
      }),
      { numRuns: 3000 },
    );
  });
  test('applyAction', () => {
    const games = VARIANTS.map((variant) => createGame({ variant, seed: 4 }));
    const action = fc.oneof(fc.record({ type: fc.oneof(fc.constantFrom('play', 'draw', 'pass', 'end-turn', 'next-round'), odd), tile, at: fc.oneof(fc.constantFrom('left', 'right', 'up', 'mexican', 'train-0'), odd), from: odd }, { requiredKeys: [] }), odd);
    fc.assert(
      fc.property(fc.constantFrom(...games), action, (g, a) => {
        deepFreeze(a);
        const before = fc.stringify(a);
        const snapshot = JSON.stringify(g);
        outcome(() => applyAction(g, a as never));
        assert.equal(fc.stringify(a), before);
        assert.equal(JSON.stringify(g), snapshot);
      }),
      { numRuns: 3000 },
    );
  });
});
