/**
 * The room authority: the whole game server logic of one room, free of the Workers runtime
 * so it runs (and is tested) in Node as well. The `GameRoom` Durable Object is a thin shell
 * that hands it sockets, storage and alarms.
 *
 * As in boardgame.io's master: every input is checked (protocol version, seat token, turn,
 * state number, legality by @carc/rules) before anything changes; an accepted action is
 * written to the log before anyone hears of it; every outgoing message is cut to the
 * receiving seat's view. The seed and the stack order live only in the full state, which
 * never leaves this class before the game has ended.
 */
import {
  MAX_SEATS,
  PROTOCOL_VERSION,
  RATE_LIMIT_CLOSE_AFTER,
  parseClientMessage,
  randomHex,
  sha256Hex,
  type ActionMessage,
  type ErrorCode,
  type ErrorMessage,
  type HelloMessage,
  type JoinSeatResponse,
  type RoomConfig,
  type RoomInfo,
  type RoomLog,
  type RoomStatus,
  type SeatInfo,
  type SnapshotFields,
  type Turn,
  type UpdateMessage,
  type WelcomeMessage,
} from '@carc/protocol';
import * as rulesModule from '@carc/rules';
import type { GameEvent, GameState, PlayerView } from '@carc/rules';

/** The part of @carc/rules a room uses; injectable so tests can drive a scripted engine. */
export type RulesEngine = Pick<
  typeof rulesModule,
  'createGame' | 'apply' | 'legalActions' | 'pendingDecision' | 'view' | 'viewEvents' | 'result' | 'toRecord'
>;
import { TokenBucket } from './rate-limit.js';
import { ViewParts } from './frames.js';
import type { RoomMeta, RoomStore, StoredSeat } from './store.js';

/** Per-socket state; in the Durable Object it is the socket's hibernation attachment. */
export interface ConnState {
  /** True once a valid `hello` was answered. */
  hello: boolean;
  /** The seat this socket speaks for; null for a spectator (or before `hello`). */
  seat: number | null;
  /** Updates without the full view (hello `updates: "lean"`); kept for sockets of older builds. */
  lean?: boolean;
  /** The update form the socket asked for in `hello`; absent: `full`. */
  updates?: 'full' | 'delta' | 'lean';
}

export interface Conn {
  send(data: string): void;
  close(code: number, reason: string): void;
  getState(): ConnState | null;
  setState(state: ConnState): void;
}

export interface Host {
  /** Every open socket of the room. */
  connections(): Iterable<Conn>;
  now(): number;
  /** Schedule the single alarm (turn timer or clean-up), or clear it. */
  setAlarm(at: number | null): void;
}

export interface AuthorityOptions {
  /** A room without any socket and without activity for this long deletes itself. */
  ttlMs: number;
  /** Defaults to @carc/rules. */
  rules?: RulesEngine;
  /** Per-socket token bucket; defaults to the protocol's RATE_LIMIT. */
  rateLimit?: { burst: number; perSecond: number };
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message: string; status: 400 | 404 | 409 | 500 };

function fail<T>(code: ErrorCode, message: string, status: 400 | 404 | 409 | 500): Outcome<T> {
  return { ok: false, code, message, status };
}

const DONE: Promise<void> = Promise.resolve();

export class RoomAuthority {
  private meta: RoomMeta | null = null;
  private seatRows: StoredSeat[] = [];
  private state: GameState | null = null;
  /** The full (unfiltered) events of each accepted action; index = seq - 1. */
  private events: GameEvent[][] = [];
  /** Seat (or null: the timer) and time of each accepted action; index = seq - 1. */
  private acted: { seat: number | null; actor: number; at: number }[] = [];
  private lastActivity = 0;
  /** The alarm this instance last set (unknown after a restart: null). */
  private alarmAt: number | null = null;
  /** Set when the log could not be replayed; the room then refuses every action. */
  private broken: string | null = null;
  private readonly buckets = new WeakMap<Conn, TokenBucket>();
  /** Frames of one socket are handled one after another even when `hello` awaits a hash. */
  private readonly queues = new WeakMap<Conn, Promise<void>>();
  private readonly rules: RulesEngine;
  /** The view pieces of the latest state, the base of the next action's delta patches. */
  private parts: ViewParts | null = null;

  constructor(
    private readonly store: RoomStore,
    private readonly host: Host,
    private readonly options: AuthorityOptions,
  ) {
    this.rules = options.rules ?? rulesModule;
    this.load();
  }

