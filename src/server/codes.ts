/**
 * The codes of rooms and classes (src/online/code.ts: six characters of 30, read aloud, any case): drawn from
 * `crypto`, never one a live room or class holds — in this process or any other sharing Redis (Colyseus's room
 * listings) — nor one a checkpoint keeps for a room still to be taken up (checkpoint.ts). Two processes that draw
 * the same code at the same moment are told apart by one atomic count in the presence (`HINCRBY`, Redis or this
 * process's memory): the first keeps it, the other draws again. A room gives its code back when it ends; one that a
 * shutdown stops keeps it for the process that takes it up.
 *
 * How guessable: 30⁶ = 729 million codes. A process holds at most 2,000 tables (`MAX_ROOMS`), so a guess finds one
 * with odds of 1 in 364,000 at the most; a join by a code that names no room counts against its address
 * (`joinMissesPerMinute`, http.ts: 30 at once, then 10 a minute), so one address finds a table about once in
 * 25 days of guessing — and then sees only what any spectator sees; seats kept with `invites` still need their secret.
 */
import { randomInt } from 'node:crypto';
import { matchMaker, ServerError } from '@colyseus/core';
import type { Presence } from '@colyseus/core';
import { CODE_ALPHABET, CODE_LENGTH } from '../online/code.js';
import { Checkpoints } from './checkpoint.js';

/** The presence hash of the codes held: code → count of claims (the first claim is 1). */
const HELD = 'domino-table:codes';

/** A random code (not yet checked against the rooms). */
export function drawCode(): string {
  let s = '';
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** Whether `code` is a live room's or class's anywhere, or kept by a checkpoint. */
async function inUse(code: string): Promise<boolean> {
  if (matchMaker.getLocalRoomById(code)) return true;
  if (await matchMaker.driver.findOne({ roomId: code })) return true;
  return (await Checkpoints.active?.store.has(code)) ?? false;
}

/** A code no room or class holds, claimed for the caller (see the module comment). */
export async function claimCode(presence: Presence, draw: () => string = drawCode): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const code = draw();
    if (await inUse(code)) continue;
    if ((await presence.hincrby(HELD, code, 1)) === 1) return code;
  }
  throw new ServerError(503, 'No free table code was found: try again');
}

/** Marks `code` held (a room taken up from its checkpoint keeps its code). */
export async function keepCode(presence: Presence, code: string): Promise<void> {
  await presence.hset(HELD, code, '1');
}

/** Gives `code` back (its room or class ended). */
export function releaseCode(presence: Presence | undefined, code: string): void {
  presence?.hdel(HELD, code).catch(() => {});
}
