import { expect } from '@open-wc/testing';
import { mount, parts, until } from '../testing/harness.js';
import { button, computerRecord, host, panelText, personMove, personsTurn } from '../testing/lessons.js';
import { applyAction, createGame } from '../engine/index.js';
import type { Action, GameState } from '../engine/index.js';
import { chooseAction } from '../ai/index.js';
import { toRecord } from '../record/record.js';

describe('teach mode', () => {
  it('narrates a play with the count arithmetic and explains the turn (All Fives)', async () => {
    const { el, events } = mount(await host(), { mode: 'teach', variant: 'all-fives', players: '2', seed: '31', speed: '0', names: 'Ana,Bo' });
    await personsTurn(el);
    await until(() => panelText(el).length > 0, 5000, 'the narration');
    if (el.state!.line?.length === 0) expect(panelText(el)).to.match(/drew the highest tile for the lead|went out last hand/);
    // the person here is "you" (the names attribute names the others)
    expect(el.shadowRoot!.querySelector('.l-now')!.textContent).to.match(/^Now: You (can play|start the hand|have no)/);
    expect(panelText(el)).to.not.match(/\b[CPDFM]-\d+\b/); // rule ids stay behind the "rule" links
    // the legal tiles are highlighted in the hand
    expect(el.shadowRoot!.querySelectorAll('.hand button.playable').length).to.equal(new Set(el.legalActions.filter((a) => a.type === 'play').map((a) => (a as { tile: string }).tile)).size);
    let a = personMove(el);
    while (a.type !== 'play') {
      await personsTurn(el);
      a = personMove(el);
    }
    await until(() => /The ends add up to/.test(panelText(el)) || el.state!.turn === 0, 5000);
    await personsTurn(el);
    // the narration of the last step (the computer's or the person's) carries the count's arithmetic
    const rec = el.toRecord()!;
    expect(rec.rounds[0]!.actions.length).to.be.greaterThan(0);
    expect(panelText(el)).to.match(/The ends add up to ((\d+ \+ )+\d+ = )?\d+: /);
    expect(events.filter((e) => e.type === 'domino-step').length).to.be.greaterThan(0);
  });

  it('explains a blocked partnership count with each team\'s pips and the winner', async () => {
    // play a partnership round to its end, then open it in teach mode at its last step
    let g: GameState | null = null;
    let rec = null;
    for (let seed = 1; seed < 80 && !rec; seed++) {
      const first = createGame({ variant: 'partnership', seed });
      g = first;
      const acts: Action[] = [];
      while (g.phase === 'playing') {
        const x = chooseAction(g, { level: 'easy', seed });
        g = applyAction(g, x);
        acts.push(x);
      }
      if (g.result?.reason === 'blocked') rec = toRecord(first, acts, ['Ana', 'Bo', 'Cy', 'Di']);
    }
    expect(rec, 'a blocked hand').to.not.equal(null);
    const { el } = mount(await host(), { mode: 'teach', variant: 'partnership', speed: '0', humans: '0' });
    await until(() => !!el.state);
    expect(await el.load(rec)).to.equal(true);
    await until(() => /pips/.test(panelText(el)), 5000, 'the count');
    const text = panelText(el);
    expect(text).to.match(/You and Cy hold ([\d +]+ = )?\d+ pips\./);
    expect(text).to.match(/Bo and Di hold ([\d +]+ = )?\d+ pips\./);
    expect(text).to.match(/have fewer pips, so (they|you) win the hand and score the other team’s pips: \d+ points|teams are tied/);
  });

  it('narrates a forced draw with the rule in words', async () => {
    // find a first draw and open the record just after it (teach mode takes over at its last step)
    let rec = computerRecord({ variant: 'draw', players: 2, seed: 1 }, 60, ['Ana', 'Bo']);
    for (let seed = 2; seed < 40 && !rec.rounds[0]!.actions.some((a) => a.type === 'draw'); seed++) rec = computerRecord({ variant: 'draw', players: 2, seed }, 60, ['Ana', 'Bo']);
    const acts = rec.rounds[0]!.actions;
    const k = acts.findIndex((a) => a.type === 'draw');
    expect(k).to.be.greaterThan(-1);
    const cut = { ...rec, rounds: [{ deal: rec.rounds[0]!.deal, actions: acts.slice(0, k + 1) }] };
    const { el } = mount(await host(), { mode: 'teach', variant: 'draw', speed: '100000', humans: 'none' });
    await until(() => !!el.state);
    expect(await el.load(cut)).to.equal(true);
    await until(() => /(Ana|Bo) has no [\d or]+, so (Ana|Bo) draws from the boneyard\./.test(panelText(el)), 5000, 'the narration');
  });

  it('shows the rules card for the variant with the active options', async () => {
    const { el } = mount(await host(), { mode: 'teach', variant: 'all-fives', players: '2', seed: '5', speed: '0', options: '{"boneyardReserve":2}' });
    await personsTurn(el);
    await until(() => !!button(el, 'Rules'));
    button(el, 'Rules')!.click();
    await until(() => !!el.shadowRoot!.querySelector('.l-rules'));
    const card = el.shadowRoot!.querySelector('.l-rules')!;
    expect(card.querySelector('h3')!.textContent).to.equal('All Fives');
    expect(card.textContent).to.contain('The last 2 tiles of the boneyard are never drawn.');
    expect(el.shadowRoot!.querySelector('.learn .l-bar [aria-expanded]')!.getAttribute('aria-expanded')).to.equal('true');
    button(el, 'Close')!.click();
    await until(() => el.shadowRoot!.querySelector('.l-rules') === null);
  });

  it('narrates in Brazilian Portuguese and Polish', async () => {
    for (const [lang, word] of [['pt-BR', 'Regras'], ['pl', 'Zasady']] as const) {
      const { el } = mount(await host(), { mode: 'teach', variant: 'draw', players: '2', seed: '5', speed: '0', lang });
      await personsTurn(el);
      await until(() => !!button(el, word), 5000, word);
      expect(panelText(el)).to.not.contain(' has no tile ');
      el.remove();
    }
  });

  it('open-hands shows every hand face up in teach mode', async () => {
    const { el } = mount(await host(), { mode: 'teach', variant: 'draw', players: '3', seed: '5', speed: '0', 'open-hands': '' });
    await personsTurn(el);
    expect(el.shadowRoot!.querySelectorAll('.seat .minis.up').length).to.be.at.least(2);
  });

  it('passes an axe audit', async () => {
    const { el } = mount(await host(), { mode: 'teach', variant: 'all-fives', players: '2', seed: '5', speed: '0' });
    await personsTurn(el);
    await until(() => !!button(el, 'Rules'));
    button(el, 'Rules')!.click();
    await until(() => !!el.shadowRoot!.querySelector('.l-rules'));
    await expect(el).to.be.accessible();
  });
});

