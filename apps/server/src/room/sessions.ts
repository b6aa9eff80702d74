/**
 * The room's sockets as sessions (tldraw's RoomSession): who is open, who said `hello`,
 * for which seat. A socket whose close is being handled is counted out at once, even
 * while the runtime still lists it.
 */
import type { SeatInfo } from '@carc/protocol';
import type { Conn, ConnState, Host } from './conn.js';

export class Sessions {
  private readonly closed = new WeakSet<Conn>();

  constructor(private readonly host: Host) {}

  /** Every socket not closed or closing; `state` is its session (null before onConnect). */
  *open(): Generator<{ conn: Conn; state: ConnState | null }> {
    for (const conn of this.host.connections()) {
      if (this.closed.has(conn) || conn.isOpen?.() === false) continue;
      yield { conn, state: conn.getState() };
    }
  }

  /** Sockets that said `hello`, with their session. */
  *welcomed(): Generator<{ conn: Conn; state: ConnState }> {
    for (const s of this.open()) if (s.state?.hello) yield { conn: s.conn, state: s.state };
  }

  markClosed(conn: Conn): void {
    this.closed.add(conn);
  }

  count(): number {
    let n = 0;
    for (const _ of this.open()) n++;
    return n;
  }

  spectators(): number {
    let n = 0;
    for (const s of this.welcomed()) if (s.state.seat === null) n++;
    return n;
  }

  /** Each seat with its name and the number of its sockets online. */
  seatInfos(names: readonly (string | null)[]): SeatInfo[] {
    const online = new Array<number>(names.length).fill(0);
    for (const s of this.welcomed()) if (s.state.seat !== null && s.state.seat < online.length) online[s.state.seat]!++;
    return names.map((name, seat) => ({ seat, name, online: online[seat]! }));
  }

  /**
   * When the room should close the sockets still without `hello`: the earliest one's
   * deadline plus a tenth of the timeout (at most 1 s), so that sockets opened together
   * (a burst of them is what an attack looks like) are closed by one alarm, not one each.
   * Null: none waits.
   */
  helloDeadline(timeoutMs: number): number | null {
    const at = this.earliestHelloDeadline(timeoutMs);
    return at === null ? null : at + Math.min(1000, timeoutMs / 10);
  }

  private earliestHelloDeadline(timeoutMs: number): number | null {
    let at: number | null = null;
    for (const s of this.open()) {
      if (s.state?.hello || s.state?.opened === undefined) continue;
      const due = s.state.opened + timeoutMs;
      if (at === null || due < at) at = due;
    }
    return at;
  }

  /** The sockets that said no `hello` within `timeoutMs` of opening. */
  silentSince(now: number, timeoutMs: number): Conn[] {
    const out: Conn[] = [];
    // A socket from before this build (no `opened`) without hello is overdue as well.
    for (const s of this.open()) if (!s.state?.hello && (s.state?.opened ?? -Infinity) + timeoutMs <= now) out.push(s.conn);
    return out;
  }
}
