/**
 * A WebSocket test client that works over workerd's WebSocket (Workers tests) and the `ws`
 * package (Node tests against wrangler dev): it records every frame and lets a test wait
 * for the next message that matches.
 */
import { applyViewPatch, type ServerMessage, type ViewPatch } from '@carc/protocol';

export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

type Msg = ServerMessage & Record<string, unknown>;

export class TestClient {
  readonly messages: Msg[] = [];
  readonly raw: string[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;
  closed: { code: number } | null = null;
  /** Called for each message as it arrives (game-playing bots hook in here). */
  onMessage: ((m: Msg) => void) | null = null;

  constructor(readonly socket: SocketLike) {}

  /** To be called by the transport for every incoming text frame. */
  receive(text: string): void {
    this.raw.push(text);
    const m = JSON.parse(text) as Msg;
    this.messages.push(m);
    this.onMessage?.(m);
    this.wake?.();
  }

  receiveClose(code: number): void {
    this.closed = { code };
    this.wake?.();
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next message after the last one taken that satisfies `pred`. */
  async next(pred: (m: Msg) => boolean = () => true, timeoutMs = 10_000): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.messages.length) {
        const m = this.messages[this.cursor++]!;
        if (pred(m)) return m;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for a message; last: ${JSON.stringify(this.messages.at(-1))?.slice(0, 300)}`);
      await this.arrival(left);
    }
  }

  nextOfType<T extends Msg['type']>(type: T, timeoutMs?: number): Promise<Msg> {
    return this.next((m) => m.type === type, timeoutMs);
  }

  /** Resolves at the next frame or close, or after `ms`. */
  private arrival(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(t);
        this.wake = null;
        resolve();
      };
    });
  }

  /** Resolves once the socket is closed (by either side). */
  async waitClosed(timeoutMs = 10_000): Promise<{ code: number }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for the close');
      await this.arrival(left);
    }
    return this.closed;
  }

  /** Resolves once `cond` holds, checked now and after every frame that arrives. */
  async until(cond: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!cond()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for a condition; last: ${JSON.stringify(this.messages.at(-1))?.slice(0, 300)}`);
      await this.arrival(left);
    }
  }

  /** Skips everything received so far. */
  drain(): void {
    this.cursor = this.messages.length;
  }

  close(): void {
    try {
      this.socket.close(1000, 'done');
    } catch {
      // already closed
    }
  }
}

interface ViewLike {
  legalActions: unknown[] | null;
}

/**
 * Makes the client play: whenever a message shows that this seat must decide, it sends a
 * random legal action for that state number after `thinkMs` (a bot that never pauses
 * would, rightly, hit the per-socket rate limit). `idFor` names each request, so the reply
 * that echoes the id acknowledges it. Once `halted()` is true it sends nothing more, not
 * even an action it had chosen (so a test knows every action it sent: `onSend` saw them).
 * Resolves with the game's last message.
 */
export function autoplay(
  c: TestClient,
  opts: { random?: () => number; thinkMs?: number; onSend?: (seq: number, action: unknown, id?: string) => void; idFor?: (seq: number) => string; halted?: () => boolean } = {},
): Promise<Msg> {
  const random = opts.random ?? Math.random;
  const thinkMs = opts.thinkMs ?? 40;
  return new Promise((resolve) => {
    let lastSent = -1;
    // The view as the socket knows it: whole in welcome, snapshot and full updates, patched by delta updates.
    let held: ViewLike | null = null;
    const hold = (m: Msg) => {
      if (m.view) held = m.view as ViewLike;
      else if (m.patch && held) held = applyViewPatch(held, m.patch as ViewPatch);
    };
    const act = (m: Msg) => {
      if (m.type !== 'welcome' && m.type !== 'snapshot' && m.type !== 'update') return;
      if (opts.halted?.()) return;
      hold(m);
      if (m.status === 'ended') return resolve(m);
      const legal = held?.legalActions;
      const seq = m.seq as number;
      if (m.status !== 'playing' || !legal || legal.length === 0 || seq <= lastSent) return;
      lastSent = seq;
      const action = legal[Math.floor(random() * legal.length)];
      setTimeout(() => {
        if (c.closed || opts.halted?.()) return;
        const id = opts.idFor?.(seq);
        opts.onSend?.(seq, action, id);
        c.send({ type: 'action', seq, action, ...(id === undefined ? {} : { id }) });
      }, thinkMs);
    };
    // Only the newest state counts: older ones would be stale actions. The ones before it
    // only bring the held view up to date (a whole view replaces what came before).
    const states = c.messages.filter((m) => m.type === 'update' || m.type === 'welcome' || m.type === 'snapshot');
    for (const m of states.slice(0, -1)) hold(m);
    c.onMessage = act;
    const latest = states.at(-1);
    if (latest) act(latest);
  });
}

/** Deterministic random numbers for reproducible test games. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
