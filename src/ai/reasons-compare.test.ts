// Reasons for a choice between two moves (issue 50, point 4): over every built-in puzzle and a reviewed hand of each
// game, in every language, no reason compares a move with itself — one tile at two places names both places and what
// differs between them (never "six–five … six–five", never the same ends on both sides), two tiles that leave the same
// ends say so — and every sentence is whole: no key or placeholder left.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, VARIANTS } from '../engine/index.js';
import type { Action, GameState, Variant } from '../engine/types.js';
import type { Msg } from '../words/format.js';
import { format } from '../words/format.js';
import { LANGS, Words } from '../words/words.js';
import { builtInPuzzle, puzzleList } from '../teach/puzzles.js';
import { loadKit } from '../teach/kit.js';
import { chooseAction } from './choose.js';
import { reviewHand } from './review.js';
import type { HistoryEntry } from './view.js';

for (const v of VARIANTS) await loadKit(v);

/** Every reason a reader may meet: the built-in puzzles' stored ones, then a reviewed hand's of each game. */
async function reasons(): Promise<{ where: string; variant: Variant; why: Msg[] }[]> {
  const out: { where: string; variant: Variant; why: Msg[] }[] = [];
  for (const info of await puzzleList()) {
    const p = (await builtInPuzzle(info.id))!;
    for (const o of p.options) if (Array.isArray(o.why)) out.push({ where: info.id, variant: p.variant, why: o.why as Msg[] });
  }
  for (const [variant, players] of [['block', 3], ['draw', 3], ['all-fives', 4], ['partnership', 4], ['mexican-train', 3]] as [Variant, number][]) {
    for (let seed = 1; seed <= 3; seed++) {
      let g: GameState = createGame({ variant, players, seed });
      const states = [g];
      const actions: Action[] = [];
      const history: HistoryEntry[] = [];
      while (g.phase === 'playing') {
        const a = chooseAction(g, { level: 'easy', seed, history });
        history.push({ seat: g.turn, action: a.type === 'draw' ? { type: 'draw' } : a });
        g = applyAction(g, a);
        states.push(g);
        actions.push(a);
      }
      for (const d of reviewHand({ states, actions, seats: [0, 1], samples: 6, luck: false }).decisions) out.push({ where: `${variant} seed ${seed} step ${d.step}`, variant, why: d.reason });
    }
  }
  return out;
}

describe('reasons for a choice', () => {
  test('no reason compares a move with itself, in any language; one tile at two places names both places', async () => {
    const all = await reasons();
    const keys = new Set<string>();
    for (const lang of LANGS) {
      const w = await Words.of(lang).load('core', 'review', ...VARIANTS);
      const ctx = { lang, names: ['Ana', 'Bo', 'Cy', 'Di'], you: 0 };
      const place = (p: string | number) => format({ ...w.cat, 'x.place': '{place}' }, ctx, { key: 'x.place', params: { place: p } });
      for (const { where, why } of all) {
        for (const m of why) {
          keys.add(m.key);
          const p = m.params;
          const text = format(w.cat, ctx, m);
          const said = `${where} ${lang} ${m.key}: ${text}`;
          assert.ok(text && !/[{}]|\brv\./.test(text), said);
          if (p.tile !== undefined && p.tile2 !== undefined) assert.notEqual(p.tile, p.tile2, `the tile against itself: ${said}`);
          if (p.nums !== undefined && p.nums2 !== undefined) assert.notEqual(p.nums, p.nums2, `the same ends on both sides: ${said}`);
          if (p.v !== undefined && p.v2 !== undefined) assert.notEqual(p.v, p.v2, said);
          if (p.place !== undefined && p.want !== undefined) {
            assert.notEqual(p.place, p.want, said);
            for (const x of [p.place, p.want]) assert.ok(text.toLowerCase().includes(place(x).toLowerCase()), `names ${place(x)}: ${said}`);
          }
          // what either side of the comparison says differs ("… left 6, 5 and 2; … would have left 6, 5 and 2" is no reason)
          const [a, b] = text.split(';');
          const digits = (x: string) => x.replace(/\D+/g, ' ').trim();
          if (b) assert.notEqual(digits(a!), digits(b), `the same numbers either side: ${said}`);
        }
      }
    }
    for (const k of ['rv.where.same', 'rv.value.where']) assert.ok(keys.has(k), `${k} is met (${[...keys].join(' ')})`);
  });

  test('af-060: six–five at the bottom arm and at the left end leave the same ends, and the reason says so', async () => {
    const p = (await builtInPuzzle('af-060'))!;
    const w = await Words.of('pt-BR').load('core', 'review');
    const ctx = { lang: 'pt-BR', names: ['Ana', 'Bo', 'Cy', 'Di'], you: 1 };
    const texts = p.options.flatMap((o) => (Array.isArray(o.why) ? (o.why as Msg[]) : [])).map((m) => format(w.cat, ctx, m));
    const down = p.options.findIndex((o) => o.action.type === 'play' && o.action.at === 'down');
    const text = format(w.cat, ctx, (p.options[down]!.why as Msg[])[0]!);
    assert.doesNotMatch(text, /deixou as pontas em 6, 5 e 2; .*teria deixado 6, 5 e 2/);
    assert.match(text, /^Seis–cinco n[oa] [^.]+ deixa as mesmas pontas que n[oa] [^.]+ \(6, 5 e 2\)/, texts.join('\n'));
  });
});
