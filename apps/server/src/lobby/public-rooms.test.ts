import { describe, expect, it } from 'vitest';
import type { LobbyEntry } from '@carc/protocol';
import { PublicRooms } from './public-rooms.js';

const entry = (room: string, open = 2, extra: Partial<LobbyEntry> = {}): LobbyEntry => ({ room, name: `Room ${room}`, seats: 3, open, expansions: ['festival'], ...extra });

describe('PublicRooms', () => {
  it('lists newest first, updates open seats, and drops a room once full; it never comes back', () => {
    const l = new PublicRooms();
    l.put(entry('a'), 1);
    l.put(entry('b'), 2);
    expect(l.list(3).map((e) => e.room)).toEqual(['b', 'a']);
    l.put(entry('a', 1), 4);
    expect(l.list(5)).toEqual([entry('a', 1), entry('b')]);
    l.put(entry('a', 0), 6);
    expect(l.list(7).map((e) => e.room)).toEqual(['b']);
    // A late update from before the last join does not list the full room again.
    l.put(entry('a', 1), 8);
    expect(l.list(9).map((e) => e.room)).toEqual(['b']);
    // Nor raise a room's open seats back up.
    l.put(entry('b', 1), 10);
    l.put(entry('b', 2), 11);
    expect(l.list(12)[0]!.open).toBe(1);
  });

  it('is bounded: a new listing past the limit pushes out the oldest', () => {
    const l = new PublicRooms(3);
    for (const r of ['a', 'b', 'c', 'd']) l.put(entry(r), 1);
    expect(l.list(2).map((e) => e.room)).toEqual(['d', 'c', 'b']);
  });

  it('cleans names as seat names are, refuses invisible ones, and keeps only public fields', () => {
    const l = new PublicRooms();
    expect(l.put(entry('a', 2, { name: '  \u202EFriday\u0007 game ' }), 1)).toBe(true);
    expect(l.put(entry('b', 2, { name: '\u200B \u200D' }), 1)).toBe(false);
    const sneaky = { ...entry('c'), token: 'secret', seed: 'abc' } as LobbyEntry;
    l.put(sneaky, 1);
    const listed = l.list(2);
    expect(listed.map((e) => e.name)).toEqual(['Room c', 'Friday game']);
    expect(Object.keys(listed[0]!).sort()).toEqual(['expansions', 'name', 'open', 'room', 'seats']);
    expect(JSON.stringify(listed)).not.toMatch(/secret|seed/);
  });

  it('forgets a listing its room has not refreshed within the time to live; withdraws on request', () => {
    const l = new PublicRooms(100, 1000);
    l.put(entry('a'), 0);
    l.put(entry('b'), 500);
    expect(l.list(1200).map((e) => e.room)).toEqual(['b']);
    l.remove('b');
    expect(l.list(1201)).toEqual([]);
  });

  it('keeps its listings across a dump and a load (the Durable Object stores them)', () => {
    const l = new PublicRooms();
    l.put(entry('a'), 1);
    const copy = new PublicRooms();
    copy.load(l.dump());
    expect(copy.list(2)).toEqual(l.list(2));
  });
});
