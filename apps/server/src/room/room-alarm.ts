/**
 * The one alarm a Durable Object has, shared by the turn timer and time banks, bot moves,
 * the hello deadline of new sockets, an archive write to retry and the removal of an
 * expired room. Setting it is a storage write that holds back outgoing messages until
 * durable, so it is written only when it must move earlier (or, for the game's own
 * deadline, to the new one): an alarm that fires early just reschedules. An idle room has
 * at most one alarm, its next deadline.
 */
import type { Host } from './conn.js';

export class RoomAlarm {
  /** The alarm this instance last set (unknown after a restart: null). */
  private alarmAt: number | null = null;
  /** Any input or socket: the expiry clock starts again. */
  lastActivity: number;

  constructor(private readonly host: Host) {
    this.lastActivity = host.now();
  }

  touch(now: number): void {
    this.lastActivity = now;
  }

  /** The alarm ran: the next `schedule` writes whatever it needs. */
  fired(): void {
    this.alarmAt = null;
  }

  clear(): void {
    this.alarmAt = null;
    this.host.setAlarm(null);
  }

  /**
   * `game`: the game's next deadline (turn timer, bank, bot move, archive retry);
   * `hello`: the earliest hello deadline; `expires`: when the room deletes itself (null:
   * never, while a turn-based game's clock runs). All null: no alarm.
   */
  schedule(game: number | null, hello: number | null, expires: number | null): void {
    const at = Math.min(expires ?? Infinity, game ?? Infinity, hello ?? Infinity);
    if (at === Infinity) {
      if (this.alarmAt !== null) this.clear();
      return;
    }
    if (game === null && this.alarmAt !== null && this.alarmAt <= at) return;
    if (this.alarmAt === at) return;
    this.alarmAt = at;
    this.host.setAlarm(at);
  }
}
