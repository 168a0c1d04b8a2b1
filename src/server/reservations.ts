/**
 * Places held between a client's matchmaking request (`POST /matchmake/joinById/CODE`)
 * and its WebSocket join. Colyseus counts every held place against one room
 * capacity, so 13 unused requests used to lock a table for 15 s. Here a room
 * judges each request against its seats before holding anything: seats and
 * places to watch are counted apart, each address holds only a few places at a
 * time, a hold lasts seconds, and in a room created with `invites` a seat is
 * held only for the request that carries that seat's invitation secret.
 */
import { timingSafeEqual } from 'node:crypto';
import type { JoinOptions } from '../online/protocol.js';

/** Limits on held places (room settings). */
export interface HoldLimits {
  /** Places one address may hold at once in one room (any kind). */
  perAddress: number;
  /** Holds at once on one seat: the first to join with its WebSocket takes it, the others are refused then. */
  perSeat: number;
}

/** A matchmaking request's verdict: a place for `seat` (null: watching), or a refusal to send back. */
export type Verdict = { ok: true; seat: number | null } | { ok: false; status: number; error: string };

/** What a room tells {@link judge} about itself. */
export interface TableView {
  seats: readonly { kind: string }[]; // "open", "human", "ai"
  tokens: readonly (string | undefined)[]; // per seat: the secret that takes it back
  invites: readonly (string | undefined)[] | null; // per seat: the invitation secret; null: seats are open to anyone with the code
  watchers: number; // spectators connected now
  maxSpectators: number;
}

/** Constant-time comparison of two secrets (a wrong guess takes as long whatever it shares with the right one). */
export function sameSecret(a: unknown, b: string | undefined): boolean {
  if (typeof a !== 'string' || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The places a room holds now, by session id. */
export class Holds {
  #held = new Map<string, { seat: number | null; address: string }>();

  /** Forgets holds that are no longer pending (joined, expired or dropped): `pending(id)` says which still are. */
  prune(pending: (sessionId: string) => boolean): void {
    for (const id of this.#held.keys()) if (!pending(id)) this.#held.delete(id);
  }

  /** Records a place held for `sessionId`. */
  add(sessionId: string, seat: number | null, address: string): void {
    this.#held.set(sessionId, { seat, address });
  }

  /** How many places match `pick`. */
  count(pick: (h: { seat: number | null; address: string }) => boolean): number {
    let n = 0;
    for (const h of this.#held.values()) if (pick(h)) n++;
    return n;
  }
}

/** Judges a join request from `address` against the table and the places already held (see the module comment). */
export function judge(o: JoinOptions, address: string, t: TableView, holds: Holds, limits: HoldLimits): Verdict {
  const no = (status: number, error: string): Verdict => ({ ok: false, status, error });
  if (holds.count((h) => h.address === address) >= limits.perAddress) return no(429, 'Too many joins from your address at once: try again in a few seconds');
  let seat: number | null = null;
  if (o.token !== undefined) {
    seat = t.tokens.findIndex((x) => sameSecret(o.token, x));
    if (seat < 0) return no(403, 'That seat token is not valid in this room');
  } else if (o.seat !== undefined && o.seat !== null) {
    const s = o.seat;
    if (!Number.isInteger(s) || s < 0 || s >= t.seats.length) return no(400, `There is no seat ${String(s).slice(0, 12)}`);
    if (t.seats[s]!.kind !== 'open') return no(409, `Seat ${s + 1} is taken`);
    if (t.invites && !sameSecret(o.invite, t.invites[s])) return no(403, `Seat ${s + 1} is kept for an invited player: open the invitation link, or watch`);
    seat = s;
  }
  if (seat === null) {
    if (t.watchers + holds.count((h) => h.seat === null) >= t.maxSpectators) return no(429, 'This table has no room for more spectators');
  } else if (holds.count((h) => h.seat === seat) >= limits.perSeat) {
    return no(429, `Seat ${seat + 1} is being joined: try again in a few seconds`);
  }
  return { ok: true, seat };
}
