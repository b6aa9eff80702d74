// The Worker under `wrangler dev` with "your turn" push switched on against the local push
// service (push-service.mjs), and a driver that plays a two-seat game so that the turn keeps
// passing to a seat with no socket open. Shared by the server's dev test (test/dev/push.test.ts),
// the web e2e (apps/web/e2e/push.mjs) and the round-trip bench (bench-push.mjs).
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startDevServer } from './dev-server.mjs';
import { PUSH_SERVICE_CA, startPushService } from './push-service.mjs';
import { generateVapidKeys } from './vapid-keys.mjs';

/**
 * Starts the local push service and a `wrangler dev` that sends to it: fresh VAPID keys,
 * PUSH_ENDPOINT_HOSTS = the service, its certificate trusted. `vars` go to wrangler too
 * (limits); `assets`: serve the web app as well (default false); `logLevel`: wrangler's.
 */
export async function startPushDev({ persistTo, vars = {}, assets = false, logLevel = 'warn', port } = {}) {
  const push = await startPushService();
  const vapid = await generateVapidKeys();
  let server;
  try {
    server = await startDevServer({
      persistTo,
      assets,
      logLevel,
      readyTimeoutMs: 60_000,
      ...(port !== undefined ? { port } : {}),
      vars: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:tests@carcassonne-edge.invalid',
        PUSH_ENDPOINT_HOSTS: `127.0.0.1:${push.port}`,
        ...vars,
      },
      env: { NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CA },
    });
  } catch (e) {
    await push.close();
    throw e;
  }
  return {
    server,
    push,
    vapid,
    async close() {
      await server.stop();
      await push.close();
    },
  };
}

/** Limits for driving games fast from one address: many sockets, no stand-in bot. */
export const DRIVER_VARS = { ADDRESS_SOCKETS_BURST: '5000', ADDRESS_ROOMS_BURST: '500', RATE_LIMIT_BURST: '2000', BOT_GRACE_SECONDS: '86400' };

export async function api(base, method, path, body) {
  const res = await fetch(`${base}/api${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: json, headers: res.headers };
}

/** A room with two people seated (Ann, Bob); their tokens. */
export async function twoSeatRoom(base, config = { seats: 2 }) {
  const created = await api(base, 'POST', '/rooms', config);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const room = created.body.room;
  const tokens = [];
  for (const name of ['Ann', 'Bob']) {
    const j = await api(base, 'POST', `/rooms/${room}/seats`, { name });
    if (j.status !== 201) throw new Error(`join: ${j.status} ${JSON.stringify(j.body)}`);
    tokens.push(j.body.token);
  }
  return { room, tokens };
}

/**
 * One seat's socket (lean updates). `play()` makes the seat's decisions, always the first
 * legal action, until the turn is another seat's; it resolves with the performance.now()
 * at which it sent the action that passed the turn on (null if none was needed) and the
 * seat that has the turn now.
 */
export class SeatSocket {
  constructor(base, room, token) {
    this.url = `${base.replace(/^http/, 'ws')}/api/rooms/${room}/ws`;
    this.token = token;
    this.msgs = [];
    this.waiters = new Set();
    this.seq = 0;
    this.turn = null;
    this.legal = null;
    this.status = 'waiting';
    this.seat = null;
    this.seats = [];
    this.closed = false;
  }

  async open() {
    this.ws = new WebSocket(this.url, { perMessageDeflate: false });
    this.ws.on('message', (d) => this.receive(JSON.parse(d.toString())));
    this.ws.on('close', () => {
      this.closed = true;
      this.wake();
    });
    await new Promise((resolve, reject) => {
      this.ws.once('open', resolve);
      this.ws.once('error', reject);
    });
    this.ws.send(JSON.stringify({ type: 'hello', v: 1, token: this.token, updates: 'lean' }));
    await this.until(() => this.seat !== null || this.msgs.some((m) => m.type === 'error'));
    const err = this.msgs.find((m) => m.type === 'error');
    if (this.seat === null) throw new Error(`hello refused: ${err?.code}`);
    return this;
  }

  receive(m) {
    this.msgs.push(m);
    if (m.type === 'welcome') {
      this.seat = m.seat;
      this.seats = m.seats;
    }
    if (m.type === 'welcome' || m.type === 'snapshot' || m.type === 'update') {
      this.seq = m.seq;
      this.turn = m.turn?.player ?? null;
      this.status = m.status;
      this.legal = m.legal ?? m.view?.legalActions ?? null;
    }
    if (m.type === 'seats') this.seats = m.seats;
    this.wake();
  }

  wake() {
    for (const w of [...this.waiters]) if (w.cond()) {
      this.waiters.delete(w);
      clearTimeout(w.timer);
      w.resolve();
    }
  }

  until(cond, timeoutMs = 60_000) {
    if (cond()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const w = { cond, resolve };
      w.timer = setTimeout(() => {
        this.waiters.delete(w);
        reject(new Error(`seat socket: condition not met in ${timeoutMs} ms; last: ${JSON.stringify(this.msgs.at(-1))?.slice(0, 200)}`));
      }, timeoutMs);
      this.waiters.add(w);
    });
  }

  async play() {
    let passedAt = null;
    let ackAt = null;
    while (this.status === 'playing' && this.turn === this.seat) {
      const seq = this.seq;
      const action = this.legal?.[0];
      if (!action) throw new Error(`seat ${this.seat} must decide at ${seq} but has no legal action`);
      const sentAt = performance.now();
      this.ws.send(JSON.stringify({ type: 'action', seq, action, id: seq }));
      await this.until(() => this.seq > seq || this.msgs.some((m) => m.type === 'error' && m.id === seq));
      const refused = this.msgs.find((m) => m.type === 'error' && m.id === seq);
      if (refused) throw new Error(`action refused: ${refused.code} ${refused.message}`);
      if (this.turn !== this.seat) {
        passedAt = sentAt;
        ackAt = performance.now();
      }
    }
    return { passedAt, ackAt, turn: this.turn, seq: this.seq, status: this.status };
  }

  /** Resolves when this socket's latest `seats` frame shows `seat` with no socket. */
  offline(seat) {
    return this.until(() => this.seats[seat]?.online === 0);
  }

  close() {
    this.ws?.close(1000, 'done');
    return this.until(() => this.closed);
  }
}
