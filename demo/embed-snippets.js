// The demo's "Put it on your page" card (demo/index.html): the text it offers for the game set up there — the script
// tag, and the sandboxed iframe of the embed page (docs/embedding.md) for pages that take no script. Pure functions of
// the set-up, so a test can check them (src/server/demo-embed.test.ts); the page puts their results in as text only.

/**
 * Where the copied script tag loads the element from. `null` until the package is published on npm: the tag points at
 * this page's own build (`/dist/cdn/…` beside the demo: from `npm start`, the sources; after `npm run build`, the
 * built files). After the first `npm publish`, set it to the CDN's folder of that version (docs/releasing.md):
 * `'https://cdn.jsdelivr.net/npm/domino-table@0.1.0'`.
 */
export const PUBLISHED_CDN = null;

/** The base the script tag's `dist/cdn/…` is under: {@link PUBLISHED_CDN}, else the site of the page at `pageUrl`. */
export function scriptBase(pageUrl, cdn = PUBLISHED_CDN) {
  return (cdn ?? new URL('../', pageUrl).href).replace(/\/+$/, '');
}

/** The embed page served beside the page at `pageUrl` (`npm start` and the game server both answer `/embed/`). */
export function ownEmbedPage(pageUrl) {
  return new URL('../embed/', pageUrl).href;
}

/** The element's defaults: an attribute at its default is left out of the snippets. */
const DEFAULTS = { speed: '700', level: 'medium', humans: '0', lang: 'en' };

/** The attributes worth writing for set-up `a` (`defaultPlayers`: the variant's usual table), in order. */
export function keptAttributes(a, defaultPlayers) {
  return Object.entries(a).filter(([k, v]) => v !== '' && v !== undefined && DEFAULTS[k] !== v && !(k === 'players' && v === String(defaultPlayers)));
}

/** `&`, `"` and `<` as entities: a value inside a double-quoted attribute. */
export const escAttr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The script tag (and the theme's stylesheet) for set-up `a`, from `cdn` (a base holding `dist/`: {@link scriptBase}). */
export function scriptSnippet(a, defaultPlayers, cdn) {
  const lines = [`<script type="module" src="${cdn}/dist/cdn/domino-table.bundle.js"></script>`];
  if (a.theme) lines.push(`<link rel="stylesheet" href="${cdn}/dist/themes/${a.theme}.css">`);
  lines.push(`<domino-table ${keptAttributes(a, defaultPlayers).map(([k, v]) => `${k}="${escAttr(v)}"`).join(' ')}></domino-table>`);
  return lines.join('\n');
}

/**
 * The embed page's URL for set-up `a`: every kept attribute a URL parameter. With `replay` ({ record: 'dt1.…',
 * step }) it opens this game at this step as a replay instead (the record carries players, rules and seats; the
 * language, theme and names stay). `page` is where the embed page is served (`https://host/embed/`).
 */
export function embedUrl(page, a, defaultPlayers, replay) {
  const u = new URL(page);
  const kept = keptAttributes(a, defaultPlayers);
  if (replay) {
    u.searchParams.set('mode', 'replay');
    u.searchParams.set('record', replay.record);
    u.searchParams.set('step', String(replay.step));
    for (const [k, v] of kept) if (['variant', 'lang', 'theme', 'names'].includes(k)) u.searchParams.set(k, v);
  } else {
    for (const [k, v] of kept) u.searchParams.set(k, v);
  }
  return u.href;
}

/** The `<iframe sandbox="allow-scripts">` for the embed page at `src`, sized as the table's aspect at 640 px (`tall`: Mexican Train's). */
export function iframeSnippet(src, title, tall = false) {
  const height = Math.round(640 / (tall ? 0.95 : 1.1));
  return `<iframe src="${escAttr(src)}" sandbox="allow-scripts" allow="clipboard-write"\n        width="640" height="${height}" loading="lazy" style="border:0;max-width:100%"\n        title="${escAttr(title)}"></iframe>`;
}

/** The step a record ends at (step 0 = the deal; each action one step, and each new round one). */
export function lastStep(record) {
  return record.rounds.reduce((n, r) => n + r.actions.length, 0) + record.rounds.length - 1;
}
