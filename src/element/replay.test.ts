import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { mount, until } from '../testing/harness.js';
import { button, computerRecord, host, panelText } from '../testing/lessons.js';
import { encodeRecord, replay } from '../record/record.js';
import type { DominoTable } from './domino-table.js';

const rec = computerRecord({ variant: 'all-fives', players: 2, seed: 77 }, 40, ['Ana', 'Bo']);
rec.notes = { '0:0': 'The deal: seven tiles each.', '0:2': 'Watch <b>this</b> & that.' };
const states = replay(rec);
const total = states.length - 1;

const steps = (events: { type: string; detail: Record<string, unknown> }[]) => events.filter((e) => e.type === 'domino-step').map((e) => e.detail);
const key = (el: DominoTable, k: string) => el.shadowRoot!.querySelector('.table')!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));

describe('replay mode', () => {
  it('opens the record attribute at the step attribute, fires domino-step and shows the note as text', async () => {
    const { el, events } = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), step: '2', speed: '0' });
    await until(() => steps(events).length > 0, 10000, 'domino-step');
    expect(steps(events)[0]).to.deep.equal({ step: 2, total, note: 'Watch <b>this</b> & that.' });
    expect(el.state).to.deep.equal(states[2]);
    await el.updateComplete;
    const note = el.shadowRoot!.querySelector('.l-note')!;
    expect(note.textContent).to.contain('Watch <b>this</b> & that.');
    expect(note.querySelector('b:not(:first-child)')).to.equal(null); // never HTML
    expect(panelText(el)).to.contain(`Step 2 of ${total}`);
    // every hand face up in a replay
    expect(el.shadowRoot!.querySelectorAll('.seat .minis.up').length).to.equal(2);
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });

  it('steps with the buttons, the keys, next()/previous()/goTo() and the step property', async () => {
    const { el, events } = mount(await host(), { mode: 'replay', record: encodeRecord(rec), speed: '0' });
    await until(() => steps(events).length > 0);
    expect(steps(events).at(-1)).to.deep.equal({ step: 0, total, note: 'The deal: seven tiles each.' });
    await el.updateComplete;
    button(el, 'Next step')!.click();
    await until(() => steps(events).at(-1)!.step === 1);
    expect(el.state).to.deep.equal(states[1]);
    button(el, 'Last step')!.click();
    await until(() => steps(events).at(-1)!.step === total);
    button(el, 'Previous step')!.click();
    await until(() => steps(events).at(-1)!.step === total - 1);
    button(el, 'First step')!.click();
    await until(() => steps(events).at(-1)!.step === 0);
    key(el, 'ArrowRight');
    await until(() => steps(events).at(-1)!.step === 1);
    key(el, 'End');
    await until(() => steps(events).at(-1)!.step === total);
    key(el, 'ArrowLeft');
    await until(() => steps(events).at(-1)!.step === total - 1);
    key(el, 'Home');
    await until(() => steps(events).at(-1)!.step === 0);
    await el.goTo(5);
    await until(() => steps(events).at(-1)!.step === 5);
    expect(el.state).to.deep.equal(states[5]);
    expect(el.step).to.equal(5);
    await el.next();
    expect(el.state).to.deep.equal(states[6]);
    await el.previous();
    await el.previous();
    expect(el.state).to.deep.equal(states[4]);
    el.step = 9;
    await until(() => steps(events).at(-1)!.step === 9);
    expect(el.state).to.deep.equal(states[9]);
    expect(el.toRecord()).to.deep.equal(rec);
    // clamped
    await el.goTo(10_000);
    expect(el.state).to.deep.equal(states[total]);
  });

  it('autoplays with Space and the play button, and pauses', async () => {
    const { el, events } = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), speed: '20' });
    await until(() => steps(events).length > 0);
    await el.updateComplete;
    key(el, ' ');
    await until(() => (steps(events).at(-1)!.step as number) >= 3, 5000, 'autoplay');
    key(el, ' ');
    await el.updateComplete;
    const at = steps(events).at(-1)!.step;
    await new Promise((r) => setTimeout(r, 120));
    expect(steps(events).at(-1)!.step).to.equal(at); // paused
    const play = el.shadowRoot!.querySelector<HTMLButtonElement>('.l-play')!;
    expect(play.getAttribute('aria-pressed')).to.equal('false');
    play.click();
    await el.updateComplete;
    expect(play.getAttribute('aria-pressed')).to.equal('true');
    await until(() => steps(events).at(-1)!.step === total, 10000, 'the end');
    await until(() => play.getAttribute('aria-pressed') === 'false');
  });

  it('replays the game just played when mode turns to replay, and plays on from the step shown', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', seed: '4', humans: 'none', speed: '0' });
    await until(() => events.filter((e) => e.type === 'domino-play').length >= 6);
    el.setAttribute('mode', 'replay');
    await until(() => steps(events).length > 0);
    const played = el.toRecord()!;
    expect(played.rounds[0]!.actions.length).to.be.greaterThan(5);
    await el.goTo(3);
    el.setAttribute('mode', 'play');
    await until(() => (el.toRecord()!.rounds[0]!.actions.length ?? 0) > 3 || el.state!.phase !== 'playing');
    expect(el.toRecord()!.rounds[0]!.actions.slice(0, 3)).to.deep.equal(played.rounds[0]!.actions.slice(0, 3));
  });

  it('passes an axe audit', async () => {
    const { el, events } = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), step: '2', speed: '0' });
    await until(() => steps(events).length > 0);
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  describe('the move list and the slider', () => {
    after(() => setViewport({ width: 800, height: 600 }));
    const centre = (n: Element) => {
      const r = n.getBoundingClientRect();
      return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
    };
    const moveButtons = (el: DominoTable) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.r-moves .r-move')];

    for (const [width, height] of [
      [375, 740],
      [1280, 800],
    ] as const) {
      it(`${width} × ${height}: lists every move oldest first with the current one marked; a click on the 3rd move shows the position after it; the slider scrubs`, async () => {
        await setViewport({ width, height });
        const { el, events } = mount(await host(width - 20), { mode: 'replay', record: JSON.stringify(rec), step: '0', speed: '0', fit: 'viewport' });
        await until(() => steps(events).length > 0 && moveButtons(el).length > 0, 10000, 'the move list');
        await el.updateComplete;
        const list = moveButtons(el);
        expect(list.length, 'the deal and every move').to.equal(total + 1);
        // in order: item k is step k, the newest last
        expect(list.map((b) => Number(b.querySelector('.r-n')!.textContent))).to.deep.equal([...Array(total + 1).keys()]);
        expect(list[1]!.textContent).to.contain(['Ana', 'Bo'][states[0]!.turn!]); // the first move is the leader's
        expect(list.filter((b) => b.hasAttribute('aria-current')).map((b) => list.indexOf(b))).to.deep.equal([0]);
        // the list beside the board on a wide table, under it on a phone
        const felt = el.shadowRoot!.querySelector('.felt')!.getBoundingClientRect();
        const ol = el.shadowRoot!.querySelector('.r-moves')!.getBoundingClientRect();
        if (width >= 900) expect(ol.left, 'beside the board').to.be.at.least(felt.right - 1);
        else expect(ol.top, 'under the board').to.be.at.least(felt.bottom - 1);
        // a person clicks the third move
        list[3]!.scrollIntoView({ block: 'nearest' });
        await sendMouse({ type: 'click', position: centre(list[3]!) });
        await until(() => steps(events).at(-1)!.step === 3, 5000, 'step 3');
        expect(el.state).to.deep.equal(states[3]);
        await el.updateComplete;
        const marked = moveButtons(el).filter((b) => b.hasAttribute('aria-current'));
        expect(marked.length).to.equal(1);
        expect(marked[0]!.getAttribute('aria-current')).to.equal('step');
        expect(marked[0]!.querySelector('.r-n')!.textContent).to.equal('3');
        expect(panelText(el)).to.contain(`Step 3 of ${total}`);
        // the slider: a click three quarters along goes about three quarters through the record
        const slider = el.shadowRoot!.querySelector<HTMLInputElement>('.r-slider')!;
        expect(slider.type).to.equal('range');
        expect(slider.value).to.equal('3');
        slider.scrollIntoView({ block: 'nearest' });
        const r = slider.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(r.left + r.width * 0.75), Math.round(r.top + r.height / 2)] });
        await until(() => (steps(events).at(-1)!.step as number) > total / 2, 5000, 'the slider to move the position');
        const at = steps(events).at(-1)!.step as number;
        expect(at).to.be.within(Math.floor(total * 0.6), Math.ceil(total * 0.9));
        expect(el.state).to.deep.equal(states[at]);
        await el.updateComplete;
        expect(slider.value).to.equal(String(at));
        expect(moveButtons(el).find((b) => b.hasAttribute('aria-current'))!.querySelector('.r-n')!.textContent).to.equal(String(at));
        // the current move scrolled into the list's view
        const cur = moveButtons(el).find((b) => b.hasAttribute('aria-current'))!.getBoundingClientRect();
        await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
        const box = el.shadowRoot!.querySelector('.r-moves')!.getBoundingClientRect();
        const now = moveButtons(el).find((b) => b.hasAttribute('aria-current'))!.getBoundingClientRect();
        expect(now.top >= box.top - 1 && now.bottom <= box.bottom + 1, `the current move in view (${JSON.stringify([cur, now, box])})`).to.equal(true);
        // keyboard as before: the arrow steps on from the slider
        key(el, 'ArrowRight');
        await until(() => steps(events).at(-1)!.step === at + 1, 5000, 'the arrow key');
        el.remove();
      });
    }
  });
});
