/**
 * What a schema cannot check about a push subscription (@carc/protocol's
 * PushSubscriptionSchema did the shape, length and https): that its endpoint is a push
 * service this server sends to, and that its keys are a P-256 point and a 16-byte secret,
 * so a bad subscription is refused with `bad-subscription` now, not at the first send.
 */
import type { PushSubscriptionJson } from '@carc/protocol';
import { hostAllowed } from './config.js';

export type SubscriptionCheck = { ok: true } | { ok: false; message: string };

export function base64UrlBytes(s: string): Uint8Array | null {
  const bare = s.replace(/={0,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  const b64 = bare.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function checkSubscription(sub: PushSubscriptionJson, allowedHosts: readonly string[]): Promise<SubscriptionCheck> {
  let url: URL;
  try {
    url = new URL(sub.endpoint);
  } catch {
    return { ok: false, message: 'the endpoint is not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, message: 'push endpoints are https' };
  if (url.username || url.password) return { ok: false, message: 'the endpoint carries credentials' };
  if (!hostAllowed(url.host, allowedHosts)) return { ok: false, message: `${url.host} is not a push service this server sends to` };
  const auth = base64UrlBytes(sub.keys.auth);
  if (!auth || auth.length !== 16) return { ok: false, message: 'keys.auth is not 16 bytes of base64url' };
  const point = base64UrlBytes(sub.keys.p256dh);
  if (!point || point.length !== 65 || point[0] !== 4) return { ok: false, message: 'keys.p256dh is not an uncompressed P-256 point' };
  try {
    // Web Crypto refuses a point that is not on the curve.
    await crypto.subtle.importKey('raw', point, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  } catch {
    return { ok: false, message: 'keys.p256dh is not a point of P-256' };
  }
  return { ok: true };
}
