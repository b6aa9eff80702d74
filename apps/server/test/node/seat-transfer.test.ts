/**
 * Continue on another device (#27 point 4) against the room authority in Node: one-time
 * codes that expire after 10 minutes on the room's clock, the seat moving with a new token,
 * what the old device hears, and hostile codes.
 */
import { TRANSFER_CODE_PATTERN, TRANSFER_CODE_SECONDS, sha256Hex, type ErrorMessage } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../src/room/authority.js';
import { MAX_MOVED_TOKENS } from '../../src/room/transfer/transfer-store.js';
import { fakeRules } from '../support/fake-rules.js';
import { FakePushSender, fakeSubscription } from '../support/push-fakes.js';
import { NodeRoom } from '../support/node-room.js';

const TTL = TRANSFER_CODE_SECONDS * 1000;

async function twoSeats() {
  const room = new NodeRoom(fakeRules);
  const tokens = await room.seated({ seats: 2 });
  const a = await room.player(tokens[0]);
  const b = await room.player(tokens[1]);
  const spectator = await room.player();
  for (const c of [a, b, spectator]) c.take();
  return { room, tokens, a, b, spectator };
}

function refusal<T>(r: { ok: true; value: T } | { ok: false; code: string; status: number }) {
  expect(r.ok).toBe(false);
  return r as { ok: false; code: string; status: number };
}

async function helloError(room: NodeRoom, token: string): Promise<ErrorMessage> {
  const c = await room.player(token);
  const m = c.last();
  expect(m.type).toBe('error');
  return m as ErrorMessage;
}

