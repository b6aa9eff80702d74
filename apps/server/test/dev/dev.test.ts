/**
 * Against a real `wrangler dev` (workerd, local SQLite persistence) over loopback sockets:
 * full games, leaks, a server restart mid-game, flood and bad frames, and `carc verify`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyRoomLog, type RoomInfo, type RoomLog } from '@carc/protocol';
import { describe, expect, it } from 'vitest';
import { autoplay, mulberry32, type TestClient } from '../support/client.js';
import { AVAILABLE_EXPANSIONS } from '../support/expansions.js';
import { checkLeaks } from '../support/leaks.js';
import { connect, get, helloNode, post } from '../support/node-client.js';
import { freePort, startDevServer } from '../../scripts/dev-server.mjs';
import { devServerForFile } from '../support/dev-server.js';

// The bots barely pause: a burst big enough for a whole game keeps them clear of the limit,
// while the production refill rate lets the flood test trip it on a machine of any speed.
const FAST_BOTS = { RATE_LIMIT_PER_SECOND: '30', RATE_LIMIT_BURST: '2000' };
const server = devServerForFile('carc-dev-', FAST_BOTS);

async function seated(seats: number, expansions: readonly string[], updates?: 'full' | 'delta') {
  const created = await post<{ room: string }>(server.url, '/rooms', { seats, expansions });
  expect(created.status).toBe(201);
  const room = created.body.room;
  const tokens: string[] = [];
  for (let i = 0; i < seats; i++) tokens.push((await post<{ token: string }>(server.url, `/rooms/${room}/seats`, { name: `P${i}` })).body.token);
  const players: TestClient[] = [];
  for (const t of tokens) players.push(await helloNode(server.url, room, t, undefined, updates));
  const spectator = await helloNode(server.url, room, undefined, undefined, updates);
  return { room, tokens, players, spectator };
}

const THINK = 2;

describe('wrangler dev', () => {
  it('starts on other ports when one it picked is taken before wrangler binds it', async () => {
    // It hangs up on whoever connects, so the readiness check cannot mistake it for the Worker.
    const blocker = createServer((socket) => socket.destroy());
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const taken = (blocker.address() as AddressInfo).port;
    const dir = mkdtempSync(join(tmpdir(), 'carc-dev-port-'));
    let picks = 0;
    const other = await startDevServer({ persistTo: dir, assets: false, pickPort: async () => (picks++ === 0 ? taken : freePort()) });
    try {
      expect(other.port).not.toBe(taken);
      // The taken port, the first inspector port, then a new pair.
      expect(picks).toBe(4);
      expect((await fetch(`${other.url}/api/health`)).ok).toBe(true);
    } finally {
      await other.stop();
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('/api/* reaches the Worker even with the static assets in front', async () => {
    const res = await fetch(`${server.url}/api/nowhere`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad-request');
  });

  it('3- and 4-seat games with expansions (delta and full updates) run to the end in parallel; nothing leaks; carc verify accepts the logs', async () => {
    const games = await Promise.all(
      [
        [3, AVAILABLE_EXPANSIONS.filter((e) => e !== 'christmas-gift'), 'delta'],
        [4, AVAILABLE_EXPANSIONS, 'full'],
      ].map(async ([seats, exps, updates], g) => {
        const s = await seated(seats as number, exps as string[], updates as 'full' | 'delta');
        await Promise.all(s.players.map((c, i) => autoplay(c, { random: mulberry32(100 * g + i), thinkMs: THINK })));
        return s;
      }),
    );
    for (const { room, players, spectator } of games) {
      const info = (await get<RoomInfo>(server.url, `/rooms/${room}`)).body;
      expect(info.status).toBe('ended');
      await spectator.next((m) => m.type === 'update' && m.seq === info.seq);
      const log = (await get<RoomLog>(server.url, `/rooms/${room}/log`)).body;
      expect(log.actions).toHaveLength(info.seq);
      const verdict = await verifyRoomLog(log);
      expect(verdict.ok ? 'ok' : verdict.error.reason).toBe('ok');
      const problems = [...players.map((c, i) => checkLeaks(log, i, c.raw)), checkLeaks(log, null, spectator.raw)].flat();
      expect(problems).toEqual([]);
      for (const c of [...players, spectator]) {
        expect(c.messages.filter((m) => m.type === 'error')).toEqual([]);
        expect(c.messages.filter((m) => m.type === 'update').map((m) => m.seq)).toEqual(Array.from({ length: info.seq }, (_, i) => i + 1));
        c.close();
      }
    }
  }, 150_000);

  it('a restart of the server mid-game loses no accepted action; players resume with their tokens', async () => {
    const { room, tokens, players, spectator } = await seated(2, []);
    // Both seats play until 15 actions are out, then stop; every action sent is named.
    const sent: string[][] = players.map(() => []);
    let halted = false;
    await new Promise<void>((resolve) => {
      players.forEach(
        (c, i) =>
          void autoplay(c, {
            random: mulberry32(7 + i),
            thinkMs: THINK,
            halted: () => halted,
            idFor: (seq) => `p${i}-${seq}`,
            onSend: (_seq, _action, id) => {
              sent[i]!.push(id!);
              if (sent.flat().length >= 15) {
                halted = true;
                resolve();
              }
            },
          }),
      );
    });
    // Nothing is in flight once every action sent has its answer (an update or an error
    // echoes its id); then the room's state number is final, and every seat has its update.
    const answered = (c: TestClient, id: string) => c.messages.some((m) => m.id === id);
    await Promise.all(players.map((c, i) => c.until(() => sent[i]!.every((id) => answered(c, id)))));
    const before = (await get<RoomInfo>(server.url, `/rooms/${room}`)).body.seq;
    expect(before).toBeGreaterThanOrEqual(14);
    const lastUpdate = (c: TestClient) => Math.max(0, ...c.messages.filter((m) => m.type === 'update').map((m) => m.seq as number));
    await Promise.all(players.map((c) => c.until(() => lastUpdate(c) === before)));
    // Seat 1 comes back as if it had missed its last three updates: the welcome replays them.
    const seen = players.map((c, i) => lastUpdate(c) - 3 * i);
    for (const c of [...players, spectator]) c.close();
    await server.restart();
    expect((await get<RoomInfo>(server.url, `/rooms/${room}`)).body).toMatchObject({ seq: before, status: 'playing' });
    // One seat comes back with delta updates: its patches start from the welcome's view.
    const again = [await helloNode(server.url, room, tokens[0], seen[0]), await helloNode(server.url, room, tokens[1], seen[1], 'delta')];
    again.forEach((c, i) => {
      const w = c.messages[0] as unknown as { seq: number; replay: boolean; missed: { seq: number }[]; seat: number };
      expect(w).toMatchObject({ seq: before, replay: true, seat: i });
      expect(w.missed.map((m) => m.seq)).toEqual(Array.from({ length: before - seen[i]! }, (_, k) => seen[i]! + k + 1));
    });
    await Promise.all(again.map((c, i) => autoplay(c, { random: mulberry32(17 + i), thinkMs: THINK })));
    const log = (await get<RoomLog>(server.url, `/rooms/${room}/log`)).body;
    expect(log.actions.map((a) => a.seq)).toEqual(Array.from({ length: log.actions.length }, (_, i) => i + 1));
    expect((await verifyRoomLog(log)).ok).toBe(true);
    for (const c of again) c.close();
  }, 150_000);

  it('bad frames and floods get typed errors; the flooder is cut off; the game is untouched', async () => {
    const { room, players } = await seated(2, []);
    const c = await connect(server.url, room);
    c.send('not json');
    expect(await c.nextOfType('error')).toMatchObject({ code: 'bad-json' });
    c.send('x'.repeat(10_000));
    expect(await c.nextOfType('error')).toMatchObject({ code: 'message-too-large' });
    c.send({ type: 'hello', v: 1, token: 'f'.repeat(48) });
    expect(await c.nextOfType('error')).toMatchObject({ code: 'bad-token' });
    c.send({ type: 'hello', v: 1 });
    expect(await c.nextOfType('welcome')).toMatchObject({ seat: null });
    for (let i = 0; i < 10_000; i++) c.send({ type: 'ping' });
    expect(await c.next((m) => m.type === 'error' && m.code === 'rate-limited')).toBeTruthy();
    for (let i = 0; i < 300 && !c.closed; i++) await new Promise((r) => setTimeout(r, 100));
    // Only the first refusals of a burst are answered: a flood must not double itself in replies.
    const answered = c.messages.filter((m) => m.type === 'pong').length;
    const limited = c.messages.filter((m) => m.type === 'error' && m.code === 'rate-limited').length;
    expect(answered).toBeLessThan(10_000);
    expect(limited).toBeLessThan((10_000 - answered) / 10);
    // 1008 from the room; wrangler dev's proxy may pass it on as an abnormal closure.
    expect([1008, 1006]).toContain(c.closed?.code);
    expect((await get<RoomInfo>(server.url, `/rooms/${room}`)).body.seq).toBe(0);
    for (const p of players) expect(p.messages.filter((m) => m.type === 'update' || m.type === 'error')).toEqual([]);
    for (const p of players) p.close();
  }, 60_000);
});
