import { describe, expect, it } from 'vitest';
import { formatAgo, formatLeft, seatLeft } from './time.js';

const H = 3_600_000;
const D = 24 * H;

describe('clock formats', () => {
  it('shows the two largest units, rounded down, in the language', () => {
    expect(formatLeft(2 * D + 5 * H + 59_000, 'en')).toBe('2d 5h');
    expect(formatLeft(3 * D, 'en')).toBe('3d');
    expect(formatLeft(5 * H + 3 * 60_000 + 999, 'en')).toBe('5h 3m');
    expect(formatLeft(42_900, 'en')).toBe('42s');
    expect(formatLeft(-5, 'en')).toBe('0s');
    expect(formatLeft(2 * D, 'de')).not.toBe(formatLeft(2 * D, 'en'));
  });

  it('says how long ago', () => {
    expect(formatAgo(0, 3 * H, 'en')).toBe('3 hours ago');
    expect(formatAgo(0, D, 'en')).toBe('yesterday');
  });

  it('the pending seat counts down from `since`; the others stand; null banks are no limit', () => {
    const turn = { player: 1, clocks: { banks: [D, 2 * D], since: 1000 } };
    expect(seatLeft(turn, 1, 1000 + H)).toBe(2 * D - H);
    expect(seatLeft(turn, 0, 1000 + H)).toBe(D);
    expect(seatLeft(turn, 1, 1000 + 3 * D)).toBe(0);
    expect(seatLeft({ player: 0, clocks: { banks: null, since: 0 } }, 0, 5)).toBeNull();
    expect(seatLeft({ player: 0 }, 0, 5)).toBeUndefined();
  });
});
