/**
 * Why a move is not allowed, in player words, computed from the position:
 * "4–1 does not match 6 or 3", "Bo’s train has no marker". Used for a
 * lesson's wrong tries, a greyed tile clicked in play, and refused actions.
 */
import { applyAction, DominoError, info, legalActions } from '../engine/index.js';
import type { Action, GameState, Tile } from '../engine/index.js';
import { m } from './format.js';
import type { Msg } from './format.js';
import { openNumbers } from './narrate.js';

const playTiles = (g: GameState): string => [...new Set(legalActions(g).flatMap((a) => (a.type === 'play' ? [a.tile] : [])))].join(',');

/** The number open at a Mexican Train place (the engine number on an empty train). */
function openAt(g: GameState, p: string): number {
  return g.trains?.[p] ?? Number(/^(\d+)/.exec(g.engine ?? '0')?.[1] ?? 0);
}

/** The places the seat to move may use now, with the numbers they need (any tile in hand aside). */
function usable(g: GameState): string[] {
  const s = g.turn ?? 0;
  if (g.variant !== 'mexican-train') return Object.keys(g.ends ?? {});
  if (g.openDouble) return [g.openDouble];
  if (g.turnKind !== 'normal') return g.chain ? [g.chain] : [`train-${s}`, 'mexican'];
  return ['mexican', ...[...Array(g.players).keys()].filter((k) => k === s || g.markers?.includes(k)).map((k) => `train-${k}`)];
}

/** Why `tile` (in the hand of the seat to move) cannot go at Mexican place `at`, or null when it can. */
function mexicanPlace(g: GameState, tile: Tile, at: string): Msg | null {
  const s = g.turn ?? 0;
  const i = info(tile);
  if (g.openDouble && at !== g.openDouble) return m('why.mt-double', { tile: g.trainTiles![g.openDouble]!.at(-1)!.tile, value: openAt(g, g.openDouble), place: g.openDouble }, undefined, 'M-9, C-9');
  if (!usable(g).includes(at)) {
    if (g.turnKind !== 'normal') return g.chain ? m('why.mt-chain', { place: g.chain }, undefined, 'M-6, C-9') : m('why.mt-opening', {}, undefined, 'M-6, C-9');
    const owner = Number(at.slice(6));
    return m('why.mt-closed', { owner }, owner, 'M-8, C-9');
  }
  const v = openAt(g, at);
  return i.hi === v || i.lo === v ? null : m('why.mt-no-match', { tile, value: v, place: at }, s, 'C-6, C-9');
}

/** Why a tile of the seat to move cannot be played anywhere now (a greyed tile), or null when it can. */
export function whyTile(g: GameState, tile: Tile): Msg | null {
  if (g.phase !== 'playing' || g.turn === null) return m('why.over', {}, undefined, 'C-10');
  if (legalActions(g).some((a) => a.type === 'play' && a.tile === tile)) return null;
  const i = info(tile);
  const v = g.variant;
  if (v === 'mexican-train') {
    // A train its number fits but the rules close now says more than "it matches nothing".
    const all = ['mexican', ...[...Array(g.players).keys()].map((k) => `train-${k}`)];
    const fits = all.filter((p) => openAt(g, p) === i.hi || openAt(g, p) === i.lo);
    if (g.openDouble) return mexicanPlace(g, tile, fits.find((p) => p !== g.openDouble) ?? 'mexican') ?? m('why.mt-no-match', { tile, value: openAt(g, g.openDouble), place: g.openDouble }, g.turn, 'M-9, C-9');
    const closed = fits.map((p) => mexicanPlace(g, tile, p)).find((x) => x && x.key !== 'why.mt-no-match');
    if (closed) return closed;
    return m('why.mt-none', { tile, ends: [...new Set(usable(g).map((p) => openAt(g, p)))].sort((a, b) => b - a).join(',') }, g.turn, 'C-6, C-9');
  }
  if (!g.line?.length) return whyNot(g, { type: 'play', tile });
  if (v === 'all-fives' && g.spinner != null && g.ends?.up === undefined) {
    const spin = g.line[g.spinner]!.a;
    if (i.hi === spin || i.lo === spin) return m('why.spinner-closed', { tile }, undefined, 'F-7, C-9');
  }
  return m('why.no-match', { tile, ends: openNumbers(g) }, g.turn, 'C-6, C-9');
}

