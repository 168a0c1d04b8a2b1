/** Styles of the parts loaded on demand (./panels.ts): the count, the score sheet, the cover, the banner, the move log; adopted beside the element's own. */
import { css, unsafeCSS } from 'lit';

// Where each bit of the game-end card's confetti starts, when and how fast it falls (16 bits, spread by primes).
const bits = [...Array(16)].map((_, i) => `.confetti i:nth-child(${i + 1}){left:${(i * 37 + 5) % 97}%;animation-delay:${((i * 7) % 5) * 0.11}s;animation-duration:${1.2 + ((i * 5) % 4) * 0.2}s}`).join('');

/** The panels' styles. */
export const panelStyles = css`
  .panel { position: absolute; z-index: 2; inset: 0; margin: auto; width: min(34rem, calc(100% - 8px)); height: fit-content; max-height: calc(100% - 8px); overflow: auto; padding: 12px 14px; border-radius: 14px; background: var(--_panel); color: var(--_text); box-shadow: 0 10px 30px #0007, 0 0 0 1px #ffffff1a; text-align: center; animation: rise .3s ease-out both }
  @keyframes rise { from { opacity: 0; transform: translateY(12px) } }
  h2 { margin: 0 0 6px; font-size: 1.15rem; color: var(--_acc) }
  h2 small { font-size: .8rem; font-weight: 400; color: var(--_text); opacity: .8 }
  p { margin: 4px 0 }
  table { width: 100%; border-collapse: collapse; margin: 4px 0 8px; font-size: .85rem }
  th, td { padding: 2px 4px; border-bottom: 1px solid #ffffff1f; text-align: start; vertical-align: middle }
  .n, .sheet :is(th, td) { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap }
  .who, .error { display: flex; align-items: center; gap: 6px }
  .who { flex-wrap: wrap }
  td .minis { flex-wrap: wrap; height: auto; row-gap: 2px }
  td .up svg { height: 24px; width: 12px }
  .sum { font-family: ui-monospace, monospace; font-size: .85rem }
  .count .level { font-size: .85rem; opacity: .85 }
  .sheet { font-size: .8rem; text-align: start; margin: 6px 0 }
  summary { cursor: pointer; min-height: 24px }
  .scroll { overflow-x: auto }
  .sheet table { margin-top: 6px }
  .sheet :is(th, td) { padding: 2px 6px }
  .now { background: color-mix(in srgb, var(--_acc) 18%, #0000) }
  .error { position: relative; z-index: 3; background: #fbe3df; color: #6b1208; border-radius: 10px; padding: 6px 10px; gap: 8px; justify-content: space-between }
  .error button { background: none; font-size: 1.2rem; line-height: 1; min-width: 32px; min-height: 32px }
  .hint { outline: 2px dashed var(--_acc); outline-offset: 3px }
  .hand .hint { border-radius: 4px }
  .instant .panel { animation: none }
  .last-move { grid-area: last; margin: 0; font-size: .8rem; opacity: .9; line-height: 1.3 }
  @container (max-width: 559px) {
    .panel { padding: 8px 10px }
    h2 { font-size: 1.02rem; margin-bottom: 2px }
    p { margin: 2px 0; font-size: .88rem }
    table { font-size: .8rem; margin: 2px 0 6px }
    .last-move { font-size: .76rem; flex: 1 1 7.5rem; order: 2 }
    /* Next round and See the table, then Review and Replay, each labelled */
    .panel.count > .bar { display: grid; grid-template-columns: 1fr 1fr; gap: 6px }
    .count .bar .btn { min-width: 0; padding-inline: 8px; line-height: 1.15; font-size: .88rem }
    .count .bar [data-fold] { order: 1 }
    .count .bar .rv-open { order: 2 }
  }
  @container (max-width: 359px) {
    /* the narrowest: the four in one row, their words smaller (a long count keeps its room) */
    .panel.count > .bar { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px }
    .count .bar .btn { font-size: .72rem; padding-inline: 3px; hyphens: auto }
    .count .bar .rv-open svg { display: none }
  }
  .rv-open { display: inline-flex; align-items: center; justify-content: center; gap: 6px }
  .rv-open svg { width: 16px; height: 16px; flex: none }
  .count .bar { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center }
  .unfold { position: absolute; z-index: 2; bottom: 6px; left: 50%; transform: translateX(-50%); min-height: 44px; padding: 0 16px; background: var(--_acc); color: var(--_on-acc); font-weight: 650; border: 0; border-radius: 99px; box-shadow: 0 2px 8px #0006 }
  .sheet .total td { border-top: 1px solid #ffffff40 }
  /* the sheet scrolls inside its panel, the Close button stays in view under it (13 Mexican Train rounds on a phone) */
  .sheet-panel { text-align: start; display: flex; flex-direction: column; overflow: hidden }
  .sheet-panel .sheet { font-size: .85rem; flex: 1 1 auto; min-height: 0; overflow: auto }
  .sheet-panel summary { display: none }
  .sheet-panel .scroll { overflow: visible }
  .sheet-panel thead th { position: sticky; top: 0; background: var(--_panel) }
  .sheet-panel .total > * { position: sticky; bottom: 0; background: var(--_panel) }
  .sheet-panel .btn { flex: none; align-self: flex-end; margin: 4px 0 0 }
  .log .bar { display: flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end }
  .sound svg { width: 18px; height: 18px; fill: currentColor; vertical-align: -4px; margin-right: 6px }
  .sound[aria-pressed=true] { background: var(--_acc); color: var(--_on-acc) }

  /* the game-end card */
  .end { overflow-x: hidden }
  .won { font-size: 1.3rem; animation: pop .6s cubic-bezier(.2, 1.6, .4, 1) .15s both }
  @keyframes pop { from { transform: scale(.5); opacity: 0 } }
  .final { list-style: none; margin: 8px auto; padding: 0; max-width: 24rem; text-align: start }
  .final li { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 6px 10px; border-radius: 10px; margin: 3px 0; background: #ffffff10 }
  .final li.win { background: color-mix(in srgb, var(--_acc) 22%, #0000); box-shadow: inset 0 0 0 1px var(--_acc); font-size: 1.05rem }
  .final .name { display: flex; align-items: center; gap: 8px; min-width: 0 }
  .final [class*=team] .name::before { content: ''; width: .7em; height: .7em; border-radius: 50%; background: var(--_team) }
  .final b { font-size: 1.1em }
  .badge { font-size: .7rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; padding: 1px 7px; border-radius: 99px; background: var(--_acc); color: var(--_on-acc) }
  .last { text-align: start; font-size: .85rem; margin: 4px 0 8px }
  .last p { text-align: center }
  .confetti { position: absolute; inset: 0; overflow: hidden; pointer-events: none }
  .confetti i { position: absolute; top: -12px; width: 9px; height: 9px; border-radius: 50%; background: var(--_acc); opacity: 0; animation: fall 1.4s ease-in both }
  .confetti i:nth-child(3n) { background: var(--_ta); border-radius: 2px; width: 7px; height: 12px }
  .confetti i:nth-child(3n + 1) { background: var(--_tb) }
  .confetti i:nth-child(4n) { background: var(--_tile, #fbf6e6) }
  @keyframes fall { 0% { opacity: 1; transform: translateY(0) rotate(0) } 80% { opacity: 1 } 100% { opacity: 0; transform: translateY(340px) rotate(540deg) } }
  ${unsafeCSS(bits)}
  @media (prefers-reduced-motion: reduce) {
    .confetti { display: none }
    .won, .panel { animation: none }
  }

  .log { inset: 4px 4px 4px auto; margin: 0; width: min(24rem, calc(100% - 8px)); height: auto; text-align: start; display: flex; flex-direction: column; gap: 6px; animation-name: slide }
  @keyframes slide { from { opacity: 0; transform: translateX(16px) } }
  .log h2 { margin: 0 }
  .share { display: flex; flex-direction: column; gap: 4px; font-size: .85rem }
  .share label { display: flex; flex-direction: column; gap: 4px }
  .share input { font: inherit; width: 100%; padding: 6px; border-radius: 6px; border: 1px solid #ffffff40; background: #0006; color: inherit }
  .log ol { list-style: none; margin: 0; padding: 0; overflow: auto; flex: 1 1 auto; min-height: 3em; font-size: .85rem }
  .log li { display: flex; align-items: center; gap: 8px; padding: 4px 2px; border-bottom: 1px solid #ffffff17 }
  .log li.count { font-weight: 600; color: var(--_acc) }
  .log .lt { flex: none; width: 10px; height: 20px }
  .log .lt svg { width: 10px; height: 20px; display: block }
  .log li > span:nth-child(2) { flex: 1 }
  .plus { color: var(--_acc) }
  .log .btn { align-self: flex-end }
  .help { display: none; font-size: .75rem; opacity: .85; margin: 0 }
  @media (hover: hover) and (pointer: fine) { .help { display: block } }
`;
