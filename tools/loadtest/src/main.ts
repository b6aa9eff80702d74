#!/usr/bin/env node
/**
 * Load tool (not a timed test): N rooms × S WebSocket clients playing random legal games
 * against a running server (`wrangler dev` on 127.0.0.1 by default, or one it starts with
 * --spawn). Bounded by --duration and --max-actions. Prints one JSON document: move round
 * trip p50/p99 (send → the sender's update), actions applied, errors, and lost or
 * duplicated actions (checked against every client's update stream and the room's count).
 */
import { accessSync, constants, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
// Relative to src/ and dist/ alike: both sit one level under tools/loadtest.
import { removeBundles, startDevServer } from '../../../apps/server/scripts/dev-server.mjs';
import { HostileLoad } from './hostile.js';

const { values: opt } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8787' },
    spawn: { type: 'boolean', default: false },
    rooms: { type: 'string', default: '200' },
    clients: { type: 'string', default: '4' },
    duration: { type: 'string', default: '60' },
    'max-actions': { type: 'string', default: '1000' },
    think: { type: 'string', default: '1000' },
    expansions: { type: 'string', default: '' },
    concurrency: { type: 'string', default: '16' },
    updates: { type: 'string', default: 'delta' },
    'state-dir': { type: 'string' },
    port: { type: 'string' },
    'address-budget': { type: 'string', default: '1000000' },
    hostile: { type: 'boolean', default: false },
    silent: { type: 'string', default: '200' },
    'spectator-cap': { type: 'string', default: '32' },
    'extra-spectators': { type: 'string', default: '100' },
    flood: { type: 'string', default: '1000' },
    'chat-flood': { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

if (opt.help) {
  console.log(`usage: carc-loadtest [--url http://127.0.0.1:8787 | --spawn] [--rooms 200] [--clients 4]
  [--duration 60] [--max-actions 1000] [--think 1000] [--expansions festival,easter] [--concurrency 16]
  [--updates delta|full|lean] [--state-dir DIR]
  --think: ms a bot waits before each move (jittered ±50%); --max-actions: per room;
  --duration: seconds of play (plus set-up); --spawn: start wrangler dev on a free port and stop it after;
  --state-dir: where the spawned server keeps its SQLite files (default: /dev/shm when there is one).
  [--port N] [--address-budget 1000000]: the spawned server's port, and the per-address budget
  (rooms and sockets, burst and per minute) it gets: every bot here is 127.0.0.1.
  [--hostile [--silent 200] [--spectator-cap 32] [--extra-spectators 100] [--flood 1000]]: while the
  rooms play, one more room gets that many sockets that never say hello, then spectators up to the
  cap and past it, and one of its seats floods that many frames per second.
  [--chat-flood 200]: with --hostile, its other seat floods the room's chat with that many
  messages per second (spectators there may write and all read it).`);
  process.exit(0);
}

const ROOMS = Math.max(1, Number(opt.rooms));
const SEATS = Math.min(5, Math.max(2, Number(opt.clients)));
const DURATION_MS = Math.max(1, Number(opt.duration)) * 1000;
const MAX_ACTIONS = Math.max(1, Number(opt['max-actions']));
const THINK = Math.max(0, Number(opt.think));
const EXPANSIONS = opt.expansions ? opt.expansions.split(',').filter(Boolean) : [];
const CONCURRENCY = Math.max(1, Number(opt.concurrency));
const UPDATES = opt.updates === 'full' || opt.updates === 'lean' ? opt.updates : 'delta';
const ADDRESS_BUDGET = String(Math.max(1, Number(opt['address-budget'])));
if (opt.updates !== UPDATES) {
  console.error(`--updates must be delta, full or lean, not ${opt.updates}`);
  process.exit(2);
}

interface Msg {
  type: string;
  seq?: number;
  id?: string | number;
  code?: string;
  message?: string;
  status?: string;
  view?: { legalActions: unknown[] | null } | null;
  legal?: unknown[];
  patch?: { set?: { legalActions?: unknown[] | null } };
  missed?: { seq: number }[];
}

const rtts: number[] = [];
/** When each round trip ended (performance.now()), to tell when slow ones happened. */
const rttAt: number[] = [];
const stats = { actionsSent: 0, actionsAcked: 0, errors: 0, errorCodes: {} as Record<string, number>, socketErrors: 0, gaps: 0, duplicates: 0, reconnects: 0 };
let stopping = false;
/** Bots hold their first move until every socket is connected and welcomed. */
let playing = false;

function note(code: string): void {
  stats.errors++;
  stats.errorCodes[code] = (stats.errorCodes[code] ?? 0) + 1;
}

async function http<T>(base: string, path: string, body?: unknown): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}/api${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      const data = (await res.json()) as T;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(data)}`);
      return data;
    } catch (e) {
      if (attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
    }
  }
}

class Bot {
  private ws!: WebSocket;
  lastSeq = 0;
  private acted = -1;
  private pending = new Map<string, number>();
  private n = 0;
  ended = false;
  /** Set once this socket's `welcome` arrived; play starts when every socket has one. */
  welcomed!: Promise<void>;
  private onWelcome: () => void = () => {};
  /**
   * The seat's legal actions, the only part of the view a bot needs. With delta updates it
   * is kept like the rest of a view: replaced when a patch sets it, unchanged otherwise.
   */
  private legal: unknown[] | null = null;
  /** The last welcome, snapshot or update. */
  latest: Msg | null = null;
  constructor(
    private readonly room: Room,
    private readonly seat: number,
    private readonly token: string,
  ) {}

  open(base: string): Promise<void> {
    this.welcomed = new Promise((r) => (this.onWelcome = r));
    return new Promise((resolve, reject) => {
      this.ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/rooms/${this.room.id}/ws`, { perMessageDeflate: false });
      this.ws.on('open', () => {
        // After a drop, `since` asks for exactly the updates this bot has not seen.
        this.ws.send(JSON.stringify({ type: 'hello', v: 1, token: this.token, ...(this.lastSeq > 0 ? { since: this.lastSeq } : {}), ...(UPDATES !== 'full' ? { updates: UPDATES } : {}) }));
        resolve();
      });
      this.ws.on('close', () => {
        if (stopping) return;
        stats.reconnects++;
        this.pending.clear();
        setTimeout(() => void this.open(base).catch(() => undefined), 200);
      });
      this.ws.on('error', (e) => {
        stats.socketErrors++;
        reject(e);
      });
      // The arrival time is taken before anything else, parsing included.
      this.ws.on('message', (data) => this.onMessage(JSON.parse(data.toString()) as Msg, performance.now()));
    });
  }

  private onMessage(m: Msg, at: number): void {
    if (m.type === 'error') {
      note(m.code ?? 'unknown');
      if (m.id !== undefined) this.pending.delete(String(m.id));
      return;
    }
    if (m.type === 'update') {
      const seq = m.seq!;
      if (seq === this.lastSeq) stats.duplicates++;
      else if (seq !== this.lastSeq + 1) stats.gaps += Math.max(0, seq - this.lastSeq - 1);
      this.lastSeq = Math.max(this.lastSeq, seq);
      this.room.seen = Math.max(this.room.seen, seq);
      if (m.id !== undefined) {
        const t0 = this.pending.get(String(m.id));
        if (t0 !== undefined) {
          rtts.push(at - t0);
          rttAt.push(at);
          this.pending.delete(String(m.id));
          stats.actionsAcked++;
          this.room.acked++;
        }
      }
    }
    if (m.type === 'welcome') {
      // Missed updates count as received once, in order, exactly like live ones.
      for (const x of m.missed ?? []) {
        if (x.seq === this.lastSeq) stats.duplicates++;
        else if (x.seq !== this.lastSeq + 1) stats.gaps += Math.max(0, x.seq - this.lastSeq - 1);
        this.lastSeq = Math.max(this.lastSeq, x.seq);
      }
      if (m.missed === undefined) this.lastSeq = m.seq ?? 0;
      this.onWelcome();
    }
    // Welcome and snapshot carry the whole view; full updates too; delta updates a patch;
    // lean updates `legal` when the decision is this seat's.
    if (m.view) this.legal = m.view.legalActions;
    else if (m.type === 'welcome' || m.type === 'snapshot') this.legal = m.legal ?? null;
    else if (m.type === 'update') {
      if (UPDATES === 'lean') this.legal = m.legal ?? null;
      else if (m.patch?.set && 'legalActions' in m.patch.set) this.legal = m.patch.set.legalActions ?? null;
    }
    if (m.type === 'welcome' || m.type === 'snapshot' || m.type === 'update') {
      if (m.status === 'ended') this.ended = true;
      this.latest = m;
      if (playing) this.maybeAct(m);
    }
  }

  /** Called for the latest message of this socket (at the start of play: its welcome). */
  maybeAct(m: Msg): void {
    const legal = this.legal;
    const seq = m.seq ?? 0;
    if (stopping || m.status !== 'playing' || !legal || legal.length === 0 || seq <= this.acted) return;
    if (this.room.seen >= MAX_ACTIONS) return;
    this.acted = seq;
    const action = legal[Math.floor(Math.random() * legal.length)];
    const delay = THINK === 0 ? 0 : THINK * (0.5 + Math.random());
    setTimeout(() => {
      if (stopping || this.ws.readyState !== WebSocket.OPEN) return;
      const id = `${this.seat}-${this.n++}`;
      this.pending.set(id, performance.now());
      stats.actionsSent++;
      this.ws.send(JSON.stringify({ type: 'action', seq, action, id }));
    }, delay);
  }

  close(): void {
    try {
      this.ws.close(1000, 'load test over');
    } catch {
      // already closed
    }
  }
}

