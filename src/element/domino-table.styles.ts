import { css } from 'lit';

/** Styles of `<domino-table>`: public `--domino-*` tokens read once into private `--_*` ones. */
export const styles = css`
  :host {
    --_felt: var(--domino-felt, #1b6a43);
    --_felt-edge: var(--domino-felt-edge, #0d3f27);
    --_rim: var(--domino-rim, #6e4322);
    --_tile: var(--domino-tile, #fbf6e6);
    --_tile-edge: var(--domino-tile-edge, #cfc3a1);
    --_pip: var(--domino-pip, #1c1c1c);
    --_back: var(--domino-back, #7d1f2c);
    --_accent: var(--domino-accent, #ffd45c);
    --_text: var(--domino-text, #f6f2e7);
    --_team-a: var(--domino-team-a, #ffae5c);
    --_team-b: var(--domino-team-b, #7cc8ff);
    --_focus: var(--domino-focus, #ffe27a);
    --_radius: var(--domino-radius, 18px);
    --_font: var(--domino-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_hand-tile: var(--domino-hand-tile, 34px);
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
      --_felt-edge: var(--domino-felt-edge, #082818);
      --_rim: var(--domino-rim, #43291a);
      --_tile: var(--domino-tile, #ece5d2);
      --_tile-edge: var(--domino-tile-edge, #b3a785);
    }
  }
  :host([hidden]) { display: none; }
  * { box-sizing: border-box; }
  .table {
    position: relative;
    overflow: hidden;
    display: grid;
    gap: 10px;
    padding: 12px;
    border-radius: var(--_radius);
    border: 8px solid var(--_rim);
    background:
      radial-gradient(ellipse at 50% 35%, rgb(255 255 255 / 0.1), transparent 65%),
      repeating-linear-gradient(45deg, rgb(0 0 0 / 0.035) 0 2px, transparent 2px 5px),
      radial-gradient(ellipse at center, var(--_felt) 55%, var(--_felt-edge));
    box-shadow: inset 0 0 40px rgb(0 0 0 / 0.45), 0 8px 24px rgb(0 0 0 / 0.3);
  }
  @container (max-width: 480px) {
    .table { padding: 8px; gap: 8px; border-width: 5px; }
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
  .top { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; justify-content: space-between; }
  .status { font-weight: 600; font-size: 1.05rem; text-shadow: 0 1px 2px rgb(0 0 0 / 0.5); min-height: 1.4em; }
  .meta { display: flex; flex-wrap: wrap; gap: 6px; font-size: 0.85rem; }
  .pill {
    background: rgb(0 0 0 / 0.28);
    border-radius: 999px;
    padding: 2px 10px;
    white-space: nowrap;
  }
  .team0 { --_team: var(--_team-a); }
  .team1 { --_team: var(--_team-b); }
  .pill.team0, .pill.team1 { box-shadow: inset 3px 0 0 var(--_team); }
  .seats { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }
  .seat {
    display: grid;
    gap: 2px;
    min-width: 0;
    max-width: 100%;
    padding: 4px 10px 5px;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.25);
    border: 2px solid transparent;
    font-size: 0.85rem;
    transition: border-color 0.2s, box-shadow 0.2s;
  }
  .seat[class*='team'] { border-left: 5px solid var(--_team); }
  .seat.turn { border-color: var(--_accent); box-shadow: 0 0 12px rgb(255 212 92 / 0.45); }
  .seat .name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 11em; }
  .seat .row { display: flex; gap: 6px; align-items: center; white-space: nowrap; }
  .minis { display: flex; gap: 2px; height: 16px; align-items: center; }
  .minis svg { height: 16px; width: 8px; }
  .minis.up svg { height: 24px; width: 12px; }
  .minis.up { height: 24px; flex-wrap: wrap; }
  .marker { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%; background: #e0483e; border: 2px solid #fff; vertical-align: -0.1em; }
  .board {
    position: relative;
    min-height: 80px;
    border-radius: 12px;
  }
  .board svg { display: block; width: 100%; overflow: visible; }
  .edge { fill: var(--_tile-edge); }
  .face { fill: var(--_tile); stroke: rgb(0 0 0 / 0.18); stroke-width: 0.025; }
  .bar { stroke: rgb(0 0 0 / 0.35); stroke-width: 0.045; stroke-linecap: round; }
  .rivet { fill: #b08d4a; }
  .pip { fill: var(--_pip); }
  .back { fill: var(--_back); }
  .mark { fill: none; stroke: rgb(255 255 255 / 0.28); stroke-width: 0.05; }
  .mx .n1 { fill: #1f8fd6; } .mx .n2 { fill: #2e8b3a; } .mx .n3 { fill: #d1342b; } .mx .n4 { fill: #8a4b16; }
  .mx .n5 { fill: #1d3c9c; } .mx .n6 { fill: #c48a00; } .mx .n7 { fill: #7d3aa8; } .mx .n8 { fill: #1f5f3a; }
  .mx .n9 { fill: #444; } .mx .n10 { fill: #d2581e; } .mx .n11 { fill: #0e8a8a; } .mx .n12 { fill: #6b6b6b; }
  .t { transition: transform 0.45s cubic-bezier(0.2, 0.8, 0.3, 1); }
  .t > g { animation: drop 0.4s ease-out both; }
  .t.last .face { stroke: var(--_accent); stroke-width: 0.07; }
  .t.open .face { stroke: #ff6b5a; stroke-width: 0.09; animation: glow 1.2s ease-in-out infinite alternate; }
  @keyframes drop { from { opacity: 0; scale: 1.4; } }
  @keyframes glow { to { stroke-opacity: 0.35; } }
  .target { cursor: pointer; }
  .target rect { fill: rgb(255 212 92 / 0.18); stroke: var(--_accent); stroke-width: 0.07; stroke-dasharray: 0.2 0.12; animation: pulse 1s ease-in-out infinite alternate; }
  .target.focus rect, .target:hover rect { fill: rgb(255 212 92 / 0.45); }
  @keyframes pulse { to { fill-opacity: 0.5; } }
  .rail { fill: none; stroke: #c9a45c; stroke-width: 0.14; stroke-linecap: round; opacity: 0.8; }
  .plate rect { fill: rgb(0 0 0 / 0.3); }
  .plate.turn rect { fill: rgb(255 212 92 / 0.25); }
  .plate text { fill: var(--_text); font-size: 0.62px; font-family: var(--_font); dominant-baseline: middle; }
  .plate circle { fill: #e0483e; stroke: #fff; stroke-width: 0.08; }
  .controls { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; min-height: 2.4rem; align-items: center; }
  .btn {
    border: 0;
    border-radius: 999px;
    padding: 0.45rem 1.1rem;
    font-weight: 600;
    background: var(--_accent);
    color: #2b2100;
    box-shadow: 0 2px 0 rgb(0 0 0 / 0.35);
  }
  .btn.quiet { background: rgb(255 255 255 / 0.16); color: var(--_text); }
  .btn:active { transform: translateY(1px); }
  .places { display: contents; }
  .hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
    padding: 14px 10px 8px;
    border-radius: 12px;
    background: linear-gradient(#7a4a26, #5b351a);
    box-shadow: inset 0 2px 0 rgb(255 255 255 / 0.15), 0 3px 8px rgb(0 0 0 / 0.35);
    min-height: calc(var(--_hand-tile) * 2 + 22px);
  }
  @container (max-width: 480px) {
    :host { --_hand-tile: var(--domino-hand-tile, 28px); }
    .hand { gap: 4px; padding: 12px 6px 6px; }
  }
  .hand button {
    width: var(--_hand-tile);
    height: calc(var(--_hand-tile) * 2);
    padding: 0;
    border: 0;
    background: none;
    border-radius: 5px;
    transition: transform 0.2s, opacity 0.2s, filter 0.2s;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.4));
  }
  .hand button svg { display: block; width: 100%; height: 100%; }
  .hand button[aria-disabled='true'] { cursor: default; filter: brightness(0.72) saturate(0.6); }
  .hand button.playable { transform: translateY(-5px); }
  .hand button.sel { transform: translateY(-11px); filter: drop-shadow(0 0 6px var(--_accent)); }
  .boneyard { display: inline-flex; align-items: center; gap: 6px; }
  .boneyard svg { width: 26px; height: 18px; }
  .panel {
    justify-self: center;
    width: min(34rem, 100%);
    padding: 14px 16px;
    border-radius: 14px;
    background: rgb(10 24 16 / 0.82);
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.45);
    text-align: center;
    animation: rise 0.35s ease-out both;
  }
  @keyframes rise { from { opacity: 0; transform: translateY(12px); } }
  .panel h2 { margin: 0 0 8px; font-size: 1.25rem; color: var(--_accent); }
  .panel p { margin: 6px 0; }
  .panel table { width: 100%; border-collapse: collapse; margin: 8px 0 12px; font-size: 0.85rem; }
  .panel th, .panel td { padding: 3px 4px; border-bottom: 1px solid rgb(255 255 255 / 0.12); text-align: start; }
  .panel td.n, .panel th.n { text-align: end; font-variant-numeric: tabular-nums; }
  .panel td .who { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
  .panel .sum { font-family: ui-monospace, monospace; font-size: 0.9rem; }
  .sheet { font-size: 0.8rem; }
  .sheet summary { cursor: pointer; }
  .sheet .scroll { overflow-x: auto; }
  .sheet table { border-collapse: collapse; margin-top: 6px; }
  .sheet th, .sheet td { padding: 2px 6px; text-align: end; border-bottom: 1px solid rgb(255 255 255 / 0.12); font-variant-numeric: tabular-nums; }
  .sheet tr.now { background: rgb(255 212 92 / 0.18); }
  .error {
    background: #fbe3df;
    color: #6b1208;
    border-radius: 10px;
    padding: 8px 12px;
    display: flex;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
  }
  .error button { border: 0; background: none; font-size: 1.2rem; line-height: 1; color: inherit; }
  .help { font-size: 0.75rem; opacity: 0.85; text-align: center; margin: 0; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .instant .t, .instant .t > g, .instant .panel, .instant .hand button { transition: none; animation: none; }
  @media (prefers-reduced-motion: reduce) {
    .t, .t > g, .panel, .hand button, .target rect, .t.open .face { transition: none !important; animation: none !important; }
  }
`;
