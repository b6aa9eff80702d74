/**
 * The lobby through the Worker: a room its creator lists shows with its name, open seats
 * and expansions until every seat is taken; a room created without `listAs` never shows.
 */
import type { LobbyResponse } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { api, createRoom, join, json } from './ws-helpers.js';

const lobby = async () => ((await (await api('/lobby')).json()) as LobbyResponse).rooms;

describe('lobby', () => {
  it('lists an opted-in room until it is full, with its cleaned name; private rooms never', async () => {
    const room = await createRoom({ seats: 3, expansions: ['festival'], listAs: '  Friday\u202E game\u0007 ' });
    const hidden = await createRoom({ seats: 2 });
    let listed = await lobby();
    expect(listed.find((e) => e.room === room)).toEqual({ room, name: 'Friday game', seats: 3, open: 3, expansions: ['festival'] });
    expect(listed.some((e) => e.room === hidden)).toBe(false);

    await join(room, 'Ann');
    expect((await lobby()).find((e) => e.room === room)?.open).toBe(2);
    await join(room, 'Ben');
    await join(room, 'Cat');
    listed = await lobby();
    expect(listed.some((e) => e.room === room)).toBe(false);
    // Public facts only: nothing about tokens, seeds or who sits where.
    expect(JSON.stringify(listed)).not.toMatch(/token|seed|Ann|Ben/);
  });

  it('refuses a listing name with nothing visible (typed 400), creating no room', async () => {
    const res = await api('/rooms', json({ seats: 2, listAs: '\u200B\u200D' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad-name');
  });
});
