/** Test helpers for records, replay, teach mode, lessons and undo (imported by the *.test.ts files only). */
import { fixture, html } from '@open-wc/testing';
import type { Action } from '../engine/game.js';
import type { GameRecord } from '../record/record.js';
import { until } from './harness.js';
export { computerRecord } from './records.js';
import type { DominoTable } from '../element/domino-table.js';

export async function host(width = 900): Promise<HTMLElement> {
  return fixture(html`<div style="width: ${width}px"></div>`);
}


/** The shadow root's learn panel text. */
export const panelText = (el: DominoTable): string => el.shadowRoot!.querySelector('.learn')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** A button in the shadow root by its text or aria-label. */
export function button(el: DominoTable, label: string): HTMLButtonElement | null {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === label || b.getAttribute('aria-label') === label) ?? null;
}

/** Waits for the person's (seat 0) turn, or a finished round. */
export async function personsTurn(el: DominoTable): Promise<void> {
  await until(() => !!el.state && (el.state.turn === 0 || el.state.phase !== 'playing'), 20000, "seat 0's turn");
  await el.updateComplete;
}

/** The person (seat 0) makes a move: the first play if any, else a draw or a pass. */
export function personMove(el: DominoTable): Action {
  const legal = el.legalActions;
  const a = legal.find((x) => x.type === 'play') ?? legal.find((x) => x.type === 'draw') ?? legal[0]!;
  if (a.type === 'play') el.play(a.tile, a.at);
  else if (a.type === 'draw') el.draw();
  else if (a.type === 'pass') el.pass();
  else el.nextRound();
  return a;
}
