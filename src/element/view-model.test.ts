import { expect } from '@open-wc/testing';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { GameState } from '../engine/index.js';
import { chooseAction } from '../ai/index.js';
import { layoutBoard, playable } from './view-model.js';

function after(variant: 'draw' | 'all-fives' | 'mexican-train' | 'partnership', steps: number, players?: number): GameState {
  let g = createGame({ variant, seed: 99, ...(players ? { players } : {}) });
  for (let i = 0; i < steps && g.phase === 'playing'; i++) g = applyAction(g, chooseAction(g));
  return g;
}

function overlaps(a: { x: number; y: number; v: boolean }, b: { x: number; y: number; v: boolean }): boolean {
  const w = (t: { v: boolean }) => (t.v ? 0.5 : 1);
  const h = (t: { v: boolean }) => (t.v ? 1 : 0.5);
  return Math.abs(a.x - b.x) < w(a) + w(b) - 0.05 && Math.abs(a.y - b.y) < h(a) + h(b) - 0.05;
}

describe('view-model', () => {
  for (const [variant, players] of [['partnership', 4], ['draw', 2], ['all-fives', 2], ['mexican-train', 8]] as const) {
    for (const width of [16, 24, 40]) {
      it(`${variant}: tiles stay inside a ${width}-unit box and never overlap`, () => {
        const g = after(variant, 400, players);
        const b = layoutBoard(g, width, null);
        const [x0, , w] = b.box;
        for (const t of b.tiles) {
          expect(t.x - (t.v ? 0.5 : 1)).to.be.at.least(x0 - 0.01);
          expect(t.x + (t.v ? 0.5 : 1)).to.be.at.most(x0 + w + 0.01);
        }
        for (let i = 0; i < b.tiles.length; i++) for (let j = i + 1; j < b.tiles.length; j++) expect(overlaps(b.tiles[i]!, b.tiles[j]!), `${b.tiles[i]!.tile} / ${b.tiles[j]!.tile}`).to.equal(false);
      });
    }
  }

  it('draws every tile on the table exactly once', () => {
    const g = after('mexican-train', 200, 4);
    const b = layoutBoard(g, 30, null);
    const on = [g.engine, ...Object.values(g.trainTiles ?? {}).flat().map((p) => p.tile)];
    expect(b.tiles.map((t) => t.tile).sort()).to.deep.equal(on.sort());
  });

  it('marks drop targets only for the legal places of the selected tile', () => {
    let g = createGame({ variant: 'draw', seed: 3 });
    for (let i = 0; i < 6 && g.phase === 'playing'; i++) g = applyAction(g, chooseAction(g));
    const legal = legalActions(g);
    const m = playable(legal);
    const [tile, places] = [...m.entries()][0] ?? [null, []];
    const b = layoutBoard(g, 30, null, legal, tile);
    expect(b.targets.map((t) => t.place).sort()).to.deep.equal([...(places ?? [])].sort());
  });
});
