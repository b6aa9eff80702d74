/**
 * The room under hostile input, in Node with a settable clock: errors that keep their
 * request, the socket cap, the hello deadline, batched `seats` frames and clean names.
 */
import type { ErrorMessage, ServerMessage } from '@carc/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE } from '../../src/room/authority.js';
import { INTERNAL_MESSAGE, type RulesEngine } from '../../src/room/engine.js';
import { fakeRules } from '../support/fake-rules.js';
import { FakeConn, NodeRoom } from '../support/node-room.js';

const seatsFrames = (c: FakeConn) => c.received.filter((m) => m.type === 'seats');
const errors = (c: FakeConn) => c.received.filter((m): m is ErrorMessage => m.type === 'error');

async function started(room: NodeRoom, seats = 2): Promise<FakeConn[]> {
  const tokens = await room.seated({ seats });
  const players: FakeConn[] = [];
  for (const t of tokens) players.push(await room.player(t));
  room.runLater();
  for (const p of players) p.take();
  return players;
}

afterEach(() => vi.restoreAllMocks());

describe('a server failure', () => {
  it('answers internal with the request id and no detail; the detail goes to the server log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing: RulesEngine = { ...fakeRules, apply: () => { throw new Error('secret detail at windows.ts:42'); } } as RulesEngine;
    const room = new NodeRoom(throwing);
    const [p0, p1] = await started(room);
    const before = JSON.stringify({ seq: room.authority.seq, state: room.authority.fullState, log: room.store.actions() });
    await p0!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 1, y: 0, rot: 0 }, id: 'req-7' });
    expect(p0!.last()).toEqual({ type: 'error', code: 'internal', message: INTERNAL_MESSAGE, seq: 0, id: 'req-7' });
    expect(p0!.raw.join('')).not.toContain('secret detail');
    expect(log.mock.calls.flat().some((a) => a instanceof Error && a.message.includes('secret detail'))).toBe(true);
    expect(JSON.stringify({ seq: room.authority.seq, state: room.authority.fullState, log: room.store.actions() })).toBe(before);
    expect(p1!.received).toEqual([]);
    // The socket is still usable afterwards.
    await p0!.send_({ type: 'ping', id: 8 });
    expect(p0!.last()).toMatchObject({ type: 'pong', id: 8 });
  });

  it('a storage failure keeps the id too, and does not show the storage error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const room = new NodeRoom(fakeRules);
    const [p0] = await started(room);
    room.store.failNextAppend = true;
    await p0!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 1, y: 0, rot: 0 }, id: 41 });
    expect(p0!.last()).toMatchObject({ type: 'error', code: 'internal', id: 41 });
    expect(p0!.raw.join('')).not.toContain('storage unavailable');
    expect(log.mock.calls.flat().some((a) => a instanceof Error && a.message === 'storage unavailable')).toBe(true);
    expect(room.authority.seq).toBe(0);
  });
});

describe('sockets per room', () => {
  it('admits seats + the spectator cap in all, then refuses with room-crowded (503)', async () => {
    const room = new NodeRoom(fakeRules, 3_600_000, { maxSpectators: 2 });
    await room.create({ seats: 3 });
    for (let i = 0; i < 5; i++) {
      expect(room.authority.admits()).toEqual({ ok: true, value: null });
      room.connect();
    }
    expect(room.authority.admits()).toMatchObject({ ok: false, code: 'room-crowded', status: 503 });
    room.conns[0]!.close(1000, 'bye');
    expect(room.authority.admits().ok).toBe(true);
  });

  it('a socket still listed while it closes does not count, also for an instance woken later', async () => {
    const room = new NodeRoom(fakeRules, 3_600_000, { maxSpectators: 0 });
    await room.create({ seats: 2 });
    room.connect();
    const closing = room.connect();
    expect(room.authority.admits().ok).toBe(false);
    // The runtime still lists it; only the socket itself says it is closing.
    closing.isOpen = () => false;
    room.evict();
    expect(room.authority.admits().ok).toBe(true);
    expect(room.authority.info()).toMatchObject({ ok: true, value: { spectators: 0 } });
  });

  it('a spectator hello over the cap is refused and closed; a seat always gets in', async () => {
    const room = new NodeRoom(fakeRules, 3_600_000, { maxSpectators: 1 });
    const tokens = await room.seated({ seats: 2 });
    const watcher = await room.player();
    expect(watcher.last()).toMatchObject({ type: 'welcome', seat: null });
    const extra = await room.player();
    expect(errors(extra).map((e) => e.code)).toEqual(['room-crowded']);
    expect(extra.closed?.code).toBe(CLOSE.crowded);
    const p1 = await room.player(tokens[1]);
    expect(p1.last()).toMatchObject({ type: 'welcome', seat: 1 });
    expect(room.authority.info()).toMatchObject({ ok: true, value: { spectators: 1 } });
  });
});

