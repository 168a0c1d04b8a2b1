/**
 * `<domino-studio>` as a person uses it (Chromium): real mouse clicks at the buttons' places and real key presses;
 * then its public API — load() of a dl1 link, toJSON(), toLink() — and the draft kept across page loads.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import './domino-studio.js';
import type { DominoStudio } from './domino-studio.js';
import { DRAFT_KEY } from './domino-studio.js';
import { encodeContent } from '../teach/link.js';
import { createGame, legalActions, applyAction } from '../engine/index.js';
import { encodeRecord, toRecord } from '../record/record.js';
import type { LessonJSON } from './types.js';

const root = (s: DominoStudio) => s.shadowRoot!;
const buttons = (s: DominoStudio, sel = 'button') => [...root(s).querySelectorAll<HTMLButtonElement>(sel)];
const byText = (s: DominoStudio, text: string | RegExp, sel = 'button') => {
  const b = buttons(s, sel).find((x) => (typeof text === 'string' ? x.textContent!.trim() === text : text.test(x.textContent!.trim())));
  if (!b) throw new Error(`no button "${text}" among: ${buttons(s, sel).map((x) => x.textContent!.trim()).join(' | ')}`);
  return b;
};
/** The set's tile (its label names the tile in words, e.g. "six–four: …"). */
const setTile = (s: DominoStudio, a: number, b: number) => {
  const t = buttons(s, ".set button.tile").find((x) => x.querySelector('span')!.textContent === String(a) && x.querySelectorAll('span')[1]!.textContent === String(b));
  if (!t) throw new Error(`no tile ${a}-${b} in the set`);
  return t;
};
/** A click with the mouse at the middle of `el` (scrolled into view first), as a person clicks. */
async function click(s: DominoStudio, el: HTMLElement): Promise<void> {
  el.scrollIntoView({ block: 'center' });
  const r = el.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await s.updateComplete;
}
const message = (s: DominoStudio) => root(s).querySelector("[part='message']")!.textContent!.replace(/\s+/g, ' ').trim();

async function studio(): Promise<DominoStudio> {
  const s = await fixture<DominoStudio>(html`<domino-studio lang="en"></domino-studio>`);
  for (let i = 0; i < 100 && /studio\.(tab|setup)\./.test(root(s).textContent ?? ''); i++) await new Promise((r) => setTimeout(r, 20)); // the words load
  await s.updateComplete;
  return s;
}

