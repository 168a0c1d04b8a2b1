import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, legalActions, rulesOf } from '../engine/index.js';
import { chooser } from '../testing/engine.js';
import { tableTiles } from '../engine/table.js';
import { fullSet } from '../engine/tiles.js';
import type { Action, GameState, Variant } from '../engine/types.js';
import { chooseAction } from './choose.js';
import type { ChooseOptions, HistoryEntry } from './choose.js';
import { createAiClient } from './remote.js';
import type { WorkerLike } from './remote.js';
import { createRng } from './rng.js';
import { RUNGS } from './strength.js';
import { determinize } from './sample.js';
import { lastSearch, search } from './search.js';
import { ranked } from './policies.js';
import { bitsOf, seatView } from './view.js';
import { answer } from './worker.js';
import type { AiRequest, AiResponse } from './worker.js';

const TABLES: [Variant, number][] = [
  ['partnership', 4],
  ['draw', 2],
  ['draw', 3],
  ['draw', 4],
  ['all-fives', 2],
  ['all-fives', 3],
  ['all-fives', 4],
  ['mexican-train', 2],
  ['mexican-train', 4],
  ['mexican-train', 6],
  ['block', 2],
  ['block', 3],
  ['block', 4],
];
// every strength a seat can play at: the three levels and the rungs between and below them that level="auto" uses
const LEVELS = RUNGS;

/** A position reached by `steps` random legal actions of round 1, with its public history. */
function position(variant: Variant, players: number, seed: number, steps: number): { game: GameState; history: HistoryEntry[] } {
  let game = createGame({ variant, players, seed });
  const pick = chooser(seed ^ 0x5a5a);
  const history: HistoryEntry[] = [];
  for (let k = 0; k < steps && game.phase === 'playing'; k++) {
    const acts = legalActions(game);
    const a = acts[pick(acts.length)]!;
    history.push({ seat: game.turn, action: a });
    const next = applyAction(game, a);
    if (next.phase !== 'playing') break; // stay inside the round
    game = next;
  }
  return { game, history };
}

/** `game` with every tile hidden from the seat to move rearranged by `perm` (hand sizes and boneyard size kept), and a different seed and deal record. */
function twin(game: GameState, perm: number[]): GameState {
  const seat = game.turn!;
  const hidden = [...game.hands.flatMap((h, s) => (s === seat ? [] : h)), ...game.boneyard];
  const order = perm.map((p, k) => ({ p, k })).sort((x, y) => x.p - y.p || x.k - y.k).map((x) => hidden[x.k]!);
  let i = 0;
  const hands = game.hands.map((h, s) => (s === seat ? h : h.map(() => order[i++]!)));
  const boneyard = game.boneyard.map(() => order[i++]!);
  return { ...game, hands, boneyard, seed: game.seed + 1, deal: { hands, boneyard } };
}

const options = (level: ChooseOptions['level'], seed: number, history: HistoryEntry[]): ChooseOptions => ({ level, seed, history, maxSamples: 3 });

function isLegal(game: GameState, a: Action): boolean {
  return legalActions(game).some((b) => JSON.stringify(b) === JSON.stringify(a));
}

test('fairness: games differing only in tiles hidden from the seat to move give the same view and the same choice, every level and variant', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...TABLES),
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.integer({ min: 1, max: 40 }),
      fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 100, maxLength: 100 }),
      fc.integer(),
      ([variant, players], seed, steps, perm, aiSeed) => {
        const { game, history } = position(variant, players, seed, steps);
        const other = twin(game, perm);
        assert.deepEqual(seatView(other, game.turn!, history), seatView(game, game.turn!, history));
        for (const level of LEVELS) {
          assert.deepEqual(chooseAction(other, options(level, aiSeed, history)), chooseAction(game, options(level, aiSeed, history)), level);
        }
      },
    ),
    { numRuns: 120 },
  );
});

test('fairness with the clock: hard at a time budget chooses the same for twin games (unless the wall-clock guard cut a search short)', () => {
  for (const [variant, players] of TABLES.slice(0, 5)) {
    const { game, history } = position(variant, players, 77, 9);
    const other = twin(game, Array.from({ length: 100 }, (_, k) => (k * 37) % 101));
    const opts: ChooseOptions = { level: 'hard', seed: 3, history, timeBudgetMs: 40 };
    const a = chooseAction(game, opts);
    const cutA = lastSearch.cut;
    const b = chooseAction(other, opts);
    if (!cutA && !lastSearch.cut) assert.deepEqual(b, a, variant); // the work budget, not the clock, ended both searches
  }
});

