/**
 * The seat tokens this device holds, one per room (localStorage `carc.room.<room>`): a
 * reload rejoins the same seat, and "my games" asks about every room listed here. Tiny and
 * free of the room client on purpose: the app's first load reads it (the waiting-games
 * count) without loading the online screens.
 */

/** Seat tokens are kept per room so a reload (or a crash) rejoins the same seat. */
export function savedToken(room: string): { token: string; seat: number } | null {
  try {
    const s = localStorage.getItem(`carc.room.${room}`);
    return s ? (JSON.parse(s) as { token: string; seat: number }) : null;
  } catch {
    return null;
  }
}

/** Dispatched on `window` when this device takes a seat: the waiting-games count starts watching. */
export const SEATS_EVENT = 'carc-seats';

export function saveToken(room: string, token: string, seat: number): void {
  localStorage.setItem(`carc.room.${room}`, JSON.stringify({ token, seat }));
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(SEATS_EVENT));
}

/** Every room where this device holds a seat (the tokens saved by `saveToken`). */
export function savedSeats(): { room: string; token: string; seat: number }[] {
  const out: { room: string; token: string; seat: number }[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const room = key?.startsWith('carc.room.') ? key.slice('carc.room.'.length) : null;
      if (!room || !/^[a-z2-7]{12}$/.test(room)) continue;
      const saved = savedToken(room);
      if (saved && typeof saved.token === 'string') out.push({ room, ...saved });
    }
  } catch {
    // storage unavailable: no seats known
  }
  return out;
}

