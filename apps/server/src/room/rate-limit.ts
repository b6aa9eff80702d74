import { RATE_LIMIT } from '@carc/protocol';

/** Token bucket for one socket. Kept in memory: a hibernation wake-up starts it full. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Refusals in a row: only the first few of a burst are answered. */
  refusedInARow = 0;
  /** Refusals over the socket's life: a client within the limit never gets any, so a
   *  socket that collects many is closed, however its flood is spread over time. */
  refusedTotal = 0;

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
    this.refusedTotal++;
    return false;
  }
}
