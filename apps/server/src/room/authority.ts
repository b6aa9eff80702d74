/**
 * The room authority: the game server logic of one room, free of the Workers runtime so it
 * runs (and is tested) in Node as well. The `GameRoom` Durable Object is a thin shell that
 * hands it sockets, storage and alarms. This class only routes; each job has its module:
 *
 * - room-game.ts — the game and its log (validate → log → cache), seats, the seed;
 * - sessions.ts — the sockets as sessions (seat, hello, update form);
 * - frame-queue.ts — one socket's frames in order; socket-rate-limit.ts — its budget;
 * - fan-out.ts — one update frame per socket, cut to its seat's view;
 * - seats-broadcast.ts — the `seats` frame, once per batch of changes;
 * - room-bots.ts — bot seats, and the stand-in for a person out of time or disconnected;
 * - room-alarm.ts — the one alarm (turn timer, bot moves, hello deadline, clean-up);
 * - time-banks.ts — a turn-based room's clocks; room-chat.ts — the chat.
 *
 * As in boardgame.io's master: every input is checked (protocol version, seat token, turn,
 * state number, legality by @carc/rules) before anything changes; an accepted action is
 * written to the log before anyone hears of it; every outgoing message is cut to the
 * receiving seat's view.
 */
import type { CoreProvider } from '@carc/bots';
import { LEVEL_NAMES, levelOf, type LevelName } from '@carc/bots/levels';
import { PROTOCOL_VERSION, RATE_LIMIT_CLOSE_AFTER, parseClientMessage, sha256Hex, type PushLang, type PushSubscriptionJson, type TransferCreateResponse, type TransferRedeemResponse, type ActionMessage, type ChatClientMessage, type ChatMessage, type HelloMessage, type HintMessage, type HintRequest, type JoinSeatResponse, type MyGame, type RoomConfig, type RoomInfo, type RoomLog, type RoomStatus, type SeatInfo, type SkipMessage, type WelcomeMessage } from '@carc/protocol';
import * as rulesModule from '@carc/rules';
import type { GameEvent, GameState, PlayerView } from '@carc/rules';
import { DEFAULT_ROOM_LIMITS, type RoomLimits } from '../limits.js';
import type { Conn, ConnState, Host } from './conn.js';
import { INTERNAL_MESSAGE, fail, type Outcome, type RulesEngine } from './engine.js';
import { FanOut } from './fan-out.js';
import { FrameQueue } from './frame-queue.js';
import { sendError, sendTo, type ErrorDetail } from './outbox.js';
import { RoomAlarm } from './room-alarm.js';
import { RoomBots } from './room-bots.js';
import { RoomChat } from './room-chat.js';
import { RoomGame } from './room-game.js';
import { SeatsBroadcast } from './seats-broadcast.js';
import { Sessions } from './sessions.js';
import { SocketRateLimit } from './socket-rate-limit.js';
import type { RoomStore, StoredSeat } from './store.js';
import { MemoryPushStore, type PushStore } from './push/push-store.js';
import { PushSubscriptions } from './push/push-subscriptions.js';
import { TurnPush, type PushSender } from './push/turn-push.js';
import { SeatTransfers } from './transfer/seat-transfers.js';
import { MemoryTransferStore, type TransferStore } from './transfer/transfer-store.js';

export type { Conn, ConnState, Host } from './conn.js';
export type { Outcome, RulesEngine } from './engine.js';

export interface AuthorityOptions extends Partial<RoomLimits> {
  /** A room without any socket and without activity for this long deletes itself. */
  ttlMs: number;
  /** Defaults to @carc/rules. */
  rules?: RulesEngine;
  /**
   * The wasm core for the greedy and strong bots, best a factory that builds it
   * synchronously (the Durable Object: `CoreEngine.fromModule`), made on the first bot move.
   */
  botCore?: CoreProvider;
  // ---- seat transfer and "your turn" push (#27 points 4-5); in memory when absent ----
  transferStore?: TransferStore;
  pushStore?: PushStore;
  /** Null or absent: push is off (no VAPID keys). */
  pushSender?: PushSender | null;
  /** Keeps the host alive while pushes are sent (the Durable Object's `ctx.waitUntil`). */
  waitUntil?: (p: Promise<unknown>) => void;
}

