/**
 * The online protocol shared by the server (`src/server/`) and the element's
 * online client: message names, their shapes, the per-seat view and the checks
 * on what a client sends. DOM-free and free of Colyseus, so both sides import it.
 */
import type { Action, GameState, Options, Tile, Variant } from '../engine/game.js';
import type { FairDeal } from './fair-deal.js';

/** The room name clients join (`client.create(ROOM, …)`, `client.joinById(code)`). */
export const ROOM = 'domino';

/** A hidden tile in a view: another seat's tile or a boneyard tile, face down. */
export const HIDDEN: Tile = '?';

/** Largest message a client may send, in bytes (the transport refuses bigger frames before decoding). */
export const MAX_MESSAGE_BYTES = 1024;

/**
 * Client → server message types: `act` an action; `start` the game now (empty seats go to computers), or a rematch
 * once one is over (same seats and options, a new commitment and deal); `say` a quick-chat phrase or reaction
 * ({@link SayMessage}); `back` a person whose turn ran out is at the table again; `pause` the host pauses or resumes
 * the clock and the computers ({@link PauseMessage}); `name` a seated person gives the name the others see
 * (`{ name }`, plain text: a guest asked for it after joining by a link).
 */
export const C = { act: 'act', start: 'start', say: 'say', back: 'back', pause: 'pause', name: 'name' } as const;
/** Server → client message types (`said`: a quick-chat message, to everyone; `clock`: the turn clock, to everyone). */
export const S = { sync: 'sync', update: 'update', reveal: 'reveal', error: 'error', said: 'said', clock: 'clock' } as const;

/** Quick-chat phrases: ids only travel; each screen says them in its own table's language (words `chat.ID`). */
export const PHRASES = ['hello', 'good-luck', 'nice', 'oops', 'thinking', 'your-turn', 'thanks', 'good-game', 'rematch'] as const;
/** Quick-chat reactions (shown as they are; spoken names are words `chat.ID`). */
export const REACTIONS = ['👍', '👏', '😮', '😂', '🙈', '🎉'] as const;

/** `say` (client → server): one id of {@link PHRASES} or {@link REACTIONS}. Anything else is refused. */
export interface SayMessage {
  id: string;
}

/** `said` (server → every client): who said which phrase or reaction. */
export interface SaidMessage {
  seat: number;
  id: string;
}

/** `pause` (client → server, the host only). */
export interface PauseMessage {
  paused: boolean;
}

/** `clock` (server → every client): the turn clock of the seat to move, or none (`seat` null: nobody's clock runs). */
export interface ClockMessage {
  seat: number | null;
  ms: number; // time left for this turn, turn time and reserve together, when the message left
  reserve: number; // of which the seat's reserve, ms
  paused: boolean; // the host paused the table (the clock stands still)
}

/** What the room creator asks for (join options of `create`). */
export interface CreateOptions {
  variant?: Variant;
  players?: number;
  options?: Options;
  /** Seats people play; every other seat is a computer player from the start (default: all seats are people). */
  humans?: number[];
  level?: 'easy' | 'medium' | 'hard';
  /**
   * Seats for invited people only: the server makes a secret per seat, sends them to the creator in its
   * `sync` (`invites`), and holds a seat only for a join that carries that seat's secret (`invite`), so
   * others with the room code can watch but cannot take or block it. Default: any seat is open to anyone with the code.
   */
  invites?: boolean;
  /**
   * Turn clock, seconds per turn (0 or absent: none). When a person's turn (their reserve included) runs out the
   * computer plays it, and their later turns, until they act again (`back`). A connected person cannot hold the table.
   */
  clock?: number;
  /** With a clock: seconds of reserve per seat and game, used once a turn's own time is over (default 0). */
  reserve?: number;
  /** List the table in the server's lobby (`GET /lobby`) while it waits for players, for anyone to take a free seat (default false). */
  listed?: boolean;
  /** The table's language, shown in the lobby: `en`, `pt-BR`, `pl`, … (letters and one hyphen, at most 10 characters). */
  lang?: string;
}

/** One table of `GET /lobby`: a listed table waiting for players. */
export interface LobbyTable {
  room: string; // its code
  variant: Variant;
  players: number;
  free: number[]; // the seats still open, 0-based
  lang: string;
}

/** What every joining client may say (join options). */
export interface JoinOptions extends CreateOptions {
  seat?: number | null; // the seat asked for; absent or null: watch
  name?: string; // shown to the others (plain text, trimmed to 24 characters)
  token?: string; // a seat's secret from an earlier `sync`: take that seat back after the grace period
  invite?: string; // the invitation secret of the seat asked for (a room created with `invites`; from the invitation link)
}

/** One public action as applied: a draw carries no tile. */
export interface PublicMove {
  seat: number | null; // null for next-round
  action: Action;
}

