/**
 * The studio's Preview and Publish tabs (./preview.ts, ./publish.ts), in Chromium, pressed like a person: the preview
 * shows the content in a phone-sized and a desktop-sized `<domino-table>`; "Solve it by the hints" plays the desktop
 * one by Hint and the hinted move to the lesson's (the puzzle's) end, and only then does Publish offer the link, the
 * snippets, the picture and the JSON; an edit asks for a new run. The page registers `<domino-table>` (here: this
 * test imports it, as the studio page loads the table's entry).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../element/domino-table.js';
import '../domino-studio.js';
import type { DominoStudio } from '../domino-studio.js';
import { decodeContent } from '../../teach/link.js';
import { loadVariant } from '../../engine/load.js';
import { until } from '../../testing/harness.js';
import type { LessonJSON, PuzzleJSON } from '../types.js';

const hands = (...h: string[]) => h as unknown as string[][];

/** A two-step Draw lesson, as the studio makes it (a title with markup and quotes: it must stay text). */
const LESSON: LessonJSON = {
  format: 'domino-table/lesson-1',
  variant: 'draw',
  players: 2,
  names: ['Ana', 'Bo'],
  title: { en: 'Match <b>an</b> end & "go on"', pl: 'Dopasuj do końca' },
  position: { deal: { hands: hands('6-6 6-5 5-5 4-4 3-3 2-2 1-1', '6-4 6-3 6-2 5-4 5-3 5-2 4-3') }, moves: '6-6 6-4@right' },
  steps: [{ goal: { do: 'play' }, done: { en: 'Six matches six.' } }, { goal: { do: 'play' } }],
};

/** An All Fives puzzle: 6-3 on the double six makes fifteen. */
const PUZZLE: PuzzleJSON = {
  format: 'domino-table/puzzle-1',
  variant: 'all-fives',
  players: 2,
  theme: 'score-fives',
  title: 'Fifteen',
  position: { deal: { hands: hands('6-1 6-3 6-4 5-0 2-1 1-0 3-3', '6-6 6-2 5-5 4-0 2-2 0-0 5-3'), leader: 1 }, moves: '6-6' },
  answer: '6-3@left 6-3@right',
};

async function studio(kind: 'lesson' | 'puzzle', value: LessonJSON | PuzzleJSON): Promise<DominoStudio> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width: 1280px"><domino-studio lang="en"></domino-studio></div>`);
  const s = wrap.querySelector('domino-studio')!;
  s.kind = kind;
  s.value = value;
  await s.updateComplete;
  await until(() => tab(s, 'Preview') !== null, 10000, 'the studio’s words');
  return s;
}

const $ = <T extends Element = HTMLElement>(s: DominoStudio, sel: string) => s.shadowRoot!.querySelector<T>(sel);
const tab = (s: DominoStudio, name: string) => [...s.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]')].find((b) => b.textContent!.trim() === name) ?? null;
const buttonNamed = (s: DominoStudio, name: string) => [...s.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === name) ?? null;
const text = (s: DominoStudio) => s.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const snippet = (s: DominoStudio, id: string) => $<HTMLTextAreaElement>(s, `[data-item="${id}"] textarea`)!.value;

async function open(s: DominoStudio, name: string): Promise<void> {
  tab(s, name)!.click();
  await s.updateComplete;
}

async function solveByHints(s: DominoStudio): Promise<void> {
  await open(s, 'Preview');
  buttonNamed(s, 'Solve it by the hints')!.click();
  await until(() => text(s).includes('Solved by the hints to the end') || text(s).includes('did not reach the end'), 90000, 'the run by the hints');
  expect(text(s)).to.include('Solved by the hints to the end');
}

// The studio's check needs the variant's rules (the studio loads them as the game is picked).
before(() => Promise.all([loadVariant('draw'), loadVariant('all-fives')]));

