/**
 * The lesson panel fits the screen (issue 18): at a phone's 375 × 740 (touch) and a desktop's 1280 × 800, for every
 * variant, in English and Polish, the goal and Hint are inside the screen and inside the panel's visible box at a
 * lesson's start, after a wrong try and after each move, without scrolling the panel; the end card's buttons show
 * when it opens; once the last goal is met nothing offers a move; a round-over step says what to press. And the
 * tutorial page's Next lesson goes on to the next section's table, Play a real game opens below the lesson.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { mount, until, parts } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';
import { LESSONS } from '../teach/catalog.js';
import { VARIANTS } from '../engine/index.js';

const q = (el: DominoTable, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const text = (el: DominoTable, sel: string) => q(el, sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const buttons = (el: DominoTable, sel = 'button') => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(sel)];
const byText = (el: DominoTable, label: string, sel = 'button') => buttons(el, sel).find((b) => b.textContent!.trim() === label) ?? null;
const settled = (el: DominoTable) => !!q(el, '.l-goal') || !!q(el, '.l-end');

const W: Record<string, { hint: string; next: string; again: string; real: string; deal: string; yourTurn: RegExp; invite: RegExp }> = {
  en: { hint: 'Hint', next: 'Next lesson', again: 'Try again', real: 'Play a real game', deal: 'Deal the next hand', yourTurn: /Your turn/, invite: /you may (add|play)/i },
  pl: { hint: 'Podpowiedź', next: 'Następna lekcja', again: 'Jeszcze raz', real: 'Zagraj prawdziwą partię', deal: 'Rozdaj następne rozdanie', yourTurn: /Twoja kolej|Twój ruch/, invite: /możesz (dołożyć|zagrać)/i },
};

/** `b` lies inside the screen and inside the panel's visible box, and the panel is not scrolled. */
function inView(el: DominoTable, b: HTMLElement | null, what: string): void {
  expect(b, `${what}: shown`).to.not.equal(null);
  const slot = q(el, '.learn-slot')!;
  const s = slot.getBoundingClientRect();
  const r = b!.getBoundingClientRect();
  expect(slot.scrollTop, `${what}: the panel is not scrolled`).to.equal(0);
  expect(r.height, `${what}: has a size`).to.be.greaterThan(0);
  expect(r.top, `${what}: top inside the panel (${r.top} < ${s.top})`).to.be.at.least(s.top - 0.5);
  expect(r.bottom, `${what}: bottom inside the panel (${r.bottom} > ${s.bottom})`).to.be.at.most(s.bottom + 0.5);
  expect(r.top, `${what}: on the screen`).to.be.at.least(-0.5);
  expect(r.bottom, `${what}: on the screen (${r.bottom} > ${window.innerHeight})`).to.be.at.most(window.innerHeight + 0.5);
}

/** The goal and Hint in view (once the render in flight is done: words of another language may still be loading). */
async function goalAndHint(el: DominoTable, lang: string, what: string): Promise<void> {
  await until(() => !!q(el, '.l-goal') && !!byText(el, W[lang]!.hint), 3000, `${what}: the goal and Hint`);
  await el.updateComplete;
  inView(el, q(el, '.l-goal'), `${what}: the goal`);
  inView(el, byText(el, W[lang]!.hint), `${what}: Hint`);
}

/** A wrong try with what the table offers (a greyed tile: a look, no star lost), else a draw or pass the rules refuse. */
async function wrongTry(el: DominoTable): Promise<void> {
  const grey = buttons(el, '.hand button').find((b) => !b.classList.contains('playable'));
  if (grey) {
    grey.click();
    await until(() => !!q(el, '.l-fb.info'), 3000, 'the reason a greyed tile cannot be played');
  } else {
    if (el.legalActions.some((a) => a.type === 'draw')) el.pass();
    else el.draw();
    await until(() => !!q(el, '.l-fb.bad'), 3000, 'a reason for the wrong try');
  }
  await el.updateComplete;
}

/** Presses Hint and takes the move it shows (the place on the board, the tile, the control, or Deal the next hand). */
async function followHint(el: DominoTable, lang: string): Promise<void> {
  const before = el.state;
  byText(el, W[lang]!.hint)!.click();
  await until(() => !!q(el, '.board .target') || !!q(el, '.hand button.hint') || !!q(el, '.btn.hint') || !!byText(el, W[lang]!.deal), 3000, 'the hint');
  await el.updateComplete;
  const target = q(el, '.board .target');
  const tile = q(el, '.hand button.hint');
  const control = q(el, '.learn .btn.hint') ?? q(el, '.controls .btn.hint');
  if (target) target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  else if (tile) tile.click();
  else if (control) control.click();
  else byText(el, W[lang]!.deal)!.click();
  await until(() => el.state !== before, 3000, 'the hinted move taken');
}

