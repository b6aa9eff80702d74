import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '@carc/protocol';
import { seatNotices } from './seat-notices.js';

const seats = (...s: [string | null, number][]): SeatInfo[] => s.map(([name, online], seat) => ({ seat, name, online }));

describe('seatNotices', () => {
  it('announces a seat taken, a player dropping and coming back', () => {
    const a = seats(['Ann', 1], [null, 0], [null, 0]);
    const b = seats(['Ann', 1], ['Ben', 1], [null, 0]);
    expect(seatNotices(a, b, 0)).toEqual([{ kind: 'joined', seat: 1, name: 'Ben' }]);
    const c = seats(['Ann', 1], ['Ben', 0], [null, 0]);
    expect(seatNotices(b, c, 0)).toEqual([{ kind: 'left', seat: 1, name: 'Ben' }]);
    expect(seatNotices(c, b, 0)).toEqual([{ kind: 'back', seat: 1, name: 'Ben' }]);
  });

  it('says nothing about the viewer’s own seat, a second tab, or the first frame', () => {
    const a = seats(['Ann', 1], ['Ben', 1]);
    expect(seatNotices(a, seats(['Ann', 0], ['Ben', 1]), 0)).toEqual([]);
    expect(seatNotices(a, seats(['Ann', 1], ['Ben', 2]), 0)).toEqual([]);
    expect(seatNotices(seats(['Ann', 1], ['Ben', 2]), a, 0)).toEqual([]);
    expect(seatNotices([], a, 0)).toEqual([]);
  });

  it('tells a spectator about every seat', () => {
    const a = seats(['Ann', 1], ['Ben', 1]);
    expect(seatNotices(a, seats(['Ann', 0], ['Ben', 0]), null).map((n) => n.name)).toEqual(['Ann', 'Ben']);
  });
});
