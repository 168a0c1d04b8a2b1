/**
 * `GET /embed/render.png?record=dt1.…&step=N&lang=pl&theme=wood&seat=0&width=1200` (or `?lesson=f-fives` for a
 * built-in lesson's start, or `?variant=draw&players=3&seed=5` for a new game's deal): the picture of an embed page's position, for `og:image` / `twitter:card` and oEmbed's
 * `thumbnail_url`. Drawn by `domino-table/render` (the element's own drawing) on first request and kept: the same
 * query gives the same bytes, so answers are cached here (the last {@link CACHE} queries) and by browsers and CDNs
 * (`Cache-Control: public`, a day). Without the optional `@resvg/resvg-js` the route answers 503 and says so; the
 * render code loads only when a picture is first asked for.
 */
import { createGame } from '../engine/index.js';

/** A link preview's picture, px: what `/embed/render.png` draws without a `width` (and the shape it keeps with one). */
export const PREVIEW = { width: 1200, height: 630 } as const;

/** How many pictures are kept (about 30–80 KB each at 1200 px). */
export const CACHE = 200;

/** What the route answers: a PNG, or a refusal (`status`, `code`, `error`). */
export type PictureAnswer = { ok: true; png: Uint8Array } | { ok: false; status: number; code: string; error: string };

const cache = new Map<string, Promise<PictureAnswer>>();

const NAMES = ['record', 'lesson', 'step', 'lang', 'theme', 'seat', 'width', 'variant', 'players', 'seed'] as const;

/** The PNG for a query (see the module comment). */
export function picture(q: URLSearchParams): Promise<PictureAnswer> {
  const key = NAMES.map((n) => `${n}=${q.get(n) ?? ''}`).join('&');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // most recently used last
    cache.set(key, hit);
    return hit;
  }
  const p = draw(q).then((a) => {
    if (!a.ok && a.status >= 500) cache.delete(key); // a missing package may be installed later
    return a;
  });
  cache.set(key, p);
  while (cache.size > CACHE) cache.delete(cache.keys().next().value!);
  return p;
}

const bad = (code: string, error: string): PictureAnswer => ({ ok: false, status: 400, code, error });

async function draw(q: URLSearchParams): Promise<PictureAnswer> {
  const num = (n: string) => (q.get(n) === null ? undefined : /^\d{1,6}$/.test(q.get(n)!) ? Number(q.get(n)) : NaN);
  let input: unknown = q.get('record');
  const lesson = q.get('lesson');
  if (!input && lesson) {
    // a built-in lesson: its position at the start, as a record of its deal and the moves before it
    const { LESSONS } = await import('../teach/catalog.js');
    const info = LESSONS.find((l) => l.id === lesson);
    if (!info) return bad('bad-option', `No built-in lesson "${lesson.slice(0, 30)}".`);
    const { builtIn } = await import('../teach/builtin.js');
    const l = (await builtIn(info.variant)).find((x) => x.id === lesson)!;
    const rounds: { deal: (typeof l.deals)[number]; actions: typeof l.moves }[] = [{ deal: l.deals[0]!, actions: [] }];
    for (const a of l.moves) {
      if (a.type === 'next-round') rounds.push({ deal: l.deals[rounds.length]!, actions: [] });
      else rounds.at(-1)!.actions.push(a);
    }
    input = { format: 'domino-table/1', variant: l.variant, players: l.players, options: l.options, seed: 1, rounds, shortDeals: true }; // seed 1: as the lesson's start is reached (startOf)
  }
  if (!input) {
    const variant = q.get('variant');
    if (!variant) return bad('bad-record', 'Give a record (record=dt1.…) or a game (variant=…).');
    try {
      input = createGame({ variant: variant as 'draw', ...(num('players') !== undefined ? { players: num('players')! } : {}), seed: num('seed') ?? 1 });
    } catch (e) {
      return bad('bad-option', `Not a game: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  let r: typeof import('../render/index.js');
  try {
    r = await import('../render/index.js');
  } catch (e) {
    return { ok: false, status: 503, code: 'no-rasterizer', error: `Pictures cannot load here: ${e instanceof Error ? e.message : String(e)}` };
  }
  const width = num('width') ?? PREVIEW.width;
  if (!(width >= 120 && width <= 2000)) return bad('bad-option', 'width must be a size in px from 120 to 2000.');
  try {
    const step = q.get('step');
    const png = await r.renderPNG(input, {
      ...(step !== null && step !== '' ? { step: /^\d{1,6}$/.test(step) ? Number(step) : (step as unknown as number) } : {}),
      ...(q.get('lang') ? { lang: q.get('lang')! } : {}),
      ...(q.get('theme') ? { theme: q.get('theme')! } : {}),
      ...(q.get('seat') !== null ? { seat: num('seat')! } : {}),
      width,
      height: Math.round((width * PREVIEW.height) / PREVIEW.width), // the shape of a link preview's picture
    });
    return { ok: true, png };
  } catch (e) {
    if (e instanceof r.RenderError) return e.code === 'no-rasterizer' || e.code === 'no-font' ? { ok: false, status: 503, code: e.code, error: e.message } : bad(e.code, e.message);
    throw e;
  }
}
