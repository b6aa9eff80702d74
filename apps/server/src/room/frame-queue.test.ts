import { describe, expect, it } from 'vitest';
import type { Conn } from './conn.js';
import { FrameQueue } from './frame-queue.js';

const conn = (): Conn => ({ send: () => {}, close: () => {}, getState: () => null, setState: () => {} });

describe('FrameQueue', () => {
  it('runs a socket\'s frames in arrival order while an earlier one awaits', async () => {
    const q = new FrameQueue();
    const c = conn();
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = q.run(c, async () => {
      await gate;
      order.push('hello');
    }, () => {});
    const second = q.run(c, () => void order.push('action'), () => {});
    // Another socket is not held up by the first one's wait.
    await q.run(conn(), () => void order.push('other'), () => {});
    expect(order).toEqual(['other']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['other', 'hello', 'action']);
  });

  it('hands what a frame throws or rejects to onError and goes on with the next frame', async () => {
    const q = new FrameQueue();
    const c = conn();
    const errors: unknown[] = [];
    await q.run(c, () => {
      throw new Error('sync');
    }, (e) => errors.push(e));
    const a = q.run(c, () => Promise.reject(new Error('async')), (e) => errors.push(e));
    const b = q.run(c, () => void errors.push('ran'), (e) => errors.push(e));
    await Promise.all([a, b]);
    expect(errors.map((e) => (e instanceof Error ? e.message : e))).toEqual(['sync', 'async', 'ran']);
  });
});
