/**
 * The studio loads what its first screen needs and the rest when used (Chromium, through the dev server, where each
 * module is its own request): a part's code when its tab is first opened ("Loading…" meanwhile), the content checker
 * at the person's first touch; `updateComplete` covers both, and the change event carries the checker's problems.
 * Only the element's module is imported here, so what the page fetched is what the studio asked for.
 */
import { expect, fixture, html } from '@open-wc/testing';
import './domino-studio.js';
import type { DominoStudio } from './domino-studio.js';
import type { LessonJSON } from './types.js';

const fetched = (path: string) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.endsWith(path));
const panel = (s: DominoStudio) => s.shadowRoot!.querySelector("[part='panel']")!;
const tab = (s: DominoStudio, name: string) => [...s.shadowRoot!.querySelectorAll<HTMLButtonElement>("[role='tab']")].find((b) => b.textContent!.trim() === name)!;

describe('<domino-studio> loads its parts when used', () => {
  it('the first screen loads its first tab only; another tab loads on opening, saying Loading… meanwhile; the checker comes with the first touch', async () => {
    const s = await fixture<DominoStudio>(html`<domino-studio lang="en"></domino-studio>`);
    await s.updateComplete; // the words, the first tab's part
    expect(tab(s, 'Position').getAttribute('aria-selected')).to.equal('true');
    expect(panel(s).textContent).not.to.contain('Loading…');
    expect(panel(s).querySelector('button')).to.exist; // the setup part's controls are drawn
    expect(fetched('/src/studio/parts/setup.ts')).to.equal(true);
    for (const later of ['/src/studio/parts/steps.ts', '/src/studio/parts/puzzle.ts', '/src/studio/parts/preview.ts', '/src/studio/parts/publish.ts', '/src/studio/parts/course.ts', '/src/studio/check.ts', '/src/teach/validate.ts'])
      expect(fetched(later), later).to.equal(false);
    expect(s.problems).to.deep.equal([]); // not checked yet: reading it starts the checker
    const changes: CustomEvent[] = [];
    s.addEventListener('domino-studio-change', (e) => changes.push(e as CustomEvent));

    const shown: string[] = [];
    const seen = new MutationObserver(() => shown.push(panel(s).textContent!.trim()));
    seen.observe(s.shadowRoot!, { subtree: true, childList: true, characterData: true });
    tab(s, 'Steps').click(); // a touch: the checker starts too
    await s.updateComplete;
    seen.disconnect();
    expect(shown[0]).to.equal('Loading…');
    expect(fetched('/src/studio/parts/steps.ts')).to.equal(true);
    expect(fetched('/src/studio/check.ts')).to.equal(true);
    expect(panel(s).textContent).not.to.contain('Loading…');
    expect(panel(s).querySelector('.steps-box, [role=status]')).to.exist; // the steps part drew
    expect(fetched('/src/studio/parts/publish.ts')).to.equal(false);
    // the checker is here: the blank lesson's problems, and an edit's event carries them
    expect(s.problems.length).to.be.greaterThan(0);
    s.load({ ...(s.value as LessonJSON), title: { en: 'Mine' } }).catch(() => undefined);
    await s.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    expect(changes.length).to.equal(1);
    expect(changes[0]!.detail.valid).to.equal(false);
    expect(changes[0]!.detail.problems).to.deep.equal(s.problems);
  });

  it('some seconds after the person starts, every other tab loads in the background: from then on the studio works offline', async () => {
    const s = await fixture<DominoStudio>(html`<domino-studio lang="en"></domino-studio>`);
    await s.updateComplete;
    tab(s, 'Position').click(); // a touch (the first test's counts too: the warm-up starts once per page)
    const all = ['steps', 'puzzle', 'course', 'preview', 'publish'].map((p) => `/src/studio/parts/${p}.ts`);
    for (let waited = 0; waited < 20000 && !all.every(fetched); waited += 250) await new Promise((r) => setTimeout(r, 250));
    for (const p of all) expect(fetched(p), p).to.equal(true);
  });
});
