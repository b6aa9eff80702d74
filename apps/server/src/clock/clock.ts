/**
 * The one clock of the server. Everything that depends on time (turn timers, time banks,
 * room expiry, hello deadlines, rate limits, chat limits, archive retention) reads a
 * `Clock`, so tests move time instead of waiting for it.
 *
 * Alarms are set in the runtime's own time: `systemTime` turns a time of this clock into
 * it (the identity, except for the test clock under `wrangler dev`, which runs ahead).
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** The runtime's time (`Date.now()` scale) at which this clock reads `at`. */
  systemTime(at: number): number;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  systemTime: (at) => at,
};

/** A clock that stands still until told to move: Node tests and tools. */
export class ManualClock implements Clock {
  constructor(public time = 1_700_000_000_000) {}
  now(): number {
    return this.time;
  }
  systemTime(at: number): number {
    return at;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * The system clock plus an offset that only ever grows: what `wrangler dev --var
 * TEST_CLOCK:1` gives the browser tests, moved through `POST /api/test/clock`
 * (routes/test-clock.ts), which does not exist without that var. A deployed Worker never
 * sets it. One per isolate (module state): the route hands the offset to every Durable
 * Object it pokes, so an object in another isolate would agree as well.
 */
export class OffsetClock implements Clock {
  offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  systemTime(at: number): number {
    return at - this.offsetMs;
  }
  /** Moves to `offsetMs` ahead of the system clock; never back (a deadline passed stays passed). */
  moveTo(offsetMs: number): void {
    if (Number.isFinite(offsetMs) && offsetMs > this.offsetMs) this.offsetMs = offsetMs;
  }
}

export const testClock = new OffsetClock();

/** The clock a Worker or Durable Object reads: the test clock only when the test var is set. */
export function clockOf(env: { TEST_CLOCK?: string | undefined }): Clock {
  return env.TEST_CLOCK === '1' ? testClock : systemClock;
}