describe('studio: preview', () => {
  it('shows the lesson as the learner sees it: a phone-sized and a desktop-sized table side by side, each given its JSON', async () => {
    const s = await studio('lesson', LESSON);
    await open(s, 'Preview');
    const phone = $<HTMLElement>(s, '.pv-phone .pv-box')!;
    expect([getComputedStyle(phone).width, getComputedStyle(phone).height]).to.deep.equal(['375px', '740px']);
    const tables = s.shadowRoot!.querySelectorAll('domino-table');
    expect(tables.length).to.equal(2);
    for (const t of tables) expect(JSON.parse(t.getAttribute('lesson')!)).to.deep.equal(LESSON);
    // side by side at 1280 px; the desktop box scaled down to its column, never cut
    const right = s.getBoundingClientRect().right + 1;
    const deskBox = () => $<HTMLElement>(s, '.pv-desk .pv-box')!;
    await until(() => deskBox().getBoundingClientRect().right <= right, 5000, 'the desktop box scaled to its column');
    const p = phone.getBoundingClientRect();
    const d = deskBox().getBoundingClientRect();
    expect(d.left).to.be.greaterThan(p.right - 1);
    expect(d.width).to.be.below(1024);
    expect(d.width / d.height).to.be.closeTo(1024 / 768, 0.02);
    // the learner's view: the lesson's goal and its Hint button in both
    await until(() => [...tables].every((t) => !!t.shadowRoot?.querySelector('.learn.lesson')), 20000, 'the lesson panels');
  });

  it('"Solve it by the hints" plays the lesson to its end with Hint and the hinted move; only then is publishing offered, and an edit asks again', async () => {
    const s = await studio('lesson', LESSON);
    await open(s, 'Publish');
    expect(text(s)).to.include('solve it by the hints in Preview');
    expect($(s, '[data-item="link"]')).to.equal(null);
    buttonNamed(s, 'Go to Preview')!.click();
    await s.updateComplete;
    const ends: { target: EventTarget | null; stars: number }[] = [];
    s.shadowRoot!.addEventListener('domino-lesson-end', (e) => ends.push({ target: e.target, stars: (e as CustomEvent).detail.stars }));
    await solveByHints(s);
    const run = $<HTMLElement & { state: { hands: string[][] } }>(s, '.pv-desk .pv-run')!;
    expect(run.closest('.pv-desk') !== null).to.equal(true);
    expect(ends.length).to.equal(1);
    expect(ends[0]!.target === run).to.equal(true, 'the desktop table was solved');
    expect(ends[0]!.stars).to.be.below(3); // hints were taken
    expect(run.state.hands[0]!.length).to.equal(4, 'the learner played two tiles (after the double six of the position)');
    buttonNamed(s, 'Go to Publish')!.click();
    await s.updateComplete;
    await until(() => $(s, '[data-item="link"] textarea') !== null, 10000, 'the link');

    // an edit: the hints must solve the new value again
    s.value = { ...LESSON, steps: [LESSON.steps[0]!] };
    await s.updateComplete;
    expect($(s, '[data-item="link"]')).to.equal(null);
    expect(text(s)).to.include('solve it by the hints in Preview');
  });

  it('a step no hint can meet: the run stops and says so, and publishing stays closed', async () => {
    const s = await studio('lesson', { ...LESSON, steps: [LESSON.steps[0]!, { goal: { do: 'play', tile: '1-1' } }] });
    await open(s, 'Preview');
    buttonNamed(s, 'Solve it by the hints')!.click();
    await until(() => text(s).includes('did not reach the end') || text(s).includes('Solved by the hints'), 30000, 'the run by the hints');
    expect(text(s)).to.include('The hints did not reach the end');
    await open(s, 'Publish');
    expect($(s, '[data-item="link"]')).to.equal(null);
    expect(text(s)).to.include('solve it by the hints in Preview');
  });

  it('a value with problems is not previewed nor published: the problems are said', async () => {
    const s = await studio('lesson', { ...LESSON, position: { deal: { hands: hands('6-6 6-6', '1-1') } } });
    await open(s, 'Preview');
    expect(s.shadowRoot!.querySelectorAll('domino-table').length).to.equal(0);
    expect(text(s)).to.include('Fix these first');
    await open(s, 'Publish');
    expect(text(s)).to.include('Fix these first');
  });
});