describe('seat transfer', () => {
  it('moves a seat: the new device gets a new token, the old one hears seat-moved at once and on every later hello', async () => {
    const { room, tokens, a, b, spectator } = await twoSeats();
    const issued = await room.authority.issueTransfer(tokens[1]!);
    if (!issued.ok) throw new Error(issued.message);
    expect(issued.value.code).toMatch(TRANSFER_CODE_PATTERN);
    expect(issued.value.seat).toBe(1);
    expect(issued.value.expires).toBe(room.clock + TTL);

    const moved = await room.authority.redeemTransfer(issued.value.code);
    if (!moved.ok) throw new Error(moved.message);
    expect(moved.value.seat).toBe(1);
    expect(moved.value.token).not.toBe(tokens[1]);

    // The old device's socket is told why and closed; the other seat and the spectator are not.
    const told = b.received.filter((m) => m.type === 'error') as ErrorMessage[];
    expect(told.map((m) => m.code)).toEqual(['seat-moved']);
    expect(b.closed).toEqual({ code: CLOSE.seatMoved, reason: 'seat-moved' });
    expect(a.closed).toBeNull();
    expect(spectator.closed).toBeNull();

    // The old token now opens nothing, and says why; the new one opens seat 1.
    expect((await helloError(room, tokens[1]!)).code).toBe('seat-moved');
    const phone = await room.player(moved.value.token);
    expect(phone.last()).toMatchObject({ type: 'welcome', seat: 1 });
    // The old token can ask for nothing either.
    expect(refusal(await room.authority.issueTransfer(tokens[1]!)).code).toBe('seat-moved');
    expect(refusal(await room.authority.subscribePush(tokens[1]!, await fakeSubscription(), 'en')).code).toBe('seat-moved');
    // The new token was told to the redeeming request only: no frame of the room carries it.
    for (const c of room.conns) for (const text of c.raw) expect(text).not.toContain(moved.value.token);
  });

  it('a code is single-use: a replay is refused with transfer-used and changes nothing', async () => {
    const { room, tokens } = await twoSeats();
    const issued = await room.authority.issueTransfer(tokens[0]!);
    if (!issued.ok) throw new Error();
    const first = await room.authority.redeemTransfer(issued.value.code);
    if (!first.ok) throw new Error();
    const replay = refusal(await room.authority.redeemTransfer(issued.value.code));
    expect(replay).toMatchObject({ code: 'transfer-used', status: 410 });
    // The first redeemer keeps the seat.
    expect((await room.player(first.value.token)).last()).toMatchObject({ type: 'welcome', seat: 0 });
  });

  it('a code expires 10 minutes after it was issued, on the room clock (no waiting)', async () => {
    const { room, tokens } = await twoSeats();
    const early = await room.authority.issueTransfer(tokens[0]!);
    if (!early.ok) throw new Error();
    room.clock += TTL - 1;
    expect((await room.authority.redeemTransfer(early.value.code)).ok).toBe(true);

    const { room: r2, tokens: t2 } = await twoSeats();
    const late = await r2.authority.issueTransfer(t2[0]!);
    if (!late.ok) throw new Error();
    r2.clock += TTL;
    expect(refusal(await r2.authority.redeemTransfer(late.value.code))).toMatchObject({ code: 'transfer-expired', status: 410 });
    // An expired code moved nothing: the old token still holds the seat.
    expect((await r2.player(t2[0]!)).last()).toMatchObject({ type: 'welcome', seat: 0 });
  });

  it('a new code cancels the seat’s previous one; unknown and other rooms’ codes are transfer-unknown', async () => {
    const { room, tokens } = await twoSeats();
    const one = await room.authority.issueTransfer(tokens[0]!);
    const two = await room.authority.issueTransfer(tokens[0]!);
    if (!one.ok || !two.ok) throw new Error();
    expect(one.value.code).not.toBe(two.value.code);
    expect(refusal(await room.authority.redeemTransfer(one.value.code))).toMatchObject({ code: 'transfer-unknown', status: 404 });
    expect(refusal(await room.authority.redeemTransfer('0'.repeat(32)))).toMatchObject({ code: 'transfer-unknown', status: 404 });
    const other = await twoSeats();
    const theirs = await other.room.authority.issueTransfer(other.tokens[0]!);
    if (!theirs.ok) throw new Error();
    expect(refusal(await room.authority.redeemTransfer(theirs.value.code)).code).toBe('transfer-unknown');
    expect((await room.authority.redeemTransfer(two.value.code)).ok).toBe(true);
  });

  it('only a seat token asks for a code; a waiting room can move seats too; a missing room says so', async () => {
    const room = new NodeRoom(fakeRules);
    expect(refusal(await room.authority.issueTransfer('x'.repeat(48)))).toMatchObject({ code: 'room-not-found', status: 404 });
    await room.create({ seats: 3 });
    const { token } = await room.join('Ann');
    expect(refusal(await room.authority.issueTransfer('not-a-token'))).toMatchObject({ code: 'bad-token', status: 403 });
    const issued = await room.authority.issueTransfer(token);
    if (!issued.ok) throw new Error();
    const moved = await room.authority.redeemTransfer(issued.value.code);
    expect(moved.ok && moved.value.seat).toBe(0);
    expect(room.authority.status).toBe('waiting');
  });

  it('survives an eviction between issue and redeem, and stores only hashes of codes', async () => {
    const { room, tokens } = await twoSeats();
    const issued = await room.authority.issueTransfer(tokens[1]!);
    if (!issued.ok) throw new Error();
    const rows = JSON.stringify(room.transferStore.transfers());
    expect(rows).not.toContain(issued.value.code);
    expect(rows).toContain(await sha256Hex(issued.value.code));
    room.evict();
    const moved = await room.authority.redeemTransfer(issued.value.code);
    expect(moved.ok).toBe(true);
    room.evict();
    expect((await helloError(room, tokens[1]!)).code).toBe('seat-moved');
    // The seat row itself now holds the new token's hash only.
    expect(room.store.seats()[1]!.tokenHash).toBe(await sha256Hex(moved.ok ? moved.value.token : ''));
  });

  it('the moved seat loses the old device’s push subscriptions', async () => {
    const { room, tokens } = await twoSeats();
    room.usePushSender(new FakePushSender());
    expect((await room.authority.subscribePush(tokens[1]!, await fakeSubscription(), 'de')).ok).toBe(true);
    expect(room.pushStore.pushSubscriptions()).toHaveLength(1);
    const issued = await room.authority.issueTransfer(tokens[1]!);
    if (!issued.ok) throw new Error();
    await room.authority.redeemTransfer(issued.value.code);
    expect(room.pushStore.pushSubscriptions()).toEqual([]);
  });

  it('keeps at most MAX_MOVED_TOKENS moved tokens; a seat can move back and forth', async () => {
    const { room, tokens } = await twoSeats();
    let token = tokens[0]!;
    const all = [token];
    for (let i = 0; i < MAX_MOVED_TOKENS + 3; i++) {
      const issued = await room.authority.issueTransfer(token);
      if (!issued.ok) throw new Error(issued.message);
      const moved = await room.authority.redeemTransfer(issued.value.code);
      if (!moved.ok) throw new Error(moved.message);
      token = moved.value.token;
      all.push(token);
    }
    expect((await room.player(token)).last()).toMatchObject({ type: 'welcome', seat: 0 });
    expect((await helloError(room, all.at(-2)!)).code).toBe('seat-moved');
    // The oldest ones were forgotten: plain bad-token now.
    expect((await helloError(room, all[0]!)).code).toBe('bad-token');
  });
});
