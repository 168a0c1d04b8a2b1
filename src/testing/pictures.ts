/**
 * Test support for the pictures (issue 19): one known record, the tiles an SVG draws (its `g.t` groups), and the
 * tiles the board layout puts on a felt — the expected geometry both the Node test (renderSVG) and the Chromium test
 * (the element's board and its toSVG()) compare against. Not part of the package.
 */
import { applyAction, createGame, legalActions, rulesOf } from '../engine/index.js';
import type { Action } from '../engine/index.js';
import { recordActions, replay, toRecord } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import { marksAt } from '../record/marks.js';
import { layoutBoard, unitRange } from '../table/layout.js';
import { at } from '../table/pips.js';

/** A whole partnership hand (four players, seed 7, every seat playing its first legal move), named Ana, Bo, Cy, Di. */
export function partnershipRecord(): GameRecord {
  let g = createGame({ variant: 'partnership', seed: 7 });
  const start = g;
  const actions: Action[] = [];
  while (g.phase === 'playing') {
    const a = legalActions(g)[0]!;
    actions.push(a);
    g = applyAction(g, a);
  }
  return toRecord(start, actions, ['Ana', 'Bo', 'Cy', 'Di']);
}

/** One tile as drawn: its name, its transform, whether it stands. */
export interface DrawnAt {
  tile: string;
  at: string;
  v: boolean;
}

const sorted = (l: DrawnAt[]) => l.sort((a, b) => (a.tile < b.tile ? -1 : a.tile > b.tile ? 1 : 0));

/** The board tiles of an SVG string (picture.ts's `<g class="t" data-t transform><g transform="rotate(90)">`), by name. */
export function tilesOfSVG(svg: string): DrawnAt[] {
  return sorted([...svg.matchAll(/<g class="t[^"]*" data-t="([^"]+)" transform="([^"]+)"><g( transform="rotate\(90\)")?>/g)].map((m) => ({ tile: m[1]!, at: m[2]!, v: !!m[3] })));
}

/** The board tiles of a drawn board element (the element's `svg.board`), by name. */
export function tilesOfBoard(board: Element): DrawnAt[] {
  return sorted([...board.querySelectorAll('g.t')].map((g) => ({ tile: g.getAttribute('data-t')!, at: g.getAttribute('transform')!, v: g.firstElementChild?.getAttribute('transform') === 'rotate(90)' })));
}

/** Where the board layout puts the tiles of `record` at `step` on a felt `fw` × `fh` px, in a table `w` px wide. */
export function expectedTiles(record: GameRecord, step: number, fw: number, fh: number, w = fw): DrawnAt[] {
  const states = replay(record);
  const g = states[step]!;
  const [min, max] = unitRange(w, rulesOf(g.variant).setMax);
  const b = layoutBoard(g, { w: fw, h: fh, min, max, anchor: marksAt(states, recordActions(record), step).anchor, legal: [] });
  return sorted(b.tiles.map((t) => ({ tile: t.tile, at: at(t.x, t.y), v: t.v })));
}