test('repeatable: without the wall-clock guard a hard search does all its work however late it is, so twin games give the same choice', () => {
  for (const [variant, players] of TABLES.slice(0, 5)) {
    const { game, history } = position(variant, players, 77, 9);
    const other = twin(game, Array.from({ length: 100 }, (_, k) => (k * 37) % 101));
    const opts: ChooseOptions = { level: 'hard', seed: 3, history, timeBudgetMs: 40, repeatable: true };
    const a = chooseAction(game, opts);
    assert.equal(lastSearch.cut, false, variant);
    const b = chooseAction(other, opts);
    assert.equal(lastSearch.cut, false, variant);
    assert.deepEqual(b, a, variant);
    // A search whose decision began a second ago: the guard stops it after one sample; without it, it runs its work.
    const view = seatView(game, game.turn!, history);
    const candidates = ranked(view, legalActions(game)).slice(0, 8);
    if (candidates.length < 2) continue;
    const late = { timeBudgetMs: 20, startedAt: performance.now() - 1000 };
    search(view, candidates, createRng(5), late);
    assert.deepEqual([lastSearch.cut, lastSearch.samples], [true, 1], `${variant}: guarded`);
    search(view, candidates, createRng(5), { ...late, repeatable: true });
    assert.equal(lastSearch.cut, false, variant);
    assert.ok(lastSearch.samples > 1, `${variant}: ${lastSearch.samples} samples without the guard`);
  }
});

test('a level that names no strength plays as medium, in positions where the search would have chosen otherwise', () => {
  let searchDiffers = 0;
  for (const [variant, players] of TABLES) {
    for (let seed = 1; seed <= 12; seed++) {
      const { game, history } = position(variant, players, seed * 7919, 4 + (seed % 5) * 6);
      if (game.phase !== 'playing' || legalActions(game).length < 2) continue;
      const medium = chooseAction(game, options('medium', seed, history));
      for (const odd of ['nonsense', '', 'Hard', 'auto']) assert.deepEqual(chooseAction(game, options(odd as ChooseOptions['level'], seed, history)), medium, `${variant} ${seed} "${odd}"`);
      if (JSON.stringify(chooseAction(game, options('hard-', seed, history))) !== JSON.stringify(medium)) searchDiffers++;
    }
  }
  assert.ok(searchDiffers > 0, 'some of these positions must tell medium from the search, or the test could not fail');
});

test('every level chooses only legal actions (all variants, several player counts)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...TABLES), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 120 }), fc.constantFrom(...LEVELS), fc.integer(), ([variant, players], seed, steps, level, aiSeed) => {
      const { game, history } = position(variant, players, seed, steps);
      const a = chooseAction(game, options(level, aiSeed, history));
      assert.ok(isLegal(game, a), `${JSON.stringify(a)} is not legal`);
    }),
    { numRuns: 400 },
  );
});

test('computer players finish whole rounds with legal play at every level', () => {
  for (const [variant, players] of TABLES) {
    for (const level of LEVELS) {
      let game = createGame({ variant, players, seed: 11 });
      const history: HistoryEntry[] = [];
      while (game.phase === 'playing') {
        const a = chooseAction(game, { level, seed: 5, history, maxSamples: 2 });
        assert.ok(isLegal(game, a));
        history.push({ seat: game.turn, action: a });
        game = applyAction(game, a);
      }
      assert.notEqual(game.result, null, `${variant} ${level}`);
    }
  }
});

/** Plays a whole game with each seat at its level (`levels[seat]`); returns the final state. */
function wholeGame(config: { variant: Variant; players: number; seed: number; options?: object }, levels: readonly ChooseOptions['level'][], samples = 24): GameState {
  let game = createGame(config);
  let history: HistoryEntry[] = [];
  for (let i = 0; i < 5000 && game.phase !== 'game-over'; i++) {
    const a: Action = game.phase === 'round-over' ? { type: 'next-round' } : chooseAction(game, { level: levels[game.turn!], seed: config.seed * 7 + i, history, maxSamples: samples });
    assert.ok(isLegal(game, a));
    history = a.type === 'next-round' ? [] : [...history, { seat: game.turn, action: a }];
    game = applyAction(game, a);
  }
  return game;
}

