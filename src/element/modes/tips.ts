/**
 * Tips in play (loaded on first use): why a greyed tile cannot be played now,
 * and the reason for a hint (the computer player's choice, in player words:
 * ../../teach/advice.ts), shown under the table and announced.
 */
import { css } from 'lit';
import type { Action, GameState } from '../../engine/game.js';
import { m } from '../../words/format.js';
import type { Msg } from '../../words/format.js';
import { catalogue } from '../../teach/messages.js';
import type { Extra } from '../../teach/messages.js';
import { whyTile } from '../../teach/reasons.js';
import { advise } from '../../teach/advice.js';
import type { Learn } from './learn.js';

/** Styles of a tip (adopted beside the element's: no inline style, for a strict CSP). */
export const tipStyles = css`
  .l-tip { justify-self: center; max-width: min(40rem, 100%); margin: 0; padding: 6px 12px; border-radius: 10px; background: #fbf6e6; color: #2a2212; box-shadow: 0 3px 10px #0005 }
`;

/** Shows a tip: `msgs` are made once the variant's teaching (words, with `extras`, and code) has loaded. */
function say(learn: Learn, g: GameState, msgs: () => (Msg | null)[], ...extras: Extra[]): void {
  catalogue(learn.lang, g.variant, ...extras).then(() => {
    const list = msgs();
    if (!list[0]) return;
    const h = learn.host;
    h.adopt(tipStyles);
    learn.tip = { text: list.map((x) => (x ? learn.fmt(x) : '')).join(' '), on: g };
    h.ctl.say = learn.tip.text;
    h.requestUpdate();
  });
}

/** A greyed tile was clicked in play: why it cannot be played (or whose turn it is). */
export function why(learn: Learn, tile: string): void {
  const g = learn.host.ctl.game;
  if (!g || g.phase !== 'playing' || g.turn === null) return;
  const turn = g.turn;
  say(learn, g, () => [learn.host.isHuman(turn) ? whyTile(g, tile) : m('why.wait', { who: turn }, turn)]);
}

/** The reason for a hint given in play: the move, then why the computer player chose it. */
export function hintReason(learn: Learn, g: GameState, a: Action): void {
  const s = g.turn ?? 0;
  const move = a.type === 'play' ? m(a.at ? 'adv.play' : 'adv.lead', { tile: a.tile, place: a.at ?? '' }, s) : m(`adv.do-${a.type}`, {}, s);
  say(learn, g, () => [move, advise(g, a, learn.host.ctl.moves)], 'more');
}