  // -------------------------------------------------------------------------------------
  // Loading: the state is a cache; the log in storage is the truth.

  /** Rebuilds the game from storage by replaying the action log (after an eviction). */
  load(): void {
    this.meta = this.store.getMeta();
    this.seatRows = this.store.seats();
    this.state = null;
    this.parts = null;
    this.events = [];
    this.acted = [];
    this.broken = null;
    this.lastActivity = this.host.now();
    if (!this.meta || this.meta.started === null) return;
    const created = this.rules.createGame(this.gameConfig(this.meta));
    if (!created.ok) throw new Error(`room ${this.meta.room}: cannot recreate game: ${created.error.message}`);
    let state = created.value;
    for (const row of this.store.actions()) {
      const r = this.rules.apply(state, row.action, row.actor);
      // A stored action was legal when it was accepted; refusing it now means the engine
      // changed under a running game. Stop at the last good state rather than invent one,
      // and refuse further actions: the log must stay the truth.
      if (!r.ok) {
        this.broken = `stored action ${row.seq} no longer applies: ${r.error.message}`;
        console.error(`room ${this.meta.room}: ${this.broken}`);
        break;
      }
      state = r.value.state;
      this.events.push(r.value.events);
      this.acted.push({ seat: row.seat, actor: row.actor, at: row.at });
    }
    this.state = state;
  }

  private gameConfig(meta: RoomMeta): rulesModule.GameConfig {
    return {
      players: this.seatRows.map((s) => s.name),
      expansions: meta.config.expansions,
      options: meta.config.options,
      seed: meta.seed,
    };
  }

  // -------------------------------------------------------------------------------------
  // Queries

  get seq(): number {
    return this.events.length;
  }

  get status(): RoomStatus {
    if (!this.meta || this.meta.started === null) return 'waiting';
    return this.meta.ended !== null ? 'ended' : 'playing';
  }

  get exists(): boolean {
    return this.meta !== null;
  }

  /** The full state, for tests that check nothing changed. Never sent anywhere. */
  get fullState(): GameState | null {
    return this.state;
  }

  private turn(): Turn {
    if (!this.state || this.status !== 'playing') return { player: null, deadline: null };
    const decision = this.rules.pendingDecision(this.state);
    return { player: decision?.player ?? null, deadline: decision ? this.deadline() : null };
  }

  /** When the turn timer plays for the pending seat: a full period after the last change. */
  private deadline(): number | null {
    const secs = this.meta?.config.turnSeconds;
    if (!secs || this.status !== 'playing') return null;
    const since = this.acted.at(-1)?.at ?? this.meta!.started!;
    return since + secs * 1000;
  }

  private seatInfos(exclude?: Conn): SeatInfo[] {
    const online = new Array<number>(this.meta?.config.seats ?? 0).fill(0);
    for (const c of this.host.connections()) {
      if (c === exclude) continue;
      const s = c.getState();
      if (s?.hello && s.seat !== null && s.seat < online.length) online[s.seat]!++;
    }
    return online.map((n, seat) => ({ seat, name: this.seatRows.find((r) => r.seat === seat)?.name ?? null, online: n }));
  }

  private spectatorCount(exclude?: Conn): number {
    let n = 0;
    for (const c of this.host.connections()) {
      const s = c.getState();
      if (c !== exclude && s?.hello && s.seat === null) n++;
    }
    return n;
  }

  private revealed(): { seed: string | null; result: unknown | null } {
    if (this.status !== 'ended' || !this.state) return { seed: null, result: null };
    return { seed: this.meta!.seed, result: this.rules.result(this.state) };
  }

  info(): Outcome<RoomInfo> {
    if (!this.meta) return fail('room-not-found', 'no such room', 404);
    const { seed, result } = this.revealed();
    return {
      ok: true,
      value: {
        room: this.meta.room,
        v: PROTOCOL_VERSION,
        status: this.status,
        config: this.meta.config,
        seats: this.seatInfos(),
        spectators: this.spectatorCount(),
        seq: this.seq,
        seedHash: this.meta.started !== null ? this.meta.seedHash : null,
        seed,
        result,
      },
    };
  }

