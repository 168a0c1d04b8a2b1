/**
 * Teach-mode text: `formatMessage(lang, msg)` turns a narration descriptor
 * into plain text (never HTML), `tileName` speaks a tile. English, Brazilian
 * Portuguese and Polish; unknown languages fall back to English.
 */
import { en } from './messages/en.js';
import type { TeachCatalogue, TeachKey } from './messages/en.js';
import { ptBR } from './messages/pt-BR.js';
import { pl } from './messages/pl.js';
import type { Msg } from './narrate.js';

/** Languages of the teach-mode catalogues. */
export const TEACH_LANGS = ['en', 'pt-BR', 'pl'] as const;
/** One of {@link TEACH_LANGS}. */
export type TeachLang = (typeof TEACH_LANGS)[number];

/** The catalogue of a language (English for anything unknown). */
export function catalogue(lang: string): TeachCatalogue {
  return lang === 'pt-BR' ? ptBR : lang === 'pl' ? pl : en;
}

/** `{name}` placeholders filled from `params`; unknown placeholders become empty. */
function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** A key's text, or the key itself when no catalogue has it. */
function text(cat: TeachCatalogue, key: string): string {
  return (cat as Record<string, string>)[key] ?? (en as Record<string, string>)[key] ?? key;
}

/** The spoken name of a tile: `"6-4"` → "six–four", `"5-5"` → "double five" (pt-BR "carroça de cinco", pl "dublet piątek"). */
export function tileName(lang: string, tile: string): string {
  const m = /^(\d+)-(\d+)$/.exec(tile);
  if (!m) return tile;
  const cat = catalogue(lang);
  if (m[1] === m[2]) return text(cat, `dbl.${m[1]}`);
  return fill(text(cat, 'tile.pair'), { a: text(cat, `num.${m[1]}`), b: text(cat, `num.${m[2]}`) });
}

/** The name of a place: `left`, `up`, `mexican`, or `train:<owner name>`. */
export function placeName(lang: string, place: string): string {
  const cat = catalogue(lang);
  if (place.startsWith('train:')) return fill(text(cat, 'place.train'), { owner: place.slice(6) });
  return (cat as Record<string, string>)[`place.${place}`] ?? place;
}

/** Joins items: "a, b and c" (`and`) or "5 or 0" (`or`). */
function join(lang: string, items: string[], how: 'and' | 'or'): string {
  const cat = catalogue(lang);
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${text(cat, `list.${how}`)}${items[items.length - 1]}`;
}

/** The text of a narration message in `lang` (plain text, to be rendered as text). */
export function formatMessage(lang: string, msg: Msg): string {
  const cat = catalogue(lang);
  const p: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(msg.params)) {
    const s = String(v);
    if (k === 'tile' || k === 'engine') p[k] = tileName(lang, s);
    else if (k === 'tiles') p[k] = join(lang, s.split(',').filter(Boolean).map((t) => tileName(lang, t)), 'and');
    else if (k === 'place') p[k] = placeName(lang, s);
    else if (k === 'places') p[k] = join(lang, s.split(',').filter(Boolean).map((t) => placeName(lang, t)), 'and');
    else if (k === 'ends') p[k] = join(lang, s.split(',').filter(Boolean), 'or');
    else if (k === 'rule') p[k] = s ? fill(text(cat, 'rule'), { rule: s }) : '';
    else p[k] = v;
  }
  if (!('rule' in p)) p.rule = '';
  return fill(text(cat, msg.key), p);
}

/** Whether a key exists in every catalogue. */
export function hasKey(key: string): key is TeachKey {
  return TEACH_LANGS.every((l) => key in catalogue(l));
}
