import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, legalActions, playerRange, VARIANTS } from '../engine/index.js';
import type { Action, GameState, Options, Variant } from '../engine/index.js';
import { chooser } from '../testing/engine.js';
import { catalogue, TEACH_LANGS } from './messages.js';
import { Words } from '../words/words.js';
import { format } from '../words/format.js';
import type { Msg } from '../words/format.js';
import { narrate, narrateStart } from './narrate.js';
import { explainTurn } from './turn.js';
import { whyNot, whyTile } from './reasons.js';
import { goalText, hintFor, judge } from './goals.js';
import type { Goal } from './goals.js';
import { advise } from './advice.js';
import { readFileSync, readdirSync } from 'node:fs';
import { kit, loadKit } from './kit.js';

// Each variant loads only the words it uses (words/<lang>/<variant>.ts takes the groups of common.ts it needs):
// everything its narration, reasons, goals and hints can say must be there, in every language.
const HOUSE: Record<Variant, Options> = {
  partnership: { lead: 'rotate' },
  draw: { starterLeads: 'any' },
  'all-fives': { boneyardReserve: 2, spinnerSidesFirst: false, roundHandScore: true },
  'mexican-train': { doubleBlankValue: 50, engineSelection: 'set-aside' },
  block: { lead: 'winner', handSize: 7 },
};
// The goals a lesson of each variant can have (the goal vocabulary's words for one game travel with that game's).
const BASE: Goal[] = [{ do: 'play' }, { do: 'lead' }, { do: 'draw' }, { do: 'pass' }, { do: 'block' }, { do: 'go-out' }, { do: 'next-round' }];
const GOAL_LIST: Record<Variant, Goal[]> = {
  partnership: [...BASE, { do: 'play', block: false }],
  draw: [...BASE, { do: 'draw-until-playable' }, { do: 'draw', from: 'back' }, { do: 'draw-until-playable', from: 'back' }],
  'all-fives': [...BASE, { do: 'draw-until-playable' }, { do: 'score' }, { do: 'score', min: 10 }, { do: 'play', at: 'spinner' }],
  'mexican-train': [...BASE, { do: 'play', at: 'own' }, { do: 'play', at: 'mexican' }, { do: 'play', at: 'marked' }, { do: 'satisfy-double' }, { do: 'chain', min: 3 }, { do: 'end-turn' }],
  block: BASE,
};

/** Every message the teaching gives on a random game of `variant` (its moves, the reasons, goals and hints at each turn). */
function messages(variant: Variant, seed: number): Msg[] {
  const r = playerRange(variant);
  const out: Msg[] = [];
  let g: GameState = createGame({ variant, players: r.min + (seed % (r.max - r.min + 1)), seed, options: seed % 2 ? HOUSE[variant] : {} });
  out.push(...narrateStart(g));
  const pick = chooser(seed);
  for (let i = 0; i < 300 && g.phase !== 'game-over'; i++) {
    out.push(...explainTurn(g));
    if (g.phase === 'playing') {
      const s = g.turn!;
      const tries: Action[] = [{ type: 'pass' }, { type: 'draw' }, { type: 'draw', from: 'back' }, { type: 'end-turn' }];
      for (const tile of g.hands[s]!) {
        const why = whyTile(g, tile);
        if (why) out.push(why);
        // the places of this game, and those of the others (a spinner's arm, a train) that it does not have
        for (const at of [undefined, 'left', 'right', 'up', 'down', 'mexican', 'train-0', 'train-1', ...Object.keys(g.trains ?? {})]) tries.push(at ? { type: 'play', tile, at } : { type: 'play', tile });
      }
      for (const a of tries) {
        const why = whyNot(g, a);
        if (why) out.push(why);
      }
      for (const goal of GOAL_LIST[variant]) {
        out.push(goalText(g, goal, s));
        const h = hintFor(g, goal, s);
        if (h) out.push(h.why);
        for (const a of legalActions(g)) {
          const v = judge(g, goal, a, s);
          if (v.kind === 'wrong') out.push(v.why);
        }
      }
      for (const a of legalActions(g)) out.push(advise(g, a));
    }
    const acts = legalActions(g);
    const a = acts[pick(acts.length)]!;
    const after = applyAction(g, a);
    out.push(...narrate(g, a, after));
    g = after;
  }
  return out;
}

