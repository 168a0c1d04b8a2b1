// The puzzle test shared by the miner and the studio (src/teach/make-puzzle.ts, issue 51 point 4): mined puzzles
// value to the same accepted moves, the choices it writes make a puzzle the element reads, and a position whose moves
// are equal, or whose best move is not clearly best, is refused with a code and the moves that make it so.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import '../engine/index.js';
import { moveText } from './lesson-json.js';
import { startOf } from './lesson.js';
import { parsePuzzle, THEMES } from './puzzle.js';
import { valuePuzzle } from './make-puzzle.js';
import allFives from './puzzles/all-fives.js';
import draw from './puzzles/draw.js';
import partnership from './puzzles/partnership.js';
import mexicanTrain from './puzzles/mexican-train.js';

/** The stored accepted moves of a built-in puzzle, and its position. */
function mined(raw: unknown) {
  const p = parsePuzzle(raw);
  const { game, history } = startOf(p.lesson);
  const stored = p.options.filter((o) => p.options[0]!.value! - o.value! <= p.tolerance).map((o) => moveText(o.action));
  return { p, game, history, stored };
}

const times: string[] = [];

describe('valuePuzzle (the miner’s test, in the studio too)', () => {
  // One mined position per game family (the evaluator has been refined since some were mined: these stay puzzles).
  for (const raw of [allFives[1], draw[0], partnership[0], mexicanTrain[1]]) {
    const id = (raw as { id: string }).id;
    test(`${id}: a puzzle again, with the same accepted moves and choices the element reads`, () => {
      const { p, game, history, stored } = mined(raw);
      const t0 = performance.now();
      const steps: [number, number][] = [];
      const v = valuePuzzle(game, history, p.lesson.learner, {}, (d, t) => steps.push([d, t]));
      times.push(`${id} ${Math.round(performance.now() - t0)} ms (${v.options.length} options, ${v.samples} samples a set)`);
      assert.equal(v.puzzle, true, JSON.stringify(v.refusal));
      assert.equal(v.refusal, null);
      assert.deepEqual([...v.accepted].sort(), [...stored].sort());
      assert.ok(THEMES.includes(v.theme!));
      assert.ok(v.rating! >= 800 && v.rating! <= 2200);
      // Every option is a choice, with a reply; the best and the rejected ones carry the review's reason.
      assert.equal(v.choices!.length, p.options.length);
      for (const c of v.choices!) {
        assert.equal(typeof c.reply, 'string');
        if (!v.accepted.includes(c.move) || c.move === v.accepted[0]) assert.ok(c.why?.length, `${c.move} has a reason`);
      }
      // The written puzzle is one the element takes, and it accepts the same moves.
      const made = parsePuzzle({ ...(raw as object), theme: v.theme, rating: v.rating, choices: v.choices });
      const ok = made.options.filter((o) => made.options[0]!.value! - o.value! <= made.tolerance).map((o) => moveText(o.action));
      assert.deepEqual(ok.sort(), [...stored].sort());
      // Progress: both sample sets, then each option's reply, ending at the total.
      assert.deepEqual(steps.at(-1), [2 + v.options.length, 2 + v.options.length]);
      assert.ok(steps.every(([d, t], i) => d <= t && (i === 0 || d > steps[i - 1]![0])));
    });
  }

  test('the same seeds give the same answer (what the miner stores)', () => {
    const { p, game, history } = mined(draw[0]);
    const a = valuePuzzle(game, history, p.lesson.learner, { samples: 80 });
    const b = valuePuzzle(game, history, p.lesson.learner, { samples: 80 });
    assert.deepEqual(a, b);
  });

  test('two equal moves and nothing else: refused, every option is accepted', () => {
    // Draw, two players: after the double six, the learner's only fitting tile is the six–four, at either end (the same game).
    const { game, history } = startOf(parsePuzzle({ variant: 'draw', players: 2, learner: 1, theme: 'count', position: { deal: { hands: ['6-6 5-5 5-2 3-1 2-2 1-0 0-0', '6-4 4-4 3-3 5-3 2-1 1-1 3-0'], boneyard: '6-5 6-3 6-2 6-1 6-0 5-4 5-1 5-0 4-3 4-2 4-1 4-0 3-2 2-0', leader: 0 }, moves: '6-6' }, answer: '6-4@left' }).lesson);
    const v = valuePuzzle(game, history, 1, { samples: 40 });
    assert.equal(v.puzzle, false);
    assert.deepEqual(v.refusal, { code: 'all-accepted', params: { tolerance: 1.5, set: 1 } });
    assert.equal(v.options.length, 2);
    assert.equal(v.options[0]!.value, v.options[1]!.value);
    assert.equal(v.choices, null);
  });

  test('a best move not clearly best: refused, naming it, the best rejected move and the gap', () => {
    const { p, game, history } = mined(draw[0]);
    const first = valuePuzzle(game, history, p.lesson.learner, { samples: 60 });
    const [best, next] = first.options.map((o) => o.values[0]).sort((x, y) => y - x);
    const tolerance = (best! - next!) * 0.9; // the second rejected, but by less than twice the tolerance
    const v = valuePuzzle(game, history, p.lesson.learner, { samples: 60, tolerance });
    assert.equal(v.puzzle, false);
    assert.equal(v.refusal?.code, 'close');
    const params = v.refusal!.params as { best: string; other: string; gap: number; need: number; set: number };
    assert.equal(params.best, v.options[0]!.move);
    assert.ok(params.gap < params.need && params.gap >= 0);
    assert.equal(params.set, 1);
    assert.equal(v.choices, null);
  });

  test('not the seat’s decision: refused', () => {
    const { p, game, history } = mined(draw[0]);
    const v = valuePuzzle(game, history, (p.lesson.learner + 1) % game.players);
    assert.equal(v.refusal?.code, 'not-to-move');
  });

  test('how long valuing takes here (printed, the budget is 3 s)', () => {
    for (const line of times) console.log(`  valuing ${line}`);
  });
});
