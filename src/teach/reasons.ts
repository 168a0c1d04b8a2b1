/**
 * Why a move is not allowed, in player words, computed from the position:
 * "4–1 does not match 6 or 3", "Bo’s train has no marker". Used for a
 * lesson's wrong tries, a greyed tile clicked in play, and refused actions.
 * Each variant words its own refusals (its kit: src/teach/variants/); the
 * reasons every variant shares are here.
 */
import { applyAction, DominoError, legalActions } from '../engine/game.js';
import type { Action, GameState, Tile } from '../engine/game.js';
import { m } from '../words/format.js';
import type { Msg } from '../words/format.js';
import { kit } from './kit.js';

const playTiles = (g: GameState): string => [...new Set(legalActions(g).flatMap((a) => (a.type === 'play' ? [a.tile] : [])))].join(',');

/** Why a tile of the seat to move cannot be played anywhere now (a greyed tile), or null when it can. */
export function whyTile(g: GameState, tile: Tile): Msg | null {
  if (g.phase !== 'playing' || g.turn === null) return m('why.over', {}, undefined, 'C-10');
  if (legalActions(g).some((a) => a.type === 'play' && a.tile === tile)) return null;
  return kit(g.variant).whyTile(g, tile) ?? whyNot(g, { type: 'play', tile });
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
  const own = kit(g.variant).explain?.(g, action, code);
  if (own) return own;
  const s = g.turn ?? 0;
  const tile = action.type === 'play' ? action.tile : '';
  switch (code) {
    case 'bad-place':
    case 'must-satisfy-double':
      return action.type === 'play' && !action.at ? whyTile(g, tile) ?? m('why.where') : m('why.other');
    case 'must-play':
      return m(action.type === 'pass' ? 'why.must-play-pass' : 'why.must-play', { tiles: playTiles(g) }, s, 'C-8, C-9');
    case 'boneyard-empty':
      return m('why.boneyard-empty', {}, undefined, 'C-9');
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