describe('<domino-studio>: setting up a position', () => {
  beforeEach(() => localStorage.removeItem(DRAFT_KEY));

  it('from an empty studio: Draw, tiles clicked into two hands, the lead played by clicking a legal move; the value holds the position', async () => {
    const s = await studio();
    const changes: CustomEvent[] = [];
    s.addEventListener('domino-studio-change', (e) => changes.push(e as CustomEvent));
    expect((root(s).querySelector('select') as HTMLSelectElement).value).to.equal('draw');
    const one = [[6, 6], [6, 5], [5, 5], [4, 4], [3, 3], [2, 2], [1, 1]];
    const two = [[6, 4], [6, 3], [6, 2], [5, 4], [5, 3], [5, 2], [4, 3]];
    await click(s, byText(s, 'Seat 1 · Ana', '.seg button'));
    for (const [a, b] of one) await click(s, setTile(s, a!, b!));
    await click(s, byText(s, 'Seat 2 · Bo', '.seg button'));
    for (const [a, b] of two) await click(s, setTile(s, a!, b!));
    const v = s.value as LessonJSON;
    expect(v.position.deal!.hands).to.deep.equal(['6-6 6-5 5-5 4-4 3-3 2-2 1-1', '6-4 6-3 6-2 5-4 5-3 5-2 4-3']);
    expect(changes.length).to.equal(14);
    // the hands are dealt: the engine's legal moves are offered as buttons; the highest double leads
    const moves = buttons(s, '.moves button').map((b) => b.textContent!.trim());
    expect(moves).to.deep.equal(['Lead double six']);
    await click(s, byText(s, 'Lead double six', '.moves button'));
    expect((s.value as LessonJSON).position.moves).to.equal('6-6');
    expect((s.value as LessonJSON).learner).to.equal(1);
    expect(changes.at(-1)!.detail.valid).to.equal(true);
    expect(changes.at(-1)!.detail.value).to.equal(s.value);
    expect(buttons(s, '.moves button').map((b) => b.textContent!.trim())).to.include('Play six–four: Right end (6)');
    expect(root(s).querySelector('domino-table')?.getAttribute('record')).to.match(/^dt1\./);
    // take the move back
    await click(s, byText(s, 'Take back the last move'));
    expect((s.value as LessonJSON).position.moves).to.equal(undefined);
  });

  it('a tile twice, a full hand and a hand typed with a tile twice are refused with a message and the event; nothing typed is lost', async () => {
    const s = await studio();
    const refusals: { code: string; message: string }[] = [];
    s.addEventListener('domino-studio-refuse', (e) => refusals.push((e as CustomEvent).detail));
    await click(s, setTile(s, 6, 4)); // into seat 1
    await click(s, byText(s, 'Seat 2 · Bo', '.seg button'));
    const before = JSON.stringify(s.value);
    await click(s, setTile(s, 6, 4));
    expect(JSON.stringify(s.value)).to.equal(before);
    expect(refusals.map((r) => r.code)).to.deep.equal(['twice']);
    expect(message(s)).to.contain('Six–four is already in seat 1’s hand');
    // type a hand with a tile twice: refused, and the text stays in its field
    await click(s, root(s).querySelector<HTMLElement>('details summary')!);
    const field = root(s).querySelectorAll<HTMLInputElement>('details input[type=text]')[1]!;
    field.focus();
    await sendKeys({ type: '5-5 3-2 5-5' });
    await sendKeys({ press: 'Enter' });
    field.dispatchEvent(new Event('change'));
    await s.updateComplete;
    expect(refusals.at(-1)!.code).to.equal('twice-text');
    expect(message(s)).to.contain('Double five is written twice');
    expect(root(s).querySelectorAll<HTMLInputElement>('details input[type=text]')[1]!.value).to.equal('5-5 3-2 5-5');
    expect(JSON.stringify(s.value)).to.equal(before);
    // a full hand
    await click(s, byText(s, 'Seat 1 · Ana', '.seg button'));
    for (const [a, b] of [[6, 6], [5, 5], [4, 4], [3, 3], [2, 2], [1, 1], [0, 0]]) await click(s, setTile(s, a!, b!));
    expect(refusals.at(-1)!.code).to.equal('hand-full');
    expect(message(s)).to.contain('this game deals 7 tiles each');
  });

  it('keyboard only: choose where tiles go and put one there, then take it back', async () => {
    const s = await studio();
    byText(s, 'Seat 2 · Bo', '.seg button').focus();
    await sendKeys({ press: 'Enter' });
    await s.updateComplete;
    setTile(s, 5, 3).focus();
    await sendKeys({ press: 'Space' });
    await s.updateComplete;
    expect((s.value as LessonJSON).position.deal!.hands).to.deep.equal(['', '5-3']);
    const back = buttons(s, '.hand button.tile').find((b) => /five–three/i.test(b.getAttribute('aria-label')!))!;
    expect(back.getAttribute('aria-label')).to.equal('Five–three in Seat 2 · Bo: put it back in the set');
    back.focus();
    await sendKeys({ press: 'Enter' });
    await s.updateComplete;
    expect((s.value as LessonJSON).position.deal!.hands).to.deep.equal(['', '']);
    // Undo (the button, then Ctrl+Z) takes the edits back
    byText(s, 'Undo').focus();
    await sendKeys({ press: 'Enter' });
    await s.updateComplete;
    expect((s.value as LessonJSON).position.deal!.hands).to.deep.equal(['', '5-3']);
    // deal at random and play the first legal move, by the keyboard
    byText(s, 'Deal at random').focus();
    await sendKeys({ press: 'Enter' });
    await s.updateComplete;
    const move = buttons(s, '.moves button')[0]!;
    move.focus();
    await sendKeys({ press: 'Enter' });
    await s.updateComplete;
    expect(String((s.value as LessonJSON).position.moves).split(' ')).to.have.length(1);
  });

  it('drag and drop: a tile from the set onto a hand, then from that hand to the boneyard', async () => {
    const s = await studio();
    const drag = (from: HTMLElement, to: HTMLElement) => {
      const dt = new DataTransfer();
      from.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer: dt }));
      const over = new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer: dt });
      to.dispatchEvent(over);
      expect(over.defaultPrevented, 'the hand takes the drop').to.equal(true);
      to.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer: dt }));
    };
    const box = (label: string) => root(s).querySelector<HTMLElement>(`.hand[aria-label='${label}']`)!;
    drag(setTile(s, 6, 1), box('Seat 2 · Bo'));
    await s.updateComplete;
    expect((s.value as LessonJSON).position.deal!.hands).to.deep.equal(['', '6-1']);
    drag(root(s).querySelector<HTMLElement>('.hand button.tile')!, box('Boneyard'));
    await s.updateComplete;
    expect((s.value as LessonJSON).position.deal!.hands).to.deep.equal(['', '']);
    expect((s.value as LessonJSON).position.deal!.boneyard).to.equal('6-1');
  });

  it('a deal by seed is the engine’s own; a new game empties hands of another set', async () => {
    const s = await studio();
    const seed = root(s).querySelector<HTMLInputElement>('input[type=number]')!;
    seed.focus();
    await sendKeys({ type: '42' });
    await s.updateComplete;
    await click(s, byText(s, 'Deal this seed'));
    const g = createGame({ variant: 'draw', players: 2, seed: 42 });
    expect((s.value as LessonJSON).position.deal!.hands).to.deep.equal(g.deal.hands.map((h) => h.join(' ')));
    const game = root(s).querySelector('select')!;
    game.value = 'mexican-train';
    game.dispatchEvent(new Event('change'));
    await s.updateComplete;
    expect((s.value as LessonJSON).variant).to.equal('mexican-train');
    expect((s.value as LessonJSON).position.deal!.hands.every((h) => String(h) === '')).to.equal(true);
    expect(buttons(s, '.set button.tile').length).to.equal(91);
  });
});

