import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env.js';
import { onError } from '../errors/index.js';
import { ROOM_ID, newRoomId, roomId } from './index.js';

const app = new Hono<AppEnv>().get('/rooms/:id', roomId, (c) => c.text(c.get('roomId'))).onError(onError);

describe('room id', () => {
  it('makes ids that it accepts, all different', () => {
    const ids = new Set(Array.from({ length: 200 }, newRoomId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(ROOM_ID);
  });
  it('passes a well-formed id on', async () => {
    const id = newRoomId();
    const res = await app.request(`/rooms/${id}`);
    expect(await res.text()).toBe(id);
  });
  it.each(['short', 'UPPERCASEID1', 'abcdefghijk1', '../../etc', 'a'.repeat(200)])('refuses %s with room-not-found', async (id) => {
    const res = await app.request(`/rooms/${encodeURIComponent(id)}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('room-not-found');
  });
});
