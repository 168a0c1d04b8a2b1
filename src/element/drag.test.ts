/**
 * Input that matches apps (issue 18, item 5), at 375×740 (touch: pointer events of type "touch", as a finger
 * sends them) and 1280×800 (a real mouse through the browser, sendMouse): a hand tile dragged to a lit place is
 * played, dragged to a place it does not fit is refused with the table's reason, dragged nowhere plays nothing and
 * says where it fits; a double lead's matching tile plays with one tap; "Draw till it fits" draws the right number;
 * after a move the focus is in the hand, never on Undo.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import type { Deal } from '../engine/index.js';
import { mount, parts, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';

// Seat 0 (the person) holds the double six and leads it (D-2, D-5); seat 1 holds one six only, 6-5, and must play
// it (D-7); then the person's 6-3 fits the six end only, never the five.
const DEAL: Deal = {
  hands: [
    ['6-6', '6-3', '0-0', '1-1', '1-0', '2-0', '2-1'],
    ['6-5', '4-4', '4-0', '4-1', '4-2', '3-3', '2-2'],
  ],
  boneyard: ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '6-4', '6-2', '6-1', '6-0', '4-3', '3-2', '3-1', '3-0'],
};

const SIZES = [
  { name: '375×740 touch', width: 375, height: 740, touch: true },
  { name: '1280×800 mouse', width: 1280, height: 800, touch: false },
] as const;

const centre = (e: Element) => {
  const r = e.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2] as const;
};
const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
const tileEl = (el: DominoTable, t: string) => parts(el).handTiles().find((b) => b.dataset.t === t)!;
const plays = (ev: Recorded[]) => ev.filter((e) => e.type === 'domino-play').map((e) => e.detail.tile);

/** Drags hand tile `t` to the point (`x`, `y`) as a person does: press, travel in steps, release. `at`: before the release. */
async function drag(el: DominoTable, t: string, to: () => readonly [number, number], touch: boolean, at?: () => Promise<void>): Promise<void> {
  const b = tileEl(el, t);
  b.scrollIntoView({ block: 'nearest' });
  await frame();
  const [x0, y0] = centre(b);
  const steps = 8;
  let x1 = x0;
  let y1 = y0;
  const travel = async (move: (x: number, y: number) => Promise<unknown>) => {
    await move(x0, y0 - 24); // picked up: its places light
    await el.updateComplete;
    await frame();
    [x1, y1] = to(); // (where it goes, now lit and in view)
    for (let i = 1; i <= steps; i++) await move(x0 + ((x1 - x0) * i) / steps, y0 - 24 + ((y1 - y0 + 24) * i) / steps);
  };
  if (touch) {
    // a finger: touch pointer events to the tile (a touch pointer is captured by the element it went down on)
    const ev = (type: string, x: number, y: number) => b.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, bubbles: true, composed: true, cancelable: true, button: 0, buttons: type === 'pointerup' ? 0 : 1 }));
    ev('pointerdown', x0, y0);
    await travel(async (x, y) => (ev('pointermove', x, y), frame()));
    await at?.();
    ev('pointerup', x1, y1);
  } else {
    await sendMouse({ type: 'move', position: [Math.round(x0), Math.round(y0)] });
    await sendMouse({ type: 'down' });
    await travel((x, y) => sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] }));
    await at?.();
    await sendMouse({ type: 'up' });
  }
  await el.updateComplete;
}

async function table(width: number, speed = '0'): Promise<{ el: DominoTable; events: Recorded[] }> {
  const host = await fixture<HTMLElement>(html`<div style="width: ${width}px"></div>`);
  const m = mount(host, { variant: 'draw', players: '2', humans: '0', speed, seed: '1', lang: 'en' });
  await m.el.updateComplete;
  m.el.newGame({ variant: 'draw', players: 2, seed: 1, deals: [DEAL] });
  await until(() => m.el.state?.turn === 0 && !!tileEl(m.el, '6-6')?.classList.contains('playable'), 10000, 'the lead');
  await m.el.updateComplete;
  return m;
}

