/**
 * The studio's `publish` part (see ../state.ts): what the person made, ready to put anywhere — the link that carries
 * it (the embed page's address + `?lesson=` / `?puzzle=` / `?course=` + its `dl1.…` text, src/teach/link.ts), the
 * sandboxed iframe for the embed page, the script tag with the JSON in its attribute (and the `src=` form with the
 * JSON file), the oEmbed URL, a picture of the position (SVG and PNG, from a `<domino-table>`'s own `toSVG()`) and the
 * JSON file. Offered once the value is valid and the preview's "Solve it by the hints" reached its end for it
 * (./preview.ts). "Publish" sends `{ type: 'publish', link, json }`: the element fires `domino-studio-publish`.
 *
 * Every snippet is text in a read-only `<textarea>`, never markup; what the person typed (a title) is escaped for the
 * attribute it goes into.
 */
import { css, html, nothing } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import { until } from 'lit/directives/until.js';
import { encodeContent } from '../../teach/link.js';
import type { StudioSend, StudioView, StudioWords } from '../state.js';
import type { StudioKind } from '../types.js';
import { adopt, contentHash, contentTable, solvedNow } from './preview.js';

/** The publish part's passing state (`view.ui.publish`). */
export interface PublishUI {
  /** The embed page's address as typed (empty: {@link defaultBase}). */
  base?: string;
  /** The id of the snippet just copied (its button says so), or `fail:<id>` when the clipboard refused. */
  copied?: string;
  /** The picture made, for the value of hash `for`. */
  picture?: { for: string; svg: string; png: string | null };
  /** A picture is being made. */
  drawing?: boolean;
  /** Published: the hash of the value sent. */
  published?: string;
}

/** Links longer than this (characters) get a warning: some sites and chat apps cut them. */
export const LINK_WARN = 2048;

/**
 * The embed page beside the studio: `…/studio/` → `…/embed/` (the game server and `npm start` serve both; the demo's
 * `/demo/studio/` uses the site's `/embed/`).
 */
export function defaultBase(page: string = location.href): string {
  const u = new URL(page);
  const path = u.pathname.replace(/(index\.html)?$/, '');
  const root = /\/studio\/$/.test(path) ? path.replace(/studio\/$/, '').replace(/demo\/$/, '') : path.replace(/[^/]*$/, '');
  return new URL(`${root}embed/`, u.origin).href;
}

