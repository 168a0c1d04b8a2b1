// "Review this hand" (issue 20) in Chromium: at the count and in replay mode the person's moves are marked on the
// review's move list (colour, symbol and the verdict's name), with their reasons and the options' values; "Try again
// from here" opens the position as a one-step lesson.
import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import { button, host } from '../testing/lessons.js';
import { computerRecord } from '../testing/records.js';
import { replay } from '../record/record.js';
import { legalActions } from '../engine/index.js';
import type { DominoTable } from './domino-table.js';
import { Table } from '../table/table.js';
import { sendKeys } from '@web/test-runner-commands';


// A finished first hand of a seeded draw game played by computers (its record ends at the count).
const config = { variant: 'draw' as const, players: 2, seed: 21 };
const whole = replay(computerRecord(config, 200, ['Ana', 'Bo']));
const rec = computerRecord(config, whole.findIndex((g) => g.phase !== 'playing'), ['Ana', 'Bo']);
const states = replay(rec);

const marks = (el: DominoTable) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.review .rv-mine')];

async function reviewed(el: DominoTable): Promise<HTMLElement[]> {
  await until(() => !!button(el, 'Review this hand'), 15000, 'the Review button').catch((e) => {
    throw new Error(`${e}: ${el.state?.phase} ${[...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent).join('|')}`);
  });
  button(el, 'Review this hand')!.click();
  await until(() => marks(el).length > 0, 30000, 'the review marks');
  await el.updateComplete;
  return marks(el);
}

function checkMarks(list: HTMLElement[]): void {
  for (const li of list) {
    const verdict = li.querySelector('.rv-verdict')!.textContent!.trim();
    expect(verdict).to.match(/^(Best|Good|Inaccuracy|Mistake|Blunder)$/); // the name, not colour alone
    expect(li.className).to.contain(`v-${verdict.toLowerCase()}`);
    expect(li.querySelector('.rv-sym')!.textContent!.trim()).to.match(/^(★|✓|\?!|\?|\?\?)$/);
    expect(li.querySelector('.rv-why')!.textContent!.trim()).to.match(/\d/);
    expect(li.querySelectorAll('.rv-options li').length).to.be.greaterThan(1);
    expect(li.querySelectorAll('.rv-options li.chosen').length).to.equal(1);
  }
}

describe('move review', () => {
  it('at the count: "Review this hand" marks each of the person\'s moves with its verdict, reason and options', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', seed: '21', speed: '0', humans: '0', level: 'easy' });
    // The person plays the hand: the first legal play, else a draw or a pass.
    for (;;) {
      await until(() => !!el.state && (el.state.phase !== 'playing' || el.state.turn === 0), 20000, "the person's turn");
      const g = el.state!;
      if (g.phase !== 'playing') break;
      const a = legalActions(g).find((x) => x.type === 'play') ?? legalActions(g)[0]!;
      if (a.type === 'play') el.play(a.tile, a.at);
      else if (a.type === 'draw') el.draw();
      else el.pass();
      await until(() => el.state !== g, 10000, 'the move');
    }
    const list = await reviewed(el);
    checkMarks(list);
    // The deal's luck comes after the decisions (the list and the board first).
    await until(() => /Your deal wins \d+% of the time; an average deal \d+%/.test(el.shadowRoot!.querySelector('.review .rv-deal')?.textContent ?? ''), 30000, "the deal's luck");
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });

  it('in replay mode too; "Try again from here" opens that position as a one-step lesson', async () => {
    const { el, events } = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), speed: '0' });
    await until(() => events.some((e) => e.type === 'domino-step'));
    const list = await reviewed(el);
    checkMarks(list);
    // Closed, the review leaves its marks on the replay's own move list: symbol and name beside each of the person's moves.
    const verdicts = list.map((li) => li.querySelector('.rv-verdict')!.textContent!.trim());
    const steps = list.map((li) => Number(li.dataset.step));
    button(el, 'Close')!.click();
    await until(() => el.shadowRoot!.querySelectorAll('.r-moves .r-mark').length === list.length, 10000, 'marks on the replay list');
    const onList = [...el.shadowRoot!.querySelectorAll('.r-moves li')].filter((li) => li.querySelector('.r-mark'));
    expect(onList.map((li) => li.querySelector('.r-mark')!.textContent!.replace(/\s+/g, ' ').trim().split(' ').slice(1).join(' '))).to.deep.equal(verdicts);
    expect(onList.map((li) => Number(li.querySelector('.r-n')!.textContent) - 1)).to.deep.equal(steps);
    const again = await reviewed(el); // opened again: the same review
    const li = again.find((x) => x.querySelector('.rv-again'))!;
    expect(li, 'a move to try again').to.exist;
    const step = Number(li.dataset.step);
    (li.querySelector('.rv-again') as HTMLButtonElement).click();
    await until(() => !el.shadowRoot!.querySelector('.review') && !!el.state && JSON.stringify(el.state.hands[0]) === JSON.stringify(states[step]!.hands[0]), 15000, 'the lesson at the position');
    expect(el.state!.line).to.deep.equal(states[step]!.line);
    expect(el.state!.turn).to.equal(0);
    // The goal asks for a better move than the one played; the answer stays behind Hint.
    await until(() => !!el.shadowRoot!.querySelector('.l-goal'), 10000, 'the goal');
    const goal = el.shadowRoot!.querySelector('.l-goal')!.textContent!;
    expect(goal).to.contain('Find a better move than');
    expect(goal).not.to.match(/Play /);
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });

  it('choosing a reviewed decision (click, keyboard, Previous/Next) shows the board at its step; Close shows the game again', async () => {
    const { el } = mount(await host(1280), { mode: 'replay', record: JSON.stringify(rec), speed: '0' });
    await until(() => !!el.state);
    await el.goTo(states.length - 1);
    await until(() => el.state!.phase !== 'playing', 10000, 'the last step');
    const list = await reviewed(el);
    const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="review-item"]')];
    expect(items.length).to.equal(list.length);
    const steps = items.map((x) => Number(x.dataset.step));
    const onBoard = () => [...el.shadowRoot!.querySelectorAll('.board g.t')].map((g) => g.getAttribute('data-t')).sort();
    const atStep = (k: number) => states[k]!.line!.map((x) => x.tile).sort();
    const shows = async (k: number, what: string) => {
      await until(() => JSON.stringify(onBoard()) === JSON.stringify(atStep(k)), 5000, `${what}: the board at step ${k}`);
      expect(el.shadowRoot!.querySelector('[part~="review-item"].rv-now')!.getAttribute('data-step')).to.equal(String(k));
    };
    await shows(steps[0]!, 'opened'); // the first decision at once
    // A click on the last decision's line.
    const last = steps.length - 1;
    items[last]!.querySelector<HTMLButtonElement>('.rv-line')!.click();
    await shows(steps[last]!, 'clicked');
    // Previous decision (the button), then the keyboard: ← on the table, and Enter on an item's line.
    if (last > 0) {
      button(el, 'Previous decision')!.click();
      await shows(steps[last - 1]!, 'Previous');
      el.shadowRoot!.querySelector<HTMLElement>('.table')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
      await shows(steps[last]!, '→');
    }
    const first = el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="review-item"] .rv-line')[0]!;
    first.focus();
    await sendKeys({ press: 'Enter' });
    await shows(steps[0]!, 'Enter');
    // Close: the table shows the replay's step again.
    button(el, 'Close')!.click();
    await until(() => !el.shadowRoot!.querySelector('.review'), 5000, 'closed');
    expect(onBoard()).to.deep.equal(states.at(-1)!.line!.map((x) => x.tile).sort());
  });
});

