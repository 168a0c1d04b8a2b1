// Courses in Chromium (issue 51 point 7): a person goes through a course of two lessons and a puzzle by clicking the
// hints and Next; the course under the panel shows its title and progress, its list each item with its stars; Next
// lesson and Next puzzle go to the course's next item (domino-lesson-next still says where); at the end the course says
// it is finished and domino-course-end fires; the same course opens again at its first unfinished item; a bad course
// is a domino-error bad-course in the table's language, naming the item, and a game is played.
import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import { button, host } from '../testing/lessons.js';
import type { DominoTable } from './domino-table.js';
import { encodeContent } from '../teach/link.js';
import { builtInPuzzle } from '../teach/puzzles.js';
import { moveText } from '../teach/lesson-json.js';

const q = (el: DominoTable, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const text = (el: DominoTable, sel: string) => q(el, sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const title = (el: DominoTable) => text(el, '.learn .l-head h2');

/** Clicks Hint, then what it highlights (a place on the table, a tile, a control), as a person does. */
async function followHint(el: DominoTable): Promise<void> {
  await until(() => !!button(el, 'Hint'), 8000, 'a Hint button');
  const before = el.state;
  button(el, 'Hint')!.click();
  await until(() => !!q(el, '.board .target') || !!q(el, '.hand button.hint') || !!q(el, '.learn .btn.hint') || !!q(el, '.controls .btn.hint'), 3000, 'the hint shown');
  await el.updateComplete;
  const target = q(el, '.board .target');
  if (target) target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  else (q(el, '.hand button.hint') ?? q(el, '.learn .btn.hint') ?? q(el, '.controls .btn.hint'))!.click();
  await until(() => el.state !== before, 3000, 'the hinted move played');
}

/** Plays the item shown to its end by the hints. */
async function solve(el: DominoTable): Promise<void> {
  for (let k = 0; k < 12 && !q(el, '.l-end') && !q(el, '.pz-end'); k++) {
    await until(() => !!q(el, '.l-goal') || !!q(el, '.l-end') || !!q(el, '.pz-end'), 10000, 'a goal or the end');
    if (q(el, '.l-end') || q(el, '.pz-end')) break;
    await followHint(el);
    await el.updateComplete;
  }
  await until(() => !!q(el, '.l-end') || !!q(el, '.pz-end'), 10000, 'the end card');
}

const COURSE = { format: 'domino-table/course-1', id: 'first-steps', title: { en: 'First steps', pl: 'Pierwsze kroki' }, items: [{ lesson: 'p-start' }, { puzzle: 'pt-001' }, { lesson: 'p-match' }] };

describe('courses', () => {
  it('two lessons and a puzzle, played to the end by the hints and Next; the list shows the progress', async () => {
    const { el, events } = mount(await host(), { course: JSON.stringify(COURSE), speed: '0' });
    const next: unknown[] = [];
    el.addEventListener('domino-lesson-next', (e) => next.push((e as CustomEvent).detail));
    for (const t of ['domino-lesson-end', 'domino-course-end']) el.addEventListener(t, (e) => events.push({ type: t, detail: (e as CustomEvent).detail }));
    await until(() => title(el) === 'Double six starts' && !!q(el, '.course'), 15000, 'the course’s first lesson');
    expect([text(el, '.course .c-title'), text(el, '.course .c-count')]).to.deep.equal(['Course: First steps', '0 of 3 done']);
    // the list: the items in order, none done, the first one shown
    (q(el, '.course .c-prog') as HTMLButtonElement).click();
    await until(() => !!q(el, '.c-list'), 3000, 'the course list');
    const rows = () => [...el.shadowRoot!.querySelectorAll('.c-list li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(rows()).to.deep.equal(['Lesson Double six starts○', 'Puzzle pt-001○', 'Lesson Matching the ends○']);
    expect(q(el, '.c-list button[aria-current="true"]')!.textContent).to.contain('Double six starts');

    await solve(el);
    await until(() => text(el, '.course .c-count') === '1 of 3 done', 3000, 'one done');
    expect(rows()[0]).to.match(/^Lesson Double six starts/);
    expect(q(el, '.c-list li .stars'), 'the stars of the lesson done').to.not.equal(null);
    expect(events.find((e) => e.type === 'domino-lesson-end')!.detail).to.deep.include({ lesson: 'p-start', next: 'pt-001' });
    button(el, 'Next lesson')!.click();
    await until(() => !!q(el, '.puzzle') && text(el, '.puzzle .l-head h2') === 'Puzzle pt-001', 15000, 'the course’s puzzle');
    expect(next).to.deep.equal([{ lesson: 'p-start', next: 'pt-001' }]);
    expect(q(el, '.c-list button[aria-current="true"]')!.textContent).to.contain('pt-001');

    await solve(el);
    await until(() => text(el, '.course .c-count') === '2 of 3 done', 3000, 'two done');
    button(el, 'Next puzzle')!.click();
    await until(() => title(el) === 'Matching the ends', 15000, 'the course’s last lesson');
    expect(next).to.deep.equal([{ lesson: 'p-start', next: 'pt-001' }, { lesson: 'pt-001', next: 'p-match' }]);
    expect(el.getAttribute('puzzle'), 'the course moves on itself, not by the puzzle attribute').to.equal(null);

    await solve(el);
    await until(() => text(el, '.course .c-count') === '3 of 3 done', 3000, 'all done');
    expect(text(el, '.course .c-done')).to.equal('You finished the course “First steps”!');
    expect(button(el, 'Next lesson'), 'nothing after the last item').to.equal(null);
    const end = events.filter((e) => e.type === 'domino-course-end');
    expect(end.map((e) => e.detail)).to.deep.equal([{ course: 'first-steps', done: 3 }]);
    expect(rows().every((r) => r.includes('★'))).to.equal(true);
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });

  it('opens at its first unfinished item (progress per course id), from a dl1. link too; a list item opens it', async () => {
    const course = { id: 'resume', title: 'Again', items: [{ lesson: 'p-start' }, { lesson: 'p-match' }] };
    const a = mount(await host(), { course: JSON.stringify(course), speed: '0' });
    await until(() => title(a.el) === 'Double six starts', 15000, 'the first lesson');
    await solve(a.el);
    a.el.remove();
    const { el } = mount(await host(), { course: await encodeContent('course', course), speed: '0' });
    await until(() => title(el) === 'Matching the ends' && text(el, '.course .c-count') === '1 of 2 done', 15000, 'the first unfinished lesson');
    (q(el, '.course .c-prog') as HTMLButtonElement).click();
    await until(() => !!q(el, '.c-list'), 3000, 'the list');
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.c-list button')][0]!.click();
    await until(() => title(el) === 'Double six starts', 10000, 'the item chosen');
  });

  it('a puzzle in JSON, then a lesson: solved by the hint, Next goes on; removing the course leaves it for a game', async () => {
    const p = (await builtInPuzzle('dr-002'))!;
    const puzzle = { id: 'mine', title: 'My puzzle', variant: 'draw', players: p.lesson.players, learner: p.lesson.learner, theme: 'block', position: { deals: p.lesson.deals, moves: p.lesson.moves.map(moveText).join(' ') }, answer: moveText(p.options[0]!.action) };
    const { el, events } = mount(await host(), { course: JSON.stringify({ id: 'json', title: 'Mixed', items: [{ puzzle }, { lesson: 'd-start' }] }), speed: '0' });
    await until(() => text(el, '.puzzle .l-head h2') === 'My puzzle' && !!q(el, '.course'), 15000, 'the JSON puzzle');
    await solve(el);
    await until(() => text(el, '.course .c-count') === '1 of 2 done', 3000, 'the puzzle done');
    button(el, 'Next puzzle')!.click();
    await until(() => title(el) === 'Who starts: the highest double', 15000, 'the lesson after it');
    el.removeAttribute('course');
    await until(() => !q(el, '.course') && !q(el, '.learn.lesson') && el.state?.phase === 'playing', 10000, 'a game');
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });

  it('a bad course is a domino-error bad-course in the table’s language naming the item, and a game is played', async () => {
    const bad = { title: 'Oops', items: [{ lesson: 'p-start' }, { puzzle: 'no-such-puzzle' }] };
    const { el, events } = mount(await host(), { course: JSON.stringify(bad), speed: '0', lang: 'pl', variant: 'draw' });
    await until(() => events.some((e) => e.type === 'domino-error'), 15000, 'the error');
    const err = events.find((e) => e.type === 'domino-error')!.detail as { code: string; message: string };
    expect(err.code).to.equal('bad-course');
    expect(err.message).to.match(/^Nie można otworzyć tego kursu: item 2 \(puzzle "no-such-puzzle"\)/);
    await until(() => el.state?.variant === 'draw' && !q(el, '.course'), 10000, 'a game of the element’s variant');
    // a course without items, and a lesson in JSON that does not read, name what is wrong too
    const b = mount(await host(), { course: '{"title":"x","items":[{"lesson":{"variant":"draw"}}]}', speed: '0' });
    await until(() => b.events.some((e) => e.type === 'domino-error'), 15000, 'the second error');
    expect((b.events.find((e) => e.type === 'domino-error')!.detail as { message: string }).message).to.match(/^This course cannot be opened: item 1: the lesson needs a position/);
  });
});
