// `table.review()` on the headless table (issue 20): the hand just played, reviewed for the person's seat, worded in
// the table's language; the review runs where the table is told (the element's worker), with progress.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import '../engine/index.js';
import { legalActions } from '../engine/index.js';
import { mediumChoice } from '../ai/policies.js';
import { seatView } from '../ai/view.js';
import { reviewHand } from '../ai/review.js';
import type { ReviewRequest } from '../ai/review.js';
import { Table } from './table.js';
import { retryGoal, retryRecord } from './review.js';
import { ReplaySource } from './sources/replay.js';
import { computerRecord } from '../testing/records.js';
import { recordActions, replay } from '../record/record.js';
import { NO_MARKS } from '../record/marks.js';

async function until(f: () => boolean, ms = 15000): Promise<void> {
  const t = Date.now();
  while (!f()) {
    if (Date.now() - t > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A table where the person (seat 0) plays round 1 of `seed` with the medium heuristic, to its count. */
async function played(seed: number, options: ConstructorParameters<typeof Table>[0] = {}): Promise<Table> {
  const t = new Table(options);
  t.set({ humans: [0], pace: 0, level: 'medium' });
  t.connect();
  await t.play({ variant: 'partnership', seed });
  while (t.game!.phase === 'playing') {
    await until(() => t.game!.phase !== 'playing' || t.game!.turn === 0);
    const g = t.game!;
    if (g.phase !== 'playing') break;
    const legal = legalActions(g);
    const a = legal.some((x) => x.type === 'play') ? mediumChoice(seatView(g, 0, t.state.marks.moves), legal) : legal[0]!;
    t.act(a);
    await until(() => t.game !== g);
  }
  return t;
}

describe('table.review()', () => {
  test('reviews the hand just played for the person here: every decision worded, the deal judged, progress to the end', async () => {
    const t = await played(12);
    const seen: number[] = [];
    const r = await t.review({ samples: 30, luckDeals: 4, progress: (d, n) => seen.push(d / n) });
    const mine = t.log.states.filter((g, k) => k < t.log.actions.length && g.phase === 'playing' && g.turn === 0 && legalActions(g).filter((a) => a.type === 'play').length > 1);
    assert.equal(r.decisions.length, mine.length);
    assert.ok(r.decisions.length > 0);
    for (const d of r.decisions) {
      assert.equal(d.seat, 0);
      assert.match(d.label, /^(Best|Good|Inaccuracy|Mistake|Blunder)$/);
      assert.ok(d.reason.length > 10 && !/[{}]|rv\./.test(d.reason), d.reason);
      assert.match(d.reason, /\d/, 'the numbers measured are kept');
    }
    assert.ok(r.deal && r.deal.wins >= 0 && r.deal.wins <= 1);
    assert.match(r.summary, /^Your deal wins \d+% of the time; an average deal \d+%\. /);
    assert.equal(seen.at(-1), 1);
    // In the table's language.
    t.set({ lang: 'pl' });
    const pl = await t.review({ samples: 30, luck: false });
    assert.notEqual(pl.decisions[0]!.reason, r.decisions[0]!.reason);
    assert.deepEqual(pl.decisions.map((d) => d.verdict), r.decisions.map((d) => d.verdict), 'the same values, other words');
    assert.equal(pl.deal, null);
    t.disconnect();
  });

  test('runs where the table is told (the element: its worker), asking for the last hand of the record and the person\'s seats', async () => {
    const asked: ReviewRequest[] = [];
    const t = await played(5, {
      review: async (req, progress) => {
        asked.push(req);
        return reviewHand({ ...req, samples: 5, luck: false }, progress);
      },
    });
    const r = await t.review({ seats: [0, 2] });
    assert.equal(asked.length, 1);
    assert.deepEqual(asked[0]!.seats, [0, 2]);
    assert.equal(asked[0]!.from, 0);
    assert.equal(asked[0]!.states, t.log.states);
    assert.ok(r.decisions.some((d) => d.seat === 2));
    // The next hand, once moved in: only its own steps are reviewed (before that, the hand just finished still is).
    t.act({ type: 'next-round' });
    await until(() => t.game!.round === 2 && t.game!.turn === 0);
    await t.review();
    const dealt = t.log.actions.findIndex((a) => a.type === 'next-round') + 1;
    assert.equal(asked[1]!.from, t.log.actions.length > dealt ? dealt : 0);
    const g = t.game!;
    t.act(legalActions(g).find((a) => a.type === 'play')!);
    await until(() => t.game !== g);
    t.disconnect();
    await t.review();
    assert.equal(asked[2]!.from, dealt);
  });

  test('nothing to review: rejects with the code no-review before a game and before any move', async () => {
    const t = new Table();
    await assert.rejects(t.review(), (e: Error & { code?: string }) => e.code === 'no-review');
    t.set({ humans: 'all', pace: 0 });
    t.connect();
    await t.play({ variant: 'draw', players: 2, seed: 21 });
    assert.equal(t.log.actions.length, 0);
    await assert.rejects(t.review(), (e: Error & { code?: string }) => e.code === 'no-review' && /no move/.test(e.message));
    t.disconnect();
  });

  test('in a replay: every hand of the record, for seat 0 when nobody plays here', async () => {
    const rec = computerRecord({ variant: 'draw', players: 2, seed: 4, options: { target: 20 } }, 400);
    const states = replay(rec);
    const actions = recordActions(rec);
    assert.ok(actions.some((a) => a.type === 'next-round'), 'the record has two hands or more');
    const asked: ReviewRequest[] = [];
    const t = new Table({ review: async (req, progress) => (asked.push(req), reviewHand({ ...req, samples: 4, luckDeals: 2 }, progress)) });
    t.set({ humans: 'none' });
    const src = new ReplaySource(t, rec, states, actions);
    t.take(src, states[0]!, NO_MARKS, { silent: true });
    src.go(3);
    const r = await t.review();
    assert.equal(asked[0]!.from, 0);
    assert.deepEqual(asked[0]!.seats, [0]);
    assert.equal(asked[0]!.states, states, 'the whole record, not the step shown');
    const rounds = new Set(r.decisions.map((d) => states[d.step]!.round));
    assert.ok(rounds.size > 1, 'decisions of every hand');
    assert.ok(r.deal !== null);
  });
});

describe('"Try again from here" (issue 50)', () => {
  // A reviewed hand of each game: the retry's goal asks for a better move than the one played, in every language,
  // and never names the best move found (the lesson's Hint shows it); the lesson's goal is that best move.
  const games = [
    { variant: 'partnership', players: 4, seed: 3 },
    { variant: 'draw', players: 2, seed: 5 },
    { variant: 'all-fives', players: 2, seed: 7 },
    { variant: 'block', players: 3, seed: 2 },
    { variant: 'mexican-train', players: 4, seed: 7 },
  ] as const;
  for (const config of games)
    test(`${config.variant}: the goal names the move played, never the best`, async () => {
      const rec = computerRecord(config, config.variant === 'mexican-train' ? 70 : 200);
      const states = replay(rec);
      const end = states.findIndex((g) => g.phase !== 'playing');
      const actions = recordActions(rec).slice(0, end < 0 ? undefined : end);
      const r = await reviewHand({ states: states.slice(0, actions.length + 1), actions, seats: [0, 1], from: 0, level: 'hard', samples: 6, luck: false }, () => {});
      const retried = r.decisions.filter((d) => JSON.stringify(d.chosen) !== JSON.stringify(d.best));
      assert.ok(retried.length > 0, 'some move to try again');
      const { lessonFromRecord } = await import('../teach/lesson-json.js');
      for (const lang of ['en', 'pt-BR', 'pl'] as const) {
        const t = new Table();
        t.set({ lang });
        await t.need('review');
        for (const d of retried) {
          const goal = retryGoal(d, t.say);
          assert.ok(!/[{}]|review\./.test(goal), goal);
          if (d.chosen.type === 'play') assert.ok(goal.includes(t.say.tile(d.chosen.tile)), `${lang}: ${goal} names ${d.chosen.tile}`);
          if (d.best.type === 'play' && (d.chosen.type !== 'play' || d.best.tile !== d.chosen.tile)) assert.ok(!goal.includes(t.say.tile(d.best.tile)), `${lang}: ${goal} names the best, ${d.best.tile}`);
          const lesson = lessonFromRecord(retryRecord(rec, d, t.say));
          assert.equal(lesson.steps.length, 1);
          assert.equal(lesson.steps[0]!.text, goal);
          const g = lesson.steps[0]!.goal as { do: string; tile?: string };
          assert.equal(g.do, d.best.type);
          if (d.best.type === 'play') assert.equal(g.tile, d.best.tile);
        }
      }
    });
});

describe('table.peek() (the review\'s board, issue 50)', () => {
  test('shows a past step without stopping the game: nobody acts meanwhile, peek(null) shows the game as it was', async () => {
    const t = await played(12);
    const end = t.game!;
    const src = t.source;
    const k = t.log.states.findIndex((g, i) => i > 0 && g.phase === 'playing' && g.turn === 0);
    const { marksAt } = await import('../record/marks.js');
    t.peek({ game: t.log.states[k]!, marks: marksAt(t.log.states, t.log.actions, k) });
    assert.equal(t.game, t.log.states[k]);
    assert.equal(t.peeking, true);
    assert.equal(t.myTurn(), false, 'nobody acts at a peeked step');
    t.act({ type: 'next-round' }); // taken by nobody
    assert.equal(t.game, t.log.states[k]);
    assert.equal((await t.review({ samples: 2, luck: false })).decisions.length > 0, true, 'a review under a peek reviews the game');
    t.peek(null);
    assert.equal(t.game, end);
    assert.equal(t.source, src);
    t.act({ type: 'next-round' }); // the game goes on
    await until(() => t.game!.round === 2);
  });
});
