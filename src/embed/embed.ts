/**
 * The embed page (dist/embed/index.html, served by `domino-table-server` at `/embed/`): one `<domino-table>` that
 * fills the frame, its attributes taken from the page's URL parameters, talking to the page that framed it by
 * `postMessage` (docs/embedding.md):
 *
 * - every `domino-*` event the table fires goes up as `{ source: 'domino-table', type, detail }` (detail made
 *   structured-clone safe);
 * - the table's preferred height (what it would take at this width without a height from its host) goes up as
 *   `{ source: 'domino-table', type: 'resize', detail: { height, width } }` whenever it changes (and, framed by
 *   WordPress with `#?secret=…`, as WordPress's own `{ message: 'height', value, secret }`);
 * - commands come down as `{ target: 'domino-table', command: 'newGame' | 'load' | 'goTo', args: [...], id? }`, and
 *   only from the origins named in the `parent` parameter (comma-separated; `null` for a sandboxed parent, `*` for
 *   any); each is answered with `{ source: 'domino-table', type: 'reply', detail: { id, command, ok, result } }`;
 * - `{ source: 'domino-table', type: 'ready', detail: { attributes } }` once the table has started (its first event):
 *   commands sent before then wait for it.
 *
 * Bad parameter values are the element's own business: they are set as attributes and the element reports them as it
 * reports bad attributes (a banner in the player's words, and `domino-error`). Parameters that name no attribute
 * (`parent`, and whatever an oEmbed consumer adds) are left alone. Works inside `sandbox="allow-scripts"`: nothing
 * here touches cookies or popups, and `persist` is dropped where storage is refused (the game goes on unsaved, without
 * the element's "cannot be saved" banner: a sandboxed frame never can). Imports nothing of ours: the element comes from the bundle beside it.
 */

/** The element as this page uses it (not imported: the page loads the element's bundle by URL). */
interface Table extends HTMLElement {
  newGame(config?: unknown): void;
  load(record: unknown): Promise<boolean>;
  goTo(step: number): Promise<void>;
  updateComplete?: Promise<unknown>;
}

/** A message to the parent. */
export interface EmbedMessage {
  source: 'domino-table';
  type: string;
  detail: unknown;
}

/** A command from the parent. */
export interface EmbedCommand {
  target: 'domino-table';
  command: 'newGame' | 'load' | 'goTo';
  args?: unknown[];
  id?: string | number;
}

/** The parameters that are the embed page's own, never attributes. */
const OWN = new Set(['parent', 'maxwidth', 'maxheight', 'format', 'url']);
const COMMANDS = new Set(['newGame', 'load', 'goTo']);

/** A detail any `postMessage` can carry: plain data (JSON's subset), or null when it has none. */
export function cloneable(detail: unknown): unknown {
  if (detail === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(detail)) as unknown;
  } catch {
    return null; // a cycle: nothing the table fires has one
  }
}

/** The origins allowed to send commands, from `parent=` (`null` is a sandboxed page's origin; `*` is any). */
export function parentOrigins(param: string | null): Set<string> {
  const out = new Set<string>();
  for (const o of (param ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    if (o === '*' || o === 'null') out.add(o);
    else {
      try {
        out.add(new URL(o).origin);
      } catch {
        // not an origin: allows nothing
      }
    }
  }
  return out;
}

/** The attributes to set from `params`: every parameter naming one of `known` (a boolean one off for `false`/`0`). */
export function attributesOf(params: URLSearchParams, known: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of params) {
    const name = k.toLowerCase();
    if (OWN.has(name) || !known.includes(name)) continue;
    if (name === 'open-hands' && /^(false|0|no|off)$/i.test(v)) continue;
    out.push([name, v]);
  }
  return out;
}

/** The height the table takes at `width` without a height from its host: its box's aspect ratio (see table.styles.ts). */
function preferredHeight(table: Table): number {
  const width = table.getBoundingClientRect().width;
  const box = table.shadowRoot?.querySelector('.table');
  const ar = box ? getComputedStyle(box).aspectRatio : '';
  const [a, b = '1'] = ar.split('/').map((s) => s.trim());
  const ratio = Number(a) / Number(b);
  return Math.round(width / (ratio > 0 ? ratio : 1.1));
}