describe('<domino-studio>: its API', () => {
  beforeEach(() => localStorage.removeItem(DRAFT_KEY));
  const LESSON: LessonJSON = {
    format: 'domino-table/lesson-1',
    variant: 'draw',
    players: 2,
    title: { en: 'Match an end' },
    position: { deal: { hands: ['6-6 6-5 5-5 4-4 3-3 2-2 1-1', '6-4 6-3 6-2 5-4 5-3 5-2 4-3'] as unknown as string[][] }, moves: '6-6' },
    learner: 1,
    steps: [{ goal: { do: 'play' }, done: { en: 'Right.' } }],
  };

  it('load() of a dl1 link gives back the same JSON; toLink() carries it back in', async () => {
    const s = await studio();
    await s.load(await encodeContent('lesson', LESSON));
    expect(s.kind).to.equal('lesson');
    expect(s.toJSON()).to.deep.equal(LESSON);
    expect(JSON.parse(JSON.stringify(s))).to.deep.equal(LESSON);
    const link = await s.toLink('https://blog.example/embed/?theme=wood');
    expect(link).to.match(/^https:\/\/blog\.example\/embed\/\?theme=wood&lesson=dl1\.[A-Za-z0-9_-]+$/);
    const again = await studio();
    await again.load(link);
    expect(again.toJSON()).to.deep.equal(LESSON);
    expect(message(again)).to.contain('Opened');
  });

  it('a puzzle by link switches the kind; a damaged link is refused whole with a reason, the value untouched', async () => {
    const s = await studio();
    const puzzle = { format: 'domino-table/puzzle-1', variant: 'draw', players: 2, theme: 'count', position: LESSON.position, learner: 1 };
    await s.load(await encodeContent('puzzle', puzzle));
    expect(s.kind).to.equal('puzzle');
    expect(s.toJSON()).to.deep.equal(puzzle);
    expect(await s.toLink('https://x.example/')).to.match(/^https:\/\/x\.example\/\?puzzle=dl1\./);
    const refusals: string[] = [];
    s.addEventListener('domino-studio-refuse', (e) => refusals.push((e as CustomEvent).detail.code));
    const link = await encodeContent('lesson', LESSON);
    let err: (Error & { code?: string }) | null = null;
    await s.load(link.slice(0, -3) + 'AAA').catch((e) => (err = e));
    expect(err!.code).to.equal('bad-link');
    expect(refusals).to.deep.equal(['bad-link']);
    expect(message(s)).to.contain('could not be opened');
    expect(s.toJSON()).to.deep.equal(puzzle);
  });

  it('bad input: JSON that does not parse, an unknown game, a record that does not read — refused with a reason; a lesson the table would refuse opens to be put right, saying why', async () => {
    const s = await studio();
    const codes: string[] = [];
    s.addEventListener('domino-studio-refuse', (e) => codes.push((e as CustomEvent).detail.code));
    const before = JSON.stringify(s.toJSON());
    for (const bad of ['{"variant": "draw",', '{"variant": "chess", "position": {}, "steps": []}', 'dt1.AAAA']) await s.load(bad).catch(() => undefined);
    expect(codes).to.deep.equal(['bad-json', 'bad-content', 'bad-record']);
    expect(message(s)).to.contain('could not be opened');
    expect(JSON.stringify(s.toJSON())).to.equal(before);
    await s.load({ ...LESSON, position: { deal: { hands: ['6-6 6-6'] } } });
    expect(message(s)).to.contain('the table would not take it as it is');
    expect(s.problems.length).to.be.greaterThan(0);
    expect(root(s).querySelector('.setup')).to.exist; // the setup part draws what it can
  });

  it('a record at a step (#record=dt1…&step=N) opens a lesson draft at that moment', async () => {
    let g = createGame({ variant: 'all-fives', players: 2, seed: 3 });
    const first = g;
    const acts = [];
    for (let i = 0; i < 4; i++) {
      const a = legalActions(g)[0]!;
      acts.push(a);
      g = applyAction(g, a);
    }
    const s = await studio();
    await s.load(`https://site.example/studio/#record=${encodeRecord(toRecord(first, acts))}&step=2`);
    const v = s.toJSON() as LessonJSON;
    expect(v.variant).to.equal('all-fives');
    expect(String(v.position.moves).split(' ').length).to.equal(2);
    expect(buttons(s, '.moves button').length).to.be.greaterThan(0);
  });

  it('from-url: the studio page opens what its address carries (#record=dt1…&step=N, as a replay\'s button sends it)', async () => {
    const first = createGame({ variant: 'draw', players: 2, seed: 11 });
    const a = legalActions(first)[0]!;
    const before = location.href;
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ kind: 'lesson', value: LESSON }));
    history.replaceState(null, '', `#record=${encodeRecord(toRecord(first, [a]))}&step=1`);
    try {
      const s = await fixture<DominoStudio>(html`<domino-studio lang="en" from-url></domino-studio>`);
      for (let i = 0; i < 100 && JSON.stringify(s.toJSON()) === JSON.stringify(LESSON); i++) await new Promise((r) => setTimeout(r, 20)); // the draft first, then the address
      expect((s.value as LessonJSON).position.moves).to.equal(a.type === 'play' ? a.tile : a.type);
      expect((s.value as LessonJSON).learner).to.equal(applyAction(first, a).turn);
      // a link followed while the studio is open: only the hash changes
      location.hash = `record=${encodeRecord(toRecord(first, [a]))}&step=0`;
      for (let i = 0; i < 100 && (s.value as LessonJSON).position.moves; i++) await new Promise((r) => setTimeout(r, 20));
      expect((s.value as LessonJSON).position.moves).to.equal(undefined);
      // the draft the address opened over is not lost: Undo brings it back
      while (s.undo());
      expect(s.toJSON()).to.deep.equal(LESSON);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('the draft is kept: a studio opened again gets it back, with a way to start afresh', async () => {
    const s = await studio();
    await click(s, setTile(s, 4, 1));
    s.remove();
    const again = await studio();
    expect((again.value as LessonJSON).position.deal!.hands[0]).to.equal('4-1');
    expect(message(again)).to.contain('Your draft is back');
    await click(again, byText(again, 'Start afresh'));
    expect(String((again.value as LessonJSON).position.deal!.hands[0])).to.equal('');
  });

  it('kind switch keeps the position; a host may set kind and value', async () => {
    const s = await studio();
    await click(s, setTile(s, 4, 1));
    await click(s, byText(s, 'New puzzle'));
    expect(s.kind).to.equal('puzzle');
    expect((s.value as LessonJSON).position.deal!.hands[0]).to.equal('4-1');
    expect(byText(s, 'Puzzle', "[role='tab']")).to.exist;
    s.value = { format: 'domino-table/course-1', title: 'Mine', items: [] };
    await s.updateComplete;
    expect(s.kind).to.equal('course');
    s.kind = 'lesson';
    await s.updateComplete;
    expect((s.value as unknown as LessonJSON).steps).to.have.length(1);
    expect((s.value as unknown as LessonJSON).title).to.equal('Mine');
  });
});

