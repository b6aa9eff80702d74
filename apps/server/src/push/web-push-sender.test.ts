import type { TurnPushPayload } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { checkVapid, decryptPush, makeSubscriptionKeys } from '../../scripts/push-service.mjs';
import { generateVapidKeys } from '../../scripts/vapid-keys.mjs';
import type { StoredPushSubscription } from '../room/push/push-store.js';
import { WebPushSender } from './web-push-sender.js';

const payload: TurnPushPayload = { v: 1, type: 'turn', room: 'abcdefghijkl', seat: 1, seq: 7, players: ['Ann', 'Bob'], lang: 'cs' };

async function setup(status = 201) {
  const vapid = { subject: 'mailto:ops@example.org', ...(await generateVapidKeys()) };
  const keys = makeSubscriptionKeys();
  const sub: StoredPushSubscription = { seat: 1, endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: keys.keys.p256dh, auth: keys.keys.auth, lang: 'cs', created: 0 };
  const requests: { url: string; init: RequestInit }[] = [];
  const sender = new WebPushSender(vapid, async (url, init) => {
    requests.push({ url: String(url), init: init! });
    return new Response(null, { status });
  });
  return { vapid, keys, sub, sender, requests };
}

describe('WebPushSender', () => {
  it('posts an RFC 8291 aes128gcm body that the subscription’s keys decrypt, with RFC 8292 vapid authorization for the endpoint’s origin', async () => {
    const { vapid, keys, sub, sender, requests } = await setup();
    expect(await sender.send(sub, payload, { topic: 'abcdefghijkl', ttlSeconds: 86400 })).toEqual({ ok: true, status: 201 });
    expect(requests).toHaveLength(1);
    const { url, init } = requests[0]!;
    expect(url).toBe(sub.endpoint);
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('content-encoding')).toBe('aes128gcm');
    expect(headers.get('ttl')).toBe('86400');
    expect(headers.get('topic')).toBe('abcdefghijkl');
    expect(headers.get('urgency')).toBe('normal');
    expect(await checkVapid(headers.get('authorization') ?? undefined, 'https://fcm.googleapis.com', vapid.publicKey)).toBeNull();
    // Someone else's origin or key: the same header does not pass.
    expect(await checkVapid(headers.get('authorization') ?? undefined, 'https://updates.push.services.mozilla.com', vapid.publicKey)).toMatch(/aud/);
    const body = init.body as Uint8Array;
    // Padded to one constant 4 KB record: the length says nothing about the names inside.
    expect(body.byteLength).toBe(4096);
    expect(JSON.parse(decryptPush(body, keys))).toEqual(payload);
    // Another subscription's keys cannot read it.
    expect(() => decryptPush(body, makeSubscriptionKeys())).toThrow();
  });

  it.each([
    [404, true],
    [410, true],
    [400, false],
    [413, false],
    [429, false],
    [500, false],
  ])('answer %i: not sent, gone = %s', async (status, gone) => {
    const { sub, sender } = await setup(status);
    expect(await sender.send(sub, payload, { topic: 'x', ttlSeconds: 60 })).toEqual({ ok: false, gone, status });
  });

  it('leaves out a topic the RFC would refuse (longer than 32 characters or outside base64url)', async () => {
    const { sub, sender, requests } = await setup();
    await sender.send(sub, payload, { topic: 'x'.repeat(33), ttlSeconds: 60 });
    await sender.send(sub, payload, { topic: 'a b', ttlSeconds: 60 });
    for (const r of requests) expect(new Headers(r.init.headers).has('topic')).toBe(false);
  });
});
