import { css } from 'lit';

/**
 * The top bar: the status line, the round, the teams' scores, the count and the move log's button.
 */
export const topStyles = css`
  .top { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: 'status meta' 'last meta'; gap: 2px 12px; align-items: start }
  .say { display: contents }
  .status { grid-area: status }
  .meta { grid-area: meta }
  .status { font-weight: 650; font-size: 1.02rem; line-height: 1.3 }
  .meta { justify-content: flex-end; font-size: .82rem }
  .pill { padding: 3px 10px; min-height: 26px; display: inline-flex; align-items: center }
  @container (max-width: 559px) {
    .status { font-size: .92rem }
    .pill { padding: 2px 5px; min-height: 24px; font-size: .72rem }
    .top { display: flex; flex-wrap: wrap; align-items: center; gap: 3px 8px }
    .status { flex: 1 1 100% }
    .meta { justify-content: flex-start; gap: 3px } /* Partnership's round, both teams, the log and "?" in one row at 375 px */
  }
  .log-btn { display: inline-flex; align-items: center; gap: 5px; color: inherit; font: inherit; min-height: 28px }
  .log-btn svg { width: 14px; height: 14px; fill: currentColor }
  .log-btn[aria-expanded=true] { background: var(--_acc); color: var(--_on-acc) }
  @container (max-width: 559px) {
    .log-btn { padding: 3px 8px }
    .log-btn span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) }
  }
  @container (max-width: 340px) {
    .round { display: none }
  }
  /* a phone: each button of the bar is a 44 px touch target, drawn as the same small pill (a transparent border
     around it is the rest of the target, the rows spaced so that no two targets meet) */
  @container (max-width: 559px) {
    .meta { row-gap: 20px }
    .meta button.pill { min-width: 44px; min-height: 44px; justify-content: center; border: solid #0000; border-width: 9px 0; background-clip: padding-box; margin-block: -9px }
  }
`;
