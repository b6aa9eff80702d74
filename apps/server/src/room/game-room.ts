/**
 * One Durable Object per room: a thin shell that gives the `RoomAuthority` its SQLite
 * storage, its sockets (hibernation API, the seat in each socket's attachment) and its
 * alarm. Lifecycle names follow PartyServer: onConnect / onMessage / onClose / onAlarm.
 */
import { DurableObject } from 'cloudflare:workers';
import { CoreEngine } from '@carc/core';
// wrangler bundles the module compiled (Workers refuse WebAssembly compiled from bytes at run time).
import coreModule from '@carc/core/core.wasm';
import type { JoinSeatResponse, MyGame, PushLang, PushSubscriptionJson, RematchResponse, RoomConfig, RoomInfo, RoomLog, TransferCreateResponse, TransferRedeemResponse } from '@carc/protocol';
import { GameArchive } from '../archive/archive.js';
import { clockOf, testClock, type Clock } from '../clock/clock.js';
import { RoomAuthority } from './authority.js';
import type { Conn, ConnState } from './conn.js';
import { fail, type Outcome } from './engine.js';
import type { StoredSeat } from './store.js';
import { newRoomId } from '../middleware/room-id/index.js';
import type { RoomRpc } from './room-rpc.js';
import { SqlStore } from './sql-store.js';
import type { Env } from '../env.js';
import { refusal } from '../middleware/errors/index.js';
import { limitVar, roomLimits } from '../limits.js';
import { vapidKeys } from '../push/config.js';
import { WebPushSender } from '../push/web-push-sender.js';
import { SqlPushStore } from './push/push-store.js';
import { SqlTransferStore } from './transfer/transfer-store.js';

/** Close codes the runtime refuses to send (toolchain.md); they become a normal close. */
function sendableCode(code: number): number {
  return code === 1005 || code === 1006 || code === 1015 || code < 1000 || code > 4999 ? 1000 : code;
}

