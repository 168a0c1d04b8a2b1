// Issue 9, the numbered defects, each through the element as a page or a framework would use it.
import { expect, fixture, html } from '@open-wc/testing';
import { createGame, fullSet } from '../engine/index.js';
import type { Action, Deal, GameState } from '../engine/index.js';
import { mount, parts, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';
import { firstMove as move, probe } from '../testing/probes.js';
import type { Probe } from '../testing/probes.js';

async function host(): Promise<HTMLElement> {
  return fixture(html`<div style="width: 700px"></div>`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errors = (events: Recorded[]) => events.filter((e) => e.type === 'domino-error').map((e) => e.detail.code as string);

/** Waits for seat 0's turn in play (dealing the next round if needed). */
async function myTurn(el: DominoTable): Promise<void> {
  await until(() => !!el.state && (el.state.phase === 'round-over' || (el.state.phase === 'playing' && el.state.turn === 0)), 20000, "the person's turn");
  if (el.state!.phase === 'round-over') {
    el.nextRound();
    await myTurn(el);
  }
}

let p: Probe;
/** A test that also fails on any uncaught error or unhandled rejection while it runs. */
function it(name: string, fn: () => Promise<void>): void {
  globalThis.it(name, async () => {
    p = probe();
    try {
      await fn();
      expect(p.errors, 'no uncaught error or unhandled rejection').to.deep.equal([]);
    } finally {
      p.restore();
    }
  });
}

describe('point 1: moving the element in the page never freezes its game', () => {
  it('removed and re-appended, or moved to another parent, during computer turns: a watched game still ends', async () => {
    const a = await host();
    const b = await host();
    const { el, events } = mount(a, { variant: 'draw', players: '3', humans: 'none', speed: '0', seed: '12', options: '{"target":40}' });
    for (let i = 0; i < 30 && !events.some((e) => e.type === 'domino-game-end'); i++) {
      await sleep(i % 3); // sometimes while a computer is still thinking
      el.remove();
      await sleep(1);
      (i % 2 ? a : b).append(el); // re-append, or reparent
    }
    await until(() => events.some((e) => e.type === 'domino-game-end'), 30000, 'the game end');
    expect(el.state!.phase).to.equal('game-over');
    expect(errors(events)).to.deep.equal([]);
  });

  it('a person’s move applies after the table was moved, and the computers answer it', async () => {
    const a = await host();
    const { el, events } = mount(a, { variant: 'all-fives', players: '3', humans: '0', speed: '0', seed: '8' });
    await myTurn(el);
    el.remove();
    (await host()).append(el);
    const before = el.state!;
    move(el);
    expect(el.state).to.not.deep.equal(before);
    await until(() => el.state!.phase !== 'playing' || el.state!.turn === 0, 20000, 'the computers to move after the person');
    expect(errors(events)).to.deep.equal([]);
  });
});

describe('point 2: removing or mistyping attributes and properties', () => {
  it('removing humans and names, humans = 0, names = a list, options with a BigInt or a cycle: no throw, the game goes on, toRecord() is this game', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', names: 'Ana,Bo', speed: '0', seed: '3' });
    await myTurn(el);
    el.removeAttribute('humans');
    el.removeAttribute('names');
    await el.updateComplete;
    (el as unknown as { humans: unknown }).humans = 0;
    (el as unknown as { names: unknown }).names = ['A', 'B'];
    await el.updateComplete;
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    el.options = { target: 10n } as never;
    await el.updateComplete;
    el.options = cycle as never;
    await el.updateComplete;
    await until(() => errors(events).length >= 3, 5000, 'the errors');
    expect(errors(events)).to.deep.equal(['bad-attribute', 'bad-options', 'bad-options']);
    expect(parts(el).status()).to.match(/turn/);
    const state = el.state!;
    const record = el.toRecord()!;
    expect(record.seed).to.equal(state.seed);
    expect(record.rounds[0]!.deal.hands).to.deep.equal(state.deal.hands);
    move(el); // the person still plays
    expect(el.toRecord()!.rounds[0]!.actions.length).to.equal(record.rounds[0]!.actions.length + 1);
    el.options = { target: 10 };
    await until(() => el.state!.options.target === 10, 5000, 'a good options object starts a game');
  });
});

describe('point 3: nextRound() during a computer’s turn', () => {
  it('is refused, and the computer still moves', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '150', seed: '21' });
    await until(() => !!el.state && el.state.turn === 1 && el.state.phase === 'playing', 20000, "the computer's turn").catch(async () => {
      await myTurn(el);
      move(el);
      await until(() => el.state!.turn === 1, 5000);
    });
    const before = el.state!;
    el.nextRound();
    await until(() => errors(events).includes('round-not-over'));
    await until(() => el.state !== null && JSON.stringify(el.state) !== JSON.stringify(before), 5000, 'the computer to move');
  });
});

