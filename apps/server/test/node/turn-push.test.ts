/**
 * "Your turn" push (#27 point 5) against the room authority in Node: who is notified and
 * when, what the message carries, and what a push service's answers do to the stored
 * subscriptions (404 and 410 drop it; anything else keeps it).
 */
import { MAX_PUSH_SUBSCRIPTIONS_PER_SEAT } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { TURN_PUSH_TTL_SECONDS } from '../../src/room/push/turn-push.js';
import { fakeRules } from '../support/fake-rules.js';
import { FakePushSender, fakeSubscription } from '../support/push-fakes.js';
import { FakeConn, NodeRoom } from '../support/node-room.js';

/** A 2-seat game under way; only seat 0 is connected. */
async function seat1Away() {
  const room = new NodeRoom(fakeRules);
  const sender = new FakePushSender();
  room.usePushSender(sender);
  const tokens = await room.seated({ seats: 2 }, ['Ann', 'Bob']);
  const a = await room.player(tokens[0]);
  a.take();
  return { room, sender, tokens, a };
}

/** Plays the first legal action of the pending decision through `conn` (it must be its turn). */
async function act(room: NodeRoom, conn: FakeConn): Promise<void> {
  const legal = fakeRules.legalActions(room.authority.fullState as never);
  await conn.send_({ type: 'action', seq: room.authority.seq, action: legal[0] });
  expect(conn.last().type).toBe('update');
}

/** Seat 1 comes back, plays its turn and leaves; seat 0 plays its turn: seat 1's turn begins again. */
async function roundWithSeat1Away(room: NodeRoom, token1: string, a: FakeConn): Promise<void> {
  const b = await room.player(token1);
  await act(room, b);
  await act(room, b);
  b.close(1000, 'bye');
  await act(room, a);
  await act(room, a);
  await room.authority.pushesIdle();
}

