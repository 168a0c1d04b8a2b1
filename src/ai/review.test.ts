// Move review and the deal's luck (issue 20): fair by construction (only the seat's view counts), a planted blunder
// is caught, the hard player's own moves mostly pass, and the reasons are words of what was measured.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, isDouble, legalActions } from '../engine/index.js';
import type { Action, GameState, Variant } from '../engine/types.js';
import { chooseAction } from './choose.js';
import type { HistoryEntry } from './view.js';
import { createRng } from './rng.js';
import { determinize } from './sample.js';
import { seatView } from './view.js';
import { luck, reviewHand, reviewStep, THRESHOLDS, verdictOf } from './review.js';
import { choices, historyAt } from './rank.js';
import { answer } from './worker.js';
import type { AiRequest, AiResponse } from './worker.js';
import { createAiClient } from './remote.js';
import type { WorkerLike } from './remote.js';
import { say, Words, LANGS } from '../words/words.js';

const TABLES: [Variant, number][] = [
  ['partnership', 4],
  ['draw', 2],
  ['draw', 3],
  ['all-fives', 2],
  ['mexican-train', 2],
  ['block', 3],
];

/** Round 1 of a seeded game played by computers at `level` (hard with `samples`): its states and actions. */
function hand(variant: Variant, players: number, seed: number, level: 'medium' | 'hard' = 'medium', samples = 4): { states: GameState[]; actions: Action[] } {
  let g = createGame({ variant, players, seed });
  const states = [g];
  const actions: Action[] = [];
  const history: HistoryEntry[] = [];
  while (g.phase === 'playing') {
    const a = chooseAction(g, { level, seed, history, maxSamples: samples });
    history.push({ seat: g.turn, action: a.type === 'draw' ? { type: 'draw' } : a });
    g = applyAction(g, a);
    states.push(g);
    actions.push(a);
  }
  return { states, actions };
}

/** Steps where `seat` had a real choice. */
const decisionsOf = (states: GameState[], seat: number): number[] => states.map((g, k) => (g.phase === 'playing' && g.turn === seat && choices(g).length > 1 ? k : -1)).filter((k) => k >= 0);

/** The hidden tiles of `game` (every hand but the seat to move's, and the boneyard) re-dealt consistently with what that seat knows, with another seed and deal. */
function redeal(game: GameState, history: HistoryEntry[], seed: number): GameState {
  const view = seatView(game, game.turn!, history);
  const det = determinize(view, createRng(seed));
  return { ...game, hands: det.hands, boneyard: det.boneyard, seed: game.seed + seed, deal: { hands: det.hands, boneyard: det.boneyard } };
}

