/**
 * Phones (issue 50): every game, Mexican Train with 2, 4 and 8 seats, at the position of a seeded first round where
 * seat 0 holds its biggest rack beside the fullest board (src/testing/positions.ts bigRack), at 375×740 in the whole
 * viewport and in a 320 px blog column: every button inside the table's box, the rack at most two rows in view (it
 * scrolls), board tiles at least 20 px, and selecting a tile that fits two places moves nothing on the board; the
 * bar's buttons are 44 px touch targets; a greyed tile reached from the keyboard says why it does not fit.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { legalActions, moveKey } from '../engine/index.js';
import type { Variant } from '../engine/index.js';
import { bigRack } from '../testing/positions.js';
import type { DominoTable } from './domino-table.js';
import './domino-table.js';

const GAMES: [Variant, number][] = [
  ['partnership', 4],
  ['draw', 2],
  ['draw', 4],
  ['all-fives', 2],
  ['all-fives', 4],
  ['block', 3],
  ['mexican-train', 2],
  ['mexican-train', 4],
  ['mexican-train', 8],
];

let stage: HTMLElement | null = null;

async function settle(el: DominoTable): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
  }
  await el.updateComplete;
  // (the moves' motion, not the endless ones: a seat's "thinking" dot)
  const done = el.shadowRoot!.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.race([Promise.all(done.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, 2000))]);
}

/** A table at the biggest rack's position, in the whole viewport or in a 320 px column below some text. */
async function mount(host: 'viewport' | 'column', v: Variant, players: number): Promise<DominoTable> {
  stage?.remove();
  stage = document.createElement('div');
  stage.className = host === 'viewport' ? 'fullscreen' : 'narrow';
  const el = document.createElement('domino-table');
  for (const [k, val] of Object.entries({ variant: v, players: String(players), humans: '0', speed: '100000000' })) el.setAttribute(k, val);
  if (host === 'viewport') el.setAttribute('fit', 'viewport');
  else stage.innerHTML = '<h2>How to play</h2><p>An article’s words above the table.</p>';
  stage.append(el);
  document.body.append(stage);
  await el.updateComplete;
  await el.load(bigRack(v, players).record);
  await settle(el);
  return el;
}

const inside = (a: DOMRect, b: DOMRect, slack = 0.5) => a.left >= b.left - slack && a.right <= b.right + slack && a.top >= b.top - slack && a.bottom <= b.bottom + slack;
const unit = (el: DominoTable) => {
  const svg = el.shadowRoot!.querySelector<SVGSVGElement>('svg.board')!;
  return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
};
const drawn = (el: DominoTable) => [...el.shadowRoot!.querySelectorAll('svg.board .t')].map((t) => `${t.getAttribute('data-t')} ${t.getAttribute('transform')}`).join('; ');

/** Every button inside the table's box (a rack's tiles: the rack, which scrolls); the board's tiles at least `min` px. */
function fits(el: DominoTable, what: string, min = 20): void {
  const r = el.shadowRoot!;
  const table = r.querySelector('.table')!.getBoundingClientRect();
  for (const b of r.querySelectorAll<HTMLElement>('button:not(.hand button), .hand')) {
    const br = b.getBoundingClientRect();
    if (br.width) expect(inside(br, table), `${what}: ${b.className} “${b.textContent?.trim()}” inside the table (${br.top}–${br.bottom} in ${table.top}–${table.bottom})`).to.equal(true);
  }
  const hand = r.querySelector('.hand')!;
  const row = (hand.querySelector('button')!.getBoundingClientRect().height);
  expect(hand.getBoundingClientRect().height, `${what}: the rack at most two rows and a glimpse in view`).to.be.below(row * 2.6 + 20);
  expect(unit(el), `${what}: board tile short side (px)`).to.be.at.least(min - 0.01);
}

describe('phones: the rack gives the room, the board keeps it', function () {
  this.timeout(300000);
  before(() => {
    const css = document.createElement('style');
    css.textContent = '.fullscreen { position: fixed; inset: 0 } .narrow { max-width: 320px; margin: 0 auto } body { margin: 0 }';
    document.head.append(css);
  });
  after(async () => {
    stage?.remove();
    await setViewport({ width: 800, height: 600 });
  });

  for (const host of ['viewport', 'column'] as const) {
    it(`375×740${host === 'column' ? ', a 320 px column' : ''}: every game and seat count, before and after selecting a tile`, async () => {
      await setViewport({ width: 375, height: 740 });
      for (const [v, players] of GAMES) {
        const el = await mount(host, v, players);
        if (host === 'column') el.scrollIntoView();
        const what = `${v} ×${players} (${host})`;
        fits(el, what);
        const g = el.state!;
        // (plays that lead to the same game are one place: such a tile plays at once)
        const count = (t: string) => new Set(legalActions(g).filter((a) => a.type === 'play' && a.tile === t).map((a) => moveKey(g, a))).size;
        const tile = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.hand button.playable')].find((b) => count(b.dataset['t']!) > 1);
        if (!tile) continue; // no tile fits two places here: selecting one plays it
        const [u, tiles] = [unit(el), drawn(el)];
        tile.click();
        await settle(el);
        expect(el.shadowRoot!.querySelectorAll('.places button').length, `${what}: the places offered`).to.be.greaterThan(1);
        fits(el, `${what}, a tile selected`);
        expect(unit(el), `${what}: the board's scale when a tile is selected`).to.equal(u);
        expect(drawn(el), `${what}: the board's tiles when a tile is selected`).to.equal(tiles);
      }
    });
  }

  it('375×740: the top bar, the controls and the places are 44 px touch targets', async () => {
    await setViewport({ width: 375, height: 740 });
    for (const [v, players] of [['partnership', 4], ['mexican-train', 8], ['all-fives', 2]] as const) {
      const el = await mount('viewport', v, players);
      const tile = el.shadowRoot!.querySelector<HTMLButtonElement>('.hand button.playable')!;
      tile.click();
      await settle(el);
      for (const b of el.shadowRoot!.querySelectorAll<HTMLElement>('.table button')) {
        const br = b.getBoundingClientRect();
        if (!br.width) continue;
        expect(Math.min(br.width, br.height), `${v}: ${b.className} “${b.textContent?.trim() || b.getAttribute('aria-label')}” (${br.width}×${br.height})`).to.be.at.least(44);
      }
    }
  });

  it('a greyed tile reached from the keyboard says why it does not fit', async () => {
    await setViewport({ width: 375, height: 740 });
    const el = await mount('viewport', 'draw', 2);
    const r = el.shadowRoot!;
    const tiles = [...r.querySelectorAll<HTMLButtonElement>('.hand button')];
    const grey = tiles.findIndex((b) => b.getAttribute('aria-disabled') === 'true');
    expect(grey, 'a greyed tile in the rack').to.be.at.least(0);
    r.querySelector<HTMLButtonElement>('.hand [tabindex="0"]')!.focus();
    await sendKeys({ press: 'Home' });
    for (let i = 0; i < grey; i++) await sendKeys({ press: 'ArrowRight' });
    await settle(el);
    expect(r.activeElement, 'the greyed tile holds the focus').to.equal(r.querySelectorAll('.hand button')[grey]);
    expect(r.activeElement!.getAttribute('aria-label'), 'its spoken name').to.match(/–/);
    for (let i = 0; i < 100 && !(r.querySelector('.l-tip')?.textContent ?? ''); i++) await new Promise((x) => setTimeout(x, 20));
    expect(r.querySelector('.l-tip')?.textContent ?? '', 'why it does not fit').to.match(/fit|match|end|play/i);
  });
});
