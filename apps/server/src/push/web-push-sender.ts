/**
 * Sends one "your turn" with @block65/webcrypto-web-push: the payload encrypted as RFC 8291
 * `aes128gcm` (padded to a constant 4 KB record, so its length says nothing), signed with
 * the server's VAPID key (RFC 8292), and POSTed to the subscription's endpoint (RFC 8030).
 * All on Web Crypto and fetch, so it runs in the Worker (and in Node for tests).
 */
import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { TurnPushPayload } from '@carc/protocol';
import type { PushResult, PushSender } from '../room/push/turn-push.js';
import type { StoredPushSubscription } from '../room/push/push-store.js';
import type { VapidKeys } from './config.js';

/** RFC 8030 §5.4: a topic is at most 32 characters of the base64url alphabet. */
function topicOf(s: string): string | undefined {
  return /^[A-Za-z0-9_-]{1,32}$/.test(s) ? s : undefined;
}

export class WebPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async send(sub: StoredPushSubscription, payload: TurnPushPayload, options: { topic: string; ttlSeconds: number }): Promise<PushResult> {
    const topic = topicOf(options.topic);
    const request = await buildPushPayload(
      { data: payload as unknown as Parameters<typeof buildPushPayload>[0]['data'], options: { ttl: options.ttlSeconds, urgency: 'normal', ...(topic ? { topic } : {}) } },
      { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      this.vapid,
    );
    const res = await this.fetcher(sub.endpoint, { method: 'POST', headers: request.headers, body: request.body, redirect: 'manual' });
    // The answer's body is of no use; let the connection go.
    await res.body?.cancel().catch(() => {});
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
    // RFC 8030 §7.3 (and every push service): 404 / 410, the subscription is no more.
    return { ok: false, gone: res.status === 404 || res.status === 410, status: res.status };
  }
}
