import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import { host, personMove, personsTurn } from '../testing/lessons.js';
import { encodeRecord, toRecord } from '../record/record.js';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { Action, GameState } from '../engine/index.js';
import type { DominoTable } from './domino-table.js';
import type { Variant } from '../engine/index.js';

const CASES: { variant: Variant; players: string; seed: number; moves: number }[] = [
  { variant: 'all-fives', players: '2', seed: 11, moves: 6 },
  { variant: 'draw', players: '3', seed: 12, moves: 5 },
  { variant: 'partnership', players: '4', seed: 13, moves: 4 },
  { variant: 'mexican-train', players: '3', seed: 14, moves: 5 },
  { variant: 'all-fives', players: '3', seed: 987654, moves: 9 },
];

async function playSome(el: DominoTable, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    await personsTurn(el);
    if (el.state!.phase === 'game-over') return;
    personMove(el);
  }
  await personsTurn(el);
}

describe('game records in <domino-table>', () => {
  for (const c of CASES) {
    it(`${c.variant}: toRecord() → text → load() gives the identical state (seed ${c.seed})`, async () => {
      const { el } = mount(await host(), { variant: c.variant, players: c.players, seed: String(c.seed), speed: '0', names: 'Ana,Bo,Cy,Di' });
      await playSome(el, c.moves);
      const rec = el.toRecord()!;
      expect(rec.format).to.equal('domino-table/1');
      expect(rec.variant).to.equal(c.variant);
      expect(JSON.parse(JSON.stringify(rec))).to.deep.equal(rec); // plain JSON
      const want = el.state;
      // object
      const b = mount(await host(), { variant: c.variant, speed: '0' });
      await until(() => !!b.el.state);
      expect(await b.el.load(rec)).to.equal(true);
      expect(b.el.state).to.deep.equal(want);
      // compact text, from toRecordText() and in the record attribute
      const text = (await el.toRecordText())!;
      expect(text).to.match(/^dt1\.[A-Za-z0-9_-]+$/);
      expect(text).to.equal(encodeRecord(rec));
      const d = mount(await host(), { record: text, speed: '0' });
      await until(() => JSON.stringify(d.el.state) === JSON.stringify(want), 10000, 'the record attribute');
      expect(d.el.toRecord()).to.deep.equal(rec);
      // JSON text
      const j = mount(await host(), { variant: c.variant, speed: '0' });
      await until(() => !!j.el.state);
      expect(await j.el.load(JSON.stringify(rec))).to.equal(true);
      expect(j.el.state).to.deep.equal(want);
    });
  }

  it('random games → record → compact text → load() → the identical final state (property)', async () => {
    const { el } = mount(await host(), { variant: 'draw', speed: '100000', humans: 'all' });
    await until(() => !!el.state);
    const PLAYERS: Record<Variant, number[]> = { partnership: [4], draw: [2, 3, 4], 'all-fives': [2, 3, 4], 'mexican-train': [2, 4, 6], block: [2, 3, 4] };
    let rnd = 12345;
    const next = (n: number) => ((rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0) % n);
    for (let i = 0; i < 16; i++) {
      const variant = (['partnership', 'draw', 'all-fives', 'mexican-train'] as const)[i % 4]!;
      const players = PLAYERS[variant][next(PLAYERS[variant].length)]!;
      const seed = next(1 << 30) - (1 << 29);
      const steps = 1 + next(variant === 'mexican-train' ? 300 : 120);
      const config = { variant, players, seed };
      const first = createGame(config);
      let g: GameState = first;
      const actions: Action[] = [];
      for (let k = 0; k < steps && g.phase !== 'game-over'; k++) {
        const legal = legalActions(g);
        const a = legal[next(legal.length)]!;
        g = applyAction(g, a);
        actions.push(a);
      }
      const text = encodeRecord(toRecord(first, actions));
      expect(await el.load(text), `${variant} seed ${seed}`).to.equal(true);
      expect(el.state, `${variant} ${players} seed ${seed}, ${actions.length} steps`).to.deep.equal(g);
    }
  });

  it('refuses corrupt and foreign records with domino-error bad-record and keeps the game', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', seed: '5', speed: '0' });
    await personsTurn(el);
    personMove(el);
    await personsTurn(el);
    const before = el.state;
    const rec = el.toRecord()!;
    const text = (await el.toRecordText())!;
    const bad: unknown[] = [
      'dt1.' + text.slice(4, -3) + (text.endsWith('A') ? 'B' : 'A') + text.slice(-2), // damaged
      text.slice(0, 20), // truncated
      '{"format":"chess/1"}',
      'not a record',
      { ...rec, rounds: [{ ...rec.rounds[0], actions: [{ type: 'play', tile: '6-6', at: 'left' }, { type: 'play', tile: '6-6', at: 'left' }] }] },
      42,
    ];
    for (const x of bad) {
      const n = events.length;
      expect(await el.load(x)).to.equal(false);
      await until(() => events.length > n);
      const err = events.slice(n).find((e) => e.type === 'domino-error')!;
      expect(err.detail.code).to.equal('bad-record');
      expect(String(err.detail.message).length).to.be.greaterThan(10);
      expect(el.state).to.deep.equal(before);
    }
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.error')!.textContent).to.match(/\w/);
  });
});

