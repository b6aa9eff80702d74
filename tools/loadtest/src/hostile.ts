/**
 * The hostile load of `--hostile`, aimed at one room while the measured rooms play:
 * sockets that never say hello, spectators up to the room's cap and past it, and one
 * client flooding frames. Bounded in count and time; every socket is closed at `stop`.
 * It reports what the server did to each kind, so a run shows the limits holding
 * (apps/server README, "Limits").
 */
import WebSocket from 'ws';

export interface HostileOptions {
  base: string;
  room: string;
  /** A seat token of the target room: the flooder is that seat. */
  floodToken: string;
  silent: number;
  /** The server's spectator cap (ROOM_MAX_SPECTATORS); the tool tries this many plus `extraSpectators`. */
  spectatorCap: number;
  extraSpectators: number;
  floodPerSecond: number;
}

type Tally = Record<string, number>;

function count(t: Tally, k: string | number): void {
  t[k] = (t[k] ?? 0) + 1;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An upgrade refused with a status shows as an error "Unexpected server response: 503". */
function refusedStatus(e: Error): string {
  return /Unexpected server response: (\d+)/.exec(e.message)?.[1] ?? 'error';
}

export class HostileLoad {
  private readonly sockets = new Set<WebSocket>();
  private stopped = false;
  private floodTimer: NodeJS.Timeout | null = null;
  /** performance.now() when every silent socket's upgrade had been answered (the storm is over). */
  burstEndedAt: number | null = null;
  readonly report = {
    silent: { attempted: 0, opened: 0, refusedAtUpgrade: {} as Tally, closedByServer: {} as Tally, secondsToHelloTimeout: { min: Infinity, max: 0 }, secondsToClose: { max: 0 }, stillOpenAtEnd: 0 },
    spectators: { attempted: 0, cap: 0, welcomed: 0, refusedAtUpgrade: {} as Tally, refusedAtHello: {} as Tally, refused: 0 },
    flood: { framesSent: 0, seconds: 0, framesPerSecond: 0, secondsConnected: 0, framesPerSecondConnected: 0, errorReplies: {} as Tally, closedByServer: {} as Tally, sockets: 0, refusedAtUpgrade: {} as Tally },
  };

  constructor(private readonly o: HostileOptions) {}

  private url(): string {
    return `${this.o.base.replace(/^http/, 'ws')}/api/rooms/${this.o.room}/ws`;
  }

  /** Opens a socket; resolves with it once open, or with the refusal. */
  private open(): Promise<{ ws: WebSocket } | { refused: string }> {
    return new Promise((resolve) => {
      const ws = new WebSocket(this.url(), { perMessageDeflate: false });
      this.sockets.add(ws);
      ws.once('open', () => resolve({ ws }));
      ws.once('error', (e) => {
        this.sockets.delete(ws);
        resolve({ refused: refusedStatus(e) });
      });
      ws.once('close', () => this.sockets.delete(ws));
    });
  }

  /** Sockets that never say hello: all opened at once; waits until the server closed them. */
  async silentSockets(deadlineMs: number): Promise<void> {
    const r = this.report.silent;
    const open = new Set<WebSocket>();
    const attempts: Promise<void>[] = [];
    for (let i = 0; i < this.o.silent; i++) {
      r.attempted++;
      attempts.push(
        this.open().then((o) => {
          if ('refused' in o) return count(r.refusedAtUpgrade, o.refused);
          r.opened++;
          open.add(o.ws);
          const t0 = performance.now();
          const since = () => Math.round((performance.now() - t0) / 10) / 100;
          // The server's `hello-timeout` error comes right before its close frame; the
          // close event waits for the TCP connection to end as well.
          o.ws.on('message', (d) => {
            if (!String(d).includes('"hello-timeout"')) return;
            r.secondsToHelloTimeout.min = Math.min(r.secondsToHelloTimeout.min, since());
            r.secondsToHelloTimeout.max = Math.max(r.secondsToHelloTimeout.max, since());
          });
          o.ws.once('close', (code) => {
            open.delete(o.ws);
            if (this.stopped) return;
            count(r.closedByServer, code);
            r.secondsToClose.max = Math.max(r.secondsToClose.max, since());
          });
        }),
      );
    }
    await Promise.all(attempts);
    this.burstEndedAt = performance.now();
    // Wait for the condition (every silent socket closed by the server), bounded.
    const end = Date.now() + deadlineMs;
    while (open.size > 0 && Date.now() < end && !this.stopped) await sleep(100);
    r.stillOpenAtEnd = open.size;
  }

  /** Spectators up to the cap and `extraSpectators` past it, one after another. */
  async spectators(): Promise<void> {
    const r = this.report.spectators;
    r.cap = this.o.spectatorCap;
    const total = this.o.spectatorCap + this.o.extraSpectators;
    for (let i = 0; i < total && !this.stopped; i++) {
      r.attempted++;
      const o = await this.open();
      if ('refused' in o) {
        count(r.refusedAtUpgrade, o.refused);
        continue;
      }
      const answer = await new Promise<string>((resolve) => {
        o.ws.on('message', (d) => {
          const m = JSON.parse(d.toString()) as { type: string; code?: string };
          if (m.type === 'welcome') resolve('welcome');
          else if (m.type === 'error') resolve(m.code ?? 'error');
        });
        o.ws.once('close', (code) => resolve(`close ${code}`));
        o.ws.send(JSON.stringify({ type: 'hello', v: 1 }));
      });
      if (answer === 'welcome') r.welcomed++;
      else count(r.refusedAtHello, answer);
    }
    r.refused = r.attempted - r.welcomed;
  }

  /** One client (a seat of the target room) sending `floodPerSecond` frames; reconnects when closed. */
  flood(): void {
    const f = this.report.flood;
    const started = performance.now();
    let ws: WebSocket | null = null;
    let connecting = false;
    let connectedMs = 0;
    const frames = ['{"type":"ping"}', '{"type":"action","seq":0,"action":{"type":"pass"},"id":"f"}', '{"type":"ping"', '{"type":"sync"}'];
    const connect = () => {
      if (connecting || this.stopped) return;
      connecting = true;
      void this.open().then((o) => {
        connecting = false;
        if ('refused' in o) return count(f.refusedAtUpgrade, o.refused);
        f.sockets++;
        ws = o.ws;
        const since = performance.now();
        o.ws.on('message', (d) => {
          const m = JSON.parse(d.toString()) as { type: string; code?: string };
          if (m.type === 'error') count(f.errorReplies, m.code ?? 'error');
        });
        o.ws.once('close', (code) => {
          if (!this.stopped) count(f.closedByServer, code);
          connectedMs += performance.now() - since;
          // A close event can come long after the close frame, when a newer socket is in use.
          if (ws === o.ws) ws = null;
        });
        o.ws.send(JSON.stringify({ type: 'hello', v: 1, token: this.o.floodToken, updates: 'lean' }));
      });
    };
    connect();
    // Every 10 ms, the frames due since the last tick: the rate holds when a timer fires
    // late; while no socket is open nothing is owed (no burst of backlog on reconnect).
    let last = performance.now();
    let owed = 0;
    this.floodTimer = setInterval(() => {
      const now = performance.now();
      owed += ((now - last) / 1000) * this.o.floodPerSecond;
      last = now;
      f.seconds = Math.round((now - started) / 100) / 10;
      f.secondsConnected = Math.round(connectedMs / 100) / 10;
      if (!ws || ws.readyState !== WebSocket.OPEN) {
        owed = 0;
        return connect();
      }
      for (; owed >= 1; owed--) ws.send(frames[f.framesSent++ % frames.length]!);
    }, 10);
  }

  stop(): void {
    this.stopped = true;
    if (this.floodTimer) clearInterval(this.floodTimer);
    const f = this.report.flood;
    f.framesPerSecond = f.seconds > 0 ? Math.round(f.framesSent / f.seconds) : 0;
    f.framesPerSecondConnected = f.secondsConnected > 0 ? Math.round(f.framesSent / f.secondsConnected) : 0;
    for (const s of this.sockets) {
      try {
        s.close(1000, 'load test over');
      } catch {
        // already closing
      }
    }
  }
}
