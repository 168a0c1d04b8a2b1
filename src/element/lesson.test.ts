import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { mount, until, parts } from '../testing/harness.js';
import { host } from '../testing/lessons.js';
import type { DominoTable } from './domino-table.js';
import { builtIn } from '../teach/builtin.js';
import { checkLesson } from '../teach/lesson-check.js';
import { VARIANTS } from '../engine/index.js';
import type { Lesson } from '../teach/lesson.js';

const RULE_ID = /\b[CPDFM]-\d+\b/;
const root = (el: DominoTable) => el.shadowRoot!;
const q = (el: DominoTable, sel: string) => root(el).querySelector<HTMLElement>(sel);
const text = (el: DominoTable, sel: string) => q(el, sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const visible = (el: DominoTable) => (q(el, '.table') as HTMLElement).innerText;
const buttonByText = (el: DominoTable, label: string) => [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === label) ?? null;

/** The lesson waits for the learner (its goal shows) or has ended. */
const settled = (el: DominoTable) => !!q(el, '.l-goal') || !!q(el, '.l-end');

const YOUR_TURN: Record<string, RegExp> = { en: /Your turn/, 'pt-BR': /Sua vez/, pl: /Twoja kolej|Twój ruch/ };

/** Checks what any person sees now: no rule id in the text; "your turn" only while the lesson waits for a move. */
function look(el: DominoTable, lang = 'en'): void {
  expect(visible(el), 'visible text').to.not.match(RULE_ID);
  const status = parts(el).status();
  if (YOUR_TURN[lang]!.test(status)) expect(q(el, '.l-goal'), `"${status}" while the lesson waits`).to.not.equal(null);
  if (!q(el, '.l-goal')) expect(root(el).querySelectorAll('.hand button.playable').length, 'no tile offered while the lesson does not wait').to.equal(0);
}

/** A wrong try with what the table offers (a greyed tile), else through the API (a draw or pass the rules refuse). */
async function wrongTry(el: DominoTable): Promise<string> {
  const grey = [...root(el).querySelectorAll<HTMLButtonElement>('.hand button')].find((b) => !b.classList.contains('playable'));
  if (grey) {
    // A greyed tile tapped asks why it cannot be played: the reason shows as information, not as a mistake (no star lost).
    grey.click();
    await until(() => !!q(el, '.l-fb.info'), 3000, 'the reason a greyed tile cannot be played');
    expect(q(el, '.l-fb.bad'), 'a greyed tile tapped is not a mistake').to.equal(null);
    return text(el, '.l-fb.info');
  }
  if (el.legalActions.some((a) => a.type === 'draw')) el.pass();
  else el.draw();
  await until(() => !!q(el, '.l-fb.bad'), 3000, 'a reason for the wrong try');
  return text(el, '.l-fb.bad');
}

/** Follows the hint as a person would: the highlighted place on the table, else the highlighted tile or control. */
async function followHint(el: DominoTable, lang = 'en'): Promise<void> {
  const label = { en: 'Hint', 'pt-BR': 'Dica', pl: 'Podpowiedź' }[lang]!;
  // The goal is on screen whenever the lesson waits, and Hint with it; a render still in flight may lag by a frame.
  await until(() => buttonByText(el, label) !== null, 3000, 'a Hint button');
  const hint = buttonByText(el, label)!;
  hint.click();
  await until(() => !!q(el, '.l-fb.info') || !!q(el, '[part~=hint]') || !!q(el, '.controls .hint'), 3000, 'the hint');
  await el.updateComplete;
  const target = q(el, '.board .target');
  const tile = q(el, '.hand button.hint');
  const control = q(el, '.learn .btn.hint') ?? q(el, '.controls .btn.hint');
  if (target) target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  else if (tile) tile.click();
  else if (control) control.click();
  else buttonByText(el, { en: 'Deal the next hand', 'pt-BR': 'Distribuir a próxima mão', pl: 'Rozdaj następne rozdanie' }[lang]!)!.click();
}

describe('a newcomer finishes every built-in lesson using only what the table shows', () => {
  const lessons: Lesson[] = [];
  before(async () => {
    for (const v of VARIANTS) lessons.push(...(await builtIn(v)));
  });

  it('has lessons for every variant', () => {
    expect(lessons.length).to.be.greaterThan(25);
  });

  for (const v of VARIANTS) {
    it(`${v}: every lesson ends with domino-lesson-end within its stated moves; every step answers a wrong try with a reason`, async () => {
      for (const lesson of lessons.filter((l) => l.variant === v)) {
        const limit = checkLesson(lesson).maxMoves;
        const parent = await host(700);
        const ends: CustomEvent[] = [];
        parent.addEventListener('domino-lesson-end', (e) => ends.push(e as CustomEvent));
        const { el } = mount(parent, { lesson: lesson.id, speed: '0' });
        await until(() => settled(el), 8000, `${lesson.id} to start`);
        let moves = 0;
        for (let step = 0; !q(el, '.l-end') && step < 12; step++) {
          look(el);
          const goal = text(el, '.l-goal');
          expect(goal, `${lesson.id}: the goal in one sentence`).to.match(/^Your goal: [^.!]+[.!]$/);
          if (!/Deal the next hand/.test(goal)) {
            const why = await wrongTry(el);
            expect(why.length, `${lesson.id}: a reason`).to.be.greaterThan(8);
            expect(why).to.not.match(RULE_ID);
          }
          const before = el.state;
          await followHint(el);
          await until(() => el.state !== before, 3000, `${lesson.id}: the hinted move is accepted`);
          moves++;
          await el.updateComplete; // the goal on screen is the new one, not the one just met
          await until(() => settled(el), 8000, `${lesson.id}: the next goal or the end`);
        }
        look(el);
        await until(() => ends.length > 0, 3000, `${lesson.id}: domino-lesson-end`);
        expect(moves, `${lesson.id}: learner moves`).to.be.at.most(limit);
        const d = ends[0]!.detail;
        expect(d.lesson).to.equal(lesson.id);
        expect(d.stars).to.be.oneOf([1, 2, 3]);
        const i = lessons.indexOf(lesson);
        expect(d.next).to.equal(lessons[i + 1]?.variant === v ? lessons[i + 1]!.id : null);
        expect(text(el, '.l-end')).to.contain('Lesson complete');
        expect(parts(el).status()).to.equal('Lesson complete');
        el.remove();
      }
    });
  }
});

describe('the same, in Brazilian Portuguese and Polish', () => {
  for (const lang of ['pt-BR', 'pl']) {
    it(`${lang}: every built-in lesson can be finished from what the table shows, with reasons in ${lang}`, async () => {
      const all = (await Promise.all(VARIANTS.map((v) => builtIn(v)))).flat();
      for (const lesson of all) {
        const parent = await host(700);
        let ended = false;
        parent.addEventListener('domino-lesson-end', () => (ended = true));
        const { el } = mount(parent, { lesson: lesson.id, speed: '0', lang });
        await until(() => settled(el) && el.shadowRoot!.querySelector('.l-head h2')!.textContent!.length > 0, 8000, `${lesson.id} to start`);
        for (let step = 0; !q(el, '.l-end') && step < 12; step++) {
          look(el, lang);
          expect(text(el, '.l-goal').length, `${lesson.id}: a goal`).to.be.greaterThan(10);
          if (lesson.steps[Math.min(step, lesson.steps.length - 1)]!.goal.do !== 'next-round' && !/Distribu|Rozdaj/.test(text(el, '.l-goal'))) {
            const why = await wrongTry(el);
            expect(why, `${lesson.id}: a reason in ${lang}`).to.not.match(/^(That|The|You) /);
          }
          const before = el.state;
          await followHint(el, lang);
          await until(() => el.state !== before, 3000, `${lesson.id}: the hinted move`);
          await el.updateComplete;
          await until(() => settled(el), 8000, `${lesson.id}: the next goal or the end`);
        }
        look(el, lang);
        await until(() => ended, 3000, `${lesson.id}: domino-lesson-end`);
        el.remove();
      }
    });
  }
});

describe('lessons', () => {
  it('stars: three for a lesson solved without hints or wrong tries; Next lesson, Try again, the list', async () => {
    const { el, events } = mount(await host(), { lesson: 'p-start', speed: '0' });
    const ends: number[] = [];
    el.addEventListener('domino-lesson-end', (e) => ends.push((e as CustomEvent).detail.stars));
    await until(() => settled(el), 8000);
    expect(text(el, '.l-goal')).to.equal('Your goal: Start the hand with the right tile.');
    root(el).querySelector<HTMLButtonElement>('.hand button.playable')!.click(); // double six, the only tile offered
    await until(() => !!q(el, '.l-fb.ok'), 3000);
    expect(text(el, '.l-fb.ok')).to.match(/^Well done! You start with double six/);
    await until(() => settled(el), 8000);
    const playable = root(el).querySelectorAll<HTMLButtonElement>('.hand button.playable');
    playable[0]!.click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('.places button')?.click();
    await until(() => ends.length === 1, 5000, 'the end');
    expect(ends).to.deep.equal([3]);
    expect(q(el, '.l-end .stars')!.getAttribute('aria-label')).to.equal('3 of 3 stars');
    void events;
    // the list of lessons shows the progress
    [...root(el).querySelectorAll<HTMLButtonElement>('.l-bar button')].find((b) => /^Lessons · \d of 7 done$/.test(b.textContent!.trim()))!.click();
    await until(() => root(el).querySelectorAll('.l-list li').length > 0, 5000, 'the list (loaded when first opened)');
    expect(root(el).querySelectorAll('.l-list li').length).to.equal(7);
    // Try again restarts; Next lesson opens p-match
    buttonByText(el, 'Try again')!.click();
    await until(() => settled(el) && !q(el, '.l-end'), 5000);
    expect(el.state!.line!.length).to.equal(0);
    el.setAttribute('lesson', 'p-start');
    await el.updateComplete;
  });

  it('Next lesson and Play a real game', async () => {
    const { el } = mount(await host(), { lesson: 'd-heaviest', speed: '0' });
    await until(() => settled(el), 8000);
    for (let i = 0; i < 4 && !q(el, '.l-end'); i++) {
      const before = el.state;
      await followHint(el);
      await until(() => el.state !== before && settled(el), 5000);
    }
    buttonByText(el, 'Next lesson')!.click();
    await until(() => el.getAttribute('lesson') === 'd-draw' && settled(el) && /Draw until a tile fits/.test(text(el, '.l-head')), 8000, 'the next lesson');
    buttonByText(el, 'Hint')!.click();
    await until(() => /draw a tile/.test(text(el, '.l-fb')), 3000);
    // leave for a real game with the lesson's rules
    const lessonEl = el;
    const realBtn = async () => {
      for (let i = 0; i < 8 && !q(lessonEl, '.l-end'); i++) {
        const before = lessonEl.state;
        await followHint(lessonEl);
        await until(() => lessonEl.state !== before && settled(lessonEl), 5000);
      }
      return buttonByText(lessonEl, 'Play a real game')!;
    };
    (await realBtn()).click();
    await until(() => !q(el, '.learn.lesson') && !!el.state && el.state.line!.length === 0, 5000, 'a fresh game');
    expect(el.hasAttribute('lesson')).to.equal(false);
    expect(el.state!.variant).to.equal('draw');
    expect(el.state!.players).to.equal(2);
  });

  it('removing the lesson attribute leaves the lesson for a game of its variant', async () => {
    const { el } = mount(await host(), { lesson: 'm-engine', speed: '0' });
    await until(() => settled(el), 8000);
    el.removeAttribute('lesson');
    await until(() => !q(el, '.learn.lesson') && el.state?.variant === 'mexican-train' && el.state.round === 1 && !el.state.trainTiles!['train-0']!.length, 8000, 'a fresh game');
    expect(el.legalActions.length).to.be.greaterThan(0);
  });

  it('an unknown lesson is reported in words and the variant is played', async () => {
    const { el, events } = mount(await host(), { lesson: 'no-such-lesson', variant: 'draw', speed: '0' });
    await until(() => events.some((e) => e.type === 'domino-error'), 5000);
    const e = events.find((x) => x.type === 'domino-error')!;
    expect(e.detail.code).to.equal('unknown-lesson');
    expect(parts(el).error()).to.contain('Unknown lesson “no-such-lesson”');
  });

  it('a lesson written as JSON in the attribute, with texts per language', async () => {
    const lesson = {
      id: 'mine',
      variant: 'draw',
      players: 2,
      title: { en: 'My lesson', pl: 'Moja lekcja' },
      intro: { en: 'Play any tile that fits.', pl: 'Zagraj dowolny pasujący kamień.' },
      summary: { en: 'You matched an end.', pl: 'Dopasowałeś koniec.' },
      position: { deal: { hands: ['6-6 6-5 5-5 4-4 3-3 2-2 1-1', '6-4 6-3 6-2 5-4 5-3 5-2 4-3'] }, moves: '6-6 6-4@right' },
      steps: [{ goal: { do: 'play' }, done: { en: 'Right: six matches six.', pl: 'Tak: szóstka do szóstki.' } }],
    };
    const parent = await host();
    const got: CustomEvent[] = [];
    parent.addEventListener('domino-lesson-end', (e) => got.push(e as CustomEvent));
    const { el } = mount(parent, { lesson: JSON.stringify(lesson), speed: '0', lang: 'pl' });
    await until(() => settled(el) && text(el, '.l-head h2') === 'Moja lekcja', 8000, 'the lesson in Polish');
    expect(text(el, '.l-intro')).to.equal('Zagraj dowolny pasujący kamień.');
    root(el).querySelector<HTMLButtonElement>('.hand button.playable')!.click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('.places button')?.click();
    await until(() => got.length === 1, 5000);
    expect(got[0]!.detail).to.deep.equal({ lesson: 'mine', stars: 3, next: null });
    expect(text(el, '.l-fb.ok')).to.contain('Tak: szóstka do szóstki.');
    expect(text(el, '.l-end')).to.contain('Dopasowałeś koniec.');
  });

  it('the lesson property takes a lesson object too', async () => {
    const el = document.createElement('domino-table');
    el.setAttribute('speed', '0');
    (el as unknown as { lesson: unknown }).lesson = {
      variant: 'all-fives',
      players: 2,
      title: 'Mine',
      position: { deal: { hands: ['5-0 6-6 6-2 3-1 2-2 1-1 0-0', '6-5 6-4 6-3 5-5 5-4 4-4 3-3'], leader: 0 } },
      steps: [{ goal: { do: 'score', min: 5 } }],
    };
    (await host()).append(el);
    await until(() => settled(el) && text(el, '.l-head h2') === 'Mine', 8000);
    expect(text(el, '.l-goal')).to.match(/scores at least 5 points/);
  });

  it('a bad JSON lesson is refused with a readable message', async () => {
    const { el, events } = mount(await host(), { lesson: '{"variant":"draw","steps":[]', variant: 'draw', speed: '0' });
    await until(() => events.some((e) => e.type === 'domino-error'), 5000);
    expect(events.find((x) => x.type === 'domino-error')!.detail.code).to.equal('bad-lesson');
    expect(parts(el).error()).to.match(/cannot be opened/);
  });

  it('DominoTable.lessons lists the built-ins in curriculum order', async () => {
    const Ctor = customElements.get('domino-table') as unknown as { lessons: Promise<{ id: string; variant: string; title: string }[]> };
    const list = await Ctor.lessons;
    const all = (await Promise.all(VARIANTS.map((v) => builtIn(v)))).flat();
    expect(list.map((x) => x.id).sort()).to.deep.equal(all.map((l) => l.id).sort());
    expect(list[0]).to.deep.equal({ id: 'p-start', variant: 'partnership', title: 'Double six starts' });
    list[0]!.title = 'changed';
    expect((await Ctor.lessons)[0]!.title).to.equal('Double six starts');
  });

  it('persist keeps progress in localStorage', async () => {
    localStorage.removeItem('domino-table:lessons');
    const { el } = mount(await host(), { lesson: 'd-heaviest', speed: '0', persist: '' });
    await until(() => settled(el), 8000);
    for (let i = 0; i < 4 && !q(el, '.l-end'); i++) {
      const before = el.state;
      await followHint(el);
      await until(() => el.state !== before && settled(el), 5000);
    }
    await until(() => !!localStorage.getItem('domino-table:lessons'), 3000);
    expect(JSON.parse(localStorage.getItem('domino-table:lessons')!)['d-heaviest']).to.be.oneOf([1, 2, 3]);
    localStorage.removeItem('domino-table:lessons');
  });

  it('passes an axe audit, in a lesson and at its end', async () => {
    const { el } = mount(await host(), { lesson: 'f-start', speed: '0' });
    await until(() => settled(el), 8000);
    await wrongTry(el);
    await expect(el).to.be.accessible();
  });

  it('the Draw from the back control of the draw game (D-16)', async () => {
    const { el } = mount(await host(), { lesson: 'd-back', speed: '0' });
    await until(() => settled(el), 8000);
    const before = el.state!.boneyard.slice();
    buttonByText(el, 'Draw')!.click();
    await until(() => !!q(el, '.l-fb.bad'), 3000);
    expect(text(el, '.l-fb.bad')).to.match(/^Draw from the back of the boneyard this time\./);
    buttonByText(el, 'Draw from the back')!.click();
    await until(() => el.state!.boneyard.length < before.length, 3000);
    expect(el.state!.boneyard).to.deep.equal(before.slice(0, -1));
  });
});

describe('the lesson panel on a phone', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  /** The goal's box lies inside the panel's visible box (the panel scrolls inside a short slot) and inside the screen. */
  function goalInView(el: DominoTable, what: string): void {
    const slot = q(el, '.learn-slot')!.getBoundingClientRect();
    const goal = q(el, '.l-goal')!.getBoundingClientRect();
    expect(q(el, '.learn-slot')!.scrollTop, `${what}: the panel is not scrolled`).to.equal(0);
    expect(goal.top, `${what}: the goal's top is in the panel`).to.be.at.least(slot.top);
    expect(goal.bottom, `${what}: the goal's bottom is in the panel (${goal.bottom} > ${slot.bottom})`).to.be.at.most(slot.bottom + 0.5);
    expect(goal.bottom, `${what}: the goal is on the screen`).to.be.at.most(window.innerHeight);
  }

  for (const lang of ['en', 'pl']) {
    it(`${lang}, 375 × 812: the goal shows first, without scrolling, at the start and after a wrong try (long narration, a long Mexican Train hand)`, async () => {
      await setViewport({ width: 375, height: 812 });
      for (const id of ['d-start', 'f-fives', 'm-engine']) {
        const { el } = mount(await host(375), { lesson: id, speed: '0', lang });
        await until(() => settled(el) && !!q(el, '.l-goal'), 8000, `${id} to start`);
        await el.updateComplete;
        goalInView(el, `${id} at the start`);
        expect(q(el, '.l-goal')!.getBoundingClientRect().top, `${id}: the goal above the lesson's title`).to.be.below(q(el, '.l-head')!.getBoundingClientRect().top);
        await wrongTry(el);
        await el.updateComplete;
        goalInView(el, `${id} after a wrong try`);
        el.remove();
      }
    });
  }

  for (const width of [320, 375]) {
    it(`${width} px: eight hands face up (m-blocked) each stay inside their own small card, the markers too`, async () => {
      await setViewport({ width, height: 740 });
      const { el } = mount(await host(width), { lesson: 'm-blocked', speed: '0', lang: 'pl' });
      await until(() => settled(el) && !!q(el, '.l-goal'), 8000);
      await el.updateComplete;
      const cards = [...root(el).querySelectorAll<HTMLElement>('.seat')];
      const table = q(el, '.table')!.getBoundingClientRect();
      expect(cards.filter((c) => c.classList.contains('open')).length).to.equal(7);
      const box = (n: Element) => n.getBoundingClientRect();
      const within = (a: DOMRect, b: DOMRect) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
      for (const c of cards) {
        const name = c.querySelector('.nm')!.textContent;
        expect(within(box(c), table), `${name}'s card inside the table`).to.equal(true);
        for (const t of c.querySelectorAll('.minis.up svg')) expect(within(box(t), box(c)), `${name}'s tiles inside the card`).to.equal(true);
        const mk = c.querySelector('.marker');
        if (mk) {
          // the badge's touch target (up to 44 px, transparent round its dot) stays in its card; the dot it draws in
          // the target's top right corner (seats.styles.ts) stays clear of the name
          expect(within(box(mk), box(c)), `${name}'s marker inside the card`).to.equal(true);
          const m = box(mk);
          const dot = new DOMRect(m.right - 9.5, m.top + 0.5, 9, 9); // the ring of radius 4.5 round (right − 5, top + 5)
          const nm = box(c.querySelector('.nm')!);
          // (a 36 px card at 320 px leaves a centred name like “Gus” under the ring's edge by up to 3 px, no more)
          expect(dot.left >= nm.right - 3 || dot.bottom <= nm.top + 0.5, `${name}'s marker clear of the name: ${JSON.stringify([dot, nm, box(c)])}`).to.equal(true);
        }
      }
      el.remove();
    });
  }

  it('1280 × 800: the lesson title comes first, then the goal', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el } = mount(await host(1200), { lesson: 'f-fives', speed: '0' });
    await until(() => settled(el) && !!q(el, '.l-goal'), 8000);
    await el.updateComplete;
    expect(q(el, '.l-head')!.getBoundingClientRect().top).to.be.below(q(el, '.l-goal')!.getBoundingClientRect().top);
    goalInView(el, 'f-fives on a desktop');
    el.remove();
  });
});
