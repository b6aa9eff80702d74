import { describe, expect, it } from 'vitest';
import { cpuMsNow, searchClock } from './search-clock.js';
import type { Budget } from './types.js';

/** Burns CPU until a clock for the budget says it is spent; returns the CPU ms that took. */
function burnUntilSpent(budget: Budget): number {
  const c0 = cpuMsNow();
  const clock = searchClock(budget)!;
  expect(clock.spent()).toBeLessThan(1);
  let x = 0;
  while (clock.spent() < 1) for (let i = 0; i < 10_000; i++) x += Math.sqrt(i + x);
  expect(Number.isFinite(x)).toBe(true);
  return cpuMsNow() - c0;
}

describe('searchClock', () => {
  it('has no clock for an iterations-only budget', () => {
    expect(searchClock({ iterations: 100 })).toBeNull();
    expect(searchClock({})).toBeNull();
  });

  it('counts this process’s CPU time against cpuMs', () => {
    expect(burnUntilSpent({ cpuMs: 20 })).toBeGreaterThanOrEqual(20);
  });

  it('is spent at once with a zero limit, and the nearer of two limits decides', () => {
    expect(searchClock({ cpuMs: 0 })!.spent()).toBe(1);
    expect(searchClock({ ms: 0, cpuMs: 1e9 })!.spent()).toBe(1);
    expect(burnUntilSpent({ ms: 1e9, cpuMs: 10 })).toBeGreaterThanOrEqual(10);
  });
});