/** Close codes of the room's own closes (the reason says the same in words). */
export const CLOSE = { rateLimit: 1008, crowded: 1013, helloTimeout: 4408, seatMoved: 4409 } as const;

/** A finished game as the archive takes it: its log and the facts its index keeps. */
export interface ArchiveItem {
  log: RoomLog;
  finished: number;
  /** Each seat's token hash, so my games can still find the game by a seat's token. */
  tokenHashes: string[];
}

/** A skip plays at most this many decisions (a turn has a handful). */
const MAX_SKIPPED_DECISIONS = 64;

export class RoomAuthority {
  private readonly game: RoomGame;
  private readonly sessions: Sessions;
  private readonly frames = new FrameQueue();
  private readonly rate: SocketRateLimit;
  private readonly fanOut: FanOut;
  private readonly seats: SeatsBroadcast;
  private readonly alarm: RoomAlarm;
  private readonly bots: RoomBots;
  private readonly chat: RoomChat;
  private readonly limits: RoomLimits;
  /**
   * When the alarm should (re)try the archive write of a finished game: after a failure, or
   * at once after a restart. Null: the host writes it right after the event that ended the
   * game (GameRoom.archiveIfDue), no alarm needed.
   */
  private archiveRetryAt: number | null = null;
  private readonly transfers: SeatTransfers;
  private readonly pushSubs: PushSubscriptions;
  private readonly turnPush: TurnPush;

  constructor(
    store: RoomStore,
    private readonly host: Host,
    options: AuthorityOptions,
  ) {
    const { rules, botCore, transferStore, pushStore, pushSender, waitUntil, ...limits } = options;
    this.limits = { ...DEFAULT_ROOM_LIMITS, ...limits };
    this.game = new RoomGame(store, rules ?? rulesModule);
    this.sessions = new Sessions(host);
    this.rate = new SocketRateLimit(this.limits.rateLimit, RATE_LIMIT_CLOSE_AFTER);
    this.fanOut = new FanOut(this.game, this.sessions);
    this.seats = new SeatsBroadcast(host, this.sessions, () => this.seatsFrame(), this.limits.seatsBatchMs, this.limits.seatsBatchMaxMs);
    this.alarm = new RoomAlarm(host);
    this.chat = new RoomChat(store, this.limits.chat);
    this.bots = new RoomBots(this.game, { ...(botCore ? { core: botCore } : {}), graceMs: this.limits.botGraceMs, playoutCap: this.limits.botPlayoutCap, standIn: this.limits.standInBot, hintLevel: this.limits.hintLevel });
    this.transfers = new SeatTransfers(transferStore ?? new MemoryTransferStore(), this.game, host);
    this.pushSubs = new PushSubscriptions(pushStore ?? new MemoryPushStore(), host);
    this.turnPush = new TurnPush(this.pushSubs, pushSender ?? null, waitUntil);
    this.archiveOnWake();
  }

  /** Rebuilds the game from storage by replaying the action log (after an eviction). */
  load(): void {
    this.game.load();
    this.fanOut.reset();
    this.alarm.touch(this.host.now());
    this.archiveOnWake();
  }

  /** A finished game that was never archived (the room stopped first): the alarm writes it. */
  private archiveOnWake(): void {
    if (this.archivePending) {
      this.archiveRetryAt = this.host.now();
      this.schedule();
    }
  }

  // ---- queries ----

  get seq(): number {
    return this.game.seq;
  }

  get status(): RoomStatus {
    return this.game.status;
  }

  get exists(): boolean {
    return this.game.exists;
  }

  /** The full state, for tests that check nothing changed. Never sent anywhere. */
  get fullState(): GameState | null {
    return this.game.fullState;
  }

