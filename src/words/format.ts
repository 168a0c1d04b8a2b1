/**
 * The one template format of every text domino-table shows: a message is a
 * language-free descriptor ({@link Msg}: a key and its parameters); a
 * catalogue (plain `{param}` templates per key, per language) and `format()`
 * turn it into plain text (never HTML).
 *
 * Template conventions (every catalogue relies on them):
 * - `{name}`: the parameter as it is; `{n:unit}`: number `n` with the plural
 *   form of catalogue entry `u.unit` ("one:# point|other:# points"; Polish
 *   also few/many), by Intl.PluralRules; `{n@dict}`: the entry `dict.<n>`
 *   (e.g. `{hi@n}` → `n.6` "six");
 * - `{tile}`, `{tile2}`, `{engine}`: a tile ("6-4") spoken by the catalogue's
 *   `tile` template ("{hi@n}–{lo@n}"), a double by `tile.double`;
 *   `{tiles}`: comma-separated tiles joined "a, b and c";
 * - `{place}`, `{want}`: a place phrase, entry `at.<place>` ("on the left"); a
 *   seat's train (`train-2`) is `at.train` with its owner ("on Bo’s train",
 *   its `.you` twin "on your train"); once the line is drawn with a corner
 *   ({@link Ctx.turned}) a line's end is named by its number, `at.end` ("on
 *   the 6 end"), the number being the message's `value` for `{place}` and
 *   `wantValue` for `{want}` (without it, `at.left`/`at.right` as before);
 * - `{ends}`: comma-separated numbers joined "6 or 3"; `{nums}`, `{nums2}`: joined "6 and 3";
 * - `{who}`, `{owner}`, `{other}`: a seat number spoken as its name (or "you");
 * - a variant's own placeholders (a partnership team, a Mexican Train train)
 *   are worded by its teaching kit ({@link Ctx.word});
 * - anything else is shown as it is.
 * A key with a `.you` twin uses the twin when the message's `seat` is the
 * person at the table ("you play" / "Bo plays").
 */

import { plural as choose } from './plural.js';

/** The catalogue code of a language: `pt-BR`, `pl`, else `en`. */
export const teachLang = (lang: string): 'en' | 'pt-BR' | 'pl' => (lang === 'pt-BR' || lang === 'pl' ? lang : 'en');

/** A message: a catalogue key, its parameters, the acting seat and the rule ids it shows. */
export interface Msg {
  key: string;
  params: Record<string, string | number>;
  seat?: number; // the seat the sentence is about: its `.you` form is used for the person at the table
  rule?: string; // rule ids, e.g. "F-8, F-9": a "rule" link opens the rules card at the first
}

/** A catalogue: key → template. */
export type Catalogue = Record<string, string>;

/** Who is who when formatting: seat names, the seat of "you", the language. */
export interface Ctx {
  lang: string; // en, pt-BR, pl
  names: readonly string[];
  you: number | null;
  word?: Word; // the variant's own placeholders (its kit's: a partnership team, a Mexican Train train)
  turned?: boolean; // the line is drawn with a corner: "left" and "right" would contradict the picture, its ends are named by their numbers
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

/** `n` with the right plural form of `u.<unit>`, e.g. "2 fives", "5 punktów"; a `zero:` form, where given, for 0 ("none of your tiles fit"). */
export function plural(cat: Catalogue, lang: string, n: number, unit: string): string {
  const forms = Object.fromEntries((cat[`u.${unit}`] ?? '#').split('|').map((f) => (f.includes(':') ? (f.split(/:(.*)/s) as [string, string]) : ['other', f])));
  const shown = Number.isInteger(n) ? String(n) : new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 1 }).format(n); // 2.5 → "2,5" in pt-BR and pl
  return (n === 0 && forms.zero !== undefined ? forms.zero : choose(lang, n, { other: '#', ...forms })).replace('#', shown);
}

