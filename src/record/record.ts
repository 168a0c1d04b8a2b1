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
import { DominoError, VARIANTS, applyAction, createGame, fullSet, normalize, rulesOf, show } from '../engine/game.js';
import { setSize } from '../engine/tiles.js';
import type { Action, Deal, ErrorCode, GameState, Options, Variant } from '../engine/game.js';

export * from './steps.js';
import { bad, keyOf, stepOf, RECORD_FORMAT } from './steps.js';
import type { GameRecord, RecordRound } from './steps.js';

/** The top number of a variant's set (C-1): a record's tiles are of that set. */
const setMax = (v: Variant): number => rulesOf(v).setMax;

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
  if (game.shortDeals) r.shortDeals = true;
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
    for (const a of r.actions) out.push(a); // no spread: a round may hold more actions than a call takes arguments
  });
  return out;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

// The actions without a tile by their code, shared (frozen) by every record decoded: fewer objects for a long one.
const BARE: readonly Action[] = [{ type: 'draw' }, { type: 'draw', from: 'back' }, { type: 'pass' }, { type: 'end-turn' }].map((a) => Object.freeze(a) as Action);

// Rounds decodeRecord built (tiles of the variant's set, clean actions): validateRecord takes them as they are.
const decoded = new WeakSet<RecordRound[]>();

// Records validateRecord returned (fresh objects, not handed out for editing elsewhere): replay need not check them again.
const checked = new WeakSet<GameRecord>();

