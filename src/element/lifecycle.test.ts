// The element's life follows connect/disconnect exactly (issue 9): nothing left running after a disconnect, no
// memory kept per cycle, play goes on after a reconnect, and tables on one page never touch each other.
import { expect, fixture, html } from '@open-wc/testing';
import type { Variant } from '../engine/index.js';
import { mount, until } from '../testing/harness.js';
import { enginePlaythrough, probe } from '../testing/probes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The JS heap after two garbage collections (Chromium runs the tests with --expose-gc). */
async function heap(): Promise<number> {
  const w = window as unknown as { gc?: () => void };
  for (let i = 0; i < 3; i++) {
    w.gc?.();
    await sleep(20);
  }
  return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
}

describe('lifecycle', () => {
  it('200 connect/disconnect cycles while a computer is thinking: no worker, timer, channel or observer left, a flat heap, and play goes on', async () => {
    expect(typeof (window as unknown as { gc?: unknown }).gc, 'Chromium started with --expose-gc').to.equal('function');
    const p = probe();
    try {
      const box = await fixture<HTMLElement>(html`<div style="width: 600px"></div>`);
      // speed 100000: a computer seat is always "thinking" (worker asked, pace timer set) when the table is removed
      const { el, events } = mount(box, { variant: 'all-fives', players: '3', humans: 'none', speed: '100000', seed: '7' });
      await until(() => events.some((e) => e.type === 'domino-turn'));
      const state = el.state;
      let before = 0;
      for (let i = 0; i < 200; i++) {
        el.remove();
        await sleep(0);
        box.append(el);
        await sleep(i % 4); // sometimes before the worker answers, sometimes after
        if (i === 19) {
          el.remove();
          await sleep(30);
          before = await heap();
          box.append(el);
        }
      }
      el.remove();
      await sleep(50);
      expect(p.workers(), 'live workers').to.equal(0);
      expect(p.started(), 'a worker per connected period, at most').to.be.within(1, 202);
      expect(p.timers(), 'pending timers').to.equal(0);
      expect(p.channels(), 'waiting message channels').to.equal(0);
      expect(p.observers(), 'resize observers').to.equal(0);
      const after = await heap();
      expect(after - before, `heap grew by ${((after - before) / 1024).toFixed(0)} KB over 180 cycles`).to.be.below(1024 * 1024);
      expect(el.state, 'the same game').to.deep.equal(state);
      expect(events.filter((e) => e.type === 'domino-error')).to.deep.equal([]);
      // Back in the page at a normal pace: the computers play on to the end.
      el.speed = 0;
      box.append(el);
      await until(() => events.some((e) => e.type === 'domino-play'), 20000, 'a move after the cycles');
      expect(p.errors).to.deep.equal([]);
    } finally {
      p.restore();
    }
  });

  it('disconnect and reconnect between moves keep the game exactly where it was', async () => {
    const box = await fixture<HTMLElement>(html`<div style="width: 600px"></div>`);
    const { el, events } = mount(box, { variant: 'partnership', humans: 'none', speed: '0', seed: '11', options: '{"target":30}' });
    for (let i = 0; i < 40 && !events.some((e) => e.type === 'domino-game-end'); i++) {
      await until(() => events.filter((e) => e.type === 'domino-play').length > i, 20000, 'a move');
      el.remove();
      const s = el.state;
      await sleep(5);
      expect(el.state, 'nothing moves while detached').to.deep.equal(s);
      box.append(el);
    }
    await until(() => events.some((e) => e.type === 'domino-game-end'), 30000, 'the game end');
    const want = enginePlaythrough({ variant: 'partnership', players: 4, seed: 11, options: { target: 30 } });
    expect(el.state!.totals).to.deep.equal(want.totals);
  });

  it('10 tables on one page stay independent: each watched game ends as the engine plays it alone', async () => {
    const page = await fixture<HTMLElement>(html`<div style="width: 900px"></div>`);
    const games: { variant: Variant; players: number; options: object }[] = [
      // Short games (about a hand each): ten at once on a 2-core machine.
      { variant: 'partnership', players: 4, options: { target: 1 } },
      { variant: 'draw', players: 2, options: { target: 1 } },
      { variant: 'draw', players: 3, options: { target: 1 } },
      { variant: 'all-fives', players: 2, options: { target: 25 } },
      { variant: 'all-fives', players: 4, options: { target: 20 } },
    ];
    const tables = Array.from({ length: 10 }, (_, i) => {
      const g = games[i % games.length]!;
      const box = document.createElement('div');
      page.append(box);
      return { ...g, seed: 100 + i, ...mount(box, { variant: g.variant, players: String(g.players), humans: 'none', speed: '0', seed: String(100 + i), options: JSON.stringify(g.options) }) };
    });
    // One table is moved meanwhile: neither it nor the others notice.
    await sleep(30);
    const moved = tables[3]!.el;
    const box = moved.parentElement!;
    moved.remove();
    box.append(moved); // its own box, which records its events
    for (const t of tables) await until(() => t.events.some((e) => e.type === 'domino-game-end'), 60000, `table ${t.seed} to end`);
    for (const t of tables) {
      const want = enginePlaythrough({ variant: t.variant, players: t.players, seed: t.seed, options: t.options });
      expect(t.el.state!.totals, `table ${t.seed}`).to.deep.equal(want.totals);
      expect(t.events.every((e) => e.type !== 'domino-error')).to.equal(true);
      expect(t.events.filter((e) => e.type === 'domino-game-start').length).to.equal(1);
    }
  });
});