/** The spoken name of a tile ("6-4" → "six–four", "5-5" → "double five"), from the catalogue's `tile` templates. */
export function tileName(cat: Catalogue, ctx: Ctx, t: string): string {
  const x = /^(\d+)-(\d+)$/.exec(t);
  if (!x) return t;
  const tpl = cat[x[1] === x[2] ? 'tile.double' : 'tile'];
  return tpl ? expand(cat, ctx, tpl, { hi: x[1]!, lo: x[2]! }) : t;
}

/** Joins items: "a, b and c" (`and`) or "6 or 3" (`or`). */
export function join(cat: Catalogue, items: readonly string[], how: 'and' | 'or'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${cat[`list.${how}`] ?? ` ${how} `}${items[items.length - 1]}`;
}

/** A seat's name ("you" for the person at the table). */
function seatWord(cat: Catalogue, ctx: Ctx, s: number): string {
  return s === ctx.you ? cat['you'] ?? 'you' : ctx.names[s] ?? `#${s + 1}`;
}

/** A place as a phrase after a verb: `at.<place>`, a seat's train its owner's (`at.train`, `at.train.you`). */
function placeWord(cat: Catalogue, ctx: Ctx, p: string, n?: string | number): string {
  if (ctx.turned && (p === 'left' || p === 'right') && n !== undefined && n !== '' && cat['at.end'] !== undefined) return expand(cat, ctx, cat['at.end'], { n });
  const own = /^train-(\d+)$/.exec(p);
  if (!own || cat['at.train'] === undefined) return cat[`at.${p}`] ?? p;
  const seat = Number(own[1]);
  return expand(cat, ctx, cat[seat === ctx.you && cat['at.train.you'] !== undefined ? 'at.train.you' : 'at.train']!, { owner: seat });
}

/** Fills `{name}` placeholders with plain values (a kit's own words). */
export function fill(text: string, p: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? '');
}

/** A template with its placeholders filled (see the module comment). */
function expand(cat: Catalogue, ctx: Ctx, tpl: string, params: Record<string, string | number>): string {
  return tpl.replace(/\{(\w+)(?:([:@])(\w+))?\}/g, (_, k: string, how?: string, arg?: string) => {
    const v = params[k];
    if (v === undefined) return '';
    const own = ctx.word?.(cat, ctx, k, v);
    if (own !== undefined) return own;
    const s = String(v);
    if (how === ':') return plural(cat, ctx.lang, Number(v), arg!);
    if (how === '@') return cat[`${arg}.${s}`] ?? s;
    if (k === 'tile' || k === 'tile2' || k === 'engine') return tileName(cat, ctx, s);
    if (k === 'tiles') return join(cat, s.split(',').filter(Boolean).map((t) => tileName(cat, ctx, t)), 'and');
    if (k === 'place' || k === 'want') return placeWord(cat, ctx, s, params[k === 'place' ? 'value' : 'wantValue']);
    if (k === 'ends') return join(cat, s.split(',').filter(Boolean), 'or');
    if (k === 'nums' || k === 'nums2') return join(cat, s.split(',').filter(Boolean), 'and');
    if (k === 'who' || k === 'owner' || k === 'other') return seatWord(cat, ctx, Number(v));
    return s;
  });
}

/** The plain text of a message (to be rendered as text, never as HTML); a key the catalogue lacks is shown as the key. */
export function format(cat: Catalogue, ctx: Ctx, msg: Msg): string {
  const team = msg.params.team;
  const mine = (msg.seat !== undefined && msg.seat === ctx.you) || (team !== undefined && ctx.you !== null && ctx.you % 2 === Number(team));
  const you = mine && cat[`${msg.key}.you`] !== undefined;
  const tpl = cat[you ? `${msg.key}.you` : msg.key] ?? msg.key;
  const out = expand(cat, ctx, tpl, msg.params);
  return tpl[0] === '{' ? out.charAt(0).toUpperCase() + out.slice(1) : out; // a sentence may start with a tile's name
}
