/** The words of the table in three languages: grammar per person, plurals by Intl.PluralRules, true minus signs, the key help. */
import { expect, fixture, html } from '@open-wc/testing';
import { en } from '../i18n/index.js';
import { pl } from '../i18n/pl.js';
import { ptBR } from '../i18n/pt-br.js';
import { panelsEn } from '../i18n/panels.js';
import { countEn } from '../i18n/panels-count.js';
import { panelsPl } from '../i18n/panels-pl.js';
import { panelsPtBR } from '../i18n/panels-pt-br.js';
import { num } from './ui.js';
import { describe as sentence } from './sentences.js';
import { mount, parts, until } from './test-harness.js';
import { position } from './test-positions.js';
import type { DominoTable } from './domino-table.js';

describe('wording', () => {
  it('speaks to "you" in the second person and about others in the third', () => {
    expect(panelsEn.scores(null, 14)).to.equal('You score 14 points.');
    expect(panelsEn.scores('Bo', 1)).to.equal('Bo scores 1 point.');
    expect(panelsEn.domino(null)).to.equal('You went out!');
    expect(panelsPl.scores(null, 5)).to.equal('Zdobywasz 5 punktów.');
    expect(panelsPl.scores('Bo', 2)).to.equal('Bo zdobywa 2 punkty.');
    expect(panelsPl.domino(null)).to.equal('Wykładasz ostatni kamień!');
    expect(panelsPtBR.scores(null, 1)).to.equal('Você marca 1 ponto.');
    expect(panelsPtBR.scores('Bo', 12)).to.equal('Bo marca 12 pontos.');
    expect(panelsEn.plays(null, 'six–four', 'on the left', 10)).to.equal('You play six–four on the left, scoring 10.');
    expect(panelsEn.plays('Bo', 'six–four', '', null)).to.equal('Bo plays six–four.');
  });

  it('chooses plural forms by Intl.PluralRules', () => {
    expect([1, 2, 5, 12, 22, 25].map((n) => pl.tiles(n))).to.deep.equal(['1 kamień', '2 kamienie', '5 kamieni', '12 kamieni', '22 kamienie', '25 kamieni']);
    expect([0, 1, 2].map((n) => en.tiles(n))).to.deep.equal(['0 tiles', '1 tile', '2 tiles']);
    expect([1, 2].map((n) => ptBR.tiles(n))).to.deep.equal(['1 pedra', '2 pedras']);
    expect(panelsPl.scores('Bo', 22)).to.equal('Bo zdobywa 22 punkty.');
  });

  it('says who won the game with their total and the target (lowest total in Mexican Train)', () => {
    expect(panelsEn.wins(['Bo'], 255, 250)).to.equal('Bo wins the game with 255 points (target 250)!');
    expect(panelsEn.wins([null], 104, 100)).to.equal('You win the game with 104 points (target 100)!');
    expect(panelsEn.wins(['Bo'], 74, null)).to.equal('Bo wins the game with the lowest score, 74!');
    expect(panelsPl.wins([null], 255, 250)).to.equal('Wygrywasz grę z wynikiem 255 pkt (cel: 250)!');
    expect(panelsPtBR.wins(['Bo', 'Cy'], 60, 50)).to.equal('Bo e Cy vencem o jogo com 60 pontos (meta: 50)!');
  });

  it('writes negative numbers with a true minus sign', () => {
    expect(num(-5)).to.equal('−5');
    expect(num(0)).to.equal('0');
    expect(num(12)).to.equal('12');
  });

  it('lists only the keys a variant uses, with the letters of its language', () => {
    expect(countEn.keys('partnership', en.keyOf)).not.to.contain('draw');
    expect(countEn.keys('partnership', en.keyOf)).not.to.contain('end turn');
    expect(countEn.keys('mexican-train', en.keyOf)).to.contain('E end turn');
    expect(panelsPtBR.keys('draw', ptBR.keyOf)).to.contain('C compra');
    expect(panelsPl.keys('mexican-train', pl.keyOf)).to.contain('Z zakończ turę');
    for (const m of [en, ptBR, pl]) {
      const letters = Object.values(m.keyOf);
      expect(new Set(letters).size, `${m.lang}: one letter per action`).to.equal(letters.length);
    }
  });
});

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

  it('a Mexican Train round end tells a screen reader what each seat added (M-15), not who "scores"', async () => {
    const { el, events } = mount(await host(), { variant: 'mexican-train', players: '3', humans: 'none', speed: '0', seed: '5', names: 'Ana,Bo,Cy' });
    await until(() => events.some((e) => e.type === 'domino-round-end'), 20000, 'a round end');
    const end = events.find((e) => e.type === 'domino-round-end')!.detail as { points: number[] };
    const said = sentence(el as unknown as Parameters<typeof sentence>[0], { type: 'domino-round-end', detail: end } as Parameters<typeof sentence>[1]);
    expect(said).to.contain(`Added: Ana ${end.points[0]}, Bo ${end.points[1]}, Cy ${end.points[2]}.`);
    expect(said).not.to.match(/scores/);
    expect(panelsPl.adds([[null, 0], ['Bo', 12]])).to.equal('Doliczone: ty 0, Bo 12.');
    expect(panelsPtBR.adds([[null, 3]])).to.equal('Somados: você 3.');
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
    const moved = b.el.ctl.moves.length;
    const a = b.el.legalActions[0]!;
    if (a.type === 'play') b.el.play(a.tile, a.at);
    else if (a.type === 'draw') b.el.draw();
    else b.el.pass();
    await until(() => b.el.ctl.moves.length > moved, 3000, 'the move');
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
