/**
 * Turn-based rooms with the real engine in Node, on a manual clock: time banks charged to
 * the pending seat and credited per turn, the one alarm at the next deadline, no expiry
 * while a clock runs, a bank running out (the stand-in bot, or the other players' skip),
 * "no limit", the archive hand-off, my games, and a rebuild after an eviction.
 */
import { verifyRoomLog, type RoomConfig, type ServerMessage } from '@carc/protocol';
import * as rules from '@carc/rules';
import { describe, expect, it } from 'vitest';
import { NodeRoom, type FakeConn } from '../support/node-room.js';

const H = 3_600_000;
const D = 24 * H;
const STANDARD = { bankSeconds: 3 * 86400, perMoveSeconds: 86400, onTimeout: 'bot' as const, profile: 'standard' as const };

async function turnRoom(turnBased: NonNullable<RoomConfig['turnBased']> | undefined, seats = 2) {
  const room = new NodeRoom(undefined, D, { standInBot: 'random' });
  const tokens = await room.seated({ seats, ...(turnBased ? { turnBased } : {}) }, ['Ann', 'Ben', 'Cy'].slice(0, seats));
  return { room, tokens };
}

/** The pending seat and its first legal action. */
function pending(room: NodeRoom) {
  const s = room.authority.fullState!;
  return { seat: rules.pendingDecision(s)!.player, action: rules.legalActions(s)[0]! };
}

/** Plays the pending decision through the seat's own socket. */
async function play(room: NodeRoom, socks: FakeConn[]): Promise<void> {
  const { seat, action } = pending(room);
  await socks[seat]!.send_({ type: 'action', seq: room.authority.seq, action });
}

/** Plays decisions until the turn passes to another seat. */
async function playTurn(room: NodeRoom, socks: FakeConn[]): Promise<void> {
  const seat = pending(room).seat;
  while (room.authority.status === 'playing' && pending(room).seat === seat) await play(room, socks);
}

const lastTurn = (c: FakeConn) => [...c.received].reverse().find((m): m is Extract<ServerMessage, { turn: unknown }> => 'turn' in m)!.turn;

describe('turn-based rooms: time banks', () => {
  it('the pending seat pays its time, the turn earns the per-move time (capped), and every frame carries the clocks', async () => {
    const { room, tokens } = await turnRoom(STANDARD);
    const start = room.clock;
    const socks = [await room.player(tokens[0]), await room.player(tokens[1])];
    expect(lastTurn(socks[0]!)).toEqual({ player: 0, deadline: start + 3 * D, clocks: { banks: [3 * D, 3 * D], since: start } });
    room.clock += 5 * H;
    await playTurn(room, socks);
    // 3 days - 5 h + 1 day, capped at 3 days; Ben's clock runs from now.
    expect(lastTurn(socks[1]!)).toEqual({ player: 1, deadline: room.clock + 3 * D, clocks: { banks: [3 * D, 3 * D], since: room.clock } });
    room.clock += 2.5 * D;
    await playTurn(room, socks);
    expect(lastTurn(socks[0]!).clocks).toEqual({ banks: [3 * D, 1.5 * D], since: room.clock });
  });

  it('an idle room has one alarm, its pending seat\'s deadline, and never expires while that clock runs', async () => {
    const { room, tokens } = await turnRoom(STANDARD);
    const socks = [await room.player(tokens[0]), await room.player(tokens[1])];
    await playTurn(room, socks);
    for (const s of socks) s.close(1000, 'bye');
    const deadline = room.authority.fullState && room.alarm;
    expect(deadline).toBe(room.clock + 3 * D);
    // Far past the live rooms' one-day TTL: the room is still there, and nothing woke it.
    room.clock += 2 * D;
    expect(room.runAlarms()).toBe(0);
    expect(room.authority.exists).toBe(true);
    // Ben comes back after 2.9 days and plays: Ann's clock runs, the alarm follows it.
    room.clock += 0.9 * D;
    const ben = await room.player(tokens[1]);
    await playTurn(room, [socks[0]!, ben]);
    ben.close(1000, 'bye');
    expect(room.alarm).toBe(room.clock + 3 * D);
  });

  it('a room rebuilt after an eviction has the same banks (they follow from the log)', async () => {
    const { room, tokens } = await turnRoom(STANDARD);
    const socks = [await room.player(tokens[0]), await room.player(tokens[1])];
    room.clock += 7 * H;
    await playTurn(room, socks);
    room.clock += 30 * H;
    await play(room, socks);
    const turn = lastTurn(socks[0]!);
    const mine = await room.authority.mine(tokens[0]!);
    room.evict();
    expect(await room.authority.mine(tokens[0]!)).toEqual(mine);
    const again = await room.player(tokens[0]);
    expect(lastTurn(again)).toEqual(turn);
  });
});

