import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createGame, legalActions, rulesOf } from '../engine/index.js';
import type { GameState, Variant } from '../engine/index.js';
import { chooseAction } from '../ai/index.js';
import { layoutBoard, playable, unitRange, PH } from './layout.js';
import type { Board } from './layout.js';

/** Every state of a seeded first round (easy computers for every seat). */
function round(variant: Variant, players: number, seed: number): GameState[] {
  let g = createGame({ variant, players, seed });
  const out = [g];
  for (let i = 0; i < 600 && g.phase === 'playing'; i++) out.push((g = applyAction(g, chooseAction(g, { level: 'easy', seed }))));
  return out;
}

type Rect = { l: number; t: number; r: number; b: number; what: string };

/** Everything drawn, as rectangles in layout units. */
function rects(b: Board): Rect[] {
  const out: Rect[] = [];
  for (const x of [...b.tiles, ...b.targets]) {
    const [hw, hh] = x.v ? [0.5, 1] : [1, 0.5];
    out.push({ l: x.x - hw, t: x.y - hh, r: x.x + hw, b: x.y + hh, what: 'tile' in x ? x.tile : `target ${x.place}` });
  }
  for (const x of b.labels) out.push({ l: x.x, t: x.y - PH / 2, r: x.x + x.w, b: x.y + PH / 2, what: `plate ${x.place}` });
  for (const x of b.folds) out.push({ l: x.x - 0.9, t: x.y - 0.5, r: x.x + 0.9, b: x.y + 0.5, what: `fold ${x.place}` });
  return out;
}

// a board below the minimum scale must be one that did not fit at it: recorded by layoutBoard
const layoutAt = (b: Board) => b.fits;

const apart = (a: Rect, b: Rect) => a.r <= b.l + 0.02 || b.r <= a.l + 0.02 || a.b <= b.t + 0.02 || b.b <= a.t + 0.02;

/** Checks a board: inside its view box, nothing overlapping, the scale never above the asked maximum (below the minimum only on a felt too small for it). */
function check(b: Board, what: string, min: number, max: number): void {
  const [x, y, w, h] = b.box;
  const rs = rects(b);
  for (const r of rs) {
    assert.equal(r.l >= x - 1e-6 && r.r <= x + w + 1e-6 && r.t >= y - 1e-6 && r.b <= y + h + 1e-6, true, `${what}: ${r.what} inside the felt`);
  }
  for (let i = 0; i < rs.length; i++) for (let j = i + 1; j < rs.length; j++) assert.equal(apart(rs[i]!, rs[j]!), true, `${what}: ${rs[i]!.what} / ${rs[j]!.what} overlap`);
  assert.ok(b.u <= max, what);
  if (b.u < min) assert.equal(layoutAt(b), false, what);
}

const onTable = (g: GameState) => [...(g.line ?? []), ...Object.values(g.arms ?? {}).flat(), ...Object.values(g.trainTiles ?? {}).flat()].map((t) => t.tile);

