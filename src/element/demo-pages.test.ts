/**
 * The demo's pages as a newcomer meets them (issue 50, point 10): Settings say every option's value in words in the
 * table's language (never a code value such as "starting-tile" or "true"); the demo and the learn index lead to
 * online and class play and count five games; the Block game has its tutorial page in each language, a lesson at
 * each section. The pages are loaded from the dev server in a frame, as a visitor opens them.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { until } from '../testing/harness.js';

const LANGS = ['en', 'pt-BR', 'pl'] as const;
const GAMES = ['partnership', 'draw', 'mexican-train', 'all-fives', 'block'];

async function open(src: string, ready: (doc: Document) => boolean): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = await fixture<HTMLIFrameElement>(html`<iframe style="position: fixed; inset: 0; width: 100vw; height: 100vh; border: 0" src=${src}></iframe>`);
  await until(() => !!frame.contentDocument && frame.contentDocument.readyState === 'complete' && ready(frame.contentDocument), 20000, src);
  return { frame, doc: frame.contentDocument! };
}

/** Chooses `value` in a select as a person does: the value, then the change event the page listens to. */
function choose(sel: HTMLSelectElement, value: string): void {
  sel.value = value;
  sel.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A code value: a word joined by hyphens, a boolean, or a lower-case identifier the rules use. */
const CODE = /^(true|false|[a-z]+(-[a-z]+)+|[a-z]+[A-Z]\w*|easy|medium|hard|auto|rotate|winner|starter|holder|chain|single|any|wood|contrast)$/;

/** How wide `text` is drawn in `sel`'s font, and the room the select has for it (its arrow left out). */
function room(sel: HTMLSelectElement, text: string): { need: number; have: number } {
  const cs = getComputedStyle(sel);
  const ctx = document.createElement('canvas').getContext('2d')!;
  ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  return { need: Math.ceil(ctx.measureText(text).width), have: sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20 };
}

describe('the demo: Settings in words', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const size of [{ width: 375, height: 740 }, { width: 1280, height: 800 }])
  it(`${size.width} × ${size.height}: in each language, every option of every game is said in words of that language, none a code value, each readable whole in its select`, async () => {
    await setViewport(size);
    const { frame, doc } = await open('/demo/index.html', (d) => !!d.querySelector('#house [data-option]'));
    (doc.getElementById('open-settings') as HTMLButtonElement).click();
    const dialog = doc.getElementById('settings') as HTMLDialogElement;
    expect(dialog.open, 'Settings open').to.equal(true);
    const form = doc.getElementById('controls') as HTMLFormElement;
    const variant = doc.getElementById('variant') as HTMLSelectElement;
    const seen: Record<string, string[]> = {};
    for (const lang of LANGS) {
      choose(form.elements.namedItem('lang') as HTMLSelectElement, lang);
      seen[lang] = [];
      for (const game of GAMES) {
        choose(variant, game);
        const selects = [variant, ...form.querySelectorAll<HTMLSelectElement>('select:not([name=players]):not([name=lang])')];
        for (const sel of selects) {
          const label = sel === variant ? sel.getAttribute('aria-label')! : sel.closest('label')!.querySelector('span')!.textContent!.trim();
          expect(label, `${lang} ${game}: a label`).to.not.equal('');
          for (const o of sel.options) {
            const text = o.textContent!.trim();
            expect(text, `${lang} ${game} ${label}: ${o.value}`).to.not.equal('');
            expect(text, `${lang} ${game} ${label}: the value in words`).to.not.match(CODE);
            if (o.value !== '' && /[a-z]/.test(o.value)) expect(text, `${lang} ${game} ${label}`).to.not.equal(o.value);
            if (sel !== variant) {
              const { need, have } = room(sel, text);
              expect(need, `${lang} ${game} ${label}: “${text}” fits its select (${need} of ${have} px)`).to.be.at.most(have);
            }
            seen[lang]!.push(`${label}: ${text}`);
          }
        }
        for (const input of form.querySelectorAll<HTMLInputElement>('#house input')) expect(input.closest('label')!.textContent!.trim(), `${lang} ${game}: the target's label`).to.not.equal('');
      }
      expect(dialog.querySelector('h2')!.textContent, `${lang}: the title`).to.equal({ en: 'Settings', 'pt-BR': 'Ajustes', pl: 'Ustawienia' }[lang]);
    }
    // the words are each language's own
    expect(seen['pt-BR']).to.include('Quem começa sai com: A pedra que o fez começar');
    expect(seen.pl).to.include('Kolejne rozdania zaczyna: Zwycięzca, dowolny kamień');
    expect(seen.en).to.include('The starter plays: The tile that made them starter');
    expect(seen.en).to.include('The spinner’s top and bottom: Open after both sides');
    // the options still reach the table as the rules' values
    choose(form.elements.namedItem('lang') as HTMLSelectElement, 'en');
    choose(variant, 'draw');
    choose(form.querySelector<HTMLSelectElement>('[data-option=starterLeads]')!, 'any');
    (doc.getElementById('new') as HTMLButtonElement).click();
    await until(() => doc.getElementById('table')!.getAttribute('options') === '{"starterLeads":"any"}', 5000, 'the option on the table');
    frame.remove();
  });
});

