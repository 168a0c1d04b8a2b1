// The common layer bound to one rules module (core.ts's engineOf) is the public API's layer: the same games,
// the same refusals; and it plays only its own module.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, DominoError, legalActions } from './index.js';
import type { GameConfig, GameState } from './index.js';
import { engineOf } from './core.js';
import { draw } from './draw.js';
import { allFives } from './all-fives.js';
import { chooser } from '../testing/engine.js';

const code = (c: string) => (e: unknown) => e instanceof DominoError && e.code === c;

describe('core.ts engineOf: the common layer bound to one rules module', () => {
  test('engineOf(draw) and engineOf(allFives) play exactly the games of the public API, step by step', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer({ min: 2, max: 4 }), fc.boolean(), (seed, choice, players, fives) => {
        const bound = engineOf(fives ? allFives : draw);
        const config: GameConfig = { variant: fives ? 'all-fives' : 'draw', players, seed, options: { target: 30 } };
        let a = createGame(config);
        let b = bound.createGame(config);
        const pick = chooser(choice);
        for (let i = 0; i < 400 && a.phase !== 'game-over'; i++) {
          assert.deepEqual(b, a);
          const legal = legalActions(a);
          assert.deepEqual(bound.legalActions(b), legal);
          const act = legal[pick(legal.length)]!;
          a = applyAction(a, act);
          b = bound.applyAction(b, act);
        }
        assert.deepEqual(b, a);
      }),
      { numRuns: 40 },
    );
  });

  test('the same refusals: bad players, options, deals and actions have the same codes and messages', () => {
    const bound = engineOf(draw);
    const configs: unknown[] = [
      null,
      { variant: 'draw', players: 5 },
      { variant: 'draw', options: { target: -1 } },
      { variant: 'draw', options: { traget: 1 } },
      { variant: 'draw', seed: 'x' },
      { variant: 'draw', deals: [{ hands: [['6-6'], ['5-5']] }] },
    ];
    for (const c of configs) {
      const msg = (f: () => unknown) => {
        try {
          f();
        } catch (e) {
          return e instanceof DominoError ? `${e.code}: ${e.message}` : `not a DominoError: ${String(e)}`;
        }
        return 'accepted';
      };
      const want = msg(() => createGame(c as GameConfig));
      assert.notEqual(want, 'accepted', JSON.stringify(c));
      assert.equal(msg(() => bound.createGame(c as GameConfig & { variant: 'draw' })), want, JSON.stringify(c));
    }
    const g = bound.createGame({ variant: 'draw', seed: 3 });
    assert.throws(() => bound.applyAction(g, { type: 'next-round' }), code('round-not-over'));
    assert.throws(() => bound.applyAction(g, { type: 'jump' } as never), code('bad-action'));
  });

  test('it plays only its own module: other variants and their states are unknown-variant', () => {
    const bound = engineOf(draw);
    assert.throws(() => bound.createGame({ variant: 'all-fives' } as never), code('unknown-variant'));
    const other = createGame({ variant: 'all-fives', seed: 1 });
    assert.throws(() => bound.legalActions(other), code('unknown-variant'));
    assert.throws(() => bound.applyAction(other, legalActions(other)[0]!), code('unknown-variant'));
    // and the public API does not play a variant it does not know (one not in VARIANTS)
    const stray = { ...createGame({ variant: 'draw', seed: 1 }), variant: 'sebastopol' } as unknown as GameState;
    assert.throws(() => legalActions(stray), code('unknown-variant'));
    assert.throws(() => applyAction(stray, { type: 'pass' }), code('unknown-variant'));
  });
});
