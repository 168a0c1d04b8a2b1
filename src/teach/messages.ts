/**
 * The teaching catalogues, loaded on demand: for one language, the text every
 * variant shares and the text of one variant (narration, lessons) — a few
 * kilobytes per language and variant; and, when first needed, the rest
 * (`more`: the rules cards, hint reasons in play, replay and undo words).
 */
import type { Variant } from '../engine/index.js';
import type { Catalogue } from './format.js';

/** Languages of the teaching catalogues. */
export const TEACH_LANGS = ['en', 'pt-BR', 'pl'] as const;
/** One of {@link TEACH_LANGS}. */
export type TeachLang = (typeof TEACH_LANGS)[number];
/** A catalogue's parts: the shared one and one per variant. */
export const PARTS = ['common', 'partnership', 'draw', 'all-fives', 'mexican-train', 'more'] as const;

type Loader = () => Promise<{ default: Catalogue }>;
const LOAD: Record<string, Loader> = {
  'en/common': () => import('./messages/en/common.js'),
  'en/partnership': () => import('./messages/en/partnership.js'),
  'en/draw': () => import('./messages/en/draw.js'),
  'en/all-fives': () => import('./messages/en/all-fives.js'),
  'en/mexican-train': () => import('./messages/en/mexican-train.js'),
  'en/more': () => import('./messages/en/more.js'),
  'pt-BR/common': () => import('./messages/pt-BR/common.js'),
  'pt-BR/partnership': () => import('./messages/pt-BR/partnership.js'),
  'pt-BR/draw': () => import('./messages/pt-BR/draw.js'),
  'pt-BR/all-fives': () => import('./messages/pt-BR/all-fives.js'),
  'pt-BR/mexican-train': () => import('./messages/pt-BR/mexican-train.js'),
  'pt-BR/more': () => import('./messages/pt-BR/more.js'),
  'pl/common': () => import('./messages/pl/common.js'),
  'pl/partnership': () => import('./messages/pl/partnership.js'),
  'pl/draw': () => import('./messages/pl/draw.js'),
  'pl/all-fives': () => import('./messages/pl/all-fives.js'),
  'pl/mexican-train': () => import('./messages/pl/mexican-train.js'),
  'pl/more': () => import('./messages/pl/more.js'),
};

/** The catalogue code of a language: `pt-BR`, `pl`, else `en`. */
export const teachLang = (lang: string): TeachLang => (lang === 'pt-BR' || lang === 'pl' ? lang : 'en');

const done = new Map<string, Catalogue>();
const pending = new Map<string, Promise<Catalogue>>();

/** One part of a language's catalogue (loaded once). */
export function part(lang: string, name: (typeof PARTS)[number]): Promise<Catalogue> {
  const key = `${teachLang(lang)}/${name}`;
  let p = pending.get(key);
  if (!p) pending.set(key, (p = LOAD[key]!().then((x) => (done.set(key, x.default), x.default))));
  return p;
}

/**
 * The catalogue of a language for a variant (the shared text and the
 * variant's, with `more` once loaded), once loaded; else undefined. With
 * `more` true, undefined until `more` is loaded too.
 */
export function cachedCatalogue(lang: string, variant: Variant, more = false): Catalogue | undefined {
  const l = teachLang(lang);
  variant = known(variant);
  const a = done.get(`${l}/common`);
  const b = done.get(`${l}/${variant}`);
  const c = done.get(`${l}/more`);
  if (!a || !b || (more && !c)) return undefined;
  const key = `${l}/${variant}/${c ? 1 : 0}`;
  let x = merged.get(key);
  if (!x) merged.set(key, (x = { ...a, ...b, ...c }));
  return x;
}

const merged = new Map<string, Catalogue>();

/** Loads the catalogue of a language for a variant (`more`: with the rules cards, hint and replay words). */
export async function catalogue(lang: string, variant: Variant, more = false): Promise<Catalogue> {
  const v = known(variant);
  await Promise.all([part(lang, 'common'), part(lang, v), more && part(lang, 'more')]);
  return cachedCatalogue(lang, v, more)!;
}

// A variant the element was given but the engine refused (e.g. variant="chess") still gets words: partnership's.
const known = (v: string): Variant => ((PARTS as readonly string[]).includes(v) && v !== 'common' && v !== 'more' ? v : 'partnership') as Variant;
