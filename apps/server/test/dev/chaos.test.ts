/**
 * Chaos: a real `wrangler dev` (wrangler and workerd in a process group of their own, local
 * SQLite persistence) is killed with SIGKILL twice while the clients play, and restarted on
 * the same port and persistence folder. Nothing is stopped politely: whatever the room
 * acknowledged before the crash must survive it, exactly once, and the clients must get
 * their seats back with their tokens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyRoomLog, type RoomInfo, type RoomLog } from '@carc/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoplay, mulberry32, type TestClient } from '../support/client.js';
import { AVAILABLE_EXPANSIONS } from '../support/expansions.js';
import { checkLeaks } from '../support/leaks.js';
import { get, helloNode, post } from '../support/node-client.js';
import { freePort, removeBundles, startDevServer, type DevServer } from '../../scripts/dev-server.mjs';

const SEATS = 3;
/** The state numbers after which the server is killed: early and in the middle of the game. */
const KILL_AT = [20, 55];
const THINK = 2;
const VARS = { RATE_LIMIT_PER_SECOND: '30', RATE_LIMIT_BURST: '2000' };

let server: DevServer;
let persist: string;
let port: number;

const start = () => startDevServer({ persistTo: persist, port, vars: VARS, ownGroup: true, readyTimeoutMs: 60_000 });

beforeAll(async () => {
  persist = mkdtempSync(join(tmpdir(), 'carc-chaos-'));
  port = await freePort();
  server = await start();
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(persist, { recursive: true, force: true });
  removeBundles();
}, 30_000);

/** An action the room acknowledged: the update that echoes the request id came back. */
interface Ack {
  seat: number;
  /** The state number the action was chosen for. */
  chosenFor: number;
  seq: number;
  action: unknown;
}

/** One seat across server lives: each connection's frames are kept for the final checks. */
class Seat {
  readonly connections: TestClient[] = [];
  private readonly sent = new Map<string, { chosenFor: number; action: unknown }>();

  constructor(
    readonly index: number,
    readonly token: string,
  ) {}

  get current(): TestClient {
    return this.connections.at(-1)!;
  }

  /** The newest state number this seat has seen (what a client sends as `since`). */
  get seen(): number {
    let seen = 0;
    for (const c of this.connections) for (const m of c.messages) if (m.type === 'update' || m.type === 'welcome') seen = Math.max(seen, m.seq as number);
    return seen;
  }

  async join(url: string, room: string, since?: number): Promise<TestClient> {
    const c = await helloNode(url, room, this.token, since);
    this.connections.push(c);
    const life = this.connections.length;
    void autoplay(c, {
      random: mulberry32(1000 * life + this.index),
      thinkMs: THINK,
      idFor: (seq) => `s${this.index}-q${seq}-l${life}`,
      onSend: (seq, action, id) => this.sent.set(id!, { chosenFor: seq, action }),
    });
    return c;
  }

  acks(): Ack[] {
    const out: Ack[] = [];
    for (const c of this.connections)
      for (const m of c.messages) {
        if (m.type !== 'update' || m.id === undefined) continue;
        const sent = this.sent.get(String(m.id));
        if (!sent) throw new Error(`seat ${this.index}: an echo of an id never sent: ${String(m.id)}`);
        out.push({ seat: this.index, chosenFor: sent.chosenFor, seq: m.seq as number, action: sent.action });
      }
    return out;
  }
}

/** Resolves when `cond` holds; polls, since the condition spans several sockets. */
async function until(cond: () => boolean, what: string, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('chaos: wrangler dev killed mid-game', () => {
  it('SIGKILL to wrangler and workerd twice while clients play: acknowledged actions survive exactly once, seats come back, the log verifies', async () => {
    const created = await post<{ room: string }>(server.url, '/rooms', { seats: SEATS, expansions: AVAILABLE_EXPANSIONS });
    expect(created.status).toBe(201);
    const room = created.body.room;
    const seats: Seat[] = [];
    for (let i = 0; i < SEATS; i++) seats.push(new Seat(i, (await post<{ token: string }>(server.url, `/rooms/${room}/seats`, { name: `P${i}` })).body.token));
    for (const s of seats) await s.join(server.url, room);

    for (const at of KILL_AT) {
      await until(() => seats.some((s) => s.seen >= at), `state ${at}`);
      // The clients are still sending: some requests are in flight when the server dies.
      await server.kill();
      await until(() => seats.every((s) => s.current.closed !== null), 'every socket to see the crash');
      const ackedBefore = Math.max(0, ...seats.flatMap((s) => s.acks().map((a) => a.seq)));
      server = await start();
      const info = (await get<RoomInfo>(server.url, `/rooms/${room}`)).body;
      expect(info.status).toBe('playing');
      expect(info.seq).toBeGreaterThanOrEqual(ackedBefore);
      for (const s of seats) {
        const since = s.seen;
        const c = await s.join(server.url, room, since);
        // The seats that are back already play on, so the room may have moved past info.seq.
        const welcome = c.messages[0]!;
        expect(welcome).toMatchObject({ type: 'welcome', seat: s.index, replay: true });
        const now = welcome.seq as number;
        expect(now).toBeGreaterThanOrEqual(info.seq);
        expect((welcome.missed as { seq: number }[]).map((m) => m.seq)).toEqual(Array.from({ length: now - since }, (_, k) => since + k + 1));
      }
    }

    await until(() => seats.every((s) => s.current.messages.some((m) => m.type === 'update' && m.status === 'ended')), 'the end of the game');
    const info = (await get<RoomInfo>(server.url, `/rooms/${room}`)).body;
    expect(info.status).toBe('ended');
    expect(info.seq).toBeGreaterThan(KILL_AT.at(-1)!);
    const log = (await get<RoomLog>(server.url, `/rooms/${room}/log`)).body;
    expect(log.actions.map((a) => a.seq)).toEqual(Array.from({ length: info.seq }, (_, i) => i + 1));

    // Every acknowledged action is in the log once, at the state after the one it was chosen
    // for: a duplicate would shift it, a loss would leave another action in its place.
    const acks = seats.flatMap((s) => s.acks());
    expect(new Set(acks.map((a) => a.seq)).size).toBe(acks.length);
    for (const a of acks) {
      expect(a.seq).toBe(a.chosenFor + 1);
      const entry = log.actions[a.seq - 1]!;
      expect({ seat: entry.seat, action: entry.action }).toEqual({ seat: a.seat, action: a.action });
    }
    // Only the requests in flight at a crash may go unanswered.
    const unacked = log.actions.filter((e) => !acks.some((a) => a.seq === e.seq));
    expect(unacked.length).toBeLessThanOrEqual(KILL_AT.length * SEATS);

    const verdict = await verifyRoomLog(log);
    expect(verdict.ok ? 'ok' : verdict.error.reason).toBe('ok');
    for (const s of seats) for (const c of s.connections) expect(c.messages.filter((m) => m.type === 'error')).toEqual([]);
    // Across the crashes too, each seat got only what it may see, replays included.
    expect(seats.flatMap((s) => checkLeaks(log, s.index, s.connections.flatMap((c) => c.raw)))).toEqual([]);
    for (const s of seats) s.current.close();
  }, 300_000);
});
