import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Action } from '../engine/index.js';
import { mount, parts, playFirstLegal, until } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';

async function host(): Promise<HTMLElement> {
  return fixture(html`<div style="width: 900px"></div>`);
}

/** Waits until seat 0 (the person) is to move and `want` holds for their legal actions; plays the first legal action meanwhile. */
async function turnWhere(el: DominoTable, want: (legal: Action[]) => boolean): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await until(() => !!el.state && (el.state.phase !== 'playing' || el.state.turn === 0), 20000, "the person's turn");
    await el.updateComplete;
    if (el.state!.phase === 'game-over') throw new Error('the game ended first');
    const before = JSON.stringify(el.state);
    if (el.state!.phase === 'round-over') el.nextRound();
    else if (want(el.legalActions)) return;
    else playFirstLegal(el);
    await until(() => JSON.stringify(el.state) !== before, 5000, 'the move');
  }
  throw new Error('no such turn');
}

const hinted = (el: DominoTable) => el.shadowRoot!.querySelector<HTMLElement>('[part~=hint], .hint');
const legal = (el: DominoTable, a: Action) => el.legalActions.some((b) => JSON.stringify(b) === JSON.stringify(a));

describe('hint', () => {
  it('hint() returns a legal move for the person to move, highlights its tile and place, announces it, fires no event', async () => {
    const { el, events } = mount(await host(), { variant: 'all-fives', players: '2', humans: '0', speed: '0', seed: '31' });
    await turnWhere(el, (l) => l.filter((a) => a.type === 'play' && a.at).length > 1);
    await new Promise((r) => setTimeout(r, 50));
    const n = events.length;
    const before = el.state;
    const a = await el.hint();
    expect(a, 'a move').to.not.equal(null);
    expect(legal(el, a!), JSON.stringify(a)).to.equal(true);
    await el.updateComplete;
    const p = parts(el);
    expect(p.live()).to.match(/^Hint: /);
    if (a!.type === 'play') {
      const tile = p.root.querySelector<HTMLElement>('.hand [part~=hint]');
      expect(tile, 'the hinted tile').to.not.equal(null);
      expect(tile!.getAttribute('part')).to.match(/^tile playable hint$/);
      expect(p.live()).to.contain(tile!.getAttribute('aria-label')!);
      if (a!.at) expect(p.root.querySelectorAll('.board .target').length, 'one place marked on the table').to.equal(1);
    } else {
      expect(p.root.querySelector('.controls .btn.hint'), 'the control').to.not.equal(null);
    }
    // a hint is not a game happening: nothing fires, nothing is played
    await new Promise((r) => setTimeout(r, 150));
    expect(events.slice(n), JSON.stringify(events.slice(n))).to.deep.equal([]);
    expect(el.state).to.deep.equal(before);
    // selecting anything clears it
    const other = p.playable().find((b) => !b.matches('[part~=hint]')) ?? p.playable()[0]!;
    other.click();
    await el.updateComplete;
    expect(hinted(el)).to.equal(null);
  });

  it('the H key and the Hint button show a hint; Escape clears it', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '12' });
    await turnWhere(el, (l) => l.some((a) => a.type === 'play'));
    const p = parts(el);
    const n = events.length;
    (p.playable()[0] ?? p.root.querySelector<HTMLElement>('.hand'))!.focus();
    await sendKeys({ press: 'h' });
    await until(() => hinted(el) !== null, 20000, 'the hint from H');
    expect(p.live()).to.match(/^Hint: (play|start with|draw|pass)/);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(hinted(el)).to.equal(null);
    const b = p.button('Hint');
    expect(b, 'a Hint button').to.not.equal(null);
    expect(b!.getAttribute('aria-keyshortcuts')).to.equal('H');
    b!.click();
    await until(() => hinted(el) !== null, 20000, 'the hint from the button');
    expect(events.length).to.equal(n);
    expect(el.state!.turn).to.equal(0);
  });

  it('a draw suggestion highlights the Draw button', async () => {
    const { el } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '5' });
    await turnWhere(el, (l) => l.every((a) => a.type === 'draw'));
    const a = await el.hint();
    expect(a!.type).to.equal('draw');
    await el.updateComplete;
    const b = el.shadowRoot!.querySelector('.controls .btn.hint');
    expect(b?.textContent).to.equal('Draw');
    expect(parts(el).live()).to.equal('Hint: draw a tile.');
  });

  it('speaks Portuguese and Polish', async () => {
    const { el } = mount(await host(), { variant: 'all-fives', players: '2', humans: '0', speed: '0', seed: '31', lang: 'pl' });
    await turnWhere(el, (l) => l.some((a) => a.type === 'play'));
    await el.hint();
    await until(() => /^Podpowiedź: /.test(parts(el).live()), 5000, 'Polish');
    expect(parts(el).button('Podpowiedź')).to.not.equal(null);
    el.setAttribute('lang', 'pt-BR');
    await until(() => !!parts(el).button('Dica'), 5000, 'Portuguese');
    await el.hint();
    await until(() => /^Dica: /.test(parts(el).live()), 5000, 'Portuguese hint');
  });

  it('gives no hint when no person here is to move, and no Hint button', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: 'none', speed: '100000', seed: '5' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    await el.updateComplete;
    expect(await el.hint()).to.equal(null);
    expect(parts(el).button('Hint')).to.equal(null);
  });
});
