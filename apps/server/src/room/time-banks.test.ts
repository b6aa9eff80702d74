import { describe, expect, it } from 'vitest';
import { TimeBanks } from './time-banks.js';

const H = 3_600_000;
const D = 24 * H;

describe('TimeBanks', () => {
  it('the pending seat pays its time; the turn that ends earns the per-move time, never above the start', () => {
    const b = new TimeBanks({ bankMs: 3 * D, perMoveMs: D }, 2, 0, 0);
    expect(b.deadline(0)).toBe(3 * D);
    // Seat 0 places after 2 h (same turn), then passes its follower after another hour: the turn goes to 1.
    b.apply(2 * H, 0, []);
    expect(b.left(0, 2 * H, 0)).toBe(3 * D - 2 * H);
    b.apply(3 * H, 0, [1]);
    // 3 days - 3 h + 1 day, capped at 3 days.
    expect(b.left(0, 3 * H, 1)).toBe(3 * D);
    expect(b.deadline(1)).toBe(3 * H + 3 * D);
    // Seat 1 takes 2.5 days, then earns a day: 1.5 days left.
    b.apply(3 * H + 2.5 * D, 1, [0]);
    expect(b.left(1, 3 * H + 2.5 * D, 0)).toBe(1.5 * D);
    expect(b.clocks()).toEqual({ banks: [3 * D, 1.5 * D], since: 3 * H + 2.5 * D });
  });

  it('the running seat counts down between actions; the others stand still', () => {
    const b = new TimeBanks({ bankMs: D, perMoveMs: 0 }, 3, 1000, 1);
    expect(b.left(1, 1000 + H, 1)).toBe(D - H);
    expect(b.left(0, 1000 + H, 1)).toBe(D);
    expect(b.left(1, 1000 + 2 * D, 1)).toBe(0);
  });

  it('a timeout acted on late stops at zero, and the move after it still earns the gain', () => {
    const b = new TimeBanks({ bankMs: D, perMoveMs: 6 * H }, 2, 0, 0);
    b.apply(5 * D, 0, [1]);
    expect(b.left(0, 5 * D, 1)).toBe(6 * H);
  });

  it('without a limit nothing runs out', () => {
    const b = new TimeBanks({ bankMs: null, perMoveMs: 0 }, 2, 0, 0);
    b.apply(100 * D, 0, [1]);
    expect(b.deadline(1)).toBeNull();
    expect(b.left(0, 200 * D, 0)).toBeNull();
    expect(b.clocks()).toEqual({ banks: null, since: 100 * D });
  });

  it('time never runs backwards: an action stamped before the last change costs nothing', () => {
    const b = new TimeBanks({ bankMs: D, perMoveMs: 0 }, 2, 10_000, 0);
    b.apply(5_000, 0, []);
    expect(b.left(0, 10_000, 0)).toBe(D);
  });
});
