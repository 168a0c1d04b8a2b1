/**
 * The teaching words of a game, with its teaching code: the words come from the one words system (src/words/, a
 * variant's group with the shared groups it uses, the extras `more` and `card-<variant>` when first needed), the
 * variant's teaching code (kit.ts) loads with them: a catalogue is ready when both are.
 */
import type { Variant } from '../engine/game.js';
import { VARIANTS } from '../engine/game.js';
import type { Catalogue } from '../words/format.js';
import { teachLang } from '../words/format.js';
import { addLoaders, Words } from '../words/words.js';
import type { Group } from '../words/words.js';
import { cachedKit, loadKit } from './kit.js';

/** Languages of the teaching catalogues. */
export const TEACH_LANGS = ['en', 'pt-BR', 'pl'] as const;
/** One of {@link TEACH_LANGS}. */
export type TeachLang = (typeof TEACH_LANGS)[number];
/** The words loaded on first use besides a variant's: `more` (hint reasons, replay, undo, the table's knowledge, a lesson that cannot open) and `card` (its rules card). */
export type Extra = 'more' | 'card';

export { teachLang };

// The teaching groups of the one words system (src/words/words.ts), every path spelled out for the bundler (the
// rules cards' in ./card-words.ts, registered when a card is first asked for).
addLoaders({
  'en/partnership': () => import('../words/en/partnership.js'),
  'en/draw': () => import('../words/en/draw.js'),
  'en/all-fives': () => import('../words/en/all-fives.js'),
  'en/mexican-train': () => import('../words/en/mexican-train.js'),
  'en/more': () => import('../words/en/more.js'),
  'en/block': () => import('../words/en/block.js'),
  'pt-BR/partnership': () => import('../words/pt-BR/partnership.js'),
  'pt-BR/draw': () => import('../words/pt-BR/draw.js'),
  'pt-BR/all-fives': () => import('../words/pt-BR/all-fives.js'),
  'pt-BR/mexican-train': () => import('../words/pt-BR/mexican-train.js'),
  'pt-BR/more': () => import('../words/pt-BR/more.js'),
  'pt-BR/block': () => import('../words/pt-BR/block.js'),
  'pl/partnership': () => import('../words/pl/partnership.js'),
  'pl/draw': () => import('../words/pl/draw.js'),
  'pl/all-fives': () => import('../words/pl/all-fives.js'),
  'pl/mexican-train': () => import('../words/pl/mexican-train.js'),
  'pl/more': () => import('../words/pl/more.js'),
  'pl/block': () => import('../words/pl/block.js'),
});

// A variant the element was given but the engine refused (e.g. variant="chess") still gets words: partnership's.
const known = (v: string): Variant => ((VARIANTS as readonly string[]).includes(v) ? v : 'partnership') as Variant;
const groups = (v: Variant, extras: Extra[]): Group[] => ['core', v, ...extras.map((x): Group => (x === 'card' ? `card-${v}` : x))];

/** The words of a language for teaching a variant (with the extras asked for), once they and its code are loaded; else undefined. */
export function cachedCatalogue(lang: string, variant: Variant, ...extras: Extra[]): Catalogue | undefined {
  const v = known(variant);
  const w = Words.of(teachLang(lang));
  return cachedKit(v) && w.has(...groups(v, extras)) ? w.cat : undefined;
}

/** Loads the words of a language for teaching a variant, with the `extras` asked for, and the variant's teaching code. */
export async function catalogue(lang: string, variant: Variant, ...extras: Extra[]): Promise<Catalogue> {
  const v = known(variant);
  if (extras.includes('card')) await import('./card-words.js');
  const [w] = await Promise.all([Words.of(teachLang(lang)).load(...groups(v, extras)), loadKit(v)]);
  return w.cat;
}
