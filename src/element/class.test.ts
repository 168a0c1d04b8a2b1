// mode="class" in the element without a class server behind it (the class itself: src/server/class-pages.test.ts).
import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import './domino-table.js';

describe('mode="class"', () => {
  it('is a mode of its own; without a server it says so (domino-error) and the lesson opens for one learner', async () => {
    const box = document.body.appendChild(document.createElement('div'));
    const errors: { code: string; message: string }[] = [];
    box.addEventListener('domino-error', (e) => errors.push((e as CustomEvent).detail));
    const { el } = mount(box, { mode: 'class', lesson: 'f-fives' });
    await until(() => errors.length > 0 && !!el.shadowRoot!.querySelector('.l-goal'));
    expect(errors.map((e) => e.code)).to.deep.equal(['class-needs-server']);
    expect(errors[0]!.message).to.match(/needs a server/);
    expect(el.mode).to.equal('class');
    box.remove();
  });

  it('with a server that is not there, the class panel says the class could not open', async () => {
    const box = document.body.appendChild(document.createElement('div'));
    const errors: string[] = [];
    box.addEventListener('domino-error', (e) => errors.push((e as CustomEvent).detail.code));
    const { el } = mount(box, { mode: 'class', lesson: 'f-fives', server: 'ws://127.0.0.1:9' });
    await until(() => /Could not open the class/.test(el.shadowRoot!.querySelector('.class .c-err')?.textContent ?? ''), 15000);
    expect(errors).to.include('class');
    box.remove();
  });
});
