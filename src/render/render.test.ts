// Pictures (issue 19, items 3 and 4): renderSVG draws a record's step with the board's own geometry; the PNG decodes
// and is not blank; the GIF has one frame per move plus the deal, captioned, within its size; bad input is refused
// with a clear error (the CLI exits 2), never a blank picture.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import omggif from 'omggif';
import { encodeRecord, replay } from '../record/record.js';
import { tilesOfSVG, expectedTiles, partnershipRecord } from '../testing/pictures.js';
import { renderFrames, renderGIF, renderPNG, renderSVG, RenderError } from './index.js';
import { readFileSync } from 'node:fs';

const REC = partnershipRecord();
const TEXT = encodeRecord(REC);

/** A PNG's size and its RGBA pixels (8-bit RGBA, no interlace: what resvg writes). */
function decodePNG(png: Uint8Array): { w: number; h: number; px: Uint8Array } {
  const b = Buffer.from(png);
  assert.deepEqual([...b.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'the PNG signature');
  const w = b.readUInt32BE(16);
  const h = b.readUInt32BE(20);
  assert.equal(b[24], 8, '8 bits a channel');
  assert.equal(b[25], 6, 'RGBA');
  const idat: Buffer[] = [];
  for (let i = 8; i < b.length; ) {
    const n = b.readUInt32BE(i);
    if (b.toString('latin1', i + 4, i + 8) === 'IDAT') idat.push(b.subarray(i + 8, i + 8 + n));
    i += 12 + n;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const px = new Uint8Array(w * h * 4);
  const row = w * 4;
  for (let y = 0; y < h; y++) {
    const f = raw[y * (row + 1)]!;
    for (let x = 0; x < row; x++) {
      const a = x >= 4 ? px[y * row + x - 4]! : 0;
      const up = y ? px[(y - 1) * row + x]! : 0;
      const ul = y && x >= 4 ? px[(y - 1) * row + x - 4]! : 0;
      const p = a + up - ul;
      const paeth = Math.abs(p - a) <= Math.abs(p - up) && Math.abs(p - a) <= Math.abs(p - ul) ? a : Math.abs(p - up) <= Math.abs(p - ul) ? up : ul;
      const v = raw[y * (row + 1) + 1 + x]!;
      px[y * row + x] = (v + [0, a, up, (a + up) >> 1, paeth][f]!) & 255;
    }
  }
  return { w, h, px };
}

/** How many distinct colours, and the share of the commonest, among `px`'s pixels. */
function colours(px: Uint8Array): { n: number; top: number } {
  const m = new Map<number, number>();
  for (let i = 0; i < px.length; i += 4) {
    const k = (px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!;
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return { n: m.size, top: Math.max(...m.values()) / (px.length / 4) };
}

describe('renderSVG', () => {
  test('a known record at a known step: the tiles on the board, at the positions the board layout gives the element', async () => {
    for (const [step, w, h] of [
      [12, 640, 384],
      [20, 500, 420],
      [REC.rounds[0]!.actions.length, 700, 300],
    ] as const) {
      const svg = await renderSVG(TEXT, { step, width: w, height: h });
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const want = expectedTiles(REC, step, w, h);
      assert.ok(want.length >= Math.min(step, 5), `tiles are on the board at step ${step}`);
      assert.deepEqual(tilesOfSVG(svg), want, `step ${step} at ${w}×${h}`);
    }
  });

  test('self-contained: no scripts, no external references, no style sheet, only generic font families', async () => {
    const svg = await renderSVG(REC, { step: 10, seat: 1, caption: true, lang: 'pt-BR' });
    assert.doesNotMatch(svg, /<script|href=|url\(|<style|@import|<image/);
    for (const f of svg.matchAll(/font-family="([^"]*)"/g)) assert.equal(f[1], 'sans-serif');
    assert.match(svg, /<text class="caption"/);
    assert.equal((svg.match(/<g class="hand">/g) ?? []).length, 1, 'the seat’s hand under the board');
  });

  test('the same tiles from the record object, its JSON text and its dt1 text; a position renders too', async () => {
    const a = await renderSVG(REC, { step: 8 });
    assert.equal(await renderSVG(JSON.stringify(REC), { step: 8 }), a);
    assert.equal(await renderSVG(TEXT, { step: 8 }), a);
    assert.ok(tilesOfSVG(await renderSVG(TEXT)).length > tilesOfSVG(a).length, 'the last step by default');
    const position = replay(REC)[8]!; // a game's state, as `table.state` gives it
    assert.deepEqual(tilesOfSVG(await renderSVG(position)).map((t) => t.tile), tilesOfSVG(a).map((t) => t.tile));
  });

  test('bad input: a clear RenderError, never a picture', async () => {
    const cases: [unknown, object, string, RegExp][] = [
      ['garbage', {}, 'bad-record', /Not a game record/],
      ['dt1.AAAA', {}, 'bad-record', /Not a game record/],
      [{ format: 'domino-table/1' }, {}, 'bad-record', /Not a game record/],
      [null, {}, 'bad-record', /No record/],
      [TEXT, { step: 999 }, 'bad-step', /from 0 to \d+/],
      [TEXT, { step: -1 }, 'bad-step', /from 0 to/],
      [TEXT, { step: 1.5 }, 'bad-step', /whole number/],
      [TEXT, { step: 'x' }, 'bad-step', /whole number/],
      [TEXT, { width: 0 }, 'bad-option', /Width/],
      [TEXT, { seat: 9 }, 'bad-option', /Seat/],
      [TEXT, { lang: 'xx' }, 'bad-option', /language/],
      [TEXT, { theme: 'nope' }, 'bad-option', /theme/],
    ];
    for (const [input, o, code, msg] of cases) {
      await assert.rejects(renderSVG(input, o), (e: unknown) => e instanceof RenderError && e.code === code && msg.test(e.message), `${JSON.stringify(o)} ${String(input).slice(0, 20)}`);
    }
  });
});

describe('renderPNG and renderGIF', () => {
  test('the PNG decodes, has the asked width and is not blank', async () => {
    const png = await renderPNG(TEXT, { step: 14, width: 480, theme: 'wood' });
    const { w, h, px } = decodePNG(png);
    assert.equal(w, 480);
    assert.equal(h, 288);
    const c = colours(px);
    assert.ok(c.n > 20, `many colours (${c.n})`);
    assert.ok(c.top < 0.95, `the felt is not all there is (${c.top})`);
  });

  test('the GIF of a partnership hand: one frame per move plus the deal, each captioned, all one size, under 1 MB at 480 px', async () => {
    const frames = await renderFrames(TEXT, { width: 480, lang: 'pl' });
    const moves = REC.rounds[0]!.actions.length;
    assert.equal(frames.length, moves + 1);
    assert.match(frames[0]!.caption, /Runda 1/);
    assert.match(frames[1]!.caption, /kładzie/);
    for (const f of frames) assert.ok(f.caption.length > 3 && f.svg.includes('class="caption"'), `frame ${f.step} has a caption`);
    const gif = await renderGIF(TEXT, { width: 480, lang: 'pl' });
    assert.ok(gif.length < 1024 * 1024, `${gif.length} bytes`);
    assert.equal(Buffer.from(gif.subarray(0, 6)).toString('latin1'), 'GIF89a');
    const r = new omggif.GifReader(Buffer.from(gif));
    assert.equal(r.numFrames(), moves + 1);
    assert.equal(r.width, 480);
    const px = new Uint8Array(r.width * r.height * 4);
    r.decodeAndBlitFrameRGBA(r.numFrames() - 1, px);
    const c = colours(px);
    assert.ok(c.n > 8 && c.top < 0.9, `the last frame is drawn (${c.n} colours, top ${c.top})`);
    // the caption band (the bottom rows) holds light text pixels on the dark band
    const light = (y: number) => [...Array(r.width).keys()].some((x) => px[(y * r.width + x) * 4]! > 200);
    assert.ok([...Array(30).keys()].some((k) => light(r.height - 1 - k)), 'the caption is drawn');
  });
});

describe('the CLI', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/render/cli.ts', 'render', ...args], { encoding: 'utf8' });

  test('writes an SVG to stdout and a PNG to a file', () => {
    const r = cli(TEXT, '--step', '6');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^<svg/);
    const out = `/tmp/domino-render-test-${process.pid}.png`;
    const p = cli(TEXT, '--step', '6', '--out', out);
    assert.equal(p.status, 0, p.stderr);
    assert.equal(decodePNG(readFileSync(out)).w, 640);
  });

  test('bad input exits 2 with a message, and writes nothing', () => {
    for (const args of [['garbage'], ['dt1.zzzz'], [TEXT, '--step', '999'], [TEXT, '--step', 'x'], [TEXT, '--out', 'a.bmp'], [], [TEXT, '--lang', 'xx']]) {
      const r = cli(...args);
      assert.equal(r.status, 2, `${args.join(' ').slice(0, 40)}: ${r.stderr}`);
      assert.match(r.stderr, /^domino-table render: \S/);
      assert.equal(r.stdout, '');
    }
  });
});

describe('one drawing', () => {
  test('the element’s tile part and board styles use the pictures’ shapes and colours (src/table/pips.ts)', async () => {
    const { BAR, EDGE, FACE, MARK, MX_PIPS, RIVET } = await import('../table/pips.js');
    const tile = readFileSync(new URL('../element/parts/tile.ts', import.meta.url), 'utf8');
    const n = (x: number) => String(x).replace(/^(-?)0\./, '$1.');
    const rect = (r: readonly number[]) => `x="${n(r[0]!)}" y="${n(r[1]!)}" width="${n(r[2]!)}" height="${n(r[3]!)}" rx="${n(r[4]!)}"`;
    assert.ok(tile.includes(`<rect class="edge" ${rect(EDGE)}/>`), 'the edge');
    assert.ok(tile.includes(`${rect(FACE)}/>`), 'the face');
    assert.ok(tile.includes(`d="${BAR}"`) && tile.includes(`r="${n(RIVET)}"`) && tile.includes(`d="${MARK}"`), 'bar, rivet, mark');
    const styles = readFileSync(new URL('../element/parts/board.styles.ts', import.meta.url), 'utf8');
    for (let k = 1; k <= 12; k++) assert.ok(styles.includes(`.mx .n${k} { fill: ${MX_PIPS[k]} }`), `pip colour ${k}`);
    assert.equal((await import('../table/picture.js')).PLATE, (await import('../table/layout.js')).PH, 'a plate’s height');
  });
});
