import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { applyAction, createGame, VARIANTS } from '../engine/index.js';
import type { Action, GameState, Variant } from '../engine/index.js';
import { chooseAction } from '../ai/index.js';
import type { HistoryEntry } from '../ai/index.js';
import { mount, parts, until } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';

const SEED = 4242;
const SMALL: Record<Variant, string> = {
  partnership: '{"target":20}',
  draw: '{"target":30}',
  'all-fives': '{"target":150}',
  'mexican-train': '{}',
  block: '{"target":30}',
};
const PLAYERS: Record<Variant, string> = { partnership: '4', draw: '3', 'all-fives': '2', 'mexican-train': '2', block: '3' };

async function host(): Promise<HTMLElement> {
  return fixture(html`<div style="width: 900px"></div>`);
}

/** The engine's own playthrough of the same game with the same computer strategy. */
function replay(variant: Variant, players: number, seed: number, options: object): GameState {
  let g = createGame({ variant, players, seed, options });
  let history: HistoryEntry[] = []; // what the element hands its computer players: this round's actions
  for (let i = 0; i < 100000 && g.phase !== 'game-over'; i++) {
    const action: Action = g.phase === 'round-over' ? { type: 'next-round' } : chooseAction(g, { level: 'medium', seed: g.seed, history });
    history = action.type === 'next-round' ? [] : [...history, { seat: g.turn, action }];
    g = applyAction(g, action);
  }
  return g;
}

