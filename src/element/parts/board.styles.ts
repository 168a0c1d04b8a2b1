import { css } from 'lit';

/**
 * The board: the felt, the tiles drawn in SVG (faces, pips, coloured pips of the double-twelve set), Mexican Train's
 * rails and plates, the places a selected tile can go, the last tile, folded trains.
 */
export const boardStyles = css`
  .felt { position: relative; flex: 1 1 0; min-height: 96px }
  /* teach and replay: the panel under the felt scrolls rather than squeeze the board away */
  .table > .learn-slot { flex: 0 1 auto; min-height: 3rem; max-height: 45%; overflow: auto; overscroll-behavior: contain }
  .learn-slot:empty { display: none }
  .board { position: absolute; inset: 0; display: block; overflow: visible }
  .edge { fill: var(--_side) }
  .face { fill: var(--_tile); stroke: #0000002e; stroke-width: .025 }
  .bar { stroke: #0005; stroke-width: .045; stroke-linecap: round }
  .rivet { fill: #b08d4a }
  .pip { fill: var(--_pip) }
  .back { fill: var(--_back) }
  .mark { fill: none; stroke: #ffffff47; stroke-width: .05 }
  .mx .n1 { fill: #1f8fd6 } .mx .n2 { fill: #2e8b3a } .mx .n3 { fill: #d1342b } .mx .n4 { fill: #8a4b16 }
  .mx .n5 { fill: #1d3c9c } .mx .n6 { fill: #c48a00 } .mx .n7 { fill: #7d3aa8 } .mx .n8 { fill: #1f5f3a }
  .mx .n9 { fill: #444 } .mx .n10 { fill: #d2581e } .mx .n11 { fill: #0e8a8a } .mx .n12 { fill: #6b6b6b }
  .rail { fill: none; stroke: color-mix(in srgb, var(--_rim) 60%, var(--_text)); stroke-width: .14; stroke-linecap: round; opacity: .8 }
  .band { fill: #ffffff12; stroke: #ffffff2b; stroke-width: .03 }
  .band.odd { fill: #00000024; stroke: #00000030 }
  .plate rect { fill: var(--_chip) }
  .plate.turn rect { fill: color-mix(in srgb, var(--_acc) 25%, #0000); stroke: var(--_acc); stroke-width: .05 }
  .plate text { fill: var(--_text); font-size: .55px; font-weight: 600; dominant-baseline: middle }
  .target { cursor: pointer }
  .wrong { fill: none; pointer-events: none }
  .target rect { fill: color-mix(in srgb, var(--_acc) 22%, #0000); stroke: var(--_acc); stroke-width: .07; stroke-dasharray: .2 .12 }
  .focus rect, .target:hover rect { fill: color-mix(in srgb, var(--_acc) 45%, #0000) }
  /* while a tile is dragged its places stand out, the one under it most (colour and a solid outline) */
  [data-drag] .target rect { stroke-width: .1 }
  .target[data-over] rect { fill: color-mix(in srgb, var(--_acc) 65%, #0000); stroke-dasharray: none; stroke-width: .14 }
  .last > g > .face { stroke: var(--_acc); stroke-width: .09 }
  .last > g > .edge { stroke: var(--_acc); stroke-width: .22; stroke-opacity: .45 }
  .open .face { stroke: #ff5a47; stroke-width: .1 }
  .plate circle { fill: #e0483e; stroke: #fff; stroke-width: .08 }
  /* an open end (g.end: the game-end card is a .panel.end): where the next tile's matching half goes, with its number (the shape and the number, not a colour, say it) */
  g.end { pointer-events: none }
  g.end rect { fill: #0000002e; stroke: color-mix(in srgb, var(--_text) 70%, #0000); stroke-width: .06; stroke-dasharray: .16 .1 }
  g.end text { fill: var(--_text); font-size: .5px; font-weight: 800; text-anchor: middle; dominant-baseline: middle }
  @media (prefers-reduced-motion: no-preference) { g.end { animation: end-in .3s .35s both } }
  @keyframes end-in { from { opacity: 0 } }
  .fold rect { fill: var(--_tile); stroke: var(--_side); stroke-width: .06 }
  .fold text { font-size: .5px; font-weight: 700; fill: var(--_pip); text-anchor: middle; dominant-baseline: middle }
`;
