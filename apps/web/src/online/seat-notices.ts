/**
 * What changed between two `seats` frames, as notices for the players: a seat taken, a
 * player whose last socket closed, a player who came back. The room already counts each
 * seat's open sockets (`online`); a seat going from some to none is a disconnect, from none
 * to some a return. A player with two tabs who closes one is still there: no notice.
 */
import type { SeatInfo } from '@carc/protocol';

export type SeatNotice = { kind: 'joined' | 'left' | 'back'; seat: number; name: string };

export function seatNotices(before: readonly SeatInfo[], after: readonly SeatInfo[], self: number | null): SeatNotice[] {
  // The first frame is the state of the room, not news.
  if (before.length === 0) return [];
  const out: SeatNotice[] = [];
  for (const now of after) {
    if (now.seat === self || now.name === null) continue;
    const was = before.find((s) => s.seat === now.seat);
    if (!was || was.name === null) out.push({ kind: 'joined', seat: now.seat, name: now.name });
    else if (was.online > 0 && now.online === 0) out.push({ kind: 'left', seat: now.seat, name: now.name });
    else if (was.online === 0 && now.online > 0) out.push({ kind: 'back', seat: now.seat, name: now.name });
  }
  return out;
}
