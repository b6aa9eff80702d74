/**
 * The one alarm a Durable Object has, shared by the turn timer, the hello deadline of new
 * sockets and the removal of an abandoned room. Setting it is a storage write that holds
 * back outgoing messages until durable, so it is written only when it must move earlier
 * (or, for the turn timer, to the new deadline): an alarm that fires early just reschedules.
 */
import type { Host } from './conn.js';

export class RoomAlarm {
  /** The alarm this instance last set (unknown after a restart: null). */
  private alarmAt: number | null = null;
  /** Any input or socket: the abandoned-room clock starts again. */
  lastActivity: number;

  constructor(
    private readonly host: Host,
    readonly ttlMs: number,
  ) {
    this.lastActivity = host.now();
  }

  touch(now: number): void {
    this.lastActivity = now;
  }

  /** No socket and no activity for the whole TTL. */
  abandoned(now: number, openSockets: number): boolean {
    return openSockets === 0 && now - this.lastActivity >= this.ttlMs;
  }

  /** The alarm ran: the next `schedule` writes whatever it needs. */
  fired(): void {
    this.alarmAt = null;
  }

  clear(): void {
    this.alarmAt = null;
    this.host.setAlarm(null);
  }

  /** `turn`: the turn timer's deadline; `hello`: the earliest hello deadline (null: none). */
  schedule(turn: number | null, hello: number | null): void {
    const cleanup = this.lastActivity + this.ttlMs;
    const at = Math.min(cleanup, turn ?? Infinity, hello ?? Infinity);
    if (turn === null && this.alarmAt !== null && this.alarmAt <= at) return;
    if (this.alarmAt === at) return;
    this.alarmAt = at;
    this.host.setAlarm(at);
  }
}
