import { MAX_MESSAGE_BYTES, RATE_LIMIT, sha256Hex, type ErrorMessage, type ServerMessage, type UpdateMessage, type WelcomeMessage } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { fakeRules, fakeSecret } from '../support/fake-rules.js';
import { FakeConn, NodeRoom } from '../support/node-room.js';

interface FakeView {
  legalActions: unknown[] | null;
  currentPlayer: number | null;
  finished: boolean;
}

async function startedRoom(seats = 2, extra: { turnSeconds?: number } = {}, limits: ConstructorParameters<typeof NodeRoom>[2] = {}) {
  const room = new NodeRoom(fakeRules, undefined, limits);
  const tokens = await room.seated({ seats, ...extra });
  const players: FakeConn[] = [];
  for (const t of tokens) players.push(await room.player(t));
  const spectator = await room.player();
  for (const c of [...players, spectator]) c.take();
  return { room, tokens, players, spectator };
}

/** Everything observable that a refused input must leave alone. */
function fingerprint(room: NodeRoom) {
  return JSON.stringify({ seq: room.authority.seq, state: room.authority.fullState, log: room.store.actions() });
}

function errorOf(c: FakeConn): ErrorMessage {
  const m = c.last();
  expect(m.type).toBe('error');
  return m as ErrorMessage;
}

/** Plays the pending seat's first legal action through its socket. */
async function playOne(room: NodeRoom, players: FakeConn[]): Promise<void> {
  const snapshot = room.authority.info();
  if (!snapshot.ok) throw new Error('no room');
  const state = room.authority.fullState as never;
  const decision = fakeRules.pendingDecision(state)!;
  const legal = fakeRules.legalActions(state);
  await players[decision.player]!.send_({ type: 'action', seq: room.authority.seq, action: legal[legal.length - 1] });
}

