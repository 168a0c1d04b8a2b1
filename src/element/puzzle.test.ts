// Puzzles in Chromium (issue 20 item 3): a person opens a built-in puzzle, taps a wrong tile (and its place), sees the
// reason and the others' reply played out, tries again, taps the answer and the puzzle ends (domino-puzzle-end); the
// puzzle of the day is the same on two tables; a puzzle in JSON; an unknown id is a clear domino-error.
import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import { button, host } from '../testing/lessons.js';
import { accepted } from '../teach/puzzle.js';
import { moveText } from '../teach/lesson-json.js';
import { startOf } from '../teach/lesson.js';
import { builtInPuzzle, dailyPuzzle } from '../teach/puzzles.js';
import type { DominoTable } from './domino-table.js';
import type { Action } from '../engine/game.js';

const q = (el: DominoTable, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const panel = (el: DominoTable) => q(el, '.puzzle')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** Taps a play as a person does: its tile in the hand, then (where it fits more than one end) its place on the table. */
async function tap(el: DominoTable, a: Action): Promise<void> {
  if (a.type !== 'play') throw new Error('a play');
  const tile = q(el, `.hand button[data-t="${a.tile}"]`)!;
  expect(tile, `${a.tile} in the hand`).to.not.equal(null);
  const before = el.state;
  tile.click();
  await el.updateComplete;
  await until(() => el.state !== before || !!q(el, `.board .target[data-place="${a.at}"]`), 3000, `${moveText(a)}: played, or its place offered`);
  if (el.state === before) q(el, `.board .target[data-place="${a.at}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

describe('puzzles', () => {
  it('a wrong tile is answered with its reason and the reply; Try again; the answer solves it and domino-puzzle-end fires', async () => {
    const p = (await builtInPuzzle('pt-001'))!;
    const { el, events } = mount(await host(), { puzzle: 'pt-001', speed: '0' });
    await until(() => panel(el).includes('Find the best move'), 15000, 'the puzzle');
    expect(panel(el)).to.contain('Puzzle pt-001');
    const wrong = p.options.find((o) => !accepted(p, o.action))!;
    const right = p.options[0]!;
    await tap(el, wrong.action);
    await until(() => !!button(el, 'Try again'), 10000, 'Try again after the reply');
    const fb = q(el, '.l-fb.bad')!.textContent!;
    expect(fb).to.match(/is not the best move here/);
    expect(fb).to.match(/pips|ends|points/); // the measured reason, in words
    expect(el.state!.line!.length).to.be.greaterThan(p.lesson.moves.length + 1); // the reply was played on the table
    button(el, 'Try again')!.click();
    await until(() => panel(el).includes('Find the best move'), 3000, 'the position again');
    const start = startOf(p.lesson).game;
    expect(el.state!.hands[p.lesson.learner]).to.deep.equal(start.hands[p.lesson.learner]); // the wrong tile is back in the hand
    expect(JSON.stringify(el.state!.ends)).to.equal(JSON.stringify(start.ends));
    await tap(el, right.action);
    await until(() => events.some((e) => e.type === 'domino-puzzle-end'), 10000, 'domino-puzzle-end').catch((e) => {
      throw new Error(`${e}: ${moveText(right.action)} ${panel(el)} ${JSON.stringify(el.state!.ends)} ${[...el.shadowRoot!.querySelectorAll('.board .target')].map((t) => t.getAttribute('data-place'))}`);
    });
    const end = events.find((e) => e.type === 'domino-puzzle-end')!.detail as { puzzle: string; solved: boolean; tries: number; next: string; rating: number; streak: number };
    expect(end).to.include({ puzzle: 'pt-001', solved: true, tries: 2, next: 'pt-002', streak: 0 });
    expect(end.rating).to.be.below(1500); // not solved at the first try
    await until(() => panel(el).includes('Puzzle solved'), 3000, 'the end card');
    expect(panel(el)).to.contain('solved in 2 tries');
    expect(panel(el)).to.match(/Theme: \w/);
    button(el, 'Next puzzle')!.click();
    await until(() => panel(el).includes('Puzzle pt-002'), 10000, 'the next puzzle');
    expect(el.getAttribute('puzzle')).to.equal('pt-002');
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });

  it('the puzzle of the day is the same on two tables on the same date, and of the element’s variant', async () => {
    const today = (await dailyPuzzle('draw'))!;
    const a = mount(await host(), { puzzle: 'daily', variant: 'draw', speed: '0' });
    const b = mount(await host(), { puzzle: 'daily', variant: 'draw', speed: '0' });
    await until(() => panel(a.el).includes('Puzzle of the day') && panel(b.el).includes('Puzzle of the day'), 15000, 'two daily puzzles');
    expect(JSON.stringify(a.el.state!.hands)).to.equal(JSON.stringify(b.el.state!.hands));
    const p = (await builtInPuzzle(today.id))!;
    expect(a.el.state!.variant).to.equal('draw');
    expect(a.el.state!.hands).to.deep.equal(startOf(p.lesson).game.hands); // the position of the day's puzzle
  });

  it('a puzzle in JSON opens with its own answer; an unknown id is a domino-error in the table’s language and a game is shown', async () => {
    const p = (await builtInPuzzle('dr-002'))!;
    const json = JSON.stringify({ id: 'mine', variant: 'draw', players: p.lesson.players, learner: p.lesson.learner, theme: 'block', position: { deals: p.lesson.deals, moves: p.lesson.moves.map(moveText).join(' ') }, answer: moveText(p.options[0]!.action) });
    const { el } = mount(await host(), { puzzle: json, speed: '0' });
    await until(() => panel(el).includes('Puzzle mine'), 15000, 'the JSON puzzle');
    await tap(el, p.options[0]!.action);
    await until(() => panel(el).includes('Puzzle solved'), 10000, 'solved at the first try');
    expect(panel(el)).to.contain('solved at the first try');
    const bad = mount(await host(), { puzzle: 'no-such', variant: 'draw', lang: 'pl' });
    await until(() => bad.events.some((e) => e.type === 'domino-error'), 15000, 'an error');
    const err = bad.events.find((e) => e.type === 'domino-error')!.detail as { code: string; message: string };
    expect(err.code).to.equal('unknown-puzzle');
    expect(err.message).to.contain('Nie ma zadania "no-such"');
    await until(() => !!bad.el.state, 10000, 'a game instead');
    expect(bad.el.state!.variant).to.equal('draw');
  });

  it('the rating and streak are kept with persist', async () => {
    localStorage.removeItem('domino-table:puzzles');
    const p = (await builtInPuzzle('af-001'))!;
    const { el } = mount(await host(), { puzzle: 'af-001', speed: '0', persist: '' });
    await until(() => panel(el).includes('Find the best move'), 15000, 'the puzzle');
    await tap(el, p.options[0]!.action);
    await until(() => panel(el).includes('Puzzle solved'), 10000, 'solved');
    const kept = JSON.parse(localStorage.getItem('domino-table:puzzles')!) as { rating: number; streak: number; done: Record<string, number> };
    expect(kept.streak).to.be.at.least(1); // (earlier tests of this page count too)
    expect(kept.done['af-001']).to.equal(1);
  });
});
