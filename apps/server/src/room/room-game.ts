/**
 * One room's game and its log, without sockets: the room settings, the seats, the state
 * (a cache; the log in storage is the truth) and the accepted actions. Every change goes
 * validate (rules) → log → cache, so a refusal or a failed write leaves all of it alone.
 * The seed and the stack order live only in the full state, which never leaves this class
 * before the game has ended.
 */
import { levelOf } from '@carc/bots/levels';
import { MAX_SEATS, normalizeName, type BotLevel, randomHex, sha256Hex, type ErrorCode, type RoomConfig, type RoomLog, type RoomStatus, type SnapshotFields, type Turn } from '@carc/protocol';
import type { GameConfig, GameEvent, GameState, PlayerView } from '@carc/rules';
import { fail, type Outcome, type RulesEngine } from './engine.js';
import { TimeBanks } from './time-banks.js';
import type { RoomMeta, RoomStore, StoredSeat } from './store.js';

/** A refused or failed action; `internal` carries the detail for the server log only. */
export interface Refusal {
  ok: false;
  code: ErrorCode;
  message: string;
  rule?: string;
  ruleCode?: string;
  internal?: unknown;
}

export interface Committed {
  ok: true;
  seq: number;
  actor: number;
  events: GameEvent[];
  /** The state before the action: the base of the delta patches. */
  before: GameState;
}

