/**
 * Test tooling: decodes the raw WebSocket frames a Colyseus 0.16 client
 * receives (schema state and patches with the reflected schema, messages with
 * msgpack) and checks them for hidden information, against the server's own
 * record of the game. Tests use it so they never trust what the client shows.
 */
import { Reflection, decode } from '@colyseus/schema';
import type { Decoder } from '@colyseus/schema';
import { unpack } from '@colyseus/msgpackr';
import { tableTiles } from '../engine/index.js';
import type { GameState } from '../engine/index.js';
import { replay } from '../record/record.js';
import type { GameRecord } from '../record/record.js';

/** One decoded frame. */
export interface Frame {
  kind: 'join' | 'state' | 'patch' | 'data' | 'error' | 'other';
  type?: string | number; // data: the message type
  message?: unknown; // data: the payload; error: the text; state/patch: the whole state after it, as JSON
}

const P = { JOIN: 10, ERROR: 11, STATE: 14, PATCH: 15, DATA: 13 };

/** Decodes the frames of one connection, in order (state frames need the handshake of the join frame). */
export class FrameDecoder {
  #decoder: Decoder | null = null;
  /** The frame `bytes` (a Buffer, Uint8Array or ArrayBuffer). */
  decode(input: ArrayBuffer | Uint8Array): Frame {
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
    const it = { offset: 1 };
    switch (bytes[0]) {
      case P.JOIN: {
        it.offset += bytes[it.offset]! + 1; // reconnection token
        it.offset += bytes[it.offset]! + 1; // serializer id
        if (bytes.byteLength > it.offset) this.#decoder = Reflection.decode(bytes as never, it);
        return { kind: 'join' };
      }
      case P.STATE:
      case P.PATCH: {
        this.#decoder!.decode(bytes as never, it);
        return { kind: bytes[0] === P.STATE ? 'state' : 'patch', message: this.#decoder!.state.toJSON() };
      }
      case P.DATA: {
        const type = decode.stringCheck(bytes as never, it) ? decode.string(bytes as never, it) : decode.number(bytes as never, it);
        return { kind: 'data', type, message: bytes.byteLength > it.offset ? unpack(bytes.subarray(it.offset)) : undefined };
      }
      case P.ERROR: {
        decode.number(bytes as never, it);
        return { kind: 'error', message: decode.string(bytes as never, it) };
      }
      default:
        return { kind: 'other' };
    }
  }
}

const TILE = /\b\d{1,2}-\d{1,2}\b/g;

/** Every tile-like text ("6-4") anywhere in a value: strings, arrays and objects, recursively. */
export function tilesIn(x: unknown, out = new Set<string>()): Set<string> {
  if (typeof x === 'string') for (const m of x.match(TILE) ?? []) out.add(m);
  else if (Array.isArray(x)) x.forEach((y) => tilesIn(y, out));
  else if (x && typeof x === 'object') for (const v of Object.values(x)) tilesIn(v, out);
  return out;
}

/**
 * The leaks in the frames one client received: tiles it could not know when the
 * frame came (another seat's hand or the boneyard, before the count). `record`
 * is the whole game as the server recorded it; `sent` are tiles the client named
 * itself (an error may echo them). Messages after the game's end are allowed everything.
 */
export function leaks(frames: readonly Frame[], seat: number | null, record: GameRecord, sent: ReadonlySet<string> = new Set()): string[] {
  const states: GameState[] = replay(record);
  const out: string[] = [];
  let n = 0; // the step the client was last told about
  for (const f of frames) {
    if (f.kind === 'join' || f.kind === 'other') continue;
    if (f.kind === 'data' && f.type === 'reveal') break; // the game is over: the seed and record are public now
    const m = f.message as { n?: number } | undefined;
    if (f.kind === 'data' && typeof m?.n === 'number') n = m.n;
    const truth = states[n]!;
    const allowed = new Set<string>([...tableTiles(truth), ...sent]);
    truth.hands.forEach((h, s) => (s === seat || truth.phase !== 'playing') && h.forEach((t) => allowed.add(t)));
    for (const t of tilesIn(f.message)) if (!allowed.has(t)) out.push(`${f.kind} ${String(f.type ?? '')} at step ${n}: ${t}`);
  }
  return out;
}
