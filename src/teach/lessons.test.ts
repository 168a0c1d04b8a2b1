import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { applyAction, createGame, legalActions, VARIANTS } from '../engine/index.js';
import type { Action, Options, Variant } from '../engine/index.js';
import { builtIn } from './builtin.js';
import { LESSONS } from './catalog.js';
import { checkLesson, lessonRules, positionPrint, wrongTry, clone } from './lesson-check.js';
import { LessonRun } from './lesson.js';
import { parseLesson, parseMove, moveText } from './lesson-json.js';
import type { Lesson } from './lesson.js';
import { catalogue, TEACH_LANGS } from './messages.js';
import { kit } from './kit.js';
import { format } from '../words/format.js';
import type { Catalogue, Msg } from '../words/format.js';
import { RULE_IDS } from './rule-ids.js';
import { rulesCard } from './rules-card.js';

const RULES_DIR = new URL('../../docs/rules/', import.meta.url); // the project's own rules, in the repository
const RULE_ID = /\b[BCPDFM]-\d+\b/;
const all = new Map<Variant, Lesson[]>();
for (const v of VARIANTS) all.set(v, await builtIn(v));
const cats = new Map<string, Catalogue>();
for (const l of TEACH_LANGS) for (const v of VARIANTS) cats.set(`${l}/${v}`, await catalogue(l, v, 'more', 'card'));

