import { css } from 'lit';

/**
 * The controls beside the hand: Draw, Pass, End turn, Hint, the places of a tile that fits more than one.
 */
export const controlsStyles = css`
  .dock { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px 10px }
  .controls { gap: 6px }
  .controls:empty { display: none }
  /* a selected tile's places float over the bottom of the rack (a tap on the board does the same): choosing a tile
     never changes the dock's height, so the board keeps its size */
  .dock { position: relative }
  .places { position: absolute; z-index: 3; left: 0; right: 0; bottom: 0; max-height: 100%; overflow-y: auto; display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 6px; padding: 6px; border-radius: 12px; background: var(--_panel); box-shadow: 0 -2px 10px #0006 }
  /* a wider table: they stand just above the dock at its right, over the felt's corner, the rack left in sight */
  @container (min-width: 560px) {
    .places { left: auto; bottom: calc(100% + 6px); max-height: none; justify-content: flex-end; padding: 0; background: none; box-shadow: none }
  }
  /* a phone: Draw, Draw till it fits, Hint and Undo fit one row (each still at least 44 px each way) */
  @container (max-width: 419px) { .controls .btn { font-size: .85rem; padding-inline: .6rem; min-width: 44px } }
  @container (max-width: 559px) {
    .beside { flex-wrap: nowrap; align-items: stretch }
    .beside .hand { flex: 1 1 auto; min-width: 0 }
    .beside .controls { flex: 0 0 90px; flex-direction: column; justify-content: center; align-items: stretch }
    .beside .btn { padding: 0 .5rem }
  }
`;
