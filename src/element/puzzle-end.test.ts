// A solved puzzle's end (issue 50, point 6), at 375×740 (touch) and 1280×800: a person taps a wrong move, Try again,
// then the answer; the end says "Puzzle solved" (heading and status line), gives one line on why the best move beat the
// next best (the evaluator's reason), explains the rating's change, and the board's tiles keep their size.
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { mount, parts, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import { accepted } from '../teach/puzzle.js';
import { builtInPuzzle } from '../teach/puzzles.js';
import type { Action } from '../engine/game.js';
import type { DominoTable } from './domino-table.js';

const q = (el: DominoTable, sel: string) => el.shadowRoot!.querySelector<HTMLElement | SVGElement>(sel);
const text = (el: DominoTable, sel: string) => q(el, sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The Try again button's words (src/words/<lang>/review.ts, pz.again). */
const AGAIN: Record<string, string> = { en: 'Try again', 'pt-BR': 'Tentar de novo', pl: 'Spróbuj jeszcze raz' };

/** A person's tap in the middle of `e`. */
async function tapOn(e: Element): Promise<void> {
  const r = e.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
}

/** Taps a play: its tile in the hand, then (where it fits more than one end) its place on the board. */
async function play(el: DominoTable, a: Action): Promise<void> {
  if (a.type !== 'play') throw new Error('a play');
  await until(() => !!q(el, `.hand button[data-t="${a.tile}"]`), 3000, `${a.tile} in the rack`); // after Try again the position is dealt anew
  const before = el.state;
  await tapOn(q(el, `.hand button[data-t="${a.tile}"]`)!);
  await until(() => el.state !== before || !!q(el, `.board .target[data-place="${a.at}"]`), 3000, `${a.tile}: played, or its place offered`);
  if (el.state === before) await tapOn(q(el, `.board .target[data-place="${a.at}"] rect`)!);
  await until(() => el.state !== before, 3000, `${a.tile} played`);
}

/** The board's unit in CSS px: a tile's short side. */
const unit = (el: DominoTable) => Math.min(...[...el.shadowRoot!.querySelectorAll('.board g.t')].map((t) => Math.min(t.getBoundingClientRect().width, t.getBoundingClientRect().height)));

/** Solves `id` in two tries as a person does; returns the board's unit just before the solving move and the events. */
async function solveInTwo(id: string, lang: string): Promise<{ el: DominoTable; events: Recorded[]; before: number }> {
  const p = (await builtInPuzzle(id))!;
  const { el, events } = mount(await fixture(html`<div></div>`), { puzzle: id, speed: '0', fit: 'viewport', lang });
  await until(() => !!q(el, '.puzzle .l-goal'), 15000, 'the puzzle');
  await play(el, p.options.find((o) => !accepted(p, o.action))!.action);
  // Try again shows once the wrong try's reply is played (Next puzzle is there before it)
  const again = () => [...el.shadowRoot!.querySelectorAll('.puzzle .l-tools button')].find((b) => b.textContent!.trim() === AGAIN[lang]);
  await until(() => !!again(), 10000, 'Try again');
  await tapOn(again()!);
  await until(() => !!q(el, '.puzzle .l-goal'), 3000, 'the position again');
  await new Promise((r) => setTimeout(r, 100));
  const before = unit(el);
  await play(el, p.options[0]!.action);
  await until(() => events.some((e) => e.type === 'domino-puzzle-end') && !!q(el, '.pz-end'), 10000, 'the end card');
  // the felt's new size measured and the board drawn again (a board drawn for the old felt shows scaled for a moment)
  await until(() => unit(el) >= before - 0.5, 2000, 'the board at its size').catch(() => undefined);
  return { el, events, before };
}

for (const [w, h] of [[375, 740], [1280, 800]] as const) {
  describe(`a solved puzzle’s end at ${w}×${h}`, () => {
    before(() => setViewport({ width: w, height: h }));

    it('says "Puzzle solved", why the best move beat the next best in one line, why the rating moved, and keeps the board’s tile size', async () => {
      const { el, events, before } = await solveInTwo('pt-001', 'en');
      expect(text(el, '.puzzle h2')).to.equal('Puzzle solved');
      expect(parts(el).status()).to.contain('Puzzle solved');
      expect(parts(el).root.textContent).to.not.contain('Lesson complete');
      // pt-001: double one is best; one–blank's reason is the evaluator's (rv.heavy)
      const why = q(el, '.pz-why')!;
      expect(why.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Why not one–blank? Double one would have shed 2 pips, one–blank only 1 pip: pips left in your hand count against you.');
      const end = events.find((e) => e.type === 'domino-puzzle-end')!.detail as { rating: number; tries: number };
      expect(end.tries).to.equal(2);
      // the first finish of pt-001 on this page (375) moves the rating; the second (1280) does not, and says so
      const score = text(el, '.pz-score');
      if (w === 375) expect(score).to.equal(`Your puzzle rating: ${end.rating} (−${1500 - end.rating}: solved in 2 tries). Streak: 0.`);
      else expect(score).to.contain('(±0: only the first time counts)');
      expect(unit(el)).to.be.at.least(before - 0.5); // the end card takes the rack's room, not the board's (the board may gain the rest)
      expect(q(el, '.dock')?.getBoundingClientRect().height ?? 0).to.equal(0);
      // Next puzzle and Play a real game lead the bar, inside the table
      const next = parts(el).button('Next puzzle')!;
      const t = el.getBoundingClientRect();
      const r = next.getBoundingClientRect();
      expect(r.bottom).to.be.at.most(t.bottom + 0.5);
      expect(r.height).to.be.at.least(40);
      el.remove();
    });

    it('in Portuguese: "Problema resolvido" and the change explained', async () => {
      const { el } = await solveInTwo('pt-003', 'pt-BR');
      expect(text(el, '.puzzle h2')).to.equal('Problema resolvido');
      expect(text(el, '.pz-why')).to.match(/^Por que não .+\? \S.+\.$/);
      expect(text(el, '.pz-score')).to.match(w === 375 ? /\(−\d+: resolvido só na 2ª tentativa\)/ : /\(±0: só a primeira vez conta\)/);
      el.remove();
    });
  });
}
