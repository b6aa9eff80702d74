/**
 * The `seats` frame (names, sockets online, spectators), one per batch of changes. Each
 * join, hello and close changes it; sent at once, 150 spectators arriving one after
 * another cost 150 × (sockets open) frames (11,175 measured). A batch ends when the seats
 * have been quiet for `quietMs`, or `maxMs` after its first change (a steady stream of
 * arrivals still shows every `maxMs`); the room then sends the one resulting frame, only
 * to sockets that do not already show exactly it.
 */
import type { Conn, Host } from './conn.js';
import { sendTo } from './outbox.js';
import type { Sessions } from './sessions.js';

export class SeatsBroadcast {
  /** When the open batch began and last changed; null: no batch open. */
  private batch: { first: number; last: number } | null = null;
  /** The last `seats` text each socket was given (or was welcomed with). */
  private readonly shown = new WeakMap<Conn, string>();

  constructor(
    private readonly host: Host,
    private readonly sessions: Sessions,
    /** The current `seats` frame. */
    private readonly frame: () => string,
    private readonly quietMs: number,
    private readonly maxMs: number,
  ) {}

  /** Something the frame shows changed: a frame goes out at the end of the batch. */
  changed(): void {
    const now = this.host.now();
    if (this.batch) {
      this.batch.last = now;
      return;
    }
    this.batch = { first: now, last: now };
    this.host.later(() => this.due(), this.quietMs);
  }

  /** The batch's timer: flush, or wait for the quiet period (bounded by `maxMs`). */
  private due(): void {
    const b = this.batch;
    if (!b) return;
    const now = this.host.now();
    const end = Math.min(b.last + this.quietMs, b.first + this.maxMs);
    if (now < end) return this.host.later(() => this.due(), end - now);
    this.flush();
  }

  /** `conn` already knows the current seats (its welcome carried them). */
  shownTo(conn: Conn): void {
    this.shown.set(conn, this.frame());
  }

  flush(): void {
    this.batch = null;
    const text = this.frame();
    for (const { conn } of this.sessions.welcomed()) {
      if (this.shown.get(conn) === text) continue;
      this.shown.set(conn, text);
      sendTo(conn, text);
    }
  }
}
