/** Rules cards: a short rules summary per variant, generated from the active options, in the teach-mode languages. */
import { rulesOf } from '../engine/index.js';
import type { Options, Variant } from '../engine/index.js';
import { catalogue } from './messages.js';

/** One section of a rules card: a heading and short paragraphs (plain text). */
export interface RulesSection {
  heading: string;
  paragraphs: string[];
}

/** A rules card: a title and its sections. */
export interface RulesCard {
  title: string;
  sections: RulesSection[];
}

/** Hand size per seat for `players` (P-1, D-1, F-2, M-1). */
function handSize(variant: Variant, players: number): number {
  if (variant === 'mexican-train') return players <= 4 ? 15 : players <= 6 ? 12 : players <= 8 ? 10 : 8;
  return variant === 'partnership' || players === 2 ? 7 : 5;
}

/** The rules card of a variant with `options` (defaults filled in) for `players` seats, in `lang`. */
export function rulesCard(variant: Variant, options: Options = {}, lang = 'en', players?: number): RulesCard {
  const rules = rulesOf(variant);
  const n = players ?? rules.defaultPlayers;
  const o = rules.options(n, options);
  const cat = catalogue(lang) as Record<string, string>;
  const t = (key: string, params: Record<string, string | number> = {}): string => (cat[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
  const hand = handSize(variant, n);
  const section = (h: string, keys: (string | [string, Record<string, number>] | false)[]): RulesSection => ({
    heading: t(`card.h.${h}`),
    paragraphs: keys.filter((k): k is string | [string, Record<string, number>] => k !== false).map((k) => (typeof k === 'string' ? t(k) : t(k[0], k[1]))),
  });
  const target: [string, Record<string, number>] = ['card.target', { target: o.target }];
  const sections: Record<Variant, RulesSection[]> = {
    partnership: [
      section('setup', ['card.p.setup', o.lead === 'rotate' ? 'card.p.lead-rotate' : 'card.p.lead']),
      section('play', ['card.line.play', 'card.p.pass']),
      section('score', ['card.p.domino', 'card.p.blocked']),
      section('end', [target]),
    ],
    draw: [
      section('setup', [['card.d.setup', { hand }], 'card.d.start', o.starterLeads === 'any' ? 'card.d.lead-any' : 'card.d.lead']),
      section('play', ['card.line.play', 'card.d.draw']),
      section('score', ['card.d.domino', 'card.d.blocked']),
      section('end', [target]),
    ],
    'all-fives': [
      section('setup', [['card.af.setup', { hand }], 'card.af.lead']),
      section('play', ['card.line.play', 'card.af.spinner', o.spinnerSidesFirst ? 'card.af.sides-first' : 'card.af.sides-any', 'card.af.draw', o.boneyardReserve > 0 && ['card.af.reserve', { n: o.boneyardReserve }]]),
      section('score', ['card.af.count', o.roundHandScore ? 'card.af.rounded' : 'card.af.exact', 'card.af.blocked']),
      section('end', [['card.af.target', { target: o.target }]]),
    ],
    'mexican-train': [
      section('setup', [['card.mt.setup', { hand }], o.engineSelection === 'set-aside' ? 'card.mt.engine-set-aside' : 'card.mt.engine']),
      section('play', [o.firstTurn === 'single' ? 'card.mt.first-single' : 'card.mt.first-chain', 'card.mt.trains', 'card.mt.doubles', 'card.mt.draw']),
      section('score', ['card.mt.score', o.doubleBlankValue === 50 && 'card.mt.zero50']),
      section('end', ['card.mt.end']),
    ],
  };
  return { title: t(`card.title.${variant}`), sections: sections[variant] };
}