/** Nothing on the table offers a move, and no sentence invites one. */
function nothingOffered(el: DominoTable, lang: string, what: string): void {
  expect(buttons(el, '.hand button.playable').length, `${what}: no tile offered`).to.equal(0);
  expect(el.shadowRoot!.querySelectorAll('.board .target').length, `${what}: no place offered`).to.equal(0);
  expect(buttons(el, '.controls .btn').map((b) => b.textContent!.trim()), `${what}: no move control`).to.deep.equal([]);
  expect(byText(el, W[lang]!.hint), `${what}: no Hint`).to.equal(null);
  expect(parts(el).status(), `${what}: the status`).to.not.match(W[lang]!.yourTurn);
  expect(text(el, '.learn'), `${what}: the panel`).to.not.match(W[lang]!.invite);
}

const SIZES = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

describe('the lesson panel fits a phone and a desktop', () => {
  before(() => void (document.body.style.margin = '0'));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const size of SIZES) {
    for (const lang of ['en', 'pl']) {
      for (const v of VARIANTS) {
        const ids = [LESSONS.find((l) => l.variant === v)!.id, ...({ 'mexican-train': ['m-engine', 'm-out'], partnership: ['p-out'], draw: ['d-heaviest'], 'all-fives': ['f-spinner'] } as Record<string, string[]>)[v] ?? []];
        it(`${size.width} × ${size.height}, ${lang}, ${v} (${ids.join(', ')}): goal and Hint in view at the start, after a wrong try and after each move; the end card's buttons; nothing offered after the goal`, async () => {
          await setViewport(size);
          for (const id of ids) {
            const parent = await fixture<HTMLElement>(html`<div style="width: ${size.width}px"></div>`);
            const { el } = mount(parent, { lesson: id, speed: '0', lang });
            await until(() => settled(el) && !!q(el, '.l-goal'), 8000, `${id} to start`);
            await el.updateComplete;
            await goalAndHint(el, lang, `${id} at the start`);
            await wrongTry(el);
            await goalAndHint(el, lang, `${id} after a wrong try`);
            for (let i = 0; i < 12 && !q(el, '.l-end'); i++) {
              await followHint(el, lang);
              await until(() => settled(el), 5000, `${id}: the next goal or the end`);
              await el.updateComplete;
              if (q(el, '.l-end')) break;
              await goalAndHint(el, lang, `${id} after move ${i + 1}`);
              if (el.state!.phase === 'round-over') {
                // a round-over step says what to press, and its button is in view
                expect(parts(el).status(), `${id}: the round is over`).to.not.match(W[lang]!.yourTurn);
                expect(parts(el).status(), `${id}: the status names the button`).to.contain(W[lang]!.deal);
                inView(el, byText(el, W[lang]!.deal, '.learn .btn'), `${id}: Deal the next hand`);
              }
            }
            expect(q(el, '.l-end'), `${id}: the end card`).to.not.equal(null);
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            const end = q(el, '.l-end')!;
            for (const label of [W[lang]!.again, W[lang]!.real]) inView(el, byText(el, label, '.l-end .btn'), `${id}: the end card's ${label}`);
            if (LESSONS.some((l, k) => l.id === id && LESSONS[k + 1]?.variant === v)) inView(el, byText(el, W[lang]!.next, '.l-end .btn'), `${id}: the end card's Next lesson`);
            expect(end.querySelector('.l-rule')?.textContent, `${id}: the stars explained`).to.match(/★★★/);
            nothingOffered(el, lang, `${id} after its goal`);
            parent.remove();
          }
        });
      }
    }
  }
});

