/** The turn clock's arithmetic (clock.ts): a turn's limit is its time plus the seat's reserve; a slow turn spends reserve; a pause stands still. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TurnClock } from './clock.js';

test('turn clock: time per turn, reserve spent by slow turns only, kept within a turn, still while paused, full again for a new game', () => {
  let now = 0;
  const c = new TurnClock(30, 10, 2, () => now);
  assert.equal(c.turn(0), 40_000, '30 s and 10 s of reserve');
  now = 20_000;
  assert.equal(c.turn(0), 20_000, 'a draw in the same turn keeps its time');
  now = 34_000; // seat 0 took 34 s: 4 s of reserve
  assert.equal(c.turn(1), 40_000);
  now = 35_000; // seat 1 was quick
  assert.equal(c.turn(0), 36_000, 'seat 0 has 6 s of reserve left');
  assert.deepEqual(c.message(), { seat: 0, ms: 36_000, reserve: 6_000, paused: false });
  c.pause(true);
  now = 95_000;
  assert.equal(c.left(), 36_000, 'paused: the clock stands still');
  assert.equal(c.message().paused, true);
  c.pause(false);
  now = 105_000;
  assert.equal(c.left(), 26_000);
  c.expired(0);
  assert.equal(c.turn(null), 0, "a computer's turn: no clock");
  now = 106_000;
  assert.equal(c.turn(0), 30_000, 'the reserve is gone once a turn ran out');
  c.reset();
  assert.equal(c.turn(1), 40_000, 'a new game: reserves full');
  assert.equal(new TurnClock(0, 0, 2).turn(0), 0, 'no clock');
});