test('block: games between computer players finish (2–4 seats, mixed levels, house rules), and the hard player beats the beginner', () => {
  const mixed = ['hard', 'medium', 'easy', 'hard'] as const;
  for (const [players, options] of [[2, {}], [3, { lead: 'winner' }], [4, { handSize: 7, lead: 'starter' }]] as const) {
    const end = wholeGame({ variant: 'block', players, seed: 3, options }, mixed.slice(0, players), 8);
    assert.equal(end.phase, 'game-over', `${players} players`);
    assert.ok(end.totals[end.winner as number]! >= 100, 'the winner reached the target (B-13)');
  }
  // Paired seats: each deal played twice, the hard player in seat 0, then in seat 1.
  let hard = 0;
  for (let seed = 1; seed <= 10; seed++) {
    if (wholeGame({ variant: 'block', players: 2, seed }, ['hard', 'easy']).winner === 0) hard++;
    if (wholeGame({ variant: 'block', players: 2, seed }, ['easy', 'hard']).winner === 1) hard++;
  }
  assert.ok(hard >= 15, `the hard player won ${hard} of 20 games against the beginner`);
});

test('next-round after a count (C-10); nothing legal once the game is over', () => {
  let game = createGame({ variant: 'draw', players: 2, seed: 4 });
  while (game.phase === 'playing') game = applyAction(game, chooseAction(game, { level: 'medium' }));
  if (game.phase === 'round-over') {
    for (const level of LEVELS) assert.deepEqual(chooseAction(game, { level }), { type: 'next-round' });
  }
  const over = { ...game, phase: 'game-over' as const, turn: null };
  assert.throws(() => chooseAction(over, { level: 'hard' }));
});

test('easy- (auto\'s lowest rung) plays a random one of the lower half of the medium heuristic\'s options: never its best when there is a choice', () => {
  let positions = 0;
  for (const [variant, players] of TABLES) {
    for (let seed = 1; seed <= 40; seed++) {
      const { game, history } = position(variant, players, seed, seed % 12);
      if (game.phase !== 'playing') continue;
      const order = ranked(seatView(game, game.turn!, history), legalActions(game)).map((a) => JSON.stringify(a));
      if (order.length < 3) continue;
      positions++;
      const seen = new Set<number>();
      for (let k = 0; k < 12; k++) seen.add(order.indexOf(JSON.stringify(chooseAction(game, { level: 'easy-', seed: k, history }))));
      const from = Math.floor(order.length / 2);
      assert.ok([...seen].every((i) => i >= from), `${variant}/${players} seed ${seed}: ranks ${[...seen].join(',')} of ${order.length}`);
      if (order.length - from > 1) assert.ok(seen.size > 1, `${variant}/${players} seed ${seed}: one choice over 12 seeds`);
    }
  }
  assert.ok(positions > 40, `positions with three options or more: ${positions}`);
});

test('the same seed gives the same choice', () => {
  const { game, history } = position('partnership', 4, 99, 6);
  const opts: ChooseOptions = { level: 'hard', seed: 42, history, maxSamples: 20 };
  assert.deepEqual(chooseAction(game, opts), chooseAction(game, opts));
});

test('the hard level respects its time budget (generous bound)', () => {
  for (const [variant, players] of TABLES) {
    const { game, history } = position(variant, players, 123, 7);
    const t0 = performance.now();
    const a = chooseAction(game, { level: 'hard', seed: 1, history, timeBudgetMs: 100 });
    const ms = performance.now() - t0;
    assert.ok(isLegal(game, a));
    assert.ok(ms < 1000, `${variant} took ${ms.toFixed(0)} ms for a 100 ms budget`);
  }
});

test('view: a partnership pass shows the numbers the seat lacks (P-6)', () => {
  // Find a pass in random play and check the passer is marked void in both ends.
  for (let seed = 1; seed < 200; seed++) {
    let game = createGame({ variant: 'partnership', seed });
    const history: HistoryEntry[] = [];
    const pick = chooser(seed);
    while (game.phase === 'playing') {
      const acts = legalActions(game);
      const a = acts[pick(acts.length)]!;
      if (a.type === 'pass') {
        const passer = game.turn!;
        const { left, right } = game.ends as { left: number; right: number };
        history.push({ seat: passer, action: a });
        game = applyAction(game, a);
        const view = seatView(game, game.turn!, history);
        assert.equal(view.voids[passer]! & ((1 << left) | (1 << right)), (1 << left) | (1 << right));
        return;
      }
      history.push({ seat: game.turn, action: a });
      game = applyAction(game, a);
    }
  }
  assert.fail('no pass found');
});

