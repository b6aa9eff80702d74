/**
 * The room's chat: short messages with the sender's name, kept with the room (its store's
 * `chat` table, the newest CHAT_KEEP) and never in the game's log, so a record and its
 * verification know nothing of it. Text is cleaned as names are (@carc/protocol chat.ts);
 * each sender has a token bucket on the room's clock (a seat shares one across its sockets,
 * a spectator has one per socket). Spectators read; they write only where the creator let
 * them (`spectatorChat`).
 */
import { CHAT_HISTORY, CHAT_KEEP, cleanChat, normalizeName, type ChatMessage, type ErrorCode } from '@carc/protocol';
import type { Conn } from './conn.js';
import { TokenBucket } from './rate-limit.js';
import type { RoomStore } from './store.js';

export type ChatOutcome = { ok: true; message: ChatMessage } | { ok: false; code: ErrorCode; message: string; quiet: boolean };

export class RoomChat {
  private readonly seatBuckets = new Map<number, TokenBucket>();
  private readonly spectatorBuckets = new WeakMap<Conn, TokenBucket>();
  /** The last id given (read from the store once). */
  private lastId: number | null = null;

  constructor(
    private readonly store: RoomStore,
    private readonly limit: { burst: number; everyMs: number },
  ) {}

  /** The newest messages for a socket that just said hello. */
  history(): ChatMessage[] {
    return this.store.chat(CHAT_HISTORY);
  }

  /**
   * A message from `seat` (null: a spectator on `conn`, writing as `spectatorName`):
   * stored and returned to broadcast, or a typed refusal that stores nothing. `quiet`: a
   * refusal in a run of them, not worth a reply (a flood must not double itself).
   */
  post(conn: Conn, seat: number | null, seatName: string | null, raw: string, spectatorName: string | undefined, spectatorsWrite: boolean, now: number): ChatOutcome {
    if (seat === null && !spectatorsWrite) return { ok: false, code: 'chat-closed', message: 'spectators read this room\'s chat; only players write', quiet: false };
    const bucket = this.bucket(conn, seat, now);
    if (!bucket.take(now)) {
      return { ok: false, code: 'chat-rate-limited', message: `at most ${this.limit.burst} messages at once, then one every ${this.limit.everyMs / 1000} s`, quiet: bucket.refusedInARow > 3 };
    }
    const text = cleanChat(raw);
    if (!text.ok) return { ok: false, code: text.code, message: text.message, quiet: false };
    let name = seatName ?? 'Spectator';
    if (seat === null && spectatorName !== undefined) {
      const n = normalizeName(spectatorName);
      if (n.ok) name = n.value;
    }
    this.lastId ??= this.store.chat(1)[0]?.id ?? 0;
    const message: ChatMessage = { id: this.lastId + 1, seat, name, text: text.value, at: now };
    this.store.appendChat(message, CHAT_KEEP);
    this.lastId = message.id;
    return { ok: true, message };
  }

  /** The room was deleted: ids start again. */
  reset(): void {
    this.lastId = null;
    this.seatBuckets.clear();
  }

  private bucket(conn: Conn, seat: number | null, now: number): TokenBucket {
    const perSecond = this.limit.everyMs > 0 ? 1000 / this.limit.everyMs : Number.MAX_SAFE_INTEGER;
    if (seat === null) {
      let b = this.spectatorBuckets.get(conn);
      if (!b) this.spectatorBuckets.set(conn, (b = new TokenBucket(now, this.limit.burst, perSecond)));
      return b;
    }
    let b = this.seatBuckets.get(seat);
    if (!b) this.seatBuckets.set(seat, (b = new TokenBucket(now, this.limit.burst, perSecond)));
    return b;
  }
}