describe('the demo and the learn index: five games, and online and class play', () => {
  for (const [src, h] of [['/demo/index.html', '#learn'], ['/demo/learn/index.html', 'article']] as const) {
    it(`${src} links to online and class play and counts five games`, async () => {
      const { frame, doc } = await open(src, (d) => !!d.querySelector(h));
      const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => new URL((a as HTMLAnchorElement).href).pathname);
      expect(hrefs, 'online play').to.include('/demo/online.html');
      expect(hrefs, 'class play').to.include('/demo/class.html');
      for (const lang of LANGS) if (src.includes('learn') || lang === 'en') expect(hrefs, `the Block tutorial (${lang})`).to.include(`/demo/learn/${lang}/block.html`);
      const text = doc.body.textContent! + (doc.querySelector('meta[name=description]')?.getAttribute('content') ?? '');
      expect(text).to.not.match(/four games|quatro jogos|cztery gry/i);
      expect(text).to.match(/five games/i);
      frame.remove();
    });
  }
});

describe('the Block tutorial page', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const lang of LANGS) {
    it(`${lang}: a section and a lesson for each of the five Block lessons, captioned by title; the first lesson opens`, async () => {
      const { frame, doc } = await open(`/demo/learn/${lang}/block.html`, (d) => !!d.querySelector('figure[data-lesson] domino-table')?.shadowRoot?.querySelector('.l-goal'));
      expect(doc.documentElement.lang).to.equal(lang);
      const figs = [...doc.querySelectorAll<HTMLElement>('figure[data-lesson]')];
      expect(figs.map((f) => f.dataset.lesson)).to.deep.equal(['b-start', 'b-pass', 'b-out', 'b-block', 'b-tie']);
      for (const f of figs) {
        const h2 = doc.getElementById(f.dataset.lesson!)!;
        expect(h2.tagName, `${f.dataset.lesson}: its section's heading`).to.equal('H2');
        expect(f.querySelector('figcaption')!.textContent, 'the lesson\'s title, not its id').to.not.match(/\bb-[a-z]+\b/);
      }
      expect(doc.querySelector('domino-table[variant=block]'), 'a real game of the Block game').to.not.equal(null);
      expect(doc.querySelector('domino-table[puzzle=daily][variant=block]'), 'the puzzle of the day').to.not.equal(null);
      expect([...doc.querySelectorAll('.langs a')].map((a) => new URL((a as HTMLAnchorElement).href).pathname)).to.deep.equal(LANGS.map((l) => `/demo/learn/${l}/block.html`));
      frame.remove();
    });
  }
});