describe('point 4: later deals are checked when the game starts', () => {
  it('a bad deal for round 2 is one domino-error at newGame(), never a loop', async () => {
    const { el, events } = mount(await host(), { variant: 'partnership', humans: 'none', speed: '0', seed: '4', options: '{"target":5}' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    const good = createGame({ variant: 'partnership', seed: 9 }).deal;
    el.newGame({ deals: [good, { hands: [['6-6']] }] });
    await sleep(600);
    expect(errors(events)).to.deep.equal(['bad-deal']);
    expect(el.state!.deal.hands).to.not.deep.equal(good.hands); // the game in play was kept
  });
});

describe('point 5: explicit deals of the wrong size', () => {
  for (const variant of ['all-fives', 'mexican-train'] as const) {
    it(`${variant}: an empty hand for the leader is refused (bad-deal); the table never thinks forever`, async () => {
      const { el, events } = mount(await host(), { variant, players: '2', humans: 'none', speed: '0', seed: '6' });
      await until(() => events.some((e) => e.type === 'domino-turn'));
      const set = fullSet(variant === 'all-fives' ? 6 : 12);
      const deal: Deal = { hands: [[], set.slice(0, variant === 'all-fives' ? 7 : 15)], boneyard: set.slice(variant === 'all-fives' ? 7 : 15), ...(variant === 'all-fives' ? { leader: 0 } : {}) };
      el.newGame({ deals: [deal] });
      await until(() => errors(events).length > 0);
      expect(errors(events)).to.deep.equal(['bad-deal']);
      expect(el.state!.hands.every((h) => h.length > 0)).to.equal(true);
    });
  }
});

describe('point 7: methods with garbage arguments', () => {
  it('play(null | 42 | {}), draw("x"), newGame(42) are domino-errors; newGame(null) is newGame()', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '3' });
    await myTurn(el);
    const before = el.state;
    for (const t of [null, 42, {}]) el.play(t as never);
    el.draw('sideways' as never);
    el.newGame(42 as never);
    await until(() => errors(events).length >= 5);
    expect(errors(events)).to.deep.equal(['bad-tile', 'bad-tile', 'bad-tile', 'bad-action', 'bad-config']);
    expect(el.state).to.deep.equal(before);
    el.newGame(null);
    await until(() => el.state!.seed !== before!.seed || events.filter((e) => e.type === 'domino-game-start').length > 1);
  });
});

describe('point 9: long names', () => {
  it('a name of 500,000 characters round-trips through toRecordText() and load()', async () => {
    const long = 'A'.repeat(500_000);
    const { el } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '3', names: `${long},Bo` });
    await myTurn(el);
    move(el);
    const record = el.toRecord()!;
    const text = await el.toRecordText();
    expect(text).to.match(/^dt1\./);
    const { el: other, events } = mount(await host(), { variant: 'draw', humans: '0', speed: '100000' });
    expect(await other.load(text)).to.equal(true);
    expect(other.toRecord()!.names![0]!.length).to.equal(500_000);
    expect(other.toRecord()).to.deep.equal(record);
    expect(await other.toRecordText()).to.equal(text);
    expect(errors(events)).to.deep.equal([]);
  });
});

describe('point 10: hint() on a detached element', () => {
  it('starts no worker and answers null', async () => {
    const { el } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '3' });
    await myTurn(el);
    await el.updateComplete;
    expect(await el.hint(), 'a hint while attached').to.not.equal(null);
    el.remove();
    await sleep(10);
    expect(p.workers(), 'the worker ends with the element').to.equal(0);
    const n = p.started();
    expect(await el.hint()).to.equal(null);
    expect(p.started() - n, 'workers started').to.equal(0);
    expect(p.workers(), 'workers running').to.equal(0);
  });
});

describe('point 11: a bad lesson or record on first connect', () => {
  it('lesson="typo": an error, and a game once the attribute is removed', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '3', lesson: 'typo' });
    await until(() => errors(events).includes('unknown-lesson'));
    el.removeAttribute('lesson');
    await until(() => !!el.state && el.state.phase === 'playing', 5000, 'a game');
    expect(parts(el).status()).to.match(/turn|thinking/);
  });

  it('record="garbage": domino-error bad-record, then a fresh game', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '3', record: 'garbage' });
    await until(() => !!el.state, 5000, 'a game');
    await until(() => errors(events).includes('bad-record'), 5000, 'the error');
    expect(el.state!.phase).to.equal('playing');
  });
});

describe('point 12: the game keeps its own deals', () => {
  it('editing the deals passed to newGame() changes nothing', async () => {
    const { el } = mount(await host(), { variant: 'partnership', humans: 'none', speed: '0', options: '{"target":300}' });
    await until(() => !!el.state);
    const deals = [createGame({ variant: 'partnership', seed: 1 }).deal, createGame({ variant: 'partnership', seed: 2 }).deal];
    const want = structuredClone(deals);
    el.newGame({ deals });
    deals[0]!.hands[0]!.reverse();
    deals[1]!.hands.reverse();
    await until(() => el.state!.round === 2, 20000, 'round 2');
    const s: GameState = el.state!;
    expect(s.deal.hands).to.deep.equal(want[1]!.hands);
    expect(s.deals).to.deep.equal(want);
    const actions: Action[] = el.toRecord()!.rounds[0]!.actions;
    expect(actions.length).to.be.greaterThan(0);
  });
});