describe('room authority (scripted engine)', () => {
  it.each([2, 3, 4, 5])('plays a full %i-seat game; every socket sees every update in order; the seed is revealed at the end', async (n) => {
    const { room, players, spectator } = await startedRoom(n);
    const info = room.authority.info();
    expect(info.ok && info.value.seedHash).toMatch(/^[0-9a-f]{64}$/);
    let guard = 0;
    while (room.authority.status === 'playing' && guard++ < 100) await playOne(room, players);
    expect(room.authority.status).toBe('ended');
    const total = room.authority.seq;
    expect(total).toBe(n * 3 * 2);
    for (const c of [...players, spectator]) {
      const updates = c.received.filter((m): m is UpdateMessage => m.type === 'update');
      expect(updates.map((u) => u.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(c.received.filter((m) => m.type === 'error')).toEqual([]);
      const last = updates.at(-1)!;
      expect(last.status).toBe('ended');
      expect(await sha256Hex(last.seed!)).toBe(info.ok ? info.value.seedHash : '');
    }
    const log = room.authority.log();
    expect(log.ok && log.value.actions.length).toBe(total);
  });

  it('answers the acting socket with its action id and nobody else', async () => {
    const { room, players } = await startedRoom(2);
    await players[0]!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 1, y: 0, rot: 0 }, id: 'a1' });
    expect(players[0]!.last()).toMatchObject({ type: 'update', seq: 1, id: 'a1' });
    expect(players[1]!.last()).toMatchObject({ type: 'update', seq: 1 });
    expect((players[1]!.last() as UpdateMessage).id).toBeUndefined();
    expect(room.authority.seq).toBe(1);
  });

  describe('every bad input gets a typed error; the state is unchanged and other sockets hear nothing', () => {
    const cases: [string, (r: Awaited<ReturnType<typeof startedRoom>>) => Promise<void>, string][] = [
      ['malformed JSON', (r) => r.players[0]!.send_('{"type":"action",'), 'bad-json'],
      ['a JSON array', (r) => r.players[0]!.send_('[1,2]'), 'bad-message'],
      ['unknown type', (r) => r.players[0]!.send_({ type: 'teleport' }), 'unknown-type'],
      ['schema violation', (r) => r.players[0]!.send_({ type: 'action', seq: -1, action: { type: 'place' } }), 'bad-message'],
      ['extra field', (r) => r.players[0]!.send_({ type: 'action', seq: 0, action: { type: 'pass' }, admin: true }), 'bad-message'],
      ['out of turn', (r) => r.players[1]!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 0, y: 0, rot: 0 } }), 'not-your-turn'],
      ['illegal move', (r) => r.players[0]!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 7, y: 0, rot: 0 } }), 'illegal-action'],
      ['wrong decision', (r) => r.players[0]!.send_({ type: 'action', seq: 0, action: { type: 'pass' } }), 'illegal-action'],
      ['stale state number', (r) => r.players[0]!.send_({ type: 'action', seq: 5, action: { type: 'place', x: 0, y: 0, rot: 0 } }), 'stale-state'],
      ['oversized message', (r) => r.players[0]!.send_({ type: 'ping', id: 'x'.repeat(MAX_MESSAGE_BYTES) }), 'message-too-large'],
      ['spectator acting', (r) => r.spectator.send_({ type: 'action', seq: 0, action: { type: 'place', x: 0, y: 0, rot: 0 } }), 'spectator'],
      ['second hello', (r) => r.players[0]!.send_({ type: 'hello', v: 1 }), 'already-joined'],
    ];
    it.each(cases)('%s', async (_name, act, code) => {
      const r = await startedRoom(2);
      const before = fingerprint(r.room);
      await act(r);
      const me = r.players.concat(r.spectator).find((c) => c.received.length > 0)!;
      expect(me.received).toHaveLength(1);
      expect(errorOf(me).code).toBe(code);
      expect(errorOf(me).seq).toBe(0);
      expect(fingerprint(r.room)).toBe(before);
      for (const c of [...r.players, r.spectator]) if (c !== me) expect(c.received).toEqual([]);
      // The game goes on normally afterwards.
      await r.players[0]!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 2, y: 0, rot: 0 } });
      expect(r.room.authority.seq).toBe(1);
    });

    it('an illegal move reports the broken rule', async () => {
      const r = await startedRoom(2);
      await r.players[0]!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 9, y: 0, rot: 0 } });
      expect(errorOf(r.players[0]!)).toMatchObject({ code: 'illegal-action', ruleCode: 'illegal-placement', rule: 'edge-match' });
    });

    it('wrong seat token, wrong protocol version, and acting before hello', async () => {
      const r = await startedRoom(2);
      const before = fingerprint(r.room);
      const a = await r.room.player('not-a-token');
      expect(errorOf(a).code).toBe('bad-token');
      // The refused hello left the socket unauthenticated.
      await a.send_({ type: 'action', seq: 0, action: { type: 'pass' } });
      expect(errorOf(a).code).toBe('hello-required');
      const b = r.room.connect();
      await b.send_({ type: 'hello', v: 99, token: r.tokens[0] });
      expect(errorOf(b).code).toBe('unsupported-version');
      expect(b.state?.hello).toBe(false);
      expect(fingerprint(r.room)).toBe(before);
    });

    it('a flood is refused with rate-limited, then the socket is closed; the others play on', async () => {
      const r = await startedRoom(2);
      const before = fingerprint(r.room);
      const attacker = r.players[1]!;
      for (let i = 0; i < RATE_LIMIT.burst + 10; i++) await attacker.send_({ type: 'ping', id: i });
      const errors = attacker.received.filter((m): m is ErrorMessage => m.type === 'error');
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((e) => e.code === 'rate-limited')).toBe(true);
      expect(attacker.received.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(RATE_LIMIT.burst + 1);
      for (let i = 0; i < 300 && !attacker.closed; i++) await attacker.send_({ type: 'ping' });
      expect(attacker.closed?.code).toBe(1008);
      expect(fingerprint(r.room)).toBe(before);
      await r.players[0]!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 2, y: 0, rot: 0 } });
      expect(r.players[0]!.last()).toMatchObject({ type: 'update', seq: 1 });
    });

    it('a storage failure refuses the action with internal and changes nothing', async () => {
      const r = await startedRoom(2);
      const before = fingerprint(r.room);
      r.room.store.failNextAppend = true;
      await r.players[0]!.send_({ type: 'action', seq: 0, action: { type: 'place', x: 1, y: 0, rot: 0 } });
      expect(errorOf(r.players[0]!).code).toBe('internal');
      expect(fingerprint(r.room)).toBe(before);
      expect(r.players[1]!.received).toEqual([]);
    });

    it('actions before the game starts and after it ends', async () => {
      const room = new NodeRoom(fakeRules);
      await room.create({ seats: 2 });
      const { token } = await room.join('A');
      const a = await room.player(token);
      await a.send_({ type: 'action', seq: 0, action: { type: 'pass' } });
      expect(errorOf(a).code).toBe('game-not-started');
      const r = await startedRoom(2);
      while (r.room.authority.status === 'playing') await playOne(r.room, r.players);
      const seq = r.room.authority.seq;
      await r.players[0]!.send_({ type: 'action', seq, action: { type: 'pass' } });
      expect(errorOf(r.players[0]!).code).toBe('game-over');
    });
  });

  it('two sockets of the same seat sending at the same moment: exactly one action applies', async () => {
    const { room, tokens, players } = await startedRoom(2);
    const twin = await room.player(tokens[0]);
    twin.take();
    const a = { type: 'action', seq: 0, action: { type: 'place', x: 1, y: 0, rot: 0 } };
    const b = { type: 'action', seq: 0, action: { type: 'place', x: 2, y: 0, rot: 0 } };
    await Promise.all([players[0]!.send_(a), twin.send_(b)]);
    expect(room.authority.seq).toBe(1);
    expect(room.store.actions()).toHaveLength(1);
    const kinds = [players[0]!, twin].map((c) => c.received.map((m) => (m.type === 'error' ? m.code : m.type)));
    // Both see the one update; exactly one of them also gets stale-state.
    expect(kinds.flat().filter((k) => k === 'update')).toHaveLength(2);
    expect(kinds.flat().filter((k) => k === 'stale-state')).toHaveLength(1);
  });

  it('reconnect mid-turn with the last state number gets exactly the missed events', async () => {
    const { room, tokens, players } = await startedRoom(3);
    await playOne(room, players); // seat 0 places: seq 1
    const seen = room.authority.seq;
    players[1]!.close(1000, 'network drop');
    await playOne(room, players); // seat 0 passes: seq 2
    expect(room.authority.seq).toBe(2);
    const back = await room.player(tokens[1], seen);
    const w = back.last() as WelcomeMessage & { missed: { seq: number; events: unknown[] }[] };
    expect(w.type).toBe('welcome');
    expect(w.seat).toBe(1);
    expect(w.replay).toBe(true);
    expect(w.missed.map((m) => m.seq)).toEqual([2]);
    expect(w.seq).toBe(2);
    expect((w.view as FakeView).legalActions).not.toBeNull();
    // It is seat 1's turn and the new socket can take it.
    await back.send_({ type: 'action', seq: 2, action: { type: 'place', x: 0, y: 0, rot: 0 } });
    expect(back.last()).toMatchObject({ type: 'update', seq: 3 });
    // A client from the future gets a fresh view without replay.
    const odd = await room.player(tokens[2], 99);
    expect(odd.last()).toMatchObject({ type: 'welcome', replay: false, seq: 3 });
  });

  it('an eviction mid-game loses no accepted action', async () => {
    const { room, players } = await startedRoom(4);
    for (let i = 0; i < 7; i++) await playOne(room, players);
    const before = JSON.stringify(room.authority.fullState);
    room.evict();
    expect(room.authority.seq).toBe(7);
    expect(JSON.stringify(room.authority.fullState)).toBe(before);
    // Hibernated sockets keep their attachment: they can go on without a new hello.
    await playOne(room, players);
    expect(room.authority.seq).toBe(8);
    for (const p of players) expect(p.last()).toMatchObject({ type: 'update', seq: 8 });
  });

  it('when the turn timer runs out a bot plays for the seat, until its player is back', async () => {
    // The scripted engine has no board for greedy to read: the random bot stands in.
    const { room, players } = await startedRoom(2, { turnSeconds: 30 }, { standInBot: 'random' });
    const deadline = room.alarm!;
    expect(deadline).toBe(room.clock + 30_000);
    room.clock = deadline - 1;
    room.authority.onAlarm();
    expect(room.authority.seq).toBe(0);
    room.clock = deadline;
    room.authority.onAlarm();
    expect(room.authority.seq).toBe(1);
    expect(room.store.actions()[0]).toMatchObject({ seat: null, actor: 0 });
    expect(players[1]!.last()).toMatchObject({ type: 'update', seq: 1, actor: 0 });
    // Seat 0's follower decision is the stand-in's too, at once; then seat 1 has its full time.
    expect(room.alarm).toBe(room.clock);
    room.runAlarms();
    expect(room.authority.seq).toBe(2);
    expect(room.store.actions()[1]).toMatchObject({ seat: null, actor: 0 });
    expect(room.alarm).toBe(room.clock + 30_000);
    room.runLater();
    expect(players[1]!.received.filter((m) => m.type === 'seats').at(-1)).toMatchObject({ seats: [{ seat: 0, kind: 'human', bot: 'random', botPlaying: true }, { seat: 1 }] });
    await players[0]!.send_({ type: 'sync' });
    room.runLater();
    const seats = players[1]!.received.filter((m) => m.type === 'seats').at(-1) as { seats: { botPlaying?: boolean }[] };
    expect(seats.seats[0]!.botPlaying).toBeUndefined();
  });

  it('an abandoned room removes itself; a room with sockets stays', async () => {
    const room = new NodeRoom(fakeRules, 60_000);
    await room.create({ seats: 2 });
    // A spectator that said hello (a silent socket would be closed at its hello deadline).
    const c = await room.player();
    room.clock += 61_000;
    expect(room.authority.onAlarm()).toBe(false);
    c.close(1000, 'bye');
    room.clock += 30_000;
    expect(room.authority.onAlarm()).toBe(false);
    room.clock += 61_000;
    expect(room.authority.onAlarm()).toBe(true);
    expect(room.authority.info()).toMatchObject({ ok: false, code: 'room-not-found' });
    expect(room.store.getMeta()).toBeNull();
  });

  it('joins: seat choice, taken seats, full room', async () => {
    const room = new NodeRoom(fakeRules);
    await room.create({ seats: 2 });
    expect(await room.authority.join('B', 1)).toMatchObject({ ok: true, value: { seat: 1 } });
    expect(await room.authority.join('C', 1)).toMatchObject({ ok: false, code: 'seat-taken' });
    expect(await room.authority.join('C', 4)).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await room.authority.join('A')).toMatchObject({ ok: true, value: { seat: 0 } });
    expect(await room.authority.join('D')).toMatchObject({ ok: false, code: 'room-full' });
    expect(room.authority.status).toBe('playing');
    // Names follow seat order, whatever order they joined in.
    expect((room.authority.fullState as unknown as { players: string[] }).players).toEqual(['A', 'B']);
  });

  it('leaks nothing: no seat sees another seat\'s secret, nobody sees the seed or the stack before the end', async () => {
    const { room, players, spectator } = await startedRoom(3);
    const seed = room.store.getMeta()!.seed;
    const stack = (room.authority.fullState as unknown as { stack: number[] }).stack;
    const everything = new Map<FakeConn, string[]>();
    const collect = () => {
      for (const c of [...players, spectator]) everything.set(c, [...(everything.get(c) ?? []), ...c.raw.splice(0)]);
    };
    const status = () => room.authority.status as string;
    while (status() === 'playing') {
      await playOne(room, players);
      // The final update carries the seed (that is the reveal): check everything before it.
      if (status() === 'ended') for (const c of [...players, spectator]) c.raw.pop();
      collect();
    }
    for (const [c, texts] of everything) {
      const all = texts.join('\n');
      expect(all).not.toContain(seed);
      // The upcoming tiles (all but the current one) never appear before they are drawn.
      expect(all).not.toContain(stack.slice(1).join(','));
      const seat = players.indexOf(c);
      for (let s = 0; s < 3; s++) {
        if (s !== seat) expect(all).not.toContain(fakeSecret(seed, s));
      }
      if (seat >= 0) expect(all).toContain(fakeSecret(seed, seat));
    }
  });
});

