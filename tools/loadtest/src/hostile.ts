/**
 * The hostile load of `--hostile`, aimed at one room while the measured rooms play:
 * sockets that never say hello, spectators up to the room's cap and past it, one client
 * flooding frames, and another flooding the room's chat (which every spectator reads). Bounded in count and time; every socket is closed at `stop`.
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
  /** The other seat of the target room: the chat flooder. */
  chatToken?: string;
  /** Chat messages per second from that seat (0: no chat flood). */
  chatPerSecond?: number;
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
    flood: { sent: 0, seconds: 0, framesPerSecond: 0, secondsConnected: 0, framesPerSecondConnected: 0, errorReplies: {} as Tally, closedByServer: {} as Tally, sockets: 0, refusedAtUpgrade: {} as Tally },
    /** The chat flood: messages sent, accepted (the room's echo with their id), refusals by code, closes. */
    chat: { sent: 0, seconds: 0, secondsConnected: 0, perSecond: 0, accepted: 0, errorReplies: {} as Tally, closedByServer: {} as Tally, sockets: 0, refusedAtUpgrade: {} as Tally, chatFramesToSpectators: 0 },
  };
  private chatTimer: NodeJS.Timeout | null = null;

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
      if (answer === 'welcome') {
        r.welcomed++;
        this.countSpectatorChat(o.ws);
      }
      else count(r.refusedAtHello, answer);
    }
    r.refused = r.attempted - r.welcomed;
  }

  /** One client (a seat of the target room) sending `floodPerSecond` frames; reconnects when closed. */
  flood(): void {
    const f = this.report.flood;
    const frames = ['{"type":"ping"}', '{"type":"action","seq":0,"action":{"type":"pass"},"id":"f"}', '{"type":"ping"', '{"type":"sync"}'];
    this.floodTimer = this.floodFrom(this.o.floodToken, this.o.floodPerSecond, f, (n) => frames[n % frames.length]!, (m) => {
      if (m.type === 'error') count(f.errorReplies, m.code ?? 'error');
    });
  }

  /**
   * The second seat of the target room writes `chatPerSecond` chat messages (each a new
   * text of 80-500 characters, so nothing is deduplicated); reconnects when closed.
   */
  chatFlood(): void {
    const c = this.report.chat;
    const rate = this.o.chatPerSecond ?? 0;
    if (!this.o.chatToken || rate <= 0) return;
    this.chatTimer = this.floodFrom(this.o.chatToken, rate, c, (n) => JSON.stringify({ type: 'chat', text: `flood ${n} `.padEnd(80 + (n % 420), 'x'), id: n }), (m) => {
      if (m.type === 'error') count(c.errorReplies, m.code ?? 'error');
      else if (m.type === 'chat' && typeof m.id === 'number') c.accepted++;
    });
  }

  /**
   * A seat's socket sending `perSecond` frames (`frame(n)` for the n-th), reconnecting
   * whenever the room closes it. Every 10 ms it sends the frames due since the last tick,
   * so the rate holds when a timer fires late; while no socket is open nothing is owed (no
   * burst of backlog on reconnect).
   */
  private floodFrom(
    token: string,
    perSecond: number,
    stats: { sent: number; seconds: number; secondsConnected: number; sockets: number; refusedAtUpgrade: Tally; closedByServer: Tally },
    frame: (n: number) => string,
    onMessage: (m: { type: string; code?: string; id?: unknown }) => void,
  ): NodeJS.Timeout {
    const started = performance.now();
    let ws: WebSocket | null = null;
    let connecting = false;
    let connectedMs = 0;
    const connect = () => {
      if (connecting || this.stopped) return;
      connecting = true;
      void this.open().then((o) => {
        connecting = false;
        if ('refused' in o) return count(stats.refusedAtUpgrade, o.refused);
        stats.sockets++;
        ws = o.ws;
        const since = performance.now();
        o.ws.on('message', (d) => onMessage(JSON.parse(d.toString()) as { type: string; code?: string; id?: unknown }));
        o.ws.once('close', (code) => {
          if (!this.stopped) count(stats.closedByServer, code);
          connectedMs += performance.now() - since;
          // A close event can come long after the close frame, when a newer socket is in use.
          if (ws === o.ws) ws = null;
        });
        o.ws.send(JSON.stringify({ type: 'hello', v: 1, token, updates: 'lean' }));
      });
    };
    connect();
    let last = performance.now();
    let owed = 0;
    return setInterval(() => {
      const now = performance.now();
      owed += ((now - last) / 1000) * perSecond;
      last = now;
      stats.seconds = Math.round((now - started) / 100) / 10;
      stats.secondsConnected = Math.round(connectedMs / 100) / 10;
      if (!ws || ws.readyState !== WebSocket.OPEN) {
        owed = 0;
        return connect();
      }
      for (; owed >= 1; owed--) ws.send(frame(stats.sent++));
    }, 10);
  }

  /** Chat frames the spectators of the target room received (what the accepted messages cost the room to send). */
  countSpectatorChat(ws: WebSocket): void {
    ws.on('message', (d) => {
      if (String(d).startsWith('{"type":"chat"')) this.report.chat.chatFramesToSpectators++;
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.floodTimer) clearInterval(this.floodTimer);
    if (this.chatTimer) clearInterval(this.chatTimer);
    const ch = this.report.chat;
    ch.perSecond = ch.seconds > 0 ? Math.round(ch.sent / ch.seconds) : 0;
    const f = this.report.flood;
    f.framesPerSecond = f.seconds > 0 ? Math.round(f.sent / f.seconds) : 0;
    f.framesPerSecondConnected = f.secondsConnected > 0 ? Math.round(f.sent / f.secondsConnected) : 0;
    for (const s of this.sockets) {
      try {
        s.close(1000, 'load test over');
      } catch {
        // already closing
      }
    }
  }
}
