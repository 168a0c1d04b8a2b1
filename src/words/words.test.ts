// The one words system: every language has every word of English in each group; the same key never says two
// things; grammar per person, plurals by Intl.PluralRules, the key help a game uses, in three languages.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { VARIANTS } from '../engine/index.js';
import { say, Words, LANGS } from './words.js';
import type { Lang } from './words.js';
import { Table } from '../table/table.js';
import { keyHelp, sayText } from '../table/view-panels.js';
import { num } from '../table/view.js';
import { catalogue } from '../teach/messages.js';

const GROUPS = ['core', 'panels', 'online', 'review'] as const;

async function words(lang: Lang): Promise<Words> {
  return Words.of(lang).load(...GROUPS);
}
const ctx = (lang: Lang, you: number | null = null) => ({ lang, names: ['Ana', 'Bo', 'Cy', 'Di'], you });

describe('every language has every word', () => {
  for (const group of GROUPS) {
    test(`${group}: pt-BR and pl have every key of en, and no other`, async () => {
      const en = (await import(`./en/${group}.ts`)).default as Record<string, string>;
      for (const lang of ['pt-BR', 'pl']) {
        const other = (await import(`./${lang}/${group}.ts`)).default as Record<string, string>;
        // a language may add entries of its own dictionaries (Polish genitives, `{hi@ng}`), nothing else
        const dicts = new Set(Object.values(other).flatMap((v) => [...v.matchAll(/@(\w+)\}/g)].map((x) => x[1]!)));
        const own = Object.keys(other).filter((k) => !(k in en));
        assert.deepEqual(own.filter((k) => !dicts.has(k.split('.')[0]!)), [], `${lang}/${group}: no key English lacks`);
        assert.deepEqual(Object.keys(en).filter((k) => !(k in other)), [], `${lang}/${group}: every key of English`);
        for (const [k, v] of Object.entries(other)) {
          if (!(k in en)) continue;
          const names = (t: string) => [...t.matchAll(/\{(\w+)(?:[:@]\w+)?\}/g)].map((x) => x[1]!).sort();
          const want = names(en[k]!);
          const got = names(v);
          assert.deepEqual(got, want, `${lang}/${group} ${k}: the same placeholders as English`);
        }
      }
    });
  }

  test('a key says one thing in a language, whichever group brings it (no sentence worded twice)', async () => {
    for (const lang of LANGS) {
      const seen = new Map<string, [string, string]>();
      const parts = ['core', 'panels', 'online', 'review', 'common', ...VARIANTS, 'more', ...VARIANTS.map((v) => `card-${v}`)];
      for (const p of parts) {
        const mod = await import(`./${lang}/${p}.ts`);
        const groups = p === 'common' ? (Object.values(mod).filter((x) => typeof x === 'object') as Record<string, string>[]) : [mod.default as Record<string, string>];
        for (const g of groups)
          for (const [k, v] of Object.entries(g)) {
            const s = seen.get(k);
            assert.ok(!s || s[1] === v, `${lang}: "${k}" is "${s?.[1]}" in ${s?.[0]} but "${v}" in ${p}`);
            seen.set(k, [p, v]);
          }
      }
    }
  });
});

