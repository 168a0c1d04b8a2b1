import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { seatSide } from './seats.js';
import { around } from './view.js';
import type { SeatView } from './view.js';

const sides = (players: number, viewer: number) => [...Array(players).keys()].map((s) => seatSide(players, viewer, s).side);

describe('seats round the table', () => {
  it('puts the viewer at the bottom and the next seat in play (clockwise, C-4) on the left; partners opposite (P-1)', () => {
    assert.deepEqual(sides(2, 0), ['bottom', 'top']);
    assert.deepEqual(sides(3, 0), ['bottom', 'left', 'right']);
    assert.deepEqual(sides(4, 0), ['bottom', 'left', 'top', 'right']);
    assert.deepEqual(sides(4, 2), ['top', 'right', 'bottom', 'left']); // seat 2 watching: its partner, seat 0, opposite
    assert.deepEqual(sides(8, 0), ['bottom', ...Array(7).fill('ring')]);
    assert.deepEqual([...Array(8).keys()].map((s) => seatSide(8, 5, s).at), [3, 4, 5, 6, 7, 0, 1, 2]);
  });
  it('places the cards: left and right beside the felt on a wide table, at the ends of the row above it on a narrow one; many seats in a row or a rail', () => {
    const seats = (players: number) => [...Array(players).keys()].map((s) => ({ seat: s, ...seatSide(players, 0, s) }) as SeatView);
    assert.deepEqual(around(seats(4), 1280), { top: [2], left: [1], right: [3], bottom: [0] });
    assert.deepEqual(around(seats(4), 375), { top: [1, 2, 3], left: [], right: [], bottom: [0] });
    assert.deepEqual(around(seats(3), 375), { top: [1, 2], left: [], right: [], bottom: [0] });
    assert.deepEqual(around(seats(6), 375), { top: [1, 2, 3, 4, 5], left: [], right: [], bottom: [0] });
    assert.deepEqual(around(seats(6), 320), { top: [0, 1, 2, 3, 4, 5], left: [], right: [], bottom: [] });
    assert.deepEqual(around(seats(6), 1280), { top: [], left: [], right: [1, 2, 3, 4, 5], bottom: [0] });
  });
});
