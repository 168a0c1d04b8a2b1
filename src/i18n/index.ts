/** Message catalogues: English bundled, others loaded on demand. */
import { en } from './en.js';
import type { Messages } from './en.js';

export { en };
export type { Messages };

/** Languages with a complete catalogue. */
export const LANGS = ['en', 'pt-BR', 'pl'] as const;

/** The catalogue code for a BCP 47 tag (`"pt"` → `"pt-BR"`, `"en-GB"` → `"en"`), or null when none fits. */
export function matchLang(tag: string): (typeof LANGS)[number] | null {
  const t = tag.trim().toLowerCase();
  if (t === '' || t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'pt' || t.startsWith('pt-')) return 'pt-BR';
  if (t === 'pl' || t.startsWith('pl-')) return 'pl';
  return null;
}

const loaded: Partial<Record<(typeof LANGS)[number], Messages>> = { en };

/** The catalogue if already loaded (English always is). */
export function cached(code: (typeof LANGS)[number]): Messages | undefined {
  return loaded[code];
}

/** Loads a catalogue (dynamic import, so only English is in the main bundle). */
export async function load(code: (typeof LANGS)[number]): Promise<Messages> {
  const hit = loaded[code];
  if (hit) return hit;
  const m = code === 'pl' ? (await import('./pl.js')).pl : (await import('./pt-br.js')).ptBR;
  return (loaded[code] = m);
}
