/** Motion that explains a move, the last move's marker, score pops, and the move log. */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { applyAction } from '../engine/index.js';
import type { GameState } from '../engine/index.js';
import { mount, until } from '../testing/harness.js';
import { position } from '../testing/positions.js';
import type { DominoTable } from './domino-table.js';

async function host(): Promise<HTMLElement> {
  return fixture(html`<div style="width: 900px; height: 700px"></div>`);
}

/** A table showing `variant` just before a move of seat 0 (pass-and-play off, computers frozen). */
async function atMove(variant: 'draw' | 'all-fives', seed: number, test: (g: GameState) => boolean): Promise<DominoTable> {
  const { el } = mount(await host(), { variant, players: '2', humans: '0', speed: '100000000', seed: String(seed) });
  await el.updateComplete;
  const p = position(variant, 2, seed, 'end');
  // the first step of the round where seat 0 is to play and `test` holds for the state after its move
  let g = (await import('../engine/index.js')).createGame({ variant, players: 2, seed });
  const acts = p.record.rounds[0]!.actions;
  let k = 0;
  for (; k < acts.length; k++) {
    const next = applyAction(g, acts[k]!);
    if (g.turn === 0 && acts[k]!.type === 'play' && test(next)) break;
    g = next;
  }
  await el.load({ ...p.record, rounds: [{ ...p.record.rounds[0]!, actions: acts.slice(0, k) }] });
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 100));
  return Object.assign(el, { nextMove: acts[k] });
}

const frame = () => new Promise((r) => requestAnimationFrame(r));

describe('motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('a played tile travels from the hand to its place, transform only; the last move stays marked', async () => {
    const el = await atMove('draw', 1, () => true);
    const a = (el as unknown as { nextMove: { tile: string; at?: string } }).nextMove;
    el.play(a.tile, a.at);
    await el.updateComplete;
    await frame();
    const fly = el.shadowRoot!.querySelector('.fx .fly') as HTMLElement;
    expect(fly, 'a travelling tile').to.not.equal(null);
    const anims = fly.getAnimations();
    expect(anims.length).to.equal(1);
    const props = (anims[0]!.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k).filter((x) => !['offset', 'easing', 'composite', 'computedOffset'].includes(x)));
    expect([...new Set(props)]).to.deep.equal(['transform']);
    expect(fly.hasAttribute('style'), 'no style attribute').to.equal(false);
    const placed = el.shadowRoot!.querySelector(`.board .t[data-t="${a.tile}"]`)!;
    expect(placed.classList.contains('last')).to.equal(true);
    await anims[0]!.finished;
    await frame();
    expect(el.shadowRoot!.querySelector('.fx .fly'), 'gone when it lands').to.equal(null);
    expect(placed.classList.contains('last')).to.equal(true);
  });

  it('with prefers-reduced-motion nothing travels, the last move is still marked', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await atMove('draw', 1, () => true);
    const a = (el as unknown as { nextMove: { tile: string; at?: string } }).nextMove;
    el.play(a.tile, a.at);
    await el.updateComplete;
    await frame();
    expect(el.shadowRoot!.querySelector('.fx .fly')).to.equal(null);
    expect(el.shadowRoot!.querySelector('.board svg, svg.board')!.getAnimations({ subtree: true }).length).to.equal(0);
    expect(el.shadowRoot!.querySelector(`.board .t[data-t="${a.tile}"]`)!.classList.contains('last')).to.equal(true);
  });

  it('All Fives: points pop up where they are made ("+10") and on the seat', async () => {
    const el = await atMove('all-fives', 70, (g) => (g.lastScore ?? 0) > 0);
    const a = (el as unknown as { nextMove: { tile: string; at?: string } }).nextMove;
    el.play(a.tile, a.at);
    await el.updateComplete;
    await frame();
    const pops = [...el.shadowRoot!.querySelectorAll('.fx .pop')];
    expect(pops.length).to.equal(2);
    expect(pops[0]!.textContent).to.equal(`+${el.state!.lastScore}`);
  });
});

describe('move log', () => {
  it('lists the round’s moves in words with scores, oldest first and the newest last (in view), and comes back the same from the record', async () => {
    const { el } = mount(await host(), { variant: 'all-fives', players: '2', humans: '0', speed: '100000000', seed: '70' });
    await el.updateComplete;
    const p = position('all-fives', 2, 70, 'middle');
    await el.load(p.record);
    await el.updateComplete;
    const r = el.shadowRoot!;
    const toggle = r.querySelector<HTMLButtonElement>('.log-btn')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(r.querySelector('#moves')).to.equal(null);
    toggle.click(); // its panel's chunk loads on the first opening
    await until(() => !!r.querySelector('#moves'), 5000, 'the move log');
    const items = [...r.querySelectorAll('#moves li')].map((li) => li.textContent!.trim());
    expect(items.length).to.equal(p.record.rounds[0]!.actions.length);
    expect(items.some((t) => /scoring \d+/.test(t) && /\+\d+$/.test(t)), 'a scoring play with its points').to.equal(true);
    expect(r.querySelector('.last-move')!.textContent).to.equal(items.at(-1)!.replace(/\+\d+$/, ''));
    // the same record in another table gives the same log
    const { el: other } = mount(await host(), { variant: 'all-fives', players: '2', humans: '0', speed: '100000000', seed: '70' });
    await other.updateComplete;
    await other.load(el.toRecord());
    other.shadowRoot!.querySelector<HTMLButtonElement>('.log-btn')!.click();
    await until(() => !!other.shadowRoot!.querySelector('#moves'), 5000, 'the other move log');
    expect([...other.shadowRoot!.querySelectorAll('#moves li')].map((li) => li.textContent!.trim())).to.deep.equal(items);
    toggle.click();
    await until(() => !r.querySelector('#moves'), 5000, 'the move log closed');
  });

  it('announces each move politely in the live region with the same words', async () => {
    const { el, events } = mount(await host(), { variant: 'partnership', humans: 'none', speed: '0', seed: '1' });
    await until(() => events.filter((e) => e.type === 'domino-play').length >= 3);
    el.speed = 100000000;
    await el.updateComplete;
    const live = el.shadowRoot!.querySelector('[aria-live="polite"]')!;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.log-btn')!.click();
    await until(() => !!el.shadowRoot!.querySelector('#moves'), 5000, 'the move log');
    const log = [...el.shadowRoot!.querySelectorAll('#moves li')].map((li) => li.textContent!.trim());
    expect(log).to.include(live.textContent!.trim());
  });
});
