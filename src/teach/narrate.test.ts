import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { VARIANTS, createGame } from '../engine/index.js';
import type { Variant } from '../engine/index.js';
import { playout } from '../engine/testing.js';
import { countTerms, explainTurn, narrate, narrateStart } from './narrate.js';
import type { Msg } from './narrate.js';
import { TEACH_LANGS, catalogue, formatMessage, tileName } from './messages.js';
import { rulesCard } from './rules-card.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
const PLAYERS: Record<Variant, number[]> = { partnership: [4], draw: [2, 3, 4], 'all-fives': [2, 3, 4], 'mexican-train': [2, 3, 4] };

function checkMessages(msgs: readonly Msg[]): void {
  assert.ok(msgs.length > 0, 'some narration');
  for (const msg of msgs) {
    for (const lang of TEACH_LANGS) {
      const text = (catalogue(lang) as Record<string, string>)[msg.key];
      assert.ok(text, `${msg.key} missing in ${lang}`);
      for (const [, p] of text.matchAll(/\{(\w+)\}/g)) assert.ok(p! in msg.params || p === 'rule', `${msg.key}: {${p}} not filled`);
      const out = formatMessage(lang, msg);
      assert.doesNotMatch(out, /\{\w+\}/);
      assert.ok(out.length > 0);
    }
  }
}

test('catalogues are complete: same keys in en, pt-BR and pl, same placeholders', () => {
  const en = Object.keys(catalogue('en')).sort();
  for (const lang of TEACH_LANGS) {
    assert.deepEqual(Object.keys(catalogue(lang)).sort(), en, lang);
    for (const k of en) {
      const ph = (l: string): string[] => [...new Set([...((catalogue(l) as Record<string, string>)[k]!.matchAll(/\{(\w+)\}/g))].map((x) => x[1]!))].sort();
      assert.deepEqual(ph(lang), ph('en'), `${lang} ${k}`);
    }
  }
});

test('narration of random games: non-empty, every key in every catalogue, every {param} filled', () => {
  fc.assert(
    fc.property(fc.constantFrom(...VARIANTS), fc.integer(), fc.integer(), fc.nat(2), (variant, seed, choice, p) => {
      const players = PLAYERS[variant][p % PLAYERS[variant].length]!;
      const names = NAMES.slice(0, players);
      checkMessages(narrateStart(createGame({ variant, players, seed }), names));
      playout({ variant, players, seed }, choice, (before, action, after) => {
        checkMessages(narrate(before, action, after, names));
        checkMessages(explainTurn(after, names));
      }, 600);
    }),
    { numRuns: 40 },
  );
});

test('All Fives: the narrated end values add up to the engine count and score (F-8, F-9)', () => {
  fc.assert(
    fc.property(fc.integer(), fc.integer(), fc.integer({ min: 2, max: 4 }), fc.boolean(), (seed, choice, players, sidesFirst) => {
      playout({ variant: 'all-fives', players, seed, options: { spinnerSidesFirst: sidesFirst } }, choice, (before, action, after) => {
        if (action.type !== 'play') return;
        const terms = countTerms(after);
        const total = terms.reduce((a, b) => a + b, 0);
        assert.equal(total, after.count);
        const msg = narrate(before, action, after, NAMES).find((m) => m.key === 'af.fives' || m.key === 'af.no-fives' || m.key === 'af.zero')!;
        assert.ok(msg);
        assert.equal(String(msg.params.sum).split(' = ').at(-1), String(after.count));
        if (msg.key === 'af.fives') assert.equal(msg.params.points, after.lastScore);
        else assert.equal(after.lastScore, 0);
      }, 800);
    }),
    { numRuns: 60 },
  );
});

test('the blocked partnership count explains each team, the winner and the points (P-10, P-11)', () => {
  let seen = 0;
  for (let seed = 0; seed < 400 && seen < 5; seed++) {
    playout({ variant: 'partnership', seed }, seed, (before, action, after) => {
      if (after.result?.reason !== 'blocked' || before.result) return;
      seen++;
      const msgs = narrate(before, action, after, NAMES);
      const teams = msgs.filter((m) => m.key === 'count.team');
      assert.equal(teams.length, 2);
      teams.forEach((t, i) => assert.equal(String(t.params.sum).split(' = ').at(-1), String(after.result!.teamPips![i])));
      const win = msgs.find((m) => m.key === 'count.p-blocked' || m.key === 'count.p-tie')!;
      assert.equal(win.params.points, after.result!.points[after.result!.winner!]);
    }, 400);
  }
  assert.ok(seen > 0);
});

test('spoken tile names', () => {
  assert.equal(tileName('en', '6-4'), 'six–four');
  assert.equal(tileName('en', '5-5'), 'double five');
  assert.equal(tileName('pt-BR', '6-4'), 'seis–quatro');
  assert.equal(tileName('pt-BR', '5-5'), 'carroça de cinco');
  assert.equal(tileName('pl', '6-4'), 'sześć–cztery');
  assert.equal(tileName('pl', '5-5'), 'dublet piątek');
  assert.equal(formatMessage('en', { key: 'draw.forced', params: { name: 'Bo', ends: '5,0', rule: 'D-7' } }), 'Bo has no tile with 5 or 0, so Bo must draw from the boneyard. (D-7)');
});

test('rules cards follow the options, in every language', () => {
  for (const lang of TEACH_LANGS) {
    for (const v of VARIANTS) {
      const card = rulesCard(v, {}, lang);
      assert.ok(card.title && card.sections.length >= 3);
      for (const s of card.sections) for (const p of s.paragraphs) assert.doesNotMatch(p, /\{|card\./);
    }
  }
  const text = (c: ReturnType<typeof rulesCard>): string => c.sections.flatMap((s) => s.paragraphs).join(' ');
  assert.match(text(rulesCard('partnership', { target: 100 }, 'en')), /100 points/);
  assert.match(text(rulesCard('all-fives', {}, 'en', 3)), /200/);
  assert.match(text(rulesCard('all-fives', { spinnerSidesFirst: false }, 'en')), /as soon as the spinner/);
  assert.match(text(rulesCard('mexican-train', { doubleBlankValue: 50 }, 'pl')), /50/);
  assert.match(text(rulesCard('draw', { starterLeads: 'any' }, 'pt-BR')), /qualquer pedra/);
});
