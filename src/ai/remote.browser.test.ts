// The AI client in a real browser: a module Web Worker thinks, and without one the page still gets moves.
import { expect } from '@open-wc/testing';
import { createGame, legalActions } from '../engine/index.js';
import { createAiClient } from './remote.js';
import type { WorkerLike } from './remote.js';

const key = (a: unknown) => JSON.stringify(a);

describe('createAiClient (Chromium)', () => {
  it('thinks in a module Web Worker and answers a legal action', async () => {
    // A real worker behind a thin wrapper that counts the answers it sends back.
    let answers = 0;
    const client = createAiClient(() => {
      const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
      const like: WorkerLike = {
        postMessage: (m) => w.postMessage(m),
        terminate: () => w.terminate(),
        onmessage: null,
        onerror: null,
      };
      w.onmessage = (ev) => {
        answers++;
        like.onmessage?.(ev);
      };
      w.onerror = (ev) => like.onerror?.(ev);
      return like;
    });
    const game = createGame({ variant: 'all-fives', players: 3, seed: 11 });
    const action = await client.choose(game, { level: 'hard', seed: 1, timeBudgetMs: 30 });
    expect(answers).to.equal(1);
    expect(legalActions(game).map(key)).to.include(key(action));
    client.dispose();
  });

  it('the default client starts the worker from beside its own module and plays every variant legally', async () => {
    const client = createAiClient();
    for (const variant of ['partnership', 'draw', 'mexican-train', 'all-fives'] as const) {
      const game = createGame({ variant, seed: 5 });
      const action = await client.choose(game, { level: 'medium', seed: 2 });
      expect(legalActions(game).map(key)).to.include(key(action));
    }
    client.dispose();
  });

  it('falls back to thinking in the page when there is no worker', async () => {
    const client = createAiClient(() => null);
    const game = createGame({ variant: 'draw', players: 3, seed: 8 });
    const action = await client.choose(game, { level: 'easy', seed: 3 });
    expect(legalActions(game).map(key)).to.include(key(action));
  });

  it('falls back when the worker fails to load, and finishes the waiting request', async () => {
    const client = createAiClient(() => new Worker(new URL('./no-such-worker.js', import.meta.url), { type: 'module' }) as unknown as WorkerLike);
    const game = createGame({ variant: 'partnership', seed: 4 });
    const action = await client.choose(game, { level: 'medium' });
    expect(legalActions(game).map(key)).to.include(key(action));
    client.dispose();
  });
});
