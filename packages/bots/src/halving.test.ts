import { describe, expect, it } from 'vitest';
import { armsFor, blendVisits, CommonDraws, foldResult, halve, joinSlices, keepArms, priorBlend, roundTarget, splitJobs } from './halving.js';
import type { ArmJob, HalvingArm, JobResult } from './halving.js';
import { seededRng } from './rng.js';

const job = (arm: number, count: number, first = 100 * arm): ArmJob => ({ arm, count, seeds: Array.from({ length: count }, (_, j) => first + j), stack: null });

describe('splitJobs', () => {
  it('cuts the jobs into ranges of nearly equal playouts, in order, covering every playout once', () => {
    for (const [counts, threads] of [[[50, 50, 50], 2], [[7], 3], [[3, 9, 1, 20], 4], [[1, 1], 3], [[40, 40, 40, 40, 40], 2]] as const) {
      const jobs = counts.map((c, i) => job(i, c));
      const split = splitJobs(jobs, threads);
      expect(split).toHaveLength(threads);
      const loads = split.map((l) => l.reduce((s, x) => s + x.count, 0));
      const total = counts.reduce((a, b) => a + b, 0);
      expect(loads.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
      // Each job's seeds come back whole once the slices are joined in playout order.
      const results = split.map((l) => l.map((slice) => ({ slice, result: { arm: slice.arm, refused: false, rewards: slice.seeds!.map((s) => s / 1000) } as JobResult })));
      expect(joinSlices(jobs, results).map((r) => r.rewards)).toEqual(jobs.map((j) => j.seeds!.map((s) => s / 1000)));
    }
  });

  it('marks the joined job refused when any slice was refused', () => {
    const jobs = [job(0, 10)];
    const split = splitJobs(jobs, 2);
    const results = split.map((l, t) => l.map((slice) => ({ slice, result: { arm: 0, refused: t === 1, rewards: t === 1 ? [] : [0.5] } })));
    expect(joinSlices(jobs, results)[0]!.refused).toBe(true);
  });
});

describe('foldResult', () => {
  it('gives the same running mean whether the rewards come in one job or in slices folded in order', () => {
    const rewards = Array.from({ length: 37 }, (_, i) => ((i * 7919) % 101) / 101);
    const whole: HalvingArm = { visits: 0, mean: 0 };
    foldResult(whole, { arm: 0, rewards, refused: false });
    const parts: HalvingArm = { visits: 0, mean: 0 };
    for (const [a, b] of [[0, 5], [5, 30], [30, 37]]) foldResult(parts, { arm: 0, rewards: rewards.slice(a, b), refused: false });
    expect(parts).toEqual(whole);
    const refused: HalvingArm = { visits: 3, mean: 0.4 };
    foldResult(refused, { arm: 0, rewards: [], refused: true });
    expect(refused).toEqual({ visits: 3, mean: -1, refused: true });
  });
});

describe('CommonDraws', () => {
  it('gives every arm the same seed for the same playout index, drawn once in index order', () => {
    const d = new CommonDraws(seededRng('cd'), { unknown: 10, count: 10 });
    const a = d.job(0, { visits: 0, mean: 0 }, 4);
    const b = d.job(1, { visits: 2, mean: 0 }, 4);
    expect(b.seeds!.slice(0, 2)).toEqual(a.seeds!.slice(2));
    const ref = seededRng('cd');
    expect(a.seeds).toEqual([ref.u32(), ref.u32(), ref.u32(), ref.u32()]);
    expect(a.stack).toBeNull();
  });

  it('draws a stack subset per job when the stack holds fewer tiles than are unknown', () => {
    const d = new CommonDraws(seededRng('cd2'), { unknown: 12, count: 5 });
    const j = d.job(0, { visits: 0, mean: 0 }, 2);
    expect(j.stack).toHaveLength(5);
    expect(new Set(j.stack).size).toBe(5);
    expect(j.stack!.every((i) => i >= 0 && i < 12)).toBe(true);
  });
});

describe('round plan helpers', () => {
  it('shares the playouts left over the alive arms and rounds, counting this round’s head start', () => {
    expect(roundTarget([{ visits: 0, mean: 0 }, { visits: 0, mean: 0 }], 100, 0, 1)).toBe(50);
    // 8 timing playouts already made on the first arm count towards the round.
    expect(roundTarget([{ visits: 8, mean: 0 }, { visits: 0, mean: 0 }, { visits: 0, mean: 0 }, { visits: 0, mean: 0 }], 808, 8, 2)).toBe(101);
    expect(roundTarget([{ visits: 5, mean: 0 }], 5, 5, 1)).toBeNull();
  });

  it('halves by mean with the prior order breaking ties, and widens one arm per `widening` playouts', () => {
    const arms = [0.2, 0.5, 0.5, 0.1, 0.9].map((mean) => ({ visits: 1, mean }));
    expect(halve([0, 1, 2, 3, 4], arms)).toEqual([4, 1, 2]);
    expect(armsFor(4000, 200, 24)).toBe(20);
    expect(armsFor(100, 200, 24)).toBe(2);
    expect(armsFor(Number.POSITIVE_INFINITY, 200, 24)).toBe(24);
    expect(keepArms([3, -1, 5, 7], 2, true, (x) => x)).toEqual([3, -1, 5]);
  });
});

describe('prior blend weight', () => {
  const blend = { priorVisits: 500, priorShare: 0.085 };
  it('is the share of the planned playouts, never below the floor', () => {
    expect(blendVisits(blend, 2000)).toBe(500);
    expect(blendVisits(blend, 20_000)).toBeCloseTo(1700, 6);
    expect(blendVisits({ priorVisits: 0, priorShare: 0 }, 20_000)).toBe(0);
  });
  it('is the floor while the plan is unknown', () => {
    expect(blendVisits(blend, Number.POSITIVE_INFINITY)).toBe(500);
  });
  it('reads a changing weight each time it ranks', () => {
    // Arm 0: good playouts, poor prior; arm 1 the reverse.
    const arms: HalvingArm[] = [{ visits: 100, mean: 0.7 }, { visits: 100, mean: 0.5 }];
    // With the whole plan as the weight (share 1, no floor), the weight is the plan.
    let k = 0;
    const value = priorBlend(arms, [-40, 40], { priorVisits: 0, priorShare: 1, marginScale: 20 }, () => k);
    expect(value(0)).toBeGreaterThan(value(1));
    k = 1e5;
    expect(value(1)).toBeGreaterThan(value(0));
    // A refused arm stays last whatever the weight.
    arms[0]!.mean = -1;
    expect(value(0)).toBe(-1);
  });
});