describe('view-model', () => {
  const cases: [Variant, number][] = [
    ['partnership', 4],
    ['draw', 2],
    ['draw', 4],
    ['all-fives', 2],
    ['all-fives', 4],
    ['mexican-train', 4],
    ['mexican-train', 8],
  ];
  // felts (CSS px) of a phone, a narrow column, a tablet and a desktop, the table's width beside each
  const felts = [
    [300, 280, 320],
    [355, 380, 375],
    [690, 420, 720],
    [740, 560, 768],
    [1230, 470, 1280],
  ] as const;
  for (const [variant, players] of cases) {
    it(`${variant} ×${players}: in every state of 6 rounds, on 5 felts, everything is inside, nothing overlaps, tiles as large as allowed`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const states = round(variant, players, seed);
        for (let k = 0; k < states.length; k += 3) {
          const g = states[k]!;
          for (const [w, h, px] of felts) {
            const [min, max] = unitRange(px, rulesOf(variant).setMax);
            const b = layoutBoard(g, { w, h, min, max });
            const what = `seed ${seed} step ${k} ${w}×${h}`;
            check(b, what, min, max);
            // every tile on the table drawn once (or counted in a fold)
            const drawn = b.tiles.map((t) => t.tile).filter((t) => t !== g.engine);
            assert.equal(new Set(drawn).size, drawn.length, what);
            assert.equal(drawn.length + b.folds.reduce((n, f) => n + f.n, 0), onTable(g).length, what);
          }
        }
      }
    });
  }

  it('keeps the legible minimum on a phone and from 768 px in long rounds (Mexican Train folds trains rather than shrink)', () => {
    const g = round('mexican-train', 8, 7).at(-1)!;
    for (const [w, h, px] of [[355, 380, 375], [740, 520, 768]] as const) {
      const [min, max] = unitRange(px, 12);
      const b = layoutBoard(g, { w, h, min, max });
      assert.equal(b.fits, true);
      assert.ok(b.u >= min, `b.u ${b.u} < min`);
    }
    const f = round('all-fives', 2, 70).at(-1)!;
    const b = layoutBoard(f, { w: 355, h: 380, min: 22, max: 34 });
    assert.equal(b.fits, true);
    assert.ok(b.u >= 22, `b.u ${b.u} < 22`);
  });

  it('grows tiles to the largest size that fits: a short line is drawn large, a long one smaller', () => {
    const states = round('draw', 2, 1);
    const early = layoutBoard(states[3]!, { w: 1230, h: 470, min: 28, max: 40 });
    const late = layoutBoard(states.at(-1)!, { w: 355, h: 300, min: 22, max: 34 });
    assert.equal(early.u, 40);
    assert.ok(late.u < 34, `late.u ${late.u} ≥ 34`);
    assert.ok(late.u >= 22, `late.u ${late.u} < 22`);
  });

  it("names the Mexican train's plate by the longest of its forms that fits, never a cut word when a short form fits", () => {
    const g = round('mexican-train', 3, 2)[4]!;
    const plates = [{ full: 'Pociąg meksykański', short: ['Meksykański', 'Meks.'] }, { full: 'Ana' }, { full: 'Bo' }, { full: 'Cy' }];
    const label = (w: number, min: number, max: number) => layoutBoard(g, { w, h: w * 0.6, min, max, plates }).labels.find((l) => l.place === 'mexican')!.text;
    assert.equal(label(300, 22, 34), 'Meks.'); // a phone: before, "Meksy…"
    assert.ok(['Pociąg meksykański', 'Meksykański'].includes(label(1230, 28, 40)));
    assert.match(layoutBoard(g, { w: 300, h: 180, min: 22, max: 34, plates: [{ full: 'Pociąg meksykański' }] }).labels[0]!.text, /…$/); // one form only: cut
  });

  it('draws every tile on the table exactly once', () => {
    const g = round('mexican-train', 4, 3)[120]!;
    const b = layoutBoard(g, { w: 1200, h: 900, min: 26, max: 26 });
    assert.deepEqual(b.folds, []);
    assert.deepEqual(b.tiles.map((t) => t.tile).sort(), [g.engine, ...onTable(g)].sort());
  });

  it('marks drop targets only for the legal places of the selected tile, inside the felt', () => {
    for (const variant of ['draw', 'all-fives', 'mexican-train'] as const) {
      for (const g of round(variant, 2, 3).filter((_, i) => i % 5 === 0)) {
        if (g.phase !== 'playing') continue;
        const legal = legalActions(g);
        for (const [tile, places] of playable(legal)) {
          const b = layoutBoard(g, { w: 355, h: 380, min: 22, max: 34, legal, selected: tile });
          assert.deepEqual(b.targets.map((t) => t.place).sort(), [...places].sort());
          check(b, `${variant} ${tile}`, 10, 34);
        }
      }
    }
  });

  it('with room for every place a tile of the rack fits, selecting any tile moves nothing: the same scale, tiles and targets (phone felts)', () => {
    for (const [variant, players] of [['draw', 2], ['all-fives', 2], ['mexican-train', 4], ['mexican-train', 8]] as const) {
      for (const g of round(variant, players, 3).filter((_, i) => i % 3 === 0)) {
        if (g.phase !== 'playing') continue;
        const legal = legalActions(g);
        const room = [...new Set(legal.flatMap((a) => (a.type === 'play' && a.at ? [a.at] : [])))];
        for (const [w, h] of [[355, 300], [300, 330]] as const) {
          const none = layoutBoard(g, { w, h, min: 20, max: 32, room });
          for (const [tile] of playable(legal)) {
            const b = layoutBoard(g, { w, h, min: 20, max: 32, room, legal, selected: tile });
            assert.deepEqual([b.u, b.box, b.tiles, b.targets], [none.u, none.box, none.tiles, none.targets], `${variant} ×${players} ${tile} on ${w}×${h}`);
          }
        }
      }
    }
  });
});

