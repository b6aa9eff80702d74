/** Drives a RoomAuthority in Node: in-memory storage, a settable clock, fake sockets. */
import type { RoomConfig, ServerMessage } from '@carc/protocol';
import type { RoomLimits } from '../../src/limits.js';
import { RoomAuthority, type ArchiveItem, type AuthorityOptions, type Conn, type ConnState, type RulesEngine } from '../../src/room/authority.js';
import { MemoryStore } from '../../src/room/store.js';
import { MemoryPushStore } from '../../src/room/push/push-store.js';
import type { PushSender } from '../../src/room/push/turn-push.js';
import { MemoryTransferStore } from '../../src/room/transfer/transfer-store.js';

export class FakeConn implements Conn {
  state: ConnState | null = null;
  received: ServerMessage[] = [];
  raw: string[] = [];
  closed: { code: number; reason: string } | null = null;
  /** Set by a test to play a socket the runtime still lists while it closes. */
  isOpen?: () => boolean;
  constructor(private readonly room: NodeRoom) {}
  send(data: string): void {
    if (this.closed) throw new Error('socket closed');
    this.raw.push(data);
    this.received.push(JSON.parse(data) as ServerMessage);
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
    this.room.drop(this);
  }
  getState(): ConnState | null {
    return this.state;
  }
  setState(s: ConnState): void {
    this.state = structuredClone(s);
  }
  /** Sends a frame (object → JSON) and waits until the room handled it. */
  async send_(frame: unknown): Promise<void> {
    if (this.closed) throw new Error('socket closed');
    await this.room.authority.onMessage(this, typeof frame === 'string' ? frame : JSON.stringify(frame));
    this.room.afterEvent();
  }
  last(): ServerMessage {
    const m = this.received.at(-1);
    if (!m) throw new Error('nothing received');
    return m;
  }
  take(): ServerMessage[] {
    const r = this.received;
    this.received = [];
    return r;
  }
}

export class NodeRoom {
  store = new MemoryStore();
  clock = 1_700_000_000_000;
  alarm: number | null = null;
  conns: FakeConn[] = [];
  /** Work the room asked to run later (the batched `seats` frame), run by `runLater`. */
  later: { fn: () => void; at: number }[] = [];
  authority: RoomAuthority;
  /**
   * The archive as the Durable Object would write it after each event: `instant` (the
   * default) stores the finished game here at once, `off` never does (an archive that is
   * down), `manual` leaves it to the test.
   */
  archive: 'instant' | 'off' | 'manual' = 'instant';
  archived: ArchiveItem[] = [];
  // Seat transfer and push (#27 points 4-5): kept across `evict`, as storage is.
  transferStore = new MemoryTransferStore();
  pushStore = new MemoryPushStore();
  /** Push is off (as without VAPID keys) until a test calls `usePushSender`. */
  pushSender: PushSender | null = null;

  constructor(
    readonly rules?: RulesEngine,
    readonly ttlMs = 3_600_000,
    readonly limits: Partial<RoomLimits> & Pick<AuthorityOptions, 'botCore'> = {},
  ) {
    this.authority = this.boot();
  }

  private boot(): RoomAuthority {
    return new RoomAuthority(
      this.store,
      { connections: () => this.conns, now: () => this.clock, setAlarm: (at) => (this.alarm = at), later: (fn, ms) => this.later.push({ fn, at: this.clock + ms }) },
      {
        ...this.limits,
        ttlMs: this.ttlMs,
        ...(this.rules ? { rules: this.rules } : {}),
        transferStore: this.transferStore,
        pushStore: this.pushStore,
        pushSender: this.pushSender,
      },
    );
  }

  /**
   * Runs what the room deferred, as the host's timers would with no other input meanwhile:
   * earliest first, the clock moved to each one's time; only those due by `until` (and then
   * the clock is at `until`).
   */
  runLater(until = Infinity): void {
    for (let guard = 0; guard < 1000; guard++) {
      this.later.sort((a, b) => a.at - b.at);
      const next = this.later[0];
      if (!next || next.at > until) break;
      this.later.shift();
      this.clock = Math.max(this.clock, next.at);
      next.fn();
    }
    if (until !== Infinity) this.clock = Math.max(this.clock, until);
  }

  /**
   * Runs the alarm as the host would, as often as it is due by the clock (bot moves come
   * one per alarm); at most `max` times. Returns how many times it ran.
   */
  runAlarms(max = 10_000): number {
    let n = 0;
    while (n < max && this.alarm !== null && this.alarm <= this.clock) {
      n++;
      // The runtime deletes an alarm as it fires it.
      this.alarm = null;
      if (this.authority.onAlarm()) break;
      this.afterEvent();
    }
    return n;
  }

  /** What the Durable Object does after each event: write a finished game to the archive. */
  afterEvent(): void {
    if (this.archive !== 'instant') return;
    const item = this.authority.archiveDue();
    if (!item) return;
    this.archived.push(item);
    this.authority.archived();
  }

  /** Push on, through `sender` (FakePushSender in push-fakes.ts); the room restarts as after an eviction. */
  usePushSender(sender: PushSender): void {
    this.pushSender = sender;
    this.evict();
  }

  /** As after a Durable Object eviction: memory gone, storage and sockets kept. */
  evict(): void {
    this.authority = this.boot();
  }

  connect(): FakeConn {
    const c = new FakeConn(this);
    this.conns.push(c);
    this.authority.onConnect(c);
    return c;
  }

  drop(c: FakeConn): void {
    this.authority.onClose(c);
    this.conns = this.conns.filter((x) => x !== c);
  }

  async create(config: Partial<RoomConfig> & { seats: number }): Promise<void> {
    const r = await this.authority.create('testroom0001', { expansions: [], options: {}, turnSeconds: null, ...config });
    if (!r.ok) throw new Error(r.message);
  }

  async join(name: string, seat?: number): Promise<{ seat: number; token: string }> {
    const r = await this.authority.join(name, seat);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    return r.value;
  }

  /** Create the room and take every seat in order (named `names[i]`, else P0, P1, ...); the seats' tokens. */
  async seated(config: Partial<RoomConfig> & { seats: number }, names: readonly string[] = []): Promise<string[]> {
    await this.create(config);
    const tokens: string[] = [];
    for (let i = 0; i < config.seats; i++) tokens.push((await this.join(names[i] ?? `P${i}`)).token);
    return tokens;
  }

  /** A socket that said hello with the token (or as a spectator), asking for `updates` when given. */
  async player(token?: string, since?: number, updates?: 'full' | 'delta' | 'lean'): Promise<FakeConn> {
    const c = this.connect();
    await c.send_({ type: 'hello', v: 1, ...(token ? { token } : {}), ...(since !== undefined ? { since } : {}), ...(updates ? { updates } : {}) });
    return c;
  }
}
