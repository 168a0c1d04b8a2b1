// The statechart runs the turn loop: computer turns are an invoked actor, the pace and the turn clock are delays,
// and each state takes only the events it expects. Time is XState's SimulatedClock; computer players are provided
// with machine.provide() as the element and the server do.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createActor, fromPromise, enqueueActions, SimulatedClock } from 'xstate';
import { applyAction, createGame, legalActions, DominoError } from '../engine/index.js';
import type { Action, GameConfig, GameState } from '../engine/index.js';
import { chooser } from '../engine/mulberry.js';
import { createDominoMachine, dealNext } from './index.js';
import type { ComputerInput, DominoEmitted, DominoInput } from './index.js';

/** The state value as a dotted path, e.g. "person.turn.play". */
function where(value: unknown): string {
  if (typeof value === 'string') return value;
  const [k, v] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${k}.${where(v)}`;
}

/** Lets promise callbacks (the computer's answer, the chart's reaction to it) run. */
const settle = () => new Promise<void>((r) => setImmediate(r));

/** A computer player the test answers by hand: `next()` resolves the oldest question with `pick(game)`. */
function handComputer(pick: (g: GameState) => Action = (g) => legalActions(g)[0]!) {
  const asked: { input: ComputerInput; answer: (a: Action) => void; fail: (e: unknown) => void }[] = [];
  const logic = fromPromise<Action, ComputerInput>(({ input }) => new Promise((answer, fail) => asked.push({ input, answer, fail })));
  return {
    logic,
    asked,
    /** Answers the oldest open question. */
    answer(a?: Action) {
      const q = asked.shift()!;
      q.answer(a ?? pick(q.input.game));
    },
  };
}

function run(input: DominoInput, computer = handComputer()) {
  const clock = new SimulatedClock();
  const machine = createDominoMachine(input.variant).provide({ actors: { computer: computer.logic } });
  const actor = createActor(machine, { input, clock });
  const emitted: DominoEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as DominoEmitted));
  actor.start();
  const at = () => where(actor.getSnapshot().value);
  const game = () => actor.getSnapshot().context.game!;
  return { actor, clock, emitted, computer, at, game };
}

/** Seat 0 leads 6-6 (P-3); seats 1–3 are computers. */
const PARTNERSHIP_DEAL = {
  hands: [
    ['6-6', '6-5', '5-5', '4-4', '3-3', '2-2', '1-1'],
    ['6-4', '6-3', '5-4', '5-3', '4-3', '0-0', '1-0'],
    ['6-2', '6-1', '5-2', '5-1', '4-2', '2-0', '3-0'],
    ['6-0', '5-0', '4-1', '4-0', '3-2', '3-1', '2-1'],
  ],
};

describe('computer turns are an invoked actor, the pace a delay', () => {
  test('after a person’s move the next computer seat chooses while the pace passes, and moves when both are done', async () => {
    const t = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], pace: 700 });
    assert.equal(t.at(), 'person.lead', 'seat 0, a person, leads the 6-6');
    t.actor.send({ type: 'play', tile: '6-6' });
    assert.equal(t.game().turn, 1);
    assert.equal(t.at(), 'computer.moving.think.choosing', 'seat 1 is a computer: it thinks');
    assert.equal(t.computer.asked.length, 1, 'the computer was asked once');
    assert.equal(t.computer.asked[0]!.input.seat, 1);
    assert.deepEqual(t.computer.asked[0]!.input.history, [{ seat: 0, action: { type: 'play', tile: '6-6' } }], 'it gets the round’s public history');
    // The pace passes first: nothing moves until the computer has chosen.
    t.clock.increment(5000);
    await settle();
    assert.equal(t.game().turn, 1, 'no move without a choice');
    t.computer.answer();
    await settle();
    assert.equal(t.game().turn, 2, 'chosen and paced: seat 1 moved');
    // Now the choice comes first: the move waits for the pace.
    t.computer.answer();
    await settle();
    t.clock.increment(699);
    assert.equal(t.game().turn, 2, 'chosen, but the pace has not passed');
    t.clock.increment(1);
    await settle();
    assert.equal(t.game().turn, 3);
  });

  test('pace 0: a computer moves as soon as it has chosen (no timer)', async () => {
    const t = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], pace: 0 });
    t.actor.send({ type: 'play', tile: '6-6' });
    for (let k = 0; k < 3; k++) {
      t.computer.answer();
      await settle();
    }
    assert.equal(t.game().turn, 0, 'three computer moves and it is the person’s turn again');
    assert.match(t.at(), /^person\./);
  });

  test('a whole watched game, every seat a computer and the chart dealing each round itself, plays as the engine does', async () => {
    for (const config of [{ variant: 'draw', players: 3, seed: 11 }, { variant: 'mexican-train', players: 4, seed: 2 }, { variant: 'all-fives', players: 2, seed: 5 }, { variant: 'block', players: 3, seed: 7 }] as GameConfig[]) {
      const pick = (g: GameState) => {
        const a = legalActions(g);
        return a[(g.hands.flat().length * 7 + a.length) % a.length]!;
      };
      const t = run({ ...config, computers: [...Array(config.players).keys()], autoDeal: true, pace: 300 }, handComputer(pick));
      let g = createGame(config);
      for (let i = 0; i < 50_000 && g.phase !== 'game-over'; i++) g = applyAction(g, g.phase === 'round-over' ? { type: 'next-round' } : pick(g));
      for (let i = 0; i < 100_000 && t.at() !== 'gameOver'; i++) {
        while (t.computer.asked.length) t.computer.answer();
        await settle();
        t.clock.increment(300 * 4);
        await settle();
      }
      assert.equal(t.at(), 'gameOver', config.variant);
      assert.deepEqual(t.game(), g, `${config.variant}: the chart’s game is the engine’s`);
      assert.ok(t.emitted.every((e) => e.type === 'applied' || e.type === 'started'), 'nothing refused');
    }
  });

  test('the default computer player is the engine’s own chooseAction, loaded when first needed', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(createDominoMachine('draw'), { input: { variant: 'draw', players: 2, seed: 4, computers: [0, 1], pace: 10 }, clock });
    actor.start();
    for (let i = 0; i < 200 && actor.getSnapshot().context.marks.moves.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 5));
      clock.increment(10);
    }
    assert.ok(actor.getSnapshot().context.marks.moves.length >= 3, 'the computers played');
  });

  test('a paused table: the computer waits (nothing is asked), and moves once play resumes', async () => {
    const t = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], pace: 100, paused: true });
    t.actor.send({ type: 'play', tile: '6-6' });
    assert.equal(t.at(), 'computer.waiting');
    assert.equal(t.computer.asked.length, 0);
    t.actor.send({ type: 'settings', paused: false });
    assert.equal(t.at(), 'computer.moving.think.choosing');
    // Pausing mid-thought drops the question: its late answer is not played.
    t.actor.send({ type: 'settings', paused: true });
    t.computer.answer();
    await settle();
    t.clock.increment(1000);
    assert.equal(t.game().turn, 1, 'the answer to a dropped question changes nothing');
    assert.equal(t.at(), 'computer.waiting');
  });

  test('a refused computer move is reported once and never retried on that state; new settings try again', async () => {
    const t = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], pace: 0 });
    t.actor.send({ type: 'play', tile: '6-6' });
    t.computer.answer({ type: 'pass' }); // seat 1 holds 6s: must play (P-6)
    await settle();
    assert.equal(t.at(), 'computer.stuck');
    assert.equal(t.emitted.at(-1)?.type, 'rejected');
    assert.equal((t.emitted.at(-1) as { code: string }).code, 'must-play');
    t.clock.increment(10_000);
    await settle();
    assert.equal(t.computer.asked.length, 0, 'not asked again');
    t.actor.send({ type: 'settings', level: 'hard' });
    assert.equal(t.computer.asked.length, 1, 'a new level: the seat thinks again');
    assert.equal(t.computer.asked[0]!.input.level, 'hard');
  });

  test('a computer that cannot choose (its code failed) leaves the table as it is', async () => {
    const failing = fromPromise<Action, ComputerInput>(() => Promise.reject(new Error('worker failed')));
    const clock = new SimulatedClock();
    const actor = createActor(createDominoMachine('partnership').provide({ actors: { computer: failing } }), { input: { variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3] }, clock });
    actor.start();
    actor.send({ type: 'play', tile: '6-6' });
    await settle();
    assert.equal(where(actor.getSnapshot().value), 'computer.stuck');
    assert.equal(actor.getSnapshot().context.game!.turn, 1);
  });
});

describe('each state takes only the events it expects', () => {
  test('a person’s action while a computer is to move: not-your-turn, nothing changes', () => {
    const t = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], pace: 100 });
    t.actor.send({ type: 'play', tile: '6-6' });
    const before = t.game();
    t.actor.send({ type: 'play', tile: '6-4', at: 'left' });
    assert.equal(t.game(), before);
    assert.equal((t.emitted.at(-1) as { code: string }).code, 'not-your-turn');
    assert.equal(t.at(), 'computer.moving.think.choosing', 'still thinking');
  });

  test('property: in every state a person reaches, the chart refuses exactly what the engine refuses, with its code', () => {
    const variants: GameConfig[] = [{ variant: 'partnership' }, { variant: 'draw', players: 3 }, { variant: 'all-fives', players: 2 }, { variant: 'mexican-train', players: 3 }, { variant: 'block', players: 4 }];
    fc.assert(
      fc.property(fc.constantFrom(...variants), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 60 }), fc.integer(), (config, seed, steps, salt) => {
        const pick = chooser(seed ^ salt);
        const actor = createActor(createDominoMachine(config.variant), { input: { ...config, seed } });
        const emitted: DominoEmitted[] = [];
        actor.on('rejected', (e) => emitted.push(e));
        actor.start();
        for (let i = 0; i < steps; i++) {
          const g = actor.getSnapshot().context.game!;
          if (g.phase === 'game-over') break;
          const legal = legalActions(g);
          actor.send(legal[pick(legal.length)]!);
        }
        const g = actor.getSnapshot().context.game!;
        const hand = g.turn === null ? [] : g.hands[g.turn]!;
        const tries: Action[] = [{ type: 'draw' }, { type: 'draw', from: 'back' }, { type: 'pass' }, { type: 'end-turn' }, { type: 'next-round' }, ...hand.map((tile) => ({ type: 'play', tile }) as Action), ...hand.flatMap((tile) => ['left', 'right', 'up', 'down', 'mexican', 'train-0', 'train-1'].map((at) => ({ type: 'play', tile, at }) as Action))];
        for (const a of tries) {
          let code: string | null = null;
          try {
            applyAction(g, a);
          } catch (e) {
            code = (e as DominoError).code;
          }
          if (code === null) continue; // legal: played elsewhere in the walk
          emitted.length = 0;
          actor.send(a);
          assert.equal(actor.getSnapshot().context.game, g, 'a refusal changes nothing');
          assert.equal(emitted.length, 1, `${JSON.stringify(a)} refused once`);
          assert.equal(emitted[0]!.type === 'rejected' && emitted[0]!.code, code, `${JSON.stringify(a)} in ${where(actor.getSnapshot().value)}`);
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('the turn clock', () => {
  test('a person’s turn runs out: the computer plays it, and their turns after it, until they are back', async () => {
    const t = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], clock: 30_000 });
    t.clock.increment(29_999);
    assert.equal(t.at(), 'person.lead', 'time is not up yet');
    t.clock.increment(1);
    assert.deepEqual(t.emitted.at(-1), { type: 'timeout', seat: 0 });
    assert.equal(t.at(), 'computer.moving.think.choosing');
    assert.equal(t.computer.asked[0]!.input.seat, 0, 'the computer plays the person’s turn');
    assert.deepEqual(t.actor.getSnapshot().context.away, [0]);
    for (let k = 0; k < 4; k++) {
      t.computer.answer();
      await settle();
    }
    assert.equal(t.game().turn, 0);
    assert.equal(t.computer.asked[0]!.input.seat, 0, 'seat 0 is played for again on its next turn');
    t.actor.send({ type: 'back', seat: 0 });
    assert.match(t.at(), /^person\./, 'back at the table: their turn waits for them');
    for (let k = 0; k < 1; k++) {
      t.computer.answer(); // the question dropped when they came back: its answer changes nothing
      await settle();
    }
    assert.equal(t.game().turn, 0);
    assert.match(t.at(), /^person\./, 'back at the table: their turn waits for them');
  });

  test('no clock: a person’s turn waits for ever; a paused clock waits too', () => {
    const a = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3] });
    a.clock.increment(10 ** 9);
    assert.equal(a.at(), 'person.lead');
    const b = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], clock: 1000, paused: true });
    b.clock.increment(10 ** 6);
    assert.equal(b.at(), 'person.lead');
    b.actor.send({ type: 'settings', paused: false });
    b.clock.increment(1000);
    assert.equal(b.emitted.at(-1)?.type, 'timeout', 'resumed: the clock runs');
  });
});

describe('rounds', () => {
  test('with people at the table the count waits for Next round; with nobody to deal the chart deals after 4 × pace', () => {
    const ended = (variant: string) => {
      let g = createGame({ variant: 'draw', players: 2, seed: 8 });
      const moves: Action[] = [];
      while (g.phase === 'playing') {
        const a = legalActions(g)[0]!;
        moves.push(a);
        g = applyAction(g, a);
      }
      return { moves, variant };
    };
    const { moves } = ended('draw');
    const t = run({ variant: 'draw', players: 2, seed: 8, pace: 500, autoDeal: true });
    for (const a of moves) t.actor.send(a);
    assert.equal(t.at(), 'roundOver.dealing');
    t.clock.increment(1999);
    assert.equal(t.game().round, 1);
    t.clock.increment(1);
    assert.equal(t.game().round, 2);
    const u = run({ variant: 'draw', players: 2, seed: 8, pace: 500 });
    for (const a of moves) u.actor.send(a);
    u.clock.increment(10 ** 6);
    assert.equal(u.at(), 'roundOver.waiting');
    u.actor.send({ type: 'play', tile: '6-6' });
    assert.equal((u.emitted.at(-1) as { code: string }).code, 'round-over', 'the engine’s code');
    u.actor.send({ type: 'next-round' });
    assert.equal(u.game().round, 2);
  });

  test('a host deals the next round its own way through machine.provide (the server’s fair deal)', () => {
    const calls: number[] = [];
    const deal = (g: GameState) => {
      calls.push(g.round);
      return applyAction(g, { type: 'next-round' });
    };
    const machine = createDominoMachine('draw').provide({ actions: { nextRound: enqueueActions(({ context, event, enqueue }) => dealNext(context, event, enqueue, deal)) } });
    const actor = createActor(machine, { input: { variant: 'draw', players: 2, seed: 8 } });
    actor.start();
    while (actor.getSnapshot().context.game!.phase === 'playing') actor.send(legalActions(actor.getSnapshot().context.game!)[0]!);
    actor.send({ type: 'next-round' });
    assert.deepEqual(calls, [1]);
    assert.equal(actor.getSnapshot().context.game!.round, 2);
    assert.deepEqual(actor.getSnapshot().context.marks.moves, [], 'a new round: no moves yet');
    assert.equal(actor.getSnapshot().context.marks.points.length, 1, 'the finished round’s points are kept');
  });
});

describe('a game can be taken up where it stands (a rebuilt record, a checkpoint)', () => {
  test('`resume` starts the chart on a given game and marks, and its computers go on from there', async () => {
    const t = run({ variant: 'partnership', deals: [PARTNERSHIP_DEAL], computers: [1, 2, 3], pace: 50 });
    t.actor.send({ type: 'play', tile: '6-6' });
    t.computer.answer();
    await settle();
    t.clock.increment(50);
    await settle();
    const { game, marks, config } = JSON.parse(JSON.stringify(t.actor.getSnapshot().context));
    t.actor.stop();
    const again = handComputer();
    const clock = new SimulatedClock();
    const actor = createActor(createDominoMachine('partnership').provide({ actors: { computer: again.logic } }), { clock, input: { ...config, computers: [1, 2, 3], pace: 50, resume: { game, marks } } });
    actor.start();
    assert.deepEqual(actor.getSnapshot().context.game, t.game());
    assert.equal(where(actor.getSnapshot().value), 'computer.moving.think.choosing');
    assert.equal(again.asked.length, 1, 'the computer to move is asked again');
    assert.equal(again.asked[0]!.input.history.length, 2, 'with the round’s history');
    again.answer();
    await settle();
    clock.increment(50);
    await settle();
    assert.equal(actor.getSnapshot().context.game!.turn, 3);
  });
});
