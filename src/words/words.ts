/**
 * The one words system: every text of domino-table, per language, in groups that load on demand, all in the one
 * template format of ./format.ts.
 *
 * | group | what | when |
 * |---|---|---|
 * | `core` | what a table in play shows and says: tiles, places, the status line, seats, controls, each move's announcement | English in the first paint; other languages when asked for |
 * | `panels` | the count, the score sheet, the cover, banners for the page's input, the hint, the move log, the keys | at a table's connect |
 * | `online` | the connection bar, invitations, seats' presence, the fair-deal badge | with online play |
 * | a variant (`draw`, …) | teaching: narration, goals, reasons, lessons (with the shared groups of `<lang>/common.ts`) | teach mode, a lesson, a greyed tile, a refused move |
 * | `more` | teaching extras: hint reasons in play, replay and undo, what the table knows | on first use |
 * | `card-<variant>` | that game's rules card | when it is opened |
 *
 * A language's {@link Words} holds the groups loaded so far, merged into one catalogue: a message formats the same
 * wherever it is shown.
 */
import { format } from './format.js';
import type { Catalogue, Ctx, Msg } from './format.js';
import core from './en/core.js';
import type { Variant } from '../engine/game.js';

/** Languages with a complete catalogue. */
export const LANGS = ['en', 'pt-BR', 'pl'] as const;
/** One of {@link LANGS}. */
export type Lang = (typeof LANGS)[number];
/** A group of words (see the module comment). */
export type Group = 'core' | 'panels' | 'online' | 'more' | Variant | `card-${Variant}`;

/** The catalogue code for a BCP 47 tag (`"pt"` → `"pt-BR"`, `"en-GB"` → `"en"`), or null when none fits. */
export function matchLang(tag: string): Lang | null {
  const t = tag.trim().toLowerCase();
  if (t === '' || t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'pt' || t.startsWith('pt-')) return 'pt-BR';
  if (t === 'pl' || t.startsWith('pl-')) return 'pl';
  return null;
}

type Loader = () => Promise<{ default: Catalogue }>;
// Every path spelled out: the bundler makes one chunk of each.
const LOAD: Record<string, Loader> = {
  'pt-BR/core': () => import('./pt-BR/core.js'),
  'pl/core': () => import('./pl/core.js'),
  'en/panels': () => import('./en/panels.js'),
  'pt-BR/panels': () => import('./pt-BR/panels.js'),
  'pl/panels': () => import('./pl/panels.js'),
  'en/online': () => import('./en/online.js'),
  'pt-BR/online': () => import('./pt-BR/online.js'),
  'pl/online': () => import('./pl/online.js'),
  'en/partnership': () => import('./en/partnership.js'),
  'en/draw': () => import('./en/draw.js'),
  'en/all-fives': () => import('./en/all-fives.js'),
  'en/mexican-train': () => import('./en/mexican-train.js'),
  'en/more': () => import('./en/more.js'),
  'en/card-partnership': () => import('./en/card-partnership.js'),
  'en/card-draw': () => import('./en/card-draw.js'),
  'en/card-all-fives': () => import('./en/card-all-fives.js'),
  'en/card-mexican-train': () => import('./en/card-mexican-train.js'),
  'pt-BR/partnership': () => import('./pt-BR/partnership.js'),
  'pt-BR/draw': () => import('./pt-BR/draw.js'),
  'pt-BR/all-fives': () => import('./pt-BR/all-fives.js'),
  'pt-BR/mexican-train': () => import('./pt-BR/mexican-train.js'),
  'pt-BR/more': () => import('./pt-BR/more.js'),
  'pt-BR/card-partnership': () => import('./pt-BR/card-partnership.js'),
  'pt-BR/card-draw': () => import('./pt-BR/card-draw.js'),
  'pt-BR/card-all-fives': () => import('./pt-BR/card-all-fives.js'),
  'pt-BR/card-mexican-train': () => import('./pt-BR/card-mexican-train.js'),
  'pl/partnership': () => import('./pl/partnership.js'),
  'pl/draw': () => import('./pl/draw.js'),
  'pl/all-fives': () => import('./pl/all-fives.js'),
  'pl/mexican-train': () => import('./pl/mexican-train.js'),
  'pl/more': () => import('./pl/more.js'),
  'pl/card-partnership': () => import('./pl/card-partnership.js'),
  'pl/card-draw': () => import('./pl/card-draw.js'),
  'pl/card-all-fives': () => import('./pl/card-all-fives.js'),
  'pl/card-mexican-train': () => import('./pl/card-mexican-train.js'),
};

const all = new Map<Lang, Words>();

/** A language's words: the groups loaded so far, merged into one catalogue. */
export class Words {
  /** The merged catalogue of the groups loaded so far. */
  readonly cat: Catalogue = {};
  #groups = new Set<Group>();
  #pending = new Map<Group, Promise<void>>();

  private constructor(readonly lang: Lang) {
    if (lang === 'en') this.#add('core', core);
  }

  /** The words of `lang` (one object per language for the page: every table shares what was loaded). */
  static of(lang: Lang): Words {
    let w = all.get(lang);
    if (!w) all.set(lang, (w = new Words(lang)));
    return w;
  }

  /** Whether every group asked for is loaded. */
  has(...groups: Group[]): boolean {
    return groups.every((g) => this.#groups.has(g));
  }

  /** Loads the groups asked for (each once; a failed load is tried again next time). */
  async load(...groups: Group[]): Promise<this> {
    await Promise.all(
      groups.map((g) => {
        if (this.#groups.has(g)) return;
        let p = this.#pending.get(g);
        if (!p) {
          const loader = LOAD[`${this.lang}/${g}`];
          if (!loader) return; // a group this language has not (e.g. the variant of a game not taught yet)
          p = loader().then(
            (x) => this.#add(g, x.default),
            (e) => {
              this.#pending.delete(g);
              throw e;
            },
          );
          this.#pending.set(g, p);
        }
        return p;
      }),
    );
    return this;
  }

  #add(group: Group, words: Catalogue): void {
    Object.assign(this.cat, words);
    this.#groups.add(group);
  }

  /** The plain text of `msg` (never HTML); "" while its key's group is not loaded. */
  text(ctx: Ctx, msg: Msg): string {
    return this.cat[msg.key] === undefined ? '' : format(this.cat, ctx, msg);
  }
}

/** What a table says with: a language's words bound to who is who at that table. */
export interface Say {
  readonly lang: Lang;
  readonly words: Words;
  readonly ctx: Ctx;
  /** The text of `key` with `params`, about `seat` (its `.you` form for the person at the table); "" until loaded. */
  t(key: string, params?: Record<string, string | number>, seat?: number): string;
  /** The text of a message. */
  msg(msg: Msg): string;
}

/** A {@link Say} for `words` and `ctx`. */
export function say(words: Words, ctx: Ctx): Say {
  return {
    lang: words.lang,
    words,
    ctx,
    t: (key, params = {}, seat) => words.text(ctx, seat === undefined ? { key, params } : { key, params, seat }),
    msg: (msg) => words.text(ctx, msg),
  };
}
