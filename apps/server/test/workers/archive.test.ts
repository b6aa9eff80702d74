/**
 * The archive on the real local D1 and R2 of workerd (never mocked): a finished game is
 * written by its room, served by the log and info routes and found by my games after the
 * room's Durable Object has deleted its storage, and `verifyRoomLog` accepts what the
 * archive serves. Retention on a manual clock; my games' refusals; the test clock's route
 * does not exist without TEST_CLOCK.
 */
import { abortAllDurableObjects, env, runInDurableObject } from 'cloudflare:test';
import { verifyRoomLog, type MyGamesResponse, type RoomInfo, type RoomLog } from '@carc/protocol';
import { playedRoomLog } from '@carc/protocol/testing';
import { describe, expect, it } from 'vitest';
import { GameArchive, recordKey } from '../../src/archive/archive.js';
import { ManualClock } from '../../src/clock/clock.js';
import { autoplay, mulberry32 } from '../support/client.js';
import { api, createRoom, hello, join, json } from './ws-helpers.js';

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const myGames = async (seats: { room: string; token: string }[]) => api('/my-games', json({ seats }));

describe('the archive of finished games (D1 index, R2 records)', () => {
  it('a finished turn-based game outlives its room: log, info and my games come from the archive, and the log verifies', async () => {
    const room = await createRoom({ seats: 2, turnBased: { profile: 'standard' } });
    const tokens = [(await join(room, 'Ann')).token, (await join(room, 'Ben')).token];
    const players = [await hello(room, tokens[0]), await hello(room, tokens[1])];
    await Promise.all(players.map((c, i) => autoplay(c, { random: mulberry32(i + 7), thinkMs: 0 })));
    const fromRoom = (await (await api(`/rooms/${room}/log`)).json()) as RoomLog;
    const row = await until(async () => (await env.ARCHIVE_DB.prepare('SELECT * FROM games WHERE room = ?').bind(room).first<Record<string, unknown>>()) ?? null, 'the index row');
    expect(row).toMatchObject({ room, seats: 2, turn_based: 1, actions: fromRoom.actions.length, record_key: recordKey(room) });
    expect(JSON.parse(row.players as string)).toEqual(['Ann', 'Ben']);
    const object = await env.ARCHIVE_RECORDS.get(recordKey(room));
    expect(object?.httpMetadata?.contentEncoding).toBe('gzip');
    expect(object!.size).toBe(row.record_bytes);
    expect(object!.size).toBeLessThan(JSON.stringify(fromRoom).length / 3);
    await object!.arrayBuffer();
    for (const c of players) c.socket.close(1000, 'bye');

    // The room deletes its storage (what its expiry alarm does), and the object goes away.
    await runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(room)), async (_instance, state) => {
      await state.storage.deleteAll();
    });
    await abortAllDurableObjects();
    const res = await api(`/rooms/${room}/log`);
    expect(res.status).toBe(200);
    const archived = (await res.json()) as RoomLog;
    expect(archived).toEqual(fromRoom);
    expect(await verifyRoomLog(archived)).toMatchObject({ ok: true });
    const info = (await (await api(`/rooms/${room}`)).json()) as RoomInfo & { archived?: boolean };
    expect(info).toMatchObject({ room, status: 'ended', archived: true, seq: fromRoom.actions.length, seed: fromRoom.seed, seats: [{ seat: 0, name: 'Ann' }, { seat: 1, name: 'Ben' }] });
    // My games still finds it for a seat's token, and for nobody else.
    const mine = (await (await myGames([{ room, token: tokens[1]! }])).json()) as MyGamesResponse;
    expect(mine.games).toEqual([expect.objectContaining({ room, seat: 1, status: 'ended', archived: true, players: ['Ann', 'Ben'] })]);
    expect(((await (await myGames([{ room, token: 'f'.repeat(48) }])).json()) as MyGamesResponse).games).toEqual([]);
    // An unknown room is still a 404 with its code.
    const none = await api('/rooms/zzzzzzzzzzzz/log');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { code: 'room-not-found' } });
  });

  it('retention: a game older than the retention is no longer served, and writes delete it, record and row', async () => {
    const clock = new ManualClock(Date.UTC(2030, 0, 1));
    const archive = new GameArchive(env, clock, 30 * 86_400_000);
    const log = await playedRoomLog({ seed: 'retention', room: 'rrrrrrrrrrr2' });
    await archive.put(log, clock.now(), ['a', 'b']);
    expect(await archive.log('rrrrrrrrrrr2')).toEqual(log);
    clock.advance(31 * 86_400_000);
    expect(await archive.log('rrrrrrrrrrr2')).toBeNull();
    expect(await archive.games(['rrrrrrrrrrr2'])).toEqual([]);
    const fresh = await playedRoomLog({ seed: 'fresh', room: 'rrrrrrrrrrr3' });
    await archive.put(fresh, clock.now(), ['a', 'b']);
    expect(await env.ARCHIVE_RECORDS.head(recordKey('rrrrrrrrrrr2'))).toBeNull();
    expect(await env.ARCHIVE_DB.prepare('SELECT room FROM games WHERE room = ?').bind('rrrrrrrrrrr2').first()).toBeNull();
    expect(await archive.log('rrrrrrrrrrr3')).toEqual(fresh);
    // 0 keeps everything.
    const forever = new GameArchive(env, new ManualClock(Date.UTC(2090, 0, 1)), 0);
    expect(await forever.log('rrrrrrrrrrr3')).toEqual(fresh);
  });
});