/** The lit place of the dragged tile (a `::part(place)` of the board). */
const lit = (el: DominoTable) => [...el.shadowRoot!.querySelectorAll('[part~=place]')];

for (const size of SIZES) {
  describe(`drag and drop, ${size.name}`, () => {
    before(() => setViewport({ width: size.width, height: size.height }));
    after(async () => {
      await resetMouse();
      await setViewport({ width: 800, height: 600 });
    });

    it('a lead dragged onto the felt is played; a tile dragged to its lit place is played, the places lit while it travels', async () => {
      const { el, events } = await table(size.width - 16);
      const felt = el.shadowRoot!.querySelector('.felt')!;
      await drag(el, '6-6', () => centre(felt), size.touch, async () => {
        expect(el.shadowRoot!.querySelector('.fx .ghost'), 'a ghost follows the pointer').to.not.equal(null);
      });
      await until(() => plays(events).includes('6-6'), 5000, 'the lead played');
      await until(() => el.state?.turn === 0 && el.state.line!.length === 2, 10000, 'the computer’s 6-5');
      await el.updateComplete;
      let during: Element[] = [];
      let ghost: Element | null = null;
      // the six end: the lit place (it lights once the tile is picked up)
      const six = () => centre(lit(el)[0]!);
      await drag(el, '6-3', six, size.touch, async () => {
        during = lit(el);
        ghost = el.shadowRoot!.querySelector('.fx .ghost');
      });
      expect(ghost, 'a ghost while dragging').to.not.equal(null);
      expect(during.length, 'one place lit for 6-3').to.equal(1);
      await until(() => plays(events).includes('6-3'), 5000, '6-3 played');
      expect(el.shadowRoot!.querySelector('.fx .ghost'), 'the ghost is gone').to.equal(null);
      expect(el.state!.line!.map((x) => x.tile)).to.include('6-3');
    });

    it('a drag to a place the tile does not fit plays nothing and says why; a drag off the board says where it fits', async () => {
      const { el, events } = await table(size.width - 16);
      el.play('6-6');
      await until(() => el.state?.turn === 0 && el.state.line!.length === 2, 10000, 'the computer’s 6-5');
      await el.updateComplete;
      const before = JSON.stringify(el.state);
      // the five end (an open place 6-3 does not fit: unseen on the board, where the tile would go)
      const five = () => centre(el.shadowRoot!.querySelector('.board [data-wrong]')!);
      await drag(el, '6-3', five, size.touch);
      await until(() => parts(el).error() !== '', 5000, `the refusal (${JSON.stringify({ five, tip: el.shadowRoot!.querySelector('.l-tip')?.textContent, plays: plays(events), box: el.shadowRoot!.querySelector('.felt')!.getBoundingClientRect() })})`);
      expect(parts(el).error()).to.match(/(6-3|Six–three) (does not fit|has no) .*5/); // the engine's refusal, then its reason in player words
      expect(plays(events)).to.not.include('6-3');
      expect(JSON.stringify(el.state)).to.equal(before);
      expect(el.shadowRoot!.querySelectorAll('[part~=place]').length, 'nothing stays lifted').to.equal(0);
      // off the board (onto the top bar): nothing played, the tip says where it fits
      const top = el.shadowRoot!.querySelector('[part=status]')!;
      await drag(el, '6-3', () => centre(top), size.touch);
      await until(() => (el.shadowRoot!.querySelector('.l-tip')?.textContent ?? '') !== '', 5000, 'the tip');
      expect(el.shadowRoot!.querySelector('.l-tip')!.textContent).to.match(/fits only on the (left|right)/);
      expect(JSON.stringify(el.state)).to.equal(before);
      // a tap on the tile still plays it (one place), a moment later as a person taps
      await new Promise((r) => setTimeout(r, 100));
      tileEl(el, '6-3').click();
      await until(() => plays(events).includes('6-3'), 5000, `6-3 tapped ${JSON.stringify({ e: parts(el).error(), s: parts(el).status(), p: parts(el).placeButtons().length })}`);
    });
  });
}

