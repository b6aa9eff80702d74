/**
 * Continue on another device (#27 point 4). The seat's holder asks for a one-time code; the
 * link or QR code carries only that code, in the URL's fragment, which browsers never send
 * to a server; the new device trades the code for the seat in a request body.
 *
 * A transfer moves the seat: the new device gets a fresh token, and the old token stops
 * opening the seat (its sockets are closed with `seat-moved`, and a later hello with it
 * hears `seat-moved` rather than `bad-token`). So one device holds a seat at a time, and a
 * code used by someone else is noticed at once by the seat's owner.
 *
 * Codes: 128 random bits, stored as SHA-256 only, good for TRANSFER_CODE_SECONDS and one
 * use; a new code for the seat cancels its previous one.
 */
import { TRANSFER_CODE_SECONDS, randomHex, sha256Hex, type TransferCreateResponse } from '@carc/protocol';
import type { Clock } from '../../clock.js';
import { fail, type Outcome } from '../engine.js';
import type { RoomGame } from '../room-game.js';
import type { TransferStore } from './transfer-store.js';

/** A redeemed code: the seat, its new token (for the new device only) and the token it replaced. */
export interface Moved {
  seat: number;
  token: string;
  oldTokenHash: string;
}

/** An Outcome's refusal. */
export type Refused = Extract<Outcome<never>, { ok: false }>;

/** What a token opens: its seat, a seat it moved away from, or nothing. */
export type TokenSeat = { seat: number } | { moved: number } | null;

export class SeatTransfers {
  constructor(
    private readonly store: TransferStore,
    private readonly game: RoomGame,
    private readonly clock: Clock,
    private readonly ttlMs = TRANSFER_CODE_SECONDS * 1000,
  ) {}

  /** The seat a token opens, or the seat it opened before a transfer. */
  seatOf(tokenHash: string): TokenSeat {
    const seat = this.game.seatOfTokenHash(tokenHash);
    if (seat !== null) return { seat };
    const moved = this.store.movedSeat(tokenHash);
    return moved === null ? null : { moved };
  }

  /** The typed refusal of a token that opens no seat. */
  static refuse(who: TokenSeat): Refused {
    return who && 'moved' in who
      ? { ok: false, code: 'seat-moved', message: 'this seat moved to another device; its old token no longer opens it', status: 403 }
      : { ok: false, code: 'bad-token', message: 'no seat of this room has that token', status: 403 };
  }

  async issue(token: string): Promise<Outcome<TransferCreateResponse>> {
    // Every await first: after them the check and the write cannot interleave with another request.
    const code = randomHex(16);
    const [codeHash, tokenHash] = await Promise.all([sha256Hex(code), sha256Hex(token)]);
    if (!this.game.exists) return fail('room-not-found', 'no such room', 404);
    const who = this.seatOf(tokenHash);
    if (!who || !('seat' in who)) return SeatTransfers.refuse(who);
    const expires = this.clock.now() + this.ttlMs;
    this.store.putTransfer({ seat: who.seat, codeHash, expires, used: null });
    return { ok: true, value: { room: this.game.room, seat: who.seat, code, expires } };
  }

  async redeem(code: string): Promise<Outcome<Moved>> {
    const token = randomHex(24);
    const [codeHash, tokenHash] = await Promise.all([sha256Hex(code), sha256Hex(token)]);
    if (!this.game.exists) return fail('room-not-found', 'no such room', 404);
    const t = this.store.transfers().find((x) => x.codeHash === codeHash);
    if (!t) return fail('transfer-unknown', 'this room has no such transfer code (a newer code for the seat replaces the older one)', 404);
    if (t.used !== null) return fail('transfer-used', 'this transfer code was used already; ask for a new one on the device that holds the seat', 410);
    const now = this.clock.now();
    if (now >= t.expires) return fail('transfer-expired', `transfer codes are good for ${Math.round(this.ttlMs / 60_000)} minutes; ask for a new one`, 410);
    const oldTokenHash = this.game.tokenHashOf(t.seat);
    if (oldTokenHash === null) return fail('transfer-unknown', 'the seat of this code is free', 404);
    this.store.putTransfer({ ...t, used: now });
    this.store.addMoved(oldTokenHash, t.seat, now);
    this.game.replaceToken(t.seat, tokenHash);
    return { ok: true, value: { seat: t.seat, token, oldTokenHash } };
  }

  deleteAll(): void {
    this.store.deleteAll();
  }
}
