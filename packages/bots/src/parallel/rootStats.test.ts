import { describe, expect, it } from 'vitest';
import { bestArm, mergeRootStats } from './rootStats.js';
import type { RootArm, RootStats } from './rootStats.js';

const arm = (legalIndex: number, loc: number, rank: number, visits: number, valueSum: number): RootArm => ({ legalIndex, loc, rank, visits, valueSum });

describe('mergeRootStats', () => {
  it('sums visits, reward sums and playouts per move over threads', () => {
    const a: RootStats = { playouts: 30, arms: [arm(3, -1, 0, 20, 12), arm(3, 5, 1, 10, 4)] };
    const b: RootStats = { playouts: 25, arms: [arm(3, 5, 1, 15, 9), arm(3, -1, 0, 10, 5)] };
    const m = mergeRootStats([a, b]);
    expect(m.playouts).toBe(55);
    expect(m.arms).toEqual([arm(3, -1, 0, 30, 17), arm(3, 5, 1, 25, 13)]);
  });

  it('leaves the threads’ statistics unchanged', () => {
    const a: RootStats = { playouts: 4, arms: [arm(0, -1, 0, 4, 2)] };
    const copy = structuredClone(a);
    mergeRootStats([a, a]);
    expect(a).toEqual(copy);
  });
});

describe('bestArm', () => {
  it('prefers merged visits over a higher mean', () => {
    const s: RootStats = { playouts: 0, arms: [arm(0, -1, 0, 9, 8.9), arm(1, -1, 1, 10, 1)] };
    expect(bestArm(s)?.legalIndex).toBe(1);
  });

  it('breaks a visit tie by mean, then by greedy rank, whatever the arm order', () => {
    const tieVisits = [arm(0, -1, 1, 10, 4), arm(1, -1, 0, 10, 6)];
    expect(bestArm({ playouts: 0, arms: tieVisits })?.legalIndex).toBe(1);
    const fullTie = [arm(4, -1, 2, 10, 5), arm(2, 7, 1, 10, 5), arm(6, -1, 3, 10, 5)];
    expect(bestArm({ playouts: 0, arms: fullTie })).toEqual(fullTie[1]);
    expect(bestArm({ playouts: 0, arms: [...fullTie].reverse() })).toEqual(fullTie[1]);
  });

  it('picks the best-ranked move when nothing was played out, and null without moves', () => {
    expect(bestArm({ playouts: 0, arms: [arm(5, -1, 1, 0, 0), arm(2, -1, 0, 0, 0)] })?.legalIndex).toBe(2);
    expect(bestArm({ playouts: 0, arms: [] })).toBeNull();
  });
});