export class GameRoom extends DurableObject<Env> implements RoomRpc {
  private readonly authority: RoomAuthority;
  private readonly conns = new WeakMap<WebSocket, Conn>();
  private readonly clock: Clock;
  /** The archive write under way, if any (one at a time). */
  private archiving: Promise<void> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const clock = (this.clock = clockOf(env));
    const store = new SqlStore(ctx.storage.sql);
    // Created synchronously: the SQLite API is synchronous, so the replay of the log after an
    // eviction is finished before the first event reaches this object.
    this.authority = new RoomAuthority(
      store,
      {
        connections: () => this.ctx.getWebSockets().map((ws) => this.conn(ws)),
        now: () => clock.now(),
        setAlarm: (at) => {
          if (at === null) void this.ctx.storage.deleteAlarm();
          else void this.ctx.storage.setAlarm(clock.systemTime(at));
        },
        // A pending timer keeps the object awake for that long; the batch is short.
        later: (fn, ms) => void setTimeout(fn, ms),
      },
      // The bots' core is built on the first greedy or strong move, synchronously.
      {
        ...roomLimits(env),
        botCore: (options) => CoreEngine.fromModule(coreModule, options),
        // Seat transfer and "your turn" push (#27 points 4-5).
        transferStore: new SqlTransferStore(ctx.storage.sql),
        pushStore: new SqlPushStore(ctx.storage.sql),
        pushSender: pushSender(env),
        waitUntil: (p) => this.ctx.waitUntil(p),
      },
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
        isOpen: () => ws.readyState !== WebSocket.CLOSING && ws.readyState !== WebSocket.CLOSED,
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

  /**
   * A rematch of this finished room, asked by one of its players: a new room (new id, new
   * seed) with the same settings and every seat held by the same player and token. Two
   * players asking at once get the same new room: the first request's promise is shared.
   */
  async rematch(token: string): Promise<Outcome<RematchResponse>> {
    const plan = await this.authority.rematchPlan(token);
    if (!plan.ok) return plan;
    this.pendingRematch ??= this.makeRematch(plan.value).finally(() => (this.pendingRematch = null));
    return this.pendingRematch;
  }

  private pendingRematch: Promise<Outcome<RematchResponse>> | null = null;

  private async makeRematch(plan: { next: string | null; config: RoomConfig; seats: StoredSeat[] }): Promise<Outcome<RematchResponse>> {
    const room = this.authority.info();
    if (!room.ok) return room;
    const from = room.value.room;
    if (plan.next) return { ok: true, value: { room: from, next: plan.next } };
    let made: Outcome<{ room: string }> = fail('room-exists', 'no free room id', 409);
    // 60 random bits make a collision unlikely, not impossible: draw again rather than fail.
    for (let tries = 0; !made.ok && made.code === 'room-exists' && tries < 3; tries++) {
      const id = newRoomId();
      made = await this.env.ROOMS.get(this.env.ROOMS.idFromName(id)).createRematch(id, plan.config, plan.seats, from);
    }
    if (!made.ok) return made;
    return { ok: true, value: { room: from, next: this.authority.setNext(made.value.room) } };
  }

  async createRematch(room: string, config: RoomConfig, seats: StoredSeat[], from: string): Promise<Outcome<{ room: string }>> {
    return this.authority.createRematch(room, config, seats, from);
  }

  /** My games: this room as the holder of `token` sees it, or null when no seat has it. */
  async mine(token: string): Promise<MyGame | null> {
    return this.authority.mine(token);
  }

  /**
   * Test clock only (`TEST_CLOCK=1`, routes/test-clock.ts): the clock moved to `offsetMs`
   * ahead of the system's; the room acts on whatever fell due as its alarm would.
   * Returns the room's time, or null where the test clock is off.
   */
  async testTick(offsetMs: number): Promise<number | null> {
    if (this.env.TEST_CLOCK !== '1') return null;
    testClock.moveTo(offsetMs);
    await this.alarm();
    return this.clock.now();
  }


  // ---- seat transfer and "your turn" push (#27 points 4-5) ----

  async issueTransfer(token: string): Promise<Outcome<TransferCreateResponse>> {
    return this.authority.issueTransfer(token);
  }

  async redeemTransfer(code: string): Promise<Outcome<TransferRedeemResponse>> {
    return this.authority.redeemTransfer(code);
  }

  async subscribePush(token: string, sub: PushSubscriptionJson, lang: PushLang): Promise<Outcome<{ room: string; seat: number }>> {
    return this.authority.subscribePush(token, sub, lang);
  }

  async pushStatus(token: string, endpoint: string): Promise<Outcome<{ room: string; seat: number; subscribed: boolean }>> {
    return this.authority.pushStatus(token, endpoint);
  }

  async unsubscribePush(token: string, endpoint?: string): Promise<Outcome<{ room: string; seat: number; removed: number }>> {
    return this.authority.unsubscribePush(token, endpoint);
  }

  /** Whether an upgrade would be taken now (the web app asks before it opens a socket). */
  async admits(): Promise<Outcome<null>> {
    return this.authority.admits();
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
    // Refused before a socket exists: an unknown room, or a room at its socket cap.
    const admitted = this.authority.admits();
    if (!admitted.ok) return refusal(admitted.status, admitted.code, admitted.message, admitted.status === 503 ? 60 : undefined);
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    this.authority.onConnect(this.conn(server));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.authority.onMessage(this.conn(ws), message);
    this.archiveIfDue();
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
    // An expired room is gone for good: drop its storage (and any alarm) entirely. Its
    // finished game, if any, is in the archive by then (the authority waits for it).
    if (this.authority.onAlarm()) return void (await this.ctx.storage.deleteAll());
    this.archiveIfDue();
  }

  /**
   * A finished game not yet archived is written now (in the background of this event:
   * nobody waits for it); a failure is logged and tried again by the alarm.
   */
  private archiveIfDue(): void {
    const item = this.authority.archiveDue();
    if (!item || this.archiving) return;
    const archive = new GameArchive(this.env, this.clock, limitVar(this.env, 'ARCHIVE_RETENTION_DAYS') * 86_400_000);
    this.archiving = archive.put(item.log, item.finished, item.tokenHashes).then(
      () => this.authority.archived(),
      (e: unknown) => {
        console.error(`room ${item.log.room}: archive write failed; trying again later`, e);
        this.authority.archiveFailed();
      },
    ).finally(() => (this.archiving = null));
    this.ctx.waitUntil(this.archiving);
  }
}

/** Sends "your turn" when the Worker has VAPID keys (push/config.ts); otherwise push is off. */
function pushSender(env: Env): WebPushSender | null {
  const vapid = vapidKeys(env);
  return vapid ? new WebPushSender(vapid) : null;
}
