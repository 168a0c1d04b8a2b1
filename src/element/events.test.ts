// The same DOM events in every mode (issue 50, point 11), in Chromium, as a host page sees them: a built-in lesson
// played to its end by tapping its hints fires domino-turn, domino-play (domino-draw, domino-pass where the lesson has
// them) in the order the moves are made, then domino-lesson-end; a puzzle fires domino-play for the move tapped;
// `el.review()` answers with the table's review after a hand and rejects before any move; `el.isHuman(seat)` says
// which seats people at this screen play; `DominoTable.lessons` and `.puzzles` are both promises of a list.
import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import type { Recorded } from '../testing/harness.js';
import { button, host } from '../testing/lessons.js';
import { builtIn } from '../teach/builtin.js';
import { builtInPuzzle } from '../teach/puzzles.js';
import { accepted } from '../teach/puzzle.js';
import { legalActions } from '../engine/index.js';
import { replay } from '../record/record.js';
import type { Action, GameState } from '../engine/game.js';
import type { DominoTable } from './domino-table.js';

const q = (el: DominoTable, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const MOVES = ['domino-play', 'domino-draw', 'domino-pass'];
/** What a position is (a record's replay rebuilds this; it keeps no deal's lot). */
const position = (g: GameState) => JSON.stringify([g.phase, g.turn, g.hands, g.boneyard, g.line, g.ends, g.totals]);
/** A tile's name with its higher end first (a record's form). */
const tileOf = (t: unknown) => String(t).split('-').map(Number).sort((a, b) => b - a).join('-');

/** Follows the lesson's hint as a person does: the highlighted place on the table, else the highlighted tile or control. */
async function followHint(el: DominoTable): Promise<void> {
  await until(() => !!button(el, 'Hint'), 3000, 'a Hint button');
  button(el, 'Hint')!.click();
  await until(() => !!q(el, '.l-fb.info') || !!q(el, '[part~=hint]') || !!q(el, '.controls .hint'), 3000, 'the hint');
  await el.updateComplete;
  const target = q(el, '.board .target');
  const tile = q(el, '.hand button.hint');
  const control = q(el, '.learn .btn.hint') ?? q(el, '.controls .btn.hint');
  if (target) target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  else if (tile) tile.click();
  else if (control) control.click();
  else button(el, 'Deal the next hand')!.click();
}

/** Each move event follows a domino-turn of its seat, and each domino-turn's seat makes the next move. */
function inTurn(events: Recorded[], what: string): void {
  let turn: number | null = null;
  for (const e of events) {
    if (e.type === 'domino-turn') turn = e.detail.seat as number;
    else if (MOVES.includes(e.type)) {
      expect(e.detail.seat, `${what}: ${e.type} ${JSON.stringify(e.detail)} by the seat whose turn it was`).to.equal(turn);
      turn = null; // the next move waits for its own domino-turn
    } else if (e.type === 'domino-round-start') turn = null;
  }
}

describe('the same events in every mode', () => {
  // p-pass has a pass, d-draw draws, f-fives scores: each played to its end by its hints.
  for (const [id, more] of [['p-pass', 'domino-pass'], ['d-draw', 'domino-draw'], ['f-fives', null]] as const) {
    it(`lesson ${id}: domino-turn and domino-play${more ? ` and ${more}` : ''} in the order of the moves, then domino-lesson-end`, async () => {
      const lesson = (await builtIn(id[0] === 'p' ? 'partnership' : id[0] === 'd' ? 'draw' : 'all-fives')).find((l) => l.id === id)!;
      const parent = await host(700);
      const { el, events } = mount(parent, { lesson: id, speed: '0' });
      parent.addEventListener('domino-lesson-end', (e) => events.push({ type: e.type, detail: (e as CustomEvent).detail }));
      await until(() => !!q(el, '.l-goal'), 8000, `${id} to start`);
      // Its start says whose turn it is, as a game taken up does (load, resume).
      await until(() => events.some((e) => e.type === 'domino-turn'), 3000, 'domino-turn at the start');
      for (let step = 0; !q(el, '.l-end') && step < 12; step++) {
        const before = el.state;
        await followHint(el);
        await until(() => el.state !== before, 3000, `${id}: the hinted move is accepted`);
        await el.updateComplete;
        await until(() => !!q(el, '.l-goal') || !!q(el, '.l-end'), 8000, `${id}: the next goal or the end`);
      }
      await until(() => events.some((e) => e.type === 'domino-lesson-end'), 3000, 'domino-lesson-end');
      const types = events.map((e) => e.type);
      const end = types.indexOf('domino-lesson-end');
      expect(end, 'domino-lesson-end after every move').to.be.greaterThan(Math.max(...types.map((t, i) => (MOVES.includes(t) ? i : -1))));
      expect(types.filter((t) => t === 'domino-play').length, 'domino-play').to.be.greaterThan(0);
      if (more) expect(types, more).to.include(more);
      inTurn(events, id);
      // The learner's turns are a person's, with their legal moves; the other seats' are not.
      const turns = events.filter((e) => e.type === 'domino-turn');
      expect(turns.some((e) => e.detail.seat === lesson.learner && e.detail.human === true && Array.isArray(e.detail.legalActions))).to.equal(true);
      expect(turns.filter((e) => e.detail.seat !== lesson.learner).every((e) => e.detail.human === false)).to.equal(true);
      // The tiles the events name are the last tiles of the lesson's record, in the order they were laid; the record
      // (from the deal: the way to the lesson's position, then its moves) plays to the position shown.
      const plays = events.filter((e) => e.type === 'domino-play').map((e) => tileOf(e.detail.tile));
      const rec = el.toRecord()!;
      expect(rec.rounds.flatMap((r) => r.actions).filter((a) => a.type === 'play').map((a) => tileOf((a as { tile: string }).tile)).slice(-plays.length)).to.deep.equal(plays);
      expect(position(replay(rec).at(-1)!)).to.equal(position(el.state!));
      expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
      el.remove();
    });
  }

  it('a puzzle: domino-play for the move tapped (seat, tile, place), the reply too, then domino-puzzle-end; Try again says whose turn it is again', async () => {
    const p = (await builtInPuzzle('pt-001'))!;
    const { el, events } = mount(await host(), { puzzle: 'pt-001', speed: '0' });
    await until(() => !!q(el, '.puzzle') && el.state !== null && el.legalActions.length > 0, 15000, 'the puzzle');
    const right = p.options[0]!.action as Extract<Action, { type: 'play' }>;
    const wrong = p.options.find((o) => !accepted(p, o.action))!.action as Extract<Action, { type: 'play' }>;
    const tap = async (a: Extract<Action, { type: 'play' }>) => {
      const before = el.state;
      q(el, `.hand button[data-t="${a.tile}"]`)!.click();
      await el.updateComplete;
      await until(() => el.state !== before || !!q(el, `.board .target[data-place="${a.at}"]`), 3000, 'played, or its place offered');
      if (el.state === before) q(el, `.board .target[data-place="${a.at}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    // A wrong try is a move on the table: its domino-play, the reply's, then Try again takes the position up again.
    await tap(wrong);
    await until(() => !!button(el, 'Try again'), 10000, 'Try again');
    const first = events.find((e) => e.type === 'domino-play')!;
    expect(first.detail).to.include({ seat: p.lesson.learner, tile: wrong.tile });
    const turns = events.filter((e) => e.type === 'domino-turn').length;
    button(el, 'Try again')!.click();
    await until(() => events.filter((e) => e.type === 'domino-turn').length > turns, 3000, 'domino-turn for the position set up again');
    expect(events.filter((e) => e.type === 'domino-turn').at(-1)!.detail).to.include({ seat: p.lesson.learner, human: true });
    const from = events.length;
    await tap(right);
    await until(() => events.some((e) => e.type === 'domino-puzzle-end'), 10000, 'domino-puzzle-end');
    const after = events.slice(from);
    const play = after.find((e) => e.type === 'domino-play')!;
    expect(play.detail).to.include({ seat: p.lesson.learner, tile: right.tile, at: right.at ?? null });
    expect(after.map((e) => e.type).indexOf('domino-puzzle-end')).to.be.greaterThan(after.indexOf(play));
    inTurn(events, 'pt-001');
    // The table's record forgets the wrong try: it plays from the deal to the position shown, the solving move in it.
    const rec = el.toRecord()!;
    expect(position(replay(rec).at(-1)!)).to.equal(position(el.state!));
    const tiles = rec.rounds.flatMap((r) => r.actions).flatMap((a) => (a.type === 'play' ? [tileOf(a.tile)] : []));
    expect(tiles).to.include(tileOf(right.tile));
    if (tileOf(wrong.tile) !== tileOf(right.tile)) expect(tiles).to.not.include(tileOf(wrong.tile));
  });

  it('el.review(): rejects (and domino-error no-review) before any move; after a hand, the table\'s review for the person', async () => {
    // Before any move: pass-and-play at the deal, nobody has moved yet.
    const early = mount(await host(), { variant: 'draw', players: '2', seed: '21', speed: '0', humans: 'all' });
    await until(() => early.events.some((e) => e.type === 'domino-turn'), 15000, 'the first turn');
    const refused = await early.el.review().then(() => null, (e: Error & { code?: string }) => e);
    expect(refused, 'rejected').to.not.equal(null);
    expect(refused!.code).to.equal('no-review');
    await until(() => early.events.some((e) => e.type === 'domino-error'), 3000, 'domino-error');
    expect(early.events.find((e) => e.type === 'domino-error')!.detail.code).to.equal('no-review');
    expect(early.el.shadowRoot!.querySelector('.error'), 'no banner over the table for a page\'s question').to.equal(null);
    early.el.remove();
    // A table not on the page has no game: rejected too.
    const loose = document.createElement('domino-table');
    expect(await loose.review().then(() => 'resolved', () => 'rejected')).to.equal('rejected');

    // After a hand the person played (the first legal play, else a draw or a pass): the review of their decisions.
    const { el } = mount(await host(), { variant: 'draw', players: '2', seed: '21', speed: '0', humans: '0', level: 'easy' });
    for (;;) {
      await until(() => !!el.state && (el.state.phase !== 'playing' || el.state.turn === 0), 20000, "the person's turn");
      const g = el.state!;
      if (g.phase !== 'playing') break;
      const a = legalActions(g).find((x) => x.type === 'play') ?? legalActions(g)[0]!;
      if (a.type === 'play') el.play(a.tile, a.at);
      else if (a.type === 'draw') el.draw();
      else el.pass();
      await until(() => el.state !== g, 5000, 'the move');
    }
    const r = await el.review({ samples: 8, luckDeals: 2 });
    expect(r.decisions.length).to.be.greaterThan(0);
    for (const d of r.decisions) {
      expect(d.seat).to.equal(0);
      expect(d.label).to.match(/^(Best|Good|Inaccuracy|Mistake|Blunder)$/);
      expect(d.reason.length).to.be.greaterThan(10);
    }
    expect(r.deal).to.not.equal(null);
    expect(r.summary).to.match(/^Your deal wins \d+%/);
  });

  it('el.isHuman(seat) says which seats people at this screen play: humans "0", "0,2", "none"; a lesson\'s learner', async () => {
    const cases: [string, boolean[]][] = [
      ['0', [true, false, false, false]],
      ['0,2', [true, false, true, false]],
      ['none', [false, false, false, false]],
    ];
    for (const [humans, want] of cases) {
      const { el, events } = mount(await host(), { variant: 'partnership', seed: '3', speed: '0', humans });
      await until(() => events.some((e) => e.type === 'domino-game-start'), 15000, 'the game');
      expect([0, 1, 2, 3].map((s) => el.isHuman(s)), `humans="${humans}"`).to.deep.equal(want);
      expect(events.find((e) => e.type === 'domino-game-start')!.detail.humans, 'as domino-game-start says').to.deep.equal(want.flatMap((h, s) => (h ? [s] : [])));
      expect([4, -1, 0.5, NaN].map((s) => el.isHuman(s)), 'no such seat').to.deep.equal([false, false, false, false]);
      el.remove();
    }
    // A lesson: its learner only, whatever `humans` says.
    const lesson = (await builtIn('draw')).find((l) => l.id === 'd-draw')!;
    const { el } = mount(await host(), { lesson: 'd-draw', speed: '0', humans: 'none' });
    await until(() => !!q(el, '.l-goal'), 8000, 'the lesson');
    expect([...Array(lesson.players).keys()].map((s) => el.isHuman(s))).to.deep.equal([...Array(lesson.players).keys()].map((s) => s === lesson.learner));
  });

  it('DominoTable.lessons and DominoTable.puzzles have the same shape: a promise of a fresh list of { id, variant, … }', async () => {
    const Ctor = customElements.get('domino-table') as unknown as typeof DominoTable;
    const [lp, pp] = [Ctor.lessons, Ctor.puzzles];
    expect(lp).to.be.instanceOf(Promise);
    expect(pp).to.be.instanceOf(Promise);
    const [lessons, puzzles] = await Promise.all([lp, pp]);
    for (const list of [lessons, puzzles] as { id: string; variant: string }[][]) {
      expect(Array.isArray(list)).to.equal(true);
      expect(list.length).to.be.greaterThan(30);
      expect(list.every((x) => typeof x.id === 'string' && typeof x.variant === 'string')).to.equal(true);
    }
    lessons[0]!.id = puzzles[0]!.id = 'changed';
    expect((await Ctor.lessons)[0]!.id).to.equal('p-start');
    expect((await Ctor.puzzles)[0]!.id).to.not.equal('changed');
  });
});
