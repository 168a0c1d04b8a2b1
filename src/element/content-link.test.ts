// Content by link and by URL (issue 51): `lesson="dl1.…"` plays the lesson it carries; a damaged link and a link of a
// newer version are refused with `domino-error` (bad-link, link-version) and a message in the table's language, and
// the table plays a game instead; `src=` opens a lesson or puzzle file served beside the page; a schema-invalid lesson
// is `bad-lesson` with the field's path.
import { expect } from '@open-wc/testing';
import { mount, until, parts } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import { host } from '../testing/lessons.js';
import type { DominoTable } from './domino-table.js';
import { encodeContent } from '../teach/link.js';

const LESSON_URL = new URL('../testing/content/draw-lesson.json', import.meta.url).href;
const lessonJSON = async () => (await (await fetch(LESSON_URL)).json()) as Record<string, unknown>;
const PUZZLE = { variant: 'draw', players: 2, theme: 'block', rating: 1300, position: { deal: { hands: ['6-6 6-4 4-2 2-2 5-1 3-0 1-1', '5-5 6-5 6-3 3-3 4-4 2-0 0-0'] }, moves: '6-6 6-5@left' }, answer: '6-4@right' };

function ends(parent: HTMLElement): Recorded[] {
  const out: Recorded[] = [];
  for (const t of ['domino-lesson-end', 'domino-puzzle-end']) parent.addEventListener(t, (e) => out.push({ type: e.type, detail: (e as CustomEvent).detail }));
  return out;
}

/** The learner taps a tile the lesson offers (and a place, when the table asks which end). */
async function tapPlayable(el: DominoTable): Promise<void> {
  await until(() => parts(el).playable().length > 0, 8000, 'a playable tile');
  parts(el).playable()[0]!.click();
  await el.updateComplete;
  const place = parts(el).placeButtons()[0];
  if (place) place.click();
}

const errorOf = async (events: Recorded[]) => {
  await until(() => events.some((e) => e.type === 'domino-error'), 8000, 'domino-error');
  return events.find((e) => e.type === 'domino-error')!.detail as { code: string; message: string };
};

