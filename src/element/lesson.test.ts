import { expect } from '@open-wc/testing';
import { mount, until } from './test-harness.js';
import { button, computerRecord, host, panelText } from './learn-helpers.js';
import { builtInLessons } from '../teach/lessons.js';

const fb = (el: HTMLElement) => el.shadowRoot!.querySelector('.l-fb')?.textContent ?? '';

describe('lessons', () => {
  it('waits for the right move, explains a wrong one, gives a hint (lesson="draw-start")', async () => {
    const { el, events } = mount(await host(), { lesson: 'draw-start', speed: '0' });
    await until(() => /Your move/.test(fb(el)), 10000, 'the lesson to wait');
    const lesson = builtInLessons().find((l) => l.id === 'draw-start')!;
    expect(panelText(el)).to.contain('The draw game: who starts');
    const want = lesson.steps[0]!.expect!;
    expect(want.type).to.equal('play');
    const before = el.state;
    // a wrong tile: refused and explained, nothing applied
    const wrong = el.state!.hands[0]!.find((t) => t !== (want as { tile: string }).tile)!;
    el.play(wrong);
    await until(() => fb(el) !== '' && !/Your move/.test(fb(el)));
    expect(fb(el)).to.match(/must be led with a particular tile|not allowed|legal, but/);
    expect(el.shadowRoot!.querySelector('.l-fb')!.classList.contains('bad')).to.equal(true);
    expect(el.state).to.deep.equal(before);
    // hint
    button(el, 'Hint')!.click();
    await until(() => /^Lead /.test(fb(el)), 5000, 'the hint'); // hint() is async: the Hint button goes through it
    expect(fb(el)).to.match(/^Lead (six–three|.+)\.$/);
    expect(await el.hint()).to.deep.equal(want); // the move itself; its words stay in the lesson's panel
    expect(fb(el)).to.match(/^Lead (six–three|.+)\.$/);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~=hint]')?.getAttribute('aria-label'), 'the tile is highlighted').to.match(/–|double/);
    // the right move
    el.play((want as { tile: string }).tile);
    await until(() => /end of the lesson/.test(fb(el)), 5000, 'the end');
    expect(el.state!.line!.length).to.equal(1);
    expect(events.filter((e) => e.type === 'domino-step').length).to.be.greaterThan(1);
  });

  it('plays the other moves itself and stops at each expected move (lesson="all-fives")', async () => {
    const { el, events } = mount(await host(), { lesson: 'all-fives', speed: '0' });
    const lesson = builtInLessons().find((l) => l.id === 'all-fives')!;
    const waits = lesson.steps.filter((s) => s.expect);
    for (const s of waits.slice(0, 2)) {
      await until(() => el.toRecord() !== null && events.filter((e) => e.type === 'domino-step').at(-1)?.detail.step === s.at, 10000, `step ${s.at}`);
      await until(() => /Your move/.test(fb(el)));
      const a = s.expect!;
      if (a.type === 'play') el.play(a.tile, a.at);
      else if (a.type === 'draw') el.draw();
      else el.pass();
      await until(() => (events.filter((e) => e.type === 'domino-step').at(-1)?.detail.step as number) > s.at);
    }
  });

  it('an author\'s lesson: a record with expect entries loaded in teach mode', async () => {
    const rec = computerRecord({ variant: 'draw', players: 2, seed: 3 }, 6, ['Ana', 'Bo']);
    // the first move of seat 0 is the learner's
    const { el } = mount(await host(), { mode: 'teach', variant: 'draw', speed: '0' });
    await until(() => !!el.state);
    const first = el.state; void first;
    const states = (await import('../record/record.js')).replay(rec);
    const at = states.findIndex((g, k) => k < rec.rounds[0]!.actions.length && g.turn === 0);
    rec.expect = [`0:${at}`];
    rec.notes = { [`0:${at}`]: 'Your turn: which tile fits?' };
    expect(await el.load(rec)).to.equal(true);
    await until(() => /Your move/.test(fb(el)), 5000);
    expect(panelText(el)).to.contain('Your turn: which tile fits?');
    const a = rec.rounds[0]!.actions[at]!;
    if (a.type === 'play') el.play(a.tile, a.at);
    else el.draw();
    await until(() => /Right|end of the lesson/.test(fb(el)));
  });

  it('reports an unknown lesson', async () => {
    const { events } = mount(await host(), { lesson: 'chess', speed: '0' });
    await until(() => events.some((e) => e.type === 'domino-error'));
    expect(events.find((e) => e.type === 'domino-error')!.detail.code).to.equal('unknown-lesson');
  });

  it('passes an axe audit', async () => {
    const { el } = mount(await host(), { lesson: 'draw-start', speed: '0' });
    await until(() => /Your move/.test(fb(el)), 10000);
    button(el, 'Hint')!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
