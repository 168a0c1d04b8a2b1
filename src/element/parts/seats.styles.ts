import { css } from 'lit';

/**
 * The seats round the felt: a card per seat (name, tiles, score, turn, state, a marker), small cards when many
 * seats share a phone.
 */
export const seatsStyles = css`
  /* round the felt: a row above it, a column on each side (wider tables), the viewing seat's row under it */
  .table > .mid { flex: 1 1 0; min-height: 96px; display: flex; gap: 6px; min-width: 0 }
  .mid > .felt { flex: 1 1 0; min-width: 0 }
  .seats.west, .seats.east { flex-direction: column; flex-wrap: nowrap; justify-content: center; align-items: stretch; flex: none; max-width: 10.5rem; min-width: 0 }
  .seats.west .seat, .seats.east .seat { border-radius: 12px; padding: 4px 8px; flex-direction: column; align-items: flex-start; gap: 2px }
  .seats.east .seat { align-items: flex-end }
  .seats.north.n2, .seats.north.n3 { justify-content: space-between }
  .state { font-size: .72em; font-weight: 600; padding: 0 6px; border-radius: 99px; background: #0000004d; white-space: nowrap }
  .thinking .state::after { content: ''; display: inline-block; width: .4em; height: .4em; margin-left: .3em; border-radius: 50%; background: currentColor; vertical-align: middle; animation: think 1s ease-in-out infinite alternate }
  .passed { opacity: .8 }
  .passed .state { background: #ffffff29 }
  .away { opacity: .6; border-style: dashed; border-color: #ffffff59 }
  @keyframes think { from { opacity: .2 } to { opacity: 1 } }
  @media (prefers-reduced-motion: reduce) {
    .thinking .state::after { animation: none }
  }
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
  .marker { flex: none; width: .8em; height: .8em; padding: 0; border-radius: 50%; background: #e0483e; border: 2px solid #fff }
  /* a phone: the badge is a 44 px touch target, the same dot drawn in its middle */
  @container (max-width: 559px) {
    .seat .marker { box-sizing: border-box; width: 44px; height: 44px; margin: -16px; border: 15px solid #0000; background-clip: padding-box; box-shadow: inset 0 0 0 2px #fff; position: relative; z-index: 1 }
  }
  @container (max-width: 559px) {
    .seats { gap: 4px }
    /* many seats: a strip of small two-line cards (name; tiles · score) */
    .many { display: grid; grid-template-columns: repeat(auto-fit, minmax(46px, 1fr)); gap: 2px }
    .many .seat { position: relative; display: grid; grid-template-columns: auto auto; justify-content: center; gap: 0 2px; padding: 2px 1px; border-radius: 8px; font-size: .68rem; line-height: 1.25 }
    .many .name { grid-column: 1 / -1; justify-content: center; gap: 2px }
    .many .nm { max-width: 5em }
    .many .row { gap: 1px }
    .many .minis { height: 12px }
    .many .minis svg { height: 12px; width: 6px }
    .many .pts { min-width: 0; padding: 0 2px; font-size: .66rem }
    /* the state on a line of its own under the card's numbers */
    .many .state { grid-column: 1 / -1; justify-self: center; max-width: 100%; min-width: 0; overflow: hidden; text-overflow: ellipsis; padding: 0 3px; font-size: .56rem; line-height: 1.3 }
    /* the marker as a badge on the card's corner: the name keeps the card's width */
    .many .marker { position: absolute; top: 0; right: 0; max-width: 100%; margin: 0; border: 0; border-radius: 0; box-shadow: none; background: radial-gradient(circle at calc(100% - 5px) 5px, #e0483e 3px, #fff 3.5px 4.5px, #0000 5px) }
    .many .name:has(.marker) { padding-right: 4px }
    /* a hand face up on a small card (an open-hands lesson of 8): its tiles on a line of their own, wrapping, under
       the name and score; their number is plain to see (and still spoken) */
    .many .open .row { grid-column: 1 / -1 }
    .many .open .minis { height: auto; flex-wrap: wrap; justify-content: center; max-width: 100% }
    .many .open .cnt { display: none }
    .seat { gap: 2px 6px; padding-left: 8px; font-size: .75rem }
    .minis:not(.up) svg:nth-child(n+2) { display: none }
  }
  @container (max-width: 340px) {
    .many .minis:not(.up) { display: none }
    .many { grid-template-columns: repeat(auto-fit, minmax(33px, 1fr)) }
    /* the smallest phones: the state is spoken, not a line of its own (the move line above says it too) */
    .many .state { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) } /* no glimpse: narrower cards, one row */
    .many .seat { font-size: .64rem }
  }
`;
