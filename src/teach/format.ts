/**
 * Teaching text: messages are language-free descriptors ({@link Msg}); a
 * catalogue (plain `{param}` templates per key) and `format()` turn them into
 * plain text (never HTML).
 *
 * Template conventions (the catalogues rely on them):
 * - `{tile}`, `{tile2}`, `{engine}`: a tile ("6-4") spoken as "six–four" (the
 *   element's own tile names, src/i18n/);
 *   `{tiles}`: comma-separated tiles joined "a, b and c";
 * - `{place}`, `{want}`: a place phrase ("on the left", "on Bo’s train");
 * - `{ends}`: comma-separated numbers joined "6 or 3";
 * - `{who}`, `{owner}`, `{other}`: a seat number spoken as its name;
 *   `{team}`, `{team2}`: a partnership team spoken as "Ana and Cy" (the
 *   variant's own words: {@link Ctx.word}, from its kit);
 * - `{n:unit}`: number `n` with the plural form of catalogue entry `u.unit`
 *   ("one:# point|other:# points"; Polish also few/many), by Intl.PluralRules;
 * - anything else is shown as it is.
 * A key with a `.you` twin uses the twin when the message's `seat` is the
 * person learning ("you play" / "Bo plays").
 */

import { plural as choose } from '../i18n/plural.js';

/** The catalogue code of a language: `pt-BR`, `pl`, else `en`. */
export const teachLang = (lang: string): 'en' | 'pt-BR' | 'pl' => (lang === 'pt-BR' || lang === 'pl' ? lang : 'en');

/** A message: a catalogue key, its parameters, the acting seat and the rule ids it shows. */
export interface Msg {
  key: string;
  params: Record<string, string | number>;
  seat?: number; // the seat the sentence is about: its `.you` form is used for the learner
  rule?: string; // rule ids, e.g. "F-8, F-9": a "rule" link opens the rules card at the first
}

/** A catalogue: key → template. */
export type Catalogue = Record<string, string>;

/** Who is who when formatting: seat names, the learner's seat ("you"), the language, the tiles' names. */
export interface Ctx {
  lang: string; // en, pt-BR, pl
  names: readonly string[];
  you: number | null;
  tile?: (hi: number, lo: number) => string; // the element's own names of tiles ("six–four"); without it "6-4"
  word?: Word; // the variant's own placeholders (its kit's: a partnership team, a Mexican Train train)
}

/** A variant's own placeholder `{k}` with value `v` in words, else undefined (the formatter's own). */
export type Word = (cat: Catalogue, ctx: Ctx, k: string, v: string | number) => string | undefined;

/** A message. */
export const m = (key: string, params: Record<string, string | number> = {}, seat?: number, rule?: string): Msg => ({
  key,
  params,
  ...(seat === undefined ? {} : { seat }),
  ...(rule ? { rule } : {}),
});

/** The rule ids a message shows. */
export const rulesOf = (msg: Msg): string[] => (msg.rule ? msg.rule.split(',').map((r) => r.trim()) : []);

/** `"12 + 8 = "` for several terms (the total follows in the sentence), `""` for one. */
export function terms(list: readonly number[]): string {
  return list.length > 1 ? `${list.join(' + ')} = ` : '';
}

/** `n` with the right plural form of `u.<unit>`, e.g. "2 fives", "5 punktów". */
export function plural(cat: Catalogue, lang: string, n: number, unit: string): string {
  const forms = Object.fromEntries((cat[`u.${unit}`] ?? '#').split('|').map((f) => (f.includes(':') ? (f.split(/:(.*)/s) as [string, string]) : ['other', f])));
  return choose(lang, n, { other: '#', ...forms }).replace('#', String(n));
}

/** The spoken name of a tile, the element's own ("6-4" → "six–four", "5-5" → "double five"). */
function tileName(ctx: Ctx, t: string): string {
  const x = /^(\d+)-(\d+)$/.exec(t);
  return x && ctx.tile ? ctx.tile(Number(x[1]), Number(x[2])) : t;
}

/** Joins items: "a, b and c" (`and`) or "6 or 3" (`or`). */
export function join(cat: Catalogue, items: readonly string[], how: 'and' | 'or'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${cat[`list.${how}`] ?? ` ${how} `}${items[items.length - 1]}`;
}

/** Fills `{name}` placeholders with plain values. */
export function fill(text: string, p: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? '');
}

/** A seat's name ("you" for the learner). */
function seatWord(cat: Catalogue, ctx: Ctx, s: number): string {
  return s === ctx.you ? cat['you'] ?? 'you' : ctx.names[s] ?? `#${s + 1}`;
}


/** The plain text of a message (to be rendered as text, never as HTML). */
export function format(cat: Catalogue, ctx: Ctx, msg: Msg): string {
  const team = msg.params.team;
  const mine = (msg.seat !== undefined && msg.seat === ctx.you) || (team !== undefined && ctx.you !== null && ctx.you % 2 === Number(team));
  const you = mine && cat[`${msg.key}.you`] !== undefined;
  const tpl = cat[you ? `${msg.key}.you` : msg.key] ?? msg.key;
  const out = tpl.replace(/\{(\w+)(?::(\w+))?\}/g, (_, k: string, unit?: string) => {
    const v = msg.params[k];
    if (v === undefined) return '';
    const own = ctx.word?.(cat, ctx, k, v);
    if (own !== undefined) return own;
    const s = String(v);
    if (unit) return plural(cat, ctx.lang, Number(v), unit);
    if (k === 'tile' || k === 'tile2' || k === 'engine') return tileName(ctx, s);
    if (k === 'tiles') return join(cat, s.split(',').filter(Boolean).map((t) => tileName(ctx, t)), 'and');
    if (k === 'place' || k === 'want') return cat[`at.${s}`] ?? s; // "on the left"; a train: the kit's word
    if (k === 'ends') return join(cat, s.split(',').filter(Boolean), 'or');
    if (k === 'who' || k === 'owner' || k === 'other') return seatWord(cat, ctx, Number(v));
    return s;
  });
  return tpl[0] === '{' ? out.charAt(0).toUpperCase() + out.slice(1) : out; // a sentence may start with a tile's name
}