  /** The verifiable log; only once the game is over, since it contains the seed. */
  log(): Outcome<RoomLog> {
    if (!this.meta) return fail('room-not-found', 'no such room', 404);
    if (this.status !== 'ended' || !this.state) return fail('not-finished', 'the log is published when the game has ended', 409);
    return {
      ok: true,
      value: {
        format: 'carc-room-log/1',
        room: this.meta.room,
        config: this.meta.config,
        players: this.seatRows.map((s) => s.name),
        seedHash: this.meta.seedHash,
        seed: this.meta.seed,
        actions: this.store.actions().map((a) => ({ seq: a.seq, seat: a.seat, actor: a.actor, action: a.action })),
        record: this.rules.toRecord(this.state),
        result: this.rules.result(this.state),
      },
    };
  }

  // -------------------------------------------------------------------------------------
  // HTTP-side commands (reached through the Durable Object's RPC methods)

  async create(room: string, config: RoomConfig): Promise<Outcome<{ room: string }>> {
    // The seed exists from the start; only its hash is published (at the game's start).
    const seed = randomHex(32);
    const seedHash = await sha256Hex(seed);
    if (this.meta) return fail('room-exists', 'room already exists', 409);
    // Refuse now what the engine would refuse at the start (an expansion this build lacks),
    // rather than let players fill a room that can never begin.
    const probe = this.rules.createGame({
      players: Array.from({ length: config.seats }, (_, i) => `P${i}`),
      expansions: config.expansions,
      options: config.options,
      seed: 'probe',
    });
    if (!probe.ok) return fail('bad-request', probe.error.message, 400);
    const now = this.host.now();
    this.meta = { room, config, seed, seedHash, created: now, started: null, ended: null };
    this.store.putMeta(this.meta);
    this.lastActivity = now;
    this.scheduleAlarm();
    return { ok: true, value: { room } };
  }

  async join(name: string, seat?: number): Promise<Outcome<JoinSeatResponse>> {
    // Hash before deciding anything: after the await the rest runs without interruption,
    // so two joins cannot both take the last seat.
    const token = randomHex(24);
    const tokenHash = await sha256Hex(token);
    const meta = this.meta;
    if (!meta) return fail('room-not-found', 'no such room', 404);
    const taken = new Set(this.seatRows.map((s) => s.seat));
    if (taken.size >= meta.config.seats) return fail('room-full', 'every seat is taken', 409);
    let chosen: number;
    if (seat !== undefined) {
      if (seat >= meta.config.seats) return fail('bad-request', `seat must be below ${meta.config.seats}`, 400);
      if (taken.has(seat)) return fail('seat-taken', `seat ${seat} is taken`, 409);
      chosen = seat;
    } else {
      chosen = [...Array(MAX_SEATS).keys()].find((s) => !taken.has(s))!;
    }
    const now = this.host.now();
    const row: StoredSeat = { seat: chosen, name, tokenHash, joined: now };
    this.store.addSeat(row);
    this.seatRows = [...this.seatRows, row].sort((a, b) => a.seat - b.seat);
    this.lastActivity = now;
    if (this.seatRows.length === meta.config.seats) {
      const started = this.start();
      if (!started.ok) return started;
    } else {
      this.broadcastSeats();
    }
    return { ok: true, value: { room: meta.room, seat: chosen, token } };
  }

  private start(): Outcome<null> {
    const meta = this.meta!;
    const created = this.rules.createGame(this.gameConfig(meta));
    if (!created.ok) return fail('internal', `cannot start the game: ${created.error.message}`, 500);
    meta.started = this.host.now();
    this.store.putMeta(meta);
    this.state = created.value;
    this.broadcastSeats();
    for (const c of this.host.connections()) {
      const s = c.getState();
      if (s?.hello) this.sendTo(c, JSON.stringify({ type: 'snapshot', ...this.snapshot(s.seat) }));
    }
    this.scheduleAlarm();
    return { ok: true, value: null };
  }

  // -------------------------------------------------------------------------------------
  // WebSocket lifecycle

  onConnect(conn: Conn): void {
    conn.setState({ hello: false, seat: null });
    this.lastActivity = this.host.now();
  }

  /**
   * Handles one frame. Never throws; every refusal is a typed `error` reply. A frame is
   * handled at once unless an earlier frame of the same socket is still in flight (only
   * `hello` awaits, for the token's hash): then it waits its turn, so one socket's frames
   * are handled in order without a promise per frame on the hot path.
   */
  onMessage(conn: Conn, raw: string | ArrayBuffer): Promise<void> {
    const prev = this.queues.get(conn);
    if (prev) return this.enqueue(conn, prev.then(() => this.handle(conn, raw)));
    let pending: Promise<void> | void;
    try {
      pending = this.handle(conn, raw);
    } catch (e) {
      this.internalError(conn, e);
      return DONE;
    }
    return pending ? this.enqueue(conn, pending) : DONE;
  }