/** Checks the shape of a parsed record and returns it normalised; throws `bad-record` with a precise message. */
export function validateRecord(x: unknown): GameRecord {
  if (!isObj(x)) bad('A game record must be a JSON object');
  if (x.format !== RECORD_FORMAT) bad(`Not a domino-table record: "format" must be "${RECORD_FORMAT}", not ${x.format === undefined ? 'missing' : show(x.format)}`);
  const variant = x.variant;
  if (typeof variant !== 'string' || !(VARIANTS as readonly string[]).includes(variant)) bad(`Unknown variant ${show(variant)}; expected one of ${VARIANTS.join(', ')}`);
  const v = variant as Variant;
  const range = rulesOf(v);
  const max = range.setMax; // C-1
  if (!Number.isInteger(x.players) || (x.players as number) < range.minPlayers || (x.players as number) > range.maxPlayers) bad(`"players" must be a whole number from ${range.minPlayers} to ${range.maxPlayers}`);
  const out: GameRecord = { format: RECORD_FORMAT, variant: v, players: x.players as number, options: {}, rounds: [] };
  if (x.names !== undefined) {
    if (!Array.isArray(x.names) || !x.names.every((n) => typeof n === 'string')) bad('"names" must be a list of strings');
    out.names = (x.names as string[]).slice();
  }
  if (x.options !== undefined && !isObj(x.options)) bad('"options" must be an object');
  out.options = { ...(x.options as Options | undefined) };
  if (x.shortDeals !== undefined) {
    if (x.shortDeals !== true) bad('"shortDeals" is true or left out');
    out.shortDeals = true;
  }
  if (x.seed !== undefined) {
    if (!Number.isInteger(x.seed) || (x.seed as number) !== ((x.seed as number) | 0)) bad('"seed" must be a 32-bit integer');
    out.seed = x.seed as number;
  }
  if (!Array.isArray(x.rounds) || x.rounds.length === 0) bad('"rounds" must be a non-empty list');
  // Hot on long records: no closure or message text per tile or action, a message only once something is wrong.
  let ri = 0;
  const where = (): string => `round ${ri + 1}`;
  const tile = (t: unknown, what: string | number): string => {
    try {
      return normalize(t, max);
    } catch {
      return bad(`${where()}, ${what}: ${show(t)} is not a tile of the double-${max} set`);
    }
  };
  const tiles = (list: unknown, what: string | number): string[] => {
    if (!Array.isArray(list)) bad(`${where()}, ${what} must be a list of tiles`);
    const out = new Array<string>(list.length);
    for (let i = 0; i < list.length; i++) out[i] = tile(list[i], what);
    return out;
  };
  const rounds = x.rounds;
  if (decoded.has(rounds)) {
    out.rounds = rounds;
    ri = rounds.length;
  }
  for (; ri < rounds.length; ri++) {
    const r: unknown = rounds[ri];
    if (!isObj(r) || !isObj(r.deal) || !Array.isArray(r.actions)) bad(`${where()} must be {"deal": {...}, "actions": [...]}`);
    const d = r.deal;
    if (!Array.isArray(d.hands)) bad(`${where()}: the deal needs "hands"`);
    const hands = new Array<string[]>(d.hands.length);
    for (let s = 0; s < hands.length; s++) hands[s] = tiles(d.hands[s], 'hand');
    const deal: Deal = { hands, boneyard: tiles(d.boneyard ?? [], 'boneyard') };
    if (d.leader !== undefined) {
      if (!Number.isInteger(d.leader)) bad(`${where()}: "leader" must be a seat number`);
      deal.leader = d.leader as number;
    }
    if (d.lot !== undefined) {
      if (!Array.isArray(d.lot)) bad(`${where()}: "lot" must be a list of lists of tiles`);
      deal.lot = d.lot.map((l: unknown) => tiles(l, 'lot'));
    }
    const given = r.actions;
    const actions = new Array<Action>(given.length);
    for (let ai = 0; ai < given.length; ai++) {
      const a: unknown = given[ai];
      let why = '';
      if (!isObj(a)) why = 'an action must be an object';
      else if (a.type === 'play') {
        if (a.at !== undefined && typeof a.at !== 'string') why = '"at" must be a place name';
        else {
          const t = tile(a.tile, `action ${ai + 1}`);
          actions[ai] = a.at === undefined ? { type: 'play', tile: t } : { type: 'play', tile: t, at: a.at as string };
        }
      } else if (a.type === 'draw') {
        if (a.from !== undefined && a.from !== 'front' && a.from !== 'back') why = '"from" must be "front" or "back"';
        else actions[ai] = a.from === 'back' ? { type: 'draw', from: 'back' } : { type: 'draw' };
      } else if (a.type === 'pass' || a.type === 'end-turn') actions[ai] = { type: a.type };
      else why = `unknown action type ${show(a.type)}`;
      if (why) bad(`${where()}, action ${ai + 1}: ${why}`);
    }
    out.rounds.push({ deal, actions });
  }
  if (x.notes !== undefined) {
    if (!isObj(x.notes)) bad('"notes" must be an object of strings keyed "round:action"');
    const notes: Record<string, string> = {};
    for (const [k, t] of Object.entries(x.notes)) {
      if (typeof t !== 'string' || stepOf(out, k) === null) bad(`note ${show(k)} must be a string at a position "round:action" inside the record`);
      notes[k] = t;
    }
    out.notes = notes;
  }
  if (x.expect !== undefined) {
    if (!Array.isArray(x.expect)) bad('"expect" must be a list of positions "round:action"');
    out.expect = x.expect.map((k: unknown) => {
      const key = typeof k === 'string' ? k : show(k);
      const m = /^(\d{1,9}):(\d{1,9})$/.exec(key);
      if (!m || Number(m[2]) >= (out.rounds[Number(m[1])]?.actions.length ?? 0)) bad(`expected move "${key}" is not an action of the record`);
      return key;
    });
  }
  checked.add(out);
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
  const record = checked.has(input as GameRecord) ? (input as GameRecord) : validateRecord(input);
  let g: GameState;
  try {
    const deals = record.rounds.map((r) => r.deal);
    g = createGame({ variant: record.variant, players: record.players, options: record.options, deals, ...(record.seed !== undefined ? { seed: record.seed } : {}), ...(record.shortDeals ? { shortDeals: true } : {}) });
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

/** How deeply a record's JSON may nest: a record needs 5 levels (rounds, deal, hands, hand, tile). */
const MAX_DEPTH = 32;

/** A record from JSON text or its compact form (`dt1.…`); throws `bad-record`. */
export function parseRecordAttribute(text: string): GameRecord {
  const t = text.trim();
  if (t.startsWith(PREFIX)) return decodeRecord(t);
  // One linear pass before parsing: nothing nested deeper than a record can be reaches JSON.parse or later code.
  let depth = 0;
  for (let i = 0, quoted = false; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (quoted) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === 34) quoted = false;
    } else if (c === 34) quoted = true;
    else if (c === 91 || c === 123) {
      if (++depth > MAX_DEPTH) bad(`The record is nested more than ${MAX_DEPTH} levels deep`);
    } else if (c === 93 || c === 125) depth--;
  }
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
const UTF8 = new TextDecoder('utf-8', { fatal: true });
const B64_INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64_INDEX[B64.charCodeAt(i)] = i;

function fnv(bytes: ArrayLike<number>): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193) >>> 0;
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
    for (let i = 0; i < b.length; i++) out.push(b[i]!); // no spread: a long name or note is more bytes than a call takes arguments
  };
  const tiles = (l: readonly string[]): void => {
    uint(l.length);
    for (const t of l) out.push(TILE_INDEX.get(t)!);
  };
  const pos = (k: string): void => k.split(':').forEach((n) => uint(Number(n)));
  const notes = Object.entries(r.notes ?? {});
  out.push(VARIANTS.indexOf(r.variant), r.players);
  out.push((r.names ? 1 : 0) | (r.seed !== undefined ? 2 : 0) | (r.notes ? 4 : 0) | (r.expect ? 8 : 0) | (r.shortDeals ? 16 : 0));
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
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let nb = 0;
  for (let i = 0; i < body.length; i += 4) {
    const len = Math.min(4, body.length - i);
    let n = 0;
    for (let c = 0; c < 4; c++) {
      const v = c < len ? (B64_INDEX[body.charCodeAt(i + c)] ?? -1) : 0;
      if (v < 0) bad(`The compact record holds a character that does not belong: ${show(body[i + c])}`);
      n = n * 64 + v;
    }
    const k = len - 1;
    if (n & ((1 << (8 * (3 - k))) - 1)) bad('The compact record is damaged (stray bits at its end)');
    for (let c = 0; c < k; c++) bytes[nb++] = (n >> (16 - 8 * c)) & 255;
  }
  if (nb < 8) bad('The compact record is truncated');
  const payload = bytes.subarray(0, nb - 4);
  const sum = bytes.subarray(nb - 4, nb).reduce((a, b) => a * 256 + b, 0);
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
  const list = <T>(f: () => T, n = uint()): T[] => {
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(f()); // a count larger than the bytes left ends at "ends too early"
    return out;
  };
  const str = (): string => {
    const n = uint();
    if (p + n > payload.length) bad('The compact record ends inside a text');
    try {
      return UTF8.decode(payload.subarray(p, (p += n)));
    } catch {
      return bad('The compact record holds text that is not UTF-8');
    }
  };
  const variant = VARIANTS[byte()] ?? bad('The compact record names an unknown variant');
  const low = SET.length - setSize(setMax(variant)); // fullSet(12) ends with the smaller sets (the double-six set last)
  const tile = (): string => {
    const i = byte();
    return i >= low ? (SET[i] ?? bad('The compact record names a tile that does not exist')) : bad(`The compact record names a tile that is not in the ${variant} set`);
  };
  const tiles = (): string[] => list(tile);
  const pos = (): string => `${uint()}:${uint()}`;
  const rec: Record<string, unknown> = { format: RECORD_FORMAT, variant, players: byte() };
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
  if (flags & 16) rec.shortDeals = true;
  rec.options = options;
  rec.rounds = list(() => {
    const deal: Deal = { hands: list(tiles), boneyard: tiles() };
    const leader = uint();
    if (leader) deal.leader = leader - 1;
    const lot = uint();
    if (lot) deal.lot = list(tiles, lot - 1); // a crafted count of 2³² ends at the end of the bytes
    const actions = list((): Action => {
      const op = byte();
      if (op < 4) return BARE[op]!;
      const at = op === 4 ? undefined : op - 4 < PLACES.length ? PLACES[op - 4] : `train-${op - 4 - PLACES.length}`;
      return at === undefined ? { type: 'play', tile: tile() } : { type: 'play', tile: tile(), at };
    });
    return { deal, actions };
  });
  if (flags & 4) rec.notes = Object.fromEntries(list(() => [pos(), str()]));
  if (flags & 8) rec.expect = list(pos);
  if (p !== payload.length) bad('The compact record has bytes left over');
  decoded.add(rec.rounds as RecordRound[]);
  return validateRecord(rec);
}