/** Every sentence a message gives, in every language: complete, no placeholder or rule id left. */
function say(v: Variant, msg: Msg, you: number | null = 0): string[] {
  return TEACH_LANGS.map((lang) => {
    const cat = cats.get(`${lang}/${v}`)!;
    assert.ok(cat[msg.key] !== undefined, `${msg.key} missing in ${lang}/${v}`);
    const text = format(cat, { lang, names: ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'], you, word: kit(v).word }, msg);
    assert.doesNotMatch(text, /\{|\}|undefined|NaN/, `${lang} ${msg.key}: ${text}`);
    assert.doesNotMatch(text, RULE_ID, `${lang} ${msg.key} shows a rule id: ${text}`);
    return text;
  });
}

/** The rule ids a rules file defines: each is in bold where its rule starts (`- **P-8 Blocked ...**`). */
function definedIds(file: string): string[] {
  return [...readFileSync(new URL(file, RULES_DIR), 'utf8').matchAll(/\*\*([A-Z]-\d+)\b/g)].map((m) => m[1]!);
}

test('the committed rule-id list is every numbered rule of docs/rules: common.md and one file per variant', () => {
  const files = readdirSync(RULES_DIR).filter((f) => f.endsWith('.md'));
  const played = ['common.md', ...VARIANTS.map((v) => `${v}.md`)];
  for (const f of played) assert.ok(files.includes(f), `docs/rules/${f} is missing`);
  const ids = played.flatMap(definedIds);
  assert.equal(new Set(ids).size, ids.length, 'no rule id is defined twice');
  assert.deepEqual([...ids].sort(), [...RULE_IDS].sort());
  // The other files (index, options, sources) cite rules but define none, except the rules of a game written before
  // it is registered: their own letter, numbered 1, 2, … in order, none in the list yet (registering adds them).
  const unregistered: string[] = [];
  for (const f of files.filter((f) => !played.includes(f))) {
    const own = definedIds(f);
    if (!unregistered.includes(f)) {
      assert.deepEqual(own, [], `docs/rules/${f} defines rule ids`);
      continue;
    }
    const letter = own[0]?.split('-')[0];
    assert.ok(letter !== undefined && own.length > 1, `docs/rules/${f} numbers its rules`);
    assert.deepEqual(own, own.map((_, k) => `${letter}-${k + 1}`), `docs/rules/${f}: ${letter}-1, ${letter}-2, … without a gap or repeat`);
    assert.ok(!RULE_IDS.some((r) => r.startsWith(`${letter}-`)), `${letter}- is another file's letter`);
  }
});

test('rule coverage: every rule id is shown by a step of some built-in lesson', () => {
  const shown = new Set([...all.values()].flat().flatMap((l) => lessonRules(l)));
  const missing = RULE_IDS.filter((r) => !shown.has(r));
  assert.deepEqual(missing, [], `rules no lesson shows: ${missing.join(', ')}`);
});

test('every built-in lesson replays to the position the builder found (seed and move count stored, not the position)', () => {
  const want = JSON.parse(readFileSync(new URL('./lessons/positions.json', import.meta.url), 'utf8')) as Record<string, string>;
  const ids = [...all.values()].flat().map((l) => l.id);
  assert.deepEqual(Object.keys(want).sort(), [...ids].sort(), 'a fingerprint per lesson (npm run lessons writes them)');
  for (const l of [...all.values()].flat()) assert.equal(positionPrint(l), want[l.id], `${l.id}: the engine's shuffle or legal-move order changed; run npm run lessons and read the lessons again`);
});

test('every built-in lesson: a real position, short, every branch of accepted moves ends it, a wrong try with a reason at each step', () => {
  for (const [v, list] of all) {
    assert.ok(list.length >= 5, `${v} has a curriculum`);
    for (const l of list) {
      const c = checkLesson(l);
      assert.deepEqual(c.problems, [], l.id);
      assert.ok(c.maxMoves >= 1 && c.maxMoves <= 6, `${l.id}: ${c.maxMoves} learner moves`);
      assert.ok(l.steps.length <= 6, l.id);
    }
  }
});

test('the static list is the curriculum: same ids, order and variants as the data, English titles from the catalogue', () => {
  const order = [...new Set(LESSONS.map((x) => x.variant))];
  assert.deepEqual([...order].sort(), [...VARIANTS].sort());
  assert.deepEqual(LESSONS.map((x) => x.id), order.flatMap((v) => all.get(v)!.map((l) => l.id)));
  for (const x of LESSONS) {
    assert.equal(all.get(x.variant)!.some((l) => l.id === x.id), true, x.id);
    assert.equal(x.title, cats.get(`en/${x.variant}`)![`${x.id}.title`], x.id);
  }
});

test('catalogue parity: every key in en, pt-BR and pl, with the same placeholders', async () => {
  for (const part of ['common', ...VARIANTS, 'more', ...VARIANTS.map((v) => `card-${v}`)]) {
    // every export of the file: a catalogue, or a group of words (common.ts)
    const load = async (lang: string) => (await import(`../words/${lang}/${part}.js`)) as Record<string, Catalogue>;
    const en = await load('en');
    for (const lang of TEACH_LANGS) {
      const file = await load(lang);
      assert.deepEqual(Object.keys(file).sort(), Object.keys(en).sort(), `${lang}/${part}: the same exports`);
      for (const [name, words] of Object.entries(en)) {
        const cat = file[name]!;
        assert.deepEqual(Object.keys(cat).sort(), Object.keys(words).sort(), `${lang}/${part} ${name}`);
        for (const k of Object.keys(words)) {
          const ph = (t: string) => [...new Set([...t.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((x) => x[1]))].sort();
          assert.deepEqual(ph(cat[k]!), ph(words[k]!), `${lang}/${part} ${k}`);
          assert.ok(cat[k]!.trim().length > 0, `${lang}/${part} ${k} is empty`);
        }
      }
    }
  }
});

test('every lesson text exists in every language (title, intro, summary)', () => {
  for (const [v, list] of all)
    for (const l of list)
      for (const lang of TEACH_LANGS)
        for (const k of ['title', 'intro', 'summary']) assert.ok(cats.get(`${lang}/${v}`)![`${l.id}.${k}`], `${lang} ${l.id}.${k}`);
});

test('playing every lesson: its narration, goals, reasons and hints read well in every language', () => {
  for (const [v, list] of all) {
    for (const l of list) {
      const run = new LessonRun(l);
      run.opening().forEach((m) => say(v, m));
      for (let guard = 0; guard < 100 && !run.over; guard++) {
        if (!run.waiting) {
          run.others()!.msgs.forEach((m) => say(v, m));
          continue;
        }
        say(v, run.goal()!);
        const w = wrongTry(run);
        if (w) say(v, w.why);
        const h = clone(run).hint()!;
        assert.ok(h, `${l.id}: a hint at step ${run.step + 1}`);
        say(v, h.why);
        const r = run.attempt(h.action);
        assert.notEqual(r.kind, 'wrong', `${l.id}: the hint is accepted`);
        if (r.kind !== 'wrong') r.played.msgs.forEach((m) => say(v, m));
      }
      assert.ok(run.over, `${l.id} ends`);
      assert.equal(run.stars, 3);
    }
  }
});

test('goals answer wrong tries with reasons from the position', async () => {
  const en = cats.get('en/draw')!;
  const ctx = { lang: 'en', names: ['Ana', 'Bo', 'Cy'], you: 0 };
  const d = all.get('draw')!.find((l) => l.id === 'd-draw')!;
  const run = new LessonRun(d);
  const g = run.game;
  const tile = g.hands[0]![0]!;
  const r = run.attempt({ type: 'play', tile, at: 'left' });
  assert.equal(r.kind, 'wrong');
  const ends = [...new Set(Object.values(g.ends!))].join(' or ');
  if (r.kind === 'wrong') assert.match(format(en, ctx, r.why), new RegExp(`does not match|has no`));
  assert.ok(ends);
  assert.equal(run.wrong, 1);
  // a pass while the boneyard has tiles
  const p = run.attempt({ type: 'pass' });
  assert.equal(p.kind === 'wrong' && format(en, ctx, p.why), 'You may pass only when there is nothing to draw: draw a tile.');
  // All Fives: a legal tile that scores nothing is refused with the count it would make
  const f = all.get('all-fives')!.find((l) => l.id === 'f-fives')!;
  const fr = new LessonRun(f);
  const miss = legalActions(fr.game).find((a) => a.type === 'play' && (applyAction(fr.game, a).lastScore ?? 0) === 0)!;
  const w = fr.attempt(miss);
  assert.equal(w.kind, 'wrong');
  if (w.kind === 'wrong') assert.match(format(cats.get('en/all-fives')!, ctx, w.why), /^That scores nothing: the ends would add up to (\d+ \+ )*\d+( = \d+)?\.$/);
});

test('a lesson in JSON: moves, deals with the rest of the set filled in, goals; bad input is refused with a reason', () => {
  const json = {
    id: 'mine',
    variant: 'draw',
    players: 2,
    title: { en: 'Mine', pl: 'Moja' },
    position: { deal: { hands: ['6-6 6-5 5-5 4-4 3-3 2-2 1-1', '6-4 6-3 6-2 5-4 5-3 5-2 4-3'] }, moves: '6-6 6-4@right' },
    steps: [{ goal: { do: 'play' } }],
  };
  const l = parseLesson(JSON.stringify(json));
  assert.equal(l.deals[0]!.boneyard!.length, 14);
  assert.equal(new LessonRun(l).game.line!.length, 2);
  assert.deepEqual(checkLesson(l).problems, []);
  assert.throws(() => parseLesson('{"variant":"draw"'), /not valid JSON/);
  assert.throws(() => parseLesson({ ...json, variant: 'chess' }), /unknown variant/);
  assert.throws(() => parseLesson({ ...json, steps: [{ goal: { do: 'fly' } }] }), /goal must be one of/);
  assert.throws(() => parseLesson({ ...json, steps: [{ goal: { do: 'score' } }] }), /"score" is a goal of all-fives only/);
  assert.throws(() => parseLesson({ ...json, position: { ...json.position, moves: '6-6 6-1@right' } }), /refused/);
  assert.throws(() => parseLesson({ ...json, position: { ...json.position, moves: '6-6' } }), /learner’s move/);
  for (const s of ['6-4@left', '6-6', 'draw', 'draw@back', 'pass', 'end-turn', 'next-round']) assert.equal(moveText(parseMove(s)), s);
});

test('the table’s own moves in a lesson follow the step’s `then` list when legal', () => {
  const l = parseLesson({
    id: 't',
    variant: 'partnership',
    title: 't',
    position: { deal: { hands: ['6-6 6-4 6-3 6-2 6-1 6-0 5-5', '6-5 5-4 5-3 5-2 5-1 5-0 4-4', '4-3 4-2 4-1 4-0 3-3 3-2 3-1', '3-0 2-2 2-1 2-0 1-1 1-0 0-0'] } },
    steps: [{ goal: { do: 'lead' }, then: ['6-5@right', 'pass'] }, { goal: { do: 'play' } }],
  });
  const run = new LessonRun(l);
  run.attempt({ type: 'play', tile: '6-6' });
  assert.deepEqual(run.others()!.action, { type: 'play', tile: '6-5', at: 'right' }); // Bo, as asked
  assert.deepEqual(run.others()!.action, { type: 'pass' }); // Cy has no 6 or 5
  assert.equal(run.others()!.action.type, 'pass'); // Di: the table's choice
  assert.equal(run.waiting, true);
});

test('rules cards: every rule id has a paragraph on its variant’s card, in every language, following the options', () => {
  // The house rules that bring a card's option paragraphs (F-15, M-18, B-14); each game's rule-id letter.
  const HOUSE: Record<Variant, Options> = { partnership: {}, draw: {}, 'all-fives': { boneyardReserve: 2 }, 'mexican-train': { doubleBlankValue: 50 }, block: { lead: 'winner', handSize: 7 } };
  const LETTER: Record<Variant, string> = { partnership: 'P', draw: 'D', 'all-fives': 'F', 'mexican-train': 'M', block: 'B' };
  for (const lang of TEACH_LANGS) {
    for (const v of VARIANTS) {
      const card = rulesCard(cats.get(`${lang}/${v}`)!, v, HOUSE[v]);
      const tagged = new Set(card.sections.flatMap((s) => s.paragraphs.flatMap((p) => p.rules)));
      // C-7 (the line's first tile and its two places) is not a Mexican Train rule.
      const want = RULE_IDS.filter((r) => (r.startsWith('C-') && !(v === 'mexican-train' && r === 'C-7')) || r.startsWith(`${LETTER[v]}-`));
      assert.deepEqual(want.filter((r) => !tagged.has(r)), [], `${lang} ${v}`);
      for (const s of card.sections) for (const p of s.paragraphs) assert.doesNotMatch(p.text, /\{|card\.|[BCPDFM]-\d/, `${lang} ${v}`);
    }
  }
  const text = (c: ReturnType<typeof rulesCard>) => c.sections.flatMap((s) => s.paragraphs.map((p) => p.text)).join(' ');
  assert.match(text(rulesCard(cats.get('en/partnership')!, 'partnership', { target: 100 })), /100 points/);
  assert.match(text(rulesCard(cats.get('en/all-fives')!, 'all-fives', {}, 3)), /200/);
  assert.match(text(rulesCard(cats.get('en/all-fives')!, 'all-fives', { spinnerSidesFirst: false })), /as soon as it is played/);
});

test('a move given as an object passes through; the others’ moves are narrated', () => {
  const a: Action = { type: 'draw', from: 'back' };
  assert.deepEqual(parseMove(a), a);
  const g = createGame({ variant: 'draw', players: 2, seed: 3 });
  assert.ok(legalActions(g).length > 0);
});

test('what the table knows: never more than the truth, and a pass or a draw tells the numbers a seat lacks (C-8)', async () => {
  const { tableKnows } = await import('./knows.js');
  const { playout } = await import('../testing/engine.js');
  const { info } = await import('../engine/index.js');
  let told = 0;
  for (const variant of VARIANTS) {
    for (let seed = 1; seed <= 6; seed++) {
      let history: { seat: number | null; action: Action }[] = [];
      playout({ variant, seed, players: variant === 'partnership' ? 4 : 3 }, seed, (before, action, after) => {
        history = action.type === 'next-round' ? [] : [...history, { seat: before.turn, action }];
        const known = tableKnows(after, history);
        known.forEach((nums, s) => {
          for (const v of nums) assert.ok(!after.hands[s]!.some((t) => info(t).hi === v || info(t).lo === v), `${variant} seed ${seed}: seat ${s} is said to lack ${v} but holds one`);
        });
        if (action.type === 'pass' && after.phase === 'playing' && variant !== 'mexican-train') {
          const ends = new Set(Object.values(before.ends ?? {}));
          for (const v of ends) assert.ok(known[before.turn!]!.includes(v), `${variant}: a pass on ${v} is known`);
          told++;
        }
      }, 400);
    }
  }
  assert.ok(told > 5, 'passes were seen');
});

test('hint reasons state true facts of the move', async () => {
  const { advise } = await import('./advice.js');
  const { playout } = await import('../testing/engine.js');
  for (const variant of VARIANTS) {
    playout({ variant, seed: 7, players: variant === 'partnership' ? 4 : 2 }, 7, (before, action, after) => {
      if (before.phase !== 'playing' || action.type === 'next-round') return;
      const msg = advise(before, action);
      say(variant, msg, before.turn);
      if (msg.key === 'adv.score') assert.equal(msg.params.points, after.lastScore);
      if (msg.key === 'adv.out') assert.equal(after.hands[before.turn!]!.length, 0);
      if (msg.key === 'adv.only') assert.equal(legalActions(before).length, 1);
      if (msg.key === 'adv.draw') assert.equal(action.type, 'draw');
    }, 300);
  }
});

test('block in player words: a draw is refused as no drawing (B-7), a wrong lead names the starter’s tile (B-4), a missed block counts the fitting tiles in hands only, never those set aside (B-9)', async () => {
  const { whyNot } = await import('./reasons.js');
  const { judge } = await import('./goals.js');
  const en = cats.get('en/block')!;
  const text = (msg: Msg) => format(en, { lang: 'en', names: ['Ana', 'Bo', 'Cy'], you: 0 }, msg);
  // Seat 0 holds the highest double, 6-6 (B-3); seat 1 holds no 6; five 6s lie set aside.
  const deal = {
    hands: [['6-6', '6-5', '5-5', '4-4', '3-3', '2-2', '1-1'], ['0-0', '1-0', '2-0', '2-1', '3-0', '3-1', '3-2']],
    boneyard: ['6-4', '6-3', '6-2', '6-1', '6-0', '5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1', '4-0'],
  };
  const g = createGame({ variant: 'block', players: 2, deals: [deal] });
  const lead = whyNot(g, { type: 'play', tile: '5-5' })!;
  assert.equal(text(lead), 'You must start with double six: it is the tile that made you the starter.');
  assert.match(lead.rule!, /B-4/);
  const after = applyAction(g, { type: 'play', tile: '6-6' });
  const draw = whyNot(after, { type: 'draw' })!;
  assert.equal(draw.key, 'why.no-drawing');
  assert.match(draw.rule!, /B-7/);
  assert.equal(whyNot(after, { type: 'pass' }), null, 'nothing fits: the pass is legal');
  // b-block: every play but the blocking one is refused, and the tiles it counts are in the others' hands.
  const l = all.get('block')!.find((x) => x.id === 'b-block')!;
  const run = new LessonRun(l);
  const miss = legalActions(run.game).find((a) => a.type === 'play' && applyAction(run.game, a).result === null)!;
  const v = judge(run.game, { do: 'block' }, miss, 0);
  assert.equal(v.kind, 'wrong');
  if (v.kind !== 'wrong') return;
  const next = applyAction(run.game, miss);
  const ends = new Set(Object.values(next.ends!));
  const fits = (t: string) => t.split('-').some((x) => ends.has(Number(x)));
  assert.equal(v.why.params.n, next.hands.slice(1).flat().filter(fits).length);
  assert.ok(next.boneyard.some(fits), 'tiles set aside would fit too: they are not counted');
  assert.equal(v.why.rule, 'B-9');
});

test('stars are fair: a hint costs as much as a wrong try; three with none, two with one or two, one with more', () => {
  const lesson = all.get('partnership')!.find((l) => l.id === 'p-start')!;
  const run = new LessonRun(lesson);
  assert.equal(run.stars, 3);
  run.hints = 1;
  assert.equal(run.stars, 2, 'one hint');
  run.wrong = 1;
  assert.equal(run.stars, 2, 'one hint and one wrong try');
  run.wrong = 2;
  assert.equal(run.stars, 1, 'one hint and two wrong tries');
});

test('once the lesson is over, no sentence invites the learner to move again (m-engine)', async () => {
  const { withoutInvites } = await import('./lesson.js');
  const lesson = all.get('mexican-train')!.find((l) => l.id === 'm-engine')!;
  const run = new LessonRun(lesson);
  let last: Msg[] = [];
  for (let i = 0; i < 20 && !run.over; i++) {
    if (!run.waiting) {
      run.others();
      continue;
    }
    const r = run.attempt(clone(run).hint()!.action);
    if (r.kind !== 'wrong') last = r.played.msgs;
  }
  assert.ok(run.over);
  assert.ok(last.some((m) => m.key === 'mt.chain'), 'the engine narrates the chain the opening turn allows');
  assert.deepEqual(withoutInvites(last, lesson.learner).filter((m) => m.key === 'mt.chain' || m.key === 'mt.opening'), []);
});