describe('a missed drop goes back to the rack', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`prefers-reduced-motion: ${motion} — ${motion === 'reduce' ? 'at once' : 'the ghost glides back'}`, async () => {
      await emulateMedia({ reducedMotion: motion });
      const { el } = await table(359, '700');
      const top = el.shadowRoot!.querySelector('[part=status]')!;
      await drag(el, '6-6', () => centre(top), true); // the lead, dropped off the felt
      const ghost = el.shadowRoot!.querySelector('.fx .ghost');
      if (motion === 'reduce') expect(ghost, 'no snap-back').to.equal(null);
      else expect(ghost, 'gliding back').to.not.equal(null);
      await until(() => !el.shadowRoot!.querySelector('.fx .ghost'), 2000, 'the ghost gone');
      expect(el.state!.line ?? []).to.deep.equal([]);
    });
  }
});

describe('one tap after a double lead, draw till it fits, focus after a move', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('after 6-6 the matching tile plays with one tap (no "Left end (6) | Right end (6)")', async () => {
    const host = await fixture<HTMLElement>(html`<div style="width: 360px"></div>`);
    const { el, events } = mount(host, { variant: 'draw', players: '2', humans: '1', speed: '0', seed: '1' });
    await el.updateComplete;
    el.newGame({ variant: 'draw', players: 2, seed: 1, deals: [{ hands: [DEAL.hands[0]!, ['6-4', ...DEAL.hands[1]!.slice(1)]], boneyard: DEAL.boneyard!.map((x) => (x === '6-4' ? '6-5' : x)) }] });
    await until(() => el.state?.turn === 1 && el.state.line?.length === 1 && el.state.hands[1]!.includes('6-4'), 10000, 'the double lead');
    await el.updateComplete;
    tileEl(el, '6-4').click();
    await el.updateComplete;
    expect(parts(el).placeButtons().map((b) => b.textContent), 'no place to choose').to.deep.equal([]);
    await until(() => plays(events).includes('6-4'), 5000, '6-4 played');
  });

  it('"Draw till it fits" draws until a tile fits (each its own draw); the focus lands in the hand, not on Undo', async () => {
    const host = await fixture<HTMLElement>(html`<div style="width: 360px"></div>`);
    // the person (seat 1) holds no six after 6-6: the boneyard's front holds three tiles without a six, then 6-1
    const deal: Deal = { hands: [['6-6', '5-5', '4-4', '3-3', '0-0', '6-5', '6-4'], ['2-2', '1-1', '5-4', '5-3', '4-3', '2-1', '1-0']], boneyard: ['5-2', '4-2', '3-2', '6-1', '6-3', '6-2', '6-0', '5-1', '5-0', '4-1', '4-0', '3-1', '3-0', '2-0'] };
    const { el, events } = mount(host, { variant: 'draw', players: '2', humans: '1', speed: '0', seed: '1' });
    await el.updateComplete;
    el.newGame({ variant: 'draw', players: 2, seed: 1, deals: [deal] });
    await until(() => el.state?.turn === 1 && el.state.line?.length === 1 && el.state.hands[1]!.includes('2-2'), 10000, 'the double lead');
    await until(() => !!parts(el).button('Draw till it fits'), 5000, 'the button');
    const b = parts(el).button('Draw till it fits')!;
    b.focus();
    b.click();
    await until(() => el.state!.hands[1]!.includes('6-1'), 5000, 'the draws');
    await el.updateComplete;
    expect(events.filter((e) => e.type === 'domino-draw').length).to.equal(4);
    expect(el.state!.boneyard.length).to.equal(10);
    expect(parts(el).button('Draw till it fits'), 'gone once a tile fits').to.equal(null);
    const a = parts(el).active();
    expect(a?.closest('.hand'), 'the focus is in the hand').to.not.equal(null);
    expect(a?.textContent?.trim()).to.not.equal('Undo');
    // a tap on the drawn tile plays it; the focus stays in the hand
    tileEl(el, '6-1').focus();
    tileEl(el, '6-1').click();
    await until(() => plays(events).includes('6-1'), 5000, '6-1 played');
    await el.updateComplete;
    expect(parts(el).active()?.closest('.hand'), 'still in the hand after the move').to.not.equal(null);
  });
});
