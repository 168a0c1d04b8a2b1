// Puzzles (issue 20 item 3): every built-in puzzle replays, its stored answer is accepted and ends it, a wrong move
// is answered by a reply and a reason and can be tried again; the puzzle of the day; the author's format; the rating.
// The values were made by the review's evaluator from the seat's view only: a re-deal of the hidden tiles (fixed
// samples) accepts the same moves.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, legalActions, VARIANTS } from '../engine/index.js';
import type { GameState } from '../engine/types.js';
import { evaluate } from '../ai/review.js';
import { createRng } from '../ai/rng.js';
import { determinize } from '../ai/sample.js';
import { seatView } from '../ai/view.js';
import { moveText } from './lesson-json.js';
import { startOf } from './lesson.js';
import { accepted, daily, parsePuzzle, PuzzleRun, rate, THEMES, TOLERANCE } from './puzzle.js';
import type { Puzzle } from './puzzle.js';
import { builtInPuzzle, dailyPuzzle, nextPuzzle, puzzleList } from './puzzles.js';
import { say, Words, LANGS } from '../words/words.js';
import { loadKit } from './kit.js';

for (const v of VARIANTS) await loadKit(v);

const all = await puzzleList();
const byVariant = new Map<string, Puzzle[]>();
for (const info of all) {
  const p = (await builtInPuzzle(info.id))!;
  byVariant.set(p.variant, [...(byVariant.get(p.variant) ?? []), p]);
}

/** Runs the other seats' moves of a run until the person is to act, or nothing is left to play. */
function settle(run: PuzzleRun): void {
  for (let k = 0; run.othersMove && k < 50; k++) run.others();
}

