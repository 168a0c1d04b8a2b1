/**
 * A QR code of a short text (a class's join link), headless: the modules as rows of booleans (true: dark). Byte
 * mode, error correction level M, versions 1–10 (up to 213 bytes); the mask with the lowest penalty of ISO/IEC
 * 18004's rules 1, 2 and 4. Small on purpose: it loads with the class mode only.
 */

const ECC = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26]; // level M: error-correction codewords per block, versions 1–10
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5];

const rawModules = (v: number): number => {
  let r = (16 * v + 128) * v + 64;
  if (v >= 2) {
    const n = Math.floor(v / 7) + 2;
    r -= (25 * n - 10) * n - 55;
    if (v >= 7) r -= 36;
  }
  return r;
};
const dataBytes = (v: number): number => Math.floor(rawModules(v) / 8) - ECC[v - 1]! * BLOCKS[v - 1]!;

const mul = (x: number, y: number): number => {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
};

function rsDivisor(degree: number): number[] {
  const r = new Array<number>(degree).fill(0);
  r[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < r.length; j++) {
      r[j] = mul(r[j]!, root);
      if (j + 1 < r.length) r[j]! ^= r[j + 1]!;
    }
    root = mul(root, 2);
  }
  return r;
}

function rsRemainder(data: number[], div: number[]): number[] {
  const r = new Array<number>(div.length).fill(0);
  for (const b of data) {
    const f = b ^ r.shift()!;
    r.push(0);
    div.forEach((d, i) => (r[i]! ^= mul(d, f)));
  }
  return r;
}

/** The codewords of `bytes` in version `v`: data, padded, split in blocks, each with its error correction, interleaved. */
function codewords(bytes: Uint8Array, v: number): number[] {
  const bits: number[] = [];
  const put = (val: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) bits.push((val >>> i) & 1);
  };
  put(4, 4);
  put(bytes.length, v <= 9 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const cap = dataBytes(v) * 8;
  put(0, Math.min(4, cap - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < cap; pad ^= 0xec ^ 0x11) put(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  const nb = BLOCKS[v - 1]!;
  const ecc = ECC[v - 1]!;
  const raw = Math.floor(rawModules(v) / 8);
  const short = nb - (raw % nb);
  const shortLen = Math.floor(raw / nb);
  const div = rsDivisor(ecc);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < nb; i++) {
    const d = data.slice(k, (k += shortLen - ecc + (i < short ? 0 : 1)));
    const b = [...d, ...rsRemainder(d, div)];
    if (i < short) b.splice(shortLen - ecc, 0, 0);
    blocks.push(b);
  }
  const out: number[] = [];
  for (let i = 0; i < blocks[0]!.length; i++) blocks.forEach((b, j) => (i !== shortLen - ecc || j >= short) && out.push(b[i]!));
  return out;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The QR code of `text` (UTF-8) as rows of modules (true: dark), without the quiet zone; null when it is too long. */
export function qr(text: string): boolean[][] | null {
  const bytes = new TextEncoder().encode(text);
  let v = 1;
  while (v <= 10 && dataBytes(v) * 8 < 4 + (v <= 9 ? 8 : 16) + bytes.length * 8) v++;
  if (v > 10) return null;
  const size = v * 4 + 17;
  const m: boolean[][] = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fn: boolean[][] = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, dark: boolean) => {
    m[y]![x] = dark;
    fn[y]![x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx, y = cy + dy;
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, d !== 2 && d !== 4);
      }
  }
  if (v > 1) {
    const n = Math.floor(v / 7) + 2;
    const step = Math.ceil((v * 4 + 4) / (n * 2 - 2)) * 2;
    const pos = [6];
    for (let p = size - 7; pos.length < n; p -= step) pos.splice(1, 0, p);
    for (const ay of pos)
      for (const ax of pos) {
        if ((ax === 6 && ay === 6) || (ax === 6 && ay === size - 7) || (ax === size - 7 && ay === 6)) continue;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
  }
  const format = (mask: number) => {
    const data = (0 << 3) | mask; // level M's format bits are 00
    let r = data;
    for (let i = 0; i < 10; i++) r = (r << 1) ^ ((r >>> 9) * 0x537);
    const bits = ((data << 10) | r) ^ 0x5412;
    const b = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) set(8, i, b(i));
    set(8, 7, b(6));
    set(8, 8, b(7));
    set(7, 8, b(8));
    for (let i = 9; i < 15; i++) set(14 - i, 8, b(i));
    for (let i = 0; i < 8; i++) set(size - 1 - i, 8, b(i));
    for (let i = 8; i < 15; i++) set(8, size - 15 + i, b(i));
    set(8, size - 8, true);
  };
  format(0); // reserves the format areas
  if (v >= 7) {
    let r = v;
    for (let i = 0; i < 12; i++) r = (r << 1) ^ ((r >>> 11) * 0x1f25);
    const bits = (v << 12) | r;
    for (let i = 0; i < 18; i++) {
      const bit = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3), b = Math.floor(i / 3);
      set(a, b, bit);
      set(b, a, bit);
    }
  }
  const data = codewords(bytes, v);
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (!fn[y]![x] && i < data.length * 8) {
          m[y]![x] = ((data[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
  }
  const masked = (k: number) => m.map((row, y) => row.map((d, x) => (fn[y]![x] ? d : d !== MASKS[k]!(x, y))));
  let best: boolean[][] | null = null;
  let bestK = 0;
  let low = Infinity;
  for (let k = 0; k < 8; k++) {
    format(k);
    const g = masked(k);
    const p = penalty(g);
    if (p < low) [low, best, bestK] = [p, g, k];
  }
  format(bestK);
  return best!.map((row, y) => row.map((d, x) => (fn[y]![x] ? m[y]![x]! : d)));
}

/** Rules 1 (runs of five or more), 2 (2×2 blocks) and 4 (dark/light balance). */
function penalty(g: boolean[][]): number {
  const n = g.length;
  let p = 0;
  let dark = 0;
  for (let a = 0; a < n; a++) {
    for (const line of [g[a]!, g.map((r) => r[a]!)]) {
      let run = 1;
      for (let b = 1; b <= n; b++) {
        if (b < n && line[b] === line[b - 1]) run++;
        else {
          if (run >= 5) p += run - 2;
          run = 1;
        }
      }
    }
    for (let b = 0; b < n; b++) {
      if (g[a]![b]) dark++;
      if (a + 1 < n && b + 1 < n && g[a]![b] === g[a]![b + 1] && g[a]![b] === g[a + 1]![b] && g[a]![b] === g[a + 1]![b + 1]) p += 3;
    }
  }
  return p + Math.floor(Math.abs(dark * 20 - n * n * 10) / (n * n)) * 10;
}
