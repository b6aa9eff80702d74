/**
 * "Your turn" (#27 point 5): when the pending decision passes to a person's seat that has
 * no open socket, every push subscription of that seat gets one message. Sending is
 * asynchronous and never delays the game: the room hands the sends to its host's
 * `waitUntil`; a subscription the push service answers 404 or 410 is dropped afterwards.
 */
import type { TurnPushPayload } from '@carc/protocol';
import type { PushSubscriptions } from './push-subscriptions.js';
import type { StoredPushSubscription } from './push-store.js';

/** How long a push service keeps an undelivered "your turn" (a phone off for a night still gets it). */
export const TURN_PUSH_TTL_SECONDS = 86_400;

export type PushResult = { ok: true; status: number } | { ok: false; gone: boolean; status: number | null; error?: string };

/** Sends one encrypted push message (push/web-push-sender.ts in the Worker; a fake in tests). */
export interface PushSender {
  send(sub: StoredPushSubscription, payload: TurnPushPayload, options: { topic: string; ttlSeconds: number }): Promise<PushResult>;
}

export class TurnPush {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly subs: PushSubscriptions,
    private readonly sender: PushSender | null,
    /** Keeps the host alive until the sends are done (a Durable Object's `ctx.waitUntil`). */
    private readonly waitUntil: (p: Promise<unknown>) => void = () => {},
  ) {}

  /** Sends "your turn" to every subscription of `seat`; returns how many sends began. */
  notify(seat: number, payload: Omit<TurnPushPayload, 'v' | 'type' | 'seat' | 'lang'>): number {
    if (!this.sender) return 0;
    const subs = this.subs.forSeat(seat);
    if (subs.length === 0) return 0;
    // RFC 8030 Topic: a newer "your turn" for this room replaces an undelivered older one.
    const options = { topic: payload.room, ttlSeconds: TURN_PUSH_TTL_SECONDS };
    const job = Promise.all(subs.map((sub) => this.sendOne(sub, { v: 1, type: 'turn', seat, lang: sub.lang, ...payload }, options))).then(() => {});
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
    this.waitUntil(job);
    return subs.length;
  }

  private async sendOne(sub: StoredPushSubscription, payload: TurnPushPayload, options: { topic: string; ttlSeconds: number }): Promise<void> {
    let r: PushResult;
    try {
      r = await this.sender!.send(sub, payload, options);
    } catch (e) {
      r = { ok: false, gone: false, status: null, error: e instanceof Error ? e.message : String(e) };
    }
    if (r.ok) return;
    if (r.gone) {
      this.subs.remove(sub.seat, sub.endpoint);
      return;
    }
    // The endpoint is a capability URL: its host is enough to tell which service failed.
    console.warn(`push to ${hostOf(sub.endpoint)} for seat ${sub.seat} failed: ${r.status ?? r.error?.replace(/\w+:\/\/\S+/g, '<url>') ?? 'no answer'}`);
  }

  /** Resolves when every send begun so far has finished (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
}