describe('undo in <domino-table>', () => {
  it('takes back the person\'s move and the computer moves after it', async () => {
    const { el, events } = mount(await host(), { variant: 'all-fives', players: '3', seed: '21', speed: '0' });
    await personsTurn(el);
    let saved = el.state!;
    let a = personMove(el);
    // find a play (not a draw) to take back
    while (a.type !== 'play') {
      await personsTurn(el);
      saved = el.state!;
      a = personMove(el);
    }
    await personsTurn(el);
    expect(el.toRecord()!.rounds.at(-1)!.actions.length).to.be.greaterThan(2); // the computers moved after
    await el.updateComplete;
    const undoBtn = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.controls button')].find((b) => b.textContent!.trim() === 'Undo');
    expect(undoBtn, 'Undo control').to.exist;
    const before = events.length;
    undoBtn!.click();
    await until(() => JSON.stringify(el.state) === JSON.stringify(saved), 5000, 'the state before the move');
    expect(el.state!.turn).to.equal(0);
    // the host page hears whose turn it is again; a screen reader hears what was taken back (not just "Your turn")
    await until(() => events.slice(before).some((e) => e.type === 'domino-turn' && e.detail.seat === 0), 5000, 'domino-turn after undo');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[aria-live]')!.textContent).to.match(/Took back \d+ moves?/);
  });

  it('keeps a drawn tile drawn (draw, then play the drawn tile: undo takes back only the play)', async () => {
    let found = false;
    for (let seed = 1; seed < 30 && !found; seed++) {
      const { el } = mount(await host(), { variant: 'draw', players: '2', seed: String(seed), speed: '0' });
      let last: string | null = null;
      for (let i = 0; i < 60; i++) {
        await personsTurn(el);
        if (el.state!.phase !== 'playing') break;
        const before = el.state!;
        const a = personMove(el);
        if (a.type === 'play' && last === 'draw') {
          const drawn = before.hands[0]!.find((t) => !(el.toRecord()!.rounds[0]!.deal.hands[0] ?? []).includes(t));
          await personsTurn(el);
          expect(await el.undo()).to.equal(true);
          await el.updateComplete;
          expect(el.state).to.deep.equal(before); // back to just after the draw: the tile stays drawn
          expect(el.state!.hands[0]).to.include(drawn);
          expect(await el.undo()).to.equal(false); // the draw itself is never taken back
          found = true;
          break;
        }
        last = a.type;
      }
      el.remove();
    }
    expect(found, 'a draw followed by a play').to.equal(true);
  });

  it('refuses readably when nothing of the person can be taken back', async () => {
    const { el, events } = mount(await host(), { variant: 'all-fives', players: '2', seed: '8', speed: '0', humans: '0' });
    await personsTurn(el);
    const before = el.state;
    expect(await el.undo()).to.equal(false);
    await until(() => events.some((e) => e.type === 'domino-error'));
    const err = events.find((e) => e.type === 'domino-error')!;
    expect(err.detail.code).to.equal('cannot-undo');
    expect(err.detail.message).to.match(/no move of yours/);
    expect(el.state).to.deep.equal(before);
  });
});
