import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const api = (path: string, init?: RequestInit) => SELF.fetch(`http://carc.test/api${path}`, init);
type Err = { error: { code: string; message: string } };

async function createRoom(body: unknown = { seats: 2 }): Promise<string> {
  const res = await api('/rooms', json(body));
  expect(res.status).toBe(201);
  return ((await res.json()) as { room: string }).room;
}

describe('HTTP routes in workerd', () => {
  it('creates a room and reads its public info', async () => {
    const room = await createRoom({ seats: 3, expansions: ['festival'], turnSeconds: 60 });
    const res = await api(`/rooms/${room}`);
    expect(res.status).toBe(200);
    const info = (await res.json()) as Record<string, unknown>;
    expect(info).toMatchObject({ room, status: 'waiting', seq: 0, seedHash: null, seed: null, v: 1 });
    expect(info.config).toEqual({ seats: 3, expansions: ['festival'], options: {}, turnSeconds: 60 });
    expect(info.seats).toEqual([0, 1, 2].map((seat) => ({ seat, name: null, online: 0 })));
  });

  it.each([{ seats: 1 }, { seats: 6 }, { seats: 2, expansions: ['dragons'] }, { seats: 2, turnSeconds: 0 }, { nonsense: true }, { seats: 2, bots: ['genius'] }, { seats: 2, bots: ['random', 'greedy'] }, { seats: 2, bots: [null, null, 'strong'] }, { seats: 2, bots: [null, null, null, null, null, null] }])('refuses %j with 400 bad-request', async (body) => {
    const res = await api('/rooms', json(body));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Err).error.code).toBe('bad-request');
  });

  it('refuses malformed JSON and oversized bodies', async () => {
    const bad = await api('/rooms', { method: 'POST', body: '{"seats":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Err).error.code).toBe('bad-request');
    const big = await api('/rooms', json({ seats: 2, pad: 'x'.repeat(10_000) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as Err).error.code).toBe('message-too-large');
  });

  it('unknown rooms are 404 room-not-found everywhere', async () => {
    for (const [path, init] of [
      ['/rooms/abcdefghijkl', undefined],
      ['/rooms/abcdefghijkl/log', undefined],
      ['/rooms/abcdefghijkl/seats', json({ name: 'A' })],
      ['/rooms/not-an-id', undefined],
    ] as const) {
      const res = await api(path, init);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as Err).error.code).toBe('room-not-found');
    }
  });

  it('joins seats with secret tokens; taken and full seats are refused', async () => {
    const room = await createRoom({ seats: 2 });
    const a = await api(`/rooms/${room}/seats`, json({ name: 'Ann', seat: 1 }));
    expect(a.status).toBe(201);
    const ja = (await a.json()) as { seat: number; token: string };
    expect(ja.seat).toBe(1);
    expect(ja.token).toMatch(/^[0-9a-f]{48}$/);
    const taken = await api(`/rooms/${room}/seats`, json({ name: 'Bob', seat: 1 }));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Err).error.code).toBe('seat-taken');
    const noName = await api(`/rooms/${room}/seats`, json({ name: '  ' }));
    expect(noName.status).toBe(400);
    const info = (await (await api(`/rooms/${room}`)).json()) as { seats: { name: string | null }[] };
    expect(info.seats.map((s) => s.name)).toEqual([null, 'Ann']);
    // The token is never part of public info.
    expect(JSON.stringify(info)).not.toContain(ja.token);
  });

  it('the log is withheld until the game ends', async () => {
    const room = await createRoom();
    const res = await api(`/rooms/${room}/log`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as Err).error.code).toBe('not-finished');
  });

  it('the ws route needs an Upgrade header', async () => {
    const room = await createRoom();
    const res = await api(`/rooms/${room}/ws`);
    expect(res.status).toBe(426);
    expect(((await res.json()) as Err).error.code).toBe('not-websocket');
  });

  it('health answers with the protocol version', async () => {
    expect(await (await api('/health')).json()).toEqual({ ok: true, v: 1 });
  });
});
