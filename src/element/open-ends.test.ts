// The open ends on the board (issue 50, point 7), at 375×740 (touch) and 1280×800, in every game mid-hand: each open end
// has a ::part(end) marker with its number, beside the tile at that end and over no tile; it fades in only without
// prefers-reduced-motion. The words never say "left" or "right" for an end once the line as drawn has turned a corner.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { mount, parts, until } from '../testing/harness.js';
import { position } from '../testing/positions.js';
import type { GameState } from '../engine/game.js';
import type { DominoTable } from './domino-table.js';

const GAMES = [
  ['partnership', 4, 1],
  ['draw', 2, 1],
  ['all-fives', 2, 70],
  ['block', 3, 1],
  ['mexican-train', 4, 7],
  ['mexican-train', 8, 7],
] as const;

/** The tile at the open end `place` (null: a train with no tile yet). */
function endTile(g: GameState, place: string): string | null {
  if (g.trainTiles) return g.trainTiles[place]?.at(-1)?.tile ?? null;
  const line = g.line!;
  if (place === 'left') return line[0]!.tile;
  if (place === 'right') return line.at(-1)!.tile;
  const arm = g.arms?.[place as 'up' | 'down'] ?? [];
  return arm.at(-1)?.tile ?? line[g.spinner!]!.tile;
}

/** The open ends of `g` and the number at each. */
function openEnds(g: GameState): Record<string, number> {
  if (!g.trainTiles) return { ...g.ends } as Record<string, number>;
  const e = Number(g.engine!.split('-')[0]);
  const out: Record<string, number> = { mexican: g.trains?.mexican ?? e };
  for (let s = 0; s < g.players; s++) out[`train-${s}`] = g.trains?.[`train-${s}`] ?? e;
  return out;
}

const gap = (a: DOMRect, b: DOMRect) => Math.max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom, 0);
const overlap = (a: DOMRect, b: DOMRect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

async function loaded(variant: string, players: number, seed: number): Promise<{ el: DominoTable; g: GameState }> {
  const { el } = mount(await fixture(html`<div></div>`), { variant, players: String(players), seed: String(seed), humans: '0', speed: '0', fit: 'viewport' });
  el.speed = 1e8; // the computers wait: the position stays as loaded
  await el.updateComplete;
  await el.load(position(variant as GameState['variant'], players, seed, 'middle').record);
  await until(() => !!el.shadowRoot!.querySelector('[part~="end"]'), 5000, 'the ends marked');
  await new Promise((r) => setTimeout(r, 100));
  await el.updateComplete;
  return { el, g: el.state! };
}

for (const [w, h] of [[375, 740], [1280, 800]] as const) {
  describe(`open ends at ${w}×${h}`, () => {
    before(() => setViewport({ width: w, height: h }));
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    for (const [variant, players, seed] of GAMES)
      it(`${variant} (${players}): a ::part(end) with its number at each open end, beside its tile, over none`, async () => {
        const { el, g } = await loaded(variant, players, seed);
        const r = el.shadowRoot!;
        const marks = [...r.querySelectorAll<SVGGElement>('[part~="end"]')];
        const want = openEnds(g);
        expect(Object.fromEntries(marks.map((m) => [m.dataset.place, Number(m.dataset.number)]))).to.deep.equal(want);
        const tiles = [...r.querySelectorAll<SVGGElement>('.board g.t')];
        const u = Math.min(...tiles.map((t) => Math.min(t.getBoundingClientRect().width, t.getBoundingClientRect().height)));
        const felt = r.querySelector('.felt')!.getBoundingClientRect();
        for (const m of marks) {
          const place = m.dataset.place!;
          const box = m.getBoundingClientRect();
          expect(box.width, `${place}: a legible mark`).to.be.at.least(0.7 * u);
          expect(box.left >= felt.left - 1 && box.right <= felt.right + 1 && box.top >= felt.top - 1 && box.bottom <= felt.bottom + 1, `${place} on the felt`).to.equal(true);
          expect(m.textContent).to.equal(String(want[place])); // the number itself, not a colour
          for (const t of tiles) expect(overlap(box, t.getBoundingClientRect()), `${place} covers ${t.dataset.t}`).to.be.below(0.05 * u * u);
          const tile = endTile(g, place);
          if (tile) expect(gap(box, r.querySelector(`.board g.t[data-t="${tile}"]`)!.getBoundingClientRect()), `${place} beside ${tile}`).to.be.below(0.3 * u);
          else expect(gap(box, r.querySelector(`.board .band[data-band="${place}"]`)!.getBoundingClientRect()), `${place} in its train’s band`).to.equal(0);
        }
        el.remove();
      });

    it('the marks fade in, but not under prefers-reduced-motion', async () => {
      const a = await loaded('draw', 2, 1);
      expect(getComputedStyle(a.el.shadowRoot!.querySelector('[part~="end"]')!).animationName).to.equal('end-in');
      a.el.remove();
      await emulateMedia({ reducedMotion: 'reduce' });
      const b = await loaded('draw', 2, 1);
      expect(getComputedStyle(b.el.shadowRoot!.querySelector('[part~="end"]')!).animationName).to.equal('none');
      b.el.remove();
    });
  });
}

describe('words for the ends never contradict the picture', () => {
  before(() => setViewport({ width: 375, height: 740 }));

  /** Whether every tile of the line is drawn in one row (no corner): then left and right say where the ends are. */
  const straight = (el: DominoTable) => {
    const ys = [...el.shadowRoot!.querySelectorAll('.board g.t')].map((t) => {
      const r = t.getBoundingClientRect();
      return r.top + r.height / 2;
    });
    return Math.max(...ys) - Math.min(...ys) < 2;
  };

  for (const [variant, players, seed, lang, side, number] of [
    ['partnership', 4, 3, 'en', /on the (left|right)\b/, /on the (blank|one|two|three|four|five|six) end/],
    ['draw', 2, 5, 'pt-BR', /na ponta (esquerda|direita)/, /na ponta do \w+/],
    ['block', 3, 2, 'pl', /na (lewym|prawym) końcu/, /na końcu z \w+/],
  ] as const)
    it(`${variant} in ${lang}: each play’s sentence (live region, the move log) says left or right only while the line is straight`, async () => {
      const { el } = mount(await fixture(html`<div></div>`), { variant, players: String(players), seed: String(seed), humans: 'none', speed: '0', level: 'easy', fit: 'viewport', lang });
      const seen: { live: string; log: string; straight: boolean }[] = [];
      el.addEventListener('domino-play', () => {
        const p = parts(el);
        seen.push({ live: p.live(), log: el.shadowRoot!.querySelector('.top')?.textContent ?? '', straight: straight(el) });
      });
      await until(() => seen.filter((s) => !s.straight).length >= 3 || (!!el.state && el.state.phase !== 'playing' && seen.length > 4), 45000, 'the line turned a corner');
      const turned = seen.filter((s) => !s.straight);
      expect(turned.length, 'the line turned a corner at 375 px').to.be.greaterThan(2);
      for (const s of turned) {
        expect(s.live + s.log).to.not.match(side);
        expect(s.live).to.match(number); // the end named by its number
      }
      expect(seen.filter((s) => s.straight).some((s) => side.test(s.live)), 'left and right while the line is straight').to.equal(true);
      el.remove();
    });
});