describe('move review', () => {
  for (const [variant, players] of TABLES) {
    test(`fair by construction (${variant}, ${players} players): re-dealing every tile the seat could not see, consistently with the history, changes no value, verdict or reason`, () => {
      let checked = 0;
      let moved = 0;
      for (let seed = 1; checked < 3 && seed < 12; seed++) {
        const { states, actions } = hand(variant, players, seed);
        for (const k of decisionsOf(states, 0).slice(0, 2)) {
          const history = historyAt(states, actions, k);
          const mine = reviewStep(states, actions, k, { samples: 12, seed: 5 });
          for (const s of [101, 202]) {
            const twin = redeal(states[k]!, history, s);
            // Consistent: the own hand, hand sizes and the boneyard's size kept, the chosen move still legal.
            assert.deepEqual(twin.hands[0], states[k]!.hands[0]);
            assert.deepEqual(twin.hands.map((h) => h.length), states[k]!.hands.map((h) => h.length));
            assert.ok(legalActions(twin).some((a) => JSON.stringify(a) === JSON.stringify(actions[k])));
            if (JSON.stringify(twin.hands) !== JSON.stringify(states[k]!.hands) || JSON.stringify(twin.boneyard) !== JSON.stringify(states[k]!.boneyard)) moved++;
            const copy = states.slice();
            copy[k] = twin;
            assert.deepEqual(reviewStep(copy, actions, k, { samples: 12, seed: 5 }), mine, `step ${k} of seed ${seed}`);
          }
          checked++;
        }
      }
      assert.ok(checked >= 2, 'decisions were reviewed');
      assert.ok(moved > 0, 'the re-deals moved hidden tiles');
    });
  }

  test('fair by construction: the deal\'s luck depends on the own tiles only (the others\' arrangement changes nothing)', () => {
    for (const [variant, players] of [['partnership', 4], ['draw', 2]] as [Variant, number][]) {
      const start = createGame({ variant, players, seed: 9 });
      const { hands, boneyard = [] } = start.deal;
      const others = [...hands.slice(1).flat(), ...boneyard].reverse();
      const sizes = hands.map((h) => h.length);
      const twinHands = sizes.map((k, s) => (s === 0 ? hands[0]!.slice() : others.splice(0, k)));
      const twin = { ...start, deal: { ...start.deal, hands: twinHands, boneyard: others } };
      assert.notDeepEqual(twinHands, hands);
      assert.deepEqual(luck(twin, null, 0, { deals: 3 }), luck(start, null, 0, { deals: 3 }));
    }
  });

  test('options that lead to the same game (a tile at either end of a double, C-6) get the same value', () => {
    let seen = 0;
    for (let seed = 1; seen < 3 && seed < 30; seed++) {
      const { states, actions } = hand('partnership', 4, seed);
      for (const k of decisionsOf(states, states[1]!.turn!).concat(decisionsOf(states, 0))) {
        const g = states[k]!;
        if (g.ends?.left !== g.ends?.right || g.line!.length !== 1) continue;
        const d = reviewStep(states, actions, k, { samples: 10 });
        const byTile = new Map<string, number[]>();
        for (const o of d.options) if (o.action.type === 'play') byTile.set(o.action.tile, [...(byTile.get(o.action.tile) ?? []), o.expected]);
        for (const [, v] of byTile) if (v.length === 2) (assert.equal(v[0], v[1]), seen++);
      }
    }
    assert.ok(seen > 0);
  });

  test('verdicts follow the documented thresholds of each variant', () => {
    const t = THRESHOLDS.partnership;
    assert.equal(verdictOf('partnership', 0), 'best');
    assert.equal(verdictOf('partnership', t.good), 'good');
    assert.equal(verdictOf('partnership', t.good + 0.01), 'inaccuracy');
    assert.equal(verdictOf('partnership', t.mistake), 'mistake');
    assert.equal(verdictOf('partnership', t.mistake + 0.01), 'blunder');
    assert.equal(verdictOf('all-fives', THRESHOLDS['all-fives'].best), 'best');
  });

  test('a blunder planted in a record (All Fives: a single scoring nothing where a play scored 20 or more) is flagged blunder or mistake, with the points in its reason', () => {
    let found = 0;
    for (let seed = 1; found < 2 && seed < 200; seed++) {
      const { states, actions } = hand('all-fives', 2, seed);
      for (const k of decisionsOf(states, 0)) {
        const g = states[k]!;
        const scores = choices(g).map((a) => ({ a, n: applyAction(g, a).lastScore ?? 0 }));
        const top = Math.max(...scores.map((x) => x.n));
        const zero = scores.find((x) => x.n === 0 && x.a.type === 'play' && !isDouble(x.a.tile)); // (a double held back can be a tempo move)
        if (top < 20 || !zero) continue;
        // The planted record: the zero play at step k, then the hand played on by the computers.
        const planted = { states: states.slice(0, k + 1), actions: actions.slice(0, k) };
        let h = applyAction(g, zero.a);
        planted.actions.push(zero.a);
        planted.states.push(h);
        while (h.phase === 'playing') {
          const a = chooseAction(h, { level: 'medium' });
          h = applyAction(h, a);
          planted.actions.push(a);
          planted.states.push(h);
        }
        const d = reviewStep(planted.states, planted.actions, k, { samples: 150 });
        assert.ok(d.verdict === 'blunder' || d.verdict === 'mistake', `seed ${seed} step ${k}: ${d.verdict}, loss ${d.loss.toFixed(1)}`);
        assert.ok(d.loss >= THRESHOLDS['all-fives'].inaccuracy);
        assert.equal(d.reason[0]!.key, 'rv.points');
        assert.equal(d.reason[0]!.params.n, top);
        found++;
        break;
      }
    }
    assert.equal(found, 2, 'planted blunders were found');
  });

  test("the hard player's own moves, reviewed, are mostly best or good (the share is printed)", (t) => {
    let ok = 0;
    let all = 0;
    const per: string[] = [];
    for (const [variant, players] of [['partnership', 4], ['draw', 2], ['all-fives', 2], ['block', 2]] as [Variant, number][]) {
      let v = 0;
      let n = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const { states, actions } = hand(variant, players, seed * 31, 'hard', 150);
        const r = reviewHand({ states, actions, seats: [0], samples: 150, luck: false });
        for (const d of r.decisions) {
          n++;
          if (d.verdict === 'best' || d.verdict === 'good') v++;
        }
      }
      per.push(`${variant} ${v}/${n}`);
      ok += v;
      all += n;
    }
    t.diagnostic(`hard player's moves reviewed best/good: ${ok}/${all} (${((100 * ok) / all).toFixed(0)}%): ${per.join(', ')}`);
    assert.ok(all >= 20);
    assert.ok(ok / all >= 0.75, `${ok}/${all}`);
  });

  test('reviews every decision of the seats asked, options best first, the loss against the best; the deal of a finished hand', () => {
    const { states, actions } = hand('partnership', 4, 7);
    const steps: number[] = [];
    const r = reviewHand({ states, actions, seats: [0, 2], samples: 20, luckDeals: 4 }, (d, n) => steps.push(d / n));
    assert.deepEqual(
      r.decisions.map((d) => d.step),
      [...decisionsOf(states, 0), ...decisionsOf(states, 2)].sort((a, b) => a - b),
    );
    for (const d of r.decisions) {
      assert.ok(d.seat === 0 || d.seat === 2);
      assert.deepEqual(d.chosen, actions[d.step]);
      assert.deepEqual(d.best, d.options[0]!.action);
      for (let i = 1; i < d.options.length; i++) assert.ok(d.options[i - 1]!.expected >= d.options[i]!.expected);
      const mine = d.options.find((o) => JSON.stringify(o.action) === JSON.stringify(d.chosen))!;
      assert.ok(Math.abs(d.loss - (d.options[0]!.expected - mine.expected)) < 1e-9);
      assert.equal(d.verdict, verdictOf('partnership', d.loss));
      assert.equal(d.options.length, choices(states[d.step]!).length);
    }
    assert.ok(r.deal && r.deal.wins >= 0 && r.deal.wins <= 1 && r.deal.average >= 0 && r.deal.average <= 1);
    assert.equal(steps.at(-1), 1, 'progress ends at the whole');
    // An unfinished hand has no deal to judge.
    const part = reviewHand({ states: states.slice(0, 9), actions: actions.slice(0, 8), seats: [0], samples: 5 });
    assert.equal(part.deal, null);
  });

  test('the worker answers a review with its progress, then the result', () => {
    const { states, actions } = hand('draw', 2, 3);
    const said: AiResponse[] = [];
    const res = answer({ id: 4, review: { states, actions, seats: [0], samples: 5, luck: false } }, (m) => said.push(m));
    assert.ok(res.result && res.result.decisions.length > 0);
    assert.equal(said.length, res.result.decisions.length);
    assert.deepEqual(said.at(-1)!.progress, [said.length, said.length]);
  });

  test('the page\'s client runs a review in its worker with progress, in-thread without one, and after a worker failure', async () => {
    const { states, actions } = hand('block', 2, 4);
    const req = { states, actions, seats: [0], samples: 6, luck: false };
    const expected = reviewHand(req);
    let sent = 0;
    const fake = (fail: boolean): WorkerLike => {
      const w: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage(msg: AiRequest) {
          sent++;
          setTimeout(() => {
            if (fail) return w.onerror?.(new Event('error'));
            const tell = (m: AiResponse) => w.onmessage?.({ data: m } as MessageEvent<AiResponse>);
            tell(answer(msg, tell)); // its progress, then its answer
          }, 1);
        },
        terminate() {},
      };
      return w;
    };
    const seen: number[] = [];
    const client = createAiClient(() => fake(false));
    assert.deepEqual(await client.review(req, (d) => seen.push(d)), expected);
    assert.equal(sent, 1);
    assert.ok(seen.length >= expected.decisions.length && seen.at(-1) === expected.decisions.length);
    assert.deepEqual(await createAiClient(() => null).review(req), expected);
    assert.deepEqual(await createAiClient(() => fake(true)).review(req), expected);
  });

  test('reasons are worded in every language from what was measured: no key or placeholder left, the numbers kept', async () => {
    const found = new Set<string>();
    const texts: string[] = [];
    for (const [variant, players] of TABLES)
      for (let seed = 1; seed <= 2; seed++) {
        const { states, actions } = hand(variant, players, seed);
        for (const d of reviewHand({ states, actions, seats: [0], samples: 8, luck: false }).decisions) {
          for (const lang of LANGS) {
            const w = await Words.of(lang).load('core', 'review');
            const s = say(w, { lang, names: ['Ana', 'Bo', 'Cy', 'Di'], you: 0 });
            for (const m of d.reason) {
              found.add(m.key);
              const text = s.msg(m);
              assert.ok(text.length > 0 && !/[{}]|rv\./.test(text), `${lang} ${m.key}: ${text}`);
              if (lang === 'en') texts.push(text);
              for (const k of ['x', 'y', 'n'] as const) {
                const v = m.params[k];
                if (typeof v === 'number' && Number.isInteger(v) && v !== 0) assert.ok(text.includes(String(v)), `${lang} ${m.key} keeps ${k}=${v}: ${text}`);
              }
            }
          }
        }
      }
    assert.ok(found.size >= 5, [...found].join(' '));
    const en = say(await Words.of('pt-BR').load('core', 'review'), { lang: 'pt-BR', names: [], you: 0 });
    assert.equal(en.t('rv.value', { tile: '6-4', tile2: '5-5', x: 2.5, y: 4, loss: 1.5 }), 'seis–quatro valia 2,5 pontos em média, carroça de cinco 4 pontos: perda de 1,5 ponto.'.replace(/^s/, 'S'));
  });
});
