import { css } from 'lit';

/**
 * The table itself: the public `--domino-*` tokens read once into private `--_*` ones (a theme sets only the
 * public ones), the felt's frame, the aspect it takes without a height from its host, and what every part shares
 * (rows, chips, buttons, the live region). The status, seats and hand take what they need and the felt the rest.
 */
export const tableStyles = css`
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
  /* no grey square behind a tapped button or tile on Android (the focus ring below stays for the keyboard) */
  button, .target { -webkit-tap-highlight-color: transparent }
  button { font: inherit; color: inherit; cursor: pointer; border: 0 }
  :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px }
  .top, .meta, .seats, .row, .minis, .controls, .hand, .boneyard, .name { display: flex; gap: 6px }
  .meta, .seats, .controls, .hand, .up { flex-wrap: wrap }
  .row, .minis, .controls, .boneyard, .name, .meta { align-items: center }
  .pill, .seat { background: var(--_chip) }
  .pill, .btn { border-radius: 99px }
  .pill, .name, .row { white-space: nowrap }
  .team0 { --_team: var(--_ta) }
  .team1 { --_team: var(--_tb) }
  .pill[class*=team]::before, .seat[class*=team] .name::before { content: ''; flex: none; width: .7em; height: .7em; border-radius: 50%; background: var(--_team) }
  .pill[class*=team]::before { margin-right: .35em }
  .seats, .controls, .hand { justify-content: center }
  .btn { min-height: 44px; padding: 0 1.1rem; font-weight: 650; background: var(--_acc); color: var(--_on-acc); box-shadow: 0 2px 0 #0005 }
  .quiet { background: #ffffff29; color: var(--_text) }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap }
  /* (a container query styles what is inside the host: the table) */
  @container (max-width: 959px) {
    .table { --_ht: var(--domino-hand-tile, 38px) }
  }
  @container (max-width: 559px) {
    .table { --_ht: var(--domino-hand-tile, 34px) }
    .table { padding: 5px 4px; gap: 6px; border-width: 5px; border-radius: var(--domino-radius, 14px) }
  }
  .btn:active { transform: translateY(1px) }
  .fx { position: absolute; inset: 0; pointer-events: none; overflow: hidden; z-index: 4 }
  .instant :is(.hand button, .seat) { transition: none }
  @media (prefers-reduced-motion: reduce) {
    * { transition: none !important }
  }
`;