/** The embed page's address to use: `typed` when it is an http(s) address, else null (refused: {@link defaultBase}). */
export function baseOf(typed: string | undefined): string | null {
  if (!typed?.trim()) return defaultBase();
  try {
    const u = new URL(typed.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** The link: `base` with `?<kind>=<code>` (other parameters of `base` kept). */
export function linkOf(base: string, kind: StudioKind, code: string): string {
  const u = new URL(base);
  u.searchParams.set(kind, code);
  return u.href;
}

/** `&`, `"` and `<` as entities: a value inside a double-quoted attribute. */
export const escAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** `&`, `'` and `<` as entities: a value inside a single-quoted attribute (JSON keeps its double quotes readable). */
export const escSingle = (s: string): string => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

/** The sandboxed iframe of the embed page at `src` (640 px wide, the table's aspect there). */
export function iframeSnippet(src: string, title: string): string {
  return `<iframe src="${escAttr(src)}" sandbox="allow-scripts" allow="clipboard-write"\n        width="640" height="582" loading="lazy" style="border:0;max-width:100%"\n        title="${escAttr(title)}"></iframe>`;
}

/** The element's bundle beside the embed page at `base` (the embed page loads the same file). */
export const scriptOf = (base: string): string => new URL('domino-table.bundle.js', base).href;

/** The script tag and the element with the value's JSON in its attribute. */
export function scriptSnippet(base: string, kind: StudioKind, json: string): string {
  return `<script type="module" src="${escAttr(scriptOf(base))}"></script>\n<domino-table ${kind}='${escSingle(json)}'></domino-table>`;
}

/** The script tag and the element reading the JSON file `file` (put beside the page). */
export function srcSnippet(base: string, file: string): string {
  return `<script type="module" src="${escAttr(scriptOf(base))}"></script>\n<domino-table src="${escAttr(file)}"></domino-table>`;
}

/** The oEmbed endpoint's URL for `link` (the server's `/oembed` beside `/embed/`: src/server/embed.ts). */
export function oembedOf(base: string, link: string): string {
  const u = new URL('../oembed', base);
  u.searchParams.set('url', link);
  u.searchParams.set('format', 'json');
  return u.href;
}

/** A file name from a title: lowercase letters and digits joined by dashes, else the kind. */
export function fileName(kind: StudioKind, title: string): string {
  const slug = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `${slug || kind}.json`;
}

/** The value's title in `lang` (a text may be one string or one per language). */
function titleIn(value: unknown, lang: string): string {
  const t = (value as { title?: string | Record<string, string> }).title;
  if (!t) return '';
  return typeof t === 'string' ? t : t[lang] ?? t[lang.slice(0, 2)] ?? t.en ?? Object.values(t)[0] ?? '';
}

// The link of the value last asked for (encoding is async): one kept, by its JSON.
// Once coded, the text is drawn at once (a redraw for a Copy or a typed address does not flash "Making the link…").
let coded: { key: string; code: Promise<string>; text?: string } | null = null;
function codeOf(kind: StudioKind, value: object): { code: Promise<string>; text?: string } {
  const key = `${kind} ${JSON.stringify(value)}`;
  if (coded?.key !== key) {
    const c: NonNullable<typeof coded> = { key, code: encodeContent(kind, value) };
    c.code.then((t) => (c.text = t), () => {});
    coded = c;
  }
  return coded;
}

// The JSON file's blob URL, one kept (the old one let go).
let file: { json: string; url: string } | null = null;
function jsonUrl(json: string): string {
  if (file?.json !== json) {
    if (file) URL.revokeObjectURL(file.url);
    file = { json, url: URL.createObjectURL(new Blob([json], { type: 'application/json' })) };
  }
  return file.url;
}

/** A PNG of an SVG picture, drawn at `scale` × its size. */
export async function pngOf(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = Math.round(img.naturalWidth * scale);
    c.height = Math.round(img.naturalHeight * scale);
    c.getContext('2d')!.drawImage(img, 0, 0, c.width, c.height);
    return await new Promise<Blob>((ok, no) => c.toBlob((b) => (b ? ok(b) : no(new Error('no PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The element as the picture uses it (not imported: the page registers it). */
interface Pictured extends HTMLElement {
  toSVG(): Promise<string | null>;
  updateComplete?: Promise<unknown>;
}

/** Draws the picture from the part's own table (the start position). */
async function picture(e: Event, view: StudioView, send: StudioSend): Promise<void> {
  const root = (e.target as Element).getRootNode() as ShadowRoot | Document;
  const t = root.querySelector<Pictured>('domino-table.pb-table');
  if (!t || typeof t.toSVG !== 'function') return;
  const old = (view.ui.publish as PublishUI | undefined)?.picture;
  send({ type: 'ui', part: 'publish', patch: { drawing: true } });
  await t.updateComplete;
  const svg = await t.toSVG();
  if (!svg) return send({ type: 'ui', part: 'publish', patch: { drawing: false } });
  let png: string | null = null;
  try {
    png = URL.createObjectURL(await pngOf(svg));
  } catch {
    // the SVG alone still serves
  }
  if (old) {
    URL.revokeObjectURL(old.svg);
    if (old.png) URL.revokeObjectURL(old.png);
  }
  const svgUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  send({ type: 'ui', part: 'publish', patch: { drawing: false, picture: { for: contentHash(view.kind, view.value), svg: svgUrl, png } } });
}

/** Copies `text` (the snippet `id`); where the clipboard refuses, the snippet's text is selected for Ctrl+C. */
async function copy(e: Event, id: string, text: string, send: StudioSend): Promise<void> {
  const box = ((e.target as Element).closest('.pb-item')?.querySelector('textarea') ?? null) as HTMLTextAreaElement | null;
  try {
    await navigator.clipboard.writeText(text);
    send({ type: 'ui', part: 'publish', patch: { copied: id } });
  } catch {
    box?.focus();
    box?.select();
    send({ type: 'ui', part: 'publish', patch: { copied: `fail:${id}` } });
  }
}

/** The publish part's styles, adopted into the studio's shadow root when it first draws. */
export const publishStyles: CSSResult = css`
  .pb { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; max-width: 980px; }
  .pb-item { display: grid; gap: 6px; border-top: 1px solid #dde3ea; padding-top: 12px; }
  .pb-item h3 { margin: 0; font-size: 17px; }
  .pb-item p { margin: 0; }
  .pb-item textarea { width: 100%; box-sizing: border-box; font: 13px/1.4 ui-monospace, monospace; resize: vertical; }
  .pb-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .pb-row button, .pb-row a, .pb-main { min-height: 44px; min-width: 44px; display: inline-flex; align-items: center; box-sizing: border-box; }
  .pb-row a { padding: 0 10px; }
  .pb-main { font-weight: 700; font-size: 17px; padding: 0 18px; }
  .pb-base input { min-height: 44px; width: min(100%, 520px); box-sizing: border-box; font: inherit; }
  .pb-warn { color: #8a4b00; }
  .pb-warn::before { content: '⚠ '; }
  .pb-bad { color: #9b1c1c; }
  .pb-note { color: #4a5568; font-size: 14px; }
  .pb-pic { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
  .pb-pic > * { min-width: 0; }
  .pb-frame { flex: 0 1 640px; border: 1px solid #c9d1dc; border-radius: 8px; overflow: hidden; }
  .pb-frame domino-table { display: block; width: 100%; }
  .pb-pic img { width: 320px; max-width: 100%; border: 1px solid #c9d1dc; }
`;

/** One output: a heading, a note, the text (read-only), its Copy button and more buttons. */
function item(id: string, title: string, note: TemplateResult | string, text: string, view: StudioView, words: StudioWords, send: StudioSend, more: unknown = nothing, rows = 3): TemplateResult {
  const c = (view.ui.publish as PublishUI | undefined)?.copied;
  return html`<section class="pb-item" data-item=${id} aria-labelledby=${`pb-${id}`}>
    <h3 id=${`pb-${id}`}>${title}</h3>
    ${note ? html`<p class="pb-note">${note}</p>` : nothing}
    <textarea readonly rows=${rows} spellcheck="false" aria-labelledby=${`pb-${id}`} .value=${text}></textarea>
    <div class="pb-row">
      <button class="pb-copy" @click=${(e: Event) => void copy(e, id, text, send)}>${c === id ? words.t('studio.publish.copied') : words.t('studio.publish.copy')}</button>
      ${more}
      ${c === `fail:${id}` ? html`<span class="pb-bad" role="alert">${words.t('studio.publish.copyFailed')}</span>` : nothing}
    </div>
  </section>`;
}

/** The outputs once the link is coded. */
function outputs(view: StudioView, words: StudioWords, send: StudioSend, base: string, code: string): TemplateResult {
  const t = words.t;
  const kind = view.kind;
  const json = JSON.stringify(view.value);
  const pretty = JSON.stringify(view.value, null, 2);
  const link = linkOf(base, kind, code);
  const title = titleIn(view.value, view.textLang) || t(`studio.publish.untitled.${kind}`);
  const name = fileName(kind, titleIn(view.value, 'en') || titleIn(view.value, view.textLang));
  const ui = (view.ui.publish ?? {}) as PublishUI;
  const hash = contentHash(kind, view.value);
  const pic = ui.picture?.for === hash ? ui.picture : null;
  const long = link.length > LINK_WARN;
  const dl = jsonUrl(pretty);
  return html`
    <div class="pb-row">
      <button class="pb-main" @click=${() => (send({ type: 'publish', link, json }), send({ type: 'ui', part: 'publish', patch: { published: hash } }))}>${t('studio.publish.publish')}</button>
      ${ui.published === hash ? html`<span role="status">${t('studio.publish.published')}</span>` : nothing}
    </div>
    ${item(
      'link',
      t('studio.publish.link'),
      html`${t('studio.publish.linkNote', { n: link.length })}${long ? html` <span class="pb-warn" role="alert">${t('studio.publish.long', { n: link.length })}</span>` : nothing}`,
      link,
      view,
      words,
      send,
      html`<a href=${link} target="_blank" rel="noopener">${t('studio.publish.open')}</a>`,
      long ? 5 : 3,
    )}
    ${item('iframe', t('studio.publish.iframe'), t('studio.publish.iframeNote'), iframeSnippet(link, title), view, words, send, nothing, 4)}
    ${item('script', t('studio.publish.script'), t('studio.publish.scriptNote'), scriptSnippet(base, kind, json), view, words, send, nothing, 5)}
    ${item('src', t('studio.publish.src'), t('studio.publish.srcNote', { file: name }), srcSnippet(base, name), view, words, send, html`<a class="pb-json" href=${dl} download=${name}>${t('studio.publish.json')}</a>`)}
    ${item('oembed', t('studio.publish.oembed'), t('studio.publish.oembedNote'), oembedOf(base, link), view, words, send, nothing, 2)}
    <section class="pb-item" aria-labelledby="pb-picture">
      <h3 id="pb-picture">${t('studio.publish.picture')}</h3>
      <p class="pb-note">${t('studio.publish.pictureNote')}</p>
      <div class="pb-pic">
        <div class="pb-frame">${contentTable(kind, json, view.lang, 'pb-table')}</div>
        ${pic ? html`<img src=${pic.svg} alt=${t('studio.publish.pictureAlt', { title })} />` : nothing}
      </div>
      <div class="pb-row">
        <button class="pb-draw" ?disabled=${!!ui.drawing} @click=${(e: Event) => void picture(e, view, send)}>${pic ? t('studio.publish.redraw') : t('studio.publish.draw')}</button>
        ${pic ? html`<a class="pb-svg" href=${pic.svg} download=${name.replace(/\.json$/, '.svg')}>${t('studio.publish.svg')}</a>` : nothing}
        ${pic?.png ? html`<a class="pb-png" href=${pic.png} download=${name.replace(/\.json$/, '.png')}>${t('studio.publish.png')}</a>` : nothing}
      </div>
    </section>
    <section class="pb-item" aria-labelledby="pb-file">
      <h3 id="pb-file">${t('studio.publish.file')}</h3>
      <p class="pb-note">${t('studio.publish.fileNote')}</p>
      <div class="pb-row"><a class="pb-json" href=${dl} download=${name}>${t('studio.publish.json')}</a></div>
    </section>`;
}

/** The publish tab. */
export function publish(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  const t = words.t;
  const ui = (view.ui.publish ?? {}) as PublishUI;
  if (view.problems.length)
    return html`<div class="pb" ${adopt(publishStyles)}>
      <p class="pb-bad" role="alert">${t('studio.publish.fixFirst')}</p>
      <ul class="pb-bad">${view.problems.map((p) => html`<li>${p.path ? html`<code>${p.path}</code>: ` : nothing}${p.message}</li>`)}</ul>
    </div>`;
  // A course is published as it stands (its lessons and puzzles are each checked when made); a lesson or a puzzle
  // once the hints solved it.
  if (view.kind !== 'course' && !solvedNow(view))
    return html`<div class="pb" ${adopt(publishStyles)}>
      <p role="status">${t('studio.publish.runFirst')}</p>
      <div class="pb-row"><button class="pb-main" @click=${() => send({ type: 'tab', tab: 'preview' })}>${t('studio.publish.toPreview')}</button></div>
    </div>`;
  const base = baseOf(ui.base);
  const shown = base ?? defaultBase();
  const c = codeOf(view.kind, view.value);
  return html`<div class="pb" ${adopt(publishStyles)}>
    <p>${t('studio.publish.intro')}</p>
    <label class="pb-base">${t('studio.publish.base')}<br />
      <input type="url" .value=${ui.base ?? defaultBase()} aria-describedby="pb-base-note" @change=${(e: Event) => send({ type: 'ui', part: 'publish', patch: { base: (e.target as HTMLInputElement).value } })} />
    </label>
    <p id="pb-base-note" class=${base ? 'pb-note' : 'pb-bad'} role=${base ? nothing : 'alert'}>${base ? t('studio.publish.baseNote') : t('studio.publish.badBase', { base: shown })}</p>
    ${c.text !== undefined ? outputs(view, words, send, shown, c.text) : until(c.code.then((code) => outputs(view, words, send, shown, code)), html`<p role="status">${t('studio.publish.coding')}</p>`)}
  </div>`;
}
