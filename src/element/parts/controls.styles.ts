import { css } from 'lit';

/**
 * The controls beside the hand: Draw, Pass, End turn, Hint, the places of a tile that fits more than one.
 */
export const controlsStyles = css`
  .dock { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px 10px }
  .controls { gap: 6px }
  .controls:empty { display: none }
  .places { display: contents }
  /* a phone: Draw, Draw till it fits, Hint and Undo fit one row (each still at least 44 px each way) */
  @container (max-width: 419px) { .controls .btn { font-size: .85rem; padding-inline: .6rem; min-width: 44px } }
  @container (max-width: 559px) {
    .beside { flex-wrap: nowrap; align-items: stretch }
    .beside .hand { flex: 1 1 auto; min-width: 0 }
    .beside .controls { flex: 0 0 90px; flex-direction: column; justify-content: center; align-items: stretch }
    .beside .btn { padding: 0 .5rem }
  }
`;
