import { css } from 'lit';

/** Styles of `<domino-table>`: public `--domino-*` tokens read once into private `--_*` ones. */
export const styles = css`
  :host {
    --_felt: var(--domino-felt, #1b6a43);
    --_edge: var(--domino-felt-edge, #0d3f27);
    --_rim: var(--domino-rim, #6e4322);
    --_tile: var(--domino-tile, #fbf6e6);
    --_side: var(--domino-tile-edge, #cfc3a1);
    --_pip: var(--domino-pip, #1c1c1c);
    --_back: var(--domino-back, #7d1f2c);
    --_acc: var(--domino-accent, #ffd45c);
    --_text: var(--domino-text, #f6f2e7);
    --_ta: var(--domino-team-a, #ffae5c);
    --_tb: var(--domino-team-b, #7cc8ff);
    --_focus: var(--domino-focus, #ffe27a);
    --_font: var(--domino-font, system-ui, sans-serif);
    --_ht: var(--domino-hand-tile, 34px);
    display: block;
    container-type: inline-size;
    font-family: var(--_font);
    color: var(--_text);
    min-width: 0;
    max-width: 100%;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_felt: var(--domino-felt, #145236);
      --_edge: var(--domino-felt-edge, #082818);
      --_rim: var(--domino-rim, #43291a);
      --_tile: var(--domino-tile, #ece5d2);
      --_side: var(--domino-tile-edge, #b3a785);
    }
  }
  :host([hidden]) { display: none }
  * { box-sizing: border-box }
  .table {
    position: relative;
    overflow: hidden;
    display: grid;
    gap: 10px;
    padding: 12px;
    border-radius: var(--domino-radius, 18px);
    border: 8px solid var(--_rim);
    background: radial-gradient(ellipse at 50% 35%, #ffffff1a, #0000 65%), repeating-linear-gradient(45deg, #00000009 0 2px, #0000 2px 5px), radial-gradient(var(--_felt) 55%, var(--_edge));
    box-shadow: inset 0 0 40px #0007, 0 8px 24px #0000004d;
  }
  button { font: inherit; color: inherit; cursor: pointer; border: 0 }
  :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px }
  .top, .meta, .seats, .row, .minis, .controls, .hand, .boneyard { display: flex; gap: 6px }
  .top, .meta, .seats, .controls, .hand, .up { flex-wrap: wrap }
  .top, .row, .minis, .controls, .boneyard { align-items: center }
  .top { gap: 6px 14px; justify-content: space-between }
  .status { font-weight: 600; font-size: 1.05rem; text-shadow: 0 1px 2px #0008; min-height: 1.4em }
  .meta, .seat { font-size: .85rem }
  .pill, .seat { background: #0004 }
  .pill, .btn { border-radius: 99px }
  .pill, .name, .row { white-space: nowrap }
  .pill { padding: 2px 10px }
  .team0 { --_team: var(--_ta) }
  .team1 { --_team: var(--_tb) }
  .pill[class*=team] { box-shadow: inset 3px 0 0 var(--_team) }
  .seats, .controls, .hand { justify-content: center }
  .seat { display: grid; gap: 2px; min-width: 0; max-width: 100%; padding: 4px 10px 5px; border-radius: 12px; border: 2px solid #0000; transition: .2s }
  .seat[class*=team] { border-left: 5px solid var(--_team) }
  .seat.turn { border-color: var(--_acc); box-shadow: 0 0 12px #ffd45c73 }
  .name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; max-width: 11em }
  .minis { gap: 2px; height: 16px }
  .minis svg { height: 16px; width: 8px }
  .up { height: 24px }
  .up svg { height: 24px; width: 12px }
  .board { min-height: 80px }
  .board svg { display: block; width: 100%; overflow: visible }
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
  .t { transition: transform .45s cubic-bezier(.2, .8, .3, 1) }
  .t > g { animation: drop .4s ease-out both }
  @keyframes drop { from { opacity: 0; scale: 1.4 } }
  .rail { fill: none; stroke: #c9a45c; stroke-width: .14; stroke-linecap: round; opacity: .8 }
  .plate rect { fill: #0000004d }
  .plate.turn rect { fill: #ffd45c40 }
  .plate text { fill: var(--_text); font-size: .62px; dominant-baseline: middle }
  .controls { gap: 8px; min-height: 2.4rem }
  .btn { padding: .45rem 1.1rem; font-weight: 600; background: var(--_acc); color: #2b2100; box-shadow: 0 2px 0 #0005 }
  .quiet { background: #ffffff29; color: var(--_text) }
  .hand { padding: 14px 10px 8px; border-radius: 12px; background: linear-gradient(#7a4a26, #5b351a); box-shadow: inset 0 2px 0 #ffffff26, 0 3px 8px #0005; min-height: calc(var(--_ht) * 2 + 22px) }
  .hand button { width: var(--_ht); height: calc(var(--_ht) * 2); padding: 0; background: none; transition: .2s; filter: drop-shadow(0 2px 2px #0006) }
  .hand svg { display: block; width: 100%; height: 100% }
  .hand [aria-disabled=true] { cursor: default; filter: brightness(.72) saturate(.6) }
  .playable { transform: translateY(-5px) }
  .boneyard { display: inline-flex }
  .boneyard svg { width: 26px; height: 18px }
  .help { font-size: .75rem; opacity: .85; text-align: center; margin: 0 }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap }
  .instant :is(.t, .t > g, .hand button) { transition: none; animation: none }
  @container (max-width: 480px) {
    :host { --_ht: var(--domino-hand-tile, 28px) }
    .table { padding: 8px; gap: 8px; border-width: 5px }
    .hand { gap: 4px; padding: 12px 6px 6px }
  }
  @media (prefers-reduced-motion: reduce) {
    * { transition: none !important; animation: none !important }
  }
`;
