// Sound (issue 18, item 8), off by default: nothing loads while `sound` is off; with it on, the sounds' chunk loads
// but no AudioContext is made before the person's first gesture; after one, a move sounds (Web Audio nodes are made),
// `volume="0"` and `sound` off sound nothing; the move log's Sound button toggles the reflected `sound`.
// The tests run in this order: the page's first gesture is the click in the third.
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { mount, parts, playFirstLegal, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';

// A spy in place of the page's AudioContext: every context made, every oscillator and noise source started.
const made: AudioContext[] = [];
let nodes = 0;
const Real = window.AudioContext;
class Spy extends Real {
  constructor(o?: AudioContextOptions) {
    super(o);
    made.push(this);
  }
  override createOscillator(): OscillatorNode {
    nodes++;
    return super.createOscillator();
  }
  override createBufferSource(): AudioBufferSourceNode {
    nodes++;
    return super.createBufferSource();
  }
}
window.AudioContext = Spy;

const loaded = () => performance.getEntriesByType('resource').some((e) => /\/src\/element\/sound\.ts/.test(e.name));

/** Plays seat 0's first legal move `n` times (dealing on after a count), waiting for each to be announced. */
async function moves(el: DominoTable, events: Recorded[], n: number): Promise<void> {
  for (let k = 0; k < n; k++) {
    await until(() => !!el.state && (el.state.phase !== 'playing' || el.state.turn === 0), 10000, 'seat 0 to move');
    await el.updateComplete;
    const before = events.length;
    const g = el.state!;
    if (g.phase === 'game-over') return;
    if (g.phase === 'round-over') el.nextRound();
    else playFirstLegal(el);
    await until(() => events.length > before, 5000, 'the move announced');
    await el.updateComplete;
  }
  await new Promise((r) => setTimeout(r, 150)); // a hand's chime waits a moment
}

const table = async (attrs: Record<string, string>) => mount(await fixture(html`<div></div>`), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '21', ...attrs });

describe('sound', () => {
  before(() => setViewport({ width: 375, height: 740 }));

  it('is off by default: nothing of it loads, nothing is made', async () => {
    const { el, events } = await table({});
    await moves(el, events, 6);
    expect(el.sound).to.equal(false);
    expect(el.hasAttribute('sound')).to.equal(false);
    expect(loaded(), 'the sound chunk is not loaded').to.equal(false);
    expect(made.length).to.equal(0);
    el.remove();
  });

  it('sound="" loads its chunk, but makes no AudioContext before a gesture', async () => {
    const { el, events } = await table({ sound: '' });
    await moves(el, events, 6);
    expect(events.some((e) => e.type === 'domino-play')).to.equal(true);
    await until(loaded, 5000, 'the sound chunk');
    expect(navigator.userActivation.hasBeenActive).to.equal(false);
    expect(made.length, 'no AudioContext before a gesture').to.equal(0);
    expect(nodes).to.equal(0);
    el.remove();
  });

  it('after a click, a move sounds; volume 0 and sound off sound nothing', async () => {
    const { el, events } = await table({ sound: '', fit: 'viewport' });
    await el.updateComplete;
    const r = el.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.x + 20), Math.round(r.y + r.height / 2)] }); // the felt: the page's first gesture
    expect(navigator.userActivation.hasBeenActive).to.equal(true);
    await moves(el, events, 4);
    expect(made.length, 'one AudioContext, made after the gesture').to.equal(1);
    expect(nodes, 'sounds were made').to.be.greaterThan(0);
    el.volume = 0;
    let before = nodes;
    await moves(el, events, 4);
    expect(nodes, 'volume 0: silent').to.equal(before);
    el.volume = 0.5;
    el.sound = false;
    await el.updateComplete;
    expect(el.hasAttribute('sound'), 'reflected').to.equal(false);
    before = nodes;
    await moves(el, events, 4);
    expect(nodes, 'sound off: silent').to.equal(before);
    expect(made.length).to.equal(1);
    el.remove();
  });

  it('the move log holds a Sound button that turns `sound` on and off', async () => {
    const { el } = await table({ fit: 'viewport' });
    await el.updateComplete;
    const p = parts(el);
    p.root.querySelector<HTMLButtonElement>('.log-btn')!.click();
    await el.updateComplete;
    const b = () => p.root.querySelector<HTMLButtonElement>('.log button.sound')!;
    expect(b().getAttribute('aria-pressed')).to.equal('false');
    expect(b().textContent!.trim()).to.equal('Sound');
    b().click();
    await el.updateComplete;
    expect(el.sound).to.equal(true);
    expect(el.getAttribute('sound')).to.equal('');
    expect(b().getAttribute('aria-pressed')).to.equal('true');
    b().click();
    await el.updateComplete;
    expect(el.sound).to.equal(false);
    el.remove();
  });

  it('a volume out of 0..1 is refused (domino-error) and the default kept', async () => {
    const { el, events } = await table({ volume: '3' });
    await el.updateComplete;
    expect(el.volume).to.equal(0.6);
    expect(events.some((e) => e.type === 'domino-error' && e.detail.code === 'bad-attribute')).to.equal(true);
    el.volume = 0.25;
    expect(el.volume).to.equal(0.25);
    el.remove();
  });
});