  private enqueue(conn: Conn, work: Promise<void>): Promise<void> {
    const next: Promise<void> = work
      .catch((e: unknown) => this.internalError(conn, e))
      .then(() => {
        if (this.queues.get(conn) === next) this.queues.delete(conn);
      });
    this.queues.set(conn, next);
    return next;
  }

  private internalError(conn: Conn, e: unknown): void {
    this.sendError(conn, 'internal', `server error: ${e instanceof Error ? e.message : String(e)}`);
  }

  onClose(conn: Conn): void {
    const s = conn.getState();
    if (s?.hello) this.broadcastSeats(conn);
    this.scheduleAlarm();
  }

  /** Synchronous except for `hello`, whose promise it returns. */
  private handle(conn: Conn, raw: string | ArrayBuffer): Promise<void> | void {
    const now = this.host.now();
    this.lastActivity = now;
    let bucket = this.buckets.get(conn);
    if (!bucket) this.buckets.set(conn, (bucket = new TokenBucket(now, this.options.rateLimit?.burst, this.options.rateLimit?.perSecond)));
    if (!bucket.take(now)) {
      if (bucket.refusedTotal >= RATE_LIMIT_CLOSE_AFTER) {
        conn.close(1008, 'rate limit');
        return;
      }
      // Answer only the first refusals of a burst: a flood must not double itself in replies.
      if (bucket.refusedInARow <= 3) this.sendError(conn, 'rate-limited', 'too many messages; slow down');
      return;
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      this.sendError(conn, parsed.error.code, parsed.error.message, parsed.error.id);
      return;
    }
    const msg = parsed.value;
    const state = conn.getState() ?? { hello: false, seat: null };
    if (msg.type === 'hello') return this.hello(conn, state, msg);
    if (!state.hello) return this.sendError(conn, 'hello-required', 'send hello first', msg.id);
    switch (msg.type) {
      case 'ping':
        return this.sendTo(conn, JSON.stringify({ type: 'pong', ...(msg.id !== undefined ? { id: msg.id } : {}), t: now }));
      case 'sync':
        return this.sendTo(conn, JSON.stringify({ type: 'snapshot', ...(msg.id !== undefined ? { id: msg.id } : {}), ...this.snapshot(state.seat) }));
      case 'action':
        return this.action(conn, state, msg);
    }
  }

  private async hello(conn: Conn, state: ConnState, msg: HelloMessage): Promise<void> {
    if (msg.v !== PROTOCOL_VERSION) {
      return this.sendError(conn, 'unsupported-version', `this server speaks protocol ${PROTOCOL_VERSION}, not ${msg.v}`);
    }
    if (state.hello) return this.sendError(conn, 'already-joined', 'this socket already said hello');
    let seat: number | null = null;
    if (msg.token !== undefined) {
      const hash = await sha256Hex(msg.token);
      const row = this.seatRows.find((s) => s.tokenHash === hash);
      if (!row) return this.sendError(conn, 'bad-token', 'no seat of this room has that token');
      seat = row.seat;
    }
    if (!this.meta) return this.sendError(conn, 'room-not-found', 'no such room');
    conn.setState({ hello: true, seat, ...(msg.updates !== undefined && msg.updates !== 'full' ? { updates: msg.updates } : {}) });
    const welcome: WelcomeMessage<PlayerView> & { missed?: { seq: number; actor: number; events: GameEvent[] }[] } = {
      type: 'welcome',
      v: PROTOCOL_VERSION,
      room: this.meta.room,
      seat,
      seats: this.seatInfos(),
      replay: false,
      ...this.snapshot(seat),
    };
    if (msg.since !== undefined && msg.since <= this.seq) {
      welcome.replay = true;
      welcome.missed = [];
      for (let i = msg.since; i < this.seq; i++) {
        welcome.missed.push({ seq: i + 1, actor: this.actorOf(i), events: this.rules.viewEvents(this.events[i]!, seat) });
      }
    }
    this.sendTo(conn, JSON.stringify(welcome));
    this.broadcastSeats(undefined, conn);
  }

  private actorOf(index: number): number {
    return this.acted[index]?.actor ?? -1;
  }

