/**
 * The teaching catalogues, loaded on demand, one chunk at a time: for one
 * language and one variant, the words of its narration, goals, reasons and
 * lessons (with the groups of words it shares with other games: see
 * messages/<lang>/common.ts); when first needed, the words of the extras
 * (`more`: hint reasons in play, replay and undo, "What the table knows") and of the variant's rules
 * card (`card`). The variant's teaching code (kit.ts) loads with its words:
 * a catalogue is ready when both are.
 */
import type { Variant } from '../engine/game.js';
import { VARIANTS } from '../engine/game.js';
import type { Catalogue } from './format.js';
import { teachLang } from './format.js';
import { cachedKit, loadKit } from './kit.js';

/** Languages of the teaching catalogues. */
export const TEACH_LANGS = ['en', 'pt-BR', 'pl'] as const;
/** One of {@link TEACH_LANGS}. */
export type TeachLang = (typeof TEACH_LANGS)[number];
/** The words loaded on first use besides a variant's: `more` (hint reasons, replay, undo, the table's knowledge, a lesson that cannot open) and `card` (its rules card). */
export type Extra = 'more' | 'card';

type Loader = () => Promise<{ default: Catalogue }>;
// Every path spelled out: the bundler makes one chunk of each.
const LOAD: Record<string, Loader> = {
  'en/partnership': () => import('./messages/en/partnership.js'),
  'en/draw': () => import('./messages/en/draw.js'),
  'en/all-fives': () => import('./messages/en/all-fives.js'),
  'en/mexican-train': () => import('./messages/en/mexican-train.js'),
  'en/more': () => import('./messages/en/more.js'),
  'pt-BR/partnership': () => import('./messages/pt-BR/partnership.js'),
  'pt-BR/draw': () => import('./messages/pt-BR/draw.js'),
  'pt-BR/all-fives': () => import('./messages/pt-BR/all-fives.js'),
  'pt-BR/mexican-train': () => import('./messages/pt-BR/mexican-train.js'),
  'pt-BR/more': () => import('./messages/pt-BR/more.js'),
  'pl/partnership': () => import('./messages/pl/partnership.js'),
  'pl/draw': () => import('./messages/pl/draw.js'),
  'pl/all-fives': () => import('./messages/pl/all-fives.js'),
  'pl/mexican-train': () => import('./messages/pl/mexican-train.js'),
  'pl/more': () => import('./messages/pl/more.js'),
};

export { teachLang };

// A variant the element was given but the engine refused (e.g. variant="chess") still gets words: partnership's.
const known = (v: string): Variant => ((VARIANTS as readonly string[]).includes(v) ? v : 'partnership') as Variant;
const file = (v: Variant, part?: Extra): string => (part === 'card' ? `card-${v}` : part ?? v);

const pending = new Map<string, Promise<Catalogue>>();
// Per language and variant: its words, the extras merged in as they arrive (`merged` lists the parts in).
const cats = new Map<string, Catalogue>();
const merged = new Set<string>();

/** The words of one part (a variant's, `more`, `card-<variant>`) in one language, loaded once. */
function load(l: TeachLang, part: string): Promise<Catalogue> {
  const key = `${l}/${part}`;
  let p = pending.get(key);
  // A rules card's words: their loaders sit with the card's code (loaded with them).
  if (!p) pending.set(key, (p = (part.startsWith('card-') ? import('./rules-card.js').then((m) => m.CARD_WORDS[`${l}/${part.slice(5)}`]!()) : LOAD[key]!()).then((x) => x.default)));
  return p;
}

/**
 * The catalogue of a language for a variant, once loaded (with the extras
 * loaded so far); else undefined. Undefined too until every extra asked for
 * has loaded.
 */
export function cachedCatalogue(lang: string, variant: Variant, ...extras: Extra[]): Catalogue | undefined {
  const l = teachLang(lang);
  const v = known(variant);
  const ready = cachedKit(v) && [v, ...extras.map((x) => file(v, x))].every((p) => merged.has(`${l}/${v}/${p}`));
  return ready ? cats.get(`${l}/${v}`) : undefined;
}

/** Loads the catalogue of a language for a variant, with the `extras` asked for. */
export async function catalogue(lang: string, variant: Variant, ...extras: Extra[]): Promise<Catalogue> {
  const l = teachLang(lang);
  const v = known(variant);
  const key = `${l}/${v}`;
  await Promise.all([loadKit(v), ...[v, ...extras.map((x) => file(v, x))].map(async (p) => {
    const words = await load(l, p);
    cats.set(key, Object.assign(cats.get(key) ?? {}, words));
    merged.add(`${key}/${p}`);
  })]);
  return cats.get(key)!;
}
