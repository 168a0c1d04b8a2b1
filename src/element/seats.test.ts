/**
 * Seats round the table, in Chromium at a phone's 375×740 and a desktop's 1280×800: the viewing seat's card under
 * the board and above the hand, the partner above the board in Partnership, two to four players by side, Mexican
 * Train's many seats in a row above the board (phone) or a rail on its right (desktop); no card over the board or
 * the hand; each card a `seat` part with `data-seat`, the seat to move's also `current`.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { Variant } from '../engine/index.js';
import { position } from '../testing/positions.js';
import type { Stage } from '../testing/positions.js';
import type { DominoTable } from './domino-table.js';
import './domino-table.js';

const GAMES: [Variant, number, number][] = [
  ['partnership', 4, 1],
  ['draw', 2, 1],
  ['draw', 3, 1],
  ['all-fives', 4, 2],
  ['mexican-train', 4, 3],
  ['mexican-train', 8, 7],
];
const VIEWS = [
  [375, 740],
  [1280, 800],
] as const;

let stage: HTMLElement | null = null;

async function mount(v: Variant, players: number, seed: number, s: Stage, lang = 'en'): Promise<DominoTable> {
  stage?.remove();
  stage = document.createElement('div');
  stage.style.cssText = 'position: fixed; inset: 0';
  const el = document.createElement('domino-table');
  for (const [k, val] of Object.entries({ variant: v, players: String(players), seed: String(seed), humans: '0', speed: '100000000', fit: 'viewport', lang })) el.setAttribute(k, val);
  stage.append(el);
  document.body.append(stage);
  await el.updateComplete;
  await el.load(position(v, players, seed, s).record);
  for (let i = 0; i < 3; i++) {
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
  }
  await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => {})));
  return el;
}

type R = DOMRect;
const overlap = (a: R, b: R) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
const cx = (r: R) => (r.left + r.right) / 2;
const cy = (r: R) => (r.top + r.bottom) / 2;

describe('seats round the table', function () {
  this.timeout(120000);
  after(async () => {
    stage?.remove();
    await setViewport({ width: 800, height: 600 });
  });
  for (const [width, height] of VIEWS) {
    it(`${width}×${height}: the viewer at the bottom, the others by side, none over the board or the hand, at the start and the middle of each game`, async () => {
      await setViewport({ width, height });
      for (const [v, players, seed] of GAMES) {
        for (const s of ['start', 'middle'] as const) {
          const el = await mount(v, players, seed, s);
          const what = `${v} ×${players} ${s} at ${width} px`;
          const r = el.shadowRoot!;
          const g = el.state!;
          const cards = [...r.querySelectorAll<HTMLElement>('[part~=seat]')];
          expect(cards.map((c) => Number(c.dataset.seat)).sort(), `${what}: a card per seat`).to.deep.equal([...Array(players).keys()]);
          const card = (n: number) => cards.find((c) => c.dataset.seat === String(n))!.getBoundingClientRect();
          const current = [...r.querySelectorAll<HTMLElement>('[part~=seat][part~=current]')];
          expect(current.map((c) => Number(c.dataset.seat)), `${what}: the seat to move is current`).to.deep.equal(g.phase === 'playing' && g.turn !== null ? [g.turn] : []);
          const board = r.querySelector('svg.board')!.getBoundingClientRect();
          const hand = r.querySelector('.dock')!.getBoundingClientRect();
          for (const c of cards) {
            const b = c.getBoundingClientRect();
            expect(overlap(b, board), `${what}: seat ${c.dataset.seat} over the board`).to.be.below(1);
            expect(overlap(b, hand), `${what}: seat ${c.dataset.seat} over the hand`).to.be.below(1);
          }
          // the viewer (seat 0) under the board, above the hand (more than four on a phone: first in the row above it)
          expect(card(0).top, `${what}: the viewer under the board`).to.be.at.least(board.bottom - 0.5);
          expect(card(0).bottom, `${what}: the viewer above the hand`).to.be.at.most(hand.top + 0.5);
          const above = (n: number) => expect(card(n).bottom, `${what}: seat ${n} above the board`).to.be.at.most(board.top + 0.5);
          const wide = width >= 560;
          const onLeft = (n: number) => {
            if (wide) {
              expect(card(n).right, `${what}: seat ${n} left of the board`).to.be.at.most(board.left + 0.5);
              expect(cy(card(n)), `${what}: seat ${n} beside the board`).to.be.within(board.top, board.bottom);
            } else above(n);
          };
          const onRight = (n: number) => {
            if (wide) {
              expect(card(n).left, `${what}: seat ${n} right of the board`).to.be.at.least(board.right - 0.5);
              expect(cy(card(n)), `${what}: seat ${n} beside the board`).to.be.within(board.top, board.bottom);
            } else above(n);
          };
          if (players === 2) {
            above(1);
            expect(Math.abs(cx(card(1)) - cx(board)), `${what}: the other player opposite`).to.be.below(width * 0.1);
          } else if (players === 3) {
            onLeft(1);
            onRight(2);
            expect(cx(card(1)), `${what}: left before right`).to.be.below(cx(card(2)));
          } else if (players === 4) {
            onLeft(1);
            above(2); // partners opposite
            onRight(3);
            expect(cx(card(1)), `${what}: left, top, right`).to.be.below(cx(card(2)));
            expect(cx(card(2)), `${what}: left, top, right`).to.be.below(cx(card(3)));
          } else {
            // many seats: a row above the board in the order of play (phone), or a rail on its right (desktop)
            for (let n = 1; n < players; n++) {
              if (wide) expect(card(n).left, `${what}: seat ${n} on the rail`).to.be.at.least(board.right - 0.5);
              else above(n);
              if (n > 1) {
                if (wide) expect(card(n).top, `${what}: the rail in the order of play`).to.be.at.least(card(n - 1).bottom - 0.5);
                else expect(card(n).left, `${what}: the row in the order of play`).to.be.at.least(card(n - 1).right - 0.5);
              }
            }
          }
        }
      }
    });
  }
  it('pt-BR at 375×740: the partner is above the board, named on its card', async () => {
    await setViewport({ width: 375, height: 740 });
    const el = await mount('partnership', 4, 1, 'middle', 'pt-BR');
    const r = el.shadowRoot!;
    const partner = r.querySelector<HTMLElement>('[part~=seat][data-seat="2"]')!;
    expect(partner.getBoundingClientRect().bottom).to.be.at.most(r.querySelector('svg.board')!.getBoundingClientRect().top + 0.5);
    expect(partner.dataset.side).to.equal('top');
    expect(r.querySelector('[part~=seat][data-seat="0"] .nm')!.textContent).to.equal('Você');
  });
});
