// "Make a lesson or puzzle from this moment" (issue 51 point 8) in Chromium: in replay and in the move review a labelled
// button (44 px, reached by the keyboard) fires the cancelable domino-make with the game's record (dt1…, which decodes
// to the game shown) and the step shown; not taken over, it opens the studio in a new tab at #record=…&step=N.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mount, until } from '../testing/harness.js';
import { button, host } from '../testing/lessons.js';
import { computerRecord } from '../testing/records.js';
import { decodeRecord, replay } from '../record/record.js';
import type { DominoTable } from './domino-table.js';

const config = { variant: 'draw' as const, players: 2, seed: 21 };
const whole = replay(computerRecord(config, 200, ['Ana', 'Bo']));
const rec = computerRecord(config, whole.findIndex((g) => g.phase !== 'playing'), ['Ana', 'Bo']);
const LABEL = 'Make a lesson or puzzle from this moment';

/** The domino-make events of `el`, taken over (`preventDefault`) when `keep`. */
function made(el: DominoTable, keep: boolean): { record: string; step: number }[] {
  const out: { record: string; step: number }[] = [];
  el.addEventListener('domino-make', (e) => {
    out.push((e as CustomEvent).detail);
    if (keep) e.preventDefault();
  });
  return out;
}

describe('make a lesson or puzzle from this moment', () => {
  it('replay: the button fires domino-make with the record and the step shown; by the keyboard too; else the studio opens', async () => {
    const { el } = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), step: '5', speed: '0' });
    const got = made(el, true);
    await until(() => !!button(el, LABEL), 15000, 'the button in the replay');
    const b = button(el, LABEL)!;
    expect(b.getBoundingClientRect().height).to.be.at.least(44);
    b.click();
    expect(got.length).to.equal(1);
    expect(got[0]!.step).to.equal(5);
    expect(got[0]!.record).to.match(/^dt1/);
    const back = decodeRecord(got[0]!.record);
    expect(replay(back).at(-1)).to.deep.equal(replay(rec).at(-1)); // the same game
    expect(replay(back)[0]).to.deep.equal(replay(rec)[0]); // the same deal
    // the keyboard: focus it and press Enter, at another step
    el.step = 2;
    await until(() => (el.shadowRoot!.querySelector('.l-pos')?.textContent ?? '').includes('Step 2'), 5000, 'step 2');
    button(el, LABEL)!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => got.length === 2, 3000, 'a second domino-make');
    expect(got[1]!.step).to.equal(2);
    // not taken over: the studio (the `studio` attribute) in a new tab at that moment
    const opened: unknown[][] = [];
    const open = window.open;
    window.open = (...a: unknown[]) => (opened.push(a), null);
    try {
      const second = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), step: '3', speed: '0', studio: 'https://example.org/studio/' });
      await until(() => !!button(second.el, LABEL), 15000, 'the button');
      button(second.el, LABEL)!.click();
    } finally {
      window.open = open;
    }
    expect(opened.length).to.equal(1);
    expect(opened[0]![0]).to.match(/^https:\/\/example\.org\/studio\/#record=dt1[\w.~-]+&step=3$/);
    expect(opened[0]![1]).to.equal('_blank');
  });

  it('the move review: the button fires domino-make at the decision shown', async () => {
    const { el } = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), speed: '0' });
    const got = made(el, true);
    await until(() => !!button(el, 'Review this hand'), 15000, 'the Review button');
    button(el, 'Review this hand')!.click();
    await until(() => el.shadowRoot!.querySelectorAll('.review .rv-mine').length > 0, 30000, 'the review');
    const first = el.shadowRoot!.querySelector<HTMLElement>('.review .rv-mine')!;
    const step = Number(first.dataset.step);
    first.querySelector<HTMLButtonElement>('.rv-line')!.click();
    await el.updateComplete;
    const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.review button')].find((x) => x.textContent!.trim() === LABEL)!;
    expect(b, 'the button in the review').to.not.equal(undefined);
    expect(b.getBoundingClientRect().height).to.be.at.least(44);
    b.click();
    await until(() => got.length === 1, 5000, 'domino-make');
    expect(got[0]!.step).to.equal(step);
    expect(replay(decodeRecord(got[0]!.record))).to.deep.equal(replay(rec));
  });
});
