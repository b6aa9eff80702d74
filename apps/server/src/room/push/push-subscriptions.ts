/**
 * The seats' push subscriptions (#27 point 5): at most MAX_PUSH_SUBSCRIPTIONS_PER_SEAT per
 * seat (a new one pushes out the oldest), one row per seat and endpoint (subscribing again
 * refreshes keys and language), dropped when the push service says the subscription is gone
 * (404 or 410), when its device unsubscribes, and all of a seat's when the seat moves to
 * another device.
 */
import { MAX_PUSH_SUBSCRIPTIONS_PER_SEAT, type PushLang, type PushSubscriptionJson } from '@carc/protocol';
import type { Clock } from '../../clock.js';
import type { PushStore, StoredPushSubscription } from './push-store.js';

export class PushSubscriptions {
  constructor(
    private readonly store: PushStore,
    private readonly clock: Clock,
  ) {}

  add(seat: number, sub: PushSubscriptionJson, lang: PushLang): void {
    const now = this.clock.now();
    this.store.putPushSubscription({ seat, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, lang, created: now });
    const mine = this.forSeat(seat);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_PUSH_SUBSCRIPTIONS_PER_SEAT))) this.store.deletePushSubscription(seat, old.endpoint);
  }

  /** Oldest first. */
  forSeat(seat: number): StoredPushSubscription[] {
    return this.store
      .pushSubscriptions()
      .filter((s) => s.seat === seat)
      .sort((a, b) => a.created - b.created);
  }

  /** One endpoint of the seat, or (no endpoint) all of them; how many went. */
  remove(seat: number, endpoint?: string): number {
    return endpoint === undefined ? this.store.deletePushSubscriptionsOf(seat) : this.store.deletePushSubscription(seat, endpoint);
  }

  deleteAll(): void {
    this.store.deleteAll();
  }
}