describe('a tutorial page flows down its sections', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const size of SIZES) {
    it(`${size.width} × ${size.height}: Next lesson lands on the next section's heading and focuses its table; Play a real game opens below the lesson; captions in words`, async () => {
      await setViewport(size);
      const frame = await fixture<HTMLIFrameElement>(html`<iframe style="position: fixed; inset: 0; width: 100vw; height: 100vh; border: 0" src="/demo/learn/en/partnership.html"></iframe>`);
      await until(() => !!frame.contentDocument?.querySelector('figure[data-lesson] domino-table')?.shadowRoot?.querySelector('.l-goal'), 20000, 'the first lesson');
      const doc = frame.contentDocument!;
      const win = frame.contentWindow!;
      const figs = [...doc.querySelectorAll<HTMLElement>('figure[data-lesson]')];
      expect(figs.map((f) => f.querySelector('figcaption')!.textContent).slice(0, 2)).to.deep.equal(['Lesson: Double six starts', 'Lesson: Matching the ends']);
      for (const f of figs) expect(f.querySelector('figcaption')!.textContent, 'no raw lesson id in a caption').to.not.match(/\b[pdfmb]-[a-z]+\b/);
      const first = figs[0]!.querySelector('domino-table') as DominoTable;
      first.setAttribute('speed', '0');
      first.scrollIntoView();
      for (let i = 0; i < 12 && !first.shadowRoot!.querySelector('.l-end'); i++) {
        await until(() => settled(first), 5000, 'the first lesson waits');
        if (first.shadowRoot!.querySelector('.l-end')) break;
        await followHint(first, 'en');
        await until(() => settled(first), 5000);
      }
      await until(() => !!byText(first, 'Next lesson', '.l-end .btn'), 5000, 'the end card');
      byText(first, 'Next lesson', '.l-end .btn')!.click();
      const second = figs[1]!.querySelector('domino-table') as DominoTable;
      await until(() => doc.activeElement === second, 3000, 'the second table focused');
      // the page lands on the next section's heading, its top at the top of the screen: the section's text is read first
      const heading = doc.getElementById('p-match')!;
      await until(() => Math.abs(heading.getBoundingClientRect().top) < 2, 5000, `the page scrolled to the next section's heading (${heading.getBoundingClientRect().top})`);
      await new Promise((r) => setTimeout(r, 300));
      expect(Math.abs(heading.getBoundingClientRect().top), 'the heading stays at the top').to.be.below(2);
      expect(second.getBoundingClientRect().top, 'the section\'s table comes after its heading and text').to.be.above(heading.getBoundingClientRect().bottom);
      expect(first.getAttribute('lesson'), 'the first table keeps its lesson').to.equal('p-start');
      expect(first.shadowRoot!.querySelector('.l-end'), 'the first table still shows its end card').to.not.equal(null);
      expect(second.getAttribute('lesson')).to.equal('p-match');

      byText(first, 'Play a real game', '.l-end .btn')!.click();
      await until(() => !!figs[0]!.nextElementSibling?.matches('figure.real'), 3000, 'a real game below the lesson');
      const real = figs[0]!.nextElementSibling!.querySelector('domino-table') as DominoTable;
      expect(real.getAttribute('variant')).to.equal('partnership');
      expect(real.getAttribute('players')).to.equal('4');
      expect(figs[0]!.nextElementSibling!.querySelector('figcaption')!.textContent).to.equal('A real game, after the lesson “Double six starts”');
      await until(() => doc.activeElement === real, 3000, 'the real game focused');
      expect(first.getAttribute('lesson'), 'the lesson stays').to.equal('p-start');
      expect(first.shadowRoot!.querySelector('.l-end')).to.not.equal(null);
      await until(() => real.getBoundingClientRect().top < win.innerHeight && real.getBoundingClientRect().bottom > 0, 5000, 'the real game in view');
      frame.remove();
    });
  }
});

describe('the lesson starts with one sentence and a move', () => {
  it('the intro shows its first sentence, the rest folded under it; the narration is folded to its last sentence', async () => {
    await setViewport({ width: 375, height: 740 });
    const parent = await fixture<HTMLElement>(html`<div style="width: 375px"></div>`);
    const { el } = mount(parent, { lesson: 'p-start', speed: '0' });
    await until(() => !!q(el, '.l-goal') && !!q(el, '.l-intro'), 8000, 'p-start');
    await el.updateComplete;
    const intro = q(el, 'details.l-intro') as HTMLDetailsElement;
    expect(intro.open, 'the rest of the intro is folded').to.equal(false);
    expect(intro.querySelector('summary')!.textContent).to.equal('Four players, two teams: you and Cy, sitting opposite, against Bo and Di.');
    const narr = q(el, 'details.l-narr') as HTMLDetailsElement;
    expect(narr.open, 'the narration is folded').to.equal(false);
    expect(narr.querySelector('summary')!.textContent).to.match(/What happened: .*double six/i);
    intro.querySelector('summary')!.click();
    await el.updateComplete;
    expect(intro.open, 'a click on the sentence opens the rest').to.equal(true);
    expect(intro.textContent).to.match(/Everyone has 7 tiles/);
    // the right tile: the answer shows, in view
    (q(el, '.hand button.playable') as HTMLButtonElement).click();
    await until(() => !!q(el, '.board .target') || !!q(el, '.l-fb.ok'), 3000, 'the place or the answer');
    q(el, '.board .target')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => !!q(el, '.l-fb.ok'), 3000, 'the answer');
    await el.updateComplete;
    const r = q(el, '.l-fb.ok')!.getBoundingClientRect();
    expect(r.top >= 0 && r.bottom <= window.innerHeight, 'the answer is in view').to.equal(true);
    parent.remove();
  });
});