  info(): Outcome<RoomInfo> {
    const config = this.game.config;
    if (!config) return fail('room-not-found', 'no such room', 404);
    const { seed, result } = this.game.revealed();
    const seats = this.seatInfos();
    return { ok: true, value: { room: this.game.room, v: PROTOCOL_VERSION, status: this.status, config, seats, spectators: this.sessions.spectators(), seq: this.seq, seedHash: this.game.seedHash(), seed, result, next: this.game.next } };
  }

  log(): Outcome<RoomLog> {
    return this.game.log();
  }

  /** Whether one more socket may open: the room's seats plus the spectator cap, in all. */
  admits(): Outcome<null> {
    const config = this.game.config;
    if (!config) return fail('room-not-found', 'no such room', 404);
    const cap = config.seats + this.limits.maxSpectators;
    if (this.sessions.count() >= cap) return fail('room-crowded', `this room takes ${cap} sockets at most; try again later`, 503);
    return { ok: true, value: null };
  }

  // ---- HTTP-side commands (the Durable Object's RPC methods) ----

  async create(room: string, config: RoomConfig): Promise<Outcome<{ room: string }>> {
    const levels = this.checkLevels(config.bots ?? []);
    if (!levels.ok) return levels;
    const r = await this.game.create(room, config, this.host.now);
    if (r.ok) this.touchAndSchedule();
    return r;
  }

  async join(name: string, seat?: number): Promise<Outcome<JoinSeatResponse>> {
    const r = await this.game.join(name, seat, this.host.now);
    if (!r.ok) return r;
    this.seats.changed();
    if (r.value.started) {
      for (const { conn, state } of this.sessions.welcomed()) sendTo(conn, JSON.stringify({ type: 'snapshot', ...this.game.snapshot(state.seat) }));
      this.turnStarted(null);
    }
    this.touchAndSchedule();
    return { ok: true, value: { room: this.game.room, seat: r.value.seat, token: r.value.token } };
  }

  // ---- rematch (the route asks the finished room, then creates the new one) ----

  /**
   * What a rematch of this room takes over: its settings and seats (names and token hashes)
   * — or the rematch room already made. Only a player of this room (its seat token) may
   * ask, and only once the game has ended.
   */
  async rematchPlan(token: string): Promise<Outcome<{ next: string | null; config: RoomConfig; seats: StoredSeat[] }>> {
    const config = this.game.config;
    if (!config) return fail('room-not-found', 'no such room', 404);
    if (this.game.seatOfTokenHash(await sha256Hex(token)) === null) return fail('bad-token', 'no seat of this room has that token', 403);
    if (this.status !== 'ended') return fail('not-finished', 'a rematch starts once this game has ended', 409);
    return { ok: true, value: { next: this.game.next, config, seats: this.game.rematchSeats() } };
  }

  /** Every bot level named is one of the ladder's (or `random`, or a name from before it), and none above the room's strongest. */
  private checkLevels(bots: readonly (string | null)[]): Outcome<null> {
    const max = LEVEL_NAMES.indexOf(levelOf(this.limits.maxBotLevel)?.name as LevelName);
    for (const name of bots) {
      if (name === null) continue;
      const level = levelOf(name);
      if (!level) return fail('bad-request', `bots: no level ${JSON.stringify(name)} (levels: ${LEVEL_NAMES.join(', ')}, random)`, 400);
      if (LEVEL_NAMES.indexOf(level.name as LevelName) > max) return fail('bad-request', `bots: this server seats levels up to ${this.limits.maxBotLevel}, not ${name}`, 400);
    }
    return { ok: true, value: null };
  }

  async createRematch(room: string, config: RoomConfig, seats: readonly StoredSeat[], from: string): Promise<Outcome<{ room: string }>> {
    const r = await this.game.createRematch(room, config, seats, from, this.host.now);
    if (r.ok) this.touchAndSchedule();
    return r;
  }

  /**
   * Points this room's clients to its rematch: stored (a later visitor's info shows it) and
   * told to every open socket. The first rematch stays: answers with the one that holds.
   */
  setNext(next: string): string {
    this.game.setNext(next);
    const holds = this.game.next ?? next;
    const frame = JSON.stringify({ type: 'rematch', room: holds });
    for (const { conn } of this.sessions.welcomed()) sendTo(conn, frame);
    return holds;
  }

