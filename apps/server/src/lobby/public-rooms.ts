/**
 * The list of open public rooms, free of the Workers runtime (tested in Node). A room is
 * listed when its creator opted in (`listAs`) and stays until every seat is taken (the game
 * then starts), it is withdrawn, or it has been quiet for `ttlMs` (a room whose creator
 * walked away must not be listed for a day). The list is bounded: a new listing past
 * `max` pushes out the oldest. Entries carry public facts only: name, seat counts,
 * expansions.
 */
import { MAX_LOBBY_ROOMS, normalizeName, type LobbyEntry } from '@carc/protocol';

/** How long a listing stays without any change of its room. */
export const LOBBY_TTL_MS = 60 * 60 * 1000;

export interface Listing extends LobbyEntry {
  /** When the room last told the lobby about itself. */
  at: number;
}

export class PublicRooms {
  private readonly rooms = new Map<string, Listing>();
  /** Rooms that were full or withdrawn. */
  private readonly closed = new Set<string>();

  constructor(
    private readonly max = MAX_LOBBY_ROOMS,
    private readonly ttlMs = LOBBY_TTL_MS,
  ) {}

  /** Lists or updates a room; a full room leaves the list. False when the name shows nothing. */
  put(entry: LobbyEntry, now: number): boolean {
    const name = normalizeName(entry.name);
    if (!name.ok) return false;
    // Seats are never given back, so open seats only go down and a full room never returns:
    // a late update (two joins racing to the lobby) cannot list a full room again.
    if (this.closed.has(entry.room)) return true;
    const known = this.rooms.get(entry.room);
    const open = Math.min(entry.open, entry.seats, known?.open ?? Infinity);
    this.rooms.delete(entry.room);
    if (open <= 0) {
      this.close(entry.room);
      return true;
    }
    // Only the public fields, whatever else the caller's object carried.
    this.rooms.set(entry.room, { room: entry.room, name: name.value, seats: entry.seats, open, expansions: [...entry.expansions], at: now });
    // A Map iterates in insertion order and an update re-inserts: the first key is the oldest.
    while (this.rooms.size > this.max) this.rooms.delete(this.rooms.keys().next().value!);
    return true;
  }

  remove(room: string): void {
    this.rooms.delete(room);
    this.close(room);
  }

  /** Remembers a room that left for good (the most recent ones, bounded like the list). */
  private close(room: string): void {
    this.closed.add(room);
    if (this.closed.size > 4 * this.max) this.closed.delete(this.closed.values().next().value!);
  }

  /** The open rooms, newest first; listings past their time are dropped on the way. */
  list(now: number): LobbyEntry[] {
    const out: LobbyEntry[] = [];
    for (const [room, l] of this.rooms) {
      if (now - l.at > this.ttlMs) this.rooms.delete(room);
      else out.push({ room: l.room, name: l.name, seats: l.seats, open: l.open, expansions: l.expansions });
    }
    return out.reverse();
  }

  /** For storage: every listing with its time. */
  dump(): Listing[] {
    return [...this.rooms.values()];
  }

  load(listings: readonly Listing[]): void {
    this.rooms.clear();
    for (const l of listings) this.rooms.set(l.room, l);
  }
}
