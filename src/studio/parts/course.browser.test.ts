// The studio's course part in Chromium (issue 51 point 7), like a person: a title typed, built-in lessons and a puzzle
// chosen from the list, a lesson pasted as a dl1. link, something unreadable pasted (refused with the reason, the text
// kept), items moved by the keyboard (focus follows the item) and removed; the value is the course JSON the table reads.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../domino-studio.js';
import type { DominoStudio } from '../domino-studio.js';
import type { CourseJSON } from '../types.js';
import { encodeContent } from '../../teach/link.js';

const until = async (f: () => boolean, ms = 5000, what = 'condition') => {
  const t = Date.now();
  while (!f()) {
    if (Date.now() - t > ms) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const LESSON = { id: 'mine', variant: 'partnership', title: 'My lesson', position: { deal: { hands: ['6-6 6-5 6-4 6-3 6-2 6-1 6-0', '5-5 5-4 5-3 5-2 5-1 5-0 4-4', '4-3 4-2 4-1 4-0 3-3 3-2 3-1', '3-0 2-2 2-1 2-0 1-1 1-0 0-0'] } }, steps: [{ goal: { do: 'lead' } }] };

describe('the studio’s course part', () => {
  it('builds a course: title, built-in lesson and puzzle, a pasted link; refuses garbage; reorders by keyboard; removes', async () => {
    const el = await fixture<DominoStudio>(html`<domino-studio kind="course" lang="en"></domino-studio>`);
    const r = el.shadowRoot!;
    const q = <T extends Element>(s: string) => r.querySelector<T>(s)!;
    const value = () => el.value as CourseJSON;
    await until(() => !!r.querySelector('.course-part .c-title') && !!r.querySelector('optgroup[label^="Puzzles"]'), 5000, 'the course part and its lists');
    const names = () => [...r.querySelectorAll('.c-items li .c-name')].map((x) => x.textContent!.trim());

    // the title, typed
    q<HTMLInputElement>('.c-title').focus();
    await sendKeys({ type: 'Two games' });
    expect(value().title).to.equal('Two games');
    expect(value().format).to.equal('domino-table/course-1');

    // built-in: a lesson, then a puzzle, from the list
    const pick = (v: string) => {
      const s = q<HTMLSelectElement>('.c-pick select');
      s.value = v;
      s.dispatchEvent(new Event('change'));
    };
    pick('lesson:p-match');
    await el.updateComplete;
    q<HTMLButtonElement>('.c-add').click();
    pick('puzzle:pt-001');
    await el.updateComplete;
    q<HTMLButtonElement>('.c-add').click();
    await el.updateComplete;
    expect(value().items).to.deep.equal([{ lesson: 'p-match' }, { puzzle: 'pt-001' }]);

    // pasted: a dl1. link of a lesson
    const paste = async (text: string) => {
      const ta = q<HTMLTextAreaElement>('#c-paste');
      ta.value = text;
      ta.dispatchEvent(new Event('input'));
      await el.updateComplete;
      q<HTMLButtonElement>('.c-add-pasted').click();
    };
    await paste(await encodeContent('lesson', LESSON));
    await until(() => value().items.length === 3, 5000, 'the pasted lesson');
    expect((value().items[2] as { lesson: { title: string } }).lesson.title).to.equal('My lesson');
    await el.updateComplete;
    expect(q<HTMLTextAreaElement>('#c-paste').value).to.equal('');

    // pasted garbage: refused with the reason; the text stays
    await paste('dl1.AAAAbroken');
    await until(() => !!r.querySelector('.c-refused'), 5000, 'the refusal');
    expect(q('.c-refused').getAttribute('role')).to.equal('alert');
    expect(q('.c-refused').textContent).to.match(/^This link cannot be read: /);
    expect(q<HTMLTextAreaElement>('#c-paste').value).to.equal('dl1.AAAAbroken');
    await paste('{"title":"x","items":[{"lesson":"p-start"}]}');
    await until(() => /course/.test(r.querySelector('.c-refused')?.textContent ?? ''), 5000, 'a course refused');
    expect(value().items.length).to.equal(3);

    // reorder by keyboard: the first item down (Enter on its button); focus stays with it
    expect(names()).to.deep.equal(['p-match · Matching the ends', 'pt-001', 'My lesson']);
    q<HTMLButtonElement>('[data-item="0"] .c-down').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(names()).to.deep.equal(['pt-001', 'p-match · Matching the ends', 'My lesson']);
    await until(() => r.activeElement === r.querySelector('[data-item="1"] .c-down'), 2000, 'focus on the item moved');
    expect(r.activeElement!.getAttribute('aria-label')).to.equal('Move p-match · Matching the ends down');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(names()).to.deep.equal(['pt-001', 'My lesson', 'p-match · Matching the ends']);
    // the first item cannot go up: it says so and does nothing
    q<HTMLButtonElement>('[data-item="0"] .c-up').click();
    expect(q('[data-item="0"] .c-up').getAttribute('aria-disabled')).to.equal('true');
    expect(names()[0]).to.equal('pt-001');

    // remove
    q<HTMLButtonElement>('[data-item="1"] .c-remove').click();
    await el.updateComplete;
    expect(value().items).to.deep.equal([{ puzzle: 'pt-001' }, { lesson: 'p-match' }]);
    for (const b of r.querySelectorAll<HTMLElement>('.course-part button')) expect(b.getBoundingClientRect().height, b.textContent!).to.be.at.least(44);
  });
});
