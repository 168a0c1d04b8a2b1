/**
 * `npx domino-table render <file|dt1…> [--step N] [--out fig.svg|fig.png|hand.gif] [--lang pl] [--theme wood]
 * [--seat N] [--width PX] [--height PX] [--caption] [--delay MS]`: a picture of a game record at a step, or an
 * animation of its hand. The record is a file (JSON or `dt1.…` text), the `dt1.…` text itself, or `-` (stdin).
 * Exit status 0: written; 2: bad input (a garbage record, step or option; the message says what); 1: anything else.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { RenderError, renderGIF, renderPNG, renderSVG } from './index.js';
import type { GifOptions } from './index.js';

const USAGE = `Usage: domino-table render <record file | dt1.… | -> [--step N] [--out picture.svg|picture.png|hand.gif]
         [--lang en|pt-BR|pl] [--theme classic|contrast|wood] [--seat N] [--width PX] [--height PX] [--caption] [--delay MS]
  --step N     the step shown (0 = the deal; default the last); a GIF shows the round of step N (default the first)
  --out FILE   .svg (default: to stdout), .png or .gif (PNG and GIF need @resvg/resvg-js; GIF also gifenc)`;

class Usage extends Error {}

/** Parses the arguments after `render`. */
export function parseArgs(argv: readonly string[]): { input: string; out: string | null; o: GifOptions } {
  const o: GifOptions = {};
  let input: string | null = null;
  let out: string | null = null;
  const num = (name: string, v: string | undefined): number => {
    if (v === undefined || !/^-?\d+(\.\d+)?$/.test(v)) throw new Usage(`--${name} needs a number, not ${JSON.stringify(v ?? '')}`);
    return Number(v);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = () => argv[++i];
    if (a === '--step') o.step = num('step', v());
    else if (a === '--seat') o.seat = num('seat', v());
    else if (a === '--width') o.width = num('width', v());
    else if (a === '--height') o.height = num('height', v());
    else if (a === '--delay') o.delay = num('delay', v());
    else if (a === '--lang') o.lang = v() ?? '';
    else if (a === '--theme') o.theme = v() ?? '';
    else if (a === '--caption') o.caption = true;
    else if (a === '--out' || a === '-o') out = v() ?? '';
    else if (a.startsWith('--')) throw new Usage(`Unknown option ${a}`);
    else if (input === null) input = a;
    else throw new Usage(`One record only (also got ${a.slice(0, 40)})`);
  }
  if (input === null) throw new Usage('No record given.');
  if (out !== null && !/\.(svg|png|gif)$/i.test(out)) throw new Usage(`--out must end in .svg, .png or .gif, not ${JSON.stringify(out)}`);
  return { input, out, o };
}

/** Reads the record: `dt1.…` text, `-` for stdin, else a file. */
function read(input: string): string {
  if (/^dt1\./.test(input.trim())) return input;
  try {
    return readFileSync(input === '-' ? 0 : input, 'utf8');
  } catch (e) {
    throw new RenderError('bad-record', `Cannot read the record ${JSON.stringify(input.slice(0, 80))}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Runs `render` with `argv`; the exit status. */
export async function main(argv: readonly string[], io = { out: (s: string | Uint8Array) => process.stdout.write(s), err: (s: string) => process.stderr.write(s) }): Promise<number> {
  try {
    const { input, out, o } = parseArgs(argv);
    const record = read(input);
    const kind = out?.toLowerCase().split('.').at(-1) ?? 'svg';
    const data = kind === 'gif' ? await renderGIF(record, o) : kind === 'png' ? await renderPNG(record, o) : await renderSVG(record, o);
    if (out) writeFileSync(out, data);
    else io.out(data);
    return 0;
  } catch (e) {
    if (e instanceof Usage) return io.err(`domino-table render: ${e.message}\n${USAGE}\n`), 2;
    if (e instanceof RenderError) return io.err(`domino-table render: ${e.message}\n`), e.code === 'no-rasterizer' || e.code === 'no-font' ? 1 : 2;
    io.err(`domino-table render: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    return 1;
  }
}

const args = process.argv.slice(2);
if (args[0] === 'render') process.exitCode = await main(args.slice(1));
else if (args[0] === '--help' || args[0] === '-h' || args.length === 0) {
  process.stdout.write(USAGE + '\n');
  process.exitCode = args.length ? 0 : 2;
} else {
  process.stderr.write(`domino-table: unknown command ${JSON.stringify(args[0])}\n${USAGE}\n       domino-table check <lesson.json | puzzle.json | course.json | dl1.…> [more…]\n`);
  process.exitCode = 2;
}
