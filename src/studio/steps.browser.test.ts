// The studio's steps part in Chromium, used like a person: pointer and keyboard.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './domino-studio.js';
import type { DominoStudio } from './domino-studio.js';
import type { LessonJSON } from './types.js';

const h = (tiles: string): string[] => tiles.split(' ');
/** docs/lessons.md's Draw example: double six and six–four are down; step 1 asks for double four. */
const LESSON: LessonJSON = {
  format: 'domino-table/lesson-1',
  variant: 'draw',
  players: 2,
  names: ['Ana', 'Bo'],
  title: 'Match an end',
  position: { deal: { hands: [h('6-6 6-5 5-5 4-4 3-3 2-2 1-1'), h('6-4 6-3 6-2 5-4 5-3 5-2 4-3')] }, moves: '6-6 6-4@right' },
  steps: [{ goal: { do: 'play', tile: '4-4' } }],
};

async function until(test: () => unknown, what: string, ms = 20000): Promise<void> {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function open(): Promise<{ el: DominoStudio; $: <T extends Element = HTMLElement>(s: string) => T | null; $$: <T extends Element = HTMLElement>(s: string) => T[]; changes: CustomEvent[] }> {
  const el = await fixture<DominoStudio>(html`<domino-studio lang="en" .value=${LESSON}></domino-studio>`);
  const changes: CustomEvent[] = [];
  el.addEventListener('domino-studio-change', (e) => changes.push(e as CustomEvent));
  const root = el.shadowRoot!;
  const $ = <T extends Element = HTMLElement>(s: string): T | null => root.querySelector<T>(s);
  const $$ = <T extends Element = HTMLElement>(s: string): T[] => [...root.querySelectorAll<T>(s)];
  await until(() => $$('[role=tab]').some((b) => b.textContent?.trim() === 'Steps'), 'the tabs');
  $$('[role=tab]').find((b) => b.textContent?.trim() === 'Steps')!.click();
  await until(() => $('.steps .list'), 'the steps part');
  return { el, $, $$, changes };
}

const lesson = (el: DominoStudio): LessonJSON => el.value as LessonJSON;
const settle = async (el: DominoStudio): Promise<void> => {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
};

describe('<domino-studio> steps part', () => {
  it('adds a second step by clicking, picks a goal, sees the moves meeting it update, writes texts in two languages, records a reply', async () => {
    const { el, $, $$, changes } = await open();
    expect($$('.list li')).to.have.length(1);
    // step 1: only double four meets "play double four"; six–five is refused with the learner's reason
    expect($$('.moves li.done').map((li) => li.dataset.move)).to.deep.equal(['4-4@right']);
    const wrong = $$('.moves li.wrong').find((li) => li.dataset.move === '6-5@left')!;
    expect(wrong.querySelector('.why')!.textContent).to.equal('Six–five fits, but this step is about double four.');

    // add a step: it follows step 1's move and Bo's reply
    $('button.add')!.click();
    await settle(el);
    expect(lesson(el).steps).to.have.length(2);
    expect($$('.list li')[1]!.querySelector('button')!.getAttribute('aria-current')).to.equal('step');
    expect($('[part=step] legend')!.textContent).to.equal('Step 2');
    const anyCount = $$('.moves li.done').length;
    expect(anyCount).to.be.greaterThan(0);

    // pick a goal no move meets: drawing while a tile fits
    const goal = $<HTMLSelectElement>('#st-goal')!;
    goal.value = 'draw';
    goal.dispatchEvent(new Event('change'));
    await settle(el);
    expect(lesson(el).steps[1]!.goal).to.deep.equal({ do: 'draw' });
    expect($('[part=step] .issue.error')!.textContent).to.contain('No move meets this goal here');
    expect($$('.moves li.done')).to.have.length(0);
    expect(changes.at(-1)!.detail.valid).to.equal(true); // the element would take it (the studio says what is wrong)

    // back to "play a tile", then only one tile: the list follows
    goal.value = 'play';
    goal.dispatchEvent(new Event('change'));
    await settle(el);
    expect($$('.moves li.done')).to.have.length(anyCount);
    const chip = $$<HTMLButtonElement>('button.tile').find((b) => $$('.moves li.done').some((li) => li.dataset.move!.startsWith(`${b.textContent}@`)))!;
    const tile = chip.textContent!;
    chip.click();
    await settle(el);
    expect(lesson(el).steps[1]!.goal).to.deep.equal({ do: 'play', tile: [tile] });
    expect(chip.getAttribute('aria-pressed')).to.equal('true');
    expect($$('.moves li.done').every((li) => li.dataset.move!.startsWith(`${tile}@`))).to.equal(true);
    expect($('.meets')!.textContent).to.match(/^Meet the goal: \d+ of \d+$/);

    // texts in two languages, typed; what is typed is text, never HTML
    const text = $<HTMLInputElement>('#st-text')!;
    text.focus();
    await sendKeys({ type: 'Play <b>it</b>' });
    await settle(el);
    $$('.langs button').find((b) => b.textContent === 'Polski')!.click();
    await settle(el);
    expect($<HTMLInputElement>('#st-text')!.value).to.equal('');
    $<HTMLInputElement>('#st-text')!.focus();
    await sendKeys({ type: 'Zagraj' });
    await settle(el);
    expect(lesson(el).steps[1]!.text).to.deep.equal({ en: 'Play <b>it</b>', pl: 'Zagraj' });
    expect(el.shadowRoot!.querySelector('b:not(.moves b)')).to.equal(null);
    $$('.langs button').find((b) => b.textContent === 'English')!.click();
    await settle(el);
    expect($<HTMLInputElement>('#st-text')!.value).to.equal('Play <b>it</b>');

    // record Bo's reply after step 1 by clicking one of his legal moves
    $$('.list li .pick')[0]!.click();
    await settle(el);
    const options = $$<HTMLButtonElement>('button.reply');
    expect(options.length).to.be.greaterThan(1);
    const chosen = options.at(-1)!;
    const label = chosen.textContent!;
    chosen.click();
    await settle(el);
    expect(lesson(el).steps[0]!.then).to.have.length(1);
    expect($('.replies li')!.textContent).to.contain(`Bo: ${label}`);
    expect($('.replies li')!.textContent).not.to.contain('table’s choice');
    expect(changes.at(-1)!.detail.value).to.equal(el.value);
  });

  it('works from the keyboard: add a step, change its goal, pick a tile, record a reply, reorder', async () => {
    const { el, $, $$ } = await open();
    $<HTMLButtonElement>('button.add')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(lesson(el).steps).to.have.length(2);
    // the goal select, by keyboard: one down from "Play a tile" is "Lead the first tile"
    $<HTMLSelectElement>('#st-goal')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle(el);
    expect(lesson(el).steps[1]!.goal.do).to.equal('lead');
    $<HTMLSelectElement>('#st-goal')!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await settle(el);
    expect(lesson(el).steps[1]!.goal.do).to.equal('play');
    // a tile chip with the space bar
    const chip = $<HTMLButtonElement>('button.tile')!;
    const tile = chip.textContent!;
    chip.focus();
    await sendKeys({ press: 'Space' });
    await settle(el);
    expect(lesson(el).steps[1]!.goal).to.deep.equal({ do: 'play', tile: [tile] });
    // step 1, its reply by Enter
    $<HTMLButtonElement>('.list li .pick')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    $<HTMLButtonElement>('button.reply')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(lesson(el).steps[0]!.then).to.have.length(1);
    // move step 1 down with its ↓ button: the goals swap
    $$<HTMLButtonElement>('.list li')[0]!.querySelectorAll('button')[2]!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(lesson(el).steps.map((s) => s.goal)).to.deep.equal([{ do: 'play', tile: [tile] }, { do: 'play', tile: '4-4' }]);
  });

  it('every control is at least 44 px tall at a phone’s width', async () => {
    const { el, $$ } = await open();
    el.style.width = '351px';
    await settle(el);
    const small = $$('button, select, input, textarea, label.check')
      .filter((x) => !(x instanceof HTMLInputElement && x.type === 'checkbox'))
      .filter((x) => x.getBoundingClientRect().height < 43.5)
      .map((x) => x.outerHTML.slice(0, 80));
    expect(small).to.deep.equal([]);
    expect(el.scrollWidth).to.be.at.most(351);
  });
});
