/**
 * What a teaching table shows only when asked: the rules card (Rules, a rule link), "What the table knows", and
 * the reason for a hint given in play. Loaded on first use, in one chunk: a lesson that never opens them never
 * downloads them.
 */
export { rulesCard } from '../../teach/rules-card.js';
export { tableKnows } from '../../teach/knows.js';
export { advise } from '../../teach/advice.js';
export { card, knows, cardStyles } from '../parts/card.js';
import type { GameState } from '../../engine/game.js';
import { rulesOf } from '../../engine/game.js';
import { terms } from '../../words/format.js';
import type { Say } from '../../words/words.js';
import { kit } from '../../teach/kit.js';

/** "On the table now": the count, the spinner, markers and an open double, with this table's values. */
export function onTable(w: Say, g: GameState): string[] {
  const out: string[] = [];
  if (rulesOf(g.variant).cites.count && g.line?.length) {
    const n = g.count ?? 0;
    out.push(`${w.t('ui.count', { sum: terms(kit(g.variant).terms?.(g) ?? []), n })} ${w.t(n > 0 && n % 5 === 0 ? 'ui.count-scores' : 'ui.count-not')}`);
    if (g.spinner != null) out.push(w.t('ui.spinner', { tile: g.line[g.spinner]!.tile }));
  }
  for (const s of g.markers ?? []) out.push(w.t('ui.marker', { owner: s }, s));
  if (g.openDouble) out.push(w.t('ui.openDouble', { tile: g.trainTiles![g.openDouble]!.at(-1)!.tile }));
  return out;
}