describe('the hello deadline', () => {
  it('closes a socket that said no hello in time (4408), keeps those that did, and uses the alarm', async () => {
    const room = new NodeRoom(fakeRules, 3_600_000, { helloTimeoutMs: 500 });
    await room.create({ seats: 2 });
    const silent = room.connect();
    const talker = room.connect();
    await talker.send_({ type: 'hello', v: 1 });
    // The alarm is due just after the silent socket's deadline (a tenth of the timeout later,
    // so one alarm closes a burst of sockets).
    expect(room.alarm).toBe(room.clock + 550);
    room.clock += 499;
    const late = room.connect();
    room.authority.onAlarm();
    expect(silent.closed).toBeNull();
    room.clock += 1;
    room.authority.onAlarm();
    expect(silent.closed).toEqual({ code: CLOSE.helloTimeout, reason: 'hello-timeout' });
    expect(errors(silent).map((e) => e.code)).toEqual(['hello-timeout']);
    expect(talker.closed).toBeNull();
    // The socket opened 499 ms later still has its time, and the alarm waits for it.
    expect(late.closed).toBeNull();
    expect(room.alarm).toBe(room.clock + 499 + 50);
    room.clock = room.alarm!;
    room.authority.onAlarm();
    expect(late.closed?.code).toBe(CLOSE.helloTimeout);
    // Nothing else waits for a hello: the alarm goes back to the room's clean-up.
    expect(room.alarm).toBeGreaterThan(room.clock + 3_000_000);
  });

  it('a refused hello (bad token) does not stop the clock', async () => {
    const room = new NodeRoom(fakeRules, 3_600_000, { helloTimeoutMs: 1000 });
    await room.create({ seats: 2 });
    const c = room.connect();
    await c.send_({ type: 'hello', v: 1, token: 'nope' });
    room.clock += 1000;
    room.authority.onAlarm();
    expect(c.closed?.code).toBe(CLOSE.helloTimeout);
  });
});

describe('the seats frame', () => {
  it('goes out once per batch of changes, only to sockets that do not already show it', async () => {
    const room = new NodeRoom(fakeRules);
    const [p0, p1] = await started(room);
    const crowd: FakeConn[] = [];
    for (let i = 0; i < 30; i++) crowd.push(await room.player());
    // Nothing yet: the 30 hellos are one batch.
    expect([p0!, p1!, ...crowd].flatMap(seatsFrames)).toEqual([]);
    expect(room.later).toHaveLength(1);
    room.runLater();
    for (const c of [p0!, p1!, ...crowd.slice(0, -1)]) {
      expect(seatsFrames(c)).toEqual([{ type: 'seats', seats: [{ seat: 0, name: 'P0', online: 1 }, { seat: 1, name: 'P1', online: 1 }], spectators: 30 }]);
    }
    // The last one was welcomed with exactly these seats already.
    expect(seatsFrames(crowd.at(-1)!)).toEqual([]);
    // 150 spectators one after another sent 11,175 frames before; now 1 per socket per batch.
    for (const c of crowd.slice(0, 10)) c.close(1000, 'bye');
    for (const c of [p0!, ...crowd]) c.take();
    room.runLater();
    expect(seatsFrames(p0!).length).toBe(1);
    expect((seatsFrames(p0!)[0] as ServerMessage & { spectators: number }).spectators).toBe(20);
    // No change, no frame.
    room.authority.flushSeats();
    expect(seatsFrames(p0!).length).toBe(1);
  });
});

describe('the seats frame under a steady stream of arrivals', () => {
  it('waits for a quiet moment, but shows the seats at least every SEATS_BATCH_MAX_MS', async () => {
    const room = new NodeRoom(fakeRules, 3_600_000, { seatsBatchMs: 100, seatsBatchMaxMs: 1000, maxSpectators: 100 });
    const [p0] = await started(room);
    const seen: number[] = [];
    const start = room.clock;
    // A spectator every 50 ms for 3 s: never quiet for 100 ms.
    for (let i = 0; i < 60; i++) {
      await room.player();
      const before = seatsFrames(p0!).length;
      room.runLater(room.clock + 50);
      if (seatsFrames(p0!).length > before) seen.push(room.clock - start);
    }
    expect(seen).toHaveLength(3);
    for (let i = 1; i < seen.length; i++) expect(seen[i]! - seen[i - 1]!).toBeLessThanOrEqual(1050);
    // Then quiet: one last frame 100 ms after the last arrival shows all 60.
    room.runLater();
    const last = seatsFrames(p0!).at(-1) as ServerMessage & { spectators: number };
    expect(last.spectators).toBe(60);
  });
});

describe('seat names', () => {
  it('are stored cleaned: NFC, no controls, no bidi overrides', async () => {
    const room = new NodeRoom(fakeRules);
    await room.create({ seats: 2 });
    expect(await room.authority.join('\u202eAnn\u001b[2J\u0007')).toMatchObject({ ok: true });
    expect(await room.authority.join('Jose\u0301')).toMatchObject({ ok: true });
    const info = room.authority.info();
    expect(info.ok && info.value.seats.map((s) => s.name)).toEqual(['Ann[2J', 'Jos\u00e9']);
  });

  it('an invisible name is refused with bad-name and takes no seat', async () => {
    const room = new NodeRoom(fakeRules);
    await room.create({ seats: 2 });
    for (const name of ['\u200b\u200d', '\u202e\u2066', '\u3164']) {
      expect(await room.authority.join(name)).toMatchObject({ ok: false, code: 'bad-name', status: 400 });
    }
    expect(room.store.seats()).toEqual([]);
  });
});
