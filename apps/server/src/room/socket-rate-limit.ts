import type { Conn } from './conn.js';
import { TokenBucket } from './rate-limit.js';

/**
 * Per-socket rate limit: `pass`, `refuse` (answer `rate-limited`), `refuse-quietly` (a
 * flood must not double itself in replies: only the first refusals of a burst are
 * answered) or `close` (a socket refused `closeAfter` times in all; a client within the
 * limit never is).
 */
export type RateVerdict = 'pass' | 'refuse' | 'refuse-quietly' | 'close';

export class SocketRateLimit {
  private readonly buckets = new WeakMap<Conn, TokenBucket>();

  constructor(
    private readonly limit: { burst: number; perSecond: number },
    private readonly closeAfter: number,
  ) {}

  check(conn: Conn, now: number): RateVerdict {
    let bucket = this.buckets.get(conn);
    if (!bucket) this.buckets.set(conn, (bucket = new TokenBucket(now, this.limit.burst, this.limit.perSecond)));
    if (bucket.take(now)) return 'pass';
    if (bucket.refusedTotal >= this.closeAfter) return 'close';
    return bucket.refusedInARow <= 3 ? 'refuse' : 'refuse-quietly';
  }
}
