/**
 * Game records (API.md "Game records"): build one while playing, check one,
 * replay one step by step, and turn it into a compact URL-safe text and back.
 *
 * Steps: step 0 is the state after the first deal; step k is the state after
 * k actions, counting the `next-round` between two rounds as one action (it
 * is not stored in `rounds[].actions`, it is implied by the next round).
 * Notes and lesson expectations are keyed `"r:i"` (both 0-based): the
 * position in round r after i of its actions, i.e. just before action i
 * (`"0:0"` is the start of the game, `"1:0"` the start of round 2).
 */
import { DominoError, VARIANTS, applyAction, createGame, fullSet, normalize, rulesOf } from '../engine/index.js';
import type { Action, Deal, ErrorCode, GameState, Options, Variant } from '../engine/index.js';

/** The format tag every record carries; anything else is refused. */
export const RECORD_FORMAT = 'domino-table/1';

/** One round of a record: its deal as dealt and the actions played in it (no `next-round`). */
export interface RecordRound {
  deal: Deal;
  actions: Action[];
}

/** A whole game, enough to replay it exactly (API.md). */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  variant: Variant;
  players: number;
  names?: string[];
  options: Options;
  seed?: number;
  rounds: RecordRound[];
  /** Text shown at a position, keyed `"r:i"` (see the module comment). */
  notes?: Record<string, string>;
  /** Lessons: positions `"r:i"` where the learner must make the recorded action i of round r. */
  expect?: string[];
}

/** A corrupt or foreign record; `code` is `"bad-record"` and the message says what is wrong. */
export class RecordError extends DominoError {
  constructor(message: string) {
    super('bad-record', message);
    this.name = 'RecordError';
  }
}

/** Throws a {@link RecordError}. */
export function bad(message: string): never {
  throw new RecordError(message);
}

const setMax = (v: Variant): number => (v === 'mexican-train' ? 12 : 6);

/** An action reduced to its fields, tile normalised (`"4-6"` → `"6-4"`), `from: "front"` dropped. */
export function cleanAction(a: Action, max = 12): Action {
  switch (a.type) {
    case 'play':
      return a.at === undefined ? { type: 'play', tile: normalize(a.tile, max) } : { type: 'play', tile: normalize(a.tile, max), at: a.at };
    case 'draw':
      return a.from === 'back' ? { type: 'draw', from: 'back' } : { type: 'draw' };
    default:
      return { type: a.type };
  }
}

/** Options that differ from the variant's defaults (what a record stores). */
function optionDiff(game: GameState): Options {
  const defaults = rulesOf(game.variant).options(game.players, {}) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(game.options)) if (defaults[k] !== v) out[k] = v;
  return out as Options;
}

/** A record of a game just created (its first deal, no actions yet). */
export function startRecord(game: GameState, names?: readonly string[]): GameRecord {
  const r: GameRecord = { format: RECORD_FORMAT, variant: game.variant, players: game.players, options: optionDiff(game), seed: game.seed, rounds: [{ deal: game.deal, actions: [] }] };
  if (names && names.length) r.names = names.slice();
  return r;
}

/** The record after `action` took `before` to `after` (a new object; `record` is unchanged). */
export function recordAction(record: GameRecord, action: Action, after: GameState): GameRecord {
  const rounds = record.rounds.slice();
  if (action.type === 'next-round') rounds.push({ deal: after.deal, actions: [] });
  else {
    const last = rounds[rounds.length - 1]!;
    rounds[rounds.length - 1] = { deal: last.deal, actions: [...last.actions, cleanAction(action, setMax(record.variant))] };
  }
  return { ...record, rounds };
}

/** The record of a game: its first state and every action applied since (`next-round` included). */
export function toRecord(initial: GameState, actions: readonly Action[], names?: readonly string[]): GameRecord {
  let r = startRecord(initial, names);
  let g = initial;
  for (const a of actions) {
    g = applyAction(g, a);
    r = recordAction(r, a, g);
  }
  return r;
}