/** The game as one seat may see it: other hands and the boneyard are {@link HIDDEN} placeholders until the count. */
export type SeatState = GameState;

/** `sync`: everything a client needs after joining or reconnecting. */
export interface SyncMessage {
  seat: number | null; // this client's seat; null when watching
  token?: string; // this seat's secret, to take it back later (see JoinOptions.token)
  state: SeatState | null; // null while the room waits for players
  moves: PublicMove[]; // this round's public history
  points: number[][]; // points per finished round
  commitment: string | null; // the fair-deal commitment of the game in play
  n: number; // the number of actions applied so far
  legal?: Action[]; // as in UpdateMessage
  host?: boolean; // this client created the table (or holds its seat): it may pause
  clock?: ClockMessage; // the turn clock now (rooms with a clock)
  invites?: (string | null)[]; // to the creator of a room with `invites`: per seat, the secret of a seat still open (null: taken, or a computer's)
}

/** `update`: one action was applied. */
export interface UpdateMessage {
  n: number;
  move: PublicMove;
  state: SeatState;
  drawn?: Tile; // the tile this client drew (its own draws only)
  legal?: Action[]; // this client's legal actions when it is to move (the view alone cannot always tell: D-5 looks at every hand)
}

/** `reveal`: the game is over; the seed and the full record. */
export interface RevealMessage {
  fair: FairDeal;
  record: import('../record/record.js').GameRecord & { fair: FairDeal };
}

/** `error`: a message refused, sent to its sender only. */
export interface ErrorMessage {
  code: string; // e.g. "not-your-turn", "bad-message", "rate-limited", or an engine code
  message: string;
}

/** The quick-chat id in an untrusted `say` message, or null when it is none of the fixed set. */
export function parseSay(m: unknown): string | null {
  const id = m && typeof m === 'object' && !Array.isArray(m) ? (m as Record<string, unknown>).id : undefined;
  return typeof id === 'string' && ((PHRASES as readonly string[]).includes(id) || (REACTIONS as readonly string[]).includes(id)) ? id : null;
}

/** The view of `game` for `seat` (null: a spectator): hands show only at a count (C-10) or to their owner. */
export function seatState(game: GameState, seat: number | null): SeatState {
  const open = game.phase !== 'playing'; // the count shows every hand (C-10)
  const v: GameState = {
    ...game,
    seed: 0,
    hands: game.hands.map((h, s) => (open || s === seat ? h.slice() : h.map(() => HIDDEN))),
    boneyard: game.boneyard.map(() => HIDDEN), // its order stays secret until the seed is revealed
    deal: { hands: [] },
  };
  delete v.deals;
  return v;
}

export { publicAction } from '../record/marks.js';

const TYPES = new Set(['play', 'draw', 'pass', 'end-turn', 'next-round']);

/** The action in an untrusted message, or a reason it is not one. Only known fields of bounded size pass. */
export function parseAction(m: unknown): Action | string {
  if (!m || typeof m !== 'object' || Array.isArray(m)) return 'an action must be an object such as {"type":"draw"}';
  const o = m as Record<string, unknown>;
  if (typeof o.type !== 'string' || !TYPES.has(o.type)) return 'unknown action type';
  if (Object.keys(o).length > 3) return 'unexpected fields';
  if (o.type === 'play') {
    if (typeof o.tile !== 'string' || o.tile.length > 5) return 'a play needs a tile such as "6-4"';
    if (o.at !== undefined && (typeof o.at !== 'string' || o.at.length > 12)) return '"at" must be a place name';
    return o.at === undefined ? { type: 'play', tile: o.tile } : { type: 'play', tile: o.tile, at: o.at as string };
  }
  if (o.type === 'draw') {
    if (o.from !== undefined && o.from !== 'front' && o.from !== 'back') return 'a draw is from "front" or "back"';
    return o.from === 'back' ? { type: 'draw', from: 'back' } : { type: 'draw' };
  }
  return { type: o.type } as Action;
}

/**
 * An untrusted `act` message: an action, which may carry `step`, the number of actions applied when it was chosen
 * (`n` of the last sync or update). The server ignores an action whose step has passed (a copy sent again after a
 * slow answer, or a move the turn clock's computer already made), so a late copy never becomes a second move.
 */
export function parseAct(m: unknown): { action: Action; step: number | null } | string {
  if (!m || typeof m !== 'object' || Array.isArray(m) || !('step' in m)) {
    const action = parseAction(m);
    return typeof action === 'string' ? action : { action, step: null };
  }
  const { step, ...rest } = m as Record<string, unknown>;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > 1e7) return '"step" must be the whole number of actions applied when the action was chosen';
  const action = parseAction(rest);
  return typeof action === 'string' ? action : { action, step };
}