describe('content links and src', () => {
  it('lesson="dl1.…" plays the lesson the link carries, to its end', async () => {
    const parent = await host();
    const done = ends(parent);
    const link = await encodeContent('lesson', await lessonJSON());
    const { el, events } = mount(parent, { lesson: link, speed: '0' });
    await until(() => !!el.shadowRoot!.querySelector('.l-goal'), 8000, 'the lesson’s goal');
    expect(el.shadowRoot!.querySelector('.learn')!.textContent).to.match(/Match an end/);
    await tapPlayable(el);
    await until(() => done.length > 0, 8000, 'domino-lesson-end');
    expect(done[0]!.detail.lesson).to.equal('my-first-lesson');
    expect(events.filter((e) => e.type === 'domino-error')).to.deep.equal([]);
  });

  it('the embed page’s way: an URL holding the link, as `puzzle`, opens the puzzle it carries', async () => {
    const parent = await host();
    const done = ends(parent);
    const link = await encodeContent('puzzle', PUZZLE);
    const { el } = mount(parent, { puzzle: `https://example.org/embed/?puzzle=${link}`, speed: '0' });
    await until(() => parts(el).playable().length > 0, 8000, 'the puzzle');
    el.play('6-4', 'right');
    await until(() => done.length > 0, 8000, 'domino-puzzle-end');
    expect(done[0]!.detail.solved).to.equal(true);
  });

  it('a damaged link: bad-link in Portuguese, and a game instead', async () => {
    const link = await encodeContent('lesson', await lessonJSON());
    const flipped = link.slice(0, 20) + (link[20] === 'A' ? 'B' : 'A') + link.slice(21);
    const { el, events } = mount(await host(), { lesson: flipped, lang: 'pt-BR', variant: 'draw', speed: '0' });
    const err = await errorOf(events);
    expect(err.code).to.equal('bad-link');
    expect(err.message).to.equal('Este link está danificado ou incompleto e não pode ser aberto. Peça o link de novo.');
    expect(parts(el).error()).to.contain('danificado');
    await until(() => el.state?.variant === 'draw', 8000, 'a game of draw instead');
    expect(el.shadowRoot!.querySelector('.l-goal')).to.equal(null);
  });

  it('a link cut short is refused whole (bad-link), never half-loaded', async () => {
    const link = await encodeContent('lesson', await lessonJSON());
    const { el, events } = mount(await host(), { lesson: link.slice(0, -6), variant: 'draw', speed: '0' });
    expect((await errorOf(events)).code).to.equal('bad-link');
    await until(() => !!el.state, 8000, 'a game instead');
    expect(el.shadowRoot!.querySelector('.l-goal')).to.equal(null);
  });

  it('a link of a newer version: link-version, said in Portuguese', async () => {
    const link = await encodeContent('lesson', await lessonJSON());
    const { el, events } = mount(await host(), { lesson: 'dl2.' + link.slice(4), lang: 'pt-BR', variant: 'draw', speed: '0' });
    const err = await errorOf(events);
    expect(err.code).to.equal('link-version');
    expect(err.message).to.match(/versão do domino-table mais nova/);
    await until(() => !!el.state, 8000, 'a game instead');
  });

  it('src= a JSON file served beside the page opens the lesson in it', async () => {
    const parent = await host();
    const done = ends(parent);
    const { el } = mount(parent, { src: LESSON_URL, speed: '0' });
    await until(() => !!el.shadowRoot!.querySelector('.l-goal'), 8000, 'the lesson from src');
    await tapPlayable(el);
    await until(() => done.length > 0, 8000, 'domino-lesson-end');
    expect(done[0]!.detail.lesson).to.equal('my-first-lesson');
  });

  it('src= a file holding a dl1 link opens what it carries (a puzzle)', async () => {
    const url = URL.createObjectURL(new Blob([`${await encodeContent('puzzle', PUZZLE)}\n`], { type: 'text/plain' }));
    const { el } = mount(await host(), { src: url, speed: '0' });
    await until(() => !!el.shadowRoot!.querySelector('.pz, .l-goal'), 8000, 'the puzzle from src');
    expect(el.state?.variant).to.equal('draw');
  });

  it('src= a missing file, or a file that is not content: bad-src in Polish', async () => {
    for (const src of ['/no/such/lesson.json', new URL('../testing/content/not-content.txt', import.meta.url).href]) {
      const { el, events } = mount(await host(), { src, lang: 'pl', variant: 'block', speed: '0' });
      const err = await errorOf(events);
      expect(err.code, src).to.equal('bad-src');
      expect(err.message).to.match(/^Nie udało się wczytać „.*”: pliku nie ma albo nie jest to lekcja, zadanie ani kurs w formacie JSON\.$/);
      await until(() => el.state?.variant === 'block', 8000, 'a game instead');
      el.remove();
    }
  });

  it('a lesson that does not follow the format: bad-lesson naming the field', async () => {
    const l = await lessonJSON();
    (l.steps as { goal: unknown }[])[0]!.goal = { do: 'play', tile: '6-x' };
    const { events } = mount(await host(), { lesson: await encodeContent('lesson', l), variant: 'draw', speed: '0' });
    const err = await errorOf(events);
    expect(err.code).to.equal('bad-lesson');
    expect(err.message).to.equal('This lesson cannot be opened: steps/0/goal/tile: "6-x" is not a tile such as "6-4".');
  });

  it('a lesson in JSON: a field the format does not name is ignored (the checker points it out), a wrong one is bad-lesson with its path', async () => {
    const l = { ...(await lessonJSON()), author: 'Ana' };
    const a = mount(await host(), { lesson: JSON.stringify(l), speed: '0' });
    await until(() => !!a.el.shadowRoot!.querySelector('.l-goal'), 8000, 'the lesson');
    expect(a.events.filter((e) => e.type === 'domino-error')).to.deep.equal([]);
    a.el.remove();
    const b = mount(await host(), { lesson: JSON.stringify({ ...l, players: 'two' }), variant: 'draw', speed: '0' });
    expect((await errorOf(b.events)).message).to.equal('This lesson cannot be opened: players: "two" is not a whole number.');
  });
});