describe('turn-based rooms: a bank runs out', () => {
  it('"bot": with nobody online the stand-in plays that turn at the deadline; the person keeps the seat with the per-move time', async () => {
    const { room, tokens } = await turnRoom(STANDARD);
    const deadline = room.alarm!;
    expect(deadline).toBe(room.clock + 3 * D);
    room.clock = deadline - 1;
    expect(room.runAlarms()).toBe(0);
    room.clock = deadline;
    room.runAlarms();
    // Every decision of Ann's turn was played by the stand-in (log seat null), at once.
    const actions = room.store.actions();
    expect(actions.length).toBeGreaterThanOrEqual(2);
    expect(actions.every((a) => a.seat === null && a.actor === 0)).toBe(true);
    expect(pending(room).seat).toBe(1);
    // Ann has a day for her next turn (empty bank + 1 day); Ben's full bank runs.
    expect(room.authority.info().ok && room.alarm).toBe(room.clock + 3 * D);
    const ann = await room.player(tokens[0]);
    expect(lastTurn(ann).clocks!.banks).toEqual([D, 3 * D]);
    // No stand-in keeps playing: Ben's turn waits for Ben, with or without sockets.
    ann.close(1000, 'bye');
    room.clock += 2 * D;
    expect(room.runAlarms()).toBe(0);
    expect(pending(room).seat).toBe(1);
  });

  it('"skip": nothing plays at the deadline; another seat may skip the turn, which declines every option', async () => {
    const { room, tokens } = await turnRoom({ ...STANDARD, onTimeout: 'skip' });
    const socks = [await room.player(tokens[0]), await room.player(tokens[1])];
    const spectator = await room.player();
    // Before the deadline: refused, typed, nothing changes.
    await socks[1]!.send_({ type: 'skip', seq: 0, id: 1 });
    expect(socks[1]!.last()).toMatchObject({ type: 'error', code: 'not-skippable', id: 1 });
    room.clock += 3 * D;
    expect(room.runAlarms()).toBeLessThanOrEqual(1);
    expect(room.authority.seq).toBe(0);
    // Waiting for a skip sets no alarm but the room's expiry.
    for (const s of [...socks, spectator]) s.close(1000, 'bye');
    expect(room.alarm).toBe(room.clock + 30 * D);
    const [ann, ben, spec] = [await room.player(tokens[0]), await room.player(tokens[1]), await room.player()];
    await ann.send_({ type: 'skip', seq: 0, id: 2 });
    expect(ann.last()).toMatchObject({ type: 'error', code: 'not-skippable', id: 2 });
    await spec.send_({ type: 'skip', seq: 0 });
    expect(spec.last()).toMatchObject({ type: 'error', code: 'spectator' });
    await ben.send_({ type: 'skip', seq: 5, id: 3 });
    expect(ben.last()).toMatchObject({ type: 'error', code: 'stale-state', id: 3 });
    await ben.send_({ type: 'skip', seq: 0, id: 4 });
    const actions = room.store.actions();
    expect(actions[0]).toMatchObject({ seat: null, actor: 0, action: { type: 'place' } });
    // Every optional decision declined: no follower.
    expect(actions.slice(1).every((a) => (a.action as { type: string }).type === 'pass')).toBe(true);
    expect(pending(room).seat).toBe(1);
    expect(ben.received.find((m) => m.type === 'update' && m.seq === 1)).toMatchObject({ id: 4 });
    // Ann has the per-move day for her next turn.
    expect(lastTurn(ben).clocks!.banks![0]).toBe(D);
  });

  it('"no limit": nothing runs out; the room lasts 30 idle days, then deletes itself', async () => {
    const { room, tokens } = await turnRoom({ bankSeconds: null, perMoveSeconds: 0, onTimeout: 'bot', profile: 'no-limit' });
    const ann = await room.player(tokens[0]);
    expect(lastTurn(ann)).toEqual({ player: 0, deadline: null, clocks: { banks: null, since: room.clock } });
    const idleSince = room.clock;
    ann.close(1000, 'bye');
    // (An alarm set earlier for the socket's hello deadline fires early and moves on.)
    room.clock = Math.max(room.clock, room.alarm!);
    room.runAlarms();
    expect(room.alarm).toBe(idleSince + 30 * D);
    room.clock = idleSince + 29 * D;
    expect(room.runAlarms()).toBe(0);
    room.clock += D;
    room.runAlarms();
    expect(room.authority.exists).toBe(false);
    expect(room.store.getMeta()).toBeNull();
  });

  it('a live room without anyone online sets no alarm for its turn timer, only its expiry', async () => {
    const room = new NodeRoom(undefined, D);
    const tokens = await room.seated({ seats: 2, turnSeconds: 60 });
    const ann = await room.player(tokens[0]);
    expect(room.alarm).toBe(room.clock + 60_000);
    ann.close(1000, 'bye');
    room.clock += 61_000;
    expect(room.runAlarms()).toBeLessThanOrEqual(1);
    expect(room.alarm).toBe(room.clock - 61_000 + D);
  });
});