/** Every action of a record in play order, with `next-round` between rounds. */
export function recordActions(record: GameRecord): Action[] {
  const out: Action[] = [];
  record.rounds.forEach((r, i) => {
    if (i > 0) out.push({ type: 'next-round' });
    out.push(...r.actions);
  });
  return out;
}

/** The step index of position `"r:i"` (see the module comment), or null if it lies outside the record. */
export function stepOf(record: GameRecord, key: string): number | null {
  const m = /^(\d+):(\d+)$/.exec(key);
  if (!m) return null;
  const r = Number(m[1]);
  const i = Number(m[2]);
  if (r >= record.rounds.length || i > record.rounds[r]!.actions.length) return null;
  let step = i;
  for (let k = 0; k < r; k++) step += record.rounds[k]!.actions.length + 1;
  return step;
}

/** The position key `"r:i"` of a step. */
export function keyOf(record: GameRecord, step: number): string {
  let s = step;
  for (let r = 0; r < record.rounds.length; r++) {
    const n = record.rounds[r]!.actions.length;
    if (s <= n) return `${r}:${s}`;
    s -= n + 1;
  }
  return bad(`step ${step} is beyond the end of the record`);
}

/** The note shown at a step, if any. */
export function noteAt(record: GameRecord, step: number): string | undefined {
  return record.notes?.[keyOf(record, step)];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Checks the shape of a parsed record and returns it normalised; throws `bad-record` with a precise message. */
export function validateRecord(x: unknown): GameRecord {
  if (!isObj(x)) bad('A game record must be a JSON object');
  if (x.format !== RECORD_FORMAT) bad(`Not a domino-table record: "format" must be "${RECORD_FORMAT}", not ${JSON.stringify(x.format) ?? 'missing'}`);
  const variant = x.variant;
  if (typeof variant !== 'string' || !(VARIANTS as readonly string[]).includes(variant)) bad(`Unknown variant ${JSON.stringify(variant)}; expected one of ${VARIANTS.join(', ')}`);
  const v = variant as Variant;
  const max = setMax(v);
  if (!Number.isInteger(x.players)) bad('"players" must be a whole number');
  const out: GameRecord = { format: RECORD_FORMAT, variant: v, players: x.players as number, options: {}, rounds: [] };
  if (x.names !== undefined) {
    if (!Array.isArray(x.names) || !x.names.every((n) => typeof n === 'string')) bad('"names" must be a list of strings');
    out.names = (x.names as string[]).slice();
  }
  if (x.options !== undefined && !isObj(x.options)) bad('"options" must be an object');
  out.options = { ...(x.options as Options | undefined) };
  if (x.seed !== undefined) {
    if (!Number.isInteger(x.seed) || (x.seed as number) !== ((x.seed as number) | 0)) bad('"seed" must be a 32-bit integer');
    out.seed = x.seed as number;
  }
  if (!Array.isArray(x.rounds) || x.rounds.length === 0) bad('"rounds" must be a non-empty list');
  const tiles = (list: unknown, where: string): string[] => {
    if (!Array.isArray(list)) bad(`${where} must be a list of tiles`);
    return list.map((t) => {
      try {
        return normalize(t, max);
      } catch {
        return bad(`${where}: ${JSON.stringify(t)} is not a tile of the double-${max} set`);
      }
    });
  };
  x.rounds.forEach((r: unknown, ri: number) => {
    const where = `round ${ri + 1}`;
    if (!isObj(r) || !isObj(r.deal) || !Array.isArray(r.actions)) bad(`${where} must be {"deal": {...}, "actions": [...]}`);
    const d = r.deal;
    if (!Array.isArray(d.hands)) bad(`${where}: the deal needs "hands"`);
    const deal: Deal = { hands: d.hands.map((h: unknown, s: number) => tiles(h, `${where}, hand ${s}`)), boneyard: tiles(d.boneyard ?? [], `${where}, boneyard`) };
    if (d.leader !== undefined) {
      if (!Number.isInteger(d.leader)) bad(`${where}: "leader" must be a seat number`);
      deal.leader = d.leader as number;
    }
    if (d.lot !== undefined) {
      if (!Array.isArray(d.lot)) bad(`${where}: "lot" must be a list of lists of tiles`);
      deal.lot = d.lot.map((l: unknown, k: number) => tiles(l, `${where}, lot ${k + 1}`));
    }
    const actions = r.actions.map((a: unknown, ai: number) => {
      const bada = (why: string): never => bad(`${where}, action ${ai + 1}: ${why}`);
      if (!isObj(a)) return bada('an action must be an object');
      if (a.type === 'play') {
        if (a.at !== undefined && typeof a.at !== 'string') bada('"at" must be a place name');
        return cleanAction({ type: 'play', tile: tiles([a.tile], 'the tile')[0]!, at: a.at as string | undefined }, max);
      }
      if (a.type === 'draw') {
        if (a.from !== undefined && a.from !== 'front' && a.from !== 'back') bada('"from" must be "front" or "back"');
        return cleanAction({ type: 'draw', from: a.from as 'front' | 'back' | undefined });
      }
      if (a.type === 'pass' || a.type === 'end-turn') return { type: a.type } as Action;
      return bada(`unknown action type ${JSON.stringify(a.type)}`);
    });
    out.rounds.push({ deal, actions });
  });
  if (x.notes !== undefined) {
    if (!isObj(x.notes)) bad('"notes" must be an object of strings keyed "round:action"');
    const notes: Record<string, string> = {};
    for (const [k, t] of Object.entries(x.notes)) {
      if (typeof t !== 'string' || stepOf(out, k) === null) bad(`note "${k}" must be a string at a position "round:action" inside the record`);
      notes[k] = t;
    }
    out.notes = notes;
  }
  if (x.expect !== undefined) {
    if (!Array.isArray(x.expect)) bad('"expect" must be a list of positions "round:action"');
    out.expect = x.expect.map((k: unknown) => {
      const key = String(k);
      const m = /^(\d+):(\d+)$/.exec(key);
      if (!m || Number(m[2]) >= (out.rounds[Number(m[1])]?.actions.length ?? 0)) bad(`expected move "${key}" is not an action of the record`);
      return key;
    });
  }
  return out;
}

/** A one-line description of an action for messages, e.g. `play 6-4 at left`. */
export function describeAction(a: Action): string {
  if (a.type === 'play') return `play ${a.tile}${a.at ? ` at ${a.at}` : ''}`;
  if (a.type === 'draw') return a.from === 'back' ? 'draw from the back' : 'draw';
  return a.type;
}

/** Every state of a record: index k is step k (see the module comment); throws `bad-record` when it does not replay. */
export function replay(input: unknown): GameState[] {
  const record = validateRecord(input);
  let g: GameState;
  try {
    const deals = record.rounds.map((r) => r.deal);
    g = createGame({ variant: record.variant, players: record.players, options: record.options, deals, ...(record.seed !== undefined ? { seed: record.seed } : {}) });
  } catch (e) {
    return bad(`The record does not start a game: ${e instanceof Error ? e.message : String(e)}`);
  }
  const states = [g];
  record.rounds.forEach((r, ri) => {
    const acts: Action[] = ri > 0 ? [{ type: 'next-round' }, ...r.actions] : r.actions;
    acts.forEach((a, k) => {
      try {
        g = applyAction(g, a);
      } catch (e) {
        const code = e instanceof DominoError ? ` (${e.code})` : '';
        const which = a.type === 'next-round' ? `next-round before round ${ri + 1}` : `round ${ri + 1}, action ${ri > 0 ? k : k + 1}: ${describeAction(a)}`;
        bad(`Illegal step ${states.length} (${which}): ${e instanceof Error ? e.message : String(e)}${code}`);
      }
      states.push(g);
    });
  });
  return states;
}

/** A record from JSON text or its compact form (`dt1.…`); throws `bad-record`. */
export function parseRecordAttribute(text: string): GameRecord {
  const t = text.trim();
  if (t.startsWith(PREFIX)) return decodeRecord(t);
  let x: unknown;
  try {
    x = JSON.parse(t);
  } catch {
    return bad('The record is neither JSON nor a compact record ("dt1.…")');
  }
  return validateRecord(x);
}

// ---- compact text form --------------------------------------------------
// "dt1." + base64url (no padding) of: payload bytes + FNV-1a 32-bit checksum.
// Payload: variant, players, flags (names/seed/notes/expect), options JSON,
// [seed zigzag], [names], rounds (hands, boneyard, leader+1, lot, actions),
// [notes], [expect]. Numbers are LEB128 varints; strings UTF-8 with a length.
// Tiles are their index in fullSet(12), places are small codes.

const PREFIX = 'dt1.';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PLACES = ['', 'left', 'right', 'up', 'down', 'mexican'];
const SET = fullSet(12);
const TILE_INDEX = new Map(SET.map((t, i) => [t, i]));

function fnv(bytes: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}

function placeCode(at: string | undefined): number {
  if (at === undefined) return 0;
  const i = PLACES.indexOf(at);
  if (i > 0) return i;
  const m = /^train-(\d+)$/.exec(at);
  if (m && String(Number(m[1])) === m[1] && Number(m[1]) < 200) return PLACES.length + Number(m[1]);
  return bad(`"${at}" is not a place`);
}

/** The compact, deterministic, URL-safe text form of a record (`dt1.` + base64url). */
export function encodeRecord(input: GameRecord): string {
  const r = validateRecord(input);
  const out: number[] = [];
  const uint = (n: number): void => {
    for (; n > 127; n = Math.floor(n / 128)) out.push((n % 128) | 128);
    out.push(n);
  };
  const str = (s: string): void => {
    const b = new TextEncoder().encode(s);
    uint(b.length);
    out.push(...b);
  };
  const tiles = (l: readonly string[]): void => {
    uint(l.length);
    for (const t of l) out.push(TILE_INDEX.get(t)!);
  };
  const pos = (k: string): void => k.split(':').forEach((n) => uint(Number(n)));
  const notes = Object.entries(r.notes ?? {});
  out.push(VARIANTS.indexOf(r.variant), r.players);
  out.push((r.names ? 1 : 0) | (r.seed !== undefined ? 2 : 0) | (r.notes ? 4 : 0) | (r.expect ? 8 : 0));
  str(JSON.stringify(r.options));
  if (r.seed !== undefined) uint(r.seed >= 0 ? r.seed * 2 : -r.seed * 2 - 1);
  if (r.names) {
    uint(r.names.length);
    r.names.forEach(str);
  }
  uint(r.rounds.length);
  for (const { deal, actions } of r.rounds) {
    uint(deal.hands.length);
    deal.hands.forEach(tiles);
    tiles(deal.boneyard ?? []);
    uint(deal.leader === undefined ? 0 : deal.leader + 1);
    uint(deal.lot ? deal.lot.length + 1 : 0);
    deal.lot?.forEach(tiles);
    uint(actions.length);
    for (const a of actions) {
      if (a.type === 'play') out.push(4 + placeCode(a.at), TILE_INDEX.get(a.tile)!);
      else out.push(a.type === 'draw' ? (a.from === 'back' ? 1 : 0) : a.type === 'pass' ? 2 : 3);
    }
  }
  if (r.notes) {
    uint(notes.length);
    for (const [k, t] of notes) {
      pos(k);
      str(t);
    }
  }
  if (r.expect) {
    uint(r.expect.length);
    r.expect.forEach(pos);
  }
  const h = fnv(out);
  out.push(h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255);
  let s = PREFIX;
  for (let i = 0; i < out.length; i += 3) {
    const n = (out[i]! << 16) | ((out[i + 1] ?? 0) << 8) | (out[i + 2] ?? 0);
    const chars = out.length - i >= 3 ? 4 : out.length - i + 1;
    for (let c = 0; c < chars; c++) s += B64[(n >> (18 - 6 * c)) & 63];
  }
  return s;
}

/** The record in a compact text (`dt1.…`); throws `bad-record` for anything that is not one. */
export function decodeRecord(text: string): GameRecord {
  const t = text.trim();
  if (!t.startsWith(PREFIX)) bad('A compact record starts with "dt1."');
  const body = t.slice(PREFIX.length);
  if (body.length % 4 === 1) bad('The compact record is truncated');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 4) {
    const chunk = body.slice(i, i + 4);
    let n = 0;
    for (let c = 0; c < 4; c++) {
      const v = c < chunk.length ? B64.indexOf(chunk[c]!) : 0;
      if (v < 0) bad(`The compact record holds a character that does not belong: "${chunk[c]}"`);
      n = n * 64 + v;
    }
    const k = chunk.length - 1;
    if (n & ((1 << (8 * (3 - k))) - 1)) bad('The compact record is damaged (stray bits at its end)');
    for (let c = 0; c < k; c++) bytes.push((n >> (16 - 8 * c)) & 255);
  }
  if (bytes.length < 8) bad('The compact record is truncated');
  const payload = bytes.slice(0, -4);
  const sum = bytes.slice(-4).reduce((a, b) => a * 256 + b, 0);
  if (fnv(payload) !== sum) bad('The compact record is damaged or truncated (checksum mismatch)');
  let p = 0;
  const byte = (): number => {
    if (p >= payload.length) bad('The compact record ends too early');
    return payload[p++]!;
  };
  const uint = (): number => {
    let n = 0;
    for (let m = 1; ; m *= 128) {
      const b = byte();
      n += (b & 127) * m;
      if (b < 128) return n;
      if (m > 2 ** 35) bad('The compact record holds a number that is too large');
    }
  };
  const list = <T>(f: () => T): T[] => Array.from({ length: Math.min(uint(), payload.length) }, f);
  const str = (): string => {
    const n = uint();
    if (p + n > payload.length) bad('The compact record ends inside a text');
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(payload.slice(p, (p += n))));
    } catch {
      return bad('The compact record holds text that is not UTF-8');
    }
  };
  const tile = (): string => SET[byte()] ?? bad('The compact record names a tile that does not exist');
  const tiles = (): string[] => list(tile);
  const pos = (): string => `${uint()}:${uint()}`;
  const rec: Record<string, unknown> = { format: RECORD_FORMAT, variant: VARIANTS[byte()] ?? bad('The compact record names an unknown variant'), players: byte() };
  const flags = byte();
  let options: unknown;
  try {
    options = JSON.parse(str());
  } catch {
    bad('The compact record holds malformed options');
  }
  if (flags & 2) {
    const z = uint();
    rec.seed = z % 2 ? -(z + 1) / 2 : z / 2;
  }
  if (flags & 1) rec.names = list(str);
  rec.options = options;
  rec.rounds = list(() => {
    const deal: Deal = { hands: list(tiles), boneyard: tiles() };
    const leader = uint();
    if (leader) deal.leader = leader - 1;
    const lot = uint();
    if (lot) deal.lot = Array.from({ length: lot - 1 }, tiles);
    const actions = list((): Action => {
      const op = byte();
      if (op === 0) return { type: 'draw' };
      if (op === 1) return { type: 'draw', from: 'back' };
      if (op === 2) return { type: 'pass' };
      if (op === 3) return { type: 'end-turn' };
      const at = op === 4 ? undefined : op - 4 < PLACES.length ? PLACES[op - 4] : `train-${op - 4 - PLACES.length}`;
      return at === undefined ? { type: 'play', tile: tile() } : { type: 'play', tile: tile(), at };
    });
    return { deal, actions };
  });
  if (flags & 4) rec.notes = Object.fromEntries(list(() => [pos(), str()]));
  if (flags & 8) rec.expect = list(pos);
  if (p !== payload.length) bad('The compact record has bytes left over');
  return validateRecord(rec);
}