for (const variant of VARIANTS) {
  describe(`<domino-table variant="${variant}">`, () => {
    it('watches a whole game (humans="none") to domino-game-end with the engine\'s totals, every event with its detail', async () => {
      const { el, events } = mount(await host(), { variant, players: PLAYERS[variant], humans: 'none', speed: '0', seed: String(SEED), options: SMALL[variant] });
      await until(() => events.some((e) => e.type === 'domino-game-end'), 120000, 'game end');
      const end = events.find((e) => e.type === 'domino-game-end')!;
      const want = replay(variant, Number(PLAYERS[variant]), SEED, JSON.parse(SMALL[variant]));
      expect(end.detail.totals).to.deep.equal(want.totals);
      expect(end.detail.winner).to.deep.equal(want.winner);
      expect(el.state!.totals).to.deep.equal(want.totals);
      expect(el.state!.phase).to.equal('game-over');
      // the first events, in order, and their details
      expect(events[0]!.type).to.equal('domino-game-start');
      expect(events[0]!.detail).to.include({ variant, players: Number(PLAYERS[variant]), seed: SEED });
      expect(events[0]!.detail.humans).to.deep.equal([]);
      expect(events[1]!.type).to.equal('domino-round-start');
      expect(events[1]!.detail.round).to.equal(1);
      expect(events[2]!.type).to.equal('domino-turn');
      expect(events[2]!.detail).to.include({ human: false, round: 1 });
      expect(events[2]!.detail).not.to.have.property('legalActions');
      const plays = events.filter((e) => e.type === 'domino-play');
      expect(plays.length).to.be.greaterThan(5);
      for (const p of plays) {
        expect(p.detail).to.have.all.keys('seat', 'tile', 'at', 'points');
        expect(p.detail.tile).to.match(/^\d+-\d+$/);
      }
      for (const d of events.filter((e) => e.type === 'domino-draw')) {
        expect(d.detail).to.have.all.keys('seat', 'boneyard'); // computer hands are hidden: no tile
      }
      for (const p of events.filter((e) => e.type === 'domino-pass')) expect(p.detail).to.have.all.keys('seat');
      const ends = events.filter((e) => e.type === 'domino-round-end');
      if (variant !== 'all-fives') expect(ends.length).to.be.greaterThan(0); // All Fives may end mid-hand (F-14)
      for (const r of ends) {
        expect(r.detail).to.include.all.keys('round', 'reason', 'winner', 'points', 'pips', 'totals');
        expect(['domino', 'blocked']).to.include(r.detail.reason);
      }
      if (variant === 'mexican-train') expect(ends.length).to.equal(13);
      expect(events.filter((e) => e.type === 'domino-round-start').length).to.be.at.least(ends.length);
      expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
      expect(events.at(-1)!.type).to.equal('domino-game-end');
      // the count shows a New game control
      expect(parts(el).button('Rematch')).to.not.equal(null); // the game-end card's Rematch
      // every event is a bubbling, composed CustomEvent with plain JSON detail
      for (const e of events) expect(JSON.parse(JSON.stringify(e.detail))).to.deep.equal(e.detail);
    });

    it('plays a person\'s game through clicks', async () => {
      const { el, events } = mount(await host(), { variant, players: PLAYERS[variant], humans: '0', speed: '0', seed: String(SEED + 1), options: SMALL[variant] });
      const p = parts(el);
      let clicks = 0;
      while (!events.some((e) => e.type === 'domino-game-end')) {
        await until(() => {
          const g = el.state;
          return !!g && (g.phase !== 'playing' || g.turn === 0);
        }, 20000, 'the person\'s turn');
        await el.updateComplete;
        const g = el.state!;
        if (g.phase === 'game-over') break;
        const before = events.length;
        if (g.phase === 'round-over') p.button('Next round')!.click();
        else if (p.playable().length) {
          p.playable()[0]!.click();
          await el.updateComplete;
          if (p.placeButtons().length) {
            expect(p.placeButtons().length).to.be.greaterThan(1); // one place plays directly
            p.placeButtons().at(-1)!.click();
          }
        } else {
          const b = p.button('Draw') ?? p.button('Pass') ?? p.button('End turn');
          expect(b, 'a control for the only legal action').to.not.equal(null);
          b!.click();
        }
        clicks++;
        await until(() => events.length > before, 5000, 'an event after the click');
        expect(events.some((e) => e.type === 'domino-error'), JSON.stringify(events.find((e) => e.type === 'domino-error'))).to.equal(false);
      }
      expect(clicks).to.be.greaterThan(2);
      expect(events.some((e) => e.type === 'domino-play' && e.detail.seat === 0)).to.equal(true);
      const humanTurn = events.find((e) => e.type === 'domino-turn' && e.detail.seat === 0)!;
      expect(humanTurn.detail.human).to.equal(true);
      expect(humanTurn.detail.legalActions).to.be.an('array').that.is.not.empty;
    });

    it('plays a person\'s first round through the keyboard', async () => {
      const { el, events } = mount(await host(), { variant, players: PLAYERS[variant], humans: '0', speed: '0', seed: String(SEED + 2), options: SMALL[variant] });
      const p = parts(el);
      let keys = 0;
      while (!events.some((e) => e.type === 'domino-round-end' || e.type === 'domino-game-end')) {
        await until(() => !!el.state && (el.state.phase !== 'playing' || el.state.turn === 0), 20000, 'the person\'s turn');
        await el.updateComplete;
        if (el.state!.phase !== 'playing') break;
        const before = events.length;
        if (p.playable().length) {
          // (the arrow keys move over the whole rack, greyed tiles too: start from a playable one)
          if (!p.root.activeElement || !p.root.activeElement.matches('.hand button.playable')) p.playable()[0]!.focus();
          await sendKeys({ press: 'ArrowRight' });
          await sendKeys({ press: 'ArrowLeft' });
          expect(p.active()?.classList.contains('playable'), 'focus on a playable tile').to.equal(true);
          await sendKeys({ press: 'Enter' });
          await el.updateComplete;
          if (p.placeButtons().length) {
            expect(p.active()?.closest('.places'), 'focus moves to the places').to.not.equal(null);
            await sendKeys({ press: 'ArrowRight' });
            await sendKeys({ press: 'Enter' });
          }
        } else {
          (p.root.querySelector('.hand') as HTMLElement).focus();
          const legal = el.legalActions.map((a) => a.type);
          await sendKeys({ press: legal.includes('draw') ? 'd' : legal.includes('pass') ? 'p' : 'e' });
        }
        keys++;
        await until(() => events.length > before, 5000, 'an event after the key');
        expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
      }
      expect(keys).to.be.greaterThan(0);
      expect(events.some((e) => e.type === 'domino-play' && e.detail.seat === 0)).to.equal(true);
    });

    it('passes an axe audit', async () => {
      const { el } = mount(await host(), { variant, players: PLAYERS[variant], humans: '0', speed: '0', seed: String(SEED) });
      await until(() => el.state?.turn === 0 || el.state?.phase !== 'playing', 10000);
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
  });
}

describe('<domino-table> properties, methods and bad input', () => {
  it('fires no event when a property is set', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', humans: 'all', speed: '0', seed: '7' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    await new Promise((r) => setTimeout(r, 50));
    const n = events.length;
    el.players = 3;
    el.seed = 8;
    el.names = 'Ana,Bo,Cy';
    el.level = 'easy';
    el.openHands = true;
    el.speed = 10;
    expect(events.length).to.equal(n);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 100));
    expect(events.length, JSON.stringify(events.slice(n))).to.equal(n);
    expect(el.state!.players).to.equal(3); // the property did start a new game, silently
  });

  it('play(), draw(), pass() and newGame() work; toRecord() records the game', async () => {
    const { el, events } = mount(await host(), { variant: 'partnership', humans: 'all', speed: '0', seed: '3' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    const lead = el.legalActions[0]!;
    expect(lead.type).to.equal('play');
    el.play((lead as { tile: string }).tile);
    await until(() => events.some((e) => e.type === 'domino-play'));
    expect(events.find((e) => e.type === 'domino-play')!.detail).to.deep.equal({ seat: (events.find((e) => e.type === 'domino-play')!.detail.seat as number), tile: '6-6', at: null, points: 0 });
    el.pass(); // illegal: the next seat can play or must pass — either way the engine answers
    el.draw(); // partnership has no drawing: refused with a code
    await until(() => events.some((e) => e.type === 'domino-error'));
    expect(events.find((e) => e.type === 'domino-error')!.detail).to.have.all.keys('code', 'message');
    const n = events.filter((e) => e.type === 'domino-game-start').length;
    el.newGame({ variant: 'all-fives', players: 3, seed: 11 });
    await until(() => events.filter((e) => e.type === 'domino-game-start').length > n);
    expect(el.state!.variant).to.equal('all-fives');
    expect(el.state!.players).to.equal(3);
    expect(el.toRecord()).to.include({ format: 'domino-table/1', variant: 'all-fives', players: 3 }); // records, replay and undo: record.test.ts, replay.test.ts
  });

  it('refuses a play on a computer\'s turn with not-your-turn', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', humans: '0', speed: '100000', seed: '21' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    if (el.state!.turn === 0) return; // this seed lets the person lead; nothing to check
    el.draw();
    await until(() => events.some((e) => e.type === 'domino-error'));
    expect(events.find((e) => e.type === 'domino-error')!.detail.code).to.equal('not-your-turn');
  });

  it('a bare <domino-table> (no variant) deals a game of partnership, with no error; so does a change of players after', async () => {
    const { el, events } = mount(await host(), {});
    await until(() => el.state?.phase === 'playing', 10000, 'a game dealt');
    expect(el.state!.variant).to.equal('partnership');
    el.setAttribute('seed', '5');
    await until(() => el.state?.seed === 5, 10000, 'the new game');
    expect(events.filter((e) => e.type === 'domino-error').map((e) => e.detail.code)).to.deep.equal([]);
    expect(parts(el).error()).to.equal('');
  });

  it('shows an unknown variant as a message and domino-error', async () => {
    const { el, events } = mount(await host(), { variant: 'chess' });
    await until(() => events.some((e) => e.type === 'domino-error'));
    expect(events[0]!.detail.code).to.equal('unknown-variant');
    expect(events[0]!.detail.message, 'the engine names it and the variants there are').to.match(/chess.*partnership/);
    expect(parts(el).error()).to.contain('chess');
    expect(el.state).to.equal(null);
  });

  it('keeps the running game when players is out of range', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', humans: 'all', speed: '0', seed: '5' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    const before = el.state;
    el.players = 9;
    await until(() => events.some((e) => e.type === 'domino-error'));
    expect(events.find((e) => e.type === 'domino-error')!.detail.code).to.equal('bad-players');
    expect(el.state).to.deep.equal(before);
    expect(parts(el).error()).to.match(/players/i);
  });

  it('reports malformed options JSON and keeps the game', async () => {
    const { el, events } = mount(await host(), { variant: 'all-fives', humans: 'all', speed: '0', seed: '5' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    const before = el.state;
    el.setAttribute('options', '{target: 5');
    await until(() => events.some((e) => e.type === 'domino-error'));
    expect(events.find((e) => e.type === 'domino-error')!.detail.code).to.equal('bad-options');
    expect(el.state).to.deep.equal(before);
    el.setAttribute('options', '{"target": "x"}');
    await until(() => events.filter((e) => e.type === 'domino-error').length > 1);
    expect(events.filter((e) => e.type === 'domino-error')[1]!.detail.code).to.equal('bad-options');
  });

  it('falls back to English for an unknown lang, and speaks Portuguese and Polish', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', humans: '0', speed: '100000', seed: '5', lang: 'xx' });
    await until(() => events.some((e) => e.type === 'domino-error'));
    expect(events.find((e) => e.type === 'domino-error')!.detail.code).to.equal('unknown-lang');
    expect(events.find((e) => e.type === 'domino-error')!.detail.message).to.contain('"xx"');
    expect(parts(el).error(), 'the banner in player words').to.contain('Language “xx” is not available');
    expect(parts(el).status()).to.match(/turn|thinking/);
    el.setAttribute('lang', 'pt-BR');
    await until(() => /Vez|vez|pensando/.test(parts(el).status()), 5000, 'Portuguese');
    el.setAttribute('lang', 'pl');
    await until(() => /Kolej|kolej|myśli/.test(parts(el).status()), 5000, 'Polish');
  });

  it('takes the page language when it has no lang attribute', async () => {
    const box = await fixture(html`<div lang="pl"></div>`);
    const { el } = mount(box as HTMLElement, { variant: 'draw', humans: '0', speed: '100000', seed: '5' });
    await until(() => /Kolej|kolej|myśli/.test(parts(el).status()), 5000, 'Polish');
  });

  it('renders names as text, never HTML', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', humans: 'none', speed: '100000', seed: '5', names: '<img src=x onerror="window.pwned=1">,<b>Bo</b>' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('img, b')).to.equal(null);
    expect(el.shadowRoot!.textContent).to.contain('<b>Bo</b>');
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('pass-and-play hides the hand until the next person is ready', async () => {
    const { el, events } = mount(await host(), { variant: 'draw', players: '2', humans: 'all', speed: '0', seed: '9' });
    await until(() => events.some((e) => e.type === 'domino-turn'));
    await el.updateComplete;
    const p = parts(el);
    const ready = p.root.querySelector('.panel .btn') as HTMLButtonElement;
    expect(ready, 'a ready screen').to.not.equal(null);
    expect(p.handTiles().every((b) => b.getAttribute('part') === 'tile face-down')).to.equal(true);
    ready.click();
    await el.updateComplete;
    expect(p.handTiles().some((b) => b.getAttribute('part')!.startsWith('tile playable'))).to.equal(true);
  });

  it('announces moves in a live region', async () => {
    const { el, events } = mount(await host(), { variant: 'partnership', humans: 'none', speed: '0', seed: '1' });
    await until(() => events.some((e) => e.type === 'domino-play'));
    await until(() => /plays|passes/.test(parts(el).live()), 5000, 'an announcement');
    expect(parts(el).live()).to.match(/(Ana|Bo|Cy|Di) (plays|passes)/);
  });
});

// keep the type import used
export type { DominoTable };
