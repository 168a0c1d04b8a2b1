/**
 * The teaching the line games share (partnership, draw, All Fives, block): one
 * line of tiles with two open ends. Imported by those variants' modules (the
 * build gives each its own copy: scripts/build/rollup-teach-chunks.mjs), so Mexican
 * Train never loads it.
 */
import { info, legalActions } from '../../engine/game.js';
import type { Action, GameState, Tile } from '../../engine/game.js';
import { m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { openNumbers } from '../tell.js';

/**
 * A play on the line: the lead (`lead`: its catalogue key and rule ids) or a
 * tile matching an end (rule ids `match`; with `doubles`, a double is said to
 * lie crosswise), and "it was your only move" when it was.
 */
export function linePlay(before: GameState, action: Action & { type: 'play' }, lead: [string, string], match: string, doubles: boolean): Msg[] {
  const who = before.turn ?? 0;
  const tile = action.tile;
  const out: Msg[] = [];
  if (!action.at) out.push(m(lead[0], { who, tile }, who, lead[1]));
  else {
    out.push(m('play.match', { who, tile, place: action.at, value: before.ends?.[action.at] ?? '' }, who, match));
    if (doubles && info(tile).double) out.push(m('play.double', { value: info(tile).hi }, undefined, 'C-6'));
  }
  if (legalActions(before).length === 1 && before.line?.length) out.push(m('play.only', { who }, who, 'C-8'));
  return out;
}

/**
 * The starting tile of a deal where the highest double starts, else the heaviest tile, on equal pips the one with
 * the larger half (draw D-2..D-4, block B-3); `tie`: a tile of as many pips in another hand, beaten by its halves.
 */
export function starter(hands: readonly (readonly Tile[])[]): { seat: number; tile: Tile; double: boolean; tie: Tile | null } {
  let best = { seat: 0, tile: '', double: false, key: -1, pips: -1, tie: null as Tile | null };
  const all = hands.flatMap((h, seat) => h.map((t) => ({ seat, t, i: info(t) })));
  for (const { seat, t, i } of all) {
    const key = i.double ? 1000 + i.hi : i.pips * 10 + i.hi;
    if (key > best.key) best = { seat, tile: t, double: i.double, key, pips: i.pips, tie: null };
  }
  if (!best.double) best.tie = all.find((x) => x.seat !== best.seat && !x.i.double && x.i.pips === best.pips)?.t ?? null;
  return best;
}

/** The line's two ends after a play (while the hand goes on). */
export function endsAfter(after: GameState): Msg[] {
  return after.phase === 'playing' && after.ends?.left !== undefined ? [m('play.ends', { a: after.ends.left, b: after.ends.right! })] : [];
}

/** Why a tile that fits no end cannot be played; null before the first tile (the engine's refusal says why). */
export function lineWhyTile(g: GameState, tile: Tile): Msg | null {
  return g.line?.length ? m('why.no-match', { tile, ends: openNumbers(g) }, g.turn!, 'C-6, C-9') : null;
}

/** The line games' reasons: a tile that does not match (or matches the other end), a pass while the boneyard has tiles. */
export function lineExplain(g: GameState, action: Action, code: string): Msg | undefined {
  const s = g.turn ?? 0;
  if (code === 'cannot-pass') return m('why.cannot-pass', {}, s, 'C-8, C-9');
  if (code !== 'does-not-match') return undefined;
  const tile = action.type === 'play' ? action.tile : '';
  if (action.type === 'play' && action.at && g.ends?.[action.at] !== undefined) {
    const other = legalActions(g).find((a) => a.type === 'play' && a.tile === tile);
    if (other?.type === 'play' && other.at) return m('why.wrong-end', { tile, value: g.ends[action.at]!, place: action.at, want: other.at, wantValue: g.ends[other.at] ?? '' }, s, 'C-6, C-9');
  }
  return m('why.no-match', { tile, ends: openNumbers(g) }, s, 'C-6, C-9');
}