export type { ServerMessage };

describe('a log the engine no longer accepts', () => {
  it('keeps the last good state and refuses actions instead of crashing', async () => {
    const { room, players } = await startedRoom(2);
    await playOne(room, players);
    await playOne(room, players);
    // Corrupt the stored log behind the room's back, as an incompatible engine change would.
    const rows = (room.store as unknown as { actionRows: { action: unknown }[] }).actionRows;
    rows[1]!.action = { type: 'meeple', at: 'Z' };
    expect(() => room.evict()).not.toThrow();
    expect(room.authority.seq).toBe(1);
    expect(room.authority.info().ok).toBe(true);
    await players[0]!.send_({ type: 'action', seq: 1, action: { type: 'pass' } });
    expect(errorOf(players[0]!)).toMatchObject({ code: 'internal' });
    expect(room.store.actions()).toHaveLength(2);
  });
});

describe('storage writes on the hot path', () => {
  it('an accepted action is one log append: no meta write, no alarm write, until the game ends', async () => {
    const { room, players } = await startedRoom(2);
    const calls: string[] = [];
    for (const k of ['putMeta', 'addSeat', 'appendAction', 'deleteAll'] as const) {
      const orig = room.store[k].bind(room.store) as (...a: unknown[]) => void;
      (room.store as unknown as Record<string, unknown>)[k] = (...a: unknown[]) => {
        calls.push(k);
        orig(...a);
      };
    }
    // Setting the alarm is a storage write too (it holds outgoing messages back until durable).
    let alarms = 0;
    const before = room.alarm;
    for (let i = 0; i < 6 && room.authority.status === 'playing'; i++) {
      const n = calls.length;
      const alarm = room.alarm;
      await playOne(room, players);
      expect(calls.slice(n)).toEqual(['appendAction']);
      if (room.alarm !== alarm) alarms++;
    }
    expect(alarms).toBe(0);
    expect(before).not.toBeNull();
  });
});
