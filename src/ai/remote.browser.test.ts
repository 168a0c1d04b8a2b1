// The AI client in a real browser: a module Web Worker thinks, and without one the page still gets moves.
import { expect } from '@open-wc/testing';
import { createGame, legalActions } from '../engine/index.js';
import { createAiClient, setPuzzleCode, setWorkerUrl, startWorker } from './remote.js';
import type { WorkerLike } from './remote.js';
import { parsePuzzle } from '../teach/puzzle.js';
import { startOf } from '../teach/lesson.js';
import draw from '../teach/puzzles/draw.js';

const key = (a: unknown) => JSON.stringify(a);

describe('createAiClient (Chromium)', () => {
  // Every console warning of this file: the fallback must be explained once per page, however often it happens.
  const said: string[] = [];
  const warn = console.warn;
  before(() => (console.warn = (...a: unknown[]) => void said.push(a.join(' '))));
  after(() => (console.warn = warn));
  const fallbacks = () => said.filter((x) => /^domino-table: .*think on the page's thread/.test(x)).length;

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

  it('values a puzzle position in the worker with progress, and in the page without one, to the same answer', async () => {
    const { game, history } = startOf(parsePuzzle(draw[0]).lesson);
    const req = { game, history, seat: game.turn!, samples: 60 };
    const steps: number[][] = [];
    const client = createAiClient();
    const there = await client.puzzle(req, (d, t) => steps.push([d, t]));
    client.dispose();
    expect(steps.length).to.be.greaterThan(2);
    expect(steps.at(-1)![0]).to.equal(steps.at(-1)![1]);
    expect(there.options.length).to.be.greaterThan(1);
    setPuzzleCode(() => import('../teach/make-puzzle.js')); // the studio gives it
    const here = await createAiClient(() => null).puzzle(req);
    expect(JSON.stringify(here)).to.equal(JSON.stringify(there));
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

  it('starts a worker through a one-line blob: module (as from a CDN on another origin) and it answers', async () => {
    const w = startWorker(new URL('./worker.js', import.meta.url), true);
    const game = createGame({ variant: 'draw', players: 2, seed: 6 });
    const reply = await new Promise<{ id: number; action?: unknown }>((ok, ko) => {
      w.onmessage = (ev) => ok(ev.data);
      w.onerror = () => ko(new Error('the blob worker failed'));
      w.postMessage({ id: 9, game, options: { level: 'easy' } });
    });
    w.terminate();
    expect(reply.id).to.equal(9);
    expect(legalActions(game).map(key)).to.include(key(reply.action));
  });

  it('workerUrl: a URL is where the worker starts; null thinks in the page without a warning', async () => {
    const before = said.length;
    try {
      const game = createGame({ variant: 'all-fives', players: 2, seed: 2 });
      setWorkerUrl(new URL('./worker.js', import.meta.url).href);
      const a = createAiClient();
      expect(legalActions(game).map(key)).to.include(key(await a.choose(game, { level: 'easy' })));
      a.dispose();
      setWorkerUrl(null);
      const b = createAiClient();
      expect(legalActions(game).map(key)).to.include(key(await b.choose(game, { level: 'easy' })));
      expect(said.length, 'no warning for a worker URL that works, or for none').to.equal(before);
      // a worker URL that does not load: the AI falls back and the console says why, once for any number of clients
      setWorkerUrl(new URL('./no-such-worker.js', import.meta.url));
      for (let i = 0; i < 2; i++) {
        const c = createAiClient();
        expect(legalActions(game).map(key)).to.include(key(await c.choose(game, { level: 'easy' })));
        c.dispose();
      }
      // (the failing worker of an earlier test fell back too: still one warning in all)
      expect(fallbacks()).to.equal(1);
    } finally {
      setWorkerUrl(undefined);
    }
  });
});
