import { css } from 'lit';

/**
 * Styles of `<domino-table>`: public `--domino-*` tokens read once into private `--_*` ones (a theme sets only
 * the public ones). The table fills its host's box: the status, seats and hand take what they need and the felt
 * takes the rest; the board is laid out in JS to fill the felt (view-model.ts).
 */
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
    --_on-acc: var(--domino-on-accent, #2b2100);
    --_text: var(--domino-text, #f6f2e7);
    --_ta: var(--domino-team-a, #ffae5c);
    --_tb: var(--domino-team-b, #7cc8ff);
    --_focus: var(--domino-focus, #ffe27a);
    --_font: var(--domino-font, system-ui, sans-serif);
    --_rack: var(--domino-rack, #6b3f1f);
    --_panel: var(--domino-panel, #0c1d13f7);
    --_chip: var(--domino-chip, #00000047);
    --_ht: var(--domino-hand-tile, 42px);
    display: block;
    container-type: inline-size;
    font-family: var(--_font);
    color: var(--_text);
    min-width: 0;
    max-width: 100%;
  }
  :host([fit=viewport]) { height: 100vh; height: 100dvh }
  @media (prefers-color-scheme: dark) {
    :host {
      --_felt: var(--domino-felt, #145236);
      --_edge: var(--domino-felt-edge, #082818);
      --_rim: var(--domino-rim, #43291a);
      --_tile: var(--domino-tile, #ece5d2);
      --_side: var(--domino-tile-edge, #b3a785);
      --_rack: var(--domino-rack, #4a2c16);
    }
  }
  :host([hidden]) { display: none }
  * { box-sizing: border-box }
  .table {
    position: relative;
    overflow: hidden;
    display: flex;
    flex-direction: column;
    gap: 8px;
    width: 100%;
    height: 100%;
    max-height: 100vh;
    max-height: 100dvh;
    padding: 10px;
    border-radius: var(--domino-radius, 18px);
    border: 8px solid var(--_rim);
    background: radial-gradient(ellipse at 50% 40%, #ffffff1f, #0000 60%), repeating-linear-gradient(45deg, #00000009 0 2px, #0000 2px 5px), radial-gradient(var(--_felt) 55%, var(--_edge));
    box-shadow: inset 0 0 40px #0007, 0 8px 24px #0000004d;
  }
  /* Without a height from the host: an aspect for the width (tall on phones, wide on desktops; Mexican Train taller). */
  .ar-p0 { aspect-ratio: .5 } .ar-p1 { aspect-ratio: .48 } .ar-p2 { aspect-ratio: .46 }
  .ar-m0 { aspect-ratio: 1.1 } .ar-m1 { aspect-ratio: .95 } .ar-m2 { aspect-ratio: .85 }
  .ar-w0 { aspect-ratio: 1.6 } .ar-w1 { aspect-ratio: 1.4 } .ar-w2 { aspect-ratio: 1.25 }
  .table > * { flex: none }
  button { font: inherit; color: inherit; cursor: pointer; border: 0 }
  :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px }
  .top, .meta, .seats, .row, .minis, .controls, .hand, .boneyard, .name { display: flex; gap: 6px }
  .meta, .seats, .controls, .hand, .up { flex-wrap: wrap }
  .row, .minis, .controls, .boneyard, .name, .meta { align-items: center }
  .top { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: 'status meta' 'last meta'; gap: 2px 12px; align-items: start }
  .say { display: contents }
  .status { grid-area: status }
  .meta { grid-area: meta }
  .status { font-weight: 650; font-size: 1.02rem; line-height: 1.3 }
  .meta { justify-content: flex-end; font-size: .82rem }
  .pill, .seat { background: var(--_chip) }
  .pill, .btn { border-radius: 99px }
  .pill, .name, .row { white-space: nowrap }
  .pill { padding: 3px 10px; min-height: 26px; display: inline-flex; align-items: center }
  .team0 { --_team: var(--_ta) }
  .team1 { --_team: var(--_tb) }
  .pill[class*=team]::before, .seat[class*=team] .name::before { content: ''; flex: none; width: .7em; height: .7em; border-radius: 50%; background: var(--_team) }
  .pill[class*=team]::before { margin-right: .35em }
  .seats, .controls, .hand { justify-content: center }
  .seat { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; min-width: 0; max-width: 100%; min-height: 30px; padding: 2px 4px 2px 10px; border-radius: 99px; border: 2px solid #0000; font-size: .8rem; transition: border-color .2s, box-shadow .2s }
  .seat.open { border-radius: 12px; padding: 3px 8px }
  .seat.turn { border-color: var(--_acc); box-shadow: 0 0 12px color-mix(in srgb, var(--_acc) 45%, #0000) }
  .name { font-weight: 650; min-width: 0; gap: 4px; flex: 0 1 auto }
  .nm { overflow: hidden; text-overflow: ellipsis; max-width: 10em }
  .pts { font-weight: 750; font-variant-numeric: tabular-nums; min-width: 1.9em; padding: 1px 6px; border-radius: 99px; background: #ffffff26; text-align: center }
  .row { gap: 4px; font-variant-numeric: tabular-nums }
  .open .row { order: 3; flex-basis: 100% }
  .minis { gap: 2px; height: 16px }
  .minis svg { height: 16px; width: 8px; flex: none }
  .up { height: auto }
  .up svg { height: 30px; width: 15px }
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
  .plate rect { fill: var(--_chip) }
  .plate.turn rect { fill: color-mix(in srgb, var(--_acc) 25%, #0000); stroke: var(--_acc); stroke-width: .05 }
  .plate text { fill: var(--_text); font-size: .55px; font-weight: 600; dominant-baseline: middle }
  .dock { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px 10px }
  .controls { gap: 6px }
  .controls:empty { display: none }
  .btn { min-height: 44px; padding: 0 1.1rem; font-weight: 650; background: var(--_acc); color: var(--_on-acc); box-shadow: 0 2px 0 #0005 }
  .quiet { background: #ffffff29; color: var(--_text) }
  .hand:empty { display: none }
  .hand { gap: 0; flex: 0 1 auto; min-width: 44px; min-height: calc(var(--_ht) * 2 + 18px); padding: 6px 6px 4px; border-radius: 12px; background: linear-gradient(color-mix(in srgb, var(--_rack), #fff 12%), var(--_rack)); box-shadow: inset 0 2px 0 #ffffff26, 0 3px 8px #0005 }
  .hand button { width: max(44px, calc(var(--_ht) + 6px)); height: calc(var(--_ht) * 2 + 8px); padding: 4px 0 0; background: none; transition: transform .2s, filter .2s; filter: drop-shadow(0 2px 2px #0006) }
  .hand svg { display: block; width: var(--_ht); height: calc(var(--_ht) * 2); margin: 0 auto }
  .hand [aria-disabled=true] { cursor: default; filter: brightness(.72) saturate(.6) }
  .playable { transform: translateY(-4px) }
  .boneyard { gap: 5px }
  .boneyard svg { width: 24px; height: 16px }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap }
  /* (a container query styles what is inside the host: the table) */
  @container (max-width: 959px) {
    .table { --_ht: var(--domino-hand-tile, 38px) }
  }
  @container (max-width: 559px) {
    .table { --_ht: var(--domino-hand-tile, 34px) }
    .table { padding: 5px 4px; gap: 6px; border-width: 5px; border-radius: var(--domino-radius, 14px) }
    .status { font-size: .92rem }
    .pill { padding: 2px 7px; min-height: 24px; font-size: .72rem }
    .top { display: flex; flex-wrap: wrap; align-items: center; gap: 3px 8px }
    .status { flex: 1 1 100% }
    .meta { justify-content: flex-start; gap: 4px }
    .seats { gap: 4px }
    /* many seats: a strip of small two-line cards (name; tiles · score) */
    .many { display: grid; grid-template-columns: repeat(auto-fit, minmax(32px, 1fr)); gap: 2px }
    .many .seat { position: relative; display: grid; grid-template-columns: auto auto; justify-content: center; gap: 0 2px; padding: 2px 1px; border-radius: 8px; font-size: .68rem; line-height: 1.25 }
    .many .name { grid-column: 1 / -1; justify-content: center; gap: 2px }
    .many .nm { max-width: 5em }
    .many .row { gap: 1px }
    .many .minis { height: 12px }
    .many .minis svg { height: 12px; width: 6px }
    .many .pts { min-width: 0; padding: 0 2px; font-size: .66rem }
    /* the marker as a badge on the card's corner: the name keeps the card's width */
    .many .marker { position: absolute; top: 0; right: 0; width: .45em; height: .45em; border-width: 1px }
    .many .name:has(.marker) { padding-right: 4px }
    /* a hand face up on a small card (an open-hands lesson of 8): its tiles on a line of their own, wrapping, under
       the name and score; their number is plain to see (and still spoken) */
    .many .open .row { grid-column: 1 / -1 }
    .many .open .minis { height: auto; flex-wrap: wrap; justify-content: center; max-width: 100% }
    .many .open .cnt { display: none }
    .seat { gap: 2px 6px; padding-left: 8px; font-size: .75rem }
    .minis:not(.up) svg:nth-child(n+2) { display: none }
    .hand { padding: 4px 2px 2px }
    .beside { flex-wrap: nowrap; align-items: stretch }
    .beside .hand { flex: 1 1 auto; min-width: 0 }
    .beside .controls { flex: 0 0 90px; flex-direction: column; justify-content: center; align-items: stretch }
    .beside .btn { padding: 0 .5rem }
  }
  /* the smallest phones: the round is in the move log's heading and the count */
  @container (max-width: 340px) {
    .round, .many .minis:not(.up) { display: none }
    .many .seat { font-size: .64rem }
  }
  /* A move: the selected tile, the places it can go, the last tile played, markers, folded trains, the move log's
     button; last, so they win over the rules above as they did in the panels' sheet. */
  .hand :is(.sel, .hint) { transform: translateY(-11px); filter: drop-shadow(0 0 6px var(--_acc)) }
  .target { cursor: pointer }
  .target rect { fill: color-mix(in srgb, var(--_acc) 22%, #0000); stroke: var(--_acc); stroke-width: .07; stroke-dasharray: .2 .12 }
  .focus rect, .target:hover rect { fill: color-mix(in srgb, var(--_acc) 45%, #0000) }
  .places { display: contents }
  .btn:active { transform: translateY(1px) }
  .last > g > .face { stroke: var(--_acc); stroke-width: .09 }
  .last > g > .edge { stroke: var(--_acc); stroke-width: .22; stroke-opacity: .45 }
  .open .face { stroke: #ff5a47; stroke-width: .1 }
  .marker { flex: none; width: .8em; height: .8em; padding: 0; border-radius: 50%; background: #e0483e; border: 2px solid #fff }
  .plate circle { fill: #e0483e; stroke: #fff; stroke-width: .08 }
  .fold rect { fill: var(--_tile); stroke: var(--_side); stroke-width: .06 }
  .fold text { font-size: .5px; font-weight: 700; fill: var(--_pip); text-anchor: middle; dominant-baseline: middle }
  .log-btn { display: inline-flex; align-items: center; gap: 5px; color: inherit; font: inherit; min-height: 28px }
  .log-btn svg { width: 14px; height: 14px; fill: currentColor }
  .log-btn[aria-expanded=true] { background: var(--_acc); color: var(--_on-acc) }
  .fx { position: absolute; inset: 0; pointer-events: none; overflow: hidden; z-index: 4 }
  .instant :is(.hand button, .seat) { transition: none }
  @media (prefers-reduced-motion: reduce) {
    * { transition: none !important }
  }
  @container (max-width: 559px) {
    .log-btn { padding: 3px 8px }
    .log-btn span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) }
  }
`;
