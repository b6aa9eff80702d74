/**
 * Turn-based rooms and the archive against a real `wrangler dev` with its local D1, R2 and
 * Durable Object storage in one `--persist-to` folder, the clock moved by the test-clock
 * route (`TEST_CLOCK=1`) instead of waited for: a bank runs out a day later and the stand-in
 * plays; a finished game's room deletes itself and its log, info and my-games entry come
 * from the archive, across a restart of the server on the same folder; `verifyRoomLog`
 * (what `carc verify` runs) accepts it.
 */
import { verifyRoomLog, type MyGamesResponse, type RoomInfo, type RoomLog } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { autoplay, mulberry32 } from '../support/client.js';
import { get, helloNode, post } from '../support/node-client.js';
import { devServerForFile } from '../support/dev-server.js';

const D = 86_400_000;
const VARS = { TEST_CLOCK: '1', ROOM_TTL_SECONDS: '600', RATE_LIMIT_PER_SECOND: '30', RATE_LIMIT_BURST: '2000' };
const server = devServerForFile('carc-dev-turns-', VARS);
let offset = 0;

/** Moves the server's clock `ms` further ahead and lets `rooms` act on what fell due. */
async function advance(ms: number, rooms: string[]): Promise<void> {
  offset += ms;
  const r = await post<{ offsetMs: number; rooms: { now: number | null }[] }>(server.url, '/test/clock', { offsetMs: offset, rooms });
  expect(r.status).toBe(200);
  expect(r.body.rooms.every((x) => x.now !== null)).toBe(true);
}

async function until<T>(probe: () => Promise<T | null | false | undefined>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('turn-based rooms under wrangler dev', () => {
  it('a bank that runs out a day later (test clock) brings the stand-in for that turn; my games follows', async () => {
    const room = (await post<{ room: string }>(server.url, '/rooms', { seats: 2, turnBased: { profile: 'quick', onTimeout: 'bot' } })).body.room;
    const tokens = [(await post<{ token: string }>(server.url, `/rooms/${room}/seats`, { name: 'Ann' })).body.token, (await post<{ token: string }>(server.url, `/rooms/${room}/seats`, { name: 'Ben' })).body.token];
    const mine = async () => (await post<MyGamesResponse>(server.url, '/my-games', { seats: [{ room, token: tokens[0] }] })).body.games[0]!;
    const before = await mine();
    expect(before).toMatchObject({ seat: 0, yourTurn: true, seq: 0, turnBased: { bankSeconds: 86400, perMoveSeconds: 43200, onTimeout: 'bot' } });
    // Nobody is online. A day and a minute later Ann's bank is empty: the stand-in plays her turn.
    await advance(D + 60_000, [room]);
    const after = await until(async () => {
      const g = await mine();
      return g.turn.player === 1 && g;
    }, "the stand-in's turn");
    expect(after.yourTurn).toBe(false);
    expect(after.seq).toBeGreaterThanOrEqual(2);
    expect(after.lastMove).toMatchObject({ actor: 0 });
    // Ann's bank: empty, then the 12 hours a turn earns.
    expect(after.clocks!.banks![0]).toBe(D / 2);
  }, 120_000);

  it('a finished game outlives its room: the room deletes itself, and log, info and my games come from the archive, also after a restart', async () => {
    const room = (await post<{ room: string }>(server.url, '/rooms', { seats: 2, turnBased: { profile: 'standard' } })).body.room;
    const tokens = [(await post<{ token: string }>(server.url, `/rooms/${room}/seats`, { name: 'Ann' })).body.token, (await post<{ token: string }>(server.url, `/rooms/${room}/seats`, { name: 'Ben' })).body.token];
    const players = [await helloNode(server.url, room, tokens[0], undefined, 'delta'), await helloNode(server.url, room, tokens[1], undefined, 'delta')];
    await Promise.all(players.map((c, i) => autoplay(c, { random: mulberry32(i + 3), thinkMs: 2 })));
    const fromRoom = (await get<RoomLog>(server.url, `/rooms/${room}/log`)).body;
    for (const c of players) c.socket.close(1000, 'bye');
    // A finished room lasts ROOM_TTL_SECONDS (600 s here) after the last input: move past it.
    await advance(700_000, [room]);
    const gone = await until(async () => {
      const info = await get<RoomInfo & { archived?: boolean }>(server.url, `/rooms/${room}`);
      return info.status === 200 && info.body.archived === true && info.body;
    }, 'the room gone and its info from the archive');
    expect(gone).toMatchObject({ status: 'ended', seq: fromRoom.actions.length, seed: fromRoom.seed });
    const check = async () => {
      const log = await get<RoomLog>(server.url, `/rooms/${room}/log`);
      expect(log.status).toBe(200);
      expect(log.body).toEqual(fromRoom);
      expect(await verifyRoomLog(log.body)).toMatchObject({ ok: true });
      const games = (await post<MyGamesResponse>(server.url, '/my-games', { seats: [{ room, token: tokens[1] }] })).body.games;
      expect(games).toEqual([expect.objectContaining({ room, seat: 1, status: 'ended', archived: true })]);
    };
    await check();
    // The archive is in the --persist-to folder: a restarted server still serves it.
    await server.restart();
    await check();
  }, 240_000);

  it('the test clock only moves forward (it lives in the server process: a restart starts it at 0)', async () => {
    expect((await post<{ offsetMs: number }>(server.url, '/test/clock', { offsetMs: offset })).body.offsetMs).toBe(offset);
    expect((await post<{ offsetMs: number }>(server.url, '/test/clock', { offsetMs: 0 })).body.offsetMs).toBe(offset);
    expect((await post(server.url, '/test/clock', { offsetMs: -5 })).status).toBe(400);
  });
});