describe('<domino-studio>: odd values from outside', () => {
  beforeEach(() => localStorage.removeItem(DRAFT_KEY));

  it('a value with a game the studio does not know draws a choice of game, not an error; a broken draft is not restored', async () => {
    const s = await studio();
    s.value = { format: 'domino-table/lesson-1', variant: 'chess', position: {}, steps: [] } as unknown as LessonJSON;
    await s.updateComplete;
    const pick = root(s).querySelector<HTMLSelectElement>('select')!;
    pick.value = 'block';
    pick.dispatchEvent(new Event('change'));
    await s.updateComplete;
    expect((s.value as LessonJSON).variant).to.equal('block');
    expect(buttons(s, '.set button.tile').length).to.equal(28);
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ kind: 'lesson', value: { variant: 'chess', position: {}, steps: [] } }));
    const again = await studio();
    expect((again.value as LessonJSON).variant).to.equal('draw');
  });
});

describe('the studio pages', () => {
  async function open(src: string, ready: (d: Document) => boolean): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
    const frame = await fixture<HTMLIFrameElement>(html`<iframe style="width: 1280px; height: 800px; border: 0" src=${src}></iframe>`);
    for (let i = 0; i < 500 && !(frame.contentDocument?.readyState === 'complete' && ready(frame.contentDocument)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(ready(frame.contentDocument!), src).to.equal(true);
    return { frame, doc: frame.contentDocument! };
  }

  it('the demo links to the studio; its page shows the studio in the asked language, with the table defined for its previews', async () => {
    const demo = await open('/demo/index.html', (d) => !!d.querySelector('#learn'));
    expect([...demo.doc.querySelectorAll('a[href]')].map((a) => new URL((a as HTMLAnchorElement).href).pathname)).to.include('/demo/studio/');
    demo.frame.remove();
    const { frame, doc } = await open('/demo/studio/index.html?lang=pl', (d) => !!d.querySelector('domino-studio')?.shadowRoot?.querySelector("[part='tabs'] button") && !/studio\./.test(d.querySelector('domino-studio')!.shadowRoot!.textContent!));
    const studio = doc.querySelector('domino-studio')!;
    expect(studio.lang).to.equal('pl');
    expect(doc.documentElement.lang).to.equal('pl');
    expect(studio.shadowRoot!.querySelector("[part='tabs'] button")!.textContent!.trim()).to.equal('Układ');
    expect(frame.contentWindow!.customElements.get('domino-table'), 'the table, for the previews').to.exist;
    frame.remove();
  });
});
