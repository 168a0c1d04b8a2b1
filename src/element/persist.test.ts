// persist: the game is saved after every action and resumed after a reload — the same game, the same record,
// computer seats continuing; storage that is full, disabled or holds garbage never stops the game (issue 9).
import { expect, fixture, html } from '@open-wc/testing';
import { decodeRecord } from '../record/record.js';
import { mount, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';
import { enginePlaythrough, firstMove as move } from '../testing/probes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errors = (events: Recorded[]) => events.filter((e) => e.type === 'domino-error').map((e) => e.detail.code as string);
const host = () => fixture<HTMLElement>(html`<div style="width: 700px"></div>`);

async function myTurn(el: DominoTable): Promise<void> {
  await until(() => !!el.state && el.state.phase === 'playing' && el.state.turn === 0, 20000, "the person's turn");
  await el.updateComplete;
}

/** Replaces a Storage method for one test. */
function stub(name: 'getItem' | 'setItem', f: (...a: string[]) => unknown): () => void {
  const real = Storage.prototype[name];
  Storage.prototype[name] = f as never;
  return () => (Storage.prototype[name] = real as never);
}

beforeEach(() => localStorage.clear());

describe('persist', () => {
  it('level="auto": the computers’ strength is kept beside the game and taken up again on the next visit', async () => {
    localStorage.setItem('dt-auto:auto', 'hard-'); // a person who climbed to hard- last time
    const attrs = { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '9', level: 'auto', persist: 'dt-auto' };
    const { el } = mount(await host(), attrs);
    await myTurn(el);
    expect(el.strength, 'taken up from storage').to.equal('hard-');
    move(el);
    await sleep(0);
    expect(localStorage.getItem('dt-auto:auto'), 'saved with the game, by name').to.equal('hard-');
    el.level = 'hard';
    await el.updateComplete;
    expect(el.strength, 'a fixed level is played as it is').to.equal('hard');
  });

  it('level="auto": a strength saved as a rung number, before the ladder began below easy, is taken up one rung higher', async () => {
    localStorage.setItem('dt-auto:auto', '4'); // hard- on the ladder that began at easy
    const attrs = { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '9', level: 'auto', persist: 'dt-auto' };
    const { el } = mount(await host(), attrs);
    await myTurn(el);
    expect(el.strength).to.equal('hard-');
    move(el);
    await sleep(0);
    expect(localStorage.getItem('dt-auto:auto'), 'saved again by name').to.equal('hard-');
  });

  it('saves after every action; a new table with the same attributes resumes exactly (state and record)', async () => {
    const attrs = { variant: 'draw', players: '3', humans: '0', speed: '0', seed: '5', persist: 'dt-test' };
    const { el, events } = mount(await host(), attrs);
    for (let i = 0; i < 3; i++) {
      await myTurn(el);
      move(el);
    }
    await myTurn(el);
    const state = el.state;
    const record = el.toRecord();
    await sleep(0);
    expect(decodeRecord(localStorage.getItem('dt-test')!), 'the saved record').to.deep.equal(record);
    el.remove();
    const again = mount(await host(), attrs);
    await until(() => JSON.stringify(again.el.state) === JSON.stringify(state), 5000, 'the same state');
    expect(again.el.toRecord()).to.deep.equal(record);
    // the host page is told whose turn it is in the resumed game, with the person's legal actions
    await until(() => again.events.some((e) => e.type === 'domino-turn'), 5000, 'a domino-turn after the resume');
    const turn = again.events.find((e) => e.type === 'domino-turn')!.detail;
    expect(turn).to.deep.include({ seat: 0, human: true });
    expect((turn.legalActions as unknown[]).length).to.be.greaterThan(0);
    move(again.el); // and the person plays on
    await sleep(0);
    expect(decodeRecord(localStorage.getItem('dt-test')!).rounds[0]!.actions.length).to.be.greaterThan(record!.rounds[0]!.actions.length);
    expect(errors([...events, ...again.events])).to.deep.equal([]);
  });

  it('a real page reload in the middle of a watched game: it resumes and the computers finish the same game', async () => {
    // Seed 42 plays 12 rounds. The page counts the game-start events it sees: none after the reload means resumed.
    const page = `<!doctype html><script>window.starts = 0; addEventListener('domino-game-start', () => starts++);</script><script type="module" src="/src/element/domino-table.ts"></script><domino-table id="reload" variant="draw" players="3" humans="none" speed="0" seed="42" options='{"target":60}' persist></domino-table>`;
    const frame = await fixture<HTMLIFrameElement>(html`<iframe style="width: 700px; height: 500px" srcdoc=${page}></iframe>`);
    const starts = () => (frame.contentWindow as unknown as { starts: number }).starts;
    // the table in the frame, once its module has defined it
    const table = () => {
      const t = frame.contentDocument?.querySelector('domino-table') as DominoTable | null;
      return t && typeof t.toRecord === 'function' ? t : null;
    };
    await until(() => (table()?.toRecord()?.rounds.length ?? 0) >= 2, 30000, 'round 2');
    expect(starts(), 'the first load started the game').to.equal(1);
    const saved = decodeRecord(localStorage.getItem('domino-table:reload')!);
    const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
    frame.contentWindow!.location.reload();
    await loaded;
    await until(() => !!table()?.state, 10000, 'the table after the reload');
    expect(starts(), 'no new game was started').to.equal(0);
    const resumed = table()!.toRecord()!;
    expect(resumed.seed).to.equal(saved.seed);
    expect(resumed.rounds.length).to.be.at.least(saved.rounds.length);
    expect(resumed.rounds[0]).to.deep.equal(saved.rounds[0]);
    await until(() => table()!.state!.phase === 'game-over', 60000, 'the game end');
    expect(table()!.state!.totals, 'the same game the computers would have played without the reload').to.deep.equal(enginePlaythrough({ variant: 'draw', players: 3, seed: saved.seed!, options: { target: 60 } }).totals);
  });

  it('storage that throws on setItem (full): one domino-error "storage", the game goes on', async () => {
    const restore = stub('setItem', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const { el, events } = mount(await host(), { variant: 'draw', players: '3', humans: '0', speed: '0', seed: '5', persist: 'full' });
      for (let i = 0; i < 3; i++) {
        await myTurn(el);
        const before = el.state;
        move(el);
        expect(el.state).to.not.deep.equal(before);
      }
      await sleep(20);
      expect(errors(events)).to.deep.equal(['storage']);
      expect(events.find((e) => e.type === 'domino-error')!.detail.message).to.match(/cannot be saved.*QuotaExceeded|quota/i);
    } finally {
      restore();
    }
  });

  it('storage that is disabled (every call throws): one domino-error "storage", a fresh game plays', async () => {
    const r1 = stub('getItem', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    const r2 = stub('setItem', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const { el, events } = mount(await host(), { variant: 'draw', players: '3', humans: '0', speed: '0', seed: '5', persist: '' });
      await myTurn(el);
      move(el);
      await myTurn(el);
      expect(errors(events)).to.deep.equal(['storage']);
    } finally {
      r1();
      r2();
    }
  });

  for (const garbage of ['dt1.AAAA', '{"format":"domino-table/1"}', 'not a record', 'dt1.' + 'A'.repeat(10000)]) {
    it(`storage holding garbage (${garbage.slice(0, 24)}): one domino-error "storage", a fresh game that replaces it`, async () => {
      localStorage.setItem('domino-table:draw', garbage);
      const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '5', persist: '' });
      await until(() => !!el.state, 5000, 'a game');
      await until(() => errors(events).length > 0, 5000, 'the error');
      expect(errors(events)).to.deep.equal(['storage']);
      await sleep(0);
      expect(decodeRecord(localStorage.getItem('domino-table:draw')!)).to.deep.equal(el.toRecord());
    });
  }

  it('another variant’s game under the key is left for a fresh game, without an error; the key is the id, else the variant', async () => {
    const other = mount(await host(), { variant: 'all-fives', humans: '0', speed: '0', seed: '1', persist: 'shared' });
    await until(() => !!other.el.state);
    await sleep(0);
    other.el.remove();
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '2', persist: 'shared' });
    await until(() => !!el.state);
    expect(el.state!.variant).to.equal('draw');
    await sleep(0);
    expect(decodeRecord(localStorage.getItem('shared')!).variant).to.equal('draw');
    expect(errors(events)).to.deep.equal([]);
    const withId = mount(await host(), { id: 'kitchen', variant: 'draw', humans: '0', speed: '0', persist: '' });
    await until(() => !!withId.el.state);
    await sleep(0);
    expect(localStorage.getItem('domino-table:kitchen')).to.match(/^dt1\./);
  });

  it('without persist nothing is written', async () => {
    const { el } = mount(await host(), { variant: 'draw', humans: '0', speed: '0', seed: '2' });
    await until(() => !!el.state);
    await sleep(10);
    expect(localStorage.length).to.equal(0);
  });
});
