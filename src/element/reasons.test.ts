// Reasons a person reads after a wrong answer (issue 50, point 4): one tile at the wrong place is told by its place,
// and the reason names both places and what differs — never the move against itself (pt-BR, af-060).
import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import { host } from '../testing/lessons.js';
import type { DominoTable } from './domino-table.js';

const q = (el: DominoTable, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);

async function answer(el: DominoTable, tile: string, at: string): Promise<string> {
  await until(() => !!q(el, `.hand button[data-t="${tile}"]`), 15000, 'the puzzle');
  q(el, `.hand button[data-t="${tile}"]`)!.click();
  await until(() => !!q(el, `.board .target[data-place="${at}"]`), 3000, `the place ${at} offered`);
  q(el, `.board .target[data-place="${at}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await until(() => !!q(el, '.l-fb.bad'), 10000, 'the reason');
  return q(el, '.l-fb.bad')!.textContent!.replace(/\s+/g, ' ');
}

describe('reasons for a choice between places', () => {
  it('pt-BR, af-060: six–five at the bottom arm is told by its place, and the reason says both places leave the same ends', async () => {
    const { el } = mount(await host(), { puzzle: 'af-060', lang: 'pt-BR', speed: '0' });
    const text = await answer(el, '6-5', 'down');
    expect(text).to.match(/Seis–cinco n[oa] [^.]+ não é a melhor jogada aqui\./); // (the place's words are the narration's)
    expect(text).to.match(/Seis–cinco n[oa] [^.]+ deixa as mesmas pontas que n[oa] [^.]+ \(6, 5 e 2\)/);
    expect(text).not.to.match(/deixou as pontas em 6, 5 e 2; .*teria deixado 6, 5 e 2/);
    el.remove();
  });

  it('en, af-024: five–blank on the left against the top arm: what each place would score', async () => {
    const { el } = mount(await host(), { puzzle: 'af-024', speed: '0' });
    const text = await answer(el, '5-0', 'left');
    expect(text).to.match(/Five–blank on the [^.]+ is not the best move here\./);
    expect(text).to.match(/Five–blank on the [^.;]+ would have scored 15 points; on the [^.]+ it made 5 points\./);
    expect(text).to.match(/On the [^.]+ it was worth -?[\d.]+ points on average, on the [^.]+ [\d.]+ points: [\d.]+ points lost\./);
    el.remove();
  });
});
