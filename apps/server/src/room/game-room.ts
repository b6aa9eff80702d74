/**
 * One Durable Object per room: a thin shell that gives the `RoomAuthority` its SQLite
 * storage, its sockets (hibernation API, the seat in each socket's attachment) and its
 * alarm. Lifecycle names follow PartyServer: onConnect / onMessage / onClose / onAlarm.
 */
import { DurableObject } from 'cloudflare:workers';
import { RATE_LIMIT, type JoinSeatResponse, type RoomConfig, type RoomInfo, type RoomLog } from '@carc/protocol';
import { RoomAuthority, type Conn, type ConnState, type Outcome } from './authority.js';
import { SqlStore } from './sql-store.js';
import type { Env } from '../env.js';

/** Close codes the runtime refuses to send (toolchain.md); they become a normal close. */
function sendableCode(code: number): number {
  return code === 1005 || code === 1006 || code === 1015 || code < 1000 || code > 4999 ? 1000 : code;
}

function positive(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return v !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

function rateLimitFrom(env: Env): { burst: number; perSecond: number } {
  return { burst: positive(env.RATE_LIMIT_BURST, RATE_LIMIT.burst), perSecond: positive(env.RATE_LIMIT_PER_SECOND, RATE_LIMIT.perSecond) };
}

export class GameRoom extends DurableObject<Env> {
  private readonly authority: RoomAuthority;
  private readonly conns = new WeakMap<WebSocket, Conn>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const store = new SqlStore(ctx.storage.sql);
    const ttl = positive(env.ROOM_TTL_SECONDS, 86400);
    // Created synchronously: the SQLite API is synchronous, so the replay of the log after an
    // eviction is finished before the first event reaches this object.
    this.authority = new RoomAuthority(
      store,
      {
        connections: () => this.ctx.getWebSockets().map((ws) => this.conn(ws)),
        now: () => Date.now(),
        setAlarm: (at) => {
          if (at === null) void this.ctx.storage.deleteAlarm();
          else void this.ctx.storage.setAlarm(at);
        },
      },
      { ttlMs: ttl * 1000, rateLimit: rateLimitFrom(env) },
    );
  }

  private conn(ws: WebSocket): Conn {
    let c = this.conns.get(ws);
    if (!c) {
      // The attachment is the truth across hibernation; this instance reads it once and
      // keeps it, since every update asks every socket for its seat and form.
      let state: ConnState | null | undefined;
      c = {
        send: (data) => ws.send(data),
        close: (code, reason) => ws.close(sendableCode(code), reason),
        getState: () => (state === undefined ? (state = (ws.deserializeAttachment() as ConnState | null) ?? null) : state),
        setState: (s) => {
          ws.serializeAttachment(s);
          state = s;
        },
      };
      this.conns.set(ws, c);
    }
    return c;
  }

  // ---- RPC from the Worker's routes ----

  async create(room: string, config: RoomConfig): Promise<Outcome<{ room: string }>> {
    return this.authority.create(room, config);
  }

  async join(name: string, seat?: number): Promise<Outcome<JoinSeatResponse>> {
    return this.authority.join(name, seat);
  }

  async info(): Promise<Outcome<RoomInfo>> {
    return this.authority.info();
  }

  async log(): Promise<Outcome<RoomLog>> {
    return this.authority.log();
  }

  /** For tests (through runInDurableObject): the state number and the full state. */
  debugState(): { seq: number; status: string; state: unknown } {
    return { seq: this.authority.seq, status: this.authority.status, state: this.authority.fullState };
  }

  // ---- WebSocket upgrade ----

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return Response.json({ error: { code: 'not-websocket', message: 'expected a WebSocket upgrade' } }, { status: 426 });
    }
    if (!this.authority.exists) {
      return Response.json({ error: { code: 'room-not-found', message: 'no such room' } }, { status: 404 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    this.authority.onConnect(this.conn(server));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.authority.onMessage(this.conn(ws), message);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    this.authority.onClose(this.conn(ws));
    try {
      ws.close(sendableCode(code), reason);
    } catch {
      // already closed
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.authority.onClose(this.conn(ws));
  }

  override async alarm(): Promise<void> {
    // An abandoned room is gone for good: drop its storage (and any alarm) entirely.
    if (this.authority.onAlarm()) await this.ctx.storage.deleteAll();
  }
}