/** Whether the page may use localStorage: not in a sandboxed frame (an opaque origin), where `persist` is dropped quietly. */
function storage(win: Window): boolean {
  try {
    return !!win.localStorage;
  } catch {
    return false; // SecurityError
  }
}

/** Starts the embed page: `load` brings the element's bundle (it defines `<domino-table>`). */
export async function startEmbed(load: () => Promise<unknown>, win: Window = window): Promise<Table> {
  const doc = win.document;
  const params = new URLSearchParams(win.location.search);
  const allowed = parentOrigins(params.get('parent'));
  const parent = win.parent;
  // Replies go only to the named origins when they are real ones; a sandboxed or unnamed parent can only be `*`.
  const targets = [...allowed].filter((o) => o !== '*' && o !== 'null');
  const post = (type: string, detail: unknown) => {
    if (parent === win) return; // not framed: nobody to tell
    const m: EmbedMessage = { source: 'domino-table', type, detail: cloneable(detail) };
    if (targets.length && !allowed.has('*') && !allowed.has('null')) for (const o of targets) parent.postMessage(m, o);
    else parent.postMessage(m, '*');
  };

  await load();
  await customElements.whenDefined('domino-table');
  const Ctor = customElements.get('domino-table') as unknown as { observedAttributes: string[] };
  const table = doc.createElement('domino-table') as Table;
  for (const [k, v] of attributesOf(params, Ctor.observedAttributes)) if (k !== 'persist' || storage(win)) table.setAttribute(k, v);

  // The table has started once it said something (a game, a step, a turn, an error): commands wait for that, so a
  // command sent on `ready` is not undone by the parameters still being applied (replay and lessons load on demand).
  let started!: () => void;
  const ready = new Promise<void>((r) => (started = r));
  win.setTimeout(() => started(), 15000); // a table that never speaks still takes commands

  // Every domino-* event the table fires, as it fires it (future events included).
  const dispatch = table.dispatchEvent.bind(table);
  table.dispatchEvent = (e: Event) => {
    const ok = dispatch(e);
    if (e.type.startsWith('domino-')) {
      post(e.type, (e as CustomEvent).detail);
      queueMicrotask(measure);
      started();
    }
    return ok;
  };

  // WordPress frames an oEmbed iframe with `#?secret=…` and resizes it on its own message (wp-embed.js): say the
  // height that way too, so a pasted link's table is as tall as it wants in a WordPress post.
  const wp = /[#&?]secret=([\w-]{1,40})/.exec(win.location.hash)?.[1];
  let last = 0;
  let raf = 0;
  function measure(): void {
    raf ||= win.requestAnimationFrame(() => {
      raf = 0;
      const h = preferredHeight(table);
      if (!(h > 0 && h !== last)) return;
      post('resize', { height: (last = h), width: Math.round(table.getBoundingClientRect().width) });
      if (wp && parent !== win) parent.postMessage({ message: 'height', value: h, secret: wp }, '*');
    });
  }
  new ResizeObserver(measure).observe(table);

  win.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as Partial<EmbedCommand> | null;
    if (!d || typeof d !== 'object' || d.target !== 'domino-table' || e.source !== parent) return;
    if (!(allowed.has('*') || allowed.has(e.origin))) return; // not from a page named in `parent=`: ignored
    if (typeof d.command !== 'string' || !COMMANDS.has(d.command)) return;
    const args = Array.isArray(d.args) ? d.args : [];
    const id = typeof d.id === 'string' || typeof d.id === 'number' ? d.id : null;
    void (async () => {
      await ready;
      let result: unknown = null;
      if (d.command === 'newGame') table.newGame(args[0] ?? {});
      else if (d.command === 'load') result = await table.load(args[0]);
      else await table.goTo(Number(args[0]));
      post('reply', { id, command: d.command, ok: result !== false, result });
    })();
  });

  doc.body.append(table);
  await table.updateComplete;
  await ready;
  post('ready', { attributes: Object.fromEntries(attributesOf(params, Ctor.observedAttributes)) });
  measure();
  return table;
}
