import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createActor } from 'xstate';
import { applyAction, createGame, legalActions, VARIANTS } from '../engine/index.js';
import type { GameConfig, GameState } from '../engine/index.js';
import { chooser } from '../testing/engine.js';
import { createDominoMachine } from './index.js';
import type { DominoEmitted } from './index.js';

/** The state value as a dotted path, e.g. "turn.play". */
function where(value: unknown): string {
  if (typeof value === 'string') return value;
  const [k, v] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${k}.${where(v)}`;
}

function startActor(config: GameConfig) {
  const visited: string[] = []; // every state value the chart passes through, transient ones included
  const actor = createActor(createDominoMachine(config.variant), {
    input: config,
    inspect: (e) => {
      if (e.type === '@xstate.microstep') visited.push(where((e.snapshot as unknown as { value: unknown }).value)); // the actor has no children
    },
  });
  const emitted: DominoEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as DominoEmitted));
  actor.start();
  return { actor, emitted, visited };
}

/** Plays the same random choices through the engine alone and through an actor; returns both final states. */
function twin(config: GameConfig, choiceSeed: number, check?: (game: GameState, at: string) => void) {
  const pickA = chooser(choiceSeed);
  const pickB = chooser(choiceSeed);
  let g = createGame(config);
  const { actor, emitted, visited } = startActor(config);
  const ends = { domino: 0, blocked: 0, target: 0 };
  for (let i = 0; i < 20_000 && g.phase !== 'game-over'; i++) {
    const a = legalActions(g);
    const before = g;
    g = applyAction(g, a[pickA(a.length)]!);
    const snap = actor.getSnapshot();
    const b = legalActions(snap.context.game!);
    visited.length = 0;
    actor.send(b[pickB(b.length)]!);
    check?.(actor.getSnapshot().context.game!, where(actor.getSnapshot().value));
    // The hand's end is a visible state: counting.domino or counting.blocked, as the engine's result says.
    const counted = visited.filter((v) => v.startsWith('counting.'));
    if (before.phase === 'playing' && g.phase !== 'playing') {
      if (g.result) {
        assert.deepEqual(counted, [`counting.${g.result.reason}`]);
        ends[g.result.reason]++;
      } else {
        assert.equal(g.variant, 'all-fives', 'only all-fives ends a game mid-hand (F-14)');
        assert.deepEqual(counted, []);
        ends.target++;
      }
    } else assert.deepEqual(counted, [], 'counting only when a hand ends');
  }
  return { engine: g, actor: actor.getSnapshot(), emitted, ends };
}

const CASES: GameConfig[] = [
  { variant: 'partnership' },
  { variant: 'draw', players: 2 },
  { variant: 'draw', players: 4 },
  { variant: 'all-fives', players: 2 },
  { variant: 'all-fives', players: 3 },
  { variant: 'mexican-train', players: 3 },
  { variant: 'mexican-train', players: 6 },
  { variant: 'block', players: 2 },
  { variant: 'block', players: 3, options: { lead: 'winner' } },
  { variant: 'block', players: 4, options: { handSize: 7, lead: 'starter' } },
];

const SEEN: Record<string, { domino: number; blocked: number; target: number }> = {};

describe('statechart and engine agree', () => {
  for (const base of CASES) {
    test(`${base.variant} ${base.players ?? ''}: random games end in the same state and results; hands end in counting.domino or counting.blocked`, () => {
      const seen = { domino: 0, blocked: 0, target: 0 };
      for (let seed = 1; seed <= (base.variant === 'mexican-train' ? 2 : 8); seed++) {
        const config = { ...base, seed };
        const { engine, actor, emitted, ends } = twin(config, seed * 31, (game, at) => {
          // The chart's state names follow the engine's answers (rules files §x.3 turn flows).
          if (game.phase === 'round-over') assert.equal(at, 'roundOver.waiting');
          else if (game.phase === 'game-over') assert.equal(at, 'gameOver');
          else {
            const acts = legalActions(game);
            if (at === 'person.turn.play') assert.ok(acts.some((a) => a.type === 'play'), at);
            if (at === 'person.turn.draw') assert.deepEqual(new Set(acts.map((a) => a.type)), new Set(['draw']), at);
            if (at === 'person.turn.pass') assert.deepEqual(acts, [{ type: 'pass' }], at);
            if (at === 'person.lead') assert.ok(acts.every((a) => a.type === 'play' && a.at === undefined), at);
            if (at === 'person.turn.cover') assert.notEqual(game.openDouble, null, at);
            if (at === 'person.turn.chain') assert.ok(acts.some((a) => a.type === 'end-turn'), at);
          }
        });
        assert.equal(engine.phase, 'game-over');
        assert.equal(where(actor.value), 'gameOver');
        assert.deepEqual(actor.context.game, engine);
        assert.ok(emitted.every((e) => e.type === 'applied'), 'no legal action was refused');
        for (const k of ['domino', 'blocked', 'target'] as const) seen[k] += ends[k];
      }
      const all = (SEEN[base.variant] ??= { domino: 0, blocked: 0, target: 0 });
      for (const k of ['domino', 'blocked', 'target'] as const) all[k] += seen[k];
    });
  }
});

describe('the charts show every way a hand ends', () => {
  for (const v of VARIANTS) {
    test(`${v}: the games above passed through counting.domino and counting.blocked${v === 'all-fives' ? ', and ended at the target mid-hand (F-14)' : ''}`, () => {
      const s = SEEN[v]!;
      assert.ok(s.domino > 0 && s.blocked > 0, JSON.stringify(s));
      if (v === 'all-fives') assert.ok(s.target > 0, JSON.stringify(s));
    });
  }
});

describe('the chart reads as the turn flow', () => {
  test('partnership starts in lead (P-3); after the lead a seat plays or passes', () => {
    const { actor } = startActor({ variant: 'partnership', seed: 3 });
    assert.equal(where(actor.getSnapshot().value), 'person.lead');
    actor.send({ type: 'play', tile: '6-6' });
    assert.match(where(actor.getSnapshot().value), /^person\.turn\.(play|pass)$/);
  });

  test('draw: a seat that cannot play is in turn.draw (D-7)', () => {
    // Seat 0 leads 6-6; seat 1 holds no 6.
    const deal = {
      hands: [
        ['6-6', '6-5', '5-5', '4-4', '3-3', '2-2', '1-1'],
        ['0-0', '1-0', '2-0', '2-1', '3-0', '3-1', '3-2'],
      ],
      boneyard: ['6-4', '6-3', '6-2', '6-1', '6-0', '5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1', '4-0'],
    };
    const { actor } = startActor({ variant: 'draw', players: 2, deals: [deal] });
    actor.send({ type: 'play', tile: '6-6' });
    assert.equal(where(actor.getSnapshot().value), 'person.turn.draw');
    actor.send({ type: 'draw' });
    assert.equal(where(actor.getSnapshot().value), 'person.turn.play');
  });

  test('block: the starter leads his double (B-3, B-4); a seat with no match is in turn.pass, where a draw is refused (no-drawing) and a pass plays (B-7)', () => {
    // Seat 0 holds the highest double, 6-6; seat 1 holds no 6; the other 14 tiles are set aside and hold five 6s.
    const deal = {
      hands: [
        ['6-6', '6-5', '5-5', '4-4', '3-3', '2-2', '1-1'],
        ['0-0', '1-0', '2-0', '2-1', '3-0', '3-1', '3-2'],
      ],
      boneyard: ['6-4', '6-3', '6-2', '6-1', '6-0', '5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1', '4-0'],
    };
    const { actor, emitted } = startActor({ variant: 'block', players: 2, deals: [deal] });
    const refused = () => ((e) => (e?.type === 'rejected' ? e.code : null))(emitted.at(-1));
    assert.equal(where(actor.getSnapshot().value), 'person.lead');
    actor.send({ type: 'play', tile: '5-5' });
    assert.equal(refused(), 'must-lead');
    actor.send({ type: 'play', tile: '6-6' });
    assert.equal(where(actor.getSnapshot().value), 'person.turn.pass');
    const game = actor.getSnapshot().context.game;
    actor.send({ type: 'draw' });
    assert.equal(refused(), 'no-drawing');
    assert.equal(actor.getSnapshot().context.game, game, 'the refused draw changes nothing');
    actor.send({ type: 'pass' });
    assert.equal(where(actor.getSnapshot().value), 'person.turn.play');
    assert.equal(actor.getSnapshot().context.game!.turn, 0);
    assert.equal(actor.getSnapshot().context.game!.boneyard.length, 14, 'nobody drew');
  });

  test('mexican-train: the engine is placed before the first turn, which is an opening (M-3, M-6)', () => {
    const { actor } = startActor({ variant: 'mexican-train', players: 4, seed: 5 });
    const snap = actor.getSnapshot();
    assert.equal(snap.context.game!.engine, '12-12');
    assert.match(where(snap.value), /^person\.turn\.(opening|normal)$/);
  });
});

describe('refusals change nothing', () => {
  test('an illegal action is refused with the engine code and the game object is kept', () => {
    const { actor, emitted } = startActor({ variant: 'partnership', seed: 9 });
    const before = actor.getSnapshot();
    const holder = before.context.game!.turn!;
    const other = before.context.game!.hands[holder]!.find((t) => t !== '6-6')!;
    actor.send({ type: 'play', tile: other });
    actor.send({ type: 'pass' });
    actor.send({ type: 'draw' });
    const after = actor.getSnapshot();
    assert.equal(after.context.game, before.context.game);
    assert.equal(where(after.value), 'person.lead');
    assert.deepEqual(
      emitted.map((e) => (e.type === 'rejected' ? e.code : e.type)),
      ['must-lead', 'must-play', 'boneyard-empty'],
    );
  });

  test('a refused first config leaves the actor in "invalid"; new-game with a good one plays', () => {
    const { actor } = startActor({ variant: 'draw', players: 9 });
    assert.equal(where(actor.getSnapshot().value), 'invalid');
    assert.equal(actor.getSnapshot().context.error?.code, 'bad-players');
    actor.send({ type: 'new-game', config: { players: 3, seed: 1 } });
    assert.equal(actor.getSnapshot().context.game?.players, 3);
    assert.notEqual(where(actor.getSnapshot().value), 'invalid');
  });

  test('a refused new-game keeps the game in play', () => {
    const { actor, emitted } = startActor({ variant: 'all-fives', players: 2, seed: 2 });
    const game = actor.getSnapshot().context.game;
    actor.send({ type: 'new-game', config: { options: { target: -5 } } });
    assert.equal(actor.getSnapshot().context.game, game);
    assert.equal(emitted.at(-1)?.type, 'rejected');
    assert.equal(actor.getSnapshot().context.error?.code, 'bad-options');
  });

  test('unknown variant throws unknown-variant', () => {
    assert.throws(() => createDominoMachine('chess'), { code: 'unknown-variant' });
  });
});
