import type { Conn } from './conn.js';

const DONE: Promise<void> = Promise.resolve();

/**
 * Frames of one socket are handled one after another even when one of them awaits (only
 * `hello` does, for the token's hash). A frame is handled at once when nothing of its
 * socket is in flight, so the hot path costs no promise per frame.
 */
export class FrameQueue {
  private readonly queues = new WeakMap<Conn, Promise<void>>();

  /** Runs `work` in the socket's order; whatever it throws or rejects goes to `onError`. */
  run(conn: Conn, work: () => Promise<void> | void, onError: (e: unknown) => void): Promise<void> {
    const prev = this.queues.get(conn);
    if (prev) return this.enqueue(conn, prev.then(work), onError);
    let pending: Promise<void> | void;
    try {
      pending = work();
    } catch (e) {
      onError(e);
      return DONE;
    }
    return pending ? this.enqueue(conn, pending, onError) : DONE;
  }

  private enqueue(conn: Conn, work: Promise<void>, onError: (e: unknown) => void): Promise<void> {
    const next: Promise<void> = work
      .catch((e: unknown) => onError(e))
      .then(() => {
        if (this.queues.get(conn) === next) this.queues.delete(conn);
      });
    this.queues.set(conn, next);
    return next;
  }
}