  // ---- WebSocket lifecycle ----

  onConnect(conn: Conn): void {
    const now = this.host.now();
    conn.setState({ hello: false, seat: null, opened: now });
    this.touchAndSchedule();
  }

  /**
   * Handles one frame. Never throws; every refusal is a typed `error` reply. A failure of
   * the server itself answers `internal` with the request's `id` and nothing more; the
   * detail goes to the server log.
   */
  onMessage(conn: Conn, raw: string | ArrayBuffer): Promise<void> {
    const request: { id?: string | number } = {};
    return this.frames.run(conn, () => this.handle(conn, raw, request), (e) => this.internalError(conn, e, request.id));
  }

  onClose(conn: Conn): void {
    const s = conn.getState();
    this.sessions.markClosed(conn);
    if (s?.hello) this.seats.changed();
    this.schedule();
  }

  /** Returns true when the room deleted itself. */
  onAlarm(): boolean {
    this.alarm.fired();
    if (!this.game.exists) return false;
    const now = this.host.now();
    for (const conn of this.sessions.silentSince(now, this.limits.helloTimeoutMs)) {
      this.error(conn, 'hello-timeout', `no hello within ${this.limits.helloTimeoutMs / 1000} s`);
      this.sessions.markClosed(conn);
      conn.close(CLOSE.helloTimeout, 'hello-timeout');
    }
    // One bot move per alarm: in the Durable Object each runs in an invocation of its own.
    this.observeSeats(now);
    const bot = this.bots.move(now);
    if (bot) {
      if (bot.standInStarted) this.seats.changed();
      this.commit(bot.move.seat, bot.move.actor, bot.move.action, null, undefined);
    }
    const open = this.sessions.count();
    const expires = this.expiresAt(now);
    if (open === 0 && expires !== null && now >= expires) {
      this.game.deleteAll();
      this.transfers.deleteAll();
      this.pushSubs.deleteAll();
      this.fanOut.reset();
      this.chat.reset();
      this.alarm.clear();
      return true;
    }
    if (open > 0) this.alarm.touch(Math.max(this.alarm.lastActivity, now));
    this.schedule();
    return false;
  }

  /** The batched `seats` frame goes out now (tests; the host's timer does it otherwise). */
  flushSeats(): void {
    this.seats.flush();
  }

  // ---- frames ----

