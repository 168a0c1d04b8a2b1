/**
 * The teaching catalogues, loaded on demand: for one language, the text every
 * variant shares and the text of one variant (narration, rules card, lessons)
 * — a few kilobytes per language and variant.
 */
import type { Variant } from '../engine/index.js';
import type { Catalogue } from './format.js';

/** Languages of the teaching catalogues. */
export const TEACH_LANGS = ['en', 'pt-BR', 'pl'] as const;
/** One of {@link TEACH_LANGS}. */
export type TeachLang = (typeof TEACH_LANGS)[number];
/** A catalogue's parts: the shared one and one per variant. */
export const PARTS = ['common', 'partnership', 'draw', 'all-fives', 'mexican-train'] as const;

type Loader = () => Promise<{ default: Catalogue }>;
const LOAD: Record<string, Loader> = {
  'en/common': () => import('./messages/en/common.js'),
  'en/partnership': () => import('./messages/en/partnership.js'),
  'en/draw': () => import('./messages/en/draw.js'),
  'en/all-fives': () => import('./messages/en/all-fives.js'),
  'en/mexican-train': () => import('./messages/en/mexican-train.js'),
  'pt-BR/common': () => import('./messages/pt-BR/common.js'),
  'pt-BR/partnership': () => import('./messages/pt-BR/partnership.js'),
  'pt-BR/draw': () => import('./messages/pt-BR/draw.js'),
  'pt-BR/all-fives': () => import('./messages/pt-BR/all-fives.js'),
  'pt-BR/mexican-train': () => import('./messages/pt-BR/mexican-train.js'),
  'pl/common': () => import('./messages/pl/common.js'),
  'pl/partnership': () => import('./messages/pl/partnership.js'),
  'pl/draw': () => import('./messages/pl/draw.js'),
  'pl/all-fives': () => import('./messages/pl/all-fives.js'),
  'pl/mexican-train': () => import('./messages/pl/mexican-train.js'),
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

/** The catalogue of a language for a variant (the shared text and the variant's), once loaded; else undefined. */
export function cachedCatalogue(lang: string, variant: Variant): Catalogue | undefined {
  const l = teachLang(lang);
  const a = done.get(`${l}/common`);
  const b = done.get(`${l}/${variant}`);
  return a && b ? mergedOf(l, variant, a, b) : undefined;
}

const merged = new Map<string, Catalogue>();
function mergedOf(lang: string, variant: string, a: Catalogue, b: Catalogue): Catalogue {
  const key = `${lang}/${variant}`;
  let c = merged.get(key);
  if (!c) merged.set(key, (c = { ...a, ...b }));
  return c;
}

/** Loads the catalogue of a language for a variant. */
export async function catalogue(lang: string, variant: Variant): Promise<Catalogue> {
  await Promise.all([part(lang, 'common'), part(lang, variant)]);
  return cachedCatalogue(lang, variant)!;
}