describe('grammar', () => {
  test('speaks to "you" in the second person and about others in the third', async () => {
    const en = say(await words('en'), ctx('en', 0));
    assert.equal(en.t('say.scores', { who: 0, n: 14 }, 0), 'You score 14 points.');
    assert.equal(en.t('say.scores', { who: 1, n: 1 }, 1), 'Bo scores 1 point.');
    assert.equal(en.t('say.domino', { who: 0 }, 0), 'You went out!');
    const pl = say(await words('pl'), ctx('pl', 0));
    assert.equal(pl.t('say.scores', { who: 0, n: 5 }, 0), 'Zdobywasz 5 punktów.');
    assert.equal(pl.t('say.scores', { who: 1, n: 2 }, 1), 'Bo zdobywa 2 punkty.');
    assert.equal(pl.t('say.domino', { who: 0 }, 0), 'Wykładasz ostatni kamień!');
    const pt = say(await words('pt-BR'), ctx('pt-BR', 0));
    assert.equal(pt.t('say.scores', { who: 0, n: 1 }, 0), 'Você marca 1 ponto.');
    assert.equal(pt.t('say.scores', { who: 1, n: 12 }, 1), 'Bo marca 12 pontos.');
    assert.equal(en.t('say.play', { who: 0, tile: '6-4', place: 'left', score: en.t('say.scoring', { n: 10 }) }, 0), 'You play six–four on the left, scoring 10.');
    assert.equal(en.t('say.lead', { who: 1, tile: '6-4', score: '' }, 1), 'Bo plays six–four.');
    assert.equal(en.t('at.train', { owner: 1 }), 'on Bo’s train');
    assert.equal(en.msg({ key: 'at.train', params: { owner: 2 } }), 'on Cy’s train');
    assert.equal(en.t('at.train', { owner: 0 }, 0), 'on your train');
  });

  test('names tiles: doubles by the language’s own form (Polish genitive)', async () => {
    assert.equal(say(await words('en'), ctx('en')).tile('5-5'), 'double five');
    assert.equal(say(await words('pl'), ctx('pl')).tile('6-6'), 'dublet szóstek');
    assert.equal(say(await words('pt-BR'), ctx('pt-BR')).tile('6-4'), 'seis–quatro');
  });

  test('chooses plural forms by Intl.PluralRules', async () => {
    const pl = say(await words('pl'), ctx('pl'));
    assert.deepEqual([1, 2, 5, 12, 22, 25].map((n) => pl.t('tiles', { n })), ['1 kamień', '2 kamienie', '5 kamieni', '12 kamieni', '22 kamienie', '25 kamieni']);
    const en = say(await words('en'), ctx('en'));
    assert.deepEqual([0, 1, 2].map((n) => en.t('tiles', { n })), ['0 tiles', '1 tile', '2 tiles']);
    const pt = say(await words('pt-BR'), ctx('pt-BR'));
    assert.deepEqual([1, 2].map((n) => pt.t('tiles', { n })), ['1 pedra', '2 pedras']);
    assert.equal(pl.t('say.scores', { who: 1, n: 22 }, 1), 'Bo zdobywa 22 punkty.');
  });

  test('writes negative numbers with a true minus sign', () => {
    assert.equal(num(-5), '−5');
    assert.equal(num(0), '0');
    assert.equal(num(12), '12');
  });

  test('lists only the keys a game uses, with the letters of its language', async () => {
    const t = new Table();
    for (const [lang, variant, want, not] of [
      ['en', 'partnership', null, ['draw', 'end turn']],
      ['pl', 'block', 'P pasuj', ['dobierz', 'zakończ']],
      ['en', 'mexican-train', 'E end turn', []],
      ['pt-BR', 'draw', 'C compra', []],
      ['pl', 'mexican-train', 'Z zakończ turę', []],
    ] as [Lang, string, string | null, string[]][]) {
      t.set({ lang });
      await t.need('core', 'panels');
      await t.play({ variant: variant as 'draw', seed: 1 });
      const help = keyHelp(t.say, t.game!);
      if (want) assert.ok(help.includes(want), `${lang} ${variant}: ${help}`);
      for (const n of not) assert.ok(!help.includes(n), `${lang} ${variant}: no "${n}" in ${help}`);
    }
    for (const lang of LANGS) {
      const w = await words(lang);
      const letters = ['draw', 'pass', 'end-turn', 'hint', 'next-round'].map((k) => w.cat[`key.${k}`]);
      assert.equal(new Set(letters).size, letters.length, `${lang}: one letter per action`);
    }
  });

  test('a Mexican Train round end tells what each seat added (M-15), not who "scores"', async () => {
    const t = new Table();
    t.set({ humans: 'none', names: ['Ana', 'Bo', 'Cy'], pace: 0 });
    t.connect();
    await t.need('core', 'panels');
    const end = new Promise<{ points: number[] }>((r) => t.events.on('domino-round-end', r));
    await t.play({ variant: 'mexican-train', players: 3, seed: 5 });
    const detail = await end;
    const said = sayText(t, t.say, { type: 'domino-round-end', detail: detail as never });
    assert.ok(said.includes(`Added: Ana ${detail.points[0]}, Bo ${detail.points[1]}, Cy ${detail.points[2]}.`), said);
    assert.ok(!/scores/.test(said));
    t.disconnect();
    const pl = say(await words('pl'), ctx('pl', 0));
    assert.equal(pl.t('say.added', { list: [pl.t('say.added-one', { who: 0, n: 0 }, 0), pl.t('say.added-one', { who: 1, n: 12 }, 1)].join(', ') }), 'Doliczone: ty 0, Bo 12.');
  });
});

describe('the teaching words come through the same system', () => {
  test('a variant’s teaching group merges into its language’s words: tiles and places read the same as in play', async () => {
    const cat = await catalogue('pl', 'draw');
    assert.equal(cat['tile.double'], 'dublet {hi@ng}');
    assert.equal(cat['at.left'], 'na lewym końcu');
  });
});
