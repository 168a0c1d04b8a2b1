/**
 * Rules cards: the rules of a variant in plain words, with the active house
 * rules, one paragraph per idea, each tagged with the rule ids it states (a
 * "rule" link in the narration opens the card at its paragraph).
 */
import { rulesOf } from '../engine/game.js';
import type { Options, Variant } from '../engine/game.js';
import type { Catalogue } from '../words/format.js';

/** A paragraph of a rules card and the rule ids it states. */
export interface RulesParagraph {
  text: string;
  rules: string[];
}

/** One section of a rules card: a heading and its paragraphs. */
export interface RulesSection {
  heading: string;
  paragraphs: RulesParagraph[];
}

/** A rules card: a title and its sections. */
export interface RulesCard {
  title: string;
  sections: RulesSection[];
}

type P = [key: string, rules: string, when?: boolean];

/** The rules card of a variant with `options` (defaults filled in) for `players` seats, from catalogue `cat`. */
export function rulesCard(cat: Catalogue, variant: Variant, options: Options = {}, players?: number): RulesCard {
  const rules = rulesOf(variant);
  const n = players ?? rules.defaultPlayers;
  const o = rules.options(n, options);
  const params: Record<string, string | number> = { hand: rules.handSize(n, o), target: o.target, n: o.boneyardReserve ?? 0, players: n };
  const t = (key: string): string => (cat[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
  const section = (h: string, list: P[]): RulesSection => ({
    heading: t(`card.h.${h}`),
    paragraphs: list.filter((p) => p[2] !== false).map(([key, ids]) => ({ text: t(key), rules: ids.split(',').map((x) => x.trim()) })),
  });
  const common: P[] = [['card.tiles', 'C-2, C-3'], ['card.order', 'C-4, C-5']];
  const line: P[] = [['card.line', 'C-6, C-7'], ['card.must', 'C-8'], ['card.refused', 'C-9']];
  const v = variant;
  const sections: RulesSection[] =
    v === 'partnership'
      ? [
          section('setup', [['card.p.setup', 'P-1, C-1, P-2'], ...common, [o.lead === 'rotate' ? 'card.p.lead-rotate' : 'card.p.lead', 'P-3, P-4, P-13']]),
          section('play', [...line, ['card.p.play', 'P-5'], ['card.p.pass', 'P-6']]),
          section('score', [['card.p.domino', 'P-7, P-9, C-10'], ['card.p.blocked', 'P-8, P-10, C-11'], ['card.p.tie', 'P-11']]),
          section('end', [['card.p.target', 'P-12']]),
        ]
      : v === 'draw'
        ? [
            section('setup', [['card.d.setup', 'D-1, C-1, C-5'], ...common, ['card.d.start', 'D-2, D-3, D-4, D-15'], [o.starterLeads === 'any' ? 'card.d.lead-any' : 'card.d.lead', 'D-5']]),
            section('play', [...line, ['card.d.play', 'D-6'], ['card.d.draw', 'D-7'], ['card.d.back', 'D-16'], ['card.d.pass', 'D-8']]),
            section('score', [['card.d.domino', 'D-9, D-11, C-10'], ['card.d.blocked', 'D-10, D-12, C-11'], ['card.d.tie', 'D-13']]),
            section('end', [['card.d.target', 'D-14']]),
          ]
        : v === 'all-fives'
          ? [
              section('setup', [['card.f.setup', 'F-1, F-2, C-1, C-5'], ...common, ['card.f.lot', 'F-3, F-4'], ['card.f.lead', 'F-5']]),
              section('play', [...line, ['card.f.spinner', 'F-6'], [o.spinnerSidesFirst ? 'card.f.sides' : 'card.f.sides-now', 'F-7'], ['card.f.draw', 'F-10'], ['card.f.pass', 'F-11'], ['card.f.reserve', 'F-11, F-15', o.boneyardReserve > 0]]),
              section('score', [['card.f.count', 'F-8'], ['card.f.fives', 'F-9'], [o.roundHandScore ? 'card.f.rounded' : 'card.f.domino', 'F-12, C-10, F-15'], ['card.f.blocked', 'F-13, C-11']]),
              section('end', [['card.f.target', 'F-14']]),
            ]
          : [
              section('setup', [['card.m.setup', 'M-1, C-1, C-5'], ...common, [o.engineSelection === 'set-aside' ? 'card.m.engine-aside' : 'card.m.engine', 'M-2, M-3, M-18'], ['card.m.found', 'M-4', o.engineSelection !== 'set-aside']]),
              section('play', [
                ['card.m.trains', 'M-5, M-12, C-6'],
                [o.firstTurn === 'single' ? 'card.m.first-single' : 'card.m.first', 'M-6, M-18'],
                ['card.m.turn', 'M-7, M-8'],
                ['card.m.doubles', 'M-9'],
                ['card.m.dead', 'M-17'],
                ['card.m.draw', 'M-10, C-8'],
                ['card.m.marker', 'M-11'],
                ['card.refused', 'C-9'],
              ]),
              section('score', [['card.m.out', 'M-13, C-10'], ['card.m.blocked', 'M-14, C-11'], ['card.m.score', 'M-15'], ['card.m.zero50', 'M-15, M-18', o.doubleBlankValue === 50]]),
              section('end', [['card.m.end', 'M-16']]),
            ];
  return { title: t(`card.title.${variant}`), sections };
}
