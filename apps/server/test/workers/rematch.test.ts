/**
 * Rematch through the Worker and two Durable Objects: a finished 2-seat game, then a new
 * room with the same seats held by the same tokens and a new seed; the old room points its
 * clients there and its log still verifies. A room with a bot seat keeps its bot.
 */
import { verifyRoomLog, type RoomInfo, type RoomLog } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { autoplay, mulberry32 } from '../support/client.js';
import { api, createRoom, hello, join, json } from './ws-helpers.js';

const rematch = (room: string, token: string) => api(`/rooms/${room}/rematch`, json({ token }));
const info = async (room: string) => (await (await api(`/rooms/${room}`)).json()) as RoomInfo;

describe('rematch', () => {
  it('hands the same seats to the same players in a new room with a new seed; the old log still verifies', async () => {
    const room = await createRoom({ seats: 2 });
    const a = await join(room, 'Ann');
    const b = await join(room, 'Ben');
    const [pa, pb] = [await hello(room, a.token), await hello(room, b.token)];
    const spectator = await hello(room);

    // Before the end: no rematch; and never for a token that holds no seat here.
    const early = await rematch(room, a.token);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('not-finished');

    await Promise.all([autoplay(pa, { random: mulberry32(1), thinkMs: 0 }), autoplay(pb, { random: mulberry32(2), thinkMs: 0 })]);
    const old = await info(room);
    expect(old.status).toBe('ended');

    const stranger = await rematch(room, 'not-a-token');
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { error: { code: string } }).error.code).toBe('bad-token');
    expect((await info(room)).next ?? null).toBeNull();

    const first = await rematch(room, b.token);
    expect(first.status).toBe(201);
    const { next } = (await first.json()) as { room: string; next: string };
    expect(next).toMatch(/^[a-z2-7]{12}$/);
    expect(next).not.toBe(room);

    // Every open socket of the old room is told where to go, spectators too.
    for (const c of [pa, pb, spectator]) expect(await c.next((m) => m.type === 'rematch')).toEqual({ type: 'rematch', room: next });
    // The other player asking afterwards lands in the same room, not a third one.
    expect(((await (await rematch(room, a.token)).json()) as { next: string }).next).toBe(next);
    expect((await info(room)).next).toBe(next);

    const fresh = await info(next);
    expect(fresh.status).toBe('playing');
    expect(fresh.seats.map((s) => s.name)).toEqual(['Ann', 'Ben']);
    expect(fresh.config).toEqual(old.config);
    expect(fresh.seedHash).not.toBeNull();
    expect(fresh.seedHash).not.toBe(old.seedHash);
    expect(fresh.seed).toBeNull();

    // The old seat tokens open the same seats in the new room.
    const [na, nb] = [await hello(next, a.token), await hello(next, b.token)];
    expect(na.messages.find((m) => m.type === 'welcome')).toMatchObject({ seat: 0, room: next });
    expect(nb.messages.find((m) => m.type === 'welcome')).toMatchObject({ seat: 1, room: next });

    // The finished room keeps its log, and it still verifies.
    const log = (await (await api(`/rooms/${room}/log`)).json()) as RoomLog;
    expect(log.seedHash).toBe(old.seedHash);
    const verdict = await verifyRoomLog(log);
    expect(verdict.ok ? 'ok' : verdict.error.reason).toBe('ok');
    for (const c of [pa, pb, spectator, na, nb]) c.socket.close(1000, 'done');
  }, 120_000);

  it('of a room with a bot seat: the new room keeps the bot, which plays its game', async () => {
    const room = await createRoom({ seats: 2, bots: [null, 'greedy'] });
    const ann = await join(room, 'Ann');
    await autoplay(await hello(room, ann.token), { random: mulberry32(3), thinkMs: 0 });
    expect((await info(room)).status).toBe('ended');

    const made = await rematch(room, ann.token);
    expect(made.status).toBe(201);
    const { next } = (await made.json()) as { next: string };
    const fresh = await info(next);
    expect(fresh.status).toBe('playing');
    expect(fresh.seats).toMatchObject([{ seat: 0, name: 'Ann' }, { seat: 1, name: 'Beginner bot', kind: 'bot', bot: 'greedy' }]);
    expect(fresh.config.bots).toEqual([null, 'greedy']);

    // Ann's old token opens her seat; the bot answers each of her turns with its own moves.
    const again = await hello(next, ann.token);
    expect(again.messages[0]).toMatchObject({ type: 'welcome', seat: 0, room: next });
    await autoplay(again, { random: mulberry32(4), thinkMs: 0 });
    const log = (await (await api(`/rooms/${next}/log`)).json()) as RoomLog;
    expect(log.actions.filter((a) => a.seat === 1 && a.actor === 1).length).toBeGreaterThan(10);
    const verdict = await verifyRoomLog(log);
    expect(verdict.ok ? 'ok' : verdict.error.reason).toBe('ok');
    again.socket.close(1000, 'done');
  }, 120_000);

  it('refuses a rematch of an unknown room with a typed 404', async () => {
    const res = await rematch('aaaaaaaaaaaa', 'x');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('room-not-found');
  });
});
