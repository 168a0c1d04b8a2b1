/**
 * The banner for bad input or a refused move, in the table's language, with a button that dismisses it. A page's
 * input is worded from the values it gave (the report's params and the attribute as written); a refused move by its
 * reason in player words once the teaching words have worked it out (else the engine's message).
 */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { playerRange, VARIANTS } from '../../engine/game.js';
import type { Variant } from '../../engine/game.js';
import type { Banner } from '../../table/state.js';
import type { Say } from '../../words/words.js';
import type { Send } from './send.js';

/** What the banner needs of the page: an attribute as written (a number property reads bad text as NaN). */
export type Attr = (name: string) => string | null;

const unquote = (s = '') => s.replace(/^"(.*)"$/, '$1');

/** The banner's words for `e`, or null when its code has no words of its own (the message is shown). */
export function bannerText(e: Banner, w: Say, attr: Attr, variant: string): string {
  if (e.why) return w.msg(e.why);
  const variants = VARIANTS;
  let range: string | null = null;
  try {
    const r = (variants as readonly string[]).includes(variant) ? playerRange(variant as Variant) : null;
    range = r ? (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`) : null;
  } catch {
    range = null; // the variant's rules are not loaded yet
  }
  const p = e.params ?? {};
  const shown = (name: string, v = '') => (v === 'NaN' && attr(name) !== null ? `"${attr(name)}"` : v); // a number property reads an attribute's text as NaN: then that text
  const given = (name: string, v?: string) => unquote(shown(name, v));
  switch (e.code) {
    case 'unknown-variant':
      return w.t('err.unknown-variant', { v: variant, list: variants.join(', ') });
    case 'unknown-lang':
      return w.t('err.unknown-lang', { v: attr('lang') ?? '' });
    case 'bad-players':
      return range ? w.t('err.bad-players', { range, n: p.given ?? given('players', p.value) }) : e.message;
    case 'bad-seed':
      return w.t('err.bad-seed', { v: given('seed', p.value) });
    case 'bad-options':
      return p.option ? w.t(p.value === undefined ? 'err.unknown-option' : 'err.bad-option', { k: p.option, v: unquote(p.value) }) : w.t('err.bad-options');
    case 'bad-attribute':
      return w.t('err.bad-attribute', { a: `${p.name}=${shown(p.name!, p.value)}`, d: unquote(p.used) });
    case 'storage':
      return w.t(p.read ? 'err.storage-read' : 'err.storage', { why: p.why ?? '' });
  }
  return e.message;
}

/** The banner. */
export function banner(text: string, w: Say, send: Send): TemplateResult {
  return html`<div class="error" role="alert"><span>${text}</span><button aria-label=${w.t('err.dismiss')} title=${w.t('err.dismiss')} @click=${() => send({ type: 'dismiss' })}>✕</button></div>`;
}
