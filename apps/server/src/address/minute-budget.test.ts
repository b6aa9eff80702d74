import { describe, expect, it } from 'vitest';
import { MinuteBudget } from './minute-budget.js';

describe('MinuteBudget', () => {
  it('gives the burst at once, then refuses with the seconds until the next token', () => {
    const b = new MinuteBudget({ burst: 3, perMinute: 6 }, 0);
    for (let i = 0; i < 3; i++) expect(b.take(0)).toEqual({ ok: true });
    // 6 per minute: one token every 10 s.
    expect(b.take(0)).toEqual({ ok: false, retryAfter: 10 });
    expect(b.take(4_000)).toEqual({ ok: false, retryAfter: 6 });
    expect(b.take(10_000)).toEqual({ ok: true });
    expect(b.take(10_000)).toEqual({ ok: false, retryAfter: 10 });
  });

  it('refills up to the burst only, and peek spends nothing', () => {
    const b = new MinuteBudget({ burst: 2, perMinute: 60 }, 0);
    expect(b.take(0).ok && b.take(0).ok).toBe(true);
    expect(b.peek(0)).toEqual({ ok: false, retryAfter: 1 });
    expect(b.full(3_600_000)).toBe(true);
    for (let i = 0; i < 5; i++) expect(b.peek(3_600_000)).toEqual({ ok: true });
    expect(b.take(3_600_000).ok && b.take(3_600_000).ok).toBe(true);
    expect(b.take(3_600_000).ok).toBe(false);
  });

  it('a clock going backwards neither refills nor breaks the bucket', () => {
    const b = new MinuteBudget({ burst: 1, perMinute: 1 }, 60_000);
    expect(b.take(60_000).ok).toBe(true);
    expect(b.take(0)).toEqual({ ok: false, retryAfter: 60 });
    expect(b.take(60_000)).toEqual({ ok: false, retryAfter: 60 });
  });
});
