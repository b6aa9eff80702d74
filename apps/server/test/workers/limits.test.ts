import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addressLimits } from '../../src/limits.js';
import { api, createRoom, hello, join, json, openWs } from './ws-helpers.js';

type Err = { error: { code: string; message: string } };
const from = (address: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': address } });

/** Spends an address's whole budget of `kind` straight on its Durable Object. */
async function exhaust(address: string, kind: 'rooms' | 'sockets'): Promise<void> {
  const stub = env.ADDRESSES.get(env.ADDRESSES.idFromName(address));
  const burst = addressLimits(env)[kind].burst;
  for (let i = 0; i <= burst && (await stub.take(kind)).ok; i++);
  expect((await stub.peek(kind)).ok).toBe(false);
}

describe('per-address budget in workerd', () => {
  it('room creation past the budget is 429 too-many-requests with Retry-After; other addresses go on', async () => {
    await exhaust('203.0.113.1', 'rooms');
    const res = await api('/rooms', from('203.0.113.1', json({ seats: 2 })));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(((await res.json()) as Err).error.code).toBe('too-many-requests');
    expect((await api('/rooms', from('203.0.113.2', json({ seats: 2 })))).status).toBe(201);
  });

  it('an upgrade past the budget is 429; the plain GET the web app sends says so and spends nothing', async () => {
    const room = await createRoom({ seats: 2 });
    // Checking is free: many checks, then the upgrade still goes through.
    for (let i = 0; i < 5; i++) expect((await api(`/rooms/${room}/ws`, from('203.0.113.3'))).status).toBe(426);
    await exhaust('203.0.113.3', 'sockets');
    const check = await api(`/rooms/${room}/ws`, from('203.0.113.3'));
    expect(check.status).toBe(429);
    expect(check.headers.get('Retry-After')).toMatch(/^\d+$/);
    const up = await api(`/rooms/${room}/ws`, from('203.0.113.3', { headers: { Upgrade: 'websocket' } }));
    expect(up.status).toBe(429);
    expect(up.webSocket).toBeNull();
    expect(((await up.json()) as Err).error.code).toBe('too-many-requests');
  });
});

describe('room limits in workerd', () => {
  it('refuses the upgrade past seats + 32 sockets with 503 room-crowded; the check says so too', async () => {
    const room = await createRoom({ seats: 2 });
    const { token } = await join(room, 'Ann');
    await join(room, 'Ben');
    // A seat's sockets always get past the spectator cap: 34 sockets of seat 0 fill the room.
    const open = [];
    for (let i = 0; i < 2 + 32; i++) open.push(await hello(room, token));
    const up = await api(`/rooms/${room}/ws`, { headers: { Upgrade: 'websocket' } });
    expect(up.status).toBe(503);
    expect(up.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await up.json()) as Err).error.code).toBe('room-crowded');
    const check = await api(`/rooms/${room}/ws`);
    expect(check.status).toBe(503);
    // One leaves, one more may come.
    open.pop()!.close();
    await open[0]!.next((m) => m.type === 'seats' && (m.seats as { online: number }[])[0]!.online === 33);
    expect((await api(`/rooms/${room}/ws`)).status).toBe(426);
    for (const c of open) c.close();
  });

  it('closes a socket that says no hello within the deadline (4408)', async () => {
    const room = await createRoom({ seats: 2 });
    const silent = await openWs(room);
    const talker = await hello(room);
    await silent.next((m) => m.type === 'error' && m.code === 'hello-timeout', 20_000);
    await silent.waitClosed(20_000);
    expect(silent.closed?.code).toBe(4408);
    expect(talker.closed).toBeNull();
    talker.close();
  }, 30_000);
});