  private action(conn: Conn, cs: ConnState, msg: ActionMessage): void {
    const id = msg.id;
    if (cs.seat === null) return this.sendError(conn, 'spectator', 'spectators cannot act', id);
    if (this.status === 'waiting' || !this.state) return this.sendError(conn, 'game-not-started', 'waiting for every seat to be taken', id);
    if (this.status === 'ended') return this.sendError(conn, 'game-over', 'the game has ended', id);
    if (this.broken) return this.sendError(conn, 'internal', `this room cannot continue: ${this.broken}`, id);
    if (msg.seq !== this.seq) {
      return this.sendError(conn, 'stale-state', `the action was for state ${msg.seq}; the room is at ${this.seq}`, id);
    }
    const decision = this.rules.pendingDecision(this.state);
    if (!decision || decision.player !== cs.seat) {
      return this.sendError(conn, 'not-your-turn', `waiting for seat ${decision?.player ?? '-'}`, id);
    }
    this.commit(cs.seat, decision.player, msg.action, conn, id);
  }

  /** validate (rules) → log → cache → fan out. Nothing changes unless every step succeeds. */
  private commit(seat: number | null, actor: number, action: unknown, conn: Conn | null, id: string | number | undefined): void {
    const before = this.state!;
    const r = this.rules.apply(before, action, actor);
    if (!r.ok) {
      if (!conn) return;
      const code: ErrorCode = r.error.code === 'not-your-turn' ? 'not-your-turn' : r.error.code === 'game-over' ? 'game-over' : 'illegal-action';
      return this.sendError(conn, code, r.error.message, id, r.error.rule, r.error.code);
    }
    const now = this.host.now();
    const seq = this.seq + 1;
    try {
      this.store.appendAction({ seq, seat, actor, action, at: now });
    } catch (e) {
      if (conn) this.sendError(conn, 'internal', `could not store the action: ${e instanceof Error ? e.message : String(e)}`, id);
      return;
    }
    this.state = r.value.state;
    this.events.push(r.value.events);
    this.acted.push({ seat, actor, at: now });
    this.lastActivity = now;
    if (this.rules.result(this.state).finished && this.meta!.ended === null) {
      this.meta!.ended = now;
      this.store.putMeta(this.meta!);
    }
    this.fanOut(seq, actor, r.value.events, before, conn, id);
    this.scheduleAlarm();
  }

  /**
   * One frame per socket, built from pieces shared by every socket: the public part of the
   * view is serialised once per action (ViewParts), the seat's own parts once per seat, and
   * each text is joined without serialising anything twice (the sender's `id` is spliced in).
   */
  private fanOut(seq: number, actor: number, events: GameEvent[], before: GameState, origin: Conn | null, id: string | number | undefined): void {
    const state = this.state!;
    const status = this.status;
    const { seed, result } = this.revealed();
    const head = `{"type":"update","seq":${seq},"actor":${actor},"events":`;
    const turn = this.turn();
    const tail = `,"turn":${JSON.stringify(turn)},"status":${JSON.stringify(status)}${seed !== null ? `,"seed":${JSON.stringify(seed)},"result":${JSON.stringify(result) ?? 'null'}` : ''}`;
    // Events are the same objects for every seat unless a secret one was redacted for it.
    const allJson = JSON.stringify(events);
    const eventsJson = new Map<number | null, string>();
    const eventsFor = (seat: number | null): string => {
      let t = eventsJson.get(seat);
      if (t === undefined) {
        const mine = this.rules.viewEvents(events, seat);
        t = mine.length === events.length && mine.every((e, i) => e === events[i]) ? allJson : JSON.stringify(mine);
        eventsJson.set(seat, t);
      }
      return t;
    };
    let parts: ViewParts | null = null;
    const partsNow = (): ViewParts => (parts ??= this.partsAt(seq, state));
    let shared: { set: string[]; tail: string[] } | null = null;
    let prev: ViewParts | null = null;
    let leanLegal: string | undefined;
    const texts = new Map<string, string>();
    // The sender first: its answer should not wait for everyone else's frame to be built.
    const conns = [...this.host.connections()];
    if (origin) conns.sort((a, b) => (a === origin ? -1 : b === origin ? 1 : 0));
    for (const c of conns) {
      const s = c.getState();
      if (!s?.hello) continue;
      const mode = s.updates ?? (s.lean ? 'lean' : 'full');
      const key = `${s.seat}/${mode}`;
      let text = texts.get(key);
      if (text === undefined) {
        let body: string;
        if (mode === 'full') body = `,"view":${partsNow().fullView(s.seat)}`;
        else if (mode === 'delta') {
          const now = partsNow();
          prev ??= this.partsAt(seq - 1, before);
          shared ??= now.publicPatch(prev);
          body = `,"patch":${now.patch(prev, shared, s.seat)}`;
        } else {
          // Lean: the deciding seat's options only, without building any view.
          let legal: string | null = null;
          if (s.seat !== null && turn.player === s.seat) legal = leanLegal ??= JSON.stringify(this.rules.legalActions(state));
          body = legal !== null ? `,"legal":${legal}` : '';
        }
        text = `${head}${eventsFor(s.seat)}${tail}${body}}`;
        texts.set(key, text);
      }
      if (c === origin && id !== undefined) this.sendTo(c, `${text.slice(0, -1)},"id":${JSON.stringify(id)}}`);
      else this.sendTo(c, text);
    }
    if (parts) this.parts = parts;
  }