/** The name a bot seat gets (plain words: the seat list shows it like any other name), e.g. "Expert bot". */
export function botSeatName(level: BotLevel): string {
  const name = levelOf(level)?.name ?? level;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} bot`;
}

export class RoomGame {
  private metaRow: RoomMeta | null = null;
  private seatRows: StoredSeat[] = [];
  private state: GameState | null = null;
  /** The full (unfiltered) events of each accepted action; index = seq - 1. */
  private events: GameEvent[][] = [];
  /** Seat (or null: the timer) and time of each accepted action; index = seq - 1. */
  private acted: { seat: number | null; actor: number; at: number; type: string }[] = [];
  /** Set when the log could not be replayed; the room then refuses every action. */
  private broken: string | null = null;
  /** A turn-based room's time banks (null for live rooms, and before the start). */
  private banks: TimeBanks | null = null;

  constructor(
    private readonly store: RoomStore,
    readonly rules: RulesEngine,
  ) {
    this.load();
  }

  /** Rebuilds the game from storage by replaying the action log (after an eviction). */
  load(): void {
    this.metaRow = this.store.getMeta();
    this.seatRows = this.store.seats();
    this.forget();
    if (!this.metaRow || this.metaRow.started === null) return;
    const created = this.rules.createGame(this.gameConfig(this.metaRow));
    if (!created.ok) throw new Error(`room ${this.metaRow.room}: cannot recreate game: ${created.error.message}`);
    let state = created.value;
    this.banks = this.newBanks(this.metaRow, state);
    for (const row of this.store.actions()) {
      const r = this.rules.apply(state, row.action, row.actor);
      // A stored action was legal when it was accepted; refusing it now means the engine
      // changed under a running game. Stop at the last good state rather than invent one,
      // and refuse further actions: the log must stay the truth.
      if (!r.ok) {
        this.broken = `stored action ${row.seq} no longer applies: ${r.error.message}`;
        console.error(`room ${this.metaRow.room}: ${this.broken}`);
        break;
      }
      this.banks?.apply(row.at, this.rules.pendingDecision(state)?.player ?? null, turnsStarted(r.value.events));
      state = r.value.state;
      this.events.push(r.value.events);
      this.acted.push({ seat: row.seat, actor: row.actor, at: row.at, type: actionType(row.action) });
    }
    this.state = state;
  }

  /** The banks of a turn-based room at its start (null for a live room). */
  private newBanks(meta: RoomMeta, state: GameState): TimeBanks | null {
    const tb = meta.config.turnBased;
    if (!tb || meta.started === null) return null;
    const bankMs = tb.bankSeconds === null ? null : tb.bankSeconds * 1000;
    return new TimeBanks({ bankMs, perMoveMs: tb.perMoveSeconds * 1000 }, meta.config.seats, meta.started, this.rules.pendingDecision(state)?.player ?? null);
  }

  private forget(): void {
    this.banks = null;
    this.state = null;
    this.events = [];
    this.acted = [];
    this.broken = null;
  }

  /** The room is gone: storage and memory. */
  deleteAll(): void {
    this.store.deleteAll();
    this.metaRow = null;
    this.seatRows = [];
    this.forget();
  }

  private gameConfig(meta: RoomMeta): GameConfig {
    return { players: this.seatRows.map((s) => s.name), expansions: meta.config.expansions, options: meta.config.options, seed: meta.seed };
  }

  // ---- queries ----

  get exists(): boolean {
    return this.metaRow !== null;
  }

  get room(): string {
    return this.metaRow?.room ?? '';
  }

  /** The room's stored settings and times (read only; null before creation). */
  get meta(): Readonly<RoomMeta> | null {
    return this.metaRow;
  }

  /** The finished game is in the archive (stored, so a restarted room does not write it again). */
  markArchived(at: number): void {
    if (!this.metaRow || this.metaRow.archived !== undefined) return;
    this.metaRow.archived = at;
    this.store.putMeta(this.metaRow);
  }

  get config(): RoomConfig | null {
    return this.metaRow?.config ?? null;
  }

  get seq(): number {
    return this.events.length;
  }

  get status(): RoomStatus {
    if (!this.metaRow || this.metaRow.started === null) return 'waiting';
    return this.metaRow.ended !== null ? 'ended' : 'playing';
  }

  /** The full state, for tests that check nothing changed and for the room's bots to redact (room-bots.ts). Never sent anywhere. */
  get fullState(): GameState | null {
    return this.state;
  }

  /** The bot that plays `seat` for the whole game (chosen at creation), or null for a person's seat. */
  botOf(seat: number): BotLevel | null {
    return this.metaRow?.config.bots?.[seat] ?? null;
  }

  /** The seed of the bots' randomness (rooms from before bots: derived from the room id). */
  get botSeed(): string {
    return this.metaRow?.botSeed ?? `bots/${this.room}`;
  }

  /** The seat names in seat order (null: free). */
  names(): (string | null)[] {
    const names = new Array<string | null>(this.metaRow?.config.seats ?? 0).fill(null);
    for (const r of this.seatRows) if (r.seat < names.length) names[r.seat] = r.name;
    return names;
  }

  seatOfTokenHash(hash: string): number | null {
    return this.seatRows.find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  // ---- seat transfer (#27 point 4; transfer/seat-transfers.ts) ----

  /** The token hash that opens `seat` now (null: a free seat). */
  tokenHashOf(seat: number): string | null {
    return this.seatRows.find((s) => s.seat === seat)?.tokenHash ?? null;
  }

  /** The seat moved to another device: from now on only the new token opens it. */
  replaceToken(seat: number, tokenHash: string): void {
    this.store.setSeatToken(seat, tokenHash);
    this.seatRows = this.seatRows.map((s) => (s.seat === seat ? { ...s, tokenHash } : s));
  }

  turn(): Turn {
    if (!this.state || this.status !== 'playing') return { player: null, deadline: null };
    const player = this.rules.pendingDecision(this.state)?.player ?? null;
    if (this.banks) return { player, deadline: this.banks.deadline(player), clocks: this.banks.clocks() };
    return { player, deadline: player !== null ? this.deadline() : null };
  }

  /** A turn-based room's settings (null: a live room). */
  get turnBased(): NonNullable<RoomConfig['turnBased']> | null {
    return this.metaRow?.config.turnBased ?? null;
  }

  /**
   * Whether the room's game is unfinished and a clock runs for it: a turn-based room whose
   * pending seat has a bank that has not run out (or runs out and a bot will play), or a
   * live room with a turn timer. Such a room never expires.
   */
  clockRuns(now: number): boolean {
    return this.nextDeadline(now) !== null;
  }

  /**
   * The next time the game itself needs the room: the pending seat's deadline, unless it
   * passed in a room whose players skip a seat that ran out (the room then waits for them).
   */
  nextDeadline(now: number): number | null {
    if (!this.live) return null;
    const { deadline } = this.turn();
    if (deadline === null) return null;
    if (this.turnBased?.onTimeout === 'skip' && deadline <= now) return null;
    return deadline;
  }

  /** The seat that ran out of time in a room that skips it, and may be skipped now; else null. */
  skippable(now: number): number | null {
    if (!this.live || this.turnBased?.onTimeout !== 'skip') return null;
    const { player, deadline } = this.turn();
    return deadline !== null && deadline <= now ? player : null;
  }

  /** Each seat's time left at `now` (null entries: no limit), for a turn-based room. */
  timeLeft(now: number): (number | null)[] | null {
    if (!this.banks || !this.metaRow) return null;
    const pending = this.turn().player;
    return Array.from({ length: this.metaRow.config.seats }, (_, seat) => this.banks!.left(seat, now, pending));
  }

  /** The latest action: who acted, when, and its type (my games shows it). */
  lastMove(): { seq: number; actor: number; at: number; type: string } | null {
    const a = this.acted.at(-1);
    if (!a) return null;
    return { seq: this.seq, actor: a.actor, at: a.at, type: a.type };
  }

  /** When the turn timer plays for the pending seat: a full period after the last change. */
  private deadline(): number | null {
    const secs = this.metaRow?.config.turnSeconds;
    if (!secs || this.status !== 'playing') return null;
    const since = this.acted.at(-1)?.at ?? this.metaRow!.started!;
    return since + secs * 1000;
  }

  revealed(): { seed: string | null; result: unknown | null } {
    if (this.status !== 'ended' || !this.state) return { seed: null, result: null };
    return { seed: this.metaRow!.seed, result: this.rules.result(this.state) };
  }

  seedHash(): string | null {
    return this.metaRow && this.metaRow.started !== null ? this.metaRow.seedHash : null;
  }

  snapshot(seat: number | null): SnapshotFields<PlayerView> {
    const { seed, result } = this.revealed();
    return { seq: this.seq, status: this.status, view: this.state ? this.rules.view(this.state, seat) : null, turn: this.turn(), seedHash: this.seedHash(), seed, result };
  }

  /** The events after state `since` as `seat` may see them (a reconnect's `missed`). */
  missedSince(since: number, seat: number | null): { seq: number; actor: number; events: GameEvent[] }[] {
    const out: { seq: number; actor: number; events: GameEvent[] }[] = [];
    for (let i = since; i < this.seq; i++) out.push({ seq: i + 1, actor: this.acted[i]?.actor ?? -1, events: this.rules.viewEvents(this.events[i]!, seat) });
    return out;
  }

  /** The verifiable log; only once the game is over, since it contains the seed. */
  log(): Outcome<RoomLog> {
    if (!this.metaRow) return fail('room-not-found', 'no such room', 404);
    if (this.status !== 'ended' || !this.state) return fail('not-finished', 'the log is published when the game has ended', 409);
    return {
      ok: true,
      value: {
        format: 'carc-room-log/1',
        room: this.metaRow.room,
        config: this.metaRow.config,
        players: this.seatRows.map((s) => s.name),
        seedHash: this.metaRow.seedHash,
        seed: this.metaRow.seed,
        actions: this.store.actions().map((a) => ({ seq: a.seq, seat: a.seat, actor: a.actor, action: a.action })),
        record: this.rules.toRecord(this.state),
        result: this.rules.result(this.state),
      },
    };
  }

  // ---- commands ----

  async create(room: string, config: RoomConfig, now: () => number): Promise<Outcome<{ room: string }>> {
    // The seed exists from the start; only its hash is published (at the game's start).
    const seed = randomHex(32);
    const seedHash = await sha256Hex(seed);
    if (this.metaRow) return fail('room-exists', 'room already exists', 409);
    // Refuse now what the engine would refuse at the start (an expansion this build lacks),
    // rather than let players fill a room that can never begin.
    const probe = this.rules.createGame({ players: Array.from({ length: config.seats }, (_, i) => `P${i}`), expansions: config.expansions, options: config.options, seed: 'probe' });
    if (!probe.ok) return fail('bad-request', probe.error.message, 400);
    const bots = config.bots ?? [];
    if (bots.some((b, seat) => b !== null && seat >= config.seats)) return fail('bad-request', `bots: seats must be below ${config.seats}`, 400);
    if (bots.filter((b) => b !== null).length >= config.seats) return fail('bad-request', 'bots: at least one seat must stay for a person', 400);
    if (config.turnBased && config.turnSeconds !== null && config.turnSeconds !== undefined) return fail('bad-request', 'a room has a turn timer (live) or time banks (turnBased), not both', 400);
    // Bots draw from their own seed: their moves then say nothing about the game's seed.
    this.metaRow = { room, config, seed, seedHash, created: now(), started: null, ended: null, botSeed: randomHex(16) };
    this.store.putMeta(this.metaRow);
    bots.forEach((level, seat) => {
      if (level === null) return;
      // 'bot' is no SHA-256 hex, so no token ever opens a bot's seat.
      const row: StoredSeat = { seat, name: botSeatName(level), tokenHash: 'bot', joined: now() };
      this.store.addSeat(row);
      this.seatRows.push(row);
    });
    this.seatRows.sort((a, b) => a.seat - b.seat);
    return { ok: true, value: { room } };
  }

  /** Takes a seat; `started` is true when it was the last one and the game began. */
  async join(rawName: string, seat: number | undefined, now: () => number): Promise<Outcome<{ seat: number; token: string; started: boolean }>> {
    // Hash before deciding anything: after the await the rest runs without interruption,
    // so two joins cannot both take the last seat.
    const token = randomHex(24);
    const tokenHash = await sha256Hex(token);
    const meta = this.metaRow;
    if (!meta) return fail('room-not-found', 'no such room', 404);
    const name = normalizeName(rawName);
    if (!name.ok) return fail(name.code, name.message, 400);
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
    const row: StoredSeat = { seat: chosen, name: name.value, tokenHash, joined: now() };
    this.store.addSeat(row);
    this.seatRows = [...this.seatRows, row].sort((a, b) => a.seat - b.seat);
    if (this.seatRows.length < meta.config.seats) return { ok: true, value: { seat: chosen, token, started: false } };
    const started = this.start(meta, now);
    return started.ok ? { ok: true, value: { seat: chosen, token, started: true } } : started;
  }

  /** The last seat is taken: the game begins (its seed is fixed since the room's creation). */
  private start(meta: RoomMeta, now: () => number): Outcome<null> {
    const created = this.rules.createGame(this.gameConfig(meta));
    if (!created.ok) {
      console.error(`room ${meta.room}: cannot start the game: ${created.error.message}`);
      return fail('internal', 'the server failed to start the game', 500);
    }
    meta.started = now();
    this.store.putMeta(meta);
    this.state = created.value;
    this.banks = this.newBanks(meta, created.value);
    return { ok: true, value: null };
  }

  /**
   * A rematch room: created with a new seed, every seat already held by the same player
   * (name and token hash of the finished room), so the game begins at once and each player's
   * old seat token opens their seat here.
   */
  async createRematch(room: string, config: RoomConfig, seats: readonly StoredSeat[], from: string, now: () => number): Promise<Outcome<{ room: string }>> {
    if (seats.length !== config.seats) return fail('bad-request', 'a rematch needs every seat', 400);
    const created = await this.create(room, config, now);
    if (!created.ok) return created;
    const meta = this.metaRow!;
    meta.from = from;
    // `create` has seated the bots of the config already; the people come from the old room.
    const seated = new Set(this.seatRows.map((s) => s.seat));
    for (const s of seats) if (!seated.has(s.seat)) this.store.addSeat({ ...s, joined: now() });
    this.seatRows = this.store.seats();
    const started = this.start(meta, now);
    return started.ok ? created : started;
  }

  /** The seats as a rematch takes them over; only once the game has ended. */
  rematchSeats(): StoredSeat[] {
    return this.seatRows.map((s) => ({ ...s }));
  }

  /** The rematch room this room's players moved to (stored: a later visitor is pointed there too). */
  get next(): string | null {
    return this.metaRow?.next ?? null;
  }

  setNext(next: string): void {
    if (!this.metaRow || this.metaRow.next) return;
    this.metaRow.next = next;
    this.store.putMeta(this.metaRow);
  }

  /** Whether `seat` may act on state `seq` now; the actor the rules apply it for. */
  mayAct(seat: number | null, seq: number): { ok: true; actor: number } | Refusal {
    if (seat === null) return { ok: false, code: 'spectator', message: 'spectators cannot act' };
    if (this.status === 'waiting' || !this.state) return { ok: false, code: 'game-not-started', message: 'waiting for every seat to be taken' };
    if (this.status === 'ended') return { ok: false, code: 'game-over', message: 'the game has ended' };
    if (this.broken) return { ok: false, code: 'internal', message: 'this room cannot continue: the server could not rebuild its game' };
    if (seq !== this.seq) return { ok: false, code: 'stale-state', message: `the action was for state ${seq}; the room is at ${this.seq}` };
    const decision = this.rules.pendingDecision(this.state);
    if (!decision || decision.player !== seat) return { ok: false, code: 'not-your-turn', message: `waiting for seat ${decision?.player ?? '-'}` };
    return { ok: true, actor: decision.player };
  }

  /** The pending seat, when its turn timer has run out (a bot then plays for it). */
  timedOut(now: number): number | null {
    const { player, deadline } = this.turn();
    return deadline === null || now < deadline ? null : player;
  }

  /** Whether the room takes actions now (started, not over, not broken). */
  get live(): boolean {
    return this.status === 'playing' && this.state !== null && this.broken === null;
  }

  /** validate (rules) → log → cache. Nothing changes unless every step succeeds. */
  commit(seat: number | null, actor: number, action: unknown, now: number): Committed | Refusal {
    const before = this.state!;
    const r = this.rules.apply(before, action, actor);
    if (!r.ok) {
      const code: ErrorCode = r.error.code === 'not-your-turn' ? 'not-your-turn' : r.error.code === 'game-over' ? 'game-over' : 'illegal-action';
      return { ok: false, code, message: r.error.message, ...(r.error.rule !== undefined ? { rule: r.error.rule } : {}), ruleCode: r.error.code };
    }
    const seq = this.seq + 1;
    try {
      this.store.appendAction({ seq, seat, actor, action, at: now });
    } catch (e) {
      return { ok: false, code: 'internal', message: 'the server could not store the action; nothing changed', internal: e };
    }
    this.banks?.apply(now, this.rules.pendingDecision(before)?.player ?? null, turnsStarted(r.value.events));
    this.state = r.value.state;
    this.events.push(r.value.events);
    this.acted.push({ seat, actor, at: now, type: actionType(action) });
    if (this.rules.result(this.state).finished && this.metaRow!.ended === null) {
      this.metaRow!.ended = now;
      this.store.putMeta(this.metaRow!);
    }
    return { ok: true, seq, actor, events: r.value.events, before };
  }

}

/** The players whose turn began with these events (a turn's end, for the time banks). */
function turnsStarted(events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  for (const e of events) if (e.type === 'turnStarted') out.push(e.player);
  return out;
}

/** An action's `type` (`place`, `meeple`, `pass`, `ext`...), as my games names the last move. */
function actionType(action: unknown): string {
  const t = (action as { type?: unknown } | null)?.type;
  return typeof t === 'string' ? t.slice(0, 16) : 'action';
}
