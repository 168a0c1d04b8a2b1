// level="auto" as a person meets it in Chromium: a beginner taps, hand by hand, the play the medium player likes least,
// loses the hand, and the computers come two rungs down (src/ai/rank.ts loaded by the table after the lost hand); the
// count says so, domino-level says so, persist keeps it. With two people on opposite sides only the first one's side is
// judged.
import { expect, fixture, html } from '@open-wc/testing';
import '../engine/index.js';
import { legalActions } from '../engine/game.js';
import type { Action, Tile } from '../engine/types.js';
import { ranked } from '../ai/policies.js';
import { distinctChoices, handRanks } from '../ai/rank.js';
import { careless } from '../ai/strength.js';
import { seatView } from '../ai/view.js';
import { recordActions, replay } from '../record/record.js';
import { mount, parts, until } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';

const host = () => fixture<HTMLElement>(html`<div style="width: 700px; height: 560px"></div>`);

/** The play the medium player ranks last (or with `first`, first) for the person to move (a draw or a pass when nothing fits). */
function worst(el: DominoTable, first = false): Action {
  const g = el.state!;
  const options = distinctChoices(g); // a tile that leads to the same game at either end is played at once, not chosen
  if (options.length === 0) return legalActions(g).find((a) => a.type === 'play' || a.type === 'end-turn') ?? legalActions(g)[0]!;
  const order = ranked(seatView(g, g.turn!, []), options);
  return order[first ? 0 : order.length - 1]!;
}

/** Taps `action` as a person does: the tile in the hand, then its place on the board when it fits more than one. */
async function tap(el: DominoTable, action: Action): Promise<void> {
  const p = parts(el);
  const turn = el.state!.turn;
  if (action.type !== 'play') {
    const b = p.button(action.type === 'draw' ? 'Draw' : action.type === 'pass' ? 'Pass' : 'End turn');
    expect(b, `a ${action.type} button`).to.not.equal(null);
    b!.click();
    return;
  }
  const [x, y] = (action.tile as Tile).split('-');
  const tile = p.handTiles().find((b) => b.dataset.t === action.tile || b.dataset.t === `${y}-${x}`);
  expect(tile, `${action.tile} in the hand`).to.not.equal(undefined);
  tile!.click();
  await el.updateComplete;
  const place = p.root.querySelector<SVGGElement>(`[part=place][data-place="${action.at}"]`);
  if (el.state!.turn === turn && place) place.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
}

describe('level="auto" as a person meets it', () => {
  beforeEach(() => localStorage.clear());

  it('a hand lost with the plays the medium player likes least takes the computers two rungs down: domino-level, the count and persist say easy', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '3', level: 'auto', persist: 'dt-auto-beginner' });
    let taps = 0;
    while (!events.some((e) => e.type === 'domino-round-end')) {
      await until(() => !!el.state && (el.state.phase !== 'playing' || el.state.turn === 0), 20000, "the person's turn");
      await el.updateComplete;
      if (el.state!.phase !== 'playing') break;
      const before = events.length;
      await tap(el, worst(el));
      taps++;
      await until(() => events.length > before, 5000, 'an event after the tap');
    }
    expect(taps).to.be.greaterThan(2);
    const end = events.find((e) => e.type === 'domino-round-end')!;
    expect(end.detail.winner, 'the hand is lost').to.equal(1);
    await until(() => events.some((e) => e.type === 'domino-level'), 5000, 'domino-level');
    const level = events.find((e) => e.type === 'domino-level')!;
    expect(level.detail).to.deep.equal({ level: 'auto', strength: 'easy', rung: 1, previous: 'medium' });
    expect(events.indexOf(level), 'after the count').to.be.greaterThan(events.indexOf(end));
    expect(el.strength).to.equal('easy');
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('the computers now play at about easy.');
    await until(() => localStorage.getItem('dt-auto-beginner:auto') === 'easy', 2000, 'the rung saved');
    expect(events.some((e) => e.type === 'domino-error'), JSON.stringify(events.find((e) => e.type === 'domino-error'))).to.equal(false);
  });

  it('two people on opposite sides: the first one\'s side is judged and only its plays ranked, so the other person\'s careless plays do not take the computers down two', async () => {
    // Draw for three, seed 2: the person at seat 0 taps the medium player's first choices, the one at seat 1 its last;
    // the computer at seat 2 wins the hand
    const { el, events } = mount(await host(), { variant: 'draw', players: '3', humans: '0,1', speed: '0', seed: '2', level: 'auto' });
    const taps = [0, 0];
    while (!events.some((e) => e.type === 'domino-round-end')) {
      await until(() => !!el.state && (el.state.phase !== 'playing' || el.state.turn !== 2), 20000, 'a person\'s turn');
      await el.updateComplete;
      if (el.state!.phase !== 'playing') break;
      const cover = parts(el).root.querySelector<HTMLButtonElement>('.felt .panel[role=group] .btn'); // pass and play: the next person says they are at the screen
      if (cover) {
        cover.click();
        await el.updateComplete;
      }
      const seat = el.state!.turn!;
      const before = events.length;
      await tap(el, worst(el, seat === 0));
      taps[seat]!++;
      await until(() => events.length > before, 5000, 'an event after the tap');
    }
    expect(taps[0], 'the first person played').to.be.greaterThan(0);
    expect(taps[1], 'the second person played').to.be.greaterThan(0);
    expect(events.find((e) => e.type === 'domino-round-end')!.detail.winner, 'the computer wins the hand').to.equal(2);
    const states = replay(el.toRecord());
    const actions = recordActions(el.toRecord()!);
    expect(careless(handRanks(states, actions, [0])), 'the first person played the first choices').to.equal(false);
    expect(careless(handRanks(states, actions, [0, 1])), 'both people together read as a beginner').to.equal(true);
    await until(() => events.some((e) => e.type === 'domino-level'), 5000, 'domino-level');
    expect(events.find((e) => e.type === 'domino-level')!.detail).to.deep.equal({ level: 'auto', strength: 'easy+', rung: 2, previous: 'medium' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('the computers now play at about easy+.');
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });
});
