import type { Budget } from '../limits.js';

/**
 * A token bucket counted per minute: `burst` at once, refilled at `perMinute`. When empty
 * it says how long until the next token, which becomes the 429's `Retry-After`.
 */
export class MinuteBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly budget: Budget,
    now: number,
  ) {
    this.tokens = budget.burst;
    this.last = now;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.last);
    this.last = Math.max(this.last, now);
    this.tokens = Math.min(this.budget.burst, this.tokens + (elapsed * this.budget.perMinute) / 60_000);
  }

  /** Whole seconds until one token is there (at least 1). */
  private retryAfter(): number {
    return Math.max(1, Math.ceil(((1 - this.tokens) * 60) / this.budget.perMinute));
  }

  /** Spends one token, or says when to come back. */
  take(now: number): { ok: true } | { ok: false; retryAfter: number } {
    this.refill(now);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfter: this.retryAfter() };
  }

  /** As `take`, without spending. */
  peek(now: number): { ok: true } | { ok: false; retryAfter: number } {
    this.refill(now);
    return this.tokens >= 1 ? { ok: true } : { ok: false, retryAfter: this.retryAfter() };
  }

  /** True once the bucket is full again: an object holding only full buckets may go. */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.budget.burst;
  }
}
