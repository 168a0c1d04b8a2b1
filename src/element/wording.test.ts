/** The words of the table in three languages, in the table (the words themselves: src/words/words.test.ts). */
import { expect, fixture, html } from '@open-wc/testing';
import { mount, parts, until } from '../testing/harness.js';
import { position } from '../testing/positions.js';
import type { DominoTable } from './domino-table.js';

describe('wording in the table', () => {
  async function host(): Promise<HTMLElement> {
    return fixture(html`<div style="width: 900px"></div>`);
  }

  it('Mexican Train counts penalties without a plus sign', async () => {
    const { el } = mount(await host(), { variant: 'mexican-train', players: '4', humans: '0', speed: '100000000', seed: '7' });
    await el.updateComplete;
    await el.load(position('mexican-train', 4, 7, 'end').record);
    await el.updateComplete;
    const panel = el.shadowRoot!.querySelector('.panel')!;
    expect(panel.textContent).to.contain('Penalty');
    expect(panel.textContent).not.to.match(/\+\d/);
  });

  it('a wrong number of players is told in the table\'s language, with the numbers, not in the engine\'s English', async () => {
    const want: Record<string, string> = { en: 'This game is for 2–4 players, not 9.', pl: 'Ta gra jest dla 2–4 graczy, nie dla 9.', 'pt-BR': 'Este jogo é para 2–4 jogadores, não 9.' };
    for (const [lang, text] of Object.entries(want)) {
      const { el, events } = mount(await host(), { variant: 'draw', players: '9', lang, speed: '0' });
      const banner = () => el.shadowRoot!.querySelector('.error span')?.textContent;
      await until(() => banner() === text, 5000, `${lang}: the banner`).catch(() => expect(banner()).to.equal(text));
      expect(el.state?.players, `${lang}: a game of the default number of players is on the table meanwhile`).to.equal(2);
      expect(events.find((e) => e.type === 'domino-error')!.detail).to.deep.include({ code: 'bad-players' }); // the event keeps the code
      el.remove();
    }
  });

  it('options a game refuses are told in the table\'s language (the option and its value), and the game plays without them', async () => {
    const cases: [string, string][] = [
      ['{"target":-5}', 'Opcja „target” nie może mieć wartości -5, więc opcje nie zostały użyte.'],
      ['{"bogus":1}', 'Ta gra nie ma opcji „bogus”, więc opcje nie zostały użyte.'],
      ['nonsense', 'Nie da się odczytać opcji, więc nie zostały użyte.'],
    ];
    for (const [options, text] of cases) {
      const { el } = mount(await host(), { variant: 'draw', options, lang: 'pl', speed: '0' });
      const banner = () => el.shadowRoot!.querySelector('.error span')?.textContent;
      await until(() => banner() === text, 5000, options).catch(() => expect(banner(), options).to.equal(text));
      expect(el.state?.options.target, `${options}: played to the default target`).to.equal(100);
      el.remove();
    }
  });

  it('a setting replaced by its default is told in the table\'s language, as the page wrote it', async () => {
    const { el } = mount(await host(), { variant: 'draw', level: 'genius', speed: '0' });
    const banner = () => el.shadowRoot!.querySelector('.error span')?.textContent;
    const want = 'The setting level="genius" cannot be used, so it is medium.';
    await until(() => banner() === want, 5000).catch(() => expect(banner()).to.equal(want));
    el.speed = -3 as unknown as number; // a property set in code
    await el.updateComplete;
    expect(banner()).to.equal('The setting speed=-3 cannot be used, so it is 700.');
    el.remove();
  });

  it('a page\'s unusable seed at the start: a game plays anyway, its banner stays through the moves; a refused move\'s goes with the next move', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', seed: 'abc', lang: 'pl', speed: '30', humans: 'none' });
    const banner = (t: DominoTable) => t.shadowRoot!.querySelector('.error span')?.textContent ?? null;
    const want = 'Ziarno losowania „abc” nie jest liczbą, więc nie zostało użyte.';
    await until(() => banner(el) === want, 5000, 'the seed banner').catch(() => expect(banner(el)).to.equal(want));
    await until(() => events.filter((e) => e.type === 'domino-play').length >= 3, 10000, 'moves');
    await el.updateComplete;
    expect(banner(el), 'still shown after moves').to.equal(want);
    expect(events.filter((e) => e.type === 'domino-error').map((e) => (e.detail as { code: string }).code)).to.deep.equal(['bad-seed']);
    el.remove();
    // a refused move (a tile the person does not hold) is told, and goes with their next move
    const b = mount(await host(), { variant: 'draw', seed: '4', speed: '0', humans: '0' });
    await until(() => b.el.state?.turn === 0 && b.el.legalActions.length > 0, 5000, 'the person to move');
    b.el.play(b.el.state!.hands[1]![0]!);
    await b.el.updateComplete;
    expect(b.events.at(-1)?.type).to.equal('domino-error');
    expect(banner(b.el), 'a refused move is told').to.not.equal(null);
    const moved = b.el.toRecord()!.rounds.at(-1)!.actions.length;
    const a = b.el.legalActions[0]!;
    if (a.type === 'play') b.el.play(a.tile, a.at);
    else if (a.type === 'draw') b.el.draw();
    else b.el.pass();
    await until(() => b.el.toRecord()!.rounds.at(-1)!.actions.length > moved, 3000, 'the move');
    await b.el.updateComplete;
    expect(banner(b.el), 'and goes with the next move').to.equal(null);
    b.el.remove();
  });

  it('the pass-and-play cover offers no Undo and no Hint', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: 'all', speed: '0', seed: '9' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    await el.updateComplete;
    const p = parts(el);
    (p.root.querySelector('.panel .btn') as HTMLButtonElement).click(); // "I'm Ana"
    await el.updateComplete;
    p.playable()[0]!.click();
    await el.updateComplete;
    if (p.placeButtons().length) p.placeButtons()[0]!.click();
    await until(() => events.some((e) => e.type === 'domino-play'));
    await el.updateComplete;
    expect(p.root.querySelector('.panel'), 'the cover').to.not.equal(null);
    expect(p.button('Undo')).to.equal(null);
    expect(p.button('Hint')).to.equal(null);
  });

  it('a replay with nothing played yet says so (not "Step 0 of 0")', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', humans: 'none', speed: '100000000', seed: '3', mode: 'replay' });
    await until(() => events.some((e) => e.type === 'domino-step'), 10000, 'the replay');
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Nothing yet');
    expect(el.shadowRoot!.textContent).not.to.contain('Step 0 of 0');
  });

  it('the status speaks Polish to the person at the screen, in the second person', async () => {
    const { el } = mount(await host(), { variant: 'draw', players: '2', humans: '0', speed: '100000000', seed: '1', lang: 'pl' });
    await el.updateComplete;
    await el.load(position('draw', 2, 1, 'end').record);
    await until(() => /zakończona/.test(parts(el).status()), 5000, 'Polish');
    expect(el.shadowRoot!.querySelector('.panel h2')!.textContent).to.match(/Wykładasz|wykłada|zablokowana/);
  });
});