class Room {
  seen = 0;
  acked = 0;
  bots: Bot[] = [];
  constructor(readonly id: string) {}
}

async function pool<T>(items: T[], n: number, fn: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

function summary(samples: number[]): { samples: number; p50: number | null; p90: number | null; p99: number | null; max: number | null } {
  const sorted = samples.slice().sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 1000) / 1000;
}


/**
 * Where the spawned server's local SQLite lives. Every accepted action is one committed
 * write, and the room answers only once it is durable; on a disk shared with other jobs
 * those commits stall for hundreds of ms (measured here: p99 541 ms with the state on the
 * disk against 8 ms on tmpfs, 20 rooms, same minute), which times the disk, not the room.
 * The state is thrown away after the run anyway, so a RAM disk is the default when present.
 */
function stateParent(): string {
  if (opt['state-dir']) return opt['state-dir'];
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/**
 * Starts apps/server under wrangler dev (its shared starter: the Worker bundled once, so a
 * rebuild elsewhere in the work tree cannot reload the server mid-run and cut every
 * socket), the API only, with its storage in a fresh directory; `stop` also removes that.
 */
async function spawnServer(): Promise<{ url: string; state: string; stop: () => Promise<void> }> {
  const parent = stateParent();
  mkdirSync(parent, { recursive: true });
  const state = mkdtempSync(join(parent, 'carc-load-state-'));
  // Every bot connects from 127.0.0.1: one address, so its budget of rooms and sockets is raised.
  const vars = { ADDRESS_ROOMS_BURST: ADDRESS_BUDGET, ADDRESS_ROOMS_PER_MINUTE: ADDRESS_BUDGET, ADDRESS_SOCKETS_BURST: ADDRESS_BUDGET, ADDRESS_SOCKETS_PER_MINUTE: ADDRESS_BUDGET };
  const dev = await startDevServer({ persistTo: state, assets: false, logLevel: 'error', echoErrors: true, vars, ...(opt.port ? { port: Number(opt.port) } : {}) });
  const stop = async () => {
    await dev.stop();
    removeBundles();
    rmSync(state, { recursive: true, force: true });
  };
  return { url: dev.url, state, stop };
}

async function main(): Promise<void> {
  const server = opt.spawn ? await spawnServer() : { url: opt.url!, state: null, stop: async () => {} };
  const base = server.url;
  const t0 = performance.now();
  const rooms: Room[] = [];
  let hostile: HostileLoad | null = null;
  try {
    // Set-up (not measured): create rooms and take every seat.
    const ids = Array.from({ length: ROOMS }, (_, i) => i);
    const seated: { room: Room; tokens: string[] }[] = [];
    await pool(ids, CONCURRENCY, async () => {
      const { room } = await http<{ room: string }>(base, '/rooms', { seats: SEATS, expansions: EXPANSIONS });
      const r = new Room(room);
      const tokens: string[] = [];
      for (let s = 0; s < SEATS; s++) tokens.push((await http<{ token: string }>(base, `/rooms/${room}/seats`, { name: `bot${s}` })).token);
      rooms.push(r);
      seated.push({ room: r, tokens });
    });
    const setupMs = performance.now() - t0;
    // Every bot connects and is welcomed before anyone moves: a connection storm (800
    // hellos, each answered with a full view) is set-up, not the move round trip measured.
    const connectStart = performance.now();
    await pool(seated, CONCURRENCY * 4, async ({ room, tokens }) => {
      for (let s = 0; s < SEATS; s++) {
        const b = new Bot(room, s, tokens[s]!);
        room.bots.push(b);
        await b.open(base);
      }
    });
    await Promise.all(rooms.flatMap((r) => r.bots.map((b) => b.welcomed)));
    const connectMs = performance.now() - connectStart;
    // The hostile room: two seats taken, the first one the flooder's; not measured.
    let attack: Promise<void> = Promise.resolve();
    if (opt.hostile) {
      const chatPerSecond = Number(opt['chat-flood']);
      const { room } = await http<{ room: string }>(base, '/rooms', { seats: 2, ...(chatPerSecond > 0 ? { spectatorChat: true } : {}) });
      const { token } = await http<{ token: string }>(base, `/rooms/${room}/seats`, { name: 'flooder' });
      const { token: chatToken } = await http<{ token: string }>(base, `/rooms/${room}/seats`, { name: 'bystander' });
      hostile = new HostileLoad({ base, room, floodToken: token, silent: Number(opt.silent), spectatorCap: Number(opt['spectator-cap']), extraSpectators: Number(opt['extra-spectators']), floodPerSecond: Number(opt.flood), chatToken, chatPerSecond });
      const h = hostile;
      attack = (async () => {
        h.flood();
        h.chatFlood();
        await h.silentSockets(Math.min(DURATION_MS, 30_000));
        await h.spectators();
      })();
    }
    // Play: the bots whose turn it is start at once (after their think time).
    const playStart = performance.now();
    const loadBefore = loadavg();
    const cpuBefore = process.cpuUsage();
    playing = true;
    for (const r of rooms) for (const b of r.bots) if (b.latest) b.maybeAct(b.latest);
    const done = () => rooms.every((r) => r.bots.some((b) => b.ended) || r.seen >= MAX_ACTIONS);
    while (performance.now() - playStart < DURATION_MS && !done()) await new Promise((r) => setTimeout(r, 100));
    stopping = true;
    hostile?.stop();
    await attack;
    const clientCpu = process.cpuUsage(cpuBefore);
    const activeMs = performance.now() - playStart;
    const loadAfter = loadavg();
    // Let answers in flight arrive before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const playMs = performance.now() - playStart;
    let applied = 0;
    let lostOrUnacked = 0;
    let extraApplied = 0;
    let finished = 0;
    await pool(rooms, CONCURRENCY, async (r) => {
      const info = await http<{ seq: number; status: string }>(base, `/rooms/${r.id}`);
      applied += info.seq;
      if (info.status === 'ended') finished++;
      // Every acknowledged action is in the room's count, and the room applied nothing unasked.
      if (info.seq < r.acked) lostOrUnacked += r.acked - info.seq;
      if (info.seq > r.acked) extraApplied += info.seq - r.acked;
      // Every client saw every state number up to the room's.
      for (const b of r.bots) if (b.lastSeq < info.seq) stats.gaps += info.seq - b.lastSeq;
    });
    for (const r of rooms) for (const b of r.bots) b.close();
    const report = {
      target: base,
      stateDir: server.state,
      rooms: ROOMS,
      clientsPerRoom: SEATS,
      expansions: EXPANSIONS,
      thinkMs: THINK,
      updates: UPDATES,
      setupSeconds: Math.round(setupMs) / 1000,
      connectSeconds: Math.round(connectMs) / 1000,
      playSeconds: Math.round(playMs) / 1000,
      roomsFinished: finished,
      actionsSent: stats.actionsSent,
      actionsApplied: applied,
      actionsPerSecond: Math.round((applied / playMs) * 1000 * 10) / 10,
      moveRoundTripMs: summary(rtts),
      // With --hostile: the round trips of moves sent after the burst of silent upgrades had
      // been answered (under wrangler dev every room shares one workerd, so that storm stalls all).
      ...(hostile?.burstEndedAt ? { moveRoundTripMsAfterBurst: summary(rtts.filter((ms, i) => rttAt[i]! - ms > hostile!.burstEndedAt!)) } : {}),
      // The ten slowest round trips and when they ended (seconds into play): one stall or many.
      slowest: rtts
        .map((ms, i) => ({ ms: Math.round(ms), atSecond: Math.round((rttAt[i]! - playStart) / 100) / 10 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10),
      errors: stats.errors,
      errorCodes: stats.errorCodes,
      socketErrors: stats.socketErrors,
      reconnects: stats.reconnects,
      lostActions: lostOrUnacked + stats.gaps,
      duplicatedActions: extraApplied + stats.duplicates,
      // The machine's 1/5/15-minute load averages when play started and ended (other jobs included).
      loadAverage: { start: loadBefore.map((x) => Math.round(x * 100) / 100), end: loadAfter.map((x) => Math.round(x * 100) / 100) },
      // CPU this process (all the bots) used during play, per second of play.
      clientCpuPerSecondMs: Math.round(((clientCpu.user + clientCpu.system) / 1000 / (activeMs / 1000)) * 10) / 10,
      ...(hostile ? { hostile: hostile.report } : {}),
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    hostile?.stop();
    for (const r of rooms) for (const b of r.bots) b.close();
    await server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
