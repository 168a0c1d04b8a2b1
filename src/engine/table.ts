import type { GameState, Tile } from './types.js';

/** Every tile on the table (line, arms, trains, engine), in no particular order. */
export function tableTiles(game: GameState): Tile[] {
  const out: Tile[] = [];
  if (game.line) for (const p of game.line) out.push(p.tile);
  if (game.arms) for (const p of [...game.arms.up, ...game.arms.down]) out.push(p.tile);
  if (game.engine) out.push(game.engine);
  if (game.trainTiles) for (const k in game.trainTiles) for (const p of game.trainTiles[k]!) out.push(p.tile);
  return out;
}