describe("All Fives' spinner arms", () => {
  // phone felts (375 px wide, short and tall), a tablet's and a desktop's
  const felts = [
    [355, 300, 375],
    [355, 420, 375],
    [690, 420, 720],
    [1230, 470, 1280],
  ] as const;
  /** Each arm from the spinner outward: [place, tiles, heading]. */
  const arms = (g: GameState) => {
    const k = g.spinner!;
    return [
      ['up', g.arms?.up ?? [], 0, -1],
      ['down', g.arms?.down ?? [], 0, 1],
      ['right', g.line!.slice(k + 1), 1, 0],
      ['left', g.line!.slice(0, k).reverse(), -1, 0],
    ] as const;
  };
  it('leave the spinner in their own direction (the up arm goes up first) and lay every double across its lane, in 20 rounds on 4 felts', () => {
    const wrong: string[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      for (const g of round('all-fives', 2, seed)) {
        if (g.spinner == null) continue;
        for (const [w, h, px] of felts) {
          const [min, max] = unitRange(px, 6);
          const b = layoutBoard(g, { w, h, min, max });
          const at = new Map(b.tiles.map((t) => [t.tile, t]));
          const sp = at.get(g.line![g.spinner]!.tile)!;
          for (const [place, list, dx, dy] of arms(g)) {
            const first = list[0];
            if (!first) continue;
            const f = at.get(first.tile)!;
            const what = `seed ${seed}, ${w}×${h}, ${place} arm`;
            // the first tile lies along its arm (a double across it), straight out from the spinner's middle
            const along = first.a === first.b ? f.v === !dy : f.v === !!dy;
            const out = dx ? (f.x - sp.x) * dx > 0.9 && Math.abs(f.y - sp.y) < 1e-6 : (f.y - sp.y) * dy > 0.9 && Math.abs(f.x - sp.x) < 1e-6;
            if (!along || !out) wrong.push(`${what}: its first tile ${first.tile} does not leave the spinner ${place}`);
            // each double lies across the lane it is in: across the way from the tile before it
            let prev = sp;
            for (const p of list) {
              const t = at.get(p.tile)!;
              if (p.a === p.b && t.v === Math.abs(t.y - prev.y) > Math.abs(t.x - prev.x)) wrong.push(`${what}: the double ${p.tile} lies along its arm`);
              prev = t;
            }
          }
        }
      }
    }
    assert.deepEqual(wrong.slice(0, 8), []);
  });


  it('give a long arm the room to wind: the spinner moves aside, and the biggest rack’s board keeps 22 px tiles in a 320 px column and on a 375 px phone', async () => {
    const { bigRack } = await import('../testing/positions.js');
    const g = bigRack('all-fives', 2).state; // a left arm of ten tiles, three on the right, two arms empty
    const legal = legalActions(g);
    const room = [...new Set(legal.flatMap((a) => (a.type === 'play' && a.at ? [a.at] : [])))];
    // the felts the element measures there (before: 18 and 20 px, the spinner in the middle)
    for (const [w, h] of [[302, 344], [357, 403]] as const) {
      const b = layoutBoard(g, { w, h, min: 22, max: 34, room });
      check(b, `${w}×${h}`, 22, 34);
      assert.equal(b.fits, true, `${w}×${h}`);
      assert.ok(b.u >= 22, `${w}×${h}: u ${b.u}`);
    }
  });
});