describe('turn push', () => {
  it('pushes once when the turn passes to a seat with no socket: room, seat, state number, names, language; topic = room, TTL a day', async () => {
    const { room, sender, tokens, a } = await seat1Away();
    const sub = await fakeSubscription();
    expect(await room.authority.subscribePush(tokens[1]!, sub, 'hu')).toEqual({ ok: true, value: { room: 'testroom0001', seat: 1 } });
    await act(room, a); // seat 0 places: still seat 0's turn (its meeple decision)
    await room.authority.pushesIdle();
    expect(sender.sent).toEqual([]);
    await act(room, a); // seat 0 passes: seat 1's turn begins
    await room.authority.pushesIdle();
    expect(sender.sent).toEqual([
      {
        endpoint: sub.endpoint,
        seat: 1,
        payload: { v: 1, type: 'turn', room: 'testroom0001', seat: 1, seq: 2, players: ['Ann', 'Bob'], lang: 'hu' },
        options: { topic: 'testroom0001', ttlSeconds: TURN_PUSH_TTL_SECONDS },
      },
    ]);
  });

  it('no push while the seat has a socket open; one again once it closed', async () => {
    const { room, sender, tokens, a } = await seat1Away();
    await room.authority.subscribePush(tokens[1]!, await fakeSubscription(), 'en');
    const b = await room.player(tokens[1]);
    await act(room, a);
    await act(room, a);
    await act(room, b);
    await act(room, b);
    await room.authority.pushesIdle();
    expect(sender.sent).toEqual([]);
    b.close(1000, 'bye');
    await act(room, a);
    await act(room, a);
    await room.authority.pushesIdle();
    expect(sender.sent.map((s) => [s.seat, s.payload.seq])).toEqual([[1, 6]]);
  });

  it('pushes to the first player when the last seat taken starts the game and they are away', async () => {
    const room = new NodeRoom(fakeRules);
    const sender = new FakePushSender();
    room.usePushSender(sender);
    await room.create({ seats: 2 });
    const first = await room.join('Ann');
    await room.authority.subscribePush(first.token, await fakeSubscription(), 'fr');
    await room.join('Bob');
    await room.authority.pushesIdle();
    expect(sender.sent.map((s) => [s.seat, s.payload.seq, s.payload.lang])).toEqual([[0, 0, 'fr']]);
  });

  it('a 404 or 410 drops that subscription only; 429, 500 and network errors keep it', async () => {
    const { room, sender, tokens, a } = await seat1Away();
    const subs = await Promise.all([fakeSubscription(), fakeSubscription(), fakeSubscription()]);
    for (const s of subs) await room.authority.subscribePush(tokens[1]!, s, 'en');
    sender.answer.set(subs[0]!.endpoint, 404);
    sender.answer.set(subs[1]!.endpoint, 500);
    sender.answer.set(subs[2]!.endpoint, 'throw');
    await act(room, a);
    await act(room, a);
    await room.authority.pushesIdle();
    expect(sender.sent).toHaveLength(3);
    expect(room.pushStore.pushSubscriptions().map((s) => s.endpoint)).toEqual([subs[1]!.endpoint, subs[2]!.endpoint]);

    sender.answer.set(subs[1]!.endpoint, 410);
    sender.answer.set(subs[2]!.endpoint, 429);
    await roundWithSeat1Away(room, tokens[1]!, a);
    expect(room.pushStore.pushSubscriptions().map((s) => s.endpoint)).toEqual([subs[2]!.endpoint]);
  });

  it('unsubscribe: one endpoint, or all of the seat; only with the seat token', async () => {
    const { room, sender, tokens, a } = await seat1Away();
    const [s1, s2] = [await fakeSubscription(), await fakeSubscription()];
    await room.authority.subscribePush(tokens[1]!, s1, 'en');
    await room.authority.subscribePush(tokens[1]!, s2, 'en');
    expect(await room.authority.unsubscribePush('nope', s1.endpoint)).toMatchObject({ ok: false, code: 'bad-token', status: 403 });
    expect(await room.authority.unsubscribePush(tokens[0]!, s1.endpoint)).toEqual({ ok: true, value: { room: 'testroom0001', seat: 0, removed: 0 } });
    expect(await room.authority.unsubscribePush(tokens[1]!, s1.endpoint)).toEqual({ ok: true, value: { room: 'testroom0001', seat: 1, removed: 1 } });
    await act(room, a);
    await act(room, a);
    await room.authority.pushesIdle();
    expect(sender.sent.map((s) => s.endpoint)).toEqual([s2.endpoint]);
    expect(await room.authority.unsubscribePush(tokens[1]!)).toMatchObject({ ok: true, value: { removed: 1 } });
    await roundWithSeat1Away(room, tokens[1]!, a);
    expect(sender.sent).toHaveLength(1);
  });

  it(`keeps ${MAX_PUSH_SUBSCRIPTIONS_PER_SEAT} subscriptions a seat (the newest); subscribing again refreshes, not duplicates`, async () => {
    const { room, tokens } = await seat1Away();
    const subs: Awaited<ReturnType<typeof fakeSubscription>>[] = [];
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_SEAT + 2; i++) {
      subs.push(await fakeSubscription());
      room.clock += 1000;
      await room.authority.subscribePush(tokens[1]!, subs.at(-1)!, 'en');
    }
    room.clock += 1000;
    await room.authority.subscribePush(tokens[1]!, subs.at(-1)!, 'nl');
    const kept = room.pushStore.pushSubscriptions();
    expect(kept.map((s) => s.endpoint).sort()).toEqual(subs.slice(-MAX_PUSH_SUBSCRIPTIONS_PER_SEAT).map((s) => s.endpoint).sort());
    expect(kept.find((s) => s.endpoint === subs.at(-1)!.endpoint)?.lang).toBe('nl');
  });

  it('without a sender (no VAPID keys) a turn passes quietly; subscriptions survive an eviction', async () => {
    const room = new NodeRoom(fakeRules);
    const tokens = await room.seated({ seats: 2 });
    await room.authority.subscribePush(tokens[1]!, await fakeSubscription(), 'en');
    const a = await room.player(tokens[0]);
    await act(room, a);
    await act(room, a);
    await room.authority.pushesIdle();
    expect(room.pushStore.pushSubscriptions()).toHaveLength(1);
    room.evict();
    const sender = new FakePushSender();
    room.usePushSender(sender);
    const b = await room.player(tokens[1]);
    await act(room, b);
    await act(room, b);
    b.close(1000, 'bye');
    const a2 = await room.player(tokens[0]);
    await act(room, a2);
    await act(room, a2);
    await room.authority.pushesIdle();
    expect(sender.sent.map((s) => s.seat)).toEqual([1]);
  });

  it('a room that cleans itself up forgets its subscriptions and transfer codes', async () => {
    const { room, tokens, a } = await seat1Away();
    await room.authority.subscribePush(tokens[1]!, await fakeSubscription(), 'en');
    await room.authority.issueTransfer(tokens[0]!);
    a.close(1000, 'bye');
    room.clock += room.ttlMs;
    room.runAlarms();
    expect(room.authority.exists).toBe(false);
    expect(room.pushStore.pushSubscriptions()).toEqual([]);
    expect(room.transferStore.transfers()).toEqual([]);
  });
});
