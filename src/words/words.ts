/**
 * The one words system: every text of domino-table, per language, in groups that load on demand, all in the one
 * template format of ./format.ts.
 *
 * | group | what | when |
 * |---|---|---|
 * | `core` | what a table in play shows and says: tiles, places, the status line, seats, controls, each move's announcement | English in the first paint; other languages when asked for |
 * | `panels` | the count, the score sheet, the cover, banners for the page's input, the hint, the move log, the keys | at a table's connect |
 * | `online` | the connection bar, invitations, seats' presence, the fair-deal badge | with online play |
 * | `class` | a class (`mode="class"`): joining, the question, the teacher's counts | with class mode |
 * | a variant (`draw`, …) | teaching: narration, goals, reasons, lessons (with the shared groups of `<lang>/common.ts`) | teach mode, a lesson, a greyed tile, a refused move |
 * | `review` | a move review: verdicts, reasons from what was measured, the deal's luck | `table.review()` |
 * | `more` | teaching extras: hint reasons in play, replay and undo, what the table knows | on first use |
 * | `card-<variant>` | that game's rules card | when it is opened |
 * | `studio` | `<domino-studio>`: making lessons, puzzles and courses, publishing them | the studio's own chunks |
 *
 * A language's {@link Words} holds the groups loaded so far, merged into one catalogue: a message formats the same
 * wherever it is shown.
 */
import { format, tileName } from './format.js';
import type { Catalogue, Ctx, Msg } from './format.js';
import core from './en/core.js';
import type { Variant } from '../engine/game.js';

/** Languages with a complete catalogue. */
export const LANGS = ['en', 'pt-BR', 'pl'] as const;
/** One of {@link LANGS}. */
export type Lang = (typeof LANGS)[number];
/** A group of words (see the module comment). */
export type Group = 'core' | 'panels' | 'online' | 'class' | 'more' | 'review' | 'studio' | Variant | `card-${Variant}`;

/** The catalogue code for a BCP 47 tag (`"pt"` → `"pt-BR"`, `"en-GB"` → `"en"`), or null when none fits. */
export function matchLang(tag: string): Lang | null {
  const t = tag.trim().toLowerCase();
  if (t === '' || t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'pt' || t.startsWith('pt-')) return 'pt-BR';
  if (t === 'pl' || t.startsWith('pl-')) return 'pl';
  return null;
}

/** Loads one group of one language (a dynamic import: the bundler makes a chunk of each). */
export type Loader = () => Promise<{ default: Catalogue }>;

// Every path spelled out: the bundler makes one chunk of each. The teaching groups' loaders are added by the teaching
// code when it loads (src/teach/messages.ts: their paths are no part of a page that does not teach).
const LOAD: Record<string, Loader> = {
  'pt-BR/core': () => import('./pt-BR/core.js'),
  'pl/core': () => import('./pl/core.js'),
  'en/panels': () => import('./en/panels.js'),
  'pt-BR/panels': () => import('./pt-BR/panels.js'),
  'pl/panels': () => import('./pl/panels.js'),
  'en/online': () => import('./en/online.js'),
  'pt-BR/online': () => import('./pt-BR/online.js'),
  'pl/online': () => import('./pl/online.js'),
  'en/class': () => import('./en/class.js'),
  'pt-BR/class': () => import('./pt-BR/class.js'),
  'pl/class': () => import('./pl/class.js'),
  'en/review': () => import('./en/review.js'),
  'pt-BR/review': () => import('./pt-BR/review.js'),
  'pl/review': () => import('./pl/review.js'),
  'en/studio': () => import('./en/studio.js'),
  'pt-BR/studio': () => import('./pt-BR/studio.js'),
  'pl/studio': () => import('./pl/studio.js'),
};

/** Adds the loaders of more groups, by `lang/group` (the teaching code's). */
export function addLoaders(loaders: Record<string, Loader>): void {
  Object.assign(LOAD, loaders);
}

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
  /** A tile's spoken name, e.g. "six–four". */
  tile(tile: string): string;
}

/** A {@link Say} for `words` and `ctx`. */
export function say(words: Words, ctx: Ctx): Say {
  return {
    lang: words.lang,
    words,
    ctx,
    t: (key, params = {}, seat) => words.text(ctx, seat === undefined ? { key, params } : { key, params, seat }),
    msg: (msg) => words.text(ctx, msg),
    tile: (tile) => tileName(words.cat, ctx, tile),
  };
}
