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
type Section = [heading: 'setup' | 'play' | 'score' | 'end', paragraphs: P[]];

const COMMON: P[] = [['card.tiles', 'C-2, C-3'], ['card.order', 'C-4, C-5']];
const LINE: P[] = [['card.line', 'C-6, C-7'], ['card.must', 'C-8'], ['card.refused', 'C-9']];

/** Each game's card: its sections and their paragraphs (key, rule ids, shown only when), following the house rules. */
const CARDS: Record<Variant, (o: Required<Options>) => Section[]> = {
  partnership: (o) => [
    ['setup', [['card.p.setup', 'P-1, C-1, P-2'], ...COMMON, [o.lead === 'rotate' ? 'card.p.lead-rotate' : 'card.p.lead', 'P-3, P-4, P-13']]],
    ['play', [...LINE, ['card.p.play', 'P-5'], ['card.p.pass', 'P-6']]],
    ['score', [['card.p.domino', 'P-7, P-9, C-10'], ['card.p.blocked', 'P-8, P-10, C-11'], ['card.p.tie', 'P-11']]],
    ['end', [['card.p.target', 'P-12']]],
  ],
  draw: (o) => [
    ['setup', [['card.d.setup', 'D-1, C-1, C-5'], ...COMMON, ['card.d.start', 'D-2, D-3, D-4, D-15'], [o.starterLeads === 'any' ? 'card.d.lead-any' : 'card.d.lead', 'D-5']]],
    ['play', [...LINE, ['card.d.play', 'D-6'], ['card.d.draw', 'D-7'], ['card.d.back', 'D-16'], ['card.d.pass', 'D-8']]],
    ['score', [['card.d.domino', 'D-9, D-11, C-10'], ['card.d.blocked', 'D-10, D-12, C-11'], ['card.d.tie', 'D-13']]],
    ['end', [['card.d.target', 'D-14']]],
  ],
  'all-fives': (o) => [
    ['setup', [['card.f.setup', 'F-1, F-2, C-1, C-5'], ...COMMON, ['card.f.lot', 'F-3, F-4'], ['card.f.lead', 'F-5']]],
    ['play', [...LINE, ['card.f.spinner', 'F-6'], [o.spinnerSidesFirst ? 'card.f.sides' : 'card.f.sides-now', 'F-7'], ['card.f.draw', 'F-10'], ['card.f.pass', 'F-11'], ['card.f.reserve', 'F-11, F-15', o.boneyardReserve > 0]]],
    ['score', [['card.f.count', 'F-8'], ['card.f.fives', 'F-9'], [o.roundHandScore ? 'card.f.rounded' : 'card.f.domino', 'F-12, C-10, F-15'], ['card.f.blocked', 'F-13, C-11']]],
    ['end', [['card.f.target', 'F-14']]],
  ],
  'mexican-train': (o) => [
    ['setup', [['card.m.setup', 'M-1, C-1, C-5'], ...COMMON, [o.engineSelection === 'set-aside' ? 'card.m.engine-aside' : 'card.m.engine', 'M-2, M-3, M-18'], ['card.m.found', 'M-4', o.engineSelection !== 'set-aside']]],
    [
      'play',
      [
        ['card.m.trains', 'M-5, M-12, C-6'],
        [o.firstTurn === 'single' ? 'card.m.first-single' : 'card.m.first', 'M-6, M-18'],
        ['card.m.turn', 'M-7, M-8'],
        ['card.m.doubles', 'M-9'],
        ['card.m.dead', 'M-17'],
        ['card.m.draw', 'M-10, C-8'],
        ['card.m.marker', 'M-11'],
        ['card.refused', 'C-9'],
      ],
    ],
    ['score', [['card.m.out', 'M-13, C-10'], ['card.m.blocked', 'M-14, C-11'], ['card.m.score', 'M-15'], ['card.m.zero50', 'M-15, M-18', o.doubleBlankValue === 50]]],
    ['end', [['card.m.end', 'M-16']]],
  ],
  block: (o) => [
    ['setup', [['card.b.setup', 'B-1, B-2, C-1, C-5'], ['card.b.hands7', 'B-2, B-14', o.handSize === 7], ...COMMON, ['card.b.start', 'B-3'], ['card.b.lead', 'B-4'], [o.lead === 'winner' ? 'card.b.later-winner' : o.lead === 'starter' ? 'card.b.later-starter' : 'card.b.later', o.lead === 'rotate' ? 'B-5' : 'B-5, B-14']]],
    ['play', [...LINE, ['card.b.play', 'B-6'], ['card.b.pass', 'B-7']]],
    ['score', [['card.b.domino', 'B-8, B-10, C-10'], ['card.b.blocked', 'B-9, B-11, C-11'], ['card.b.tie', 'B-12']]],
    ['end', [['card.b.target', 'B-13']]],
  ],
};

/** The rules card of a variant with `options` (defaults filled in) for `players` seats, from catalogue `cat`. */
export function rulesCard(cat: Catalogue, variant: Variant, options: Options = {}, players?: number): RulesCard {
  const rules = rulesOf(variant);
  const n = players ?? rules.defaultPlayers;
  const o = rules.options(n, options);
  const params: Record<string, string | number> = { hand: rules.handSize(n, o), target: o.target, n: o.boneyardReserve ?? 0, players: n };
  const t = (key: string): string => (cat[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
  const sections: RulesSection[] = CARDS[variant](o).map(([h, list]) => ({
    heading: t(`card.h.${h}`),
    paragraphs: list.filter((p) => p[2] !== false).map(([key, ids]) => ({ text: t(key), rules: ids.split(',').map((x) => x.trim()) })),
  }));
  return { title: t(`card.title.${variant}`), sections };
}
