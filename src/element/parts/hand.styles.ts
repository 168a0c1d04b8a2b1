import { css } from 'lit';

/**
 * The rack: the person's tiles, the playable ones raised, the selected or hinted one lifted; the boneyard.
 */
export const handStyles = css`
  .hand:empty { display: none }
  /* at most two rows of tiles in view (the board keeps the room): a bigger rack scrolls, its third row peeking out
     under the second so that it plainly goes on */
  .hand { gap: 0; flex: 0 1 auto; min-width: 44px; min-height: calc(var(--_ht) * 2 + 18px); max-height: calc(var(--_ht) * 4.5 + 28px); overflow-y: auto; overscroll-behavior: contain; scrollbar-width: thin; scrollbar-color: #ffffff80 #0000; padding: 12px 6px 4px; border-radius: 12px; background: linear-gradient(color-mix(in srgb, var(--_rack), #fff 12%), var(--_rack)); box-shadow: inset 0 2px 0 #ffffff26, 0 3px 8px #0005 }
  .hand button { width: max(44px, calc(var(--_ht) + 6px)); height: calc(var(--_ht) * 2 + 8px); padding: 4px 0 0; background: none; transition: transform .2s, filter .2s; filter: drop-shadow(0 2px 2px #0006) }
  .hand svg { display: block; width: var(--_ht); height: calc(var(--_ht) * 2); margin: 0 auto }
  .hand [aria-disabled=true] { cursor: default; filter: brightness(.72) saturate(.6) }
  .playable { transform: translateY(-4px) }
  .boneyard { gap: 5px }
  .boneyard svg { width: 24px; height: 16px }
  .hand :is(.sel, .hint) { transform: translateY(-11px); filter: drop-shadow(0 0 6px var(--_acc)) }
  /* a playable tile may be dragged: the finger drags it instead of scrolling the page; the one picked up waits faded */
  .hand .playable { touch-action: none; -webkit-user-select: none; user-select: none; -webkit-touch-callout: none }
  .hand [data-lifted] { opacity: .35 }
  .ghost { position: absolute; left: 0; top: 0; pointer-events: none; filter: drop-shadow(0 8px 10px #0009) drop-shadow(0 0 5px var(--_acc)); will-change: transform }
  .ghost svg { display: block; width: var(--_ht); height: calc(var(--_ht) * 2) }
  @container (max-width: 559px) {
    .hand { padding: 12px 2px 2px }
  }
`;
