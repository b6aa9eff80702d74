import { PushSubscribeSchema, parseBody, MAX_PUSH_ENDPOINT_LENGTH } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { fakeSubscription } from '../../test/support/push-fakes.js';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, hostAllowed, pushEndpointHosts, vapidKeys } from './config.js';
import { base64UrlBytes, checkSubscription } from './subscription-check.js';
import type { Env } from '../env.js';

const env = (vars: Partial<Env>) => vars as Env;

describe('push subscriptions from clients', () => {
  it('the protocol schema refuses what is not a subscription, before anything else runs', () => {
    const ok = { token: 't', subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } } };
    expect(parseBody(PushSubscribeSchema, ok).ok).toBe(true);
    const bad: unknown[] = [
      null,
      [],
      { token: 't' },
      { ...ok, subscription: 'https://fcm.googleapis.com/x' },
      { ...ok, subscription: { ...ok.subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' } },
      { ...ok, subscription: { ...ok.subscription, endpoint: 'javascript:alert(1)' } },
      { ...ok, subscription: { ...ok.subscription, endpoint: `https://fcm.googleapis.com/${'x'.repeat(MAX_PUSH_ENDPOINT_LENGTH)}` } },
      { ...ok, subscription: { ...ok.subscription, keys: { p256dh: '<script>', auth: 'a'.repeat(22) } } },
      { ...ok, subscription: { ...ok.subscription, keys: { p256dh: 'B'.repeat(87) } } },
      { ...ok, subscription: { ...ok.subscription, keys: { p256dh: 'B'.repeat(5000), auth: 'a'.repeat(22) } } },
      { ...ok, lang: 'tlh' },
      { ...ok, extra: 1 },
      { ...ok, token: '' },
    ];
    for (const b of bad) expect(parseBody(PushSubscribeSchema, b).ok, JSON.stringify(b)?.slice(0, 120)).toBe(false);
  });

  it('takes a real browser-shaped subscription for a known push service', async () => {
    expect(await checkSubscription(await fakeSubscription(), DEFAULT_PUSH_ENDPOINT_HOSTS)).toEqual({ ok: true });
    expect(await checkSubscription(await fakeSubscription('web.push.apple.com'), DEFAULT_PUSH_ENDPOINT_HOSTS)).toEqual({ ok: true });
    expect(await checkSubscription(await fakeSubscription('wns2-par02p.notify.windows.com'), DEFAULT_PUSH_ENDPOINT_HOSTS)).toEqual({ ok: true });
  });

  it('refuses hosts it does not send to (no posting where a client says), credentials, and keys that are not keys', async () => {
    const good = await fakeSubscription();
    const cases: [string, unknown][] = [
      ['attacker host', { ...good, endpoint: 'https://evil.example/fcm/send/x' }],
      ['suffix trick', { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/x' }],
      ['bare suffix', { ...good, endpoint: 'https://notify.windows.com/x' }],
      ['internal address', { ...good, endpoint: 'https://127.0.0.1:8787/api/rooms' }],
      ['credentials', { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/x' }],
      ['http', { ...good, endpoint: 'http://fcm.googleapis.com/x' }],
      ['auth 15 bytes', { ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } }],
      ['p256dh compressed', { ...good, keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(32, 1)]).toString('base64url') } }],
      ['p256dh off the curve', { ...good, keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') } }],
    ];
    for (const [what, sub] of cases) expect((await checkSubscription(sub as never, DEFAULT_PUSH_ENDPOINT_HOSTS)).ok, what).toBe(false);
  });

  it('hosts: exact names, and subdomains for a leading dot; PUSH_ENDPOINT_HOSTS replaces the list', () => {
    expect(hostAllowed('FCM.googleapis.com', ['fcm.googleapis.com'])).toBe(true);
    expect(hostAllowed('a.fcm.googleapis.com', ['fcm.googleapis.com'])).toBe(false);
    expect(hostAllowed('web.push.apple.com', ['.push.apple.com'])).toBe(true);
    expect(hostAllowed('push.apple.com', ['.push.apple.com'])).toBe(false);
    expect(hostAllowed('127.0.0.1:9443', ['127.0.0.1:9443'])).toBe(true);
    expect(hostAllowed('127.0.0.1:9444', ['127.0.0.1:9443'])).toBe(false);
    expect(pushEndpointHosts(env({}))).toEqual(DEFAULT_PUSH_ENDPOINT_HOSTS);
    expect(pushEndpointHosts(env({ PUSH_ENDPOINT_HOSTS: ' 127.0.0.1:9443 , .Example.org,' }))).toEqual(['127.0.0.1:9443', '.example.org']);
  });

  it('VAPID keys: both or push is off; malformed keys switch it off too', () => {
    const publicKey = 'B' + 'x'.repeat(86);
    const privateKey = 'y'.repeat(43);
    expect(vapidKeys(env({}))).toBeNull();
    expect(vapidKeys(env({ VAPID_PUBLIC_KEY: publicKey }))).toBeNull();
    expect(vapidKeys(env({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'short' }))).toBeNull();
    expect(vapidKeys(env({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }))).toMatchObject({ publicKey, privateKey, subject: expect.stringMatching(/^https:/) });
    expect(vapidKeys(env({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:a@b.c' }))?.subject).toBe('mailto:a@b.c');
  });

  it('base64url decoding refuses what is not base64url', () => {
    expect(base64UrlBytes('AQID')).toEqual(new Uint8Array([1, 2, 3]));
    expect(base64UrlBytes('AQ==')).toEqual(new Uint8Array([1]));
    expect(base64UrlBytes('A')).toBeNull();
    expect(base64UrlBytes('a+b/')).toBeNull();
  });
});