describe('turn-based rooms: the end of the game', () => {
  it('a finished game is handed to the archive before its room may expire; the log it gets verifies', async () => {
    const { room, tokens } = await turnRoom({ ...STANDARD, bankSeconds: 3600, perMoveSeconds: 600 });
    room.archive = 'off';
    // Nobody plays: the stand-in plays every turn of both seats as their banks run out.
    for (let guard = 0; room.authority.status !== 'ended' && guard < 10_000; guard++) {
      room.clock = Math.max(room.clock, room.alarm ?? room.clock);
      room.runAlarms();
    }
    expect(room.authority.status).toBe('ended');
    const due = room.authority.archiveDue()!;
    expect(due.log.format).toBe('carc-room-log/1');
    expect(due.tokenHashes).toHaveLength(2);
    expect(await verifyRoomLog(due.log)).toMatchObject({ ok: true });
    // Not archived yet: the room stays, however long.
    room.clock += 100 * D;
    room.runAlarms();
    expect(room.authority.exists).toBe(true);
    // A failed write is tried again by the alarm.
    room.authority.archiveFailed();
    expect(room.alarm).toBe(room.clock + 60_000);
    room.authority.archived();
    expect(room.authority.archiveDue()).toBeNull();
    room.clock += D;
    room.runAlarms();
    expect(room.authority.exists).toBe(false);
    void tokens;
  });

  it('my games: the holder of a seat token sees the game, whose turn, the clocks and the last move; anyone else nothing', async () => {
    const { room, tokens } = await turnRoom(STANDARD);
    const socks = [await room.player(tokens[0]), await room.player(tokens[1])];
    room.clock += H;
    await playTurn(room, socks);
    const ben = await room.authority.mine(tokens[1]!);
    expect(ben).toMatchObject({ room: 'testroom0001', seat: 1, status: 'playing', players: ['Ann', 'Ben'], yourTurn: true, turn: { player: 1, deadline: room.clock + 3 * D }, turnBased: STANDARD, lastMove: { actor: 0, at: room.clock } });
    expect(ben!.clocks).toEqual({ banks: [3 * D, 3 * D], since: room.clock });
    expect(await room.authority.mine(tokens[0]!)).toMatchObject({ seat: 0, yourTurn: false });
    expect(await room.authority.mine('not-a-token')).toBeNull();
  });

  it('a skip before the game starts or after it ended is refused with the game\'s state', async () => {
    const room = new NodeRoom(undefined, D, { standInBot: 'random' });
    await room.create({ seats: 2, turnBased: { ...STANDARD, onTimeout: 'skip' } });
    const ann = await room.player((await room.join('Ann')).token);
    await ann.send_({ type: 'skip', seq: 0, id: 1 });
    expect(ann.last()).toMatchObject({ type: 'error', code: 'game-not-started', id: 1 });
  });

  it('refuses a room with both a live timer and time banks', async () => {
    const room = new NodeRoom();
    const r = await room.authority.create('testroom0002', { seats: 2, expansions: [], options: {}, turnSeconds: 60, turnBased: STANDARD });
    expect(r).toMatchObject({ ok: false, code: 'bad-request' });
    expect(room.store.getMeta()).toBeNull();
  });
});
