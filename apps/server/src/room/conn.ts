/** What the room sees of a socket and of its host (the Durable Object, or a test harness). */

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
  /** When the socket was accepted (ms); it must say `hello` within the hello timeout. */
  opened?: number;
}

export interface Conn {
  send(data: string): void;
  close(code: number, reason: string): void;
  /**
   * False once the socket is closing or closed. The runtime keeps listing a socket until
   * its close completes (seconds, for a client that is slow to answer), and an instance
   * woken from hibernation cannot know which of them it closed itself.
   */
  isOpen?(): boolean;
  getState(): ConnState | null;
  setState(state: ConnState): void;
}

export interface Host {
  /** Every open socket of the room. */
  connections(): Iterable<Conn>;
  now(): number;
  /** Schedule the single alarm (turn timer, hello deadline or clean-up), or clear it. */
  setAlarm(at: number | null): void;
  /** Runs `fn` once after `ms` (the batched `seats` frame); not kept across an eviction. */
  later(fn: () => void, ms: number): void;
}
