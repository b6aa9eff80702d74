/**
 * The `seats` frame (names, sockets online, spectators), one per batch of changes. Each
 * join, hello and close changes it; sent at once, 150 spectators arriving one after
 * another cost 150 × (sockets open) frames (11,175 measured). Changes are collected for
 * `batchMs` and the room then sends the one resulting frame, only to sockets that do not
 * already show exactly it.
 */
import type { Conn, Host } from './conn.js';
import { sendTo } from './outbox.js';
import type { Sessions } from './sessions.js';

export class SeatsBroadcast {
  private pending = false;
  /** The last `seats` text each socket was given (or was welcomed with). */
  private readonly shown = new WeakMap<Conn, string>();

  constructor(
    private readonly host: Host,
    private readonly sessions: Sessions,
    /** The current `seats` frame. */
    private readonly frame: () => string,
    private readonly batchMs: number,
  ) {}

  /** Something the frame shows changed: a frame goes out at the end of the batch. */
  changed(): void {
    if (this.pending) return;
    this.pending = true;
    this.host.later(() => this.flush(), this.batchMs);
  }

  /** `conn` already knows the current seats (its welcome carried them). */
  shownTo(conn: Conn): void {
    this.shown.set(conn, this.frame());
  }

  flush(): void {
    this.pending = false;
    const text = this.frame();
    for (const { conn } of this.sessions.welcomed()) {
      if (this.shown.get(conn) === text) continue;
      this.shown.set(conn, text);
      sendTo(conn, text);
    }
  }
}