/** Why `action` is refused in `g`, in player words; null when it is legal. */
export function whyNot(g: GameState, action: Action): Msg | null {
  try {
    applyAction(g, action);
    return null;
  } catch (e) {
    return explain(g, action, e instanceof DominoError ? e.code : 'bad-action');
  }
}

/** The player-words reason for error `code` answering `action` in `g`. */
export function explain(g: GameState, action: Action, code: string): Msg {
  const s = g.turn ?? 0;
  const tile = action.type === 'play' ? action.tile : '';
  const v = g.variant;
  switch (code) {
    case 'must-lead': {
      const must = legalActions(g).find((a) => a.type === 'play');
      return v === 'partnership' ? m('why.lead-66', {}, undefined, 'P-3, C-9') : m('why.lead-starter', { tile: must?.type === 'play' ? must.tile : '' }, s, 'D-5, C-9');
    }
    case 'does-not-match':
      if (v === 'mexican-train') return mexicanPlace(g, tile, action.type === 'play' ? action.at ?? '' : '') ?? m('why.other');
      if (action.type === 'play' && action.at && g.ends?.[action.at] !== undefined) {
        const other = legalActions(g).find((a) => a.type === 'play' && a.tile === tile);
        if (other?.type === 'play' && other.at) return m('why.wrong-end', { tile, value: g.ends[action.at]!, place: action.at, want: other.at }, s, 'C-6, C-9');
      }
      return m('why.no-match', { tile, ends: openNumbers(g) }, s, 'C-6, C-9');
    case 'bad-place':
    case 'must-satisfy-double':
      if (v === 'mexican-train' && action.type === 'play' && action.at) return mexicanPlace(g, tile, action.at) ?? m('why.other');
      if (action.type === 'play' && (action.at === 'up' || action.at === 'down')) return m('why.spinner-closed', { tile }, undefined, 'F-7, C-9');
      if (action.type === 'play' && !action.at) return whyTile(g, tile) ?? m('why.where');
      return m('why.other');
    case 'must-play':
      return m(action.type === 'pass' ? 'why.must-play-pass' : 'why.must-play', { tiles: playTiles(g) }, s, 'C-8, C-9');
    case 'cannot-pass':
      return m(v === 'mexican-train' ? 'why.mt-cannot-pass' : 'why.cannot-pass', {}, s, v === 'mexican-train' ? 'M-10, C-9' : 'C-8, C-9');
    case 'boneyard-empty':
      return m(v === 'partnership' ? 'why.no-boneyard' : 'why.boneyard-empty', {}, undefined, v === 'partnership' ? 'P-1, C-9' : 'C-9');
    case 'already-drew':
      return m('why.already-drew', {}, s, 'M-10, C-9');
    case 'cannot-end-turn':
      // Ending a turn is a Mexican Train move (M-6); elsewhere there is no turn to end.
      if (v !== 'mexican-train') return m('why.other', {}, undefined, 'C-9');
      return m(g.openDouble ? 'why.end-double' : 'why.end-turn', {}, s, 'M-6, C-9');
    case 'not-your-turn':
      return m('why.wait', { who: s }, s, 'C-4');
    case 'round-over':
    case 'game-over':
      return m('why.over', {}, undefined, 'C-10');
    case 'not-in-hand':
      return m('why.not-in-hand', { tile }, s, 'C-9');
    default:
      return m('why.other', {}, undefined, 'C-9');
  }
}