describe('studio: publish', () => {
  it('the link carries the lesson (decoded: the same JSON), the snippets are text with the JSON and title escaped, Publish fires domino-studio-publish', async () => {
    const s = await studio('lesson', LESSON);
    await solveByHints(s);
    await open(s, 'Publish');
    await until(() => $(s, '[data-item="link"] textarea') !== null, 10000, 'the link');
    const link = snippet(s, 'link');
    const u = new URL(link);
    expect(`${u.origin}${u.pathname}`).to.equal(new URL('/embed/', location.href).href);
    expect(u.searchParams.get('lesson')).to.match(/^dl1\./);
    expect((await decodeContent(link)).value).to.deep.equal(LESSON);
    expect(text(s)).to.include(`(${link.length} characters)`);

    // the iframe: the embed page at the link, sandboxed, the title as typed
    const frame = new DOMParser().parseFromString(snippet(s, 'iframe'), 'text/html').querySelector('iframe')!;
    expect(frame.getAttribute('src')).to.equal(link);
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(frame.getAttribute('title')).to.equal('Match <b>an</b> end & "go on"');
    // the script tag: the element with the JSON in its attribute, read back as the same JSON
    const doc = new DOMParser().parseFromString(snippet(s, 'script'), 'text/html');
    expect(doc.querySelector('script')!.getAttribute('src')).to.equal(new URL('/embed/domino-table.bundle.js', location.href).href);
    expect(doc.querySelectorAll('b').length).to.equal(0);
    expect(JSON.parse(doc.querySelector('domino-table')!.getAttribute('lesson')!)).to.deep.equal(LESSON);
    // src= and the JSON file it names
    const src = new DOMParser().parseFromString(snippet(s, 'src'), 'text/html').querySelector('domino-table')!;
    expect(src.getAttribute('src')).to.equal('match-b-an-b-end-go-on.json');
    const a = $<HTMLAnchorElement>(s, '[data-item="src"] a.pb-json')!;
    expect(a.download).to.equal('match-b-an-b-end-go-on.json');
    expect(JSON.parse(await (await fetch(a.href)).text())).to.deep.equal(LESSON);
    // oEmbed: the server's endpoint beside /embed/, asked about the link
    const o = new URL(snippet(s, 'oembed'));
    expect(`${o.origin}${o.pathname}`).to.equal(new URL('/oembed', location.href).href);
    expect(o.searchParams.get('url')).to.equal(link);
    expect(o.searchParams.get('format')).to.equal('json');
    // nothing typed became markup
    expect(s.shadowRoot!.querySelectorAll('.pb b, .pb iframe, .pb script').length).to.equal(0);

    // another embed page address: every snippet follows; a bad one is refused, the default kept
    const input = $<HTMLInputElement>(s, '.pb-base input')!;
    input.value = 'https://games.example/dominoes/embed/';
    input.dispatchEvent(new Event('change'));
    await s.updateComplete;
    await until(() => snippet(s, 'link').startsWith('https://games.example/dominoes/embed/?lesson=dl1.'), 5000, 'the new base');
    expect(new URL(snippet(s, 'oembed')).pathname).to.equal('/dominoes/oembed');
    input.value = 'javascript:alert(1)';
    input.dispatchEvent(new Event('change'));
    await s.updateComplete;
    await until(() => snippet(s, 'link').startsWith(new URL('/embed/', location.href).href), 5000, 'the default base');
    expect(text(s)).to.include('That is not a web address');

    const got: CustomEvent[] = [];
    s.addEventListener('domino-studio-publish', (e) => got.push(e as CustomEvent));
    $(s, 'button.pb-main')!.click(); // the Publish button (the tab has the same name)
    expect(got.length).to.equal(1);
    expect(got[0]!.detail.kind).to.equal('lesson');
    expect(got[0]!.detail.link).to.equal(snippet(s, 'link'));
    expect(JSON.parse(got[0]!.detail.json)).to.deep.equal(LESSON);
  });

  it('the picture: the position as SVG (the table’s own toSVG()) and as PNG, shown and downloadable', async () => {
    const s = await studio('lesson', LESSON);
    await solveByHints(s);
    await open(s, 'Publish');
    await until(() => buttonNamed(s, 'Make the picture') !== null, 10000, 'the picture button');
    const t = $<HTMLElement & { updateComplete: Promise<unknown>; state: unknown }>(s, 'domino-table.pb-table')!;
    await until(() => !!t.state, 20000, 'the picture table’s lesson');
    buttonNamed(s, 'Make the picture')!.click();
    await until(() => $(s, 'a.pb-png') !== null, 20000, 'the picture');
    const svg = await (await fetch($<HTMLAnchorElement>(s, 'a.pb-svg')!.href)).text();
    expect(svg).to.match(/^<svg[\s>]/);
    expect($<HTMLAnchorElement>(s, 'a.pb-svg')!.download).to.equal('match-b-an-b-end-go-on.svg');
    const png = new Uint8Array(await (await fetch($<HTMLAnchorElement>(s, 'a.pb-png')!.href)).arrayBuffer());
    expect([...png.slice(0, 4)]).to.deep.equal([0x89, 0x50, 0x4e, 0x47]);
    const img = $<HTMLImageElement>(s, '.pb-pic img')!;
    await until(() => img.complete && img.naturalWidth > 0, 5000, 'the picture shown');
    expect(img.alt).to.include('Match <b>an</b> end');
  });

  it('an All Fives puzzle: solved by the hints (domino-puzzle-end), published as ?puzzle=dl1… that decodes to the same JSON', async () => {
    const s = await studio('puzzle', PUZZLE);
    const ends: CustomEvent[] = [];
    s.shadowRoot!.addEventListener('domino-puzzle-end', (e) => ends.push(e as CustomEvent));
    await solveByHints(s);
    expect(ends.length).to.equal(1);
    expect(ends[0]!.detail.solved).to.equal(true);
    await open(s, 'Publish');
    await until(() => $(s, '[data-item="link"] textarea') !== null, 10000, 'the link');
    const link = snippet(s, 'link');
    expect(new URL(link).searchParams.get('puzzle')).to.match(/^dl1\./);
    expect(await decodeContent(link)).to.deep.equal({ kind: 'puzzle', value: PUZZLE });
    const doc = new DOMParser().parseFromString(snippet(s, 'script'), 'text/html');
    expect(JSON.parse(doc.querySelector('domino-table')!.getAttribute('puzzle')!)).to.deep.equal(PUZZLE);
  });
});
