/** Test doubles of the push side: a sender that records, and subscriptions that look real. */
import type { PushSubscriptionJson, TurnPushPayload } from '@carc/protocol';
import type { PushResult, PushSender } from '../../src/room/push/turn-push.js';
import type { StoredPushSubscription } from '../../src/room/push/push-store.js';

export interface SentPush {
  endpoint: string;
  seat: number;
  payload: TurnPushPayload;
  options: { topic: string; ttlSeconds: number };
}

/** Records every send; answers 201, or what `answer` says for an endpoint (a status, or 'throw'). */
export class FakePushSender implements PushSender {
  sent: SentPush[] = [];
  answer = new Map<string, number | 'throw'>();

  async send(sub: StoredPushSubscription, payload: TurnPushPayload, options: { topic: string; ttlSeconds: number }): Promise<PushResult> {
    this.sent.push({ endpoint: sub.endpoint, seat: sub.seat, payload, options });
    const a = this.answer.get(sub.endpoint) ?? 201;
    if (a === 'throw') throw new Error(`network down for ${sub.endpoint}`);
    return a < 300 ? { ok: true, status: a } : { ok: false, gone: a === 404 || a === 410, status: a };
  }
}

let n = 0;
/** A subscription as a browser's toJSON gives it: an FCM-like endpoint, a real P-256 point. */
export async function fakeSubscription(host = 'fcm.googleapis.com'): Promise<PushSubscriptionJson> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { endpoint: `https://${host}/fcm/send/test-${++n}-${Date.now().toString(36)}`, expirationTime: null, keys: { p256dh: b64url(raw), auth: b64url(auth) } };
}

export function b64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}