  /** Synchronous except for `hello`, whose promise it returns. */
  private handle(conn: Conn, raw: string | ArrayBuffer, request: { id?: string | number }): Promise<void> | void {
    const now = this.host.now();
    this.alarm.touch(now);
    const verdict = this.rate.check(conn, now);
    if (verdict === 'close') {
      this.sessions.markClosed(conn);
      return conn.close(CLOSE.rateLimit, 'rate limit');
    }
    if (verdict !== 'pass') {
      if (verdict === 'refuse') this.error(conn, 'rate-limited', 'too many messages; slow down');
      return;
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return this.error(conn, parsed.error.code, parsed.error.message, { id: parsed.error.id });
    const msg = parsed.value;
    if (msg.type !== 'hello') request.id = msg.id;
    const state = conn.getState() ?? { hello: false, seat: null };
    if (msg.type === 'hello') return this.hello(conn, state, msg);
    if (!state.hello) return this.error(conn, 'hello-required', 'send hello first', { id: msg.id });
    const id = msg.id !== undefined ? { id: msg.id } : {};
    switch (msg.type) {
      case 'ping':
        return sendTo(conn, JSON.stringify({ type: 'pong', ...id, t: now }));
      case 'sync':
        this.back(state.seat);
        return sendTo(conn, JSON.stringify({ type: 'snapshot', ...id, ...this.game.snapshot(state.seat) }));
      case 'action':
        return this.action(conn, state, msg);
      case 'hint':
        return this.hint(conn, state, msg);
      case 'chat':
        return this.postChat(conn, state, msg);
      case 'skip':
        return this.skip(conn, state, msg);
    }
  }

  /**
   * A hint for the asking seat's own pending decision, to this socket alone; refused unless
   * the room allows hints, and (like an action) for a spectator, another seat's decision or
   * an old state number.
   */
  private async hint(conn: Conn, cs: ConnState, msg: HintRequest): Promise<void> {
    if (!this.game.config?.hints) return this.error(conn, 'hints-off', 'this room was created without hints', { id: msg.id });
    const may = this.game.mayAct(cs.seat, msg.seq);
    if (!may.ok) return this.error(conn, may.code, may.message, { id: msg.id });
    const r = await this.bots.hint(may.actor);
    // The room may have moved on while the search ran: a hint for an old state is not sent.
    if (this.game.seq !== msg.seq) return this.error(conn, 'stale-state', `the hint was for state ${msg.seq}; the room is at ${this.game.seq}`, { id: msg.id });
    if (!r.ok) return this.error(conn, 'internal', `no hint: ${r.error.message}`, { id: msg.id });
    const { action, follower, then, margin, scores, win } = r.value;
    const reply: HintMessage = { type: 'hint', seq: msg.seq, hint: { action, follower, ...(then ? { then } : {}), margin, scores, win }, ...(msg.id !== undefined ? { id: msg.id } : {}) };
    sendTo(conn, JSON.stringify(reply));
  }

  private async hello(conn: Conn, state: ConnState, msg: HelloMessage): Promise<void> {
    if (msg.v !== PROTOCOL_VERSION) return this.error(conn, 'unsupported-version', `this server speaks protocol ${PROTOCOL_VERSION}, not ${msg.v}`);
    if (state.hello) return this.error(conn, 'already-joined', 'this socket already said hello');
    let seat: number | null = null;
    if (msg.token !== undefined) {
      // A token that moved to another device hears `seat-moved`, not `bad-token`.
      const who = this.transfers.seatOf(await sha256Hex(msg.token));
      if (!who || !('seat' in who)) {
        const refused = SeatTransfers.refuse(who);
        return this.error(conn, refused.code, refused.message);
      }
      seat = who.seat;
    }
    if (!this.game.exists) return this.error(conn, 'room-not-found', 'no such room');
    // Seats always get in (their sockets count against the room's cap at the upgrade);
    // spectators only up to their own cap, so a crowd cannot lock the players out.
    if (seat === null && this.sessions.spectators() >= this.limits.maxSpectators) {
      this.error(conn, 'room-crowded', `this room takes ${this.limits.maxSpectators} spectators at most`);
      this.sessions.markClosed(conn);
      return conn.close(CLOSE.crowded, 'room-crowded');
    }
    this.back(seat);
    conn.setState({ hello: true, seat, ...(msg.updates !== undefined && msg.updates !== 'full' ? { updates: msg.updates } : {}) });
    const welcome: WelcomeMessage<PlayerView> & { missed?: { seq: number; actor: number; events: GameEvent[] }[] } = {
      type: 'welcome',
      v: PROTOCOL_VERSION,
      room: this.game.room,
      seat,
      seats: this.seatInfos(),
      replay: false,
      ...(this.game.config?.hints ? { hints: true } : {}),
      ...this.game.snapshot(seat),
    };
    if (msg.since !== undefined && msg.since <= this.seq) {
      welcome.replay = true;
      welcome.missed = this.game.missedSince(msg.since, seat);
    }
    sendTo(conn, JSON.stringify(welcome));
    const history = this.chat.history();
    if (history.length > 0) sendTo(conn, JSON.stringify({ type: 'chat', messages: history }));
    this.seats.shownTo(conn);
    this.seats.changed();
    this.schedule();
  }

  private action(conn: Conn, cs: ConnState, msg: ActionMessage): void {
    this.back(cs.seat);
    const may = this.game.mayAct(cs.seat, msg.seq);
    if (!may.ok) return this.error(conn, may.code, may.message, { id: msg.id });
    this.commit(cs.seat, may.actor, msg.action, conn, msg.id);
  }

  // ---- chat and skips (turn-based rooms) ----

  private postChat(conn: Conn, cs: ConnState, msg: ChatClientMessage): void {
    const config = this.game.config!;
    const seatName = cs.seat === null ? null : (this.game.names()[cs.seat] ?? null);
    const r = this.chat.post(conn, cs.seat, seatName, msg.text, msg.name, config.spectatorChat === true, this.host.now());
    if (!r.ok) {
      if (!r.quiet) this.error(conn, r.code, r.message, { id: msg.id });
      return;
    }
    this.broadcastChat(r.message, conn, msg.id);
  }

  private broadcastChat(message: ChatMessage, origin: Conn, id: string | number | undefined): void {
    const text = JSON.stringify({ type: 'chat', messages: [message] });
    for (const { conn } of this.sessions.welcomed()) {
      if (conn === origin && id !== undefined) sendTo(conn, `${text.slice(0, -1)},"id":${JSON.stringify(id)}}`);
      else sendTo(conn, text);
    }
  }

  /**
   * Another player skips the turn of a seat whose bank ran out (rooms created with
   * `onTimeout: "skip"`). Carcassonne has no pass for the tile, so a skipped turn plays
   * each of the seat's decisions of this turn in the plainest legal way: every optional
   * choice declined (`pass`: no follower, no card), the tile at the first legal place in
   * the rules' own order. Those moves go through the same commit as any other (the log's
   * `seat` is null, as for the turn timer), so the log verifies.
   */
  private skip(conn: Conn, cs: ConnState, msg: SkipMessage): void {
    const id = { id: msg.id };
    if (cs.seat === null) return this.error(conn, 'spectator', 'spectators cannot skip a turn', id);
    this.back(cs.seat);
    const pending = this.game.turn().player;
    if (pending === null) return this.error(conn, this.status === 'ended' ? 'game-over' : 'game-not-started', this.status === 'ended' ? 'the game has ended' : 'waiting for every seat to be taken', id);
    const may = this.game.mayAct(pending, msg.seq);
    if (!may.ok) return this.error(conn, may.code, may.message, id);
    const seat = this.game.skippable(this.host.now());
    if (seat === null) return this.error(conn, 'not-skippable', this.game.turnBased?.onTimeout === 'skip' ? 'that seat still has time' : 'this room does not skip turns: a bot plays a seat that runs out of time', id);
    if (seat === cs.seat) return this.error(conn, 'not-skippable', 'a seat cannot skip its own turn; play it', id);
    for (let i = 0; i < MAX_SKIPPED_DECISIONS && this.game.live && this.game.turn().player === seat; i++) {
      const legal = this.game.rules.legalActions(this.game.fullState!);
      const plain = legal.find((a) => a.type === 'pass') ?? legal[0];
      if (plain === undefined) break;
      this.commit(null, seat, plain, i === 0 ? conn : null, i === 0 ? msg.id : undefined);
    }
  }

  /** validate → log → cache (RoomGame), then fan out. A refusal reaches the sender only. */
  private commit(seat: number | null, actor: number, action: unknown, conn: Conn | null, id: string | number | undefined): void {
    const r = this.game.commit(seat, actor, action, this.host.now());
    if (!r.ok) {
      if (r.internal !== undefined) console.error(`room ${this.game.room}: action ${this.seq + 1} not stored:`, r.internal);
      if (conn) this.error(conn, r.code, r.message, { id, rule: r.rule, ruleCode: r.ruleCode });
      return;
    }
    this.alarm.touch(this.host.now());
    this.fanOut.send(r, conn, id);
    this.turnStarted(r.actor);
    this.schedule();
  }

  // ---- seat transfer and "your turn" push (#27 points 4-5) ----

  /** A one-time code that moves the token's seat to another device (transfer/seat-transfers.ts). */
  issueTransfer(token: string): Promise<Outcome<TransferCreateResponse>> {
    return this.transfers.issue(token);
  }

  /**
   * The code's seat moves to the device that redeems it: a new token for it; the old
   * device's sockets for the seat hear `seat-moved` and close, and the seat's push
   * subscriptions (the old device's) are dropped.
   */
  async redeemTransfer(code: string): Promise<Outcome<TransferRedeemResponse>> {
    const r = await this.transfers.redeem(code);
    if (!r.ok) return r;
    const { seat, token } = r.value;
    for (const { conn, state } of this.sessions.welcomed()) {
      if (state.seat !== seat) continue;
      this.error(conn, 'seat-moved', 'this seat moved to another device; this connection no longer speaks for it');
      this.sessions.markClosed(conn);
      conn.close(CLOSE.seatMoved, 'seat-moved');
    }
    this.pushSubs.remove(seat);
    this.seats.changed();
    this.touchAndSchedule();
    return { ok: true, value: { room: this.game.room, seat, token } };
  }

  /** The seat a token opens here, or its typed refusal (`seat-moved` for a token that moved away). */
  private async tokenSeat(token: string): Promise<Outcome<number>> {
    const who = this.transfers.seatOf(await sha256Hex(token));
    if (!this.game.exists) return fail('room-not-found', 'no such room', 404);
    if (!who || !('seat' in who)) return SeatTransfers.refuse(who);
    return { ok: true, value: who.seat };
  }

  /** The token's seat gets "your turn" pushes at this subscription (checked by the route). */
  async subscribePush(token: string, sub: PushSubscriptionJson, lang: PushLang): Promise<Outcome<{ room: string; seat: number }>> {
    const seat = await this.tokenSeat(token);
    if (!seat.ok) return seat;
    this.pushSubs.add(seat.value, sub, lang);
    return { ok: true, value: { room: this.game.room, seat: seat.value } };
  }

  /** Whether the token's seat still sends to `endpoint`. */
  async pushStatus(token: string, endpoint: string): Promise<Outcome<{ room: string; seat: number; subscribed: boolean }>> {
    const seat = await this.tokenSeat(token);
    if (!seat.ok) return seat;
    return { ok: true, value: { room: this.game.room, seat: seat.value, subscribed: this.pushSubs.forSeat(seat.value).some((s) => s.endpoint === endpoint) } };
  }

  /** Stops pushes to one endpoint of the token's seat, or (no endpoint) to all of them. */
  async unsubscribePush(token: string, endpoint?: string): Promise<Outcome<{ room: string; seat: number; removed: number }>> {
    const seat = await this.tokenSeat(token);
    if (!seat.ok) return seat;
    return { ok: true, value: { room: this.game.room, seat: seat.value, removed: this.pushSubs.remove(seat.value, endpoint) } };
  }

  /** Resolves when every push begun so far was answered (tests). */
  pushesIdle(): Promise<void> {
    return this.turnPush.idle();
  }

  /**
   * After an action (by `previous`) or the start: when the pending decision passed to a
   * person's seat with no socket open, that seat's devices get "your turn".
   */
  private turnStarted(previous: number | null): void {
    const { player } = this.game.turn();
    if (player === null || player === previous || this.game.botOf(player) !== null) return;
    if ((this.sessions.seatInfos(this.game.names())[player]?.online ?? 0) > 0) return;
    this.turnPush.notify(player, { room: this.game.room, seq: this.seq, players: this.game.names() });
  }

  // ---- helpers ----

  private seatsFrame(): string {
    return JSON.stringify({ type: 'seats', seats: this.seatInfos(), spectators: this.sessions.spectators() });
  }

  /** Each seat: name, sockets online, and whether a bot plays it (its own, or standing in). */
  private seatInfos(): SeatInfo[] {
    return this.sessions.seatInfos(this.game.names()).map((info) => ({ ...info, ...this.bots.seatFields(info.seat) }));
  }

  private observeSeats(now: number): void {
    this.bots.observe(this.sessions.seatInfos(this.game.names()).map((s) => s.online), this.sessions.spectators(), now);
  }

  /** A seat's person spoke (hello, sync, action): a stand-in playing for them stops. */
  private back(seat: number | null): void {
    if (seat !== null && this.bots.returned(seat)) this.seats.changed();
  }

  private error(conn: Conn, code: Parameters<typeof sendError>[2], message: string, detail?: ErrorDetail): void {
    sendError(conn, this.seq, code, message, detail);
  }

  private internalError(conn: Conn, e: unknown, id: string | number | undefined): void {
    console.error(`room ${this.game.room}: internal error`, e);
    this.error(conn, 'internal', INTERNAL_MESSAGE, { id });
  }

  private touchAndSchedule(): void {
    this.alarm.touch(this.host.now());
    this.schedule();
  }

  private schedule(): void {
    if (!this.game.exists) return this.alarm.clear();
    const now = this.host.now();
    this.observeSeats(now);
    // A live room's timer plays only for an audience (RoomBots): without one its deadline
    // would wake the room again and again for nothing.
    const turn = this.game.turnBased || this.bots.watched ? this.game.nextDeadline(now) : null;
    const next = earliest(turn, this.bots.dueAt(now), this.archiveRetryAt !== null && this.archivePending ? this.archiveRetryAt : null);
    this.alarm.schedule(next, this.sessions.helloDeadline(this.limits.helloTimeoutMs), this.expiresAt(now));
  }

  /**
   * When the room deletes itself, if no socket is open then (null: not while things stand).
   * A turn-based game never expires while its clock runs; without a running clock (no
   * limit, waiting for players or for a skip) it lasts `turnIdleTtlMs` after the last input.
   * Every other room lasts `ttlMs` after it. A finished game stays until it is archived.
   */
  private expiresAt(now: number): number | null {
    const { game } = this;
    if (this.archivePending) return null;
    if (game.turnBased && game.status !== 'ended') {
      return game.clockRuns(now) ? null : this.alarm.lastActivity + this.limits.turnIdleTtlMs;
    }
    return this.alarm.lastActivity + this.limits.ttlMs;
  }

  // ---- the archive (the Durable Object writes it; archive/) ----

  /** Whether the game has ended and is not archived yet (cheap: read on every schedule). */
  private get archivePending(): boolean {
    const meta = this.game.meta;
    return !!meta && meta.ended !== null && meta.archived === undefined;
  }

  /** The finished game still to be archived (its whole log), or null. */
  archiveDue(): ArchiveItem | null {
    const meta = this.game.meta;
    if (!meta || !this.archivePending || meta.ended === null) return null;
    const log = this.game.log();
    return log.ok ? { log: log.value, finished: meta.ended, tokenHashes: this.game.rematchSeats().map((s) => s.tokenHash) } : null;
  }

  /** The archive holds the game now: the room may expire as any finished room. */
  archived(): void {
    this.archiveRetryAt = null;
    this.game.markArchived(this.host.now());
    this.schedule();
  }

  /** The write failed (logged by the caller): try again after `archiveRetryMs`. */
  archiveFailed(): void {
    this.archiveRetryAt = this.host.now() + this.limits.archiveRetryMs;
    this.schedule();
  }

  // ---- my games ----

  /** What "my games" shows the holder of `token` (null: no seat of this room has it). */
  async mine(token: string): Promise<MyGame | null> {
    const config = this.game.config;
    if (!config) return null;
    const seat = this.game.seatOfTokenHash(await sha256Hex(token));
    if (seat === null) return null;
    const now = this.host.now();
    const turn = this.game.turn();
    const { result } = this.game.revealed();
    const skippable = this.game.skippable(now);
    return {
      room: this.game.room,
      seat,
      status: this.status,
      players: this.game.names(),
      turn: { player: turn.player, deadline: turn.deadline },
      yourTurn: turn.player === seat,
      ...(turn.clocks ? { clocks: skippable !== null ? { ...turn.clocks, skippable: true } : turn.clocks } : {}),
      turnBased: config.turnBased ?? null,
      expansions: config.expansions,
      lastMove: this.game.lastMove(),
      seq: this.seq,
      ...(result !== null ? { result } : {}),
    };
  }
}

function earliest(...times: (number | null)[]): number | null {
  let at: number | null = null;
  for (const t of times) if (t !== null && (at === null || t < at)) at = t;
  return at;
}