test('determinizations keep sizes, conserve the set and respect known voids; voids are true of the real hands', () => {
  fc.assert(
    fc.property(fc.constantFrom(...TABLES), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 80 }), fc.integer(), ([variant, players], seed, steps, s2) => {
      const { game, history } = position(variant, players, seed, steps);
      const view = seatView(game, game.turn!, history);
      const det = determinize(view, createRng(s2));
      assert.deepEqual(
        det.hands.map((h) => h.length),
        game.hands.map((h) => h.length),
      );
      assert.equal(det.boneyard.length, game.boneyard.length);
      const all = [...det.hands.flat(), ...det.boneyard, ...tableTiles(det)].sort();
      assert.deepEqual(all, fullSet(rulesOf(variant).setMax).sort());
      for (let s = 0; s < players; s++) {
        for (const t of game.hands[s]!) assert.equal(bitsOf(t) & view.voids[s]!, 0, `seat ${s} holds ${t} but is marked void`);
        for (const t of det.hands[s]!) assert.equal(bitsOf(t) & view.voids[s]!, 0, `sampled ${t} for seat ${s} against its voids`);
      }
    }),
    { numRuns: 300 },
  );
});

test('the `shown` diagnostic: a seat shown a hand always samples it, the rest as fairly as before; without it nothing is shown', () => {
  fc.assert(
    fc.property(fc.constantFrom(...TABLES), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 40 }), fc.integer(), ([variant, players], seed, steps, s2) => {
      const { game, history } = position(variant, players, seed, steps);
      const seat = game.turn!;
      const other = (seat + 1) % players;
      assert.equal(seatView(game, seat, history).shown, undefined, 'a fair view is shown nothing');
      assert.equal(seatView(game, seat, history, [seat]).shown, undefined, 'its own hand is no extra knowledge');
      const view = seatView(game, seat, history, [other]);
      const det = determinize(view, createRng(s2));
      assert.deepEqual(det.hands[other], game.hands[other], 'the shown hand is the real one');
      assert.deepEqual(det.hands[seat], game.hands[seat]);
      assert.deepEqual(
        det.hands.map((h) => h.length),
        game.hands.map((h) => h.length),
      );
      assert.deepEqual([...det.hands.flat(), ...det.boneyard, ...tableTiles(det)].sort(), fullSet(rulesOf(variant).setMax).sort());
      for (let s = 0; s < players; s++) for (const t of det.hands[s]!) assert.equal(bitsOf(t) & view.voids[s]!, 0, `sampled ${t} for seat ${s} against its voids`);
    }),
    { numRuns: 200 },
  );
  // Shown every hand, the hard player's samples are all the real deal: its choice no longer depends on the seed.
  const { game, history } = position('partnership', 4, 11, 9);
  const all = [1, 2, 3].map((d) => (game.turn! + d) % 4);
  const picks = new Set([1, 2, 3, 4, 5].map((k) => JSON.stringify(chooseAction(game, { level: 'hard', seed: k, history, maxSamples: 4, shown: all }))));
  assert.equal(picks.size, 1, [...picks].join(' '));
});

test('worker: answer() returns the chosen action, or an error message', () => {
  const { game } = position('draw', 2, 5, 3);
  const r = answer({ id: 7, game, options: { level: 'medium' } });
  assert.equal(r.id, 7);
  assert.ok(r.action && isLegal(game, r.action));
  const over = { ...game, phase: 'game-over' as const };
  assert.equal(typeof answer({ id: 8, game: over, options: {} }).error, 'string');
});

/** A fake module worker that answers through answer(), asynchronously. */
function fakeWorker(fail = false): WorkerLike & { sent: number } {
  const w: WorkerLike & { sent: number } = {
    sent: 0,
    onmessage: null,
    onerror: null,
    postMessage(msg: AiRequest) {
      w.sent++;
      setTimeout(() => {
        if (fail) w.onerror?.(new Event('error'));
        else w.onmessage?.({ data: answer(msg) } as MessageEvent<AiResponse>);
      }, 1);
    },
    terminate() {},
  };
  return w;
}

test('remote client: worker path, in-thread fallback without workers, fallback when the worker errors', async () => {
  const { game, history } = position('all-fives', 3, 9, 5);
  const opts: ChooseOptions = { level: 'hard', seed: 2, history, maxSamples: 3 };
  const expected = chooseAction(game, opts);
  const w = fakeWorker();
  const viaWorker = createAiClient(() => w);
  assert.deepEqual(await viaWorker.choose(game, opts), expected);
  assert.equal(w.sent, 1);
  viaWorker.dispose();
  assert.deepEqual(await viaWorker.choose(game, opts), expected); // after dispose: in-thread
  const none = createAiClient(() => null);
  assert.deepEqual(await none.choose(game, opts), expected);
  const broken = createAiClient(() => fakeWorker(true));
  assert.deepEqual(await broken.choose(game, opts), expected);
  // Node has no Web Worker global: the default factory falls back in-thread.
  const plain = createAiClient();
  assert.ok(isLegal(game, await plain.choose(game, { level: 'easy', seed: 1 })));
  plain.dispose();
});