describe("Mexican Train's bands", () => {
  it('holds each train in one band with its plate: every tile, fold and target of a train inside its band, bands apart (8 players, 6 rounds, phone to desktop)', () => {
    const felts = [
      [355, 380, 375],
      [355, 300, 375],
      [740, 560, 768],
      [1230, 470, 1280],
    ] as const;
    const plates = [{ full: 'Trem mexicano', short: ['Mexicano', 'Mex.'] }, ...'Você Bo Cy Di Ed Flo Gus Hal'.split(' ').map((full) => ({ full }))];
    for (let seed = 1; seed <= 6; seed++) {
      const states = round('mexican-train', 8, seed);
      for (let k = 0; k < states.length; k += 2) {
        const g = states[k]!;
        for (const [w, h, px] of felts) {
          const [min, max] = unitRange(px, 12);
          const legal = legalActions(g);
          const sel = legal.find((a) => a.type === 'play')?.type === 'play' ? (legal.find((a) => a.type === 'play') as { tile: string }).tile : null;
          const b = layoutBoard(g, { w, h, min, max, plates, legal, selected: sel });
          const what = `seed ${seed} step ${k} ${w}×${h}`;
          assert.equal(b.bands.length, g.players + 1, what);
          const band = new Map(b.bands.map((x) => [x.place, x]));
          const within = (place: string, l: number, t: number, r: number, bt: number, it: string) => {
            const x = band.get(place)!;
            assert.ok(l >= x.x - 1e-6 && r <= x.x + x.w + 1e-6 && t >= x.y - 1e-6 && bt <= x.y + x.h + 1e-6, `${what}: ${it} inside the band of ${place}`);
          };
          const placeOf = new Map(Object.entries(g.trainTiles ?? {}).flatMap(([p, list]) => list.map((t) => [t.tile, p] as [string, string])));
          for (const t of b.tiles) {
            const p = placeOf.get(t.tile);
            if (!p) continue; // the engine
            const [hw, hh] = t.v ? [0.5, 1] : [1, 0.5];
            within(p, t.x - hw, t.y - hh, t.x + hw, t.y + hh, t.tile);
          }
          for (const t of b.targets) within(t.place, t.x - (t.v ? 0.5 : 1), t.y - (t.v ? 1 : 0.5), t.x + (t.v ? 0.5 : 1), t.y + (t.v ? 1 : 0.5), `target ${t.place}`);
          for (const f of b.folds) within(f.place, f.x - 0.9, f.y - 0.5, f.x + 0.9, f.y + 0.5, `fold ${f.place}`);
          for (const l of b.labels) within(l.place, l.x, l.y - PH / 2, l.x + l.w, l.y + PH / 2, `plate ${l.place}`);
          for (let i = 1; i < b.bands.length; i++) assert.ok(b.bands[i]!.y >= b.bands[i - 1]!.y + b.bands[i - 1]!.h + 0.05, `${what}: bands ${i - 1} and ${i} apart`);
        }
      }
    }
  });
});

describe('snaking trains with doubles at their corners', () => {
  it('never overlap (Mexican Train ×8, a long round, on a sweep of felts from a tablet to a desktop)', async () => {
    const { position } = await import('../testing/positions.js');
    for (const st of ['middle', 'end'] as const) {
      const g = position('mexican-train', 8, 7, st).state;
      for (let w = 500; w <= 1240; w += 74) {
        for (let h = 300; h <= 800; h += 82) {
          const [min, max] = unitRange(w + 40, 12);
          check(layoutBoard(g, { w, h, min, max }), `${st} ${w}×${h}`, 0, max);
        }
      }
    }
  });
});
