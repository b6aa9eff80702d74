/**
 * The time banks of a turn-based room (@carc/protocol turns.ts). Each seat starts with the
 * room's bank; the seat whose decision is pending pays for the time it takes; when a turn
 * ends, the seat whose turn it was gains the per-move time, never above the starting bank.
 *
 * Everything here follows from the action log (each action's time and events), so a room
 * rebuilt after an eviction has the same banks without storing them. A bank paid past zero
 * (the room acted late on a timeout, say after a restart) stops at zero.
 */
import type { Clocks } from '@carc/protocol';

export interface BankSettings {
  /** Each seat's bank at the start, ms; null: no limit (nothing runs out). */
  bankMs: number | null;
  /** Gained at the end of each of the seat's turns, ms. */
  perMoveMs: number;
}

export class TimeBanks {
  /** Each seat's time left at `since`. */
  private readonly banks: number[];
  /** When the pending decision began (the game's start, or the last action). */
  private since: number;

  /**
   * `owner`: whose turn it is at the start. A turn ends with the next `turnStarted` event,
   * and the time gained goes to the owner of the turn that ended.
   */
  constructor(
    private readonly settings: BankSettings,
    seats: number,
    startedAt: number,
    private owner: number | null,
  ) {
    this.banks = new Array<number>(seats).fill(settings.bankMs ?? 0);
    this.since = startedAt;
  }

  /**
   * An action accepted at `at`: `pending` (the seat whose decision it answered) pays the
   * time since the last change; each turn that began with it credits the turn just ended.
   */
  apply(at: number, pending: number | null, turnsStarted: readonly number[]): void {
    const { bankMs, perMoveMs } = this.settings;
    if (bankMs !== null && pending !== null && pending < this.banks.length) {
      this.banks[pending] = Math.max(0, this.banks[pending]! - Math.max(0, at - this.since));
    }
    for (const next of turnsStarted) {
      if (bankMs !== null && this.owner !== null && this.owner < this.banks.length) {
        this.banks[this.owner] = Math.min(bankMs, this.banks[this.owner]! + perMoveMs);
      }
      this.owner = next;
    }
    this.since = Math.max(this.since, at);
  }

  /** Time left of `seat` at `now`, when `pending` is the seat whose decision runs; null: no limit. */
  left(seat: number, now: number, pending: number | null): number | null {
    if (this.settings.bankMs === null) return null;
    const bank = this.banks[seat] ?? 0;
    return seat === pending ? Math.max(0, bank - Math.max(0, now - this.since)) : bank;
  }

  /** When the pending seat's bank runs out; null without a limit or a pending seat. */
  deadline(pending: number | null): number | null {
    if (this.settings.bankMs === null || pending === null) return null;
    return this.since + (this.banks[pending] ?? 0);
  }

  /** What the clients are sent (turns.ts `Clocks`). */
  clocks(): Clocks {
    return { banks: this.settings.bankMs === null ? null : [...this.banks], since: this.since };
  }
}
