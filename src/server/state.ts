/**
 * The room's public Colyseus state, synchronised to every client by schema
 * patches: who sits where and is connected, the game's phase and the fair-deal
 * commitment. It never holds a tile: hands travel only in per-client messages.
 */
import { ArraySchema, schema } from '@colyseus/schema';

/** One seat as everyone sees it. */
export const SeatInfo = schema(
  {
    name: 'string', // plain text, at most 24 characters
    kind: 'string', // "open" (waiting for a person), "human" or "ai"
    connected: 'boolean', // a person is connected to this seat now
    standIn: 'boolean', // the server's AI plays for the absent person
  },
  'SeatInfo',
);
/** An instance of {@link SeatInfo}. */
export type Seat = InstanceType<typeof SeatInfo>;

/** The whole public state of a table. */
export const TableState = schema(
  {
    variant: 'string',
    players: 'number',
    level: 'string',
    phase: 'string', // "waiting", "playing", "over"
    commitment: 'string', // hex SHA-256 of room id and seed, from the start of the game
    clock: 'number', // the turn clock, seconds per turn (0: none); the running clock travels in `clock` messages
    paused: 'boolean', // the host paused the table: the clock and the computers wait
    invites: 'boolean', // seats for invited people only (CreateOptions.invites): a spectator cannot take one
    seats: [SeatInfo],
  },
  'TableState',
);
/** An instance of {@link TableState}. */
export type Table = InstanceType<typeof TableState>;

/** A fresh table with `players` seats; `humans` are open for people, the rest are computer seats. */
export function newTable(variant: string, players: number, level: string, humans: readonly number[]): Table {
  const t = new TableState();
  t.variant = variant;
  t.players = players;
  t.level = level;
  t.phase = 'waiting';
  t.commitment = '';
  t.clock = 0;
  t.paused = false;
  t.invites = false;
  t.seats = new ArraySchema<Seat>();
  for (let s = 0; s < players; s++) {
    const seat = new SeatInfo();
    const person = humans.includes(s);
    seat.kind = person ? 'open' : 'ai';
    seat.name = '';
    seat.connected = false;
    seat.standIn = false;
    t.seats.push(seat);
  }
  return t;
}