describe('puzzles', () => {
  test('at least 50 built-in puzzles per variant, each with a theme, a difficulty and a unique id', () => {
    for (const v of VARIANTS) assert.ok((byVariant.get(v)?.length ?? 0) >= 50, `${v}: ${byVariant.get(v)?.length ?? 0} puzzles`);
    assert.equal(new Set(all.map((x) => x.id)).size, all.length);
    for (const p of all) {
      assert.ok((THEMES as readonly string[]).includes(p.theme), p.id);
      assert.ok(p.rating >= 800 && p.rating <= 2200, `${p.id}: rating ${p.rating}`);
    }
  });

  for (const v of VARIANTS) {
    test(`${v}: every puzzle's accepted moves are legal, its answer solves it, a wrong move is answered and can be tried again`, () => {
      for (const p of byVariant.get(v) ?? []) {
        const { game } = startOf(p.lesson);
        const legal = legalActions(game).map(moveText);
        const ok = p.options.filter((o) => accepted(p, o.action));
        const wrong = p.options.filter((o) => !accepted(p, o.action));
        assert.ok(ok.length >= 1 && wrong.length >= 1, `${p.id}: accepted and refused options`);
        for (const o of p.options) assert.ok(legal.includes(moveText(o.action)), `${p.id}: ${moveText(o.action)} is legal`);
        // A wrong move: played, answered by its reply and a reason measured by the review, then the position again.
        const run = new PuzzleRun(p);
        const bad = wrong[0]!;
        assert.equal(run.attempt(bad.action).kind, 'done');
        assert.equal(run.failed, bad);
        assert.ok(Array.isArray(bad.why) && (bad.why as { key: string }[])[0]!.key.startsWith('rv.'), `${p.id}: a reason`);
        settle(run);
        assert.ok(run.retry && !run.over, `${p.id}: the reply was played and it can be tried again`);
        assert.ok(bad.reply.length > 0 || run.game.phase !== 'playing' || run.game.turn === p.lesson.learner, `${p.id}: a reply`);
        run.again();
        assert.deepEqual(run.game, game, `${p.id}: the position set up again`);
        // The stored answer: accepted, and the puzzle ends solved in two tries.
        assert.equal(run.attempt(ok[0]!.action).kind, 'done');
        settle(run);
        assert.ok(run.over && run.solved && run.tries === 2 && run.firstTry === false, `${p.id}: solved at the second try`);
      }
    });
  }

  test('fair: the stored values came from the seat’s view only — re-dealing the hidden tiles (fixed samples) accepts the same moves', () => {
    for (const v of VARIANTS) {
      const p = byVariant.get(v)![0]!;
      const { game, history } = startOf(p.lesson);
      const view = seatView(game, game.turn!, history);
      const twin: GameState = { ...game, ...determinize(view, createRng(99)) };
      assert.notDeepEqual(twin.hands, game.hands, `${v}: the re-deal moved hidden tiles`);
      const a = evaluate(game, history, { samples: 30, seed: 3 });
      const b = evaluate(twin, history, { samples: 30, seed: 3 });
      assert.deepEqual(b.options, a.options, `${p.id}: the same values`);
    }
  });

  test('an illegal move is refused with its reason and is no try; the hint shows the answer and the first try is lost', () => {
    const p = byVariant.get('partnership')![0]!;
    const run = new PuzzleRun(p);
    const { game } = startOf(p.lesson);
    const mine = new Set(legalActions(game).map(moveText));
    const tile = game.hands[p.lesson.learner]!.find((t) => ![...mine].some((x) => x.startsWith(t)));
    if (tile) {
      const r = run.attempt({ type: 'play', tile, at: 'left' });
      assert.equal(r.kind, 'wrong');
      assert.equal(run.tries, 0);
    }
    const h = run.hint()!;
    assert.deepEqual(h.action, p.options[0]!.action);
    assert.equal(h.why.key, `pz.theme.${p.theme}`);
    run.attempt(h.action);
    settle(run);
    assert.ok(run.solved && run.firstTry === false);
  });

  test('the puzzle of the day: the same on the same date, another on most days, of the element’s variant', async () => {
    const d = new Date('2026-12-03T08:00:00Z');
    assert.deepEqual(await dailyPuzzle('draw', d), await dailyPuzzle('draw', new Date('2026-12-03T23:59:00Z')));
    assert.equal((await dailyPuzzle('draw', d))!.variant, 'draw');
    const days = new Set<string>();
    for (let k = 0; k < 20; k++) days.add((await dailyPuzzle('all-fives', new Date(d.getTime() + k * 86400000)))!.id);
    assert.ok(days.size >= 15, `${days.size} different puzzles in 20 days`);
    assert.equal(daily([], d), null);
    assert.ok((await dailyPuzzle('chess', d)) !== null, 'an unknown variant: among them all');
    assert.equal(await nextPuzzle('pt-001'), 'pt-002');
  });

  test('an author’s puzzle: `answer` with the table’s replies, and clear refusals', () => {
    const p0 = byVariant.get('partnership')![0]!;
    const raw = { id: 'mine', variant: 'partnership', theme: 'block', learner: p0.lesson.learner, position: { deals: p0.lesson.deals, moves: p0.lesson.moves.map(moveText).join(' ') }, answer: moveText(p0.options[0]!.action) };
    const p = parsePuzzle(JSON.stringify(raw));
    assert.equal(p.rating, 1500);
    assert.ok(accepted(p, p0.options[0]!.action));
    const other = p.options.find((o) => !accepted(p, o.action))!;
    assert.ok(other.reply.length > 0, 'a reply by the table');
    assert.throws(() => parsePuzzle({ ...raw, answer: '9-9@left' }), /9-9/);
    assert.throws(() => parsePuzzle({ ...raw, answer: 'draw' }), /not a legal move/);
    assert.throws(() => parsePuzzle({ ...raw, theme: 'luck' }), /theme must be one of/);
    assert.throws(() => parsePuzzle({ ...raw, answer: undefined }), /needs "choices"/);
    assert.throws(() => parsePuzzle('{'), /not valid JSON/);
    assert.throws(() => parsePuzzle({ ...raw, answer: legalActions(startOf(p.lesson).game).filter((a) => a.type === 'play').map(moveText) }), /every option/);
  });

  test('the rating: a first-try solve of a harder puzzle gains more; a failure ends the streak', () => {
    const s = { rating: 1500, streak: 2, played: 3 };
    const hard = rate(s, 1900, true);
    const easy = rate(s, 1100, true);
    assert.ok(hard.rating - 1500 > easy.rating - 1500 && easy.rating > 1500);
    assert.equal(hard.streak, 3);
    const lost = rate(s, 1100, false);
    assert.ok(lost.rating < 1500 && lost.streak === 0 && lost.played === 4);
  });

  test('every word a puzzle shows is in every language (themes, reasons)', async () => {
    for (const lang of LANGS) {
      const w = Words.of(lang);
      await w.load('core', 'review');
      const s = say(w, { lang, names: ['Ana', 'Bo', 'Cy', 'Di'], you: 0 });
      for (const t of THEMES) for (const k of [`pz.theme.${t}`, `pz.name.${t}`]) assert.ok(w.cat[k], `${lang}: ${k}`);
      for (const k of ['pz.goal', 'pz.wrong', 'pz.done', 'pz.why-not', 'pz.change.tries', 'pz.score', 'pz.again', 'pz.next', 'pz.daily', 'pz.title', 'pz.rating', 'pz.unknown', 'pz.bad', 'pz.answered']) assert.ok(w.cat[k], `${lang}: ${k}`);
      assert.doesNotMatch(s.t('pz.change.tries', { d: '−33', n: 2 }), /\{/);
      for (const p of byVariant.get('all-fives')!.slice(0, 10)) for (const o of p.options) for (const m of (o.why as { key: string; params: Record<string, string | number> }[] | null) ?? []) assert.doesNotMatch(s.msg(m), /\{|undefined/, `${lang} ${p.id}`);
    }
  });

  test('tolerances are documented per variant and applied', () => {
    for (const v of VARIANTS) assert.equal(byVariant.get(v)![0]!.tolerance, TOLERANCE[v]);
    const p = byVariant.get('draw')![3]!;
    const best = p.options[0]!.value!;
    for (const o of p.options) assert.equal(accepted(p, o.action), best - o.value! <= p.tolerance);
  });
});

void applyAction;