describe('my games', () => {
  it('answers for every room in one request, only for tokens that hold a seat; "your turn" first', async () => {
    const rooms: { room: string; tokens: string[] }[] = [];
    for (let i = 0; i < 3; i++) {
      const room = await createRoom({ seats: 2, turnBased: { profile: 'quick' } });
      rooms.push({ room, tokens: [(await join(room, 'Ann')).token, (await join(room, 'Ben')).token] });
    }
    // In room 1 Ann places her tile and passes: Ben's turn there.
    const ann = await hello(rooms[1]!.room, rooms[1]!.tokens[0]);
    for (let i = 0; i < 2; i++) {
      const m = [...ann.messages].reverse().find((x) => x.type === 'welcome' || x.type === 'update')! as unknown as { seq: number; view: { legalActions: unknown[] } };
      ann.send({ type: 'action', seq: m.seq, action: m.view.legalActions.find((a) => (a as { type: string }).type === 'pass') ?? m.view.legalActions[0] });
      await ann.next((x) => x.type === 'update' && x.seq === m.seq + 1);
    }
    const res = await myGames([...rooms.map((r) => ({ room: r.room, token: r.tokens[1]! })), { room: 'aaaaaaaaaaaa', token: 'nope' }]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as MyGamesResponse;
    expect(body.games.map((g) => g.room).sort()).toEqual(rooms.map((r) => r.room).sort());
    expect(body.games[0]!.room).toBe(rooms[1]!.room);
    expect(body.games[0]).toMatchObject({ yourTurn: true, lastMove: { actor: 0, type: 'pass' }, turnBased: { profile: 'quick' } });
    expect(body.games.slice(1).every((g) => !g.yourTurn && g.seat === 1)).toBe(true);
    expect(body.games).toHaveLength(3);
    expect(body.now).toBeGreaterThan(0);
  });

  it('refuses more than 100 rooms, malformed ids and bodies past 16 KB, with typed errors', async () => {
    const token = 'a'.repeat(48);
    expect((await myGames(Array.from({ length: 101 }, () => ({ room: 'abcdefghijkl', token })))).status).toBe(400);
    expect(await (await myGames([{ room: 'ABC', token }])).json()).toMatchObject({ error: { code: 'bad-request' } });
    const big = await api('/my-games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: [], pad: 'x'.repeat(17_000) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'message-too-large' } });
  });

  it('the test clock route does not exist unless TEST_CLOCK is set', async () => {
    const res = await api('/test/clock', json({ offsetMs: 86_400_000 }));
    expect(res.status).toBe(404);
  });
});