describe('reasons and rules at hand in play', () => {
  const tip = (el: HTMLElement) => el.shadowRoot!.querySelector('.l-tip')?.textContent ?? '';

  it('a tile that cannot be played says why when clicked; the Hint gives the move and a reason', async () => {
    const { el } = mount(await host(), { variant: 'draw', players: '2', seed: '12', speed: '0', humans: '0' });
    // play until the person holds a tile that does not fit
    for (let i = 0; i < 30; i++) {
      await personsTurn(el);
      if (el.state!.phase !== 'playing') break;
      if (el.state!.line!.length && el.shadowRoot!.querySelector('.hand button:not(.playable)')) break;
      personMove(el);
    }
    const grey = el.shadowRoot!.querySelector<HTMLButtonElement>('.hand button:not(.playable)')!;
    expect(grey, 'a tile that does not fit').to.not.equal(null);
    grey.click();
    await until(() => /does not match/.test(tip(el)), 5000, 'the reason');
    expect(tip(el)).to.match(/^[A-Z][a-z]+–[a-z]+ does not match \d( or \d)?\.$|^Double [a-z]+ does not match/);
    expect(el.state!.phase).to.equal('playing'); // nothing was played
    await el.hint();
    await until(() => /^Hint: /.test(tip(el)), 5000, 'the hint with its reason');
    expect(tip(el)).to.match(/^Hint: (play .+|draw a tile)\. \S.+\.$/);
  });

  it('the ? opens the rules card with the active house rules and what is on the table now; the count opens it at the count', async () => {
    const { el } = mount(await host(), { variant: 'all-fives', players: '2', seed: '9', speed: '0', humans: '0', options: '{"boneyardReserve":2}' });
    await personsTurn(el);
    personMove(el);
    await personsTurn(el);
    const q = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.meta button')].find((b) => b.textContent!.trim() === '?')!;
    expect(q.getAttribute('aria-label')).to.equal('Rules');
    q.click();
    await until(() => !!el.shadowRoot!.querySelector('.l-rules'), 5000, 'the rules card');
    const card = el.shadowRoot!.querySelector('.l-rules')!.textContent!;
    expect(card).to.contain('The last 2 tiles of the boneyard are never drawn.');
    expect(card).to.match(/On the table now.*Count \d+: the open ends add up to/);
    expect(card).to.not.match(/\b[CPDFM]-\d+\b/);
    // the Count pill opens the card at the count's paragraph
    el.shadowRoot!.querySelector<HTMLButtonElement>('.l-rules .btn')!.click(); // Close
    await until(() => !el.shadowRoot!.querySelector('.l-rules'));
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.meta button')].find((b) => /^Count/.test(b.textContent!))!.click();
    await until(() => !!el.shadowRoot!.querySelector('.l-rules p.hl'), 5000, 'the count highlighted');
    expect(el.shadowRoot!.querySelector('.l-rules p.hl')!.textContent).to.match(/add up the open ends/);
  });

  it('a refused move is shown in player words; domino-error keeps its code', async () => {
    const { el, events } = mount(await host(), { variant: 'partnership', seed: '4', speed: '0', humans: 'all' });
    await until(() => !!el.state && el.legalActions.length > 0);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.panel .btn')?.click(); // pass-and-play: show the hand
    const wrong = el.state!.hands[el.state!.turn!]!.find((t) => t !== '6-6')!;
    el.play(wrong);
    await until(() => events.some((e) => e.type === 'domino-error'), 5000);
    expect(events.find((e) => e.type === 'domino-error')!.detail.code).to.equal('must-lead');
    await until(() => parts(el).error().includes('Whoever holds double six must start the hand with it.'), 5000, 'the words');
    expect(parts(el).error()).to.not.match(/next-round|seat \d/);
  });

  it('What the table knows: a seat that passed is known to lack those numbers', async () => {
    const { el } = mount(await host(), { lesson: 'p-pass', speed: '0' });
    await until(() => !!el.shadowRoot!.querySelector('.l-goal'), 8000);
    el.pass();
    await until(() => !!el.shadowRoot!.querySelector('.l-goal') || !!el.shadowRoot!.querySelector('.l-end'), 8000);
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.learn button')].find((b) => b.textContent!.trim() === 'What the table knows')!.click();
    await until(() => !!el.shadowRoot!.querySelector('.l-knows'), 5000);
    expect(el.shadowRoot!.querySelector('.l-knows')!.textContent).to.match(/You: no \d( or \d)?/);
  });
});
