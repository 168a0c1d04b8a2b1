/**
 * `domino-table/render`: pictures and animations of games for Node — `renderSVG` (./svg.ts, the element's own
 * drawing), `renderPNG` through `@resvg/resvg-js` and `renderGIF` (a hand move by move, captioned with the move
 * log's words) through `gifenc`. Both packages are optional: install them beside domino-table to make PNG or GIF;
 * without them `renderPNG`/`renderGIF` throw a {@link RenderError} with code `no-rasterizer` that says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { CLASSIC, paletteFrom } from '../table/picture.js';
import type { Palette } from '../table/picture.js';
import { RenderError, renderFrames, renderSVG as svgOf } from './svg.js';
import type { RenderOptions } from './svg.js';

export { RenderError, renderFrames };
export type { Palette, RenderOptions };

/** Options of the Node API: a theme may also be the name of a built-in theme (`classic`, `contrast`, `wood`). */
export interface NodeRenderOptions extends Omit<RenderOptions, 'theme'> {
  theme?: string | Partial<Palette>;
}

/** A GIF's options: the time a frame stays, in ms (1200 unless given; the last frame stays three times as long). */
export interface GifOptions extends NodeRenderOptions {
  delay?: number;
}

/** The palette of a built-in theme's name (src/themes/*.css, dist/themes/ when installed), or the palette given. */
export function themePalette(theme: NodeRenderOptions['theme']): Partial<Palette> {
  if (theme === undefined || typeof theme === 'object') return theme ?? {};
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(theme)) throw new RenderError('bad-option', `Unknown theme "${String(theme).slice(0, 20)}".`);
  const file = new URL(`../themes/${theme}.css`, import.meta.url);
  if (!existsSync(file)) throw new RenderError('bad-option', `Unknown theme "${theme}": use classic, contrast, wood or give the colours.`);
  const css = readFileSync(file, 'utf8');
  return paletteFrom((prop) => new RegExp(`${prop}\\s*:\\s*([^;]+);`).exec(css)?.[1] ?? '');
}

const opts = (o: NodeRenderOptions): RenderOptions => ({ ...o, theme: { ...CLASSIC, ...themePalette(o.theme) } });

/** A record (object, JSON or `dt1.…` text) or a position at a step as SVG text (see ./svg.ts). */
export async function renderSVG(input: unknown, o: NodeRenderOptions = {}): Promise<string> {
  return svgOf(input, opts(o));
}

// Fonts for the words in a picture (plates, captions): the first of these that is installed (Debian: fonts-dejavu-core,
// fonts-liberation), else the system's fonts.
const FONTS = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/TTF/DejaVuSans.ttf', '/Library/Fonts/Arial Unicode.ttf', 'C:\\Windows\\Fonts\\arial.ttf'];
const FAMILY: Record<string, string> = { DejaVuSans: 'DejaVu Sans', 'LiberationSans-Regular': 'Liberation Sans', 'Arial Unicode': 'Arial Unicode MS', arial: 'Arial' };

type ResvgModule = typeof import('@resvg/resvg-js');
let resvg: Promise<ResvgModule> | null = null;
/** The rasterizer, loaded on first use; a clear error when it is not installed. */
function rasterizer(): Promise<ResvgModule> {
  resvg ??= import('@resvg/resvg-js').catch((e: unknown) => {
    resvg = null;
    throw new RenderError('no-rasterizer', `PNG and GIF need the optional package @resvg/resvg-js: npm install @resvg/resvg-js@2 (${e instanceof Error ? e.message : String(e)})`);
  });
  return resvg;
}

/** Rasterizes SVG text: RGBA pixels and the PNG. */
export async function rasterize(svg: string, width?: number): Promise<{ width: number; height: number; pixels: Uint8Array; png: Uint8Array }> {
  const { Resvg } = await rasterizer();
  const file = FONTS.find((f) => existsSync(f));
  const family = file ? FAMILY[file.replace(/^.*[\\/]/, '').replace(/\.ttf$/, '')] ?? 'sans-serif' : undefined;
  if (!file && /<text/.test(svg) && process.platform === 'linux' && !existsSync('/usr/share/fonts')) throw new RenderError('no-font', 'The picture has words but no font is installed: install one (Debian: apt-get install fonts-dejavu-core).');
  const r = new Resvg(svg, {
    ...(width ? { fitTo: { mode: 'width' as const, value: Math.round(width) } } : {}),
    font: file ? { loadSystemFonts: false, fontFiles: [file], defaultFontFamily: family!, sansSerifFamily: family! } : { loadSystemFonts: true },
  }).render();
  return { width: r.width, height: r.height, pixels: new Uint8Array(r.pixels), png: new Uint8Array(r.asPng()) };
}

/** The PNG of a record or position at a step (see {@link renderSVG}); needs `@resvg/resvg-js`. */
export async function renderPNG(input: unknown, o: NodeRenderOptions = {}): Promise<Uint8Array> {
  const svg = await renderSVG(input, o);
  return (await rasterize(svg)).png;
}

interface Gifenc {
  GIFEncoder(): { writeFrame(index: Uint8Array, w: number, h: number, o: { palette: number[][]; delay: number; repeat?: number }): void; finish(): void; bytes(): Uint8Array };
  quantize(rgba: Uint8Array, n: number, o?: { format?: string }): number[][];
  applyPalette(rgba: Uint8Array, palette: number[][], format?: string): Uint8Array;
}

/**
 * A GIF of the round at `step` (0 unless given: the first round), move by move from its deal, each frame captioned
 * with the move log's words in `lang`; needs `@resvg/resvg-js` and `gifenc`. 480 px wide unless given.
 */
export async function renderGIF(input: unknown, o: GifOptions = {}): Promise<Uint8Array> {
  const frames = await renderFrames(input, { ...opts({ width: 480, ...o }), step: o.step ?? 0 });
  let enc: Gifenc;
  try {
    const m = (await import('gifenc')) as unknown as Gifenc & { default?: Gifenc };
    enc = typeof m.GIFEncoder === 'function' ? m : m.default!;
  } catch (e) {
    throw new RenderError('no-rasterizer', `GIF needs the optional package gifenc: npm install gifenc@1 (${e instanceof Error ? e.message : String(e)})`);
  }
  const delay = o.delay ?? 1200;
  if (!Number.isFinite(delay) || delay < 20 || delay > 60000) throw new RenderError('bad-option', `Delay ${String(delay).slice(0, 20)} is not a time in ms from 20 to 60000.`);
  const gif = enc.GIFEncoder();
  let palette: number[][] | null = null;
  for (let i = 0; i < frames.length; i++) {
    const r = await rasterize(frames[i]!.svg);
    // one palette for the whole animation (the first frame's colours and the last's, where every tile is): smaller,
    // and no colour flickers from frame to frame
    if (!palette) {
      const last = await rasterize(frames.at(-1)!.svg);
      const both = new Uint8Array(r.pixels.length + last.pixels.length);
      both.set(r.pixels);
      both.set(last.pixels, r.pixels.length);
      palette = enc.quantize(both, 128, { format: 'rgb444' });
    }
    gif.writeFrame(enc.applyPalette(r.pixels, palette, 'rgb444'), r.width, r.height, { palette, delay: i === frames.length - 1 ? delay * 3 : delay, ...(i === 0 ? { repeat: 0 } : {}) });
  }
  gif.finish();
  return gif.bytes();
}
