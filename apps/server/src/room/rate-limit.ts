import { RATE_LIMIT } from '@carc/protocol';

/** Token bucket for one socket. Kept in memory: a hibernation wake-up starts it full. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Refusals in a row, to close a socket that ignores them. */
  refusedInARow = 0;

  constructor(
    now: number,
    private readonly burst: number = RATE_LIMIT.burst,
    private readonly perSecond: number = RATE_LIMIT.perSecond,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last);
    this.last = now;
    this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.perSecond) / 1000);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow++;
    return false;
  }
}