  /** The view pieces at state `seq` (the cached ones when they are of that state). */
  private partsAt(seq: number, state: GameState): ViewParts {
    if (this.parts?.seq === seq) return this.parts;
    return new ViewParts(seq, this.rules, state, this.meta!.config.seats);
  }

  private snapshot(seat: number | null): SnapshotFields<PlayerView> {
    const { seed, result } = this.revealed();
    return {
      seq: this.seq,
      status: this.status,
      view: this.state ? this.rules.view(this.state, seat) : null,
      turn: this.turn(),
      seedHash: this.meta && this.meta.started !== null ? this.meta.seedHash : null,
      seed,
      result,
    };
  }

  // -------------------------------------------------------------------------------------
  // Alarms: the turn timer and the removal of abandoned rooms share the one alarm.

  private scheduleAlarm(): void {
    if (!this.meta) {
      this.alarmAt = null;
      return this.host.setAlarm(null);
    }
    const deadline = this.turn().deadline;
    const cleanup = this.lastActivity + this.options.ttlMs;
    const at = deadline !== null ? Math.min(deadline, cleanup) : cleanup;
    // Setting an alarm is a storage write that holds back outgoing messages until it is
    // durable; without a turn timer an alarm already due earlier will reschedule itself.
    if (deadline === null && this.alarmAt !== null && this.alarmAt <= at) return;
    if (this.alarmAt === at) return;
    this.alarmAt = at;
    this.host.setAlarm(at);
  }

  /** Returns true when the room deleted itself. */
  onAlarm(): boolean {
    this.alarmAt = null;
    if (!this.meta) return false;
    const now = this.host.now();
    const deadline = this.turn().deadline;
    if (deadline !== null && now >= deadline && this.state) {
      const decision = this.rules.pendingDecision(this.state);
      if (decision) {
        const legal = this.rules.legalActions(this.state);
        // The least intrusive move: decline when declining is allowed, else the first option.
        const pick = legal.find((a) => a.type === 'pass') ?? legal[0];
        if (pick) this.commit(null, decision.player, pick, null, undefined);
      }
    }
    let open = 0;
    for (const _ of this.host.connections()) open++;
    if (open === 0 && now - this.lastActivity >= this.options.ttlMs) {
      this.store.deleteAll();
      this.meta = null;
      this.seatRows = [];
      this.state = null;
      this.parts = null;
      this.events = [];
      this.acted = [];
      this.alarmAt = null;
      this.host.setAlarm(null);
      return true;
    }
    if (open > 0) this.lastActivity = Math.max(this.lastActivity, now);
    this.scheduleAlarm();
    return false;
  }

  // -------------------------------------------------------------------------------------
  // Sending

  /** `closing` is counted out; `skip` (a socket just welcomed with the same news) is not told. */
  private broadcastSeats(closing?: Conn, skip?: Conn): void {
    const text = JSON.stringify({ type: 'seats', seats: this.seatInfos(closing), spectators: this.spectatorCount(closing) });
    for (const c of this.host.connections()) {
      if (c !== closing && c !== skip && c.getState()?.hello) this.sendTo(c, text);
    }
  }

  private sendError(conn: Conn, code: ErrorCode, message: string, id?: string | number, rule?: string, ruleCode?: string): void {
    const msg: ErrorMessage = { type: 'error', code, message, seq: this.seq };
    if (rule !== undefined) msg.rule = rule;
    if (ruleCode !== undefined) msg.ruleCode = ruleCode;
    if (id !== undefined) msg.id = id;
    this.sendTo(conn, JSON.stringify(msg));
  }

  private sendTo(conn: Conn, text: string): void {
    try {
      conn.send(text);
    } catch {
      // A socket that closed under us: its close handler will tidy up.
    }
  }
}
