// The ends of hands and games (issue 18, item 7), at 375×740 (touch) and 1280×800: the count folds to show the
// final board and opens again; every game's score sheet lists each hand and the target, reachable during play from
// the round's button; the target shows in play; the game-end card names the winner and Rematch starts a new game.
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { mount, parts, playFirstLegal, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';

const GAMES = [
  { variant: 'partnership', players: '4', options: '{"target":20}', target: 20 },
  { variant: 'draw', players: '3', options: '{"target":60}', target: 60 },
  { variant: 'all-fives', players: '2', options: '{"target":60}', target: 60 },
  { variant: 'block', players: '3', options: '{"target":40}', target: 40 },
  { variant: 'mexican-train', players: '3', options: '{}', target: null },
];

/** Plays seat 0's first legal move whenever it is to move, and deals on after a count until `stop` holds. */
async function drive(el: DominoTable, stop: (g: NonNullable<DominoTable['state']>) => boolean): Promise<void> {
  for (let i = 0; i < 40000; i++) {
    await el.updateComplete;
    const g = el.state;
    if (g && stop(g)) return;
    if (g?.phase === 'round-over') el.nextRound();
    else if (g?.phase === 'playing' && g.turn === 0) playFirstLegal(el);
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the game did not get there');
}

/** A real click in the middle of `b` (a person's click, the page's first gesture). */
async function click(b: Element): Promise<void> {
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
}

const inView = (e: Element) => {
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && r.height > 0;
};

for (const [w, h] of [[375, 740], [1280, 800]] as const) {
  describe(`ends of hands and games at ${w}×${h}`, () => {
    before(() => setViewport({ width: w, height: h }));

    it('the count folds to show the final board, and opens again', async () => {
      const { el } = mount(await fixture(html`<div></div>`), { variant: 'partnership', humans: '0', speed: '0', seed: '5', fit: 'viewport', options: '{"target":100}' });
      await drive(el, (g) => g.phase === 'round-over');
      await el.updateComplete;
      const r = parts(el).root;
      const panel = () => r.querySelector('.panel.count');
      await until(() => !!panel(), 5000, 'the count');
      const fold = r.querySelector<HTMLButtonElement>('[data-fold]')!;
      expect(inView(fold), 'the fold button is in view').to.equal(true);
      await click(fold);
      await el.updateComplete;
      expect(panel(), 'folded: no count over the board').to.equal(null);
      // the board is what shows where the count was: the tiles of the final position are on top there
      const tile = r.querySelector('[part=line] .t, [part=line] g')!;
      const b = tile.getBoundingClientRect();
      const top = r.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
      expect(top?.closest('.panel'), 'nothing covers the board').to.equal(null);
      const unfold = r.querySelector<HTMLButtonElement>('.unfold')!;
      expect(unfold.textContent).to.equal('Show the count');
      await click(unfold);
      await el.updateComplete;
      expect(panel(), 'open again').to.not.equal(null);
      el.remove();
    });

    for (const g of GAMES) {
      it(`${g.variant}: the score sheet lists each hand's points and the target, during play and at the end; the target shows in play`, async () => {
        const { el, events } = mount(await fixture(html`<div></div>`), { variant: g.variant, players: g.players, humans: '0', speed: '0', seed: '11', fit: 'viewport', options: g.options });
        const r = parts(el).root;
        await drive(el, (s) => s.phase === 'playing' && s.round >= 2 && s.turn === 0);
        await el.updateComplete;
        const round = r.querySelector<HTMLButtonElement>('.pill.round')!;
        // the target shows in play: on the round's button, or on the teams' scores
        const top = r.querySelector('.top')!.textContent!;
        if (g.target && g.variant !== 'partnership') expect(round.textContent).to.contain(`to ${g.target}`);
        if (g.variant === 'partnership') expect(top).to.match(/Team A: \d+\s\/\s20/u);
        await click(round);
        await el.updateComplete;
        const sheet = r.querySelector('.sheet-panel [part=score-sheet]')!;
        expect(sheet, 'the score sheet panel').to.not.equal(null);
        expect(inView(sheet)).to.equal(true);
        const ends = events.filter((e: Recorded) => e.type === 'domino-round-end');
        const rows = [...sheet.querySelectorAll('tbody tr:not(.total)')];
        const first = [...rows[0]!.querySelectorAll('td')].map((x) => Number(x.textContent!.replace('−', '-')));
        expect(first).to.deep.equal(ends[0]!.detail.points); // hand 1, seat by seat (team by team)
        if (g.target) expect(sheet.querySelector('.total')!.textContent).to.contain(`/ ${g.target}`);
        else expect(rows.length).to.equal(13); // Mexican Train: every round, from the engine double down
        const close = r.querySelector('.sheet-panel .btn')!;
        expect(inView(close), 'Close in view (the sheet scrolls inside its panel)').to.equal(true);
        expect(inView(sheet.querySelector('.total')!), 'the totals in view').to.equal(true);
        await click(close);
        await el.updateComplete;
        expect(r.querySelector('.sheet-panel')).to.equal(null);
        el.remove();
      });
    }

    it('the game-end card names the winner with the final scores; Rematch starts a new game with the same settings', async () => {
      const { el, events } = mount(await fixture(html`<div></div>`), { variant: 'draw', players: '3', humans: '0', speed: '0', seed: '8', fit: 'viewport', options: '{"target":60}' });
      await drive(el, (s) => s.phase === 'game-over');
      await el.updateComplete;
      const r = parts(el).root;
      await until(() => !!r.querySelector('[part=game-end]'), 5000, 'the game-end card');
      const card = r.querySelector('[part=game-end]')!;
      const end = events.find((e) => e.type === 'domino-game-end')!;
      const winner = end.detail.winner as number;
      const first = card.querySelector('.final li')!;
      expect(first.classList.contains('win')).to.equal(true);
      expect(first.textContent).to.contain('Winner'); // said in words, not only by colour
      expect(first.textContent).to.contain(winner === 0 ? 'You' : ['You', 'Bo', 'Cy'][winner]!);
      expect(card.querySelectorAll('.final li').length).to.equal(3);
      expect(first.textContent).to.contain(`/ 60`);
      expect(card.querySelector('.confetti'), 'a celebration').to.not.equal(null);
      expect(card.querySelector('[part=score-sheet]')!.hasAttribute('open')).to.equal(true);
      const rematch = parts(el).button('Rematch')!;
      expect(rematch).to.not.equal(null);
      expect(inView(rematch), 'Rematch is in view').to.equal(true);
      const starts = events.filter((e) => e.type === 'domino-game-start').length;
      await click(rematch);
      await until(() => events.filter((e) => e.type === 'domino-game-start').length > starts, 5000, 'a new game');
      const again = events.filter((e) => e.type === 'domino-game-start').at(-1)!;
      expect(again.detail).to.include({ variant: 'draw', players: 3 });
      expect((again.detail.options as { target: number }).target).to.equal(60);
      expect(el.state!.phase).to.equal('playing');
      await el.updateComplete;
      expect(r.querySelector('[part=game-end]')).to.equal(null);
      el.remove();
    });
  });
}

describe('the ends in Polish', () => {
  it('the round says the target, the card names the winner and offers a rematch in Polish', async () => {
    await setViewport({ width: 375, height: 740 });
    const { el } = mount(await fixture(html`<div></div>`), { variant: 'draw', players: '2', humans: '0', speed: '0', seed: '4', lang: 'pl', fit: 'viewport', options: '{"target":30}' });
    await until(() => el.state?.phase === 'playing', 10000, 'a game');
    await el.updateComplete;
    const r = parts(el).root;
    await until(() => /Runda 1 · do 30/.test(r.querySelector('.pill.round')?.textContent ?? ''), 10000, 'the Polish round');
    await drive(el, (g) => g.phase === 'game-over');
    await el.updateComplete;
    await until(() => !!r.querySelector('[part=game-end]'), 5000, 'the card');
    expect(r.querySelector('.final li.win')!.textContent).to.contain('Zwycięzca');
    expect(parts(el).button('Rewanż')).to.not.equal(null);
    el.remove();
  });
});

describe('the celebration under prefers-reduced-motion', () => {
  it('has no animation', async () => {
    const { emulateMedia } = await import('@web/test-runner-commands');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { el } = mount(await fixture(html`<div></div>`), { variant: 'draw', players: '2', humans: 'none', speed: '0', seed: '3', options: '{"target":20}' });
      await until(() => el.state?.phase === 'game-over', 60000, 'the game end');
      await el.updateComplete;
      const r = parts(el).root;
      await until(() => !!r.querySelector('.confetti'), 5000, 'the card');
      expect(getComputedStyle(r.querySelector('.confetti')!).display).to.equal('none');
      expect(getComputedStyle(r.querySelector('.won')!).animationName).to.equal('none');
      el.remove();
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
