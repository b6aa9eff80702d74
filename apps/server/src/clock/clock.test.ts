import { describe, expect, it } from 'vitest';
import { ManualClock, OffsetClock, clockOf, systemClock, testClock } from './clock.js';

describe('clocks', () => {
  it('the test clock is used only when TEST_CLOCK is exactly "1"', () => {
    expect(clockOf({})).toBe(systemClock);
    expect(clockOf({ TEST_CLOCK: '0' })).toBe(systemClock);
    expect(clockOf({ TEST_CLOCK: 'true' })).toBe(systemClock);
    expect(clockOf({ TEST_CLOCK: '1' })).toBe(testClock);
  });

  it('an offset clock runs ahead and maps its times back for alarms; it never moves back', () => {
    const c = new OffsetClock();
    c.moveTo(86_400_000);
    const before = Date.now();
    const now = c.now();
    expect(now - before).toBeGreaterThanOrEqual(86_400_000);
    expect(c.systemTime(now)).toBeLessThanOrEqual(Date.now());
    expect(c.systemTime(now)).toBeGreaterThanOrEqual(before);
    c.moveTo(1000);
    c.moveTo(Number.NaN);
    expect(c.offsetMs).toBe(86_400_000);
  });

  it('a manual clock moves only when told', () => {
    const c = new ManualClock(5);
    expect(c.now()).toBe(5);
    c.advance(10);
    expect(c.now()).toBe(15);
    expect(c.systemTime(99)).toBe(99);
  });
});
