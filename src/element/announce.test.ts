/** The live region at a person's turn says the moves before it first ("Cy plays five–two on the right. Your turn."). */
import { expect, fixture, html } from '@open-wc/testing';
import { mount, parts, playFirstLegal, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';

const GAMES = [
  { variant: 'block', players: '3' },
  { variant: 'draw', players: '3' },
  { variant: 'all-fives', players: '3' },
  { variant: 'partnership', players: '4' },
  { variant: 'mexican-train', players: '3' },
];
const TURN: Record<string, string> = { en: 'Your turn.', 'pt-BR': 'Sua vez.', pl: 'Twoja kolej.' };
const MOVES = ['domino-play', 'domino-draw', 'domino-pass'];

/** Plays seat 0's first legal moves until its turn comes after another seat moved; the events' index of that turn. */
async function turnAfterOthers(el: DominoTable, events: Recorded[]): Promise<number> {
  for (let tries = 0; tries < 60; tries++) {
    await until(() => events.at(-1)?.type === 'domino-turn' && events.at(-1)!.detail.human === true, 20000, 'the person’s turn');
    const k = events.length - 1;
    let j = k - 1;
    while (j >= 0 && !(events[j]!.type === 'domino-turn' && events[j]!.detail.human)) j--;
    if (events.slice(j + 1, k).some((e) => MOVES.includes(e.type) && e.detail.seat !== 0)) return k;
    await el.updateComplete;
    const n = events.length;
    playFirstLegal(el);
    await until(() => events.length > n, 5000, 'the move');
  }
  throw new Error('no turn after another seat’s move');
}

/** The move log's lines (the same words as the live region's). */
async function logLines(el: DominoTable): Promise<string[]> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('.log-btn')!.click();
  await until(() => !!el.shadowRoot!.querySelector('#moves'), 5000, 'the move log');
  return [...el.shadowRoot!.querySelectorAll('#moves li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim().replace(/[+−-]\d+$/, '')); // without the points badge
}

describe('the turn announcement', () => {
  for (const lang of ['en', 'pt-BR']) {
    for (const { variant, players } of GAMES) {
      it(`${variant}, ${lang}: says the moves since the person's last one, then whose turn it is`, async () => {
        const box = await fixture<HTMLElement>(html`<div style="width: 1000px; height: 760px"></div>`);
        const { el, events } = mount(box, { variant, players, humans: '0', speed: '0', seed: '3', lang });
        await turnAfterOthers(el, events);
        await el.updateComplete;
        const live = parts(el).live().trim();
        expect(live.endsWith(TURN[lang]!), live).to.equal(true);
        const lines = await logLines(el);
        // the other seats' moves since the person's own last move (seat 0 is "you" / "você" in the log)
        let from = lines.length;
        while (from > 0 && !/^(You|Você) /.test(lines[from - 1]!)) from--;
        const theirs = lines.slice(from).filter((x) => !/^(You|Você) /.test(x));
        expect(theirs.length, lines.join('\n')).to.be.greaterThan(0);
        expect(live, 'the move just before the turn').to.contain(theirs.at(-1)!);
        const told = theirs.filter((x) => !/(draws a tile|compra uma pedra)\.$/.test(x)); // unseen draws are counted together
        for (const x of told) expect(live).to.contain(x);
        expect(live.indexOf(theirs.at(-1)!)).to.be.lessThan(live.indexOf(TURN[lang]!));
        el.remove();
      });
    }
  }

  it('pl: the moves before, then "Twoja kolej."', async () => {
    const box = await fixture<HTMLElement>(html`<div style="width: 1000px; height: 760px"></div>`);
    const { el, events } = mount(box, { variant: 'block', players: '3', humans: '0', speed: '0', seed: '5', lang: 'pl' });
    await turnAfterOthers(el, events);
    await el.updateComplete;
    const live = parts(el).live().trim();
    expect(live).to.match(/^(Bo|Cy) (kładzie|pasuje).*Twoja kolej\.$/);
    el.remove();
  });
});
