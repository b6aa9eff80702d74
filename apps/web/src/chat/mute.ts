/**
 * Who this device has muted in a room's chat, kept on this device only (localStorage): the
 * room never knows. A seat is muted by its seat number (its name may change hands with a
 * rematch, its seat does not); a spectator by the name it writes under.
 */
import type { ChatMessage } from '@carc/protocol';

export function senderKey(m: Pick<ChatMessage, 'seat' | 'name'>): string {
  return m.seat !== null ? `seat:${m.seat}` : `name:${m.name}`;
}

const key = (room: string) => `carc.mute.${room}`;

export function mutedIn(room: string): Set<string> {
  try {
    const raw = JSON.parse(localStorage.getItem(key(room)) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function setMuted(room: string, sender: string, muted: boolean): Set<string> {
  const s = mutedIn(room);
  if (muted) s.add(sender);
  else s.delete(sender);
  try {
    localStorage.setItem(key(room), JSON.stringify([...s]));
  } catch {
    // not kept past this page
  }
  return s;
}
