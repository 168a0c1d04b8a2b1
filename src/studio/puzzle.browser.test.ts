// The studio's puzzle part in Chromium, like a person: Value the options on an All Fives position values every move
// in the worker (a progress bar meanwhile), shows each move with its worth and accepted or not in words, and writes
// the choices, the deciding seat, the suggested theme and difficulty into the value; a position whose moves are equal
// is refused with the reason and nothing is written.
import { expect, fixture, html } from '@open-wc/testing';
import './domino-studio.js';
import type { DominoStudio } from './domino-studio.js';
import type { PuzzleJSON } from './types.js';
import { THEMES } from '../teach/puzzle.js';
import allFives from '../teach/puzzles/all-fives.js';
import partnership from '../teach/puzzles/partnership.js';

const until = async (what: () => unknown, ms = 20000): Promise<void> => {
  const t0 = performance.now();
  while (!what()) {
    if (performance.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 30));
  }
};
const buttonNamed = (el: DominoStudio, text: RegExp) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''));

async function studioWith(value: PuzzleJSON): Promise<{ el: DominoStudio; changes: CustomEvent[] }> {
  const el = await fixture<DominoStudio>(html`<domino-studio kind="puzzle" lang="en"></domino-studio>`);
  el.value = value;
  const changes: CustomEvent[] = [];
  el.addEventListener('domino-studio-change', (e) => changes.push(e as CustomEvent));
  await until(() => buttonNamed(el, /^Puzzle$/));
  buttonNamed(el, /^Puzzle$/)!.click();
  await until(() => buttonNamed(el, /Value the options/));
  return { el, changes };
}

describe('<domino-studio> puzzle part', () => {
  it('values an All Fives position in the worker and writes the choices', async () => {
    // af-002's position, as a person would have set it up: no choices yet, another learner, a placeholder theme.
    const { id: _id, choices: _c, theme: _t, rating: _r, learner, ...position } = allFives[1] as unknown as PuzzleJSON;
    const wrongSeat = (learner! + 1) % 4;
    const { el, changes } = await studioWith({ format: 'domino-table/puzzle-1', ...position, learner: wrongSeat, theme: '' });
    buttonNamed(el, /Value the options/)!.click();
    await el.updateComplete;
    // Valuing: the button waits, a progress bar shows how far it is.
    expect(buttonNamed(el, /Value the options/)!.disabled).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="status"] progress')).to.exist;
    await until(() => el.shadowRoot!.querySelector('table'));
    const rows = [...el.shadowRoot!.querySelectorAll('tbody tr')];
    expect(rows.length).to.equal(3);
    // Each row: the move in words, a signed worth, accepted or not said in words (not by colour alone).
    const cells = rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent!.trim()));
    expect(cells[0]![0]).to.match(/^([A-Z][a-z]+–[a-z]+|Double [a-z]+) on the (left|right)$/);
    expect(cells[0]![2]).to.match(/✓\s+Accepted/);
    expect(cells.some((c) => /✗\s+Not accepted/.test(c[2]!))).to.equal(true);
    expect(el.shadowRoot!.textContent).to.contain('A move within 2 points of the best is accepted.');
    expect(el.shadowRoot!.textContent).to.contain('It’s a puzzle');
    // The value now carries every move with its worth, reply and reason, the deciding seat, a theme and a difficulty.
    const made = el.value as PuzzleJSON;
    expect(made.learner).to.equal(learner);
    expect(made.choices!.length).to.equal(3);
    expect(made.choices!.every((c) => typeof c.value === 'number' && typeof c.reply === 'string')).to.equal(true);
    expect(THEMES as readonly string[]).to.include(made.theme);
    expect(made.rating).to.be.within(800, 2200);
    const last = changes.at(-1)!.detail as { value: PuzzleJSON; valid: boolean };
    expect(last.valid).to.equal(true);
    expect(last.value.choices).to.deep.equal(made.choices);
    // Theme and difficulty stay editable: the person picks another theme.
    const select = el.shadowRoot!.querySelector('select')!;
    select.value = 'block';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect((el.value as PuzzleJSON).theme).to.equal('block');
    expect((el.value as PuzzleJSON).choices).to.deep.equal(made.choices);
  });

  it('refuses a position whose moves are equal, says why, and writes nothing', async () => {
    // Draw: after the double six the only tile that fits is the six–four, at either end (the same game).
    const value = { format: 'domino-table/puzzle-1', variant: 'draw', players: 2, theme: 'count', position: { deal: { hands: ['6-6 5-5 5-2 3-1 2-2 1-0 0-0', '6-4 4-4 3-3 5-3 2-1 1-1 3-0'], boneyard: '6-5 6-3 6-2 6-1 6-0 5-4 5-1 5-0 4-3 4-2 4-1 4-0 3-2 2-0', leader: 0 }, moves: '6-6' } } as unknown as PuzzleJSON; // (PositionJSON's deal types hands as Tile[][] & …: text hands need the cast)
    const { el, changes } = await studioWith(value);
    buttonNamed(el, /Value the options/)!.click();
    await until(() => /Not a puzzle/.test(el.shadowRoot!.textContent ?? ''));
    expect(el.shadowRoot!.textContent).to.contain('Every move is within 1.5 points of the best: there is nothing to find.');
    expect(el.shadowRoot!.textContent).to.contain('Nothing is written');
    expect(el.shadowRoot!.querySelectorAll('tbody tr').length).to.equal(2);
    expect((el.value as PuzzleJSON).choices).to.equal(undefined);
    expect(changes.length).to.equal(0);
  });
  it('refuses a best move that is not clearly best, naming both moves and the gap (in Polish too)', async () => {
    // pt-003's position with a wide tolerance (4 points): the gap a puzzle needs is then 8.
    const { id: _id, choices: _c, ...rest } = partnership[2] as unknown as PuzzleJSON;
    const { el } = await studioWith({ ...rest, tolerance: 4 });
    buttonNamed(el, /Value the options/)!.click();
    await until(() => /Not a puzzle/.test(el.shadowRoot!.textContent ?? ''));
    const said = el.shadowRoot!.querySelector('.verdict')!.textContent!.replace(/\s+/g, ' ');
    expect(said).to.match(/The best move is not clearly the best: [a-z ]+–[a-z]+ on the \w+ and [a-z ]+–?[a-z]* on the \w+ are only [\d.]+ points apart, and a puzzle needs a gap of 8 points or more\./);
    el.lang = 'pl';
    await until(() => /To nie jest zadanie/.test(el.shadowRoot!.textContent ?? ''));
    expect(el.shadowRoot!.querySelector('.verdict')!.textContent).to.match(/różnią się tylko o [\d,]+ punktu, a zadanie wymaga różnicy co najmniej 8 punktów/);
  });
});
