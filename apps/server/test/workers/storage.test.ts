import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, createRoom, join } from './ws-helpers.js';

function userTables(storage: DurableObjectStorage): string[] {
  return storage.sql
    .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`)
    .toArray()
    .map((r) => r.name)
    .filter((n) => !n.startsWith('_cf'))
    .sort();
}

describe('GameRoom storage', () => {
  it('looking up a room that does not exist leaves no database behind', async () => {
    const id = 'zzzzzzzzzzzz';
    expect((await api(`/rooms/${id}`)).status).toBe(404);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(id));
    await runInDurableObject(stub, (_instance, state) => {
      expect(userTables(state.storage)).toEqual([]);
    });
  });

  it('a room keeps its config, seats (token hashes only) and action log in SQLite', async () => {
    const room = await createRoom({ seats: 2 });
    const { token } = await join(room, 'Ann');
    const stub = env.ROOMS.get(env.ROOMS.idFromName(room));
    await runInDurableObject(stub, (_instance, state) => {
      expect(userTables(state.storage)).toEqual(['actions', 'meta', 'seats']);
      const seats = state.storage.sql.exec<{ name: string; token_hash: string }>(`SELECT name, token_hash FROM seats`).toArray();
      expect(seats).toHaveLength(1);
      expect(seats[0]!.name).toBe('Ann');
      expect(seats[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(seats[0]!.token_hash).not.toBe(token);
    });
  });
});
