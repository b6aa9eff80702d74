/**
 * Seat transfer and push subscriptions (#27 points 4-5) through the Worker's routes in
 * workerd: hostile bodies get typed errors, the token and the code stay in bodies, and
 * a redeemed code moves the seat for good. (Expiry on the room clock: test/node.)
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fakeSubscription } from '../support/push-fakes.js';
import { api, createRoom, hello, join, json, openWs } from './ws-helpers.js';

type Err = { error: { code: string; message: string } };
const del = (body: unknown) => ({ ...json(body), method: 'DELETE' });

async function expectError(res: Response, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(((await res.json()) as Err).error.code).toBe(code);
}

async function twoSeats() {
  const room = await createRoom({ seats: 2 });
  const a = await join(room, 'Ann');
  const b = await join(room, 'Bob');
  return { room, a, b };
}

describe('seat transfer routes', () => {
  it('issue → redeem → the old token hears seat-moved; a replay is 410 transfer-used; nothing is cached', async () => {
    const { room, b } = await twoSeats();
    const old = await hello(room, b.token);
    const issued = await api(`/rooms/${room}/transfer`, json({ token: b.token }));
    expect(issued.status).toBe(201);
    expect(issued.headers.get('cache-control')).toBe('no-store');
    const { code, seat, expires } = (await issued.json()) as { code: string; seat: number; expires: number };
    expect(seat).toBe(1);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(expires - Date.now()).toBeGreaterThan(590_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(600_000);

    const redeemed = await api(`/rooms/${room}/transfer/redeem`, json({ code }));
    expect(redeemed.status).toBe(200);
    expect(redeemed.headers.get('cache-control')).toBe('no-store');
    const moved = (await redeemed.json()) as { room: string; seat: number; token: string };
    expect(moved).toMatchObject({ room, seat: 1 });
    expect(moved.token).toMatch(/^[0-9a-f]{48}$/);

    expect(await old.next((m) => m.type === 'error')).toMatchObject({ code: 'seat-moved' });
    expect((await old.waitClosed()).code).toBe(4409);
    await expectError(await api(`/rooms/${room}/transfer/redeem`, json({ code })), 410, 'transfer-used');

    const again = await openWs(room);
    again.send({ type: 'hello', v: 1, token: b.token });
    expect(await again.nextOfType('error')).toMatchObject({ code: 'seat-moved' });
    expect(await (await hello(room, moved.token)).messages[0]).toMatchObject({ type: 'welcome', seat: 1 });
  });

  it('hostile transfer requests get typed errors', async () => {
    const { room } = await twoSeats();
    await expectError(await api(`/rooms/${room}/transfer`, json({ token: 'f'.repeat(48) })), 403, 'bad-token');
    await expectError(await api(`/rooms/${room}/transfer`, json({})), 400, 'bad-request');
    await expectError(await api(`/rooms/${room}/transfer`, json({ token: 'x'.repeat(129) })), 400, 'bad-request');
    await expectError(await api(`/rooms/${room}/transfer`, { method: 'POST', body: 'token=abc', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400, 'bad-request');
    for (const code of ['', 'ABCDEF0123456789ABCDEF0123456789', '0'.repeat(31), '0'.repeat(33), '../../../etc/passwd', 7, null]) {
      await expectError(await api(`/rooms/${room}/transfer/redeem`, json({ code })), 400, 'bad-request');
    }
    await expectError(await api(`/rooms/${room}/transfer/redeem`, json({ code: '0'.repeat(32) })), 404, 'transfer-unknown');
    await expectError(await api(`/rooms/abcdefghijkl/transfer/redeem`, json({ code: '0'.repeat(32) })), 404, 'room-not-found');
    await expectError(await api(`/rooms/${room}/transfer/redeem`, json({ code: '0'.repeat(32), pad: 'x'.repeat(5000) })), 413, 'message-too-large');
  });
});

describe('push routes', () => {
  it('GET /api/push gives the VAPID public key', async () => {
    const res = await api('/push');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
  });

  it('subscribe and unsubscribe a seat; only its token can', async () => {
    const { room, a } = await twoSeats();
    const sub = await fakeSubscription('push.invalid');
    const made = await api(`/rooms/${room}/push`, json({ token: a.token, subscription: sub, lang: 'ro' }));
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({ room, seat: 0 });
    await expectError(await api(`/rooms/${room}/push`, del({ token: 'nope', endpoint: sub.endpoint })), 403, 'bad-token');
    const gone = await api(`/rooms/${room}/push`, del({ token: a.token, endpoint: sub.endpoint }));
    expect(await gone.json()).toEqual({ room, seat: 0, removed: 1 });
    expect(await (await api(`/rooms/${room}/push`, del({ token: a.token }))).json()).toEqual({ room, seat: 0, removed: 0 });
  });

  it('hostile subscriptions: bad-request for the wrong shape, bad-subscription for what only the server can judge', async () => {
    const { room, a } = await twoSeats();
    const good = await fakeSubscription('push.invalid');
    const post = (body: unknown) => api(`/rooms/${room}/push`, json(body));
    for (const subscription of [
      null,
      'https://push.invalid/x',
      { ...good, endpoint: 'http://push.invalid/x' },
      { ...good, endpoint: `https://push.invalid/${'a'.repeat(2000)}` },
      { ...good, keys: {} },
      { endpoint: good.endpoint },
    ]) {
      await expectError(await post({ token: a.token, subscription }), 400, 'bad-request');
    }
    await expectError(await post({ token: a.token, subscription: { ...good, endpoint: 'https://evil.example/steal' } }), 400, 'bad-subscription');
    await expectError(await post({ token: a.token, subscription: { ...good, endpoint: 'https://127.0.0.1/api/rooms' } }), 400, 'bad-subscription');
    await expectError(await post({ token: a.token, subscription: { ...good, keys: { ...good.keys, p256dh: 'B' + 'A'.repeat(86) } } }), 400, 'bad-subscription');
    await expectError(await post({ token: 'nope', subscription: good }), 403, 'bad-token');
    await expectError(await api(`/rooms/abcdefghijkl/push`, json({ token: a.token, subscription: good })), 404, 'room-not-found');
    // The big endpoint is refused by the body limit before the schema even runs.
    await expectError(await post({ token: a.token, subscription: { ...good, endpoint: `https://push.invalid/${'a'.repeat(5000)}` } }), 413, 'message-too-large');
  });
});
