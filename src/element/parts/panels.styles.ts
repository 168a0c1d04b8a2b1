/** Styles of the parts loaded on demand (./panels.ts): the count, the score sheet, the cover, the banner, the move log; adopted beside the element's own. */
import { css } from 'lit';

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
    .count .bar { flex-wrap: nowrap }
    .count .bar .btn { flex: 1 1 0; min-width: 0; padding-inline: 8px }
  }
  .count .bar { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center }
  .unfold { position: absolute; z-index: 2; bottom: 6px; left: 50%; transform: translateX(-50%); min-height: 44px; padding: 0 16px; background: var(--_acc); color: var(--_on-acc); font-weight: 650; border: 0; border-radius: 99px; box-shadow: 0 2px 8px #0006 }
  .sheet .total td { border-top: 1px solid #ffffff40 }

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