describe('"Try again from here" in every language (issue 50)', () => {
  for (const [lang, better] of [['pt-BR', 'Encontre uma jogada melhor do que'], ['pl', 'Znajdź lepszy ruch niż']] as const)
    it(`${lang}: the goal names the move played and no other tile; the answer stays behind Hint`, async () => {
      const { el } = mount(await host(), { mode: 'replay', record: JSON.stringify(rec), speed: '0', lang });
      await until(() => !!el.state);
      const open = () => el.shadowRoot!.querySelector<HTMLButtonElement>('.review-open .btn');
      await until(() => !!open(), 15000, 'the review button');
      open()!.click();
      await until(() => marks(el).length > 0, 30000, 'the review marks');
      const li = marks(el).find((x) => x.querySelector('.rv-again'))!;
      expect(li, 'a move to try again').to.exist;
      const step = Number(li.dataset.step);
      const played = rec.rounds[0]!.actions[step]!;
      (li.querySelector('.rv-again') as HTMLButtonElement).click();
      await until(() => !!el.shadowRoot!.querySelector('.l-goal'), 15000, 'the goal');
      const goal = el.shadowRoot!.querySelector('.l-goal')!.textContent!;
      expect(goal).to.contain(better);
      const t = new Table();
      t.set({ lang });
      await t.need('review');
      const tiles = [...new Set(legalActions(states[step]!).flatMap((a) => (a.type === 'play' ? [a.tile] : [])))];
      for (const x of tiles) {
        if (played.type === 'play' && x === played.tile) expect(goal, goal).to.contain(t.say.tile(x));
        else expect(goal, goal).not.to.contain(t.say.tile(x));
      }
    });
});

describe('the count (issue 50)', () => {
  it('on a phone "Review this hand" and "Replay this hand" are labelled; "Replay this hand" plays the hand back, "Back to the game" returns to the count', async () => {
    const { el, events } = mount(await host(375), { variant: 'draw', players: '2', seed: '21', speed: '0', humans: '0', level: 'easy' });
    await (el as unknown as { load(r: unknown): Promise<boolean> }).load(rec);
    await until(() => !!button(el, 'Review this hand') && !!button(el, 'Replay this hand'), 15000, 'the count');
    for (const name of ['Review this hand', 'Replay this hand']) {
      const b = button(el, name)!;
      expect(b.textContent!.trim()).to.equal(name); // its words are its name
      expect(b.getBoundingClientRect().height).to.be.at.least(44);
      const words = [...b.querySelectorAll('span')].find((x) => x.textContent === name)!;
      expect(words.getBoundingClientRect().width, `${name} shows its words`).to.be.greaterThan(40);
    }
    el.speed = 40; // the replay plays at the table's pace
    button(el, 'Replay this hand')!.click();
    await until(() => events.filter((e) => e.type === 'domino-step').length >= 3, 15000, 'the hand played back');
    const seen = events.filter((e) => e.type === 'domino-step').map((e) => (e as CustomEvent).detail.step as number);
    expect(seen[0]).to.equal(0); // from the hand's deal
    expect(seen.slice(1).every((k, i) => k === seen[i]! + 1)).to.equal(true);
    button(el, 'Back to the game')!.click();
    await until(() => !!button(el, 'Next round') && el.state!.phase !== 'playing', 10000, 'the count again');
    expect(el.mode).to.equal('play');
    button(el, 'Next round')!.click();
    await until(() => el.state!.round === 2, 10000, 'the next round');
    expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
  });
});