test("every message of a variant's teaching has its words in that variant's catalogue, in every language", async () => {
  for (const variant of VARIANTS) {
    await loadKit(variant); // the variant's teaching code
    const msgs = [1, 2, 3, 4].flatMap((seed) => messages(variant, seed));
    const keys = new Map(msgs.map((m) => [m.key, m]));
    for (const lang of TEACH_LANGS) {
      const cat = await catalogue(lang, variant, 'more');
      for (const [key, msg] of keys) {
        assert.ok(cat[key] !== undefined, `${lang}/${variant}: no words for ${key}`);
        for (const you of [0, null]) {
          const text = format(cat, { lang, names: ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'], you, word: kit(variant).word }, msg);
          // A tile, place or unit the catalogue lacks shows as its key ("num.7", "at.up", "u.pt"), a train or team its code
          assert.doesNotMatch(text, /\{|\}|undefined|NaN|\b(num|dbl|at|u|list)\.\w|train-\d/, `${lang}/${variant} ${key}: ${text}`);
        }
      }
    }
  }
});

test("the panels' words exist in every language and variant", async () => {
  // Every `t('key'…)` the panels ask for (src/element/modes/), and the keys they pick at run time.
  const dirs = ['../element/modes/', '../element/parts/'].map((d) => new URL(d, import.meta.url));
  const code = dirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => readFileSync(new URL(f, dir), 'utf8'))).join('\n');
  // `w.t('key')` and `#t('key')` name a key in full; a bare `t('key')` is a panel's short form of `ui.key`.
  const asked = new Set([...code.matchAll(/(?<![\w.#])t\(\s*'([\w.-]+)'/g)].map((x) => `ui.${x[1]!}`));
  for (const x of code.matchAll(/(?:\bw\.|#)t\(\s*'([\w.-]+)'/g)) asked.add(x[1]!);
  for (const k of ['count-scores', 'count-not', 'pause', 'play', 'first', 'previous', 'next', 'last', 'refused.round-over', 'refused.no-move', 'refused.after-draw']) asked.add(`ui.${k}`);
  for (const lang of TEACH_LANGS) await Words.of(lang).load('class'); // a class's own words (mode="class")
  assert.ok(asked.size > 40 && asked.has('ui.goal') && asked.has('ui.stepDots') && asked.has('ui.count'), 'the scan finds the panels\' words');
  // "On the table now" explains what only one game has: All Fives' count and spinner, Mexican Train's markers and doubles;
  // a lesson shows "Draw from the back" in the Draw game only (D-16).
  const ONLY: Record<string, Variant> = { count: 'all-fives', 'count-scores': 'all-fives', 'count-not': 'all-fives', spinner: 'all-fives', marker: 'mexican-train', openDouble: 'mexican-train', drawBack: 'draw' };
  const params = { id: 'x', ids: 'a, b', why: 'y', k: 1, n: 2, done: 1, all: 3, ends: '1,2', sum: '2 + 3 = ', tile: '6-6', owner: 1 };
  for (const variant of VARIANTS) {
    for (const lang of TEACH_LANGS) {
      await Words.of(lang).load('panels', 'online', 'review'); // the panels', online play's and the move review's own words (the same catalogue: one words system)
      const cat = await catalogue(lang, variant, 'more', 'card');
      for (const k of asked) {
        if (ONLY[k.replace(/^ui\./, '')] && ONLY[k.replace(/^ui\./, '')] !== variant) continue;
        const key = k;
        assert.ok(cat[key] !== undefined, `${lang}/${variant}: ${key} missing`);
        for (const you of [0, null]) assert.doesNotMatch(format(cat, { lang, names: ['Ana', 'Bo'], you }, { key, params, seat: 1 }), /\bui\.|\{/, `${lang}/${variant}: ${key}`);
      }
    }
  }
});

test('a Mexican Train count names the house rule that changes a number before the numbers (M-15, M-18)', async () => {
  await loadKit('mexican-train');
  let seen = 0;
  for (let seed = 1; seed < 400 && seen < 3; seed++) {
    let g = createGame({ variant: 'mexican-train', players: 2 + (seed % 3), seed, options: { doubleBlankValue: 50 } });
    const pick = chooser(seed);
    while (g.phase === 'playing') {
      const acts = legalActions(g);
      const a = acts[pick(acts.length)]!;
      const after = applyAction(g, a);
      if (after.phase !== 'playing') {
        if (!after.hands.some((h) => h.includes('0-0'))) break;
        const keys = narrate(g, a, after).map((x) => x.key);
        const zero = keys.indexOf('count.mt-zero');
        const hand = keys.findIndex((k) => k === 'count.hand');
        assert.ok(zero >= 0 && hand > zero, `seed ${seed}: ${keys.join(' ')}`);
        seen++;
      }
      g = after;
    }
  }
  assert.ok(seen > 0, 'some round ends with the double blank in a hand');
});
